import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
} from "./chunk-Y42EG2N6.js";
import "./chunk-Q5U5TZW3.js";
import "./chunk-YZCJIJID.js";
import "./chunk-IKFKDSWB.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  ensureCaller,
  findCallerId,
  listSessionCallers,
  sessionKnownToHooks
};
