import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import type { RunnerSpec } from '../domain/config.js'
import { readRegularText } from '../kernel/regular-file.js'

type Env = Readonly<Record<string, string | undefined>>

/** The test runners `evident init` recognises, in the order it looks for them. */
type RunnerKind = 'vitest' | 'jest' | 'pytest' | 'go' | 'cargo'

/**
 * What `evident init` found: the project's runner and why it thinks so, the runner entry to write (none when a
 * converter it needs is missing: `missing` says what to install), and the test-file globs of a JUnit runner.
 */
export type RunnerDetection =
  | { readonly kind: 'none'; readonly why: string }
  | {
      readonly kind: RunnerKind
      readonly why: string
      readonly runner?: RunnerSpec | undefined
      readonly testFiles?: readonly string[] | undefined
      readonly missing?: string | undefined
    }

const CONFIG_EXTENSIONS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'] as const
const VITEST_DEFAULT_CONFIGS = ['vitest', 'vite'].flatMap((name) =>
  CONFIG_EXTENSIONS.map((ext) => `${name}.config.${ext}`),
)

function readJson(path: string): Readonly<Record<string, unknown>> | undefined {
  try {
    const value: unknown = JSON.parse(readRegularText(path))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function readText(path: string): string {
  try {
    return readRegularText(path)
  } catch {
    return ''
  }
}

const onPath = (env: Env, tool: string): boolean =>
  (env['PATH'] ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, tool)))

/** The package.json scripts that run `tool` (as a word). */
function scriptsRunning(pkg: Readonly<Record<string, unknown>> | undefined, tool: string): readonly string[] {
  const scripts = pkg?.['scripts']
  if (typeof scripts !== 'object' || scripts === null) return []
  return Object.values(scripts).filter(
    (s): s is string => typeof s === 'string' && new RegExp(`(^|[\\s/;&|])${tool}(\\s|$)`).test(s),
  )
}

/** `--config <file>` / `-c <file>` / `--config=<file>` in a script. */
function configFlag(script: string): string | undefined {
  return /(?:--config[=\s]|-c\s)\s*["']?([^\s"']+)/.exec(script)?.[1]
}

function vitest(root: string, pkg: Readonly<Record<string, unknown>> | undefined): RunnerDetection | undefined {
  if (!existsSync(join(root, 'node_modules', 'vitest', 'package.json'))) return undefined
  const defaults = VITEST_DEFAULT_CONFIGS.filter((file) => existsSync(join(root, file)))
  const scripts = scriptsRunning(pkg, 'vitest')
  if (defaults.length === 0 && scripts.length === 0) return undefined
  const flagged = scripts.map(configFlag).find((file) => file !== undefined)
  const config = flagged !== undefined && !VITEST_DEFAULT_CONFIGS.includes(flagged) ? flagged : undefined
  return {
    kind: 'vitest',
    why: `node_modules/vitest and ${defaults[0] ?? `the package.json script "${scripts[0] ?? ''}"`}`,
    runner: config === undefined ? { kind: 'vitest' } : { kind: 'vitest', config },
  }
}

function jest(root: string, pkg: Readonly<Record<string, unknown>> | undefined): RunnerDetection | undefined {
  if (!existsSync(join(root, 'node_modules', 'jest', 'package.json'))) return undefined
  const configs = CONFIG_EXTENSIONS.map((ext) => `jest.config.${ext}`).filter((f) => existsSync(join(root, f)))
  const scripts = scriptsRunning(pkg, 'jest')
  if (configs.length === 0 && scripts.length === 0 && pkg?.['jest'] === undefined) return undefined
  const why = `node_modules/jest and ${configs[0] ?? (scripts.length > 0 ? 'a package.json script' : 'package.json "jest"')}`
  const testFiles = ['**/__tests__/**', '**/*.test.{js,jsx,ts,tsx,mjs,cjs}', '**/*.spec.{js,jsx,ts,tsx,mjs,cjs}']
  if (!existsSync(join(root, 'node_modules', 'jest-junit', 'package.json')))
    return { kind: 'jest', why, testFiles, missing: 'jest-junit (npm install --save-dev jest-junit)' }
  return {
    kind: 'jest',
    why,
    testFiles,
    runner: {
      kind: 'junit',
      argv: ['node_modules/.bin/jest', '--ci', '--reporters=default', '--reporters=jest-junit'],
      env: { JEST_JUNIT_OUTPUT_FILE: '{junitPath}' },
      fileArgs: 'append',
    },
  }
}

function pytest(root: string): RunnerDetection | undefined {
  const marker =
    ['pytest.ini', 'conftest.py'].find((f) => existsSync(join(root, f))) ??
    (/^\[tool\.pytest/m.test(readText(join(root, 'pyproject.toml'))) ? 'pyproject.toml [tool.pytest…]' : undefined) ??
    (/^\[tool:pytest\]/m.test(readText(join(root, 'setup.cfg'))) ? 'setup.cfg [tool:pytest]' : undefined) ??
    (/^\[pytest\]/m.test(readText(join(root, 'tox.ini'))) ? 'tox.ini [pytest]' : undefined) ??
    (safeList(join(root, 'tests')).some((f) => /^test_.*\.py$/.test(f)) ? 'tests/test_*.py' : undefined)
  if (marker === undefined) return undefined
  return {
    kind: 'pytest',
    why: marker,
    testFiles: ['**/test_*.py', '**/*_test.py', '**/conftest.py'],
    runner: { kind: 'junit', argv: ['python3', '-m', 'pytest', '-q', '--junitxml={junitPath}'], fileArgs: 'append' },
  }
}

function safeList(dir: string): readonly string[] {
  try {
    return readdirSync(dir)
  } catch {
    return []
  }
}

function go(root: string, env: Env): RunnerDetection | undefined {
  if (!existsSync(join(root, 'go.mod'))) return undefined
  const testFiles = ['**/*_test.go']
  // go test takes packages, not files: every run is the whole module.
  if (onPath(env, 'gotestsum'))
    return {
      kind: 'go',
      why: 'go.mod, gotestsum on PATH',
      testFiles,
      runner: { kind: 'junit', argv: ['gotestsum', '--junitfile', '{junitPath}', '--', './...'], fileArgs: 'none' },
    }
  if (onPath(env, 'go-junit-report'))
    return {
      kind: 'go',
      why: 'go.mod, go-junit-report on PATH',
      testFiles,
      runner: {
        kind: 'junit',
        argv: ['sh', '-c', 'go test -v ./... 2>&1 | go-junit-report -set-exit-code > {junitPath}'],
        fileArgs: 'none',
      },
    }
  return {
    kind: 'go',
    why: 'go.mod',
    testFiles,
    missing: 'gotestsum (go install gotest.tools/gotestsum@latest) or go-junit-report',
  }
}

function cargo(root: string, env: Env): RunnerDetection | undefined {
  if (!existsSync(join(root, 'Cargo.toml'))) return undefined
  const testFiles = ['tests/**/*.rs']
  if (!onPath(env, 'cargo2junit'))
    return { kind: 'cargo', why: 'Cargo.toml', testFiles, missing: 'cargo2junit (cargo install cargo2junit)' }
  return {
    kind: 'cargo',
    why: 'Cargo.toml, cargo2junit on PATH',
    testFiles,
    runner: {
      kind: 'junit',
      argv: ['sh', '-c', 'cargo test -- -Z unstable-options --format json --report-time | cargo2junit > {junitPath}'],
      fileArgs: 'none',
    },
  }
}

/** The project's test runner, looked for in this order: vitest, jest, pytest, go test, cargo. */
export function detectRunner(root: string, env: Env): RunnerDetection {
  const pkg = readJson(join(root, 'package.json'))
  return (
    vitest(root, pkg) ??
    jest(root, pkg) ??
    pytest(root) ??
    go(root, env) ??
    cargo(root, env) ?? {
      kind: 'none',
      why: 'no vitest or jest in node_modules, no pytest configuration, go.mod or Cargo.toml',
    }
  )
}
