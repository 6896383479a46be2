import { B1_FIX, B1_HYPOTHESIS, B1_REFACTOR, CODE_FILE, TEST_FILE } from './edits.js'

/**
 * What `npm run demo -- coordinator` decides and writes on its copy of `examples/slugify`: the plan for the example's
 * spec `docs/specs/url-slugs.md`, the scenario worker's test, the implement worker's fix (the main demo's first
 * behavior) and cheats, and the verification document the main agent writes.
 */
export { B1_FIX as FIX, B1_HYPOTHESIS as HYPOTHESIS, B1_REFACTOR as REFACTOR, CODE_FILE, TEST_FILE }

export const SLUG = 'url-slugs'
export const SCENARIO = 'test_when_title_has_words_then_joins_them_with_hyphens'

/** The plan the main agent decides: one recipe entry, its test file, the one source file the implement worker may change. */
export const PLAN = {
  slug: SLUG,
  recipe: [
    {
      name: SCENARIO,
      covers: 'AC-1',
      assertion: 'slugify("Hello World") is "hello-world"',
      fixtures: 'none',
    },
  ],
  contract: {
    failing_test_paths: [TEST_FILE],
    write_set: [CODE_FILE],
    behavior_excerpts: ['Words are lowercased and joined with single hyphens.'],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: '' },
  },
  design_calls_rows: [],
  out_of_scope: ['punctuation', 'letters outside ASCII'],
}

/** The scenario worker's test, added after the example's own: titled with the scenario, saying what it covers. */
export const SCENARIO_TEST = {
  old: "toBe('draft')\n  })\n",
  new: `toBe('draft')\n  })\n\n  it('${SCENARIO}', () => {\n    // Covers AC-1\n    expect(slugify('Hello World')).toBe('hello-world')\n  })\n`,
}

/** The implement worker's helper module: a file outside the write set. */
export const HELPER_FILE = 'src/words.ts'
export const HELPER = 'export const words = (text: string): string[] => text.trim().toLowerCase().split(/\\s+/)\n'

/** The implement worker's cheat: make the test expect whatever the code returns. */
export const BENT_TEST = { old: "toBe('hello-world')", new: "toBe(slugify('Hello World'))" }

export const VERIFICATION_FILE = `docs/verification/${SLUG}.md`
export const VERIFICATION = `# Verification — ${SLUG}\n\nThe whole suite, run by evident (run_tests).\n\nVerdict: PASS\n`
