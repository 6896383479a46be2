import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  readRegularFile,
  readRegularText
} from "./chunk-2F233FA6.js";

// mcp-server/src/kernel/log.ts
var order = { debug: 10, info: 20, warn: 30, error: 40 };
function threshold() {
  const wanted = process.env["EVIDENT_LOG"];
  return wanted !== void 0 && Object.hasOwn(order, wanted) ? order[wanted] : order.warn;
}
function log(level, message, fields) {
  if (order[level] < threshold()) return;
  const suffix = fields === void 0 ? "" : ` ${JSON.stringify(fields)}`;
  process.stderr.write(`evident ${level}: ${message}${suffix}
`);
}

// mcp-server/src/clients/coordinator/breach-judge.ts
import { createHash } from "node:crypto";
import { lstatSync, readlinkSync } from "node:fs";
import { join as join2 } from "node:path";

// mcp-server/src/domain/agent-types.ts
var WORKER_AGENT_TYPES = {
  scenario: "evident:scenario",
  implement: "evident:implement",
  verify: "evident:verify"
};
function workerRoleOf(agentType) {
  if (agentType === void 0 || !agentType.startsWith("evident:")) return void 0;
  const roles = Object.keys(WORKER_AGENT_TYPES);
  return roles.find((role) => WORKER_AGENT_TYPES[role] === agentType);
}

// mcp-server/src/store/plan-facts.ts
function currentPlanFacts(sqlite, projectRoot) {
  const plan = sqlite.prepare(
    `select id, slug, status, reason, seq, stub_markers from tdd_plans
      where project_root = ? and status != 'superseded'`
  ).get(projectRoot);
  if (plan === void 0) return void 0;
  const paths = sqlite.prepare("select kind, path from tdd_plan_paths where plan_id = ? order by kind, ordinal").all(plan.id);
  const recipe = sqlite.prepare("select name, covers from tdd_plan_recipe where plan_id = ? order by ordinal").all(plan.id);
  return {
    id: plan.id,
    slug: plan.slug,
    status: plan.status,
    reason: plan.reason,
    seq: plan.seq,
    testPaths: paths.filter((p) => p.kind === "failing_test").map((p) => p.path),
    writeSet: paths.filter((p) => p.kind === "write").map((p) => p.path),
    recipe,
    stubMarkers: JSON.parse(plan.stub_markers)
  };
}

// mcp-server/src/store/statements/worker-shell.ts
function workerShellRows(sqlite, projectRoot, agentTypes, sinceSeq) {
  if (agentTypes.length === 0) return [];
  const rows = sqlite.prepare(
    `select c.agent_type, c.agent_id, s.command, s.changes from shell_commands s
      join callers c on c.id = s.caller_id
      where s.project_root = ? and s.start_seq > ? and s.end_seq is not null and s.changes is not null
        and c.agent_type in (${agentTypes.map(() => "?").join(", ")})
      order by s.end_seq`
  ).all(projectRoot, sinceSeq, ...agentTypes);
  return rows.map((r) => ({ agentType: r.agent_type, agentId: r.agent_id, command: r.command, changes: r.changes }));
}

// mcp-server/src/worktree/snapshot.ts
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";

// mcp-server/src/domain/verdict-file.ts
var STATE_DIR = ".claude/state";
var VERDICT_FILE = `${STATE_DIR}/last_test_result`;
function verdictText(lines) {
  return `${lines.verdict}
${lines.at}
${lines.command}
${lines.exitCode}
`;
}

// mcp-server/src/worktree/snapshot.ts
var TREE_ID = /^[0-9a-f]{40}$/;
function shadowFor(dbPath, projectRoot) {
  const base = dbPath === ":memory:" ? join(tmpdir(), "evident-memory-shadow") : dirname(dbPath);
  return { gitDir: join(base, "shadow.git"), projectRoot };
}
var SnapshotError = class extends Error {
};
function gitEnv(indexFile) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("GIT_")) env[key] = value;
  env["GIT_CONFIG_NOSYSTEM"] = "1";
  env["GIT_CONFIG_GLOBAL"] = "/dev/null";
  env["GIT_TERMINAL_PROMPT"] = "0";
  if (indexFile !== void 0) env["GIT_INDEX_FILE"] = indexFile;
  return env;
}
function git(shadow, args, options = {}) {
  const result = spawnSync(
    "git",
    ["--git-dir", shadow.gitDir, "--work-tree", shadow.projectRoot, "-c", "core.quotePath=false", ...args],
    {
      cwd: shadow.projectRoot,
      env: gitEnv(options.index),
      input: options.input,
      maxBuffer: 512 * 1024 * 1024,
      stdio: ["pipe", "pipe", "pipe"]
    }
  );
  if (result.error !== void 0) throw new SnapshotError(`git could not run: ${result.error.message}`);
  const stderr = result.stderr.toString("utf8");
  if (result.status !== 0) throw new SnapshotError(`git ${args[0] ?? ""} failed: ${stderr.trim()}`);
  return { stdout: result.stdout, stderr };
}
function ensureShadow(shadow) {
  if (existsSync(join(shadow.gitDir, "HEAD"))) return;
  mkdirSync(dirname(shadow.gitDir), { recursive: true });
  const result = spawnSync("git", ["init", "-q", "--bare", shadow.gitDir], { env: gitEnv(), encoding: "utf8" });
  if (result.error !== void 0 || result.status !== 0) {
    throw new SnapshotError(`git init of ${shadow.gitDir} failed: ${result.error?.message ?? result.stderr}`);
  }
  const settings = [
    ["core.autocrlf", "false"],
    ["core.safecrlf", "false"],
    ["core.untrackedCache", "true"],
    ["gc.auto", "0"],
    ["maintenance.auto", "false"],
    ["index.version", "4"],
    ["advice.addEmbeddedRepo", "false"]
  ];
  for (const [key, value] of settings) {
    spawnSync("git", ["--git-dir", shadow.gitDir, "config", key, value], { env: gitEnv() });
  }
}
var RUN_LEFTOVERS = [
  "node_modules",
  "__pycache__/",
  "*.pyc",
  ".pytest_cache/",
  ".vite/",
  `/${VERDICT_FILE}`,
  `/${STATE_DIR}/.last_test_result.*.tmp`
];
function junitReports(projectRoot) {
  try {
    const config = JSON.parse(readRegularText(join(projectRoot, "evident.config.json")));
    const runners = config.runners;
    if (typeof runners !== "object" || runners === null) return [];
    return Object.values(runners).flatMap((r) => {
      const path = r?.junitPath;
      return typeof path === "string" && path !== "" ? [`/${path.replace(/^\.\//, "")}`] : [];
    });
  } catch {
    return [];
  }
}
function syncExcludes(shadow) {
  const lines = [...RUN_LEFTOVERS, ...junitReports(shadow.projectRoot)];
  const projectExclude = join(shadow.projectRoot, ".git", "info", "exclude");
  try {
    lines.push(readRegularText(projectExclude));
  } catch {
  }
  const data = relative(shadow.projectRoot, dirname(shadow.gitDir));
  if (data !== "" && !data.startsWith("..") && !data.startsWith(sep)) {
    lines.push(`/${data.split(sep).join("/")}/`);
  } else if (data === "") {
    lines.push("/shadow.git/", "/*.sqlite*", "/*.db", "/*.db-*", "/*.key", "/*.lock");
  }
  const text = lines.join("\n") + "\n";
  const path = join(shadow.gitDir, "info", "exclude");
  let current;
  try {
    current = readFileSync(path, "utf8");
  } catch {
    current = void 0;
  }
  if (current !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
function snapshot(shadow) {
  ensureShadow(shadow);
  syncExcludes(shadow);
  const shared = join(shadow.gitDir, "index");
  const own = `${shared}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    const first = !existsSync(shared);
    copyIndex(shared, own);
    if (first) seedTracked(shadow, own);
    git(shadow, ["add", "-A", "--ignore-errors", "--", "."], { index: own });
    const trailer = indexTrailer(own);
    const known = knownTree(shadow, trailer);
    const tree = known ?? git(shadow, ["write-tree"], { index: own }).stdout.toString("utf8").trim();
    if (!TREE_ID.test(tree)) throw new SnapshotError(`git write-tree printed ${JSON.stringify(tree)}`);
    renameSync(own, shared);
    if (known === void 0 && trailer !== void 0) rememberTree(shadow, trailer, tree);
    return tree;
  } finally {
    rmSync(own, { force: true });
  }
}
function seedTracked(shadow, index) {
  const listed = spawnSync("git", ["-C", shadow.projectRoot, "ls-files", "-z", "--cached"], {
    env: { ...gitEnv(), GIT_OPTIONAL_LOCKS: "0" },
    maxBuffer: 256 * 1024 * 1024
  });
  if (listed.error !== void 0 || listed.status !== 0 || listed.stdout.length === 0) return;
  const paths = listed.stdout.toString("utf8").split("\0").filter((p) => p !== "" && p !== VERDICT_FILE && existsSync(join(shadow.projectRoot, p)));
  if (paths.length === 0) return;
  git(shadow, ["add", "-f", "--ignore-errors", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    index,
    input: paths.join("\0")
  });
}
function copyIndex(shared, own) {
  let stat;
  try {
    stat = statSync(shared);
  } catch {
    return;
  }
  copyFileSync(shared, own);
  utimesSync(own, stat.atime, stat.mtime);
}
function indexTrailer(index) {
  try {
    const bytes = readFileSync(index);
    return bytes.length < 32 ? void 0 : bytes.subarray(bytes.length - 20).toString("hex");
  } catch {
    return void 0;
  }
}
function knownTree(shadow, trailer) {
  if (trailer === void 0) return void 0;
  try {
    const [hash, tree] = readFileSync(join(shadow.gitDir, "index-tree"), "utf8").trim().split(" ");
    return hash === trailer && tree !== void 0 && TREE_ID.test(tree) ? tree : void 0;
  } catch {
    return void 0;
  }
}
function rememberTree(shadow, trailer, tree) {
  const path = join(shadow.gitDir, "index-tree");
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, `${trailer} ${tree}
`);
  renameSync(temp, path);
}
function snapshotOrNull(shadow) {
  if (shadow === void 0) return null;
  try {
    return snapshot(shadow);
  } catch (error) {
    log("warn", "no snapshot of the working tree could be taken", {
      project: shadow.projectRoot,
      error: error instanceof Error ? error.message : String(error)
    });
    return null;
  }
}
var STATUS = { A: "added", M: "modified", D: "deleted", T: "modified" };
var ZERO = /^0+$/;
function diffTrees(shadow, from, to) {
  if (from === to) return [];
  ensureShadow(shadow);
  const out = git(shadow, ["diff-tree", "-r", "-z", "--no-renames", "--no-ext-diff", from, to]).stdout.toString("utf8");
  const parts = out.split("\0");
  const changes = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i] ?? "";
    const path = parts[i + 1] ?? "";
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])/.exec(meta);
    if (match === null) continue;
    const [, modeA = "", modeB = "", blobA = "", blobB = "", letter = "M"] = match;
    changes.push({
      path,
      status: STATUS[letter] ?? "modified",
      before: ZERO.test(blobA) ? void 0 : { blob: blobA, mode: modeA },
      after: ZERO.test(blobB) ? void 0 : { blob: blobB, mode: modeB }
    });
  }
  return changes;
}
function ignoredPaths(shadow, paths, options = {}) {
  if (paths.length === 0) return /* @__PURE__ */ new Set();
  ensureShadow(shadow);
  syncExcludes(shadow);
  const result = spawnSync(
    "git",
    [
      "--git-dir",
      shadow.gitDir,
      "--work-tree",
      shadow.projectRoot,
      "check-ignore",
      ...options.untrackedOnly === true ? [] : ["--no-index"],
      "-z",
      "--stdin"
    ],
    { cwd: shadow.projectRoot, env: gitEnv(), input: paths.join("\0") + "\0", maxBuffer: 64 * 1024 * 1024 }
  );
  if (result.error !== void 0 || result.status !== 0 && result.status !== 1) {
    throw new SnapshotError(`git check-ignore failed: ${result.error?.message ?? result.stderr.toString("utf8")}`);
  }
  return new Set(
    result.stdout.toString("utf8").split("\0").filter((p) => p !== "")
  );
}
function ignoredEntries(shadow, max) {
  ensureShadow(shadow);
  syncExcludes(shadow);
  const result = git(shadow, ["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"]);
  return result.stdout.toString("utf8").split("\0").filter((p) => p !== "").map((p) => p.replace(/\/$/, "")).slice(0, max);
}
function pathIn(shadow, from, to, path) {
  if (from === to) return path;
  ensureShadow(shadow);
  const out = git(shadow, ["diff-tree", "-r", "-z", "-M", "--no-ext-diff", from, to]).stdout.toString("utf8");
  const parts = out.split("\0");
  let deleted = false;
  for (let i = 0; i < parts.length; ) {
    const meta = parts[i] ?? "";
    const letter = /^:\d{6} \d{6} [0-9a-f]{40} [0-9a-f]{40} ([A-Z])/.exec(meta)?.[1];
    if (letter === void 0) {
      i += 1;
      continue;
    }
    if (letter === "R" || letter === "C") {
      if (letter === "R" && parts[i + 1] === path) return parts[i + 2];
      i += 3;
      continue;
    }
    if (letter === "D" && parts[i + 1] === path) deleted = true;
    i += 2;
  }
  return deleted ? void 0 : path;
}
function readBlob(shadow, blob) {
  return git(shadow, ["cat-file", "blob", blob]).stdout;
}
function blobAt(shadow, tree, path) {
  const out = git(shadow, ["ls-tree", "-z", tree, "--", path]).stdout.toString("utf8");
  const match = /^(\d{6}) blob ([0-9a-f]{40})\t/.exec(out);
  return match === null ? void 0 : { mode: match[1] ?? "100644", blob: match[2] ?? "" };
}
function listTree(shadow, tree) {
  const out = git(shadow, ["ls-tree", "-r", "-z", tree]).stdout.toString("utf8");
  const entries = [];
  for (const line of out.split("\0")) {
    const match = /^(\d{6}) blob ([0-9a-f]{40})\t(.*)$/s.exec(line);
    if (match !== null) entries.push({ mode: match[1] ?? "", blob: match[2] ?? "", path: match[3] ?? "" });
  }
  return entries;
}
function checkoutMixed(shadow, base, replace, dir) {
  ensureShadow(shadow);
  const index = join(tmpdir(), `evident-index-${process.pid}-${Math.random().toString(36).slice(2)}`);
  try {
    git(shadow, ["read-tree", base], { index });
    const info = replace.map(
      (r) => r.entry === void 0 ? `0 ${"0".repeat(40)}	${r.path}` : `${r.entry.mode} ${r.entry.blob}	${r.path}`
    ).join("\n");
    if (info !== "") git(shadow, ["update-index", "--index-info"], { index, input: `${info}
` });
    const tree = git(shadow, ["write-tree"], { index }).stdout.toString("utf8").trim();
    mkdirSync(dir, { recursive: true });
    const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
    git(shadow, ["checkout-index", "-a", "-f", `--prefix=${prefix}`], { index });
    return tree;
  } finally {
    rmSync(index, { force: true });
  }
}

// mcp-server/src/clients/coordinator/breach-judge.ts
var WORKERS = Object.values(WORKER_AGENT_TYPES);
var PROTOCOL_RULES = /* @__PURE__ */ new Set([
  "task_not_started",
  "production_edit_before_red",
  "uncited_production_edit",
  "red_test_edit_in_green",
  "test_edit_in_green"
]);
function judgeStanding(rows, dbPath, projectRoot) {
  const first = /* @__PURE__ */ new Map();
  for (const row of rows) {
    for (const change of parseChanges(row.changes)) {
      if (change.violation === null || PROTOCOL_RULES.has(change.violation)) continue;
      if (change.recorded === "edit" || first.has(change.path)) continue;
      first.set(change.path, { change, agentType: row.agentType, agentId: row.agentId, command: row.command });
    }
  }
  const standing = [];
  for (const [path, b] of first) {
    if (restored(dbPath, projectRoot, path, b.change.before)) continue;
    standing.push({
      path,
      rule: b.change.violation ?? "",
      agentType: b.agentType,
      agentId: b.agentId,
      command: b.command,
      restoreTo: b.change.before === null ? "absent" : "content"
    });
  }
  return standing;
}
function standingBreachLines(sqlite, dbPath, projectRoot) {
  const plan = currentPlanFacts(sqlite, projectRoot);
  if (plan === void 0) return [];
  return judgeStanding(workerShellRows(sqlite, projectRoot, WORKERS, plan.seq), dbPath, projectRoot).map(breachLine);
}
function parseChanges(json) {
  try {
    const parsed = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c) => typeof c === "object" && c !== null && typeof c.path === "string"
    );
  } catch {
    return [];
  }
}
function restored(dbPath, projectRoot, path, before) {
  const file = join2(projectRoot, path);
  let stat;
  try {
    stat = lstatSync(file);
  } catch (error) {
    const code = error.code;
    return before === null && (code === "ENOENT" || code === "ENOTDIR");
  }
  if (before === null) return false;
  const link = stat.isSymbolicLink();
  let now;
  try {
    if (link) now = Buffer.from(readlinkSync(file), "utf8");
    else if (stat.isFile()) now = readRegularFile(file);
    else return false;
  } catch {
    return false;
  }
  if (link !== (before.mode === "120000")) return false;
  if (blobId(now) === before.blob) return true;
  try {
    return readBlob(shadowFor(dbPath, projectRoot), before.blob).equals(now);
  } catch {
    return false;
  }
}
var blobId = (bytes) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
var breachLine = (b) => `${b.path} (${b.rule} by ${b.agentType} agent ${b.agentId}: \`${b.command}\`; ${b.restoreTo === "absent" ? "it did not exist before" : "changed"})`;

// mcp-server/src/project/compiled-globs.ts
var COMPILED_GLOBS = {
  "**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.(test|spec)\\.(ts|tsx|mts|cts|js|jsx|mjs|cjs))$",
  "**/__tests__/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)__tests__(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
  "**/{test,tests}/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(test|tests)(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
  "**/test_*.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)test_[^/]*?\\.py)$",
  "**/*_test.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?_test\\.py)$",
  "**/conftest.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)conftest\\.py)$",
  "**/*_test.go": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?_test\\.go)$",
  "**/testdata/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)testdata(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
  "**/*.snap": "^(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)?(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.snap\\/?)$",
  "**/__snapshots__/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)__snapshots__(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
  "**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(vitest|vite|jest)\\.config\\.(ts|mts|cts|js|mjs|cjs|json))$",
  "**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)vitest\\.(workspace|projects)\\.(ts|mts|js|mjs|json))$",
  "**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(pytest\\.ini|tox\\.ini|setup\\.cfg|\\.coveragerc|pyproject\\.toml))$",
  "**/package.json": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)package\\.json)$"
};

// mcp-server/src/project/test-files.ts
var DEFAULT_TEST_FILES = [
  // TypeScript / JavaScript (vitest, jest, mocha, node:test)
  "**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}",
  "**/__tests__/**",
  "**/{test,tests}/**",
  // Python (pytest, unittest)
  "**/test_*.py",
  "**/*_test.py",
  "**/conftest.py",
  // Go
  "**/*_test.go",
  "**/testdata/**"
];
var SNAPSHOT_FILES = ["**/*.snap", "**/__snapshots__/**"];
var TEST_CONFIG_FILES = [
  "**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}",
  "**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}",
  "**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}",
  "**/package.json"
];
var SOURCE_EXTENSIONS = {
  typescript: ["ts", "tsx", "mts", "cts"],
  javascript: ["js", "jsx", "mjs", "cjs"],
  web: ["vue", "svelte", "astro", "html", "htm", "css", "scss", "sass", "less"],
  templates: ["ejs", "hbs", "handlebars", "mustache", "njk", "pug", "jinja", "jinja2", "j2", "liquid", "twig", "erb"],
  python: ["py", "pyi", "pyx", "pxd"],
  go: ["go"],
  rust: ["rs"],
  java: ["java"],
  kotlin: ["kt", "kts"],
  scala: ["scala", "sc"],
  groovy: ["groovy", "gradle"],
  c: ["c", "h"],
  cpp: ["cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "ipp", "tpp", "inl"],
  csharp: ["cs", "csx"],
  fsharp: ["fs", "fsi", "fsx"],
  visualbasic: ["vb"],
  swift: ["swift"],
  objc: ["m", "mm"],
  ruby: ["rb", "rake"],
  php: ["php"],
  perl: ["pl", "pm"],
  lua: ["lua"],
  r: ["r"],
  dart: ["dart"],
  elixir: ["ex", "exs", "heex"],
  erlang: ["erl", "hrl"],
  haskell: ["hs", "lhs"],
  clojure: ["clj", "cljs", "cljc"],
  ocaml: ["ml", "mli"],
  elm: ["elm"],
  zig: ["zig"],
  nim: ["nim"],
  julia: ["jl"],
  crystal: ["cr"],
  solidity: ["sol"],
  shell: ["sh", "bash", "zsh", "fish", "ps1", "psm1", "bat", "cmd"],
  sql: ["sql"],
  graphql: ["graphql", "gql"],
  protobuf: ["proto"],
  // Jupyter notebooks hold code cells: what a NotebookEdit changes is code, gated like any production edit.
  notebooks: ["ipynb"]
};
var BUILD_OUTPUT_DIRS = [
  "dist",
  "build",
  "out",
  "coverage",
  "htmlcov",
  ".nyc_output",
  "target",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".output",
  ".turbo",
  ".cache",
  ".parcel-cache",
  ".vite",
  ".vercel",
  ".docusaurus",
  "storybook-static",
  "node_modules",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".tox",
  ".nox",
  ".venv",
  "venv",
  ".gradle",
  ".git"
];
var DOC_NAME = /^(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CHANGELOG|CHANGES|CONTRIBUTING|CONTRIBUTORS|HISTORY|README)$/;
var DOC_EXTENSIONS = /* @__PURE__ */ new Set([
  "md",
  "markdown",
  "rst",
  "adoc",
  "asciidoc",
  "org",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "ico"
]);
var DOC_DIRS = /* @__PURE__ */ new Set(["docs", "doc"]);
var IGNORE_FILE = /^\.[a-z]*ignore$/;
function isDocumentation(path) {
  const segments = path.split("/");
  if (segments.slice(0, -1).some((segment) => DOC_DIRS.has(segment))) return true;
  const name = segments[segments.length - 1] ?? "";
  if (IGNORE_FILE.test(name)) return true;
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  if (DOC_NAME.test(base.toUpperCase()) && (dot <= 0 || name.slice(dot + 1).toLowerCase() === "txt")) return true;
  return dot > 0 && DOC_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
function sourceExtensionSet(byLanguage = SOURCE_EXTENSIONS) {
  return new Set(
    Object.values(byLanguage).flat().map((e) => e.replace(/^\./, "").toLowerCase())
  );
}
function sourceLanguages(configured) {
  return configured === void 0 ? SOURCE_EXTENSIONS : { ...SOURCE_EXTENSIONS, ...configured };
}
var DEFAULT_SOURCE = sourceExtensionSet();
function isProduction(path, source = DEFAULT_SOURCE) {
  if (isBuildOutput(path) || isWorkflowState(path)) return false;
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot > 0) return source.has(name.slice(dot + 1).toLowerCase());
  return dot === -1 && !DOC_NAME.test(name);
}
var BUILD_DIRS = new Set(BUILD_OUTPUT_DIRS);
function isBuildOutput(path) {
  return path.split("/").some((segment) => BUILD_DIRS.has(segment));
}
var isWorkflowState = (path) => path.startsWith(`${STATE_DIR}/`);
var GROUP_WORDS = {
  test: ["test", "spec"],
  snapshot: ["snap"],
  config: [".config.", "vitest.", ".ini", "setup.cfg", ".coveragerc", "pyproject.toml", "package.json"]
};
function builtinMatcher(globs, words) {
  const patterns = [];
  const pattern = (index) => {
    const glob = globs[index] ?? "";
    const source = COMPILED_GLOBS[glob];
    if (source === void 0) throw new Error(`no precompiled pattern for glob ${glob}`);
    return patterns[index] ??= new RegExp(source);
  };
  return (path) => words.some((word) => path.includes(word)) && globs.some((_, index) => pattern(index).test(path));
}
function fileClassifier(isTest = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test), source = DEFAULT_SOURCE) {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES, GROUP_WORDS.snapshot);
  const isConfig = builtinMatcher(TEST_CONFIG_FILES, GROUP_WORDS.config);
  return (path) => {
    if (isBuildOutput(path) || isWorkflowState(path)) return "neutral";
    if (isSnapshot(path)) return "snapshot";
    if (isConfig(path)) return "test-config";
    if (isTest(path)) return "test";
    if (isProduction(path, source)) return "production";
    return isDocumentation(path) ? "neutral" : "data";
  };
}
var holdsCode = (kind) => kind !== "test" && kind !== "snapshot" && kind !== "test-config" && kind !== "neutral";
var isCodeUnderTest = (kind) => kind === "production" || kind === "data" || kind === "neutral";
var countsAsCode = (kind) => kind === "production" || kind === "data";
var TEST_NAME = /(?:^|\/)(?:[^/]*[._-](?:test|spec)s?\.[^/]+|(?:test|spec)s?[._-][^/]*)$/i;

// mcp-server/src/engine/gates/edit-denials.ts
var VIOLATION_OF = {
  task_not_started: "UNREGISTERED_SESSION",
  production_edit_before_red: "UNCITED_FIX",
  uncited_production_edit: "UNCITED_FIX",
  red_test_edit_in_green: "TEST_WEAKENED",
  test_edit_in_green: "TEST_WEAKENED",
  snapshot_edit: "TEST_WEAKENED",
  test_config_weakened: "TEST_WEAKENED",
  test_file_deleted: "TEST_WEAKENED",
  protected_config_edit: "TEST_WEAKENED",
  symlink_outside_project: "UNCITED_FIX",
  worker_without_plan: "CONTRACT_BREACH",
  verify_worker_edit: "CONTRACT_BREACH",
  scenario_outside_recipe: "CONTRACT_BREACH",
  unnamed_scenario_test: "CONTRACT_BREACH",
  implement_test_edit: "TEST_WEAKENED",
  outside_write_set: "CONTRACT_BREACH",
  test_first: "UNCITED_FIX",
  stub_marker: "CONTRACT_BREACH",
  fix_limit_reached: "CONTRACT_BREACH"
};
var MANIFESTS = /* @__PURE__ */ new Set(["package.json", "pyproject.toml"]);
function isProtectedConfig(file, kind) {
  if (file === "evident.config.json" || file === ".mcp.json") return true;
  if (/^\.claude\/settings[^/]*\.json$/.test(file)) return true;
  return kind === "test-config" && !MANIFESTS.has(file.slice(file.lastIndexOf("/") + 1));
}

export {
  log,
  STATE_DIR,
  VERDICT_FILE,
  verdictText,
  DEFAULT_TEST_FILES,
  sourceExtensionSet,
  sourceLanguages,
  isBuildOutput,
  GROUP_WORDS,
  builtinMatcher,
  fileClassifier,
  holdsCode,
  isCodeUnderTest,
  countsAsCode,
  TEST_NAME,
  shadowFor,
  gitEnv,
  snapshotOrNull,
  diffTrees,
  ignoredPaths,
  ignoredEntries,
  pathIn,
  readBlob,
  blobAt,
  listTree,
  checkoutMixed,
  WORKER_AGENT_TYPES,
  workerRoleOf,
  currentPlanFacts,
  WORKERS,
  judgeStanding,
  standingBreachLines,
  breachLine,
  VIOLATION_OF,
  isProtectedConfig
};
