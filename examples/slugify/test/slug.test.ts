import { describe, expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

describe('slugify', () => {
  it('trims surrounding whitespace', () => {
    expect(slugify('  draft  ')).toBe('draft')
  })
})
