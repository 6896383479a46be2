import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
} from "./chunk-4SNHW4XH.js";
import "./chunk-4MVFEDDZ.js";
import "./chunk-UQQXWQM2.js";
import "./chunk-BZ2EMYHF.js";
import "./chunk-FSDVBBFO.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  latestBeanVerdict,
  listVddRuns,
  recordVddRun
};
