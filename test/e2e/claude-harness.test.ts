import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import { runSession } from '../support/e2e/session.js'

beforeAll(() => {
  ensureClaude()
})

describe('scripted model server', () => {
  it('drives the real Claude Code binary through a tool call and reads the tool result back', async () => {
    const work = tempDir('evident-harness-')
    const project = join(work, 'project')
    mkdirSync(project)
    const session = await runSession({
      project,
      home: join(work, 'home'),
      prompt: 'write the greeting',
      route: (c) => (c.prompt.includes('write the greeting') ? 'main' : undefined),
      scripts: {
        main: [
          () => ({ tool: 'Write', input: { file_path: join(project, 'hello.txt'), content: 'hello\n' } }),
          (c) => ({ text: `done: ${c.results.at(-1)?.text ?? ''}` }),
        ],
      },
    })
    expect(session.ran.code, session.diagnosis).toBe(0)
    expect(existsSync(join(project, 'hello.txt')), session.diagnosis).toBe(true)
    expect(readFileSync(join(project, 'hello.txt'), 'utf8')).toBe('hello\n')
    expect(
      session.model.log.map((e) => e.step),
      session.diagnosis,
    ).toEqual([0, 1])
    expect(JSON.parse(session.ran.stdout)).toMatchObject({ result: expect.stringContaining('done:') })
  })
})
