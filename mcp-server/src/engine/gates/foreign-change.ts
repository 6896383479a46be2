import type { Phase } from '../../domain/vocabulary.js'
import { countsAsCode, type FileKind } from '../../project/test-files.js'

/**
 * Foreign changes (issue #37): an agent changing production code or data while another agent's open TDD task is in
 * red or green. It is allowed — the main agent and its helpers are never widened nor blocked by a task that is not
 * theirs — but it is a fact about the agent that made it: recorded as its FOREIGN_CHANGE violation. The owner's next
 * transition is denied `unrecorded_change` (engine/gates/phases.ts), naming the other agent.
 */

/** The phases in which the task's code is under the red/green rules: a change of someone else lands in its evidence. */
const GUARDED: readonly Phase[] = ['red', 'red.triangulate', 'green', 'green.fake-it']

/** An open phase of an open task that the changing agent does not own (the store's `otherOpenPhases`). */
export interface OthersPhase {
  readonly taskId: number
  readonly phase: Phase
  /** The owner's agent id (`main` for a main context). */
  readonly ownerAgentId: string
}

interface ForeignChange {
  /** The violation's detail: the path, the tool, each task and its phase. */
  readonly detail: string
  /** What the agent that made the change is told (nothing is denied). */
  readonly notice: string
}

/** The guarded phases among the others' open phases: the tasks a change of code would land in. */
const guardedPhases = (others: readonly OthersPhase[]): readonly OthersPhase[] =>
  others.filter((o) => GUARDED.includes(o.phase))

/**
 * Whether a change of `file` (of `kind`) by an agent that owns none of `others` is a foreign change: the file is
 * code (production or data: `countsAsCode`; never a test, documentation or a neutral path) and at least one of those
 * tasks is in a guarded phase. `how` says how it was made (`Edit`, `Bash: sed -i …`).
 */
export function foreignChange(
  file: string,
  kind: FileKind,
  how: string,
  others: readonly OthersPhase[],
): ForeignChange | undefined {
  if (!countsAsCode(kind)) return undefined
  const tasks = guardedPhases(others)
  if (tasks.length === 0) return undefined
  const named = tasks.map((t) => `task ${t.taskId} of ${owner(t.ownerAgentId)} in ${t.phase}`).join(', ')
  return {
    detail: `foreign_change: ${how} on ${file} while ${named}`,
    notice:
      `evident: ${file} is code that ${named} is working on, and this change is not yours to make there: it is recorded as ` +
      'a FOREIGN_CHANGE violation of yours (nothing was denied). That agent cannot move its phase on until it records ' +
      'the file itself (its next transition is denied unrecorded_change, naming you). Leave the file to it while its ' +
      'task is in red or green, or ask the user.',
  }
}

const owner = (agentId: string): string => (agentId === 'main' ? 'the main agent' : `agent ${agentId}`)
