import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-FFB0BBF8.js";
import "./chunk-E3B0C442.js";
export default require_picomatch();
