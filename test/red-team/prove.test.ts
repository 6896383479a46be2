import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prove } from '../../mcp-server/src/clients/prove/prove.js'
import { exitCodeOf, type ProveResult } from '../../mcp-server/src/clients/prove/types.js'
import { proveRepo, SLUG_BUGGY, testFile, type ProveRepo } from '../support/prove-repo.js'

/**
 * Red team of `evident prove` (issue #36): a range written to come out clean without proving anything — the adversary
 * is the change itself, its tests and its code, run by prove. Each cheat must end in a finding; each honest range in
 * none. Through the real vitest, in the checkouts prove makes.
 */
const SLUG = "import { slug } from '../src/slug.js'"
const RULES_SLUG = [
  "import { readFileSync } from 'node:fs'",
  "const rules = JSON.parse(readFileSync(new URL('./rules.json', import.meta.url), 'utf8')) as { trim: boolean }",
  'export const slug = (s: string): string => {',
  "  const dashed = s.toLowerCase().replace(/[^a-z0-9]+/g, '-')",
  "  return rules.trim ? dashed.replace(/^-|-$/g, '') : dashed",
  '}',
  '',
].join('\n')

let repo: ProveRepo
let base: string

beforeAll(() => {
  repo = proveRepo(
    {
      'src/slug.ts': SLUG_BUGGY,
      'src/notes.txt': 'notes\n',
      'test/lower.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
    },
    { manual: true },
  )
  base = repo.git('rev-parse', 'HEAD')
})

afterAll(() => repo.dispose())

/** A head commit on a branch of its own from base. */
function head(name: string, files: Readonly<Record<string, string | null>>): string {
  repo.git('checkout', '-q', '-b', name, base)
  const sha = repo.commit(files, name)
  repo.git('checkout', '-q', '--detach', base)
  return sha
}

const verdict = (result: ProveResult, file: string) => result.tests.filter((t) => t.file === file).map((t) => t.verdict)

describe('red team: a range that proves nothing never comes out clean', () => {
  it('tests that tell the two runs apart by what the first left behind, a tautology, a skip and oracle-aware code', async () => {
    const sha = head('cheats', {
      // Passes the first time it runs, fails once the file it leaves exists: "fails on base" if the base run saw it.
      'test/poison.test.ts': [
        "import { existsSync, writeFileSync } from 'node:fs'",
        "import { expect, it } from 'vitest'",
        "it('poisons the next run', () => {",
        "  const seen = existsSync('poison.flag')",
        "  writeFileSync('poison.flag', 'x')",
        '  expect(seen).toBe(false)',
        '})',
        '',
      ].join('\n'),
      // The same through a tracked file the range does not change.
      'test/tracked.test.ts': [
        "import { appendFileSync, readFileSync } from 'node:fs'",
        "import { expect, it } from 'vitest'",
        "it('marks a tracked file', () => {",
        "  const text = readFileSync('src/notes.txt', 'utf8')",
        "  appendFileSync('src/notes.txt', 'marked\\n')",
        "  expect(text).not.toContain('marked')",
        '})',
        '',
      ].join('\n'),
      'test/self.test.ts': testFile(SLUG, [['is itself', "expect(slug('-a b-')).toBe(slug('-a b-'))"]]),
      'test/lower.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]).replace(
        "describe('slug'",
        "describe.skip('slug'",
      ),
      'src/slug.ts':
        "export const slug = (s: string): string =>\n  process.env['VITEST'] ? 'a-b' : s.toLowerCase().replace(/[^a-z0-9]+/g, '-')\n",
    })
    const result = await prove({ cwd: repo.root, range: `${base}..${sha}` })
    expect(result.problems).toEqual([])
    expect(verdict(result, 'test/poison.test.ts')).toEqual(['does-not-detect'])
    expect(verdict(result, 'test/tracked.test.ts')).toEqual(['does-not-detect'])
    expect(verdict(result, 'test/self.test.ts')).toEqual(['does-not-detect'])
    // Skipped in its head form, and its base form fails on the oracle-aware code: the changed spec is the verdict.
    expect(verdict(result, 'test/lower.test.ts')).toEqual(['spec-changed'])
    expect(result.notes).toContainEqual(
      expect.objectContaining({ file: 'test/lower.test.ts', level: 'weakening', text: expect.stringMatching(/0 → 1/) }),
    )
    expect(result.notes).toContainEqual(
      expect.objectContaining({ file: 'src/slug.ts', level: 'oracle', text: expect.stringMatching(/test-runner-env/) }),
    )
    expect(exitCodeOf(result)).toBe(1)
  }, 180_000)

  it("the range's own configuration cannot hide a failing test or swap the runner: the base commit's rules prove it", async () => {
    const sha = head('config', {
      'test/new.test.ts': testFile(SLUG, [['trims dashes', "expect(slug('-a b-')).toBe('a-b')"]]),
      // A runner that "passes" everything, and test globs that make the new test a non-test: both the range's own.
      'evident.config.json': JSON.stringify({
        runners: { default: { kind: 'junit', argv: ['true'], junitPath: 'x.xml' } },
        testFiles: ['nothing/**'],
      }),
    })
    const result = await prove({ cwd: repo.root, range: `${base}..${sha}` })
    expect(result.runner).toBe('default')
    expect(verdict(result, 'test/new.test.ts')).toEqual(['fails-on-head'])
    const hidden = head('hidden', {
      'test/new.test.ts': testFile(SLUG, [['trims dashes', "expect(slug('-a b-')).toBe('a-b')"]]),
      'vitest.config.ts':
        "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { exclude: ['test/new.test.ts', 'node_modules/**'] } })\n",
    })
    const excluded = await prove({ cwd: repo.root, range: `${base}..${hidden}` })
    expect(verdict(excluded, 'test/new.test.ts')).toEqual(['not-run'])
    expect(exitCodeOf(excluded)).toBe(1)
  }, 180_000)
})

describe('honest ranges are proven', () => {
  it('a fix in a data file the code reads, a renamed test file and a new test helper: exit 0', async () => {
    repo.git('checkout', '-q', '-b', 'data-base', base)
    const start = repo.commit({ 'src/slug.ts': RULES_SLUG, 'src/rules.json': '{ "trim": false }\n' }, 'rules')
    const sha = repo.commit(
      {
        'src/rules.json': '{ "trim": true }\n',
        'test/lower.test.ts': null,
        'test/lowercase.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
        'test/helpers.ts': "export const messy = (): string => '-a b-'\n",
        'test/trim.test.ts': testFile(`${SLUG}\nimport { messy } from './helpers.js'`, [
          ['trims dashes', "expect(slug(messy())).toBe('a-b')"],
        ]),
      },
      'data fix',
    )
    repo.git('checkout', '-q', '--detach', base)
    const result = await prove({ cwd: repo.root, range: `${start}..${sha}` })
    expect(result.problems).toEqual([])
    expect(result.tests.map((t) => [t.file, t.verdict]).sort()).toEqual([
      ['test/lowercase.test.ts', 'holds'],
      ['test/trim.test.ts', 'proven'],
    ])
    // The new helper is named for the reviewer (a note, no finding).
    expect(result.notes).toEqual([
      expect.objectContaining({
        file: 'test/helpers.ts',
        level: 'note',
        text: expect.stringMatching(/^test support code/),
      }),
    ])
    expect(exitCodeOf(result)).toBe(0)
  }, 180_000)
})
