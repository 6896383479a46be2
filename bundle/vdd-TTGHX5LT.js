import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-QNESN6QI.js";
import "./chunk-3P2EDYUQ.js";
import "./chunk-PTNXGFJM.js";
import "./chunk-YOOVDZRY.js";
import "./chunk-4VUF5MBK.js";
import "./chunk-26DPE5WD.js";
import "./chunk-IJWI3YL5.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
