import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  editChange,
  pendingChange
} from "./chunk-VNKKIX6T.js";
import {
  judgeChanges
} from "./chunk-5QIQMUTH.js";
import {
  projectRelative
} from "./chunk-TNUMCE36.js";
import "./chunk-LF4JJ734.js";
import {
  deny
} from "./chunk-GTOI65TI.js";
import "./chunk-2T6SEXD4.js";
import "./chunk-DBFPWLWR.js";
import "./chunk-DHQUTEIF.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/pre-edit.ts
import { basename } from "node:path";
async function preEdit(ctx) {
  const change = editChange(ctx.payload.tool_name ?? "", ctx.payload.tool_input, ctx.cwd);
  if (change === void 0) return void 0;
  if (basename(change.path).toLowerCase() === "bean.md") {
    const { beanDoneHook } = await import("./bean-done-XEBYX772.js");
    const done = await beanDoneHook({ tool_name: ctx.payload.tool_name, tool_input: ctx.payload.tool_input, cwd: ctx.cwd }, { env: ctx.env });
    if (done.decision === "deny") return deny(done.reason);
  }
  const file = projectRelative(ctx.location().projectRoot, ctx.cwd, change.path);
  if (file === void 0) return void 0;
  return judgeChanges(ctx, [{ file, via: "edit", change: pendingChange(change) }]);
}
export {
  preEdit
};
