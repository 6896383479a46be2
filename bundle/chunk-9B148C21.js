import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  log
} from "./chunk-E802281E.js";
import {
  readRegularFile,
  readRegularText
} from "./chunk-2F233FA6.js";

// mcp-server/src/clients/coordinator/breach-judge.ts
import { createHash } from "node:crypto";
import { lstatSync as lstatSync3, readlinkSync } from "node:fs";

// mcp-server/src/kernel/path-bytes.ts
import { join } from "node:path";
function pathText(bytes) {
  const text = utf8(bytes);
  if (text !== void 0 && !text.startsWith('"')) return text;
  return quote(bytes);
}
function pathBytes(text) {
  if (!isQuoted(text)) return Buffer.from(text, "utf8");
  return unquote(text.slice(1, -1));
}
var isQuoted = (text) => text.length >= 2 && text.startsWith('"') && text.endsWith('"');
function filePath(projectRoot, stored) {
  if (!isQuoted(stored)) return join(projectRoot, stored);
  return Buffer.concat([
    Buffer.from(projectRoot.endsWith("/") ? projectRoot : `${projectRoot}/`, "utf8"),
    pathBytes(stored)
  ]);
}
var decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function utf8(bytes) {
  try {
    return decoder.decode(bytes);
  } catch {
    return void 0;
  }
}
var octal = (byte) => `\\${byte.toString(8).padStart(3, "0")}`;
function quote(bytes) {
  let out = '"';
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i] ?? 0;
    if (byte === 92 || byte === 34) {
      out += `\\${String.fromCharCode(byte)}`;
      i += 1;
    } else if (byte < 32 || byte === 127) {
      out += octal(byte);
      i += 1;
    } else if (byte < 128) {
      out += String.fromCharCode(byte);
      i += 1;
    } else {
      const length = byte >= 240 ? 4 : byte >= 224 ? 3 : byte >= 192 ? 2 : 1;
      const char = length === 1 ? void 0 : utf8(bytes.subarray(i, i + length));
      if (char !== void 0 && char.length > 0 && [...char].length === 1) {
        out += char;
        i += length;
      } else {
        out += octal(byte);
        i += 1;
      }
    }
  }
  return `${out}"`;
}
function unquote(body) {
  const out = [];
  const raw = Buffer.from(body, "utf8");
  for (let i = 0; i < raw.length; ) {
    const byte = raw[i] ?? 0;
    if (byte !== 92) {
      out.push(byte);
      i += 1;
      continue;
    }
    const next = raw[i + 1];
    const digits = raw.subarray(i + 1, i + 4).toString("latin1");
    if (/^[0-3][0-7]{2}$/.test(digits)) {
      out.push(parseInt(digits, 8));
      i += 4;
    } else if (next !== void 0 && next in C_ESCAPES) {
      out.push(C_ESCAPES[next] ?? next);
      i += 2;
    } else {
      out.push(byte);
      i += 1;
    }
  }
  return Buffer.from(out);
}
var C_ESCAPES = {
  92: 92,
  34: 34,
  97: 7,
  98: 8,
  116: 9,
  110: 10,
  118: 11,
  102: 12,
  114: 13
};

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
import { copyFileSync, existsSync as existsSync2, lstatSync as lstatSync2, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join as join3, relative, sep } from "node:path";

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

// mcp-server/src/worktree/bounded-git.ts
import { spawnSync } from "node:child_process";
var DEFAULT_LIMIT_MS = 2e4;
function snapshotGitLimitMs(env = process.env) {
  const raw = env["EVIDENT_SNAPSHOT_TIMEOUT_MS"];
  const value = raw === void 0 || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_LIMIT_MS;
}
function boundedGit(args, options) {
  const limit = snapshotGitLimitMs();
  const spawnOptions = {
    ...options.cwd === void 0 ? {} : { cwd: options.cwd },
    env: options.env,
    input: options.input,
    maxBuffer: options.maxBuffer ?? 64 * 1024 * 1024,
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
    timeout: limit,
    killSignal: "SIGKILL",
    shell: false
  };
  const run = spawnSync("git", args, spawnOptions);
  if (run.pid !== void 0 && run.pid > 0) killGroup(run.pid);
  const code = run.error?.code;
  const timedOut = code === "ETIMEDOUT";
  return {
    status: run.error === void 0 ? run.status : null,
    stdout: run.stdout ?? Buffer.alloc(0),
    stderr: run.stderr?.toString("utf8") ?? "",
    ...run.error === void 0 ? {} : { error: timedOut ? `it did not finish within ${limit} ms and was killed` : run.error.message },
    timedOut
  };
}
function killGroup(pid) {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}

// mcp-server/src/worktree/special-files.ts
import { existsSync, lstatSync, readdirSync, statSync } from "node:fs";
import { join as join2 } from "node:path";
var READ_BY_GIT = /* @__PURE__ */ new Set([".gitignore", ".gitattributes", ".gitmodules"]);
function plainNames(text) {
  const anywhere = /* @__PURE__ */ new Set();
  const here = /* @__PURE__ */ new Set();
  const negated = /* @__PURE__ */ new Set();
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\r$/, "").trimEnd();
    if (line === "" || line.startsWith("#")) continue;
    const negative = line.startsWith("!");
    let body = negative ? line.slice(1) : line;
    if (/[*?[\\]/.test(body)) continue;
    body = body.replace(/\/$/, "");
    const anchored = body.startsWith("/");
    body = body.replace(/^\//, "");
    if (body === "" || body.includes("/")) continue;
    if (negative) negated.add(body);
    else if (anchored) here.add(body);
    else anywhere.add(body);
  }
  return { anywhere, here, negated };
}
function kindOf(stat) {
  if (stat.isFile() || stat.isDirectory()) return void 0;
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  return "not a regular file";
}
function direntKind(entry, path) {
  return entry.isFile() || entry.isDirectory() ? void 0 : kindAt(path);
}
function isNestedRepository(dir, entries) {
  const dotGit = entries.find((e) => e.name === ".git");
  if (dotGit === void 0) return false;
  return dotGit.isFile() || existsSync(join2(dir, ".git", "HEAD"));
}
function specialFileGitReads(projectRoot, excludes, skip = []) {
  const skipped = new Set(skip);
  const root = plainNames(excludes);
  const negated = new Set(root.negated);
  const stack = [
    { dir: projectRoot, rel: "", anywhere: root.anywhere, here: root.here }
  ];
  for (let next = stack.pop(); next !== void 0; next = stack.pop()) {
    let entries;
    try {
      entries = readdirSync(next.dir, { withFileTypes: true });
    } catch {
      continue;
    }
    if (next.rel !== "" && isNestedRepository(next.dir, entries)) continue;
    let anywhere = next.anywhere;
    let here = next.here;
    for (const entry of entries) {
      if (!READ_BY_GIT.has(entry.name)) continue;
      const path = join2(next.dir, entry.name);
      const rel = next.rel === "" ? entry.name : `${next.rel}/${entry.name}`;
      const what = direntKind(entry, path);
      if (what !== void 0) return { path: rel, what };
      if (entry.name !== ".gitignore" || !entry.isFile()) continue;
      let own;
      try {
        own = plainNames(readRegularText(path, 1024 * 1024));
      } catch {
        continue;
      }
      for (const n of own.negated) negated.add(n);
      anywhere = /* @__PURE__ */ new Set([...anywhere, ...own.anywhere]);
      here = /* @__PURE__ */ new Set([...here, ...own.here]);
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === ".git") continue;
      if ((anywhere.has(entry.name) || here.has(entry.name)) && !negated.has(entry.name)) continue;
      const dir = join2(next.dir, entry.name);
      if (skipped.has(dir)) continue;
      stack.push({
        dir,
        rel: next.rel === "" ? entry.name : `${next.rel}/${entry.name}`,
        anywhere,
        here: /* @__PURE__ */ new Set()
      });
    }
  }
  return void 0;
}
function specialIgnoreFileOn(projectRoot, paths) {
  const seen = /* @__PURE__ */ new Set();
  for (const path of paths) {
    const parts = path.split("/").slice(0, -1);
    for (let depth = 0; depth <= parts.length; depth++) {
      const dir = parts.slice(0, depth).join("/");
      if (seen.has(dir)) continue;
      seen.add(dir);
      const rel = dir === "" ? ".gitignore" : `${dir}/.gitignore`;
      const what = kindAt(join2(projectRoot, rel));
      if (what !== void 0) return { path: rel, what };
    }
  }
  return void 0;
}
function kindAt(path) {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    return void 0;
  }
  if (!stat.isSymbolicLink()) return kindOf(stat);
  try {
    const target = kindOf(statSync(path));
    return target === void 0 ? void 0 : `a symbolic link to ${target}`;
  } catch {
    return void 0;
  }
}

// mcp-server/src/worktree/snapshot.ts
var TREE_ID = /^[0-9a-f]{40}$/;
function shadowFor(dbPath, projectRoot) {
  const base = dbPath === ":memory:" ? join3(tmpdir(), "evident-memory-shadow") : dirname(dbPath);
  return { gitDir: join3(base, "shadow.git"), projectRoot };
}
var SnapshotError = class extends Error {
};
var SpecialFileError = class extends SnapshotError {
  constructor(path, what) {
    super(
      `no snapshot of the working tree: ${path} is ${what}, not a regular file, and git reads every ${path.split("/").pop() ?? ""} it walks past (it would block on it); remove it or make it a regular file`
    );
    this.path = path;
  }
  path;
};
function gitEnv(indexFile) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("GIT_")) env[key] = value;
  env["GIT_CONFIG_NOSYSTEM"] = "1";
  env["GIT_CONFIG_GLOBAL"] = "/dev/null";
  env["GIT_TERMINAL_PROMPT"] = "0";
  env["GIT_OPTIONAL_LOCKS"] = "0";
  env["LC_ALL"] = "C";
  if (indexFile !== void 0) env["GIT_INDEX_FILE"] = indexFile;
  return env;
}
function git(shadow, args, options = {}) {
  const result = boundedGit(
    ["--git-dir", shadow.gitDir, "--work-tree", shadow.projectRoot, "-c", "core.quotePath=false", ...args],
    {
      cwd: shadow.projectRoot,
      env: gitEnv(options.index),
      ...options.input === void 0 ? {} : { input: options.input },
      maxBuffer: 512 * 1024 * 1024
    }
  );
  if (result.error !== void 0) throw new SnapshotError(`git ${args[0] ?? ""} could not run: ${result.error}`);
  if (result.status !== 0) throw new SnapshotError(`git ${args[0] ?? ""} failed: ${result.stderr.trim()}`);
  return { stdout: result.stdout, stderr: result.stderr };
}
function ensureShadow(shadow) {
  if (existsSync2(join3(shadow.gitDir, "HEAD"))) return;
  mkdirSync(dirname(shadow.gitDir), { recursive: true });
  const result = boundedGit(["init", "-q", "--bare", shadow.gitDir], { env: gitEnv() });
  if (result.error !== void 0 || result.status !== 0) {
    throw new SnapshotError(`git init of ${shadow.gitDir} failed: ${result.error ?? result.stderr}`);
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
    boundedGit(["--git-dir", shadow.gitDir, "config", key, value], { env: gitEnv() });
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
    const config = JSON.parse(readRegularText(join3(projectRoot, "evident.config.json")));
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
  const projectExclude = join3(shadow.projectRoot, ".git", "info", "exclude");
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
  const path = join3(shadow.gitDir, "info", "exclude");
  let current;
  try {
    current = readRegularText(path);
  } catch {
    current = void 0;
  }
  if (current !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return text;
}
function refuseSpecialFiles(shadow, excludes) {
  const data = dirname(shadow.gitDir);
  const special = specialFileGitReads(shadow.projectRoot, excludes, [data, shadow.gitDir]);
  if (special !== void 0) throw new SpecialFileError(special.path, special.what);
}
function snapshot(shadow) {
  ensureShadow(shadow);
  refuseSpecialFiles(shadow, syncExcludes(shadow));
  const shared = join3(shadow.gitDir, "index");
  const own = `${shared}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    const first = !existsSync2(shared);
    copyIndex(shared, own);
    if (first) seedTracked(shadow, own);
    addAll(shadow, own);
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
function addAll(shadow, index) {
  try {
    git(shadow, ["add", "-A", "--ignore-errors", "--", "."], { index });
  } catch (error) {
    const lines = (error instanceof Error ? error.message : "").replace(/^git add failed: /, "").split("\n");
    const onlyUncommitted = lines.every(
      (l) => /^error: '.*' does not have a commit checked out$/s.test(l) || l === "fatal: adding files failed"
    );
    if (!onlyUncommitted || !lines.some((l) => l.startsWith("error: "))) throw error;
  }
}
function seedTracked(shadow, index) {
  const listed = boundedGit(["-C", shadow.projectRoot, "ls-files", "-z", "--cached"], {
    env: { ...gitEnv(), GIT_OPTIONAL_LOCKS: "0" },
    maxBuffer: 256 * 1024 * 1024
  });
  if (listed.error !== void 0 || listed.status !== 0 || listed.stdout.length === 0) return;
  const paths = splitNul(listed.stdout).filter((p) => !p.equals(VERDICT_BYTES) && existsSync2(filePath(shadow.projectRoot, pathText(p))));
  if (paths.length === 0) return;
  git(shadow, ["add", "-f", "--ignore-errors", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    index,
    input: joinNul(paths)
  });
}
var VERDICT_BYTES = Buffer.from(VERDICT_FILE, "utf8");
function splitNul(out) {
  const fields = [];
  for (let start = 0; start < out.length; ) {
    let end = out.indexOf(0, start);
    if (end === -1) end = out.length;
    if (end > start) fields.push(out.subarray(start, end));
    start = end + 1;
  }
  return fields;
}
var joinNul = (fields) => Buffer.concat(fields.flatMap((f) => [f, Buffer.from([0])]));
function copyIndex(shared, own) {
  let stat;
  try {
    stat = lstatSync2(shared);
  } catch {
    return;
  }
  if (!stat.isFile())
    throw new SnapshotError(`${shared} is not a regular file: remove it (the next snapshot rebuilds it)`);
  copyFileSync(shared, own);
  utimesSync(own, stat.atime, stat.mtime);
}
function indexTrailer(index) {
  try {
    const bytes = readRegularFile(index);
    return bytes.length < 32 ? void 0 : bytes.subarray(bytes.length - 20).toString("hex");
  } catch {
    return void 0;
  }
}
function knownTree(shadow, trailer) {
  if (trailer === void 0) return void 0;
  try {
    const [hash, tree] = readRegularText(join3(shadow.gitDir, "index-tree")).trim().split(" ");
    return hash === trailer && tree !== void 0 && TREE_ID.test(tree) ? tree : void 0;
  } catch {
    return void 0;
  }
}
function rememberTree(shadow, trailer, tree) {
  const path = join3(shadow.gitDir, "index-tree");
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, `${trailer} ${tree}
`);
  renameSync(temp, path);
}
function snapshotOrNull(shadow, options = {}) {
  if (shadow === void 0) return null;
  try {
    return snapshot(shadow);
  } catch (error) {
    if (options.rethrow?.(error) === true) throw error;
    log("warn", "no snapshot of the working tree could be taken", {
      project: shadow.projectRoot,
      error: error instanceof Error ? error.message : String(error)
    });
    return null;
  }
}
var STATUS = { A: "added", M: "modified", D: "deleted", T: "modified" };
var ZERO = /^0+$/;
var GITLINK = "160000";
function diffTrees(shadow, from, to) {
  if (from === to) return [];
  ensureShadow(shadow);
  const parts = splitNul(git(shadow, ["diff-tree", "-r", "-z", "--no-renames", "--no-ext-diff", from, to]).stdout);
  const changes = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i]?.toString("latin1") ?? "";
    const path = pathText(parts[i + 1] ?? Buffer.alloc(0));
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])/.exec(meta);
    if (match === null) continue;
    const [, modeA = "", modeB = "", blobA = "", blobB = "", letter = "M"] = match;
    const before = ZERO.test(blobA) || modeA === GITLINK ? void 0 : { blob: blobA, mode: modeA };
    const after = ZERO.test(blobB) || modeB === GITLINK ? void 0 : { blob: blobB, mode: modeB };
    if (before === void 0 && after === void 0) continue;
    const status = before === void 0 ? "added" : after === void 0 ? "deleted" : STATUS[letter] ?? "modified";
    changes.push({ path, status, before, after });
  }
  return changes;
}
function ignoredPaths(shadow, paths, options = {}) {
  if (paths.length === 0) return /* @__PURE__ */ new Set();
  ensureShadow(shadow);
  syncExcludes(shadow);
  const special = specialIgnoreFileOn(shadow.projectRoot, paths);
  if (special !== void 0) throw new SpecialFileError(special.path, special.what);
  const result = boundedGit(
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
    { cwd: shadow.projectRoot, env: gitEnv(), input: joinNul(paths.map(pathBytes)), maxBuffer: 64 * 1024 * 1024 }
  );
  if (result.error !== void 0 || result.status !== 0 && result.status !== 1) {
    throw new SnapshotError(`git check-ignore failed: ${result.error ?? result.stderr}`);
  }
  return new Set(splitNul(result.stdout).map(pathText));
}
function ignoredEntries(shadow, max) {
  ensureShadow(shadow);
  refuseSpecialFiles(shadow, syncExcludes(shadow));
  const result = git(shadow, ["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"]);
  return splitNul(result.stdout).map((p) => pathText(p[p.length - 1] === 47 ? p.subarray(0, p.length - 1) : p)).slice(0, max);
}
function pathIn(shadow, from, to, path) {
  if (from === to) return path;
  ensureShadow(shadow);
  const parts = splitNul(git(shadow, ["diff-tree", "-r", "-z", "-M", "--no-ext-diff", from, to]).stdout);
  const name = (i) => {
    const part = parts[i];
    return part === void 0 ? void 0 : pathText(part);
  };
  let deleted = false;
  for (let i = 0; i < parts.length; ) {
    const meta = parts[i]?.toString("latin1") ?? "";
    const letter = /^:\d{6} \d{6} [0-9a-f]{40} [0-9a-f]{40} ([A-Z])/.exec(meta)?.[1];
    if (letter === void 0) {
      i += 1;
      continue;
    }
    if (letter === "R" || letter === "C") {
      if (letter === "R" && name(i + 1) === path) return name(i + 2);
      i += 3;
      continue;
    }
    if (letter === "D" && name(i + 1) === path) deleted = true;
    i += 2;
  }
  return deleted ? void 0 : path;
}
function readBlob(shadow, blob) {
  return git(shadow, ["cat-file", "blob", blob]).stdout;
}
function blobAt(shadow, tree, path) {
  if (isQuoted(path)) return listTree(shadow, tree).find((e) => e.path === path);
  const out = git(shadow, ["ls-tree", "-z", tree, "--", path]).stdout.toString("latin1");
  const match = /^(\d{6}) blob ([0-9a-f]{40})\t/.exec(out);
  return match === null ? void 0 : { mode: match[1] ?? "100644", blob: match[2] ?? "" };
}
function listTree(shadow, tree) {
  const entries = [];
  for (const line of splitNul(git(shadow, ["ls-tree", "-r", "-z", tree]).stdout)) {
    const tab = line.indexOf(9);
    const match = tab === -1 ? null : /^(\d{6}) blob ([0-9a-f]{40})$/.exec(line.subarray(0, tab).toString("latin1"));
    if (match !== null)
      entries.push({ mode: match[1] ?? "", blob: match[2] ?? "", path: pathText(line.subarray(tab + 1)) });
  }
  return entries;
}
function checkoutMixed(shadow, base, replace, dir) {
  ensureShadow(shadow);
  const index = join3(tmpdir(), `evident-index-${process.pid}-${Math.random().toString(36).slice(2)}`);
  try {
    git(shadow, ["read-tree", base], { index });
    const info = replace.map(
      (r) => Buffer.concat([
        Buffer.from(r.entry === void 0 ? `0 ${"0".repeat(40)}	` : `${r.entry.mode} ${r.entry.blob}	`, "latin1"),
        pathBytes(r.path),
        Buffer.from([0])
      ])
    );
    if (info.length > 0) git(shadow, ["update-index", "-z", "--index-info"], { index, input: Buffer.concat(info) });
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
  const file = filePath(projectRoot, path);
  let stat;
  try {
    stat = lstatSync3(file);
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
  return (stored) => {
    const path = isQuoted(stored) ? pathBytes(stored).toString("utf8") : stored;
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
  pathText,
  pathBytes,
  isQuoted,
  filePath,
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
  boundedGit,
  shadowFor,
  SpecialFileError,
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
