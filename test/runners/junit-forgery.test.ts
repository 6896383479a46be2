import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { RUNNER_FAILURE_ERRORS } from '../../mcp-server/src/domain/runner-errors.js'
import { createJunitRunner, type JunitSpec } from '../../mcp-server/src/runners/junit.js'
import { beginRun, recordRun } from '../../mcp-server/src/store/runs.js'
import { ageFile, forgingPytestProject, INI_REPORT, iniPytestSpec, NO_FORGERY } from '../support/junit-forgeries.js'
import { PYTEST_NOTE, PYTHON_WITH_PYTEST, pytestSpec, scriptSpec, writeFiles } from '../support/junit-projects.js'
import { alice, tempDir, tempStore } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * Red team: the code under test writes the JUnit report itself. Each forgery runs in a real pytest process, from
 * production code the test imports; each must give a run that is not `passed`, records no test result, and carries
 * one runner error (domain/runner-errors.ts), so neither the binding verdict nor the red re-run takes it as evidence.
 */
const TIMEOUT_MS = scaled(60_000)

const run = (spec: JunitSpec, root: string, files: readonly string[] = ['tests/test_calc.py']): Promise<RunReport> =>
  createJunitRunner('py', spec).run({ projectRoot: root, files, timeoutMs: TIMEOUT_MS })

/** The run is a runner failure named `name`: failed, no test result, one error the red re-run and verdict know. */
function expectRunnerFailure(report: RunReport, name: string): void {
  expect(report.outcome).toBe('failed')
  expect(report.tests).toEqual([])
  expect(report.errors.map((e) => e.name)).toEqual([name])
  expect(RUNNER_FAILURE_ERRORS.has(name)).toBe(true)
}

describe.skipIf(PYTHON_WITH_PYTEST === undefined)(
  `a JUnit report forged by the code under test (${PYTEST_NOTE})`,
  () => {
    it('is the honest failing run when nothing forges (the control)', async () => {
      const report = await run(pytestSpec(), forgingPytestProject(NO_FORGERY))
      expect(report.outcome).toBe('failed')
      expect(report.tests).toMatchObject([
        { fullName: 'test_adds', status: 'failed' },
        { fullName: 'test_decoy', status: 'passed' },
      ])
    })

    it('is never read when written to the configured junitPath before os._exit(0): the run reads its own fresh file', async () => {
      const report = await run(pytestSpec(), forgingPytestProject("write('out/junit.xml', PASSING)\nos._exit(0)"))
      expectRunnerFailure(report, 'JUnitReportMissing')
      expect(report.exitCode).toBe(0)
      expect(report.errors[0]?.message).toMatch(/wrote no JUnit XML at \/.+evident-junit-[0-9a-f]{32}\/junit\.xml/)
      expect(report.errors[0]?.message).toContain('in place of out/junit.xml')
    })

    it('is unconfirmed when written to the path pytest was given, then os._exit(0) before pytest prints its summary', async () => {
      const report = await run(pytestSpec(), forgingPytestProject('write(argv_path(), PASSING)\nos._exit(0)'))
      expectRunnerFailure(report, 'JUnitReportUnconfirmed')
      expect(report.exitCode).toBe(0)
      expect(report.errors[0]?.message).toContain('pytest printed no summary line')
    })

    it('is refused when written to the path pytest was given, then os._exit(1)', async () => {
      const report = await run(pytestSpec(), forgingPytestProject('write(argv_path(), PASSING)\nos._exit(1)'))
      expectRunnerFailure(report, 'JUnitReportUnconfirmed')
      expect(report.exitCode).toBe(1)
    })

    it("contradicts pytest's summary when it holds made-up test ids, written after pytest finished, with exit 0", async () => {
      const forgery = 'at_exit(lambda: (write(argv_path(), MADE_UP), os._exit(0)))'
      const report = await run(pytestSpec(), forgingPytestProject(forgery))
      expectRunnerFailure(report, 'JUnitReportContradicted')
      expect(report.exitCode).toBe(0)
      expect(report.errors[0]?.message).toMatch(
        /pytest printed "1 failed, 1 passed in [\d.]+s" but its JUnit XML holds 3 passed, 0 failing and 0 skipped/,
      )
    })

    it("contradicts pytest's FAILED line when it swaps which test failed, keeping the counts and the exit code", async () => {
      const forgery = 'at_exit(lambda: (write(argv_path(), SWAPPED), os._exit(1)))'
      const report = await run(pytestSpec(), forgingPytestProject(forgery))
      expectRunnerFailure(report, 'JUnitReportContradicted')
      expect(report.errors[0]?.message).toContain(
        'pytest reported "FAILED tests/test_calc.py::test_adds - assert -1 == 3" but its JUnit XML has no failing test of that name',
      )
    })

    it('is refused when it says a test passed and pytest itself exits 1 (written after pytest finished)', async () => {
      const report = await run(pytestSpec(), forgingPytestProject('at_exit(lambda: write(argv_path(), PASSING))'))
      expectRunnerFailure(report, 'JUnitReportContradicted')
      expect(report.exitCode).toBe(1)
    })

    it('is never read when pre-written at the configured junitPath before the run', async () => {
      const root = forgingPytestProject('os._exit(0)')
      writeFiles(root, {
        'out/junit.xml':
          '<testsuites><testsuite name="pytest"><testcase classname="tests.test_calc" name="test_adds"/></testsuite></testsuites>',
      })
      expectRunnerFailure(await run(pytestSpec(), root), 'JUnitReportMissing')
    })

    describe('with the report path only in pytest.ini (evident reads the configured junitPath)', () => {
      it('reads the honest run (the control)', async () => {
        const report = await run(iniPytestSpec(), forgingPytestProject(NO_FORGERY, INI_REPORT))
        expect(report.outcome).toBe('failed')
        expect(report.tests).toMatchObject([{ status: 'failed' }, { status: 'passed' }])
        expect(report.detail).toContain('read only because it did not exist before the run and was written after')
      })

      it('is unconfirmed when written there during the run before os._exit(0)', async () => {
        const root = forgingPytestProject("write('out/junit.xml', PASSING)\nos._exit(0)", INI_REPORT)
        expectRunnerFailure(await run(iniPytestSpec(), root), 'JUnitReportUnconfirmed')
      })

      it('is not fresh when an old report is moved into place during the run', async () => {
        const forgery = "os.makedirs('out', exist_ok=True)\nos.replace('forged.xml', 'out/junit.xml')\nos._exit(0)"
        const root = forgingPytestProject(forgery, { ...INI_REPORT, 'forged.xml': '<testsuites/>' })
        ageFile(root, 'forged.xml')
        const report = await run(iniPytestSpec(), root)
        expectRunnerFailure(report, 'JUnitReportNotFresh')
        expect(report.errors[0]?.message).toMatch(/was not written by this run: it was last modified .* before the run/)
      })

      it('is deleted before the run when pre-written there', async () => {
        const root = forgingPytestProject('os._exit(0)', { ...INI_REPORT, 'out/junit.xml': '<testsuites/>' })
        expectRunnerFailure(await run(iniPytestSpec(), root), 'JUnitReportMissing')
      })
    })

    it('records no test result of a forged run, so nothing of it is evidence', async () => {
      const store = await tempStore()
      const startSeq = await beginRun(store.db)
      const report = await run(pytestSpec(), forgingPytestProject('write(argv_path(), PASSING)\nos._exit(0)'))
      const recorded = await recordRun(store.db, alice, report, startSeq)
      expect(recorded.counts).toEqual({ total: 0, passed: 0, failed: 0, skipped: 0 })
      expect(await store.db.selectFrom('test_results').select('id').execute()).toEqual([])
    })
  },
)

describe('a JUnit report any command writes', () => {
  const passing = '<testsuite name="s"><testcase classname="t.js" name="ok"/></testsuite>'
  const failing =
    '<testsuite name="s"><testcase classname="t.js" name="ok"><failure message="no"/></testcase></testsuite>'
  const write = (xml: string, exit: number): string =>
    `require('fs').mkdirSync('out', {recursive: true}); require('fs').writeFileSync('out/junit.xml', ${JSON.stringify(xml)}); process.exit(${exit})`

  it('is refused when it holds a failing test but the command exits 0', async () => {
    const report = await run(scriptSpec(write(failing, 0)), tempDir(), [])
    expectRunnerFailure(report, 'RunnerExitedZeroWithFailures')
    expect(report.errors[0]?.message).toContain('exited 0 although its JUnit XML reports 1 failing test(s)')
  })

  it('is refused when it holds only passing tests but the command exits non-zero', async () => {
    expectRunnerFailure(await run(scriptSpec(write(passing, 1)), tempDir(), []), 'RunnerExitedNonZero')
  })

  it('is not fresh when an older file is moved to junitPath during the run', async () => {
    const root = writeFiles(tempDir(), { 'old.xml': passing })
    ageFile(root, 'old.xml')
    const script = "require('fs').mkdirSync('out'); require('fs').renameSync('old.xml', 'out/junit.xml')"
    expectRunnerFailure(await run(scriptSpec(script), root, []), 'JUnitReportNotFresh')
  })

  it('is not fresh when junitPath is a symbolic link to a report written elsewhere', async () => {
    const root = tempDir()
    const elsewhere = join(tempDir(), 'r.xml')
    const script = `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(elsewhere)}, ${JSON.stringify(passing)}); fs.mkdirSync('out'); fs.symlinkSync(${JSON.stringify(elsewhere)}, 'out/junit.xml')`
    const report = await run(scriptSpec(script), root, [])
    expectRunnerFailure(report, 'JUnitReportNotFresh')
    expect(report.errors[0]?.message).toContain('symbolic link')
  })
})
