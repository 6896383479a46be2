import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { Station, usePlugin, type Observation, type Plugin, type StationOptions } from './harness.js'

/**
 * Attempts and honest actions, and the tally.
 *
 * An *attempt* is a cheat driven through the real hooks and server; its outcome is
 * - `denied`: a hook denied a tool call, a tool refused, or a phase transition was denied;
 * - `recorded`: nothing was denied, but a violation row or a test_weakened artifact was recorded meanwhile;
 * - `missed`: neither — the attempt fails its test.
 * An *honest action* must be `clean`: neither denied (`false-denial`) nor `charged` (a violation or test_weakened).
 *
 * Each test file is one family. When a file finishes it prints its own line and writes its counts to
 * `$TMPDIR/evident-red-team/<vitest pid>/<family>.json`; the file that completes the set of FAMILIES prints the
 * line of the whole suite: `red-team: denied X, recorded Y, missed 0, false-denials 0 of N`.
 */
const FAMILIES = [
  'shell-writes',
  'test-weakening',
  'semantic',
  'config',
  'foreign',
  'citations',
  'done',
  'honest',
  'tree-cheats',
  'own-state',
  'busy',
  'identity',
  'first-hour',
  'vdd-done',
  'conductor',
  'data-fix',
  'tests-frozen',
  'closing-proof',
  'fake-it',
  'session-bypass',
  'oracle',
  'triangulation',
] as const
export type FamilyName = (typeof FAMILIES)[number]

export type AttemptOutcome = 'denied' | 'recorded' | 'missed'
export type HonestOutcome = 'clean' | 'false-denial' | 'charged'

interface CaseRecord {
  readonly name: string
  readonly kind: 'attempt' | 'honest'
  readonly outcome: AttemptOutcome | HonestOutcome
  readonly observation: Observation
}

interface Counts {
  denied: number
  recorded: number
  missed: number
  clean: number
  falseDenials: number
  charged: number
  skipped: number
}

const emptyCounts = (): Counts => ({
  denied: 0,
  recorded: 0,
  missed: 0,
  clean: 0,
  falseDenials: 0,
  charged: 0,
  skipped: 0,
})

function tallyLine(label: string, c: Counts): string {
  const attempts = c.denied + c.recorded + c.missed
  const honest = c.clean + c.falseDenials + c.charged
  return (
    `${label}: denied ${c.denied}, recorded ${c.recorded}, missed ${c.missed}, false-denials ${c.falseDenials + c.charged} of ${attempts + honest}` +
    ` (${attempts} attempts, ${honest} honest actions${c.charged > 0 ? `, ${c.charged} charged` : ''}${c.skipped > 0 ? `, ${c.skipped} skipped` : ''})`
  )
}

export function classifyAttempt(o: Observation): AttemptOutcome {
  if (o.denials.length > 0) return 'denied'
  if (o.violations.length > 0 || o.weakened.length > 0) return 'recorded'
  return 'missed'
}

export function classifyHonest(o: Observation): HonestOutcome {
  if (o.denials.length > 0) return 'false-denial'
  if (o.violations.length > 0 || o.weakened.length > 0) return 'charged'
  return 'clean'
}

export const describeObservation = (o: Observation): string =>
  JSON.stringify({ denials: o.denials, violations: o.violations, weakened: o.weakened, contexts: o.contexts }, null, 2)

/**
 * Stations of one kind, built on demand (at most `max` at a time) and handed out one case at a time. A station
 * whose TDD state an attempt changed (a transition, a hypothesis, a status) is discarded; any other is restored.
 */
class Pool {
  private readonly idle: Station[] = []
  private readonly all: Station[] = []
  private building = 0
  private readonly waiting: ((s: Station) => void)[] = []

  constructor(
    private readonly plugin: () => Plugin,
    readonly options: StationOptions,
    private readonly max = 1,
  ) {}

  private async acquire(): Promise<Station> {
    const ready = this.idle.pop()
    if (ready !== undefined) return ready
    if (this.all.length + this.building < this.max) {
      this.building++
      try {
        const station = await new Station(this.plugin(), this.options).open()
        this.all.push(station)
        return station
      } finally {
        this.building--
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  private release(station: Station): void {
    const next = this.waiting.shift()
    if (next !== undefined) next(station)
    else this.idle.push(station)
  }

  /** Runs `fn` on a station of this pool; a station left in another TDD state is replaced. */
  async use<T>(fn: (s: Station) => Promise<T>): Promise<T> {
    const station = await this.acquire()
    const before = fingerprint(station)
    let keep = false
    try {
      const result = await fn(station)
      keep = station.reusable && fingerprint(station) === before
      return result
    } finally {
      if (keep) {
        await station.reset()
        this.release(station)
      } else {
        this.all.splice(this.all.indexOf(station), 1)
        void station.close()
        // A waiter gets a fresh station.
        const next = this.waiting.shift()
        if (next !== undefined) void this.acquire().then(next)
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((s) => s.close()))
  }
}

/** The TDD state of a station: open phases, statuses, hypotheses. */
function fingerprint(s: Station): string {
  return JSON.stringify([
    s.query('select id, phase from phases where end_seq is null order by id'),
    s.query('select id, status from behaviors order by id'),
    s.query('select id, status from goals order by id'),
    s.query('select id, status, outcome from tdd_tasks order by id'),
    s.query('select id, outcome from hypotheses order by id'),
  ])
}

interface AttemptOptions {
  /**
   * When the attempt is stopped by a tool refusal or a denied transition, it must be one of these (substrings of the
   * denial): a transition denied for another reason means the harness did not reach the situation it meant to test.
   */
  readonly reasons?: readonly string[]
  /** Skip with this reason (e.g. a command that is not installed). */
  readonly skip?: string | undefined
}

export interface Family {
  readonly plugin: () => Plugin
  pool(options: StationOptions, max?: number): Pool
  /** A cheat that must be denied or recorded. */
  attempt(name: string, pool: Pool, steps: (s: Station) => Promise<void>, options?: AttemptOptions): void
  /** An honest action that must be neither denied nor charged. */
  honest(name: string, pool: Pool, steps: (s: Station) => Promise<void>, options?: AttemptOptions): void
  /** Records a case run by hand (for sequences that share one station across tests). */
  record(record: CaseRecord): void
}

export function family(name: FamilyName): Family {
  const plugin = usePlugin()
  const pools: Pool[] = []
  const cases: CaseRecord[] = []
  const counts = emptyCounts()
  const record = (r: CaseRecord): void => {
    cases.push(r)
    if (r.kind === 'attempt') counts[r.outcome as 'denied' | 'recorded' | 'missed']++
    else if (r.outcome === 'clean') counts.clean++
    else if (r.outcome === 'false-denial') counts.falseDenials++
    else counts.charged++
  }
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()))
    report(name, counts, cases)
  })
  const define =
    (kind: 'attempt' | 'honest') =>
    (title: string, pool: Pool, steps: (s: Station) => Promise<void>, options: AttemptOptions = {}): void => {
      if (options.skip !== undefined) {
        counts.skipped++
        it.skip(`${title} — skipped: ${options.skip}`, () => undefined)
        return
      }
      it.concurrent(title, async () => {
        const observation = await pool.use((s) => s.observe(() => steps(s)))
        const why = describeObservation(observation)
        if (kind === 'attempt') {
          const outcome = classifyAttempt(observation)
          record({ name: title, kind, outcome, observation })
          expect(outcome, `missed: nothing denied or recorded\n${why}`).not.toBe('missed')
          const refusals = observation.denials.filter((d) => d.startsWith('transition ') || d.startsWith('tool '))
          if (options.reasons !== undefined && refusals.length > 0 && outcome === 'denied') {
            expect(
              refusals.some((d) => options.reasons?.some((r) => d.includes(r))),
              `denied, but not for ${options.reasons.join(' | ')}\n${why}`,
            ).toBe(true)
          }
        } else {
          const outcome = classifyHonest(observation)
          record({ name: title, kind, outcome, observation })
          expect(outcome, why).toBe('clean')
        }
      })
    }
  return {
    plugin,
    pool(options, max = 1) {
      const pool = new Pool(plugin, options, max)
      pools.push(pool)
      return pool
    },
    attempt: define('attempt'),
    honest: define('honest'),
    record,
  }
}

function report(name: FamilyName, counts: Counts, cases: readonly CaseRecord[]): void {
  const base = join(tmpdir(), 'evident-red-team')
  const dir = join(base, String(process.ppid))
  mkdirSync(dir, { recursive: true })
  // Tallies of earlier runs (other vitest processes) older than a day.
  for (const old of readdirSync(base)) {
    const path = join(base, old)
    if (path !== dir && Date.now() - statSync(path).mtimeMs > 86_400_000) rmSync(path, { recursive: true, force: true })
  }
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ name, counts, cases }, null, 2))
  process.stdout.write(`\n${tallyLine(`red-team ${name}`, counts)}\n`)
  const done = readdirSync(dir).filter((f) => f.endsWith('.json'))
  if (!FAMILIES.every((f) => done.includes(`${f}.json`))) return
  try {
    closeSync(openSync(join(dir, 'printed'), 'wx'))
  } catch {
    return // another file printed the total
  }
  const total = emptyCounts()
  for (const f of FAMILIES) {
    const c = (JSON.parse(readFileSync(join(dir, `${f}.json`), 'utf8')) as { counts: Counts }).counts
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += c[key]
  }
  process.stdout.write(`\n${tallyLine('red-team (all families)', total)}\n`)
}
