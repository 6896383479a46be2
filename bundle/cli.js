#!/usr/bin/env node
import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  EXIT_USAGE,
  FORMATS,
  MANUAL_MODES,
  REPORT_DIR,
  SEAL_LINES,
  SUSPECTED_BENIGN_MAX,
  WORKER_AGENT_TYPES,
  assertDodNow,
  canonicalBeanId,
  classifierFor,
  commitOf,
  contentSha256Hex,
  dropReport,
  filterFindings,
  findingSchema,
  isWithin,
  judgeSession,
  lockPath,
  lookupRunner,
  mergeSeal,
  newestSessions,
  normalizeFindings,
  notDerived,
  openHookDb,
  outcomeClaimsSchema,
  parseBeanId,
  parseScope,
  pathsBetween,
  planById,
  planLines,
  planValidation,
  progressTimeline,
  proposeGateLine,
  readAs,
  readBlob,
  readBytes,
  realRepoRoot,
  recordTriageOutcomes,
  recordVerdict,
  reportFileName,
  runAndRecord,
  runValidation,
  runVdd,
  runnerFor,
  sealFacts,
  shadowFor,
  teardownCheck,
  validationGate,
  workerRoleOf
} from "./chunk-O6ZQYVRK.js";
import {
  STATE_DIR,
  verdictText
} from "./chunk-O2MEOXWJ.js";
import "./chunk-F5MKSTZJ.js";
import {
  fullNameLabel,
  testLabel
} from "./chunk-DUV235RA.js";
import {
  latestBeanRun
} from "./chunk-6FWJYP7B.js";
import {
  ensureCaller,
  sessionKnownToHooks
} from "./chunk-Y42EG2N6.js";
import "./chunk-AN3KJTBH.js";
import "./chunk-4ASMMQA5.js";
import {
  openExistingStore,
  openStore
} from "./chunk-KWCYC7OZ.js";
import {
  nextSeq2 as nextSeq,
  shellCommandsChanging,
  sql,
  sqliteOf
} from "./chunk-Q5U5TZW3.js";
import "./chunk-YZCJIJID.js";
import {
  MAIN_AGENT,
  callerFromEnv,
  envIdentityRefused
} from "./chunk-IKFKDSWB.js";
import {
  resolveDbLocation
} from "./chunk-JLIRPOOY.js";
import {
  array,
  loadConfig,
  object,
  string
} from "./chunk-R6V6ATIP.js";
import {
  EvidentError,
  badInput,
  errorMessage,
  notFound
} from "./chunk-4CBGPJG7.js";
import {
  readRegularText
} from "./chunk-OO7AP6PS.js";
import "./chunk-7U73BBYC.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/cli.ts
import { realpathSync as realpathSync3 } from "node:fs";
import { fileURLToPath } from "node:url";

// mcp-server/src/cli/db.ts
import { existsSync as existsSync2 } from "node:fs";

// mcp-server/src/store/prune-batches.ts
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_BATCHING = { batchMs: 50, pauseMs: 100 };
var WINDOW = 200;
var STAGES = {
  results: `delete from test_results where id in
    (select id from test_results where run_id in (select value from json_each(?)) limit ?)`,
  frames: `delete from stack_frames where id in
    (select f.id from test_errors e join stack_frames f on f.error_id = e.id
      where e.run_id in (select value from json_each(?)) limit ?)`,
  errors: `delete from test_errors where id in
    (select id from test_errors where run_id in (select value from json_each(?)) limit ?)`
};
var STAGE_NAMES = Object.keys(STAGES);
async function withCheckpointsBetweenBatches(store, fn) {
  const { rows } = await sql.raw("pragma wal_autocheckpoint").execute(store.db);
  await sql.raw("pragma wal_autocheckpoint = 0").execute(store.db);
  try {
    return await fn();
  } finally {
    await sql.raw(`pragma wal_autocheckpoint = ${Number(rows[0]?.wal_autocheckpoint ?? 1e3)}`).execute(store.db);
  }
}
async function betweenBatches(store, pauseMs) {
  await sql.raw("pragma wal_checkpoint(PASSIVE)").execute(store.db);
  await sleep(pauseMs + Math.random() * (pauseMs / 2));
}
function rowBudget(targetMs) {
  let rows = 100;
  return {
    rows: () => rows,
    observe(deleted, ms) {
      if (deleted < 10 || ms <= 0) return;
      const fitting = Math.round(targetMs / ms * deleted);
      rows = Math.max(20, Math.min(2e4, rows * 2, fitting));
    }
  };
}
async function deleteRuns(store, candidates, hypothesesSeen, batching = {}) {
  const { batchMs, pauseMs } = { ...DEFAULT_BATCHING, ...batching };
  const enough = batchMs * 0.8;
  const budgets = {
    results: rowBudget(batchMs / 8),
    frames: rowBudget(batchMs / 8),
    errors: rowBudget(batchMs / 8)
  };
  const queue = [...candidates].sort((a, b) => a - b);
  const removed = [];
  const citedMeanwhile = /* @__PURE__ */ new Set();
  const counts = { results: 0, errors: 0, frames: 0 };
  let window = [];
  let stage = 0;
  let batches = 0;
  let maxLockMs = 0;
  while (queue.length > 0 || window.length > 0) {
    if (batches > 0) await betweenBatches(store, pauseMs);
    let started = 0;
    await store.write(async (tx) => {
      started = performance.now();
      const sqlite = sqliteOf(tx);
      const spent = () => performance.now() - started;
      const newlyCited = citedByNewHypotheses(sqlite, hypothesesSeen);
      for (; ; ) {
        if (window.length === 0) {
          window = queue.splice(0, WINDOW);
          stage = 0;
        }
        window = stillUncited(sqlite, window, newlyCited, citedMeanwhile);
        while (stage < STAGE_NAMES.length) {
          const name2 = STAGE_NAMES[stage] ?? "results";
          const limit = budgets[name2].rows();
          const t = performance.now();
          const deleted = sqlite.prepare(STAGES[name2]).run(JSON.stringify(window), limit).changes;
          budgets[name2].observe(deleted, performance.now() - t);
          counts[name2] += deleted;
          if (deleted < limit) stage += 1;
          if (spent() >= enough) return;
        }
        sqlite.prepare("delete from test_runs where id in (select value from json_each(?))").run(JSON.stringify(window));
        removed.push(...window);
        window = [];
        if (queue.length === 0 || spent() >= enough) return;
      }
    });
    maxLockMs = Math.max(maxLockMs, performance.now() - started);
    batches += 1;
  }
  return { removed: removed.sort((a, b) => a - b), citedMeanwhile, ...counts, batches, maxLockMs };
}
function citedByNewHypotheses(sqlite, hypothesesSeen) {
  const rows = sqlite.prepare(
    `select distinct e.run_id as id from hypotheses h join test_errors e on e.id = h.cited_error_id where h.id > ?`
  ).all(hypothesesSeen);
  return new Set(rows.map((r) => r.id));
}
function stillUncited(sqlite, window, newlyCited, cited) {
  const rows = sqlite.prepare(
    `select value as id from json_each(?) as w
        where exists (select 1 from artifacts where run_id = w.value)
           or exists (select 1 from vdd_criteria where test_run_id = w.value)`
  ).all(JSON.stringify(window));
  for (const { id } of rows) cited.add(id);
  for (const id of window) if (newlyCited.has(id)) cited.add(id);
  return window.filter((id) => !cited.has(id));
}

// mcp-server/src/store/reclaim.ts
import { existsSync, statSync } from "node:fs";
function fileBytes(path) {
  const size = (file) => existsSync(file) ? statSync(file).size : 0;
  return size(path) + size(`${path}-wal`);
}
var INCREMENTAL = 2;
async function pragmaNumber(db, name2) {
  const { rows } = await sql.raw(`pragma ${name2}`).execute(db);
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}
async function reclaimSpace(store, vacuum, batching = {}) {
  const { db } = store;
  let stepped = { batches: 0, maxLockMs: 0 };
  let vacuumMs;
  let mode;
  if (vacuum) {
    await sql.raw("pragma auto_vacuum = INCREMENTAL").execute(db);
    const started = performance.now();
    await sql.raw("vacuum").execute(db);
    vacuumMs = performance.now() - started;
    mode = "vacuum";
  } else if (await pragmaNumber(db, "auto_vacuum") === INCREMENTAL) {
    stepped = await incrementalVacuum(store, { ...DEFAULT_BATCHING, ...batching });
    mode = "incremental";
  } else {
    mode = "not-enabled";
  }
  return { mode, ...stepped, vacuumMs, walTruncated: await truncateWal(db) };
}
async function incrementalVacuum(store, { batchMs, pauseMs }) {
  let pages = 128;
  let batches = 0;
  let maxLockMs = 0;
  let free = await pragmaNumber(store.db, "freelist_count");
  while (free > 0) {
    if (batches > 0) await betweenBatches(store, pauseMs);
    let started = 0;
    await store.write(async (tx) => {
      started = performance.now();
      sqliteOf(tx).exec(`pragma incremental_vacuum(${pages})`);
    });
    const held = performance.now() - started;
    maxLockMs = Math.max(maxLockMs, held);
    batches += 1;
    const left = await pragmaNumber(store.db, "freelist_count");
    if (left >= free) break;
    if (held > 0) pages = Math.max(16, Math.min(pages * 2, Math.round(batchMs / 2 * (free - left) / held)));
    free = left;
  }
  return { batches, maxLockMs };
}
async function truncateWal(db) {
  await sql.raw("pragma wal_checkpoint(PASSIVE)").execute(db);
  const previous = await pragmaNumber(db, "busy_timeout");
  await sql.raw("pragma busy_timeout = 100").execute(db);
  try {
    const { rows } = await sql.raw("pragma wal_checkpoint(TRUNCATE)").execute(db);
    return rows[0]?.busy === 0;
  } finally {
    await sql.raw(`pragma busy_timeout = ${previous}`).execute(db);
  }
}

// mcp-server/src/store/prune.ts
var CHUNK = 400;
async function pruneRuns(store, options) {
  if (!Number.isSafeInteger(options.keepRuns) || options.keepRuns < 0) {
    throw new RangeError(`keepRuns must be a non-negative integer, got ${options.keepRuns}`);
  }
  const bytesBefore = fileBytes(store.path);
  const { db } = store;
  const runs = await db.selectFrom("test_runs").select("id").orderBy("seq", "desc").orderBy("id", "desc").execute();
  const keptNewest = runs.slice(0, options.keepRuns).map((r) => r.id);
  const older = runs.slice(options.keepRuns).map((r) => r.id);
  const hypothesesSeen = await maxHypothesisId(db);
  const cited = older.length === 0 ? /* @__PURE__ */ new Set() : await citedRuns(db);
  const candidates = older.filter((id) => !cited.has(id)).sort((a, b) => a - b);
  const base = { keptNewest, bytesBefore };
  if (options.dryRun === true) {
    return {
      ...base,
      keptCited: older.filter((id) => cited.has(id)).sort((a, b) => a - b),
      removed: candidates,
      ...await dependentCounts(db, candidates),
      dryRun: true,
      batches: 0,
      maxLockMs: 0,
      bytesAfter: bytesBefore,
      reclaimed: void 0
    };
  }
  const { deleted, reclaimed } = await withCheckpointsBetweenBatches(store, async () => {
    const deleted2 = await deleteRuns(store, candidates, hypothesesSeen, options.batching);
    return { deleted: deleted2, reclaimed: await reclaimSpace(store, options.vacuum === true, options.batching) };
  });
  const keptCited = older.filter((id) => cited.has(id) || deleted.citedMeanwhile.has(id));
  return {
    ...base,
    keptCited: keptCited.sort((a, b) => a - b),
    removed: deleted.removed,
    results: deleted.results,
    errors: deleted.errors,
    frames: deleted.frames,
    dryRun: false,
    batches: deleted.batches + reclaimed.batches,
    maxLockMs: Math.max(deleted.maxLockMs, reclaimed.maxLockMs),
    bytesAfter: fileBytes(store.path),
    reclaimed
  };
}
async function maxHypothesisId(db) {
  const row = await db.selectFrom("hypotheses").select((eb) => eb.fn.max("id").as("m")).executeTakeFirstOrThrow();
  return row.m ?? 0;
}
async function citedRuns(db) {
  const byArtifact = await db.selectFrom("artifacts").select("run_id as id").where("run_id", "is not", null).distinct().execute();
  const byHypothesis = await db.selectFrom("hypotheses").innerJoin("test_errors", "test_errors.id", "hypotheses.cited_error_id").select("test_errors.run_id as id").distinct().execute();
  const byVdd = await db.selectFrom("vdd_criteria").select("test_run_id as id").where("test_run_id", "is not", null).distinct().execute();
  const ids2 = [...byArtifact, ...byHypothesis, ...byVdd].map((r) => r.id);
  return new Set(ids2.filter((id) => id !== null));
}
async function dependentCounts(db, runIds) {
  let results = 0;
  let errors = 0;
  let frames = 0;
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const chunk = runIds.slice(i, i + CHUNK);
    const r = await db.selectFrom("test_results").select((eb) => eb.fn.countAll().as("n")).where("run_id", "in", chunk).executeTakeFirstOrThrow();
    const e = await db.selectFrom("test_errors").select((eb) => eb.fn.countAll().as("n")).where("run_id", "in", chunk).executeTakeFirstOrThrow();
    const f = await db.selectFrom("stack_frames").innerJoin("test_errors", "test_errors.id", "stack_frames.error_id").select((eb) => eb.fn.countAll().as("n")).where("test_errors.run_id", "in", chunk).executeTakeFirstOrThrow();
    results += Number(r.n);
    errors += Number(e.n);
    frames += Number(f.n);
  }
  return { results, errors, frames };
}

// mcp-server/src/cli/types.ts
var usageError = (message) => ({ usageError: message });

// mcp-server/src/cli/db.ts
var dbPathCommand = {
  words: ["db", "path"],
  usage: "evident db path",
  summary: "print where the evidence database of this project lives (and why there)",
  options: [],
  exits: [
    [0, "printed (the file need not exist yet)"],
    [2, "usage error"]
  ],
  examples: ["evident db path", 'ls -l "$(evident db path)"'],
  async run(args, io) {
    if (args.length > 0) return usageError(`takes no arguments (got: ${args.join(" ")})`);
    const location = resolveDbLocation(io.env, io.cwd);
    io.out(location.path);
    io.err(`project root: ${location.projectRoot}; chosen by: ${location.source}`);
    return 0;
  }
};
var PRUNE_USAGE = "evident db prune --keep-runs N [--dry-run] [--vacuum]";
function pruneArgs(args) {
  let keep;
  let dryRun = false;
  let vacuum = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--vacuum") vacuum = true;
    else if (arg === "--keep-runs" && keep === void 0) {
      keep = args[i + 1];
      i += 1;
    } else if (arg.startsWith("--keep-runs=") && keep === void 0) keep = arg.slice("--keep-runs=".length);
    else return void 0;
  }
  if (keep === void 0 || !/^\d{1,9}$/.test(keep)) return void 0;
  return { keepRuns: Number(keep), dryRun, vacuum };
}
var SHOWN_IDS = 20;
function ids(list2) {
  if (list2.length === 0) return "";
  const more = list2.length > SHOWN_IDS ? `, \u2026 and ${list2.length - SHOWN_IDS} more` : "";
  return ` (ids ${list2.slice(0, SHOWN_IDS).join(", ")}${more})`;
}
var mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function spaceLines(report, keepRuns) {
  const { reclaimed } = report;
  if (reclaimed === void 0) return [];
  const lines = [
    `in ${report.batches} write transaction(s), each holding the write lock at most ${Math.ceil(report.maxLockMs)} ms`
  ];
  const size = `file: ${mb(report.bytesBefore)} \u2192 ${mb(report.bytesAfter)}`;
  if (reclaimed.mode === "incremental") lines.push(`${size} (freed pages returned in steps)`);
  else if (reclaimed.mode === "vacuum")
    lines.push(
      `${size} (rewritten by VACUUM, which held the write lock ${Math.ceil(reclaimed.vacuumMs ?? 0)} ms; from now on prune returns freed pages in steps)`
    );
  else
    lines.push(
      `${size}: this database predates incremental vacuum, so the freed pages stay in the file for new evidence. To shrink it once, run \`evident db prune --keep-runs ${keepRuns} --vacuum\` when no Claude Code session works in this project: the rewrite holds the write lock throughout, and hooks that wait more than 5 s for it let their edit through unrecorded`
    );
  if (!reclaimed.walTruncated)
    lines.push(
      "the write-ahead log was not truncated (the store stayed busy); the next prune, or the last connection to close, truncates it"
    );
  return lines;
}
var dbPruneCommand = {
  words: ["db", "prune"],
  usage: PRUNE_USAGE,
  summary: "delete test runs older than the newest N, never a run that evidence cites, and shrink the file",
  options: [
    ["--keep-runs N", "keep the newest N test runs (a whole number); older ones go unless evidence cites them"],
    ["--dry-run", "print what would be removed, remove nothing"],
    ["--vacuum", "also rewrite an older store once so that later prunes can shrink it in steps"]
  ],
  exits: [
    [0, "pruned (or nothing to prune: no database yet)"],
    [2, "usage error"]
  ],
  examples: ["evident db prune --keep-runs 200 --dry-run", "evident db prune --keep-runs 200"],
  async run(args, io) {
    const parsed = pruneArgs(args);
    if (parsed === void 0)
      return usageError(`N is a whole number of runs to keep (got: ${args.join(" ") || "no arguments"})`);
    if (parsed.dryRun && parsed.vacuum)
      return usageError("--vacuum rewrites the file and --dry-run changes nothing: pass one of them");
    const location = resolveDbLocation(io.env, io.cwd);
    if (!existsSync2(location.path)) {
      io.out(`no evidence database at ${location.path}: nothing to prune`);
      return 0;
    }
    const store = await openStore(location.path);
    try {
      const report = await pruneRuns(store, parsed);
      const verb = report.dryRun ? "would remove" : "removed";
      io.out(`kept ${report.keptNewest.length} newest run(s)${ids(report.keptNewest)}`);
      io.out(`kept ${report.keptCited.length} older run(s) cited as evidence${ids(report.keptCited)}`);
      io.out(
        `${verb} ${report.removed.length} run(s)${ids(report.removed)}: ${report.results} result(s), ${report.errors} error(s), ${report.frames} stack frame(s)`
      );
      for (const line of spaceLines(report, parsed.keepRuns)) io.out(line);
      return 0;
    } finally {
      await store.close();
    }
  }
};

// mcp-server/src/cli/dod.ts
import { resolve } from "node:path";
import { parseArgs } from "node:util";
var dodAssertCommand = {
  words: ["dod", "assert"],
  usage: "evident dod assert [--dod PATH]",
  summary: "assert the Definition of Done against the latest validation run's gates; print the outcomes JSON line",
  options: [["--dod PATH", "the DoD file (default: validation.dod in evident.config.json, else docs/DOD.md)"]],
  exits: [
    [0, "assessable (unmet criteria are outcomes, not failures)"],
    [1, "unreadable DoD, invalid frontmatter or a broken database"],
    [2, "usage error"]
  ],
  examples: ["evident dod assert", "evident dod assert --dod docs/DOD.md | jq .outcomes"],
  async run(args, io) {
    let dod;
    try {
      dod = parseArgs({ args: [...args], options: { dod: { type: "string" } }, strict: true }).values.dod;
    } catch (error2) {
      return usageError(errorMessage(error2));
    }
    const location = resolveDbLocation(io.env, io.cwd);
    const root = location.projectRoot;
    try {
      const config = loadConfig(root);
      const store = await openExistingStore(location.path);
      try {
        const now = await assertDodNow(
          store?.db,
          root,
          config.validation,
          dod === void 0 ? void 0 : resolve(io.cwd, dod)
        );
        const { file, assessment } = now;
        if (!assessment.ok) {
          for (const error2 of assessment.errors) io.err(`dod-assert: ${error2}`);
          return 1;
        }
        const citesGate = assessment.criteria.some((c) => c.kind === "auto" && "gate" in c.assert);
        if (store === void 0 && citesGate)
          io.err(`dod-assert: no evidence database at ${location.path} yet, so no gate is recorded green`);
        else if (citesGate)
          io.err(
            now.run === void 0 ? "dod-assert: no validation run recorded for this project yet, so no gate is green in one: run evident validation run" : `dod-assert: gates from validation run ${now.run.id} (${now.run.status}, started ${now.run.startedAt}${now.run.head === null ? "" : `, HEAD ${now.run.head.slice(0, 12)}`}), the latest of this project`
          );
        for (const [id, reason] of now.reasons) io.err(`dod-assert: ${id} unmet: ${reason}`);
        if (!file.found)
          io.err(
            `dod-assert: warning: no DoD at ${file.path} (never created by evident) \u2014 NO-OP(verify): no DoD declared`
          );
        for (const o of assessment.outcomes ?? [])
          if (o.reason !== void 0) io.err(`dod-assert: ${o.id} unmet: ${o.reason}`);
        const outcomes = assessment.outcomes?.map(({ id, kind, outcome }) => ({ id, kind, outcome })) ?? null;
        io.out(JSON.stringify({ outcomes }));
        return 0;
      } finally {
        await store?.close();
      }
    } catch (error2) {
      io.err(`dod-assert: ${errorMessage(error2)}`);
      return 1;
    }
  }
};

// mcp-server/src/cli/drift.ts
import { parseArgs as parseArgs2 } from "node:util";

// mcp-server/src/coordinator/drift.ts
import { spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

// mcp-server/src/coordinator/drift-spec.ts
var AC_ROW = /^\|\s*(AC-\d+)\s*\|/;
var SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
var isSlug = (slug) => SLUG.test(slug) && !slug.includes("..");
function acceptanceCriteria(spec) {
  const ids2 = [];
  for (const line of spec.split(/\r?\n/)) {
    const id = AC_ROW.exec(line)?.[1];
    if (id !== void 0 && !ids2.some((seen) => acNumber(seen) === acNumber(id))) ids2.push(id);
  }
  return ids2;
}
var acNumber = (id) => Number(id.slice(3));
var SPAN_MAX = 1e3;
function acMentions(line) {
  const found = /* @__PURE__ */ new Set();
  for (const m of line.matchAll(/\bAC-(\d+)(?![\dA-Za-z])(?:\.\.AC-(\d+)(?![\dA-Za-z]))?/g)) {
    const from = Number(m[1]);
    const to = m[2] === void 0 ? from : Number(m[2]);
    if (to >= from && to - from <= SPAN_MAX) for (let n = from; n <= to; n++) found.add(n);
    else found.add(from);
  }
  return found;
}
var where = (l) => `${l.file}:${l.line}`;
function resolveCriteria(ids2, added) {
  const first = /* @__PURE__ */ new Map();
  for (const line of added) {
    if (!line.text.includes("AC-")) continue;
    for (const n of acMentions(line.text)) if (!first.has(n)) first.set(n, line);
  }
  return ids2.map((id) => {
    const line = first.get(acNumber(id));
    return { kind: "AC", name: id, evidence: line === void 0 ? void 0 : where(line) };
  });
}
function resolveScenarios(names, added, isTest) {
  const testLines = added.filter((l) => isTest(l.file));
  return names.map((name2) => {
    const line = testLines.find((l) => l.text.includes(name2));
    return { kind: "scenario", name: name2, evidence: line === void 0 ? void 0 : where(line) };
  });
}
var cell = (text) => text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
function driftReport(facts) {
  const unresolved = facts.items.filter((i) => i.evidence === void 0).length;
  return [
    `# Drift report \u2014 ${facts.slug}`,
    "",
    `Spec: \`${facts.spec}\`${facts.recipe === void 0 ? "" : `; recipe: \`${facts.recipe}\``}. Compared with the lines the working tree adds (\`git diff HEAD\` and untracked files), except under ${facts.excluded.map((e) => `\`${e}\``).join(", ")}.`,
    "",
    `Unresolved: ${unresolved} of ${facts.items.length}.`,
    "",
    "| kind | id/name | verdict | evidence |",
    "| --- | --- | --- | --- |",
    ...facts.items.map(
      (i) => `| ${i.kind} | ${cell(i.name)} | ${i.evidence === void 0 ? "unresolved" : "resolved"} | ${i.evidence === void 0 ? "\u2014" : cell(i.evidence)} |`
    ),
    ""
  ].join("\n");
}

// mcp-server/src/coordinator/drift.ts
var SPEC_DIR = "docs/specs";
var TDD_STATE_DIR = `${STATE_DIR}/tdd`;
var EXCLUDED = [`${SPEC_DIR}/`, `${STATE_DIR}/`];
var recipeState = object({
  recipe: array(object({ name: string().min(1) })),
  contract: object({ failing_test_paths: array(string()).optional() }).optional()
});
var error = (message) => ({ kind: "error", message });
async function checkDrift(projectRoot, slug) {
  if (!isSlug(slug)) return error(`"${slug}" is no slug (letters, digits, ".", "_", "-"; no path)`);
  const inside = git(projectRoot, ["rev-parse", "--is-inside-work-tree"]);
  if (inside.status !== 0 || inside.stdout.trim() !== "true")
    return error(`${projectRoot} is not inside a git work tree${tail(inside.stderr)}`);
  const headRev = git(projectRoot, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]);
  const head = headRev.status === 0 && headRev.stdout.trim() !== "" ? headRev.stdout.trim() : null;
  const specPath = `${SPEC_DIR}/${slug}.md`;
  const spec = readProjectFile(projectRoot, specPath);
  if (spec.kind === "missing") return { kind: "skipped", spec: specPath, head };
  if (spec.kind === "error") return error(`cannot read the spec ${specPath}: ${spec.error}`);
  const statePath = `${TDD_STATE_DIR}/${slug}.json`;
  const state = readProjectFile(projectRoot, statePath);
  if (state.kind === "error") return error(`cannot read ${statePath}: ${state.error}`);
  let recipe;
  if (state.kind === "text") {
    const parsed = recipeState.safeParse(safeJson(state.text));
    if (!parsed.success)
      return error(
        `${statePath} is not a coordinator state file (needs "recipe": [{"name": \u2026}, \u2026]): ${parsed.error.message}`
      );
    recipe = parsed.data;
  }
  const added = addedLines(projectRoot, head);
  if (typeof added === "string") return error(added);
  const classify = await classifierFor(projectRoot);
  const failing = new Set(recipe?.contract?.failing_test_paths ?? []);
  const items = [
    ...resolveCriteria(acceptanceCriteria(spec.text), added),
    ...resolveScenarios(
      recipe?.recipe.map((r) => r.name) ?? [],
      added,
      (file) => failing.has(file) || classify(file) === "test"
    )
  ];
  const report = `${TDD_STATE_DIR}/${slug}-drift.md`;
  const text = driftReport({ slug, spec: specPath, excluded: EXCLUDED, items, recipe: recipe && statePath });
  const written = writeProjectFile(projectRoot, report, text);
  if (written !== void 0) return error(written);
  return {
    kind: "checked",
    report,
    total: items.length,
    unresolved: items.filter((i) => i.evidence === void 0).map((i) => i.name),
    head
  };
}
function git(cwd, args) {
  const run2 = spawnSync("git", ["-c", "core.quotepath=false", ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    shell: false
  });
  return {
    status: run2.error === void 0 ? run2.status : null,
    stdout: run2.stdout ?? "",
    stderr: run2.error === void 0 ? run2.stderr ?? "" : errorMessage(run2.error)
  };
}
var tail = (stderr) => stderr.trim() === "" ? "" : ` (git: ${stderr.trim().split("\n")[0] ?? ""})`;
var PATHSPECS = [".", ...EXCLUDED.map((e) => `:(exclude)${e.slice(0, -1)}`)];
function addedLines(root, head) {
  let base = head ?? "";
  if (head === null) {
    const empty = git(root, ["hash-object", "-t", "tree", "/dev/null"]);
    if (empty.status !== 0) return `git hash-object failed${tail(empty.stderr)}`;
    base = empty.stdout.trim();
  }
  const diff = git(root, [
    "diff",
    base,
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--find-renames",
    "--relative",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    "-U0",
    "--",
    ...PATHSPECS
  ]);
  if (diff.status !== 0) return `git diff failed${tail(diff.stderr)}`;
  const untracked = git(root, ["ls-files", "--others", "--exclude-standard", "-z", "--", ...PATHSPECS]);
  if (untracked.status !== 0) return `git ls-files failed${tail(untracked.stderr)}`;
  return [
    ...diffAdditions(diff.stdout),
    ...untrackedLines(
      root,
      untracked.stdout.split("\0").filter((f) => f !== "")
    )
  ];
}
function diffAdditions(diff) {
  const out = [];
  let file;
  let line = 0;
  for (const text of diff.split("\n")) {
    if (text.startsWith("+++ ")) {
      const path = unquote(text.slice(4));
      file = path.startsWith("b/") ? path.slice(2) : void 0;
    } else if (text.startsWith("@@")) {
      line = Number(/\+(\d+)/.exec(text)?.[1] ?? 0);
    } else if (text.startsWith("+") && file !== void 0) {
      out.push({ file, line, text: text.slice(1) });
      line += 1;
    }
  }
  return out;
}
function unquote(path) {
  if (!path.startsWith('"')) return path.replace(/\t$/, "");
  try {
    return JSON.parse(
      path.replace(/\t$/, "").replace(/\\([0-7]{3})/g, (_, o) => `\\u00${Number.parseInt(o, 8).toString(16).padStart(2, "0")}`)
    );
  } catch {
    return path;
  }
}
var UNTRACKED_MAX = 2 * 1024 * 1024;
function untrackedLines(root, files) {
  const out = [];
  for (const file of files) {
    let text;
    try {
      const stat = lstatSync(join(root, file));
      if (!stat.isFile() || stat.size > UNTRACKED_MAX) continue;
      text = readRegularText(join(root, file));
    } catch {
      continue;
    }
    if (text.includes("\0")) continue;
    text.split(/\r?\n/).forEach((l, i) => out.push({ file, line: i + 1, text: l }));
  }
  return out;
}
function readProjectFile(root, file) {
  const path = join(root, file);
  try {
    lstatSync(path);
  } catch {
    return { kind: "missing" };
  }
  try {
    if (!isWithin(realpathSync(root), realpathSync(path)))
      return { kind: "error", error: `it resolves outside the project (${root})` };
    return { kind: "text", text: readRegularText(path) };
  } catch (e) {
    return { kind: "error", error: errorMessage(e) };
  }
}
function writeProjectFile(root, file, text) {
  const path = join(root, file);
  try {
    mkdirSync(dirname(path), { recursive: true });
    if (!isWithin(realpathSync(root), realpathSync(dirname(path))))
      return `cannot write the report: ${dirname(file)} resolves outside the project (${root})`;
    writeFileSync(path, text);
    return void 0;
  } catch (e) {
    return `cannot write the report ${file}: ${errorMessage(e)}`;
  }
}
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// mcp-server/src/flows/drift-record.ts
import { existsSync as existsSync3 } from "node:fs";

// mcp-server/src/store/drift-checks.ts
async function insertDriftCheck(tx, callerId, input) {
  const seq = await nextSeq(tx);
  const row = await tx.insertInto("drift_checks").values({
    project_root: input.projectRoot,
    slug: input.slug,
    verdict: input.verdict,
    exit_code: input.exitCode,
    total: input.total,
    unresolved: JSON.stringify(input.unresolved),
    report_path: input.reportPath,
    head: input.head,
    detail: input.detail === null ? null : input.detail.slice(0, 2e3),
    caller_id: callerId,
    seq
  }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
async function latestDriftChecks(db, projectRoot, slugs) {
  const out = [];
  for (const slug of slugs) {
    const r = await db.selectFrom("drift_checks").leftJoin("callers", "callers.id", "drift_checks.caller_id").select([
      "drift_checks.id",
      "drift_checks.verdict",
      "drift_checks.exit_code",
      "drift_checks.total",
      "drift_checks.unresolved",
      "drift_checks.report_path",
      "drift_checks.head",
      "drift_checks.detail",
      "drift_checks.at",
      "callers.session_id",
      "callers.agent_id"
    ]).where("drift_checks.project_root", "=", projectRoot).where("drift_checks.slug", "=", slug).orderBy("drift_checks.seq", "desc").limit(1).executeTakeFirst();
    if (r === void 0) continue;
    out.push({
      id: r.id,
      projectRoot,
      slug,
      verdict: r.verdict,
      exitCode: r.exit_code,
      total: r.total,
      unresolved: JSON.parse(r.unresolved),
      reportPath: r.report_path,
      head: r.head,
      detail: r.detail,
      at: r.at,
      caller: r.session_id === null ? null : `${r.session_id} / ${r.agent_id ?? ""}`
    });
  }
  return out;
}

// mcp-server/src/flows/drift-record.ts
function driftCheckOf(projectRoot, slug, outcome) {
  const base = { projectRoot, slug, total: null, unresolved: [], reportPath: null, head: null, detail: null };
  switch (outcome.kind) {
    case "skipped":
      return { ...base, verdict: "skipped", exitCode: 0, head: outcome.head, detail: `${outcome.spec} does not exist` };
    case "error":
      return { ...base, verdict: "error", exitCode: 2, detail: outcome.message };
    case "checked":
      return {
        ...base,
        verdict: outcome.unresolved.length === 0 ? "clean" : "drift",
        exitCode: outcome.unresolved.length === 0 ? 0 : 1,
        total: outcome.total,
        unresolved: outcome.unresolved,
        reportPath: outcome.report,
        head: outcome.head
      };
  }
}
async function recordDrift(dbPath, check, callerOf) {
  if (!existsSync3(dbPath)) return { kind: "no_store", path: dbPath };
  try {
    const store = await openStore(dbPath);
    try {
      let caller;
      let note;
      try {
        caller = await callerOf(store.db);
      } catch (error2) {
        note = `recorded without a caller: ${errorMessage(error2)}`;
      }
      const id = await store.write(
        async (tx) => insertDriftCheck(tx, caller === void 0 ? null : await ensureCaller(tx, caller), check)
      );
      return { kind: "recorded", id, note };
    } finally {
      await store.close();
    }
  } catch (error2) {
    return { kind: "failed", message: errorMessage(error2) };
  }
}

// mcp-server/src/cli/caller.ts
var HUMAN = { sessionId: "human", agentId: MAIN_AGENT };
async function cliCaller(env, db) {
  const caller = callerFromEnv(env);
  if (caller === void 0) return HUMAN;
  if (db !== void 0 && await sessionKnownToHooks(db, caller.sessionId)) throw envIdentityRefused(caller.sessionId);
  return caller;
}

// mcp-server/src/cli/drift.ts
var driftCommand = {
  words: ["drift"],
  usage: "evident drift --slug <slug>",
  summary: "check that the working tree resolves every acceptance criterion of docs/specs/<slug>.md (and every recipe scenario)",
  options: [
    [
      "--slug <slug>",
      "the spec docs/specs/<slug>.md; the recipe, if any, .claude/state/tdd/<slug>.json (letters, digits, . _ -)"
    ]
  ],
  exits: [
    [0, `clean: everything resolved (or no spec: "no spec; skipped"); the report's path on stdout`],
    [1, "drift: at least one item unresolved; the report's path on stdout"],
    [2, "tool error (not a git work tree, an unreadable spec or state file, the report not writable) or usage error"]
  ],
  examples: ["evident drift --slug add-login", "evident drift --slug add-login && echo clean"],
  async run(args, io) {
    let slug;
    try {
      const { values } = parseArgs2({ args: [...args], options: { slug: { type: "string" } }, strict: true });
      slug = values.slug;
    } catch (error2) {
      return usageError(errorMessage(error2));
    }
    if (slug === void 0) return usageError("--slug is required");
    if (!isSlug(slug))
      return usageError(`--slug takes a slug such as add-login (letters, digits, ".", "_", "-"; no path): got ${slug}`);
    const location = resolveDbLocation(io.env, io.cwd);
    const outcome = await checkDrift(location.projectRoot, slug);
    switch (outcome.kind) {
      case "skipped":
        io.out("no spec; skipped");
        io.err(`evident drift: ${outcome.spec} does not exist (a chore without a spec): nothing to check`);
        break;
      case "error":
        io.err(`evident drift: ${outcome.message}`);
        break;
      case "checked":
        io.out(outcome.report);
        io.err(
          `evident drift: ${outcome.unresolved.length} of ${outcome.total} unresolved (lines under ${EXCLUDED.join(", ")} resolve nothing)`
        );
        break;
    }
    const check = driftCheckOf(location.projectRoot, slug, outcome);
    const recorded = await recordDrift(location.path, check, (db) => cliCaller(io.env, db));
    if (recorded.kind === "failed")
      io.err(`evident drift: the result is not recorded in the evidence database (${recorded.message})`);
    else if (recorded.kind === "recorded" && recorded.note !== void 0) io.err(`evident drift: ${recorded.note}`);
    return check.exitCode;
  }
};

// mcp-server/src/cli/findings.ts
import { readFileSync } from "node:fs";
import { parseArgs as parseArgs3 } from "node:util";
var EXIT_MALFORMED = 2;
async function readInput(path) {
  if (path !== void 0) return readFileSync(path, "utf8");
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
var findingsNormalizeCommand = {
  words: ["findings", "normalize"],
  usage: `evident findings normalize [path] [--from ${FORMATS.join("|")}]`,
  summary: "canonical findings JSON from a report (file or stdin); exit 2 if any line is malformed",
  options: [
    ["path", "the report to read (default: stdin)"],
    ["--from F", `what the report is: ${FORMATS.join(", ")} (default canonical: JSON lines of findings)`]
  ],
  exits: [
    [0, "printed the findings as one JSON array"],
    [2, "malformed input (the whole input fails) or usage error"]
  ],
  examples: ["npx eslint -f json src | evident findings normalize --from eslint"],
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs3({
        args: [...args],
        options: { from: { type: "string" } },
        allowPositionals: true,
        strict: true
      });
    } catch (error2) {
      return usageError(error2 instanceof Error ? error2.message : String(error2));
    }
    const from = parsed.values.from ?? "canonical";
    if (!FORMATS.includes(from)) return usageError(`--from must be one of ${FORMATS.join(", ")}`);
    if (parsed.positionals.length > 1) return usageError("give at most one path");
    const text = await readInput(parsed.positionals[0]);
    if (from === "canonical") {
      const normalized = normalizeFindings(text);
      if (!normalized.ok) {
        io.err(`normalize-findings: ${normalized.error}`);
        return EXIT_MALFORMED;
      }
      io.out(JSON.stringify(normalized.findings));
      return 0;
    }
    const findings = readAs(from, text);
    if (findings === void 0) {
      io.err(`normalize-findings: the input is not ${from} output`);
      return EXIT_MALFORMED;
    }
    io.out(JSON.stringify(findings));
    return 0;
  }
};
var findingsFilterCommand = {
  words: ["findings", "filter"],
  usage: "evident findings filter --scope <spec> --repo-root <root> [--input path]",
  summary: "keep canonical findings (stdin) inside the scope; name drops on stderr; exit 2 if malformed",
  options: [
    ["--scope <spec>", "the change scope: `file:start-end` or `file:*` entries, one per line"],
    ["--repo-root <root>", "the repository root the scope paths are relative to"],
    ["--input path", "canonical findings JSON (what `findings normalize` prints; default: stdin)"]
  ],
  exits: [
    [0, "printed the findings inside the scope (each drop named on stderr)"],
    [2, "malformed findings or scope entry, or usage error"]
  ],
  examples: [
    'evident findings normalize --from tsc < tsc.txt | evident findings filter --scope "src/a.ts:10-20" --repo-root "$(git rev-parse --show-toplevel)"'
  ],
  async run(args, io) {
    let parsed;
    try {
      parsed = parseArgs3({
        args: [...args],
        options: { scope: { type: "string" }, "repo-root": { type: "string" }, input: { type: "string" } },
        strict: true
      });
    } catch (error2) {
      return usageError(error2 instanceof Error ? error2.message : String(error2));
    }
    const { scope, "repo-root": repoRoot, input } = parsed.values;
    if (scope === void 0 || repoRoot === void 0 || repoRoot === "")
      return usageError("--scope and --repo-root are required");
    const entries = parseScope(scope);
    if (!entries.ok) {
      io.err(`filter-findings: ${entries.error}`);
      return EXIT_MALFORMED;
    }
    const findings = parseCanonical(await readInput(input));
    if (typeof findings === "string") {
      io.err(`filter-findings: ${findings}`);
      return EXIT_MALFORMED;
    }
    const filtered = filterFindings(findings, entries.entries, repoRoot);
    for (const line of dropReport(filtered)) io.err(line);
    io.out(JSON.stringify(filtered.kept));
    return 0;
  }
};
function parseCanonical(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return "input is not a JSON array of findings";
  }
  if (!Array.isArray(raw)) return "input is not a JSON array of findings";
  const out = [];
  for (const [i, item] of raw.entries()) {
    const parsed = findingSchema.safeParse(item);
    if (!parsed.success)
      return `item ${i}: ${parsed.error.issues[0]?.path.join(".") ?? ""}: ${parsed.error.issues[0]?.message ?? "invalid"}`;
    out.push(parsed.data);
  }
  return out;
}

// mcp-server/src/cli/help.ts
import { existsSync as existsSync4, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
var HELP_FLAGS = /* @__PURE__ */ new Set(["--help", "-h"]);
var HELP_LINE = ["-h, --help", "print this help"];
function table(rows, indent = "  ") {
  const width = Math.min(Math.max(...rows.map(([left]) => left.length)), 34);
  return rows.map(
    ([left, right]) => left.length > width ? `${indent}${left}
${indent}${" ".repeat(width + 2)}${right}` : `${indent}${left.padEnd(width)}  ${right}`
  );
}
var name = (command) => `evident ${command.words.join(" ")}`;
function commandHelp(command) {
  return [
    `${name(command)}: ${command.summary}`,
    "",
    `usage: ${command.usage}`,
    "",
    "options:",
    ...table([...command.options, HELP_LINE]),
    "",
    "exit codes:",
    ...table(command.exits.map(([code, why]) => [String(code), why])),
    "",
    "example:",
    ...command.examples.map((e) => `  ${e}`)
  ].join("\n");
}
function usageErrorText(command, message) {
  return `${name(command)}: ${message}
usage: ${command.usage}
Run \`${name(command)} --help\` for the options and an example.`;
}
function groupOf(commands, word) {
  return commands.filter((c) => c.words.length > 1 && c.words[0] === word);
}
function groupHelp(word, members) {
  const subcommands = members.map((c) => c.words.slice(1).join(" "));
  return [
    `usage: evident ${word} <${subcommands.join("|")}> [options]`,
    "",
    "subcommands:",
    ...table(members.map((c) => [c.usage, c.summary])),
    "",
    `Run \`evident ${word} <subcommand> --help\` for its options and an example.`
  ].join("\n");
}
function topHelp(commands) {
  return [
    `evident ${version() ?? ""}`.trimEnd() + ": the command line of the evident Claude Code plugin (evidence-bound TDD, VDD and validation gates)",
    "",
    "usage: evident <command> [options]",
    "",
    "commands:",
    ...table(commands.map((c) => [c.usage, c.summary])),
    "",
    "Run `evident <command> --help` for its options, exit codes and an example; `evident --version` for the version.",
    "The database is per project (`evident db path`); commands that only read never create it."
  ].join("\n");
}
function version(from = import.meta.dirname) {
  for (let dir = from; ; dir = dirname2(dir)) {
    const file = join2(dir, "package.json");
    if (existsSync4(file)) {
      try {
        const pkg = JSON.parse(readFileSync2(file, "utf8"));
        if (pkg.name === "evident" && typeof pkg.version === "string") return pkg.version;
      } catch {
      }
    }
    if (dirname2(dir) === dir) return void 0;
  }
}

// mcp-server/src/cli/stdio.ts
function lineWriter(stream, onOtherError) {
  let gone = false;
  stream.on("error", (error2) => {
    if (gone) return;
    gone = true;
    if (error2.code !== "EPIPE") onOtherError?.(error2);
  });
  return (line) => {
    if (!gone) stream.write(`${line}
`);
  };
}

// mcp-server/src/cli/validation.ts
import { parseArgs as parseArgs4 } from "node:util";

// mcp-server/src/cli/existing-store.ts
function noDatabase(path) {
  return `no evidence database at ${path} yet: evident records evidence once a Claude Code session with the plugin has worked in this project, or \`evident vdd\` / \`evident validation run\` ran here (\`evident db path\` says why it looks there)`;
}
async function withExistingStore(io, missing, fn) {
  const location = resolveDbLocation(io.env, io.cwd);
  const store = await openExistingStore(location.path);
  if (store === void 0) {
    io.err(noDatabase(location.path));
    return missing;
  }
  try {
    return await fn(store, location);
  } finally {
    await store.close();
  }
}

// mcp-server/src/cli/read-input.ts
import { readFileSync as readFileSync3 } from "node:fs";
async function readInput2(path, what, max) {
  let text;
  try {
    if (path === "-") {
      const chunks = [];
      for await (const chunk of process.stdin) chunks.push(chunk);
      text = Buffer.concat(chunks).toString("utf8");
    } else text = readFileSync3(path, "utf8");
  } catch (error2) {
    throw badInput(`cannot read ${what} from ${path}: ${errorMessage(error2)}`, `pass a readable file, or - for stdin`);
  }
  if (text.length > max)
    throw badInput(`${path} holds more than ${max} characters of ${what}`, `pass a smaller ${what} file`);
  return text;
}

// mcp-server/src/cli/validation.ts
var EXIT_LIVE_RUN = 3;
var EXIT_BLOCKERS = 4;
function parse(args, options) {
  try {
    return parseArgs4({ args: [...args], options, strict: true, allowPositionals: false });
  } catch (error2) {
    return usageError(errorMessage(error2));
  }
}
var isUsageError = (v) => "usageError" in v;
var validationPlanCommand = {
  words: ["validation", "plan"],
  usage: "evident validation plan",
  summary: "print the resolved validation techniques and why each was chosen (runs nothing)",
  options: [],
  exits: [
    [0, "printed"],
    [2, "usage error"]
  ],
  examples: ["evident validation plan"],
  async run(args, io) {
    const parsed = parse(args, {});
    if (isUsageError(parsed)) return parsed;
    const root = resolveDbLocation(io.env, io.cwd).projectRoot;
    const config = loadConfig(root).validation;
    for (const line of planLines(planValidation(root, config, io.env["PATH"]), notDerived(root, config))) io.out(line);
    return 0;
  }
};
var validationRunCommand = {
  words: ["validation", "run"],
  usage: "evident validation run [--base REF] [--technique ID] [--suspected-benign FILE]",
  summary: "run each technique scoped to the change, assert the DoD against its gates, print the run record (exit 4: blockers)",
  options: [
    ["--base REF", "the git ref the change is measured against (default: validation.base, else the merge-base)"],
    ["--technique ID", "run only this technique (ids: `evident validation plan`)"],
    [
      "--suspected-benign FILE",
      "the review's predicted suspected-benign findings (canonical findings; - reads stdin), handed to the triager verbatim"
    ]
  ],
  exits: [
    [0, "clean: no blocker"],
    [1, "operational error"],
    [2, "usage error"],
    [4, "the run landed with blockers (BLOCKER lines)"]
  ],
  examples: [
    "evident validation run",
    "evident validation run --base origin/main --technique typecheck",
    'evident validation run --suspected-benign "$notes"'
  ],
  async run(args, io) {
    const parsed = parse(args, {
      base: { type: "string" },
      technique: { type: "string" },
      "suspected-benign": { type: "string" }
    });
    if (isUsageError(parsed)) return parsed;
    const benign = parsed.values["suspected-benign"];
    const suspectedBenign = benign === void 0 ? void 0 : await readInput2(benign, "suspected-benign findings", SUSPECTED_BENIGN_MAX);
    const location = resolveDbLocation(io.env, io.cwd);
    const root = location.projectRoot;
    const store = await openStore(location.path);
    try {
      const summary = await runValidation({
        db: store.db,
        root,
        config: loadConfig(root).validation,
        caller: await cliCaller(io.env, store.db),
        base: parsed.values.base,
        only: parsed.values.technique,
        path: io.env["PATH"],
        shadow: shadowFor(location.path, root),
        onProgress: (line) => io.err(`validation: ${line}`),
        suspectedBenign
      });
      io.out(`validation run ${summary.runId}`);
      for (const line of summary.lines) io.out(line.line);
      const landed = await validationGate(store.db, root, summary.runId);
      if (landed !== void 0) io.out(proposeGateLine(landed.gate));
      return summary.blockers > 0 ? EXIT_BLOCKERS : 0;
    } finally {
      await store.close();
    }
  }
};
var validationRecordCommand = {
  words: ["validation", "record"],
  usage: "evident validation record [--run ID]",
  summary: "print a validation run record (the latest by default) as lines",
  options: [["--run ID", "this run (default: the latest of this project)"]],
  exits: [
    [0, "printed"],
    [1, "no database yet, or no such run"],
    [2, "usage error"]
  ],
  examples: ["evident validation record", "evident validation record --run 12"],
  async run(args, io) {
    const parsed = parse(args, { run: { type: "string" } });
    if (isUsageError(parsed)) return parsed;
    const runId = parsed.values.run === void 0 ? void 0 : Number(parsed.values.run);
    if (runId !== void 0 && !(Number.isInteger(runId) && runId > 0))
      return usageError(`--run must be a positive whole number (got ${parsed.values.run})`);
    return withExistingStore(io, 1, async (store, location) => {
      const landed = await validationGate(store.db, location.projectRoot, runId);
      if (landed === void 0) {
        io.err(
          runId === void 0 ? "no validation run recorded for this project yet: run evident validation run" : `no validation run ${runId} for this project`
        );
        return 1;
      }
      const { run: run2, gate } = landed;
      io.out(`validation run ${run2.id} (${run2.status}) base ${run2.base ?? "-"} started ${run2.startedAt}`);
      for (const line of run2.lines) io.out(line.line);
      io.out(proposeGateLine(gate));
      return 0;
    });
  }
};
var validationTeardownCommand = {
  words: ["validation", "teardown"],
  usage: "evident validation teardown",
  summary: "check the run-lock before removing a worktree: exit 3 while a background run is alive",
  options: [],
  exits: [
    [0, "no live run: teardown may proceed (a stale lock is cleared)"],
    [2, "usage error"],
    [3, "a background validation run is alive: do not remove the worktree yet"]
  ],
  examples: ["evident validation teardown && git worktree remove ../feature"],
  async run(args, io) {
    const parsed = parse(args, {});
    if (isUsageError(parsed)) return parsed;
    const root = resolveDbLocation(io.env, io.cwd).projectRoot;
    const check = teardownCheck(root);
    if (!check.ok) {
      io.err(
        `refusing teardown: a background validation run (pid ${check.pid}, since ${check.since}) holds ${lockPath(root)}`
      );
      return EXIT_LIVE_RUN;
    }
    io.out(
      check.cleared === "stale" ? `cleared a stale run-lock at ${lockPath(root)}; teardown may proceed` : "no run-lock; teardown may proceed"
    );
    return 0;
  }
};

// mcp-server/src/cli/validation-triage.ts
var EXIT_PENDING = 5;
var OUTCOMES_MAX = 4 * 1024 * 1024;
var GATE_EXIT = {
  satisfied: 0,
  released: 0,
  blocked: EXIT_BLOCKERS,
  pending: EXIT_PENDING
};
function runIdOf(value) {
  if (value === void 0) return void 0;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : usageError(`--run must be a positive whole number (got ${value})`);
}
function parseOutcomes(text, source) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error2) {
    throw badInput(`${source} is not JSON: ${error2 instanceof Error ? error2.message : String(error2)}`, OUTCOMES_HINT);
  }
  const parsed = outcomeClaimsSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `outcomes${i.path.map((p) => `[${JSON.stringify(p)}]`).join("")}: ${i.message}`
    );
    throw badInput(`${source} is not a list of outcomes: ${issues.join("; ")}`, OUTCOMES_HINT);
  }
  return parsed.data;
}
var OUTCOMES_HINT = 'write a JSON array with one {"file", "line", "finding", "outcome": "killed-by-test" (+ "test") | "documented-benign" (+ "reason") | "fixed"} per finding';
var validationTriageCommand = {
  words: ["validation", "triage"],
  usage: "evident validation triage --run ID --technique ID --commit SHA --outcomes FILE",
  summary: "verify a triager's commit, record one outcome per finding, re-run the gate techniques (exit 4: one red)",
  options: [
    ["--run ID", "the validation run whose findings were triaged"],
    ["--technique ID", "the triage technique whose findings these are"],
    ["--commit SHA", "the triager's commit: after the run's HEAD, subject <commit-prefix>(validation): <technique>"],
    ["--outcomes FILE", "JSON array, one {file, line, finding, outcome, test?, reason?} per finding; - reads stdin"]
  ],
  exits: [
    [0, "recorded; the gate techniques re-ran green (or there are none)"],
    [1, "nothing recorded: the commit or the outcomes do not hold (the error says which), or no such run"],
    [2, "usage error"],
    [4, "recorded, and a gate technique re-ran red after the commit (BLOCKER line)"]
  ],
  examples: ['evident validation triage --run 3 --technique lint --commit 1a2b3c4 --outcomes "$outcomes"'],
  async run(args, io) {
    const parsed = parse(args, {
      run: { type: "string" },
      technique: { type: "string" },
      commit: { type: "string" },
      outcomes: { type: "string" }
    });
    if (isUsageError(parsed)) return parsed;
    const { technique, commit, outcomes } = parsed.values;
    const runId = runIdOf(parsed.values.run);
    if (typeof runId === "object") return runId;
    if (runId === void 0 || technique === void 0 || commit === void 0 || outcomes === void 0)
      return usageError("--run, --technique, --commit and --outcomes are all required");
    if (!/^[0-9a-f]{7,40}$/i.test(commit)) return usageError(`--commit must be a commit id in hex (got ${commit})`);
    const claims = parseOutcomes(await readInput2(outcomes, "triage outcomes", OUTCOMES_MAX), outcomes);
    const location = resolveDbLocation(io.env, io.cwd);
    const store = await openStore(location.path);
    try {
      const root = location.projectRoot;
      const summary = await recordTriageOutcomes({
        db: store.db,
        root,
        config: loadConfig(root).validation,
        caller: await cliCaller(io.env, store.db),
        runId,
        technique,
        commit,
        outcomes: claims,
        onProgress: (line) => io.err(`validation: ${line}`)
      });
      io.out(`validation run ${runId} triage ${summary.triageId}`);
      for (const line of summary.lines) io.out(line.line);
      io.out(proposeGateLine(summary.gate));
      return summary.gates === "red" ? EXIT_BLOCKERS : 0;
    } finally {
      await store.close();
    }
  }
};
var validationGateCommand = {
  words: ["validation", "gate"],
  usage: "evident validation gate [--run ID]",
  summary: "the run's propose-gate entry: satisfied or released (exit 0), blocked (4), pending triage (5)",
  options: [["--run ID", "this run (default: the latest of this project)"]],
  exits: [
    [0, "satisfied (techniques landed and triaged green) or released (no technique ran)"],
    [1, "no database yet, or no such run"],
    [2, "usage error"],
    [4, "blocked: a BLOCKER line is recorded (the reasons name them)"],
    [5, "pending: the run has not landed, or findings await the triager's outcomes"]
  ],
  examples: ["evident validation gate && gh pr create", "evident validation gate --run 12"],
  async run(args, io) {
    const parsed = parse(args, { run: { type: "string" } });
    if (isUsageError(parsed)) return parsed;
    const runId = runIdOf(parsed.values.run);
    if (typeof runId === "object") return runId;
    return withExistingStore(io, 1, async (store, location) => {
      const landed = await validationGate(store.db, location.projectRoot, runId);
      if (landed === void 0) {
        io.err(
          runId === void 0 ? "no validation run recorded for this project yet: run evident validation run" : `no validation run ${runId} for this project`
        );
        return 1;
      }
      io.out(`validation run ${landed.run.id}`);
      io.out(proposeGateLine(landed.gate));
      return GATE_EXIT[landed.gate.state];
    });
  }
};

// mcp-server/src/cli/report.ts
import { writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname3, join as join3, resolve as resolve2 } from "node:path";
import { parseArgs as parseArgs5 } from "node:util";

// mcp-server/src/report/coordinator-labels.ts
var ALLOWED = {
  scenario: "the recipe tests",
  implement: "the write set",
  verify: "nothing"
};
function againstPlan(e) {
  if (e.inside === null) return "\u2014";
  if (e.role === "verify") return "outside: verify changes no file";
  return `${e.inside ? "inside" : "outside"} ${ALLOWED[e.role]}`;
}
function lineDelta(e) {
  return e.linesAdded === null && e.linesRemoved === null ? "" : ` +${e.linesAdded ?? 0} \u2212${e.linesRemoved ?? 0}`;
}
var verdictLabel = (v) => v.reason === null ? v.verdict : `${v.verdict} (${v.reason})`;
var driftCounts = (d) => d.total === null ? "\u2014" : `${d.unresolved.length} of ${d.total} unresolved`;
var shortHead = (head) => head === null ? "no commit" : head.slice(0, 12);

// mcp-server/src/report/escape.ts
function escapeHtml(value) {
  return String(value ?? "").replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function escapeMd(value) {
  return String(value ?? "").replaceAll("\\", "\\\\").replaceAll("|", "\\|").replace(/\r?\n/g, " ").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
function duration(ms) {
  if (ms === null) return "\u2014";
  if (ms < 1e3) return `${ms} ms`;
  const s = Math.round(ms / 1e3);
  return s < 120 ? `${s} s` : `${Math.round(s / 60)} min`;
}
function codeMd(value) {
  return `\`${String(value ?? "").replaceAll("`", "'").replaceAll("|", "\\|").replace(/\r?\n/g, " ")}\``;
}

// mcp-server/src/report/coordinator-html.ts
function coordinatorHtml(view) {
  if (view.plans.length === 0 && view.drift.length === 0) return "";
  const drift = view.drift.length === 0 ? "" : `<h3>Drift checks</h3><table class="drift"><tr><th>slug</th><th>verdict</th><th>unresolved</th><th>report</th><th>HEAD</th><th>at</th><th>by</th></tr>${view.drift.map(
    (d) => `<tr><td>${escapeHtml(d.slug)}</td><td class="${d.verdict === "clean" ? "pass" : d.verdict === "skipped" ? "" : "fail"}">${escapeHtml(d.verdict)} (exit ${d.exitCode})</td><td>${escapeHtml(driftCounts(d))}${d.unresolved.length === 0 ? "" : `: ${escapeHtml(d.unresolved.join(", "))}`}${d.detail === null || d.verdict !== "error" ? "" : ` \u2014 ${escapeHtml(d.detail)}`}</td><td>${d.reportPath === null ? "\u2014" : `<code>${escapeHtml(d.reportPath)}</code>`}</td><td>${escapeHtml(shortHead(d.head))}</td><td>${escapeHtml(d.at)}</td><td>${escapeHtml(d.caller ?? "\u2014")}</td></tr>`
  ).join("")}</table>`;
  return `<section class="coordinator"><h2>TDD coordinator</h2>${view.plans.map(plan).join("\n")}${drift}</section>`;
}
var list = (paths) => paths.length === 0 ? "\u2014" : paths.map((p) => `<code>${escapeHtml(p)}</code>`).join(", ");
function plan(p) {
  const tasks = p.tasks.map((t) => `#${t.id} ${escapeHtml(t.agent)} ${escapeHtml(t.outcome)}`).join(", ");
  const edits2 = p.workerEdits.length === 0 ? "" : `<h4>Worker changes</h4>${p.workerEditsOmitted === 0 ? "" : `<p class="muted">${p.workerEditsOmitted} earlier not shown</p>`}<table class="worker-edits"><tr><th>at</th><th>worker</th><th>change</th><th>file</th><th>against the plan</th></tr>${p.workerEdits.map(
    (x) => `<tr><td>${escapeHtml(x.at)}</td><td>${escapeHtml(x.agent)} (${escapeHtml(x.role)})</td><td${x.refused ? ' class="fail"' : ""}>${x.refused ? "refused " : ""}${escapeHtml(x.change)}${escapeHtml(lineDelta(x))}</td><td>${x.file === null ? "\u2014" : `<code>${escapeHtml(x.file)}</code>`}</td><td class="${x.inside === false ? "fail" : x.inside === true ? "pass" : ""}">${escapeHtml(againstPlan(x))}</td></tr>`
  ).join("")}</table>`;
  const verdicts2 = p.verdicts.length === 0 ? "" : `<h4>Binding verdicts while this plan was the project's${p.status === "superseded" ? "" : ` <span class="muted">(the last is the project's binding verdict)</span>`}</h4><table class="verdicts"><tr><th>run</th><th>verdict</th><th>suite</th><th>exit</th><th>by</th><th>at</th></tr>${p.verdicts.map(
    (v) => `<tr><td>${v.runId}</td><td class="${v.verdict === "PASS" ? "pass" : "fail"}">${escapeHtml(verdictLabel(v))}</td><td>${v.wholeSuite ? "whole" : "some files"}</td><td>${v.exitCode}</td><td>${escapeHtml(v.by ?? "\u2014")}</td><td>${escapeHtml(v.at)}</td></tr>`
  ).join("")}</table>`;
  return `<div class="plan"><h3>Plan ${escapeHtml(p.slug)} v${p.version} <span class="badge ${p.status === "active" ? "open" : p.status === "blocked" ? "fail" : ""}">${escapeHtml(p.status)}</span></h3>
<p class="muted">spec <code>${escapeHtml(p.specPath)}</code> \xB7 decided by ${escapeHtml(p.caller)} at ${escapeHtml(p.createdAt)} \xB7 fix limit ${p.fixIterations} \xB7 tasks from it: ${tasks === "" ? "none" : tasks}${p.reason === null ? "" : ` \xB7 ${escapeHtml(p.reason)}`}</p>
<table class="recipe"><tr><th>scenario</th><th>covers</th><th>assertion</th><th>fixtures</th></tr>${p.recipe.map((r) => `<tr><td><code>${escapeHtml(r.name)}</code></td><td>${escapeHtml(r.covers)}</td><td>${escapeHtml(r.assertion)}</td><td>${escapeHtml(r.fixtures)}</td></tr>`).join("")}</table>
<ul class="contract"><li>failing tests: ${list(p.contract.failingTestPaths)}</li><li>write set: ${list(p.contract.writeSet)}</li><li>conventions: test ${p.contract.testCmd === "" ? "\u2014" : `<code>${escapeHtml(p.contract.testCmd)}</code>`}, lint ${p.contract.lintCmd === "" ? "\u2014" : `<code>${escapeHtml(p.contract.lintCmd)}</code>`}</li>${p.contract.behaviorExcerpts.map((x) => `<li>excerpt: \u201C${escapeHtml(x)}\u201D</li>`).join("")}${p.outOfScope.length === 0 ? "" : `<li>out of scope: ${p.outOfScope.map((x) => escapeHtml(x)).join("; ")}</li>`}</ul>
${edits2}${verdicts2}</div>`;
}

// mcp-server/src/report/html.ts
function renderHtml(data) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title><style>${CSS}</style></head>
<body><header><h1>${escapeHtml(data.title)}</h1><p class="muted">generated ${escapeHtml(data.generatedAt)} by evident \u2014 every line below is a recorded evidence row</p></header>
${coordinatorHtml(data.coordinator)}${data.tasks.length === 0 ? "<p>No TDD tasks recorded.</p>" : data.tasks.map(task).join("\n")}
${data.vdd.length === 0 ? "" : `<section><h2>VDD verdicts</h2>${data.vdd.map(vdd).join("\n")}</section>`}
${hookFailures(data)}${data.gates.length === 0 ? "" : `<section><h2>Gates</h2><table><tr><th>gate</th><th>status</th><th>source</th><th>at</th></tr>${data.gates.map((g) => `<tr><td>${escapeHtml(g.gate)}</td><td class="${g.status === "green" ? "pass" : "fail"}">${escapeHtml(g.status)}</td><td>${escapeHtml(g.source)}</td><td>${escapeHtml(g.at)}</td></tr>`).join("")}</table></section>`}
</body></html>
`;
}
function hookFailures(data) {
  const { total, sessions: sessions2 } = data.hookFailures;
  if (total === 0) return "";
  return `<section><h2>Unchecked hook calls</h2><p class="fail">${total} hook call(s) in this project failed before deciding and let the action through unchecked.</p>${sessions2.length === 0 ? "" : `<table><tr><th>session</th><th>calls</th><th>latest</th></tr>${sessions2.map((s) => `<tr><td>${escapeHtml(s.sessionId)}</td><td>${s.count}</td><td>${escapeHtml(s.latestAt)}</td></tr>`).join("")}</table>`}</section>`;
}
function task(t) {
  const m = t.metrics;
  const reasons = Object.entries(m.denialsByReason).map(([r, n]) => `${escapeHtml(r)} \xD7 ${n}`).join(", ");
  return `<section class="task"><h2>Task ${t.id}: ${escapeHtml(t.goal)} <span class="badge ${t.outcome === "succeeded" ? "pass" : t.status === "open" ? "open" : "fail"}">${escapeHtml(t.outcome ?? t.status)}</span></h2>
<p class="muted">caller ${escapeHtml(t.caller)} \xB7 ${escapeHtml(t.seal)} \xB7 started ${escapeHtml(t.createdAt)}${t.endedAt === null ? "" : ` \xB7 ended ${escapeHtml(t.endedAt)}`}${t.reason === null ? "" : ` \xB7 ${escapeHtml(t.reason)}`}</p>
<div class="metrics"><div><b>${m.accepted}/${m.requests}</b> transitions accepted</div><div><b>${m.redRuns}:${m.greenRuns}</b> red : green runs</div><div><b>${m.requests - m.accepted}</b> ${plural(m.requests - m.accepted, "denial")}${reasons === "" ? "" : ` (${reasons})`}</div><div><b>${t.violations.length}</b> ${plural(t.violations.length, "violation")}</div></div>
${t.goals.map((g) => `<div class="goal"><h3>Goal ${g.id}: ${escapeHtml(g.goal)} <span class="badge">${escapeHtml(g.status)}</span></h3>${g.behaviors.map(behavior).join("\n")}</div>`).join("\n")}
${edits(t)}${denials(t)}${violations(t)}${progress(t)}</section>`;
}
var plural = (n, word) => n === 1 ? word : `${word}s`;
function behavior(b) {
  return `<div class="behavior"><h4>Behavior ${b.id}: ${escapeHtml(b.behavior)} <span class="badge">${escapeHtml(b.status)}</span> <span class="muted">cycle ${duration(b.cycleTimeMs)}</span></h4>
<ol class="timeline">${b.phases.map(phase).join("")}</ol></div>`;
}
function phase(p) {
  const kind = p.phase.startsWith("red") ? "red" : p.phase.startsWith("green") ? "green" : p.phase;
  const cited = p.cited === null ? '<p class="muted">no evidence needed</p>' : `<p>cited artifact ${p.cited.artifactId} (${escapeHtml(p.cited.kind)})${p.cited.test === null ? "" : `: <code>${escapeHtml(p.cited.test)}</code>`}</p>${p.cited.run === null ? "" : run(p.cited.run, "cited run")}`;
  const hyps = p.hypotheses.map(
    (h) => `<li class="hyp">hypothesis ${h.id} <span class="badge">${escapeHtml(h.outcome)}</span>: ${escapeHtml(h.content)} <span class="muted">\u2014 cites ${escapeHtml(h.citedError)}</span></li>`
  ).join("");
  const runs = p.runs.map((r) => run(r, "run")).join("");
  return `<li class="phase ${escapeHtml(kind)}"><div class="phase-name">${escapeHtml(p.phase)}</div><div class="phase-body"><p class="muted">${escapeHtml(p.startedAt)}${p.endedAt === null ? " (current)" : ` \u2192 ${escapeHtml(p.endedAt)}`}</p>${cited}${hyps === "" ? "" : `<ul>${hyps}</ul>`}${runs === "" ? "" : `<details open><summary>runs in this phase</summary>${runs}</details>`}</div></li>`;
}
function run(r, label) {
  const failing = r.failing.map(
    (f) => `<li><code>${escapeHtml(f.test)}</code>: <span class="fail">${escapeHtml(f.name)}: ${escapeHtml(f.message)}</span>${f.location === null ? "" : ` <span class="muted">at ${escapeHtml(f.location)}</span>`}</li>`
  ).join("");
  return `<div class="run ${r.outcome === "passed" ? "pass" : "fail"}">${escapeHtml(label)} ${r.runId}: <b>${escapeHtml(r.outcome)}</b> \u2014 ${r.passed} passed, ${r.failed} failed of ${r.total}${failing === "" ? "" : `<ul>${failing}</ul>`}</div>`;
}
function edits(t) {
  if (t.edits.length === 0) return "";
  return `<h3>Edits by file</h3><table><tr><th>file</th><th>role</th><th>edits</th><th>+lines</th><th>\u2212lines</th></tr>${t.edits.map((x) => `<tr><td><code>${escapeHtml(x.file)}</code></td><td>${escapeHtml(x.role)}</td><td>${x.edits}</td><td>${x.linesAdded}</td><td>${x.linesRemoved}</td></tr>`).join("")}</table>`;
}
function denials(t) {
  if (t.denials.length === 0) return "";
  return `<h3>Denials</h3><table><tr><th>at</th><th>move</th><th>reason</th></tr>${t.denials.map((d) => `<tr><td>${escapeHtml(d.at)}</td><td>${escapeHtml(d.from ?? "?")} \u2192 ${escapeHtml(d.requested)}</td><td class="fail">${escapeHtml(d.reason)}</td></tr>`).join("")}</table>`;
}
function violations(t) {
  if (t.violations.length === 0) return "";
  return `<h3>Violations</h3><table><tr><th>at</th><th>kind</th><th>detail</th></tr>${t.violations.map((v) => `<tr><td>${escapeHtml(v.at)}</td><td class="fail">${escapeHtml(v.kind)}</td><td>${escapeHtml(v.detail)}</td></tr>`).join("")}</table>`;
}
var ALARMING = /* @__PURE__ */ new Set(["blocked", "behavior_abandoned", "goal_abandoned"]);
function progress(t) {
  const { events, omitted } = t.progress;
  if (events.length === 0) return "";
  const earlier = omitted === 0 ? "" : `<p class="muted">${omitted} earlier ${plural(omitted, "event")} not shown</p>`;
  const rows = events.map(
    (p) => `<tr><td>${escapeHtml(p.at)}</td><td${ALARMING.has(p.type) ? ' class="fail"' : ""}>${escapeHtml(p.type)}</td><td>${escapeHtml(p.behavior ?? "\u2014")}</td><td>${escapeHtml(p.agent)}</td><td>${escapeHtml(p.detail)}</td></tr>`
  ).join("");
  return `<h3>Progress timeline</h3>${earlier}<table class="progress"><tr><th>at</th><th>event</th><th>behavior</th><th>by</th><th>detail</th></tr>${rows}</table>`;
}
function vdd(v) {
  return `<div class="vdd"><h3>${escapeHtml(v.subject)} <span class="badge ${v.verdict === "PASS" ? "pass" : "fail"}">${escapeHtml(v.verdict)}</span></h3><p class="muted">${escapeHtml(v.at)} \xB7 report ${escapeHtml(v.reportPath)}</p>
<table><tr><th>result</th><th>kind</th><th>target</th><th>criterion</th><th>details</th></tr>${v.criteria.map((c) => `<tr><td class="${c.verdict === "PASS" ? "pass" : c.verdict === "FAIL" ? "fail" : ""}">${escapeHtml(c.verdict)}</td><td>${escapeHtml(c.kind ?? "\u2014")}</td><td>${escapeHtml(c.target ?? "\u2014")}</td><td>${escapeHtml(c.criterion)}</td><td>${escapeHtml(c.details)}</td></tr>`).join("")}</table></div>`;
}
var CSS = `
body{font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1b1f24;background:#fafbfc}
h1{margin:0 0 4px}h2{margin-top:32px;border-bottom:1px solid #d0d7de;padding-bottom:6px}h3{margin:20px 0 8px}h4{margin:14px 0 6px}
.muted{color:#57606a;font-size:13px}code{background:#eef1f4;padding:1px 4px;border-radius:4px;font-size:13px}
.badge{font-size:12px;padding:2px 8px;border-radius:10px;background:#eaeef2;color:#24292f;vertical-align:middle}
.badge.pass,.run.pass{background:#dafbe1;color:#116329}.badge.fail{background:#ffebe9;color:#a40e26}.badge.open{background:#ddf4ff;color:#0550ae}
td.pass,span.pass{color:#116329;font-weight:600}td.fail,span.fail,.fail{color:#a40e26}
.metrics{display:flex;gap:12px;flex-wrap:wrap;margin:12px 0}.metrics div{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:8px 12px}
.plan{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 8px;margin:10px 0}ul.contract{margin:6px 0;padding-left:20px;font-size:13px}
.behavior{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px 16px 8px;margin:10px 0}
ol.timeline{list-style:none;padding:0;margin:0}li.phase{display:flex;gap:12px;border-left:6px solid #8c959f;margin:8px 0;padding:6px 10px;background:#f6f8fa;border-radius:0 6px 6px 0}
li.phase.red{border-color:#cf222e;background:#fff5f5}li.phase.green{border-color:#1a7f37;background:#f3fbf5}li.phase.refactor{border-color:#0969da;background:#f2f8ff}li.phase.spike{border-color:#9a6700;background:#fff8e5}
.phase-name{font-weight:700;min-width:120px;text-transform:uppercase;font-size:13px;letter-spacing:.04em}.phase-body{flex:1}.phase-body p{margin:2px 0}
.run{margin:4px 0;padding:4px 8px;border-radius:6px;background:#ffebe9}table{border-collapse:collapse;width:100%;background:#fff;margin:6px 0}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;font-size:13px;vertical-align:top}th{background:#f6f8fa}
`;

// mcp-server/src/report/coordinator-md.ts
function coordinatorMarkdown(view) {
  const lines = view.plans.flatMap(plan2);
  if (view.drift.length > 0) {
    lines.push(
      "### Drift checks",
      "",
      "| slug | verdict | unresolved | report | HEAD | at | by |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...view.drift.map(
        (d) => `| ${escapeMd(d.slug)} | ${escapeMd(d.verdict)} (exit ${d.exitCode}) | ${escapeMd(driftCounts(d))}${d.unresolved.length === 0 ? "" : `: ${escapeMd(d.unresolved.join(", "))}`}${d.detail === null || d.verdict !== "error" ? "" : ` \u2014 ${escapeMd(d.detail)}`} | ${d.reportPath === null ? "\u2014" : codeMd(d.reportPath)} | ${escapeMd(shortHead(d.head))} | ${escapeMd(d.at)} | ${escapeMd(d.caller ?? "\u2014")} |`
      ),
      ""
    );
  }
  return lines;
}
function plan2(p) {
  const tasks = p.tasks.map((t) => `#${t.id} ${escapeMd(t.agent)} ${escapeMd(t.outcome)}`).join(", ");
  const lines = [
    `### Coordinator plan ${escapeMd(p.slug)} v${p.version} \u2014 ${escapeMd(p.status)}`,
    "",
    `Spec ${codeMd(p.specPath)} \xB7 decided by ${escapeMd(p.caller)} at ${escapeMd(p.createdAt)} \xB7 fix limit ${p.fixIterations} \xB7 tasks from it: ${tasks === "" ? "none" : tasks}`,
    ""
  ];
  if (p.reason !== null) lines.push(`Reason: ${escapeMd(p.reason)}`, "");
  lines.push(
    "| scenario | covers | assertion | fixtures |",
    "| --- | --- | --- | --- |",
    ...p.recipe.map((r) => `| ${codeMd(r.name)} | ${escapeMd(r.covers)} | ${escapeMd(r.assertion)} | ${escapeMd(r.fixtures)} |`),
    "",
    `- failing tests: ${p.contract.failingTestPaths.map((f) => codeMd(f)).join(", ")}`,
    `- write set: ${p.contract.writeSet.map((f) => codeMd(f)).join(", ") || "\u2014"}`,
    `- conventions: test ${p.contract.testCmd === "" ? "\u2014" : codeMd(p.contract.testCmd)}, lint ${p.contract.lintCmd === "" ? "\u2014" : codeMd(p.contract.lintCmd)}`,
    ...p.contract.behaviorExcerpts.map((x) => `- excerpt: \u201C${escapeMd(x)}\u201D`),
    ...p.outOfScope.length === 0 ? [] : [`- out of scope: ${p.outOfScope.map((x) => escapeMd(x)).join("; ")}`],
    ""
  );
  if (p.workerEdits.length > 0) {
    const earlier = p.workerEditsOmitted === 0 ? "" : ` (${p.workerEditsOmitted} earlier not shown)`;
    lines.push(
      `Worker changes${earlier}:`,
      "",
      "| at | worker | change | file | against the plan |",
      "| --- | --- | --- | --- | --- |",
      ...p.workerEdits.map(
        (e) => `| ${escapeMd(e.at)} | ${escapeMd(e.agent)} (${e.role}) | ${e.refused ? "**refused** " : ""}${codeMd(e.change)}${lineDelta(e)} | ${e.file === null ? "\u2014" : codeMd(e.file)} | ${againstPlan(e)} |`
      ),
      ""
    );
  }
  if (p.verdicts.length > 0) {
    lines.push(
      `Binding verdicts while this plan was the project's${p.status === "superseded" ? "" : " (the last is the project's binding verdict)"}:`,
      "",
      "| run | verdict | suite | exit | by | at |",
      "| --- | --- | --- | --- | --- | --- |",
      ...p.verdicts.map(
        (v) => `| ${v.runId} | ${escapeMd(verdictLabel(v))} | ${v.wholeSuite ? "whole" : "some files"} | ${v.exitCode} | ${escapeMd(v.by ?? "\u2014")} | ${escapeMd(v.at)} |`
      ),
      ""
    );
  }
  return lines;
}

// mcp-server/src/report/markdown.ts
function renderMarkdown(data) {
  const lines = [`## ${escapeMd(data.title)}`, ""];
  lines.push(...coordinatorMarkdown(data.coordinator));
  if (data.tasks.length === 0) lines.push("No TDD tasks recorded.");
  for (const t of data.tasks) lines.push(...task2(t));
  if (data.vdd.length > 0) {
    lines.push("### VDD verdicts", "", "| bean | verdict | criteria |", "| --- | --- | --- |");
    for (const v of data.vdd)
      lines.push(
        `| ${escapeMd(v.subject)} | ${escapeMd(v.verdict)} | ${v.criteria.filter((c) => c.verdict === "PASS").length}/${v.criteria.length} pass |`
      );
    lines.push("");
  }
  if (data.gates.length > 0) {
    lines.push("### Gates", "", ...data.gates.map((g) => `- ${codeMd(`GATE(${g.gate}): ${g.status}`)} (${escapeMd(g.source)})`), "");
  }
  lines.push(...hookFailures2(data));
  return `${lines.join("\n").trimEnd()}
`;
}
function hookFailures2(data) {
  const { total, sessions: sessions2 } = data.hookFailures;
  if (total === 0) return [];
  return [
    "### Unchecked hook calls",
    "",
    `${total} hook call(s) in this project failed before deciding and let the action through unchecked.`,
    ...sessions2.map((s) => `- session ${codeMd(s.sessionId)}: ${s.count} (latest ${escapeMd(s.latestAt)})`),
    ""
  ];
}
function task2(t) {
  const lines = [`### Task ${t.id}: ${escapeMd(t.goal)} \u2014 ${escapeMd(t.outcome ?? t.status)}`, ""];
  if (t.reason !== null) lines.push(`Reason: ${escapeMd(t.reason)}`, "");
  const denied = t.metrics.requests - t.metrics.accepted;
  lines.push(
    `${escapeMd(t.seal)} \xB7 transitions accepted ${t.metrics.accepted}/${t.metrics.requests} \xB7 red:green runs ${t.metrics.redRuns}:${t.metrics.greenRuns} \xB7 denials ${denied} \xB7 violations ${t.violations.length}`,
    ""
  );
  lines.push("| behavior | status | phases | cycle |", "| --- | --- | --- | --- |");
  for (const g of t.goals) {
    for (const b of g.behaviors) {
      const phases = b.phases.map((p) => p.cited === null ? p.phase : `${p.phase} (#${p.cited.artifactId})`).join(" \u2192 ");
      lines.push(`| ${escapeMd(b.behavior)} | ${escapeMd(b.status)} | ${escapeMd(phases || "\u2014")} | ${duration(b.cycleTimeMs)} |`);
    }
  }
  lines.push("");
  const failing = t.goals.flatMap(
    (g) => g.behaviors.flatMap(
      (b) => b.phases.flatMap(
        (p) => p.cited?.run?.failing.map(
          (f) => `- red evidence for *${escapeMd(b.behavior)}*: ${codeMd(f.test)} \u2014 ${escapeMd(f.name)}: ${escapeMd(f.message)}${f.location === null ? "" : ` (${escapeMd(f.location)})`}`
        ) ?? []
      )
    )
  );
  if (failing.length > 0) lines.push(...failing, "");
  if (t.denials.length > 0) {
    const reasons = Object.entries(t.metrics.denialsByReason).map(([r, n]) => `${codeMd(r)} \xD7 ${n}`).join(", ");
    lines.push(`Denials: ${reasons}`, "");
  }
  if (t.violations.length > 0) lines.push(...t.violations.map((v) => `- violation ${codeMd(v.kind)}: ${escapeMd(v.detail)}`), "");
  lines.push(...progress2(t));
  return lines;
}
function progress2(t) {
  const { events, omitted } = t.progress;
  if (events.length === 0) return [];
  const earlier = omitted === 0 ? "" : `; ${omitted} earlier not shown`;
  return [
    `<details><summary>Progress timeline (${events.length} ${events.length === 1 ? "event" : "events"}${earlier})</summary>`,
    "",
    "| time | event | behavior | by | detail |",
    "| --- | --- | --- | --- | --- |",
    ...events.map((e) => `| ${escapeMd(e.at)} | ${codeMd(e.type)} | ${escapeMd(e.behavior ?? "\u2014")} | ${escapeMd(e.agent)} | ${escapeMd(e.detail)} |`),
    "",
    "</details>",
    ""
  ];
}

// mcp-server/src/flows/report-coordinator.ts
var MAX_PLANS = 20;
var MAX_EDITS = 200;
var MAX_VERDICTS = 50;
async function loadCoordinator(db, scope) {
  const ids2 = /* @__PURE__ */ new Set();
  if (scope.taskIds.length > 0) {
    const fromTasks = await db.selectFrom("tdd_tasks").select("plan_id").where("id", "in", [...scope.taskIds]).where("plan_id", "is not", null).execute();
    for (const t of fromTasks) if (t.plan_id !== null) ids2.add(t.plan_id);
  }
  if (scope.sessions !== void 0 && scope.sessions.length > 0) {
    const decided = await db.selectFrom("tdd_plans").innerJoin("callers", "callers.id", "tdd_plans.caller_id").select("tdd_plans.id").where("callers.session_id", "in", [...scope.sessions]).execute();
    for (const p of decided) ids2.add(p.id);
  }
  if (ids2.size === 0) return { plans: [], drift: [] };
  const heads = await db.selectFrom("tdd_plans").innerJoin("callers", "callers.id", "tdd_plans.caller_id").select(["tdd_plans.id", "tdd_plans.project_root", "tdd_plans.seq", "callers.session_id", "callers.agent_id"]).where("tdd_plans.id", "in", [...ids2]).orderBy("tdd_plans.seq", "desc").limit(MAX_PLANS).execute();
  const plans = [];
  for (const head of heads.reverse()) {
    const plan3 = await loadPlan(db, head);
    if (plan3 !== void 0) plans.push(plan3);
  }
  const drift = [];
  const seen = /* @__PURE__ */ new Set();
  for (const head of heads) {
    const slug = plans.find((p) => p.id === head.id)?.slug;
    if (slug === void 0 || seen.has(`${head.project_root}\0${slug}`)) continue;
    seen.add(`${head.project_root}\0${slug}`);
    for (const d of await latestDriftChecks(db, head.project_root, [slug]))
      drift.push({
        slug: d.slug,
        verdict: d.verdict,
        exitCode: d.exitCode,
        total: d.total,
        unresolved: d.unresolved,
        reportPath: d.reportPath,
        head: d.head,
        detail: d.detail,
        at: d.at,
        caller: d.caller
      });
  }
  drift.sort((a, b) => a.slug.localeCompare(b.slug));
  return { plans, drift };
}
async function loadPlan(db, head) {
  const plan3 = await planById(db, head.id);
  if (plan3 === void 0) return void 0;
  const next = await db.selectFrom("tdd_plans").select((eb) => eb.fn.min("seq").as("seq")).where("project_root", "=", head.project_root).where("seq", ">", head.seq).executeTakeFirst();
  const until = next?.seq ?? null;
  const tasks = await db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").select(["tdd_tasks.id", "tdd_tasks.status", "tdd_tasks.outcome", "callers.agent_id"]).where("tdd_tasks.plan_id", "=", head.id).orderBy("tdd_tasks.id").execute();
  const doc = plan3.document;
  const allowed = {
    scenario: new Set(doc.contract.failing_test_paths),
    implement: new Set(doc.contract.write_set),
    verify: /* @__PURE__ */ new Set()
  };
  const edits2 = await workerEdits(db, head, until, allowed);
  return {
    id: plan3.id,
    slug: plan3.slug,
    version: plan3.version,
    status: plan3.status,
    reason: plan3.reason,
    specPath: plan3.specPath,
    caller: `${head.session_id} / ${head.agent_id}`,
    createdAt: plan3.createdAt,
    fixIterations: plan3.fixIterations,
    recipe: doc.recipe.map((r) => ({ ...r })),
    contract: {
      failingTestPaths: doc.contract.failing_test_paths,
      writeSet: doc.contract.write_set,
      behaviorExcerpts: doc.contract.behavior_excerpts,
      testCmd: doc.contract.project_conventions.test_cmd,
      lintCmd: doc.contract.project_conventions.lint_cmd
    },
    outOfScope: doc.out_of_scope,
    tasks: tasks.map((t) => ({ id: t.id, agent: t.agent_id, outcome: t.outcome ?? t.status })),
    workerEdits: edits2.slice(-MAX_EDITS),
    workerEditsOmitted: Math.max(0, edits2.length - MAX_EDITS),
    verdicts: await verdicts(db, head, until)
  };
}
var WORKER_TYPES = Object.values(WORKER_AGENT_TYPES);
async function workerEdits(db, head, until, allowed) {
  let artifacts = db.selectFrom("artifacts").innerJoin("callers", "callers.id", "artifacts.caller_id").select([
    "artifacts.seq",
    "artifacts.at",
    "artifacts.kind",
    "artifacts.file_path",
    "artifacts.lines_added",
    "artifacts.lines_removed",
    "artifacts.detail",
    "callers.agent_id",
    "callers.agent_type"
  ]).where("callers.session_id", "=", head.session_id).where("callers.agent_type", "in", WORKER_TYPES).where("artifacts.kind", "in", ["test_written", "code_written"]).where("artifacts.seq", ">", head.seq);
  if (until !== null) artifacts = artifacts.where("artifacts.seq", "<", until);
  let violations2 = db.selectFrom("violations").innerJoin("callers", "callers.id", "violations.caller_id").select([
    "violations.seq",
    "violations.at",
    "violations.kind",
    "violations.detail",
    "callers.agent_id",
    "callers.agent_type"
  ]).where("callers.session_id", "=", head.session_id).where("callers.agent_type", "in", WORKER_TYPES).where("violations.seq", ">", head.seq);
  if (until !== null) violations2 = violations2.where("violations.seq", "<", until);
  const rows = [];
  for (const a of await artifacts.execute()) {
    const role = workerRoleOf(a.agent_type ?? void 0);
    const via = viaOf(a.detail);
    if (role === void 0 || via === "plan") continue;
    rows.push({
      seq: a.seq,
      view: {
        at: a.at,
        agent: a.agent_id,
        role,
        file: a.file_path,
        change: via === void 0 ? a.kind : `${a.kind} via ${via}`,
        refused: false,
        inside: a.file_path === null ? null : allowed[role].has(a.file_path),
        linesAdded: a.lines_added,
        linesRemoved: a.lines_removed
      }
    });
  }
  for (const v of await violations2.execute()) {
    const role = workerRoleOf(v.agent_type ?? void 0);
    if (role === void 0) continue;
    const { reason, file } = violationParts(v.detail);
    rows.push({
      seq: v.seq,
      view: {
        at: v.at,
        agent: v.agent_id,
        role,
        file,
        change: `${reason ?? "violation"} (${v.kind})`,
        refused: true,
        inside: file === null ? null : allowed[role].has(file),
        linesAdded: null,
        linesRemoved: null
      }
    });
  }
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.view);
}
function viaOf(detail) {
  if (detail === null || !detail.startsWith("{")) return void 0;
  try {
    const via = JSON.parse(detail).via;
    return typeof via === "string" ? via : void 0;
  } catch {
    return void 0;
  }
}
function violationParts(detail) {
  const m = /^([a-z_]+): \S+ on (.+?)(?: \([a-z]+ by the shell[;)][\s\S]*)?$/.exec(detail);
  if (m !== null) return { reason: m[1] ?? null, file: m[2] ?? null };
  return { reason: /^([a-z_]+):/.exec(detail)?.[1] ?? null, file: null };
}
async function verdicts(db, head, until) {
  let query = db.selectFrom("test_verdicts").leftJoin("test_runs", "test_runs.id", "test_verdicts.run_id").leftJoin("callers", "callers.id", "test_runs.caller_id").select([
    "test_verdicts.run_id",
    "test_verdicts.verdict",
    "test_verdicts.reason",
    "test_verdicts.detail",
    "test_verdicts.at",
    "test_verdicts.exit_code",
    "test_verdicts.filtered",
    "test_verdicts.seq",
    "callers.agent_id",
    "callers.agent_type"
  ]).where("test_verdicts.project_root", "=", head.project_root).where("test_verdicts.seq", ">", head.seq);
  if (until !== null) query = query.where("test_verdicts.seq", "<", until);
  const rows = await query.orderBy("test_verdicts.seq", "desc").limit(MAX_VERDICTS).execute();
  return rows.reverse().map((r) => ({
    runId: r.run_id,
    verdict: r.verdict,
    reason: r.reason,
    detail: r.detail,
    at: r.at,
    exitCode: r.exit_code,
    wholeSuite: r.filtered === 0,
    by: r.agent_id === null ? null : `${r.agent_id}${r.agent_type === null ? "" : ` (${r.agent_type})`}`
  }));
}

// mcp-server/src/flows/report-progress.ts
var MAX_PROGRESS = 200;
async function loadProgress(db, taskId) {
  const { events, omitted } = await progressTimeline(db, taskId, MAX_PROGRESS);
  return { events: events.map(progressView), omitted };
}
function progressView(e) {
  const text = (key) => {
    const value = e.payload[key];
    return typeof value === "string" ? value : "";
  };
  const behavior2 = text("label") === "" ? null : text("label");
  const detail = behavior2 === null ? e.narration : e.type === "phase_transition" ? `${text("fromPhase")} \u2192 ${text("toPhase")}` : e.type === "blocked" ? `${text("reason")} (failure ${text("failureSignatureHash")})` : e.type === "behavior_abandoned" ? text("reason") : "";
  return { at: e.at, type: e.type, behavior: behavior2, agent: e.agentId, detail };
}

// mcp-server/src/flows/report.ts
var MAX_TASKS = 50;
async function loadReportData(db, scope, isTestFile) {
  let query = db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").leftJoin("sessions", "sessions.session_id", "callers.session_id").select([
    "tdd_tasks.sealed",
    "sessions.reason as seal_reason",
    "tdd_tasks.id",
    "tdd_tasks.goal",
    "tdd_tasks.status",
    "tdd_tasks.outcome",
    "tdd_tasks.reason",
    "tdd_tasks.created_at",
    "tdd_tasks.ended_at",
    "callers.session_id",
    "callers.agent_id",
    "callers.agent_type"
  ]);
  if (scope.taskId !== void 0) query = query.where("tdd_tasks.id", "=", scope.taskId);
  if (scope.sessionId !== void 0) query = query.where("callers.session_id", "=", scope.sessionId);
  const tasks = await query.orderBy("tdd_tasks.id", "desc").limit(MAX_TASKS).execute();
  if (scope.taskId !== void 0 && tasks.length === 0)
    throw notFound(
      `no TDD task ${scope.taskId} in this database`,
      "`evident sessions` lists the tasks of each session (check `evident db path` for the database it reads)"
    );
  const sessions2 = scope.sessionId !== void 0 ? [scope.sessionId] : [...new Set(tasks.map((t) => t.session_id))];
  const coordinator = await loadCoordinator(db, {
    taskIds: tasks.map((t) => t.id),
    sessions: scope.taskId !== void 0 ? void 0 : sessions2
  });
  if (scope.sessionId !== void 0 && tasks.length === 0 && coordinator.plans.length === 0)
    throw notFound(
      `no TDD task or coordinator plan for session ${scope.sessionId}`,
      "`evident sessions` lists the session ids; or run `evident report` without a filter"
    );
  const views = [];
  for (const t of tasks.reverse()) {
    const caller = `${t.session_id} / ${t.agent_id}${t.agent_type === null ? "" : ` (${t.agent_type})`}`;
    views.push(
      await loadTask(
        db,
        {
          id: t.id,
          goal: t.goal,
          status: t.status,
          outcome: t.outcome,
          reason: t.reason,
          caller,
          seal: t.sealed === null ? "not recorded" : t.sealed === 1 ? "sealed" : t.seal_reason !== null && t.seal_reason.startsWith("not sealed") ? t.seal_reason : "not sealed",
          createdAt: t.created_at,
          endedAt: t.ended_at
        },
        isTestFile
      )
    );
  }
  return {
    title: scope.taskId !== void 0 ? "evident \u2014 evidence report" : scope.sessionId !== void 0 ? `evident \u2014 evidence of session ${scope.sessionId}` : "evident \u2014 evidence report",
    generatedAt: (/* @__PURE__ */ new Date()).toISOString(),
    tasks: views,
    coordinator,
    vdd: await loadVdd(db, sessions2),
    gates: await loadGates(db, sessions2),
    hookFailures: await loadHookFailures(db, scope.sessionId === void 0 ? sessions2 : [scope.sessionId])
  };
}
async function loadHookFailures(db, sessions2) {
  const total = await db.selectFrom("hook_errors").select((eb) => eb.fn.countAll().as("n")).where("failed_open", "=", 1).executeTakeFirst();
  const bySession = sessions2.length === 0 ? [] : await db.selectFrom("hook_errors").select((eb) => ["session_id", eb.fn.countAll().as("n"), eb.fn.max("at").as("latest")]).where("failed_open", "=", 1).where("session_id", "in", sessions2).groupBy("session_id").orderBy("session_id").execute();
  return {
    total: Number(total?.n ?? 0),
    sessions: bySession.map((r) => ({ sessionId: r.session_id ?? "", count: Number(r.n), latestAt: r.latest }))
  };
}
async function loadTask(db, head, isTestFile) {
  const goals = await db.selectFrom("goals").selectAll().where("task_id", "=", head.id).orderBy("ordinal").execute();
  const behaviors = await db.selectFrom("behaviors").selectAll().where("task_id", "=", head.id).orderBy("ordinal").execute();
  const phases = await db.selectFrom("phases").selectAll().where("task_id", "=", head.id).orderBy("start_seq").execute();
  const runs = await db.selectFrom("test_runs").selectAll().where("task_id", "=", head.id).orderBy("seq").execute();
  const runSummaries = /* @__PURE__ */ new Map();
  for (const r of runs) runSummaries.set(r.id, await summarizeRun(db, r));
  const hypotheses = await db.selectFrom("hypotheses").leftJoin("test_errors", "test_errors.id", "hypotheses.cited_error_id").select([
    "hypotheses.id",
    "hypotheses.phase_id",
    "hypotheses.content",
    "hypotheses.outcome",
    "test_errors.name",
    "test_errors.message"
  ]).where("hypotheses.task_id", "=", head.id).orderBy("hypotheses.id").execute();
  const phaseViews = /* @__PURE__ */ new Map();
  for (const p of phases) {
    const hs = hypotheses.filter((h) => h.phase_id === p.id).map((h) => ({
      id: h.id,
      content: h.content,
      outcome: h.outcome,
      citedError: `${h.name ?? "Error"}: ${firstLine(h.message ?? "")}`
    }));
    phaseViews.set(p.id, {
      id: p.id,
      phase: p.phase,
      startedAt: p.started_at,
      endedAt: p.ended_at,
      cited: p.cited_artifact_id === null ? null : await citedEvidence(db, p.cited_artifact_id, runSummaries),
      hypotheses: hs,
      runs: runs.filter((r) => r.phase_id === p.id).map((r) => runSummaries.get(r.id)).filter((r) => r !== void 0)
    });
  }
  const behaviorView = (b) => {
    const own = phases.filter((p) => p.behavior_id === b.id);
    const firstRed = own.find((p) => p.phase === "red" || p.phase === "red.triangulate");
    const firstRefactor = own.find((p) => p.phase === "refactor") ?? own.find((p) => p.phase === "green");
    const cycleTimeMs = firstRed !== void 0 && firstRefactor !== void 0 ? Date.parse(firstRefactor.started_at) - Date.parse(firstRed.started_at) : null;
    return {
      id: b.id,
      behavior: b.behavior,
      status: b.status,
      phases: own.map((p) => phaseViews.get(p.id)).filter((p) => p !== void 0),
      cycleTimeMs
    };
  };
  const requests = await db.selectFrom("transition_requests").selectAll().where("task_id", "=", head.id).orderBy("seq").execute();
  const denials2 = requests.filter((r) => r.accepted === 0).map((r) => ({
    at: r.at,
    from: r.from_phase,
    requested: r.requested_phase,
    reason: r.denial_reason ?? "unknown",
    behaviorId: r.behavior_id
  }));
  const denialsByReason = {};
  for (const d of denials2) denialsByReason[d.reason] = (denialsByReason[d.reason] ?? 0) + 1;
  const violations2 = await db.selectFrom("violations").select(["at", "kind", "detail"]).where("task_id", "=", head.id).orderBy("seq").execute();
  return {
    ...head,
    goals: goals.map((g) => ({
      id: g.id,
      goal: g.goal,
      status: g.status,
      behaviors: behaviors.filter((b) => b.goal_id === g.id).map(behaviorView)
    })),
    edits: await loadEdits(db, head.id, isTestFile),
    denials: denials2,
    violations: violations2,
    progress: await loadProgress(db, head.id),
    metrics: {
      requests: requests.length,
      accepted: requests.length - denials2.length,
      denialsByReason,
      redRuns: runs.filter((r) => r.outcome !== "passed").length,
      greenRuns: runs.filter((r) => r.outcome === "passed").length
    }
  };
}
async function summarizeRun(db, r) {
  const errors = await db.selectFrom("test_errors").leftJoin("test_cases", "test_cases.id", "test_errors.test_case_id").select([
    "test_errors.id",
    "test_errors.name",
    "test_errors.message",
    "test_errors.file",
    "test_cases.full_name",
    "test_cases.ordinal"
  ]).where("test_errors.run_id", "=", r.id).orderBy("test_errors.id").limit(10).execute();
  const failing = [];
  for (const e of errors) {
    const frame = await db.selectFrom("stack_frames").select(["file", "line", "col"]).where("error_id", "=", e.id).orderBy("ordinal").limit(1).executeTakeFirst();
    failing.push({
      test: e.full_name === null ? e.file ?? "(module)" : fullNameLabel({ fullName: e.full_name, ordinal: e.ordinal ?? 0 }),
      name: e.name,
      message: firstLine(e.message),
      location: frame === void 0 ? null : `${frame.file}${frame.line === null ? "" : `:${frame.line}`}${frame.col === null ? "" : `:${frame.col}`}`
    });
  }
  return { runId: r.id, outcome: r.outcome, total: r.total, passed: r.passed, failed: r.failed, failing };
}
async function citedEvidence(db, artifactId, runs) {
  const a = await db.selectFrom("artifacts").leftJoin("test_cases", "test_cases.id", "artifacts.test_case_id").select([
    "artifacts.id",
    "artifacts.kind",
    "artifacts.run_id",
    "test_cases.full_name",
    "test_cases.file",
    "test_cases.ordinal"
  ]).where("artifacts.id", "=", artifactId).executeTakeFirst();
  if (a === void 0) return null;
  return {
    artifactId: a.id,
    kind: a.kind,
    test: a.full_name === null ? null : testLabel({ file: a.file ?? "", fullName: a.full_name, ordinal: a.ordinal ?? 0 }),
    run: a.run_id === null ? null : runs.get(a.run_id) ?? null
  };
}
async function loadEdits(db, taskId, isTestFile) {
  const rows = await db.selectFrom("artifacts").select((eb) => [
    "file_path",
    eb.fn.countAll().as("n"),
    eb.fn.sum("lines_added").as("added"),
    eb.fn.sum("lines_removed").as("removed")
  ]).where("task_id", "=", taskId).where("kind", "in", ["test_written", "code_written"]).where("file_path", "is not", null).groupBy("file_path").orderBy("file_path").execute();
  return rows.map((r) => ({
    file: r.file_path ?? "",
    role: isTestFile(r.file_path ?? "") ? "test" : "production",
    edits: Number(r.n),
    linesAdded: Number(r.added ?? 0),
    linesRemoved: Number(r.removed ?? 0)
  }));
}
async function loadVdd(db, sessions2) {
  if (sessions2.length === 0) return [];
  const runs = await db.selectFrom("vdd_runs").innerJoin("callers", "callers.id", "vdd_runs.caller_id").select(["vdd_runs.id", "vdd_runs.subject", "vdd_runs.verdict", "vdd_runs.report_path", "vdd_runs.at"]).where("callers.session_id", "in", sessions2).orderBy("vdd_runs.seq").limit(50).execute();
  const views = [];
  for (const r of runs) {
    const criteria = await db.selectFrom("vdd_criteria").select(["verdict", "kind", "target", "criterion", "details"]).where("vdd_run_id", "=", r.id).orderBy("ordinal").execute();
    views.push({ id: r.id, subject: r.subject, verdict: r.verdict, reportPath: r.report_path, at: r.at, criteria });
  }
  return views;
}
async function loadGates(db, sessions2) {
  if (sessions2.length === 0) return [];
  return db.selectFrom("gate_results").innerJoin("callers", "callers.id", "gate_results.caller_id").select(["gate_results.gate", "gate_results.status", "gate_results.source", "gate_results.at"]).where("callers.session_id", "in", sessions2).orderBy("gate_results.seq").limit(100).execute();
}
function firstLine(text) {
  const line = text.split("\n").find((l) => l.trim() !== "") ?? "";
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

// mcp-server/src/cli/report.ts
function defaultReportPath(dbPath, scope, format) {
  const which = scope.task !== void 0 ? `-task-${scope.task}` : scope.session !== void 0 ? `-session-${scope.session.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80)}` : "";
  return join3(dirname3(dbPath), `report${which}.${format}`);
}
var reportCommand = {
  words: ["report"],
  usage: "evident report [--task ID | --session ID] [--format html|md] [--out FILE|-]",
  summary: "write the evidence of TDD tasks as a self-contained HTML page (or markdown) and print its path",
  options: [
    ["--task ID", "only this TDD task (ids: `evident sessions`, or the report of all)"],
    ["--session ID", "only the tasks of this Claude Code session (`evident sessions` lists them)"],
    ["--format html|md", "html (default): one self-contained page; md: compact markdown"],
    [
      "--out FILE|-",
      "write here (`-`: print to stdout); default: report[-task-ID|-session-ID].html beside the database (`evident db path`)"
    ]
  ],
  exits: [
    [0, "written; its path printed"],
    [1, "no database yet, no such task or session, or the file cannot be written"],
    [2, "usage error"]
  ],
  examples: [
    "evident report",
    "evident report --task 3 --out task-3.html",
    "evident report --format md --out - | less"
  ],
  async run(args, io) {
    let values;
    try {
      ;
      ({ values } = parseArgs5({
        args: [...args],
        options: {
          task: { type: "string" },
          session: { type: "string" },
          out: { type: "string" },
          format: { type: "string", default: "html" }
        },
        strict: true,
        allowPositionals: false
      }));
    } catch (error2) {
      return usageError(errorMessage(error2));
    }
    const format = values.format;
    if (format !== "html" && format !== "md") return usageError(`--format must be html or md (got ${format})`);
    if (values.task !== void 0 && values.session !== void 0)
      return usageError("give --task or --session, not both");
    const taskId = values.task === void 0 ? void 0 : Number(values.task);
    if (taskId !== void 0 && (!Number.isInteger(taskId) || taskId <= 0))
      return usageError(`--task takes a positive whole number (got ${values.task})`);
    return withExistingStore(io, 1, async (store, location) => {
      const classify = await classifierFor(location.projectRoot);
      const data = await loadReportData(
        store.db,
        { taskId, sessionId: values.session },
        (file) => classify(file) !== "production"
      );
      const text = format === "html" ? renderHtml(data) : renderMarkdown(data);
      if (values.out === "-") {
        io.out(text.trimEnd());
        return 0;
      }
      const out = values.out === void 0 ? defaultReportPath(location.path, values, format) : resolve2(io.cwd, values.out);
      try {
        writeFileSync2(out, text);
      } catch (error2) {
        io.err(`evident report: cannot write ${out} (${errorMessage(error2)}); pass --out FILE, or --out - for stdout`);
        return 1;
      }
      io.out(out);
      return 0;
    });
  }
};

// mcp-server/src/cli/restore.ts
import { chmodSync, mkdirSync as mkdirSync2, rmSync, symlinkSync, writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname5, join as join5 } from "node:path";

// mcp-server/src/hooks/project-path.ts
import { realpathSync as realpathSync2 } from "node:fs";
import { basename, dirname as dirname4, isAbsolute, join as join4, relative, resolve as resolve3, sep } from "node:path";
function realpathLenient(path) {
  const rest = [];
  for (let current = path; ; current = dirname4(current)) {
    try {
      return join4(realpathSync2.native(current), ...rest.reverse());
    } catch {
      if (dirname4(current) === current) return path;
      rest.push(basename(current));
    }
  }
}
function projectRelative(root, cwd, path) {
  const rel = relative(realpathLenient(root), realpathLenient(resolve3(cwd, path)));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return void 0;
  return rel.split(sep).join("/");
}

// mcp-server/src/cli/restore.ts
var USAGE = "evident restore <path>\u2026";
var restoreCommand = {
  words: ["restore"],
  usage: USAGE,
  summary: "undo what the newest shell command did to these files (content before it; created files deleted)",
  options: [["<path>\u2026", "one or more project files a shell command changed (as the hook that recorded it named them)"]],
  exits: [
    [0, "every file restored"],
    [1, "refused, nothing written: outside the project, no recorded change, or changed since"],
    [2, "usage error"]
  ],
  examples: ["evident restore src/slug.ts"],
  async run(args, io) {
    if (args.length === 0) return usageError("name one or more files changed by a shell command");
    const option = args.find((a) => a.startsWith("-"));
    if (option !== void 0) return usageError(`unknown option ${option}`);
    const location = resolveDbLocation(io.env, io.cwd);
    const root = location.projectRoot;
    const db = openHookDb(location.path);
    if (db === void 0) {
      io.err(`evident restore: no evidence database at ${location.path}, so no shell command was recorded`);
      return 1;
    }
    const plans = [];
    const refusals = [];
    try {
      for (const arg of args) {
        const path = projectRelative(root, io.cwd, arg);
        if (path === void 0) {
          refusals.push(`${arg} is outside the project (${root})`);
          continue;
        }
        const newest = shellCommandsChanging(db.sqlite, root, path, 1)[0];
        const entry = newest?.changes === null || newest === void 0 ? void 0 : JSON.parse(newest.changes).find((c) => c.path === path && c.recorded !== "edit");
        if (newest === void 0 || entry === void 0) {
          refusals.push(`no shell command recorded a change of ${path}`);
          continue;
        }
        const bytes = readBytes(join5(root, path));
        const current = bytes === void 0 ? null : contentSha256Hex(bytes);
        if (current !== entry.contentHash) {
          refusals.push(
            `${path} changed since \`${newest.command}\` (its content is not what that command left); not restored`
          );
          continue;
        }
        plans.push({ path, command: newest.command, before: entry.before ?? void 0 });
      }
    } finally {
      db.close();
    }
    if (refusals.length > 0) {
      for (const r of refusals) io.err(`evident restore: ${r}`);
      io.err("evident restore: nothing was written");
      return 1;
    }
    const shadow = shadowFor(location.path, root);
    const contents = plans.map((p) => p.before === void 0 ? void 0 : readBlob(shadow, p.before.blob));
    plans.forEach((plan3, i) => {
      const file = join5(root, plan3.path);
      const bytes = contents[i];
      if (plan3.before === void 0 || bytes === void 0) {
        rmSync(file, { force: true });
        io.out(`deleted ${plan3.path} (created by \`${plan3.command}\`)`);
        return;
      }
      mkdirSync2(dirname5(file), { recursive: true });
      rmSync(file, { force: true });
      if (plan3.before.mode === "120000") symlinkSync(bytes.toString("utf8"), file);
      else {
        writeFileSync3(file, bytes);
        chmodSync(file, plan3.before.mode === "100755" ? 493 : 420);
      }
      io.out(`restored ${plan3.path} to its content before \`${plan3.command}\``);
    });
    return 0;
  }
};

// mcp-server/src/cli/seal.ts
import { existsSync as existsSync5, mkdirSync as mkdirSync3, renameSync, writeFileSync as writeFileSync4 } from "node:fs";
import { dirname as dirname6, join as join6 } from "node:path";
var SEAL_USAGE = "evident seal [--local | --user]";
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function explain(io) {
  for (const line of SEAL_LINES) io.out(`  ${line.path.join(".")} = ${JSON.stringify(line.value)}
      ${line.why}`);
}
var sealCommand = {
  words: ["seal"],
  usage: SEAL_USAGE,
  summary: "turn on Claude Code's sandbox so Bash cannot reach evident's store (explains every line)",
  options: [
    ["(none)", "merge the seal settings into the project's .claude/settings.json"],
    ["--local", "into .claude/settings.local.json instead (not committed)"],
    ["--user", "print them for ~/.claude/settings.json (evident never edits user settings)"]
  ],
  exits: [
    [0, "written (or printed)"],
    [1, "the settings file is not a JSON object, or holds something else where a seal line goes: nothing written"],
    [2, "usage error"]
  ],
  examples: ["evident seal && evident doctor", "evident seal --user"],
  async run(args, io) {
    const mode = args[0] ?? "--project";
    if (args.length > 1 || !["--project", "--local", "--user"].includes(mode))
      return usageError(`takes one of --local or --user, or nothing (got: ${args.join(" ")})`);
    const { projectRoot } = resolveDbLocation(io.env, io.cwd);
    if (mode === "--user") {
      io.out("Merge this into ~/.claude/settings.json (evident does not edit your user settings):");
      io.out(JSON.stringify(mergeSeal({}), null, 2));
      io.out("What each line does:");
      explain(io);
      return 0;
    }
    const path = join6(projectRoot, ".claude", mode === "--local" ? "settings.local.json" : "settings.json");
    let current = {};
    if (existsSync5(path)) {
      try {
        current = JSON.parse(readRegularText(path));
      } catch (error2) {
        io.err(
          `evident seal: ${path} is not valid JSON (${error2.message}); fix it first \u2014 nothing was written`
        );
        return 1;
      }
    }
    if (!isRecord(current)) {
      io.err(`evident seal: ${path} is not a JSON object; nothing was written`);
      return 1;
    }
    let merged;
    try {
      merged = mergeSeal(current);
    } catch (error2) {
      io.err(`evident seal: ${error2.message} (${path}); nothing was written`);
      return 1;
    }
    mkdirSync3(dirname6(path), { recursive: true });
    const temp = `${path}.evident-${process.pid}`;
    writeFileSync4(temp, `${JSON.stringify(merged, null, 2)}
`);
    renameSync(temp, path);
    io.out(`evident seal: wrote ${path}`);
    explain(io);
    const facts = sealFacts({ env: io.env, projectRoot, dbPath: resolveDbLocation(io.env, io.cwd).path });
    if (facts.platform === "linux" && (!facts.bwrap || !facts.socat))
      io.out(
        "Missing on this machine: bubblewrap and/or socat. Claude Code will refuse to start until they are installed (Debian/Ubuntu: apt-get install bubblewrap socat)."
      );
    io.out(
      "Start a new Claude Code session: a session keeps the judgement made when it started. `evident doctor` checks the result."
    );
    return 0;
  }
};
var DOCTOR_USAGE = "evident doctor";
var doctorCommand = {
  words: ["doctor"],
  usage: DOCTOR_USAGE,
  summary: "check the machine and the settings in force: would a session here be sealed?",
  options: [],
  exits: [
    [0, "sealed: a session started now keeps Bash away from the evidence store"],
    [1, "not sealed (each failing check says its fix)"],
    [2, "usage error"]
  ],
  examples: ["evident doctor"],
  async run(args, io) {
    if (args.length > 0) return usageError(`takes no arguments (got: ${args.join(" ")})`);
    const location = resolveDbLocation(io.env, io.cwd);
    const env = io.env["CLAUDE_PLUGIN_DATA"] === void 0 && location.source === "default" ? { ...io.env, CLAUDE_PLUGIN_DATA: join6(io.env["HOME"] ?? "", ".claude", "plugins", "data") } : io.env;
    const { verdict, facts } = judgeSession({ env, projectRoot: location.projectRoot, dbPath: location.path });
    io.out(`evident doctor: project ${location.projectRoot}`);
    io.out(
      `settings read: ${facts.sources.map((s) => s.name).join(", ") || "none"} (a running session's --settings flag is seen only by its hooks)`
    );
    for (const check of verdict.checks) {
      io.out(`  ${check.ok ? "\u2713" : "\u2717"} ${check.id}: ${check.says}`);
      if (!check.ok) io.out(`      fix: ${check.fix}`);
    }
    const failing = verdict.checks.filter((c) => !c.ok).length;
    io.out(
      verdict.sealed ? "sealed: a session started now keeps Bash away from the evidence store." : `not sealed: ${failing} of ${verdict.checks.length} checks fail.`
    );
    sessions(location.path, io);
    return verdict.sealed ? 0 : 1;
  }
};
function sessions(dbPath, io) {
  const rows = newestSessions(dbPath, 5);
  if (rows.length === 0) return;
  io.out("newest sessions:");
  for (const row of rows) io.out(`  ${row.sessionId}: ${row.sealed ? "sealed" : row.reason}`);
}

// mcp-server/src/cli/sessions.ts
import { parseArgs as parseArgs6 } from "node:util";

// mcp-server/src/store/session-list.ts
async function listSessions(db, limit) {
  const sessions2 = await db.selectFrom("callers").select((eb) => [
    "session_id",
    eb.fn.min("started_at").as("first_seen"),
    eb.fn.count("id").as("agents"),
    eb.fn.max("id").as("newest_caller")
  ]).groupBy("session_id").orderBy("first_seen", "desc").orderBy("newest_caller", "desc").limit(limit).execute();
  if (sessions2.length === 0) return [];
  const ids2 = sessions2.map((s) => s.session_id);
  const tasks = await db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").select(["callers.session_id", "tdd_tasks.id", "tdd_tasks.status"]).where("callers.session_id", "in", ids2).orderBy("tdd_tasks.id", "desc").execute();
  const seals = await db.selectFrom("sessions").select(["session_id", "sealed", "reason"]).where("session_id", "in", ids2).execute();
  return sessions2.map((s) => {
    const seal = seals.find((r) => r.session_id === s.session_id);
    return {
      sessionId: s.session_id,
      firstSeen: s.first_seen,
      agents: Number(s.agents),
      tasks: tasks.filter((t) => t.session_id === s.session_id).map((t) => ({ id: t.id, status: t.status })),
      seal: seal === void 0 ? void 0 : { sealed: seal.sealed === 1, reason: seal.reason }
    };
  });
}

// mcp-server/src/cli/sessions.ts
var SHOWN_TASKS = 8;
function tasksCell(session) {
  const { tasks } = session;
  if (tasks.length === 0) return "no TDD task";
  const open = tasks.filter((t) => t.status === "open").length;
  const shown = tasks.slice(0, SHOWN_TASKS).map((t) => `#${t.id}${t.status === "open" ? " (open)" : ""}`);
  const more = tasks.length > SHOWN_TASKS ? `, \u2026 ${tasks.length - SHOWN_TASKS} more` : "";
  return `${tasks.length} task(s)${open > 0 ? `, ${open} open` : ""}: ${shown.join(", ")}${more}`;
}
function sealCell(session) {
  if (session.seal === void 0) return "seal not judged (no Claude Code session start recorded)";
  return session.seal.sealed ? "sealed" : `not sealed (${session.seal.reason})`;
}
var sessionsCommand = {
  words: ["sessions"],
  usage: "evident sessions [--limit N]",
  summary: "list the sessions recorded for this project: agents, TDD tasks, sealed or not",
  options: [["--limit N", "the newest N sessions (default 20)"]],
  exits: [
    [0, "listed"],
    [1, "no database yet"],
    [2, "usage error"]
  ],
  examples: ["evident sessions", 'evident report --session "$(evident sessions --limit 1 | cut -f1)"'],
  async run(args, io) {
    let limit = 20;
    try {
      const { values } = parseArgs6({ args: [...args], options: { limit: { type: "string" } }, strict: true });
      if (values.limit !== void 0) {
        limit = Number(values.limit);
        if (!/^\d{1,6}$/.test(values.limit) || limit === 0)
          return usageError(`--limit takes a positive whole number (got ${values.limit})`);
      }
    } catch (error2) {
      return usageError(errorMessage(error2));
    }
    return withExistingStore(io, 1, async (store) => {
      const sessions2 = await listSessions(store.db, limit);
      if (sessions2.length === 0) {
        io.err("no session recorded yet in this database");
        return 0;
      }
      for (const s of sessions2)
        io.out([s.sessionId, s.firstSeen, `${s.agents} agent(s)`, tasksCell(s), sealCell(s)].join("	"));
      io.err("newest first; `evident report --session <id>` or `--task <id>` writes the evidence of one");
      return 0;
    });
  }
};

// mcp-server/src/gates/merge-gate.ts
var short = (sha) => (sha ?? "").slice(0, 12);
var listed = (paths) => `${paths.slice(0, 5).join(", ")}${paths.length > 5 ? ` and ${paths.length - 5} more` : ""}`;
function decideMergeGate(f) {
  const rerun = `run \`evident vdd ${f.bean}\``;
  const refuse = (reason, message) => ({ ok: false, reason, message });
  const run2 = f.run;
  if (run2 === void 0)
    return refuse("no_verdict", `${f.bean}: no VDD verdict is recorded in this project; ${rerun} first`);
  const which = `the latest VDD run of ${f.bean} (#${run2.id})`;
  if (run2.verdict !== "PASS")
    return refuse("not_pass", `${f.bean}: ${which} says ${run2.verdict}, not PASS; fix what fails and ${rerun} again`);
  if (run2.commit === null || run2.dirtyPaths === null)
    return refuse(
      "no_commit",
      `${f.bean}: ${which} recorded no commit (it ran outside a git repository with a commit, or before evident recorded commits); commit, then ${rerun}`
    );
  if (run2.dirtyPaths.length > 0)
    return refuse(
      "dirty_tree",
      `${f.bean}: ${which} verified a tree with uncommitted changes on ${short(run2.commit)} (${run2.dirtyPaths.length} path(s): ${listed(run2.dirtyPaths)}); commit or remove them (or git-ignore generated files), then ${rerun}`
    );
  if (f.target === void 0)
    return refuse("other_commit", `${f.bean}: ${f.rev} names no commit here, so the verdict cannot be about it`);
  if (run2.commit !== f.target && (f.differing === void 0 || f.differing.length > 0)) {
    const how = f.differing === void 0 ? "git cannot compare them" : `they differ in ${f.differing.length} path(s): ${listed(f.differing)}`;
    return refuse(
      "other_commit",
      `${f.bean}: the PASS verdict (VDD run #${run2.id}) is on commit ${short(run2.commit)}, ${f.rev} is ${short(f.target)} (${how}); ${rerun} on ${f.rev}`
    );
  }
  const same = run2.commit === f.target ? "" : ` (${short(f.target)} differs from it only in the report)`;
  return { ok: true, message: `${f.bean}: PASS recorded on ${short(run2.commit)} by VDD run #${run2.id}${same}` };
}

// mcp-server/src/flows/merge-gate.ts
async function mergeGate(db, realRoot, beanNumber, rev) {
  const run2 = db === void 0 ? void 0 : await latestBeanRun(db, beanNumber, realRoot);
  const target = await commitOf(realRoot, rev);
  const report = `${REPORT_DIR}/${reportFileName(beanNumber)}`;
  const differing = run2?.commit === null || run2?.commit === void 0 || target === void 0 || run2.commit === target ? [] : await pathsBetween(realRoot, run2.commit, target, report);
  return decideMergeGate({ bean: canonicalBeanId(beanNumber), run: run2, rev, target, differing });
}

// mcp-server/src/cli/vdd.ts
function parseVddArgs(args) {
  let manual;
  let repoRoot;
  let file;
  let commit;
  let gate = false;
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    const eq = arg.indexOf("=");
    const [flag, inline] = arg.startsWith("--") && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, void 0];
    if (flag === "--manual" || flag === "--repo-root" || flag === "--file" || flag === "--commit") {
      const value = inline ?? args[++i];
      if (value === void 0 || value === "") return `${flag} needs a value`;
      if (flag === "--manual") {
        if (!MANUAL_MODES.includes(value))
          return `--manual must be pending or pass (got "${value}")`;
        manual = value;
      } else if (flag === "--repo-root") repoRoot = value;
      else if (flag === "--commit") commit = value;
      else file = value;
    } else if (arg === "--merge-gate") gate = true;
    else if (arg.startsWith("-")) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  if (gate && (file !== void 0 || manual !== void 0))
    return "--merge-gate judges a recorded verdict: give it a bean id, not --file or --manual";
  if (!gate && commit !== void 0) return "--commit goes with --merge-gate";
  const mode = manual ?? "pending";
  const mergeGate2 = gate ? { rev: commit ?? "HEAD" } : void 0;
  if (file !== void 0 && positional.length > 0) return "give either a bean id or --file, not both";
  if (file !== void 0) return { source: { file }, manual: mode, repoRoot, mergeGate: mergeGate2 };
  if (positional.length !== 1 || positional[0] === void 0) return "give exactly one bean id";
  try {
    return { source: { bean: parseBeanId(positional[0]) }, manual: mode, repoRoot, mergeGate: mergeGate2 };
  } catch (error2) {
    return errorMessage(error2);
  }
}
async function runMergeGate(io, repoRoot, beanNumber, rev) {
  const realRoot = realRepoRoot(repoRoot);
  const store = await openExistingStore(resolveDbLocation(io.env, realRoot).path);
  try {
    const decision = await mergeGate(store?.db, realRoot, beanNumber, rev);
    if (decision.ok) {
      io.out(`Merge gate: open \u2014 ${decision.message}`);
      return 0;
    }
    io.err(`Merge gate: closed (${decision.reason}) \u2014 ${decision.message}`);
    return 1;
  } finally {
    await store?.close();
  }
}
function receiptLine(outcome) {
  const runs = [...new Set(outcome.results.flatMap((r) => r.testRunId === void 0 ? [] : [r.testRunId]))];
  const tests = runs.length === 0 ? "" : ` (test run${runs.length === 1 ? "" : "s"} ${runs.map((id) => `#${id}`).join(", ")})`;
  return `recorded as VDD run #${outcome.vddRunId ?? "?"}${tests}`;
}
async function openReceipts(io, repoRoot) {
  try {
    return await openStore(resolveDbLocation(io.env, repoRoot).path);
  } catch (error2) {
    io.err(`warning: the VDD run is not recorded (evidence store unavailable: ${errorMessage(error2)})`);
    return void 0;
  }
}
var vddCommand = {
  words: ["vdd"],
  usage: "evident vdd <bean-id> | --file <markdown> | --merge-gate <bean-id> [--commit REV] [--manual pending|pass] [--repo-root PATH]",
  summary: "verify acceptance criteria with evidence; write ai/outputs/tech-qa/vdd-NNN.md",
  options: [
    ["<bean-id>", "BEAN-277, bean-277 or 277: the criteria of ai/beans/BEAN-277-*/bean.md"],
    ["--file <markdown>", 'instead of a bean: any markdown file with an "## Acceptance Criteria" section'],
    ["--manual pending|pass", "pass: you (a human) checked every manual criterion yourself; agents are refused"],
    ["--repo-root PATH", "the repository to verify (default: the current directory)"],
    [
      "--merge-gate",
      "run nothing: exit 0 only when the latest recorded verdict of the bean is PASS and about the commit (docs/vdd.md)"
    ],
    ["--commit REV", "with --merge-gate: the commit to judge (default HEAD; MERGE_HEAD in a pre-merge-commit hook)"]
  ],
  exits: [
    [0, "PASS"],
    [1, "FAIL, or PARTIAL (manual criteria pending); --merge-gate: the gate is closed (the reason on stderr)"],
    [2, "EMPTY: no acceptance criteria"],
    [3, "usage error, unknown bean or unreadable bean.md"]
  ],
  examples: [
    "evident vdd 7",
    "evident vdd --file docs/specs/login.md",
    "evident vdd BEAN-007 --manual pass",
    "evident vdd --merge-gate BEAN-007"
  ],
  usageExit: EXIT_USAGE,
  async run(args, io) {
    const parsed = parseVddArgs(args);
    if (typeof parsed === "string") return usageError(parsed);
    const repoRoot = parsed.repoRoot ?? io.cwd;
    if (parsed.mergeGate !== void 0 && "bean" in parsed.source) {
      try {
        return await runMergeGate(io, repoRoot, parsed.source.bean, parsed.mergeGate.rev);
      } catch (error2) {
        io.err(`Error: ${errorMessage(error2)}`);
        return EXIT_USAGE;
      }
    }
    let store;
    try {
      const config = loadConfig(repoRoot);
      store = await openReceipts(io, repoRoot);
      const caller = await cliCaller(io.env, store?.db);
      const outcome = await runVdd({
        repoRoot,
        source: parsed.source,
        manual: parsed.manual,
        cwd: io.cwd,
        caller,
        store,
        config,
        runnerFor: (name2) => lookupRunner(config, name2),
        onProgress: (line) => io.err(`vdd: ${line}`),
        onFileDone: (file, done, total) => io.err(`vdd: tests: finished ${file} (${done}/${total ?? "?"})`)
      });
      for (const warning of outcome.warnings) io.err(`vdd: warning: ${warning}`);
      if (outcome.vddRunId !== void 0) io.err(`vdd: ${receiptLine(outcome)}`);
      io.out(`VDD report: ${outcome.reportPath}`);
      io.out(`Aggregate verdict: ${outcome.verdict}`);
      return outcome.exitCode;
    } catch (error2) {
      io.err(`Error: ${errorMessage(error2)}`);
      return EXIT_USAGE;
    } finally {
      await store?.close();
    }
  }
};

// mcp-server/src/cli/verify.ts
import { parseArgs as parseArgs7 } from "node:util";
var TIMEOUT_DEFAULT = 600;
var TIMEOUT_MAX = 3600;
var verifyCommand = {
  words: ["verify"],
  usage: "evident verify [--project NAME] [--timeout SECONDS]",
  summary: "run the whole test suite and record evident's binding verdict (.claude/state/last_test_result)",
  options: [
    ["--project NAME", 'a runner of evident.config.json ("runners"); default: "default" (vitest unless configured)'],
    [
      "--timeout SECONDS",
      `kill the run (its whole process tree) after this long; default ${TIMEOUT_DEFAULT}, max ${TIMEOUT_MAX}`
    ]
  ],
  exits: [
    [0, "PASS: exit code 0, at least one test executed, none failed"],
    [1, "FAIL (the reason on stderr)"],
    [2, "usage error, or the tests could not be run (no such runner, an invalid config, the store unavailable)"]
  ],
  examples: ["evident verify", "evident verify --project python --timeout 900"],
  async run(args, io) {
    let project;
    let timeoutSec = TIMEOUT_DEFAULT;
    try {
      const { values } = parseArgs7({
        args: [...args],
        options: { project: { type: "string" }, timeout: { type: "string" } },
        strict: true
      });
      project = values.project;
      if (values.timeout !== void 0) {
        timeoutSec = Number(values.timeout);
        if (!/^\d{1,4}$/.test(values.timeout) || timeoutSec < 1 || timeoutSec > TIMEOUT_MAX)
          return usageError(`--timeout takes whole seconds from 1 to ${TIMEOUT_MAX} (got ${values.timeout})`);
      }
    } catch (error2) {
      return usageError(errorMessage(error2));
    }
    const location = resolveDbLocation(io.env, io.cwd);
    const root = location.projectRoot;
    let verdict;
    try {
      const runner = runnerFor(loadConfig(root), project);
      const store = await openStore(location.path);
      try {
        const caller = await cliCaller(io.env, store.db);
        io.err(`evident verify: running the ${runner.name} runner in ${root} \u2026`);
        await runAndRecord({
          runner,
          projectRoot: root,
          files: [],
          timeoutMs: timeoutSec * 1e3,
          lockWaitMs: (TIMEOUT_MAX + 60) * 1e3,
          store,
          caller,
          shadow: shadowFor(store.path, root),
          onFileDone: (file, done, total) => io.err(`evident verify: finished ${file} (${done}/${total ?? "?"})`),
          afterRecord: async (run2) => {
            verdict = await recordVerdict(store, root, run2);
          }
        });
      } finally {
        await store.close();
      }
    } catch (error2) {
      const hint = error2 instanceof EvidentError && error2.hint !== void 0 ? ` (${error2.hint})` : "";
      io.err(`evident verify: ${errorMessage(error2)}${hint}`);
      return 2;
    }
    if (verdict === void 0) {
      io.err("evident verify: the run was recorded without its verdict");
      return 2;
    }
    for (const line of verdictText(verdict).trimEnd().split("\n")) io.out(line);
    if (verdict.fileError !== null) io.err(`evident verify: the verdict is recorded, but ${verdict.fileError}`);
    if (verdict.verdict === "PASS") return 0;
    io.err(`evident verify: FAIL (${verdict.reason ?? ""}): ${verdict.detail ?? ""}`);
    return 1;
  }
};

// mcp-server/src/cli.ts
var EXIT_USAGE2 = 2;
var COMMANDS = [
  vddCommand,
  validationPlanCommand,
  validationRunCommand,
  validationRecordCommand,
  validationTriageCommand,
  validationGateCommand,
  validationTeardownCommand,
  dodAssertCommand,
  findingsNormalizeCommand,
  findingsFilterCommand,
  reportCommand,
  sessionsCommand,
  restoreCommand,
  verifyCommand,
  driftCommand,
  sealCommand,
  doctorCommand,
  dbPathCommand,
  dbPruneCommand
];
function commandFor(argv) {
  return COMMANDS.filter((c) => c.words.every((w, i) => argv[i] === w)).sort(
    (a, b) => b.words.length - a.words.length
  )[0];
}
function asksHelp(args) {
  const end = args.indexOf("--");
  return (end < 0 ? args : args.slice(0, end)).some((a) => HELP_FLAGS.has(a));
}
async function runCli(argv, io) {
  const first = argv[0];
  if (first === "--version" || first === "-V") {
    const v = version();
    if (v === void 0) {
      io.err("evident: no package.json of evident above the CLI, so its version is unknown");
      return 1;
    }
    io.out(`evident ${v}`);
    return 0;
  }
  if (first === "help") return runCli([...argv.slice(1), "--help"], io);
  const command = commandFor(argv);
  if (command === void 0) return noCommand(argv, io);
  const args = argv.slice(command.words.length);
  if (asksHelp(args)) {
    io.out(commandHelp(command));
    return 0;
  }
  try {
    const outcome = await command.run(args, io);
    if (typeof outcome === "number") return outcome;
    io.err(usageErrorText(command, outcome.usageError));
    return command.usageExit ?? EXIT_USAGE2;
  } catch (error2) {
    const hint = error2 instanceof EvidentError && error2.hint !== void 0 ? `
${error2.hint}` : "";
    io.err(`Error: ${errorMessage(error2)}${hint}`);
    return 1;
  }
}
function noCommand(argv, io) {
  const [first, second] = argv;
  if (first === void 0 || HELP_FLAGS.has(first) && argv.length === 1) {
    ;
    (first === void 0 ? io.err : io.out)(topHelp(COMMANDS));
    return first === void 0 ? EXIT_USAGE2 : 0;
  }
  const members = groupOf(COMMANDS, first);
  if (members.length > 0) {
    if (second !== void 0 && HELP_FLAGS.has(second)) {
      io.out(groupHelp(first, members));
      return 0;
    }
    const what = second === void 0 ? "needs a subcommand" : `unknown subcommand "${second}"`;
    io.err(`evident ${first}: ${what}
${groupHelp(first, members)}`);
    return EXIT_USAGE2;
  }
  io.err(`evident: unknown command "${first}"
${topHelp(COMMANDS)}`);
  return EXIT_USAGE2;
}
function invokedDirectly() {
  try {
    return realpathSync3(process.argv[1] ?? "") === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}
var isMain = invokedDirectly();
if (isMain) {
  let writeFailed = false;
  const err = lineWriter(process.stderr);
  const io = {
    env: process.env,
    cwd: process.cwd(),
    out: lineWriter(process.stdout, (error2) => {
      writeFailed = true;
      if (process.exitCode === void 0 || process.exitCode === 0) process.exitCode = 1;
      err(`evident: cannot write to stdout (${error2.code ?? error2.message}); the rest of the output is lost`);
    }),
    err
  };
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code === 0 && writeFailed ? 1 : code;
    },
    (error2) => {
      io.err(`Error: ${errorMessage(error2)}`);
      process.exitCode = 1;
    }
  );
}
export {
  COMMANDS,
  EXIT_USAGE2 as EXIT_USAGE,
  runCli
};
