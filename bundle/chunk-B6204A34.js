import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/kernel/errors.ts
var EvidentError = class extends Error {
  constructor(code, message, hint) {
    super(message);
    this.code = code;
    this.hint = hint;
  }
  code;
  hint;
  name = "EvidentError";
};
var badInput = (message, hint) => new EvidentError("bad_input", message, hint);
var notFound = (message, hint) => new EvidentError("not_found", message, hint);
var conflict = (message, hint) => new EvidentError("conflict", message, hint);
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

export {
  EvidentError,
  badInput,
  notFound,
  conflict,
  errorMessage
};
