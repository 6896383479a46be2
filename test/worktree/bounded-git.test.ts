import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { boundedGit, snapshotGitLimitMs } from '../../mcp-server/src/worktree/bounded-git.js'
import { tempDir } from '../support/store.js'

const saved = process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS']
const fifos: string[] = []
afterEach(() => {
  if (saved === undefined) delete process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS']
  else process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS'] = saved
  for (const fifo of fifos.splice(0)) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
    } catch {
      // Nobody is blocked on it.
    }
    rmSync(fifo, { force: true })
  }
})

/** Live processes whose command line mentions `text`. */
const processesWith = (text: string): string[] =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((p) => {
      try {
        const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8')
        const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
        return cmd.includes(text) && !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z') ? [cmd] : []
      } catch {
        return []
      }
    })

describe('boundedGit', () => {
  it('takes its limit from EVIDENT_SNAPSHOT_TIMEOUT_MS, else 20 s', () => {
    expect(snapshotGitLimitMs({})).toBe(20_000)
    expect(snapshotGitLimitMs({ EVIDENT_SNAPSHOT_TIMEOUT_MS: '1500' })).toBe(1500)
    expect(snapshotGitLimitMs({ EVIDENT_SNAPSHOT_TIMEOUT_MS: 'soon' })).toBe(20_000)
    expect(snapshotGitLimitMs({ EVIDENT_SNAPSHOT_TIMEOUT_MS: '0' })).toBe(20_000)
  })

  it('runs git and returns its output', () => {
    const run = boundedGit(['--version'], { env: process.env })
    expect(run).toMatchObject({ status: 0, timedOut: false })
    expect(run.stdout.toString()).toMatch(/^git version/)
  })

  it('kills a git that blocks at the limit, says so, and leaves no git behind', () => {
    const repo = tempDir('evident-bounded-')
    execFileSync('git', ['init', '-q', repo])
    const index = join(repo, '.git', 'index')
    execFileSync('mkfifo', [index])
    fifos.push(index)
    process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS'] = '1000'
    const run = boundedGit(['-C', repo, 'ls-files'], { env: process.env })
    expect(run).toMatchObject({ status: null, timedOut: true })
    expect(run.error).toBe('it did not finish within 1000 ms and was killed')
    expect(processesWith(repo)).toEqual([])
  })
})
