import { describe, expect, it } from 'vitest'
import type { PlanDocument } from '../../../mcp-server/src/domain/plan.js'
import {
  acceptanceCriteria,
  checkPlan,
  coversLabel,
  designCallRows,
  parseCovers,
  type PlanFacts,
} from '../../../mcp-server/src/clients/coordinator/plan-check.js'
import type { FileKind } from '../../../mcp-server/src/project/test-files.js'

const SPEC = `# URL slugs

| id | criterion |
| --- | --- |
| AC-1 | Spaces between words become single dashes |
|AC-2| Punctuation is dropped |

## Behavior sequence

1. The title is lower-cased.
2. Runs of whitespace become one dash.
`

const doc: PlanDocument = {
  slug: 'url-slugs',
  recipe: [
    {
      name: 'test_when_title_has_spaces_then_joins_with_dashes',
      covers: 'AC-1',
      assertion: 'slugify("Hello World") is "hello-world".',
      fixtures: '',
    },
    {
      name: 'test_when_title_is_empty_then_returns_empty',
      covers: 'boundary: an empty title must not throw',
      assertion: 'slugify("") is "".',
      fixtures: '',
    },
  ],
  contract: {
    failing_test_paths: ['test/slug.test.ts'],
    write_set: ['src/slug.ts'],
    behavior_excerpts: ['2. Runs of whitespace become one dash.'],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: 'npx eslint .' },
  },
  design_calls_rows: [],
  out_of_scope: ['unicode transliteration'],
}

const kinds: Readonly<Record<string, FileKind>> = {
  'test/slug.test.ts': 'test',
  'src/slug.ts': 'production',
  'src/slug.test.ts': 'test',
  'vitest.config.ts': 'test-config',
  'README.md': 'neutral',
}

function facts(paths: readonly string[]): PlanFacts {
  return {
    specText: SPEC,
    specPath: 'docs/specs/url-slugs.md',
    paths: new Map(
      paths.map((p) => [
        p,
        p.startsWith('..') || p.startsWith('/') ? 'outside' : { relative: p, kind: kinds[p] ?? 'production' },
      ]),
    ),
  }
}

const check = (d: PlanDocument) =>
  checkPlan(d, facts([...d.contract.failing_test_paths, ...d.contract.write_set])).map((p) => `${p.at}: ${p.problem}`)

describe('checkPlan', () => {
  it('reads the acceptance criteria from the rows of the spec table', () => {
    expect(acceptanceCriteria(SPEC)).toEqual(['AC-1', 'AC-2'])
    expect(acceptanceCriteria('no table here\n| x | AC-3 |')).toEqual([])
  })

  it('accepts a plan whose names, covers, quotes and paths all hold', () => {
    expect(check(doc)).toEqual([])
    // No write set named: the default (the project's source files), nothing to check.
    expect(check({ ...doc, contract: { ...doc.contract, write_set: [] } })).toEqual([])
  })

  it('names every problem at its place in the document, with what to do', () => {
    const first = { name: '', covers: 'AC-1', assertion: 'slugify("Hello World") is "hello-world".', fixtures: '' }
    const bad: PlanDocument = {
      ...doc,
      recipe: [
        { ...first, name: 'joins words' },
        { ...first, name: 'test_when_a_then_b', covers: 'AC-7' },
        { ...first, name: 'test_when_a_then_b', covers: 'regression' },
        { ...first, name: 'test_when_c_then_d', covers: 'the happy path' },
      ],
      contract: {
        ...doc.contract,
        failing_test_paths: ['src/slug.ts'],
        write_set: ['../elsewhere.ts', 'src/slug.test.ts', 'vitest.config.ts'],
        behavior_excerpts: ['2. Runs of spaces become one dash.'],
      },
    }
    const problems = check(bad)
    expect(problems).toEqual([
      'recipe[0].name: "joins words" is not test_when_<condition>_then_<outcome> (e.g. test_when_title_has_spaces_then_joins_with_dashes)',
      'recipe[1].covers: AC-7 is not an acceptance criterion of docs/specs/url-slugs.md (its table lists AC-1, AC-2)',
      'recipe[2].name: "test_when_a_then_b" names two scenarios: give each its own name',
      'recipe[2].covers: "regression" needs its reason: "regression: <why this case matters>"',
      'recipe[3].covers: "the happy path" is neither an acceptance criterion id ("AC-3") nor "regression: <why>" / "boundary: <why>"',
      expect.stringMatching(
        /^contract\.behavior_excerpts\[0\]: is not a verbatim passage of docs\/specs\/url-slugs\.md \(the spec matches up to "2\. Runs of " and differs at "spaces become one dash\."\): quote the spec exactly, never paraphrase$/,
      ),
      'contract.failing_test_paths[0]: "src/slug.ts" is a production file, not a test file (evident\'s test globs or "testFiles" decide)',
      'contract.write_set[0]: "../elsewhere.ts" leads outside the project: give a path inside it, relative to the project root',
      'contract.write_set[1]: "src/slug.test.ts" is a test file: the implement worker never changes tests',
      'contract.write_set[2]: "vitest.config.ts" decides how evident, Claude Code or the test runner judge the work: no worker may change it',
    ])
  })

  it('says a spec without an AC table can only be covered by regression or boundary cases', () => {
    const problems = checkPlan(doc, { ...facts(['test/slug.test.ts', 'src/slug.ts']), specText: 'Runs of whitespace' })
    expect(problems.map((p) => p.problem)).toContainEqual(
      expect.stringContaining('has no acceptance-criteria table (rows "| AC-n | … |")'),
    )
  })

  it('parses covers: an AC id, or regression / boundary with a reason, and labels it as a test carries it', () => {
    expect(parseCovers('AC-12')).toEqual({ kind: 'ac', id: 'AC-12' })
    expect(parseCovers('boundary: empty input')).toEqual({ kind: 'boundary', reason: 'empty input' })
    expect(parseCovers('regression — issue 7 came back')).toEqual({ kind: 'regression', reason: 'issue 7 came back' })
    expect(parseCovers('AC-1 and more')).toBeUndefined()
    expect(coversLabel({ kind: 'ac', id: 'AC-3' })).toBe('AC-3')
    expect(coversLabel({ kind: 'regression', reason: 'x' })).toBe('regression')
  })
})

describe('the spec\'s "## Design calls" rows', () => {
  const ROW = {
    slug: 'slug-badge',
    intent: 'show the slug under the title',
    target_files: 'src/badge.tsx',
    write_set: 'src/badge.tsx, src/badge.css',
    register_override: '',
    references: 'docs/design/badge.png',
  }
  const withCalls = (section: string): PlanFacts => ({
    ...facts(['test/slug.test.ts', 'src/slug.ts']),
    specText: `${SPEC}\n${section}`,
  })
  const TABLE = [
    '## Design calls',
    '',
    '| Slug | Intent | Target files | Write set | Register override | References |',
    '| --- | --- | --- | --- | --- | --- |',
    '| slug-badge | show the slug under the title | src/badge.tsx | src/badge.css \\| src/badge.tsx | | docs/design/badge.png |',
    '',
    '## Out of scope',
    '| not | a | design | call | row | here |',
  ].join('\n')

  it('reads none from a missing section, an empty one or *(none)*; a table row by row (an escaped | inside a cell)', () => {
    expect(designCallRows(SPEC)).toEqual([])
    expect(designCallRows(`${SPEC}\n## Design calls\n\n*(none)*\n`)).toEqual([])
    expect(designCallRows(`${SPEC}\n## design calls\n\n## Next\n`)).toEqual([])
    expect(designCallRows(`${SPEC}\n${TABLE}`)).toEqual([{ ...ROW, write_set: 'src/badge.css | src/badge.tsx' }])
    expect(designCallRows(`${SPEC}\n## Design calls\n\nWe will see.\n`)).toMatch(/neither \*\(none\)\* nor a table/)
  })

  it('holds the plan to them: [] for none, the same rows field by field otherwise', () => {
    const checked = (rows: PlanDocument['design_calls_rows'], spec: PlanFacts) =>
      checkPlan({ ...doc, design_calls_rows: rows }, spec).map((p) => `${p.at}: ${p.problem}`)
    expect(checked([], withCalls('## Design calls\n\n*(none)*\n'))).toEqual([])
    expect(checked([ROW], withCalls('## Design calls\n\n*(none)*\n'))).toEqual([
      'design_calls_rows: docs/specs/url-slugs.md has no design calls (no "## Design calls" rows, or *(none)*): give []',
    ])
    expect(checked([], withCalls(TABLE))).toEqual([
      'design_calls_rows: docs/specs/url-slugs.md has 1 design call(s) (slug-badge), the plan 0: copy each row of its "## Design calls" table',
    ])
    const row = { ...ROW, write_set: 'src/badge.css | src/badge.tsx' }
    expect(checked([row], withCalls(TABLE))).toEqual([])
    expect(checked([{ ...row, intent: 'a badge' }], withCalls(TABLE))).toEqual([
      `design_calls_rows[0].intent: "a badge" is not the spec's "show the slug under the title": copy the row as written`,
    ])
    expect(checked([], withCalls('## Design calls\n\nTBD\n'))).toEqual([
      'design_calls_rows: docs/specs/url-slugs.md: its "## Design calls" section is neither *(none)* nor a table with the columns slug | intent | target_files | write_set | register_override | references; correct the spec, then plan again',
    ])
  })
})
