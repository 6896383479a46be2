import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { openStore } from '../../mcp-server/src/store/index.js'
import { startTask } from '../../mcp-server/src/store/tasks.js'
import { bundleOptions, repoRoot } from '../bundle.js'
import { row, type BenchResult } from './types.js'

/**
 * Wall time of each evident hook as Claude Code runs it — `sh -c "<command from hooks/hooks.json>"`, a new
 * process fed the JSON payload on stdin — next to `node -e 0`. The hook bundle is built fresh from the
 * sources into a private plugin root. Samples are interleaved round-robin so load on the machine hits every
 * row alike. Target: every hook's p95 ≤ 1.5 × the p95 of bare node.
 */
interface Scenario {
  readonly name: string
  readonly argv: readonly string[]
  readonly stdin: string
}

const TARGET = 1.5

function hookCommand(root: string, event: string, matcher: string | undefined): string {
  const config = JSON.parse(readFileSync(join(root, 'hooks', 'hooks.json'), 'utf8')) as {
    hooks: Record<string, { matcher?: string; hooks: { command: string }[] }[]>
  }
  const group = config.hooks[event]?.find((g) => matcher === undefined || g.matcher === matcher)
  const command = group?.hooks[0]?.command
  if (command === undefined) throw new Error(`hooks.json has no ${event} hook${matcher === undefined ? '' : ` for ${matcher}`}`)
  return command
}

function timeOnce(s: Scenario, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint()
    const child = spawn(s.argv[0] ?? 'sh', s.argv.slice(1), { env, shell: false, stdio: ['pipe', 'ignore', 'inherit'] })
    child.on('error', fail)
    child.on('close', (code) => (code === 0 ? done(Number(process.hrtime.bigint() - start) / 1e6) : fail(new Error(`${s.name} exited ${code}`))))
    child.stdin.end(s.stdin)
  })
}

/** A private plugin root: `hooks/` linked from the repository, `bundle/hook.js` built now. */
async function pluginRoot(repo: string): Promise<string> {
  const cache = join(repo, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const root = mkdtempSync(join(cache, 'evident-bench-hooks-'))
  await build({ ...bundleOptions(repo, join(root, 'bundle')), entryPoints: { hook: 'mcp-server/src/hooks/cli.ts' } })
  symlinkSync(join(repo, 'hooks'), join(root, 'hooks'))
  return root
}

export async function benchHooks(rounds = Number(process.env['EVIDENT_BENCH_ROUNDS'] ?? 40)): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-hooks-'))
  const pluginDir = await pluginRoot(repoRoot())
  try {
    const project = join(dir, 'project')
    mkdirSync(join(project, 'src'), { recursive: true })
    writeFileSync(join(project, 'src', 'math.test.ts'), "import { it, expect } from 'vitest'\nit('adds', () => { expect(1 + 1).toBe(2) })\n")
    const dbPath = join(dir, 'data', 'evident.sqlite')
    const store = await openStore(dbPath)
    const tdd = { sessionId: 'bench-session', agentId: 'agent-tdd', agentType: 'evident:tdd-task' }
    await store.write((tx) => startTask(tx, tdd, 'bench goal', undefined))
    await store.close()
    const env = { ...process.env, CLAUDE_PLUGIN_ROOT: pluginDir, EVIDENT_DB: dbPath, CLAUDE_PROJECT_DIR: project }
    const base = { session_id: 'bench-session', cwd: project, transcript_path: join(dir, 't.jsonl'), permission_mode: 'default' }
    const inAgent = { ...base, agent_id: tdd.agentId, agent_type: tdd.agentType }
    const sh = (event: string, matcher: string | undefined, payload: object): Omit<Scenario, 'name'> =>
      ({ argv: ['sh', '-c', hookCommand(pluginDir, event, matcher)], stdin: JSON.stringify({ ...payload, hook_event_name: event }) })
    const testFile = join(project, 'src', 'math.test.ts')
    const scenarios: Scenario[] = [
      { name: 'node -e 0', argv: [process.execPath, '-e', '0'], stdin: '' },
      { name: 'SessionStart', ...sh('SessionStart', undefined, { ...base, source: 'startup' }) },
      { name: 'SubagentStart', ...sh('SubagentStart', undefined, { ...base, agent_id: 'agent-x', agent_type: 'general-purpose' }) },
      { name: 'SubagentStop', ...sh('SubagentStop', undefined, { ...base, agent_id: 'agent-x', agent_type: 'general-purpose', stop_hook_active: false }) },
      { name: 'PreToolUse mcp (caller injection)', ...sh('PreToolUse', 'mcp__plugin_evident_evident__.*', { ...inAgent, tool_name: 'mcp__plugin_evident_evident__tdd_task', tool_input: { action: 'resume', tddTaskId: 1 } }) },
      { name: 'PreToolUse Edit (TDD task open)', ...sh('PreToolUse', 'Edit|Write|MultiEdit|NotebookEdit', { ...inAgent, tool_name: 'Edit', tool_input: { file_path: testFile, old_string: '1 + 1', new_string: '2 + 0' } }) },
      { name: 'PreToolUse Bash (ls)', ...sh('PreToolUse', 'Bash', { ...base, tool_name: 'Bash', tool_input: { command: 'ls -la src' } }) },
      { name: 'PreToolUse Bash (test run, attributed)', ...sh('PreToolUse', 'Bash', { ...base, tool_name: 'Bash', tool_input: { command: 'npx vitest run src/math.test.ts' } }) },
      { name: 'PostToolUse Edit (records test_written)', ...sh('PostToolUse', 'Edit|Write|MultiEdit|NotebookEdit', { ...inAgent, tool_name: 'Edit', tool_input: { file_path: testFile, old_string: 'x', new_string: 'x' }, tool_response: { filePath: testFile } }) },
    ]
    const samples = scenarios.map(() => [] as number[])
    for (const s of scenarios) await timeOnce(s, env) // warm the file cache
    for (let r = 0; r < rounds; r++) {
      for (const [i, s] of scenarios.entries()) samples[i]?.push(await timeOnce(s, env))
    }
    const rows = scenarios.map((s, i) => row(s.name, samples[i] ?? []))
    const bare = rows[0]?.p95Ms ?? Number.NaN
    const ratios = rows.slice(1).map((r) => ({ label: r.label, ratio: r.p95Ms / bare }))
    const missed = ratios.filter((r) => !(r.ratio <= TARGET))
    const notes = [
      `p95 / p95 of node -e 0 (target ≤ ${TARGET}): ${ratios.map((r) => `${r.label} ${r.ratio.toFixed(2)}`).join(', ')}`,
      missed.length === 0 ? `every hook within ${TARGET} × bare node (${rounds} interleaved rounds)` : `TARGET MISSED: ${missed.map((r) => r.label).join(', ')}`,
    ]
    return { name: 'hook', rows, notes, ok: missed.length === 0 }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(pluginDir, { recursive: true, force: true })
  }
}
