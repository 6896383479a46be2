import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  latestBeanOutcome,
  latestBeanRun,
  listVddRuns,
  recordVddRun
} from "./chunk-45B32743.js";
import "./chunk-20B92595.js";
import "./chunk-17BC47F5.js";
import "./chunk-F3B29691.js";
import "./chunk-33E6D540.js";
import "./chunk-792FEB4D.js";
import "./chunk-8F963DD6.js";
import "./chunk-B50D1A5F.js";
import "./chunk-E3B0C442.js";
export {
  latestBeanOutcome,
  latestBeanRun,
  listVddRuns,
  recordVddRun
};
