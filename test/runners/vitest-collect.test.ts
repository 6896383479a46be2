import { describe, expect, it } from 'vitest'
import { parseV8Stack, projectPath, toFailure } from '../../mcp-server/src/runners/vitest-collect.js'

describe('vitest-collect', () => {
  it('makes paths inside the root project-relative and leaves others alone', () => {
    expect(projectPath('/p', '/p/test/a.test.ts')).toBe('test/a.test.ts')
    expect(projectPath('/p', 'file:///p/src/x.ts')).toBe('src/x.ts')
    expect(projectPath('/p', '/elsewhere/x.ts')).toBe('/elsewhere/x.ts')
    expect(projectPath('/p', '/pp/x.ts')).toBe('/pp/x.ts')
  })

  it('reads V8 stack frames and drops runner internals', () => {
    const stack = [
      'Error: leaked rejection',
      '    at /p/test/leak.test.ts:4:23',
      '    at check (/p/src/x.ts:10:5)',
      '    at async load (/p/src/y.ts:2:1)',
      '    at file:///p/node_modules/@vitest/runner/dist/chunk.js:302:11',
      '    at new Promise (<anonymous>)',
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n')
    expect(parseV8Stack(stack)).toEqual([
      { method: '', file: '/p/test/leak.test.ts', line: 4, column: 23 },
      { method: 'check', file: '/p/src/x.ts', line: 10, column: 5 },
      { method: 'load', file: '/p/src/y.ts', line: 2, column: 1 },
    ])
  })

  it('turns a serialized error into a failure with clean text, relative frames and a signature', () => {
    const failure = toFailure(
      '/p',
      {
        name: 'AssertionError',
        message: '\u001b[31mexpected 3 to be 4\u001b[39m',
        expected: '4',
        actual: '3',
        diff: '\u001b[32m- 4\u001b[39m',
        stacks: [
          { method: 'helper', file: '/p/src/h.ts', line: 3, column: 9 },
          { method: '', file: '/p/test/a.test.ts', line: 7, column: 2 },
        ],
      },
      'test',
      { test: { file: 'test/a.test.ts', fullName: 'a' }, file: 'test/a.test.ts' },
    )
    expect(failure).toEqual({
      scope: 'test',
      test: { file: 'test/a.test.ts', fullName: 'a' },
      file: 'test/a.test.ts',
      name: 'AssertionError',
      message: 'expected 3 to be 4',
      expected: '4',
      actual: '3',
      diff: '- 4',
      frames: [
        { functionName: 'helper', file: 'src/h.ts', line: 3, col: 9 },
        { file: 'test/a.test.ts', line: 7, col: 2 },
      ],
      signature: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
  })
})
