import type { RunOutcome } from '../domain/vocabulary.js'
import { realpathSync, rmSync } from 'node:fs'
import type { RunnerSpec } from '../domain/config.js'
import { badInput, errorMessage } from '../kernel/errors.js'
import type { RunReport, TestFailure, TestOutcome } from '../domain/run-report.js'
import { containedPath } from './contained.js'
import { EXIT_CODE_ERROR } from '../domain/runner-errors.js'
import { fileExistsUnder } from './junit-files.js'
import { parseJunitXml } from './junit-xml.js'
import { failureSignature } from './signature.js'
import { runProcess, type SpawnResult } from './spawn.js'
import type { Runner, RunRequest } from './types.js'
import { readRegularText } from '../kernel/regular-file.js'

/**
 * Runs any test command that writes JUnit XML (pytest `--junitxml`, jest-junit, go-junit-report,
 * cargo2junit, Maven surefire, vitest's `--reporter=junit`), configured in `evident.config.json`:
 * `{"kind": "junit", "argv": [...], "junitPath": "...", "fileArgs": "append" | "none", "env": {...}}`.
 * The stale XML is deleted before the run, so a report from an earlier run is never read as this one's.
 * Outcomes are truthful: no XML, malformed or truncated XML, or a non-zero exit with no failing test is
 * `failed` with an error saying why (never a half-read report); no test that ran is `no-tests`.
 * No progress is reported while running: the XML exists only once the command has finished.
 */
export type JunitSpec = Extract<RunnerSpec, { kind: 'junit' }>

const OUTPUT_TAIL = 1500

export function createJunitRunner(name: string, spec: JunitSpec): Runner {
  return { name, sharesProcess: false, run: (request) => runJunit(name, spec, request) }
}

async function runJunit(name: string, spec: JunitSpec, request: RunRequest): Promise<RunReport> {
  const root = request.projectRoot
  // A run in a checkout mounted at the project's path writes its XML into the checkout: read it there.
  const xmlPath = containedPath(request.mount?.checkout ?? root, spec.junitPath, 'junitPath in evident.config.json')
  const files = request.files.map((f) => {
    containedPath(root, f, 'test file')
    return f
  })
  const [command, ...baseArgs] = spec.argv
  if (command === undefined) throw badInput('the junit runner has an empty argv', 'set "argv" in evident.config.json')
  const args = [...baseArgs, ...(spec.fileArgs === 'append' ? files : [])]
  try {
    rmSync(xmlPath, { force: true })
  } catch (error) {
    throw badInput(
      `cannot delete the stale JUnit XML at ${spec.junitPath}: ${errorMessage(error)}`,
      'make the file writable or point junitPath elsewhere in evident.config.json',
    )
  }
  const startedAt = new Date().toISOString()
  const result = await runProcess({
    command,
    args,
    cwd: root,
    env: { ...spec.env, ...request.env },
    timeoutMs: request.timeoutMs,
    signal: request.signal,
    onProcessGroup: request.onProcessGroup,
    keepBytes: OUTPUT_TAIL,
    confine: request.confine,
    mount: request.mount,
  })
  const endedAt = new Date().toISOString()
  const base = {
    runner: name,
    argv: [command, ...args],
    projectRoot: root,
    startedAt,
    endedAt,
    exitCode: result.exitCode,
    signal: result.signal,
  }
  if (result.timedOut) {
    return {
      ...base,
      outcome: 'timeout',
      tests: [],
      errors: [],
      detail: `timed out after ${Math.round(request.timeoutMs / 1000)} s; the process tree was killed`,
    }
  }
  if (result.aborted)
    return { ...base, outcome: 'interrupted', tests: [], errors: [], detail: 'the run was interrupted' }
  if (result.error !== undefined) {
    return failedWith(base, 'RunnerNotStarted', `could not start ${command}: ${result.error}`)
  }
  let text: string
  try {
    text = readRegularText(xmlPath)
  } catch {
    return failedWith(
      base,
      'JUnitReportMissing',
      `${command} ${exitText(result)} and wrote no JUnit XML at ${spec.junitPath}${outputTail(result)}`,
    )
  }
  const parsed = parseJunitXml(text, { roots: roots(root), fileExists: fileExistsUnder(root) })
  if (!parsed.ok)
    return failedWith(
      base,
      'JUnitReportInvalid',
      `${parsed.problem} (${spec.junitPath}); no result of this run was recorded`,
    )
  return decide(base, parsed.tests, parsed.errors, result)
}

type Base = Omit<RunReport, 'outcome' | 'tests' | 'errors' | 'detail'>

function decide(
  base: Base,
  tests: readonly TestOutcome[],
  parsedErrors: readonly TestFailure[],
  result: SpawnResult,
): RunReport {
  const errors = [...parsedErrors]
  const ran = tests.some((t) => t.status === 'passed' || t.status === 'failed')
  const failing = tests.some((t) => t.status === 'failed') || errors.length > 0
  let outcome: RunOutcome
  if (failing) outcome = 'failed'
  else if (!ran) outcome = 'no-tests'
  else if (result.exitCode !== 0) {
    outcome = 'failed'
    errors.push(
      unhandled(
        EXIT_CODE_ERROR,
        `the runner ${exitText(result)} although its JUnit XML reports no failing test${outputTail(result)}`,
      ),
    )
  } else outcome = 'passed'
  const detail =
    outcome === 'no-tests'
      ? `no test ran (none collected, or all skipped); exit code ${String(result.exitCode)}`
      : `exit code ${String(result.exitCode)}`
  return { ...base, outcome, tests, errors, detail }
}

function failedWith(base: Base, name: string, message: string): RunReport {
  return { ...base, outcome: 'failed', tests: [], errors: [unhandled(name, message)], detail: message.split('\n')[0] }
}

function unhandled(name: string, message: string): TestFailure {
  return { scope: 'unhandled', name, message, frames: [], signature: failureSignature({ name, message, frames: [] }) }
}

function exitText(result: SpawnResult): string {
  return result.exitCode === null
    ? `was killed by ${result.signal ?? 'a signal'}`
    : `exited with code ${result.exitCode}`
}

function outputTail(result: SpawnResult): string {
  const tail = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-8).join('\n')
  return tail === '' ? '' : `; last output:\n${tail}`
}

function roots(root: string): readonly string[] {
  try {
    const real = realpathSync(root)
    return real === root ? [root] : [root, real]
  } catch {
    return [root]
  }
}
