import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  TEST_NAME
} from "./chunk-261ED7B5.js";

// mcp-server/src/engine/gates/test-weakening.ts
var JS = {
  comments: "c",
  tests: [/(?<![\w$.])(?:it|test)(?:\.(?:concurrent|sequential|each\s*(?:\([^)]*\)|`[^`]*`)))*\s*\(/g],
  assertions: [/(?<![\w$.])(?:expect(?:\.soft|\.poll)?|expectTypeOf|assert(?:\.\w+)?)\s*\(/g],
  skips: [
    /(?<![\w$])(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:skip|only|todo|fails|skipIf|runIf)\b/g,
    /(?<![\w$.])(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/g,
    /(?<![\w$])(?:ctx|context|t)\.skip\s*\(/g
  ]
};
var PYTHON = {
  comments: "hash",
  tests: [/^\s*(?:async\s+)?def\s+test\w*\s*\(/gm],
  assertions: [/^\s*assert\b/gm, /\bself\.assert\w+\s*\(/g, /\bpytest\.raises\s*\(/g],
  skips: [
    /@pytest\.mark\.(?:skip|skipif|xfail)\b/g,
    /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g,
    /\bpytest\.(?:skip|xfail)\s*\(/g,
    /\bself\.skipTest\s*\(/g
  ]
};
var GO = {
  comments: "c",
  tests: [/^func\s+(?:Test|Fuzz|Example)\w*\s*\(/gm],
  assertions: [/\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/g, /\b(?:assert|require)\.\w+\s*\(/g],
  skips: [/\b[tb]\.(?:Skip|SkipNow|Skipf)\s*\(/g]
};
function patternsFor(path) {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return JS;
  if (path.endsWith(".py")) return PYTHON;
  if (path.endsWith(".go")) return GO;
  return void 0;
}
var count = (text, patterns) => patterns.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0);
function withoutComments(text, style) {
  let out = "";
  let quote;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (quote !== void 0) {
      out += ch;
      if (ch === "\\") {
        out += text[i + 1] ?? "";
        i++;
      } else if (ch === quote || ch === "\n" && quote !== "`") {
        quote = void 0;
      }
      continue;
    }
    const next = text[i + 1];
    const lineComment = style === "c" ? ch === "/" && next === "/" : ch === "#";
    if (lineComment) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end - 1;
      continue;
    }
    if (style === "c" && ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const comment = text.slice(i, end === -1 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, " ");
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (ch === '"' || ch === "'" || style === "c" && ch === "`") quote = ch;
    out += ch;
  }
  return out;
}
function testMetrics(path, text) {
  const p = patternsFor(path);
  if (p === void 0) return void 0;
  const code = withoutComments(text, p.comments);
  return { tests: count(code, p.tests), assertions: count(code, p.assertions), skips: count(text, p.skips) };
}
function weakenings(before, after) {
  const found = [];
  if (after.skips > before.skips) found.push(`skip/only/todo/fails markers ${before.skips} \u2192 ${after.skips}`);
  if (after.tests < before.tests) found.push(`test cases ${before.tests} \u2192 ${after.tests}`);
  return found;
}
function assertionNotes(before, after) {
  return after.assertions < before.assertions ? [`assertions ${before.assertions} \u2192 ${after.assertions}`] : [];
}
function holdsTests(path, text) {
  const metrics = text === void 0 ? void 0 : testMetrics(path, text);
  return metrics === void 0 ? TEST_NAME.test(path) : metrics.tests > 0;
}

export {
  testMetrics,
  weakenings,
  assertionNotes,
  holdsTests
};
