var __evidentImportMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } };
"use strict";

// mcp-server/src/hooks/boot.ts
var import_node_path2 = require("node:path");

// mcp-server/src/hooks/code-cache.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_url = require("node:url");
var import_node_vm = require("node:vm");

// mcp-server/src/hooks/payload.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
var EVIDENT_TOOL_PREFIX = "mcp__plugin_evident_evident__";

// mcp-server/src/hooks/code-cache.ts
var CACHE_DIR = "hook-cache";
var WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname, __evidentImport) {";
var WRAPPER_TAIL = "\n})";
function hookKind(event, stdin) {
  const tool = /"tool_name"\s*:\s*"([^"]*)"/.exec(stdin)?.[1];
  const family = tool === void 0 ? "none" : tool.startsWith(EVIDENT_TOOL_PREFIX) ? "mcp" : tool === "Bash" ? "bash" : EDIT_TOOLS.has(tool) ? "edit" : "other";
  return `${/^[A-Za-z]+$/.test(event) ? event : "unknown"}-${family}`;
}
function loadMain(mainPath, cacheDir, kind, requireHere) {
  const source = (0, import_node_fs.readFileSync)(mainPath, "utf8");
  const { prefix, file } = cacheName(mainPath, cacheDir, kind);
  const cachedData = file === void 0 ? void 0 : readCache(file);
  const script = new import_node_vm.Script(`${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`, { filename: mainPath, ...cachedData === void 0 ? {} : { cachedData } });
  const cache = file === void 0 ? "off" : cachedData === void 0 ? "miss" : script.cachedDataRejected === true ? "rejected" : "hit";
  const module2 = { exports: {} };
  const dir = (0, import_node_path.dirname)(mainPath);
  const wrapped = script.runInThisContext();
  wrapped(module2.exports, requireHere, module2, mainPath, dir, (specifier) => import((0, import_node_url.pathToFileURL)((0, import_node_path.join)(dir, specifier)).href));
  return {
    main: module2.exports,
    cache,
    save: () => {
      if (file === void 0 || cache === "hit") return;
      writeCache(file, prefix, script.createCachedData());
    }
  };
}
function cacheName(mainPath, cacheDir, kind) {
  if (cacheDir === void 0) return { prefix: "", file: void 0 };
  try {
    const stat = (0, import_node_fs.statSync)(mainPath);
    const prefix = `${process.version}-${process.arch}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${stat.ino}-`;
    return { prefix, file: (0, import_node_path.join)(cacheDir, `${prefix}${kind}.v8`) };
  } catch {
    return { prefix: "", file: void 0 };
  }
}
function readCache(file) {
  try {
    return (0, import_node_fs.readFileSync)(file);
  } catch {
    return void 0;
  }
}
function writeCache(file, prefix, data) {
  const dir = (0, import_node_path.dirname)(file);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs.mkdirSync)(dir, { recursive: true });
    (0, import_node_fs.writeFileSync)(temp, data);
    (0, import_node_fs.renameSync)(temp, file);
    for (const name of (0, import_node_fs.readdirSync)(dir)) {
      if (name.endsWith(".v8") && !name.startsWith(prefix)) (0, import_node_fs.rmSync)((0, import_node_path.join)(dir, name), { force: true });
    }
  } catch {
    (0, import_node_fs.rmSync)(temp, { force: true });
  }
}

// mcp-server/src/hooks/stdio.ts
var import_node_fs2 = require("node:fs");
function readStdin() {
  const chunks = [];
  const buffer = Buffer.allocUnsafe(1 << 16);
  for (; ; ) {
    let read;
    try {
      read = (0, import_node_fs2.readSync)(0, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = errorCode(error);
      if (code === "EAGAIN") {
        pause();
        continue;
      }
      if (code === "EOF") break;
      throw error;
    }
    if (read === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, read)));
  }
  return Buffer.concat(chunks).toString("utf8");
}
var errorCode = (error) => error instanceof Error && "code" in error ? error.code : void 0;
function pause() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
}

// mcp-server/src/hooks/boot.ts
async function boot() {
  const event = process.argv[2] ?? "";
  try {
    const stdin = readStdin();
    const data = process.env["CLAUDE_PLUGIN_DATA"];
    const loaded = loadMain((0, import_node_path2.join)(__dirname, "hook-main.cjs"), data === void 0 || data === "" ? void 0 : (0, import_node_path2.join)(data, CACHE_DIR), hookKind(event, stdin), require);
    if (process.env["EVIDENT_HOOK_CACHE_REPORT"] === "1") process.stderr.write(`evident: hook code cache ${loaded.cache}
`);
    await loaded.main.hookCli(event, stdin);
    loaded.save();
  } catch (error) {
    process.stderr.write(`evident: the ${event} hook could not start and allowed the action (not a rule decision): ${error instanceof Error ? error.message : String(error)}
`);
  }
  process.exitCode = 0;
}
void boot();
