import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openExistingStore,
  openStore
} from "./chunk-2LLFRYFI.js";
import "./chunk-E7HAZFCQ.js";
import "./chunk-ZGO3CPCR.js";
import "./chunk-QL4JLZMF.js";
import "./chunk-MMWIH7VR.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  openExistingStore,
  openStore
};
