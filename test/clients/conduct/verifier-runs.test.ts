import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerOfVerifier } from '../../../mcp-server/src/clients/conduct/verifier-runs.js'
import type { Caller } from '../../../mcp-server/src/kernel/identity.js'
import { insertConductEvent } from '../../../mcp-server/src/store/conduct-events.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { projectFor } from '../../support/project.js'
import { recordTestRun, tempDir, tempStore } from '../../support/store.js'

/**
 * A verifier's PASS is held to the test runs its own session recorded after its launch, through evident with a
 * hook-proved identity (clients/conduct/verifier-runs.ts). Runs before the launch, or under an identity taken from
 * environment variables alone, back nothing.
 */
const LEAF = '0b7c2c4e-1111-4222-8333-944455556666'
const hooked: Caller = { sessionId: LEAF, agentId: 'main', identity: 'hook' }
const fromEnv: Caller = { sessionId: LEAF, agentId: 'main', identity: 'env' }
const TEST = 'test/greet.test.ts'
const passing = [{ file: TEST, fullName: 'greets', status: 'passed' as const }]
const failing = [{ file: TEST, fullName: 'greets', status: 'failed' as const }]

async function launch(store: Store): Promise<void> {
  await store.write((tx) =>
    insertConductEvent(tx, projectFor(store).root, {
      kind: 'launch',
      at: new Date().toISOString(),
      issue: 7,
      leaf: 'verdict-green',
      actor: 'verifier',
      leafSession: LEAF,
    }),
  )
}

/** The tree the conductor handed the verifier: its checkout's snapshot before it started (here, the project's now). */
const handedOf = (store: Store): { root: string; snapshot: string | undefined } => ({
  root: projectFor(store).root,
  snapshot: projectFor(store).tree(),
})

const judge = (
  store: Store,
  phase: 'red' | 'green' | 'refactor',
  claim: 'pass' | 'reject' = 'pass',
  handed = handedOf(store),
) =>
  answerOfVerifier(
    store.path,
    handed,
    LEAF,
    phase,
    claim === 'pass' ? { kind: 'pass' } : { kind: 'reject', reason: 'greet omits the "!"' },
    [TEST],
  )

describe('answerOfVerifier', () => {
  it('accepts a green PASS its own whole-suite run after the launch shows', async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, hooked, passing)
    expect(await judge(store, 'green')).toEqual({
      code: 0,
      reason: expect.stringContaining('green confirmed') as string,
    })
  })

  it("counts only the verifier's own session: another session's green run backs nothing", async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, { ...hooked, sessionId: 'another-session' }, passing)
    expect((await judge(store, 'green')).code).toBe(2)
  })

  it('counts no run recorded under an identity from environment variables alone', async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, fromEnv, passing)
    expect(await judge(store, 'green')).toEqual({
      code: 2,
      reason: 'the verifier claimed PASS but recorded no test run of its own through evident (run_tests)',
    })
  })

  it('turns a green PASS over a red whole-suite run into a REJECT', async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, hooked, failing)
    const verdict = await judge(store, 'green')
    expect(verdict.code).toBe(1)
    expect(verdict.reason).toMatch(/whole-suite run #\d+ is failed \(1 failed of 1\)/)
  })

  it('wants the whole suite for green and refactor: a filtered run alone is a REJECT', async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, hooked, passing, {}, undefined, { filtered: true })
    expect((await judge(store, 'refactor')).reason).toMatch(/claimed refactor PASS without running the whole suite/)
  })

  it('accepts a red PASS only when its run of the new tests fails', async () => {
    const red = await tempStore()
    await launch(red)
    await recordTestRun(red, hooked, failing, {}, undefined, { filtered: true })
    expect((await judge(red, 'red')).code).toBe(0)
    const green = await tempStore()
    await launch(green)
    await recordTestRun(green, hooked, passing, {}, undefined, { filtered: true })
    expect((await judge(green, 'red')).reason).toMatch(/has no failing test/)
  })

  it('rejects a PASS whose runs never ran the named tests', async () => {
    const store = await tempStore()
    await launch(store)
    await recordTestRun(store, hooked, [{ file: 'test/other.test.ts', fullName: 'x', status: 'passed' }])
    expect((await judge(store, 'green')).reason).toBe(`the verifier claimed PASS but none of its runs ran ${TEST}`)
  })

  it('holds a PASS to the tree it was handed: a run on another tree, or one the tree changed under, is a REJECT', async () => {
    // The attack: a process swaps the right file in while the verifier's run goes on, and the wrong one back after.
    const store = await tempStore()
    const project = projectFor(store)
    project.write('src/greet.ts', 'export const greet = () => "wrong"\n')
    const handed = handedOf(store)
    await launch(store)
    project.write('src/greet.ts', 'export const greet = () => "Hello!"\n')
    const right = project.tree()
    const swapped = await recordTestRun(store, hooked, passing)
    project.write('src/greet.ts', 'export const greet = () => "wrong"\n')
    expect(project.tree()).toBe(handed.snapshot)
    expect(await judge(store, 'green', 'pass', handed)).toEqual({
      code: 1,
      reason: `the verifier claimed green PASS but its run #${swapped.runId} ran on tree ${right.slice(0, 12)}, not on the tree it was handed (${handed.snapshot?.slice(0, 12)})`,
    })
    // A run during which the tree changed (its snapshots before and after differ) counts for no tree.
    const moving = await tempStore()
    const at = handedOf(moving)
    await launch(moving)
    const changed = await recordTestRun(moving, hooked, passing, {}, undefined, { treeAfter: 'f'.repeat(40) })
    expect((await judge(moving, 'green', 'pass', at)).reason).toBe(
      `the verifier claimed green PASS but the work tree changed while its run #${changed.runId} ran (tree ${at.snapshot?.slice(0, 12)} before, ffffffffffff after)`,
    )
    // No snapshot of the checkout: nothing ties the runs to the tree (malformed, never a PASS).
    const none = await tempStore()
    await launch(none)
    await recordTestRun(none, hooked, passing)
    expect(await judge(none, 'green', 'pass', { root: projectFor(none).root, snapshot: undefined })).toEqual({
      code: 2,
      reason:
        "the verifier's checkout has no snapshot in evident's store, so its runs cannot be tied to the tree it was handed",
    })
  })

  it('takes a REJECT as said, without reading the store', async () => {
    expect(
      await answerOfVerifier(
        join(tempDir(), 'none.sqlite'),
        { root: '/p', snapshot: undefined },
        LEAF,
        'green',
        { kind: 'reject', reason: 'no' },
        [],
      ),
    ).toEqual({ code: 1, reason: 'no' })
  })

  it('answers malformed (2) when there is no store or no verdict line', async () => {
    const path = join(tempDir(), 'none.sqlite')
    const none = await answerOfVerifier(path, { root: '/p', snapshot: undefined }, LEAF, 'green', { kind: 'pass' }, [
      TEST,
    ])
    expect(none.code).toBe(2)
    expect(none.reason).toContain('no evidence store')
    expect(existsSync(path)).toBe(false)
    const store = await tempStore()
    const malformed = await answerOfVerifier(
      store.path,
      { root: '/p', snapshot: undefined },
      LEAF,
      'green',
      { kind: 'malformed', why: 'no VERDICT line' },
      [],
    )
    expect(malformed).toEqual({ code: 2, reason: 'malformed verdict: no VERDICT line' })
  })
})
