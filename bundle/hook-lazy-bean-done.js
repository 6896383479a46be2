import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  denialText
} from "./chunk-AC26E87E.js";
import {
  resolveDbLocation
} from "./chunk-4E9BA692.js";
import {
  readRegularText
} from "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";

// mcp-server/src/clients/vdd/bean-done.ts
import { basename, isAbsolute, join, resolve } from "node:path";

// mcp-server/src/clients/vdd/bean-report.ts
import { existsSync, realpathSync } from "node:fs";
async function recordedOutcome(env, root, beanNumber) {
  const realRoot = realpathSync(root);
  const path = resolveDbLocation(env ?? process.env, realRoot).path;
  if (!existsSync(path)) return void 0;
  const { openStore } = await import("./hook-lazy-store.js");
  const { latestBeanOutcome } = await import("./vdd-45B32743.js");
  const store = await openStore(path);
  try {
    return await latestBeanOutcome(store.db, beanNumber, realRoot);
  } finally {
    await store.close();
  }
}

// mcp-server/src/domain/done-gate.ts
var DONE_DENIAL = "no_passing_vdd_report";

// mcp-server/src/clients/vdd/done-gate.ts
var STATUS_DONE = /\*\*Status\*\*\s*\|\s*Done\b/;
var REPORT_PASS = /\*\*(?:Aggregate\s+)?verdict:\*\*\s*PASS\b/;
var SKIP_MARKER = /<!--\s*vdd-gate:\s*skip\s*\(justified:\s*(.*?)\)\s*-->/;
var SKIP_MIN_CHARS = 10;
var padded = (n) => String(n).padStart(3, "0");
function hasJustifiedSkip(text) {
  const match = SKIP_MARKER.exec(text);
  return match !== null && (match[1] ?? "").trim().length >= SKIP_MIN_CHARS;
}
function reportPasses(report, beanNumber) {
  if (report === void 0) return false;
  const title = /^# VDD Report — BEAN-(\d+)\s*$/m.exec(report);
  return title !== null && Number(title[1]) === beanNumber && REPORT_PASS.test(report);
}
var becomesDone = (before, after) => !STATUS_DONE.test(before) && STATUS_DONE.test(after);
function decideDoneGate(facts) {
  if (!becomesDone(facts.before, facts.after)) return { ok: true, why: "not_a_done_transition" };
  const reportOk = reportPasses(facts.report, facts.beanNumber);
  if (reportOk && facts.recordedVerdict === "PASS") return { ok: true, why: "report_pass" };
  if (hasJustifiedSkip(facts.after)) return { ok: true, why: "justified_skip" };
  const id = `BEAN-${padded(facts.beanNumber)}`;
  const state = facts.report === void 0 ? `there is no ai/outputs/tech-qa/vdd-${padded(facts.beanNumber)}.md` : !reportOk ? "its VDD report does not say PASS" : facts.recordedVerdict === void 0 ? "its report says PASS but evident recorded no VDD run of it (a report is only evidence when evident vdd wrote it)" : `its newest recorded VDD run is ${facts.recordedVerdict}, not PASS`;
  return {
    ok: false,
    reason: DONE_DENIAL,
    detail: denialText(
      `Run /evident:vdd ${facts.beanNumber} (the vdd tool with beanId ${id}, or \`evident vdd ${id}\` in a terminal) and fix what fails until the report says **Aggregate verdict:** PASS; or, if a human has accepted the bean without it, add <!-- vdd-gate: skip (justified: <why, at least ${SKIP_MIN_CHARS} characters>) --> to bean.md in the same change`,
      `${id} cannot be set to Done: ${state}.`,
      DONE_DENIAL
    )
  };
}

// mcp-server/src/clients/vdd/bean-done.ts
var BEAN_PATH = /^(?:(.*)[/\\])?beans[/\\]BEAN-(\d+)(?:-[^/\\]*)?[/\\]bean\.md$/i;
var str = (value) => typeof value === "string" ? value : "";
var readOr = (path, fallback) => {
  try {
    return readRegularText(path);
  } catch {
    return fallback;
  }
};
function beanOf(abs, cwd) {
  const match = BEAN_PATH.exec(abs);
  if (match === null) return void 0;
  const prefix = match[1] ?? "";
  return {
    beanNumber: Number.parseInt(match[2] ?? "", 10),
    root: /[/\\]ai$/i.test(prefix) ? prefix.slice(0, -3) : cwd
  };
}
function applied(tool, input, disk) {
  if (tool === "Write") return str(input["content"]);
  const edits = tool === "Edit" ? [input] : tool === "MultiEdit" && Array.isArray(input["edits"]) ? input["edits"] : void 0;
  if (edits === void 0) return void 0;
  let text = disk;
  for (const raw of edits) {
    const edit = raw ?? {};
    const oldString = str(edit["old_string"]);
    const newString = str(edit["new_string"]);
    if (oldString === "") continue;
    text = edit["replace_all"] === true ? text.split(oldString).join(newString) : text.replace(oldString, () => newString);
  }
  return text;
}
async function judgeBeanChange(bean, before, after, options = {}) {
  const { beanNumber, root } = bean;
  const report = readOr(
    join(root, "ai", "outputs", "tech-qa", `vdd-${String(beanNumber).padStart(3, "0")}.md`),
    void 0
  );
  const needsStore = becomesDone(before, after) && reportPasses(report, beanNumber);
  const recorded = needsStore ? await recordedOutcome(options.env, root, beanNumber) : void 0;
  const decision = decideDoneGate({ beanNumber, before, after, report, recordedVerdict: recorded });
  return decision.ok ? { decision: "clear" } : { decision: "deny", reason: decision.detail };
}
var failedOpen = (error) => ({
  decision: "clear",
  error: `bean-done hook failed open: ${error instanceof Error ? error.message : String(error)}`
});
async function beanDoneHook(payload, options = {}) {
  try {
    const tool = str(payload.tool_name);
    const input = payload.tool_input ?? {};
    const filePath = str(input["file_path"]);
    if (filePath === "" || basename(filePath).toLowerCase() !== "bean.md") return { decision: "clear" };
    const cwd = str(payload.cwd) || process.cwd();
    const abs = isAbsolute(filePath) ? filePath : resolve(cwd, filePath);
    const bean = beanOf(abs, cwd);
    if (bean === void 0) return { decision: "clear" };
    const disk = readOr(abs, "");
    const after = applied(tool, input, disk);
    if (after === void 0) return { decision: "clear" };
    return await judgeBeanChange(bean, disk, after, options);
  } catch (error) {
    return failedOpen(error);
  }
}
async function beanShellDecision(command, cwd, options = {}) {
  try {
    const { computedWrites } = await import("./shell-result-CAD05E6F.js");
    const byFile = /* @__PURE__ */ new Map();
    for (const write of computedWrites(command)) {
      const abs = resolve(cwd, write.path);
      if (basename(abs).toLowerCase() === "bean.md") byFile.set(abs, [...byFile.get(abs) ?? [], write.edit]);
    }
    for (const [abs, edits] of byFile) {
      const bean = beanOf(abs, cwd);
      if (bean === void 0 || edits.some((e) => e === void 0)) continue;
      const before = readOr(abs, "");
      const after = edits.reduce((text, edit) => edit === void 0 ? text : edit(text), before);
      const decision = await judgeBeanChange(bean, before, after, options);
      if (decision.decision === "deny") return decision;
    }
    return { decision: "clear" };
  } catch (error) {
    return failedOpen(error);
  }
}
async function shellDoneDenials(projectRoot, changes, env) {
  const denials = /* @__PURE__ */ new Map();
  for (const change of changes) {
    const abs = join(projectRoot, change.path);
    const bean = beanOf(abs, projectRoot);
    if (bean === void 0) continue;
    const decision = await judgeBeanChange(bean, change.before, readOr(abs, ""), { env });
    if (decision.decision === "deny") denials.set(change.path, decision.reason);
  }
  return denials;
}
export {
  beanDoneHook,
  beanOf,
  beanShellDecision,
  judgeBeanChange,
  readOr,
  shellDoneDenials
};
