import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { StackFrame } from '../../mcp-server/src/domain/run-report.js'
import { messageLocation, withMessageFrame } from '../../mcp-server/src/runners/message-location.js'
import { tempDir } from '../support/store.js'

/** A project with a test file, a source file and a dependency; plus a file beside it, outside. */
function project(): { root: string; outside: string } {
  const root = join(tempDir(), 'project')
  for (const file of ['test/x.test.ts', 'src/parse.ts', 'node_modules/dep/index.js']) {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), '// fixture\n')
  }
  const outside = join(root, '..', 'elsewhere.ts')
  writeFileSync(outside, '// fixture\n')
  symlinkSync(outside, join(root, 'test', 'linked.test.ts'))
  return { root, outside }
}

const ESBUILD: readonly StackFrame[] = [
  { functionName: 'failureErrorWithLog', file: 'node_modules/esbuild/lib/main.js', line: 1463, col: 15 },
]

describe('messageLocation', () => {
  it("reads esbuild's `file:line:col: ERROR:` (vite ≤ 7)", () => {
    const { root } = project()
    const message = `Transform failed with 1 error:\n${root}/test/x.test.ts:13:17: ERROR: Expected "}" but found ","`
    expect(messageLocation({ name: 'Error', message }, [root])).toEqual({
      file: 'test/x.test.ts',
      line: 13,
      col: 17,
      source: 'message',
    })
  })

  it("reads oxc's code frame with a project-relative path (vite 8)", () => {
    const { root } = project()
    const message = '[PARSE_ERROR] Unexpected token\n    ╭─[ test/x.test.ts:13:10 ]\n 13 │     b: 1,,\n'
    expect(messageLocation({ name: 'Error', message }, [root])).toMatchObject({ file: 'test/x.test.ts', line: 13 })
  })

  it("reads Babel's `file: message (line:col)`", () => {
    const { root } = project()
    const message = `${root}/src/parse.ts: Unexpected token, expected "," (5:31)`
    expect(messageLocation({ name: 'SyntaxError', message }, [root])).toEqual({
      file: 'src/parse.ts',
      line: 5,
      col: 31,
      source: 'message',
    })
  })

  it("prefers the runner's structured location to the message text", () => {
    const { root } = project()
    const loc = { file: join(root, 'src/parse.ts'), line: 2, column: 4 }
    const message = `${root}/test/x.test.ts:13:17: ERROR: x`
    expect(messageLocation({ name: 'Error', message, loc }, [root])).toMatchObject({ file: 'src/parse.ts', line: 2 })
  })

  it('falls back to the file an unresolved import was imported from, with no line', () => {
    const { root } = project()
    const message = `Cannot find module '../src/missing.js' imported from ${root}/test/x.test.ts`
    expect(messageLocation({ name: 'Error', message }, [root])).toEqual({ file: 'test/x.test.ts', source: 'message' })
  })

  it('never points outside the project: another folder, a symlink leaving it, node_modules, a missing file', () => {
    const { root, outside } = project()
    for (const message of [
      `${outside}:1:1: ERROR: x`,
      `${root}/test/linked.test.ts:1:1: ERROR: x`,
      `${root}/node_modules/dep/index.js:1:1: ERROR: x`,
      `${root}/test/gone.test.ts:1:1: ERROR: x`,
      '../elsewhere.ts:1:1: ERROR: x',
      'connect ECONNREFUSED 127.0.0.1:5432',
    ]) {
      expect(messageLocation({ name: 'Error', message }, [root]), message).toBeUndefined()
    }
  })
})

describe('withMessageFrame', () => {
  it("puts the message location before a syntax error's bundler frames", () => {
    const { root } = project()
    const message = `Transform failed with 1 error:\n${root}/test/x.test.ts:13:17: ERROR: Unexpected ","`
    expect(withMessageFrame(ESBUILD, { name: 'Error', message }, [root])).toEqual([
      { file: 'test/x.test.ts', line: 13, col: 17, source: 'message' },
      ...ESBUILD,
    ])
  })

  it("leaves an assertion's frames alone: a path in its message is not where it failed", () => {
    const { root } = project()
    const own: readonly StackFrame[] = [{ file: 'test/x.test.ts', line: 3, col: 5 }]
    const message = `expected '${root}/src/parse.ts:5:1' to be 'x'`
    expect(withMessageFrame(own, { name: 'AssertionError', message }, [root])).toBe(own)
  })

  it('adds nothing when the message names no location in the project', () => {
    const { root } = project()
    expect(withMessageFrame(ESBUILD, { name: 'Error', message: 'Transform failed' }, [root])).toBe(ESBUILD)
  })
})
