import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { GIT_MISSING } from '../../../mcp-server/src/worktree/git.js'
import { barePath } from '../../support/bare-path.js'
import { REPO } from '../../support/fixtures.js'

describe('npm run demo without git', () => {
  it('says git is missing and how to install it, and exits 1 (no spawnSync git ENOENT)', async () => {
    // Only node, npm and the sh npm runs its script with (it finds esbuild in node_modules/.bin itself).
    const child = spawn('npm', ['run', '--silent', 'demo'], {
      cwd: REPO,
      env: { PATH: barePath(['node', 'npm', 'sh']), HOME: process.env['HOME'] ?? '/tmp' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise((done) => child.on('close', done))
    expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `npm run demo: ${GIT_MISSING}\n` })
  })
})
