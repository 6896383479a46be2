import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
} from "./chunk-DSTLS5O6.js";
import "./chunk-TBYOUZ36.js";
import "./chunk-FPFYPJDT.js";
import "./chunk-FSDVBBFO.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
};
