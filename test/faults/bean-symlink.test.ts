import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { tempDir } from '../support/store.js'
import { fixtureRepo, writeBean } from '../support/vdd-project.js'

/**
 * `evident vdd <bean>` finds and reads the bean inside the repository only, like every other path VDD touches: a
 * symlinked `ai/beans`, bean directory or `bean.md` leading outside is refused with a clear error, and nothing
 * outside is listed or read. The outside bean here would PASS (its criterion names a file that exists) and carries
 * a marker: before containment, the run verified it and wrote its text into the report.
 */
const MARKER = 'outside-marker-7f3a'

async function vdd(root: string, bean: string): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(['vdd', bean], {
    env: { EVIDENT_DB: join(tempDir(), 'e.sqlite'), HOME: root, PATH: process.env['PATH'] },
    cwd: root,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

/** A directory outside the repository holding a bean that would pass. */
function outsideBeans(): string {
  const outside = tempDir('evident-outside-beans-')
  writeBean(outside, 1, [`- [ ] (file:src/math.js) ${MARKER}`])
  writeBean(outside, 2, [`- [ ] (file:src/math.js) ${MARKER}`])
  return join(outside, 'ai/beans')
}

function expectRefused(root: string, ran: { code: number; out: string; err: string }, part: string): void {
  expect(ran.code).toBe(3)
  expect(ran.out).toBe('')
  expect(ran.err).toContain(`${part} is a symlink leading outside the repository`)
  expect(ran.err).toContain('nothing outside it is read')
  expect(ran.err).not.toContain(MARKER)
  expect(existsSync(join(root, 'ai/outputs'))).toBe(false)
}

describe('evident vdd <bean> with symlinks leading outside the repository', () => {
  it('refuses a symlinked ai/beans directory', async () => {
    const root = fixtureRepo()
    mkdirSync(join(root, 'ai'))
    symlinkSync(outsideBeans(), join(root, 'ai/beans'))
    expectRefused(root, await vdd(root, 'BEAN-001'), 'ai/beans')
  })

  it('refuses a symlinked ai directory', async () => {
    const root = fixtureRepo()
    symlinkSync(join(outsideBeans(), '..'), join(root, 'ai'))
    expectRefused(root, await vdd(root, '1'), 'ai')
  })

  it('refuses a bean directory that is a symlink to one outside', async () => {
    const root = fixtureRepo()
    mkdirSync(join(root, 'ai/beans'), { recursive: true })
    symlinkSync(join(outsideBeans(), 'BEAN-002-feature'), join(root, 'ai/beans/BEAN-002-feature'))
    expectRefused(root, await vdd(root, '2'), 'ai/beans/BEAN-002-feature')
  })

  it('refuses a bean.md that is a symlink to a file outside', async () => {
    const root = fixtureRepo()
    mkdirSync(join(root, 'ai/beans/BEAN-002-feature'), { recursive: true })
    symlinkSync(join(outsideBeans(), 'BEAN-002-feature/bean.md'), join(root, 'ai/beans/BEAN-002-feature/bean.md'))
    expectRefused(root, await vdd(root, '2'), 'ai/beans/BEAN-002-feature/bean.md')
  })

  it('still follows a symlinked bean.md that stays inside the repository', async () => {
    const root = fixtureRepo()
    writeBean(root, 3, ['- [ ] (file:src/math.js) inside'], 'real')
    mkdirSync(join(root, 'ai/beans/BEAN-004-linked'), { recursive: true })
    symlinkSync('../BEAN-003-real/bean.md', join(root, 'ai/beans/BEAN-004-linked/bean.md'))
    const ran = await vdd(root, '4')
    // stderr holds only the progress lines and the receipt.
    expect(ran).toMatchObject({
      code: 0,
      err: 'vdd: BEAN-004: 1 criteria (1 file)\nvdd: [1/1] PASS file:src/math.js — inside\nvdd: recorded as VDD run #1',
    })
    expect(readFileSync(join(root, 'ai/outputs/tech-qa/vdd-004.md'), 'utf8')).toContain('inside')
  })
})
