import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-352CH7DQ.js";
import "./chunk-B5CLTKGZ.js";
import "./chunk-XFR4UW3S.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
