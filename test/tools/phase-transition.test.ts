import { describe, expect, it } from 'vitest'
import { TOOLS } from '../../mcp-server/src/tools/index.js'
import { connect, type Called } from '../support/client.js'
import { alice, bob, recordTestRun, tempStore, writeTestFile } from '../support/store.js'
import { countRows, startWork } from '../support/tdd.js'

const TOOL = 'tdd_phase_transition_request'
const FILE = 'test/dates.test.ts'

async function setup() {
  const store = await tempStore()
  const client = await connect(store, alice)
  const ids = await startWork(client.call)
  const move = (requestedPhase: string, extra: Record<string, unknown> = {}): Promise<Called> =>
    client.call(TOOL, { ...ids, requestedPhase, ...extra })
  return { store, client, ids, move }
}

describe('tdd_phase_transition_request', () => {
  it('returns the accepted shape, with the cited artifact once evidence is needed', async () => {
    const { store, ids, move } = await setup()
    const red = await move('red')
    expect(red.isError).toBe(false)
    expect(red.data).toEqual({
      message: expect.any(String),
      accepted: true,
      phase: 'red',
      newPhaseId: expect.any(Number),
      previousPhaseId: null,
      citedArtifactId: null,
    })
    expect(red.text).toBe(
      `Accepted: behavior ${ids.behaviorId} is now in red (phase ${String(red.data['newPhaseId'])}; no evidence needed). ` +
        'Next: write a failing test for the behavior, call run_tests, then request green (or green.fake-it) citing its test_failed_run.',
    )

    await writeTestFile(store, alice, FILE)
    const run = await recordTestRun(store, alice, [{ file: FILE, fullName: 'dates > parses', status: 'failed' }])
    const cited = run.artifacts[0]?.id
    const green = await move('green', { citedArtifactId: cited, reason: 'the parser test fails as expected' })
    expect(green.data).toEqual({
      message: expect.any(String),
      accepted: true,
      phase: 'green',
      newPhaseId: expect.any(Number),
      previousPhaseId: red.data['newPhaseId'],
      citedArtifactId: cited,
    })
    expect(green.text).toContain(`evidence: artifact ${String(cited)}`)
    const phase = await store.db
      .selectFrom('phases')
      .select(['reason', 'cited_artifact_id'])
      .where('id', '=', Number(green.data['newPhaseId']))
      .executeTakeFirstOrThrow()
    expect(phase).toEqual({ reason: 'the parser test fails as expected', cited_artifact_id: cited })
  })

  it('returns the denied shape, and the text names the reason and the next call', async () => {
    const { move } = await setup()
    await move('red')
    const denied = await move('refactor')
    expect(denied.isError).toBe(false)
    expect(denied.data).toEqual({
      message: expect.any(String),
      accepted: false,
      // Seed (evidence protocol): red → refactor is refactor_without_passing_run, with the same text and remediation.
      denialReason: 'refactor_without_passing_run',
      detail:
        'refactor is reachable only from green; you are in red (from red: red.triangulate, green, green.fake-it, spike)',
      remediation: {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        writeFirst: 'test',
        humanHint: expect.stringContaining('The next move, red → green, is not possible yet: Write a failing test'),
      },
    })
    expect(denied.text).toMatch(
      /^Denied \(refactor_without_passing_run\): refactor is reachable only from green; you are in red \(from red: .*\)\. refactor cannot be entered from red/,
    )
    expect(denied.text).toContain('Next: write the failing test, then run_tests {}.')
  })

  it('answers a move from the wrong phase with the move forward when the server accepts it', async () => {
    const { ids, move } = await setup()
    const denied = await move('green')
    expect(denied.data).toMatchObject({
      denialReason: 'wrong_source_phase',
      remediation: {
        suggestedTool: TOOL,
        suggestedArgs: { ...ids, requestedPhase: 'red' },
        humanHint:
          'green cannot be entered from start (from start: red, spike). The next move, start → red, is accepted now: request it.',
      },
    })
    const remediation = denied.data['remediation'] as { suggestedTool: string; suggestedArgs: Record<string, unknown> }
    const tool = TOOLS.find((t) => t.name === remediation.suggestedTool)
    expect(tool?.input.safeParse(remediation.suggestedArgs).success).toBe(true)
  })

  describe('bad input', () => {
    const invalid: readonly {
      readonly name: string
      readonly args: (ids: Record<string, number>) => Record<string, unknown>
      readonly says: RegExp
    }[] = [
      {
        name: 'a string task id',
        args: (ids) => ({ ...ids, tddTaskId: 'abc', requestedPhase: 'red' }),
        says: /tddTaskId/,
      },
      {
        name: 'SQL-looking text as an id',
        args: (ids) => ({ ...ids, tddTaskId: '1; drop table phases', requestedPhase: 'red' }),
        says: /tddTaskId/,
      },
      {
        name: 'SQL-looking text as the phase',
        args: (ids) => ({ ...ids, requestedPhase: "red'; drop table phases; --" }),
        says: /requestedPhase/,
      },
      { name: 'an unknown phase', args: (ids) => ({ ...ids, requestedPhase: 'blue' }), says: /requestedPhase/ },
      {
        name: 'a negative artifact id',
        args: (ids) => ({ ...ids, requestedPhase: 'red', citedArtifactId: -1 }),
        says: /citedArtifactId/,
      },
      { name: 'a fractional goal id', args: (ids) => ({ ...ids, goalId: 1.5, requestedPhase: 'red' }), says: /goalId/ },
      {
        name: 'a missing behavior id',
        args: (ids) => ({ tddTaskId: ids['tddTaskId'], goalId: ids['goalId'], requestedPhase: 'red' }),
        says: /behaviorId/,
      },
      {
        name: 'an extra key',
        args: (ids) => ({ ...ids, requestedPhase: 'red', force: true }),
        says: /unknown key\(s\) "force"; accepted keys: tddTaskId, goalId, behaviorId, requestedPhase, citedArtifactId, reason/,
      },
      {
        name: 'an oversized reason',
        args: (ids) => ({ ...ids, requestedPhase: 'red', reason: 'x'.repeat(501) }),
        says: /reason/,
      },
      {
        name: 'a forged caller',
        args: (ids) => ({
          ...ids,
          requestedPhase: 'red',
          caller: { sessionId: 's', agentId: 'main', proof: '0'.repeat(64) },
        }),
        says: /not injected by evident's PreToolUse hook/,
      },
    ]

    it.each(invalid)('rejects $name with an error naming the field, writing nothing', async ({ args, says }) => {
      const { store, client, ids } = await setup()
      const before = await countRows(store)
      const result = await client.call(TOOL, args({ ...ids }))
      expect(result.isError).toBe(true)
      expect(result.text).toMatch(says)
      expect(await countRows(store)).toEqual(before)
    })

    const denials: readonly {
      readonly name: string
      readonly args: (ids: Record<string, number>) => Record<string, unknown>
      readonly reason: string
      readonly says: string
    }[] = [
      {
        name: 'an unknown task id',
        args: (ids) => ({ ...ids, tddTaskId: 9999, requestedPhase: 'red' }),
        reason: 'unknown_tdd_task',
        says: 'no TDD task 9999 is yours',
      },
      {
        name: 'an unknown goal id',
        args: (ids) => ({ ...ids, goalId: 9999, requestedPhase: 'red' }),
        reason: 'goal_not_found',
        says: 'no goal 9999',
      },
      {
        name: 'an unknown behavior id',
        args: (ids) => ({ ...ids, behaviorId: 9999, requestedPhase: 'red' }),
        reason: 'behavior_not_found',
        says: 'no behavior 9999',
      },
      {
        name: 'an unknown cited artifact',
        args: (ids) => ({ ...ids, requestedPhase: 'green', citedArtifactId: 9999 }),
        reason: 'missing_artifact_evidence',
        says: 'artifact 9999 does not exist',
      },
      {
        name: 'SQL-looking text as the reason',
        args: (ids) => ({ ...ids, requestedPhase: 'refactor', reason: '1; drop table phases' }),
        reason: 'refactor_without_passing_run',
        says: 'refactor is reachable only from green',
      },
    ]

    it.each(denials)(
      'denies $name, saying what was wrong, and records only the request',
      async ({ args, reason, says }) => {
        const { store, client, ids, move } = await setup()
        await move('red')
        const before = await countRows(store)
        const result = await client.call(TOOL, args({ ...ids }))
        expect(result.isError).toBe(false)
        expect(result.data).toMatchObject({ accepted: false, denialReason: reason })
        expect(result.text).toContain(`Denied (${reason}): ${says}`)
        expect(await countRows(store)).toEqual({
          ...before,
          transition_requests: (before['transition_requests'] ?? 0) + 1,
        })
      },
    )

    it("hides another caller's task behind unknown_tdd_task and points to inventory", async () => {
      const { store, ids } = await setup()
      const other = await connect(store, bob)
      await startWork(other.call)
      const before = await countRows(store)
      const result = await other.call(TOOL, { ...ids, requestedPhase: 'red' })
      expect(result.data).toMatchObject({
        accepted: false,
        denialReason: 'unknown_tdd_task',
        remediation: { suggestedTool: 'inventory', suggestedArgs: { kind: 'task' } },
      })
      expect(result.text).toContain(`no TDD task ${ids.tddTaskId} is yours`)
      expect(await countRows(store)).toEqual({
        ...before,
        transition_requests: (before['transition_requests'] ?? 0) + 1,
      })
      const phases = await store.db.selectFrom('phases').select('id').where('task_id', '=', ids.tddTaskId).execute()
      expect(phases).toEqual([])
    })
  })
})
