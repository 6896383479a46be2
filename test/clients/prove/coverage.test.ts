import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { namePattern, unsupportedRunner } from '../../../mcp-server/src/clients/prove/coverage.js'
import { mergeResults } from '../../../mcp-server/src/clients/prove/merge.js'
import { prove } from '../../../mcp-server/src/clients/prove/prove.js'
import { markdownSummary } from '../../../mcp-server/src/clients/prove/render.js'
import { PROVE_SCHEMA, type ChangeCoverage, type ProveResult } from '../../../mcp-server/src/clients/prove/types.js'
import { cli } from '../../support/cli-io.js'
import { REPO } from '../../support/fixtures.js'
import { proveRepo, testFile, type ProveRepo } from '../../support/prove-repo.js'
import { tempDir } from '../../support/store.js'

/**
 * `evident prove --coverage` through the real vitest and @vitest/coverage-v8 (this repository's, linked into the test
 * repositories): which changed production lines the proven tests run, and every way it is not measured.
 */
const TEXT = "import { shout, slug } from '../src/text.js'"
const TEXT_BASE = [
  'export const slug = (s: string): string => {',
  "  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-')",
  '}',
  'export function shout(s: string): string {',
  '  return s.toUpperCase()',
  '}',
  '',
].join('\n')
// The changed lines: 2–4 (an `if` the proven test runs, and its branch it does not take: line 3), 5 (slug's fix, run
// by the proven test), 8 (shout's change, run only by tests that are not proven), 9 (a comment: no statement spans
// it).
const TEXT_HEAD = [
  'export const slug = (s: string): string => {',
  "  if (s === '') {",
  "    return 'empty'",
  '  }',
  "  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')",
  '}',
  'export function shout(s: string): string {',
  "  return s.toUpperCase() + '!'",
  '  // louder',
  '}',
  '',
].join('\n')
// A new module no test imports: its statements (lines 2 and 4) are reported unrun (coverage.include).
const UNUSED = ['export function unused(n: number): number {', '  const m = n + 1', '', '  return m * 2', '}', ''].join(
  '\n',
)
/**
 * The project's coverage config excludes src/hidden.ts: nothing measures it, so each changed non-blank line counts as
 * executable and unrun — its comment too (measured, it would not count).
 */
const CONFIG =
  "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { coverage: { exclude: ['src/hidden.ts'] } } })\n"
const HIDDEN = 'export const hidden = 1\n// the other\nexport const other = 2\n\n'
/** A proven test whose name holds regex characters and ` > `; a neighbour whose name it is a prefix of holds. */
const PROVEN = 'trims [dashes] > both ends.*'

let repo: ProveRepo
let base: string
let head: string
let whole: ProveResult

beforeAll(async () => {
  repo = proveRepo(
    {
      'vitest.config.ts': CONFIG,
      'src/text.ts': TEXT_BASE,
      'test/a.test.ts': testFile(TEXT, [[`${PROVEN} too`, "expect(shout('a')).toMatch(/^A/)"]]),
    },
    { manual: true },
  )
  base = repo.git('rev-parse', 'HEAD')
  head = repo.commit({
    'src/text.ts': TEXT_HEAD,
    'src/unused.ts': UNUSED,
    'src/hidden.ts': HIDDEN,
    'test/a.test.ts': testFile(TEXT, [
      [`${PROVEN} too`, "expect(shout('a')).toMatch(/^A/)"],
      [PROVEN, "expect(slug('-a b-')).toBe('a-b')"],
      ['shouts', "expect(shout('a')).toContain('A')"],
    ]),
  })
  whole = await prove({ cwd: repo.root, range: `${base}..${head}`, coverage: true })
}, 180_000)

afterAll(() => repo.dispose())

describe('evident prove --coverage: the changed lines the proven tests run (vitest v8)', () => {
  it('runs only the proven test: its changed line is covered, lines only other tests run and unloaded files are not', () => {
    expect(whole.problems).toEqual([])
    expect(whole.tests.map((t) => [t.fullName, t.verdict])).toEqual([
      [`slug > ${PROVEN} too`, 'holds'],
      [`slug > ${PROVEN}`, 'proven'],
      ['slug > shouts', 'does-not-detect'],
    ])
    expect(whole.coverage).toEqual({
      tool: 'vitest v8 (1 proven test)',
      measured: true,
      uncovered: [
        { file: 'src/hidden.ts', lines: [1, 2, 3] },
        { file: 'src/text.ts', lines: [3, 8] },
        { file: 'src/unused.ts', lines: [2, 4] },
      ],
      changedLines: 10,
      coveredLines: 3,
    })
    expect(markdownSummary(whole)).toContain(
      '3 of 10 changed executable line(s) run by a test proven to fail without the change (vitest v8 (1 proven test)).',
    )
    expect(markdownSummary(whole)).toContain('- `src/unused.ts`: not run by such a test: line(s) 2, 4')
  })

  it('evident prove --coverage prints the section and writes it to the JSON; the exit code is the verdicts’', async () => {
    const dir = tempDir('evident-prove-coverage-')
    const run = await cli(['prove', `${base}..${head}`, '--coverage', '--json', join(dir, 'p.json')], {}, repo.root)
    // The test that does not detect the change is the finding (exit 1); the uncovered lines are not.
    expect(run.code).toBe(1)
    expect(run.out.join('\n')).toContain('### Change coverage\n\n3 of 10 changed executable line(s)')
    const written = JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8')) as ProveResult
    expect(written.coverage).toEqual(whole.coverage)
  }, 180_000)

  it('is absent without --coverage', async () => {
    const plain = await prove({ cwd: repo.root, range: `${base}..${head}` })
    expect(plain.coverage).toBeUndefined()
    expect(plain.tests.find((t) => t.verdict === 'proven')?.fullName).toBe(`slug > ${PROVEN}`)
  }, 120_000)

  it('the same in a temporary directory (no mount): coverage paths map back to the project', async () => {
    const off = await prove({ cwd: repo.root, range: `${base}..${head}`, coverage: true, mount: 'off' })
    expect(off.places).toEqual(['temp-dir'])
    expect(off.coverage).toEqual(whole.coverage)
  }, 180_000)

  it('a range without changed tests is measured with no test: every executable changed line is uncovered', async () => {
    // Line 8 is run by tests of the suite, none of which this range proves: no test file is loaded.
    const next = repo.commit({ 'src/text.ts': TEXT_HEAD.replace("+ '!'", "+ '!!'") })
    const result = await prove({ cwd: repo.root, range: `${head}..${next}`, coverage: true })
    expect(result.tests).toEqual([])
    expect(result.coverage).toEqual({
      tool: 'vitest v8 (0 proven tests)',
      measured: true,
      uncovered: [{ file: 'src/text.ts', lines: [8] }],
      changedLines: 1,
      coveredLines: 0,
    })
    // A change that touches no executable line (a comment) is measured at 0 of 0.
    const comment = repo.commit({ 'src/text.ts': TEXT_HEAD.replace("+ '!'", "+ '!!'").replace('// louder', '// loud') })
    const none = await prove({ cwd: repo.root, range: `${next}..${comment}`, coverage: true })
    expect(none.coverage).toMatchObject({ measured: true, changedLines: 0, coveredLines: 0, uncovered: [] })
  }, 180_000)

  it('--shard 1/2 and 2/2 measured and merged give the coverage of one run', async () => {
    const next = repo.commit({
      'src/text.ts': TEXT_HEAD,
      'test/b.test.ts': testFile(TEXT, [['shouts loud', "expect(shout('a')).toBe('A!')"]]),
    })
    const all = await prove({ cwd: repo.root, range: `${base}..${next}`, coverage: true })
    const one = await prove({
      cwd: repo.root,
      range: `${base}..${next}`,
      coverage: true,
      shard: { index: 1, count: 2 },
    })
    const two = await prove({
      cwd: repo.root,
      range: `${base}..${next}`,
      coverage: true,
      shard: { index: 2, count: 2 },
    })
    // Shard 1 proves a.test.ts (lines 2, 4, 5 of src/text.ts run), shard 2 b.test.ts (line 8).
    expect([one.coverage?.coveredLines, two.coverage?.coveredLines]).toEqual([3, 1])
    const merged = mergeResults([
      { result: one, source: 'one.json' },
      { result: two, source: 'two.json' },
    ])
    expect(all.coverage).toEqual({
      tool: 'vitest v8 (2 proven tests)',
      measured: true,
      uncovered: [
        { file: 'src/hidden.ts', lines: [1, 2, 3] },
        { file: 'src/text.ts', lines: [3] },
        { file: 'src/unused.ts', lines: [2, 4] },
      ],
      changedLines: 10,
      coveredLines: 4,
    })
    expect(merged.coverage).toEqual(all.coverage)
  }, 300_000)
})

describe('evident prove --coverage: not measured, saying why (never a pass)', () => {
  it('@vitest/coverage-v8 missing from the project: the install command with the project’s vitest version', async () => {
    const bare = proveRepo({ 'src/text.ts': TEXT_BASE }, { manual: true })
    try {
      // node_modules: every package of this repository's, but the coverage provider.
      rmSync(join(bare.root, 'node_modules'))
      const modules = join(bare.root, 'node_modules')
      mkdirSync(join(modules, '@vitest'), { recursive: true })
      for (const name of readdirSync(join(REPO, 'node_modules'))) {
        if (name === '@vitest') continue
        symlinkSync(join(REPO, 'node_modules', name), join(modules, name))
      }
      for (const name of readdirSync(join(REPO, 'node_modules', '@vitest')).filter((n) => n !== 'coverage-v8'))
        symlinkSync(join(REPO, 'node_modules', '@vitest', name), join(modules, '@vitest', name))
      const from = bare.git('rev-parse', 'HEAD')
      const to = bare.commit({
        'src/text.ts': TEXT_HEAD,
        'test/a.test.ts': testFile(TEXT, [['trims', "expect(slug('-a-')).toBe('a')"]]),
      })
      const result = await prove({ cwd: bare.root, range: `${from}..${to}`, coverage: true })
      expect(result.tests.map((t) => t.verdict)).toEqual(['proven'])
      expect(result.coverage).toEqual({
        tool: 'not measured: @vitest/coverage-v8 is not installed in the project (npm i -D @vitest/coverage-v8@4.1.12)',
        measured: false,
        uncovered: [],
        changedLines: 0,
        coveredLines: 0,
      })
      expect(markdownSummary(result)).toContain('Not measured: @vitest/coverage-v8 is not installed')
    } finally {
      bare.dispose()
    }
  }, 180_000)

  it('a proven test that does not pass again in the coverage run: not measured', async () => {
    const flaky = proveRepo({ 'src/text.ts': TEXT_BASE }, { manual: true })
    try {
      // Passes on its first run only (head's run comes first, base's second, the coverage run third).
      const counter = join(flaky.root, '.runs')
      const body = [
        `const f = ${JSON.stringify(counter)}`,
        "const n = existsSync(f) ? Number(readFileSync(f, 'utf8')) : 0",
        'writeFileSync(f, String(n + 1))',
        "expect(slug('-a-')).toBe('a')",
        'expect(n).toBe(0)',
      ].join('\n    ')
      const from = flaky.git('rev-parse', 'HEAD')
      const to = flaky.commit({
        '.gitignore': 'node_modules\n.runs\n',
        'src/text.ts': TEXT_HEAD,
        'test/a.test.ts': testFile(`${TEXT}\nimport { existsSync, readFileSync, writeFileSync } from 'node:fs'`, [
          ['trims once', body],
        ]),
      })
      const result = await prove({ cwd: flaky.root, range: `${from}..${to}`, coverage: true, mount: 'off' })
      expect(result.tests.map((t) => t.verdict)).toEqual(['proven'])
      expect(result.coverage).toMatchObject({
        measured: false,
        tool: 'not measured: the proven test(s) test/a.test.ts › slug > trims once did not pass in the coverage run',
      })
    } finally {
      flaky.dispose()
    }
  }, 180_000)

  it('a coverage run that cannot start, breaks or times out: not measured, saying which', async () => {
    // Each range changes production code only: no test to prove, the coverage run is the only run.
    const change = (r: ProveRepo, extra: Readonly<Record<string, string>> = {}): string =>
      `${r.git('rev-parse', 'HEAD')}..${r.commit({ 'src/text.ts': TEXT_HEAD, ...extra })}`
    const noVitest = proveRepo({ 'src/text.ts': TEXT_BASE }, { manual: true })
    const crash = proveRepo({ 'src/text.ts': TEXT_BASE }, { manual: true })
    const slow = proveRepo({ 'src/text.ts': TEXT_BASE }, { manual: true })
    try {
      // The coverage provider, but no vitest.
      rmSync(join(noVitest.root, 'node_modules'))
      mkdirSync(join(noVitest.root, 'node_modules', '@vitest'), { recursive: true })
      symlinkSync(
        join(REPO, 'node_modules', '@vitest', 'coverage-v8'),
        join(noVitest.root, 'node_modules', '@vitest', 'coverage-v8'),
      )
      const missing = await prove({ cwd: noVitest.root, range: change(noVitest), coverage: true })
      expect(missing.coverage?.measured).toBe(false)
      expect(missing.coverage?.tool).toMatch(
        /^not measured: the coverage run could not run: vitest is not installed in this project/,
      )
      // Head's vitest config throws: vitest exits before it reports.
      const broken = await prove({
        cwd: crash.root,
        range: change(crash, { 'vitest.config.ts': "throw new Error('no config today')\n" }),
        coverage: true,
      })
      expect(broken.coverage?.tool).toMatch(
        /^not measured: the coverage run could not run: VitestCrash: vitest exited \(code 1\) before reporting/,
      )
      const late = await prove({ cwd: slow.root, range: change(slow), coverage: true, timeoutMs: 1 })
      expect(late.coverage).toMatchObject({
        measured: false,
        tool: 'not measured: the coverage run timed out after 0 s; the process tree was killed',
      })
    } finally {
      for (const r of [noVitest, crash, slow]) r.dispose()
    }
  }, 180_000)

  it('a JUnit runner: pytest (coverage.py not wired yet) and any other command say so', () => {
    expect(
      unsupportedRunner('py', {
        kind: 'junit',
        argv: ['python', '-m', 'pytest', '--junitxml={junitPath}'],
        fileArgs: 'append',
      }),
    ).toBe('the runner py runs pytest; coverage.py is not wired into evident prove yet (vitest runners only)')
    expect(
      unsupportedRunner('go', { kind: 'junit', argv: ['go-junit-report'], junitPath: 'r.xml', fileArgs: 'none' }),
    ).toBe('the runner go is a JUnit command (go-junit-report); change coverage measures vitest runners (v8) only')
    expect(unsupportedRunner('default', { kind: 'vitest' })).toBeUndefined()
  })
})

describe('the name filter', () => {
  it('matches exactly the named tests as vitest sees them (names joined by spaces), anchored and escaped', () => {
    const pattern = new RegExp(namePattern(['a > b.c (d)', 'e [f] > g > h']))
    expect(['a b.c (d)', 'a > b.c (d)', 'e [f] g h', 'e [f] > g h'].map((n) => pattern.test(n))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['a bxc (d)', 'a b.c (d) too', 'x a b.c (d)', 'e f g h'].some((n) => pattern.test(n))).toBe(false)
  })
})

describe('prove merge: shards’ change coverage', () => {
  const shard = (index: number, coverage: ChangeCoverage | undefined): ProveResult => ({
    schema: PROVE_SCHEMA,
    base: { commit: 'b'.repeat(40), tree: 'c'.repeat(40) },
    head: { commit: 'd'.repeat(40), tree: 'e'.repeat(40) },
    project: '',
    runner: 'default',
    shard: { index, count: 2 },
    testFiles: [],
    provenFiles: [`test/${index}.test.ts`],
    production: ['src/a.ts', 'src/b.ts'],
    tests: [
      {
        file: `test/${index}.test.ts`,
        fullName: 'x',
        ordinal: 0,
        kind: 'added',
        verdict: 'proven',
        detail: 'fails without the change (failed on base) and passes with it',
      },
    ],
    notes: [],
    problems: [],
    ...(coverage === undefined ? {} : { coverage }),
    places: ['temp-dir'],
    ms: 1,
  })
  const measured = (uncovered: ChangeCoverage['uncovered']): ChangeCoverage => ({
    tool: 'vitest v8 (1 proven test)',
    measured: true,
    uncovered,
    changedLines: 6,
    coveredLines: 6 - uncovered.reduce((n, u) => n + u.lines.length, 0),
  })
  const merge = (a: ProveResult, b: ProveResult): ProveResult =>
    mergeResults([
      { result: a, source: 'a.json' },
      { result: b, source: 'b.json' },
    ])

  it('a line is uncovered only when no shard’s proven tests ran it', () => {
    const one = measured([
      { file: 'src/a.ts', lines: [1, 2, 3] },
      { file: 'src/b.ts', lines: [7] },
    ])
    const two = measured([
      { file: 'src/a.ts', lines: [2, 3, 4] },
      { file: 'src/b.ts', lines: [8] },
    ])
    // The tool counts the proven tests of every shard.
    expect(merge(shard(1, one), shard(2, two)).coverage).toEqual({
      tool: 'vitest v8 (2 proven tests)',
      measured: true,
      uncovered: [{ file: 'src/a.ts', lines: [2, 3] }],
      changedLines: 6,
      coveredLines: 4,
    })
  })

  it('a shard that could not measure makes the whole not measured; no shard measuring gives no coverage', () => {
    const not: ChangeCoverage = { ...measured([]), measured: false, tool: 'not measured: why' }
    expect(merge(shard(1, measured([])), shard(2, not)).coverage).toEqual(not)
    expect(merge(shard(1, undefined), shard(2, undefined)).coverage).toBeUndefined()
  })
})
