import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openExistingStore,
  openStore
} from "./chunk-XJVH63SJ.js";
import "./chunk-PTNXGFJM.js";
import "./chunk-YOOVDZRY.js";
import "./chunk-4VUF5MBK.js";
import "./chunk-26DPE5WD.js";
import "./chunk-IJWI3YL5.js";
import "./chunk-4QZV2IP2.js";
export {
  openExistingStore,
  openStore
};
