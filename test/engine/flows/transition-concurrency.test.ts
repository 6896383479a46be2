import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { requestTransition } from '../../../mcp-server/src/engine/flows/transition.js'
import { planTask } from '../../support/checked.js'
import { REPO } from '../../support/fixtures.js'
import { useBuiltStore } from '../../support/dist.js'
import { alice, tempStore } from '../../support/store.js'

const WORKER = join(REPO, 'test/engine/flows/transition-worker.mjs')
const ROUNDS = 60

useBuiltStore('dist/mcp-server/src/engine/flows/transition.js')

interface Worker {
  readonly ready: Promise<void>
  readonly done: Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>
  go(): void
}

function startWorker(args: readonly string[]): Worker {
  const child = spawn(process.execPath, [WORKER, ...args], { cwd: REPO, shell: false, stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  let signalReady: () => void = () => undefined
  const ready = new Promise<void>((resolveReady) => {
    signalReady = resolveReady
  })
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (stdout.startsWith('ready\n')) signalReady()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolveDone) => {
    child.on('close', (code) => {
      signalReady()
      resolveDone({ code, stdout, stderr })
    })
  })
  return { ready, done, go: () => child.stdin.write('go\n') }
}

describe('requestTransition across processes', () => {
  it('opens exactly one phase per accepted request when two processes race for the same transitions', async () => {
    const store = await tempStore()
    const planned = await planTask(store, alice, 'race', 'race goal', ['race behavior'])
    const plan = [planned.taskId, planned.goalId, planned.behaviorIds[0] ?? 0].map(String)
    const workers = [0, 1].map(() => startWorker([store.path, ...plan, String(ROUNDS)]))
    await Promise.all(workers.map((w) => w.ready))
    for (const w of workers) w.go()
    const results = await Promise.all(workers.map((w) => w.done))

    for (const r of results) {
      expect(r.stderr).not.toMatch(/SQLITE_BUSY|database is locked/i)
      expect(r.code, r.stderr).toBe(0)
    }
    const outcomes = results.flatMap((r) => JSON.parse(r.stdout.split('\n')[1] ?? '[]') as string[])
    expect(outcomes).toHaveLength(2 * 2 * ROUNDS)
    // The processes did race: some requests found the other process's red already open. A lost race is an
    // ordinary denial (red → red is not in the table), never an error.
    const denied = outcomes.filter((o) => o.startsWith('denied'))
    expect(denied.length, 'the two workers never interleaved').toBeGreaterThan(0)
    expect(new Set(denied)).toEqual(new Set(['denied wrong_source_phase']))

    const phases = await store.db
      .selectFrom('phases')
      .select(['id', 'phase', 'previous_phase_id', 'end_seq'])
      .orderBy('start_seq')
      .execute()
    expect(phases.filter((p) => p.end_seq === null)).toHaveLength(1)
    expect(phases).toHaveLength(outcomes.filter((o) => o.startsWith('accepted')).length)
    // The phases form one chain: no two phases were opened from the same phase.
    expect(phases.map((p) => p.previous_phase_id)).toEqual([null, ...phases.slice(0, -1).map((p) => p.id)])
    for (const [i, p] of phases.entries()) {
      if (p.phase === 'red') expect(i === 0 || phases[i - 1]?.phase === 'spike').toBe(true)
    }
    const requests = await store.db
      .selectFrom('transition_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(requests.n)).toBe(outcomes.length)
    // The in-process store still agrees: one more request sees the state the race left.
    const last = phases.at(-1)
    const next = await requestTransition(store, alice, {
      tddTaskId: Number(plan[0]),
      goalId: Number(plan[1]),
      behaviorId: Number(plan[2]),
      requestedPhase: last?.phase === 'red' ? 'red' : 'spike',
    })
    expect(next).toMatchObject(
      last?.phase === 'red' ? { accepted: false, denialReason: 'wrong_source_phase' } : { accepted: true },
    )
  })
})
