import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshBundle } from '../support/bundle-cache.js'
import { REPO } from '../support/fixtures.js'

let cliPath = ''
// Built once for the file (tempDir() is cleaned after each test).
const dir = mkdtempSync(join(tmpdir(), 'evident-cli-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  const out = join(dir, 'bundle')
  await freshBundle(REPO, out)
  cliPath = join(out, 'cli.js')
})

function evident(
  args: readonly string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cliPath, ...args], { stdio: ['pipe', 'pipe', 'pipe'], shell: false })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      stdout += c
    })
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr += c
    })
    child.on('close', (code) => done({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

describe('evident findings (real process, stdin pipeline)', () => {
  it('normalizes stdin and filters the digest read from stdin', async () => {
    const normalized = await evident(
      ['findings', 'normalize'],
      'error /repo/src/a.ts:4 — in\nwarning src/a.ts:40 — out\n',
    )
    expect(normalized.code).toBe(0)
    const filtered = await evident(
      ['findings', 'filter', '--scope', 'src/a.ts:1-10', '--repo-root', '/repo'],
      normalized.stdout,
    )
    expect(filtered).toEqual({
      code: 0,
      stdout: '[{"file":"/repo/src/a.ts","line":4,"severity":"error","finding":"in"}]\n',
      stderr: expect.stringMatching(/^dropped "src\/a\.ts":40 — outside the scope\nfilter-findings: kept 1, dropped 1/),
    })
  })

  it('exits 2 for one bad line read from stdin', async () => {
    const run = await evident(['findings', 'normalize'], 'error a.ts:1 — fine\nnonsense\n')
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'normalize-findings: line 2: not "<severity> <file>:<line> — <finding>[ | <fix>]"\n',
    })
  })
})
