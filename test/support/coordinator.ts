import type { PlanDocument } from '../../mcp-server/src/domain/plan.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'

/** A spec with an acceptance-criteria table and a behavior section, as docs/specs/url-slugs.md of a test project. */
export const SPEC = `# URL slugs

| id | criterion |
| --- | --- |
| AC-1 | Spaces between words become single dashes |
| AC-2 | Punctuation is dropped |

## Behavior sequence

1. The title is lower-cased.
2. Runs of whitespace become one dash.
`

export const SCENARIO_1 = 'test_when_title_has_spaces_then_joins_with_dashes'
export const SCENARIO_2 = 'test_when_title_has_punctuation_then_drops_it'

/** A plan for SPEC: two scenarios in one test file, one production file. */
export const PLAN: PlanDocument = {
  slug: 'url-slugs',
  recipe: [
    {
      name: SCENARIO_1,
      covers: 'AC-1',
      assertion: 'slugify("Hello World") is "hello-world".',
      fixtures: 'none',
    },
    {
      name: SCENARIO_2,
      covers: 'AC-2',
      assertion: 'slugify("Ready, set: go!") is "ready-set-go".',
      fixtures: 'none',
    },
  ],
  contract: {
    failing_test_paths: ['test/slug.test.ts'],
    write_set: ['src/slug.ts'],
    behavior_excerpts: ['2. Runs of whitespace become one dash.'],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: '' },
  },
  design_calls_rows: [],
  out_of_scope: ['unicode transliteration'],
}

/** A vitest test for a scenario, named for it and carrying its Covers line. */
export const scenarioTest = (name: string, covers: string, body: string): string =>
  `it('${name}', () => {\n  // Covers ${covers}\n  ${body}\n})\n`

export const MAIN: Caller = { sessionId: 'coord-session', agentId: 'main' }
export const SCENARIO: Caller = {
  sessionId: 'coord-session',
  agentId: 'scenario-1',
  agentType: 'evident:scenario',
}
export const IMPLEMENT: Caller = {
  sessionId: 'coord-session',
  agentId: 'implement-1',
  agentType: 'evident:implement',
}
