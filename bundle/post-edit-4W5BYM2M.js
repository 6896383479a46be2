import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  editChange,
  readText
} from "./chunk-VNKKIX6T.js";
import {
  projectRelative
} from "./chunk-TNUMCE36.js";
import {
  callerState,
  lastTestDetail,
  recordEditArtifact,
  recordViolationRow
} from "./chunk-LF4JJ734.js";
import {
  context
} from "./chunk-GTOI65TI.js";
import "./chunk-2T6SEXD4.js";
import {
  classifierFor
} from "./chunk-DBFPWLWR.js";
import "./chunk-DHQUTEIF.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/post-edit.ts
import { createHash } from "node:crypto";

// mcp-server/src/gates/test-weakening.ts
var JS = {
  tests: [/(?<![\w$.])(?:it|test)(?:\.(?:concurrent|sequential|each\s*(?:\([^)]*\)|`[^`]*`)))*\s*\(/g],
  assertions: [/(?<![\w$.])(?:expect(?:\.soft|\.poll)?|expectTypeOf|assert(?:\.\w+)?)\s*\(/g],
  skips: [
    /(?<![\w$])(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:skip|only|todo|fails|skipIf|runIf)\b/g,
    /(?<![\w$.])(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/g,
    /(?<![\w$])(?:ctx|context|t)\.skip\s*\(/g
  ]
};
var PYTHON = {
  tests: [/^\s*(?:async\s+)?def\s+test\w*\s*\(/gm],
  assertions: [/^\s*assert\b/gm, /\bself\.assert\w+\s*\(/g, /\bpytest\.raises\s*\(/g],
  skips: [
    /@pytest\.mark\.(?:skip|skipif|xfail)\b/g,
    /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g,
    /\bpytest\.(?:skip|xfail)\s*\(/g,
    /\bself\.skipTest\s*\(/g
  ]
};
var GO = {
  tests: [/^func\s+(?:Test|Fuzz|Example)\w*\s*\(/gm],
  assertions: [/\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/g, /\b(?:assert|require)\.\w+\s*\(/g],
  skips: [/\b[tb]\.(?:Skip|SkipNow|Skipf)\s*\(/g]
};
function patternsFor(path) {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return JS;
  if (path.endsWith(".py")) return PYTHON;
  if (path.endsWith(".go")) return GO;
  return void 0;
}
var count = (text, patterns) => patterns.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0);
function testMetrics(path, text) {
  const p = patternsFor(path);
  if (p === void 0) return void 0;
  return { tests: count(text, p.tests), assertions: count(text, p.assertions), skips: count(text, p.skips) };
}
var addMetrics = (a, b, sign = 1) => ({
  tests: a.tests + sign * b.tests,
  assertions: a.assertions + sign * b.assertions,
  skips: a.skips + sign * b.skips
});
function weakenings(before, after) {
  const found = [];
  if (after.skips > before.skips) found.push(`skip/only/todo/fails markers ${before.skips} \u2192 ${after.skips}`);
  if (after.tests < before.tests) found.push(`test cases ${before.tests} \u2192 ${after.tests}`);
  if (after.assertions < before.assertions) found.push(`assertions ${before.assertions} \u2192 ${after.assertions}`);
  return found;
}

// mcp-server/src/hooks/line-delta.ts
function patchDelta(patch) {
  if (!Array.isArray(patch)) return void 0;
  let added = 0;
  let removed = 0;
  for (const hunk of patch) {
    if (!Array.isArray(hunk.lines)) return void 0;
    for (const line of hunk.lines) {
      if (typeof line !== "string") continue;
      if (line.startsWith("+")) added++;
      else if (line.startsWith("-")) removed++;
    }
  }
  return { added, removed };
}
var lines = (text) => text === "" ? [] : text.replace(/\n$/, "").split("\n");
function textDelta(before, after) {
  const pool = /* @__PURE__ */ new Map();
  for (const line of lines(before)) pool.set(line, (pool.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of lines(after)) {
    const left = pool.get(line) ?? 0;
    if (left > 0) pool.set(line, left - 1);
    else added++;
  }
  let removed = 0;
  for (const left of pool.values()) removed += left;
  return { added, removed };
}

// mcp-server/src/hooks/post-edit.ts
async function postEdit(ctx) {
  const change = editChange(ctx.payload.tool_name ?? "", ctx.payload.tool_input, ctx.cwd);
  if (change === void 0) return void 0;
  const root = ctx.location().projectRoot;
  const file = projectRelative(root, ctx.cwd, change.path);
  if (file === void 0) return void 0;
  const isTest = (await classifierFor(root))(file) === "test";
  const after = readText(change.path);
  const response = isRecord(ctx.payload.tool_response) ? ctx.payload.tool_response : {};
  const original = typeof response["originalFile"] === "string" ? response["originalFile"] : void 0;
  const delta = patchDelta(response["structuredPatch"]) ?? (original === void 0 && change.portions !== void 0 ? textDelta(change.portions.before, change.portions.after) : textDelta(original ?? "", after ?? ""));
  const db = await ctx.writableDb();
  const metrics = isTest && after !== void 0 ? testMetrics(file, after) : void 0;
  const before = metrics === void 0 ? void 0 : metricsBefore(db, file, change, original, metrics);
  recordEditArtifact(db, ctx.caller, {
    kind: isTest ? "test_written" : "code_written",
    filePath: file,
    contentHash: after === void 0 ? null : createHash("sha256").update(after).digest("hex"),
    linesAdded: delta.added,
    linesRemoved: delta.removed,
    detail: metrics === void 0 ? null : JSON.stringify(metrics)
  });
  const weaker = before === void 0 || metrics === void 0 ? [] : weakenings(before, metrics);
  if (weaker.length === 0) return void 0;
  return reportWeakening(ctx, db, file, weaker, before, metrics);
}
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function metricsBefore(db, file, change, original, after) {
  if (original !== void 0) return testMetrics(file, original);
  if (change.portions !== void 0) {
    const removed = testMetrics(file, change.portions.before);
    const added = testMetrics(file, change.portions.after);
    return removed === void 0 || added === void 0 ? void 0 : addMetrics(addMetrics(after, added, -1), removed);
  }
  const detail = lastTestDetail(db, file);
  return detail === void 0 ? void 0 : JSON.parse(detail);
}
function reportWeakening(ctx, db, file, weaker, before, after) {
  const detail = JSON.stringify({ weakenings: weaker, before, after });
  recordEditArtifact(db, ctx.caller, { kind: "test_weakened", filePath: file, contentHash: null, linesAdded: null, linesRemoved: null, detail });
  const inTask = (callerState(db, ctx.caller)?.taskId ?? null) !== null;
  if (inTask) recordViolationRow(db, ctx.caller, "TEST_WEAKENED", `${file}: ${weaker.join("; ")}`, ctx.payload.tool_name ?? "unknown");
  return context("PostToolUse", `evident: this change weakened ${file} (${weaker.join("; ")}); it was recorded as test_weakened${inTask ? " and a TEST_WEAKENED violation" : ""}. Restore the skipped, removed or loosened tests: a weaker test is never evidence.`);
}
export {
  postEdit
};
