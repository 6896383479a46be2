import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { bashCall, runHook, tempProject, usePluginRoot, type BashCall, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import type { Store } from '../../mcp-server/src/store/index.js'

/**
 * Issue #32, item 1: overlapping Bash commands used to have every change made while they overlapped recorded once per
 * command, with the wrong command's text — across agents too. Measured commands of a project now take turns through
 * the shell lease (engine/flows/shell-lease.ts): every change is charged to exactly the command that made it, or to no
 * one. Every call here is the real hook CLI as Claude Code spawns it, with real commands in a real git project; the
 * commands run concurrently, and no assertion depends on how fast the machine is.
 */
const plugin = usePluginRoot()

const agent = (n: number): { caller: Caller; who: Record<string, string> } => ({
  caller: { sessionId: 'sess-c', agentId: `agent-${n}`, agentType: 'evident:tdd-task' },
  who: { session_id: 'sess-c', agent_id: `agent-${n}`, agent_type: 'evident:tdd-task' },
})

/** Long enough for any load: these tests are about who is charged, not about how long a turn takes. */
const PATIENT = { EVIDENT_SHELL_LEASE_WAIT_MS: '300000' }

async function redProject(agents: number): Promise<{ p: Project; store: Store }> {
  const p = tempProject()
  writeFileSync(join(p.root, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => 0\n')
  const store = await projectStore(p)
  for (let n = 0; n < agents; n++) await reach(store, agent(n).caller, 'red')
  snapshot(shadowFor(p.dbPath, p.root))
  return { p, store }
}

/** A test file the command writes (allowed in red), after a pause that makes overlapping windows likely. */
const writes = (file: string): string =>
  `sleep 0.3; printf '%s\\n' "it('${file}', () => expect(1).toBe(1))" > src/${file}`

async function callerIds(store: Store): Promise<Map<string, number>> {
  const callers = await rows(store, 'callers')
  return new Map(callers.map((c) => [String(c['agent_id']), Number(c['id'])]))
}

/** Every file artifact of the store: which caller it was charged to, by path. */
async function chargedTo(store: Store): Promise<Map<string, number[]>> {
  const charged = new Map<string, number[]>()
  for (const a of await rows(store, 'artifacts')) {
    if (a['kind'] !== 'test_written' && a['kind'] !== 'code_written') continue
    const path = String(a['file_path'])
    charged.set(path, [...(charged.get(path) ?? []), Number(a['caller_id'])])
  }
  return charged
}

/** The changes each measured command's row holds, by the command's text. */
async function changesByCommand(store: Store): Promise<Map<string, { path: string; recorded: string }[]>> {
  const out = new Map<string, { path: string; recorded: string }[]>()
  for (const r of await rows(store, 'shell_commands')) {
    const changes = JSON.parse(String(r['changes'] ?? '[]')) as { path: string; recorded: string }[]
    out.set(
      String(r['command']),
      changes.map((c) => ({ path: c.path, recorded: c.recorded })),
    )
  }
  return out
}

const decision = (call: BashCall): string | undefined => call.pre.output?.hookSpecificOutput.permissionDecision

describe('concurrent Bash commands', () => {
  it('two agents of one session, each with its own task: each file is charged once, to the agent that wrote it', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    let second: Promise<BashCall> | undefined
    // B's call starts while A's command is running (A's window open): without turns, B's write lands in A's window.
    const first = await bashCall(plugin(), p, writes('a.test.ts'), a.who, {
      hookEnv: PATIENT,
      during: async () => {
        second = bashCall(plugin(), p, writes('b.test.ts'), b.who, { hookEnv: PATIENT })
        await sleep(1500)
      },
    })
    const later = await (second ?? Promise.reject(new Error('B never started')))
    expect([decision(first), decision(later)]).toEqual([undefined, undefined])
    expect(existsSync(join(p.root, 'src', 'b.test.ts'))).toBe(true)
    const ids = await callerIds(store)
    const charged = await chargedTo(store)
    expect(charged.get('src/a.test.ts')).toEqual([ids.get('agent-0')])
    expect(charged.get('src/b.test.ts')).toEqual([ids.get('agent-1')])
    const changes = await changesByCommand(store)
    expect(changes.get(writes('a.test.ts'))).toEqual([{ path: 'src/a.test.ts', recorded: 'shell' }])
    expect(changes.get(writes('b.test.ts'))).toEqual([{ path: 'src/b.test.ts', recorded: 'shell' }])
    // Each agent's artifact belongs to its own task.
    const tasks = new Map(
      (await rows(store, 'artifacts'))
        .filter((r) => r['kind'] === 'test_written')
        .map((r) => [r['file_path'], r['task_id']]),
    )
    expect(tasks.get('src/a.test.ts')).not.toBe(tasks.get('src/b.test.ts'))
  })

  it('one agent, two Bash calls at once: each command row holds only its own change', async () => {
    const { p, store } = await redProject(1)
    const a = agent(0)
    const calls = await Promise.all(
      ['one.test.ts', 'two.test.ts'].map((f) => bashCall(plugin(), p, writes(f), a.who, { hookEnv: PATIENT })),
    )
    expect(calls.map(decision)).toEqual([undefined, undefined])
    const charged = await chargedTo(store)
    expect(charged.get('src/one.test.ts')).toHaveLength(1)
    expect(charged.get('src/two.test.ts')).toHaveLength(1)
    const changes = await changesByCommand(store)
    expect(changes.get(writes('one.test.ts'))).toEqual([{ path: 'src/one.test.ts', recorded: 'shell' }])
    expect(changes.get(writes('two.test.ts'))).toEqual([{ path: 'src/two.test.ts', recorded: 'shell' }])
  })

  it('16 concurrent command pairs: every change recorded once, to its own agent, and no hook fails open', async () => {
    const { p, store } = await redProject(16)
    const calls = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        bashCall(plugin(), p, writes(`p${n}.test.ts`), agent(n).who, { hookEnv: PATIENT }),
      ),
    )
    expect(calls.map(decision)).toEqual(Array.from({ length: 16 }, () => undefined))
    for (const call of calls) expect(call.post?.code, call.post?.stderr).toBe(0)
    const ids = await callerIds(store)
    const charged = await chargedTo(store)
    for (let n = 0; n < 16; n++) expect(charged.get(`src/p${n}.test.ts`), `p${n}`).toEqual([ids.get(`agent-${n}`)])
    expect(await rows(store, 'hook_errors')).toEqual([])
    const changes = await changesByCommand(store)
    for (let n = 0; n < 16; n++) {
      expect(changes.get(writes(`p${n}.test.ts`))).toEqual([{ path: `src/p${n}.test.ts`, recorded: 'shell' }])
    }
  })
})

describe('the shell lease', () => {
  it('denies a command that cannot have its turn in time, retryably, naming the command it waited for; nothing runs', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    let denied: BashCall | undefined
    await bashCall(plugin(), p, writes('a.test.ts'), a.who, {
      during: async () => {
        denied = await bashCall(plugin(), p, writes('b.test.ts'), b.who, {
          hookEnv: { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
        })
      },
    })
    expect(denied === undefined ? undefined : decision(denied)).toBe('deny')
    const reason = denied?.pre.output?.hookSpecificOutput.permissionDecisionReason ?? ''
    expect(reason).toMatch(/^Run this command again in a moment: another measured Bash command/)
    expect(reason).toContain(writes('a.test.ts'))
    expect(reason).toContain('(evident: shell_busy,')
    expect(denied?.ran).toBeUndefined()
    expect(existsSync(join(p.root, 'src', 'b.test.ts'))).toBe(false)
    expect(await rows(store, 'violations')).toEqual([])
    // Once A's turn is over, the same command goes through and is B's.
    const again = await bashCall(plugin(), p, writes('b.test.ts'), b.who, {
      hookEnv: { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
    })
    expect(decision(again)).toBeUndefined()
    const ids = await callerIds(store)
    expect((await chargedTo(store)).get('src/b.test.ts')).toEqual([ids.get('agent-1')])
  })

  it('never holds up the Edit family or evident’s own tools: a Write during a command is the writer’s, not the command’s', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    const file = join(p.root, 'src', 'w.test.ts')
    const content = "it('w', () => expect(2).toBe(2))\n"
    await bashCall(plugin(), p, writes('a.test.ts'), a.who, {
      during: async () => {
        const write = { tool_name: 'Write', tool_use_id: 'tu-w', tool_input: { file_path: file, content }, ...b.who }
        // A short wait: the lease is no business of these hooks, so they answer while A holds it.
        const env = { EVIDENT_SHELL_LEASE_WAIT_MS: '1' }
        const pre = await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...write }, env)
        expect(pre.output?.hookSpecificOutput.permissionDecision).toBeUndefined()
        writeFileSync(file, content)
        const post = await runHook(
          plugin(),
          p,
          { hook_event_name: 'PostToolUse', ...write, tool_response: { type: 'create', filePath: file } },
          env,
        )
        expect(post.code).toBe(0)
        const mcp = await runHook(
          plugin(),
          p,
          {
            hook_event_name: 'PreToolUse',
            tool_name: 'mcp__plugin_evident_evident__run_tests',
            tool_use_id: 'tu-run',
            tool_input: {},
            ...b.who,
          },
          env,
        )
        expect(mcp.output?.hookSpecificOutput.permissionDecision).not.toBe('deny')
      },
    })
    const ids = await callerIds(store)
    const charged = await chargedTo(store)
    expect(charged.get('src/w.test.ts')).toEqual([ids.get('agent-1')])
    expect(charged.get('src/a.test.ts')).toEqual([ids.get('agent-0')])
    const changes = await changesByCommand(store)
    expect(changes.get(writes('a.test.ts'))).toEqual([
      { path: 'src/a.test.ts', recorded: 'shell' },
      { path: 'src/w.test.ts', recorded: 'edit' },
    ])
  })

  it('leaves to the Edit a file whose name begins with a quote, which evidence stores quoted', async () => {
    const { p, store } = await redProject(1)
    const a = agent(0)
    const b = { who: { session_id: 'sess-c', agent_id: 'helper', agent_type: 'general-purpose' } }
    const file = join(p.root, '"lib.ts')
    const content = 'export const lib = 1\n'
    await bashCall(plugin(), p, 'sleep 0.2', a.who, {
      during: async () => {
        const write = { tool_name: 'Write', tool_use_id: 'tu-q', tool_input: { file_path: file, content }, ...b.who }
        await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...write })
        writeFileSync(file, content)
        await runHook(plugin(), p, {
          hook_event_name: 'PostToolUse',
          ...write,
          tool_response: { type: 'create', filePath: file },
        })
      },
    })
    const ids = await callerIds(store)
    const charged = await chargedTo(store)
    expect(charged.get('"\\"lib.ts"')).toEqual([ids.get('helper')])
    expect((await changesByCommand(store)).get('sleep 0.2')).toEqual([{ path: '"\\"lib.ts"', recorded: 'edit' }])
    expect((await rows(store, 'violations')).filter((v) => v['caller_id'] === ids.get('agent-0'))).toEqual([])
  })

  it('never holds an agent up behind its own earlier call that never ran (a permission prompt said no)', async () => {
    const { p, store } = await redProject(1)
    const a = agent(0)
    // evident let the call through; the user's permission prompt then refused it: no command, no PostToolUse.
    const refused = await runHook(
      plugin(),
      p,
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_use_id: 'tu-refused',
        tool_input: { command: 'ls src' },
        ...a.who,
      },
      { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
    )
    expect(refused.output?.hookSpecificOutput.permissionDecision).toBeUndefined()
    const next = await bashCall(plugin(), p, writes('n.test.ts'), a.who, {
      hookEnv: { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
    })
    expect(decision(next)).toBeUndefined()
    const ids = await callerIds(store)
    expect((await chargedTo(store)).get('src/n.test.ts')).toEqual([ids.get('agent-0')])
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === 'tu-refused')
    expect(row?.['lapsed_at']).not.toBeNull()
  })

  it('releases at once the turn of a call Claude Code refused after PreToolUse (PermissionDenied): the next agent goes ahead', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    const call = { tool_name: 'Bash', tool_use_id: 'tu-classified', tool_input: { command: 'ls -la src' }, ...a.who }
    const pre = await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...call })
    expect(pre.output?.hookSpecificOutput.permissionDecision).toBeUndefined()
    // Claude Code's auto-mode classifier refused it: the command never ran, and no PostToolUse will come.
    const refused = await runHook(plugin(), p, { hook_event_name: 'PermissionDenied', ...call, reason: 'risky' })
    expect(refused.spawned).toBe(1)
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([0, '', ''])
    // B waits the default time (18 s) at most; A's turn, unreleased, would last its command's 2 minutes and more.
    const next = await bashCall(plugin(), p, writes('b.test.ts'), b.who)
    expect(decision(next)).toBeUndefined()
    const ids = await callerIds(store)
    expect((await chargedTo(store)).get('src/b.test.ts')).toEqual([ids.get('agent-1')])
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === 'tu-classified')
    expect(row).toMatchObject({ changes: '[]', lease_until: null, tree_after: null })
    expect(row?.['lapsed_at']).not.toBeNull()
    // Nothing ran: B's changes are B's alone, not no one's.
    expect((await changesByCommand(store)).get(writes('b.test.ts'))).toEqual([
      { path: 'src/b.test.ts', recorded: 'shell' },
    ])
  })

  it('releases no one else’s turn: a PermissionDenied for another call, or from another agent, leaves the lease held', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    const call = { tool_name: 'Bash', tool_use_id: 'tu-held', tool_input: { command: 'ls src' }, ...a.who }
    await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...call })
    const denied = { hook_event_name: 'PermissionDenied', tool_name: 'Bash', tool_input: {}, reason: 'forged' }
    // A's other call, and B naming A's call: neither is the call that holds the lease.
    await runHook(plugin(), p, { ...denied, tool_use_id: 'tu-other', ...a.who })
    await runHook(plugin(), p, { ...denied, tool_use_id: 'tu-held', ...b.who })
    const busy = await bashCall(plugin(), p, writes('b.test.ts'), b.who, {
      hookEnv: { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
    })
    expect(decision(busy)).toBe('deny')
    expect(busy.pre.output?.hookSpecificOutput.permissionDecisionReason).toContain('(evident: shell_busy,')
    expect(existsSync(join(p.root, 'src', 'b.test.ts'))).toBe(false)
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === 'tu-held')
    expect(row).toMatchObject({ end_seq: null, lapsed_at: null })
    expect(row?.['lease_until']).not.toBeNull()
  })

  it('releases at once, at PostToolBatch, the turn of a call of that batch that got no PostToolUse (a deny rule, a "No")', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    const call = { tool_name: 'Bash', tool_use_id: 'tu-ruled-out', tool_input: { command: 'ls -la src' }, ...a.who }
    const pre = await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...call })
    expect(pre.output?.hookSpecificOutput.permissionDecision).toBeUndefined()
    // Claude Code refused it (a deny rule, say): nothing follows but the batch's end, which lists every call of it.
    const batch = await runHook(plugin(), p, {
      hook_event_name: 'PostToolBatch',
      ...a.who,
      tool_calls: [
        { tool_name: 'Read', tool_input: { file_path: 'src/add.ts' }, tool_use_id: 'tu-read', tool_response: 'x' },
        { ...call, tool_response: 'Permission to use Bash with command ls -la src has been denied.' },
      ],
    })
    expect(batch.spawned).toBe(1)
    expect([batch.code, batch.stdout, batch.stderr]).toEqual([0, '', ''])
    // B waits the default time (18 s) at most; A's turn, unreleased, would last its command's 2 minutes and more.
    const next = await bashCall(plugin(), p, writes('b.test.ts'), b.who)
    expect(decision(next)).toBeUndefined()
    const ids = await callerIds(store)
    expect((await chargedTo(store)).get('src/b.test.ts')).toEqual([ids.get('agent-1')])
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === 'tu-ruled-out')
    expect(row).toMatchObject({ changes: '[]', lease_until: null, tree_after: null })
    expect(row?.['lapsed_at']).not.toBeNull()
  })

  it('releases nothing at PostToolBatch for a call the batch does not list, or for another agent’s batch', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    const call = { tool_name: 'Bash', tool_use_id: 'tu-running', tool_input: { command: 'ls src' }, ...a.who }
    await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...call })
    const listing = (id: string) => [{ tool_name: 'Bash', tool_input: {}, tool_use_id: id, tool_response: '' }]
    // A's batch of another call (A's call still runs in a later batch), and B's batch naming A's call.
    const ended = [
      await runHook(plugin(), p, { hook_event_name: 'PostToolBatch', ...a.who, tool_calls: listing('tu-other') }),
      await runHook(plugin(), p, { hook_event_name: 'PostToolBatch', ...b.who, tool_calls: listing('tu-running') }),
    ]
    expect(ended.map((e) => [e.spawned, e.code, e.stdout, e.stderr])).toEqual([
      [1, 0, '', ''],
      [1, 0, '', ''],
    ])
    const busy = await bashCall(plugin(), p, writes('b.test.ts'), b.who, {
      hookEnv: { EVIDENT_SHELL_LEASE_WAIT_MS: '800' },
    })
    expect(decision(busy)).toBe('deny')
    expect(busy.pre.output?.hookSpecificOutput.permissionDecisionReason).toContain('(evident: shell_busy,')
    expect(existsSync(join(p.root, 'src', 'b.test.ts'))).toBe(false)
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === 'tu-running')
    expect(row).toMatchObject({ end_seq: null, lapsed_at: null })
    expect(row?.['lease_until']).not.toBeNull()
  })

  it('changes nothing at PostToolBatch for a call whose PostToolUse already recorded it', async () => {
    const { p, store } = await redProject(1)
    const a = agent(0)
    const done = await bashCall(plugin(), p, writes('a.test.ts'), a.who)
    expect(done.post?.code).toBe(0)
    const before = (await rows(store, 'shell_commands')).find((r) => r['command'] === writes('a.test.ts'))
    expect(before).toMatchObject({ lapsed_at: null, lease_until: null })
    expect(before?.['tree_after']).not.toBeNull()
    const batch = await runHook(plugin(), p, {
      hook_event_name: 'PostToolBatch',
      ...a.who,
      tool_calls: [{ tool_name: 'Bash', tool_input: {}, tool_use_id: before?.['tool_use_id'], tool_response: '' }],
    })
    expect([batch.spawned, batch.code, batch.stdout, batch.stderr]).toEqual([1, 0, '', ''])
    const after = (await rows(store, 'shell_commands')).find((r) => r['id'] === before?.['id'])
    expect(after).toEqual(before)
    expect((await changesByCommand(store)).get(writes('a.test.ts'))).toEqual([
      { path: 'src/a.test.ts', recorded: 'shell' },
    ])
  })

  it('lets a lapsed lease be taken over; the lapsed command’s changes are then no one’s, and it is told so', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    let taken: BashCall | undefined
    // A's lease lapses at once (a 1 ms time limit, a 1 ms grace): B takes it over while A's command is still going.
    const lapsed = await bashCall(plugin(), p, writes('a.test.ts'), a.who, {
      input: { timeout: 1 },
      hookEnv: { EVIDENT_SHELL_LEASE_GRACE_MS: '1' },
      during: async () => {
        await sleep(50)
        taken = await bashCall(plugin(), p, writes('b.test.ts'), b.who, { hookEnv: PATIENT })
      },
    })
    expect(taken === undefined ? undefined : decision(taken)).toBeUndefined()
    const told = lapsed.post?.output?.hookSpecificOutput.additionalContext ?? ''
    expect(told).toContain('cannot be charged to it alone (it outlived its shell lease')
    expect(told).toContain('evident restore')
    // B's window may hold A's command too (A's turn lapsed, not ended: a permission prompt may still have held it), so
    // B's changes are no one's either, and B is told.
    expect(taken?.post?.output?.hookSpecificOutput.additionalContext ?? '').toContain(
      "it took its turn from another agent's command whose turn had lapsed",
    )
    const charged = await chargedTo(store)
    expect(charged.get('src/a.test.ts')).toBeUndefined()
    expect(charged.get('src/b.test.ts')).toBeUndefined()
    const changes = await changesByCommand(store)
    expect(changes.get(writes('b.test.ts'))).toEqual([{ path: 'src/b.test.ts', recorded: 'unattributed' }])
    expect(changes.get(writes('a.test.ts'))).toEqual(
      expect.arrayContaining([{ path: 'src/a.test.ts', recorded: 'unattributed' }]),
    )
    const row = (await rows(store, 'shell_commands')).find((r) => r['command'] === writes('a.test.ts'))
    expect(row?.['lapsed_at']).not.toBeNull()
  })

  it('charges an agent its own change even when its earlier call of its own is still open (never no one’s)', async () => {
    const { p, store } = await redProject(1)
    const a = agent(0)
    await bashCall(plugin(), p, 'true', a.who)
    // A's first call took its turn and measured the tree; its PostToolUse never came.
    await runHook(plugin(), p, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_use_id: 'tu-first',
      tool_input: { command: 'ls' },
      ...a.who,
    })
    writeFileSync(join(p.root, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => a + b\n')
    // Its next call's PreToolUse took no snapshot (it failed, say): only its PostToolUse.
    const post = await runHook(plugin(), p, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Bash',
      tool_use_id: 'tu-second',
      tool_input: { command: 'node fix.js' },
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
      ...a.who,
    })
    expect(post.output?.hookSpecificOutput.additionalContext ?? '').not.toContain('no one')
    const ids = await callerIds(store)
    expect((await chargedTo(store)).get('src/add.ts')).toEqual([ids.get('agent-0')])
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toContain('UNCITED_FIX')
  })

  it('records as no one’s the changes of a command with no window of its own while another command is running', async () => {
    const { p, store } = await redProject(2)
    const [a, b] = [agent(0), agent(1)]
    let told = ''
    // A measured command of B's before: the tree its PostToolUse falls back to.
    await bashCall(plugin(), p, 'true', b.who)
    await bashCall(plugin(), p, writes('a.test.ts'), a.who, {
      during: async () => {
        // B's PreToolUse never came (it failed, say): only its PostToolUse, while A's window is open.
        writeFileSync(join(p.root, 'src', 'b.test.ts'), "it('b', () => expect(1).toBe(1))\n")
        const post = await runHook(plugin(), p, {
          hook_event_name: 'PostToolUse',
          tool_name: 'Bash',
          tool_use_id: 'tu-no-pre',
          tool_input: { command: 'touch src/b.test.ts' },
          tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
          ...b.who,
        })
        told = post.output?.hookSpecificOutput.additionalContext ?? ''
      },
    })
    expect(told).toContain('it had no window of its own')
    const ids = await callerIds(store)
    const charged = await chargedTo(store)
    expect(charged.get('src/b.test.ts') ?? []).not.toContain(ids.get('agent-1'))
    const changes = await changesByCommand(store)
    expect(changes.get('touch src/b.test.ts')).toEqual(
      expect.arrayContaining([{ path: 'src/b.test.ts', recorded: 'unattributed' }]),
    )
  })
})
