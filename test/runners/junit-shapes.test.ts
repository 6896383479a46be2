import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { createJunitRunner, type JunitSpec } from '../../mcp-server/src/runners/junit.js'
import {
  PYTEST_NOTE,
  PYTEST_OUTCOMES,
  PYTHON_WITH_PYTEST,
  pytestOutcomeProject,
  type PytestOutcome,
} from '../support/junit-projects.js'
import { scaled } from '../support/time.js'

/**
 * Honest configurations keep working: each config shape the docs show (docs/junit-runner.md, docs/configuration.md),
 * and the other ways to name the report path, records the outcome real pytest comes to — passing, failing, no tests,
 * a collection error — with `fileArgs` `append` (one project, the outcome's file given) and, for the documented
 * shapes, `none` (a project holding only that outcome's file).
 */
const TIMEOUT_MS = scaled(120_000)
const PYTHON = PYTHON_WITH_PYTEST ?? 'python3'
const OUTCOMES = Object.keys(PYTEST_OUTCOMES) as PytestOutcome[]
/** Not part of any shape: third-party plugins installed here only slow pytest down. */
const FAST = { PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1' }

type Shape = Omit<JunitSpec, 'kind' | 'fileArgs'> & { readonly files?: Readonly<Record<string, string>> }

/** The example of docs/junit-runner.md. */
const EXAMPLE: Shape = {
  argv: [PYTHON, '-m', 'pytest', '-q', '--junitxml=.evident/junit.xml'],
  junitPath: '.evident/junit.xml',
  env: { PYTHONDONTWRITEBYTECODE: '1' },
}

const DOCUMENTED: Readonly<Record<string, Shape>> = {
  'docs/junit-runner.md (python3 -m pytest -q --junitxml=.evident/junit.xml)': EXAMPLE,
  'docs/configuration.md (pytest --junitxml=reports/junit.xml, its header and summary unquieted)': {
    argv: [PYTHON, '-m', 'pytest', '--junitxml=reports/junit.xml'],
    junitPath: 'reports/junit.xml',
  },
}

const OTHER: Readonly<Record<string, Shape>> = {
  '{junitPath} as its own argv element, no junitPath': {
    argv: [PYTHON, '-m', 'pytest', '-q', '--junitxml', '{junitPath}'],
  },
  'junitPath named in an env value (PYTEST_ADDOPTS)': {
    argv: [PYTHON, '-m', 'pytest', '-q'],
    junitPath: 'reports/junit.xml',
    env: { PYTEST_ADDOPTS: '--junitxml=./reports/junit.xml' },
  },
  '{junitPath} in an env value, no junitPath': {
    argv: [PYTHON, '-m', 'pytest', '-q'],
    env: { PYTEST_ADDOPTS: '--junitxml={junitPath}' },
  },
  'a shell command naming junitPath': {
    argv: ['sh', '-c', `"${PYTHON}" -m pytest -q --junitxml=reports/junit.xml "$@"`, 'sh'],
    junitPath: 'reports/junit.xml',
  },
  'the report path only in pytest.ini (evident reads junitPath)': {
    argv: [PYTHON, '-m', 'pytest', '-q'],
    junitPath: 'out/junit.xml',
    files: { 'pytest.ini': '[pytest]\naddopts = --junitxml=out/junit.xml\n' },
  },
}

const run = (spec: JunitSpec, root: string, files: readonly string[]): Promise<RunReport> =>
  createJunitRunner('py', spec).run({ projectRoot: root, files, timeoutMs: TIMEOUT_MS, env: FAST })

const statuses = (report: RunReport): Record<string, string> =>
  Object.fromEntries(report.tests.map((t) => [`${t.file}::${t.fullName}`, t.status]))

function expectOutcome(outcome: PytestOutcome, report: RunReport): void {
  const seen = { outcome: report.outcome, exitCode: report.exitCode, tests: statuses(report), errors: report.errors }
  if (outcome === 'passing') {
    expect(seen).toEqual({
      outcome: 'passed',
      exitCode: 0,
      tests: { 'tests/test_pass.py::test_adds': 'passed', 'tests/test_pass.py::test_zero': 'passed' },
      errors: [],
    })
  } else if (outcome === 'failing') {
    expect(seen).toMatchObject({
      outcome: 'failed',
      exitCode: 1,
      tests: { 'tests/test_fail.py::test_adds': 'passed', 'tests/test_fail.py::test_wrong': 'failed' },
      errors: [{ scope: 'test', test: { fullName: 'test_wrong' } }],
    })
  } else if (outcome === 'no tests') {
    expect(seen).toEqual({ outcome: 'no-tests', exitCode: 5, tests: {}, errors: [] })
  } else {
    expect(seen).toMatchObject({
      outcome: 'failed',
      exitCode: 2,
      tests: {},
      errors: [{ scope: 'module', file: 'tests/test_broken.py', name: 'ModuleNotFoundError' }],
    })
    expect(report.errors).toHaveLength(1)
  }
}

/** Where the report came from: a fresh file outside the project, unless argv and env do not name it. */
function expectSource(shape: Shape, report: RunReport): void {
  if (shape.files?.['pytest.ini'] === undefined) {
    expect(report.detail).toContain('a fresh file evident chose outside the project')
    expect(report.argv.join(' ')).not.toContain(report.projectRoot)
  } else expect(report.detail).toContain('which argv and env do not name')
}

describe.skipIf(PYTHON_WITH_PYTEST === undefined)(`an honest pytest configuration (${PYTEST_NOTE})`, () => {
  const shapes = [
    ...Object.entries(DOCUMENTED).flatMap(([name, shape]) => [
      [name, 'append', shape] as const,
      [name, 'none', shape] as const,
    ]),
    ...Object.entries(OTHER).map(([name, shape]) => [name, 'append', shape] as const),
  ]
  it.each(shapes)(
    '%s, fileArgs %s, records passing, failing, no tests and a collection error as pytest ran them',
    async (_, fileArgs, shape) => {
      const { files: extra = {}, ...config } = shape
      const spec: JunitSpec = { kind: 'junit', ...config, fileArgs }
      const shared = fileArgs === 'append' ? pytestOutcomeProject(OUTCOMES, extra) : undefined
      const runOne = (outcome: PytestOutcome): Promise<RunReport> =>
        shared === undefined
          ? run(spec, pytestOutcomeProject([outcome], extra), [])
          : run(spec, shared, [PYTEST_OUTCOMES[outcome]])
      // Runs of one project that share its junitPath clash (evident's run lock keeps them apart); fresh files do not.
      const reports: RunReport[] = []
      if (shared !== undefined && shape.files !== undefined) for (const o of OUTCOMES) reports.push(await runOne(o))
      else reports.push(...(await Promise.all(OUTCOMES.map(runOne))))
      for (const [i, outcome] of OUTCOMES.entries()) {
        const report = reports[i]
        if (report === undefined) throw new Error(`no report for ${outcome}`)
        expectOutcome(outcome, report)
        expectSource(shape, report)
      }
    },
  )
})

const SANDBOX = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0

describe.skipIf(PYTHON_WITH_PYTEST === undefined || !SANDBOX)(
  `a sealed session's confined pytest run (${PYTEST_NOTE}; ${SANDBOX ? 'bubblewrap found' : 'needs bubblewrap'})`,
  () => {
    it('writes its report to the fresh file through its private temp folder, and records every outcome', async () => {
      const root = pytestOutcomeProject()
      const spec: JunitSpec = { kind: 'junit', ...EXAMPLE, fileArgs: 'append' }
      // As engine/flows/confine.ts confines a sealed session's run: the project writable, /tmp its own.
      const confine = { writable: [root], hidden: [], privateTmp: tmpdir() }
      for (const outcome of OUTCOMES) {
        const report = await createJunitRunner('py', spec).run({
          projectRoot: root,
          files: [PYTEST_OUTCOMES[outcome]],
          timeoutMs: TIMEOUT_MS,
          env: FAST,
          confine,
        })
        expectOutcome(outcome, report)
      }
    })
  },
)
