import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  beginRun,
  recordRun
} from "./chunk-E6R2AM2A.js";
import "./chunk-HTGLMKGJ.js";
import "./chunk-PTOXFCJ5.js";
import "./chunk-WAEBERSI.js";
import "./chunk-3SKNYCRL.js";
import "./chunk-I3RJ767K.js";
import "./chunk-IJWI3YL5.js";
import "./chunk-4QZV2IP2.js";
export {
  beginRun,
  recordRun
};
