import type { Agent, EditAnswer } from './agent.js'
import type { Narrator } from './narrator.js'

/**
 * The scripted agent's moves with what the demo expects of each: an acceptance (`✓`) or a denial with a
 * named reason (`✗ denied …`). A hook denial names its rule only in the violation it records, so the
 * reason is read back from the evidence database.
 */
export interface Violation {
  readonly kind: string
  readonly detail: string
}

export type Data = Readonly<Record<string, unknown>>

interface Artifact {
  readonly id: number
  readonly kind: string
  readonly testCaseId: number | null
  readonly failureCount: number | null
}
export interface CitedArtifact {
  readonly id: number
  readonly kind: string
  readonly runId: number
  readonly testCaseId: number | null
}
interface Ids {
  readonly tddTaskId: number
  readonly goalId: number
}

export interface TestRun {
  readonly runId: number
  readonly artifacts: readonly Artifact[]
}

export interface Moves {
  /** An evident tool call that must succeed; returns its structured answer. */
  call(name: string, args: Data, say: (data: Data) => string): Promise<Data>
  /** A transition that must be accepted; `cited` is the artifact the request cites (none: evident needs no evidence). */
  accept(ids: Ids, behaviorId: number, phase: string, cited?: CitedArtifact): Promise<void>
  refuse(ids: Ids, behaviorId: number, from: string, phase: string, reason: string): Promise<void>
  runTests(outcome: 'passed' | 'failed'): Promise<TestRun>
  allowed(what: string, answer: Promise<EditAnswer>): Promise<void>
  blocked(what: string, reason: string, answer: Promise<EditAnswer>): Promise<void>
  /** A command that ran (nothing denies it by its text) and whose changes the tree diff recorded as a violation. */
  caught(what: string, reason: string, answer: Promise<EditAnswer>): Promise<void>
}

export function moves(agent: Agent, say: Narrator, newestViolation: () => Promise<Violation | undefined>): Moves {
  const call = async (name: string, args: Data, line: (data: Data) => string): Promise<Data> => {
    const answer = await agent.tool(name, args)
    if (answer.isError) say.fail(`${name} ${JSON.stringify(args)} failed: ${answer.text}`)
    say.ok(line(answer.data))
    return answer.data
  }
  const transition = async (
    ids: Ids,
    behaviorId: number,
    phase: string,
    citedArtifactId: number | undefined,
  ): Promise<Data> => {
    const args = {
      ...ids,
      behaviorId,
      requestedPhase: phase,
      ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
    }
    const answer = await agent.tool('tdd_phase_transition_request', args)
    if (answer.isError) say.fail(`tdd_phase_transition_request ${JSON.stringify(args)} failed: ${answer.text}`)
    return answer.data
  }
  return {
    call,
    async accept(ids, behaviorId, phase, cited) {
      const data = await transition(ids, behaviorId, phase, cited?.id)
      if (data['accepted'] !== true) say.fail(`${phase} was refused: ${String(data['message'])}`)
      say.ok(
        `${phase} accepted for behavior ${behaviorId}${cited === undefined ? '' : `, citing ${cited.kind} ${cited.id} of run ${cited.runId}`}`,
      )
    },
    async refuse(ids, behaviorId, from, phase, reason) {
      const data = await transition(ids, behaviorId, phase, undefined)
      if (data['accepted'] !== false || data['denialReason'] !== reason) {
        say.fail(`${phase} should have been denied with ${reason}: ${String(data['message'])}`)
      }
      say.denied(reason, `${from} → ${phase}: ${String(data['detail'])}`)
    },
    async runTests(outcome) {
      const data = await call('run_tests', {}, (d) => {
        const counts = d['counts'] as { total: number; failed: number }
        const tally =
          counts.failed === 0 ? `all ${counts.total} tests pass` : `${counts.failed} of ${counts.total} tests fail`
        return `run_tests → run ${String(d['runId'])} ${String(d['outcome'])}: ${tally}`
      })
      if (data['outcome'] !== outcome) say.fail(`run_tests should have ${outcome}, got ${String(data['outcome'])}`)
      return { runId: data['runId'] as number, artifacts: data['artifacts'] as Artifact[] }
    },
    async allowed(what, answer) {
      const result = await answer
      if (result.denied) say.fail(`${what} was denied: ${result.reason}`)
      else say.ok(`${what} allowed by the hook and recorded`)
    },
    async blocked(what, reason, answer) {
      const result = await answer
      if (!result.denied) say.fail(`${what} should have been denied (${reason}) but the hook allowed it`)
      const violation = await newestViolation()
      if (violation === undefined || !violation.detail.startsWith(`${reason}:`)) {
        say.fail(`${what} was denied, but the recorded violation is not ${reason}: ${violation?.detail ?? 'none'}`)
      }
      say.denied(`${reason} (${violation.kind})`, `${what} — ${result.reason}`)
    },
    async caught(what, reason, answer) {
      const result = await answer
      if (result.denied) say.fail(`${what} was denied by its text; the demo shows the tree diff catching it`)
      const violation = await newestViolation()
      if (violation === undefined || !violation.detail.startsWith(`${reason}:`)) {
        say.fail(`${what} ran, but the recorded violation is not ${reason}: ${violation?.detail ?? 'none'}`)
      }
      if (result.context?.includes('evident restore') !== true) {
        say.fail(`${what}: the PostToolUse answer does not say how to restore: ${result.context ?? 'none'}`)
      }
      say.recorded(`${reason} (${violation.kind}) by the tree diff`, `${what} — ${result.context}`)
    },
  }
}
