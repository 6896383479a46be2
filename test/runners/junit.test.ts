import { describe, expect, it } from 'vitest'
import type { RunReport, TestFailure } from '../../mcp-server/src/domain/run-report.js'
import { createJunitRunner, type JunitSpec } from '../../mcp-server/src/runners/junit.js'
import {
  PYTEST_NOTE,
  PYTHON_WITH_PYTEST,
  pytestProject,
  pytestSpec,
  pytestXml,
  scriptSpec,
  vitestProject,
  vitestSpec,
  writeFiles,
} from '../support/junit-projects.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

const TIMEOUT_MS = scaled(120_000)

function run(
  spec: JunitSpec,
  projectRoot: string,
  files: readonly string[] = [],
  timeoutMs = TIMEOUT_MS,
): Promise<RunReport> {
  return createJunitRunner('junit', spec).run({ projectRoot, files, timeoutMs })
}

const statusOf = (report: RunReport): Record<string, string> =>
  Object.fromEntries(report.tests.map((t) => [`${t.file} :: ${t.fullName}`, t.status]))

const errorOf = (report: RunReport, fullName: string): TestFailure | undefined =>
  report.errors.find((e) => e.test?.fullName === fullName)

describe('junit runner on vitest --reporter=junit', () => {
  it('records each test by file and full name, with errors, frames and a signature', async () => {
    const root = vitestProject()
    const report = await run(vitestSpec, root)
    expect(report.outcome).toBe('failed')
    expect(statusOf(report)).toEqual({
      'test/dates.test.js :: parse > parses one': 'passed',
      'test/dates.test.js :: parse > parses two': 'failed',
      'test/dates.test.js :: parse > rejects null': 'failed',
      'test/dates.test.js :: parse > parses dates': 'skipped',
      'test/ok.test.js :: adds': 'passed',
      'test/hook.test.js :: needs the hook': 'skipped',
    })
    const assertion = errorOf(report, 'parse > parses two')
    expect(assertion).toMatchObject({ scope: 'test', name: 'AssertionError', file: 'test/dates.test.js' })
    expect(assertion?.message).toContain('expected 2 to be 3')
    expect(assertion?.frames[0]).toMatchObject({ file: 'test/dates.test.js', line: 4 })
    expect(assertion?.signature).toMatch(/^[0-9a-f]{16}$/)
    const thrown = errorOf(report, 'parse > rejects null')
    expect(thrown).toMatchObject({ name: 'TypeError', message: 'bad input null' })
    expect(thrown?.frames.slice(0, 2)).toMatchObject([
      { functionName: 'parse', file: 'src/dates.js', line: 2 },
      { file: 'test/dates.test.js', line: 5 },
    ])
  })

  it('gives every failure the same signature in another checkout of the same project', async () => {
    const [one, two] = await Promise.all([run(vitestSpec, vitestProject()), run(vitestSpec, vitestProject())])
    const signatures = (r?: RunReport): string[] =>
      (r?.errors ?? []).map((e) => `${e.file ?? ''} ${e.test?.fullName ?? ''} ${e.signature}`).sort()
    expect(signatures(one)).toHaveLength(4)
    expect(signatures(two)).toEqual(signatures(one))
    expect(new Set(one?.errors.map((e) => e.signature)).size).toBe(4)
  })

  it('records a test file that fails to import as a module error, not as a test', async () => {
    const report = await run(vitestSpec, vitestProject())
    const moduleErrors = report.errors.filter((e) => e.scope === 'module')
    expect(moduleErrors).toHaveLength(1)
    expect(moduleErrors[0]).toMatchObject({ file: 'test/broken.test.js', name: 'Error' })
    expect(moduleErrors[0]?.message).toContain('missing.js')
    expect(report.tests.some((t) => t.file === 'test/broken.test.js')).toBe(false)
  })

  it('records a failing suite hook as a suite error of its file', async () => {
    const report = await run(vitestSpec, vitestProject(), ['test/hook.test.js'])
    expect(report.outcome).toBe('failed')
    expect(report.errors).toMatchObject([
      { scope: 'suite', file: 'test/hook.test.js', name: 'Error', message: 'hook boom' },
    ])
    expect(report.errors[0]?.frames[0]).toMatchObject({ file: 'test/hook.test.js', line: 1 })
  })

  it('passes the selected files to the command and reports a passing run', async () => {
    const report = await run(vitestSpec, vitestProject(), ['test/ok.test.js'])
    expect(report.argv.at(-1)).toBe('test/ok.test.js')
    expect(report.outcome).toBe('passed')
    expect(statusOf(report)).toEqual({ 'test/ok.test.js :: adds': 'passed' })
    expect(report.errors).toEqual([])
  })
})

describe.skipIf(PYTHON_WITH_PYTEST === undefined)(`junit runner on pytest --junitxml (${PYTEST_NOTE})`, () => {
  it('derives the file from the dotted classname and keeps the class in the full name', async () => {
    const root = pytestProject()
    const report = await run(pytestSpec(), root, ['tests/test_dates.py'])
    expect(report.outcome).toBe('failed')
    expect(statusOf(report)).toEqual({
      'tests/test_dates.py :: test_ok': 'passed',
      'tests/test_dates.py :: test_bad': 'failed',
      'tests/test_dates.py :: TestGroup > test_raise': 'failed',
      'tests/test_dates.py :: test_err': 'failed',
      'tests/test_dates.py :: test_skip': 'skipped',
    })
    expect(errorOf(report, 'test_bad')).toMatchObject({
      name: 'AssertionError',
      message: expect.stringContaining('assert 1 == 2'),
    })
    expect(errorOf(report, 'test_bad')?.frames[0]).toMatchObject({
      functionName: 'test_bad',
      file: 'tests/test_dates.py',
      line: 8,
    })
    expect(errorOf(report, 'TestGroup > test_raise')?.frames).toMatchObject([
      { functionName: 'parse', file: 'src/dates.py', line: 2 },
      { functionName: 'test_raise', file: 'tests/test_dates.py', line: 12 },
    ])
    expect(errorOf(report, 'test_err')).toMatchObject({
      name: 'RuntimeError',
      message: expect.stringContaining('fixture boom'),
    })
  })

  it('gives the same identities and signatures with xunit1 file attributes and native tracebacks', async () => {
    const root = pytestProject()
    const long = await run(pytestSpec(), root, ['tests/test_dates.py'])
    const native = await run(pytestSpec(['--tb=native', '-o', 'junit_family=xunit1']), root, ['tests/test_dates.py'])
    expect(statusOf(native)).toEqual(statusOf(long))
    const signatures = (r: RunReport): Record<string, string> =>
      Object.fromEntries(r.errors.map((e) => [e.test?.fullName ?? '', e.signature]))
    expect(signatures(native)).toEqual(signatures(long))
    expect(errorOf(native, 'TestGroup > test_raise')?.frames[0]).toMatchObject({
      functionName: 'parse',
      file: 'src/dates.py',
      line: 2,
    })
  })

  it('records a module that fails to import as a module error and the run as failed', async () => {
    // pytest stops after a collection error, so no test runs: the run is failed, never no-tests.
    const report = await run(pytestSpec(), pytestProject(), ['tests/test_broken.py', 'tests/test_fine.py'])
    expect(report.outcome).toBe('failed')
    expect(report.tests).toEqual([])
    expect(report.errors).toHaveLength(1)
    expect(report.errors[0]).toMatchObject({
      scope: 'module',
      file: 'tests/test_broken.py',
      name: 'ModuleNotFoundError',
    })
    expect(report.errors[0]?.message).toContain('nonexistent_module')
  })

  it('reports no-tests when nothing was collected', async () => {
    const report = await run(pytestSpec(), pytestProject(), ['empty'])
    expect(report.outcome).toBe('no-tests')
    expect(report.tests).toEqual([])
    expect(report.exitCode).toBe(5)
  })
})

describe('junit runner outcomes', () => {
  const passingXml =
    '<testsuites><testsuite name="s"><testcase classname="t.js" name="ok" time="0.1"/></testsuite></testsuites>'
  const write = (xml: string, exit = 0): string =>
    `require('fs').mkdirSync('out', {recursive: true}); require('fs').writeFileSync('out/junit.xml', ${JSON.stringify(xml)}); process.exit(${exit})`

  it('fails with a clear error when no XML was written, ignoring a stale one from an earlier run', async () => {
    const root = writeFiles(tempDir(), { 'out/junit.xml': passingXml })
    const report = await run(scriptSpec('process.exit(0)'), root)
    expect(report.outcome).toBe('failed')
    expect(report.tests).toEqual([])
    expect(report.errors).toMatchObject([{ scope: 'unhandled', name: 'JUnitReportMissing' }])
    expect(report.errors[0]?.message).toContain('wrote no JUnit XML at out/junit.xml')
  })

  it('fails with a clear error and no test results on malformed XML', async () => {
    const report = await run(scriptSpec(write('<testsuites><testcase name="a"></testsuites>')), tempDir())
    expect(report.outcome).toBe('failed')
    expect(report.tests).toEqual([])
    expect(report.errors).toMatchObject([{ scope: 'unhandled', name: 'JUnitReportInvalid' }])
    expect(report.errors[0]?.message).toMatch(/malformed or truncated \(line 1/)
  })

  it.skipIf(PYTHON_WITH_PYTEST === undefined)(
    `records nothing half-read from XML truncated after a finished testcase (${PYTEST_NOTE})`,
    async () => {
      const root = pytestProject()
      const xml = pytestXml(root, ['tests/test_dates.py'])
      expect(xml).toContain('</testcase>')
      const cut = xml.slice(0, xml.indexOf('</testcase>') + '</testcase>'.length + 40)
      const report = await run(scriptSpec(write(cut)), root)
      expect(report.outcome).toBe('failed')
      expect(report.tests).toEqual([])
      expect(report.errors.map((e) => e.name)).toEqual(['JUnitReportInvalid'])
    },
  )

  it('finds a Java test class under src/test/java and keeps nested names after the class', async () => {
    const root = writeFiles(tempDir(), { 'src/test/java/com/example/FooTest.java': 'class FooTest {}\n' })
    const xml =
      '<testsuite name="com.example.FooTest"><testcase classname="com.example.FooTest$Inner" name="adds()"/>' +
      '<testcase classname="com.example.FooTest" name="subtracts()"><failure type="org.opentest4j.AssertionFailedError" message="expected: &lt;1&gt; but was: &lt;2&gt;"/></testcase></testsuite>'
    const report = await run(scriptSpec(write(xml, 1)), root)
    expect(statusOf(report)).toEqual({
      'src/test/java/com/example/FooTest.java :: Inner > adds()': 'passed',
      'src/test/java/com/example/FooTest.java :: subtracts()': 'failed',
    })
    expect(report.errors).toMatchObject([
      { scope: 'test', name: 'org.opentest4j.AssertionFailedError', message: 'expected: <1> but was: <2>' },
    ])
  })

  it('refuses XML that is not a JUnit report', async () => {
    const report = await run(scriptSpec(write('<html><body/></html>')), tempDir())
    expect(report.outcome).toBe('failed')
    expect(report.errors[0]?.message).toContain('not a JUnit report')
  })

  it('fails a run that exited non-zero although its XML reports no failure, recording no result of it', async () => {
    const report = await run(scriptSpec(write(passingXml, 3)), tempDir())
    expect(report.outcome).toBe('failed')
    expect(report.tests).toEqual([])
    expect(report.errors).toMatchObject([{ scope: 'unhandled', name: 'RunnerExitedNonZero' }])
    expect(report.errors[0]?.message).toContain('exited with code 3')
  })

  it('reports a passing run only when the XML has a passing test and the exit code is 0', async () => {
    const report = await run(scriptSpec(write(passingXml)), tempDir())
    expect(report.outcome).toBe('passed')
    expect(report.errors).toEqual([])
  })

  it('reports no-tests for a report with only skipped tests', async () => {
    const report = await run(
      scriptSpec(write('<testsuite name="s"><testcase classname="t" name="a"><skipped/></testcase></testsuite>')),
      tempDir(),
    )
    expect(report.outcome).toBe('no-tests')
    expect(report.tests).toMatchObject([{ status: 'skipped' }])
  })

  it('reports timeout and kills the command when it runs too long', async () => {
    const report = await run(scriptSpec('setTimeout(() => {}, 600000)'), tempDir(), [], 300)
    expect(report.outcome).toBe('timeout')
    expect(report.detail).toContain('timed out')
  })

  it('fails with a clear error when the command cannot be started', async () => {
    const spec: JunitSpec = { ...scriptSpec(''), argv: ['/nonexistent/evident-test-runner'] }
    const report = await run(spec, tempDir())
    expect(report.outcome).toBe('failed')
    expect(report.errors).toMatchObject([{ name: 'RunnerNotStarted' }])
    expect(report.errors[0]?.message).toContain('could not start /nonexistent/evident-test-runner')
  })

  it('refuses a junitPath or a test file outside the project root', async () => {
    const root = tempDir()
    await expect(run({ ...scriptSpec('0'), junitPath: '../junit.xml' }, root)).rejects.toThrow(
      /junitPath .* is outside the project root/,
    )
    await expect(run(scriptSpec('0'), root, ['../other/test.py'])).rejects.toThrow(
      /test file "..\/other\/test.py" is outside/,
    )
  })
})
