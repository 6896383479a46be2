import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  userDataDir
} from "./chunk-4E9BA692.js";
import {
  EvidentError,
  errorMessage
} from "./chunk-B6204A34.js";

// mcp-server/src/store/native.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";

// mcp-server/src/store/native-version.ts
var BETTER_SQLITE3_VERSION = "12.11.1";

// mcp-server/src/store/native.ts
var BINDING_FILE = "better_sqlite3.node";
var BUILD_FAILED_FILE = "build.failed";
var NATIVE_FAILED = "the SQLite native module could not be built";
var requireHere = createRequire(import.meta.filename);
var HERE = import.meta.dirname;
function packageCandidates(env, here) {
  const inRoot = join(pluginRoot(env, here), "node_modules", "better-sqlite3");
  const repository = [join(here, ".."), join(here, "..", "..", ".."), join(here, "..", "..", "..", "..")].find(
    (root) => packageName(join(root, "package.json")) === "evident"
  );
  const beside = repository === void 0 ? [] : [join(repository, "node_modules", "better-sqlite3")];
  return [.../* @__PURE__ */ new Set([inRoot, ...beside])];
}
function packageName(path) {
  const name = readPackage(path)?.name;
  return typeof name === "string" ? name : void 0;
}
function readPackage(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return void 0;
  }
}
function packageDirectory(env, here, skipped = []) {
  for (const dir of packageCandidates(env, here)) {
    const found = readPackage(join(dir, "package.json"));
    if (found === void 0) continue;
    if (found.version === BETTER_SQLITE3_VERSION) return dir;
    skipped.push(`${dir}: better-sqlite3 ${String(found.version)}, not the pinned ${BETTER_SQLITE3_VERSION}`);
  }
  return void 0;
}
var packageBinding = (packageDir) => join(packageDir, "build", "Release", BINDING_FILE);
function pluginRoot(env, here = HERE) {
  const declared = env["CLAUDE_PLUGIN_ROOT"];
  return declared !== void 0 && declared !== "" ? declared : join(here, "..");
}
function nativeFailure(buildDir) {
  let text;
  try {
    text = readFileSync(join(buildDir, BUILD_FAILED_FILE), "utf8");
  } catch {
    return void 0;
  }
  const lines = text.trim().split("\n");
  const fix = lines.find((line) => line.startsWith("fix: "))?.slice("fix: ".length);
  return {
    detail: lines[0] ?? "unknown reason",
    fix: fix ?? `read ${join(buildDir, "build.log")}, fix what it names, and start a new session`
  };
}
function nativeTarget(env, platform = `${process.platform}-${process.arch}-abi${process.versions.modules}`) {
  const packageDir = packageDirectory(env, HERE);
  const version = BETTER_SQLITE3_VERSION;
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  const dataDir = pluginData !== void 0 && pluginData !== "" ? pluginData : userDataDir(env);
  const buildDir = join(dataDir, "native", `better-sqlite3-${version}-${platform}`);
  return {
    packageDir,
    version,
    packageBinding: packageDir === void 0 ? void 0 : packageBinding(packageDir),
    pluginRoot: pluginRoot(env),
    buildDir,
    builtBinding: join(buildDir, BINDING_FILE)
  };
}
var loaded;
function loadNativeBinding(env = process.env) {
  loaded ??= findNativeBinding(env, HERE);
  return loaded;
}
function findNativeBinding(env, here) {
  const problems = [];
  const loads = (candidate) => {
    if (!existsSync(candidate)) return false;
    try {
      requireHere(candidate);
      return true;
    } catch (error) {
      problems.push(`${candidate}: ${errorMessage(error)}`);
      return false;
    }
  };
  const dir = packageDirectory(env, here, problems);
  const own = dir === void 0 ? void 0 : packageBinding(dir);
  if (own !== void 0 && loads(own)) return own;
  const target = nativeTarget(env);
  if (loads(target.builtBinding)) return target.builtBinding;
  for (const built of claudeCodeBuilds(env, basename(target.buildDir))) if (loads(built)) return built;
  const failed = nativeFailure(target.buildDir);
  if (failed !== void 0) throw new EvidentError("internal", `${NATIVE_FAILED}: ${failed.detail}`, failed.fix);
  throw new EvidentError(
    "unavailable",
    `the SQLite native module is not built yet${problems.length > 0 ? ` (unusable: ${problems.join("; ")})` : ""}`,
    `the evident MCP server builds it into ${target.buildDir} when it starts (about a minute, once); retry then`
  );
}
function claudeCodeBuilds(env, buildDirName) {
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  if (pluginData !== void 0 && pluginData !== "") return [];
  const configDir = env["CLAUDE_CONFIG_DIR"];
  const home = env["HOME"];
  const base = configDir !== void 0 && configDir !== "" ? configDir : home !== void 0 && home !== "" ? join(home, ".claude") : void 0;
  if (base === void 0) return [];
  const data = join(base, "plugins", "data");
  try {
    return readdirSync(data).map((id) => join(data, id, "native", buildDirName, BINDING_FILE));
  } catch {
    return [];
  }
}

export {
  BINDING_FILE,
  BUILD_FAILED_FILE,
  NATIVE_FAILED,
  nativeFailure,
  nativeTarget,
  loadNativeBinding
};
