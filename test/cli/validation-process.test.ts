import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BINDING_FILE, nativeTarget } from '../../mcp-server/src/store/native.js'
import { freshBundle } from '../support/bundle-cache.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { REPO } from '../support/fixtures.js'

// Built once for the file, with the SQLite module where a plugin's data directory holds it.
const dir = mkdtempSync(join(tmpdir(), 'evident-validation-process-'))
const pluginData = join(dir, 'data')
let cliPath = ''
afterAll(() => rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  await freshBundle(REPO, join(dir, 'bundle'))
  cliPath = join(dir, 'bundle', 'cli.js')
  const built = nativeTarget({ CLAUDE_PLUGIN_DATA: pluginData }).builtBinding
  mkdirSync(dirname(built), { recursive: true })
  const own = join(dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')), 'build', 'Release')
  copyFileSync(join(own, BINDING_FILE), built)
})

function evident(
  args: readonly string[],
  env: Record<string, string>,
  cwd: string,
  stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd,
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, CLAUDE_PLUGIN_DATA: pluginData, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
      shell: false,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c))
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c))
    child.on('close', (code) => done({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

describe('evident validation (real processes, stdin inputs)', () => {
  it('runs with suspected-benign findings from stdin, then triages outcomes from stdin until the gate opens', async () => {
    const lint = ['node', '-e', "console.log('error a.ts:2 — unsafe call')"]
    const { root, git, write } = gitRepo({
      'evident.config.json': JSON.stringify({
        validation: { techniques: [{ id: 'lint', mode: 'triage', run: lint }] },
      }),
      'a.ts': 'one\ntwo\n',
    })
    git('checkout', '-q', '-b', 'feature')
    write('a.ts', 'one\nTWO\n')
    git('commit', '-q', '-am', 'feature')
    const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root }

    const run = await evident(
      ['validation', 'run', '--base', 'main', '--suspected-benign', '-'],
      env,
      root,
      'SUSPECT: info elsewhere.ts:7 — predicted benign\n',
    )
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      'validation run 1',
      expect.stringMatching(/^TECHNIQUES: derived — /),
      'SUSPECTED-BENIGN: SUSPECT: info elsewhere.ts:7 — predicted benign',
    ])
    expect((await evident(['validation', 'gate'], env, root)).code).toBe(5)

    git('commit', '-q', '--allow-empty', '-m', 'chore(validation): lint a.ts:2-2')
    const sha = git('rev-parse', 'HEAD').trim()
    const outcomes = JSON.stringify([
      { file: 'a.ts', line: 2, finding: 'unsafe call', outcome: 'documented-benign', reason: 'input is validated' },
    ])
    const triage = await evident(
      ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', '-'],
      env,
      root,
      outcomes,
    )
    expect(triage).toMatchObject({ code: 0, stderr: '' })
    expect(triage.stdout).toContain('OUTCOME(lint): documented-benign a.ts:2 — unsafe call — input is validated\n')
    const gate = await evident(['validation', 'gate'], env, root)
    expect(gate).toEqual({
      code: 0,
      stderr: '',
      stdout: `validation run 1\nPROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: none; lint triaged at ${sha.slice(0, 12)}\n`,
    })
  })
})
