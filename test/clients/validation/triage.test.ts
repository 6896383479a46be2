import { execFileSync } from 'node:child_process'
import { realpathSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { gateHistory } from '../../../mcp-server/src/store/gate-results.js'
import { beginValidationRun, loadValidationRun } from '../../../mcp-server/src/store/validation-runs.js'
import { loadTriages } from '../../../mcp-server/src/store/validation-triage.js'
import { validationConfigSchema, type ValidationConfig } from '../../../mcp-server/src/domain/validation-config.js'
import { validationGate } from '../../../mcp-server/src/clients/validation/gate-record.js'
import { recordTriageOutcomes } from '../../../mcp-server/src/clients/validation/triage.js'
import type { OutcomeClaim } from '../../../mcp-server/src/clients/validation/triage-outcome.js'
import { runValidation } from '../../../mcp-server/src/clients/validation/validate.js'
import { alice, tempDir, tempStore } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

const node = (code: string): string[] => ['node', '-e', code]

/** Gate `check` is red while an untracked BROKEN file exists; `lint` reports two findings on the changed line. */
export const TECHNIQUES = [
  { id: 'check', run: node("process.exit(require('node:fs').existsSync('BROKEN') ? 1 : 0)") },
  {
    id: 'lint',
    mode: 'triage',
    run: node("console.log('error src/a.ts:2 — unsafe call\\nwarning src/a.ts:2 — shadowed name')"),
  },
  { id: 'prose', mode: 'triage', run: node("console.log('a report in prose')") },
  { id: 'clean', mode: 'triage', run: node("console.log('error src/other.ts:1 — not in the change')") },
  { id: 'gone', mode: 'triage', run: ['node'], probe: { config: ['absent.json'] } },
  { id: 'quiet', mode: 'triage', run: node('') },
]

const UNSAFE = { file: 'src/a.ts', line: 2, finding: 'unsafe call' } as const
const SHADOWED = { file: 'src/a.ts', line: 2, finding: 'shadowed name' } as const

/** A feature branch changing src/a.ts line 2, validated against main with the techniques named. */
async function validated(ids: readonly string[] = ['check', 'lint']): Promise<{
  store: Store
  root: string
  config: ValidationConfig
  git: (...args: string[]) => string
  write: (file: string, text: string) => void
  runId: number
  head: string
  commit: (message: string, files: Readonly<Record<string, string>>) => string
}> {
  const store = await tempStore()
  const config = validationConfigSchema.parse({ techniques: TECHNIQUES.filter((t) => ids.includes(t.id)) })
  const { root, git, write } = gitRepo({ 'src/a.ts': 'one\ntwo\nthree\n', 'src/other.ts': 'x\n' })
  git('checkout', '-q', '-b', 'feature')
  write('src/a.ts', 'one\nTWO\nthree\n')
  git('commit', '-q', '-am', 'feature')
  const summary = await runValidation({ db: store.db, root, config, base: 'main', caller: alice })
  const commit = (message: string, files: Readonly<Record<string, string>>): string => {
    for (const [file, text] of Object.entries(files)) write(file, text)
    git('add', '-A')
    git('commit', '-q', '--allow-empty', '-m', message)
    return git('rev-parse', 'HEAD').trim()
  }
  return { store, root, config, git, write, runId: summary.runId, head: git('rev-parse', 'HEAD').trim(), commit }
}

describe('recordTriageOutcomes', () => {
  it('verifies the commit, records one outcome per finding, re-runs the gates and satisfies the propose-gate', async () => {
    const { store, root, config, runId, commit } = await validated(['check', 'lint', 'prose'])
    expect((await validationGate(store.db, root, runId))?.gate).toEqual({
      state: 'pending',
      reasons: [
        `lint: 2 finding(s) await the triager's outcomes (evident validation triage --run ${runId} --technique lint --commit <sha> --outcomes <file>)`,
        `prose: non-canonical output awaits the triager's outcomes (evident validation triage --run ${runId} --technique prose --commit <sha> --outcomes <file>)`,
      ],
    })
    const lintSha = commit('chore(validation): lint src/a.ts:2-2', {
      'src/a.ts': 'one\nTwo\nthree\n',
      'test/a.test.ts': 'it("rejects the unsafe call")\n',
    })
    const outcomes: OutcomeClaim[] = [
      { ...UNSAFE, outcome: 'killed-by-test', test: './test/a.test.ts' },
      { ...SHADOWED, outcome: 'fixed' },
    ]
    const lint = await recordTriageOutcomes({
      db: store.db,
      root,
      config,
      caller: alice,
      runId,
      technique: 'lint',
      commit: lintSha.slice(0, 10),
      outcomes,
    })
    expect(lint.gates).toBe('green')
    expect(lint.lines.map((l) => l.line)).toEqual([
      `TRIAGED(lint): commit ${lintSha} — 2 outcome(s): 1 killed-by-test, 1 fixed; gates re-run: green`,
      'OUTCOME(lint): killed-by-test src/a.ts:2 — unsafe call — test test/a.test.ts',
      'OUTCOME(lint): fixed src/a.ts:2 — shadowed name',
      'GATE(check): green',
    ])
    expect(lint.gate.state).toBe('pending')
    expect((await gateHistory(store.db, 'check')).map((g) => g.source)).toEqual(['validation', 'validation-triage'])

    const proseSha = commit('chore(validation): prose', {})
    const prose = await recordTriageOutcomes({
      db: store.db,
      root,
      config,
      runId,
      technique: 'prose',
      commit: proseSha,
      outcomes: [{ ...UNSAFE, outcome: 'documented-benign', reason: 'the call is guarded by parse()' }],
    })
    expect(prose.lines.map((l) => l.line)).toEqual([
      `TRIAGED(prose): commit ${proseSha} — 1 outcome(s): 1 documented-benign; gates re-run: green`,
      'OUTCOME(prose): documented-benign src/a.ts:2 — unsafe call — the call is guarded by parse()',
      'GATE(check): green',
    ])
    expect(prose.gate).toEqual({
      state: 'satisfied',
      reasons: [
        '3 technique(s) landed; gates green: check',
        `lint triaged at ${lintSha.slice(0, 12)}`,
        `prose triaged at ${proseSha.slice(0, 12)}`,
      ],
    })
    const triages = await loadTriages(store.db, runId)
    expect(triages.map((t) => [t.technique, t.commit, t.gates, t.outcomes.length])).toEqual([
      ['lint', lintSha, 'green', 2],
      ['prose', proseSha, 'green', 1],
    ])
    expect(triages[0]?.outcomes.every((o) => o.findingId !== null)).toBe(true)
    expect(triages[1]?.outcomes[0]?.findingId).toBeNull()
    const record = await loadValidationRun(store.db, root, runId)
    expect(record?.lines.map((l) => l.line)).toEqual(
      expect.arrayContaining([...lint.lines, ...prose.lines].map((l) => l.line)),
    )
  })

  it('refuses a commit that is missing, the HEAD itself, not after HEAD, misnamed, out of scope or not checked out', async () => {
    const { store, root, config, git, runId, head, commit } = await validated(['lint'])
    const base = git('rev-parse', 'main').trim()
    const claims: OutcomeClaim[] = [
      { ...UNSAFE, outcome: 'documented-benign', reason: 'r' },
      { ...SHADOWED, outcome: 'documented-benign', reason: 'r' },
    ]
    const triage = (sha: string) =>
      recordTriageOutcomes({ db: store.db, root, config, runId, technique: 'lint', commit: sha, outcomes: claims })
    const refused = (sha: string, message: string, hint: string) =>
      expect(triage(sha)).rejects.toMatchObject({ message, hint })
    await refused(
      'deadbeef',
      'deadbeef is not a commit of this repository',
      "pass the triager's commit id (git log -1 --format=%H)",
    )
    await refused(
      head,
      `commit ${head} is the run's HEAD itself, not the triager's commit after it`,
      'pass the commit the triager made after the validation run (git log -1 --format=%H)',
    )
    await refused(
      base,
      `commit ${base} does not descend from the run's HEAD ${head}`,
      'commit the triage on top of the validated change, or run evident validation run again on the new HEAD',
    )
    const misnamed = commit('chore(validation): linting', { 'src/a.ts': 'one\nTwo\nthree\n' })
    await refused(
      misnamed,
      `commit ${misnamed} subject "chore(validation): linting" does not start with "chore(validation): lint"`,
      'amend the commit message to "chore(validation): lint <scope>"',
    )
    const extra = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`x/f${String(i).padStart(2, '0')}.ts`, 'x\n']),
    )
    const wide = commit('chore(validation): lint', { 'src/other.ts': 'y\n', 'test/b.test.ts': 'ok\n', ...extra })
    await refused(
      wide,
      `commit ${wide} changes files outside the technique's scope that are not tests: src/other.ts, ` +
        'x/f00.ts, x/f01.ts, x/f02.ts, x/f03.ts, x/f04.ts, x/f05.ts, x/f06.ts, x/f07.ts, x/f08.ts and 2 more',
      "keep the triage to the change's files and tests; move other edits to a commit of their own after the triage",
    )
    git('checkout', '-q', '-b', 'side')
    const aside = commit('chore(validation): lint', { 'test/c.test.ts': 'ok\n' })
    git('checkout', '-q', 'feature')
    await refused(
      aside,
      `commit ${aside} is not in the checked-out history (HEAD ${git('rev-parse', 'HEAD').trim()})`,
      'check out the branch that holds it: the gate techniques re-run on the working tree',
    )
    git('merge', '-q', '--no-ff', '-m', 'chore(validation): lint merge', 'side')
    const merge = git('rev-parse', 'HEAD').trim()
    await refused(
      merge,
      `commit ${merge} has 2 parents`,
      "commit the triage as one ordinary commit on top of the run's HEAD",
    )
    expect(await loadTriages(store.db, runId)).toEqual([])
  })

  it('refuses outcomes that do not answer each finding exactly once', async () => {
    const { store, root, config, runId, commit } = await validated(['lint', 'prose'])
    const onlyTest = commit('chore(validation): lint', { 'test/a.test.ts': 'it("x")\n', 'test/b.test.ts': 'x\n' })
    const triage = (technique: string, outcomes: OutcomeClaim[]) =>
      recordTriageOutcomes({ db: store.db, root, config, runId, technique, commit: onlyTest, outcomes })
    await expect(
      triage('lint', [
        { ...UNSAFE, outcome: 'fixed' },
        { ...UNSAFE, outcome: 'fixed' },
        { file: 'src/a.ts', line: 3, finding: 'imagined', outcome: 'fixed' },
      ]),
    ).rejects.toThrow(
      `the outcomes do not answer lint's findings in run ${runId}: outcomes[0] (src/a.ts:2): fixed, but the commit does not change src/a.ts; ` +
        'outcomes[1] (src/a.ts:2): a second outcome for one finding; outcomes[2] (src/a.ts:3): no such finding to triage; ' +
        'no outcome for src/a.ts:2 — shadowed name',
    )
    await expect(triage('lint', [])).rejects.toMatchObject({
      hint: 'give exactly one outcome per finding: {file, line, finding, outcome: killed-by-test (with test) | documented-benign (with reason) | fixed}',
    })
    await expect(
      triage('lint', [
        { ...UNSAFE, outcome: 'killed-by-test', test: 'src/a.ts' },
        { ...SHADOWED, outcome: 'killed-by-test', test: 'test/z.test.ts' },
      ]),
    ).rejects.toThrow(
      'outcomes[0] (src/a.ts:2): src/a.ts is not a test file of the project; outcomes[1] (src/a.ts:2): the commit does not add or change the test test/z.test.ts',
    )
    const proseSha = commit('chore(validation): prose', {})
    await expect(
      recordTriageOutcomes({
        db: store.db,
        root,
        config,
        runId,
        technique: 'prose',
        commit: proseSha,
        outcomes: [
          { file: 'src/other.ts', line: 1, finding: 'x', outcome: 'documented-benign', reason: 'r' },
          { ...UNSAFE, outcome: 'documented-benign', reason: 'r' },
          { ...UNSAFE, outcome: 'documented-benign', reason: 'r' },
        ],
      }),
    ).rejects.toThrow(
      "outcomes[0] (src/other.ts:1): outside the technique's scope; outcomes[2] (src/a.ts:2): a second outcome for one finding",
    )
    expect(await loadTriages(store.db, runId)).toEqual([])
  })

  it('refuses techniques with nothing to triage, unknown runs and runs still going', async () => {
    const { store, root, config, runId, commit } = await validated(['check', 'lint', 'prose', 'clean', 'gone'])
    const sha = commit('chore(validation): lint', {})
    const triage = (technique: string, id = runId) =>
      recordTriageOutcomes({ db: store.db, root, config, runId: id, technique, commit: sha, outcomes: [] })
    const which = "triage one of run 1's triage techniques: lint, prose, clean"
    await expect(triage('nope')).rejects.toMatchObject({
      message: 'technique "nope" is not in validation run 1',
      hint: which,
    })
    await expect(triage('check')).rejects.toThrow(
      '"check" is a gate technique: its exit code decided it, not a triager',
    )
    await expect(triage('gone')).rejects.toThrow('"gone" was declined in validation run 1 (probe absent)')
    await expect(triage('clean')).rejects.toThrow(
      '"clean" had no finding in scope in validation run 1: nothing to triage',
    )
    await expect(triage('lint', 99)).rejects.toThrow('no validation run 99 for this project')
    const quietConfig = validationConfigSchema.parse({ techniques: TECHNIQUES })
    const quiet = await runValidation({ db: store.db, root, config: quietConfig, base: 'main', only: 'quiet' })
    await expect(triage('quiet', quiet.runId)).rejects.toMatchObject({
      message: `"quiet" left no findings to triage in validation run ${quiet.runId}: its BLOCKER says why`,
      hint: 'resolve the blocker and run evident validation run again',
    })
    const { runId: open } = await beginValidationRun(store.db, { projectRoot: root, base: 'main', scopeSpec: '' })
    await expect(triage('lint', open)).rejects.toThrow(`validation run ${open} has not landed yet`)
    rmSync(join(root, '.git'), { recursive: true, force: true })
    await expect(triage('lint')).rejects.toThrow(`${root} is not inside a git work tree`)
  })

  it('records a red gate re-run as a blocker, and a gate that no longer resolves', async () => {
    const { store, root, config, write, runId, commit } = await validated()
    const sha = commit('chore(validation): lint', {})
    const claims: OutcomeClaim[] = [
      { ...UNSAFE, outcome: 'documented-benign', reason: 'r' },
      { ...SHADOWED, outcome: 'documented-benign', reason: 'r' },
    ]
    write('BROKEN', 'yes\n')
    const red = await recordTriageOutcomes({
      db: store.db,
      root,
      config,
      runId,
      technique: 'lint',
      commit: sha,
      outcomes: claims,
    })
    expect(red.gates).toBe('red')
    expect(red.lines.slice(-2).map((l) => l.line)).toEqual([
      'GATE(check): red',
      expect.stringMatching(
        new RegExp(
          `^BLOCKER\\(validation:check\\): GATE\\(check\\) red after the triage of lint at ${sha.slice(0, 12)} \\(exit 1\\) — options: `,
        ),
      ),
    ])
    expect(red.gate.state).toBe('blocked')
    const without = validationConfigSchema.parse({ techniques: TECHNIQUES.filter((t) => t.id !== 'check') })
    const gone = await recordTriageOutcomes({
      db: store.db,
      root,
      config: without,
      runId,
      technique: 'lint',
      commit: sha,
      outcomes: claims,
    })
    expect(gone.gates).toBe('red')
    expect(gone.lines.at(-1)?.blocker?.reason).toBe(
      `GATE(check) cannot be re-run after the triage of lint at ${sha.slice(0, 12)}: it no longer resolves`,
    )
  })

  it('refuses a run that recorded no HEAD (a repository without commits)', async () => {
    const store = await tempStore()
    const root = realpathSync(tempDir('evident-nohead-'))
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root })
    writeFileSync(join(root, 'a.ts'), 'one\ntwo\n')
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'lint', mode: 'triage', run: node("console.log('error a.ts:1 — x')") }],
    })
    const summary = await runValidation({ db: store.db, root, config })
    expect((await loadValidationRun(store.db, root, summary.runId))?.head).toBeNull()
    await expect(
      recordTriageOutcomes({
        db: store.db,
        root,
        config,
        runId: summary.runId,
        technique: 'lint',
        commit: 'abcdef1',
        outcomes: [],
      }),
    ).rejects.toMatchObject({
      message: `validation run ${summary.runId} recorded no HEAD commit, so no triage commit can be checked against it`,
      hint: 'commit the change, run evident validation run again and triage that run',
    })
  })
})
