import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  callerState,
  endCallerRow,
  ensureCallerRow,
  hasCitedHypothesis,
  lastTestDetail,
  openHookDb,
  recordEditArtifact,
  recordHookErrorRow,
  recordViolationRow,
  redEvidenceFiles
} from "./chunk-LF4JJ734.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  callerState,
  endCallerRow,
  ensureCallerRow,
  hasCitedHypothesis,
  lastTestDetail,
  openHookDb,
  recordEditArtifact,
  recordHookErrorRow,
  recordViolationRow,
  redEvidenceFiles
};
