import type { Phase } from '../../domain/vocabulary.js'
import { envIdentityRefused, type Caller } from '../../kernel/identity.js'
import type { Sqlite } from './sqlite.js'

/** `callers`: who acts (session, agent), with its open task and phase. */
export interface PhaseState {
  readonly id: number
  readonly phase: Phase
  readonly behaviorId: number
  readonly previousPhaseId: number | null
  readonly citedArtifactId: number | null
  readonly startSeq: number
}

/** A caller with its open task (a caller has at most one) and that task's open phase. */
export interface CallerState {
  readonly callerId: number
  readonly taskId: number | null
  readonly phase: PhaseState | null
}

/** The caller's row with its open task and that task's open phase, in one statement (one prepare per hook). */
export const CALLER_STATE_SQL = `
  select c.id as caller_id, c.agent_type, c.identity, t.id as task_id,
    p.id as phase_id, p.phase, p.behavior_id, p.previous_phase_id, p.cited_artifact_id, p.start_seq
  from callers c
    left join tdd_tasks t on t.caller_id = c.id and t.status = 'open'
    left join phases p on p.task_id = t.id and p.end_seq is null
  where c.session_id = ? and c.agent_id = ?`

interface StateRow {
  readonly caller_id: number
  readonly agent_type: string | null
  readonly identity: 'hook' | 'env' | null
  readonly task_id: number | null
  readonly phase_id: number | null
  readonly phase: Phase | null
  readonly behavior_id: number | null
  readonly previous_phase_id: number | null
  readonly cited_artifact_id: number | null
  readonly start_seq: number | null
}

function stateRow(sqlite: Sqlite, caller: Caller): StateRow | undefined {
  return sqlite.prepare(CALLER_STATE_SQL).get(caller.sessionId, caller.agentId) as StateRow | undefined
}

function stateFrom(row: StateRow): CallerState {
  const { phase_id: id, phase, behavior_id: behaviorId, start_seq: startSeq } = row
  return {
    callerId: row.caller_id,
    taskId: row.task_id,
    phase:
      id === null || phase === null || behaviorId === null || startSeq === null
        ? null
        : {
            id,
            phase,
            behaviorId,
            previousPhaseId: row.previous_phase_id,
            citedArtifactId: row.cited_artifact_id,
            startSeq,
          },
  }
}

/** The caller's open task and phase; undefined when the caller was never seen. Reads only. */
export function callerState(sqlite: Sqlite, caller: Caller): CallerState | undefined {
  const row = stateRow(sqlite, caller)
  return row === undefined ? undefined : stateFrom(row)
}

/**
 * Whether Claude Code's hooks know the session: one of its callers was seen in a hook payload or through a proof
 * the server verified (`callers.identity = 'hook'`). An identity from environment variables alone is then refused.
 */
function sessionKnownToHooks(sqlite: Sqlite, sessionId: string): boolean {
  return (
    sqlite.prepare(`select 1 from callers where session_id = ? and identity = 'hook' limit 1`).get(sessionId) !==
    undefined
  )
}

/**
 * The caller's state for a write, creating the caller row on first sight (a subagent's parent is its session),
 * filling in an agent type learnt later, and recording how its identity was established (`env` is upgraded to
 * `hook` when a hook or a proof later vouches for it, never the other way). An `env` identity of a session the
 * hooks know is refused (EvidentError `unauthenticated`). Call only inside a write transaction.
 */
export function ensureCallerState(sqlite: Sqlite, caller: Caller, parentSessionId?: string): CallerState {
  if (caller.identity === 'env' && sessionKnownToHooks(sqlite, caller.sessionId))
    throw envIdentityRefused(caller.sessionId)
  const row = stateRow(sqlite, caller)
  if (row === undefined) {
    const parent = parentSessionId ?? (caller.agentId === 'main' ? null : caller.sessionId)
    const inserted = sqlite
      .prepare(
        `insert into callers (session_id, agent_id, agent_type, parent_session_id, ended_at, identity)
      values (?, ?, ?, ?, null, ?) returning id`,
      )
      .get(caller.sessionId, caller.agentId, caller.agentType ?? null, parent, caller.identity ?? null)
    return { callerId: (inserted as { id: number }).id, taskId: null, phase: null }
  }
  if (row.agent_type === null && caller.agentType !== undefined) {
    sqlite.prepare('update callers set agent_type = ? where id = ?').run(caller.agentType, row.caller_id)
  }
  if (caller.identity !== undefined && row.identity !== 'hook' && row.identity !== caller.identity) {
    sqlite.prepare('update callers set identity = ? where id = ?').run(caller.identity, row.caller_id)
  }
  return stateFrom(row)
}

/** Marks the caller ended (registering it first if it was never seen). Call only inside a write transaction. */
export function endCaller(sqlite: Sqlite, caller: Caller): void {
  const { callerId } = ensureCallerState(sqlite, caller)
  sqlite.prepare('update callers set ended_at = ? where id = ?').run(new Date().toISOString(), callerId)
}

/** When evident first saw the session (its earliest caller row, ISO time); undefined when never seen. */
export function sessionStartedAt(sqlite: Sqlite, sessionId: string): string | undefined {
  const row = sqlite.prepare('select min(started_at) as at from callers where session_id = ?').get(sessionId) as
    { at: string | null } | undefined
  return row?.at ?? undefined
}
