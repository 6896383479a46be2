import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openStore
} from "./chunk-JPV3BVZA.js";
import "./chunk-DO2ZQHC2.js";
import "./chunk-URTYTEO2.js";
import "./chunk-FSDVBBFO.js";
import "./chunk-JLIRPOOY.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  openStore
};
