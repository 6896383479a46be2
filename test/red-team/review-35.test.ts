import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { provenCall } from '../support/client.js'
import { tempDir, tempStore } from '../support/store.js'
import { ok, startWork } from '../support/tdd.js'
import { eslintRun } from '../support/validation-repo.js'
import { cli } from '../support/cli-io.js'

/**
 * Red-team review of issue #35 (branch h-redteam). Each case states what evident should do; the cases that FAIL on
 * the reviewed branch were the findings; all pass since their fixes. Not part of the red-team families' tally.
 */

const run = (env: Readonly<Record<string, string>>, root: string, ...more: readonly string[]) =>
  cli(['validation', 'run', '--base', 'main', ...more], env, root)

/** The empty triage an adversarial triager can always make: no outcome at all, an empty commit. */
async function emptyTriage(p: ReturnType<typeof eslintRun>, technique: string) {
  p.git('commit', '-q', '--allow-empty', '-m', `chore(validation): ${technique}`)
  const sha = p.git('rev-parse', 'HEAD').trim()
  return cli(
    ['validation', 'triage', '--run', '1', '--technique', technique, '--commit', sha, '--outcomes', p.outcomes([])],
    p.env,
    p.root,
  )
}

describe('review #35 — validation: a failing derived lint must not be satisfied by an empty triage', () => {
  // `npm run lint` is `eslint .` (stylish report, exit 1 on a no-var error in the change). Before #35 the derived lint
  // was a gate: GATE(lint) red, blocked. Now it is a triage whose report is NON-CANONICAL, and the exit code is dropped:
  // a triage with zero outcomes satisfies the propose-gate although the lint failed on the changed line.
  it('an `npm run lint` that exits 1 with an error in the change is not satisfied by a triage with no outcome', async () => {
    const p = eslintRun({}, '```sh\nnpm run lint\n```\n')
    p.change('a.js', 'var a = 1\nexport { a }\n')
    const result = await run(p.env, p.root, '--technique', 'lint')
    expect(result.out.join('\n')).toMatch(/NON-CANONICAL\(lint\)/)
    const triage = await emptyTriage(p, 'lint')
    // Refused, nothing recorded: the failing run's report needs at least one outcome.
    expect(triage.code).toBe(1)
    expect(triage.err.join('\n')).toContain('the technique exited 1: its report needs at least one outcome')
    expect((await cli(['validation', 'gate'], p.env, p.root)).code).not.toBe(0)
  })

  // derived-mode.ts#reportingCommand appends `--format json` after `npm exec eslint .`; npm parses options after the
  // positional arguments itself ("Expanding --format to --format-package-lock") and eslint gets `json` as a file
  // pattern: a clean project's documented `npm exec eslint .` crashes and blocks on every run.
  it('a documented `npm exec eslint .` on a clean change runs as a clean triage, not a crash', async () => {
    const p = eslintRun({}, '```sh\nnpm exec eslint .\n```\n')
    p.change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(p.env, p.root, '--technique', 'lint')
    expect(
      result.out.filter((l) => l.startsWith('BLOCKER(')),
      result.out.join('\n'),
    ).toEqual([])
    expect(result.out.at(-1)).toMatch(/^PROPOSE-GATE: satisfied/)
  })

  // manifest-lint.ts#place: a dangling symlink leading out of the project (its target not created yet) is reported as a
  // missing file inside the project (a warning) instead of a path outside it (an error): realpath fails, and
  // partLeadingOutside only follows links that resolve.
  it('the manifest lint calls a dangling symlink out of the project "outside", not missing', async () => {
    const outside = tempDir()
    const p = eslintRun({
      'evident.config.json': JSON.stringify({ validation: { dod: 'docs/DOD.md' } }),
    })
    mkdirSync(join(p.root, 'docs'), { recursive: true })
    symlinkSync(join(outside, 'DOD.md'), join(p.root, 'docs', 'DOD.md'))
    const lint = await cli(['validation', 'lint-manifest'], p.env, p.root)
    expect(
      lint.out.filter((l) => l.startsWith('error: ') && l.includes('outside the project')),
      lint.out.join('\n'),
    ).not.toEqual([])
  })

  // The record of a NON-CANONICAL technique drops its exit code (TRIAGE(...) lines keep it): neither the triager nor
  // the propose-gate can tell a failed lint from a clean one.
  it('the NON-CANONICAL line keeps the exit code of the lint that produced it', async () => {
    const p = eslintRun({}, '```sh\nnpm run lint\n```\n')
    p.change('a.js', 'var a = 1\nexport { a }\n')
    const result = await run(p.env, p.root, '--technique', 'lint')
    expect(result.out.find((l) => l.startsWith('NON-CANONICAL(lint)'))).toMatch(/exit 1/)
  })

  // The same hole through the manifest's procedure override: a derived `test` turned into a triage step. The failing
  // suite's output is NON-CANONICAL; an empty triage satisfies the run. The lint says nothing about demoting a gate.
  it('a procedure step turning the derived test gate into a triage does not let a failing suite through an empty triage', async () => {
    const p = eslintRun(
      {
        'package.json': JSON.stringify({
          name: 'fixture',
          private: true,
          scripts: { test: 'node -e "console.log(\'1 failed\'); process.exit(1)"' },
        }),
        'evident.config.json': JSON.stringify({
          validation: { procedure: { steps: [{ technique: 'test', mode: 'triage' }] } },
        }),
      },
      '```sh\nnpm test\n```\n',
    )
    p.change('a.js', 'const a = 1\nexport { a }\n')
    const lint = await cli(['validation', 'lint-manifest'], p.env, p.root)
    expect(lint.code).toBe(1)
    expect(lint.out.join('\n')).toMatch(
      /^error: evident\.config\.json: validation\.procedure\.steps\[0\]\.mode: "test" is a gate \(derived\); a step may not make it a triage/m,
    )
    // The run lints first: refused, nothing recorded, so no triage can follow.
    const result = await run(p.env, p.root)
    expect(result.code).toBe(1)
    expect((await emptyTriage(p, 'test')).code).toBe(1)
  })

  // The override may leave out a derived gate: NO-OP(validation:test) is recorded, but with no DoD naming `test` the run
  // is satisfied although the project's documented test command was never run. The lint stays silent.
  it('the manifest lint warns when the procedure override leaves out a resolved gate technique', async () => {
    const p = eslintRun(
      {
        'package.json': JSON.stringify({
          name: 'fixture',
          private: true,
          scripts: { test: 'node -e "process.exit(1)"' },
        }),
        'evident.config.json': JSON.stringify({
          validation: { procedure: { steps: [{ id: 'noop', run: [process.execPath, '-e', ''] }] } },
        }),
      },
      '```sh\nnpm test\n```\n',
    )
    p.change('a.js', 'const a = 1\nexport { a }\n')
    const lint = await cli(['validation', 'lint-manifest'], p.env, p.root)
    const result = await run(p.env, p.root)
    expect(result.out).toContain("NO-OP(validation:test): not in the manifest's procedure override")
    expect(lint.out.join('\n')).toMatch(
      /^warning: evident\.config\.json: validation\.procedure: the gate "test" \(derived\) is in no step: it does not run, and the run records NO-OP\(validation:test\)$/m,
    )
  })

  // A triage re-runs the run's gates "as evident.config.json now declares them" — without the manifest lint every run
  // gets. An inline procedure step reusing a derived gate's id (a lint ERROR that refuses a run) replaces that gate in
  // the re-run: here `npm test` breaks after the triage, and a no-op step named `test` re-runs green instead.
  it('a triage does not re-run a recorded gate through an inline step the manifest lint refuses', async () => {
    const p = eslintRun({
      'package.json': JSON.stringify({
        name: 'fixture',
        private: true,
        scripts: { test: "node -e \"process.exit(require('fs').existsSync('broken.txt') ? 1 : 0)\"" },
      }),
    })
    p.change('a.js', 'const a = 1\nvar b = 2\nexport { a, b }\n')
    const result = await run(p.env, p.root)
    expect(result.out).toContain('GATE(test): green')
    const sha = p.change('a.js', 'const a = 1\nconst b = 2\nexport { a, b }\n', 'chore(validation): lint a.js:2')
    writeFileSync(join(p.root, 'broken.txt'), 'the suite fails from now on\n')
    writeFileSync(
      join(p.root, 'evident.config.json'),
      JSON.stringify({
        validation: {
          procedure: { steps: [{ technique: 'lint' }, { id: 'test', run: [process.execPath, '-e', ''] }] },
        },
      }),
    )
    const lint = await cli(['validation', 'lint-manifest'], p.env, p.root)
    expect(lint.code).toBe(1)
    const file = p.outcomes([
      { file: 'a.js', line: 2, finding: 'Unexpected var, use let or const instead. (no-var)', outcome: 'fixed' },
    ])
    const triage = await cli(
      ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', file],
      p.env,
      p.root,
    )
    // Linted first, as a run is: refused on the error, nothing recorded.
    expect(triage.code).toBe(1)
    expect(triage.err.join('\n')).toMatch(/the manifest \(evident\.config\.json validation\) has 1 error/)
  })

  // The same swap with a manifest the lint accepts: a declared `test` that does nothing. The triage re-runs a gate only
  // as the run resolved it (its TECHNIQUE line); a gate the config now resolves differently is a blocker, not a green.
  it('a triage does not re-run a recorded gate that the config now resolves differently, even when the lint is clean', async () => {
    const p = eslintRun({
      'package.json': JSON.stringify({
        name: 'fixture',
        private: true,
        scripts: { test: "node -e \"process.exit(require('fs').existsSync('broken.txt') ? 1 : 0)\"" },
      }),
    })
    p.change('a.js', 'const a = 1\nvar b = 2\nexport { a, b }\n')
    expect((await run(p.env, p.root)).out).toContain('GATE(test): green')
    const sha = p.change('a.js', 'const a = 1\nconst b = 2\nexport { a, b }\n', 'chore(validation): lint a.js:2')
    writeFileSync(join(p.root, 'broken.txt'), 'the suite fails from now on\n')
    writeFileSync(
      join(p.root, 'evident.config.json'),
      JSON.stringify({ validation: { techniques: [{ id: 'test', run: [process.execPath, '-e', ''] }] } }),
    )
    expect((await cli(['validation', 'lint-manifest'], p.env, p.root)).code).toBe(0)
    const file = p.outcomes([
      { file: 'a.js', line: 2, finding: 'Unexpected var, use let or const instead. (no-var)', outcome: 'fixed' },
    ])
    const triage = await cli(
      ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', file],
      p.env,
      p.root,
    )
    const out = triage.out.join('\n')
    expect(out).toMatch(
      /BLOCKER\(validation:test\): GATE\(test\) is not re-run after the triage of lint at \w+: evident\.config\.json resolves it differently than the run did/,
    )
    expect(triage.out.at(-1), out).toMatch(/^PROPOSE-GATE: blocked/)
  })
})

const main: Caller = { sessionId: 'session-1', agentId: 'main' }
const alice: Caller = { sessionId: 'session-1', agentId: 'agent-a', agentType: 'evident:tdd-task' }
const bob: Caller = { sessionId: 'session-1', agentId: 'agent-b', agentType: 'evident:tdd-task' }
const mate: Caller = { sessionId: 'session-2', agentId: 'main' }

describe('review #35 — following read-only', () => {
  // tools/tdd-task.ts start → engine/flows/tdd-task.ts#startTask: a start whose runId names an existing task returns
  // that task (created: false) BEFORE the handoff is checked or claimed. The teammate is told nothing; the offerer
  // can never follow the task it was promised, and the handoff stays open for anyone holding the id.
  it('a start with a handoffId and the runId of an existing task either links the handoff or refuses', async () => {
    const store = await tempStore()
    const m = await provenCall(store, main)
    const t = await provenCall(store, mate)
    const first = await ok(t, 'tdd_task', { action: 'start', goal: 'teammate work', runId: 'run-7' })
    const handoffId = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const again = await t('tdd_task', { action: 'start', goal: 'teammate work', runId: 'run-7', handoffId })
    const followed = await m('tdd_task', { action: 'get', tddTaskId: first['tddTaskId'] })
    expect(again.isError || !followed.isError, `${again.text}\n${followed.text}`).toBe(true)
    // It links: the offerer follows the task; the same start again is answered as before (idempotent)…
    expect(again.isError, again.text).toBe(false)
    expect(followed.isError, followed.text).toBe(false)
    const retry = await t('tdd_task', { action: 'start', goal: 'teammate work', runId: 'run-7', handoffId })
    expect(retry.isError, retry.text).toBe(false)
    // …and a second handoff cannot link the task again: one offerer follows a task.
    const second = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const twice = await t('tdd_task', { action: 'start', goal: 'teammate work', runId: 'run-7', handoffId: second })
    expect(twice.isError).toBe(true)
    expect(twice.text).toContain(
      `handoff_already_claimed: TDD task ${String(first['tddTaskId'])} is already linked by another handoff`,
    )
  })

  // A subagent reads no sibling's task tree: get, resume and inventory tree are refused. Scope "session" still lists the
  // session's tasks one line each and their progress narration for every agent of the session (docs/architecture.md).
  it('a subagent cannot get, resume or pull the tree of its sibling subagent’s task', async () => {
    const store = await tempStore()
    const a = await provenCall(store, alice)
    const b = await provenCall(store, bob)
    const pa = await startWork(a)
    expect((await b('tdd_task', { action: 'get', tddTaskId: pa.tddTaskId })).isError).toBe(true)
    expect((await b('tdd_task', { action: 'resume', tddTaskId: pa.tddTaskId })).isError).toBe(true)
    const tree = await b('inventory', { kind: 'task', scope: 'session', tree: true })
    expect(tree.isError).toBe(true)
    const mineTree = await b('inventory', { kind: 'task', tree: true })
    expect(JSON.stringify(mineTree.data['trees'] ?? [])).not.toContain(`"id":${pa.tddTaskId}`)
  })
})
