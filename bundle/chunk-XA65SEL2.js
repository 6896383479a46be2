import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  EvidentError
} from "./chunk-4CBGPJG7.js";

// mcp-server/src/identity.ts
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
    ...agentType !== void 0 && agentType !== "" ? { agentType } : {}
  };
}
function callerLabel(caller) {
  return `${caller.sessionId}/${caller.agentId}`;
}
function keyPathFor(dbPath) {
  return `${dbPath}.key`;
}
function loadCallerSecret(dbPath) {
  const path = keyPathFor(dbPath);
  try {
    return Buffer.from(readFileSync(path, "utf8").trim(), "hex");
  } catch {
    mkdirSync(dirname(path), { recursive: true });
    const secret = randomBytes(32);
    try {
      writeFileSync(path, secret.toString("hex"), { flag: "wx", mode: 384 });
      chmodSync(path, 384);
      return secret;
    } catch {
      return Buffer.from(readFileSync(path, "utf8").trim(), "hex");
    }
  }
}
function proveCaller(secret, caller) {
  return createHmac("sha256", secret).update(`${caller.sessionId}\0${caller.agentId}\0${caller.agentType ?? ""}`).digest("hex");
}
function verifyCaller(secret, injected) {
  const expected = Buffer.from(proveCaller(secret, injected), "hex");
  const given = Buffer.from(injected.proof, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new EvidentError(
      "unauthenticated",
      "the caller field was not injected by evident's PreToolUse hook (its proof does not verify)",
      "leave the caller field out: evident's hook fills it in"
    );
  }
  return { sessionId: injected.sessionId, agentId: injected.agentId, agentType: injected.agentType };
}

export {
  MAIN_AGENT,
  callerFromEnv,
  callerLabel,
  loadCallerSecret,
  proveCaller,
  verifyCaller
};
