import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'
import { writeFile } from '../support/vdd-project.js'
import { scaled } from '../support/time.js'

/**
 * `evident vdd --file` reads only a document inside the repository, by the rule the MCP tool vdd applies to the same
 * path (kernel/containment.ts): a `..` out, an absolute path outside, a symbolic link leading out are refused as bad
 * input (exit 3, docs/cli.md), nothing is read and no report is written. Real processes: the built CLI and server.
 */
useBuiltStore('dist/mcp-server/src/entry/main.js')
const CLI = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'cli.js')
const CRITERIA = '# Outside\n\n## Acceptance Criteria\n\n- [ ] (file:src/math.js) exists\n'

interface Ran {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

function vdd(cwd: string, args: readonly string[]): Promise<Ran> {
  expect(existsSync(CLI), 'run `npm run build` first (npm test does)').toBe(true)
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, 'vdd', ...args], {
      cwd,
      shell: false,
      timeout: scaled(60_000),
      killSignal: 'SIGKILL',
      env: { PATH: process.env['PATH'] ?? '', HOME: cwd, EVIDENT_DB: join(tempDir(), 'evident.sqlite') },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code, signal) => done({ code, signal, stdout, stderr }))
  })
}

/** A repository and, beside it, `outside/bean.md`: a document with criteria that is not the repository's. */
function repoWithNeighbour(): { readonly root: string; readonly outside: string } {
  const parent = tempDir('evident-vdd-outside-')
  const root = join(parent, 'repo')
  mkdirSync(root)
  writeFile(root, 'src/math.js', 'export const add = (a, b) => a + b\n')
  mkdirSync(join(parent, 'outside'))
  const outside = join(parent, 'outside', 'bean.md')
  writeFileSync(outside, CRITERIA)
  return { root, outside }
}

describe('evident vdd --file outside the repository', () => {
  it('is refused like the MCP tool refuses it: exit 3, the reason on stderr, no report', async () => {
    const { root, outside } = repoWithNeighbour()
    symlinkSync(outside, join(root, 'linked.md'))
    for (const file of ['../outside/bean.md', outside, 'linked.md']) {
      const ran = await vdd(root, ['--file', file])
      expect(ran.signal).toBeNull()
      expect(ran.code, `${file}: ${ran.stderr}`).toBe(3)
      expect(ran.stdout).toBe('')
      expect(ran.stderr).toContain(`--file ${file}: `)
      expect(ran.stderr).toMatch(/outside the repository|a symbolic link, which is never evidence/)
    }
    expect(existsSync(join(root, 'ai/outputs/tech-qa'))).toBe(false)

    // The MCP tool, given the same path for the same repository, refuses it for the same reason.
    const server = startServer({ root })
    await initialize(server)
    callTool(server, 2, 'vdd', { file: '../outside/bean.md' })
    const answer = JSON.stringify((await server.next(withId(2)))['result'])
    expect(answer).toContain('outside the repository')
    expect(existsSync(join(root, 'ai/outputs/tech-qa'))).toBe(false)
  })

  it('still verifies a document inside the repository, named relatively from a subfolder or absolutely', async () => {
    const { root } = repoWithNeighbour()
    writeFile(root, 'docs/spec.md', CRITERIA)
    mkdirSync(join(root, 'sub'))
    for (const [cwd, file] of [
      [join(root, 'sub'), '../docs/spec.md'],
      [root, join(root, 'docs/spec.md')],
    ] as const) {
      const ran = await vdd(cwd, ['--file', file, '--repo-root', root])
      expect(ran.code, ran.stderr).toBe(0)
      expect(ran.stdout).toContain('Aggregate verdict: PASS')
    }
    expect(existsSync(join(root, 'ai/outputs/tech-qa/vdd-file-docs-spec.md'))).toBe(true)
  })
})
