import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  openStore
} from "./chunk-PF44YELD.js";
import "./chunk-XQ43APB3.js";
import "./chunk-X5VTQB7U.js";
import "./chunk-E75SIO6K.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";
export {
  openStore
};
