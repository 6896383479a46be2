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
import { lstatSync as lstatSync4, readlinkSync as readlinkSync2 } from "node:fs";

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
import {
  appendFileSync,
  copyFileSync,
  readdirSync as readdirSync2,
  existsSync as existsSync2,
  lstatSync as lstatSync3,
  mkdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join as join4, relative, sep } from "node:path";

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

// mcp-server/src/kernel/sha1.ts
import { createRequire } from "node:module";
function sha1(...parts) {
  const { createHash: createHash2 } = createRequire(import.meta.filename)("node:crypto");
  const hash = createHash2("sha1");
  for (const part of parts) hash.update(part);
  return hash.digest();
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
  const limit = Math.max(1, Math.floor(options.limitMs ?? snapshotGitLimitMs()));
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

// mcp-server/src/worktree/user-index.ts
import { lstatSync as lstatSync2, realpathSync } from "node:fs";
import { isAbsolute, join as join3, resolve } from "node:path";
function userRepository(projectRoot) {
  try {
    const dotGit = join3(projectRoot, ".git");
    const stat = lstatSync2(dotGit);
    let gitDir;
    if (stat.isDirectory()) gitDir = dotGit;
    else if (stat.isFile()) {
      const line = /^gitdir: (.+)$/m.exec(readRegularText(dotGit))?.[1]?.trim();
      if (line === void 0 || line === "") return void 0;
      gitDir = isAbsolute(line) ? line : resolve(projectRoot, line);
    } else return void 0;
    let common = gitDir;
    try {
      const relative2 = readRegularText(join3(gitDir, "commondir")).trim();
      common = isAbsolute(relative2) ? relative2 : resolve(gitDir, relative2);
    } catch {
    }
    const config = readRegularText(join3(common, "config"));
    if (/^\s*objectformat\s*=\s*sha256\s*$/im.test(config)) return void 0;
    if (/^\s*(bare\s*=\s*true|worktree\s*=)/im.test(config)) return void 0;
    const objects = realpathSync(join3(common, "objects"));
    if (!lstatSync2(objects).isDirectory()) return void 0;
    return { objects, index: join3(realpathSync(gitDir), "index") };
  } catch {
    return void 0;
  }
}
function seedIndex(bytes) {
  if (bytes.length < 12 + 20 || bytes.toString("latin1", 0, 4) !== "DIRC") return void 0;
  const version = bytes.readUInt32BE(4);
  if (version < 2 || version > 4) return void 0;
  const count2 = bytes.readUInt32BE(8);
  const end = bytes.length - 20;
  let offset = 12;
  let previous = Buffer.alloc(0);
  for (let i = 0; i < count2; i++) {
    const start = offset;
    if (start + 62 > end) return void 0;
    const mode = bytes.readUInt32BE(start + 24);
    if (mode !== 33188 && mode !== 33261 && mode !== 40960) return void 0;
    const high = bytes[start + 60] ?? 0;
    const flags = high << 8 | (bytes[start + 61] ?? 0);
    bytes[start + 60] = high & 127;
    offset = start + 62;
    if ((flags & 16384) !== 0) {
      if (version < 3 || offset + 2 > end) return void 0;
      bytes[offset] = (bytes[offset] ?? 0) & ~64;
      offset += 2;
    }
    let name;
    if (version === 4) {
      let strip = 0;
      let byte;
      do {
        if (offset >= end) return void 0;
        byte = bytes[offset++] ?? 0;
        strip = strip << 7 | byte & 127;
        if ((byte & 128) !== 0) strip += 1;
      } while ((byte & 128) !== 0);
      const stop = bytes.indexOf(0, offset);
      if (stop === -1 || stop >= end || strip > previous.length) return void 0;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), bytes.subarray(offset, stop)]);
      offset = stop + 1;
    } else {
      const short = flags & 4095;
      const length = short < 4095 ? short : bytes.indexOf(0, offset) - offset;
      if (length < 0 || offset + length >= end || bytes[offset + length] !== 0) return void 0;
      name = bytes.subarray(offset, offset + length);
      offset = start + (offset - start + length + 8 & ~7);
      if (offset > end) return void 0;
    }
    if (!pathGitAccepts(name)) return void 0;
    previous = name;
  }
  for (let at = offset; at + 8 <= end; ) {
    const first = bytes[at] ?? 0;
    if (first < 65 || first > 90) return void 0;
    at += 8 + bytes.readUInt32BE(at + 4);
    if (at > end) return void 0;
  }
  const entries = bytes.subarray(0, offset);
  return Buffer.concat([entries, sha1(entries)]);
}
function pathGitAccepts(name) {
  if (name.length === 0 || name[0] === 47 || name[name.length - 1] === 47) return false;
  for (const part of name.toString("latin1").split("/")) {
    if (part === "" || part === "." || part === ".." || part.toLowerCase() === ".git") return false;
  }
  return true;
}
function readUserIndex(repository) {
  try {
    const stat = lstatSync2(repository.index, { bigint: true });
    if (!stat.isFile()) return void 0;
    return { bytes: readRegularFile(repository.index), mtimeNs: stat.mtimeNs };
  } catch {
    return void 0;
  }
}

// mcp-server/src/worktree/snapshot.ts
var TREE_ID = /^[0-9a-f]{40}$/;
function shadowFor(dbPath, projectRoot) {
  const base = dbPath === ":memory:" ? join4(tmpdir(), "evident-memory-shadow") : dirname(dbPath);
  return { gitDir: join4(base, "shadow.git"), projectRoot };
}
var SnapshotError = class extends Error {
};
var SnapshotBudgetError = class extends SnapshotError {
  constructor(budgetMs) {
    super(`the snapshot of the working tree did not finish within its budget of ${budgetMs} ms`);
    this.budgetMs = budgetMs;
  }
  budgetMs;
};
var deadline;
var halfLimit = () => (callLimit() ?? snapshotGitLimitMs()) / 2;
function callLimit() {
  if (deadline === void 0) return void 0;
  const left = deadline.at - Date.now();
  if (left <= 0) throw new SnapshotBudgetError(deadline.budgetMs);
  return left;
}
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
  const env = gitEnv(options.index);
  const borrowed = options.borrow === true ? borrowedObjects(shadow) : void 0;
  if (borrowed !== void 0) {
    if (!borrowable(borrowed)) throw new SnapshotError(`the borrowed object store ${borrowed} ${UNUSABLE}`);
    env["GIT_ALTERNATE_OBJECT_DIRECTORIES"] = borrowed;
  }
  const limitMs = callLimit();
  const result = boundedGit(
    ["--git-dir", shadow.gitDir, "--work-tree", shadow.projectRoot, "-c", "core.quotePath=false", ...args],
    {
      cwd: shadow.projectRoot,
      env,
      ...options.input === void 0 ? {} : { input: options.input },
      maxBuffer: 512 * 1024 * 1024,
      ...limitMs === void 0 ? {} : { limitMs }
    }
  );
  if (result.timedOut && deadline !== void 0) throw new SnapshotBudgetError(deadline.budgetMs);
  if (result.error !== void 0) throw new SnapshotError(`git ${args[0] ?? ""} could not run: ${result.error}`);
  if (result.status !== 0) throw new SnapshotError(`git ${args[0] ?? ""} failed: ${result.stderr.trim()}`);
  return { stdout: result.stdout, stderr: result.stderr };
}
function ensureShadow(shadow) {
  if (existsSync2(join4(shadow.gitDir, "HEAD"))) return;
  mkdirSync(dirname(shadow.gitDir), { recursive: true });
  const result = boundedGit(["init", "-q", "--bare", shadow.gitDir], { env: gitEnv() });
  if (result.error !== void 0 || result.status !== 0) {
    throw new SnapshotError(`git init of ${shadow.gitDir} failed: ${result.error ?? result.stderr}`);
  }
  const settings = [
    "[core]",
    "	autocrlf = false",
    "	safecrlf = false",
    "	untrackedCache = true",
    "[gc]",
    "	auto = 0",
    "[maintenance]",
    "	auto = false",
    "[index]",
    "	version = 4",
    "[advice]",
    "	addEmbeddedRepo = false"
  ];
  appendFileSync(join4(shadow.gitDir, "config"), `${settings.join("\n")}
`);
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
    const config = JSON.parse(readRegularText(join4(projectRoot, "evident.config.json")));
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
  const projectExclude = join4(shadow.projectRoot, ".git", "info", "exclude");
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
  const path = join4(shadow.gitDir, "info", "exclude");
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
function snapshot(shadow, options = {}) {
  const budgetMs = options.budgetMs ?? snapshotGitLimitMs();
  const outer = deadline;
  deadline = { at: Date.now() + budgetMs, budgetMs };
  const shared = join4(shadow.gitDir, "index");
  const own = `${shared}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    ensureShadow(shadow);
    refuseSpecialFiles(shadow, syncExcludes(shadow));
    return snapshotInto(shadow, shared, own);
  } finally {
    deadline = outer;
    rmSync(own, { force: true });
  }
}
function snapshotInto(shadow, shared, own) {
  let first = !existsSync2(shared);
  const borrowed = borrowedObjects(shadow);
  if (!first && borrowed !== void 0 && !borrowable(borrowed)) {
    log("warn", "the store the snapshots borrowed objects from is gone or unusable: this snapshot hashes every file", {
      project: shadow.projectRoot,
      objects: borrowed
    });
    rmSync(shared, { force: true });
    rmSync(borrowedFile(shadow), { force: true });
    first = true;
  }
  copyIndex(shared, own);
  if (first && !seedFromRepository(shadow, own)) seedTracked(shadow, own);
  addAll(shadow, own);
  const trailer = indexTrailer(own);
  const known = knownTree(shadow, trailer);
  const writeTree = borrowedObjects(shadow) === void 0 ? ["write-tree"] : ["write-tree", "--missing-ok"];
  const tree = known ?? git(shadow, writeTree, { index: own, borrow: false }).stdout.toString("utf8").trim();
  if (!TREE_ID.test(tree)) throw new SnapshotError(`git write-tree printed ${JSON.stringify(tree)}`);
  renameSync(own, shared);
  if (known === void 0 && trailer !== void 0) rememberTree(shadow, trailer, tree);
  return tree;
}
function seedFromRepository(shadow, own) {
  const repository = userRepository(shadow.projectRoot);
  if (repository === void 0 || !borrowable(repository.objects)) return false;
  const read = readUserIndex(repository);
  const seed = read === void 0 ? void 0 : seedIndex(read.bytes);
  if (seed === void 0) return false;
  writeFileSync(own, seed);
  if (seed.includes(VERDICT_BYTES)) {
    git(shadow, ["update-index", "--force-remove", "-z", "--stdin"], {
      index: own,
      input: joinNul([VERDICT_BYTES]),
      borrow: false
    });
  }
  refreshSeed(shadow, own);
  writeFileSync(borrowedFile(shadow), `${repository.objects}
`);
  return true;
}
function refreshSeed(shadow, own) {
  utimesSync(own, 1, 1);
  const limitMs = callLimit();
  const result = boundedGit(
    [
      "--git-dir",
      shadow.gitDir,
      "--work-tree",
      shadow.projectRoot,
      "update-index",
      "-q",
      "--refresh",
      "--ignore-missing",
      "--unmerged"
    ],
    { cwd: shadow.projectRoot, env: gitEnv(own), ...limitMs === void 0 ? {} : { limitMs } }
  );
  if (result.timedOut && deadline !== void 0) throw new SnapshotBudgetError(deadline.budgetMs);
}
var borrowedFile = (shadow) => join4(shadow.gitDir, "evident-borrowed-objects");
var UNUSABLE = "holds a FIFO, a link or another special file where git opens one by name, or an alternates file of its own: remove it (it is in the project's .git/objects)";
function borrowable(objects) {
  try {
    if (!lstatSync3(objects).isDirectory()) return false;
    for (const folder of ["info", "pack"]) {
      let names;
      try {
        names = readdirSync2(join4(objects, folder));
      } catch {
        continue;
      }
      if (folder === "info" && names.includes("alternates")) return false;
      for (const name of names) {
        const stat = lstatSync3(join4(objects, folder, name));
        if (!stat.isFile() && !stat.isDirectory()) return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}
function borrowedObjects(shadow) {
  try {
    const path = readRegularText(borrowedFile(shadow)).trim();
    return path === "" ? void 0 : path;
  } catch {
    return void 0;
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
    maxBuffer: 256 * 1024 * 1024,
    // Only a seed: half of what is left at most, so a listing that blocks (a FIFO in place of the user's index)
    // leaves the snapshot the time to be taken without it.
    limitMs: halfLimit()
  });
  if (listed.error !== void 0 || listed.status !== 0 || listed.stdout.length === 0) return;
  const paths = splitNul(listed.stdout).filter(
    (p) => pathGitAccepts(p) && !p.equals(VERDICT_BYTES) && existsSync2(filePath(shadow.projectRoot, pathText(p)))
  );
  if (paths.length === 0) return;
  git(shadow, ["add", "-f", "--ignore-errors", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    index,
    borrow: false,
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
    stat = lstatSync3(shared, { bigint: true });
  } catch {
    return;
  }
  if (!stat.isFile())
    throw new SnapshotError(`${shared} is not a regular file: remove it (the next snapshot rebuilds it)`);
  copyFileSync(shared, own);
  stampLike(own, stat.mtimeNs);
}
function stampLike(path, mtimeNs) {
  const seconds = Number((mtimeNs - 1000n) / 1000n) / 1e6;
  utimesSync(path, seconds, seconds);
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
    const [hash, tree] = readRegularText(join4(shadow.gitDir, "index-tree")).trim().split(" ");
    return hash === trailer && tree !== void 0 && TREE_ID.test(tree) ? tree : void 0;
  } catch {
    return void 0;
  }
}
function rememberTree(shadow, trailer, tree) {
  const path = join4(shadow.gitDir, "index-tree");
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
  const parts = splitNul(
    git(shadow, ["diff-tree", "-r", "-z", "-M", "--no-ext-diff", from, to], { borrow: true }).stdout
  );
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
  refuseSpecialObject(shadow, blob);
  return checkedBlob(blob, git(shadow, ["cat-file", "blob", blob], { borrow: true }).stdout);
}
var blobId = (bytes) => sha1(`blob ${bytes.length}\0`, bytes).toString("hex");
function checkedBlob(blob, bytes) {
  if (blobId(bytes) !== blob) throw new TamperedObjectError(blob);
  return bytes;
}
var TamperedObjectError = class extends SnapshotError {
  constructor(blob) {
    super(
      `the object store holds other content under blob ${blob} than that blob: an object of the project's .git/objects (which evident borrows from) was rewritten; run \`git fsck\` in the project, restore the object from a clone, and take the step again`
    );
    this.blob = blob;
  }
  blob;
};
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
  const index = join4(tmpdir(), `evident-index-${process.pid}-${Math.random().toString(36).slice(2)}`);
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
    const writeTree = borrowedObjects(shadow) === void 0 ? ["write-tree"] : ["write-tree", "--missing-ok"];
    const tree = git(shadow, writeTree, { index, borrow: false }).stdout.toString("utf8").trim();
    const entries = indexEntries(shadow, index);
    for (const entry of entries) if (entry.mode !== GITLINK) refuseSpecialObject(shadow, entry.blob);
    mkdirSync(dir, { recursive: true });
    const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
    git(shadow, ["checkout-index", "-a", "-f", `--prefix=${prefix}`], { index, borrow: true });
    verifyCheckout(shadow, entries, dir);
    return tree;
  } finally {
    rmSync(index, { force: true });
  }
}
function indexEntries(shadow, index) {
  const entries = [];
  for (const line of splitNul(git(shadow, ["ls-files", "-s", "-z"], { index }).stdout)) {
    const tab = line.indexOf(9);
    const match = tab === -1 ? null : /^(\d{6}) ([0-9a-f]{40}) 0$/.exec(line.subarray(0, tab).toString("latin1"));
    if (match !== null) entries.push({ mode: match[1] ?? "", blob: match[2] ?? "", path: line.subarray(tab + 1) });
  }
  return entries;
}
function refuseSpecialObject(shadow, blob) {
  const borrowed = borrowedObjects(shadow);
  if (borrowed === void 0) return;
  let stat;
  try {
    stat = lstatSync3(join4(borrowed, blob.slice(0, 2), blob.slice(2)));
  } catch {
    return;
  }
  if (!stat.isFile()) throw new SnapshotError(`the borrowed object store ${borrowed} ${UNUSABLE}`);
}
function verifyCheckout(shadow, entries, dir) {
  const files = [];
  for (const { mode, blob, path } of entries) {
    if (mode === "120000") {
      if (blobId(Buffer.from(readlinkSync(filePath(dir, pathText(path)), { encoding: "buffer" }))) !== blob)
        throw new TamperedObjectError(blob);
    } else if (mode !== GITLINK && path.includes(10)) {
      if (blobId(readRegularFile(filePath(dir, pathText(path)))) !== blob) throw new TamperedObjectError(blob);
    } else if (mode !== GITLINK) files.push({ path, blob });
  }
  if (files.length === 0) return;
  const hashed = boundedGit(["--git-dir", shadow.gitDir, "--work-tree", dir, "hash-object", "--stdin-paths"], {
    cwd: dir,
    env: gitEnv(),
    input: files.map((f) => `${pathText(f.path)}
`).join(""),
    maxBuffer: 64 * 1024 * 1024
  });
  if (hashed.error !== void 0 || hashed.status !== 0)
    throw new SnapshotError(`git hash-object of a checkout failed: ${hashed.error ?? hashed.stderr.trim()}`);
  const ids = hashed.stdout.toString("latin1").trim().split("\n");
  files.forEach((f, i) => {
    if (ids[i] !== f.blob) throw new TamperedObjectError(f.blob);
  });
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
    stat = lstatSync4(file);
  } catch (error) {
    const code = error.code;
    return before === null && (code === "ENOENT" || code === "ENOTDIR");
  }
  if (before === null) return false;
  const link = stat.isSymbolicLink();
  let now;
  try {
    if (link) now = Buffer.from(readlinkSync2(file), "utf8");
    else if (stat.isFile()) now = readRegularFile(file);
    else return false;
  } catch {
    return false;
  }
  if (link !== (before.mode === "120000")) return false;
  if (blobId2(now) === before.blob) return true;
  try {
    return readBlob(shadowFor(dbPath, projectRoot), before.blob).equals(now);
  } catch {
    return false;
  }
}
var blobId2 = (bytes) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
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

// mcp-server/src/engine/gates/test-weakening.ts
var JS = {
  comments: "c",
  tests: [/(?<![\w$.])(?:it|test)(?:\.(?:concurrent|sequential|each\s*(?:\([^)]*\)|`[^`]*`)))*\s*\(/g],
  assertions: [/(?<![\w$.])(?:expect(?:\.soft|\.poll)?|expectTypeOf|assert(?:\.\w+)?)\s*\(/g],
  skips: [
    /(?<![\w$])(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:skip|only|todo|fails|skipIf|runIf)\b/g,
    /(?<![\w$.])(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/g,
    /(?<![\w$])(?:ctx|context|t)\.skip\s*\(/g
  ]
};
var PYTHON = {
  comments: "hash",
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
  comments: "c",
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
function withoutComments(text, style) {
  let out = "";
  let quote2;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (quote2 !== void 0) {
      out += ch;
      if (ch === "\\") {
        out += text[i + 1] ?? "";
        i++;
      } else if (ch === quote2 || ch === "\n" && quote2 !== "`") {
        quote2 = void 0;
      }
      continue;
    }
    const next = text[i + 1];
    const lineComment = style === "c" ? ch === "/" && next === "/" : ch === "#";
    if (lineComment) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    if (style === "c" && ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const comment = text.slice(i, end === -1 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, " ");
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === '"' || ch === "'" || style === "c" && ch === "`") quote2 = ch;
    out += ch;
  }
  return out;
}
function testMetrics(path, text) {
  const p = patternsFor(path);
  if (p === void 0) return void 0;
  const code = withoutComments(text, p.comments);
  return { tests: count(code, p.tests), assertions: count(code, p.assertions), skips: count(text, p.skips) };
}
function weakenings(before, after) {
  const found = [];
  if (after.skips > before.skips) found.push(`skip/only/todo/fails markers ${before.skips} \u2192 ${after.skips}`);
  if (after.tests < before.tests) found.push(`test cases ${before.tests} \u2192 ${after.tests}`);
  return found;
}
function assertionNotes(before, after) {
  return after.assertions < before.assertions ? [`assertions ${before.assertions} \u2192 ${after.assertions}`] : [];
}
function holdsTests(path, text) {
  const metrics = text === void 0 ? void 0 : testMetrics(path, text);
  return metrics === void 0 ? TEST_NAME.test(path) : metrics.tests > 0;
}

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
  snapshot,
  snapshotOrNull,
  diffTrees,
  ignoredPaths,
  ignoredEntries,
  pathIn,
  readBlob,
  blobAt,
  listTree,
  checkoutMixed,
  testMetrics,
  weakenings,
  assertionNotes,
  holdsTests,
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
