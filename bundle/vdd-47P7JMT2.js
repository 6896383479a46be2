import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-2RHTBNCK.js";
import "./chunk-Y6SR3ZGR.js";
import "./chunk-KVSGJUTE.js";
import "./chunk-YZCJIJID.js";
import "./chunk-IKFKDSWB.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
