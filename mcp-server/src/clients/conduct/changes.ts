import { realpathSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { isWithin, resolveInside } from '../../kernel/containment.js'
import { EvidentError } from '../../kernel/errors.js'
import { judgeChange, readsText, type ChangePhase, type HeadMove, type PathChange } from './change-rules.js'
import type { FileClassifier } from '../../project/test-files.js'
import { TDD_DIR } from './files.js'
import { parentOf } from './git.js'
import type { IssueSpec } from './issue.js'
import { blobText, treeChanges, worktreeTree, type TreeChange } from './tree.js'
import { checkVerifyInputs } from './verify-prompt.js'

/** What the conductor needs to judge one developer attempt (clients/conduct/loop.ts gathers the rest). */
export interface ChangeInput {
  readonly root: string
  readonly classify: FileClassifier
  readonly issue: IssueSpec
  readonly ac: number
  readonly phase: ChangePhase
  /** The step's base commit (HEAD when the step began; the green commit for a refactor). */
  readonly base: string
  /** Green: the tree the red verdict confirmed, and its test paths. */
  readonly red?: { readonly tree: string; readonly tests: readonly string[] } | undefined
  readonly head?: HeadMove | undefined
  /** Git's controls the leaf changed since the step began (clients/conduct/controls.ts). */
  readonly controls: readonly string[]
  /** Entries of the installed dependency folders the leaf changed (clients/conduct/dependencies.ts). */
  readonly dependencies?: readonly string[] | undefined
}

/** The judged tree and the verdict on it: refused with a reason, unusable (a bail), or the tests a verifier names. */
export type ChangeCheck =
  | { readonly ok: true; readonly tree: string; readonly testPaths: readonly string[] }
  | { readonly ok: false; readonly reason: string }
  | { readonly ok: false; readonly unusable: string }

/** Whether a symbolic link at `path` (project-relative) with `target` leads outside the project. */
function leadsOutside(root: string, path: string, target: string): boolean {
  const realRoot = realpathSync(root)
  const abs = resolve(dirname(join(root, path)), target)
  const inside = resolveInside(realRoot, abs)
  if (inside === 'outside') return true
  return inside === undefined && !isWithin(root, abs) && !isWithin(realRoot, abs)
}

async function describeChange(root: string, classify: FileClassifier, change: TreeChange): Promise<PathChange> {
  const kind = classify(change.path)
  const text = async (shape: string, blob: string | undefined) =>
    shape === 'file' && blob !== undefined && readsText(change.path, kind) ? blobText(root, blob) : undefined
  return {
    path: change.path,
    kind,
    before: change.before,
    after: change.after,
    beforeText: await text(change.before, change.beforeBlob),
    afterText: await text(change.after, change.afterBlob),
    linksOutside:
      change.after === 'symlink' && change.afterBlob !== undefined
        ? leadsOutside(root, change.path, await blobText(root, change.afterBlob))
        : undefined,
  }
}

/**
 * Judges what a developer attempt left, as git would commit it: the tree of the work tree (a scratch index) against
 * the step's base (clients/conduct/change-rules.ts), then whether its tests can be named to a blind verifier.
 */
export async function checkChange(input: ChangeInput): Promise<ChangeCheck> {
  const { root, phase } = input
  const staged = await worktreeTree(root)
  if (!staged.ok) return { ok: false, reason: `the ${phase} phase left a work tree git cannot stage: ${staged.reason}` }
  const sinceBase: PathChange[] = []
  for (const change of await treeChanges(root, input.base, staged.tree))
    sinceBase.push(await describeChange(root, input.classify, change))
  const evidence = (p: string) => ['test', 'snapshot'].includes(input.classify(p))
  const sinceRed =
    input.red === undefined
      ? undefined
      : (await treeChanges(root, input.red.tree, staged.tree)).map((c) => c.path).filter(evidence)
  let testPaths: readonly string[] = []
  if (phase === 'refactor') {
    testPaths = (await treeChanges(root, await parentOf(root, input.base), input.base))
      .filter((c) => c.after === 'file' && input.classify(c.path) === 'test')
      .map((c) => c.path)
    if (testPaths.length === 0)
      return {
        ok: false,
        unusable: `step is ticked but its green commit ${input.base.slice(0, 12)} changes no test file: untick it in the ledger to redo the step`,
      }
  }
  const decision = judgeChange({
    phase,
    conductorDir: TDD_DIR,
    sinceBase,
    sinceRed,
    redTests: input.red?.tests,
    head: input.head,
    controls: input.controls,
    dependencies: input.dependencies,
  })
  if (!decision.ok) return decision
  if (phase !== 'refactor') testPaths = decision.testPaths
  try {
    checkVerifyInputs({
      phase,
      testPaths,
      issue: input.issue,
      ac: input.ac,
      repo: root,
      ...(phase === 'refactor' ? { baseSha: input.base } : {}),
    })
  } catch (error) {
    if (!(error instanceof EvidentError) || error.code !== 'bad_input') throw error
    return { ok: false, reason: `the ${phase} phase named tests no verifier can take: ${error.message}` }
  }
  return { ok: true, tree: staged.tree, testPaths }
}
