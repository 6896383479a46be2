import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  stringField
} from "./chunk-2T6SEXD4.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/gates/shell-words.ts
var CONTROL = ["&&", "||", "|&", ";;", ";", "|", "&", "\n", "(", ")"];
var REDIRECT = /^(?:\d+)?(&>>|&>|>>|>\||>&|<<<|<<-|<<|<&|<>|>|<)/;
function parseShell(text) {
  const commands = [];
  let substitutions = false;
  let cur = { argv: [], redirects: [], pendingOp: void 0 };
  const heredocs = [];
  const flush = (next) => {
    if (cur.argv.length > 0 || cur.redirects.length > 0) commands.push({ argv: cur.argv, redirects: cur.redirects, next });
    cur = { argv: [], redirects: [], pendingOp: void 0 };
  };
  const addWord = (word) => {
    if (cur.pendingOp !== void 0) {
      const op = cur.pendingOp;
      cur.redirects.push({ op, target: op.startsWith("<<") && op !== "<<<" ? word.replace(/['"\\]/g, "") : word });
      if (op === "<<" || op === "<<-") heredocs.push(word.replace(/['"\\]/g, ""));
      cur.pendingOp = void 0;
    } else {
      cur.argv.push(word);
    }
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? "";
    if (c === " " || c === "	" || c === "\\" && text[i + 1] === "\n") {
      i += c === "\\" ? 2 : 1;
      continue;
    }
    if (c === "#") {
      while (i < text.length && text[i] !== "\n") i++;
      continue;
    }
    if (c === "\n" && heredocs.length > 0) {
      flush("\n");
      i = skipHeredocs(text, i + 1, heredocs.splice(0));
      continue;
    }
    if ((c === "<" || c === ">") && text[i + 1] === "(") {
      const sub = balanced(text, i + 1);
      substitutions = true;
      commands.push(...parseShell(sub.body).commands);
      addWord(text.slice(i, sub.end));
      i = sub.end;
      continue;
    }
    const redirect = REDIRECT.exec(text.slice(i, i + 12));
    if (redirect !== null) {
      const op = redirect[1] ?? "";
      i += redirect[0].length;
      if ((op === ">&" || op === "<&") && /^\s*[\d-]/.test(text.slice(i, i + 4))) {
        while (i < text.length && /[\s\d-]/.test(text[i] ?? "") && text[i] !== "\n") i++;
        continue;
      }
      cur.pendingOp = op;
      continue;
    }
    const control = CONTROL.find((op) => text.startsWith(op, i));
    if (control !== void 0) {
      flush(control);
      i += control.length;
      continue;
    }
    const word = readWord(text, i);
    i = word.end;
    if (word.inner.length > 0) substitutions = true;
    for (const inner of word.inner) commands.push(...parseShell(inner).commands);
    addWord(word.text);
  }
  flush("");
  return { commands, substitutions };
}
function skipHeredocs(text, start, delimiters) {
  let i = start;
  for (const delimiter of delimiters) {
    for (; ; ) {
      const end = text.indexOf("\n", i);
      const line = text.slice(i, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end + 1;
      if (line.trim() === delimiter || end === -1) break;
    }
  }
  return i;
}
function readWord(text, start) {
  let out = "";
  const inner = [];
  let i = start;
  while (i < text.length) {
    const c = text[i] ?? "";
    if (" 	\n;&|()<>".includes(c)) break;
    if (c === "\\") {
      out += text[i + 1] ?? "";
      i += 2;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      const close = end === -1 ? text.length : end;
      out += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === "\\" && '"\\$`'.includes(text[i + 1] ?? "")) {
          out += text[i + 1];
          i += 2;
        } else if (text.startsWith("$(", i)) {
          const sub = balanced(text, i + 1);
          inner.push(sub.body);
          out += text.slice(i, sub.end);
          i = sub.end;
        } else if (text[i] === "`") {
          const end = closingBacktick(text, i);
          inner.push(text.slice(i + 1, end));
          out += text.slice(i, end + 1);
          i = end + 1;
        } else {
          out += text[i];
          i++;
        }
      }
      i++;
    } else if (c === "$" && text[i + 1] === "(") {
      const sub = balanced(text, i + 1);
      inner.push(sub.body);
      out += text.slice(i, sub.end);
      i = sub.end;
    } else if (c === "`") {
      const end = closingBacktick(text, i);
      inner.push(text.slice(i + 1, end));
      out += text.slice(i, end + 1);
      i = end + 1;
    } else {
      out += c;
      i++;
    }
  }
  return { text: out, end: i, inner };
}
function closingBacktick(text, open) {
  let i = open + 1;
  while (i < text.length && text[i] !== "`") i += text[i] === "\\" ? 2 : 1;
  return Math.min(i, text.length);
}
function balanced(text, open) {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const c = text[i];
    if (c === "\\") {
      i += 2;
      continue;
    }
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      i = end === -1 ? text.length : end + 1;
      continue;
    }
    if (c === "(") depth++;
    if (c === ")") {
      depth--;
      if (depth === 0) return { body: text.slice(open + 1, i), end: i + 1 };
    }
    i++;
  }
  return { body: text.slice(open + 1), end: text.length };
}

// mcp-server/src/gates/bash-policy.ts
var DIRECT_RUNNERS = /* @__PURE__ */ new Set(["vitest", "jest", "mocha", "ava", "jasmine", "karma", "pytest", "py.test", "nose2", "tap", "tox", "nox"]);
var TEST_SCRIPT = /^(?:test|tests|spec|vitest|jest|pytest|coverage|check)(?:[:_-].*)?$/;
var WRAPPERS = /* @__PURE__ */ new Set(["env", "time", "nice", "nohup", "command", "exec", "sudo", "timeout", "stdbuf", "xvfb-run"]);
var READ_ONLY_FILTERS = /* @__PURE__ */ new Set(["head", "tail", "grep", "egrep", "fgrep", "wc", "sort", "uniq", "cat", "cut", "less", "more"]);
var DEV_FILES = /^\/dev\/(?:null|stdout|stderr|tty|fd\/\d+)$/;
var WEAKENING_EXACT = /* @__PURE__ */ new Set([
  "-u",
  "--update",
  "--updateSnapshot",
  "--update-snapshots",
  "--bail",
  "-t",
  "--testNamePattern",
  "--reporter=silent",
  "--silent",
  "-o",
  "--onlyChanged",
  "--onlyFailures",
  "--changed",
  "--passWithNoTests",
  // pytest
  "-k",
  "-x",
  "--exitfirst",
  "--maxfail",
  "--lf",
  "--last-failed",
  "--deselect",
  "--ignore",
  "--sw",
  "--stepwise",
  // go test
  "-run",
  "-skip",
  "-failfast",
  // cargo test (after --)
  "--skip"
]);
var WEAKENING_PREFIX = ["--bail=", "-t=", "--testNamePattern=", "--maxfail=", "--deselect=", "--ignore=", "-run=", "-skip=", "--skip=", "-k=", "--changed="];
var base = (word) => word.slice(word.lastIndexOf("/") + 1);
var isAssignment = (word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
function unwrap(argv) {
  let i = 0;
  for (; ; ) {
    while (i < argv.length && isAssignment(argv[i] ?? "")) i++;
    const word = base(argv[i] ?? "");
    if (!WRAPPERS.has(word)) return argv.slice(i);
    i++;
    while (i < argv.length && (argv[i] ?? "").startsWith("-")) {
      const option = argv[i] ?? "";
      i += ["-u", "-n", "-s", "-k", "--signal", "--kill-after", "-o", "-e"].includes(option) ? 2 : 1;
    }
    if (word === "timeout" && /^\d/.test(argv[i] ?? "")) i++;
  }
}
function testRunner(argv) {
  const words = unwrap(argv);
  const [head, ...rest] = words;
  if (head === void 0) return void 0;
  const cmd = base(head);
  const sub = rest[0] ?? "";
  if (DIRECT_RUNNERS.has(cmd)) return cmd;
  if (cmd === "playwright" && sub === "test") return "playwright test";
  if (cmd === "npx" || cmd === "bunx" || cmd === "pnpx") {
    const i = rest.findIndex((w) => !w.startsWith("-"));
    return i === -1 ? void 0 : testRunner(rest.slice(i));
  }
  if (cmd === "npm" || cmd === "pnpm" || cmd === "yarn" || cmd === "bun") {
    if (sub === "test" || sub === "t" || sub === "tst") return `${cmd} test`;
    if (sub === "exec" || sub === "dlx" || sub === "x") return testRunner(rest.slice(1).filter((w) => w !== "--"));
    const script = sub === "run" || sub === "run-script" ? rest.find((w, j) => j > 0 && !w.startsWith("-")) : cmd !== "npm" ? sub : void 0;
    if (script !== void 0 && TEST_SCRIPT.test(script)) return `${cmd} run ${script}`;
    return cmd === "yarn" || cmd === "pnpm" ? testRunner(rest) : void 0;
  }
  if (cmd === "node" || cmd === "bun" || cmd === "deno" || cmd === "tsx") {
    if (rest.includes("--test") || sub === "test") return `${cmd} test`;
    const script = rest.find((w) => !w.startsWith("-"));
    const runner = script === void 0 ? void 0 : /(?:^|\/)(vitest|jest|mocha)(?:\/[\w/.-]*)?(?:\.[cm]?js)?$/.exec(script)?.[1];
    return runner;
  }
  if (/^python(?:\d(?:\.\d+)?)?$/.test(cmd)) {
    const m = rest.indexOf("-m");
    const module = m === -1 ? void 0 : rest[m + 1];
    return module === "pytest" || module === "unittest" || module === "nose2" ? `python -m ${module}` : void 0;
  }
  if (["uv", "poetry", "pipenv", "pdm", "hatch", "rye"].includes(cmd) && sub === "run") return testRunner(rest.slice(1));
  if ((cmd === "go" || cmd === "deno") && sub === "test") return `${cmd} test`;
  if (cmd === "cargo" && (sub === "test" || sub === "nextest")) return `cargo ${sub}`;
  if (cmd === "make" && rest.some((w) => w === "test" || w === "check" || w.startsWith("test-"))) return "make test";
  return void 0;
}
function weakeningFlags(argv) {
  return argv.filter((w) => WEAKENING_EXACT.has(w) || WEAKENING_PREFIX.some((p) => w.startsWith(p)) || /^--reporter[= ]silent$/.test(w));
}
var operands = (args, withValue = []) => {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] ?? "";
    if (w === "--") {
      out.push(...args.slice(i + 1));
      break;
    }
    if (withValue.includes(w)) i++;
    else if (!w.startsWith("-") || w === "-") out.push(w);
  }
  return out;
};
function argumentWrites(argv) {
  const words = unwrap(argv);
  const cmd = base(words[0] ?? "");
  const args = words.slice(1);
  const write = (via, deletes = false) => (path) => ({ path, via, deletes });
  switch (cmd) {
    case "sed":
    case "perl": {
      const inPlace = args.some((w) => /^-[A-Za-z]*i/.test(w) || w.startsWith("--in-place"));
      if (!inPlace) return [];
      const scriptGiven = args.some((w) => w === "-e" || w === "-f" || w.startsWith("--expression") || w === "-E" && cmd === "perl");
      const files = operands(args, cmd === "sed" ? ["-e", "-f", "-l"] : ["-e", "-E", "-M", "-m", "-I"]);
      return (scriptGiven ? files : files.slice(1)).map(write(`${cmd} -i`));
    }
    case "tee":
      return operands(args).map(write("tee"));
    case "cp":
    case "mv":
    case "install": {
      const target = args.findIndex((w) => w === "-t" || w === "--target-directory");
      const files = operands(args, ["-t", "--target-directory", "-m", "-o", "-g", "-S"]);
      const dest = target !== -1 ? args[target + 1] : files.at(-1);
      const sources = target !== -1 ? files : files.slice(0, -1);
      if (dest === void 0 || sources.length === 0) return [];
      const moved = cmd === "mv" ? sources.map(write("mv", true)) : [];
      return [{ path: dest, via: cmd, deletes: false, sources }, ...moved];
    }
    case "rm":
    case "unlink":
    case "shred":
      return operands(args).map(write(cmd, true));
    case "truncate":
      return operands(args, ["-s", "--size", "-r", "--reference"]).map(write("truncate"));
    case "dd":
      return args.filter((w) => w.startsWith("of=")).map((w) => write("dd")(w.slice(3)));
    case "git": {
      const sub = args.find((w) => !w.startsWith("-"));
      const after = args.slice(args.indexOf(sub ?? "") + 1);
      if (sub === "checkout" && after.includes("--")) return after.slice(after.indexOf("--") + 1).map(write("git checkout"));
      if (sub === "restore") return operands(after, ["-s", "--source"]).map(write("git restore"));
      return [];
    }
    default:
      return [];
  }
}
function redirectWrites(command) {
  return command.redirects.filter((r) => r.op.includes(">") && r.op !== ">&" && !DEV_FILES.test(r.target)).map((r) => ({ path: r.target, via: r.op.replace("&", ""), deletes: false }));
}
function givesManualPass(argv) {
  const words = unwrap(argv);
  const vdd = words.indexOf("vdd");
  if (vdd < 0 || !words.slice(0, vdd).some((w) => base(w) === "evident" || base(w) === "cli.js")) return false;
  const rest = words.slice(vdd + 1);
  return rest.some((w, i) => w === "--manual=pass" || w === "--manual" && rest[i + 1] === "pass");
}
function analyzeBash(command) {
  const parsed = parseShell(command);
  const tests = [];
  const writes = [];
  let plain = !parsed.substitutions;
  let afterPipe = false;
  let manualPass = false;
  for (const simple of parsed.commands) {
    if (givesManualPass(simple.argv)) manualPass = true;
    const runner = testRunner(simple.argv);
    if (runner !== void 0) tests.push({ runner, weakeningFlags: weakeningFlags(simple.argv) });
    const written = [...redirectWrites(simple), ...argumentWrites(simple.argv)];
    writes.push(...written);
    const cmd = base(unwrap(simple.argv)[0] ?? "");
    const harmless = runner !== void 0 || cmd === "cd" && !afterPipe || afterPipe && READ_ONLY_FILTERS.has(cmd);
    if (!harmless || written.length > 0 || simple.next === "&" || simple.redirects.some((r) => r.op.startsWith("<<"))) plain = false;
    afterPipe = simple.next === "|" || simple.next === "|&";
  }
  return { tests, writes, plainTestRun: plain && tests.length > 0, manualPass };
}

// mcp-server/src/hooks/pre-bash.ts
async function preBash(ctx) {
  const command = stringField(ctx.payload.tool_input, "command");
  if (command === void 0) return void 0;
  const analysis = analyzeBash(command);
  if (analysis.manualPass) {
    const { deny } = await import("./output-V53LKUNE.js");
    return deny("evident: `--manual pass` records a human's confirmation that they checked every manual acceptance criterion themselves; an agent cannot give it. Ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal.");
  }
  if (analysis.tests.length === 0 && analysis.writes.length === 0) return void 0;
  const { judgeBash } = await import("./bash-gate-VO6V7I32.js");
  return judgeBash(ctx, command, analysis);
}
export {
  preBash
};
