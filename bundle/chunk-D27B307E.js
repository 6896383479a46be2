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
  return frames.find((frame2) => !isFrameworkFrame(frame2.file));
}
function failureSignature(input) {
  const top = topProjectFrame(input.frames);
  const parts = [
    input.name.trim(),
    assertionShape(input.message),
    top?.functionName?.trim() ?? "",
    (top?.file ?? input.file ?? "").replace(/\\/g, "/")
  ];
  return createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);
}

// mcp-server/src/runners/message-location.ts
import { existsSync, realpathSync } from "node:fs";
import { isAbsolute as isAbsolute2, relative as relative2, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// mcp-server/src/runners/stack-text.ts
import { isAbsolute, posix, relative, sep } from "node:path";
var MAX_FRAMES = 20;
var JS_AT = /^\s*at (?:async )?(?:(.+?) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::(\d+))?\)?\s*$/;
var VITEST = /^\s*❯ (?:(\S+) )?([^\s]+?):(\d+)(?::(\d+))?\s*$/;
var PY_NATIVE = /^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$/;
var PY_SHORT = /^(\S+?):(\d+): in (.+?)\s*$/;
var PY_LONG = /^(\S+?\.py):(\d+):(?: [\w.]+)?\s*$/;
var PY_DEF = /^\s*(?:async )?def (\w+)\(/;
function parseStackText(text, projectRoots) {
  const lines = text.split(/\r?\n/);
  const js = [];
  const python = [];
  let lastDef;
  for (const line of lines) {
    const def = PY_DEF.exec(line);
    if (def !== null) {
      lastDef = def[1];
      continue;
    }
    let m = JS_AT.exec(line) ?? VITEST.exec(line);
    if (m !== null) {
      js.push(frame(m[2] ?? "", m[3], m[4], m[1], projectRoots));
      continue;
    }
    m = PY_NATIVE.exec(line);
    if (m !== null) {
      python.push(frame(m[1] ?? "", m[2], void 0, m[3], projectRoots));
      continue;
    }
    m = PY_SHORT.exec(line);
    if (m !== null) {
      python.push(frame(m[1] ?? "", m[2], void 0, m[3], projectRoots));
      continue;
    }
    m = PY_LONG.exec(line);
    if (m !== null) {
      python.push(frame(m[1] ?? "", m[2], void 0, lastDef, projectRoots));
      lastDef = void 0;
    }
  }
  return keepUseful(js.length > 0 ? js : python.reverse());
}
function keepUseful(frames) {
  const own = frames.filter((f) => !isFrameworkFrame(f.file));
  return (own.length > 0 ? own : frames).slice(0, MAX_FRAMES);
}
function frame(file, line, col, fn, roots) {
  const name = fn?.trim();
  return {
    file: projectRelative(file, roots),
    ...line === void 0 ? {} : { line: Number(line) },
    ...col === void 0 ? {} : { col: Number(col) },
    ...name === void 0 || name === "" ? {} : { functionName: name }
  };
}
function projectRelative(file, roots) {
  const path = file.startsWith("file://") ? decodeURIComponent(new URL(file).pathname) : file;
  if (!isAbsolute(path)) return posix.normalize(path.split(sep).join("/")).replace(/^\.\//, "");
  for (const root of roots) {
    const rel = relative(root, path);
    if (rel !== "" && !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel)) return rel.split(sep).join("/");
  }
  return path;
}

// mcp-server/src/runners/message-location.ts
var FILE = String.raw`(?:file:\/\/)?((?:[A-Za-z]:)?[\w.@+~\-/\\]*[\w@+~\-]\.[A-Za-z0-9]{1,6})`;
var AT_LINE = new RegExp(String.raw`${FILE}:(\d+)(?::(\d+))?`, "g");
var BABEL = new RegExp(String.raw`${FILE}: [^\n]*?\((\d+):(\d+)\)`, "g");
var IMPORTED_FROM = /imported from ((?:file:\/\/)?\S+?)['".,;]*(?:\s|$)/g;
var SYNTAX = /Transform failed|\[PARSE_ERROR\]|Parse failure|Failed to parse|SyntaxError/;
function isSyntaxError(input) {
  return input.name === "SyntaxError" || input.transform === true || SYNTAX.test(input.message);
}
function messageLocation(input, roots) {
  const candidates = [];
  const loc = input.loc;
  if (loc !== void 0 && typeof loc.file === "string" && typeof loc.line === "number") {
    candidates.push({ file: loc.file, line: loc.line, ...typeof loc.column === "number" ? { col: loc.column } : {} });
  }
  for (const pattern of [AT_LINE, BABEL]) {
    for (const m of input.message.matchAll(pattern)) {
      const [, file = "", line, col] = m;
      candidates.push({ file, line: Number(line), ...col === void 0 ? {} : { col: Number(col) } });
    }
  }
  if (typeof input.id === "string") candidates.push({ file: input.id });
  for (const m of input.message.matchAll(IMPORTED_FROM)) candidates.push({ file: m[1] ?? "" });
  for (const c of candidates) {
    const file = inProject(c.file, roots);
    if (file !== void 0) {
      return {
        file,
        ...c.line === void 0 ? {} : { line: c.line },
        ...c.col === void 0 ? {} : { col: c.col },
        source: "message"
      };
    }
  }
  return void 0;
}
function withMessageFrame(frames, input, roots) {
  const ownFrame = frames.some((f) => !isFrameworkFrame(f.file));
  if (ownFrame && !isSyntaxError(input)) return frames;
  const found = messageLocation(input, roots);
  if (found === void 0) return frames;
  const top = frames[0];
  if (top !== void 0 && top.file === found.file && top.line === found.line) return frames;
  return [found, ...frames];
}
function inProject(file, roots) {
  const [root] = roots;
  if (root === void 0 || file === "") return void 0;
  let path;
  try {
    path = file.startsWith("file://") ? fileURLToPath(file) : file;
    path = isAbsolute2(path) ? path : resolve(root, path);
    if (!existsSync(path)) return void 0;
    path = realpathSync(path);
  } catch {
    return void 0;
  }
  const inside = roots.some((r) => {
    let real;
    try {
      real = realpathSync(r);
    } catch {
      return false;
    }
    const rel2 = relative2(real, path);
    return rel2 !== "" && !/^\.\.(?:[\\/]|$)/.test(rel2) && !isAbsolute2(rel2);
  });
  if (!inside) return void 0;
  const rel = projectRelative(
    path,
    roots.flatMap((r) => [r, safeReal(r)])
  );
  return isFrameworkFrame(rel) ? void 0 : rel;
}
function safeReal(path) {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
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
  parseStackText,
  projectRelative,
  withMessageFrame,
  decideOutcome,
  REPORT_FD_ENV,
  REPORT_ROOT_ENV
};
