import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import type { JunitSpec } from '../../mcp-server/src/runners/junit.js'
import { pytestSpec, writeFiles } from './junit-projects.js'
import { tempDir } from './store.js'

/**
 * Python projects whose production code — imported by the test, so it runs inside pytest — forges the run's JUnit
 * report. The unit is wrong (`add` subtracts), so its one test really fails; every forgery claims it passed.
 * `forgery` is Python run when the unit is imported, with these helpers in scope:
 * - `PASSING`: a JUnit report in which `tests/test_calc.py::test_adds` passed;
 * - `MADE_UP`: one in which three tests that do not exist passed;
 * - `SWAPPED`: one in which `test_adds` passed and `test_decoy` failed (the opposite of what happens);
 * - `argv_path()`: the report path pytest was given (`--junitxml=…` in `sys.argv`), or None;
 * - `write(path, xml)`: writes a report, creating its folder;
 * - `at_exit(fn)`: runs `fn` when the interpreter exits, after pytest has written its own report and printed its
 *   summary.
 */
export function forgingPytestProject(forgery: string, extra: Readonly<Record<string, string>> = {}): string {
  return writeFiles(tempDir('evident-junit-forgery-'), {
    'src/__init__.py': '',
    'src/calc.py': [
      'import atexit, os, sys',
      `PASSING = ${pythonString(report([['test_adds', false]]))}`,
      `MADE_UP = ${pythonString(
        report([
          ['test_one', false],
          ['test_two', false],
          ['test_three', false],
        ]),
      )}`,
      `SWAPPED = ${pythonString(
        report([
          ['test_adds', false],
          ['test_decoy', true],
        ]),
      )}`,
      '',
      'def argv_path():',
      '    for word in sys.argv:',
      "        if word.startswith('--junitxml='):",
      "            return word.split('=', 1)[1]",
      '    return None',
      '',
      'def write(path, xml):',
      "    os.makedirs(os.path.dirname(path) or '.', exist_ok=True)",
      "    with open(path, 'w') as f:",
      '        f.write(xml)',
      '',
      'def at_exit(fn):',
      '    atexit.register(fn)',
      '',
      forgery,
      '',
      'def add(a, b):',
      '    return a - b',
      '',
    ].join('\n'),
    'tests/test_calc.py': [
      'from src.calc import add',
      '',
      'def test_adds():',
      '    assert add(1, 2) == 3',
      '',
      'def test_decoy():',
      '    assert True',
      '',
    ].join('\n'),
    ...extra,
  })
}

/** The honest run of a forging project, for comparison: the forgery removed. */
export const NO_FORGERY = 'pass'

/** A JUnit report of `tests/test_calc.py` with these tests (failing or not), as pytest would write it. */
function report(cases: readonly (readonly [string, boolean])[]): string {
  const testcases = cases
    .map(([name, failing]) =>
      failing
        ? `<testcase classname="tests.test_calc" name="${name}" time="0.001"><failure message="assert False">tests/test_calc.py:7: AssertionError</failure></testcase>`
        : `<testcase classname="tests.test_calc" name="${name}" time="0.001" />`,
    )
    .join('')
  const failures = cases.filter(([, failing]) => failing).length
  return (
    '<?xml version="1.0" encoding="utf-8"?><testsuites name="pytest tests"><testsuite name="pytest" errors="0" ' +
    `failures="${failures}" skipped="0" tests="${cases.length}" time="0.010">${testcases}</testsuite></testsuites>`
  )
}

const pythonString = (text: string): string => JSON.stringify(text)

/**
 * pytest configured the other way: the report path in `pytest.ini` (`addopts = --junitxml=out/junit.xml`), so
 * neither argv nor env names it and evident cannot point the run elsewhere. It reads `out/junit.xml`, the configured
 * junitPath, if this run wrote it.
 */
export const INI_REPORT = { 'pytest.ini': '[pytest]\naddopts = --junitxml=out/junit.xml\n' }

export function iniPytestSpec(): JunitSpec {
  const spec = pytestSpec()
  return { ...spec, argv: spec.argv.filter((word) => !word.startsWith('--junitxml=')) }
}

/** Sets a file's modification time an hour back, as a report left from an earlier run would have. */
export function ageFile(root: string, path: string): void {
  const hourAgo = new Date(Date.now() - 3_600_000)
  utimesSync(join(root, path), hourAgo, hourAgo)
}
