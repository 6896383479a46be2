import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  context,
  deny,
  rewrite
} from "./chunk-GTOI65TI.js";
import "./chunk-4QZV2IP2.js";
export {
  context,
  deny,
  rewrite
};
