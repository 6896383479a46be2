import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  loadConfig,
  parseConfigText
} from "./chunk-A0E84188.js";
import "./chunk-B6204A34.js";
import "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";
export {
  loadConfig,
  parseConfigText
};
