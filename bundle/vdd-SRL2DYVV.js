import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-HU7JHXMS.js";
import "./chunk-RBSWFDQU.js";
import "./chunk-QAJTI4O6.js";
import "./chunk-ZGO3CPCR.js";
import "./chunk-QL4JLZMF.js";
import "./chunk-MMWIH7VR.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
