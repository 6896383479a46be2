/**
 * The names of the errors a runner adds to a run's report itself, when the runner's own facts (not a test) say the
 * run went wrong. Runners create them; the red re-run and the binding verdict read them.
 */

/**
 * The runner could not run, could not report, or reported something evident cannot trust (an infrastructure problem
 * or a report the code under test may have written — never a verdict on any test). A run with one of them records no
 * test result (docs/junit-runner.md), is never `passed`, and a red re-run that meets one re-runs nothing.
 */
export const RUNNER_FAILURE_ERRORS: ReadonlySet<string> = new Set([
  'RunnerNotStarted',
  'VitestCrash',
  'JUnitReportMissing',
  'JUnitReportInvalid',
  /** The JUnit XML at the configured junitPath was not written by this run (it is older than the run, or a link). */
  'JUnitReportNotFresh',
  /** The runner printed no summary that could confirm its JUnit XML (pytest: no `N passed … in Xs` line). */
  'JUnitReportUnconfirmed',
  /** The JUnit XML does not hold the tests the runner's own summary names (pytest's counts or its FAILED ids). */
  'JUnitReportContradicted',
  'RunnerExitedNonZero',
  'RunnerExitedZeroWithFailures',
])

/** The runner exited non-zero although its report holds no failing test (added by the JUnit runner). */
export const EXIT_CODE_ERROR = 'RunnerExitedNonZero'
