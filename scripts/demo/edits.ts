/**
 * The file contents the demo's scripted agent writes into its copy of `examples/slugify`: the tests of the
 * two behaviors, the production changes that make them pass, and the cheats (which evident refuses).
 */
export const TEST_FILE = 'test/slug.test.ts'
export const CODE_FILE = 'src/slug.ts'

export const B1 = 'lowercases the words and joins them with hyphens'
export const B2 = 'drops punctuation'

/** B1's failing test, written over the example's test file (its existing test is kept). */
export const B1_TEST = `import { describe, expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

describe('slugify', () => {
  it('trims surrounding whitespace', () => {
    expect(slugify('  draft  ')).toBe('draft')
  })

  it('${B1}', () => {
    expect(slugify('Hello World')).toBe('hello-world')
  })
})
`

/** B2's failing test, appended with an Edit after B1's. */
export const B2_TEST = {
  old: "toBe('hello-world')\n  })\n",
  new: `toBe('hello-world')\n  })\n\n  it('${B2}', () => {\n    expect(slugify('Ready, set: go!')).toBe('ready-set-go')\n  })\n`,
}

/** The cheat of B2's red phase, after its failing run: expect whatever the code returns (a test that cannot fail). */
export const B2_TAUTOLOGY = { old: "toBe('ready-set-go')", new: "toBe(slugify('Ready, set: go!'))" }

/** The honest test again, in a spike, under a new name (the old one failed before, so it proves nothing new). */
export const B2_RENAMED_TEST = `${B2} marks`
export const B2_RESTORED = {
  old: `it('${B2}', () => {\n    expect(slugify('Ready, set: go!')).toBe(slugify('Ready, set: go!'))`,
  new: `it('${B2_RENAMED_TEST}', () => {\n    expect(slugify('Ready, set: go!')).toBe('ready-set-go')`,
}

/** A production change from the shell that no command parser recognises (node -e), in green before a hypothesis. */
export const SHELL_WRITE = `node -e "require('fs').appendFileSync('${CODE_FILE}', '// quick fix\\n')"`

/** The cheat of B2's green phase: make the test expect what the code returns. */
export const B2_BENT_TEST = { old: "toBe('ready-set-go')", new: "toBe('ready,-set:-go!')" }

export const B1_FIX = { old: 'return title.trim()', new: "return title.trim().toLowerCase().split(/\\s+/).join('-')" }

export const B1_REFACTOR = {
  old: "  return title.trim().toLowerCase().split(/\\s+/).join('-')\n}\n",
  new: "  return words(title).join('-')\n}\n\nfunction words(text: string): string[] {\n  return text.trim().toLowerCase().split(/\\s+/)\n}\n",
}

export const B2_FIX = {
  old: 'return text.trim().toLowerCase().split(/\\s+/)',
  new: 'return text.toLowerCase().match(/[a-z0-9]+/g) ?? []',
}

export const B1_HYPOTHESIS =
  'slugify only trims its input (return title.trim() in src/slug.ts), so "Hello World" keeps its capitals and its space; ' +
  'lowercasing and joining the words with "-" makes it "hello-world"'

export const B2_HYPOTHESIS =
  'words() in src/slug.ts splits on whitespace only, so the comma, colon and "!" stay in the slug ("ready,-set:-go!"); ' +
  'keeping only runs of letters and digits drops them'
