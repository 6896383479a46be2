import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { barePath } from '../support/bare-path.js'
import { REPO } from '../support/fixtures.js'

/**
 * `.ci/run`, the CI entry point: root or sudo, git first, then the README's test command. Its dry mode
 * (EVIDENT_CI_DRY_RUN=1) prints the install commands instead of running them and stops before npm, so the script runs
 * here for real on a PATH that lacks git and the other system packages, with `id` and `sudo` stand-ins.
 */
const SCRIPT = join(REPO, '.ci', 'run')
const text = readFileSync(SCRIPT, 'utf8')
const TOOLS = ['bash', 'node', 'npm', 'dirname', 'env']

function dryRun(scripts: Readonly<Record<string, string>>): { code: number | null; out: string; err: string } {
  const ran = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: { PATH: barePath(TOOLS, scripts), HOME: process.env['HOME'] ?? '/tmp', EVIDENT_CI_DRY_RUN: '1' },
  })
  return { code: ran.status, out: ran.stdout, err: ran.stderr }
}

const installs = (out: string): string[] => out.split('\n').filter((line) => line.startsWith('would run: '))

describe('.ci/run', () => {
  it('is valid bash', () => {
    expect(spawnSync('bash', ['-n', SCRIPT], { encoding: 'utf8' })).toMatchObject({ status: 0, stderr: '' })
  })

  it("ends with exactly the README's test command", () => {
    expect(readFileSync(join(REPO, 'README.md'), 'utf8')).toContain('\nnpm test        #')
    expect(text.trimEnd().split('\n').at(-1)).toBe('npm test')
  })

  it('installs system packages only through $SUDO, in one place', () => {
    const aptLines = text.split('\n').filter((line) => /\bapt-get\b/.test(line) && !line.trimStart().startsWith('#'))
    expect(aptLines.filter((line) => !line.includes('echo '))).toEqual([
      '  $SUDO apt-get update && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"',
    ])
  })

  it('as root, installs git first when it is missing, then the test tools, and would run npm ci and npm test', () => {
    const ran = dryRun({ id: 'echo 0' })
    expect(ran.code).toBe(0)
    const lines = installs(ran.out)
    expect(lines[0]).toBe('would run: apt-get install -y git')
    expect(lines.slice(1, -1)).toEqual([
      'would run: apt-get install -y python3-pytest',
      'would run: apt-get install -y rsync ruby gawk ed vim-tiny patch make unzip zip perl',
      'would run: apt-get install -y bubblewrap socat',
    ])
    expect(lines.at(-1)).toBe('would run: npm ci; bash scripts/install-claude.sh; npm test')
  })

  it('as another user, installs through sudo', () => {
    const ran = dryRun({ id: 'echo 1000', sudo: 'exec "$@"' })
    expect(ran.code).toBe(0)
    expect(installs(ran.out)[0]).toBe('would run: sudo apt-get install -y git')
    expect(
      installs(ran.out)
        .slice(0, -1)
        .every((line) => line.startsWith('would run: sudo apt-get install')),
    ).toBe(true)
  })

  it('as another user without sudo, stops with the reason before installing anything', () => {
    const ran = dryRun({ id: 'echo 1000' })
    expect(ran.code).toBe(1)
    expect(installs(ran.out)).toEqual([])
    expect(ran.err).toBe('.ci/run: installing system packages needs root or sudo; run it as root, or install sudo\n')
  })

  it('does not install git when it is there', () => {
    const ran = dryRun({ id: 'echo 0', git: 'exit 0' })
    expect(installs(ran.out)[0]).toBe('would run: apt-get install -y python3-pytest')
  })
})
