import { describe, expect, it } from 'vitest'
import { parseStackText, projectRelative } from '../../mcp-server/src/runners/stack-text.js'

const ROOTS = ['/home/dev/app', '/real/app']

describe('parseStackText', () => {
  it('reads V8 frames innermost first, project-relative, without framework frames', () => {
    const text = [
      'Error: expect(received).toBe(expected)',
      '    at Object.toBe (/home/dev/app/node_modules/expect/build/index.js:218:22)',
      '    at parse (/home/dev/app/src/dates.ts:3:11)',
      '    at Object.<anonymous> (/real/app/test/dates.test.ts:7:5)',
      '    at async Promise.all (index 0)',
      '    at file:///home/dev/app/test/setup.mjs:2:1',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n')
    expect(parseStackText(text, ROOTS)).toEqual([
      { functionName: 'parse', file: 'src/dates.ts', line: 3, col: 11 },
      { functionName: 'Object.<anonymous>', file: 'test/dates.test.ts', line: 7, col: 5 },
      { file: 'test/setup.mjs', line: 2, col: 1 },
    ])
  })

  it('keeps framework frames when no project frame exists', () => {
    const frames = parseStackText('    at run (node:internal/main:1:2)', ROOTS)
    expect(frames).toEqual([{ functionName: 'run', file: 'node:internal/main', line: 1, col: 2 }])
  })

  it('returns no frames for text without a stack', () => {
    expect(parseStackText('AssertionError: expected 1 to be 2', ROOTS)).toEqual([])
  })
})

describe('projectRelative', () => {
  it('makes paths under either root relative and leaves others as they are', () => {
    expect(projectRelative('/real/app/src/a.ts', ROOTS)).toBe('src/a.ts')
    expect(projectRelative('./src/../src/a.ts', ROOTS)).toBe('src/a.ts')
    expect(projectRelative('/usr/lib/python3/x.py', ROOTS)).toBe('/usr/lib/python3/x.py')
    expect(projectRelative('/home/dev/application/x.py', ROOTS)).toBe('/home/dev/application/x.py')
  })
})
