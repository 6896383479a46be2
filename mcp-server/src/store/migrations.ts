import { sql, type Kysely, type Migration } from 'kysely'
import {
  ARTIFACT_KINDS,
  CONDUCT_EVENT_KINDS,
  CRITERION_STATUSES,
  DRIFT_RESULTS,
  ERROR_SCOPES,
  FRAME_SOURCES,
  GATE_STATUSES,
  HYPOTHESIS_OUTCOMES,
  IDENTITY_SOURCES,
  LEAF_ACTORS,
  LEAF_PHASES,
  PHASES,
  PLAN_PATH_KINDS,
  PLAN_STATUSES,
  PROOF_KINDS,
  PROOF_OUTCOMES,
  PROOF_PLACES,
  RUN_OUTCOMES,
  TASK_OUTCOMES,
  TASK_STATUSES,
  TEST_STATUSES,
  TRIAGE_GATE_STATES,
  TRIAGE_OUTCOMES,
  VALIDATION_FINDING_ORIGINS,
  VALIDATION_LINE_KINDS,
  VALIDATION_RUN_STATUSES,
  VDD_MANUAL_STATES,
  VDD_AGGREGATES,
  VERDICT_REASONS,
  VERDICTS,
  WORK_STATUSES,
} from '../domain/vocabulary.js'

/**
 * Inline migrations: a static record (survives bundling, no filesystem scan). Append new entries; never
 * edit one that has shipped. Names sort in application order.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_evidence_core': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of CORE_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  '0002_vdd': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of VDD_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  '0003_validation': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of VALIDATION_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // The PostToolUse hook looks up the newest test_written of a file on every edit; without this index that
  // is a scan of every artifact ever recorded.
  '0004_artifact_kind_file': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw('create index artifacts_kind_file on artifacts (kind, file_path, seq)').execute(db)
    },
  },
  // Evidence bound to the working tree: the tree a run ran on (and whether it was filtered), a phase's start
  // tree, a task's frozen configuration, and the before/after trees of each shell command in a TDD context.
  '0005_tree_evidence': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of TREE_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // Sealed sessions: how each caller's identity was established, whether each session was sealed, and the
  // hook failures that let an action through (counted per session so that a busy store is visible).
  '0006_sealed_sessions': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of SEAL_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // Task reads (tdd_task get and resume, acceptance_metrics) cost what the task holds, not what the store holds:
  // each walks one task's rows in index order; and pruning runs finds the hypotheses citing a row by index (see
  // TASK_READ_INDEXES).
  '0007_task_read_indexes': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of TASK_READ_INDEXES) await sql.raw(statement).execute(db)
    },
  },
  // Test identity: tests that share a full name in one file (test.each rows, repeated
  // titles) are told apart by an ordinal, so every result of a run is stored; and a stack frame says whether it
  // came from the error's stack or its message (the real location of a syntax or import error).
  '0008_test_identity': {
    async up(db: Kysely<unknown>): Promise<void> {
      await rebuildTestCases(db)
      await sql
        .raw(
          `alter table stack_frames add column source text not null default 'stack' check (${oneOf('source', FRAME_SOURCES)})`,
        )
        .execute(db)
    },
  },
  // Validation triage: the HEAD a run measured (a triager's commit must descend from it), the findings handed to the
  // triager (a technique's scope-filtered ones and the reviewer's suspected-benign ones), and each triage: the
  // triager's verified commit, the gate re-run after it, and one outcome per finding.
  '0009_validation_triage': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of TRIAGE_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // Validation recency and memory: the HEAD commit and working tree a validation run and a gate result were recorded
  // on (so a DoD `gate:` criterion can tell a fresh green from a stale one), and per project the techniques the last
  // discovery produced with the fingerprint of the files it read (docs/validation.md).
  '0010_validation_recency': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of VALIDATION_RECENCY_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // The commit each VDD run verified and whether its tree was that commit's (`evident vdd --merge-gate`).
  '0011_vdd_commit': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw('alter table vdd_runs add column commit_sha text').execute(db)
      await sql.raw('alter table vdd_runs add column dirty_paths text').execute(db)
    },
  },
  // The binding test verdict of each run evident executes (run_tests, evident verify): PASS or FAIL with the reason,
  // the four lines `last_test_result` mirrors, and the tree the run ran on (what the PASS-claim guard compares).
  '0012_test_verdicts': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of VERDICT_SCHEMA) await sql.raw(statement).execute(db)
    },
  },
  // Coordinator plans (docs/coordinator.md): the recipe and contract the main agent decided for a spec, the task the
  // implement worker started from one, and the recipe entry each of its behaviors was made from. Self-contained.
  '0013_tdd_plans': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `create table tdd_plans (
          id integer primary key,
          project_root text not null,
          slug text not null,
          version integer not null check (version >= 1),
          status text not null check (${oneOf('status', PLAN_STATUSES)}),
          reason text,
          spec_path text not null,
          spec_sha256 text not null,
          test_cmd text not null,
          lint_cmd text not null,
          behavior_excerpts text not null,
          design_calls_rows text not null,
          out_of_scope text not null,
          fix_iterations integer not null check (fix_iterations >= 1),
          stub_markers text not null,
          caller_id integer not null references callers(id),
          seq integer not null,
          created_at text not null default ${now},
          ended_at text,
          unique (project_root, slug, version))`,
        // At most one current plan per project: the one its workers are held to.
        `create unique index tdd_plans_current on tdd_plans (project_root) where status != 'superseded'`,
        `create table tdd_plan_recipe (
          id integer primary key,
          plan_id integer not null references tdd_plans(id),
          ordinal integer not null,
          name text not null,
          covers text not null,
          assertion text not null,
          fixtures text not null,
          unique (plan_id, ordinal),
          unique (plan_id, name))`,
        `create table tdd_plan_paths (
          plan_id integer not null references tdd_plans(id),
          kind text not null check (${oneOf('kind', PLAN_PATH_KINDS)}),
          ordinal integer not null,
          path text not null,
          primary key (plan_id, kind, ordinal))`,
        `alter table tdd_tasks add column plan_id integer references tdd_plans(id)`,
        `alter table behaviors add column recipe_id integer references tdd_plan_recipe(id)`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
  // The result of each drift check (`evident drift --slug`, docs/verdict.md) run where the project has a store: the
  // report shows the newest per slug. Self-contained; the caller may be absent (an identity the store refused).
  '0014_drift_checks': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `create table drift_checks (
          id integer primary key,
          project_root text not null,
          slug text not null,
          verdict text not null check (${oneOf('verdict', DRIFT_RESULTS)}),
          exit_code integer not null,
          total integer,
          unresolved text not null,
          report_path text,
          head text,
          detail text,
          caller_id integer references callers(id),
          seq integer not null,
          at text not null default ${now})`,
        `create index drift_checks_slug on drift_checks (project_root, slug, seq)`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
  // The conductor (`evident conduct`, docs/conduct.md): its events, the same lines as `.tdd/events.jsonl`, and the
  // leaves it launched, each a `claude -p` session whose id the conductor chose — so a verifier's verdict is judged
  // against the test runs that session itself recorded. Self-contained.
  '0015_conduct': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `create table conduct_events (
          id integer primary key,
          project_root text not null,
          issue integer not null,
          kind text not null check (${oneOf('kind', CONDUCT_EVENT_KINDS)}),
          step integer,
          step_title text,
          leaf text,
          actor text check (actor is null or ${oneOf('actor', LEAF_ACTORS)}),
          phase text check (phase is null or ${oneOf('phase', LEAF_PHASES)}),
          attempt integer,
          plugin_version text,
          code integer,
          detail text,
          leaf_session text,
          seq integer not null,
          at text not null)`,
        `create index conduct_events_issue on conduct_events (project_root, issue, seq)`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
  // The closing proof (issue #30): each proof a behavior's done, a task's end or a move out of refactor ran, keyed by
  // the content it ran on so that the same content is never proven twice. Self-contained.
  '0016_closing_proofs': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `create table closing_proofs (
          id integer primary key,
          task_id integer not null references tdd_tasks(id),
          behavior_id integer not null references behaviors(id),
          kind text not null check (${oneOf('kind', PROOF_KINDS)}),
          key text not null,
          tree text not null,
          red_tree text not null,
          outcome text not null check (${oneOf('outcome', PROOF_OUTCOMES)}),
          place text not null check (${oneOf('place', PROOF_PLACES)}),
          detail text not null,
          ms integer not null,
          seq integer not null,
          at text not null default ${now})`,
        `create index closing_proofs_key on closing_proofs (behavior_id, kind, key)`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
  // The plugin snapshot a conductor run pinned (docs/conduct.md): each event carries its content hash. Self-contained.
  '0017_conduct_plugin_hash': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw(`alter table conduct_events add column plugin_hash text`).execute(db)
    },
  },
  // Measured shell commands take a lease on their project (engine/flows/shell-lease.ts, issue #32): the time it lapses
  // (null once released, and on every row before this migration), when a lapsed lease was taken over, and when a
  // command took a lease another command's lapsed by time (that one may still run in its window). Self-contained.
  '0018_shell_lease': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `alter table shell_commands add column lease_until text`,
        `alter table shell_commands add column lapsed_at text`,
        `alter table shell_commands add column overlapped_at text`,
        `create index shell_commands_open on shell_commands (project_root) where end_seq is null`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
  // A task freezes the test files as its project's vitest resolves them at start (runners/vitest-files.ts, issue #33):
  // their project-relative globs, JSON `{include, exclude}`; null when there were none (older tasks too). Self-contained.
  '0019_task_test_globs': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw(`alter table tdd_tasks add column test_globs text`).execute(db)
    },
  },
  // A measured command whose tree before could not be taken within the hook's snapshot budget (issue #34) is closed
  // as unmeasured: why, as text; its changes are left to the next transition (`unrecorded_change`). Self-contained.
  '0020_shell_unmeasured': {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql.raw(`alter table shell_commands add column unmeasured text`).execute(db)
    },
  },
  // A main agent hands a task id to a teammate (another session it started): the offer, with an unguessable id for the
  // teammate's prompt, and the one task that claimed it (engine/flows/handoff.ts, issue #35). Self-contained.
  '0021_task_handoffs': {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const statement of [
        `create table task_handoffs (
          id integer primary key,
          token text not null unique,
          offer_caller_id integer not null references callers(id),
          created_at text not null default ${now},
          claim_caller_id integer references callers(id),
          claimed_task_id integer unique references tdd_tasks(id),
          claimed_at text,
          check ((claimed_task_id is null) = (claim_caller_id is null)))`,
        `create index task_handoffs_offer on task_handoffs (offer_caller_id)`,
      ])
        await sql.raw(statement).execute(db)
    },
  },
}

/**
 * test_cases' unique key gains the ordinal. SQLite cannot change a table's constraints in place, so the table is
 * rebuilt with its rows (same ids, ordinal 0: every existing identity was unique without it) and any index another
 * migration put on it. test_results, test_errors and artifacts reference it; the migration runs in a transaction
 * with foreign keys on, where dropping the table counts their rows as violations until the same ids are back
 * (`defer_foreign_keys` holds that check until commit, and it ends there).
 */
async function rebuildTestCases(db: Kysely<unknown>): Promise<void> {
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'test_cases' and sql is not null`.execute(db)
  for (const statement of [
    'pragma defer_foreign_keys = on',
    'create temp table test_cases_0008 as select id, project_root, file, full_name from test_cases',
    'drop table test_cases',
    `create table test_cases (
      id integer primary key,
      project_root text not null,
      file text not null,
      full_name text not null,
      ordinal integer not null default 0 check (ordinal >= 0),
      unique (project_root, file, full_name, ordinal))`,
    `insert into test_cases (id, project_root, file, full_name, ordinal)
      select id, project_root, file, full_name, 0 from test_cases_0008`,
    'drop table temp.test_cases_0008',
    ...indexes.map((i) => i.sql),
  ])
    await sql.raw(statement).execute(db)
}

const now = `(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`

/** A CHECK list from a vocabulary: `column in ('a', 'b')`, the text the shipped migrations spelled out. */
const oneOf = (column: string, values: readonly string[]): string =>
  `${column} in (${values.map((v) => `'${v}'`).join(', ')})`

const CORE_SCHEMA: readonly string[] = [
  `create table meta (key text primary key, value text not null)`,
  `insert into meta (key, value) values ('seq', '0')`,
  `create table callers (
    id integer primary key,
    session_id text not null,
    agent_id text not null,
    agent_type text,
    parent_session_id text,
    started_at text not null default ${now},
    ended_at text,
    unique (session_id, agent_id))`,
  `create table tdd_tasks (
    id integer primary key,
    caller_id integer not null references callers(id),
    run_id text,
    goal text not null,
    status text not null check (${oneOf('status', TASK_STATUSES)}),
    outcome text check (${oneOf('outcome', TASK_OUTCOMES)}),
    reason text,
    seq integer not null,
    created_at text not null default ${now},
    ended_at text)`,
  `create unique index tdd_tasks_run on tdd_tasks (caller_id, run_id) where run_id is not null`,
  `create index tdd_tasks_caller_open on tdd_tasks (caller_id, status)`,
  `create table goals (
    id integer primary key,
    task_id integer not null references tdd_tasks(id),
    ordinal integer not null,
    goal text not null,
    status text not null check (${oneOf('status', WORK_STATUSES)}),
    created_at text not null default ${now},
    updated_at text not null)`,
  `create index goals_task on goals (task_id)`,
  `create table behaviors (
    id integer primary key,
    task_id integer not null references tdd_tasks(id),
    goal_id integer not null references goals(id),
    ordinal integer not null,
    behavior text not null,
    status text not null check (${oneOf('status', WORK_STATUSES)}),
    created_at text not null default ${now},
    updated_at text not null)`,
  `create index behaviors_goal on behaviors (goal_id)`,
  `create index behaviors_task on behaviors (task_id)`,
  `create table phases (
    id integer primary key,
    task_id integer not null references tdd_tasks(id),
    goal_id integer not null references goals(id),
    behavior_id integer not null references behaviors(id),
    caller_id integer not null references callers(id),
    phase text not null check (${oneOf('phase', PHASES)}),
    previous_phase_id integer references phases(id),
    cited_artifact_id integer,
    reason text,
    start_seq integer not null,
    end_seq integer,
    started_at text not null default ${now},
    ended_at text)`,
  // At most one open phase per task: two concurrent transitions can never both open one.
  `create unique index phases_one_open on phases (task_id) where end_seq is null`,
  `create index phases_task on phases (task_id, start_seq)`,
  `create index phases_behavior on phases (behavior_id)`,
  `create table transition_requests (
    id integer primary key,
    task_id integer,
    caller_id integer not null references callers(id),
    behavior_id integer,
    from_phase text,
    requested_phase text not null,
    cited_artifact_id integer,
    accepted integer not null,
    denial_reason text,
    evidence_valid integer not null,
    seq integer not null,
    at text not null default ${now})`,
  `create index transition_requests_task on transition_requests (task_id)`,
  `create index transition_requests_caller on transition_requests (caller_id)`,
  `create table test_runs (
    id integer primary key,
    caller_id integer not null references callers(id),
    task_id integer references tdd_tasks(id),
    phase_id integer references phases(id),
    runner text not null,
    argv text not null,
    project_root text not null,
    start_seq integer not null,
    seq integer not null,
    started_at text not null,
    ended_at text not null,
    exit_code integer,
    outcome text not null check (${oneOf('outcome', RUN_OUTCOMES)}),
    total integer not null,
    passed integer not null,
    failed integer not null,
    skipped integer not null,
    error_count integer not null,
    detail text)`,
  `create index test_runs_caller on test_runs (caller_id, seq)`,
  `create index test_runs_task on test_runs (task_id)`,
  `create table test_cases (
    id integer primary key,
    project_root text not null,
    file text not null,
    full_name text not null,
    unique (project_root, file, full_name))`,
  `create table test_results (
    id integer primary key,
    run_id integer not null references test_runs(id) on delete cascade,
    test_case_id integer not null references test_cases(id),
    status text not null check (${oneOf('status', TEST_STATUSES)}),
    duration_ms real,
    seq integer not null,
    unique (run_id, test_case_id))`,
  `create index test_results_case on test_results (test_case_id, seq)`,
  `create table test_errors (
    id integer primary key,
    run_id integer not null references test_runs(id) on delete cascade,
    test_case_id integer references test_cases(id),
    scope text not null check (${oneOf('scope', ERROR_SCOPES)}),
    name text not null,
    message text not null,
    expected text,
    actual text,
    diff text,
    signature text not null,
    file text)`,
  `create index test_errors_run on test_errors (run_id)`,
  `create index test_errors_signature on test_errors (signature)`,
  `create table stack_frames (
    id integer primary key,
    error_id integer not null references test_errors(id) on delete cascade,
    ordinal integer not null,
    function_name text,
    file text not null,
    line integer,
    col integer)`,
  `create index stack_frames_error on stack_frames (error_id)`,
  `create table artifacts (
    id integer primary key,
    kind text not null check (${oneOf('kind', ARTIFACT_KINDS)}),
    caller_id integer not null references callers(id),
    task_id integer references tdd_tasks(id),
    phase_id integer references phases(id),
    behavior_id integer references behaviors(id),
    file_path text,
    content_hash text,
    lines_added integer,
    lines_removed integer,
    test_case_id integer references test_cases(id),
    run_id integer references test_runs(id),
    failure_count integer,
    detail text,
    seq integer not null,
    at text not null default ${now})`,
  `create index artifacts_task on artifacts (task_id, kind, seq)`,
  `create index artifacts_phase on artifacts (phase_id, kind)`,
  `create index artifacts_file on artifacts (task_id, caller_id, file_path)`,
  `create index artifacts_run on artifacts (run_id)`,
  `create table hypotheses (
    id integer primary key,
    task_id integer not null references tdd_tasks(id),
    caller_id integer not null references callers(id),
    phase_id integer references phases(id),
    behavior_id integer references behaviors(id),
    content text not null,
    cited_error_id integer not null references test_errors(id),
    cited_frame_id integer not null references stack_frames(id),
    outcome text not null check (${oneOf('outcome', HYPOTHESIS_OUTCOMES)}),
    seq integer not null,
    created_at text not null default ${now},
    validated_at text)`,
  `create index hypotheses_task on hypotheses (task_id, phase_id)`,
  `create table progress_events (
    id integer primary key,
    task_id integer not null references tdd_tasks(id),
    caller_id integer not null references callers(id),
    type text not null,
    payload text not null,
    seq integer not null,
    at text not null default ${now})`,
  `create index progress_events_task on progress_events (task_id, seq)`,
  `create table violations (
    id integer primary key,
    caller_id integer references callers(id),
    task_id integer references tdd_tasks(id),
    kind text not null,
    detail text not null,
    tool_name text,
    seq integer not null,
    at text not null default ${now})`,
  `create index violations_caller on violations (caller_id)`,
  `create table hook_errors (
    id integer primary key,
    hook text not null,
    message text not null,
    at text not null default ${now})`,
]

const TREE_SCHEMA: readonly string[] = [
  `alter table test_runs add column tree text`,
  `alter table test_runs add column tree_after text`,
  `alter table test_runs add column filtered integer`,
  `alter table phases add column start_tree text`,
  `alter table tdd_tasks add column project_root text`,
  `alter table tdd_tasks add column config text`,
  `create table shell_commands (
    id integer primary key,
    caller_id integer not null references callers(id),
    task_id integer references tdd_tasks(id),
    tool_use_id text not null,
    command text not null,
    project_root text not null,
    tree_before text,
    tree_after text,
    start_seq integer not null,
    end_seq integer,
    changes text,
    at text not null default ${now})`,
  `create index shell_commands_tool_use on shell_commands (tool_use_id)`,
  `create index shell_commands_task on shell_commands (task_id, start_seq)`,
]

const SEAL_SCHEMA: readonly string[] = [
  // 'hook': proven by evident's hooks (a hook payload or a verified proof); 'env': EVIDENT_SESSION_ID alone.
  `alter table callers add column identity text check (${oneOf('identity', IDENTITY_SOURCES)})`,
  // Callers recorded before this migration: their way in is unknown, so they count as known to the hooks (an
  // environment variable can then never speak for them). The built-in human caller stays unlabelled.
  `update callers set identity = 'hook' where session_id != 'human'`,
  `alter table hook_errors add column session_id text`,
  `alter table hook_errors add column failed_open integer not null default 0`,
  `create table sessions (
    session_id text primary key,
    sealed integer not null check (sealed = 0 or sealed = 1),
    reason text not null,
    settings text,
    checked_at text not null default ${now},
    unsealed_at text)`,
  // Whether the task's session was sealed when the task started (1/0; null: started before this was recorded).
  `alter table tdd_tasks add column sealed integer`,
]

/** Gate results (every gate-mode run) and validation run records (the run record's token lines). */
const VALIDATION_SCHEMA: readonly string[] = [
  `create table gate_results (
    id integer primary key,
    gate text not null,
    status text not null check (${oneOf('status', GATE_STATUSES)}),
    caller_id integer references callers(id),
    source text not null,
    detail text,
    seq integer not null,
    at text not null default ${now})`,
  `create index gate_results_gate on gate_results (gate, seq)`,
  `create table validation_runs (
    id integer primary key,
    caller_id integer references callers(id),
    project_root text not null,
    base text,
    scope_spec text not null,
    status text not null check (${oneOf('status', VALIDATION_RUN_STATUSES)}),
    start_seq integer not null,
    end_seq integer,
    started_at text not null default ${now},
    ended_at text)`,
  `create table validation_lines (
    id integer primary key,
    run_id integer not null references validation_runs(id) on delete cascade,
    kind text not null check (${oneOf('kind', VALIDATION_LINE_KINDS)}),
    line text not null,
    unit text,
    reason text,
    options text,
    seq integer not null,
    at text not null default ${now})`,
  `create index validation_lines_run on validation_lines (run_id, seq)`,
]

/** See migration 0009_validation_triage. */
const TRIAGE_SCHEMA: readonly string[] = [
  `alter table validation_runs add column head text`,
  `create table validation_findings (
    id integer primary key,
    run_id integer not null references validation_runs(id) on delete cascade,
    origin text not null check (${oneOf('origin', VALIDATION_FINDING_ORIGINS)}),
    technique text,
    ordinal integer not null,
    file text not null,
    line integer not null,
    severity text not null,
    finding text not null,
    fix text,
    status text)`,
  `create index validation_findings_run on validation_findings (run_id, origin, technique, ordinal)`,
  `create table validation_triages (
    id integer primary key,
    run_id integer not null references validation_runs(id) on delete cascade,
    technique text not null,
    commit_sha text not null,
    caller_id integer references callers(id),
    gates text not null check (${oneOf('gates', TRIAGE_GATE_STATES)}),
    seq integer not null,
    at text not null default ${now})`,
  `create index validation_triages_run on validation_triages (run_id, technique, seq)`,
  `create table validation_outcomes (
    id integer primary key,
    triage_id integer not null references validation_triages(id) on delete cascade,
    finding_id integer references validation_findings(id) on delete cascade,
    file text not null,
    line integer not null,
    finding text not null,
    outcome text not null check (${oneOf('outcome', TRIAGE_OUTCOMES)}),
    test_path text,
    reason text)`,
  `create index validation_outcomes_triage on validation_outcomes (triage_id)`,
  `create index validation_outcomes_finding on validation_outcomes (finding_id)`,
]

/** See migration 0010_validation_recency (validation_runs.head comes from 0009). */
const VALIDATION_RECENCY_SCHEMA: readonly string[] = [
  `alter table validation_runs add column tree text`,
  `alter table gate_results add column head text`,
  `alter table gate_results add column tree text`,
  `create table validation_memory (
    project_root text primary key,
    fingerprint text not null,
    files text not null,
    techniques text not null,
    run_id integer references validation_runs(id) on delete set null,
    at text not null default ${now})`,
]

/** VDD receipts: one row per `evident vdd` run and one per criterion, citing the test run that evidenced it. */
const VDD_SCHEMA: readonly string[] = [
  `create table vdd_runs (
    id integer primary key,
    caller_id integer not null references callers(id),
    subject text not null,
    bean_number integer,
    document_path text not null,
    verdict text not null check (${oneOf('verdict', VDD_AGGREGATES)}),
    manual text not null check (${oneOf('manual', VDD_MANUAL_STATES)}),
    report_path text not null,
    project_root text not null,
    seq integer not null,
    at text not null default ${now})`,
  `create index vdd_runs_bean on vdd_runs (bean_number, seq)`,
  `create table vdd_criteria (
    id integer primary key,
    vdd_run_id integer not null references vdd_runs(id) on delete cascade,
    ordinal integer not null,
    kind text,
    target text,
    criterion text not null,
    verdict text not null check (${oneOf('verdict', CRITERION_STATUSES)}),
    details text not null,
    test_run_id integer references test_runs(id) on delete set null)`,
  `create index vdd_criteria_run on vdd_criteria (vdd_run_id, ordinal)`,
  `create index vdd_criteria_test_run on vdd_criteria (test_run_id)`,
]

/**
 * A task's newest artifacts straight from the index (the tree shows the newest 500: no sort of every artifact the
 * task ever had); a behavior's first artifact of a kind as one index probe (red_before_code); a phase's code edits by
 * one caller after a given seq as one index range (hypothesis_before_edit, which replaces the (phase_id, kind) index it
 * extends); and a phase's first hypothesis by a caller, which was a scan of every hypothesis per edit.
 */
const TASK_READ_INDEXES: readonly string[] = [
  `create index artifacts_task_seq on artifacts (task_id, seq)`,
  `create index artifacts_behavior_kind on artifacts (task_id, behavior_id, kind, seq)`,
  `create index artifacts_phase_kind_caller on artifacts (phase_id, kind, caller_id, seq)`,
  `drop index artifacts_phase`,
  `create index hypotheses_phase_caller on hypotheses (phase_id, caller_id, seq)`,
  // Deleting an error or a frame (`evident db prune`) makes SQLite look for hypotheses citing it (their foreign
  // keys): without these, a scan of every hypothesis per deleted row.
  `create index hypotheses_cited_error on hypotheses (cited_error_id)`,
  `create index hypotheses_cited_frame on hypotheses (cited_frame_id)`,
]

const VERDICT_SCHEMA: readonly string[] = [
  `create table test_verdicts (
    id integer primary key,
    project_root text not null,
    run_id integer not null,
    verdict text not null check (${oneOf('verdict', VERDICTS)}),
    reason text check (${oneOf('reason', VERDICT_REASONS)}),
    detail text,
    at text not null,
    command text not null,
    exit_code integer not null,
    passed integer not null,
    failed integer not null,
    errors integer not null,
    filtered integer not null,
    tree text,
    file_error text,
    seq integer not null,
    check ((verdict = 'PASS') = (reason is null)))`,
  `create index test_verdicts_project on test_verdicts (project_root, seq)`,
]
