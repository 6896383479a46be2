import type { ViolationKind } from '../../domain/vocabulary.js'
import type { FileKind } from '../../project/test-files.js'

/**
 * Every reason the edit policy denies a file change for (`edit-policy.ts`, and for coordinator workers
 * `worker-policy.ts`), and the violation each is recorded as. Each is produced by a test through the real hook CLI.
 */
export const EDIT_DENIALS = [
  'task_not_started',
  'production_edit_before_red',
  'uncited_production_edit',
  'red_test_edit_in_green',
  'test_edit_in_green',
  'snapshot_edit',
  'test_config_weakened',
  'test_file_deleted',
  'protected_config_edit',
  'symlink_outside_project',
  // Coordinator workers (docs/coordinator.md).
  'worker_without_plan',
  'verify_worker_edit',
  'scenario_outside_recipe',
  'unnamed_scenario_test',
  'implement_test_edit',
  'outside_write_set',
  'test_first',
  'stub_marker',
  'fix_limit_reached',
] as const
export type EditDenial = (typeof EDIT_DENIALS)[number]

export const VIOLATION_OF: Readonly<Record<EditDenial, ViolationKind>> = {
  task_not_started: 'UNREGISTERED_SESSION',
  production_edit_before_red: 'UNCITED_FIX',
  uncited_production_edit: 'UNCITED_FIX',
  red_test_edit_in_green: 'TEST_WEAKENED',
  test_edit_in_green: 'TEST_WEAKENED',
  snapshot_edit: 'TEST_WEAKENED',
  test_config_weakened: 'TEST_WEAKENED',
  test_file_deleted: 'TEST_WEAKENED',
  protected_config_edit: 'TEST_WEAKENED',
  symlink_outside_project: 'UNCITED_FIX',
  worker_without_plan: 'CONTRACT_BREACH',
  verify_worker_edit: 'CONTRACT_BREACH',
  scenario_outside_recipe: 'CONTRACT_BREACH',
  unnamed_scenario_test: 'CONTRACT_BREACH',
  implement_test_edit: 'TEST_WEAKENED',
  outside_write_set: 'CONTRACT_BREACH',
  test_first: 'UNCITED_FIX',
  stub_marker: 'CONTRACT_BREACH',
  fix_limit_reached: 'CONTRACT_BREACH',
}

/** A decision of the edit policy: allowed, or the rule that refuses and the text the model reads. */
export type EditDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: EditDenial; readonly violation: ViolationKind; readonly message: string }

/** Manifests that hold test settings among much else: judged by what a change adds (`test_config_weakened`). */
const MANIFESTS: ReadonlySet<string> = new Set(['package.json', 'pyproject.toml'])

/**
 * Files that decide how evident, Claude Code or the test runner judge the work: evident's config, Claude Code's
 * project settings (hooks, permissions), the MCP server list, and dedicated test-runner configs. None may change
 * while any TDD task is open in the project (the task runs with the configuration frozen at its start).
 */
export function isProtectedConfig(file: string, kind: FileKind): boolean {
  if (file === 'evident.config.json' || file === '.mcp.json') return true
  if (/^\.claude\/settings[^/]*\.json$/.test(file)) return true
  return kind === 'test-config' && !MANIFESTS.has(file.slice(file.lastIndexOf('/') + 1))
}
