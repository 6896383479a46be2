import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller,
  findCallerId
} from "./chunk-B5CLTKGZ.js";
import {
  nextSeq,
  nowIso
} from "./chunk-R5AWKE6L.js";
import {
  conflict,
  notFound
} from "./chunk-4CBGPJG7.js";

// mcp-server/src/store/tasks.ts
function toTask(row) {
  return {
    id: row.id,
    callerId: row.caller_id,
    runId: row.run_id,
    goal: row.goal,
    status: row.status,
    outcome: row.outcome,
    reason: row.reason,
    createdAt: row.created_at,
    endedAt: row.ended_at
  };
}
async function startTask(tx, caller, goal, runId) {
  const callerId = await ensureCaller(tx, caller);
  if (runId !== void 0) {
    const same = await tx.selectFrom("tdd_tasks").selectAll().where("caller_id", "=", callerId).where("run_id", "=", runId).executeTakeFirst();
    if (same !== void 0) return { task: toTask(same), created: false };
  }
  const open = await openTaskOf(tx, callerId);
  if (open !== void 0) {
    throw conflict(
      `you already have an open TDD task ${open.id} ("${open.goal}")`,
      `continue it (tdd_task resume with tddTaskId ${open.id}) or end it (tdd_task end) before starting another`
    );
  }
  const row = await tx.insertInto("tdd_tasks").values({ caller_id: callerId, run_id: runId ?? null, goal, status: "open", outcome: null, reason: null, seq: await nextSeq(tx), ended_at: null }).returningAll().executeTakeFirstOrThrow();
  return { task: toTask(row), created: true };
}
async function openTaskOf(db, callerId) {
  const row = await db.selectFrom("tdd_tasks").selectAll().where("caller_id", "=", callerId).where("status", "=", "open").executeTakeFirst();
  return row === void 0 ? void 0 : toTask(row);
}
async function ownTask(db, caller, taskId, mode) {
  const callerId = await findCallerId(db, caller);
  const row = callerId === void 0 ? void 0 : await db.selectFrom("tdd_tasks").selectAll().where("id", "=", taskId).where("caller_id", "=", callerId).executeTakeFirst();
  if (row === void 0) {
    throw notFound(`unknown_tdd_task: no TDD task ${taskId} is yours`, 'list your tasks with inventory (kind "task") or start one with tdd_task start');
  }
  if (mode === "write" && row.status === "ended") {
    throw conflict(
      `tdd_task_already_ended: TDD task ${taskId} ended (${row.outcome ?? "no outcome"}) and accepts no changes`,
      "start a new task with tdd_task start for further work"
    );
  }
  return toTask(row);
}
async function listTasks(db, callerIds, limit) {
  if (callerIds.length === 0) return [];
  const rows = await db.selectFrom("tdd_tasks").selectAll().where("caller_id", "in", callerIds).orderBy("id", "desc").limit(limit).execute();
  return rows.map(toTask);
}
async function endTask(tx, caller, taskId, outcome, reason) {
  const task = await ownTask(tx, caller, taskId, "write");
  if (outcome === "succeeded") {
    const behaviors = await tx.selectFrom("behaviors").select(["id", "status"]).where("task_id", "=", taskId).execute();
    const unfinished = behaviors.filter((b) => b.status !== "done" && b.status !== "abandoned");
    if (behaviors.length === 0) {
      throw conflict("a TDD task with no behaviors cannot succeed", 'add behaviors with tdd_behavior create and prove them, or end with outcome "abandoned" or "blocked"');
    }
    if (unfinished.length > 0) {
      throw conflict(
        `behaviors ${unfinished.map((b) => b.id).join(", ")} are neither done nor abandoned`,
        'prove each behavior and mark it done (tdd_behavior update), or abandon it, before ending with "succeeded"'
      );
    }
  }
  const seq = await nextSeq(tx);
  const at = nowIso();
  await tx.updateTable("phases").set({ end_seq: seq, ended_at: at }).where("task_id", "=", taskId).where("end_seq", "is", null).execute();
  const row = await tx.updateTable("tdd_tasks").set({ status: "ended", outcome, reason: reason ?? null, ended_at: at }).where("id", "=", task.id).returningAll().executeTakeFirstOrThrow();
  return toTask(row);
}

// mcp-server/src/store/artifacts.ts
async function currentBinding(tx, caller) {
  const callerId = await ensureCaller(tx, caller);
  const task = await openTaskOf(tx, callerId);
  if (task === void 0) return { callerId, taskId: null, phaseId: null, behaviorId: null, phaseStartSeq: null };
  const phase = await tx.selectFrom("phases").select(["id", "behavior_id", "start_seq"]).where("task_id", "=", task.id).where("end_seq", "is", null).executeTakeFirst();
  return { callerId, taskId: task.id, phaseId: phase?.id ?? null, behaviorId: phase?.behavior_id ?? null, phaseStartSeq: phase?.start_seq ?? null };
}
async function insertArtifact(tx, binding, input) {
  const row = await tx.insertInto("artifacts").values({
    kind: input.kind,
    caller_id: binding.callerId,
    task_id: binding.taskId,
    phase_id: binding.phaseId,
    behavior_id: binding.behaviorId,
    file_path: input.filePath ?? null,
    content_hash: input.contentHash ?? null,
    lines_added: input.linesAdded ?? null,
    lines_removed: input.linesRemoved ?? null,
    test_case_id: input.testCaseId ?? null,
    run_id: input.runId ?? null,
    failure_count: input.failureCount ?? null,
    detail: input.detail ?? null,
    seq: await nextSeq(tx)
  }).returningAll().executeTakeFirstOrThrow();
  return toArtifact(row);
}
function toArtifact(row) {
  return {
    id: row.id,
    kind: row.kind,
    callerId: row.caller_id,
    taskId: row.task_id,
    phaseId: row.phase_id,
    behaviorId: row.behavior_id,
    filePath: row.file_path,
    contentHash: row.content_hash,
    linesAdded: row.lines_added,
    linesRemoved: row.lines_removed,
    testCaseId: row.test_case_id,
    runId: row.run_id,
    failureCount: row.failure_count,
    detail: row.detail,
    seq: row.seq,
    at: row.at
  };
}

// mcp-server/src/store/runs.ts
var CHUNK = 400;
async function beginRun(db) {
  return db.transaction().execute(nextSeq);
}
var key = (file, fullName) => `${file}\0${fullName}`;
async function testCaseIds(tx, projectRoot, refs) {
  const ids = /* @__PURE__ */ new Map();
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK);
    await tx.insertInto("test_cases").values(chunk.map((r) => ({ project_root: projectRoot, file: r.file, full_name: r.fullName }))).onConflict((oc) => oc.doNothing()).execute();
  }
  const files = [...new Set(refs.map((r) => r.file))];
  for (let i = 0; i < files.length; i += CHUNK) {
    const rows = await tx.selectFrom("test_cases").select(["id", "file", "full_name"]).where("project_root", "=", projectRoot).where("file", "in", files.slice(i, i + CHUNK)).execute();
    for (const row of rows) ids.set(key(row.file, row.full_name), row.id);
  }
  return ids;
}
async function recordRun(db, caller, report, startSeq) {
  return db.transaction().execute(async (tx) => {
    const binding = await currentBinding(tx, caller);
    const owned = binding.phaseStartSeq !== null && binding.phaseStartSeq < startSeq ? binding : { ...binding, phaseId: null, behaviorId: null };
    const counts = {
      total: report.tests.length,
      passed: report.tests.filter((t) => t.status === "passed").length,
      failed: report.tests.filter((t) => t.status === "failed").length,
      skipped: report.tests.filter((t) => t.status === "skipped" || t.status === "todo").length
    };
    const seq = await nextSeq(tx);
    const run = await tx.insertInto("test_runs").values({
      caller_id: owned.callerId,
      task_id: owned.taskId,
      phase_id: owned.phaseId,
      runner: report.runner,
      argv: JSON.stringify(report.argv),
      project_root: report.projectRoot,
      start_seq: startSeq,
      seq,
      started_at: report.startedAt,
      ended_at: report.endedAt,
      exit_code: report.exitCode,
      outcome: report.outcome,
      ...counts,
      error_count: report.errors.length,
      detail: report.detail ?? null
    }).returning("id").executeTakeFirstOrThrow();
    const refs = [...report.tests, ...report.errors.flatMap((e) => e.test === void 0 ? [] : [e.test])];
    const ids = await testCaseIds(tx, report.projectRoot, refs);
    const idOf = (r) => {
      const id = ids.get(key(r.file, r.fullName));
      if (id === void 0) throw new Error(`test case ${r.file} > ${r.fullName} was not created`);
      return id;
    };
    for (let i = 0; i < report.tests.length; i += CHUNK) {
      await tx.insertInto("test_results").values(report.tests.slice(i, i + CHUNK).map((t) => ({
        run_id: run.id,
        test_case_id: idOf(t),
        status: t.status,
        duration_ms: t.durationMs ?? null,
        seq
      }))).onConflict((oc) => oc.columns(["run_id", "test_case_id"]).doNothing()).execute();
    }
    const errors = [];
    for (const e of report.errors) {
      const error = await tx.insertInto("test_errors").values({
        run_id: run.id,
        test_case_id: e.test === void 0 ? null : idOf(e.test),
        scope: e.scope,
        name: e.name,
        message: e.message,
        expected: e.expected ?? null,
        actual: e.actual ?? null,
        diff: e.diff ?? null,
        signature: e.signature,
        file: e.file ?? e.test?.file ?? null
      }).returning("id").executeTakeFirstOrThrow();
      const frameIds = [];
      for (const [ordinal, f] of e.frames.entries()) {
        const frame = await tx.insertInto("stack_frames").values({ error_id: error.id, ordinal, function_name: f.functionName ?? null, file: f.file, line: f.line ?? null, col: f.col ?? null }).returning("id").executeTakeFirstOrThrow();
        frameIds.push(frame.id);
      }
      errors.push({ id: error.id, scope: e.scope, test: e.test ?? null, name: e.name, message: e.message, signature: e.signature, frameIds });
    }
    const artifacts = owned.phaseId === null ? [] : await recordRunEvidence(tx, owned, report, run.id, counts.failed, idOf);
    return { runId: run.id, taskId: owned.taskId, phaseId: owned.phaseId, counts, errors, artifacts };
  });
}
async function recordRunEvidence(tx, binding, report, runId, failures, idOf) {
  if (binding.taskId === null) return [];
  const written = await tx.selectFrom("artifacts").select("file_path").distinct().where("task_id", "=", binding.taskId).where("caller_id", "=", binding.callerId).where("kind", "=", "test_written").execute();
  const authored = new Set(written.map((w) => w.file_path));
  const counted = failures + report.errors.filter((e) => e.scope !== "test").length;
  const failureCount = report.outcome === "passed" ? counted : Math.max(1, counted);
  const artifacts = [];
  for (const test of report.tests) {
    if (!authored.has(test.file) || test.status !== "failed" && test.status !== "passed") continue;
    artifacts.push(await insertArtifact(tx, binding, {
      kind: test.status === "failed" ? "test_failed_run" : "test_passed_run",
      filePath: test.file,
      testCaseId: idOf(test),
      runId,
      failureCount
    }));
  }
  if (artifacts.length === 0 && report.outcome === "passed") {
    artifacts.push(await insertArtifact(tx, binding, { kind: "test_passed_run", runId, failureCount }));
  }
  return artifacts;
}

export {
  startTask,
  ownTask,
  listTasks,
  endTask,
  toArtifact,
  beginRun,
  testCaseIds,
  recordRun
};
