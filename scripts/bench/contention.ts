import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveDbLocation } from '../../mcp-server/src/kernel/paths.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { startTask } from '../../mcp-server/src/engine/flows/tdd-task.js'
import { repoRoot } from '../bundle.js'
import { hookArgv, pluginRoot } from './hooks.js'
import { quantile, row, type BenchResult } from './types.js'

/**
 * Issue #32, item 2: measured Bash commands under contention. A *pair* is one Bash tool call as Claude Code makes it:
 * the PreToolUse hook, the command (`echo` into a file of its own), the PostToolUse hook — real hook processes of the
 * hook bundle built now, the MCP server's connection held open, a TDD task open in the project so every command is
 * measured. First 16 pairs one at a time, then 16 pairs at once (16 agents of one session), side by side in the same
 * run. Judged: every change recorded exactly once, to the agent that made it; no hook failing open; no command denied
 * for want of a turn; every hook's p95 inside the budget (20 s: Claude Code kills a hook at the 30 s hooks.json gives
 * it, and the PreToolUse hook still has a snapshot to take after its wait). The p95 ratio of a pair at once to a pair
 * at a time is reported: the turns make it grow with the number of pairs, by design.
 */
const PAIRS = 16
const BUDGET_MS = 20_000

interface Ran {
  readonly ms: number
  readonly stdout: string
  readonly code: number | null
}

function run(argv: readonly string[], stdin: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<Ran> {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint()
    const child = spawn(argv[0] ?? 'node', argv.slice(1), {
      env,
      cwd,
      shell: false,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ ms: Number(process.hrtime.bigint() - start) / 1e6, stdout, code }))
    child.stdin.on('error', () => undefined)
    child.stdin.end(stdin)
  })
}

interface Pair {
  readonly pre: number
  readonly post: number
  readonly whole: number
  readonly denied: boolean
}

export async function benchContention(): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-contention-'))
  const pluginDir = await pluginRoot(repoRoot())
  const project = join(dir, 'project')
  mkdirSync(join(project, 'src'), { recursive: true })
  mkdirSync(join(project, 'notes'), { recursive: true })
  writeFileSync(join(project, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => a + b\n')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: join(dir, 'home'),
    CLAUDE_PLUGIN_ROOT: pluginDir,
    CLAUDE_PLUGIN_DATA: join(dir, 'data'),
    CLAUDE_PROJECT_DIR: project,
  }
  const store = await openStore(resolveDbLocation(env, project).path)
  try {
    const started = await startTask(store, { sessionId: 'bench-c', agentId: 'lead' }, 'contention', undefined)
    if (!started.ok) throw new Error(started.message)
    const pre = hookArgv(pluginDir, 'PreToolUse', 'Bash')
    const post = hookArgv(pluginDir, 'PostToolUse', 'Bash')
    const pair = async (label: string, agent: string): Promise<Pair> => {
      const command = `echo ${label} > notes/${label}.md`
      const payload = {
        session_id: 'bench-c',
        agent_id: agent,
        agent_type: 'general-purpose',
        cwd: project,
        transcript_path: join(dir, 't.jsonl'),
        permission_mode: 'default',
        tool_name: 'Bash',
        tool_use_id: `toolu_${label}`,
        tool_input: { command },
      }
      const began = process.hrtime.bigint()
      const before = await run(pre, JSON.stringify({ ...payload, hook_event_name: 'PreToolUse' }), env)
      const denied = before.stdout.includes('"permissionDecision":"deny"')
      let after = { ms: 0 }
      if (!denied) {
        await run(['sh', '-c', command], '', env, project)
        after = await run(
          post,
          JSON.stringify({
            ...payload,
            hook_event_name: 'PostToolUse',
            tool_response: { stdout: '', stderr: '', interrupted: false },
          }),
          env,
        )
      }
      return { pre: before.ms, post: after.ms, whole: Number(process.hrtime.bigint() - began) / 1e6, denied }
    }
    // A warm-up pair writes the hook code cache, as the first hook of each kind does in a session.
    await pair('warm', 'agent-warm')
    const alone: Pair[] = []
    for (let n = 0; n < PAIRS; n++) alone.push(await pair(`alone${n}`, `agent-${n}`))
    const together = await Promise.all(Array.from({ length: PAIRS }, (_, n) => pair(`together${n}`, `agent-${n}`)))

    // What the store holds: each file's artifacts, by the agent charged.
    const artifacts = (await store.db
      .selectFrom('artifacts')
      .innerJoin('callers', 'callers.id', 'artifacts.caller_id')
      .select(['artifacts.file_path as file', 'callers.agent_id as agent'])
      .where('artifacts.kind', 'in', ['code_written', 'test_written'])
      .execute()) as { file: string | null; agent: string }[]
    const failedOpen = (await store.db.selectFrom('hook_errors').select('id').where('failed_open', '=', 1).execute())
      .length
    let misattributed = 0
    const labels = [
      ...alone.map((_, n) => [`alone${n}`, `agent-${n}`] as const),
      ...together.map((_, n) => [`together${n}`, `agent-${n}`] as const),
    ]
    for (const [label, agent] of labels) {
      const charged = artifacts.filter((a) => a.file === `notes/${label}.md`).map((a) => a.agent)
      if (charged.length !== 1 || charged[0] !== agent) misattributed += 1
    }
    const denied = [...alone, ...together].filter((p) => p.denied).length
    const ran = together.filter((p) => !p.denied)
    const worst = Math.max(...[...alone, ...together].flatMap((p) => [p.pre, p.post]))
    const ratio =
      quantile(
        together.map((p) => p.whole),
        0.95,
      ) /
      quantile(
        alone.map((p) => p.whole),
        0.95,
      )
    const ok = failedOpen === 0 && misattributed === 0 && denied === 0 && worst <= BUDGET_MS
    return {
      name: 'contention',
      ok,
      rows: [
        row(
          'one pair at a time: PreToolUse Bash',
          alone.map((p) => p.pre),
        ),
        row(
          'one pair at a time: PostToolUse Bash',
          alone.map((p) => p.post),
        ),
        row(
          'one pair at a time: whole pair',
          alone.map((p) => p.whole),
        ),
        row(
          `${PAIRS} pairs at once: PreToolUse Bash (with its wait)`,
          together.map((p) => p.pre),
        ),
        row(
          `${PAIRS} pairs at once: PostToolUse Bash`,
          ran.map((p) => p.post),
        ),
        row(
          `${PAIRS} pairs at once: whole pair`,
          together.map((p) => p.whole),
        ),
      ],
      notes: [
        `changes recorded other than once to their own agent: ${misattributed} of ${labels.length}; hooks failed open: ${failedOpen}; denied for want of a turn: ${denied}`,
        `slowest hook ${worst.toFixed(0)} ms (budget ${BUDGET_MS} ms); p95 of a pair at once / one at a time: ${ratio.toFixed(2)}x (measured commands take turns: it grows with the pairs waiting)`,
        ok ? 'target met' : 'TARGET MISSED',
      ],
    }
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
    rmSync(pluginDir, { recursive: true, force: true })
  }
}
