import { spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noDatabase } from '../../mcp-server/src/cli/existing-store.js'
import { TDD_PREDICATE } from '../../mcp-server/src/clients/prove/attest.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { cli } from '../support/cli-io.js'
import { connect } from '../support/client.js'
import { projectFor } from '../support/project.js'
import { alice, recordTestRun, tempDir, tempStore, writeTestFile } from '../support/store.js'
import { ok, startWork } from '../support/tdd.js'

const test = { file: 'test/dates.test.ts', fullName: 'dates > parses 2024-01-02' }

/** Alice's task driven through the real server: red → green → refactor → done (closing proof), ended succeeded. */
async function finishedTask(store: Store) {
  const { call } = await connect(store, alice)
  const p = await startWork(call, { red: true })
  await writeTestFile(store, alice, test.file)
  const red = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
  const ids = { tddTaskId: p.tddTaskId, goalId: p.goalId, behaviorId: p.behaviorId }
  await ok(call, 'tdd_phase_transition_request', {
    ...ids,
    requestedPhase: 'green',
    citedArtifactId: red.artifacts[0]?.id,
  })
  const green = await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
  await ok(call, 'tdd_phase_transition_request', {
    ...ids,
    requestedPhase: 'refactor',
    citedArtifactId: green.artifacts[0]?.id,
  })
  await ok(call, 'tdd_behavior', { action: 'update', tddTaskId: p.tddTaskId, behaviorId: p.behaviorId, status: 'done' })
  await ok(call, 'tdd_goal', { action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'done' })
  await ok(call, 'tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'succeeded' })
  return { ...p, redRunId: red.runId, greenRunId: green.runId }
}

function git(cwd: string, args: readonly string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  return run.stdout.trim()
}

function keys(): { key: string; pub: string } {
  const dir = tempDir('evident-keys-')
  const pair = generateKeyPairSync('ed25519')
  writeFileSync(join(dir, 'key.pem'), pair.privateKey.export({ type: 'pkcs8', format: 'pem' }))
  writeFileSync(join(dir, 'key.pub'), pair.publicKey.export({ type: 'spki', format: 'pem' }))
  return { key: join(dir, 'key.pem'), pub: join(dir, 'key.pub') }
}

describe('evident attest --task', () => {
  it("signs a finished task's evidence from the store, and verify checks it against the project's HEAD", async () => {
    const store = await tempStore()
    const task = await finishedTask(store)
    const root = projectFor(store).root
    git(root, ['init', '-q', '-b', 'main'])
    git(root, ['-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-q', '--allow-empty', '-m', 'x'])
    const head = git(root, ['rev-parse', 'HEAD'])
    const tree = git(root, ['rev-parse', 'HEAD^{tree}'])
    const runs = await store.db
      .selectFrom('test_runs')
      .select(['id', 'tree', 'started_at', 'ended_at'])
      .where('task_id', '=', task.tddTaskId)
      .orderBy('seq')
      .execute()
    const proofs = await store.db.selectFrom('closing_proofs').selectAll().orderBy('seq').execute()
    expect(proofs.length).toBeGreaterThan(0)
    const env = { HOME: root, EVIDENT_DB: store.path, EVIDENT_PROJECT_ROOT: root }
    const k = keys()
    const out = join(tempDir(), 'task.intoto.json')
    const signed = await cli(['attest', '--task', String(task.tddTaskId), '--key', k.key, '--out', out], env, root)
    expect(signed.code, signed.err.join('\n')).toBe(0)
    expect(signed.out).toEqual([out])

    const envelope = JSON.parse(readFileSync(out, 'utf8')) as { payload: string }
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as {
      subject: unknown[]
      predicateType: string
      predicate: Record<string, unknown>
    }
    expect(statement.predicateType).toBe(TDD_PREDICATE)
    const trees = [...new Set(runs.map((r) => r.tree))]
    expect(trees.every((t) => typeof t === 'string')).toBe(true)
    expect(statement.subject).toEqual([
      { name: `git+commit:${head}`, digest: { gitCommit: head, gitTree: tree } },
      ...trees.map((t) => ({ name: `evident+snapshot:${t}`, digest: { gitTree: t } })),
    ])
    const summary = (id: number, outcome: string, passed: number, failed: number) => {
      const run = runs.find((r) => r.id === id)
      return {
        runId: id,
        outcome,
        total: 1,
        passed,
        failed,
        skipped: 0,
        tree: run?.tree,
        startedAt: run?.started_at,
        endedAt: run?.ended_at,
      }
    }
    expect(statement.predicate).toEqual({
      task: {
        id: task.tddTaskId,
        goal: 'parse dates',
        status: 'ended',
        outcome: 'succeeded',
        reason: null,
        createdAt: expect.stringMatching(/Z$/) as string,
        endedAt: expect.stringMatching(/Z$/) as string,
      },
      // Judged unsealed at tdd_task start (no Claude Code session start recorded it); no session row since.
      session: { id: alice.sessionId, sealedAtStart: false, sealed: null, reason: null },
      behaviors: [
        {
          id: task.behaviorId,
          goal: 'ISO dates',
          behavior: 'parses 2024-01-02',
          status: 'done',
          redTest: { file: test.file, fullName: test.fullName, ordinal: 0 },
          red: summary(task.redRunId, 'failed', 0, 1),
          green: summary(task.greenRunId, 'passed', 1, 0),
          closingProofs: proofs.map((p) => ({
            kind: p.kind,
            outcome: p.outcome,
            place: p.place,
            tree: p.tree,
            redTree: p.red_tree,
            detail: p.detail,
            at: p.at,
          })),
        },
      ],
    })
    expect(proofs.map((p) => [p.kind, p.outcome])).toEqual([
      ['original', 'passes'],
      ['current', 'fails'],
    ])

    const verified = await cli(['attest', 'verify', out, '--pub', k.pub], env, root)
    expect(verified.code, verified.err.join('\n')).toBe(0)
    expect(verified.out[0]).toMatch(
      new RegExp(`^verified: ${TDD_PREDICATE} of git\\+commit:${head}, evident\\+snapshot:`),
    )
    // Another commit since: the attested one is still in the repository, with its tree — still verified.
    git(root, ['-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-q', '--allow-empty', '-m', 'y'])
    expect((await cli(['attest', 'verify', out, '--pub', k.pub], env, root)).code).toBe(0)
    // In a repository without that commit: refused.
    const elsewhere = tempDir('evident-elsewhere-')
    git(elsewhere, ['init', '-q'])
    const moved = await cli(['attest', 'verify', out, '--pub', k.pub], { HOME: elsewhere }, elsewhere)
    expect(moved).toEqual({
      code: 1,
      out: [],
      err: [`evident attest verify: subject git+commit:${head}: no commit ${head} in this repository`],
    })
  })

  it('outside a git repository the subject is the snapshots alone', async () => {
    const store = await tempStore()
    const task = await finishedTask(store)
    const root = projectFor(store).root
    const env = { HOME: root, EVIDENT_DB: store.path, EVIDENT_PROJECT_ROOT: root }
    const signed = await cli(['attest', '--task', String(task.tddTaskId), '--key', keys().key], env, root)
    expect(signed.code, signed.err.join('\n')).toBe(0)
    const payload = (JSON.parse(signed.out[0] ?? '') as { payload: string }).payload
    const subject = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { subject: { name: string }[] })
      .subject
    expect(subject.length).toBeGreaterThan(0)
    expect(subject.every((s) => s.name.startsWith('evident+snapshot:'))).toBe(true)
  })

  it('names the fix for an unknown task, and for a project with no database (exit 1)', async () => {
    const store = await tempStore()
    await finishedTask(store)
    const root = projectFor(store).root
    const k = keys()
    const unknown = await cli(
      ['attest', '--task', '999', '--key', k.key],
      { HOME: root, EVIDENT_DB: store.path, EVIDENT_PROJECT_ROOT: root },
      root,
    )
    expect(unknown).toEqual({
      code: 1,
      out: [],
      err: [
        'Error: no TDD task 999 in this database\n`evident sessions` lists the tasks of each session (check `evident db path` for the database it reads)',
      ],
    })
    const empty = tempDir('evident-empty-')
    const db = join(empty, 'data', 'evident.sqlite')
    const none = await cli(['attest', '--task', '1', '--key', k.key], { HOME: empty, EVIDENT_DB: db }, empty)
    expect(none).toEqual({ code: 1, out: [], err: [noDatabase(db)] })
    expect(existsSync(db)).toBe(false)
  })
})
