import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-F5MKSTZJ.js";
import "./chunk-4QZV2IP2.js";
export default require_picomatch();
