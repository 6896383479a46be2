import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  beginRun,
  recordRun,
  testCaseIds
} from "./chunk-U4THBIBL.js";
import "./chunk-B5CLTKGZ.js";
import "./chunk-PIYCJLT7.js";
import "./chunk-UADY422W.js";
import "./chunk-MCBHAEDW.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  beginRun,
  recordRun,
  testCaseIds
};
