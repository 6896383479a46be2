import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  REPORT_FD_ENV,
  REPORT_ROOT_ENV,
  decideOutcome,
  failureSignature,
  withMessageFrame
} from "./chunk-D27B307E.js";
import {
  MAIN_AGENT,
  callerFromEnv,
  envIdentityRefused
} from "./chunk-EF1E57F2.js";
import {
  resolveDbLocation
} from "./chunk-4E9BA692.js";
import {
  errorMessage
} from "./chunk-B6204A34.js";
import "./chunk-2F233FA6.js";
import "./chunk-E3B0C442.js";

// mcp-server/src/runners/vitest-reporter-core.ts
import { writeSync } from "node:fs";

// mcp-server/src/runners/vitest-collect.ts
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
var ANSI = /\u001b\[[0-9;]*m/g;
var clean = (text2) => text2.replace(ANSI, "");
var MESSAGE_MAX = 4e3;
var FIELD_MAX = 2e4;
function projectPath(root, file) {
  const path = file.startsWith("file://") ? fileURLToPath(file) : file;
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith("..") || rel.startsWith(sep) || /^[A-Za-z]:/.test(rel)) return path;
  return rel.split(sep).join("/");
}
function frames(root, error) {
  const stacks = error.stacks ?? [];
  const parsed = stacks.length > 0 || typeof error.stack !== "string" ? stacks : parseV8Stack(error.stack);
  return parsed.map((s) => ({
    ...s.method === "" ? {} : { functionName: s.method },
    file: projectPath(root, s.file),
    line: s.line,
    col: s.column
  }));
}
var V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
var INTERNAL = /^node:|[\\/]node_modules[\\/](?:@vitest|vitest|tinypool)[\\/]/;
function parseV8Stack(stack) {
  const frames2 = [];
  for (const line of stack.split("\n")) {
    const match = V8_FRAME.exec(line);
    if (match === null) continue;
    const [, method = "", file = "", row = "0", col = "0"] = match;
    if (INTERNAL.test(file) || file.includes("<anonymous>")) continue;
    frames2.push({ method: method.replace(/^async /, ""), file, line: Number(row), column: Number(col) });
  }
  return frames2;
}
var asRecord = (value) => typeof value === "object" && value !== null ? value : void 0;
var text = (value) => typeof value === "string" ? clean(value).slice(0, FIELD_MAX) : void 0;
function toFailure(root, error, scope, where) {
  const name = typeof error.name === "string" && error.name !== "" ? error.name : "Error";
  const fullMessage = clean(typeof error.message === "string" ? error.message : String(error.message));
  const message = fullMessage.slice(0, MESSAGE_MAX);
  const rollup = asRecord(error["__vitest_rollup_error__"]);
  const parsed = withMessageFrame(
    frames(root, error),
    { name, message: fullMessage, loc: asRecord(rollup?.["loc"]), id: rollup?.["id"], transform: rollup !== void 0 },
    [root]
  );
  const expected = text(error["expected"]);
  const actual = text(error["actual"]);
  const diff = text(error["diff"]);
  return {
    scope,
    ...where.test === void 0 ? {} : { test: where.test },
    ...where.file === void 0 ? {} : { file: where.file },
    name,
    message,
    ...expected === void 0 ? {} : { expected },
    ...actual === void 0 ? {} : { actual },
    ...diff === void 0 ? {} : { diff },
    frames: parsed,
    signature: failureSignature({ name, message, frames: parsed, file: where.file ?? where.test?.file })
  };
}
function testOutcome(file, test, ordinal) {
  const result = test.result();
  const status = result.state === "pending" ? "skipped" : result.state === "skipped" && test.options.mode === "todo" ? "todo" : result.state;
  const duration = test.diagnostic()?.duration;
  return {
    file,
    fullName: test.fullName,
    ...ordinal === 0 ? {} : { ordinal },
    status,
    ...duration === void 0 ? {} : { durationMs: duration }
  };
}
function collectModule(root, module) {
  const file = projectPath(root, module.moduleId);
  const tests = [];
  const errors = [];
  const named = /* @__PURE__ */ new Map();
  for (const test of module.children.allTests()) {
    const ordinal = named.get(test.fullName) ?? 0;
    named.set(test.fullName, ordinal + 1);
    const outcome = testOutcome(file, test, ordinal);
    tests.push(outcome);
    const ref = { file, fullName: outcome.fullName, ...ordinal === 0 ? {} : { ordinal } };
    const result = test.result();
    if (result.state === "failed")
      for (const e of result.errors) errors.push(toFailure(root, e, "test", { test: ref, file }));
  }
  const suites = [...module.children.allSuites()];
  for (const suite of suites) for (const e of suite.errors()) errors.push(toFailure(root, e, "suite", { file }));
  const moduleScope = tests.length === 0 && suites.length === 0 ? "module" : "suite";
  for (const e of module.errors()) errors.push(toFailure(root, e, moduleScope, { file }));
  return { tests, errors };
}
function collectRun(root, modules, unhandled) {
  const parts = modules.map((m) => collectModule(root, m));
  const unhandledErrors = unhandled.map((e) => {
    const path = e["VITEST_TEST_PATH"];
    return toFailure(root, e, "unhandled", typeof path === "string" ? { file: projectPath(root, path) } : {});
  });
  return {
    tests: parts.flatMap((p) => p.tests),
    errors: [...parts.flatMap((p) => p.errors), ...unhandledErrors]
  };
}

// mcp-server/src/runners/vitest-store.ts
var HUMAN_CALLER = { sessionId: "human", agentId: MAIN_AGENT };
function unrecordableRun(env) {
  const claudeCode = env["CLAUDECODE"];
  if (claudeCode === void 0 || claudeCode === "") return void 0;
  return "a shell test run inside Claude Code is not evidence; use run_tests (mcp__plugin_evident_evident__run_tests)";
}
var StoreChannel = class {
  #projectRoot = process.cwd();
  #store;
  #startSeq;
  #startedAt = (/* @__PURE__ */ new Date()).toISOString();
  #warned = false;
  init(vitestRoot) {
    const refused = unrecordableRun(process.env);
    if (refused !== void 0) {
      this.#skip(refused);
      return;
    }
    try {
      const location = resolveDbLocation(process.env, vitestRoot);
      this.#projectRoot = location.projectRoot;
      this.#store = import("./hook-lazy-store.js").then((m) => m.openStore(location.path)).catch((error) => this.#warn(error));
    } catch (error) {
      this.#warn(error);
    }
  }
  begin() {
    this.#startedAt = (/* @__PURE__ */ new Date()).toISOString();
    this.#startSeq = this.#store?.then(async (store) => {
      if (store === void 0) return void 0;
      const { beginRun } = await import("./runs-B83445B7.js");
      return beginRun(store.db);
    }).catch((error) => this.#warn(error));
  }
  async end(modules, unhandled, reason) {
    try {
      const store = await this.#store;
      const startSeq = await this.#startSeq;
      if (store === void 0 || startSeq === void 0) return;
      const { tests, errors } = collectRun(this.#projectRoot, modules, unhandled);
      const report = {
        runner: "vitest",
        argv: ["vitest", ...process.argv.slice(2)],
        projectRoot: this.#projectRoot,
        startedAt: this.#startedAt,
        endedAt: (/* @__PURE__ */ new Date()).toISOString(),
        exitCode: null,
        outcome: decideOutcome({
          timedOut: false,
          aborted: false,
          ended: true,
          endReason: reason,
          exitCode: null,
          tests,
          errors
        }),
        tests,
        errors,
        detail: "recorded by the evident vitest reporter"
      };
      const caller = callerFromEnv(process.env) ?? HUMAN_CALLER;
      const { sessionKnownToHooks } = await import("./callers-20B92595.js");
      if (caller.identity === "env" && await sessionKnownToHooks(store.db, caller.sessionId)) {
        this.#skip(envIdentityRefused(caller.sessionId).message);
        return;
      }
      const { recordRun } = await import("./runs-B83445B7.js");
      await recordRun(store.db, caller, report, startSeq);
    } catch (error) {
      this.#warn(error);
    }
  }
  #skip(why) {
    if (this.#warned) return;
    this.#warned = true;
    process.stderr.write(`evident: this test run was not recorded: ${why}. Your tests are unaffected.
`);
  }
  #warn(error) {
    if (!this.#warned) {
      this.#warned = true;
      process.stderr.write(
        `evident: this test run was not recorded (${errorMessage(error)}); your tests are unaffected.
`
      );
    }
    return void 0;
  }
};

// mcp-server/src/runners/vitest-reporter-core.ts
var CLAIM = /* @__PURE__ */ Symbol.for("evident.vitest-reporter.fd-claimed");
var EvidentReporterCore = class {
  #root = process.cwd();
  #fd;
  #store;
  constructor() {
    const raw = process.env[REPORT_FD_ENV];
    const fd = Number(raw);
    const global = globalThis;
    if (raw === void 0 || raw === "") {
      this.#store = new StoreChannel();
    } else if (Number.isInteger(fd) && fd > 2 && global[CLAIM] !== true) {
      global[CLAIM] = true;
      this.#fd = fd;
    }
  }
  onInit(vitest) {
    this.#root = process.env[REPORT_ROOT_ENV] ?? vitest.config.root;
    this.#store?.init(this.#root);
  }
  onTestRunStart(specifications) {
    this.#send({ type: "start", files: new Set(specifications.map((s) => s.moduleId)).size });
    this.#store?.begin();
  }
  onTestModuleEnd(module) {
    if (this.#fd === void 0) return;
    const { tests, errors } = collectModule(this.#root, module);
    this.#send({ type: "file", file: projectPath(this.#root, module.moduleId), tests, errors });
  }
  async onTestRunEnd(modules, unhandled, reason) {
    if (this.#fd !== void 0) {
      const { tests, errors } = collectRun(this.#root, modules, unhandled);
      this.#send({ type: "end", reason, tests, errors });
    }
    await this.#store?.end(modules, unhandled, reason);
  }
  #send(message) {
    if (this.#fd === void 0) return;
    const buffer = Buffer.from(`${JSON.stringify(message)}
`);
    for (let offset = 0; offset < buffer.length; ) {
      try {
        offset += writeSync(this.#fd, buffer, offset);
      } catch (error) {
        if (error.code !== "EAGAIN") return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
      }
    }
  }
};
export {
  EvidentReporterCore as default
};
