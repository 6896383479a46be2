import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import "./chunk-E3B0C442.js";

// mcp-server/src/engine/gates/shell-wrappers.ts
var base = (word) => word.slice(word.lastIndexOf("/") + 1);
var isAssignment = (word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
var RESERVED = /* @__PURE__ */ new Set([
  "{",
  "}",
  "!",
  "if",
  "then",
  "elif",
  "else",
  "fi",
  "do",
  "done",
  "while",
  "until",
  "coproc"
]);
var SUDO = {
  values: ["-u", "--user", "-g", "--group", "-C", "--close-from", "-D", "--chdir", "-h", "--host", "-p", "--prompt"]
};
var TRACE = { values: ["-o", "-e", "-p", "-s", "-u", "-E", "-a", "-b", "-I", "-O", "-P", "-S", "-X", "-n"] };
var WRAPPERS = {
  env: { values: ["-u", "--unset", "-C", "--chdir", "-P", "-a", "--argv0"] },
  time: { values: ["-f", "--format", "-o", "--output"] },
  nice: { values: ["-n", "--adjustment"] },
  ionice: { values: ["-c", "--class", "-n", "--classdata", "-p", "--pid", "-P", "--pgid", "-u", "--uid"] },
  nohup: { values: [] },
  command: { values: [] },
  builtin: { values: [] },
  exec: { values: ["-a"] },
  sudo: SUDO,
  doas: { values: ["-u", "-C"] },
  timeout: { values: ["-s", "--signal", "-k", "--kill-after"], operands: 1 },
  stdbuf: { values: ["-i", "-o", "-e", "--input", "--output", "--error"] },
  "xvfb-run": {
    values: ["-n", "--server-num", "-s", "--server-args", "-e", "--error-file", "-f", "--auth-file", "-w", "--wait"]
  },
  setsid: { values: [] },
  taskset: { values: [], operands: 1 },
  unbuffer: { values: [] },
  strace: TRACE,
  ltrace: TRACE,
  catchsegv: { values: [] },
  chronic: { values: [] }
};
function splitString(words, i) {
  const w = words[i] ?? "";
  if (w === "-S" || w === "--split-string") return { value: words[i + 1] ?? "", used: 2 };
  if (w.startsWith("--split-string=")) return { value: w.slice("--split-string=".length), used: 1 };
  if (/^-S./.test(w)) return { value: w.slice(2), used: 1 };
  return void 0;
}
function splitWords(text) {
  const words = [];
  let current = "";
  let quote;
  let started = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    if (quote !== void 0) {
      if (c === quote) quote = void 0;
      else if (c === "\\" && quote === '"' && i + 1 < text.length) current += text[++i] ?? "";
      else current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (c === "\\" && i + 1 < text.length) {
      current += text[++i] ?? "";
      started = true;
    } else if (/\s/.test(c)) {
      if (started || current !== "") words.push(current);
      current = "";
      started = false;
    } else current += c;
  }
  if (started || current !== "") words.push(current);
  return words;
}
function substitutedName(word) {
  const m = /^\$\(([^()]*)\)$/.exec(word) ?? /^`([^`]*)`$/.exec(word);
  if (m === null) return word;
  const last = (m[1] ?? "").trim().split(/\s+/).at(-1);
  return last === void 0 || last === "" ? word : last;
}
function unwrap(argv) {
  let words = [...argv];
  let i = 0;
  for (let guard = 0; guard < 64; guard++) {
    while (i < words.length && (isAssignment(words[i] ?? "") || RESERVED.has(words[i] ?? ""))) i++;
    if (words[i] === "function") {
      i += 2;
      continue;
    }
    const named = substitutedName(words[i] ?? "");
    if (named !== words[i]) words = [...words.slice(0, i), named, ...words.slice(i + 1)];
    const name = base(named);
    if (name === "command" && /^-[a-zA-Z]*[vV]/.test(words[i + 1] ?? "")) return [];
    const wrapper = WRAPPERS[name];
    if (wrapper === void 0) return words.slice(i);
    i++;
    for (; ; ) {
      const w = words[i] ?? "";
      const split = name === "env" ? splitString(words, i) : void 0;
      if (split !== void 0) {
        words = [...words.slice(0, i), ...splitWords(split.value), ...words.slice(i + split.used)];
        continue;
      }
      if (w === "--") {
        i++;
        break;
      }
      if (!w.startsWith("-") || w === "-") break;
      i += wrapper.values.includes(w) ? 2 : 1;
    }
    i += wrapper.operands ?? 0;
  }
  return words.slice(i);
}

// mcp-server/src/clients/vdd/sed-script.ts
var JS_META = /[\\^$.*+?()[\]{}|/]/;
var literal = (c) => JS_META.test(c) ? `\\${c}` : c;
var CLASSES = {
  alpha: "A-Za-z",
  digit: "0-9",
  alnum: "A-Za-z0-9",
  upper: "A-Z",
  lower: "a-z",
  space: " \\t\\n\\r\\f\\v",
  blank: " \\t",
  xdigit: "0-9A-Fa-f"
};
function bracketEnd(re, start) {
  let i = start + 1;
  if (re[i] === "^") i += 1;
  if (re[i] === "]") i += 1;
  while (i < re.length) {
    if (re.startsWith("[:", i)) {
      const close = re.indexOf(":]", i + 2);
      if (close < 0) return -1;
      i = close + 2;
      continue;
    }
    if (re[i] === "]") return i + 1;
    i += 1;
  }
  return -1;
}
function bracket(body) {
  let out = "";
  let i = 0;
  if (body[0] === "^") {
    out += "^";
    i = 1;
  }
  for (; i < body.length; i += 1) {
    const c = body[i] ?? "";
    if (body.startsWith("[:", i)) {
      const close = body.indexOf(":]", i + 2);
      const range = CLASSES[body.slice(i + 2, close)];
      if (range === void 0) return void 0;
      out += range;
      i = close + 1;
    } else if (body.startsWith("[=", i) || body.startsWith("[.", i)) return void 0;
    else out += c === "\\" || c === "]" || c === "[" ? `\\${c}` : c;
  }
  return `[${out}]`;
}
function sedRegex(re, extended, delim = "/") {
  let out = "";
  let atStart = true;
  for (let i = 0; i < re.length; i += 1) {
    const c = re[i] ?? "";
    const start = atStart;
    atStart = false;
    if (c === "[") {
      const end = bracketEnd(re, i);
      const cls = end < 0 ? void 0 : bracket(re.slice(i + 1, end - 1));
      if (cls === void 0) return void 0;
      out += cls;
      i = end - 1;
    } else if (c === "\\") {
      const e = re[++i];
      if (e === void 0) return void 0;
      if (e === delim) out += literal(e);
      else if (!extended && "(|".includes(e)) {
        out += e;
        atStart = true;
      } else if (!extended && ")".includes(e)) out += e;
      else if (!extended && "{}+?".includes(e)) out += e;
      else if (e === "n") out += "\\n";
      else if (e === "t") out += "\\t";
      else if (/[1-9wWsSbB]/.test(e)) out += `\\${e}`;
      else if (/[A-Za-z0-9<>`']/.test(e)) return void 0;
      else out += literal(e);
    } else if (extended) {
      out += c;
      atStart = c === "(" || c === "|";
    } else if (c === "*") out += start ? "\\*" : "*";
    else if (c === "^") out += start ? "^" : "\\^";
    else if (c === "$")
      out += i === re.length - 1 || re.startsWith("\\)", i + 1) || re.startsWith("\\|", i + 1) ? "$" : "\\$";
    else if ("(){}|+?/".includes(c)) out += literal(c);
    else out += c;
  }
  return out;
}
function sedReplacement(text, delim) {
  const parts = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? "";
    if (c === "&") parts.push(0);
    else if (c === "\\") {
      const e = text[++i];
      if (e === void 0) return void 0;
      if (e === delim) parts.push(e);
      else if (/[1-9]/.test(e)) parts.push(Number(e));
      else if (e === "n") parts.push("\n");
      else if (e === "t") parts.push("	");
      else if (/[LUluE]/.test(e)) return void 0;
      else parts.push(e);
    } else parts.push(c);
  }
  return (match, groups) => parts.map((p) => typeof p === "string" ? p : p === 0 ? match : groups[p - 1] ?? "").join("");
}
function until(script, from, delim, brackets) {
  let i = from;
  while (i < script.length) {
    const c = script[i];
    if (c === "\\") {
      i += 2;
      continue;
    }
    if (brackets && c === "[") {
      const end = bracketEnd(script, i);
      if (end < 0) return void 0;
      i = end;
      continue;
    }
    if (c === delim) return [script.slice(from, i), i + 1];
    i += 1;
  }
  return void 0;
}
function parseScript(script, extended) {
  const commands = [];
  let i = 0;
  for (; ; ) {
    while (i < script.length && /[\s;]/.test(script[i] ?? "")) i += 1;
    if (i >= script.length) return commands;
    if (script[i] !== "s") return void 0;
    const delim = script[i + 1];
    if (delim === void 0 || delim === "\\" || delim === "\n") return void 0;
    const re = until(script, i + 2, delim, true);
    const rep = re === void 0 ? void 0 : until(script, re[1], delim, false);
    if (re === void 0 || rep === void 0 || re[0] === "") return void 0;
    let j = rep[1];
    let flags = "";
    while (j < script.length && !/[\s;}]/.test(script[j] ?? "")) {
      const f = script[j] ?? "";
      if (f === "g") flags += "g";
      else if (f === "i" || f === "I") flags += "i";
      else return void 0;
      j += 1;
    }
    const source = sedRegex(re[0], extended, delim);
    const replace = sedReplacement(rep[0], delim);
    if (source === void 0 || replace === void 0) return void 0;
    try {
      commands.push({ regex: new RegExp(source, [...new Set(flags)].join("")), replace });
    } catch {
      return void 0;
    }
    i = j;
  }
}
function sedEdit(scripts, extended) {
  const commands = [];
  for (const script of scripts) {
    const parsed = parseScript(script, extended);
    if (parsed === void 0) return void 0;
    commands.push(...parsed);
  }
  if (commands.length === 0) return void 0;
  return (text) => {
    const lines = text.split("\n");
    const last = text.endsWith("\n") ? lines.length - 1 : lines.length;
    return lines.map(
      (line, n) => n >= last ? line : commands.reduce(
        (acc, c) => acc.replace(c.regex, (match, ...rest) => {
          const groups = rest.slice(0, -2).map((g) => typeof g === "string" ? g : void 0);
          return c.replace(match, groups);
        }),
        line
      )
    ).join("\n");
  };
}

// mcp-server/src/engine/gates/shell-words.ts
var MAX_DEPTH = 32;
var CONTROL = ["&&", "||", "|&", ";;", ";", "|", "&", "\n", "(", ")"];
var REDIRECT = /^(?:\d+)?(&>>|&>|>>|>\||>&|<<<|<<-|<<|<&|<>|>|<)/;
function parseShell(text, depth = 0) {
  const commands = [];
  let substitutions = false;
  let unreadable = false;
  const nested = (body) => {
    if (depth >= MAX_DEPTH) {
      unreadable = true;
      return;
    }
    const inner = parseShell(body, depth + 1);
    if (inner.unreadable) unreadable = true;
    commands.push(...inner.commands);
  };
  let cur = { argv: [], redirects: [], pendingOp: void 0 };
  const heredocs = [];
  const flush = (next) => {
    if (cur.argv.length > 0 || cur.redirects.length > 0)
      commands.push({ argv: cur.argv, redirects: cur.redirects, next });
    cur = { argv: [], redirects: [], pendingOp: void 0 };
  };
  const addWord = (word) => {
    if (cur.pendingOp !== void 0) {
      const op = cur.pendingOp;
      const redirect = {
        op,
        target: op.startsWith("<<") && op !== "<<<" ? word.replace(/['"\\]/g, "") : word
      };
      cur.redirects.push(redirect);
      if (op === "<<" || op === "<<-") heredocs.push({ delimiter: word.replace(/['"\\]/g, ""), redirect });
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
      nested(sub.body);
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
    for (const inner of word.inner) nested(inner);
    addWord(word.text);
  }
  flush("");
  return { commands, substitutions, unreadable };
}
function skipHeredocs(text, start, pending) {
  let i = start;
  for (const { delimiter, redirect } of pending) {
    const lines = [];
    for (; ; ) {
      const end = text.indexOf("\n", i);
      const line = text.slice(i, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end + 1;
      if (line.trim() === delimiter) break;
      lines.push(line);
      if (end === -1) break;
    }
    redirect.body = lines.join("\n");
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
    } else if (c === "$" && text[i + 1] === "'") {
      const close = ansiCEnd(text, i + 2);
      out += text.slice(i + 2, close);
      i = close + 1;
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
function ansiCEnd(text, from) {
  let i = from;
  while (i < text.length && text[i] !== "'") i += text[i] === "\\" ? 2 : 1;
  return Math.min(i, text.length);
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
    if (c === "$" && text[i + 1] === "'") {
      i = ansiCEnd(text, i + 2) + 1;
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

// mcp-server/src/clients/vdd/shell-result.ts
var EXPANDS = /[*?[~]/;
function expandsSomething(command) {
  let single = false;
  for (let i = 0; i < command.length; i += 1) {
    const c = command[i];
    if (single) single = c !== "'";
    else if (c === "\\") i += 1;
    else if (c === "'") single = true;
    else if (c === "$" || c === "`") return true;
  }
  return false;
}
var base2 = (word) => word.slice(word.lastIndexOf("/") + 1);
function printed(argv) {
  const words = unwrap(argv);
  const cmd = base2(words[0] ?? "");
  const args = words.slice(1);
  if (cmd === "echo") {
    let newline = "\n";
    let i = 0;
    for (; i < args.length && /^-[neE]+$/.test(args[i] ?? ""); i += 1) {
      if (args[i]?.includes("n") === true) newline = "";
      if (args[i]?.includes("e") === true && args.slice(i + 1).some((w) => w.includes("\\"))) return void 0;
    }
    return `${args.slice(i).join(" ")}${newline}`;
  }
  if (cmd === "printf") {
    const [format, ...values] = args;
    if (format === void 0 || format.startsWith("-")) return void 0;
    let used = 0;
    let out = "";
    for (let i = 0; i < format.length; i += 1) {
      const c = format[i] ?? "";
      const next = format[i + 1] ?? "";
      if (c === "%" && next === "%") out += "%";
      else if (c === "%" && next === "s") out += values[used++] ?? "";
      else if (c === "%") return void 0;
      else if (c === "\\" && 'nt\\"'.includes(next) && next !== "")
        out += next === "n" ? "\n" : next === "t" ? "	" : next;
      else if (c === "\\") return void 0;
      else {
        out += c;
        continue;
      }
      i += 1;
    }
    return used < values.length ? void 0 : out;
  }
  return void 0;
}
function sedScripts(args) {
  const scripts = [];
  const operands = [];
  let extended = false;
  let inPlace = false;
  let known = true;
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i] ?? "";
    if (w === "--") {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (w === "-E" || w === "-r" || w === "--regexp-extended") extended = true;
    else if (w === "--in-place" || w.startsWith("--in-place=")) inPlace = true;
    else if (w === "-e" || w === "--expression") scripts.push(args[++i] ?? "");
    else if (w.startsWith("--expression=")) scripts.push(w.slice("--expression=".length));
    else if (/^-[^-]/.test(w)) {
      for (let j = 1; j < w.length; j += 1) {
        const f = w[j] ?? "";
        if (f === "E" || f === "r") extended = true;
        else if (f === "s" || f === "u") continue;
        else if (f === "i") {
          inPlace = true;
          break;
        } else if (f === "e") {
          scripts.push(w.length > j + 1 ? w.slice(j + 1) : args[++i] ?? "");
          break;
        } else known = false;
      }
    } else if (w.startsWith("-")) known = false;
    else operands.push(w);
  }
  if (!inPlace) return void 0;
  const files = scripts.length === 0 ? operands.slice(1) : operands;
  if (scripts.length === 0 && operands[0] !== void 0) scripts.push(operands[0]);
  return { files, edit: known ? sedEdit(scripts, extended) : void 0 };
}
function computedWrites(command) {
  const parsed = parseShell(command);
  const settled = !parsed.substitutions && !parsed.unreadable && !expandsSomething(command);
  const writes = [];
  let movedDir = false;
  let piped;
  parsed.commands.forEach((simple, n) => {
    const words = unwrap(simple.argv);
    const cmd = base2(words[0] ?? "");
    if (cmd === "cd" || cmd === "pushd" || cmd === "popd") movedDir = true;
    const out = simple.redirects.some((r) => r.op.startsWith("<")) ? void 0 : printed(simple.argv);
    const usable = (edit) => settled && !movedDir ? edit : void 0;
    for (const r of simple.redirects) {
      if (!r.op.includes(">") || r.op === ">&" || r.target.startsWith("/dev/")) continue;
      const append = r.op.includes(">>");
      const edit = out === void 0 ? void 0 : append ? (before) => `${before}${out}` : () => out;
      writes.push({ path: r.target, edit: EXPANDS.test(r.target) ? void 0 : usable(edit) });
    }
    if (cmd === "tee") {
      const args = words.slice(1);
      const append = args.some((a) => a === "-a" || a === "--append");
      const input = n > 0 && parsed.commands[n - 1]?.next === "|" ? piped : void 0;
      for (const path of args.filter((a) => !a.startsWith("-"))) {
        const edit = input === void 0 ? void 0 : append ? (before) => `${before}${input}` : () => input;
        writes.push({ path, edit: EXPANDS.test(path) ? void 0 : usable(edit) });
      }
    }
    if (cmd === "sed") {
      const sed = sedScripts(words.slice(1));
      for (const path of sed?.files ?? [])
        writes.push({ path, edit: EXPANDS.test(path) ? void 0 : usable(sed?.edit) });
    }
    piped = simple.redirects.some((r) => r.op.includes(">") && r.op !== ">&") ? "" : out;
  });
  return writes;
}
export {
  computedWrites,
  expandsSomething,
  printed
};
