import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  isProtectedConfig
} from "./chunk-96D004DC.js";

// mcp-server/src/clients/coordinator/plan-check.ts
var SCENARIO_NAME = /^test_when_[A-Za-z0-9](?:\w*[A-Za-z0-9])?_then_[A-Za-z0-9](?:\w*[A-Za-z0-9])?$/;
function acceptanceCriteria(specText) {
  return [...new Set([...specText.matchAll(/^\|\s*(AC-\d+)\s*\|/gm)].map((m) => m[1] ?? ""))];
}
function parseCovers(covers) {
  const text = covers.trim();
  if (/^AC-\d+$/.test(text)) return { kind: "ac", id: text };
  const m = /^(regression|boundary)\b\s*[:—–-]?\s*(.*)$/s.exec(text);
  if (m === null) return void 0;
  return { kind: m[1] === "regression" ? "regression" : "boundary", reason: (m[2] ?? "").trim() };
}
var coversLabel = (covers) => covers.kind === "ac" ? covers.id : covers.kind;
function checkPlan(doc, facts) {
  const problems = [];
  const add = (at, problem) => {
    problems.push({ at, problem });
  };
  const criteria = acceptanceCriteria(facts.specText);
  const seen = /* @__PURE__ */ new Set();
  doc.recipe.forEach((entry, i) => {
    if (!SCENARIO_NAME.test(entry.name))
      add(
        `recipe[${i}].name`,
        `"${entry.name}" is not test_when_<condition>_then_<outcome> (e.g. test_when_title_has_spaces_then_joins_with_dashes)`
      );
    if (seen.has(entry.name)) add(`recipe[${i}].name`, `"${entry.name}" names two scenarios: give each its own name`);
    seen.add(entry.name);
    const covers = parseCovers(entry.covers);
    if (covers === void 0) {
      add(
        `recipe[${i}].covers`,
        `"${entry.covers}" is neither an acceptance criterion id ("AC-3") nor "regression: <why>" / "boundary: <why>"`
      );
    } else if (covers.kind === "ac" && !criteria.includes(covers.id)) {
      add(
        `recipe[${i}].covers`,
        criteria.length === 0 ? `${covers.id}: ${facts.specPath} has no acceptance-criteria table (rows "| AC-n | \u2026 |"), so no AC can be covered; use "regression: <why>" or "boundary: <why>", or add the criteria to the spec` : `${covers.id} is not an acceptance criterion of ${facts.specPath} (its table lists ${criteria.join(", ")})`
      );
    } else if (covers.kind !== "ac" && covers.reason === "") {
      add(`recipe[${i}].covers`, `"${entry.covers}" needs its reason: "${covers.kind}: <why this case matters>"`);
    }
  });
  doc.contract.behavior_excerpts.forEach((excerpt, i) => {
    if (!normalized(facts.specText).includes(normalized(excerpt)))
      add(`contract.behavior_excerpts[${i}]`, notVerbatim(excerpt, facts));
  });
  checkDesignCalls(doc.design_calls_rows, facts, add);
  checkPaths(
    doc.contract.failing_test_paths,
    "contract.failing_test_paths",
    facts,
    add,
    (kind) => kind === "test" ? void 0 : `is a ${kind} file, not a test file (evident's test globs or "testFiles" decide)`
  );
  checkPaths(doc.contract.write_set, "contract.write_set", facts, add, (kind, relative) => {
    if (kind === "test" || kind === "snapshot") return `is a ${kind} file: the implement worker never changes tests`;
    if (relative.startsWith(".claude/") || isProtectedConfig(relative, kind))
      return "decides how evident, Claude Code or the test runner judge the work: no worker may change it";
    return void 0;
  });
  return problems;
}
var normalized = (text) => text.replace(/\r\n/g, "\n");
function notVerbatim(excerpt, facts) {
  const spec = normalized(facts.specText);
  const quote = normalized(excerpt);
  let low = 0;
  let high = quote.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (spec.includes(quote.slice(0, mid))) low = mid;
    else high = mid - 1;
  }
  const where = low === 0 ? "no part of it is in the spec" : `the spec matches up to "${clip(quote.slice(Math.max(0, low - 30), low))}" and differs at "${clip(quote.slice(low, low + 30))}"`;
  return `is not a verbatim passage of ${facts.specPath} (${where}): quote the spec exactly, never paraphrase`;
}
var clip = (text) => text.replace(/\n/g, "\\n");
function checkPaths(paths, at, facts, add, kindProblem) {
  const seen = /* @__PURE__ */ new Set();
  paths.forEach((given, i) => {
    const resolved = facts.paths.get(given);
    if (resolved === void 0 || resolved === "outside") {
      add(`${at}[${i}]`, `"${given}" leads outside the project: give a path inside it, relative to the project root`);
      return;
    }
    if (seen.has(resolved.relative)) add(`${at}[${i}]`, `"${given}" is listed twice`);
    seen.add(resolved.relative);
    const problem = kindProblem(resolved.kind, resolved.relative);
    if (problem !== void 0) add(`${at}[${i}]`, `"${given}" ${problem}`);
  });
}
var DESIGN_FIELDS = ["slug", "intent", "target_files", "write_set", "register_override", "references"];
function designCallRows(specText) {
  const lines2 = normalized(specText).split("\n");
  const start = lines2.findIndex((l) => /^##\s+design calls\s*$/i.test(l));
  if (start < 0) return [];
  const end = lines2.findIndex((l, i) => i > start && /^##\s+\S/.test(l));
  const body = lines2.slice(start + 1, end < 0 ? void 0 : end).filter((l) => l.trim() !== "");
  if (body.length === 0 || body.every((l) => /^\s*\*?\(?none\)?\*?\.?\s*$/i.test(l))) return [];
  const rows = body.filter((l) => l.trim().startsWith("|")).map(cells);
  const header = rows[0]?.map((h) => h.toLowerCase().replace(/[\s-]+/g, "_"));
  const columns = DESIGN_FIELDS.map((f) => header?.indexOf(f) ?? -1);
  if (header === void 0 || columns.some((c) => c < 0))
    return `its "## Design calls" section is neither *(none)* nor a table with the columns ${DESIGN_FIELDS.join(" | ")}`;
  return rows.slice(1).filter((r) => !r.every((c) => /^:?-+:?$/.test(c))).map((r) => Object.fromEntries(DESIGN_FIELDS.map((f, i) => [f, r[columns[i] ?? 0] ?? ""])));
}
function cells(line) {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, "|").trim());
}
function checkDesignCalls(given, facts, add) {
  const spec = designCallRows(facts.specText);
  if (typeof spec === "string") {
    add("design_calls_rows", `${facts.specPath}: ${spec}; correct the spec, then plan again`);
    return;
  }
  if (given.length !== spec.length) {
    add(
      "design_calls_rows",
      spec.length === 0 ? `${facts.specPath} has no design calls (no "## Design calls" rows, or *(none)*): give []` : `${facts.specPath} has ${spec.length} design call(s) (${spec.map((r) => r.slug).join(", ")}), the plan ${given.length}: copy each row of its "## Design calls" table`
    );
    return;
  }
  given.forEach((row, i) => {
    for (const field of DESIGN_FIELDS) {
      const want = spec[i]?.[field] ?? "";
      if (row[field].trim() !== want)
        add(`design_calls_rows[${i}].${field}`, `"${row[field]}" is not the spec's "${want}": copy the row as written`);
    }
  });
}

// mcp-server/src/clients/coordinator/worker-text.ts
var DEFAULT_STUB_MARKERS = [
  String.raw`(?:\/\/|#|\/\*|^\s*\*|--|<!--)\s*(?:TODO|FIXME|XXX)\b`,
  String.raw`["'` + "`" + String.raw`](?:[Nn]ot|NOT) (?:[Yy]et |YET )?(?:[Ii]mplemented|IMPLEMENTED)`,
  String.raw`\bNotImplemented(?:Error|Exception)\b`,
  String.raw`\bpass\s*#\s*stub\b`,
  String.raw`\bunimplemented!\s*\(`,
  String.raw`\btodo!\s*\(`
];
var lines = (text) => text.replace(/\r\n/g, "\n").split("\n");
function addedLines(before, after) {
  const counts = /* @__PURE__ */ new Map();
  for (const line of lines(before)) counts.set(line, (counts.get(line) ?? 0) + 1);
  const added = [];
  for (const line of lines(after)) {
    const n = counts.get(line) ?? 0;
    if (n > 0) counts.set(line, n - 1);
    else if (line.trim() !== "") added.push(line);
  }
  return added;
}
function stubIn(added, markers) {
  const compiled = markers.flatMap((m) => {
    try {
      return [{ marker: m, re: new RegExp(m) }];
    } catch {
      return [];
    }
  });
  for (const line of added) {
    const hit = compiled.find((c) => c.re.test(line));
    if (hit !== void 0) return { line: line.trim().slice(0, 200), marker: hit.marker };
  }
  return void 0;
}
var JS_TITLE = /(?<![\w$.])(?:it|test)(?:\.\w+)*\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
var PY_TEST = /^\s*(?:async\s+)?def\s+(test\w*)\s*\(/gm;
var GO_TEST = /^func\s+((?:Test|Fuzz)\w*)\s*\(|\bt\.Run\(\s*"([^"]*)"/gm;
function testTitles(path, text) {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return [...text.matchAll(JS_TITLE)].map((m) => m[2] ?? "");
  if (path.endsWith(".py")) return [...text.matchAll(PY_TEST)].map((m) => m[1] ?? "");
  if (path.endsWith(".go")) return [...text.matchAll(GO_TEST)].map((m) => m[1] ?? m[2] ?? "");
  return void 0;
}
function addedTitles(path, before, after) {
  const was = testTitles(path, before);
  const now = testTitles(path, after);
  if (was === void 0 || now === void 0) return void 0;
  const counts = /* @__PURE__ */ new Map();
  for (const t of was) counts.set(t, (counts.get(t) ?? 0) + 1);
  return now.filter((t) => {
    const n = counts.get(t) ?? 0;
    if (n === 0) return true;
    counts.set(t, n - 1);
    return false;
  });
}
var squash = (text) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
var namesScenario = (title, name) => squash(title).includes(squash(name));
function carriesCovers(text, label) {
  for (const m of text.matchAll(/\bCovers:?\s+([^\n]*)/g)) {
    for (const token of (m[1] ?? "").matchAll(/AC-(\d+)(?:\s*\.\.\s*AC-(\d+))?|\b(regression|boundary)\b/g)) {
      if (token[3] !== void 0) {
        if (token[3] === label) return true;
        continue;
      }
      const from = Number(token[1]);
      const to = token[2] === void 0 ? from : Number(token[2]);
      const id = /^AC-(\d+)$/.exec(label);
      if (id !== null && Number(id[1]) >= from && Number(id[1]) <= to) return true;
    }
  }
  return false;
}
var base = (path) => path.slice(path.lastIndexOf("/") + 1);
function testStem(path) {
  const name = base(path).replace(/\.[^.]+$/, "");
  return name.replace(/[._-](?:test|spec)s?$/i, "").replace(/^(?:test|spec)s?[._-]/i, "").toLowerCase();
}
function sourceStems(path) {
  const name = base(path).replace(/\.[^.]+$/, "").toLowerCase();
  const folder = path.includes("/") ? base(path.slice(0, path.lastIndexOf("/"))).toLowerCase() : "";
  return name === "index" && folder !== "" ? [name, folder] : [name];
}
function siblingTestPaths(path) {
  const slash = path.lastIndexOf("/");
  const dir = slash === -1 ? "" : path.slice(0, slash + 1);
  const name = base(path);
  const dot = name.lastIndexOf(".");
  const stem = dot <= 0 ? name : name.slice(0, dot);
  const ext = dot <= 0 ? "" : name.slice(dot);
  return [
    `${dir}${stem}.test${ext}`,
    `${dir}${stem}.spec${ext}`,
    `${dir}__tests__/${stem}.test${ext}`,
    `${dir}__tests__/${name}`,
    `${dir}test_${name}`,
    `${dir}${stem}_test${ext}`
  ];
}

export {
  parseCovers,
  coversLabel,
  checkPlan,
  DEFAULT_STUB_MARKERS,
  addedLines,
  stubIn,
  addedTitles,
  namesScenario,
  carriesCovers,
  testStem,
  sourceStems,
  siblingTestPaths
};
