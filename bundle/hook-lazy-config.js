import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  loadConfig,
  parseConfigText
} from "./chunk-HF5CKO7A.js";
import "./chunk-IJWI3YL5.js";
import "./chunk-H6D5ESAV.js";
import "./chunk-4QZV2IP2.js";
export {
  loadConfig,
  parseConfigText
};
