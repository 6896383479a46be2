import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/paths.ts
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
function resolveProjectRoot(env, cwd) {
  const declared = env["EVIDENT_PROJECT_ROOT"] ?? env["CLAUDE_PROJECT_DIR"];
  const start = realpathOr(resolve(cwd, declared ?? "."));
  if (declared !== void 0) return start;
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return start;
  }
}
function projectKey(projectRoot) {
  const slug = basename(projectRoot).replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 40) || "root";
  const hash = createHash("sha256").update(projectRoot).digest("hex").slice(0, 12);
  return `${slug}-${hash}`;
}
function userDataDir(env) {
  const xdg = env["XDG_DATA_HOME"];
  const base = xdg !== void 0 && xdg !== "" ? xdg : join(env["HOME"] ?? homedir(), ".local", "share");
  return join(base, "evident");
}
function resolveDbLocation(env, cwd) {
  const projectRoot = resolveProjectRoot(env, cwd);
  const explicit = env["EVIDENT_DB"];
  if (explicit !== void 0 && explicit !== "") {
    return { path: resolve(cwd, explicit), projectRoot, source: "EVIDENT_DB" };
  }
  const key = projectKey(projectRoot);
  const pointer = join(userDataDir(env), "projects", key, "db-location");
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  if (pluginData !== void 0 && pluginData !== "") {
    const path = join(pluginData, "projects", key, "evident.sqlite");
    rememberPointer(pointer, path);
    return { path, projectRoot, source: "CLAUDE_PLUGIN_DATA" };
  }
  const remembered = readPointer(pointer);
  if (remembered !== void 0) return { path: remembered, projectRoot, source: "pointer" };
  return { path: join(userDataDir(env), "projects", key, "evident.sqlite"), projectRoot, source: "default" };
}
function readPointer(pointer) {
  try {
    const path = readFileSync(pointer, "utf8").trim();
    return path !== "" && existsSync(path) ? path : void 0;
  } catch {
    return void 0;
  }
}
function rememberPointer(pointer, path) {
  if (readPointer(pointer) === path) return;
  try {
    mkdirSync(dirname(pointer), { recursive: true });
    writeFileSync(pointer, `${path}
`);
  } catch {
  }
}
function realpathOr(path) {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export {
  projectKey,
  userDataDir,
  resolveDbLocation
};
