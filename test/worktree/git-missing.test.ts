import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkDrift } from '../../mcp-server/src/clients/coordinator/drift.js'
import { git, GIT_MISSING, gitSync, gitToplevel } from '../../mcp-server/src/worktree/git.js'
import { barePath } from '../support/bare-path.js'
import { tempDir } from '../support/store.js'

/** On a machine without git, what needs git says so and how to install it, in place of `spawn git ENOENT`. */
describe('without git on PATH', () => {
  const saved = process.env['PATH']
  beforeEach(() => {
    process.env['PATH'] = barePath(['node'])
  })
  afterEach(() => {
    process.env['PATH'] = saved
  })

  it('the git runners answer GIT_MISSING, naming git and how to install it', async () => {
    expect(GIT_MISSING).toMatch(/^git is not installed .*apt-get install git/)
    expect(gitSync(tempDir(), ['status'])).toEqual({ status: null, stdout: '', stderr: GIT_MISSING })
    expect(await git(tempDir(), ['status'])).toEqual({ ok: false, out: '', err: GIT_MISSING })
  })

  it('the change scoping of evident validation refuses with it', async () => {
    await expect(gitToplevel(tempDir())).rejects.toMatchObject({ message: GIT_MISSING })
  })

  it('evident drift answers it as its tool error', async () => {
    expect(await checkDrift(tempDir(), 'a-slug')).toMatchObject({ kind: 'error', message: GIT_MISSING })
  })
})
