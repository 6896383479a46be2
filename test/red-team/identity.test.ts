import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect } from 'vitest'
import { proveCaller } from '../../mcp-server/src/kernel/identity.js'
import { HELPER, MAIN, TDD, type Station } from '../support/red-team/harness.js'
import { CODE, FIX } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'

/**
 * Identity: who evidence is recorded for. Inside Claude Code only a hook-made proof establishes the caller:
 * - the caller key next to the database can be read (`cat $DB.key`) and sabotaged; whatever happens to it, a caller
 *   the model typed never gets through — the PreToolUse hook denies (fails closed) or the server refuses;
 * - EVIDENT_SESSION_ID / EVIDENT_AGENT_ID name anyone: for a session evident's hooks know they are refused, and a
 *   shell test run inside Claude Code is not evidence at all.
 * Honest: a plain MCP client outside Claude Code, the hooked path, and a human's terminal run still work.
 */
const rt = family('identity')
const failing = rt.pool({ stage: 'failing' }, 1)
const green = rt.pool({ stage: 'green' }, 1)
const idle = rt.pool({ stage: 'idle' }, 1)

const VICTIM = { sessionId: TDD.session_id, agentId: TDD.agent_id ?? '', agentType: TDD.agent_type ?? '' }
const VICTIM_ENV = {
  EVIDENT_SESSION_ID: VICTIM.sessionId,
  EVIDENT_AGENT_ID: VICTIM.agentId,
  EVIDENT_AGENT_TYPE: VICTIM.agentType,
}
const UNTRUSTED = ['No trusted caller', 'Internal error in evident']

/** A hypothesis for the victim's task citing its failing run, with `caller` as the model wrote it. */
const hypothesisArgs = (s: Station, caller?: Record<string, unknown>): Record<string, unknown> => ({
  action: 'record',
  tddTaskId: s.state.taskId,
  content: 'recorded in the TDD agent’s name by someone else',
  citedTestErrorId: s.state.failing?.errorId,
  citedStackFrameId: s.state.failing?.frameId,
  ...(caller === undefined ? {} : { caller }),
})

/** `cat $DB.key`, then a caller for the victim with a proof from that key. */
function forge(s: Station): Record<string, unknown> {
  const stolen = Buffer.from(readFileSync(s.keyPath, 'utf8').trim(), 'hex')
  return { ...VICTIM, proof: proveCaller(stolen, VICTIM) }
}

/** Runs `steps` with the key sabotaged by `plant`, then puts the original key back. */
async function withKey(s: Station, plant: (path: string) => void, steps: () => Promise<void>): Promise<void> {
  const original = readFileSync(s.keyPath)
  try {
    rmSync(s.keyPath, { recursive: true, force: true })
    plant(s.keyPath)
    await steps()
  } finally {
    rmSync(s.keyPath, { recursive: true, force: true })
    writeFileSync(s.keyPath, original, { mode: 0o600 })
  }
}

const hypothesesOf = (s: Station, agentId: string) =>
  s.query<{ id: number }>(
    'select h.id from hypotheses h join callers c on c.id = h.caller_id where c.agent_id = ?',
    agentId,
  )

describe('the caller key sabotaged: a caller the model typed never gets through', () => {
  const sabotage: readonly (readonly [string, (path: string) => void])[] = [
    ['replaced by a directory', (path) => mkdirSync(path)],
    ['emptied', (path) => writeFileSync(path, '')],
  ]
  for (const [what, plant] of sabotage)
    rt.attempt(
      `the key is ${what}; a helper passes the TDD agent's caller with a proof from the stolen key`,
      failing,
      async (s) => {
        const forged = forge(s)
        const before = hypothesesOf(s, VICTIM.agentId).length
        await withKey(s, plant, async () => {
          // Through Claude Code: the hook cannot prove a caller, so it denies rather than pass the model's on.
          const answer = await s.mcpOrDenied(HELPER, 'hypothesis', hypothesisArgs(s, forged))
          expect(answer).toBeUndefined()
          // Had the hook let it through, the server refuses it too: it holds no stale secret.
          await s.direct('hypothesis', hypothesisArgs(s, forged))
        })
        expect(hypothesesOf(s, VICTIM.agentId)).toHaveLength(before)
      },
      { reasons: UNTRUSTED },
    )

  rt.attempt(
    'the key is replaced by another valid key after the server started; a proof from the old (stolen) key is sent',
    failing,
    async (s) => {
      const forged = forge(s)
      const before = hypothesesOf(s, VICTIM.agentId).length
      await withKey(
        s,
        (path) => writeFileSync(path, 'c3'.repeat(32), { mode: 0o600 }),
        async () => {
          await s.direct('hypothesis', hypothesisArgs(s, forged))
        },
      )
      expect(hypothesesOf(s, VICTIM.agentId)).toHaveLength(before)
    },
    { reasons: ['No trusted caller'] },
  )
})

describe('an identity from environment variables cannot act as another session’s agent inside Claude Code', () => {
  rt.attempt(
    'a server started from the shell with the TDD agent’s EVIDENT_SESSION_ID / EVIDENT_AGENT_ID records a hypothesis',
    failing,
    async (s) => {
      const other = await s.otherServer({
        ...s.terminalEnv,
        CLAUDECODE: '1',
        EVIDENT_DB: s.dbPath,
        CLAUDE_PROJECT_DIR: s.root,
        ...VICTIM_ENV,
      })
      try {
        await other.call('hypothesis', hypothesisArgs(s))
      } finally {
        await other.close()
      }
    },
    { reasons: ['is a Claude Code session known to evident'] },
  )

  const shellRun = (prefix: string) => async (s: Station) => {
    await s.write(TDD, CODE, FIX, { setup: true })
    // The paths are read from a file, not spelled: a command naming evident's store or plugin is denied earlier
    // (engine/flows/own-state.ts), and an agent that knows where they are need not name them.
    const where = s.scratchFile('where', `${s.dbPath}\n${join(s.plugin.root, 'bundle', 'vitest-reporter.js')}\n`)
    const vars = Object.entries(VICTIM_ENV)
      .map(([k, v]) => `${k}='${v}'`)
      .join(' ')
    const ran = await s.bash(
      HELPER,
      `d=$(sed -n 1p ${where}); r=$(sed -n 2p ${where}); ${prefix}${vars} EVIDENT_DB="$d" npx vitest run --reporter=default --reporter="$r"`,
      { setup: true },
    )
    expect(ran.code).toBe(0)
    expect(ran.stderr).toContain('evident: this test run was not recorded')
    const passing = s.query<{ id: number }>(
      `select a.id from artifacts a join callers c on c.id = a.caller_id
       where a.kind = 'test_passed_run' and c.agent_id = ? order by a.id desc limit 1`,
      VICTIM.agentId,
    )
    expect(passing).toEqual([])
    // The TDD agent asks for refactor citing the newest passing evidence in its name; there is none.
    await s.move('refactor', passing[0]?.id ?? s.state.failing?.artifactId)
  }
  const REFACTOR = ['wrong_artifact_kind', 'refactor_without_passing_run', 'missing_artifact_evidence', 'run_not_green']
  rt.attempt(
    'a helper runs vitest from the shell with the TDD agent’s identity inline; the TDD agent cites it for refactor',
    green,
    shellRun(''),
    { reasons: REFACTOR },
  )
  rt.attempt('the same with CLAUDECODE unset (env -u CLAUDECODE)', green, shellRun('env -u CLAUDECODE '), {
    reasons: REFACTOR,
  })
})

describe('honest work keeps its identity', () => {
  rt.honest(
    "a plain MCP client outside Claude Code with EVIDENT_SESSION_ID works and its caller row says 'env'",
    idle,
    async (s) => {
      const other = await s.otherServer({ ...s.terminalEnv, EVIDENT_DB: s.dbPath, EVIDENT_SESSION_ID: 'ci-build-7' })
      try {
        const started = await other.call('tdd_task', { action: 'start', goal: 'from CI' })
        expect(started.isError, started.text).toBe(false)
      } finally {
        await other.close()
      }
      expect(s.query('select identity from callers where session_id = ?', 'ci-build-7')).toEqual([{ identity: 'env' }])
    },
  )

  rt.honest("the hooked path works and its caller rows say 'hook', also after the key is replaced", idle, async (s) => {
    const started = await s.must(MAIN, 'tdd_task', { action: 'start', goal: 'hooked' })
    writeFileSync(s.keyPath, 'd4'.repeat(32), { mode: 0o600 })
    await s.mcp(MAIN, 'tdd_task', { action: 'get', tddTaskId: started['tddTaskId'] })
    expect(s.query('select distinct identity from callers where session_id = ?', TDD.session_id)).toEqual([
      { identity: 'hook' },
    ])
  })

  rt.honest('a human’s terminal vitest run (no Claude Code, no identity) is still recorded', idle, async (s) => {
    const reporter = join(s.plugin.root, 'bundle', 'vitest-reporter.js')
    const ran = await s.terminal(`npx vitest run --reporter=default --reporter=${reporter}`, {
      ...s.terminalEnv,
      EVIDENT_DB: s.dbPath,
    })
    expect(ran.code, ran.stderr).toBe(0)
    expect(ran.stderr).not.toContain('not recorded')
    expect(
      s.query(`select c.session_id, c.identity, r.outcome from test_runs r join callers c on c.id = r.caller_id`),
    ).toEqual([{ session_id: 'human', identity: null, outcome: 'passed' }])
  })
})
