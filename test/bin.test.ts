import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from './support/store.js'
import { REPO } from './support/fixtures.js'

describe('bin/evident', () => {
  it('runs the bundled CLI from the plugin directory', () => {
    const home = tempDir()
    const out = execFileSync(join(REPO, 'bin', 'evident'), ['db', 'path'], {
      env: { PATH: process.env['PATH'] ?? '', HOME: home, EVIDENT_DB: join(home, 'e.sqlite') },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    expect(out.trim()).toBe(join(home, 'e.sqlite'))
  })
})
