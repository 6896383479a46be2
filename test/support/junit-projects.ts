import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { JunitSpec } from '../../mcp-server/src/runners/junit.js'
import { tempDir } from './store.js'

/** Small real projects for the JUnit runner tests: one run by vitest, one by pytest. */
export function writeFiles(root: string, files: Readonly<Record<string, string>>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

/** The repository's own vitest, run as a child process on the temp project. */
const VITEST_ENTRY = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url))

export const vitestSpec: JunitSpec = {
  kind: 'junit',
  argv: [process.execPath, VITEST_ENTRY, 'run', '--reporter=junit', '--outputFile=out/junit.xml'],
  junitPath: 'out/junit.xml',
  fileArgs: 'append',
  env: { NO_COLOR: '1' },
}

export function vitestProject(): string {
  return writeFiles(tempDir('evident-junit-vitest-'), {
    'package.json': '{"type": "module"}\n',
    'vitest.config.mjs': "export default { test: { globals: true, include: ['test/**/*.test.js'] } }\n",
    'src/dates.js':
      "export function parse(s) {\n  if (s === null) throw new TypeError('bad input ' + s)\n  return Number(s)\n}\n",
    'test/dates.test.js': [
      "import { parse } from '../src/dates.js'",
      "describe('parse', () => {",
      "  it('parses one', () => { expect(parse('1')).toBe(1) })",
      "  it('parses two', () => { expect(parse('2')).toBe(3) })",
      "  it('rejects null', () => { parse(null) })",
      "  it.skip('parses dates', () => {})",
      '})',
      '',
    ].join('\n'),
    'test/broken.test.js':
      "import { nope } from '../src/missing.js'\nit('never runs', () => { expect(nope).toBe(1) })\n",
    'test/ok.test.js': "it('adds', () => { expect(1 + 1).toBe(2) })\n",
    'test/hook.test.js': "beforeAll(() => { throw new Error('hook boom') })\nit('needs the hook', () => {})\n",
  })
}

/**
 * The first Python that has pytest: `python3` on PATH (a pyenv or venv Python), else Debian's `/usr/bin/python3` (the
 * python3-pytest package .ci/run installs). Undefined when neither has it: the pytest tests are then skipped, saying so.
 */
export const PYTHON_WITH_PYTEST: string | undefined = ['python3', '/usr/bin/python3'].find(
  (python) => spawnSync(python, ['-m', 'pytest', '--version'], { stdio: 'ignore', shell: false }).status === 0,
)

/** Said in the title of each pytest test: where its pytest comes from, or why it is skipped. */
export const PYTEST_NOTE =
  PYTHON_WITH_PYTEST === undefined
    ? "skipped: no python3 with pytest; .ci/run installs Debian's python3-pytest"
    : `pytest of ${PYTHON_WITH_PYTEST}`

export const pytestSpec = (extra: readonly string[] = []): JunitSpec => ({
  kind: 'junit',
  argv: [
    PYTHON_WITH_PYTEST ?? 'python3',
    '-m',
    'pytest',
    '-q',
    '-p',
    'no:cacheprovider',
    ...extra,
    '--junitxml=out/junit.xml',
  ],
  junitPath: 'out/junit.xml',
  fileArgs: 'append',
  // No third-party plugins (hypothesis, benchmark… where installed): a run starts in a third of the time.
  env: { PYTHONDONTWRITEBYTECODE: '1', PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1' },
})

export function pytestProject(): string {
  return writeFiles(tempDir('evident-junit-pytest-'), {
    'src/__init__.py': '',
    'src/dates.py': 'def parse(s):\n    return int(s)\n',
    'tests/test_dates.py': [
      'import pytest',
      'from src.dates import parse',
      '',
      'def test_ok():',
      '    assert parse("1") == 1',
      '',
      'def test_bad():',
      '    assert parse("1") == 2',
      '',
      'class TestGroup:',
      '    def test_raise(self):',
      '        parse(None)',
      '',
      '@pytest.fixture',
      'def broken():',
      '    raise RuntimeError("fixture boom")',
      '',
      'def test_err(broken):',
      '    pass',
      '',
      '@pytest.mark.skip(reason="later")',
      'def test_skip():',
      '    pass',
      '',
    ].join('\n'),
    'tests/test_broken.py': 'import nonexistent_module\n\ndef test_x():\n    pass\n',
    'tests/test_fine.py': 'def test_fine():\n    assert True\n',
    'empty/README.md': 'no tests here\n',
  })
}

/** The JUnit XML pytest writes for `files` of `root` (run directly, not through evident), e.g. to truncate it. */
export function pytestXml(root: string, files: readonly string[]): string {
  const out = join(tempDir('evident-pytest-xml-'), 'junit.xml')
  const [python = 'python3', ...args] = pytestSpec().argv.map((a) =>
    a.startsWith('--junitxml=') ? `--junitxml=${out}` : a,
  )
  spawnSync(python, [...args, ...files], { cwd: root, stdio: 'ignore', env: { ...process.env, ...pytestSpec().env } })
  return readFileSync(out, 'utf8')
}

/** A spec whose command is a short node script (run with cwd = project root). */
export function scriptSpec(script: string): JunitSpec {
  return { kind: 'junit', argv: [process.execPath, '-e', script], junitPath: 'out/junit.xml', fileArgs: 'none' }
}

/** What a pytest run of `pytestOutcomeProject` comes to, by the test file it runs. */
export const PYTEST_OUTCOMES = {
  passing: 'tests/test_pass.py',
  failing: 'tests/test_fail.py',
  'no tests': 'tests/test_none.py',
  'collection error': 'tests/test_broken.py',
} as const
export type PytestOutcome = keyof typeof PYTEST_OUTCOMES

const OUTCOME_FILES: Readonly<Record<PytestOutcome, string>> = {
  passing:
    'from src.calc import add\n\ndef test_adds():\n    assert add(1, 2) == 3\n\ndef test_zero():\n    assert add(0, 0) == 0\n',
  failing:
    'from src.calc import add\n\ndef test_adds():\n    assert add(1, 2) == 3\n\ndef test_wrong():\n    assert add(1, 1) == 3\n',
  'no tests': 'def helper():\n    return 1\n',
  'collection error': 'import nonexistent_module\n\ndef test_x():\n    pass\n',
}

/**
 * A small pytest project: `src/calc.py` and the test files of `outcomes` (all four by default), each of which runs
 * to its outcome; extra files (e.g. a `pytest.ini`) laid over them.
 */
export function pytestOutcomeProject(
  outcomes: readonly PytestOutcome[] = Object.keys(PYTEST_OUTCOMES) as PytestOutcome[],
  extra: Readonly<Record<string, string>> = {},
): string {
  const tests = Object.fromEntries(outcomes.map((o) => [PYTEST_OUTCOMES[o], OUTCOME_FILES[o]]))
  return writeFiles(tempDir('evident-junit-outcomes-'), {
    'src/__init__.py': '',
    'src/calc.py': 'def add(a, b):\n    return a + b\n',
    ...tests,
    ...extra,
  })
}
