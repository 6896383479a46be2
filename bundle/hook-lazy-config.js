import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  CONFIG_FILE,
  configSchema,
  coordinatorSpec,
  loadConfig,
  runnerSpec,
  vddSpec,
  verificationSpec
} from "./chunk-R6V6ATIP.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-OO7AP6PS.js";
import "./chunk-7U73BBYC.js";
import "./chunk-4QZV2IP2.js";
export {
  CONFIG_FILE,
  configSchema,
  coordinatorSpec,
  loadConfig,
  runnerSpec,
  vddSpec,
  verificationSpec
};
