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
} from "./chunk-HHPRNHQ4.js";
import "./chunk-IJWI3YL5.js";
import "./chunk-H6D5ESAV.js";
import "./chunk-HAFQCD4F.js";
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
