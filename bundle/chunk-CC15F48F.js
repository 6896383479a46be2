import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCallerState,
  nextSeq,
  nextSeq2,
  sqliteOf
} from "./chunk-9A9544E6.js";
import {
  EvidentError
} from "./chunk-B6204A34.js";

// mcp-server/src/domain/test-names.ts
function testKey(test) {
  return `${test.file}\0${test.fullName}\0${test.ordinal ?? 0}`;
}
function fullNameLabel(test) {
  const ordinal = test.ordinal ?? 0;
  return ordinal === 0 ? test.fullName : `${test.fullName} [#${ordinal + 1}]`;
}
function testLabel(test) {
  return `${test.file} > ${fullNameLabel(test)}`;
}

// mcp-server/src/store/statements/artifacts.ts
function insertArtifact(sqlite, binding, input) {
  const row = sqlite.prepare(
    `insert into artifacts (kind, caller_id, task_id, phase_id, behavior_id, file_path,
      content_hash, lines_added, lines_removed, test_case_id, run_id, failure_count, detail, seq)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`
  ).get(
    input.kind,
    binding.callerId,
    binding.taskId,
    binding.phaseId,
    binding.behaviorId,
    input.filePath ?? null,
    input.contentHash ?? null,
    input.linesAdded ?? null,
    input.linesRemoved ?? null,
    input.testCaseId ?? null,
    input.runId ?? null,
    input.failureCount ?? null,
    input.detail ?? null,
    nextSeq(sqlite)
  );
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
  return db.transaction().execute(nextSeq2);
}
async function testCaseIds(tx, projectRoot, refs) {
  const ids = /* @__PURE__ */ new Map();
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK);
    await tx.insertInto("test_cases").values(
      chunk.map((r) => ({ project_root: projectRoot, file: r.file, full_name: r.fullName, ordinal: r.ordinal ?? 0 }))
    ).onConflict((oc) => oc.doNothing()).execute();
  }
  const files = [...new Set(refs.map((r) => r.file))];
  for (let i = 0; i < files.length; i += CHUNK) {
    const rows = await tx.selectFrom("test_cases").select(["id", "file", "full_name", "ordinal"]).where("project_root", "=", projectRoot).where("file", "in", files.slice(i, i + CHUNK)).execute();
    for (const row of rows) ids.set(testKey({ file: row.file, fullName: row.full_name, ordinal: row.ordinal }), row.id);
  }
  return ids;
}
function assertDistinctTests(report) {
  const seen = /* @__PURE__ */ new Set();
  for (const test of report.tests) {
    const key = testKey(test);
    if (seen.has(key)) {
      throw new EvidentError(
        "internal",
        `the ${report.runner} runner reported ${testLabel(test)} twice in one run; the run was not recorded`
      );
    }
    seen.add(key);
  }
}
async function assertStoredCounts(tx, runId, counts) {
  const rows = await tx.selectFrom("test_results").select(["status", (eb) => eb.fn.countAll().as("n")]).where("run_id", "=", runId).groupBy("status").execute();
  const n = (...statuses) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
  const stored = {
    total: n("passed", "failed", "skipped", "todo"),
    passed: n("passed"),
    failed: n("failed"),
    skipped: n("skipped", "todo")
  };
  if (JSON.stringify(stored) !== JSON.stringify(counts)) {
    throw new EvidentError(
      "internal",
      `run ${runId} would store results ${JSON.stringify(stored)} for counts ${JSON.stringify(counts)}; the run was not recorded`
    );
  }
}
async function recordRun(db, caller, report, startSeq, trees) {
  assertDistinctTests(report);
  return db.transaction().execute(async (tx) => {
    const { callerId, taskId, phase } = ensureCallerState(sqliteOf(tx), caller);
    const owning = phase !== null && phase.startSeq < startSeq ? phase : null;
    const owned = { callerId, taskId, phaseId: owning?.id ?? null, behaviorId: owning?.behaviorId ?? null };
    const counts = {
      total: report.tests.length,
      passed: report.tests.filter((t) => t.status === "passed").length,
      failed: report.tests.filter((t) => t.status === "failed").length,
      skipped: report.tests.filter((t) => t.status === "skipped" || t.status === "todo").length
    };
    const seq = await nextSeq2(tx);
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
      detail: report.detail ?? null,
      tree: trees?.tree ?? null,
      tree_after: trees?.treeAfter ?? null,
      filtered: trees === void 0 ? null : trees.filtered ? 1 : 0
    }).returning("id").executeTakeFirstOrThrow();
    const refs = [...report.tests, ...report.errors.flatMap((e) => e.test === void 0 ? [] : [e.test])];
    const ids = await testCaseIds(tx, report.projectRoot, refs);
    const idOf = (r) => {
      const id = ids.get(testKey(r));
      if (id === void 0) throw new EvidentError("internal", `test case ${testLabel(r)} was not created`);
      return id;
    };
    for (let i = 0; i < report.tests.length; i += CHUNK) {
      await tx.insertInto("test_results").values(
        report.tests.slice(i, i + CHUNK).map((t) => ({
          run_id: run.id,
          test_case_id: idOf(t),
          status: t.status,
          duration_ms: t.durationMs ?? null,
          seq
        }))
      ).execute();
    }
    await assertStoredCounts(tx, run.id, counts);
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
        const frame = await tx.insertInto("stack_frames").values({
          error_id: error.id,
          ordinal,
          function_name: f.functionName ?? null,
          file: f.file,
          line: f.line ?? null,
          col: f.col ?? null,
          source: f.source ?? "stack"
        }).returning("id").executeTakeFirstOrThrow();
        frameIds.push(frame.id);
      }
      errors.push({
        id: error.id,
        scope: e.scope,
        test: e.test ?? null,
        name: e.name,
        message: e.message,
        signature: e.signature,
        frameIds
      });
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
    artifacts.push(
      insertArtifact(sqliteOf(tx), binding, {
        kind: test.status === "failed" ? "test_failed_run" : "test_passed_run",
        filePath: test.file,
        testCaseId: idOf(test),
        runId,
        failureCount
      })
    );
  }
  if (artifacts.length === 0 && report.outcome === "passed") {
    artifacts.push(insertArtifact(sqliteOf(tx), binding, { kind: "test_passed_run", runId, failureCount }));
  }
  return artifacts;
}

export {
  testKey,
  fullNameLabel,
  testLabel,
  insertArtifact,
  toArtifact,
  beginRun,
  recordRun
};
