/**
 * The implement worker's fix iterations (docs/coordinator.md): a run of its task that did not pass, after a
 * production file changed since the task's previous run, counts one. The red run before any change, and a run after
 * no change, count nothing. At the plan's limit the task is BLOCKED. Pure: the flow loads the runs and changes.
 */
export interface TaskRun {
  readonly id: number
  /** The seq at which the run began and the one at which it was recorded. */
  readonly startSeq: number
  readonly seq: number
  readonly passed: boolean
}

/** The runs that count as fix iterations, in order. */
export function fixIterationRuns(runs: readonly TaskRun[], productionChangeSeqs: readonly number[]): readonly number[] {
  const ordered = [...runs].sort((a, b) => a.startSeq - b.startSeq)
  const counted: number[] = []
  let since = Number.NEGATIVE_INFINITY
  for (const run of ordered) {
    const changed = productionChangeSeqs.some((seq) => seq > since && seq < run.startSeq)
    if (!run.passed && changed) counted.push(run.id)
    since = run.seq
  }
  return counted
}

/** Why a task is BLOCKED at the limit: what a human reads in tdd_task get and the report. */
export function fixLimitReason(slug: string, limit: number, counted: readonly number[]): string {
  return (
    `fix limit reached: ${counted.length} failing run(s) after production changes (runs ${counted.join(', ')}); ` +
    `plan ${slug} allows ${limit}. A human decides next: read the failures (test_errors), refine the plan ` +
    '(tdd_plan replace, in the main context) and dispatch evident:implement again'
  )
}
