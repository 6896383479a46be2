import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { existsInside } from '../../mcp-server/src/validation/containment.js'
import { tempDir } from '../support/store.js'

function layout(): { root: string; outside: string } {
  const base = tempDir('evident-contain-')
  const root = join(base, 'repo')
  const outside = join(base, 'outside')
  mkdirSync(join(root, 'docs'), { recursive: true })
  mkdirSync(outside)
  writeFileSync(join(root, 'docs', 'DOD.md'), '# done\n')
  writeFileSync(join(outside, 'x'), 'secret\n')
  return { root, outside }
}

describe('existsInside', () => {
  it('meets a file and a directory inside the root', () => {
    const { root } = layout()
    expect(existsInside(root, 'docs/DOD.md')).toBe(true)
    expect(existsInside(root, './docs')).toBe(true)
  })

  it('does not meet a missing file', () => {
    expect(existsInside(layout().root, 'docs/missing.md')).toBe(false)
  })

  it('does not meet a lexical escape even when the target exists', () => {
    const { root } = layout()
    expect(existsInside(root, '../outside/x')).toBe(false)
    expect(existsInside(root, 'docs/../../outside/x')).toBe(false)
  })

  it('does not meet an absolute path, even one inside the root', () => {
    const { root, outside } = layout()
    expect(existsInside(root, join(outside, 'x'))).toBe(false)
    expect(existsInside(root, join(root, 'docs', 'DOD.md'))).toBe(false)
  })

  it('does not meet a symlink leaf: to outside, to inside, or dangling', () => {
    const { root, outside } = layout()
    symlinkSync(join(outside, 'x'), join(root, 'out-link'))
    symlinkSync(join(root, 'docs', 'DOD.md'), join(root, 'in-link'))
    symlinkSync(join(root, 'nowhere'), join(root, 'dangling'))
    expect(existsInside(root, 'out-link')).toBe(false)
    expect(existsInside(root, 'in-link')).toBe(false)
    expect(existsInside(root, 'dangling')).toBe(false)
  })

  it('does not meet a file under a symlinked parent that leaves the root', () => {
    const { root, outside } = layout()
    symlinkSync(outside, join(root, 'vendor'))
    expect(existsInside(root, 'vendor/x')).toBe(false)
  })
})
