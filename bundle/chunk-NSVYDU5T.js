import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/runners/vitest-env.ts
var REPORT_FD_ENV = "EVIDENT_REPORT_FD";
var REPORT_ROOT_ENV = "EVIDENT_REPORT_ROOT";

// mcp-server/src/runners/signature.ts
import { createHash } from "node:crypto";
var FRAMEWORK = [
  /(^|[\\/])node_modules[\\/]/,
  /^node:/,
  /^internal[\\/]/,
  /(^|[\\/])@vitest[\\/]/,
  /(^|[\\/])vitest[\\/](dist|src)[\\/]/,
  /(^|[\\/])_pytest[\\/]/,
  /(^|[\\/])(pytest|pluggy)[\\/]/,
  /(^|[\\/])(site|dist)-packages[\\/]/,
  /(^|[\\/])lib[\\/]python\d+(\.\d+)?[\\/]/
];
function isFrameworkFrame(file) {
  return FRAMEWORK.some((pattern) => pattern.test(file));
}
var STRING = /(?<![\w])(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g;
var UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
var HEX_ID = /\b(?:0x)?(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
var PATH = /(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][\w.@+~-]+){2,}[\\/]?/g;
var OBJECT = /\{[^{}[\]]*\}/g;
var ARRAY = /\[[^{}[\]]*\]/g;
var NUMBER = /(?<![\w.])-?(?:0x[0-9a-f]+|\d+(?:_\d+)*(?:\.\d+)?(?:e[+-]?\d+)?n?|NaN|Infinity)(?![\w])/gi;
var BOOLEAN = /\b(?:true|false)\b/g;
function assertionShape(message) {
  let shape = message.replace(STRING, "<string>").replace(PATH, "<path>").replace(UUID, "<id>").replace(HEX_ID, "<id>");
  for (let previous = ""; previous !== shape; ) {
    previous = shape;
    shape = shape.replace(OBJECT, "<object>").replace(ARRAY, "<array>");
  }
  return shape.replace(NUMBER, "<number>").replace(BOOLEAN, "<boolean>").replace(/\s+/g, " ").trim();
}
function topProjectFrame(frames) {
  return frames.find((frame) => !isFrameworkFrame(frame.file));
}
function failureSignature(input) {
  const top = topProjectFrame(input.frames);
  const parts = [
    input.name.trim(),
    assertionShape(input.message),
    top?.functionName?.trim() ?? "",
    top === void 0 ? "" : top.file.replace(/\\/g, "/")
  ];
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);
}

// mcp-server/src/runners/vitest-outcome.ts
function decideOutcome(facts) {
  if (facts.timedOut) return "timeout";
  if (facts.aborted || facts.endReason === "interrupted") return "interrupted";
  if (!facts.ended) return "failed";
  const ran = facts.tests.some((t) => t.status === "passed" || t.status === "failed");
  if (!ran && facts.errors.length === 0) return "no-tests";
  const failed = facts.tests.some((t) => t.status === "failed") || facts.errors.length > 0;
  if (failed || !ran) return "failed";
  if (facts.endReason === "failed" || facts.exitCode !== null && facts.exitCode !== 0) return "failed";
  return "passed";
}

export {
  isFrameworkFrame,
  failureSignature,
  decideOutcome,
  REPORT_FD_ENV,
  REPORT_ROOT_ENV
};
