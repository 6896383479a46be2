import { realpathSync, rmSync } from 'node:fs'
import { isAbsolute, normalize } from 'node:path'
import type { RunnerSpec } from '../domain/config.js'
import { badInput, errorMessage } from '../kernel/errors.js'
import type { RunReport } from '../domain/run-report.js'
import { containedPath } from './contained.js'
import { fileExistsUnder } from './junit-files.js'
import { freshReportDir, readNewReport, reportFileIn, somethingAt } from './junit-fresh.js'
import { decideJunit, failedWith, type JunitDecision } from './junit-outcome.js'
import { disagreementWithPytest, pytestSummary, runsPytest } from './junit-pytest.js'
import { pointAtReport } from './junit-target.js'
import { parseJunitXml } from './junit-xml.js'
import { runProcess, type SpawnResult } from './spawn.js'
import type { Runner, RunRequest } from './types.js'

/**
 * Runs any test command that writes JUnit XML (pytest `--junitxml`, jest-junit, go-junit-report, cargo2junit, Maven
 * surefire, vitest's `--reporter=junit`), configured in `evident.config.json`:
 * `{"kind": "junit", "argv": [...], "junitPath": "...", "fileArgs": "append" | "none", "env": {...}}`.
 * The report is one the code under test cannot simply forge (docs/junit-runner.md): the command is pointed at a fresh
 * file outside the project (junit-target.ts, junit-fresh.ts) — or, when argv and env do not name the report path,
 * only a report created during the run is read —, its exit code must agree with the report, and pytest's own summary
 * must agree with it too (junit-pytest.ts). Outcomes are truthful: no XML, malformed or truncated XML, or a report
 * that cannot be trusted is `failed` with a runner error saying why (never a half-read report, never a test result);
 * no test that ran is `no-tests`. No progress is reported while running: the XML exists only once the command ends.
 * `RunRequest.extraArgs` is ignored: the configured argv is the command, run as it is.
 */
export type JunitSpec = Extract<RunnerSpec, { kind: 'junit' }>

/** Output kept from the command: enough for pytest's short and final summaries, and the tail shown in errors. */
const OUTPUT_KEPT = 256 * 1024

export function createJunitRunner(name: string, spec: JunitSpec): Runner {
  return { name, sharesProcess: false, run: (request) => runJunit(name, spec, request) }
}

/** Where this run's report is read from, how to name it in messages, and how it was chosen. */
interface ReportSource {
  readonly path: string
  readonly shown: string
  readonly source: string
  /** What to do when the report is missing, for a path the command chose itself. */
  readonly hint?: string
}

async function runJunit(name: string, spec: JunitSpec, request: RunRequest): Promise<RunReport> {
  const root = request.projectRoot
  const files = request.files.map((f) => {
    containedPath(root, f, 'test file')
    return f
  })
  if (spec.argv[0] === undefined)
    throw badInput('the junit runner has an empty argv', 'set "argv" in evident.config.json')
  if (spec.junitPath !== undefined) lexicallyInside(spec.junitPath)
  const dir = freshReportDir()
  try {
    const target = pointAtReport(spec, reportFileIn(dir))
    // A run in a checkout mounted at the project's path writes a configured report into the checkout: read it there.
    const report = target.pointed
      ? freshSource(dir, spec.junitPath)
      : configuredSource(request.mount?.checkout ?? root, spec.junitPath)
    const [command = '', ...baseArgs] = target.argv
    const args = [...baseArgs, ...(spec.fileArgs === 'append' ? files : [])]
    const startedMs = Date.now()
    const base = {
      runner: name,
      argv: [command, ...args],
      projectRoot: root,
      startedAt: new Date(startedMs).toISOString(),
    }
    if (!target.pointed && somethingAt(report.path)) {
      const message = `the JUnit XML at ${report.shown} was put back after evident deleted it, before the run started; the run was not started`
      return {
        ...base,
        endedAt: base.startedAt,
        exitCode: null,
        signal: null,
        ...failedWith('JUnitReportNotFresh', message),
      }
    }
    const result = await runProcess({
      command,
      args,
      cwd: root,
      env: { ...target.env, ...request.env },
      timeoutMs: request.timeoutMs,
      signal: request.signal,
      onProcessGroup: request.onProcessGroup,
      keepBytes: OUTPUT_KEPT,
      confine:
        request.confine === undefined
          ? undefined
          : { ...request.confine, writable: [...request.confine.writable, dir] },
      mount: request.mount,
    })
    const ended = { ...base, endedAt: new Date().toISOString(), exitCode: result.exitCode, signal: result.signal }
    return { ...ended, ...judgeRun(spec, request, result, report, startedMs, command) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function judgeRun(
  spec: JunitSpec,
  request: RunRequest,
  result: SpawnResult,
  report: ReportSource,
  startedMs: number,
  command: string,
): JunitDecision {
  if (result.timedOut) {
    const detail = `timed out after ${Math.round(request.timeoutMs / 1000)} s; the process tree was killed`
    return { outcome: 'timeout', tests: [], errors: [], detail }
  }
  if (result.aborted) return { outcome: 'interrupted', tests: [], errors: [], detail: 'the run was interrupted' }
  if (result.error !== undefined) return failedWith('RunnerNotStarted', `could not start ${command}: ${result.error}`)
  const read = readNewReport(report.path, startedMs)
  if (read.kind === 'missing') {
    const why = read.why === 'no file' ? '' : ` (${read.why})`
    return failedWith(
      'JUnitReportMissing',
      `${command} ${exitText(result)} and wrote no JUnit XML at ${report.shown}${why}${report.hint ?? ''}${outputTail(result)}`,
    )
  }
  if (read.kind === 'stale') {
    return failedWith(
      'JUnitReportNotFresh',
      `the JUnit XML at ${report.shown} was not written by this run: ${read.why}; no result of this run was recorded. ` +
        `Name the report path in argv or env (or write {junitPath} there) so that evident gives each run a fresh file`,
    )
  }
  const roots = rootsOf(request.projectRoot)
  const parsed = parseJunitXml(read.text, { roots, fileExists: fileExistsUnder(request.projectRoot) })
  if (!parsed.ok) {
    const message = `${parsed.problem} (${report.shown}); no result of this run was recorded`
    return failedWith('JUnitReportInvalid', message)
  }
  return decideJunit({
    tests: parsed.tests,
    errors: parsed.errors,
    exitCode: result.exitCode,
    exitText: exitText(result),
    outputTail: outputTail(result),
    disagreement: runsPytest(spec.argv)
      ? disagreementWithPytest(printed(result), parsed.tests, parsed.errors)
      : undefined,
    source: report.source,
  })
}

function freshSource(dir: string, junitPath: string | undefined): ReportSource {
  const path = reportFileIn(dir)
  return {
    path,
    shown: `${path} (the fresh file evident gave the run in place of ${junitPath ?? '{junitPath}'})`,
    source: 'JUnit XML from a fresh file evident chose outside the project for this run',
  }
}

/**
 * The configured junitPath, when argv and env do not name it: inside the project, deleted before the run (so a report
 * left by an earlier run is never read as this one's), and read only if this run created it.
 */
function configuredSource(root: string, junitPath: string | undefined): ReportSource {
  if (junitPath === undefined) {
    throw badInput(
      'the junit runner has no junitPath and its argv and env do not use {junitPath}',
      'set "junitPath" in evident.config.json, or write {junitPath} where the command takes its report path',
    )
  }
  const path = containedPath(root, junitPath, 'junitPath in evident.config.json')
  try {
    rmSync(path, { force: true })
  } catch (error) {
    throw badInput(
      `cannot delete the stale JUnit XML at ${junitPath}: ${errorMessage(error)}`,
      'make the file writable or point junitPath elsewhere in evident.config.json',
    )
  }
  return {
    path,
    shown: junitPath,
    source:
      `JUnit XML from junitPath ${junitPath}, which argv and env do not name: ` +
      'read only because it did not exist before the run and was written after the run started',
    hint: '. Name the report path in argv or env (or write {junitPath} there) so that evident gives each run a fresh file',
  }
}

/** A junitPath is project-relative and stays inside the project by its words (`..`, an absolute path are refused). */
function lexicallyInside(junitPath: string): void {
  const normal = normalize(junitPath)
  if (junitPath.includes('\0') || isAbsolute(junitPath) || normal === '..' || normal.startsWith('../')) {
    throw badInput(
      `junitPath in evident.config.json "${junitPath}" is outside the project root`,
      'give a path relative to the project root, inside it',
    )
  }
}

/** What the command printed where pytest prints its summary: stdout, else stderr. */
const printed = (result: SpawnResult): string =>
  pytestSummary(result.stdout) !== undefined ? result.stdout : result.stderr

function exitText(result: SpawnResult): string {
  return result.exitCode === null
    ? `was killed by ${result.signal ?? 'a signal'}`
    : `exited with code ${result.exitCode}`
}

function outputTail(result: SpawnResult): string {
  const tail = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-8).join('\n')
  return tail === '' ? '' : `; last output:\n${tail}`
}

function rootsOf(root: string): readonly string[] {
  try {
    const real = realpathSync(root)
    return real === root ? [root] : [root, real]
  } catch {
    return [root]
  }
}
