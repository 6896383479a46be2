import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineWriter } from '../../mcp-server/src/cli/stdio.js'
import { freshBundle } from '../support/bundle-cache.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { writeFile } from '../support/vdd-project.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'

let cliPath = ''
// Built once for the file (tempDir() is cleaned after each test).
const dir = mkdtempSync(join(tmpdir(), 'evident-cli-epipe-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  const out = join(dir, 'bundle')
  // The plugin's layout: node_modules (better-sqlite3's binding) beside bundle/.
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir')
  await freshBundle(REPO, out)
  cliPath = join(out, 'cli.js')
})

interface Closed {
  readonly code: number | null
  readonly stderr: string
}

/** `evident <args> | head -0`, deterministically: the reader of stdout is gone before the CLI writes a byte. */
function withStdoutClosed(args: readonly string[], env: Record<string, string>, cwd: string): Promise<Closed> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd,
      env: { PATH: process.env['PATH'] ?? '', HOME: cwd, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
    })
    child.stdout.destroy()
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr += c
    })
    child.on('close', (code) => done({ code, stderr }))
  })
}

const noTrace = (run: Closed): void => {
  expect(run.stderr).not.toMatch(/EPIPE|Unhandled 'error'|\n\s+at /)
}

describe('evident with its stdout closed early (a pipe into head)', () => {
  it('exits with the command’s own code and no stack trace: --help, db path', async () => {
    const home = tempDir()
    const env = { EVIDENT_DB: join(home, 'e.sqlite') }
    for (const args of [['--help'], ['vdd', '--help'], ['db', 'path']]) {
      const run = await withStdoutClosed(args, env, home)
      noTrace(run)
      expect(run.code, args.join(' ')).toBe(0)
    }
  })

  it('validation record prints a recorded run into a closed pipe quietly (exit 0)', async () => {
    const { root } = gitRepo({
      'evident.config.json': JSON.stringify({ validation: { techniques: [{ id: 'ok', run: ['node', '-e', ''] }] } }),
      'a.txt': 'a\n',
    })
    const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root }
    expect((await cli(['validation', 'run'], env, root)).code).toBe(0)
    const run = await withStdoutClosed(['validation', 'record'], env, root)
    noTrace(run)
    expect(run.code).toBe(0)
  })

  it('vdd still verifies, records and writes its report, then exits with the verdict’s code', async () => {
    const root = tempDir('evident-epipe-vdd-')
    writeFile(root, 'ai/beans/BEAN-001-x/bean.md', '## Acceptance Criteria\n- [ ] (file:a.txt) a exists\n')
    writeFile(root, 'a.txt', 'a\n')
    const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite') }
    const run = await withStdoutClosed(['vdd', '1'], env, root)
    noTrace(run)
    expect(run.code).toBe(0)
    expect(readFileSync(join(root, 'ai/outputs/tech-qa/vdd-001.md'), 'utf8')).toContain('**Aggregate verdict:** PASS')
    const sessions = await withStdoutClosed(['sessions'], env, root)
    noTrace(sessions)
    expect(sessions.code).toBe(0)
    expect(existsSync(env.EVIDENT_DB)).toBe(true)
  })
})

describe('evident with stdout on a full device', () => {
  it.skipIf(!existsSync('/dev/full'))('says once that stdout failed and exits 1 instead of 0', async () => {
    const fd = openSync('/dev/full', 'w')
    const run = await new Promise<Closed>((done) => {
      const child = spawn(process.execPath, [cliPath, '--help'], { stdio: ['ignore', fd, 'pipe'], shell: false })
      let stderr = ''
      child.stderr?.setEncoding('utf8').on('data', (c: string) => {
        stderr += c
      })
      child.on('close', (code) => done({ code, stderr }))
    })
    closeSync(fd)
    expect(run).toEqual({
      code: 1,
      stderr: 'evident: cannot write to stdout (ENOSPC); the rest of the output is lost\n',
    })
  })
})

describe('lineWriter', () => {
  it('says another write error once and then drops the lines', async () => {
    const failing = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('no space left'), { code: 'ENOSPC' }))
      },
    })
    const said: string[] = []
    const out = lineWriter(failing, (error) => said.push(error.code ?? ''))
    out('one')
    await new Promise((r) => setImmediate(r))
    out('two')
    await new Promise((r) => setImmediate(r))
    expect(said).toEqual(['ENOSPC'])
  })
})
