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
  readonly tasks: readonly {
    id: number
    caller_id: number
    status: string
    outcome: string | null
    plan_id: number | null
  }[]
  readonly plans: readonly { id: number; slug: string; version: number; status: string; caller_id: number }[]
  /** Each binding verdict with the caller of its run. */
  readonly verdicts: readonly {
    run_id: number
    verdict: string
    reason: string | null
    filtered: number
    caller_id: number | null
  }[]
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
      tasks: await db
        .selectFrom('tdd_tasks')
        .select(['id', 'caller_id', 'status', 'outcome', 'plan_id'])
        .orderBy('seq')
        .execute(),
      plans: await db
        .selectFrom('tdd_plans')
        .select(['id', 'slug', 'version', 'status', 'caller_id'])
        .orderBy('seq')
        .execute(),
      verdicts: await db
        .selectFrom('test_verdicts')
        .leftJoin('test_runs', 'test_runs.id', 'test_verdicts.run_id')
        .select([
          'test_verdicts.run_id',
          'test_verdicts.verdict',
          'test_verdicts.reason',
          'test_verdicts.filtered',
          'test_runs.caller_id',
        ])
        .orderBy('test_verdicts.seq')
        .execute(),
    }
  } finally {
    await store.close()
  }
}
