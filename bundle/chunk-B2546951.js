import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  pidAlive
} from "./chunk-9BC7BF0C.js";
import {
  BINDING_FILE,
  BUILD_FAILED_FILE,
  NATIVE_FAILED,
  nativeFailure
} from "./chunk-476ED682.js";
import {
  EvidentError,
  errorMessage
} from "./chunk-B6204A34.js";

// mcp-server/src/store/native-build.ts
import { spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { delimiter, dirname, join } from "node:path";
var SOURCES = ["package.json", "binding.gyp", "src", "deps"];
var ORPHAN_LOCK_MS = 12e4;
var lockDir = (buildDir) => join(buildDir, "build.lock");
var logFile = (buildDir) => join(buildDir, "build.log");
var failedFile = (buildDir) => join(buildDir, BUILD_FAILED_FILE);
function building(target) {
  const lock = lockDir(target.buildDir);
  if (!existsSync(lock)) return false;
  let pid;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < ORPHAN_LOCK_MS) return true;
    } catch {
      return false;
    }
  }
  if (pid !== void 0 && Number.isInteger(pid) && pid > 0 && pidAlive(pid)) return true;
  rmSync(lock, { recursive: true, force: true });
  return false;
}
function buildState(target) {
  if (existsSync(target.builtBinding)) return { state: "ready", binding: target.builtBinding };
  if (building(target)) return { state: "building", log: logFile(target.buildDir) };
  const failed = nativeFailure(target.buildDir);
  if (failed === void 0) return { state: "failed", log: logFile(target.buildDir), detail: "no build has run" };
  return { state: "failed", log: logFile(target.buildDir), ...failed };
}
var FETCH = (version) => `fetch:${version}`;
function startNativeBuild(target, builderScript) {
  const before = buildState(target);
  if (before.state !== "failed") return before;
  mkdirSync(target.buildDir, { recursive: true });
  try {
    mkdirSync(lockDir(target.buildDir));
  } catch {
    return { state: "building", log: logFile(target.buildDir) };
  }
  const out = openSync(logFile(target.buildDir), "w");
  const source = target.packageDir ?? FETCH(target.version);
  const child = spawn(process.execPath, [builderScript, source, target.buildDir, target.pluginRoot], {
    detached: true,
    stdio: ["ignore", out, out],
    shell: false
  });
  closeSync(out);
  if (child.pid !== void 0) writeFileSync(join(lockDir(target.buildDir), "pid"), String(child.pid));
  child.unref();
  return { state: "building", log: logFile(target.buildDir) };
}
function npmCommand() {
  const cli = join(dirname(process.execPath), "..", "lib", "node_modules", "npm", "bin", "npm-cli.js");
  return existsSync(cli) ? [process.execPath, [cli]] : ["npm", []];
}
function buildEnv(env, execPath = process.execPath) {
  const prefix = dirname(dirname(execPath));
  const declared = env["npm_config_nodedir"] ?? env["NPM_CONFIG_NODEDIR"];
  if (declared !== void 0 || !existsSync(join(prefix, "include", "node", "node.h"))) return env;
  return { ...env, npm_config_nodedir: prefix };
}
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", shell: false, env: buildEnv(process.env) });
    child.on("error", (error) => {
      process.stderr.write(`cannot run ${command}: ${errorMessage(error)}
`);
      resolve(-1);
    });
    child.on("close", (code) => resolve(code ?? -1));
  });
}
var BuildFailure = class extends Error {
  constructor(message, fix) {
    super(message);
    this.fix = fix;
  }
  fix;
};
var onPath = (name, env) => (env["PATH"] ?? "").split(delimiter).some((dir) => dir !== "" && existsSync(join(dir, name)));
function missingBuildTools(env = process.env, platform = process.platform) {
  if (platform === "win32") return [];
  const missing = [];
  const provided = (name) => (env[name] ?? "") !== "";
  if (!provided("PYTHON") && !provided("npm_config_python") && !onPath("python3", env) && !onPath("python", env))
    missing.push("python3");
  if (!onPath("make", env)) missing.push("make");
  if (!provided("CXX") && !["c++", "g++", "clang++"].some((cc) => onPath(cc, env))) missing.push("a C++ compiler");
  return missing;
}
var TOOLCHAIN_FIX = "install a C++ toolchain \u2014 Debian/Ubuntu: `sudo apt-get install python3 make g++`; Fedora: `sudo dnf install python3 make gcc-c++`; macOS: `xcode-select --install` \u2014 then start a new Claude Code session (evident builds the module on its next start)";
var registryFix = (version, pluginRoot) => `let npm reach its registry (https://registry.npmjs.org, or set npm_config_registry to a mirror) and start a new Claude Code session; or install the plugin's dependencies yourself: run \`npm install --ignore-scripts\` in ${pluginRoot} (it needs the same registry, or an npm cache holding better-sqlite3@${version})`;
async function fetchSources(version, buildDir, pluginRoot) {
  const dir = join(buildDir, "fetch");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`fetching better-sqlite3@${version} from the npm registry (no node_modules next to evident)
`);
  const [command, prefix] = npmCommand();
  const spec = `better-sqlite3@${version}`;
  const code = await run(command, [...prefix, "pack", spec, "--pack-destination", dir, "--ignore-scripts"], dir);
  const tarball = join(dir, `better-sqlite3-${version}.tgz`);
  if (code !== 0 || !existsSync(tarball))
    throw new BuildFailure(
      `could not download ${spec} from the npm registry (npm pack exited with ${code})`,
      registryFix(version, pluginRoot)
    );
  const untar = await run("tar", ["-xzf", tarball, "-C", dir], dir);
  const packageDir = join(dir, "package");
  if (untar !== 0 || !existsSync(join(packageDir, "binding.gyp")))
    throw new BuildFailure(
      `could not unpack ${tarball} (tar exited with ${untar})`,
      "install `tar`, then start a new Claude Code session"
    );
  return packageDir;
}
var PREBUILT_HOST = "https://github.com/WiseLibs/better-sqlite3/releases/download";
var PREBUILT_TIMEOUT_MS = 3e4;
function prebuiltUrl(version, env = process.env, target = {
  abi: process.versions.modules,
  platform: libcPlatform(),
  arch: process.arch
}) {
  if ((env["npm_config_build_from_source"] ?? "").toLowerCase() === "true") return void 0;
  const host = (env["npm_config_better_sqlite3_binary_host"] ?? "").replace(/\/+$/, "") || PREBUILT_HOST;
  return `${host}/v${version}/better-sqlite3-v${version}-node-v${target.abi}-${target.platform}-${target.arch}.tar.gz`;
}
function libcPlatform() {
  if (process.platform !== "linux") return process.platform;
  const header = process.report?.getReport()?.header;
  return header?.glibcVersionRuntime === void 0 ? "linuxmusl" : "linux";
}
async function fetchPrebuilt(version, buildDir) {
  const url = prebuiltUrl(version);
  if (url === void 0) {
    process.stdout.write("prebuilt binding declined (npm_config_build_from_source=true): compiling\n");
    return void 0;
  }
  const dir = join(buildDir, "prebuilt");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`fetching the prebuilt binding ${url}
`);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PREBUILT_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const tarball = join(dir, "prebuilt.tar.gz");
    writeFileSync(tarball, Buffer.from(await response.arrayBuffer()));
    const untar = await run("tar", ["-xzf", tarball, "-C", dir], dir);
    const binding = join(dir, "build", "Release", BINDING_FILE);
    if (untar !== 0 || !existsSync(binding)) throw new Error(`the archive holds no build/Release/${BINDING_FILE}`);
    return binding;
  } catch (error) {
    const cause = error.cause?.code;
    process.stdout.write(
      `no prebuilt binding (${errorMessage(error)}${cause === void 0 ? "" : `: ${cause}`}): compiling
`
    );
    return void 0;
  }
}
async function install(built, buildDir) {
  const staged = join(buildDir, `staged-${process.pid}-${BINDING_FILE}`);
  cpSync(built, staged);
  const probe = await run(process.execPath, ["-e", `require(${JSON.stringify(staged)})`], buildDir);
  if (probe !== 0) {
    rmSync(staged, { force: true });
    return false;
  }
  renameSync(staged, join(buildDir, BINDING_FILE));
  return true;
}
var packageVersion = (packageDir) => {
  try {
    return JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).version;
  } catch {
    return void 0;
  }
};
async function runNativeBuild(source, buildDir, pluginRoot = "<the plugin root>") {
  const src = join(buildDir, "src");
  try {
    const version = source.startsWith("fetch:") ? source.slice("fetch:".length) : packageVersion(source);
    const prebuilt = version === void 0 ? void 0 : await fetchPrebuilt(version, buildDir);
    if (prebuilt !== void 0) {
      const loaded = await install(prebuilt, buildDir);
      rmSync(join(buildDir, "prebuilt"), { recursive: true, force: true });
      if (loaded) {
        rmSync(failedFile(buildDir), { force: true });
        process.stdout.write("prebuilt binding installed\n");
        return true;
      }
      process.stdout.write("the prebuilt binding does not load here: compiling\n");
    }
    const missing = missingBuildTools();
    if (missing.length > 0)
      throw new BuildFailure(`the build tools ${missing.join(", ")} are not on PATH`, TOOLCHAIN_FIX);
    const packageDir = source.startsWith("fetch:") ? await fetchSources(source.slice("fetch:".length), buildDir, pluginRoot) : source;
    rmSync(src, { recursive: true, force: true });
    for (const entry of SOURCES) cpSync(join(packageDir, entry), join(src, entry), { recursive: true });
    const [command, prefix] = npmCommand();
    const code = await run(command, [...prefix, "run", "build-release"], src);
    const built = join(src, "build", "Release", BINDING_FILE);
    if (code !== 0 || !existsSync(built))
      throw new BuildFailure(
        `npm run build-release (node-gyp) exited with ${code}`,
        `${TOOLCHAIN_FIX}; the compiler's output is in ${logFile(buildDir)}`
      );
    if (!await install(built, buildDir)) throw new Error("the built module does not load");
    rmSync(src, { recursive: true, force: true });
    rmSync(join(buildDir, "fetch"), { recursive: true, force: true });
    rmSync(failedFile(buildDir), { force: true });
    return true;
  } catch (error) {
    const fix = error instanceof BuildFailure ? `
fix: ${error.fix}` : "";
    writeFileSync(failedFile(buildDir), `${errorMessage(error)} (${(/* @__PURE__ */ new Date()).toISOString()})${fix}
`);
    process.stdout.write(`${errorMessage(error)}${fix}
`);
    return false;
  } finally {
    rmSync(lockDir(buildDir), { recursive: true, force: true });
  }
}
async function waitForNativeBuild(target, pollMs = 500) {
  for (; ; ) {
    const state = buildState(target);
    if (state.state === "ready") return state.binding;
    if (state.state === "failed") {
      const tail = state.fix === void 0 && existsSync(state.log) ? ` \u2014 ${readFileSync(state.log, "utf8").trim().split("\n").slice(-5).join(" | ")}` : "";
      throw new EvidentError(
        "internal",
        `${NATIVE_FAILED}, so evident records and enforces nothing here: ${state.detail}${tail} (log: ${state.log})`,
        state.fix ?? `read ${state.log}, fix what it names, and start a new Claude Code session`
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

export {
  startNativeBuild,
  runNativeBuild,
  waitForNativeBuild
};
