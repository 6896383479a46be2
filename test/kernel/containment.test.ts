import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { containPath, OUTSIDE, SYMLINK } from '../../mcp-server/src/kernel/containment.js'
import { assessDod } from '../../mcp-server/src/clients/validation/dod-assert.js'
import { checkFile } from '../../mcp-server/src/clients/vdd/file-checks.js'
import { resolveTestTarget } from '../../mcp-server/src/clients/vdd/test-targets.js'
import { tempDir } from '../support/store.js'

/** `<base>/dod` is the project (named so that `../dod/…` lands back inside it), `<base>/outside` is not. */
function layout(): { root: string; outside: string } {
  const base = realpathSync(tempDir('evident-contain-'))
  const root = join(base, 'dod')
  const outside = join(base, 'outside')
  mkdirSync(join(root, 'docs'), { recursive: true })
  mkdirSync(outside)
  writeFileSync(join(root, 'README.md'), '# readme\n')
  writeFileSync(join(root, 'docs', 'DOD.md'), '# done\n')
  writeFileSync(join(outside, 'x'), 'secret\n')
  symlinkSync(join(outside, 'x'), join(root, 'out-link'))
  symlinkSync(join(root, 'docs', 'DOD.md'), join(root, 'in-link'))
  symlinkSync(join(root, 'nowhere'), join(root, 'dangling'))
  symlinkSync(outside, join(root, 'vendor'))
  return { root, outside }
}

/** Each path, the one rule's verdict for it: undefined when contained, 'missing', else the reason. */
const CASES: readonly (readonly [string, string | undefined])[] = [
  ['README.md', undefined],
  ['./docs', undefined],
  ['docs/DOD.md', undefined],
  ['docs/missing.md', 'missing'],
  ['../dod/README.md', `../dod/README.md: ${OUTSIDE}`],
  ['docs/../../dod/README.md', `docs/../../dod/README.md: ${OUTSIDE}`],
  ['../outside/x', `../outside/x: ${OUTSIDE}`],
  ['/etc/passwd', `/etc/passwd: ${OUTSIDE}`],
  ['~/x', `~/x: ${OUTSIDE}`],
  ['out-link', `out-link: ${OUTSIDE}`],
  ['in-link', `in-link: ${SYMLINK}`],
  ['dangling', `dangling: ${SYMLINK}`],
  ['vendor/x', `vendor/x: ${OUTSIDE}`],
  ['vendor/nothing-there', `vendor/nothing-there: ${OUTSIDE}`],
]

describe('containPath', () => {
  it('applies one rule: lexical escape, symlink leaf (even dangling or inside), ancestor leading outside', () => {
    const { root } = layout()
    for (const [path, want] of CASES) {
      const got = containPath(root, path)
      expect(got.ok ? undefined : got.missing ? 'missing' : got.reason, path).toBe(want)
    }
  })

  it('refuses an absolute path even when it names a file inside the root', () => {
    const { root } = layout()
    expect(containPath(root, join(root, 'README.md'))).toEqual({
      ok: false,
      missing: false,
      reason: `${join(root, 'README.md')}: ${OUTSIDE}`,
    })
  })
})

describe('the one rule through its callers', () => {
  it('DoD file-exists: met exactly where VDD finds the file, unmet with the same reason elsewhere', () => {
    const { root } = layout()
    const dod = `---\ncriteria:\n${CASES.map(([path], i) => `  - {id: c${i}, kind: auto, assert: {file-exists: ${JSON.stringify(path)}}}`).join('\n')}\n---\n`
    const assessed = assessDod(dod, root, [])
    if (!assessed.ok || assessed.outcomes === null) throw new Error('the DoD did not parse')
    CASES.forEach(([path, want], i) => {
      const outcome = assessed.outcomes?.[i]
      expect(outcome?.outcome, path).toBe(want === undefined ? 'met' : 'unmet')
      expect(outcome?.reason, path).toBe(
        want === undefined ? undefined : want === 'missing' ? `${path}: does not exist` : want,
      )
    })
  })

  it('VDD file: and test: criteria refuse the same paths with the same reasons', () => {
    const { root } = layout()
    for (const [path, want] of CASES) {
      const file = checkFile(root, path)
      const test = resolveTestTarget(root, path)
      if (want === undefined) {
        expect(file.result, path).toBe('PASS')
        expect(test.ok, path).toBe(true)
      } else if (want === 'missing') {
        expect(file, path).toEqual({ result: 'FAIL', details: `no path matches ${path}` })
        expect(test, path).toEqual({ ok: false, details: `no such test file: ${path}` })
      } else {
        expect(file, path).toEqual({ result: 'FAIL', details: want })
        expect(test, path).toEqual({ ok: false, details: want })
      }
    }
  })
})
