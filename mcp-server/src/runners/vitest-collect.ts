import type { ErrorScope } from '../domain/vocabulary.js'
import { relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SerializedError, TestCase, TestModule, TestSuite } from 'vitest/node'
import type { StackFrame, TestFailure, TestOutcome, TestRef } from '../domain/run-report.js'
import { withMessageFrame } from './message-location.js'
import { failureSignature } from './signature.js'

/**
 * Turns vitest's reporter objects (test modules, test cases, serialized errors with parsed, source-mapped
 * `stacks`) into evidence: test outcomes keyed by (project-relative file, full name, ordinal among tests of
 * that name in the file) and errors with their scope. Only structured data is read; nothing vitest printed.
 */
export interface Collected {
  readonly tests: readonly TestOutcome[]
  readonly errors: readonly TestFailure[]
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g
const clean = (text: string): string => text.replace(ANSI, '')
const MESSAGE_MAX = 4000
const FIELD_MAX = 20_000

/** Project-relative POSIX path when inside the root, else the path as given. */
export function projectPath(root: string, file: string): string {
  const path = file.startsWith('file://') ? fileURLToPath(file) : file
  const rel = relative(root, path)
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep) || /^[A-Za-z]:/.test(rel)) return path
  return rel.split(sep).join('/')
}

function frames(root: string, error: SerializedError): StackFrame[] {
  const stacks = error.stacks ?? []
  const parsed = stacks.length > 0 || typeof error.stack !== 'string' ? stacks : parseV8Stack(error.stack)
  return parsed.map((s) => ({
    ...(s.method === '' ? {} : { functionName: s.method }),
    file: projectPath(root, s.file),
    line: s.line,
    col: s.column,
  }))
}

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/
const INTERNAL = /^node:|[\\/]node_modules[\\/](?:@vitest|vitest|tinypool)[\\/]/

/**
 * vitest gives unhandled errors no parsed `stacks`, only the V8 `stack` (already source-mapped by its
 * module runner). Its frames are read the way vitest reads them: `at fn (file:line:col)`, internals dropped.
 */
export function parseV8Stack(stack: string): { method: string; file: string; line: number; column: number }[] {
  const frames: { method: string; file: string; line: number; column: number }[] = []
  for (const line of stack.split('\n')) {
    const match = V8_FRAME.exec(line)
    if (match === null) continue
    const [, method = '', file = '', row = '0', col = '0'] = match
    if (INTERNAL.test(file) || file.includes('<anonymous>')) continue
    frames.push({ method: method.replace(/^async /, ''), file, line: Number(row), column: Number(col) })
  }
  return frames
}

const asRecord = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? clean(value).slice(0, FIELD_MAX) : undefined

export function toFailure(
  root: string,
  error: SerializedError,
  scope: ErrorScope,
  where: { test?: TestRef; file?: string },
): TestFailure {
  const name = typeof error.name === 'string' && error.name !== '' ? error.name : 'Error'
  const fullMessage = clean(typeof error.message === 'string' ? error.message : String(error.message))
  const message = fullMessage.slice(0, MESSAGE_MAX)
  // A transform (syntax) error carries vite's rollup-error details: the module, and sometimes its line and column.
  const rollup = asRecord(error['__vitest_rollup_error__'])
  const parsed = withMessageFrame(
    frames(root, error),
    { name, message: fullMessage, loc: asRecord(rollup?.['loc']), id: rollup?.['id'], transform: rollup !== undefined },
    [root],
  )
  const expected = text(error['expected'])
  const actual = text(error['actual'])
  const diff = text(error['diff'])
  return {
    scope,
    ...(where.test === undefined ? {} : { test: where.test }),
    ...(where.file === undefined ? {} : { file: where.file }),
    name,
    message,
    ...(expected === undefined ? {} : { expected }),
    ...(actual === undefined ? {} : { actual }),
    ...(diff === undefined ? {} : { diff }),
    frames: parsed,
    signature: failureSignature({ name, message, frames: parsed, file: where.file ?? where.test?.file }),
  }
}

function testOutcome(file: string, test: TestCase, ordinal: number): TestOutcome {
  const result = test.result()
  const status =
    result.state === 'pending'
      ? 'skipped'
      : result.state === 'skipped' && test.options.mode === 'todo'
        ? 'todo'
        : result.state
  const duration = test.diagnostic()?.duration
  return {
    file,
    fullName: test.fullName,
    ...(ordinal === 0 ? {} : { ordinal }),
    status,
    ...(duration === undefined ? {} : { durationMs: duration }),
  }
}

/**
 * One module: its tests, test errors, suite errors (a failing beforeAll/afterAll of a describe), and module
 * errors. A module error of a file that collected no tests is an import failure (`module`); on a file that
 * did collect tests it came from a file-level hook (`suite`).
 */
export function collectModule(root: string, module: TestModule): Collected {
  const file = projectPath(root, module.moduleId)
  const tests: TestOutcome[] = []
  const errors: TestFailure[] = []
  // Tests that share a full name are told apart by their order in the module (vitest collects in source order).
  const named = new Map<string, number>()
  for (const test of module.children.allTests()) {
    const ordinal = named.get(test.fullName) ?? 0
    named.set(test.fullName, ordinal + 1)
    const outcome = testOutcome(file, test, ordinal)
    tests.push(outcome)
    const ref: TestRef = { file, fullName: outcome.fullName, ...(ordinal === 0 ? {} : { ordinal }) }
    const result = test.result()
    if (result.state === 'failed')
      for (const e of result.errors) errors.push(toFailure(root, e, 'test', { test: ref, file }))
  }
  const suites: TestSuite[] = [...module.children.allSuites()]
  for (const suite of suites) for (const e of suite.errors()) errors.push(toFailure(root, e, 'suite', { file }))
  const moduleScope: ErrorScope = tests.length === 0 && suites.length === 0 ? 'module' : 'suite'
  for (const e of module.errors()) errors.push(toFailure(root, e, moduleScope, { file }))
  return { tests, errors }
}

export function collectRun(
  root: string,
  modules: readonly TestModule[],
  unhandled: readonly SerializedError[],
): Collected {
  const parts = modules.map((m) => collectModule(root, m))
  const unhandledErrors = unhandled.map((e) => {
    const path = e['VITEST_TEST_PATH']
    return toFailure(root, e, 'unhandled', typeof path === 'string' ? { file: projectPath(root, path) } : {})
  })
  return {
    tests: parts.flatMap((p) => p.tests),
    errors: [...parts.flatMap((p) => p.errors), ...unhandledErrors],
  }
}
