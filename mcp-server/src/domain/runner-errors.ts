/**
 * The names of the errors a runner adds to a run's report itself, when the runner's own facts (not a test) say the
 * run went wrong. Runners create them; the red re-run and the binding verdict read them.
 */

/**
 * The runner could not run, could not report, or reported something this run did not write (an infrastructure problem,
 * not a verdict on any test).
 */
export const RUNNER_FAILURE_ERRORS: ReadonlySet<string> = new Set([
  'RunnerNotStarted',
  'VitestCrash',
  'JUnitReportMissing',
  'JUnitReportInvalid',
  /** The JUnit XML at the configured junitPath was not written by this run (it is older than the run, or a link). */
  'JUnitReportNotFresh',
])

/** The runner exited non-zero although its report holds no failing test (added by the JUnit runner). */
export const EXIT_CODE_ERROR = 'RunnerExitedNonZero'
