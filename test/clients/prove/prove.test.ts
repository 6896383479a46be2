import { generateKeyPairSync } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mergeResults } from '../../../mcp-server/src/clients/prove/merge.js'
import { prove } from '../../../mcp-server/src/clients/prove/prove.js'
import { junitXml, markdownSummary, sortedTests } from '../../../mcp-server/src/clients/prove/render.js'
import { exitCodeOf, type ProveResult, type TestVerdict } from '../../../mcp-server/src/clients/prove/types.js'
import { cli } from '../../support/cli-io.js'
import { proveRepo, SLUG_BUGGY, SLUG_FIXED, testFile, type ProveRepo } from '../../support/prove-repo.js'
import { tempDir } from '../../support/store.js'

/**
 * `evident prove` on one range that holds every verdict at once (one file per case), through the real vitest in
 * checkouts of the two commits — at the repository's own path where bubblewrap can, and in a temporary directory.
 */
const SLUG = "import { slug } from '../src/slug.js'"
const MATH = "import { add, double } from '../src/math.js'"
const MATH_BASE =
  'export const add = (a: number, b: number): number => a + b\nexport const double = (x: number): number => x * 2\n'
const MATH_HEAD =
  'export const add = (a: number, b: number): number => a + b\nexport const double = (x: number): number => x * 3\nexport const sub = (a: number, b: number): number => a - b\n'

let repo: ProveRepo
let range: string
let whole: ProveResult

beforeAll(async () => {
  repo = proveRepo(
    {
      'src/slug.ts': SLUG_BUGGY,
      'src/math.ts': MATH_BASE,
      'test/a.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
      'test/b.test.ts': testFile(MATH, [['adds', 'expect(add(1, 2)).toBe(3)']]),
      'test/c.test.ts': testFile(MATH, [['doubles', 'expect(double(2)).toBe(4)']]),
      'test/d.test.ts': testFile(MATH, [['doubles three', 'expect(double(3)).toBe(6)']]),
      'test/e.test.ts': testFile(MATH, [['adds zero', 'expect(add(1, 0)).toBe(1)']]),
      'test/f.test.ts': testFile(MATH, [['adds negatives', 'expect(add(-1, -1)).toBe(-2)']]),
      'test/r.test.ts': testFile(MATH, [['commutes', 'expect(add(1, 2)).toBe(add(2, 1))']]),
      'README.md': '# p\n',
    },
    { manual: true },
  )
  const base = repo.git('rev-parse', 'HEAD')
  const head = repo.commit({
    'src/slug.ts': SLUG_FIXED,
    'src/math.ts': MATH_HEAD,
    'test/a.test.ts': testFile(SLUG, [
      ['lowercases', "expect(slug('AB')).toBe('ab')"],
      ['trims dashes', "expect(slug('-a b-')).toBe('a-b')"],
    ]),
    'test/b.test.ts': testFile(MATH, [
      ['adds', 'expect(add(1, 2)).toBe(3)'],
      ['adds one', 'expect(add(1, 1)).toBe(2)'],
    ]),
    'test/c.test.ts': testFile(MATH, [['doubles', 'expect(double(2)).toBe(6)']]),
    'test/d.test.ts': null,
    'test/e.test.ts': null,
    'test/f.test.ts': testFile(MATH, [['adds negatives', 'expect(add(-1, -1)).toBe(-2)']]).replace('it(', 'it.skip('),
    'test/g.test.ts': testFile(MATH, [['adds two and two', 'expect(add(2, 2)).toBe(5)']]),
    'test/h.test.ts': testFile("import { sub } from '../src/math.js'", [['subtracts', 'expect(sub(3, 1)).toBe(2)']]),
    'test/r.test.ts': null,
    'test/r2.test.ts': testFile(MATH, [['commutes', 'expect(add(1, 2)).toBe(add(2, 1))']]),
  })
  range = `${base}..${head}`
  whole = await prove({ cwd: repo.root, range })
}, 180_000)

afterAll(() => repo.dispose())

const verdictOf = (result: ProveResult, file: string, name: string): TestVerdict | undefined =>
  result.tests.find((t) => t.file === file && t.fullName === `slug > ${name}`)

describe('evident prove: each verdict from real runs on the two commits', () => {
  it('an added test that fails on base and passes on head is proven; its unchanged neighbour holds', () => {
    expect(whole.problems).toEqual([])
    expect(verdictOf(whole, 'test/a.test.ts', 'trims dashes')).toMatchObject({
      kind: 'added',
      onHead: 'passed',
      onBase: 'failed',
      verdict: 'proven',
    })
    expect(verdictOf(whole, 'test/a.test.ts', 'lowercases')).toMatchObject({
      kind: 'changed',
      baseFormOnHead: 'passed',
      verdict: 'holds',
    })
  })

  it('an added test in a new file that does not load on base (the export it imports is new) is proven', () => {
    expect(verdictOf(whole, 'test/h.test.ts', 'subtracts')).toMatchObject({
      kind: 'added',
      onHead: 'passed',
      verdict: 'proven',
    })
  })

  it('an added test that passes on base too does not detect the change', () => {
    expect(verdictOf(whole, 'test/b.test.ts', 'adds one')).toMatchObject({
      kind: 'added',
      onBase: 'passed',
      verdict: 'does-not-detect',
    })
  })

  it('an edited test whose base form fails on the new code is a changed spec, shown with the assertion', () => {
    const c = verdictOf(whole, 'test/c.test.ts', 'doubles')
    expect(c).toMatchObject({ kind: 'changed', onHead: 'passed', baseFormOnHead: 'failed', verdict: 'spec-changed' })
    expect(c?.failure).toMatch(/expected 6 to be 4/)
  })

  it('a deleted test whose spec the new code breaks is a removed spec; one that still passes is removed', () => {
    expect(verdictOf(whole, 'test/d.test.ts', 'doubles three')).toMatchObject({
      kind: 'removed',
      baseFormOnHead: 'failed',
      verdict: 'spec-removed',
    })
    expect(verdictOf(whole, 'test/e.test.ts', 'adds zero')).toMatchObject({
      kind: 'removed',
      baseFormOnHead: 'passed',
      verdict: 'removed',
    })
  })

  it('a test skipped by the change is weakened, by its runs and by its text', () => {
    expect(verdictOf(whole, 'test/f.test.ts', 'adds negatives')).toMatchObject({
      onHead: 'skipped',
      baseFormOnHead: 'passed',
      verdict: 'weakened',
    })
    expect(whole.notes).toContainEqual(
      expect.objectContaining({ file: 'test/f.test.ts', level: 'weakening', text: expect.stringMatching(/0 → 1/) }),
    )
  })

  it('an added test that fails on head fails on head; a renamed file keeps its base form at the old path', () => {
    expect(verdictOf(whole, 'test/g.test.ts', 'adds two and two')).toMatchObject({
      verdict: 'fails-on-head',
      failure: expect.stringMatching(/expected 4 to be 5/),
    })
    expect(verdictOf(whole, 'test/r2.test.ts', 'commutes')).toMatchObject({
      kind: 'changed',
      baseFile: 'test/r.test.ts',
      verdict: 'holds',
    })
  })

  it('counts equal what the runner collected: every test of every touched file, once', () => {
    expect(whole.tests.map((t) => `${t.file} ${t.fullName}`).sort()).toEqual(
      [
        'test/a.test.ts slug > lowercases',
        'test/a.test.ts slug > trims dashes',
        'test/b.test.ts slug > adds',
        'test/b.test.ts slug > adds one',
        'test/c.test.ts slug > doubles',
        'test/d.test.ts slug > doubles three',
        'test/e.test.ts slug > adds zero',
        'test/f.test.ts slug > adds negatives',
        'test/g.test.ts slug > adds two and two',
        'test/h.test.ts slug > subtracts',
        'test/r2.test.ts slug > commutes',
      ].sort(),
    )
    expect(whole.production).toEqual(['src/math.ts', 'src/slug.ts'])
    expect(exitCodeOf(whole)).toBe(1)
  })

  it('the summary lists findings first, with the failure; JUnit XML has one case per test and each finding failing', () => {
    // Two findings are the weakened file's text: a skip marker added, a test case fewer.
    const md = markdownSummary(whole)
    expect(md).toMatch(/— 8 findings/)
    expect(md.indexOf('**spec-changed**')).toBeLessThan(md.indexOf('proven or holding'))
    const xml = new XMLParser({ ignoreAttributes: false }).parse(junitXml(whole)) as {
      testsuites: { testsuite: { '@_tests': string; '@_failures': string; testcase: unknown[] } }
    }
    expect(Number(xml.testsuites.testsuite['@_tests'])).toBe(whole.tests.length + 2)
    expect(Number(xml.testsuites.testsuite['@_failures'])).toBe(8)
  })

  it('in a temporary directory (no mount) the verdicts are the same', async () => {
    const off = await prove({ cwd: repo.root, range, mount: 'off' })
    expect(off.places).toEqual(['temp-dir'])
    // The summary says the runs were not isolated there (mounted, they were).
    expect(markdownSummary(off)).toMatch(/The runs were not isolated \(no bubblewrap here\)/)
    expect(markdownSummary(whole).includes('not isolated')).toBe(whole.places.includes('temp-dir'))
    const strip = (r: ProveResult) => sortedTests(r.tests).map((t) => [t.file, t.fullName, t.verdict])
    expect(strip(off)).toEqual(strip(whole))
  }, 120_000)

  it('--shard 1/2 and 2/2 merged give the summary of one run', async () => {
    const one = await prove({ cwd: repo.root, range, shard: { index: 1, count: 2 } })
    const two = await prove({ cwd: repo.root, range, shard: { index: 2, count: 2 } })
    expect(one.provenFiles.length + two.provenFiles.length).toBe(whole.provenFiles.length)
    expect(one.provenFiles.filter((f) => two.provenFiles.includes(f))).toEqual([])
    const merged = mergeResults([
      { result: two, source: 'two.json' },
      { result: one, source: 'one.json' },
    ])
    expect(markdownSummary(merged)).toBe(markdownSummary(whole))
    expect(junitXml(merged)).toBe(junitXml(whole))
    expect(() => mergeResults([{ result: one, source: 'one.json' }])).toThrow(/shard\(s\) 2\/2 missing/)
    expect(() =>
      mergeResults([
        { result: one, source: 'one.json' },
        { result: one, source: 'again.json' },
      ]),
    ).toThrow(/both shard 1\/2/)
    expect(() =>
      mergeResults([
        { result: one, source: 'one.json' },
        { result: { ...two, head: whole.base }, source: 'other.json' },
      ]),
    ).toThrow(/other.json proves another head/)
  }, 120_000)
})

describe('evident prove through the CLI', () => {
  it('writes JSON, JUnit and markdown, prints the summary, and exits 1 on a finding; merge reads the JSON back', async () => {
    const dir = tempDir('evident-prove-out-')
    const run = await cli(
      ['prove', range, '--json', join(dir, 'p.json'), '--junit', join(dir, 'p.xml'), '--markdown', join(dir, 'p.md')],
      {},
      repo.root,
    )
    expect(run.code).toBe(1)
    expect(run.out.join('\n')).toMatch(/^## evident prove `[0-9a-f]{12}\.\.[0-9a-f]{12}` — 8 findings/)
    expect(readFileSync(join(dir, 'p.md'), 'utf8')).toBe(markdownSummary(whole))
    expect(readFileSync(join(dir, 'p.xml'), 'utf8')).toBe(junitXml(whole))
    const merged = await cli(['prove', 'merge', join(dir, 'p.json')], {}, repo.root)
    expect(merged.code).toBe(1)
    expect(merged.out.join('\n')).toBe(markdownSummary(whole).trimEnd())
  }, 120_000)

  it('attest --range signs the real prove, and attest verify --range-check re-proves the range and agrees', async () => {
    const dir = tempDir('evident-prove-attest-')
    const { privateKey, publicKey } = generateKeyPairSync('ed25519')
    writeFileSync(join(dir, 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }))
    writeFileSync(join(dir, 'pub.pem'), publicKey.export({ type: 'spki', format: 'pem' }))
    const envelope = join(dir, 'prove.dsse.json')
    const signed = await cli(
      ['attest', '--range', range, '--key', join(dir, 'key.pem'), '--out', envelope],
      {},
      repo.root,
    )
    expect(signed.code).toBe(0)
    const statement = JSON.parse(
      Buffer.from((JSON.parse(readFileSync(envelope, 'utf8')) as { payload: string }).payload, 'base64').toString(
        'utf8',
      ),
    ) as { predicate: ProveResult }
    expect(sortedTests(statement.predicate.tests).map((t) => t.verdict)).toEqual(
      sortedTests(whole.tests).map((t) => t.verdict),
    )
    const verified = await cli(
      ['attest', 'verify', envelope, '--pub', join(dir, 'pub.pem'), '--range-check'],
      {},
      repo.root,
    )
    expect(verified.err).toEqual([])
    expect(verified.code).toBe(0)
    expect(verified.out.join('\n')).toMatch(/prove agrees on every test/)
  }, 180_000)

  it('exits 0 when every test is proven', async () => {
    const start = repo.git('rev-parse', 'HEAD')
    const head = repo.commit({
      'src/slug.ts': SLUG_FIXED.replace("'-'", "'_'").replace('/^-|-$/g', '/^_|_$/g'),
      'test/a.test.ts': testFile(SLUG, [
        ['lowercases', "expect(slug('AB')).toBe('ab')"],
        ['trims dashes', "expect(slug('-a b-')).toBe('a_b')"],
      ]),
    })
    // The edited expectation of "trims dashes" is a changed spec; a fresh test of the new separator is proven.
    const run = await cli(['prove', `${start}..${head}`], {}, repo.root)
    expect(run.out.join('\n')).toMatch(/spec-changed/)
    expect(run.code).toBe(1)
    const next = repo.commit({
      'test/k.test.ts': testFile(SLUG, [['joins words with underscores', "expect(slug('a b c')).toBe('a_b_c')"]]),
    })
    const clean = await cli(['prove', `${start}..${next}`, '--shard', '1/1'], {}, repo.root)
    expect(clean.out.join('\n')).toMatch(/joins words with underscores`: fails without the change/)
    const own = await cli(['prove', `${head}..${next}`], {}, repo.root)
    // Between head and next only the test was added: it passes on head's code, so it does not detect a change.
    expect(own.code).toBe(1)
    expect(own.out.join('\n')).toMatch(/does-not-detect/)
  }, 180_000)

  it('exits 0 for a range that touches no test, saying so', async () => {
    const start = repo.git('rev-parse', 'HEAD')
    const head = repo.commit({ 'README.md': '# p, documented\n' })
    const run = await cli(['prove', `${start}..${head}`], {}, repo.root)
    expect(run.code).toBe(0)
    expect(run.out.join('\n')).toMatch(/no test added, edited or removed/)
  }, 60_000)

  it('exits 2, saying what to do, on a bad range, an unknown commit, outside a repository, and on usage errors', async () => {
    const bad = await cli(['prove', 'main...HEAD'], {}, repo.root)
    expect(bad.code).toBe(2)
    expect(bad.err.join('\n')).toMatch(/is not a range <base>\.\.<head>/)
    const unknown = await cli(['prove', 'nope..HEAD'], {}, repo.root)
    expect(unknown.code).toBe(2)
    expect(unknown.err.join('\n')).toMatch(/nope names no commit[\s\S]*fetch-depth: 0/)
    const option = await cli(['prove', '--output=x..HEAD'], {}, repo.root)
    expect(option.code).toBe(2)
    const outside = await cli(['prove', 'a..b'], {}, tempDir('evident-not-a-repo-'))
    expect(outside.code).toBe(2)
    expect(outside.err.join('\n')).toMatch(/not inside a git repository/)
    const shard = await cli(['prove', 'a..b', '--shard', '3/2'], {}, repo.root)
    expect(shard.code).toBe(2)
    expect(shard.err.join('\n')).toMatch(/--shard takes i\/n/)
    const none = await cli(['prove'], {}, repo.root)
    expect(none.code).toBe(2)
    const merge = await cli(['prove', 'merge', join(repo.root, 'README.md')], {}, repo.root)
    expect(merge.code).toBe(2)
    expect(merge.err.join('\n')).toMatch(/README.md is not JSON/)
  })
})
