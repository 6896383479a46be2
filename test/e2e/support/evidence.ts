import { openStore, type Store } from '../../../mcp-server/src/store/index.js'

/** Read-only views of the evidence a session left, for assertions. */
export interface Evidence {
  readonly callers: readonly { id: number; session_id: string; agent_id: string; agent_type: string | null }[]
  readonly artifacts: readonly {
    id: number
    kind: string
    caller_id: number
    file_path: string | null
    task_id: number | null
  }[]
  readonly transitions: readonly {
    requested_phase: string
    from_phase: string | null
    accepted: number
    denial_reason: string | null
    caller_id: number
  }[]
  readonly violations: readonly { kind: string; detail: string; caller_id: number | null; tool_name: string | null }[]
  readonly hookErrors: readonly { hook: string; message: string }[]
  readonly runs: number
}

export async function readEvidence(path: string): Promise<Evidence> {
  const store: Store = await openStore(path)
  try {
    const db = store.db
    return {
      callers: await db
        .selectFrom('callers')
        .select(['id', 'session_id', 'agent_id', 'agent_type'])
        .orderBy('id')
        .execute(),
      artifacts: await db
        .selectFrom('artifacts')
        .select(['id', 'kind', 'caller_id', 'file_path', 'task_id'])
        .orderBy('seq')
        .execute(),
      transitions: await db
        .selectFrom('transition_requests')
        .select(['requested_phase', 'from_phase', 'accepted', 'denial_reason', 'caller_id'])
        .orderBy('seq')
        .execute(),
      violations: await db
        .selectFrom('violations')
        .select(['kind', 'detail', 'caller_id', 'tool_name'])
        .orderBy('seq')
        .execute(),
      hookErrors: await db.selectFrom('hook_errors').select(['hook', 'message']).orderBy('id').execute(),
      runs: (
        await db
          .selectFrom('test_runs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    }
  } finally {
    await store.close()
  }
}
