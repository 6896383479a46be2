import { JUNIT_PATH_PLACEHOLDER } from '../domain/config.js'

/**
 * Where a JUnit command is told to write this run's report. evident gives every run a fresh file outside the project
 * (junit-fresh.ts) and points the configured command at it, in `argv` elements and `env` values:
 * - `{junitPath}` is replaced wherever it appears (`--junitxml={junitPath}`);
 * - the configured `junitPath` (also spelled `./junitPath`) is replaced where it stands as a whole word: at the start
 *   of the element or after `=`, `:`, `>`, a quote or white space, and followed by the end, white space, a quote or one
 *   of `;&|)` — `--junitxml=reports/junit.xml`, `--outputFile reports/junit.xml`, `JEST_JUNIT_OUTPUT_FILE` set to
 *   `reports/junit.xml`, `sh -c "go test … | go-junit-report > reports/junit.xml"`. A path that merely ends with it
 *   (`other/reports/junit.xml`) is left alone.
 * `pointed` is false when nothing was replaced: the command then writes where it was configured to, and the caller
 * falls back to reading `junitPath` (only a report written during the run counts: junit-fresh.ts#readNewReport).
 */
export interface ReportTarget {
  readonly argv: readonly string[]
  readonly env: Readonly<Record<string, string>>
  readonly pointed: boolean
}

export interface TargetSpec {
  readonly argv: readonly string[]
  readonly junitPath?: string | undefined
  readonly env?: Readonly<Record<string, string>> | undefined
}

export function pointAtReport(spec: TargetSpec, fresh: string): ReportTarget {
  const configured = spec.junitPath === undefined ? undefined : wholeWord(spec.junitPath)
  let pointed = false
  const point = (word: string): string => {
    let next = word.split(JUNIT_PATH_PLACEHOLDER).join(fresh)
    if (configured !== undefined) next = next.replace(configured, (_, before: string) => `${before}${fresh}`)
    if (next !== word) pointed = true
    return next
  }
  const argv = spec.argv.map(point)
  const env = Object.fromEntries(Object.entries(spec.env ?? {}).map(([key, value]) => [key, point(value)]))
  return { argv, env, pointed }
}

/** The configured path as a whole word (see above), the character before it captured. */
function wholeWord(junitPath: string): RegExp {
  const bare = junitPath.replace(/^(?:\.\/)+/, '')
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[=:>\\s'"])(?:\\./)?${escaped}(?=$|[\\s'";&|)])`, 'g')
}
