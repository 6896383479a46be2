import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
} from "./chunk-X4PHHY2A.js";
import "./chunk-E7HAZFCQ.js";
import "./chunk-ZGO3CPCR.js";
import "./chunk-QL4JLZMF.js";
import "./chunk-MMWIH7VR.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
};
