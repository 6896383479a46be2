import { badInput } from '../../kernel/errors.js'

/**
 * Why a conductor run stopped short, and what it says about it. A bail keeps the done steps' commits, reverts only the
 * half-done step, and classifies the cause: a process failure (`needs-user`: a human must decide or answer before a
 * rerun can go on) or a system failure (a leaf killed from outside, or stuck beyond the supervisor's retry budget).
 */
export type BailCause = 'needs-user' | 'killed-external' | 'killed-stuck'
export type BailClass = 'process' | 'system'

interface BailKind {
  readonly cause: BailCause
  readonly class: BailClass
  /** What happened, one sentence. */
  readonly summary: string
  /** For needs-user: the question a human must answer (a bail for `question` brings its own). */
  readonly question?: string
}

export const BAIL_REASONS = {
  'dirty-tree': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The working tree had uncommitted changes at preflight, so no step could start from a known commit.',
    question:
      'Should the uncommitted changes listed below be committed or discarded? Commit or discard them, then rerun.',
  },
  'red-baseline': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The test suite failed at preflight, before any step began: a red step needs a green baseline.',
    question:
      'The suite fails before any change. Fix the failing tests (or tell the conductor which ones are known), then rerun.',
  },
  'ambiguous-test-command': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The test command could not be determined without guessing.',
    question: 'Which command runs the whole test suite? Set it in evident.config.json, then rerun.',
  },
  'no-criteria': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The issue lists no acceptance criteria, so there is nothing to plan steps against.',
    question: 'What are the acceptance criteria? Add a "## Acceptance criteria" list to the issue, then rerun.',
  },
  'invalid-plan': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The plan could not be made into a valid ledger.',
    question: 'How should the issue be split into steps? Fix the plan (evident conduct plan --steps FILE), then rerun.',
  },
  'revision-budget': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The step used up its revision budget: the verifier kept rejecting the developer’s work.',
    question:
      'The verifier’s last reason is below. Is the step or its criterion wrong, or does the developer need a hint? ' +
      'Adjust the issue or the plan, then rerun to retry the step.',
  },
  'malformed-verdict': {
    cause: 'needs-user',
    class: 'process',
    summary: 'The verifier gave no well-formed verdict within the budget.',
    question: 'The verifier’s answer did not end in one VERDICT line. Check its output in .tdd/, then rerun.',
  },
  'leaf-failed': {
    cause: 'needs-user',
    class: 'process',
    summary: 'A leaf exited with an error of its own, not a verdict (claude -p failed to run or gave up).',
    question: 'Why did the leaf fail? Its output is in .tdd/<leaf>.out and .err. Fix the cause, then rerun.',
  },
  'commit-failed': {
    cause: 'needs-user',
    class: 'process',
    summary:
      'The conductor could not commit the verified change as it was verified (a commit hook refused or rewrote it, a process left running changed the work tree, or git failed).',
    question:
      'The commit failed for the reason below. Remove the hook or stop the process that changed it (or fix what git reports), then rerun.',
  },
  'plugin-changed': {
    cause: 'needs-user',
    class: 'process',
    summary:
      'The plugin the leaves load is no longer the one the run started with (its content hash changed): no further leaf was launched under it.',
    question:
      'evident changed while the run went on (an update of the installed plugin, or something wrote the run’s copy; details below). ' +
      'Was the change expected? Then rerun: the rerun resumes the ledger and pins the plugin as it is now.',
  },
  question: {
    cause: 'needs-user',
    class: 'process',
    summary: 'The run reached a point where it would have had to ask a human; nobody answers a headless run.',
  },
  'killed-external': {
    cause: 'killed-external',
    class: 'system',
    summary: 'A leaf died with no recorded exit and the conductor did not kill it: something outside killed it.',
  },
  'left-running': {
    cause: 'needs-user',
    class: 'system',
    summary:
      'A leaf left processes running that the supervisor could not kill; the next leaf would have raced them, so none was launched.',
    question:
      'End the processes named below (they carry the leaf’s EVIDENT_LEAF_TOKEN, or run in the project), or install bubblewrap so leaves run in a PID namespace, then rerun?',
  },
  'stuck-budget': {
    cause: 'killed-stuck',
    class: 'system',
    summary: 'A leaf stayed stuck past its timeout on every retry the supervisor’s budget allows.',
  },
} as const satisfies Readonly<Record<string, BailKind>>

export type BailReason = keyof typeof BAIL_REASONS

/** The cause and class of a bail reason: needs-user is a process failure, the two kills are system failures. */
export function classifyBail(reason: BailReason): { readonly cause: BailCause; readonly class: BailClass } {
  const kind: BailKind = BAIL_REASONS[reason]
  return { cause: kind.cause, class: kind.class }
}

export interface BailRecord {
  readonly reason: BailReason
  /** The question, written out in full; required for `question`, else the reason's own question is used. */
  readonly question?: string | undefined
  /** The facts of this bail: the dirty paths, the last reject reason, git's error … */
  readonly detail: string
  readonly issue: number
  readonly step?: { readonly number: number; readonly title: string } | undefined
  /** The done steps' commits, kept. */
  readonly kept: readonly string[]
  /** What reverting the half-done step discarded. */
  readonly discarded: readonly string[]
}

const CLASS_TEXT: Readonly<Record<BailClass, string>> = {
  process: 'a process failure: a human must answer before a rerun can go on',
  system: 'a system failure: nothing in the work was wrong; rerun when the cause outside is gone',
}

const bullets = (items: readonly string[], none: string): readonly string[] =>
  items.length === 0 ? [none] : items.map((item) => `- ${item}`)

/** The bail comment (issue thread and bail record): deterministic, the question in full for needs-user. */
export function bailText(bail: BailRecord): string {
  const kind: BailKind = BAIL_REASONS[bail.reason]
  const question = bail.question?.trim() || kind.question
  if (kind.cause === 'needs-user' && question === undefined)
    throw badInput(`a ${bail.reason} bail needs its question written out in full`)
  const where = bail.step === undefined ? '' : `, step ${bail.step.number}: ${bail.step.title}`
  return [
    `## evident conduct stopped: ${bail.reason}`,
    '',
    `Issue #${bail.issue}${where}`,
    `Cause: ${kind.cause} (${CLASS_TEXT[kind.class]})`,
    '',
    kind.summary,
    ...(bail.detail.trim() === '' ? [] : ['', bail.detail.trim()]),
    ...(kind.cause === 'needs-user' ? ['', '### Question', '', question ?? ''] : []),
    '',
    '### Kept (done steps’ commits)',
    '',
    ...bullets(bail.kept, 'nothing: no step was done'),
    '',
    '### Discarded (the half-done step, reverted)',
    '',
    ...bullets(bail.discarded, 'nothing'),
    '',
  ].join('\n')
}
