import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acMentions, acceptanceCriteria } from '../../../mcp-server/src/clients/coordinator/drift-spec.js'
import { diffAdditions } from '../../../mcp-server/src/clients/coordinator/drift.js'
import { STATE_NOT_IGNORED } from '../../../mcp-server/src/cli/drift.js'
import { latestDriftChecks } from '../../../mcp-server/src/store/drift-checks.js'
import { ensureCaller } from '../../../mcp-server/src/store/callers.js'
import { insertPlan } from '../../../mcp-server/src/store/plans.js'
import { openStore } from '../../../mcp-server/src/store/index.js'
import { cli } from '../../support/cli-io.js'
import { tempDir } from '../../support/store.js'

/** `evident drift --slug <slug>` on real git repositories in temp folders, run in-process. */
function git(cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
  })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  return run.stdout
}

const SPEC = [
  '# Add login',
  '',
  '## Acceptance criteria',
  '',
  '| id | criterion |',
  '| --- | --- |',
  '| AC-1 | a user logs in |',
  '| AC-2 | a wrong password is refused |',
  '|AC-3| locked after 3 tries |',
  '| AC-4 | the lock lifts after an hour |',
  '| AC-5 | an audit line per attempt |',
  '',
  'Prose that mentions AC-9 is no criterion.',
  '',
].join('\n')

function put(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true })
  writeFileSync(join(root, file), text)
}

/** A git repository with one commit: the spec and a source file. */
function repo(spec: string | undefined = SPEC): string {
  const root = realpathSync(tempDir('evident-drift-'))
  git(root, 'init', '-q')
  git(root, 'config', 'user.email', 't@example.com')
  git(root, 'config', 'user.name', 'T')
  put(root, 'src/login.ts', 'export const login = () => false\n')
  if (spec !== undefined) put(root, 'docs/specs/add-login.md', spec)
  git(root, 'add', '-A')
  git(root, 'commit', '-qm', 'base')
  return root
}

const drift = (root: string, slug = 'add-login', cwd = root) => cli(['drift', '--slug', slug], {}, cwd)
const report = (root: string, slug = 'add-login'): string =>
  readFileSync(join(root, '.claude/state/tdd', `${slug}-drift.md`), 'utf8')

describe('evident drift', () => {
  it('exits 0 when added lines resolve every AC (spans too), and writes the report with its exact header and table', async () => {
    const root = repo()
    put(root, 'src/login.ts', 'export const login = () => true // AC-1\n')
    put(root, 'test/login.test.ts', "// Covers AC-2\n// Covers AC-3..AC-5\nit('logs in', () => {})\n")
    git(root, 'add', 'test/login.test.ts')
    const ran = await drift(root)
    expect(ran.err.join('\n')).toContain('0 of 5 unresolved')
    expect(ran.code).toBe(0)
    expect(ran.out).toEqual(['.claude/state/tdd/add-login-drift.md'])
    expect(report(root)).toBe(
      [
        '# Drift report — add-login',
        '',
        'Spec: `docs/specs/add-login.md`. Compared with the lines the working tree adds (`git diff HEAD` and untracked test and source files), except under `docs/specs/`, `.claude/state/` and files a worker changed against the plan.',
        '',
        'Proof: none: no evidence database. An AC is resolved when mentioned.',
        '',
        'Unresolved: 0 of 5.',
        '',
        '| kind | id/name | verdict | evidence | mentioned | proven |',
        '| --- | --- | --- | --- | --- | --- |',
        '| AC | AC-1 | resolved | src/login.ts:1 | src/login.ts:1 | — |',
        '| AC | AC-2 | resolved | test/login.test.ts:1 | test/login.test.ts:1 | — |',
        '| AC | AC-3 | resolved | test/login.test.ts:2 | test/login.test.ts:2 | — |',
        '| AC | AC-4 | resolved | test/login.test.ts:2 | test/login.test.ts:2 | — |',
        '| AC | AC-5 | resolved | test/login.test.ts:2 | test/login.test.ts:2 | — |',
        '',
      ].join('\n'),
    )
  })

  it('exits 1 with the unresolved ACs; a committed line, a removed line, the spec and a report resolve nothing', async () => {
    const root = repo()
    // Committed before: not part of the working tree's change.
    put(root, 'src/old.ts', '// AC-4\n')
    git(root, 'add', '-A')
    git(root, 'commit', '-qm', 'old')
    put(root, 'src/old.ts', '')
    put(root, 'src/login.ts', 'export const login = () => true // AC-1, not AC-10\n')
    // Untracked files count: a new test.
    put(root, 'test/login.test.ts', '// Covers AC-2\n')
    // The spec, an older report and coordinator state mention everything: excluded.
    put(root, 'docs/specs/add-login.md', `${SPEC}\nAC-3 AC-4 AC-5 AC-1..AC-5\n`)
    put(root, 'docs/specs/notes.md', 'AC-3\n')
    put(root, '.claude/state/tdd/add-login-drift.md', '| AC | AC-3 | resolved | x |\n')
    put(root, '.claude/state/notes.md', 'AC-4 AC-5\n')
    const ran = await drift(root)
    expect(ran.code).toBe(1)
    expect(ran.out).toEqual(['.claude/state/tdd/add-login-drift.md'])
    expect(ran.err.join('\n')).toContain('3 of 5 unresolved')
    const text = report(root)
    expect(text).toContain('Unresolved: 3 of 5.')
    expect(text).toContain('| AC | AC-1 | resolved | src/login.ts:1 | src/login.ts:1 | — |')
    expect(text).toContain('| AC | AC-2 | resolved | test/login.test.ts:1 | test/login.test.ts:1 | — |')
    for (const id of ['AC-3', 'AC-4', 'AC-5']) expect(text).toContain(`| AC | ${id} | unresolved | — | — | — |`)
    // A second run reads its own report from last time as excluded too.
    expect((await drift(root)).code).toBe(1)
  })

  it('reports each recipe scenario of .claude/state/tdd/<slug>.json, resolved by its name in an added test line', async () => {
    const root = repo()
    put(root, 'src/login.ts', '// AC-1..AC-5\n')
    put(
      root,
      '.claude/state/tdd/add-login.json',
      JSON.stringify({
        slug: 'add-login',
        recipe: [
          { name: 'test_when_password_right_then_logged_in', covers: 'AC-1', assertion: 'a', fixtures: 'f' },
          { name: 'test_when_locked_then_refused', covers: 'AC-3', assertion: 'b', fixtures: 'f' },
          { name: 'test_when_audit | piped', covers: 'AC-5', assertion: 'c', fixtures: 'f' },
          { name: 'test_when_named_in_code_only', covers: 'AC-2', assertion: 'd', fixtures: 'f' },
        ],
        contract: {
          failing_test_paths: ['checks/lock_check.py'],
          write_set: ['src/login.ts'],
          behavior_excerpts: [],
          project_conventions: { test_cmd: 'npm test', lint_cmd: 'npm run lint' },
        },
        design_calls_rows: [],
      }),
    )
    put(root, 'test/login.test.ts', "it('test_when_password_right_then_logged_in', () => {})\n")
    put(root, 'checks/lock_check.py', 'def test_when_locked_then_refused(): pass\n')
    put(root, 'src/named.ts', '// test_when_named_in_code_only\n')
    const ran = await drift(root)
    expect(ran.code).toBe(1)
    const text = report(root)
    expect(text).toContain('Spec: `docs/specs/add-login.md`; recipe: `.claude/state/tdd/add-login.json`.')
    expect(text).toContain('| scenario | test_when_password_right_then_logged_in | resolved | test/login.test.ts:1 |')
    expect(text).toContain('| scenario | test_when_locked_then_refused | resolved | checks/lock_check.py:1 |')
    expect(text).toContain('| scenario | test_when_audit \\| piped | unresolved | — |')
    expect(text).toContain('| scenario | test_when_named_in_code_only | unresolved | — |')
    expect(text).toContain('Unresolved: 2 of 9.')
  })

  it('says once, with the exact line, when .claude/state/ is not git-ignored, and never edits .gitignore', async () => {
    const root = repo()
    const first = await drift(root)
    expect(first.err.filter((l) => l === STATE_NOT_IGNORED)).toHaveLength(1)
    expect(STATE_NOT_IGNORED).toContain("add the line .claude/state/ to the project's .gitignore")
    expect(existsSync(join(root, '.gitignore'))).toBe(false)
    for (const line of ['.claude/state/', '.claude/']) {
      writeFileSync(join(root, '.gitignore'), `${line}\n`)
      const ignored = await drift(root)
      expect(ignored.out, line).toEqual(['.claude/state/tdd/add-login-drift.md'])
      expect(ignored.err, line).not.toContain(STATE_NOT_IGNORED)
      expect(readFileSync(join(root, '.gitignore'), 'utf8')).toBe(`${line}\n`)
    }
  })

  it('prints "no spec; skipped" and exits 0 without a spec, writing no report', async () => {
    const root = repo(undefined)
    const ran = await drift(root, 'chore-cleanup')
    expect(ran).toMatchObject({ code: 0, out: ['no spec; skipped'] })
    expect(existsSync(join(root, '.claude'))).toBe(false)
  })

  it('works before the first commit (everything is added) and from a subfolder', async () => {
    const root = realpathSync(tempDir('evident-drift-fresh-'))
    git(root, 'init', '-q')
    put(root, 'docs/specs/add-login.md', SPEC)
    put(root, 'src/a.ts', '// AC-1..AC-3\n')
    git(root, 'add', 'src/a.ts')
    put(root, 'src/b.ts', '// AC-4 AC-5\n')
    const ran = await drift(root, 'add-login', join(root, 'src'))
    expect(ran.err.join('\n')).toContain('0 of 5 unresolved')
    expect(ran.code).toBe(0)
  })

  it('exits 2 outside a git work tree, for an unreadable spec or state file, and for a bad slug', async () => {
    const plain = realpathSync(tempDir('evident-drift-nogit-'))
    put(plain, 'docs/specs/add-login.md', SPEC)
    const outside = await drift(plain)
    expect(outside.code).toBe(2)
    expect(outside.err.join('\n')).toMatch(/^evident drift: .* is not inside a git work tree/)

    const root = repo()
    mkdirSync(join(root, 'docs/specs/dir.md'))
    const unreadable = await drift(root, 'dir')
    expect(unreadable.code).toBe(2)
    expect(unreadable.err.join('\n')).toMatch(/^evident drift: cannot read the spec docs\/specs\/dir\.md: /)

    const elsewhere = realpathSync(tempDir('evident-drift-elsewhere-'))
    put(elsewhere, 'secret.md', '| AC-1 | x |\n')
    symlinkSync(join(elsewhere, 'secret.md'), join(root, 'docs/specs/linked.md'))
    const linked = await drift(root, 'linked')
    expect(linked.code).toBe(2)
    expect(linked.err.join('\n')).toContain('resolves outside the project')

    put(root, '.claude/state/tdd/add-login.json', '{"recipe": "none"}')
    const state = await drift(root)
    expect(state.code).toBe(2)
    expect(state.err.join('\n')).toContain('.claude/state/tdd/add-login.json is not a coordinator state file')

    for (const slug of ['../add-login', 'a/b', '..', '.hidden', '']) {
      const bad = await drift(root, slug)
      expect(bad.code, slug).toBe(2)
      expect(bad.err.join('\n'), slug).toMatch(/^evident drift: --slug takes a slug/)
    }
    expect((await cli(['drift'], {}, root)).err.join('\n')).toMatch(/^evident drift: --slug is required\n/)
  })

  it('exits 2 when the report cannot be written, or its folder leads out of the project', async () => {
    const root = repo()
    put(root, '.claude/state/tdd', 'a file where the folder goes\n')
    const blocked = await drift(root)
    expect(blocked.code).toBe(2)
    expect(blocked.err.join('\n')).toMatch(
      /^evident drift: cannot write the report \.claude\/state\/tdd\/add-login-drift\.md: /,
    )
    rmSync(join(root, '.claude/state/tdd'))
    const outside = realpathSync(tempDir('evident-drift-out-'))
    symlinkSync(outside, join(root, '.claude/state/tdd'))
    const linked = await drift(root)
    expect(linked.code).toBe(2)
    expect(linked.err.join('\n')).toContain('cannot write the report: .claude/state/tdd resolves outside the project')
    expect(readdirSync(outside)).toEqual([])
  })
})

describe('evident drift and the evidence database', () => {
  /** A migrated, empty store in a temp folder (closed again: the command opens its own). */
  async function store(): Promise<string> {
    const path = join(tempDir('evident-drift-db-'), 'evident.sqlite')
    await (await openStore(path)).close()
    return path
  }
  const rows = async (db: string, root: string, slugs: readonly string[]) => {
    const s = await openStore(db)
    try {
      const all = await s.db
        .selectFrom('drift_checks')
        .select(['slug', 'verdict', 'exit_code'])
        .orderBy('seq')
        .execute()
      return { all, latest: await latestDriftChecks(s.db, root, slugs) }
    } finally {
      await s.close()
    }
  }

  it('records every result in the existing store: slug, verdict and exit, unresolved ids, report, HEAD, caller', async () => {
    const root = repo()
    const db = await store()
    const env = { EVIDENT_DB: db }
    const head = git(root, 'rev-parse', 'HEAD').trim()
    put(root, 'src/login.ts', 'export const login = () => true // AC-1..AC-3\n')
    expect((await cli(['drift', '--slug', 'add-login'], env, root)).code).toBe(1)
    let got = await rows(db, root, ['add-login'])
    expect(got.latest).toMatchObject([
      {
        slug: 'add-login',
        verdict: 'drift',
        exitCode: 1,
        total: 5,
        unresolved: ['AC-4', 'AC-5'],
        reportPath: '.claude/state/tdd/add-login-drift.md',
        head,
        detail: null,
        caller: 'human / main',
      },
    ])
    put(root, 'src/lock.ts', '// AC-4 AC-5\n')
    const clean = await cli(['drift', '--slug', 'add-login'], { ...env, EVIDENT_SESSION_ID: 'ci-7' }, root)
    expect(clean.code).toBe(0)
    expect(clean.err.join('\n')).not.toContain('not recorded')
    expect((await cli(['drift', '--slug', 'chore'], env, root)).code).toBe(0)
    put(root, '.claude/state/tdd/broken.json', '[]')
    put(root, 'docs/specs/broken.md', SPEC)
    expect((await cli(['drift', '--slug', 'broken'], env, root)).code).toBe(2)
    got = await rows(db, root, ['add-login', 'chore', 'broken', 'never-checked'])
    expect(got.all).toEqual([
      { slug: 'add-login', verdict: 'drift', exit_code: 1 },
      { slug: 'add-login', verdict: 'clean', exit_code: 0 },
      { slug: 'chore', verdict: 'skipped', exit_code: 0 },
      { slug: 'broken', verdict: 'error', exit_code: 2 },
    ])
    expect(got.latest).toMatchObject([
      { slug: 'add-login', verdict: 'clean', unresolved: [], total: 5, caller: 'ci-7 / main' },
      {
        slug: 'chore',
        verdict: 'skipped',
        total: null,
        reportPath: null,
        head,
        detail: 'docs/specs/chore.md does not exist',
      },
      {
        slug: 'broken',
        verdict: 'error',
        reportPath: null,
        detail: expect.stringContaining('is not a coordinator state file'),
      },
    ])
  })

  it('needs no database and creates none', async () => {
    const root = repo()
    const db = join(tempDir('evident-drift-nodb-'), 'data', 'evident.sqlite')
    const ran = await cli(['drift', '--slug', 'add-login'], { EVIDENT_DB: db }, root)
    expect(ran.code).toBe(1)
    expect(ran.out).toEqual(['.claude/state/tdd/add-login-drift.md'])
    expect(ran.err.join('\n')).not.toContain('not recorded')
    expect(existsSync(dirname(db))).toBe(false)
  })

  it('keeps its exit code when the store cannot take the result, and records a refused identity as no caller', async () => {
    const root = repo()
    put(root, 'src/login.ts', '// AC-1..AC-5\n')
    const garbage = join(tempDir('evident-drift-bad-'), 'evident.sqlite')
    writeFileSync(garbage, 'not a database, but a file where one should be\n'.repeat(200))
    const broken = await cli(['drift', '--slug', 'add-login'], { EVIDENT_DB: garbage }, root)
    expect(broken.code).toBe(0)
    expect(broken.out).toEqual(['.claude/state/tdd/add-login-drift.md'])
    expect(broken.err.join('\n')).toContain('evident drift: the result is not recorded in the evidence database (')

    const db = await store()
    const s = await openStore(db)
    await s.write((tx) => ensureCaller(tx, { sessionId: 'cc-1', agentId: 'main', identity: 'hook' }))
    await s.close()
    const refused = await cli(['drift', '--slug', 'add-login'], { EVIDENT_DB: db, EVIDENT_SESSION_ID: 'cc-1' }, root)
    expect(refused.code).toBe(0)
    expect(refused.err.join('\n')).toMatch(
      /^evident drift: recorded without a caller: session cc-1 is a Claude Code session/m,
    )
    expect((await rows(db, root, ['add-login'])).latest).toMatchObject([{ verdict: 'clean', caller: null }])
  })
})

describe('evident drift with evidence: proven ACs, --require-tests, breaches', () => {
  /**
   * A store holding a binding verdict of `verdict` whose run passed `passed` (file, full name), and optionally a plan
   * of add-login and a shell command of its implement worker that created `breach` against the write set.
   */
  async function evidence(
    root: string,
    verdict: 'PASS' | 'FAIL',
    passed: readonly (readonly [string, string])[],
    breach?: string,
  ): Promise<string> {
    const path = join(tempDir('evident-drift-proof-'), 'evident.sqlite')
    const s = await openStore(path)
    try {
      await s.write(async (tx) => {
        const main = await ensureCaller(tx, { sessionId: 'cc', agentId: 'main' })
        if (breach !== undefined) {
          await insertPlan(tx, {
            projectRoot: root,
            callerId: main,
            document: {
              slug: 'add-login',
              recipe: [{ name: 'test_when_a_then_b', covers: 'AC-1', assertion: 'a', fixtures: 'f' }],
              contract: {
                failing_test_paths: ['test/login.test.ts'],
                write_set: ['src/login.ts'],
                behavior_excerpts: [],
                project_conventions: { test_cmd: 'npm test', lint_cmd: '' },
              },
              design_calls_rows: [],
              out_of_scope: [],
            },
            specPath: 'docs/specs/add-login.md',
            specSha256: 'x',
            fixIterations: 5,
            stubMarkers: [],
          })
          const worker = await ensureCaller(tx, { sessionId: 'cc', agentId: 'impl-1', agentType: 'evident:implement' })
          const change = { path: breach, status: 'added', kind: 'production', before: null, after: null }
          await tx
            .insertInto('shell_commands')
            .values({
              caller_id: worker,
              task_id: null,
              tool_use_id: 'tu-1',
              command: 'node write.js',
              project_root: root,
              tree_before: null,
              tree_after: null,
              start_seq: 1000,
              end_seq: 1001,
              changes: JSON.stringify([
                { ...change, contentHash: null, recorded: 'shell', violation: 'outside_write_set' },
              ]),
            })
            .execute()
        }
        const run = await tx
          .insertInto('test_runs')
          .values({
            caller_id: main,
            task_id: null,
            phase_id: null,
            runner: 'vitest',
            argv: '[]',
            project_root: root,
            start_seq: 2000,
            seq: 2001,
            started_at: 't',
            ended_at: 't',
            exit_code: 0,
            outcome: verdict === 'PASS' ? 'passed' : 'failed',
            total: passed.length,
            passed: passed.length,
            failed: 0,
            skipped: 0,
            error_count: 0,
            detail: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        let seq = 2002
        for (const [file, name] of passed) {
          const c = await tx
            .insertInto('test_cases')
            .values({ project_root: root, file, full_name: name })
            .returning('id')
            .executeTakeFirstOrThrow()
          await tx
            .insertInto('test_results')
            .values({ run_id: run.id, test_case_id: c.id, status: 'passed', duration_ms: 1, seq: seq++ })
            .execute()
        }
        await tx
          .insertInto('test_verdicts')
          .values({
            project_root: root,
            run_id: run.id,
            verdict,
            reason: verdict === 'PASS' ? null : 'failures',
            detail: null,
            at: 't',
            command: 'vitest run',
            exit_code: verdict === 'PASS' ? 0 : 1,
            passed: passed.length,
            failed: 0,
            errors: 0,
            filtered: 0,
            tree: null,
            seq,
          })
          .execute()
      })
    } finally {
      await s.close()
    }
    return path
  }

  it('shows mentioned and proven; --require-tests leaves an AC that is only mentioned unresolved (exit 1)', async () => {
    const root = repo()
    put(root, 'src/login.ts', 'export const login = () => true // AC-1, AC-4, AC-5\n')
    // AC-2 by the file's Covers line, AC-3 by the test's name; a test that did not pass proves nothing.
    put(root, 'test/login.test.ts', "// Covers AC-2\nit('logs in (AC-3)', () => {})\nit('locks (AC-4)', () => {})\n")
    const db = await evidence(root, 'PASS', [
      ['test/login.test.ts', 'logs in (AC-3)'],
      ['test/other.test.ts', 'unrelated'],
    ])
    const plain = await cli(['drift', '--slug', 'add-login'], { EVIDENT_DB: db }, root)
    expect(plain.code).toBe(0)
    let text = report(root)
    expect(text).toContain(
      'Proof: tests that passed in the binding verdict (run 1, PASS). An AC is resolved when mentioned.',
    )
    expect(text).toContain('| AC | AC-1 | resolved | src/login.ts:1 | src/login.ts:1 | — |')
    expect(text).toContain(
      '| AC | AC-2 | resolved | test/login.test.ts:1 | test/login.test.ts:1 | test/login.test.ts › logs in (AC-3) |',
    )
    expect(text).toContain(
      '| AC | AC-3 | resolved | test/login.test.ts:2 | test/login.test.ts:2 | test/login.test.ts › logs in (AC-3) |',
    )

    const strict = await cli(['drift', '--slug', 'add-login', '--require-tests'], { EVIDENT_DB: db }, root)
    expect(strict.code).toBe(1)
    expect(strict.err.join('\n')).toContain('3 of 5 unresolved')
    text = report(root)
    expect(text).toContain('An AC is resolved only when proven (--require-tests).')
    expect(text).toContain('| AC | AC-1 | unresolved | — | src/login.ts:1 | — |')
    expect(text).toContain('| AC | AC-2 | resolved | test/login.test.ts › logs in (AC-3) |')
    expect(text).toContain('| AC | AC-4 | unresolved | — | src/login.ts:1 | — |')
    expect(await latestUnresolved(db, root)).toEqual(['AC-1', 'AC-4', 'AC-5'])

    // A binding FAIL proves nothing; without a database nothing is proven either.
    const failed = await evidence(root, 'FAIL', [['test/login.test.ts', 'logs in (AC-3)']])
    expect((await cli(['drift', '--slug', 'add-login', '--require-tests'], { EVIDENT_DB: failed }, root)).code).toBe(1)
    expect(report(root)).toContain('Proof: none: the binding verdict (run 1, FAIL) is no PASS.')
    const none = join(tempDir('evident-drift-none-'), 'evident.sqlite')
    const bare = await cli(['drift', '--slug', 'add-login', '--require-tests'], { EVIDENT_DB: none }, root)
    expect(bare.code).toBe(1)
    expect(bare.err.join('\n')).toContain('5 of 5 unresolved')
  })

  it("an untracked note resolves nothing; a worker's unrestored change resolves nothing, is unresolved and voids the PASS", async () => {
    const root = repo()
    put(root, 'src/login.ts', 'export const login = () => true // AC-2..AC-5\n')
    put(root, 'notes.txt', 'AC-1 is done\n')
    put(root, 'docs/notes.md', 'AC-1 is done\n')
    expect((await drift(root)).code).toBe(1)
    expect(report(root)).toContain('| AC | AC-1 | unresolved | — | — | — |')

    put(root, 'src/extra.ts', '// AC-1\n')
    const db = await evidence(root, 'PASS', [['test/login.test.ts', 'covers AC-1..AC-5']], 'src/extra.ts')
    const ran = await cli(['drift', '--slug', 'add-login'], { EVIDENT_DB: db }, root)
    expect(ran.code).toBe(1)
    expect(ran.err.join('\n')).toContain('2 of 6 unresolved')
    let text = report(root)
    expect(text).toContain('| AC | AC-1 | unresolved | — | — | — |')
    expect(text).toContain(
      '| breach | src/extra.ts | unresolved | — | outside_write_set by evident:implement agent impl-1: node write.js — not restored (evident restore src/extra.ts) | — |',
    )
    expect(text).toMatch(
      /Proof: none: the binding verdict \(run 1, PASS\) does not count while a worker's change against plan add-login stands/,
    )

    // Put back (the worker created it: gone), the breach no longer stands and the PASS proves again.
    rmSync(join(root, 'src/extra.ts'))
    const after = await cli(['drift', '--slug', 'add-login', '--require-tests'], { EVIDENT_DB: db }, root)
    expect(after.code).toBe(0)
    text = report(root)
    expect(text).not.toContain('| breach |')
    expect(text).toContain(
      '| AC | AC-1 | resolved | test/login.test.ts › covers AC-1..AC-5 | — | test/login.test.ts › covers AC-1..AC-5 |',
    )
  })
})

async function latestUnresolved(db: string, root: string): Promise<readonly string[]> {
  const s = await openStore(db)
  try {
    return (await latestDriftChecks(s.db, root, ['add-login']))[0]?.unresolved ?? []
  } finally {
    await s.close()
  }
}

describe('drift parsing', () => {
  it('takes AC ids from table rows only, each once (AC-007 is AC-7)', () => {
    expect(acceptanceCriteria(`${SPEC}| AC-007 | seven |\n| AC-7 | again |\n`)).toEqual([
      'AC-1',
      'AC-2',
      'AC-3',
      'AC-4',
      'AC-5',
      'AC-007',
    ])
  })

  it('expands spans and never reads AC-1 into AC-10', () => {
    expect([...acMentions('AC-3..AC-5 and AC-10')]).toEqual([3, 4, 5, 10])
    expect([...acMentions('AC-5..AC-3')]).toEqual([5])
    expect([...acMentions('AC-1..AC-5000')]).toEqual([1])
    expect([...acMentions('XAC-1 AC-12x')]).toEqual([])
  })

  it('reads added lines with their new line numbers from a unified diff', () => {
    const diff = [
      'diff --git a/x.ts b/x.ts',
      '--- a/x.ts',
      '+++ b/x.ts',
      '@@ -2,0 +3,2 @@',
      '+one',
      '+two',
      '@@ -9 +11 @@',
      '-gone',
      '+three',
      'diff --git a/y.ts b/y.ts',
      '+++ /dev/null',
      '@@ -1 +0,0 @@',
      '-deleted',
      '+++ "b/tab\\there.ts"',
      '@@ -0,0 +1 @@',
      '+four',
    ].join('\n')
    expect(diffAdditions(diff)).toEqual([
      { file: 'x.ts', line: 3, text: 'one' },
      { file: 'x.ts', line: 4, text: 'two' },
      { file: 'x.ts', line: 11, text: 'three' },
      { file: 'tab\there.ts', line: 1, text: 'four' },
    ])
  })
})
