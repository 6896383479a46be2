import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openStore
} from "./chunk-TU2VJ3GG.js";
import "./chunk-YPHY2MSN.js";
import "./chunk-42ZZXYTA.js";
import "./chunk-MCBHAEDW.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  openStore
};
