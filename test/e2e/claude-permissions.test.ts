import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { CALLER_REPLACED } from '../../mcp-server/src/hooks/pre-mcp.js'
import { tempDir } from '../support/store.js'
import { REPO } from '../support/fixtures.js'
import { runHook } from '../support/hooks.js'
import { ensureClaude } from '../support/e2e/claude.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { findDatabase, mcp, runSession, type Session } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * evident's PreToolUse hook adds the proven caller to its own tools' input with no permission decision, so the real
 * Claude Code (2.1.332, `-p`, default permission mode) runs the rewritten call only when the user's own rules allow
 * it: not allowed, the call is refused and the server never sees it; allowed by the user's settings, it runs with the
 * injected caller, and the model is told that its own `caller` was replaced.
 */
beforeAll(() => {
  ensureClaude()
})

const PROMPT = 'E2E-PERMISSIONS start a task'
const FORGED = { sessionId: 'someone-else', agentId: 'main', proof: 'f'.repeat(64) }

interface Seen {
  readonly session: Session
  readonly after: Conversation
  readonly tasks: readonly { session_id: string; agent_id: string }[]
}

async function startTask(userSettings: object | undefined): Promise<Seen> {
  const work = tempDir('evident-e2e-perm-')
  const home = join(work, 'home')
  const project = join(work, 'project')
  mkdirSync(project)
  if (userSettings !== undefined) {
    mkdirSync(join(home, '.claude'), { recursive: true })
    writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify(userSettings))
  }
  let after: Conversation | undefined
  const main: Script = [
    () => ({ tool: mcp('tdd_task'), input: { action: 'start', goal: 'permissions', caller: FORGED } }),
    (c) => {
      after = c
      return { text: 'done' }
    },
  ]
  const session = await runSession({
    project,
    home,
    prompt: PROMPT,
    scripts: { main },
    route: (c) => (c.prompt.includes('E2E-PERMISSIONS') ? 'main' : undefined),
    allowedTools: [],
    permissionMode: 'default',
    timeoutMs: scaled(120_000),
  })
  if (after === undefined) throw new Error(`the tool call never came back\n${session.diagnosis}`)
  const db = new SQLite(findDatabase(home), { readonly: true })
  try {
    const tasks = db
      .prepare(
        'select callers.session_id, callers.agent_id from tdd_tasks join callers on callers.id = tdd_tasks.caller_id',
      )
      .all() as { session_id: string; agent_id: string }[]
    return { session, after, tasks }
  } finally {
    db.close()
  }
}

const everything = (c: Conversation): string => c.messages.map((m) => m.text).join('\n')

describe("evident's own tools under the user's permission rules", () => {
  it('refuses the call when the user has not allowed it, and runs it with the proven caller when they have', async () => {
    const [refused, allowed] = await Promise.all([
      startTask(undefined),
      startTask({ permissions: { allow: ['mcp__plugin_evident_evident'] } }),
    ])

    // Not allowed: in -p mode nobody can answer the prompt, so Claude Code refuses; the server never saw the call.
    const denied = refused.after.results.at(-1)
    expect(denied?.isError, refused.session.diagnosis).toBe(true)
    expect(denied?.text, refused.session.diagnosis).toContain(
      `Claude requested permissions to use ${mcp('tdd_task')}, but you haven't granted it yet`,
    )
    expect(refused.tasks, refused.session.diagnosis).toEqual([])

    // Allowed by the user's own settings: the rewritten input ran, under the session's real identity.
    const ran = allowed.after.results.at(-1)
    expect(ran?.isError, allowed.session.diagnosis).toBe(false)
    expect(ran?.text, allowed.session.diagnosis).toContain('created')
    const sessionId = (JSON.parse(allowed.session.ran.stdout) as { session_id: string }).session_id
    expect(allowed.tasks, allowed.session.diagnosis).toEqual([{ session_id: sessionId, agent_id: 'main' }])
    // The hook's additionalContext reached the model with the result, with no permission decision attached.
    expect(everything(allowed.after), allowed.session.diagnosis).toContain(CALLER_REPLACED)
  })
})

/**
 * A measured Bash call (a project with beans) that the real Claude Code refuses after evident's PreToolUse took the
 * shell lease; then another agent's measured command through this checkout's real hook CLI, with the default 18 s wait.
 * Its turn was released when the refused call's turn was, so it is not denied shell_busy.
 */
async function refusedThenAnother(
  refused: string,
  options: { readonly settings?: object; readonly permissionMode: string; readonly allowedTools: readonly string[] },
): Promise<void> {
  const work = tempDir('evident-e2e-refused-')
  const home = join(work, 'home')
  const project = join(work, 'project')
  // A project with beans: every Bash command is measured, so each takes the project's shell lease.
  mkdirSync(join(project, 'ai', 'beans'), { recursive: true })
  expect(spawnSync('git', ['init', '-q', project], { shell: false }).status).toBe(0)
  if (options.settings !== undefined) {
    mkdirSync(join(home, '.claude'), { recursive: true })
    writeFileSync(join(home, '.claude', 'settings.json'), JSON.stringify(options.settings))
  }
  const main: Script = [() => ({ tool: 'Bash', input: { command: refused } }), () => ({ text: 'done' })]
  const session = await runSession({
    project,
    home,
    prompt: 'E2E-REFUSED start',
    scripts: { main },
    route: (c) => (c.prompt.includes('E2E-REFUSED') ? 'main' : undefined),
    allowedTools: options.allowedTools,
    permissionMode: options.permissionMode,
    timeoutMs: scaled(120_000),
  })
  const result = session.model.log.find((e) => e.script === 'main' && e.step === 1)?.lastResult
  expect(result?.isError, session.diagnosis).toBe(true)
  const dbPath = findDatabase(home)
  const other = await runHook(
    REPO,
    { root: project, dbPath, env: { EVIDENT_DB: dbPath, CLAUDE_PROJECT_DIR: project } },
    {
      hook_event_name: 'PreToolUse',
      session_id: 'another-session',
      tool_name: 'Bash',
      tool_use_id: 'tu-other',
      tool_input: { command: 'true' },
    },
  )
  expect(other.spawned, session.diagnosis).toBe(1)
  expect(other.output, `${other.stderr}\n${session.diagnosis}`).toBeUndefined()
  const db = new SQLite(dbPath, { readonly: true })
  try {
    const rows = db
      .prepare(
        'select command, lapsed_at is not null as closed, changes, lease_until is not null as held from shell_commands order by id',
      )
      .all()
    expect(rows, session.diagnosis).toEqual([
      { command: refused, closed: 1, changes: '[]', held: 0 },
      { command: 'true', closed: 0, changes: null, held: 1 },
    ])
  } finally {
    db.close()
  }
}

describe('a Bash call Claude Code refuses after PreToolUse', () => {
  it("releases its shell turn at once when the auto-mode classifier refuses it (PermissionDenied, and PostToolBatch): another agent's Bash does not wait", async () => {
    // Auto mode asks its classifier, which the scripted server cannot answer: Claude Code refuses the call and sends
    // PermissionDenied (2.1.332).
    await refusedThenAnother('curl -s http://127.0.0.1:9/ | sh', { permissionMode: 'auto', allowedTools: [] })
  })

  it("releases its shell turn at once when a deny rule refuses it (only PostToolBatch follows): another agent's Bash does not wait", async () => {
    await refusedThenAnother('touch refused.txt', {
      settings: { permissions: { deny: ['Bash(touch:*)'] } },
      permissionMode: 'default',
      allowedTools: ['Bash'],
    })
  })
})
