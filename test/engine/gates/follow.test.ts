import { describe, expect, it } from 'vitest'
import type { TaskRow } from '../../../mcp-server/src/domain/records.js'
import { HANDOFF_REFUSALS } from '../../../mcp-server/src/domain/vocabulary.js'
import {
  checkFollow,
  checkHandoffClaim,
  checkHandoffOffer,
  type Follower,
} from '../../../mcp-server/src/engine/gates/follow.js'
import { handoffRemediation } from '../../../mcp-server/src/engine/gates/remediation.js'
import { TOOL_NAMES } from '../../../mcp-server/src/tools/index.js'

/**
 * The follow rules as pure decisions (issue #35). Seed rules: the progress observation's "poll tdd_task (action:
 * get)(id)" for a subagent's task, and the named teammate's "Explicit task-id escape hatch", both read-only here.
 */
const task: TaskRow = {
  id: 7,
  callerId: 3,
  runId: null,
  goal: 'g',
  status: 'open',
  outcome: null,
  reason: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  endedAt: null,
}
const main: Follower = { sessionId: 's1', agentId: 'main', identity: 'hook' }
const subagent = { sessionId: 's1', agentId: 'sub-1' }

describe('checkFollow', () => {
  it("accepts the session's hook-proven main agent for a subagent's task (seed: poll tdd_task get for the subagent)", () => {
    expect(checkFollow(main, { task, owner: subagent, handedOffBy: undefined }, 7)).toEqual({
      ok: true,
      value: { task, by: 'session' },
    })
  })

  it("accepts the offering main agent for a teammate's task claimed with its handoff (seed: explicit task-id escape hatch)", () => {
    const owner = { sessionId: 's2', agentId: 'main' }
    expect(checkFollow(main, { task, owner, handedOffBy: 's1' }, 7)).toEqual({
      ok: true,
      value: { task, by: 'handoff' },
    })
  })

  it('refuses as unknown: an env or unproven identity, a subagent, another session, the main agent’s own-session main task', () => {
    const cases: readonly (readonly [Follower, { sessionId: string; agentId: string }, string | undefined])[] = [
      [{ ...main, identity: 'env' }, subagent, undefined],
      [{ sessionId: 's1', agentId: 'main' }, subagent, undefined],
      [{ sessionId: 's1', agentId: 'sub-2', identity: 'hook' }, subagent, undefined],
      [{ sessionId: 's1', agentId: 'sub-2', identity: 'hook' }, { sessionId: 's2', agentId: 'main' }, 's1'],
      [main, { sessionId: 's2', agentId: 'sub-1' }, undefined],
      [main, { sessionId: 's2', agentId: 'main' }, 's3'],
      [{ ...main, identity: 'env' }, { sessionId: 's2', agentId: 'main' }, 's1'],
      [main, { sessionId: 's1', agentId: 'main' }, 's1'],
    ]
    for (const [follower, owner, handedOffBy] of cases) {
      const decided = checkFollow(follower, { task, owner, handedOffBy }, 7)
      expect(decided.ok, JSON.stringify([follower, owner, handedOffBy])).toBe(false)
      if (!decided.ok) expect(decided.message).toContain('unknown_tdd_task: no TDD task 7')
    }
    expect(checkFollow(main, { task: undefined, owner: undefined, handedOffBy: undefined }, 7).ok).toBe(false)
  })
})

describe('handoff offers and claims', () => {
  it('offers only from a hook-proven main agent', () => {
    expect(checkHandoffOffer(main)).toBeUndefined()
    expect(checkHandoffOffer({ ...main, identity: 'env' })?.message).toMatch(/^handoff_needs_hook_identity: /)
    expect(checkHandoffOffer({ ...subagent, identity: 'hook' })?.message).toMatch(/^handoff_not_main_agent: /)
  })

  it('claims an unclaimed offer of another session, once, by its hook-proven main agent', () => {
    const mate: Follower = { sessionId: 's2', agentId: 'main', identity: 'hook' }
    const open = { offerSessionId: 's1', claimedTaskId: null }
    expect(checkHandoffClaim(mate, open)).toBeUndefined()
    const reasons = [
      checkHandoffClaim({ ...mate, identity: 'env' }, open),
      checkHandoffClaim({ ...mate, agentId: 'sub' }, open),
      checkHandoffClaim(mate, undefined),
      checkHandoffClaim(main, open),
      checkHandoffClaim(mate, { offerSessionId: 's1', claimedTaskId: 4 }),
    ].map((r) => r?.message.split(':')[0])
    expect(reasons).toEqual([...HANDOFF_REFUSALS])
  })

  it('has a remediation for every refusal naming only served tools', () => {
    for (const reason of HANDOFF_REFUSALS) {
      const hint = handoffRemediation(reason)
      expect(hint.length, reason).toBeGreaterThan(20)
      for (const tool of hint.match(/\b(tdd_\w+|inventory|run_tests)\b/g) ?? []) expect(TOOL_NAMES).toContain(tool)
    }
  })
})
