import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import "./chunk-E3B0C442.js";

// mcp-server/src/runners/vitest-reporter.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
var CORE = "./vitest-reporter-core.js";
function loadCore() {
  const built = new URL(CORE, import.meta.url);
  if (built.protocol === "file:" && existsSync(built)) {
    return Promise.resolve(createRequire(import.meta.url)(fileURLToPath(built)));
  }
  return import("./vitest-reporter-core.js");
}
var EvidentReporter = class {
  // Every hook waits for the core, in the order vitest called them.
  #core;
  constructor() {
    this.#core = new Promise((resolve) => resolve(loadCore())).then(
      (m) => new m.default(),
      (error) => {
        const why = error instanceof Error ? error.message : String(error);
        process.stderr.write(`evident: this test run was not recorded (its reporter did not load: ${why}).
`);
        return void 0;
      }
    );
  }
  async onInit(vitest) {
    await (await this.#core)?.onInit?.(vitest);
  }
  async onTestRunStart(specifications) {
    await (await this.#core)?.onTestRunStart?.(specifications);
  }
  async onTestModuleEnd(module) {
    await (await this.#core)?.onTestModuleEnd?.(module);
  }
  async onTestRunEnd(modules, unhandled, reason) {
    await (await this.#core)?.onTestRunEnd?.(modules, unhandled, reason);
  }
};
export {
  EvidentReporter as default
};
