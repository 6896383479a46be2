import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  loadConfig,
  parseConfigText
} from "./chunk-0BE3E6B1.js";
import "./chunk-B50D1A5F.js";
import "./chunk-0A5A214B.js";
import "./chunk-E3B0C442.js";
export {
  loadConfig,
  parseConfigText
};
