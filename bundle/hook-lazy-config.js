import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  CONFIG_FILE,
  configSchema,
  loadConfig,
  runnerSpec,
  vddSpec,
  verificationSpec
} from "./chunk-EI233ZKH.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-Q2XY7SWZ.js";
import "./chunk-4QZV2IP2.js";
export {
  CONFIG_FILE,
  configSchema,
  loadConfig,
  runnerSpec,
  vddSpec,
  verificationSpec
};
