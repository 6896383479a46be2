import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  stringField
} from "./chunk-2T6SEXD4.js";

// mcp-server/src/hooks/edit-input.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
function editChange(toolName, input, cwd) {
  const file = stringField(input, toolName === "NotebookEdit" ? "notebook_path" : "file_path");
  if (file === void 0 || file === "") return void 0;
  const path = resolve(cwd, file);
  switch (toolName) {
    case "Edit":
      return { path, portions: { before: stringField(input, "old_string") ?? "", after: stringField(input, "new_string") ?? "" } };
    case "MultiEdit": {
      const edits = Array.isArray(input?.["edits"]) ? input["edits"] : [];
      return {
        path,
        portions: {
          before: edits.map((e) => stringField(e, "old_string") ?? "").join("\n"),
          after: edits.map((e) => stringField(e, "new_string") ?? "").join("\n")
        }
      };
    }
    case "Write":
      return { path, content: stringField(input, "content") ?? "" };
    case "NotebookEdit":
      return { path, content: stringField(input, "new_source") ?? "" };
    default:
      return void 0;
  }
}
function readText(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return void 0;
  }
}
function pendingChange(change) {
  if (change.portions !== void 0) return change.portions;
  return { before: readText(change.path) ?? "", after: change.content ?? "" };
}

export {
  editChange,
  readText,
  pendingChange
};
