import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  pidAlive
} from "./chunk-AN3KJTBH.js";
import {
  BINDING_FILE
} from "./chunk-BZ2EMYHF.js";
import {
  errorMessage
} from "./chunk-4CBGPJG7.js";

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
import { dirname, join } from "node:path";
var SOURCES = ["package.json", "binding.gyp", "src", "deps"];
var ORPHAN_LOCK_MS = 12e4;
var lockDir = (buildDir) => join(buildDir, "build.lock");
var logFile = (buildDir) => join(buildDir, "build.log");
var failedFile = (buildDir) => join(buildDir, "build.failed");
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
  const detail = existsSync(failedFile(target.buildDir)) ? readFileSync(failedFile(target.buildDir), "utf8").trim() : "no build has run";
  return { state: "failed", log: logFile(target.buildDir), detail };
}
function startNativeBuild(target, builderScript) {
  const before = buildState(target);
  if (before.state !== "failed") return before;
  mkdirSync(target.buildDir, { recursive: true });
  try {
    mkdirSync(lockDir(target.buildDir));
  } catch {
    return { state: "building", log: logFile(target.buildDir) };
  }
  rmSync(failedFile(target.buildDir), { force: true });
  const out = openSync(logFile(target.buildDir), "w");
  const child = spawn(process.execPath, [builderScript, target.packageDir, target.buildDir], {
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
async function runNativeBuild(packageDir, buildDir) {
  const src = join(buildDir, "src");
  try {
    rmSync(src, { recursive: true, force: true });
    for (const entry of SOURCES) cpSync(join(packageDir, entry), join(src, entry), { recursive: true });
    const [command, prefix] = npmCommand();
    const code = await run(command, [...prefix, "run", "build-release"], src);
    const built = join(src, "build", "Release", BINDING_FILE);
    if (code !== 0 || !existsSync(built)) throw new Error(`npm run build-release exited with ${code}`);
    const staged = join(buildDir, `staged-${process.pid}-${BINDING_FILE}`);
    cpSync(built, staged);
    const probe = await run(process.execPath, ["-e", `require(${JSON.stringify(staged)})`], buildDir);
    if (probe !== 0) throw new Error("the built module does not load");
    renameSync(staged, join(buildDir, BINDING_FILE));
    rmSync(src, { recursive: true, force: true });
    return true;
  } catch (error) {
    writeFileSync(failedFile(buildDir), `${(/* @__PURE__ */ new Date()).toISOString()} ${errorMessage(error)}
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
      const tail = existsSync(state.log) ? readFileSync(state.log, "utf8").trim().split("\n").slice(-5).join(" | ") : "";
      throw new Error(
        `building the SQLite native module failed: ${state.detail}${tail === "" ? "" : ` \u2014 ${tail}`} (log: ${state.log})`
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
