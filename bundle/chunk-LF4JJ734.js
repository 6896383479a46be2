import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  require_lib
} from "./chunk-QDJDBG7M.js";
import {
  loadNativeBinding
} from "./chunk-UF3URVWM.js";
import {
  __toESM
} from "./chunk-4QZV2IP2.js";

// mcp-server/src/store/hook-db.ts
var import_better_sqlite3 = __toESM(require_lib(), 1);
import { existsSync } from "node:fs";
function openHookDb(path) {
  if (!existsSync(path)) return void 0;
  const sqlite = new import_better_sqlite3.default(path, { fileMustExist: true, nativeBinding: loadNativeBinding() });
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    const migrated = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'meta'`).get();
    if (migrated === void 0) {
      sqlite.close();
      return void 0;
    }
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return { sqlite, close: () => sqlite.close() };
}
var immediate = (db, fn) => db.sqlite.transaction(fn).immediate();
function nextSeq(db) {
  const row = db.sqlite.prepare(`update meta set value = cast(value as integer) + 1 where key = 'seq' returning value`).get();
  return Number(row.value);
}
function findCaller(db, caller) {
  return db.sqlite.prepare("select id, agent_type from callers where session_id = ? and agent_id = ?").get(caller.sessionId, caller.agentId);
}
function ensureCallerRow(db, caller, parentSessionId) {
  return immediate(db, () => ensureCallerIn(db, caller, parentSessionId));
}
function ensureCallerIn(db, caller, parentSessionId) {
  const existing = findCaller(db, caller);
  if (existing !== void 0) {
    if (existing.agent_type === null && caller.agentType !== void 0) {
      db.sqlite.prepare("update callers set agent_type = ? where id = ?").run(caller.agentType, existing.id);
    }
    return existing.id;
  }
  const parent = parentSessionId ?? (caller.agentId === "main" ? null : caller.sessionId);
  const row = db.sqlite.prepare("insert into callers (session_id, agent_id, agent_type, parent_session_id, ended_at) values (?, ?, ?, ?, null) returning id").get(caller.sessionId, caller.agentId, caller.agentType ?? null, parent);
  return row.id;
}
function endCallerRow(db, caller) {
  immediate(db, () => {
    ensureCallerIn(db, caller);
    db.sqlite.prepare("update callers set ended_at = ? where session_id = ? and agent_id = ?").run((/* @__PURE__ */ new Date()).toISOString(), caller.sessionId, caller.agentId);
  });
}
function stateOf(db, callerId) {
  const task = db.sqlite.prepare(`select id from tdd_tasks where caller_id = ? and status = 'open'`).get(callerId);
  if (task === void 0) return { callerId, taskId: null, phase: null };
  const phase = db.sqlite.prepare(
    "select id, phase, behavior_id, previous_phase_id, cited_artifact_id from phases where task_id = ? and end_seq is null"
  ).get(task.id);
  return {
    callerId,
    taskId: task.id,
    phase: phase === void 0 ? null : {
      id: phase.id,
      phase: phase.phase,
      behaviorId: phase.behavior_id,
      previousPhaseId: phase.previous_phase_id,
      citedArtifactId: phase.cited_artifact_id
    }
  };
}
function callerState(db, caller) {
  const row = findCaller(db, caller);
  return row === void 0 ? void 0 : stateOf(db, row.id);
}
function hasCitedHypothesis(db, callerId, taskId) {
  return db.sqlite.prepare(`
    select h.id from hypotheses h
      join phases p on p.id = h.phase_id
      join test_errors e on e.id = h.cited_error_id
      join test_runs r on r.id = e.run_id
    where h.task_id = ? and h.caller_id = ? and h.outcome in ('open', 'confirmed') and p.end_seq is null
      and r.task_id = ? and (r.failed > 0 or r.outcome = 'failed')
    limit 1`).get(taskId, callerId, taskId) !== void 0;
}
function redEvidenceFiles(db, phase) {
  const phaseIds = [];
  let previous = phase.previousPhaseId;
  while (previous !== null) {
    const row = db.sqlite.prepare("select id, phase, previous_phase_id from phases where id = ?").get(previous);
    if (row === void 0 || row.phase !== "red" && row.phase !== "red.triangulate") break;
    phaseIds.push(row.id);
    previous = row.previous_phase_id;
  }
  const rows = db.sqlite.prepare(`
    select distinct file_path from artifacts
    where file_path is not null and kind = 'test_failed_run'
      and (phase_id in (select value from json_each(?)) or id = ?)`).all(JSON.stringify(phaseIds), phase.citedArtifactId ?? -1);
  return rows.map((r) => r.file_path);
}
function recordEditArtifact(db, caller, artifact) {
  return immediate(db, () => {
    const state = stateOf(db, ensureCallerIn(db, caller));
    const row = db.sqlite.prepare(`
      insert into artifacts (kind, caller_id, task_id, phase_id, behavior_id, file_path, content_hash, lines_added, lines_removed, detail, seq)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`).get(
      artifact.kind,
      state.callerId,
      state.taskId,
      state.phase?.id ?? null,
      state.phase?.behaviorId ?? null,
      artifact.filePath,
      artifact.contentHash,
      artifact.linesAdded,
      artifact.linesRemoved,
      artifact.detail,
      nextSeq(db)
    );
    return row.id;
  });
}
function lastTestDetail(db, filePath) {
  const row = db.sqlite.prepare(`select detail from artifacts where kind = 'test_written' and file_path = ? and detail is not null order by seq desc limit 1`).get(filePath);
  return row?.detail;
}
var DETAIL_MAX = 2e3;
var clip = (text) => text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}\u2026` : text;
function recordViolationRow(db, caller, kind, detail, toolName) {
  return immediate(db, () => {
    const state = stateOf(db, ensureCallerIn(db, caller));
    const row = db.sqlite.prepare("insert into violations (caller_id, task_id, kind, detail, tool_name, seq) values (?, ?, ?, ?, ?, ?) returning id").get(state.callerId, state.taskId, kind, clip(detail), toolName, nextSeq(db));
    return row.id;
  });
}
function recordHookErrorRow(db, hook, message) {
  db.sqlite.prepare("insert into hook_errors (hook, message) values (?, ?)").run(clip(hook), clip(message));
}

export {
  openHookDb,
  ensureCallerRow,
  endCallerRow,
  callerState,
  hasCitedHypothesis,
  redEvidenceFiles,
  recordEditArtifact,
  lastTestDetail,
  recordViolationRow,
  recordHookErrorRow
};
