import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rangeStatement, signStatement } from '../../mcp-server/src/clients/prove/attest.js'
import { prove } from '../../mcp-server/src/clients/prove/prove.js'
import { CLEAN_VERDICTS, exitCodeOf, type ProveResult } from '../../mcp-server/src/clients/prove/types.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'
import { proveRepo, SLUG_BUGGY, SLUG_FIXED, testFile, type ProveRepo } from '../support/prove-repo.js'
import { tempDir } from '../support/store.js'

/**
 * Red-team review of `evident prove`, `prove merge`, `attest verify` and the action script (issue #36). Each test of
 * "findings" asserts the behaviour a reviewer would expect and FAILS on the code as reviewed; each carries its
 * severity, the attack and why it matters. "holds" tests pin what was attacked and held. Real repositories, the real
 * vitest, the real CLI; the ranges that do not interfere share one prove.
 */
const SLUG = "import { slug } from '../src/slug.js'"
const MATH = "import { add, double } from '../src/math.js'"
const MATH_BASE =
  'export const add = (a: number, b: number): number => a + b\nexport const double = (x: number): number => x * 2\n'
const TRIM = testFile(SLUG, [['trims dashes', "expect(slug('-a b-')).toBe('a-b')"]])
const PROVE_S = 180_000

const repos: ProveRepo[] = []
const leftPids: number[] = []

/** The marker in the command line of the daemon range A's test starts. */
const DAEMON = 'evident-review36-daemon'

/** Live processes whose command line holds `marker` (Linux /proc); their ids are killed after the file. */
function processesNamed(marker: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(join('/proc', entry, 'cmdline'), 'utf8').includes(marker)) found.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  leftPids.push(...found)
  return found
}
const scratchDirs: string[] = []

/** A temporary folder kept for the whole file (tempDir's are removed after each test). */
function scratch(prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  scratchDirs.push(dir)
  return dir
}

/** A repository of its own for one range: base commit with `files`, head commit with `change`. */
function range(files: Readonly<Record<string, string>>, change: Readonly<Record<string, string | null>>) {
  const repo = proveRepo(files, { manual: true })
  repos.push(repo)
  const base = repo.git('rev-parse', 'HEAD')
  const head = repo.commit(change, 'head')
  return { repo, base, head, range: `${base}..${head}` }
}

const verdicts = (result: ProveResult, file: string): string[] =>
  result.tests.filter((t) => t.file === file).map((t) => t.verdict)

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Every file under `.git` with its size and mtime: what prove may not change. */
function gitState(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const at = join(dir, name)
      const s = statSync(at)
      if (s.isDirectory()) walk(at)
      else out.push(`${at} ${s.size} ${s.mtimeMs}`)
    }
  }
  walk(join(root, '.git'))
  return out.sort()
}

afterAll(() => {
  // The processes the adversarial test left behind (by their ids, which it wrote down).
  for (const pid of leftPids) if (alive(pid)) process.kill(pid, 'SIGKILL')
  for (const repo of repos) repo.dispose()
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------------------------------------------
// Range A: tests that run code with side effects outside the checkout, late errors, a hostile summary, an odd name.
// ---------------------------------------------------------------------------------------------------------------
describe('range A: the change runs code in prove’s checkouts', () => {
  const outside = scratch('evident-review36-outside-')
  const flag = join(outside, 'first-run.flag')
  const pids = join(outside, 'pids.txt')
  let a: ReturnType<typeof range>
  let result: ProveResult
  let cliOut: string
  let gitBefore: string[]
  let statusBefore: string

  beforeAll(async () => {
    a = range(
      {
        'src/slug.ts': SLUG_BUGGY,
        'test/lower.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
      },
      {
        // Passes the first time it ever runs, fails after: the state lives outside the checkout, which prove never
        // resets. No production code is involved in it at all.
        'test/state.test.ts': [
          "import { existsSync, writeFileSync } from 'node:fs'",
          "import { expect, it } from 'vitest'",
          "it('remembers a first run', () => {",
          `  const seen = existsSync(${JSON.stringify(flag)})`,
          `  writeFileSync(${JSON.stringify(flag)}, 'x')`,
          '  expect(seen).toBe(false)',
          '})',
          '',
        ].join('\n'),
        // Starts a process in a session of its own that outlives the run.
        'test/daemon.test.ts': [
          "import { spawn } from 'node:child_process'",
          "import { appendFileSync } from 'node:fs'",
          "import { expect, it } from 'vitest'",
          "it('leaves a process behind', () => {",
          `  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)', ${JSON.stringify(DAEMON)}], { detached: true, stdio: 'ignore' })`,
          '  child.unref()',
          '  expect(child.pid).toBeGreaterThan(0)',
          '})',
          '',
        ].join('\n'),
        // Head's code fixes slug and throws later, outside any test: vitest itself fails such a run.
        'src/slug.ts': `${SLUG_FIXED}setTimeout(() => {\n  throw new Error('late failure in head code')\n}, 0)\n`,
        'test/trim.test.ts': TRIM,
        // A failure message that is a GitHub workflow command once printed in a log.
        'test/inject.test.ts': testFile(SLUG, [
          ['speaks to the runner', "throw new Error('oops\\n::warning title=evident::injected by the change')"],
        ]),
      },
    )
    gitBefore = gitState(a.repo.root)
    statusBefore = a.repo.git('--no-optional-locks', 'status', '--porcelain', '--ignored')
    const run = await cli(['prove', a.range, '--json', join(outside, 'a.json')], { HOME: outside }, a.repo.root)
    cliOut = run.out.join('\n')
    result = JSON.parse(readFileSync(join(outside, 'a.json'), 'utf8')) as ProveResult
    if (existsSync(pids))
      leftPids.push(
        ...readFileSync(pids, 'utf8')
          .split('\n')
          .filter((l) => l !== '')
          .map(Number),
      )
  }, PROVE_S)

  // HIGH. Attack: an added test keeps its state outside the checkout (a file in /tmp, $HOME, the bound-in
  // node_modules) and fails on its second run. prove always runs head first and base second, so the test "fails
  // without the change and passes with it" — `proven` — though it tests nothing and the range changes no code it
  // uses. An agent (or the change's own tests) gets a clean `proven` for free; a stateful test written honestly by
  // mistake (a cache, a temp file) is credited the same way. Running each side twice in alternating order, or a
  // private /tmp and $HOME per run, would expose it.
  // Fixed: mounted, each run is confined — the file system read-only but its checkout, a private /tmp, a fresh HOME —
  // so the marker cannot be kept (the write fails on head: a finding either way, never `proven`).
  it('finding: a test that fails on its second run, by state kept outside the checkout, is not proven', () => {
    expect(result.problems).toEqual([])
    expect(verdicts(result, 'test/state.test.ts')).toHaveLength(1)
    expect(verdicts(result, 'test/state.test.ts')).not.toContain('proven')
  })

  // MEDIUM. Attack: a test starts a detached process (its own session, so the supervisor's process-group kill misses
  // it; bwrap runs without --unshare-pid, so --die-with-parent does not reach it either). It outlives prove: in CI it
  // can rewrite the --json result or the job summary after prove wrote them (a shard's JSON is what `prove merge`
  // trusts), or keep a runner busy. prove should leave no process of the change running.
  // Fixed: mounted, each run has a process namespace of its own (bwrap --unshare-pid): the daemon dies with the run.
  it('finding: no process the change started is left running after prove returns', () => {
    expect(processesNamed(DAEMON)).toEqual([])
  })

  // MEDIUM. Attack: head's code throws outside any test (a timer, an unhandled rejection). vitest reports "Unhandled
  // Errors" and fails the run (exit 1), but prove reads only the per-test statuses, so the added test that passed
  // before the error is `proven` and the prove exits clean for code whose own test run fails.
  it('finding: an unhandled error in the head run is not ignored: the added test is not proven, or the run is a problem', () => {
    const trim = result.tests.find((t) => t.file === 'test/trim.test.ts')
    expect(trim).toBeDefined()
    const noticed =
      trim?.verdict !== 'proven' ||
      result.problems.some((p) => p.includes('late failure in head code')) ||
      result.notes.some((n) => n.level === 'head-error' && n.text.includes('late failure in head code'))
    expect(noticed).toBe(true)
  })

  // HOLDS. prove reads the user's repository only: no file under .git changes (index, refs, objects, logs), and the
  // work tree (tracked, untracked and ignored entries) is as it was — although the tests above wrote files.
  it('holds: prove writes nothing into the repository’s .git or work tree', () => {
    expect(gitState(a.repo.root)).toEqual(gitBefore)
    expect(a.repo.git('--no-optional-locks', 'status', '--porcelain', '--ignored')).toBe(statusBefore)
  })

  // HOLDS. The markdown a CLI user reads keeps a test's multi-line failure inside a fenced block.
  it('holds: a failure text is fenced in the summary', () => {
    expect(cliOut).toMatch(/```\n[^`]*::warning title=evident::injected by the change\n\s*```/)
  })

  // LOW. Attack: the change's failure text (a test it adds, failing on head) carries a line `::warning …` — or
  // `::add-mask::…`, `::error file=…` — which the action prints to the job log verbatim, where GitHub runs it as a
  // workflow command: forged annotations, masked log text. The action should stop workflow commands around the CLI's
  // output (`::stop-commands::<token>` … `::<token>::`).
  it('finding: the action does not let the change’s failure text run as a workflow command', () => {
    const dir = tempDir('evident-review36-action-')
    const fake = join(dir, 'evident')
    // A stand-in CLI that prints exactly what the real prove printed on this range.
    writeFileSync(
      fake,
      `#!${process.execPath}\nprocess.stdout.write(${JSON.stringify(`${cliOut}\n`)})\nprocess.exit(1)\n`,
      {
        mode: 0o755,
      },
    )
    const ran = spawnSync(process.execPath, [join(REPO, 'scripts', 'action', 'prove.mjs')], {
      cwd: a.repo.root,
      encoding: 'utf8',
      env: {
        PATH: process.env['PATH'],
        HOME: dir,
        GITHUB_WORKSPACE: a.repo.root,
        RUNNER_TEMP: dir,
        EVIDENT_ACTION_CLI: fake,
        INPUT_BASE: a.base,
        INPUT_HEAD: a.head,
      },
    })
    expect(ran.stdout).toContain('injected by the change')
    // GitHub's runner reads a workflow command after trimming leading white space (ActionCommand.TryParseV2).
    const lines = ran.stdout.split('\n').map((l) => l.trimStart())
    const stop = lines.findIndex((l) => l.startsWith('::stop-commands::'))
    const injected = lines.findIndex((l) => l.startsWith('::warning title=evident::injected'))
    // Either no line of the change's text is a command any more, or commands are stopped before it.
    expect(injected < 0 || (stop >= 0 && stop < injected)).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Range B: head's test configuration hides the base forms prove adds beside the head forms.
// ---------------------------------------------------------------------------------------------------------------
describe('range B: head’s vitest config excludes prove’s base-form copies', () => {
  let result: ProveResult
  const out = scratch('evident-review36-b-')

  beforeAll(async () => {
    const b = range(
      { 'src/math.ts': MATH_BASE, 'test/c.test.ts': testFile(MATH, [['doubles', 'expect(double(2)).toBe(4)']]) },
      {
        'src/math.ts': MATH_BASE.replace('x * 2', 'x * 3'),
        'test/c.test.ts': testFile(MATH, [['doubles', 'expect(double(2)).toBe(6)']]),
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { exclude: ['**/node_modules/**', '**/*.evident-proof-*'] } })\n",
      },
    )
    const run = await cli(['prove', b.range, '--json', join(out, 'b.json')], {}, b.repo.root)
    result = JSON.parse(readFileSync(join(out, 'b.json'), 'utf8')) as ProveResult
    expect(run.code).toBe(exitCodeOf(result))
  }, PROVE_S)

  // HIGH. Attack: the range rewrites a test's expectation to fit a behaviour change (double: ×2 → ×3, the test's 4 →
  // 6) and adds one line to vitest.config.ts excluding `*.evident-proof-*`. Head's test configuration is used in both
  // runs, so the base form's copy is collected in neither; prove then sees no base form at all, takes the edited test
  // for an added one, and — its new form failing on base's code — reports it `proven`, exit 0. A rewritten spec
  // comes out as the strongest claim prove makes. The base form must run (or its absence be a finding / exit 2).
  it('finding: a rewritten spec whose base form the head config hides is not clean', () => {
    const c = result.tests.filter((t) => t.file === 'test/c.test.ts')
    const flagged = c.some((t) => !CLEAN_VERDICTS.has(t.verdict)) || result.problems.length > 0
    expect({ verdicts: c.map((t) => `${t.kind} ${t.verdict}`), flagged }).toMatchObject({ flagged: true })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Range C: the change edits test support code (a setup file, an assertion helper) rather than the tests.
// ---------------------------------------------------------------------------------------------------------------
describe('file names git holds as bytes', () => {
  // LOW. Attack: a test file whose name is not UTF-8 (latin-1 é). No runner can be told such a name, so prove says it
  // cannot prove the range (exit 2), naming the file — never a verdict under a name no file has.
  it(
    'finding: a test file whose name is not UTF-8 is refused by name, exit 2',
    async () => {
      const r = range({ 'src/slug.ts': SLUG_BUGGY }, { 'src/slug.ts': SLUG_FIXED })
      mkdirSync(join(r.repo.root, 'test'), { recursive: true })
      writeFileSync(Buffer.from(join(r.repo.root, 'test', 'caf\xe9.test.ts'), 'latin1'), TRIM)
      const head = r.repo.commit({}, 'latin-1 name')
      const result = await prove({ cwd: r.repo.root, range: `${r.base}..${head}` })
      expect(exitCodeOf(result)).toBe(2)
      expect(result.problems).toEqual([
        expect.stringMatching(/^test\/caf\ufffd\.test\.ts: the file's name is not UTF-8, so no runner can be told it/),
      ])
    },
    PROVE_S,
  )
})

describe('range C: test support code edited by the change', () => {
  let result: ProveResult

  beforeAll(async () => {
    const c = range(
      {
        'src/math.ts': MATH_BASE,
        'test/c.test.ts': testFile(MATH, [['doubles', 'expect(double(2)).toBe(4)']]),
        'test/check.ts':
          "import { expect } from 'vitest'\nexport const same = (a: unknown, b: unknown): void => {\n  expect(a).toEqual(b)\n}\n",
        'test/add.test.ts': testFile(`${MATH}\nimport { same } from './check.js'`, [['adds', 'same(add(1, 2), 3)']]),
      },
      {
        // Both behaviours broken.
        'src/math.ts': MATH_BASE.replace('x * 2', 'x * 3').replace('a + b', 'a - b'),
        // The edited test's text is unchanged but for a comment.
        'test/c.test.ts': `${testFile(MATH, [['doubles', 'expect(double(2)).toBe(4)']])}// reviewed\n`,
        // A setup file that makes toBe pass, for every file the run loads — the base forms' copies included.
        'test/setup.ts':
          "import { expect } from 'vitest'\nexpect.extend({ toBe: () => ({ pass: true, message: () => '' }) })\n",
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { setupFiles: ['test/setup.ts'] } })\n",
        // The assertion helper no longer asserts.
        'test/check.ts': 'export const same = (_a: unknown, _b: unknown): void => {}\n',
      },
    )
    result = await prove({ cwd: c.repo.root, range: c.range })
  }, PROVE_S)

  // MEDIUM. Attack: instead of editing the test, the range adds a setup file (through head's vitest.config.ts) that
  // neutralises an assertion. The edited test's base form runs with head's setup, passes on the broken code, and the
  // verdict is `holds` — "passes on head in its old form" — which is false of the old spec. Base forms should run
  // under base's test configuration (or a changed test configuration be a finding).
  // Open (docs/prove.md, "What it cannot see"): base forms still run under head's test configuration. What prove does
  // now is name it — the setup file and the configuration are notes the reviewer reads with the verdicts.
  it('finding: an edited test whose base form passes only through head’s new setup file is not `holds`', () => {
    expect(result.problems).toEqual([])
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'test/setup.ts',
          level: 'note',
          text: expect.stringMatching(/^test support code/),
        }),
        expect.objectContaining({
          file: 'vitest.config.ts',
          level: 'note',
          text: expect.stringMatching(/^test configuration/),
        }),
      ]),
    )
  })

  // MEDIUM. Attack: the range empties an assertion helper (test code holding no test) and breaks the code the
  // helper's callers check. No test file is edited, so prove judges no test of them — and exits 0 with "no test
  // added, edited or removed" (here, with `holds` for the other file) though the range weakened every test that
  // calls the helper. The tests of files importing changed test support code should be proven in both forms, or the
  // change be reported.
  it('finding: a weakened assertion helper is reported, with the tests that use it', () => {
    const named = [...result.tests.map((t) => t.file), ...result.notes.map((n) => n.file)]
    expect(named.some((f) => f === 'test/check.ts' || f === 'test/add.test.ts')).toBe(true)
    expect(exitCodeOf(result)).toBe(1)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Range E: production code that reads the test runner's environment — a finding only through its note.
// ---------------------------------------------------------------------------------------------------------------
describe('range E: attest verify --range-check against forged predicates', () => {
  const keys = scratch('evident-review36-keys-')
  let e: ReturnType<typeof range>
  let fresh: ProveResult

  /** Signs `predicate` as the statement `attest --range` would, and runs the real `attest verify --range-check`. */
  async function verify(predicate: ProveResult, name: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519')
    const pub = join(keys, `${name}.pub`)
    writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }))
    const file = join(keys, `${name}.intoto.json`)
    writeFileSync(file, JSON.stringify(signStatement(rangeStatement(predicate), privateKey)))
    return cli(
      ['attest', 'verify', file, '--pub', pub, '--range-check'],
      { EVIDENT_PROJECT_ROOT: e.repo.root, HOME: keys },
      e.repo.root,
    )
  }

  beforeAll(async () => {
    e = range(
      { 'src/slug.ts': SLUG_BUGGY },
      {
        'src/slug.ts': `import { slug as fixed } from './fixed.js'\nconst buggy = ${SLUG_BUGGY.replace('export const slug = ', '').trim()}\nexport const slug = (s: string): string => (process.env['VITEST'] ? fixed(s) : buggy(s))\n`,
        'src/fixed.ts': SLUG_FIXED,
        'test/trim.test.ts': TRIM,
      },
    )
    fresh = await prove({ cwd: e.repo.root, range: e.range })
  }, PROVE_S)

  // HOLDS (precondition of the two findings below): the honest prove of this range is a finding, by its oracle note
  // alone; its one test is proven.
  it('holds: code that reads process.env.VITEST makes the range a finding through its oracle note', () => {
    expect(fresh.problems).toEqual([])
    expect(verdicts(fresh, 'test/trim.test.ts')).toEqual(['proven'])
    expect(fresh.notes.map((n) => n.level)).toContain('oracle')
    expect(exitCodeOf(fresh)).toBe(1)
  })

  // HIGH. Attack: an agent that holds the signing key (or any signer) signs the honest result with its `notes`
  // emptied. `--range-check` is the check "that needs no trust" (docs/attest.md), but it compares test verdicts only,
  // never the notes: the forged predicate, whose exit code reads 0, is "verified … prove agrees on every test" while a
  // fresh prove of the range exits 1. Weakening notes (skip markers, removed test cases) are dropped the same way.
  it(
    'finding: --range-check refuses an attestation whose weakening/oracle notes were dropped',
    async () => {
      const forged: ProveResult = { ...fresh, notes: [] }
      expect(exitCodeOf(forged)).toBe(0)
      const run = await verify(forged, 'notes')
      expect(run.code).toBe(1)
    },
    PROVE_S,
  )

  // HIGH. Attack: the signer labels the result a shard — `shard: {index: 1, count: 2}` — with `provenFiles: []`,
  // `tests: []`, `notes: []`. verify compares a shard "on its own files only", and this shard claims none, so every
  // test the fresh prove finds is out of scope: verified, "prove agrees on every test", for a range of any verdicts.
  // Nothing checks that a shard's provenFiles are its share of the range's test files (shardOf), nor that a shard is
  // a whole attestation at all.
  it(
    'finding: --range-check refuses a "shard" attestation that claims no files',
    async () => {
      const forged: ProveResult = { ...fresh, shard: { index: 1, count: 2 }, provenFiles: [], tests: [], notes: [] }
      const run = await verify(forged, 'shard')
      expect(run.code).toBe(1)
    },
    PROVE_S,
  )
})

// ---------------------------------------------------------------------------------------------------------------
// Range F: prove merge against one run.
// ---------------------------------------------------------------------------------------------------------------
describe('range F: prove merge of two shards against one run', () => {
  // LOW. Attack: none needed — an honest range with a weakening note in a file of the second shard and an oracle
  // note (which only the first shard gives). One run lists the notes [weakening, oracle]; the merge concatenates the
  // shards' notes, [oracle, weakening]; the summary's findings follow that order, so "the same summary, byte for
  // byte" (docs/prove.md) does not hold and a CI job comparing them, or a reviewer diffing two jobs, sees a difference.
  it(
    'finding: the merged summary is the single run’s, byte for byte',
    async () => {
      const f = range(
        {
          'src/slug.ts': SLUG_BUGGY,
          'test/lower.test.ts': testFile(SLUG, [['lowercases', "expect(slug('AB')).toBe('ab')"]]),
        },
        {
          'src/slug.ts': `${SLUG_FIXED}export const inTest = (): boolean => process.env['VITEST'] !== undefined\n`,
          'test/a.test.ts': TRIM,
          'test/lower.test.ts': testFile(SLUG, [
            ['lowercases', "expect(slug('AB')).toBe('ab')"],
            ['later', 'expect(1).toBe(1)'],
          ]).replace('it("later"', 'it.todo("later"'),
        },
      )
      const dir = tempDir('evident-review36-merge-')
      const at = (name: string) => join(dir, name)
      const whole = await cli(['prove', f.range], {}, f.repo.root)
      await cli(['prove', f.range, '--shard', '1/2', '--json', at('1.json')], {}, f.repo.root)
      await cli(['prove', f.range, '--shard', '2/2', '--json', at('2.json')], {}, f.repo.root)
      const merged = await cli(['prove', 'merge', at('1.json'), at('2.json')], {}, f.repo.root)
      expect(whole.code).toBe(1)
      expect(merged.code).toBe(whole.code)
      const summary = (lines: readonly string[]) => lines.join('\n').replace(/; \d+ ms.*$/m, '')
      expect(summary(merged.out)).toBe(summary(whole.out))
    },
    PROVE_S,
  )
})

// ---------------------------------------------------------------------------------------------------------------
// Bad input, and a range that proves nothing — no test run needed.
// ---------------------------------------------------------------------------------------------------------------
describe('bad input and empty claims', () => {
  let d: ReturnType<typeof range>

  beforeAll(() => {
    d = range({ 'src/slug.ts': SLUG_BUGGY }, { 'src/slug.ts': SLUG_FIXED })
  })

  // LOW (design). Attack: an agent that wants a green prove changes production code and adds no test. prove exits
  // 0 — the code documented as "proven" — with the headline "no test added, edited or removed". A CI gate on the
  // exit code passes a behaviour change that nothing proves. Production changed with no test to prove it should be
  // a finding (or at least not 0).
  it('finding: a range that changes production code and no test does not exit 0', async () => {
    const run = await cli(['prove', d.range], {}, d.repo.root)
    expect(run.out.join('\n')).toContain('no test added, edited or removed')
    expect(run.code).not.toBe(0)
  })

  // LOW. Attack: an output path that cannot be written (`--json /no/such/dir/x.json`). prove runs, then
  // writeFileSync throws out of the command: runCli prints a bare "Error: ENOENT…" and exits 1 — the exit code of
  // "a finding". A CI gate reading exit codes takes a broken invocation for a finding (or, for merge, a shard
  // problem); the message does not say what to do. Should be exit 2 naming the path.
  it('finding: an unwritable --json path is exit 2 with a message naming it, not exit 1', async () => {
    const run = await cli(['prove', d.range, '--json', '/nonexistent-review36/x.json'], {}, d.repo.root)
    expect(run.code).toBe(2)
    expect(run.err.join('\n')).toContain('/nonexistent-review36/x.json')
  })

  // HOLDS. Ranges that look like options never reach git as options: refused with what to do, exit 2.
  it('holds: option-looking ranges and a three-dot range are refused with exit 2', async () => {
    for (const bad of ['--output=/tmp/x..HEAD', `${d.base}..--upload-pack=touch`, `${d.base}...HEAD`]) {
      const run = await cli(['prove', '--', bad], {}, d.repo.root)
      expect({ bad, code: run.code }).toEqual({ bad, code: 2 })
      expect(run.err.join('\n')).toMatch(/range|revision/)
    }
  })
})
