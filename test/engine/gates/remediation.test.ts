import { DENIAL_REASONS, PHASES, type Source } from '../../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import { remediationFor, type RemediationContext } from '../../../mcp-server/src/engine/gates/remediation.js'
import { TOOLS } from '../../../mcp-server/src/tools/index.js'
import { connect } from '../../support/client.js'
import { alice, tempStore } from '../../support/store.js'

const SOURCES: readonly (Source | null)[] = [null, 'start', ...PHASES]
const TEST_FILES = [undefined, null, 'test/dates.test.ts'] as const

/** Representative contexts: every source phase × every requested phase × with and without a known test file. */
const contexts: RemediationContext[] = SOURCES.flatMap((from) =>
  PHASES.flatMap((requestedPhase) =>
    TEST_FILES.map((testFile) => ({
      tddTaskId: 3,
      goalId: 5,
      behaviorId: 8,
      from,
      requestedPhase,
      testFile,
    })),
  ),
)

describe('remediationFor', () => {
  it('names a served tool whose schema accepts the suggested arguments, for every denial reason and context', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const served = new Set((await client.listTools()).tools.map((t) => t.name))
    const failures: string[] = []
    for (const reason of DENIAL_REASONS) {
      for (const ctx of contexts) {
        const r = remediationFor(reason, ctx)
        const where = `${reason} from ${ctx.from ?? 'null'} to ${ctx.requestedPhase} (testFile ${String(ctx.testFile)})`
        if (!served.has(r.suggestedTool)) {
          failures.push(`${where}: ${r.suggestedTool} is not served`)
          continue
        }
        const tool = TOOLS.find((t) => t.name === r.suggestedTool)
        const parsed = tool?.input.safeParse(r.suggestedArgs)
        if (parsed?.success !== true)
          failures.push(
            `${where}: ${r.suggestedTool} rejects ${JSON.stringify(r.suggestedArgs)}: ${parsed?.error.message ?? 'no schema'}`,
          )
        if (r.humanHint.trim().length < 20) failures.push(`${where}: the hint is empty`)
      }
    }
    expect(failures).toEqual([])
  })

  it('names only served tools in its hints', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const served = new Set((await client.listTools()).tools.map((t) => t.name))
    const toolLike = /\b(tdd_[a-z_]+|run_[a-z_]+|test_errors|acceptance_[a-z_]+|hypothesis|inventory)\b/g
    for (const reason of DENIAL_REASONS) {
      for (const ctx of contexts) {
        for (const [name] of remediationFor(reason, ctx).humanHint.matchAll(toolLike)) {
          expect(served.has(name), `${reason}: the hint names ${name}`).toBe(true)
        }
      }
    }
  })

  it('asks for a zero-failure run, not a failing test, when → red lacks evidence from green or refactor', () => {
    for (const from of ['green', 'refactor'] as const) {
      const r = remediationFor('missing_artifact_evidence', {
        tddTaskId: 1,
        goalId: 1,
        behaviorId: 2,
        from,
        requestedPhase: 'red',
        testFile: 'test/dates.test.ts',
      })
      expect(r).toEqual({
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint: expect.stringContaining('zero failures'),
      })
      expect(r.humanHint).not.toContain('failing test')
    }
  })

  it('passes the known test file to run_tests when there is one', () => {
    const r = remediationFor('evidence_not_in_phase_window', {
      tddTaskId: 1,
      goalId: 1,
      behaviorId: 1,
      from: 'red',
      requestedPhase: 'green',
      testFile: 'test/dates.test.ts',
    })
    expect(r).toMatchObject({ suggestedTool: 'run_tests', suggestedArgs: { files: ['test/dates.test.ts'] } })
  })
})
