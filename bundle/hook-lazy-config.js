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
} from "./chunk-7PXM5ER7.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-23PIZNK3.js";
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
