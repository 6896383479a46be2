import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editJson, writeJson } from '../../mcp-server/src/cli/settings-file.js'
import { tempDir } from '../support/store.js'

/** The one write path of `evident init` and `evident seal`: inside the project only, never through a link. */
describe('settings-file', () => {
  it('writes a file inside the project, making its folder, and leaves no temporary file', () => {
    const root = tempDir('evident-settings-file-')
    const path = join(root, '.claude', 'settings.json')
    expect(writeJson(root, path, { a: 1 })).toEqual({ ok: true })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ a: 1 })
    expect(readdirSync(join(root, '.claude'))).toEqual(['settings.json'])
  })

  it('refuses a path outside the project, reading and writing nothing', () => {
    const root = tempDir('evident-settings-file-')
    const outside = join(tempDir('evident-settings-outside-'), 'settings.json')
    for (const path of [outside, join(root, '..', 'x.json'), root]) {
      expect(writeJson(root, path, {})).toEqual({ ok: false, message: `${path} is not inside the project ${root}` })
      expect(editJson(root, path, (c) => c)).toEqual({
        ok: false,
        message: `${path} is not inside the project ${root}`,
      })
    }
    expect(existsSync(outside)).toBe(false)
  })

  it('refuses a link at any depth between the project and the file, the file itself included', () => {
    const root = tempDir('evident-settings-file-')
    const outside = tempDir('evident-settings-outside-')
    mkdirSync(join(root, 'a'))
    symlinkSync(outside, join(root, 'a', 'b'), 'dir')
    symlinkSync(join(outside, 'f.json'), join(root, 'f.json'))
    for (const [path, link] of [
      [join(root, 'a', 'b', 'c', 'settings.json'), join(root, 'a', 'b')],
      [join(root, 'f.json'), join(root, 'f.json')],
    ] as const) {
      const written = writeJson(root, path, {})
      expect(written.ok).toBe(false)
      expect(written.ok ? '' : written.message).toContain(`${link} is a symbolic link (to ${outside}`)
    }
    expect(readdirSync(outside)).toEqual([])
  })
})
