import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanRun,
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-4XZY77XU.js";
import "./chunk-X4PHHY2A.js";
import "./chunk-E7HAZFCQ.js";
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
