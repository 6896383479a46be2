import { describe, expect, it } from 'vitest'
import { copyPath } from '../../mcp-server/src/runners/original-proof.js'

describe('copyPath: the copy of an original test under a name its runner still collects', () => {
  it('puts the marker before a .test/.spec suffix, keeping the folder (relative imports resolve as they did)', () => {
    expect(copyPath('test/slug.test.ts', '1-2')).toBe('test/slug.evident-proof-1-2.test.ts')
    expect(copyPath('src/a/b.spec.tsx', '3')).toBe('src/a/b.evident-proof-3.spec.tsx')
    expect(copyPath('slug_test.go', '1')).toBe('slug.evident-proof-1_test.go')
    expect(copyPath('tests/x-tests.js', '1')).toBe('tests/x.evident-proof-1-tests.js')
  })

  it('puts it after a test_ prefix (pytest), with the tag made of underscores', () => {
    expect(copyPath('tests/test_slug.py', '2-1')).toBe('tests/test_evident_proof_2_1_slug.py')
    expect(copyPath('spec_slug.rb', '1')).toBe('spec_evident_proof_1_slug.rb')
  })

  it('names no copy for a test file with neither shape (it is then proven at its own path)', () => {
    expect(copyPath('test/slug.ts', '1')).toBeUndefined()
    expect(copyPath('checks.py', '1')).toBeUndefined()
  })
})
