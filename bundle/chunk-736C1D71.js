import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller
} from "./chunk-CD80A9A1.js";
import {
  nextSeq2 as nextSeq
} from "./chunk-9A9544E6.js";

// mcp-server/src/store/vdd.ts
async function recordVddRun(db, caller, input) {
  return db.transaction().execute(async (tx) => {
    const callerId = await ensureCaller(tx, caller);
    const run = await tx.insertInto("vdd_runs").values({
      caller_id: callerId,
      subject: input.subject,
      bean_number: input.beanNumber ?? null,
      document_path: input.documentPath,
      verdict: input.verdict,
      manual: input.manual,
      report_path: input.reportPath,
      project_root: input.projectRoot,
      commit_sha: input.commit ?? null,
      dirty_paths: input.dirtyPaths === void 0 ? null : JSON.stringify(input.dirtyPaths),
      seq: await nextSeq(tx)
    }).returning("id").executeTakeFirstOrThrow();
    if (input.criteria.length > 0) {
      await tx.insertInto("vdd_criteria").values(
        input.criteria.map((c) => ({
          vdd_run_id: run.id,
          ordinal: c.ordinal,
          kind: c.kind ?? null,
          target: c.target ?? null,
          criterion: c.criterion,
          verdict: c.verdict,
          details: c.details,
          test_run_id: c.testRunId ?? null
        }))
      ).execute();
    }
    return run.id;
  });
}
async function listVddRuns(db, options) {
  let query = db.selectFrom("vdd_runs").innerJoin("callers", "callers.id", "vdd_runs.caller_id").select([
    "vdd_runs.id",
    "subject",
    "bean_number",
    "verdict",
    "manual",
    "report_path",
    "at",
    "callers.session_id",
    "callers.agent_id"
  ]);
  if (options.beanNumber !== void 0) query = query.where("bean_number", "=", options.beanNumber);
  const runs = await query.orderBy("vdd_runs.seq", "desc").limit(options.limit).execute();
  if (runs.length === 0) return [];
  const criteria = await db.selectFrom("vdd_criteria").select(["vdd_run_id", "verdict", "test_run_id"]).where(
    "vdd_run_id",
    "in",
    runs.map((r) => r.id)
  ).execute();
  return runs.map((r) => {
    const own = criteria.filter((c) => c.vdd_run_id === r.id);
    return {
      id: r.id,
      subject: r.subject,
      beanNumber: r.bean_number,
      verdict: r.verdict,
      manual: r.manual,
      reportPath: r.report_path,
      caller: `${r.session_id}/${r.agent_id}`,
      at: r.at,
      criteria: own.length,
      failed: own.filter((c) => c.verdict === "FAIL").length,
      testRunIds: [...new Set(own.flatMap((c) => c.test_run_id === null ? [] : [c.test_run_id]))]
    };
  });
}
async function latestBeanOutcome(db, beanNumber, projectRoot) {
  const row = await db.selectFrom("vdd_runs").select("verdict").where("bean_number", "=", beanNumber).where("project_root", "=", projectRoot).orderBy("seq", "desc").limit(1).executeTakeFirst();
  return row?.verdict;
}
async function latestBeanRun(db, beanNumber, projectRoot) {
  const row = await db.selectFrom("vdd_runs").select(["id", "verdict", "report_path", "commit_sha", "dirty_paths", "at"]).where("bean_number", "=", beanNumber).where("project_root", "=", projectRoot).orderBy("seq", "desc").limit(1).executeTakeFirst();
  if (row === void 0) return void 0;
  return {
    id: row.id,
    verdict: row.verdict,
    reportPath: row.report_path,
    commit: row.commit_sha,
    dirtyPaths: row.dirty_paths === null ? null : JSON.parse(row.dirty_paths),
    at: row.at
  };
}

export {
  recordVddRun,
  listVddRuns,
  latestBeanOutcome,
  latestBeanRun
};
