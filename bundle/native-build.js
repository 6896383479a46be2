#!/usr/bin/env node
import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  runNativeBuild
} from "./chunk-B2546951.js";
import "./chunk-9BC7BF0C.js";
import "./chunk-476ED682.js";
import "./chunk-4E9BA692.js";
import "./chunk-B6204A34.js";
import "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";

// mcp-server/src/entry/native-build.ts
var [packageDir, buildDir, pluginRoot] = process.argv.slice(2);
if (packageDir === void 0 || buildDir === void 0) {
  process.stderr.write("usage: native-build <better-sqlite3 package dir | fetch:<version>> <build dir> [plugin root]\n");
  process.exitCode = 2;
} else {
  process.stdout.write(`${(/* @__PURE__ */ new Date()).toISOString()} building better-sqlite3 from ${packageDir} into ${buildDir}
`);
  const ok = await runNativeBuild(packageDir, buildDir, pluginRoot);
  process.stdout.write(`${(/* @__PURE__ */ new Date()).toISOString()} ${ok ? "done" : "failed"}
`);
  process.exitCode = ok ? 0 : 1;
}
