import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-6FWJYP7B.js";
import "./chunk-Y42EG2N6.js";
import "./chunk-Q5U5TZW3.js";
import "./chunk-YZCJIJID.js";
import "./chunk-IKFKDSWB.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
