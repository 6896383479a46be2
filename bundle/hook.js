#!/usr/bin/env node
import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  callerOf,
  parsePayload
} from "./chunk-2T6SEXD4.js";
import {
  resolveDbLocation
} from "./chunk-N6YBIBMF.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/cli.ts
import { readSync } from "node:fs";

// mcp-server/src/hooks/context.ts
function hookContext(event, payload, env, fallbackCwd) {
  const cwd = payload.cwd !== void 0 && payload.cwd !== "" ? payload.cwd : fallbackCwd;
  let location;
  let db;
  const ctx = {
    event,
    payload,
    caller: callerOf(payload),
    env,
    cwd,
    location: () => location ??= resolveDbLocation(env, cwd),
    async db() {
      if (db === void 0) {
        const { openHookDb } = await import("./hook-db-6SS6JLZ4.js");
        db = openHookDb(ctx.location().path);
      }
      return db;
    },
    async writableDb() {
      const existing = await ctx.db();
      if (existing !== void 0) return existing;
      const { openStore } = await import("./store-ELB3AND2.js");
      const store = await openStore(ctx.location().path);
      await store.close();
      const { openHookDb } = await import("./hook-db-6SS6JLZ4.js");
      db = openHookDb(ctx.location().path);
      if (db === void 0) throw new Error(`the evidence database at ${ctx.location().path} was not created`);
      return db;
    },
    close() {
      db?.close();
      db = void 0;
    }
  };
  return ctx;
}

// mcp-server/src/hooks/cli.ts
async function handlerFor(event, toolName) {
  switch (event) {
    case "SessionStart":
      return (await import("./session-start-RGN3DUJU.js")).sessionStart;
    case "SubagentStart":
      return (await import("./subagent-UR737EL7.js")).subagentStart;
    case "SubagentStop":
      return (await import("./subagent-UR737EL7.js")).subagentStop;
    case "PreToolUse":
      if (toolName?.startsWith("mcp__plugin_evident_evident__") === true) return (await import("./pre-mcp-3AEDDEED.js")).injectCaller;
      if (toolName === "Bash") return (await import("./pre-bash-H4NCGGWG.js")).preBash;
      if (toolName !== void 0 && EDIT_TOOLS.has(toolName)) return (await import("./pre-edit-OO64U4CC.js")).preEdit;
      return void 0;
    case "PostToolUse":
      if (toolName !== void 0 && EDIT_TOOLS.has(toolName)) return (await import("./post-edit-4W5BYM2M.js")).postEdit;
      return void 0;
    default:
      return void 0;
  }
}
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function readStdin() {
  const chunks = [];
  const buffer = Buffer.alloc(1 << 16);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (; ; ) {
    let read;
    try {
      read = readSync(0, buffer, 0, buffer.length, null);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? error.code : void 0;
      if (code === "EAGAIN") {
        Atomics.wait(pause, 0, 0, 2);
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
async function runHook(event, stdin, env, cwd) {
  const payload = parsePayload(stdin);
  const handler = await handlerFor(event, payload.tool_name);
  if (handler === void 0) return "";
  const ctx = hookContext(event, payload, env, cwd);
  try {
    const output = await handler(ctx);
    return output === void 0 ? "" : JSON.stringify(output);
  } finally {
    ctx.close();
  }
}
async function failOpen(event, stdin, error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`evident: the ${event} hook failed and allowed the action (not a rule decision): ${message}
`);
  try {
    const { recordHookFailure } = await import("./failure-KCW3LY6F.js");
    recordHookFailure(event, error, process.env, payloadCwd(stdin) ?? process.cwd());
  } catch {
  }
}
function payloadCwd(stdin) {
  try {
    const cwd = JSON.parse(stdin).cwd;
    return typeof cwd === "string" && cwd !== "" ? cwd : void 0;
  } catch {
    return void 0;
  }
}
async function main() {
  const event = process.argv[2] ?? "";
  let stdin = "";
  try {
    stdin = readStdin();
    const out = await runHook(event, stdin, process.env, process.cwd());
    if (out !== "") process.stdout.write(out);
  } catch (error) {
    await failOpen(event, stdin, error);
  }
  process.exitCode = 0;
}
await main();
