import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openHookDb,
  recordHookErrorRow
} from "./chunk-LF4JJ734.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import {
  resolveDbLocation
} from "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/failure.ts
function recordHookFailure(event, error, env, cwd) {
  const db = openHookDb(resolveDbLocation(env, cwd).path);
  if (db === void 0) return;
  try {
    const message = error instanceof Error ? error.stack ?? error.message : String(error);
    recordHookErrorRow(db, event === "" ? "unknown" : event, message);
  } finally {
    db.close();
  }
}
export {
  recordHookFailure
};
