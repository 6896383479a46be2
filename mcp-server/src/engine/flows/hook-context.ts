import type { Caller } from '../../kernel/identity.js'
import { resolveDbLocation, type DbLocation } from '../../kernel/paths.js'
import type { HookDb } from '../../store/hook-db.js'
import { callerOf, type HookPayload } from '../../hooks/payload.js'

type Env = Readonly<Record<string, string | undefined>>

/** Everything a hook handler needs, opened lazily so that a hook that needs no database never opens one. */
export interface HookContext {
  readonly event: string
  readonly payload: HookPayload
  readonly caller: Caller
  readonly env: Env
  /** The working directory of the tool call (the payload's `cwd`). */
  readonly cwd: string
  location(): DbLocation
  /**
   * The evidence database if it exists; never creates one. (Loaded lazily: SQLite only when needed.) Opening it
   * replays the spill of earlier hooks that could not write (store/spill.ts), if there is one.
   */
  db(): Promise<HookDb | undefined>
  /** The evidence database, created and migrated first if missing (once per project: loads the full store). */
  writableDb(): Promise<HookDb>
  close(): void
}

export function hookContext(event: string, payload: HookPayload, env: Env, fallbackCwd: string): HookContext {
  const cwd = payload.cwd !== undefined && payload.cwd !== '' ? payload.cwd : fallbackCwd
  let location: DbLocation | undefined
  let db: HookDb | undefined
  const ctx: HookContext = {
    event,
    payload,
    caller: callerOf(payload),
    env,
    cwd,
    location: () => (location ??= resolveDbLocation(env, cwd)),
    async db() {
      if (db === undefined) {
        const { openHookDb, replayHookSpill } = await import('../../store/hook-db.js')
        db = openHookDb(ctx.location().path)
        // Rows earlier hooks decided but could not write (a busy store): one existsSync when there are none.
        if (db !== undefined) replayHookSpill(db, ctx.location().path)
      }
      return db
    },
    async writableDb() {
      const existing = await ctx.db()
      if (existing !== undefined) return existing
      const { openStore } = await import('../../store/index.js')
      const store = await openStore(ctx.location().path)
      await store.close()
      const { openHookDb } = await import('../../store/hook-db.js')
      db = openHookDb(ctx.location().path)
      if (db === undefined) throw new Error(`the evidence database at ${ctx.location().path} was not created`)
      return db
    },
    close() {
      db?.close()
      db = undefined
    },
  }
  return ctx
}
