import { describe, expect, it } from 'vitest'
import type { StackFrame } from '../../mcp-server/src/domain/run-report.js'
import {
  assertionShape,
  failureSignature,
  isFrameworkFrame,
  topProjectFrame,
} from '../../mcp-server/src/runners/signature.js'

const frames: readonly StackFrame[] = [
  { functionName: 'Proxy.toBe', file: 'node_modules/@vitest/expect/dist/index.js', line: 1200, col: 3 },
  { functionName: 'parseDate', file: 'src/dates.ts', line: 12, col: 9 },
  { functionName: 'anonymous', file: 'test/dates.test.ts', line: 4, col: 5 },
]
const base = { name: 'AssertionError', message: 'expected 1 to be 2', frames }

describe('failureSignature', () => {
  it('gives the same 16-hex signature for the same failure', () => {
    const signature = failureSignature(base)
    expect(signature).toMatch(/^[0-9a-f]{16}$/)
    expect(failureSignature({ ...base, frames: [...frames] })).toBe(signature)
  })

  it('ignores the literal values in the message', () => {
    expect(failureSignature({ ...base, message: 'expected 41 to be 42.5' })).toBe(failureSignature(base))
    expect(failureSignature({ ...base, message: "expected 'abc' to be 'abd'" })).toBe(
      failureSignature({ ...base, message: 'expected "x" to be "y y"' }),
    )
    expect(failureSignature({ ...base, message: 'expected { a: 1, b: [ 2 ] } to deeply equal { a: 3 }' })).toBe(
      failureSignature({ ...base, message: 'expected { z: "q" } to deeply equal { a: { b: 1 } }' }),
    )
  })

  it('ignores line and column numbers of the frames', () => {
    const moved = frames.map((f) => ({ ...f, line: (f.line ?? 0) + 10, col: 1 }))
    expect(failureSignature({ ...base, frames: moved })).toBe(failureSignature(base))
  })

  it('differs when the error name differs', () => {
    expect(failureSignature({ ...base, name: 'TypeError' })).not.toBe(failureSignature(base))
  })

  it('differs when the assertion shape differs', () => {
    expect(failureSignature({ ...base, message: 'expected 1 to equal 2' })).not.toBe(failureSignature(base))
    expect(failureSignature({ ...base, message: 'expected "1" to be 2' })).not.toBe(failureSignature(base))
  })

  it('differs when the top project frame is in another file', () => {
    const other = frames.map((f) => (f.file === 'src/dates.ts' ? { ...f, file: 'src/times.ts' } : f))
    expect(failureSignature({ ...base, frames: other })).not.toBe(failureSignature(base))
  })

  it('differs when the top project frame is another function', () => {
    const other = frames.map((f) => (f.file === 'src/dates.ts' ? { ...f, functionName: 'formatDate' } : f))
    expect(failureSignature({ ...base, frames: other })).not.toBe(failureSignature(base))
  })

  it("includes the error's file when no frame is the project's: two syntax errors in two files differ", () => {
    const esbuild: readonly StackFrame[] = [
      { functionName: 'failureErrorWithLog', file: 'node_modules/esbuild/lib/main.js', line: 1463, col: 15 },
    ]
    const syntax = {
      name: 'Error',
      message: 'Transform failed with 1 error: Expected "}" but found ","',
      frames: esbuild,
    }
    expect(failureSignature({ ...syntax, file: 'test/a.test.ts' })).not.toBe(
      failureSignature({ ...syntax, file: 'test/b.test.ts' }),
    )
    expect(failureSignature({ ...syntax, file: 'test/a.test.ts' })).toBe(
      failureSignature({ ...syntax, file: 'test/a.test.ts' }),
    )
  })

  it("leaves the signature of an error with a project frame as it was: the frame's file, not the error's", () => {
    expect(failureSignature({ ...base, file: 'test/dates.test.ts' })).toBe(failureSignature(base))
  })

  it('skips framework frames when choosing the top frame', () => {
    const otherFramework = frames.map((f, i) =>
      i === 0 ? { ...f, functionName: 'Assertion.equal', file: 'node:internal/x' } : f,
    )
    expect(failureSignature({ ...base, frames: otherFramework })).toBe(failureSignature(base))
  })
})

describe('assertionShape', () => {
  it('reduces literals to their types and keeps null and undefined', () => {
    expect(assertionShape('expected [ 1, 2 ] to deeply equal { a: true }')).toBe(
      'expected <array> to deeply equal <object>',
    )
    expect(assertionShape('expected false to be null, got undefined')).toBe(
      'expected <boolean> to be null, got undefined',
    )
    expect(assertionShape("assert 'x' == 3.5e3")).toBe('assert <string> == <number>')
  })

  it('normalises temp paths and long hex ids that change from run to run', () => {
    const one = assertionShape('ENOENT: no such file /tmp/evident-test-Xa81bQ/data.json for id 3f2a9c81d4e5b6a7')
    const two = assertionShape('ENOENT: no such file /tmp/evident-test-pp0Lk2/data.json for id 0b1c2d3e4f5a6b7c')
    expect(one).toBe('ENOENT: no such file <path> for id <id>')
    expect(two).toBe(one)
    expect(assertionShape('row 123e4567-e89b-12d3-a456-426614174000 missing')).toBe('row <id> missing')
  })

  it('keeps apostrophes inside words', () => {
    expect(assertionShape("can't parse 'x'")).toBe("can't parse <string>")
  })
})

describe('isFrameworkFrame', () => {
  it('recognises runtime, dependency, vitest and pytest frames', () => {
    for (const file of [
      'node:internal/process/task_queues',
      'internal/timers.js',
      'node_modules/chai/index.js',
      '/home/u/p/node_modules/@vitest/runner/dist/index.js',
      '/usr/lib/python3/dist-packages/_pytest/python.py',
      '/usr/lib/python3/dist-packages/pluggy/_callers.py',
      '/usr/lib/python3.12/unittest/case.py',
    ])
      expect(isFrameworkFrame(file), file).toBe(true)
  })

  it("treats project files as the project's own", () => {
    for (const file of ['src/dates.ts', 'test/dates.test.ts', 'tests/test_dates.py', 'app/vitest-helpers.ts']) {
      expect(isFrameworkFrame(file), file).toBe(false)
    }
  })

  it('finds the top project frame', () => {
    expect(topProjectFrame(frames)?.file).toBe('src/dates.ts')
    expect(topProjectFrame(frames.slice(0, 1))).toBeUndefined()
  })
})
