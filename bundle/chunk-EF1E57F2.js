import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  hmacSha256Hex
} from "./chunk-4E9BA692.js";
import {
  EvidentError
} from "./chunk-B6204A34.js";

// mcp-server/src/kernel/identity.ts
import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync
} from "node:fs";
import { dirname } from "node:path";
var MAIN_AGENT = "main";
function callerFromEnv(env) {
  const sessionId = env["EVIDENT_SESSION_ID"];
  if (sessionId === void 0 || sessionId === "") return void 0;
  const agentId = env["EVIDENT_AGENT_ID"];
  const agentType = env["EVIDENT_AGENT_TYPE"];
  return {
    sessionId,
    agentId: agentId !== void 0 && agentId !== "" ? agentId : MAIN_AGENT,
    ...agentType !== void 0 && agentType !== "" ? { agentType } : {},
    identity: "env"
  };
}
function envIdentityRefused(sessionId) {
  return new EvidentError(
    "unauthenticated",
    `session ${sessionId} is a Claude Code session known to evident's hooks: an identity from EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone is not accepted for it`,
    "inside Claude Code call evident's MCP tools (run_tests for test runs): its PreToolUse hook adds a proven caller; outside Claude Code use a session id of your own"
  );
}
function callerLabel(caller) {
  return `${caller.sessionId}/${caller.agentId}`;
}
function keyPathFor(dbPath) {
  return `${dbPath}.key`;
}
var KEY_TEXT = /^[0-9a-f]{64}$/i;
function loadCallerSecret(dbPath) {
  const path = keyPathFor(dbPath);
  const existing = readKey(path);
  if (existing !== void 0) return existing;
  mkdirSync(dirname(path), { recursive: true });
  const secret = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const nonce = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(6))).toString("hex");
  const temp = `${path}.${process.pid}.${nonce}.tmp`;
  try {
    writeFileSync(temp, secret.toString("hex"), { flag: "wx", mode: 384 });
    chmodSync(temp, 384);
    linkSync(temp, path);
    return secret;
  } catch (error) {
    if (error.code !== "EEXIST") throw badKey(path, error.message);
    const theirs = readKey(path);
    if (theirs === void 0) throw badKey(path, "it disappeared while being created");
    return theirs;
  } finally {
    rmSync(temp, { force: true });
  }
}
function readKey(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return void 0;
    throw badKey(path, code === "ELOOP" ? "it is a symbolic link" : error.message);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw badKey(path, `it is ${stat.isFIFO() ? "a FIFO" : "not a regular file"}`);
    const text = readFileSync(fd, "utf8").trim();
    if (!KEY_TEXT.test(text)) throw badKey(path, `it holds ${text.length} characters, not 64 hex characters (32 bytes)`);
    return Buffer.from(text, "hex");
  } catch (error) {
    if (error instanceof EvidentError) throw error;
    throw badKey(path, error.message);
  } finally {
    closeSync(fd);
  }
}
var badKey = (path, what) => new EvidentError(
  "internal",
  `evident's caller key ${path} is unusable: ${what}`,
  `this is an infrastructure problem, not a rule violation: ask the user to remove ${path} (evident creates a new key on its next use) and retry`
);
function proveCaller(secret, caller) {
  return hmacSha256Hex(secret, `${caller.sessionId}\0${caller.agentId}\0${caller.agentType ?? ""}`);
}

export {
  MAIN_AGENT,
  callerFromEnv,
  envIdentityRefused,
  callerLabel,
  loadCallerSecret,
  proveCaller
};
