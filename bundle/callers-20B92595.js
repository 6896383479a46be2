import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCaller,
  findCallerId,
  sessionKnownToHooks
} from "./chunk-CD80A9A1.js";
import "./chunk-9A9544E6.js";
import "./chunk-E802281E.js";
import "./chunk-476ED682.js";
import "./chunk-EF1E57F2.js";
import "./chunk-4E9BA692.js";
import "./chunk-B6204A34.js";
import "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";
export {
  ensureCaller,
  findCallerId,
  sessionKnownToHooks
};
