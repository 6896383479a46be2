import type { Caller } from '../../kernel/identity.js'
import { resolveDbLocation, type DbLocation } from '../../kernel/paths.js'
import type { HookDb } from '../../store/hook-db.js'
import type { HookPayload } from '../../domain/hook-payload.js'
import type { WorkerRole } from '../../domain/vocabulary.js'
import type { EditDecision } from '../gates/edit-denials.js'
import type { FileKind } from '../../project/test-files.js'
import type { Sqlite } from '../../store/statements/sqlite.js'

type Env = Readonly<Record<string, string | undefined>>

/** A change as a client's rule judges it (the TDD coordinator's worker rules). */
interface ClientChange {
  readonly file: string
  readonly kind: FileKind
  readonly via: 'edit' | 'shell' | 'delete'
  readonly text?: { readonly before: string; readonly after: string } | undefined
  /** The whole file after the change, and whether the change creates it. */
  readonly fileAfter?: string | undefined
  readonly creates?: boolean | undefined
}

/** One hook call's judge of changes by a client's rules; its decision goes into the edit policy (`workerDecision`). */
export type ChangeJudge = (change: ClientChange) => EditDecision

/**
 * The rules of the systems built on the engine that the engine's hook flows apply on the way (the hook CLI wires
 * them: entry/hook-cli.ts). The engine never imports a client: it calls these.
 */
export interface HookClients {
  /** The TDD coordinator: a worker's rules against the project's current plan (a rarely taken path, loaded lazily). */
  readonly workerJudge: (sqlite: Sqlite | undefined, projectRoot: string, role: WorkerRole) => Promise<ChangeJudge>
  /**
   * The TDD coordinator: a line for each coordinator worker's change against the project's current plan that still
   * stands (docs/coordinator.md, "A breach blocks completion"); no binding PASS counts meanwhile. Loaded lazily.
   */
  readonly breaches: (sqlite: Sqlite, dbPath: string, projectRoot: string) => Promise<readonly string[]>
  /** The VDD Done gate. */
  readonly beans: {
    /** A project with beans: its Bash commands are measured for the Done gate whatever the TDD state (cheap). */
    readonly measured: (projectRoot: string) => boolean
    /** Whether a project-relative path is a bean file. */
    readonly isBean: (path: string) => boolean
    /**
     * For each bean file a shell command set to Done without a passing VDD verdict (its text before the command
     * given; its text after read from the project): the denial's reason, by path.
     */
    readonly doneDenials: (
      projectRoot: string,
      changes: readonly { readonly path: string; readonly before: string }[],
      env: Env,
    ) => Promise<ReadonlyMap<string, string>>
  }
}

/** Everything a hook handler needs, opened lazily so that a hook that needs no database never opens one. */
export interface HookContext {
  readonly event: string
  readonly payload: HookPayload
  readonly caller: Caller
  readonly env: Env
  /** The clients' rules the engine applies (see `HookClients`). */
  readonly clients: HookClients
  /** The working directory of the tool call (the payload's `cwd`). */
  readonly cwd: string
  location(): DbLocation
  /**
   * The evidence database if it exists, at this evident's schema (an older one is migrated first); never creates one.
   * (Loaded lazily: SQLite only when needed.) Opening it replays the spill of earlier hooks that could not write
   * (store/spill.ts), if there is one. A store evident cannot use throws an `unusableStore` error (store/open-errors.ts).
   */
  db(): Promise<HookDb | undefined>
  /** The evidence database, created and migrated first if missing (once per project: loads the full store). */
  writableDb(): Promise<HookDb>
  close(): void
}

export function hookContext(
  event: string,
  payload: HookPayload,
  env: Env,
  fallbackCwd: string,
  clients: HookClients,
): HookContext {
  const cwd = payload.cwd !== undefined && payload.cwd !== '' ? payload.cwd : fallbackCwd
  let location: DbLocation | undefined
  let db: HookDb | undefined
  const ctx: HookContext = {
    event,
    payload,
    caller: callerOf(payload),
    env,
    clients,
    cwd,
    location: () => (location ??= resolveDbLocation(env, cwd)),
    async db() {
      if (db === undefined) {
        const { openCurrentHookDb, replayHookSpill } = await import('../../store/hook-db.js')
        // An older store (an upgrade) is migrated first; one evident cannot use throws `unusableStore`.
        db = await openCurrentHookDb(ctx.location().path)
        // Rows earlier hooks decided but could not write (a busy store): one existsSync when there are none.
        if (db !== undefined) replayHookSpill(db, ctx.location().path)
      }
      return db
    },
    async writableDb() {
      const existing = await ctx.db()
      if (existing !== undefined) return existing
      const { openStore } = await import('../../store/index.js')
      // A missing native module is not the store's fault: thrown as it is (the hook fails open, SessionStart says so).
      const { loadNativeBinding } = await import('../../store/native.js')
      loadNativeBinding()
      // No store exists yet (`db()` found none; one that exists and cannot be used threw there): a store that cannot be
      // created holds no evidence and no task to judge by, so its failure is thrown as it is (the hook fails open,
      // counted), never as an unusable store.
      await (await openStore(ctx.location().path)).close()
      const { openCurrentHookDb } = await import('../../store/hook-db.js')
      db = await openCurrentHookDb(ctx.location().path)
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

/** The caller a payload speaks for: (session, agent or "main"), its identity established by the hook. */
function callerOf(payload: HookPayload): Caller {
  const agentId = payload.agent_id !== undefined && payload.agent_id !== '' ? payload.agent_id : 'main'
  const agentType = payload.agent_type !== undefined && payload.agent_type !== '' ? payload.agent_type : undefined
  return { sessionId: payload.session_id, agentId, ...(agentType === undefined ? {} : { agentType }), identity: 'hook' }
}
