var __evidentImportMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } };
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/@noble/hashes/utils.js
function isBytes(a) {
  return a instanceof Uint8Array || ArrayBuffer.isView(a) && a.constructor.name === "Uint8Array" && "BYTES_PER_ELEMENT" in a && a.BYTES_PER_ELEMENT === 1;
}
function anumber(n, title = "") {
  if (typeof n !== "number")
    throw new TypeError(atitle(title) + "expected number, got " + typeof n);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(atitle(title) + "expected integer >= 0, got " + n);
  return n;
}
function abytes(value, length, title = "") {
  if (isBytes(value) && (length === void 0 || value.length === length))
    return value;
  if (length !== void 0)
    anumber(length, "length");
  const bytes = isBytes(value);
  const ofLen = length !== void 0 ? ` of length ${length}` : "";
  const got = bytes ? `length=${value.length}` : `type=${typeof value}`;
  const message = atitle(title) + "expected Uint8Array" + ofLen + ", got " + got;
  if (!bytes)
    throw new TypeError(message);
  throw new RangeError(message);
}
function ahash(h) {
  if (typeof h !== "function" || typeof h.create !== "function")
    throw new TypeError("expected hash wrapped by utils.createHasher");
  anumber(h.outputLen);
  anumber(h.blockLen);
  if (h.outputLen < 1 || h.blockLen < 1)
    throw new Error("hash blockLen / outputLen must be >= 1");
}
function aexists(instance, checkFinished = true) {
  if (instance.destroyed)
    throw new Error("hash was destroyed");
  if (checkFinished && instance.finished)
    throw new Error("digest() was already called");
}
function aoutput(out, instance) {
  abytes(out, void 0, "output");
  const min = instance.outputLen;
  if (!(out.length >= min)) {
    throw new RangeError('"output" expected length >= ' + min);
  }
}
function clean(...arrays) {
  for (let i = 0; i < arrays.length; i++) {
    arrays[i].fill(0);
  }
}
function createView(arr) {
  return new DataView(arr.buffer, arr.byteOffset, arr.byteLength);
}
function rotr(word, shift) {
  return word << 32 - shift | word >>> shift;
}
function bytesToHex(bytes) {
  abytes(bytes);
  if (hasHexBuiltin)
    return bytes.toHex();
  let hex = "";
  for (let i = 0; i < bytes.length; i++) {
    hex += hexes[bytes[i]];
  }
  return hex;
}
function utf8ToBytes(str) {
  if (typeof str !== "string")
    throw new TypeError("string expected");
  const encoded = new TextEncoder().encode(str);
  try {
    return new Uint8Array(encoded);
  } finally {
    clean(encoded);
  }
}
function checkOpts(defaults, opts, title = "opts") {
  aopts(defaults, "defaults");
  if (opts !== void 0)
    aopts(opts, title);
  const merged = Object.assign(/* @__PURE__ */ Object.create(null), defaults, opts);
  return merged;
}
function createHasher(hashCons, info = {}) {
  if (typeof hashCons !== "function")
    throw new TypeError('"hashCons" expected function, got type=' + typeof hashCons);
  info = checkOpts({}, info, "info");
  const hashC = (msg, opts) => hashCons(opts).update(msg).digest();
  const tmp = hashCons(void 0);
  hashC.outputLen = tmp.outputLen;
  hashC.blockLen = tmp.blockLen;
  hashC.canXOF = tmp.canXOF;
  hashC.create = (opts) => hashCons(opts);
  Object.assign(hashC, info);
  return Object.freeze(hashC);
}
var atitle, aobject, aopts, hasHexBuiltin, hexes, oidNist;
var init_utils = __esm({
  "node_modules/@noble/hashes/utils.js"() {
    atitle = (title) => title ? `"${title}" ` : "";
    aobject = (value, label) => {
      if (value === null || typeof value !== "object" || Array.isArray(value))
        throw new TypeError((label === "object" ? "" : `"${label}" `) + "expected object, got type=" + typeof value);
    };
    aopts = (value, label) => {
      aobject(value, label);
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null)
        throw new TypeError(`"${label}" expected plain object`);
      if (Object.hasOwn(value, "__proto__"))
        throw new TypeError(`"${label}.__proto__" is not allowed`);
    };
    hasHexBuiltin = /* @__PURE__ */ (() => (
      // @ts-ignore
      typeof Uint8Array.from([]).toHex === "function" && typeof Uint8Array.fromHex === "function"
    ))();
    hexes = /* @__PURE__ */ Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
    oidNist = (suffix) => ({
      // Current NIST hashAlgs suffixes used here fit in one DER subidentifier octet.
      // Larger suffix values would need base-128 OID encoding and a different length byte.
      oid: Uint8Array.from([6, 9, 96, 134, 72, 1, 101, 3, 4, 2, suffix])
    });
  }
});

// node_modules/@noble/hashes/hmac.js
var _HMAC, hmac;
var init_hmac = __esm({
  "node_modules/@noble/hashes/hmac.js"() {
    init_utils();
    _HMAC = class {
      oHash;
      iHash;
      blockLen;
      outputLen;
      canXOF = false;
      finished = false;
      destroyed = false;
      constructor(hash, key) {
        ahash(hash);
        abytes(key, void 0, "key");
        this.iHash = hash.create();
        if (typeof this.iHash.update !== "function")
          throw new Error("expected Hash instance");
        this.blockLen = this.iHash.blockLen;
        this.outputLen = this.iHash.outputLen;
        const blockLen = this.blockLen;
        const pad = new Uint8Array(blockLen);
        pad.set(key.length > blockLen ? hash.create().update(key).digest() : key);
        for (let i = 0; i < pad.length; i++)
          pad[i] ^= 54;
        this.iHash.update(pad);
        this.oHash = hash.create();
        for (let i = 0; i < pad.length; i++)
          pad[i] ^= 54 ^ 92;
        this.oHash.update(pad);
        clean(pad);
      }
      update(buf) {
        aexists(this);
        this.iHash.update(buf);
        return this;
      }
      digestInto(out) {
        aexists(this);
        aoutput(out, this);
        this.finished = true;
        const buf = out.subarray(0, this.outputLen);
        this.iHash.digestInto(buf);
        this.oHash.update(buf);
        this.oHash.digestInto(buf);
        this.destroy();
      }
      digest() {
        const out = new Uint8Array(this.oHash.outputLen);
        this.digestInto(out);
        return out;
      }
      _cloneInto(to) {
        to ||= Object.create(Object.getPrototypeOf(this), {});
        const { oHash, iHash, finished, destroyed, blockLen, outputLen, canXOF } = this;
        to = to;
        to.finished = finished;
        to.destroyed = destroyed;
        to.blockLen = blockLen;
        to.outputLen = outputLen;
        to.canXOF = canXOF;
        to.oHash = oHash._cloneInto(to.oHash);
        to.iHash = iHash._cloneInto(to.iHash);
        return to;
      }
      clone() {
        return this._cloneInto();
      }
      destroy() {
        this.destroyed = true;
        this.oHash.destroy();
        this.iHash.destroy();
      }
    };
    hmac = /* @__PURE__ */ (() => {
      const hmac_ = ((hash, key, message) => new _HMAC(hash, key).update(message).digest());
      hmac_.create = (hash, key) => new _HMAC(hash, key);
      return hmac_;
    })();
  }
});

// node_modules/@noble/hashes/_u64.js
function setU64FromNum(view, byteOffset, n, isLE) {
  const h = fromNumH(n);
  const l = fromNumL(n);
  view.setUint32(byteOffset, isLE ? l : h, isLE);
  view.setUint32(byteOffset + 4, isLE ? h : l, isLE);
}
var fromNumH, fromNumL;
var init_u64 = __esm({
  "node_modules/@noble/hashes/_u64.js"() {
    fromNumH = (n) => n / 2 ** 32 | 0;
    fromNumL = (n) => n >>> 0;
  }
});

// node_modules/@noble/hashes/_md.js
function Chi(a, b, c) {
  return a & b ^ ~a & c;
}
function Maj(a, b, c) {
  return a & b ^ a & c ^ b & c;
}
var HashMD, SHA256_IV;
var init_md = __esm({
  "node_modules/@noble/hashes/_md.js"() {
    init_u64();
    init_utils();
    HashMD = class {
      blockLen;
      outputLen;
      canXOF = false;
      padOffset;
      isLE;
      // For partial updates less than block size
      buffer;
      view;
      finished = false;
      length = 0;
      pos = 0;
      destroyed = false;
      constructor(blockLen, outputLen, padOffset, isLE) {
        this.blockLen = blockLen;
        this.outputLen = outputLen;
        this.padOffset = padOffset;
        this.isLE = isLE;
        this.buffer = new Uint8Array(blockLen);
        this.view = createView(this.buffer);
      }
      update(data) {
        aexists(this);
        abytes(data);
        const { view, buffer, blockLen } = this;
        const len = data.length;
        let processed = false;
        for (let pos = 0; pos < len; ) {
          const take = Math.min(blockLen - this.pos, len - pos);
          if (take === blockLen) {
            const dataView = createView(data);
            for (; blockLen <= len - pos; pos += blockLen)
              this.process(dataView, pos);
            processed = true;
            continue;
          }
          buffer.set(pos === 0 && take === len ? data : data.subarray(pos, pos + take), this.pos);
          this.pos += take;
          pos += take;
          if (this.pos === blockLen) {
            this.process(view, 0);
            this.pos = 0;
            processed = true;
          }
        }
        this.length += data.length;
        if (processed)
          this.roundClean();
        return this;
      }
      digestInto(out) {
        aexists(this);
        aoutput(out, this);
        this.finished = true;
        const { buffer, view, blockLen, isLE } = this;
        let { pos } = this;
        buffer[pos++] = 128;
        buffer.fill(0, pos);
        if (this.padOffset > blockLen - pos) {
          this.process(view, 0);
          buffer.fill(0);
        }
        setU64FromNum(view, blockLen - 8, this.length * 8, isLE);
        this.process(view, 0);
        this.roundClean();
        const oview = out === buffer ? view : createView(out);
        const len = this.outputLen;
        const outLen = len / 4;
        const state = this.get();
        if (len % 4 || outLen > state.length)
          throw new Error("invalid outputLen");
        for (let i = 0; i < outLen; i++)
          oview.setUint32(4 * i, state[i], isLE);
      }
      digest() {
        const { buffer, outputLen } = this;
        this.digestInto(buffer);
        const res = buffer.slice(0, outputLen);
        this.destroy();
        return res;
      }
      _cloneIntoMeta(to) {
        const { buffer, length, finished, destroyed, pos } = this;
        to.destroyed = destroyed;
        to.finished = finished;
        to.length = length;
        to.pos = pos;
        if (pos)
          to.buffer.set(buffer);
        return to;
      }
      clone() {
        return this._cloneInto();
      }
    };
    SHA256_IV = /* @__PURE__ */ Uint32Array.from([
      1779033703,
      3144134277,
      1013904242,
      2773480762,
      1359893119,
      2600822924,
      528734635,
      1541459225
    ]);
  }
});

// node_modules/@noble/hashes/sha2.js
var SHA256_K, SHA256_W, SHA2_32B, _SHA256, sha256;
var init_sha2 = __esm({
  "node_modules/@noble/hashes/sha2.js"() {
    init_md();
    init_utils();
    SHA256_K = /* @__PURE__ */ Uint32Array.from([
      1116352408,
      1899447441,
      3049323471,
      3921009573,
      961987163,
      1508970993,
      2453635748,
      2870763221,
      3624381080,
      310598401,
      607225278,
      1426881987,
      1925078388,
      2162078206,
      2614888103,
      3248222580,
      3835390401,
      4022224774,
      264347078,
      604807628,
      770255983,
      1249150122,
      1555081692,
      1996064986,
      2554220882,
      2821834349,
      2952996808,
      3210313671,
      3336571891,
      3584528711,
      113926993,
      338241895,
      666307205,
      773529912,
      1294757372,
      1396182291,
      1695183700,
      1986661051,
      2177026350,
      2456956037,
      2730485921,
      2820302411,
      3259730800,
      3345764771,
      3516065817,
      3600352804,
      4094571909,
      275423344,
      430227734,
      506948616,
      659060556,
      883997877,
      958139571,
      1322822218,
      1537002063,
      1747873779,
      1955562222,
      2024104815,
      2227730452,
      2361852424,
      2428436474,
      2756734187,
      3204031479,
      3329325298
    ]);
    SHA256_W = /* @__PURE__ */ new Uint32Array(64);
    SHA2_32B = class extends HashMD {
      // We cannot use array here since array allows indexing by variable
      // which means optimizer/compiler cannot use registers.
      // Numeric initializers matter: starting the fields as `undefined` changes
      // V8's field representation and makes sha256 3x slower (measured).
      A = 0;
      B = 0;
      C = 0;
      D = 0;
      E = 0;
      F = 0;
      G = 0;
      H = 0;
      constructor(outputLen, IV) {
        super(64, outputLen, 8, false);
        this.A = IV[0] | 0;
        this.B = IV[1] | 0;
        this.C = IV[2] | 0;
        this.D = IV[3] | 0;
        this.E = IV[4] | 0;
        this.F = IV[5] | 0;
        this.G = IV[6] | 0;
        this.H = IV[7] | 0;
      }
      get() {
        const { A, B, C, D, E, F, G, H } = this;
        return [A, B, C, D, E, F, G, H];
      }
      // prettier-ignore
      set(A, B, C, D, E, F, G, H) {
        this.A = A | 0;
        this.B = B | 0;
        this.C = C | 0;
        this.D = D | 0;
        this.E = E | 0;
        this.F = F | 0;
        this.G = G | 0;
        this.H = H | 0;
      }
      _cloneInto(to) {
        (to ||= new this.constructor()).set(...this.get());
        return this._cloneIntoMeta(to);
      }
      process(view, offset) {
        for (let i = 0; i < 16; i++, offset += 4)
          SHA256_W[i] = view.getUint32(offset, false);
        for (let i = 16; i < 64; i++) {
          const W15 = SHA256_W[i - 15];
          const W2 = SHA256_W[i - 2];
          const s0 = rotr(W15, 7) ^ rotr(W15, 18) ^ W15 >>> 3;
          const s1 = rotr(W2, 17) ^ rotr(W2, 19) ^ W2 >>> 10;
          SHA256_W[i] = s1 + SHA256_W[i - 7] + s0 + SHA256_W[i - 16] | 0;
        }
        let { A, B, C, D, E, F, G, H } = this;
        for (let i = 0; i < 64; i++) {
          const sigma1 = rotr(E, 6) ^ rotr(E, 11) ^ rotr(E, 25);
          const T1 = H + sigma1 + Chi(E, F, G) + SHA256_K[i] + SHA256_W[i] | 0;
          const sigma0 = rotr(A, 2) ^ rotr(A, 13) ^ rotr(A, 22);
          const T2 = sigma0 + Maj(A, B, C) | 0;
          H = G;
          G = F;
          F = E;
          E = D + T1 | 0;
          D = C;
          C = B;
          B = A;
          A = T1 + T2 | 0;
        }
        A = A + this.A | 0;
        B = B + this.B | 0;
        C = C + this.C | 0;
        D = D + this.D | 0;
        E = E + this.E | 0;
        F = F + this.F | 0;
        G = G + this.G | 0;
        H = H + this.H | 0;
        this.set(A, B, C, D, E, F, G, H);
      }
      roundClean() {
        clean(SHA256_W);
      }
      destroy() {
        this.destroyed = true;
        this.set(0, 0, 0, 0, 0, 0, 0, 0);
        clean(this.buffer);
      }
    };
    _SHA256 = class extends SHA2_32B {
      constructor() {
        super(32, SHA256_IV);
      }
    };
    sha256 = /* @__PURE__ */ createHasher(
      () => new _SHA256(),
      /* @__PURE__ */ oidNist(1)
    );
  }
});

// mcp-server/src/digest.ts
function sha256Hex(text) {
  return bytesToHex(sha256(utf8ToBytes(text)));
}
function hmacSha256Hex(key, text) {
  return bytesToHex(hmac(sha256, key, utf8ToBytes(text)));
}
var init_digest = __esm({
  "mcp-server/src/digest.ts"() {
    "use strict";
    init_hmac();
    init_sha2();
    init_utils();
  }
});

// mcp-server/src/paths.ts
function resolveProjectRoot(env, cwd) {
  const declared = env["EVIDENT_PROJECT_ROOT"] ?? env["CLAUDE_PROJECT_DIR"];
  const start = realpathOr((0, import_node_path.resolve)(cwd, declared ?? "."));
  if (declared !== void 0) return start;
  for (let dir = start; ; dir = (0, import_node_path.dirname)(dir)) {
    if ((0, import_node_fs.existsSync)((0, import_node_path.join)(dir, ".git"))) return dir;
    if ((0, import_node_path.dirname)(dir) === dir) return start;
  }
}
function projectKey(projectRoot) {
  const slug = (0, import_node_path.basename)(projectRoot).replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 40) || "root";
  const hash = sha256Hex(projectRoot).slice(0, 12);
  return `${slug}-${hash}`;
}
function userDataDir(env) {
  const xdg = env["XDG_DATA_HOME"];
  const base2 = xdg !== void 0 && xdg !== "" ? xdg : (0, import_node_path.join)(env["HOME"] ?? (0, import_node_os.homedir)(), ".local", "share");
  return (0, import_node_path.join)(base2, "evident");
}
function resolveDbLocation(env, cwd) {
  const projectRoot = resolveProjectRoot(env, cwd);
  const explicit = env["EVIDENT_DB"];
  if (explicit !== void 0 && explicit !== "") {
    return { path: (0, import_node_path.resolve)(cwd, explicit), projectRoot, source: "EVIDENT_DB" };
  }
  const key = projectKey(projectRoot);
  const pointer = (0, import_node_path.join)(userDataDir(env), "projects", key, "db-location");
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  if (pluginData !== void 0 && pluginData !== "") {
    const path = (0, import_node_path.join)(pluginData, "projects", key, "evident.sqlite");
    rememberPointer(pointer, path);
    return { path, projectRoot, source: "CLAUDE_PLUGIN_DATA" };
  }
  const remembered = readPointer(pointer);
  if (remembered !== void 0) return { path: remembered, projectRoot, source: "pointer" };
  return { path: (0, import_node_path.join)(userDataDir(env), "projects", key, "evident.sqlite"), projectRoot, source: "default" };
}
function readPointer(pointer) {
  try {
    const path = (0, import_node_fs.readFileSync)(pointer, "utf8").trim();
    return path !== "" && (0, import_node_fs.existsSync)(path) ? path : void 0;
  } catch {
    return void 0;
  }
}
function rememberPointer(pointer, path) {
  if (readPointer(pointer) === path) return;
  try {
    (0, import_node_fs.mkdirSync)((0, import_node_path.dirname)(pointer), { recursive: true });
    (0, import_node_fs.writeFileSync)(pointer, `${path}
`);
  } catch {
  }
}
function realpathOr(path) {
  try {
    return (0, import_node_fs.realpathSync)(path);
  } catch {
    return path;
  }
}
var import_node_fs, import_node_os, import_node_path;
var init_paths = __esm({
  "mcp-server/src/paths.ts"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_os = require("node:os");
    import_node_path = require("node:path");
    init_digest();
  }
});

// mcp-server/src/hooks/payload.ts
function parsePayload(text) {
  const value = JSON.parse(text);
  if (!isRecord(value) || typeof value["session_id"] !== "string" || value["session_id"] === "") {
    throw new Error("hook payload has no session_id");
  }
  for (const key of ["cwd", "agent_id", "agent_type", "tool_name", "hook_event_name"]) {
    if (value[key] !== void 0 && typeof value[key] !== "string") throw new Error(`hook payload field ${key} is not a string`);
  }
  if (value["tool_input"] !== void 0 && !isRecord(value["tool_input"])) throw new Error("hook payload field tool_input is not an object");
  return value;
}
function callerOf(payload) {
  const agentId = payload.agent_id !== void 0 && payload.agent_id !== "" ? payload.agent_id : "main";
  const agentType = payload.agent_type !== void 0 && payload.agent_type !== "" ? payload.agent_type : void 0;
  return { sessionId: payload.session_id, agentId, ...agentType === void 0 ? {} : { agentType } };
}
var TDD_AGENT_TYPE, EDIT_TOOLS, EVIDENT_TOOL_PREFIX, isRecord, stringField;
var init_payload = __esm({
  "mcp-server/src/hooks/payload.ts"() {
    "use strict";
    TDD_AGENT_TYPE = "evident:tdd-task";
    EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
    EVIDENT_TOOL_PREFIX = "mcp__plugin_evident_evident__";
    isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
    stringField = (input, key) => {
      const value = input?.[key];
      return typeof value === "string" ? value : void 0;
    };
  }
});

// node_modules/better-sqlite3/lib/util.js
var require_util = __commonJS({
  "node_modules/better-sqlite3/lib/util.js"(exports2) {
    "use strict";
    exports2.getBooleanOption = (options, key) => {
      let value = false;
      if (key in options && typeof (value = options[key]) !== "boolean") {
        throw new TypeError(`Expected the "${key}" option to be a boolean`);
      }
      return value;
    };
    exports2.cppdb = /* @__PURE__ */ Symbol();
    exports2.inspect = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
  }
});

// node_modules/better-sqlite3/lib/sqlite-error.js
var require_sqlite_error = __commonJS({
  "node_modules/better-sqlite3/lib/sqlite-error.js"(exports2, module2) {
    "use strict";
    var descriptor = { value: "SqliteError", writable: true, enumerable: false, configurable: true };
    function SqliteError(message, code) {
      if (new.target !== SqliteError) {
        return new SqliteError(message, code);
      }
      if (typeof code !== "string") {
        throw new TypeError("Expected second argument to be a string");
      }
      Error.call(this, message);
      descriptor.value = "" + message;
      Object.defineProperty(this, "message", descriptor);
      Error.captureStackTrace(this, SqliteError);
      this.code = code;
    }
    Object.setPrototypeOf(SqliteError, Error);
    Object.setPrototypeOf(SqliteError.prototype, Error.prototype);
    Object.defineProperty(SqliteError.prototype, "name", descriptor);
    module2.exports = SqliteError;
  }
});

// node_modules/file-uri-to-path/index.js
var require_file_uri_to_path = __commonJS({
  "node_modules/file-uri-to-path/index.js"(exports2, module2) {
    var sep2 = require("path").sep || "/";
    module2.exports = fileUriToPath;
    function fileUriToPath(uri) {
      if ("string" != typeof uri || uri.length <= 7 || "file://" != uri.substring(0, 7)) {
        throw new TypeError("must pass in a file:// URI to convert to a file path");
      }
      var rest = decodeURI(uri.substring(7));
      var firstSlash = rest.indexOf("/");
      var host = rest.substring(0, firstSlash);
      var path = rest.substring(firstSlash + 1);
      if ("localhost" == host) host = "";
      if (host) {
        host = sep2 + sep2 + host;
      }
      path = path.replace(/^(.+)\|/, "$1:");
      if (sep2 == "\\") {
        path = path.replace(/\//g, "\\");
      }
      if (/^.+\:/.test(path)) {
      } else {
        path = sep2 + path;
      }
      return host + path;
    }
  }
});

// node_modules/bindings/bindings.js
var require_bindings = __commonJS({
  "node_modules/bindings/bindings.js"(exports2, module2) {
    var fs = require("fs");
    var path = require("path");
    var fileURLToPath = require_file_uri_to_path();
    var join6 = path.join;
    var dirname5 = path.dirname;
    var exists = fs.accessSync && function(path2) {
      try {
        fs.accessSync(path2);
      } catch (e) {
        return false;
      }
      return true;
    } || fs.existsSync || path.existsSync;
    var defaults = {
      arrow: process.env.NODE_BINDINGS_ARROW || " \u2192 ",
      compiled: process.env.NODE_BINDINGS_COMPILED_DIR || "compiled",
      platform: process.platform,
      arch: process.arch,
      nodePreGyp: "node-v" + process.versions.modules + "-" + process.platform + "-" + process.arch,
      version: process.versions.node,
      bindings: "bindings.node",
      try: [
        // node-gyp's linked version in the "build" dir
        ["module_root", "build", "bindings"],
        // node-waf and gyp_addon (a.k.a node-gyp)
        ["module_root", "build", "Debug", "bindings"],
        ["module_root", "build", "Release", "bindings"],
        // Debug files, for development (legacy behavior, remove for node v0.9)
        ["module_root", "out", "Debug", "bindings"],
        ["module_root", "Debug", "bindings"],
        // Release files, but manually compiled (legacy behavior, remove for node v0.9)
        ["module_root", "out", "Release", "bindings"],
        ["module_root", "Release", "bindings"],
        // Legacy from node-waf, node <= 0.4.x
        ["module_root", "build", "default", "bindings"],
        // Production "Release" buildtype binary (meh...)
        ["module_root", "compiled", "version", "platform", "arch", "bindings"],
        // node-qbs builds
        ["module_root", "addon-build", "release", "install-root", "bindings"],
        ["module_root", "addon-build", "debug", "install-root", "bindings"],
        ["module_root", "addon-build", "default", "install-root", "bindings"],
        // node-pre-gyp path ./lib/binding/{node_abi}-{platform}-{arch}
        ["module_root", "lib", "binding", "nodePreGyp", "bindings"]
      ]
    };
    function bindings(opts) {
      if (typeof opts == "string") {
        opts = { bindings: opts };
      } else if (!opts) {
        opts = {};
      }
      Object.keys(defaults).map(function(i2) {
        if (!(i2 in opts)) opts[i2] = defaults[i2];
      });
      if (!opts.module_root) {
        opts.module_root = exports2.getRoot(exports2.getFileName());
      }
      if (path.extname(opts.bindings) != ".node") {
        opts.bindings += ".node";
      }
      var requireFunc = typeof __webpack_require__ === "function" ? __non_webpack_require__ : require;
      var tries = [], i = 0, l = opts.try.length, n, b, err;
      for (; i < l; i++) {
        n = join6.apply(
          null,
          opts.try[i].map(function(p) {
            return opts[p] || p;
          })
        );
        tries.push(n);
        try {
          b = opts.path ? requireFunc.resolve(n) : requireFunc(n);
          if (!opts.path) {
            b.path = n;
          }
          return b;
        } catch (e) {
          if (e.code !== "MODULE_NOT_FOUND" && e.code !== "QUALIFIED_PATH_RESOLUTION_FAILED" && !/not find/i.test(e.message)) {
            throw e;
          }
        }
      }
      err = new Error(
        "Could not locate the bindings file. Tried:\n" + tries.map(function(a) {
          return opts.arrow + a;
        }).join("\n")
      );
      err.tries = tries;
      throw err;
    }
    module2.exports = exports2 = bindings;
    exports2.getFileName = function getFileName(calling_file) {
      var origPST = Error.prepareStackTrace, origSTL = Error.stackTraceLimit, dummy = {}, fileName;
      Error.stackTraceLimit = 10;
      Error.prepareStackTrace = function(e, st) {
        for (var i = 0, l = st.length; i < l; i++) {
          fileName = st[i].getFileName();
          if (fileName !== __filename) {
            if (calling_file) {
              if (fileName !== calling_file) {
                return;
              }
            } else {
              return;
            }
          }
        }
      };
      Error.captureStackTrace(dummy);
      dummy.stack;
      Error.prepareStackTrace = origPST;
      Error.stackTraceLimit = origSTL;
      var fileSchema = "file://";
      if (fileName.indexOf(fileSchema) === 0) {
        fileName = fileURLToPath(fileName);
      }
      return fileName;
    };
    exports2.getRoot = function getRoot(file) {
      var dir = dirname5(file), prev;
      while (true) {
        if (dir === ".") {
          dir = process.cwd();
        }
        if (exists(join6(dir, "package.json")) || exists(join6(dir, "node_modules"))) {
          return dir;
        }
        if (prev === dir) {
          throw new Error(
            'Could not find module root given file: "' + file + '". Do you have a `package.json` file? '
          );
        }
        prev = dir;
        dir = join6(dir, "..");
      }
    };
  }
});

// node_modules/better-sqlite3/lib/methods/wrappers.js
var require_wrappers = __commonJS({
  "node_modules/better-sqlite3/lib/methods/wrappers.js"(exports2) {
    "use strict";
    var { cppdb } = require_util();
    exports2.prepare = function prepare(sql) {
      return this[cppdb].prepare(sql, this, false);
    };
    exports2.exec = function exec(sql) {
      this[cppdb].exec(sql);
      return this;
    };
    exports2.close = function close() {
      this[cppdb].close();
      return this;
    };
    exports2.loadExtension = function loadExtension(...args) {
      this[cppdb].loadExtension(...args);
      return this;
    };
    exports2.defaultSafeIntegers = function defaultSafeIntegers(...args) {
      this[cppdb].defaultSafeIntegers(...args);
      return this;
    };
    exports2.unsafeMode = function unsafeMode(...args) {
      this[cppdb].unsafeMode(...args);
      return this;
    };
    exports2.getters = {
      name: {
        get: function name() {
          return this[cppdb].name;
        },
        enumerable: true
      },
      open: {
        get: function open() {
          return this[cppdb].open;
        },
        enumerable: true
      },
      inTransaction: {
        get: function inTransaction() {
          return this[cppdb].inTransaction;
        },
        enumerable: true
      },
      readonly: {
        get: function readonly() {
          return this[cppdb].readonly;
        },
        enumerable: true
      },
      memory: {
        get: function memory() {
          return this[cppdb].memory;
        },
        enumerable: true
      }
    };
  }
});

// node_modules/better-sqlite3/lib/methods/transaction.js
var require_transaction = __commonJS({
  "node_modules/better-sqlite3/lib/methods/transaction.js"(exports2, module2) {
    "use strict";
    var { cppdb } = require_util();
    var controllers = /* @__PURE__ */ new WeakMap();
    module2.exports = function transaction(fn) {
      if (typeof fn !== "function") throw new TypeError("Expected first argument to be a function");
      const db = this[cppdb];
      const controller = getController(db, this);
      const { apply } = Function.prototype;
      const properties = {
        default: { value: wrapTransaction(apply, fn, db, controller.default) },
        deferred: { value: wrapTransaction(apply, fn, db, controller.deferred) },
        immediate: { value: wrapTransaction(apply, fn, db, controller.immediate) },
        exclusive: { value: wrapTransaction(apply, fn, db, controller.exclusive) },
        database: { value: this, enumerable: true }
      };
      Object.defineProperties(properties.default.value, properties);
      Object.defineProperties(properties.deferred.value, properties);
      Object.defineProperties(properties.immediate.value, properties);
      Object.defineProperties(properties.exclusive.value, properties);
      return properties.default.value;
    };
    var getController = (db, self) => {
      let controller = controllers.get(db);
      if (!controller) {
        const shared = {
          commit: db.prepare("COMMIT", self, false),
          rollback: db.prepare("ROLLBACK", self, false),
          savepoint: db.prepare("SAVEPOINT `	_bs3.	`", self, false),
          release: db.prepare("RELEASE `	_bs3.	`", self, false),
          rollbackTo: db.prepare("ROLLBACK TO `	_bs3.	`", self, false)
        };
        controllers.set(db, controller = {
          default: Object.assign({ begin: db.prepare("BEGIN", self, false) }, shared),
          deferred: Object.assign({ begin: db.prepare("BEGIN DEFERRED", self, false) }, shared),
          immediate: Object.assign({ begin: db.prepare("BEGIN IMMEDIATE", self, false) }, shared),
          exclusive: Object.assign({ begin: db.prepare("BEGIN EXCLUSIVE", self, false) }, shared)
        });
      }
      return controller;
    };
    var wrapTransaction = (apply, fn, db, { begin, commit, rollback, savepoint, release, rollbackTo }) => function sqliteTransaction() {
      let before, after, undo;
      if (db.inTransaction) {
        before = savepoint;
        after = release;
        undo = rollbackTo;
      } else {
        before = begin;
        after = commit;
        undo = rollback;
      }
      before.run();
      try {
        const result = apply.call(fn, this, arguments);
        if (result && typeof result.then === "function") {
          throw new TypeError("Transaction function cannot return a promise");
        }
        after.run();
        return result;
      } catch (ex) {
        if (db.inTransaction) {
          undo.run();
          if (undo !== rollback) after.run();
        }
        throw ex;
      }
    };
  }
});

// node_modules/better-sqlite3/lib/methods/pragma.js
var require_pragma = __commonJS({
  "node_modules/better-sqlite3/lib/methods/pragma.js"(exports2, module2) {
    "use strict";
    var { getBooleanOption, cppdb } = require_util();
    module2.exports = function pragma(source, options) {
      if (options == null) options = {};
      if (typeof source !== "string") throw new TypeError("Expected first argument to be a string");
      if (typeof options !== "object") throw new TypeError("Expected second argument to be an options object");
      const simple = getBooleanOption(options, "simple");
      const stmt = this[cppdb].prepare(`PRAGMA ${source}`, this, true);
      return simple ? stmt.pluck().get() : stmt.all();
    };
  }
});

// node_modules/better-sqlite3/lib/methods/backup.js
var require_backup = __commonJS({
  "node_modules/better-sqlite3/lib/methods/backup.js"(exports2, module2) {
    "use strict";
    var fs = require("fs");
    var path = require("path");
    var { promisify } = require("util");
    var { cppdb } = require_util();
    var fsAccess = promisify(fs.access);
    module2.exports = async function backup(filename, options) {
      if (options == null) options = {};
      if (typeof filename !== "string") throw new TypeError("Expected first argument to be a string");
      if (typeof options !== "object") throw new TypeError("Expected second argument to be an options object");
      filename = filename.trim();
      const attachedName = "attached" in options ? options.attached : "main";
      const handler = "progress" in options ? options.progress : null;
      if (!filename) throw new TypeError("Backup filename cannot be an empty string");
      if (filename === ":memory:") throw new TypeError('Invalid backup filename ":memory:"');
      if (typeof attachedName !== "string") throw new TypeError('Expected the "attached" option to be a string');
      if (!attachedName) throw new TypeError('The "attached" option cannot be an empty string');
      if (handler != null && typeof handler !== "function") throw new TypeError('Expected the "progress" option to be a function');
      await fsAccess(path.dirname(filename)).catch(() => {
        throw new TypeError("Cannot save backup because the directory does not exist");
      });
      const isNewFile = await fsAccess(filename).then(() => false, () => true);
      return runBackup(this[cppdb].backup(this, attachedName, filename, isNewFile), handler || null);
    };
    var runBackup = (backup, handler) => {
      let rate = 0;
      let useDefault = true;
      return new Promise((resolve5, reject) => {
        setImmediate(function step() {
          try {
            const progress = backup.transfer(rate);
            if (!progress.remainingPages) {
              backup.close();
              resolve5(progress);
              return;
            }
            if (useDefault) {
              useDefault = false;
              rate = 100;
            }
            if (handler) {
              const ret = handler(progress);
              if (ret !== void 0) {
                if (typeof ret === "number" && ret === ret) rate = Math.max(0, Math.min(2147483647, Math.round(ret)));
                else throw new TypeError("Expected progress callback to return a number or undefined");
              }
            }
            setImmediate(step);
          } catch (err) {
            backup.close();
            reject(err);
          }
        });
      });
    };
  }
});

// node_modules/better-sqlite3/lib/methods/serialize.js
var require_serialize = __commonJS({
  "node_modules/better-sqlite3/lib/methods/serialize.js"(exports2, module2) {
    "use strict";
    var { cppdb } = require_util();
    module2.exports = function serialize(options) {
      if (options == null) options = {};
      if (typeof options !== "object") throw new TypeError("Expected first argument to be an options object");
      const attachedName = "attached" in options ? options.attached : "main";
      if (typeof attachedName !== "string") throw new TypeError('Expected the "attached" option to be a string');
      if (!attachedName) throw new TypeError('The "attached" option cannot be an empty string');
      return this[cppdb].serialize(attachedName);
    };
  }
});

// node_modules/better-sqlite3/lib/methods/function.js
var require_function = __commonJS({
  "node_modules/better-sqlite3/lib/methods/function.js"(exports2, module2) {
    "use strict";
    var { getBooleanOption, cppdb } = require_util();
    module2.exports = function defineFunction(name, options, fn) {
      if (options == null) options = {};
      if (typeof options === "function") {
        fn = options;
        options = {};
      }
      if (typeof name !== "string") throw new TypeError("Expected first argument to be a string");
      if (typeof fn !== "function") throw new TypeError("Expected last argument to be a function");
      if (typeof options !== "object") throw new TypeError("Expected second argument to be an options object");
      if (!name) throw new TypeError("User-defined function name cannot be an empty string");
      const safeIntegers = "safeIntegers" in options ? +getBooleanOption(options, "safeIntegers") : 2;
      const deterministic = getBooleanOption(options, "deterministic");
      const directOnly = getBooleanOption(options, "directOnly");
      const varargs = getBooleanOption(options, "varargs");
      let argCount = -1;
      if (!varargs) {
        argCount = fn.length;
        if (!Number.isInteger(argCount) || argCount < 0) throw new TypeError("Expected function.length to be a positive integer");
        if (argCount > 100) throw new RangeError("User-defined functions cannot have more than 100 arguments");
      }
      this[cppdb].function(fn, name, argCount, safeIntegers, deterministic, directOnly);
      return this;
    };
  }
});

// node_modules/better-sqlite3/lib/methods/aggregate.js
var require_aggregate = __commonJS({
  "node_modules/better-sqlite3/lib/methods/aggregate.js"(exports2, module2) {
    "use strict";
    var { getBooleanOption, cppdb } = require_util();
    module2.exports = function defineAggregate(name, options) {
      if (typeof name !== "string") throw new TypeError("Expected first argument to be a string");
      if (typeof options !== "object" || options === null) throw new TypeError("Expected second argument to be an options object");
      if (!name) throw new TypeError("User-defined function name cannot be an empty string");
      const start = "start" in options ? options.start : null;
      const step = getFunctionOption(options, "step", true);
      const inverse = getFunctionOption(options, "inverse", false);
      const result = getFunctionOption(options, "result", false);
      const safeIntegers = "safeIntegers" in options ? +getBooleanOption(options, "safeIntegers") : 2;
      const deterministic = getBooleanOption(options, "deterministic");
      const directOnly = getBooleanOption(options, "directOnly");
      const varargs = getBooleanOption(options, "varargs");
      let argCount = -1;
      if (!varargs) {
        argCount = Math.max(getLength(step), inverse ? getLength(inverse) : 0);
        if (argCount > 0) argCount -= 1;
        if (argCount > 100) throw new RangeError("User-defined functions cannot have more than 100 arguments");
      }
      this[cppdb].aggregate(start, step, inverse, result, name, argCount, safeIntegers, deterministic, directOnly);
      return this;
    };
    var getFunctionOption = (options, key, required) => {
      const value = key in options ? options[key] : null;
      if (typeof value === "function") return value;
      if (value != null) throw new TypeError(`Expected the "${key}" option to be a function`);
      if (required) throw new TypeError(`Missing required option "${key}"`);
      return null;
    };
    var getLength = ({ length }) => {
      if (Number.isInteger(length) && length >= 0) return length;
      throw new TypeError("Expected function.length to be a positive integer");
    };
  }
});

// node_modules/better-sqlite3/lib/methods/table.js
var require_table = __commonJS({
  "node_modules/better-sqlite3/lib/methods/table.js"(exports2, module2) {
    "use strict";
    var { cppdb } = require_util();
    module2.exports = function defineTable(name, factory) {
      if (typeof name !== "string") throw new TypeError("Expected first argument to be a string");
      if (!name) throw new TypeError("Virtual table module name cannot be an empty string");
      let eponymous = false;
      if (typeof factory === "object" && factory !== null) {
        eponymous = true;
        factory = defer(parseTableDefinition(factory, "used", name));
      } else {
        if (typeof factory !== "function") throw new TypeError("Expected second argument to be a function or a table definition object");
        factory = wrapFactory(factory);
      }
      this[cppdb].table(factory, name, eponymous);
      return this;
    };
    function wrapFactory(factory) {
      return function virtualTableFactory(moduleName, databaseName, tableName, ...args) {
        const thisObject = {
          module: moduleName,
          database: databaseName,
          table: tableName
        };
        const def = apply.call(factory, thisObject, args);
        if (typeof def !== "object" || def === null) {
          throw new TypeError(`Virtual table module "${moduleName}" did not return a table definition object`);
        }
        return parseTableDefinition(def, "returned", moduleName);
      };
    }
    function parseTableDefinition(def, verb, moduleName) {
      if (!hasOwnProperty.call(def, "rows")) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition without a "rows" property`);
      }
      if (!hasOwnProperty.call(def, "columns")) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition without a "columns" property`);
      }
      const rows = def.rows;
      if (typeof rows !== "function" || Object.getPrototypeOf(rows) !== GeneratorFunctionPrototype) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with an invalid "rows" property (should be a generator function)`);
      }
      let columns = def.columns;
      if (!Array.isArray(columns) || !(columns = [...columns]).every((x) => typeof x === "string")) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with an invalid "columns" property (should be an array of strings)`);
      }
      if (columns.length !== new Set(columns).size) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with duplicate column names`);
      }
      if (!columns.length) {
        throw new RangeError(`Virtual table module "${moduleName}" ${verb} a table definition with zero columns`);
      }
      let parameters;
      if (hasOwnProperty.call(def, "parameters")) {
        parameters = def.parameters;
        if (!Array.isArray(parameters) || !(parameters = [...parameters]).every((x) => typeof x === "string")) {
          throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with an invalid "parameters" property (should be an array of strings)`);
        }
      } else {
        parameters = inferParameters(rows);
      }
      if (parameters.length !== new Set(parameters).size) {
        throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with duplicate parameter names`);
      }
      if (parameters.length > 32) {
        throw new RangeError(`Virtual table module "${moduleName}" ${verb} a table definition with more than the maximum number of 32 parameters`);
      }
      for (const parameter of parameters) {
        if (columns.includes(parameter)) {
          throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with column "${parameter}" which was ambiguously defined as both a column and parameter`);
        }
      }
      let safeIntegers = 2;
      if (hasOwnProperty.call(def, "safeIntegers")) {
        const bool = def.safeIntegers;
        if (typeof bool !== "boolean") {
          throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with an invalid "safeIntegers" property (should be a boolean)`);
        }
        safeIntegers = +bool;
      }
      let directOnly = false;
      if (hasOwnProperty.call(def, "directOnly")) {
        directOnly = def.directOnly;
        if (typeof directOnly !== "boolean") {
          throw new TypeError(`Virtual table module "${moduleName}" ${verb} a table definition with an invalid "directOnly" property (should be a boolean)`);
        }
      }
      const columnDefinitions = [
        ...parameters.map(identifier).map((str) => `${str} HIDDEN`),
        ...columns.map(identifier)
      ];
      return [
        `CREATE TABLE x(${columnDefinitions.join(", ")});`,
        wrapGenerator(rows, new Map(columns.map((x, i) => [x, parameters.length + i])), moduleName),
        parameters,
        safeIntegers,
        directOnly
      ];
    }
    function wrapGenerator(generator, columnMap, moduleName) {
      return function* virtualTable(...args) {
        const output = args.map((x) => Buffer.isBuffer(x) ? Buffer.from(x) : x);
        for (let i = 0; i < columnMap.size; ++i) {
          output.push(null);
        }
        for (const row of generator(...args)) {
          if (Array.isArray(row)) {
            extractRowArray(row, output, columnMap.size, moduleName);
            yield output;
          } else if (typeof row === "object" && row !== null) {
            extractRowObject(row, output, columnMap, moduleName);
            yield output;
          } else {
            throw new TypeError(`Virtual table module "${moduleName}" yielded something that isn't a valid row object`);
          }
        }
      };
    }
    function extractRowArray(row, output, columnCount, moduleName) {
      if (row.length !== columnCount) {
        throw new TypeError(`Virtual table module "${moduleName}" yielded a row with an incorrect number of columns`);
      }
      const offset = output.length - columnCount;
      for (let i = 0; i < columnCount; ++i) {
        output[i + offset] = row[i];
      }
    }
    function extractRowObject(row, output, columnMap, moduleName) {
      let count3 = 0;
      for (const key of Object.keys(row)) {
        const index = columnMap.get(key);
        if (index === void 0) {
          throw new TypeError(`Virtual table module "${moduleName}" yielded a row with an undeclared column "${key}"`);
        }
        output[index] = row[key];
        count3 += 1;
      }
      if (count3 !== columnMap.size) {
        throw new TypeError(`Virtual table module "${moduleName}" yielded a row with missing columns`);
      }
    }
    function inferParameters({ length }) {
      if (!Number.isInteger(length) || length < 0) {
        throw new TypeError("Expected function.length to be a positive integer");
      }
      const params = [];
      for (let i = 0; i < length; ++i) {
        params.push(`$${i + 1}`);
      }
      return params;
    }
    var { hasOwnProperty } = Object.prototype;
    var { apply } = Function.prototype;
    var GeneratorFunctionPrototype = Object.getPrototypeOf(function* () {
    });
    var identifier = (str) => `"${str.replace(/"/g, '""')}"`;
    var defer = (x) => () => x;
  }
});

// node_modules/better-sqlite3/lib/methods/inspect.js
var require_inspect = __commonJS({
  "node_modules/better-sqlite3/lib/methods/inspect.js"(exports2, module2) {
    "use strict";
    var DatabaseInspection = function Database() {
    };
    module2.exports = function inspect(depth, opts) {
      return Object.assign(new DatabaseInspection(), this);
    };
  }
});

// node_modules/better-sqlite3/lib/database.js
var require_database = __commonJS({
  "node_modules/better-sqlite3/lib/database.js"(exports2, module2) {
    "use strict";
    var fs = require("fs");
    var path = require("path");
    var util = require_util();
    var SqliteError = require_sqlite_error();
    var DEFAULT_ADDON;
    function Database(filenameGiven, options) {
      if (new.target == null) {
        return new Database(filenameGiven, options);
      }
      let buffer;
      if (Buffer.isBuffer(filenameGiven)) {
        buffer = filenameGiven;
        filenameGiven = ":memory:";
      }
      if (filenameGiven == null) filenameGiven = "";
      if (options == null) options = {};
      if (typeof filenameGiven !== "string") throw new TypeError("Expected first argument to be a string");
      if (typeof options !== "object") throw new TypeError("Expected second argument to be an options object");
      if ("readOnly" in options) throw new TypeError('Misspelled option "readOnly" should be "readonly"');
      if ("memory" in options) throw new TypeError('Option "memory" was removed in v7.0.0 (use ":memory:" filename instead)');
      const filename = filenameGiven.trim();
      const anonymous = filename === "" || filename === ":memory:";
      const readonly = util.getBooleanOption(options, "readonly");
      const fileMustExist = util.getBooleanOption(options, "fileMustExist");
      const timeout = "timeout" in options ? options.timeout : 5e3;
      const verbose = "verbose" in options ? options.verbose : null;
      const nativeBinding = "nativeBinding" in options ? options.nativeBinding : null;
      if (readonly && anonymous && !buffer) throw new TypeError("In-memory/temporary databases cannot be readonly");
      if (!Number.isInteger(timeout) || timeout < 0) throw new TypeError('Expected the "timeout" option to be a positive integer');
      if (timeout > 2147483647) throw new RangeError('Option "timeout" cannot be greater than 2147483647');
      if (verbose != null && typeof verbose !== "function") throw new TypeError('Expected the "verbose" option to be a function');
      if (nativeBinding != null && typeof nativeBinding !== "string" && typeof nativeBinding !== "object") throw new TypeError('Expected the "nativeBinding" option to be a string or addon object');
      let addon;
      if (nativeBinding == null) {
        addon = DEFAULT_ADDON || (DEFAULT_ADDON = require_bindings()("better_sqlite3.node"));
      } else if (typeof nativeBinding === "string") {
        const requireFunc = typeof __non_webpack_require__ === "function" ? __non_webpack_require__ : require;
        addon = requireFunc(path.resolve(nativeBinding).replace(/(\.node)?$/, ".node"));
      } else {
        addon = nativeBinding;
      }
      if (!addon.isInitialized) {
        addon.setErrorConstructor(SqliteError);
        addon.isInitialized = true;
      }
      if (!anonymous && !filename.startsWith("file:") && !fs.existsSync(path.dirname(filename))) {
        throw new TypeError("Cannot open database because the directory does not exist");
      }
      Object.defineProperties(this, {
        [util.cppdb]: { value: new addon.Database(filename, filenameGiven, anonymous, readonly, fileMustExist, timeout, verbose || null, buffer || null) },
        ...wrappers.getters
      });
    }
    var wrappers = require_wrappers();
    Database.prototype.prepare = wrappers.prepare;
    Database.prototype.transaction = require_transaction();
    Database.prototype.pragma = require_pragma();
    Database.prototype.backup = require_backup();
    Database.prototype.serialize = require_serialize();
    Database.prototype.function = require_function();
    Database.prototype.aggregate = require_aggregate();
    Database.prototype.table = require_table();
    Database.prototype.loadExtension = wrappers.loadExtension;
    Database.prototype.exec = wrappers.exec;
    Database.prototype.close = wrappers.close;
    Database.prototype.defaultSafeIntegers = wrappers.defaultSafeIntegers;
    Database.prototype.unsafeMode = wrappers.unsafeMode;
    Database.prototype[util.inspect] = require_inspect();
    module2.exports = Database;
  }
});

// node_modules/better-sqlite3/lib/index.js
var require_lib = __commonJS({
  "node_modules/better-sqlite3/lib/index.js"(exports2, module2) {
    "use strict";
    module2.exports = require_database();
    module2.exports.SqliteError = require_sqlite_error();
  }
});

// evident-hook-require:node:module
var createRequire;
var init_node_module = __esm({
  "evident-hook-require:node:module"() {
    createRequire = () => require;
  }
});

// mcp-server/src/errors.ts
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}
var EvidentError;
var init_errors = __esm({
  "mcp-server/src/errors.ts"() {
    "use strict";
    EvidentError = class extends Error {
      constructor(code, message, hint) {
        super(message);
        this.code = code;
        this.hint = hint;
      }
      code;
      hint;
      name = "EvidentError";
    };
  }
});

// mcp-server/src/store/native.ts
function nativeTarget(env, platform = `${process.platform}-${process.arch}-abi${process.versions.modules}`) {
  let packageDir;
  try {
    packageDir = (0, import_node_path2.dirname)(requireHere.resolve("better-sqlite3/package.json"));
  } catch (error) {
    throw new EvidentError(
      "internal",
      `better-sqlite3 is not installed next to evident: ${errorMessage(error)}`,
      "reinstall the plugin (its install runs npm ci), or run npm ci in the evident checkout"
    );
  }
  const { version } = JSON.parse((0, import_node_fs2.readFileSync)((0, import_node_path2.join)(packageDir, "package.json"), "utf8"));
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  const dataDir = pluginData !== void 0 && pluginData !== "" ? pluginData : userDataDir(env);
  const buildDir = (0, import_node_path2.join)(dataDir, "native", `better-sqlite3-${version}-${platform}`);
  return {
    packageDir,
    version,
    packageBinding: (0, import_node_path2.join)(packageDir, "build", "Release", BINDING_FILE),
    buildDir,
    builtBinding: (0, import_node_path2.join)(buildDir, BINDING_FILE)
  };
}
function bindingCandidates(target) {
  return [target.packageBinding, target.builtBinding].filter((path) => (0, import_node_fs2.existsSync)(path));
}
function loadNativeBinding(env = process.env) {
  if (loaded !== void 0) return loaded;
  const target = nativeTarget(env);
  const problems = [];
  for (const candidate of bindingCandidates(target)) {
    try {
      requireHere(candidate);
      loaded = candidate;
      return candidate;
    } catch (error) {
      problems.push(`${candidate}: ${errorMessage(error)}`);
    }
  }
  throw new EvidentError(
    "internal",
    `the SQLite native module is not built yet${problems.length > 0 ? ` (unusable: ${problems.join("; ")})` : ""}`,
    `the evident MCP server builds it into ${target.buildDir} when it starts (about a minute, once); retry then`
  );
}
var import_node_fs2, import_node_path2, BINDING_FILE, requireHere, loaded;
var init_native = __esm({
  "mcp-server/src/store/native.ts"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    init_node_module();
    import_node_path2 = require("node:path");
    init_errors();
    init_paths();
    BINDING_FILE = "better_sqlite3.node";
    requireHere = createRequire(__evidentImportMeta.url);
  }
});

// mcp-server/src/store/hook-db.ts
var hook_db_exports = {};
__export(hook_db_exports, {
  CALLER_STATE_SQL: () => CALLER_STATE_SQL,
  callerState: () => callerState,
  endCallerRow: () => endCallerRow,
  ensureCallerRow: () => ensureCallerRow,
  hasCitedHypothesis: () => hasCitedHypothesis,
  lastTestDetail: () => lastTestDetail,
  openHookDb: () => openHookDb,
  recordEditArtifact: () => recordEditArtifact,
  recordHookErrorRow: () => recordHookErrorRow,
  recordViolationRow: () => recordViolationRow,
  redEvidenceFiles: () => redEvidenceFiles
});
function openHookDb(path) {
  if (!(0, import_node_fs3.existsSync)(path)) return void 0;
  const sqlite = new import_better_sqlite3.default(path, { fileMustExist: true, timeout: 5e3, nativeBinding: loadNativeBinding() });
  try {
    sqlite.exec("pragma synchronous = NORMAL; pragma foreign_keys = ON");
    const migrated = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'meta'`).get();
    if (migrated === void 0) {
      sqlite.close();
      return void 0;
    }
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return { sqlite, close: () => sqlite.close() };
}
function immediate(db, fn) {
  db.sqlite.exec("begin immediate");
  try {
    const result = fn();
    db.sqlite.exec("commit");
    return result;
  } catch (error) {
    if (db.sqlite.inTransaction) db.sqlite.exec("rollback");
    throw error;
  }
}
function nextSeq(db) {
  const row = db.sqlite.prepare(`update meta set value = cast(value as integer) + 1 where key = 'seq' returning value`).get();
  return Number(row.value);
}
function ensureCallerRow(db, caller, parentSessionId) {
  return immediate(db, () => writerState(db, caller, parentSessionId).callerId);
}
function insertCaller(db, caller, parentSessionId) {
  const parent = parentSessionId ?? (caller.agentId === "main" ? null : caller.sessionId);
  const row = db.sqlite.prepare("insert into callers (session_id, agent_id, agent_type, parent_session_id, ended_at) values (?, ?, ?, ?, null) returning id").get(caller.sessionId, caller.agentId, caller.agentType ?? null, parent);
  return row.id;
}
function endCallerRow(db, caller) {
  immediate(db, () => {
    writerState(db, caller);
    db.sqlite.prepare("update callers set ended_at = ? where session_id = ? and agent_id = ?").run((/* @__PURE__ */ new Date()).toISOString(), caller.sessionId, caller.agentId);
  });
}
function stateRow(db, caller) {
  return db.sqlite.prepare(CALLER_STATE_SQL).get(caller.sessionId, caller.agentId);
}
function stateFrom(row) {
  return {
    callerId: row.caller_id,
    taskId: row.task_id,
    phase: row.phase_id === null || row.phase === null || row.behavior_id === null ? null : {
      id: row.phase_id,
      phase: row.phase,
      behaviorId: row.behavior_id,
      previousPhaseId: row.previous_phase_id,
      citedArtifactId: row.cited_artifact_id
    }
  };
}
function writerState(db, caller, parentSessionId) {
  const row = stateRow(db, caller);
  if (row === void 0) return { callerId: insertCaller(db, caller, parentSessionId), taskId: null, phase: null };
  if (row.agent_type === null && caller.agentType !== void 0) {
    db.sqlite.prepare("update callers set agent_type = ? where id = ?").run(caller.agentType, row.caller_id);
  }
  return stateFrom(row);
}
function callerState(db, caller) {
  const row = stateRow(db, caller);
  return row === void 0 ? void 0 : stateFrom(row);
}
function hasCitedHypothesis(db, callerId, taskId) {
  return db.sqlite.prepare(`
    select h.id from hypotheses h
      join phases p on p.id = h.phase_id
      join test_errors e on e.id = h.cited_error_id
      join test_runs r on r.id = e.run_id
    where h.task_id = ? and h.caller_id = ? and h.outcome in ('open', 'confirmed') and p.end_seq is null
      and r.task_id = ? and (r.failed > 0 or r.outcome = 'failed')
    limit 1`).get(taskId, callerId, taskId) !== void 0;
}
function redEvidenceFiles(db, phase) {
  const phaseIds = [];
  let previous = phase.previousPhaseId;
  while (previous !== null) {
    const row = db.sqlite.prepare("select id, phase, previous_phase_id from phases where id = ?").get(previous);
    if (row === void 0 || row.phase !== "red" && row.phase !== "red.triangulate") break;
    phaseIds.push(row.id);
    previous = row.previous_phase_id;
  }
  const rows = db.sqlite.prepare(`
    select distinct file_path from artifacts
    where file_path is not null and kind = 'test_failed_run'
      and (phase_id in (select value from json_each(?)) or id = ?)`).all(JSON.stringify(phaseIds), phase.citedArtifactId ?? -1);
  return rows.map((r) => r.file_path);
}
function recordEditArtifact(db, caller, artifact) {
  return immediate(db, () => {
    const state = writerState(db, caller);
    const row = db.sqlite.prepare(`
      insert into artifacts (kind, caller_id, task_id, phase_id, behavior_id, file_path, content_hash, lines_added, lines_removed, detail, seq)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`).get(
      artifact.kind,
      state.callerId,
      state.taskId,
      state.phase?.id ?? null,
      state.phase?.behaviorId ?? null,
      artifact.filePath,
      artifact.contentHash,
      artifact.linesAdded,
      artifact.linesRemoved,
      artifact.detail,
      nextSeq(db)
    );
    return row.id;
  });
}
function lastTestDetail(db, filePath) {
  const row = db.sqlite.prepare(`select detail from artifacts where kind = 'test_written' and file_path = ? and detail is not null order by seq desc limit 1`).get(filePath);
  return row?.detail;
}
function recordViolationRow(db, caller, kind, detail, toolName) {
  return immediate(db, () => {
    const state = writerState(db, caller);
    const row = db.sqlite.prepare("insert into violations (caller_id, task_id, kind, detail, tool_name, seq) values (?, ?, ?, ?, ?, ?) returning id").get(state.callerId, state.taskId, kind, clip(detail), toolName, nextSeq(db));
    return row.id;
  });
}
function recordHookErrorRow(db, hook, message) {
  db.sqlite.prepare("insert into hook_errors (hook, message) values (?, ?)").run(clip(hook), clip(message));
}
var import_node_fs3, import_better_sqlite3, CALLER_STATE_SQL, DETAIL_MAX, clip;
var init_hook_db = __esm({
  "mcp-server/src/store/hook-db.ts"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_better_sqlite3 = __toESM(require_lib(), 1);
    init_native();
    CALLER_STATE_SQL = `
  select c.id as caller_id, c.agent_type, t.id as task_id, p.id as phase_id, p.phase, p.behavior_id, p.previous_phase_id, p.cited_artifact_id
  from callers c
    left join tdd_tasks t on t.caller_id = c.id and t.status = 'open'
    left join phases p on p.task_id = t.id and p.end_seq is null
  where c.session_id = ? and c.agent_id = ?`;
    DETAIL_MAX = 2e3;
    clip = (text) => text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}\u2026` : text;
  }
});

// mcp-server/src/hooks/output.ts
var output_exports = {};
__export(output_exports, {
  context: () => context,
  deny: () => deny,
  rewrite: () => rewrite
});
function deny(reason) {
  return { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: reason } };
}
function rewrite(updatedInput, reason) {
  return { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "allow", permissionDecisionReason: reason, updatedInput } };
}
function context(hookEventName, additionalContext) {
  return { hookSpecificOutput: { hookEventName, additionalContext } };
}
var init_output = __esm({
  "mcp-server/src/hooks/output.ts"() {
    "use strict";
  }
});

// mcp-server/src/hooks/session-start.ts
var session_start_exports = {};
__export(session_start_exports, {
  SESSION_CONTEXT: () => SESSION_CONTEXT,
  sessionStart: () => sessionStart
});
async function sessionStart(ctx) {
  ensureCallerRow(await ctx.writableDb(), { sessionId: ctx.caller.sessionId, agentId: "main" });
  return context("SessionStart", SESSION_CONTEXT);
}
var SESSION_CONTEXT;
var init_session_start = __esm({
  "mcp-server/src/hooks/session-start.ts"() {
    "use strict";
    init_hook_db();
    init_output();
    SESSION_CONTEXT = 'evident is active: TDD work is accepted only against evidence its hooks and MCP server record. For a TDD goal run /evident:tdd <goal> (it dispatches the evident:tdd-task agent). While you have an open TDD task (tdd_task start), the hooks enforce: tests run only through run_tests (shell test commands are denied); production files are edited in red/green only after hypothesis record cites an error of a failing run; the test that proved red is not edited in green; snapshots, skip/only markers and test-config exclusions are denied or recorded as violations. Phases change only through tdd_phase_transition_request. Never set the "caller" field of evident tools: the hook fills it in.';
  }
});

// mcp-server/src/hooks/subagent.ts
var subagent_exports = {};
__export(subagent_exports, {
  subagentStart: () => subagentStart,
  subagentStop: () => subagentStop
});
async function subagentStart(ctx) {
  ensureCallerRow(await ctx.writableDb(), ctx.caller, ctx.caller.sessionId);
  return ctx.caller.agentType === TDD_AGENT_TYPE ? context("SubagentStart", TDD_AGENT_CONTEXT) : void 0;
}
async function subagentStop(ctx) {
  endCallerRow(await ctx.writableDb(), ctx.caller);
  return void 0;
}
var TDD_AGENT_CONTEXT;
var init_subagent = __esm({
  "mcp-server/src/hooks/subagent.ts"() {
    "use strict";
    init_hook_db();
    init_output();
    init_payload();
    TDD_AGENT_CONTEXT = `You are evident's TDD agent. Before writing any file, call tdd_task {"action":"start"}: until then every Edit/Write is denied and recorded as UNREGISTERED SESSION. Run tests only with run_tests.`;
  }
});

// mcp-server/src/identity.ts
function keyPathFor(dbPath) {
  return `${dbPath}.key`;
}
function loadCallerSecret(dbPath) {
  const path = keyPathFor(dbPath);
  try {
    return Buffer.from((0, import_node_fs5.readFileSync)(path, "utf8").trim(), "hex");
  } catch {
    (0, import_node_fs5.mkdirSync)((0, import_node_path3.dirname)(path), { recursive: true });
    const secret = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32)));
    try {
      (0, import_node_fs5.writeFileSync)(path, secret.toString("hex"), { flag: "wx", mode: 384 });
      (0, import_node_fs5.chmodSync)(path, 384);
      return secret;
    } catch {
      return Buffer.from((0, import_node_fs5.readFileSync)(path, "utf8").trim(), "hex");
    }
  }
}
function proveCaller(secret, caller) {
  return hmacSha256Hex(secret, `${caller.sessionId}\0${caller.agentId}\0${caller.agentType ?? ""}`);
}
var import_node_fs5, import_node_path3;
var init_identity = __esm({
  "mcp-server/src/identity.ts"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    import_node_path3 = require("node:path");
    init_digest();
  }
});

// mcp-server/src/hooks/pre-mcp.ts
var pre_mcp_exports = {};
__export(pre_mcp_exports, {
  injectCaller: () => injectCaller
});
function injectCaller(ctx) {
  const { caller } = ctx;
  const proof = proveCaller(loadCallerSecret(ctx.location().path), caller);
  const injected = {
    sessionId: caller.sessionId,
    agentId: caller.agentId,
    ...caller.agentType === void 0 ? {} : { agentType: caller.agentType },
    proof
  };
  return rewrite({ ...ctx.payload.tool_input, caller: injected }, "evident: caller identity added by the evident plugin");
}
var init_pre_mcp = __esm({
  "mcp-server/src/hooks/pre-mcp.ts"() {
    "use strict";
    init_identity();
    init_output();
  }
});

// mcp-server/src/gates/shell-words.ts
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
var CONTROL, REDIRECT;
var init_shell_words = __esm({
  "mcp-server/src/gates/shell-words.ts"() {
    "use strict";
    CONTROL = ["&&", "||", "|&", ";;", ";", "|", "&", "\n", "(", ")"];
    REDIRECT = /^(?:\d+)?(&>>|&>|>>|>\||>&|<<<|<<-|<<|<&|<>|>|<)/;
  }
});

// mcp-server/src/gates/bash-policy.ts
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
    const module2 = m === -1 ? void 0 : rest[m + 1];
    return module2 === "pytest" || module2 === "unittest" || module2 === "nose2" ? `python -m ${module2}` : void 0;
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
var DIRECT_RUNNERS, TEST_SCRIPT, WRAPPERS, READ_ONLY_FILTERS, DEV_FILES, WEAKENING_EXACT, WEAKENING_PREFIX, base, isAssignment, operands;
var init_bash_policy = __esm({
  "mcp-server/src/gates/bash-policy.ts"() {
    "use strict";
    init_shell_words();
    DIRECT_RUNNERS = /* @__PURE__ */ new Set(["vitest", "jest", "mocha", "ava", "jasmine", "karma", "pytest", "py.test", "nose2", "tap", "tox", "nox"]);
    TEST_SCRIPT = /^(?:test|tests|spec|vitest|jest|pytest|coverage|check)(?:[:_-].*)?$/;
    WRAPPERS = /* @__PURE__ */ new Set(["env", "time", "nice", "nohup", "command", "exec", "sudo", "timeout", "stdbuf", "xvfb-run"]);
    READ_ONLY_FILTERS = /* @__PURE__ */ new Set(["head", "tail", "grep", "egrep", "fgrep", "wc", "sort", "uniq", "cat", "cut", "less", "more"]);
    DEV_FILES = /^\/dev\/(?:null|stdout|stderr|tty|fd\/\d+)$/;
    WEAKENING_EXACT = /* @__PURE__ */ new Set([
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
    WEAKENING_PREFIX = ["--bail=", "-t=", "--testNamePattern=", "--maxfail=", "--deselect=", "--ignore=", "-run=", "-skip=", "--skip=", "-k=", "--changed="];
    base = (word) => word.slice(word.lastIndexOf("/") + 1);
    isAssignment = (word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word);
    operands = (args, withValue = []) => {
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
  }
});

// mcp-server/src/gates/test-config.ts
function riskyConfigChanges(before, after) {
  return RISKY.filter((r) => count(after, r.pattern) > count(before, r.pattern)).map((r) => r.what);
}
var RISKY, count;
var init_test_config = __esm({
  "mcp-server/src/gates/test-config.ts"() {
    "use strict";
    RISKY = [
      { pattern: /\b(?:setupFiles|setupFilesAfterEnv|globalSetup|setupFile)\b/g, what: "setup files" },
      { pattern: /\b(?:exclude|coveragePathIgnorePatterns|testPathIgnorePatterns|modulePathIgnorePatterns|omit)\b/g, what: "an exclusion" },
      { pattern: /(?:--ignore|--deselect|\bnorecursedirs)\b/g, what: "an ignored test path" },
      { pattern: /\b(?:passWithNoTests|allowOnly)\b/g, what: "a setting that lets skipped or missing tests pass" },
      { pattern: /\bthresholds?\b|\bfail_under\b/g, what: "a coverage threshold change" }
    ];
    count = (text, pattern) => text.match(pattern)?.length ?? 0;
  }
});

// mcp-server/src/gates/edit-policy.ts
function decideEdit(f) {
  if (f.task === null) {
    if (!f.tddAgent) return { ok: true };
    return deny2("task_not_started", `you are evident's TDD agent and have no open TDD task, so ${f.file} cannot be written (UNREGISTERED SESSION). Call ${TOOL}tdd_task {"action":"start","goal":"\u2026"} first; every file you write is then bound to that task.`);
  }
  const { phase } = f.task;
  const taskId = f.task.id;
  if (f.kind === "snapshot") {
    return deny2("snapshot_edit", `${f.file} is a snapshot; changing it during a TDD task would rewrite the expected output to match the code. Leave snapshots alone: make the code produce the expected output, or assert the value explicitly in the test.`);
  }
  if (f.kind === "test-config") {
    const risky = f.change === void 0 ? ["changes evident cannot inspect from a shell command"] : riskyConfigChanges(f.change.before, f.change.after);
    if (risky.length === 0) return { ok: true };
    return deny2("test_config_weakened", `this change to ${f.file} adds ${risky.join(", ")}, which can hide failing tests during a TDD task. Keep the test configuration as it is (use the Edit tool for a harmless change) and fix the code or the test instead.`);
  }
  if (f.kind === "test") {
    if (f.via === "delete") {
      return deny2("test_file_deleted", `deleting or moving ${f.file} from the shell removes test evidence during a TDD task. Keep the test; if a test case is wrong, change it with the Edit tool while in red.`);
    }
    if ((phase === "green" || phase === "green.fake-it") && f.redEvidenceFiles.includes(f.file)) {
      return deny2("red_test_edit_in_green", `${f.file} carried the failing run that proved red; in ${phase} the test must not be bent to pass. Change production code instead (after hypothesis record). If the test itself is wrong, leave green with tdd_phase_transition_request (tddTaskId ${taskId}, requestedPhase "spike") and redo the behavior from red.`);
    }
    return { ok: true };
  }
  if (phase === null) {
    return deny2("production_edit_before_red", `TDD task ${taskId} has no phase yet, and production code changes only after a failing test. Plan with tdd_goal and tdd_behavior, enter red with tdd_phase_transition_request, write a failing test, record it with run_tests, then hypothesis {"action":"record"} citing its error before editing ${f.file}. To explore without evidence, request the spike phase.`);
  }
  const gated = phase === "red" || phase === "red.triangulate" || phase === "green" || phase === "green.fake-it";
  if (!gated || f.citedHypothesis) return { ok: true };
  return deny2("uncited_production_edit", `editing production file ${f.file} in ${phase} needs a hypothesis recorded in this phase that cites an error of a failing run of task ${taskId} (UNCITED FIX). Run the tests with run_tests, read the failure with test_errors (error id and stack frame id), call hypothesis {"action":"record","tddTaskId":${taskId},"content":"\u2026","citedTestErrorId":\u2026,"citedStackFrameId":\u2026}, then retry the edit.`);
}
var VIOLATION_OF, TOOL, deny2;
var init_edit_policy = __esm({
  "mcp-server/src/gates/edit-policy.ts"() {
    "use strict";
    init_test_config();
    VIOLATION_OF = {
      task_not_started: "UNREGISTERED_SESSION",
      production_edit_before_red: "UNCITED_FIX",
      uncited_production_edit: "UNCITED_FIX",
      red_test_edit_in_green: "TEST_WEAKENED",
      snapshot_edit: "TEST_WEAKENED",
      test_config_weakened: "TEST_WEAKENED",
      test_file_deleted: "TEST_WEAKENED"
    };
    TOOL = "mcp__plugin_evident_evident__";
    deny2 = (reason, message) => ({ ok: false, reason, violation: VIOLATION_OF[reason], message: `evident: ${message}` });
  }
});

// mcp-server/src/gates/compiled-globs.ts
var COMPILED_GLOBS;
var init_compiled_globs = __esm({
  "mcp-server/src/gates/compiled-globs.ts"() {
    "use strict";
    COMPILED_GLOBS = {
      "**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.(test|spec)\\.(ts|tsx|mts|cts|js|jsx|mjs|cjs))$",
      "**/__tests__/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)__tests__(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
      "**/{test,tests}/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(test|tests)(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
      "**/test_*.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)test_[^/]*?\\.py)$",
      "**/*_test.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?_test\\.py)$",
      "**/conftest.py": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)conftest\\.py)$",
      "**/*_test.go": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?_test\\.go)$",
      "**/testdata/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)testdata(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
      "**/*.snap": "^(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)?(?!\\.{1,2}(?:\\/|$))(?=.)[^/]*?\\.snap\\/?)$",
      "**/__snapshots__/**": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)__snapshots__(?:\\/(?!\\.{1,2}(?:\\/|$))(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)|$))$",
      "**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(vitest|vite|jest)\\.config\\.(ts|mts|cts|js|mjs|cjs|json))$",
      "**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)vitest\\.(workspace|projects)\\.(ts|mts|js|mjs|json))$",
      "**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)(pytest\\.ini|tox\\.ini|setup\\.cfg|\\.coveragerc|pyproject\\.toml))$",
      "**/package.json": "^(?:(?:^|\\/|(?:(?:(?!(?:^|\\/)\\.{1,2}(?:\\/|$)).)*?)\\/)package\\.json)$"
    };
  }
});

// mcp-server/src/gates/test-files.ts
function builtinMatcher(globs) {
  const patterns = globs.map((glob) => {
    const source = COMPILED_GLOBS[glob];
    if (source === void 0) throw new Error(`no precompiled pattern for glob ${glob}`);
    return new RegExp(source);
  });
  return (path) => patterns.some((p) => p.test(path));
}
function fileClassifier(isTest = builtinMatcher(DEFAULT_TEST_FILES)) {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES);
  const isConfig = builtinMatcher(TEST_CONFIG_FILES);
  return (path) => {
    if (isSnapshot(path)) return "snapshot";
    if (isConfig(path)) return "test-config";
    return isTest(path) ? "test" : "production";
  };
}
var DEFAULT_TEST_FILES, SNAPSHOT_FILES, TEST_CONFIG_FILES;
var init_test_files = __esm({
  "mcp-server/src/gates/test-files.ts"() {
    "use strict";
    init_compiled_globs();
    DEFAULT_TEST_FILES = [
      // TypeScript / JavaScript (vitest, jest, mocha, node:test)
      "**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}",
      "**/__tests__/**",
      "**/{test,tests}/**",
      // Python (pytest, unittest)
      "**/test_*.py",
      "**/*_test.py",
      "**/conftest.py",
      // Go
      "**/*_test.go",
      "**/testdata/**"
    ];
    SNAPSHOT_FILES = ["**/*.snap", "**/__snapshots__/**"];
    TEST_CONFIG_FILES = [
      "**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}",
      "**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}",
      "**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}",
      "**/package.json"
    ];
  }
});

// mcp-server/src/log.ts
function threshold() {
  const wanted = process.env["EVIDENT_LOG"];
  return order[wanted ?? "warn"] ?? order.warn;
}
function log(level, message, fields) {
  if (order[level] < threshold()) return;
  const suffix = fields === void 0 ? "" : ` ${JSON.stringify(fields)}`;
  process.stderr.write(`evident ${level}: ${message}${suffix}
`);
}
var order;
var init_log = __esm({
  "mcp-server/src/log.ts"() {
    "use strict";
    order = { debug: 10, info: 20, warn: 30, error: 40 };
  }
});

// mcp-server/src/hooks/classifier.ts
async function classifierFor(projectRoot) {
  let text;
  try {
    text = (0, import_node_fs6.readFileSync)((0, import_node_path4.join)(projectRoot, "evident.config.json"), "utf8");
  } catch {
    return fileClassifier();
  }
  if (!text.includes('"testFiles"')) return fileClassifier();
  try {
    const { loadConfig } = await __evidentImport("./hook-lazy-config.js");
    const globs = loadConfig(projectRoot).testFiles;
    if (globs === void 0 || globs.length === 0) return fileClassifier();
    const { default: picomatch } = await __evidentImport("./hook-lazy-picomatch.js");
    return fileClassifier(picomatch([...globs], { dot: true }));
  } catch (error) {
    log("warn", `evident.config.json is invalid; using the default test-file globs: ${error instanceof Error ? error.message : String(error)}`);
    return fileClassifier();
  }
}
var import_node_fs6, import_node_path4;
var init_classifier = __esm({
  "mcp-server/src/hooks/classifier.ts"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_path4 = require("node:path");
    init_test_files();
    init_log();
  }
});

// mcp-server/src/hooks/file-gate.ts
async function judgeChanges(ctx, changes) {
  if (changes.length === 0) return void 0;
  const db = await ctx.db();
  const state = db === void 0 ? void 0 : callerState(db, ctx.caller);
  const tddAgent = ctx.caller.agentType === TDD_AGENT_TYPE;
  if ((state?.taskId ?? null) === null && !tddAgent) return void 0;
  const classify = await classifierFor(ctx.location().projectRoot);
  for (const change of changes) {
    const kind = classify(change.file);
    const decision = decideEdit({
      file: change.file,
      kind,
      via: change.via,
      tddAgent,
      task: state === void 0 || state.taskId === null ? null : { id: state.taskId, phase: state.phase?.phase ?? null },
      citedHypothesis: db !== void 0 && state !== void 0 && state.taskId !== null && kind === "production" && hasCitedHypothesis(db, state.callerId, state.taskId),
      redEvidenceFiles: db !== void 0 && state?.phase !== void 0 && state.phase !== null && kind === "test" ? redEvidenceFiles(db, state.phase) : [],
      change: change.change
    });
    if (!decision.ok) {
      const tool = ctx.payload.tool_name ?? "unknown";
      recordViolationRow(await ctx.writableDb(), ctx.caller, decision.violation, `${decision.reason}: ${tool} on ${change.file}`, tool);
      return deny(decision.message);
    }
  }
  return void 0;
}
var init_file_gate = __esm({
  "mcp-server/src/hooks/file-gate.ts"() {
    "use strict";
    init_edit_policy();
    init_hook_db();
    init_classifier();
    init_output();
    init_payload();
  }
});

// mcp-server/src/hooks/project-path.ts
function realpathLenient(path) {
  const rest = [];
  for (let current = path; ; current = (0, import_node_path5.dirname)(current)) {
    try {
      return (0, import_node_path5.join)((0, import_node_fs7.realpathSync)(current), ...rest.reverse());
    } catch {
      if ((0, import_node_path5.dirname)(current) === current) return path;
      rest.push((0, import_node_path5.basename)(current));
    }
  }
}
function projectRelative(root, cwd, path) {
  const rel = (0, import_node_path5.relative)(realpathLenient(root), realpathLenient((0, import_node_path5.resolve)(cwd, path)));
  if (rel === "" || rel.startsWith("..") || (0, import_node_path5.isAbsolute)(rel)) return void 0;
  return rel.split(import_node_path5.sep).join("/");
}
var import_node_fs7, import_node_path5;
var init_project_path = __esm({
  "mcp-server/src/hooks/project-path.ts"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    import_node_path5 = require("node:path");
  }
});

// mcp-server/src/hooks/bash-gate.ts
var bash_gate_exports = {};
__export(bash_gate_exports, {
  judgeBash: () => judgeBash
});
async function judgeBash(ctx, command, analysis) {
  const db = await ctx.db();
  const state = db === void 0 ? void 0 : callerState(db, ctx.caller);
  const tdd = (state?.taskId ?? null) !== null || ctx.caller.agentType === TDD_AGENT_TYPE;
  if (!tdd) return analysis.plainTestRun ? attribute(ctx, command) : void 0;
  const denied = await denyTests(ctx, analysis);
  if (denied !== void 0) return denied;
  return judgeChanges(ctx, fileChanges(ctx, analysis.writes));
}
async function denyTests(ctx, analysis) {
  const first = analysis.tests[0];
  if (first === void 0) return void 0;
  const weakening = analysis.tests.flatMap((t) => t.weakeningFlags);
  const db = await ctx.writableDb();
  if (weakening.length > 0) {
    recordViolationRow(db, ctx.caller, "TEST_WEAKENED", `weakening_flag: ${first.runner} ${weakening.join(" ")}`, "Bash");
    return deny(`evident: ${weakening.join(", ")} weakens the test run (updates snapshots, stops early or filters tests), which is denied during a TDD task. Run the tests with ${RUN_TESTS} instead: it runs them in full and records the result.`);
  }
  recordViolationRow(db, ctx.caller, "SESSION_BYPASS", `test_command_bypass: ${first.runner}`, "Bash");
  return deny(`evident: use run_tests (${RUN_TESTS}, e.g. {"files":["path/to/x.test.ts"]}) instead of running ${first.runner} from the shell: a shell run is not recorded as evidence during a TDD task (SESSION BYPASS).`);
}
function fileChanges(ctx, writes) {
  const root = ctx.location().projectRoot;
  const changes = [];
  for (const write of writes) {
    for (const path of targets(ctx.cwd, write)) {
      const file = projectRelative(root, ctx.cwd, path);
      if (file !== void 0) changes.push({ file, via: write.deletes ? "delete" : "shell" });
    }
  }
  return changes;
}
function targets(cwd, write) {
  const dest = (0, import_node_path6.resolve)(cwd, write.path);
  if (write.sources === void 0 || !isDirectory(dest)) return [dest];
  return write.sources.map((s) => (0, import_node_path6.join)(dest, (0, import_node_path6.basename)(s)));
}
function attribute(ctx, command) {
  const { caller } = ctx;
  const vars = [
    ["EVIDENT_SESSION_ID", caller.sessionId],
    ["EVIDENT_AGENT_ID", caller.agentId],
    ...caller.agentType === void 0 ? [] : [["EVIDENT_AGENT_TYPE", caller.agentType]],
    ["EVIDENT_DB", ctx.location().path]
  ];
  const prefix = `export ${vars.map(([k, v]) => `${k}=${quote(v)}`).join(" ")} && `;
  return rewrite({ ...ctx.payload.tool_input, command: `${prefix}${command}` }, "evident: test run attributed to this session");
}
var import_node_fs8, import_node_path6, RUN_TESTS, isDirectory, quote;
var init_bash_gate = __esm({
  "mcp-server/src/hooks/bash-gate.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs");
    import_node_path6 = require("node:path");
    init_hook_db();
    init_file_gate();
    init_output();
    init_payload();
    init_project_path();
    RUN_TESTS = "mcp__plugin_evident_evident__run_tests";
    isDirectory = (path) => (0, import_node_fs8.existsSync)(path) && (0, import_node_fs8.statSync)(path).isDirectory();
    quote = (value) => `'${value.replace(/'/g, `'\\''`)}'`;
  }
});

// mcp-server/src/hooks/pre-bash.ts
var pre_bash_exports = {};
__export(pre_bash_exports, {
  preBash: () => preBash
});
async function preBash(ctx) {
  const command = stringField(ctx.payload.tool_input, "command");
  if (command === void 0) return void 0;
  const analysis = analyzeBash(command);
  if (analysis.manualPass) {
    const { deny: deny3 } = await Promise.resolve().then(() => (init_output(), output_exports));
    return deny3("evident: `--manual pass` records a human's confirmation that they checked every manual acceptance criterion themselves; an agent cannot give it. Ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal.");
  }
  if (analysis.tests.length === 0 && analysis.writes.length === 0) return void 0;
  const { judgeBash: judgeBash2 } = await Promise.resolve().then(() => (init_bash_gate(), bash_gate_exports));
  return judgeBash2(ctx, command, analysis);
}
var init_pre_bash = __esm({
  "mcp-server/src/hooks/pre-bash.ts"() {
    "use strict";
    init_bash_policy();
    init_payload();
  }
});

// mcp-server/src/hooks/edit-input.ts
function editChange(toolName, input, cwd) {
  const file = stringField(input, toolName === "NotebookEdit" ? "notebook_path" : "file_path");
  if (file === void 0 || file === "") return void 0;
  const path = (0, import_node_path7.resolve)(cwd, file);
  switch (toolName) {
    case "Edit":
      return { path, portions: { before: stringField(input, "old_string") ?? "", after: stringField(input, "new_string") ?? "" } };
    case "MultiEdit": {
      const edits = Array.isArray(input?.["edits"]) ? input["edits"] : [];
      return {
        path,
        portions: {
          before: edits.map((e) => stringField(e, "old_string") ?? "").join("\n"),
          after: edits.map((e) => stringField(e, "new_string") ?? "").join("\n")
        }
      };
    }
    case "Write":
      return { path, content: stringField(input, "content") ?? "" };
    case "NotebookEdit":
      return { path, content: stringField(input, "new_source") ?? "" };
    default:
      return void 0;
  }
}
function readText(path) {
  try {
    return (0, import_node_fs9.readFileSync)(path, "utf8");
  } catch {
    return void 0;
  }
}
function pendingChange(change) {
  if (change.portions !== void 0) return change.portions;
  return { before: readText(change.path) ?? "", after: change.content ?? "" };
}
var import_node_fs9, import_node_path7;
var init_edit_input = __esm({
  "mcp-server/src/hooks/edit-input.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_path7 = require("node:path");
    init_payload();
  }
});

// mcp-server/src/hooks/pre-edit.ts
var pre_edit_exports = {};
__export(pre_edit_exports, {
  preEdit: () => preEdit
});
async function preEdit(ctx) {
  const change = editChange(ctx.payload.tool_name ?? "", ctx.payload.tool_input, ctx.cwd);
  if (change === void 0) return void 0;
  if ((0, import_node_path8.basename)(change.path).toLowerCase() === "bean.md") {
    const { beanDoneHook } = await __evidentImport("./hook-lazy-bean-done.js");
    const done = await beanDoneHook({ tool_name: ctx.payload.tool_name, tool_input: ctx.payload.tool_input, cwd: ctx.cwd }, { env: ctx.env });
    if (done.decision === "deny") return deny(done.reason);
  }
  const file = projectRelative(ctx.location().projectRoot, ctx.cwd, change.path);
  if (file === void 0) return void 0;
  return judgeChanges(ctx, [{ file, via: "edit", change: pendingChange(change) }]);
}
var import_node_path8;
var init_pre_edit = __esm({
  "mcp-server/src/hooks/pre-edit.ts"() {
    "use strict";
    import_node_path8 = require("node:path");
    init_edit_input();
    init_file_gate();
    init_output();
    init_project_path();
  }
});

// node_modules/nanoassert/index.js
var require_nanoassert = __commonJS({
  "node_modules/nanoassert/index.js"(exports2, module2) {
    module2.exports = assert;
    var AssertionError = class extends Error {
    };
    AssertionError.prototype.name = "AssertionError";
    function assert(t, m) {
      if (!t) {
        var err = new AssertionError(m);
        if (Error.captureStackTrace) Error.captureStackTrace(err, assert);
        throw err;
      }
    }
  }
});

// node_modules/b4a/index.js
var require_b4a = __commonJS({
  "node_modules/b4a/index.js"(exports2, module2) {
    function isBuffer(value) {
      return Buffer.isBuffer(value) || value instanceof Uint8Array;
    }
    function isEncoding(encoding) {
      return Buffer.isEncoding(encoding);
    }
    function alloc(size, fill2, encoding) {
      return Buffer.alloc(size, fill2, encoding);
    }
    function allocUnsafe(size) {
      return Buffer.allocUnsafe(size);
    }
    function allocUnsafeSlow(size) {
      return Buffer.allocUnsafeSlow(size);
    }
    function byteLength(string, encoding) {
      return Buffer.byteLength(string, encoding);
    }
    function compare(a, b) {
      return Buffer.compare(a, b);
    }
    function concat(buffers, totalLength) {
      return Buffer.concat(buffers, totalLength);
    }
    function copy(source, target, targetStart, start, end) {
      return toBuffer(source).copy(target, targetStart, start, end);
    }
    function equals(a, b) {
      return toBuffer(a).equals(b);
    }
    function fill(buffer, value, offset, end, encoding) {
      return toBuffer(buffer).fill(value, offset, end, encoding);
    }
    function from(value, encodingOrOffset, length) {
      return Buffer.from(value, encodingOrOffset, length);
    }
    function includes(buffer, value, byteOffset, encoding) {
      return toBuffer(buffer).includes(value, byteOffset, encoding);
    }
    function indexOf(buffer, value, byfeOffset, encoding) {
      return toBuffer(buffer).indexOf(value, byfeOffset, encoding);
    }
    function lastIndexOf(buffer, value, byteOffset, encoding) {
      return toBuffer(buffer).lastIndexOf(value, byteOffset, encoding);
    }
    function swap16(buffer) {
      return toBuffer(buffer).swap16();
    }
    function swap32(buffer) {
      return toBuffer(buffer).swap32();
    }
    function swap64(buffer) {
      return toBuffer(buffer).swap64();
    }
    function toBuffer(buffer) {
      if (Buffer.isBuffer(buffer)) return buffer;
      return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    }
    function toString(buffer, encoding, start, end) {
      return toBuffer(buffer).toString(encoding, start, end);
    }
    function toHex(buffer, start, end) {
      return toBuffer(buffer).toString("hex", start, end);
    }
    function write(buffer, string, offset, length, encoding) {
      return toBuffer(buffer).write(string, offset, length, encoding);
    }
    function readDoubleBE(buffer, offset) {
      return toBuffer(buffer).readDoubleBE(offset);
    }
    function readDoubleLE(buffer, offset) {
      return toBuffer(buffer).readDoubleLE(offset);
    }
    function readFloatBE(buffer, offset) {
      return toBuffer(buffer).readFloatBE(offset);
    }
    function readFloatLE(buffer, offset) {
      return toBuffer(buffer).readFloatLE(offset);
    }
    function readInt32BE(buffer, offset) {
      return toBuffer(buffer).readInt32BE(offset);
    }
    function readInt32LE(buffer, offset) {
      return toBuffer(buffer).readInt32LE(offset);
    }
    function readUInt32BE(buffer, offset) {
      return toBuffer(buffer).readUInt32BE(offset);
    }
    function readUInt32LE(buffer, offset) {
      return toBuffer(buffer).readUInt32LE(offset);
    }
    function writeDoubleBE(buffer, value, offset) {
      return toBuffer(buffer).writeDoubleBE(value, offset);
    }
    function writeDoubleLE(buffer, value, offset) {
      return toBuffer(buffer).writeDoubleLE(value, offset);
    }
    function writeFloatBE(buffer, value, offset) {
      return toBuffer(buffer).writeFloatBE(value, offset);
    }
    function writeFloatLE(buffer, value, offset) {
      return toBuffer(buffer).writeFloatLE(value, offset);
    }
    function writeInt32BE(buffer, value, offset) {
      return toBuffer(buffer).writeInt32BE(value, offset);
    }
    function writeInt32LE(buffer, value, offset) {
      return toBuffer(buffer).writeInt32LE(value, offset);
    }
    function writeUInt32BE(buffer, value, offset) {
      return toBuffer(buffer).writeUInt32BE(value, offset);
    }
    function writeUInt32LE(buffer, value, offset) {
      return toBuffer(buffer).writeUInt32LE(value, offset);
    }
    module2.exports = {
      isBuffer,
      isEncoding,
      alloc,
      allocUnsafe,
      allocUnsafeSlow,
      byteLength,
      compare,
      concat,
      copy,
      equals,
      fill,
      from,
      includes,
      indexOf,
      lastIndexOf,
      swap16,
      swap32,
      swap64,
      toBuffer,
      toString,
      toHex,
      write,
      readDoubleBE,
      readDoubleLE,
      readFloatBE,
      readFloatLE,
      readInt32BE,
      readInt32LE,
      readUInt32BE,
      readUInt32LE,
      writeDoubleBE,
      writeDoubleLE,
      writeFloatBE,
      writeFloatLE,
      writeInt32BE,
      writeInt32LE,
      writeUInt32BE,
      writeUInt32LE
    };
  }
});

// node_modules/sha256-wasm/sha256.js
var require_sha256 = __commonJS({
  "node_modules/sha256-wasm/sha256.js"(exports2, module2) {
    var __commonJS2 = (cb, mod) => function __require() {
      return mod || (0, cb[Object.keys(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
    };
    var __toBinary = /* @__PURE__ */ (() => {
      var table = new Uint8Array(128);
      for (var i = 0; i < 64; i++)
        table[i < 26 ? i + 65 : i < 52 ? i + 71 : i < 62 ? i - 4 : i * 4 - 205] = i;
      return (base64) => {
        var n = base64.length, bytes2 = new Uint8Array((n - (base64[n - 1] == "=") - (base64[n - 2] == "=")) * 3 / 4 | 0);
        for (var i2 = 0, j = 0; i2 < n; ) {
          var c0 = table[base64.charCodeAt(i2++)], c1 = table[base64.charCodeAt(i2++)];
          var c2 = table[base64.charCodeAt(i2++)], c3 = table[base64.charCodeAt(i2++)];
          bytes2[j++] = c0 << 2 | c1 >> 4;
          bytes2[j++] = c1 << 4 | c2 >> 2;
          bytes2[j++] = c2 << 6 | c3;
        }
        return bytes2;
      };
    })();
    var require_sha2562 = __commonJS2({
      "wasm-binary:./sha256.wat"(exports22, module22) {
        module22.exports = __toBinary("AGFzbQEAAAABNAVgAX8Bf2AIf39/f39/f38AYAR/f39/AX9gEX9/f39/f39/f39/f39/f39/AGAEf39/fwADBgUAAQIDBAUDAQABBikIfwFBAAt/AUEAC38BQQALfwFBAAt/AUEAC38BQQALfwFBAAt/AUEACwcTAgZtZW1vcnkCAAZzaGEyNTYABAreFwUZACAAQf+B/AdxQQh4IABBgP6DeHFBCHdyC7wDAQZ/IwQjBXEjBEF/cyMGcXMhCiMAIwFxIwAjAnFzIwEjAnFzIQsjAEECeCMAQQ14cyMAQRZ4cyEMIwRBBngjBEELeHMjBEEZeHMhDSMHIApqIA1qIABqIARqIQggDCALaiEJIwMgCGokByAIIAlqJAMjByMEcSMHQX9zIwVxcyEKIwMjAHEjAyMBcXMjACMBcXMhCyMDQQJ4IwNBDXhzIwNBFnhzIQwjB0EGeCMHQQt4cyMHQRl4cyENIwYgCmogDWogAWogBWohCCAMIAtqIQkjAiAIaiQGIAggCWokAiMGIwdxIwZBf3MjBHFzIQojAiMDcSMCIwBxcyMDIwBxcyELIwJBAngjAkENeHMjAkEWeHMhDCMGQQZ4IwZBC3hzIwZBGXhzIQ0jBSAKaiANaiACaiAGaiEIIAwgC2ohCSMBIAhqJAUgCCAJaiQBIwUjBnEjBUF/cyMHcXMhCiMBIwJxIwEjA3FzIwIjA3FzIQsjAUECeCMBQQ14cyMBQRZ4cyEMIwVBBngjBUELeHMjBUEZeHMhDSMEIApqIA1qIANqIAdqIQggDCALaiEJIwAgCGokBCAIIAlqJAALKwAgAEEReCAAQRN4cyAAQQp2cyABaiACQQd4IAJBEnhzIAJBA3ZzIANqagvLCwEwfyAAKAJoRQRAIABB58yn0AY2AgAgAEGF3Z7bezYCBCAAQfLmu+MDNgIIIABBuuq/qno2AgwgAEH/pLmIBTYCECAAQYzRldh5NgIUIABBq7OP/AE2AhggAEGZmoPfBTYCHCAAQQE2AmgLIAAoAgAkACAAKAIEJAEgACgCCCQCIAAoAgwkAyAAKAIQJAQgACgCFCQFIAAoAhgkBiAAKAIcJAcgARAAIQEgAhAAIQIgAxAAIQMgBBAAIQQgBRAAIQUgBhAAIQYgBxAAIQcgCBAAIQggCRAAIQkgChAAIQogCxAAIQsgDBAAIQwgDRAAIQ0gDhAAIQ4gDxAAIQ8gEBAAIRAgASACIAMgBEGY36iUBEGRid2JB0HP94Oue0Glt9fNfhABIAUgBiAHIAhB24TbygNB8aPEzwVBpIX+kXlB1b3x2HoQASAJIAogCyAMQZjVnsB9QYG2jZQBQb6LxqECQcP7sagFEAEgDSAOIA8gEEH0uvmVB0H+4/qGeEGnjfDeeUH04u+MfBABIA8gCiACIAEQAiEBIBAgCyADIAIQAiECIAEgDCAEIAMQAiEDIAIgDSAFIAQQAiEEIAMgDiAGIAUQAiEFIAQgDyAHIAYQAiEGIAUgECAIIAcQAiEHIAYgASAJIAgQAiEIIAcgAiAKIAkQAiEJIAggAyALIAoQAiEKIAkgBCAMIAsQAiELIAogBSANIAwQAiEMIAsgBiAOIA0QAiENIAwgByAPIA4QAiEOIA0gCCAQIA8QAiEPIA4gCSABIBAQAiEQIAEgAiADIARBwdPtpH5Bho/5/X5BxruG/gBBzMOyoAIQASAFIAYgByAIQe/YpO8CQaqJ0tMEQdzTwuUFQdqR5rcHEAEgCSAKIAsgDEHSovnBeUHtjMfBekHIz4yAe0HH/+X6exABIA0gDiAPIBBB85eAt3xBx6KerX1B0capNkHn0qShARABIA8gCiACIAEQAiEBIBAgCyADIAIQAiECIAEgDCAEIAMQAiEDIAIgDSAFIAQQAiEEIAMgDiAGIAUQAiEFIAQgDyAHIAYQAiEGIAUgECAIIAcQAiEHIAYgASAJIAgQAiEIIAcgAiAKIAkQAiEJIAggAyALIAoQAiEKIAkgBCAMIAsQAiELIAogBSANIAwQAiEMIAsgBiAOIA0QAiENIAwgByAPIA4QAiEOIA0gCCAQIA8QAiEPIA4gCSABIBAQAiEQIAEgAiADIARBhZXcvQJBuMLs8AJB/Nux6QRBk5rgmQUQASAFIAYgByAIQdTmqagGQbuVqLMHQa6Si454QYXZyJN5EAEgCSAKIAsgDEGh0f+VekHLzOnAekHwlq6SfEGjo7G7fBABIA0gDiAPIBBBmdDLjH1BpIzktH1Bheu4oH9B8MCqgwEQASAPIAogAiABEAIhASAQIAsgAyACEAIhAiABIAwgBCADEAIhAyACIA0gBSAEEAIhBCADIA4gBiAFEAIhBSAEIA8gByAGEAIhBiAFIBAgCCAHEAIhByAGIAEgCSAIEAIhCCAHIAIgCiAJEAIhCSAIIAMgCyAKEAIhCiAJIAQgDCALEAIhCyAKIAUgDSAMEAIhDCALIAYgDiANEAIhDSAMIAcgDyAOEAIhDiANIAggECAPEAIhDyAOIAkgASAQEAIhECABIAIgAyAEQZaCk80BQYjY3fEBQczuoboCQbX5wqUDEAEgBSAGIAcgCEGzmfDIA0HK1OL2BEHPlPPcBUHz37nBBhABIAkgCiALIAxB7oW+pAdB78aVxQdBlPChpnhBiISc5ngQASANIA4gDyAQQfr/+4V5QevZwaJ6QffH5vd7QfLxxbN8EAEgACAAKAIAIwBqNgIAIAAgACgCBCMBajYCBCAAIAAoAggjAmo2AgggACAAKAIMIwNqNgIMIAAgACgCECMEajYCECAAIAAoAhQjBWo2AhQgACAAKAIYIwZqNgIYIAAgACgCHCMHajYCHAuKCAIBfhJ/IAApAyAhBCAEp0E/cSACaiEGIAQgAq18IQQgACAENwMgAkAgACgCKCEHIAAoAiwhCCAAKAIwIQkgACgCNCEKIAAoAjghCyAAKAI8IQwgACgCQCENIAAoAkQhDiAAKAJIIQ8gACgCTCEQIAAoAlAhESAAKAJUIRIgACgCWCETIAAoAlwhFCAAKAJgIRUgACgCZCEWIAZBwABrIgZBAEgNACAAIAcgCCAJIAogCyAMIA0gDiAPIBAgESASIBMgFCAVIBYQAwNAIAEoAgAhByABKAIEIQggASgCCCEJIAEoAgwhCiABKAIQIQsgASgCFCEMIAEoAhghDSABKAIcIQ4gASgCICEPIAEoAiQhECABKAIoIREgASgCLCESIAEoAjAhEyABKAI0IRQgASgCOCEVIAEoAjwhFiABQcAAaiEBIAZBwABrIgZBAEgEQCAAIAc2AiggACAINgIsIAAgCTYCMCAAIAo2AjQgACALNgI4IAAgDDYCPCAAIA02AkAgACAONgJEIAAgDzYCSCAAIBA2AkwgACARNgJQIAAgEjYCVCAAIBM2AlggACAUNgJcIAAgFTYCYCAAIBY2AmQMAgsgACAHIAggCSAKIAsgDCANIA4gDyAQIBEgEiATIBQgFSAWEAMMAAsLIANBAUYEQCAEp0E/cSEGQYABIAZBA3FBA3R0IQUCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgBkECdg4PAwQFBgcICQoLDA0ODxABAgsLIAUgFXIhFUEAIQULIAUgFnIhFkEAIQUgACAHIAggCSAKIAsgDCANIA4gDyAQIBEgEiATIBQgFSAWEAMgACAENwMgQQAhB0EAIQhBACEJQQAhCkEAIQtBACEMQQAhDUEAIQ5BACEPQQAhEEEAIRFBACESQQAhE0EAIRRBACEVQQAhFgsgBSAHciEHQQAhBQsgBSAIciEIQQAhBQsgBSAJciEJQQAhBQsgBSAKciEKQQAhBQsgBSALciELQQAhBQsgBSAMciEMQQAhBQsgBSANciENQQAhBQsgBSAOciEOQQAhBQsgBSAPciEPQQAhBQsgBSAQciEQQQAhBQsgBSARciERQQAhBQsgBSASciESQQAhBQsgBSATciETQQAhBQsgBSAUciEUQQAhBQsgBEIdiKcQACEVIARCA4anEAAhFiAAIAcgCCAJIAogCyAMIA0gDiAPIBAgESASIBMgFCAVIBYQAyAAIAAoAgAQADYCACAAIAAoAgQQADYCBCAAIAAoAggQADYCCCAAIAAoAgwQADYCDCAAIAAoAhAQADYCECAAIAAoAhQQADYCFCAAIAAoAhgQADYCGCAAIAAoAhwQADYCHAsL");
      }
    });
    var bytes = require_sha2562();
    var compiled = new WebAssembly.Module(bytes);
    module2.exports = (imports) => {
      const instance = new WebAssembly.Instance(compiled, imports);
      return instance.exports;
    };
  }
});

// node_modules/sha256-wasm/index.js
var require_sha256_wasm = __commonJS({
  "node_modules/sha256-wasm/index.js"(exports2, module2) {
    var assert = require_nanoassert();
    var b4a = require_b4a();
    var wasm = typeof WebAssembly !== "undefined" && require_sha256()({
      imports: {
        debug: {
          log(...args) {
            console.log(...args.map((int) => (int >>> 0).toString(16).padStart(8, "0")));
          },
          log_tee(arg) {
            console.log((arg >>> 0).toString(16).padStart(8, "0"));
            return arg;
          }
        }
      }
    });
    var head = 0;
    var freeList = [];
    module2.exports = Sha256;
    var SHA256_BYTES = module2.exports.SHA256_BYTES = 32;
    var INPUT_OFFSET = 40;
    var STATEBYTES = 108;
    var BLOCKSIZE = 64;
    function Sha256() {
      if (!(this instanceof Sha256)) return new Sha256();
      if (!wasm) throw new Error("WASM not loaded. Wait for Sha256.ready(cb)");
      if (!freeList.length) {
        freeList.push(head);
        head += STATEBYTES;
      }
      this.finalized = false;
      this.digestLength = SHA256_BYTES;
      this.pointer = freeList.pop();
      this.pos = 0;
      this._memory = new Uint8Array(wasm.memory.buffer);
      this._memory.fill(0, this.pointer, this.pointer + STATEBYTES);
      if (this.pointer + this.digestLength > this._memory.length) this._realloc(this.pointer + STATEBYTES);
    }
    Sha256.prototype._realloc = function(size) {
      wasm.memory.grow(Math.max(0, Math.ceil(Math.abs(size - this._memory.length) / 65536)));
      this._memory = new Uint8Array(wasm.memory.buffer);
    };
    Sha256.prototype.update = function(input, enc) {
      assert(this.finalized === false, "Hash instance finalized");
      if (head % 4 !== 0) head += 4 - head % 4;
      assert(head % 4 === 0, "input shoud be aligned for int32");
      const [inputBuf, length] = formatInput(input, enc);
      assert(inputBuf instanceof Uint8Array, "input must be Uint8Array or Buffer");
      if (head + length > this._memory.length) this._realloc(head + input.length);
      this._memory.fill(0, head, head + roundUp(length, BLOCKSIZE) - BLOCKSIZE);
      this._memory.set(inputBuf.subarray(0, BLOCKSIZE - this.pos), this.pointer + INPUT_OFFSET + this.pos);
      this._memory.set(inputBuf.subarray(BLOCKSIZE - this.pos), head);
      this.pos = this.pos + length & 63;
      wasm.sha256(this.pointer, head, length, 0);
      return this;
    };
    Sha256.prototype.digest = function(enc, offset = 0) {
      assert(this.finalized === false, "Hash instance finalized");
      this.finalized = true;
      freeList.push(this.pointer);
      const paddingStart = this.pointer + INPUT_OFFSET + this.pos;
      this._memory.fill(0, paddingStart, this.pointer + INPUT_OFFSET + BLOCKSIZE);
      wasm.sha256(this.pointer, head, 0, 1);
      const resultBuf = this._memory.subarray(this.pointer, this.pointer + this.digestLength);
      if (!enc) {
        return resultBuf;
      }
      if (typeof enc === "string") {
        return b4a.toString(resultBuf, enc);
      }
      assert(enc instanceof Uint8Array, "output must be Uint8Array or Buffer");
      assert(
        enc.byteLength >= this.digestLength + offset,
        "output must have at least 'SHA256_BYTES' bytes remaining"
      );
      for (let i = 0; i < this.digestLength; i++) {
        enc[i + offset] = resultBuf[i];
      }
      return enc;
    };
    Sha256.WASM = wasm;
    Sha256.WASM_SUPPORTED = typeof WebAssembly !== "undefined";
    Sha256.ready = function(cb) {
      if (!cb) cb = noop;
      if (!wasm) return cb(new Error("WebAssembly not supported"));
      cb();
      return Promise.resolve();
    };
    Sha256.prototype.ready = Sha256.ready;
    function HMAC(key) {
      if (!(this instanceof HMAC)) return new HMAC(key);
      this.pad = b4a.alloc(64);
      this.inner = Sha256();
      this.outer = Sha256();
      const keyhash = b4a.alloc(32);
      if (key.byteLength > 64) {
        Sha256().update(key).digest(keyhash);
        key = keyhash;
      }
      this.pad.fill(54);
      for (let i = 0; i < key.byteLength; i++) {
        this.pad[i] ^= key[i];
      }
      this.inner.update(this.pad);
      this.pad.fill(92);
      for (let i = 0; i < key.byteLength; i++) {
        this.pad[i] ^= key[i];
      }
      this.outer.update(this.pad);
      this.pad.fill(0);
      keyhash.fill(0);
    }
    HMAC.prototype.update = function(input, enc) {
      this.inner.update(input, enc);
      return this;
    };
    HMAC.prototype.digest = function(enc, offset = 0) {
      this.outer.update(this.inner.digest());
      return this.outer.digest(enc, offset);
    };
    Sha256.HMAC = HMAC;
    function noop() {
    }
    function formatInput(input, enc) {
      var result = b4a.from(input, enc);
      return [result, result.byteLength];
    }
    function roundUp(n, base2) {
      return n + base2 - 1 & -base2;
    }
  }
});

// mcp-server/src/content-hash.ts
function contentSha256Hex(bytes, wasm = import_sha256_wasm.default) {
  if (wasm.WASM === false) {
    const { createHash } = createRequire(__evidentImportMeta.url)("node:crypto");
    return createHash("sha256").update(bytes).digest("hex");
  }
  return wasm().update(bytes).digest("hex");
}
var import_sha256_wasm;
var init_content_hash = __esm({
  "mcp-server/src/content-hash.ts"() {
    "use strict";
    init_node_module();
    import_sha256_wasm = __toESM(require_sha256_wasm(), 1);
  }
});

// mcp-server/src/gates/test-weakening.ts
function patternsFor(path) {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return JS;
  if (path.endsWith(".py")) return PYTHON;
  if (path.endsWith(".go")) return GO;
  return void 0;
}
function testMetrics(path, text) {
  const p = patternsFor(path);
  if (p === void 0) return void 0;
  return { tests: count2(text, p.tests), assertions: count2(text, p.assertions), skips: count2(text, p.skips) };
}
function weakenings(before, after) {
  const found = [];
  if (after.skips > before.skips) found.push(`skip/only/todo/fails markers ${before.skips} \u2192 ${after.skips}`);
  if (after.tests < before.tests) found.push(`test cases ${before.tests} \u2192 ${after.tests}`);
  if (after.assertions < before.assertions) found.push(`assertions ${before.assertions} \u2192 ${after.assertions}`);
  return found;
}
var JS, PYTHON, GO, count2, addMetrics;
var init_test_weakening = __esm({
  "mcp-server/src/gates/test-weakening.ts"() {
    "use strict";
    JS = {
      tests: [/(?<![\w$.])(?:it|test)(?:\.(?:concurrent|sequential|each\s*(?:\([^)]*\)|`[^`]*`)))*\s*\(/g],
      assertions: [/(?<![\w$.])(?:expect(?:\.soft|\.poll)?|expectTypeOf|assert(?:\.\w+)?)\s*\(/g],
      skips: [
        /(?<![\w$])(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:skip|only|todo|fails|skipIf|runIf)\b/g,
        /(?<![\w$.])(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/g,
        /(?<![\w$])(?:ctx|context|t)\.skip\s*\(/g
      ]
    };
    PYTHON = {
      tests: [/^\s*(?:async\s+)?def\s+test\w*\s*\(/gm],
      assertions: [/^\s*assert\b/gm, /\bself\.assert\w+\s*\(/g, /\bpytest\.raises\s*\(/g],
      skips: [
        /@pytest\.mark\.(?:skip|skipif|xfail)\b/g,
        /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g,
        /\bpytest\.(?:skip|xfail)\s*\(/g,
        /\bself\.skipTest\s*\(/g
      ]
    };
    GO = {
      tests: [/^func\s+(?:Test|Fuzz|Example)\w*\s*\(/gm],
      assertions: [/\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/g, /\b(?:assert|require)\.\w+\s*\(/g],
      skips: [/\b[tb]\.(?:Skip|SkipNow|Skipf)\s*\(/g]
    };
    count2 = (text, patterns) => patterns.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0);
    addMetrics = (a, b, sign = 1) => ({
      tests: a.tests + sign * b.tests,
      assertions: a.assertions + sign * b.assertions,
      skips: a.skips + sign * b.skips
    });
  }
});

// mcp-server/src/hooks/line-delta.ts
function patchDelta(patch) {
  if (!Array.isArray(patch)) return void 0;
  let added = 0;
  let removed = 0;
  for (const hunk of patch) {
    if (!Array.isArray(hunk.lines)) return void 0;
    for (const line of hunk.lines) {
      if (typeof line !== "string") continue;
      if (line.startsWith("+")) added++;
      else if (line.startsWith("-")) removed++;
    }
  }
  return { added, removed };
}
function textDelta(before, after) {
  const pool = /* @__PURE__ */ new Map();
  for (const line of lines(before)) pool.set(line, (pool.get(line) ?? 0) + 1);
  let added = 0;
  for (const line of lines(after)) {
    const left = pool.get(line) ?? 0;
    if (left > 0) pool.set(line, left - 1);
    else added++;
  }
  let removed = 0;
  for (const left of pool.values()) removed += left;
  return { added, removed };
}
var lines;
var init_line_delta = __esm({
  "mcp-server/src/hooks/line-delta.ts"() {
    "use strict";
    lines = (text) => text === "" ? [] : text.replace(/\n$/, "").split("\n");
  }
});

// mcp-server/src/hooks/post-edit.ts
var post_edit_exports = {};
__export(post_edit_exports, {
  postEdit: () => postEdit
});
async function postEdit(ctx) {
  const change = editChange(ctx.payload.tool_name ?? "", ctx.payload.tool_input, ctx.cwd);
  if (change === void 0) return void 0;
  const root = ctx.location().projectRoot;
  const file = projectRelative(root, ctx.cwd, change.path);
  if (file === void 0) return void 0;
  const isTest = (await classifierFor(root))(file) === "test";
  const bytes = readBytes(change.path);
  const after = bytes?.toString("utf8");
  const response = isRecord2(ctx.payload.tool_response) ? ctx.payload.tool_response : {};
  const original = typeof response["originalFile"] === "string" ? response["originalFile"] : void 0;
  const delta = patchDelta(response["structuredPatch"]) ?? (original === void 0 && change.portions !== void 0 ? textDelta(change.portions.before, change.portions.after) : textDelta(original ?? "", after ?? ""));
  const db = await ctx.writableDb();
  const metrics = isTest && after !== void 0 ? testMetrics(file, after) : void 0;
  const before = metrics === void 0 ? void 0 : metricsBefore(db, file, change, original, metrics);
  recordEditArtifact(db, ctx.caller, {
    kind: isTest ? "test_written" : "code_written",
    filePath: file,
    contentHash: bytes === void 0 ? null : contentSha256Hex(bytes),
    linesAdded: delta.added,
    linesRemoved: delta.removed,
    detail: metrics === void 0 ? null : JSON.stringify(metrics)
  });
  const weaker = before === void 0 || metrics === void 0 ? [] : weakenings(before, metrics);
  if (weaker.length === 0) return void 0;
  return reportWeakening(ctx, db, file, weaker, before, metrics);
}
function readBytes(path) {
  try {
    return (0, import_node_fs10.readFileSync)(path);
  } catch {
    return void 0;
  }
}
function metricsBefore(db, file, change, original, after) {
  if (original !== void 0) return testMetrics(file, original);
  if (change.portions !== void 0) {
    const removed = testMetrics(file, change.portions.before);
    const added = testMetrics(file, change.portions.after);
    return removed === void 0 || added === void 0 ? void 0 : addMetrics(addMetrics(after, added, -1), removed);
  }
  const detail = lastTestDetail(db, file);
  return detail === void 0 ? void 0 : JSON.parse(detail);
}
function reportWeakening(ctx, db, file, weaker, before, after) {
  const detail = JSON.stringify({ weakenings: weaker, before, after });
  recordEditArtifact(db, ctx.caller, { kind: "test_weakened", filePath: file, contentHash: null, linesAdded: null, linesRemoved: null, detail });
  const inTask = (callerState(db, ctx.caller)?.taskId ?? null) !== null;
  if (inTask) recordViolationRow(db, ctx.caller, "TEST_WEAKENED", `${file}: ${weaker.join("; ")}`, ctx.payload.tool_name ?? "unknown");
  return context("PostToolUse", `evident: this change weakened ${file} (${weaker.join("; ")}); it was recorded as test_weakened${inTask ? " and a TEST_WEAKENED violation" : ""}. Restore the skipped, removed or loosened tests: a weaker test is never evidence.`);
}
var import_node_fs10, isRecord2;
var init_post_edit = __esm({
  "mcp-server/src/hooks/post-edit.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    init_content_hash();
    init_test_weakening();
    init_hook_db();
    init_classifier();
    init_edit_input();
    init_line_delta();
    init_output();
    init_project_path();
    isRecord2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
  }
});

// mcp-server/src/hooks/failure.ts
var failure_exports = {};
__export(failure_exports, {
  recordHookFailure: () => recordHookFailure
});
function recordHookFailure(event, error, env, cwd) {
  const db = openHookDb(resolveDbLocation(env, cwd).path);
  if (db === void 0) return;
  try {
    const message = error instanceof Error ? error.stack ?? error.message : String(error);
    recordHookErrorRow(db, event === "" ? "unknown" : event, message);
  } finally {
    db.close();
  }
}
var init_failure = __esm({
  "mcp-server/src/hooks/failure.ts"() {
    "use strict";
    init_paths();
    init_hook_db();
  }
});

// mcp-server/src/hooks/cli.ts
var cli_exports = {};
__export(cli_exports, {
  hookCli: () => hookCli
});
module.exports = __toCommonJS(cli_exports);

// mcp-server/src/hooks/context.ts
init_paths();
init_payload();
function hookContext(event, payload, env, fallbackCwd) {
  const cwd = payload.cwd !== void 0 && payload.cwd !== "" ? payload.cwd : fallbackCwd;
  let location;
  let db;
  const ctx = {
    event,
    payload,
    caller: callerOf(payload),
    env,
    cwd,
    location: () => location ??= resolveDbLocation(env, cwd),
    async db() {
      if (db === void 0) {
        const { openHookDb: openHookDb2 } = await Promise.resolve().then(() => (init_hook_db(), hook_db_exports));
        db = openHookDb2(ctx.location().path);
      }
      return db;
    },
    async writableDb() {
      const existing = await ctx.db();
      if (existing !== void 0) return existing;
      const { openStore } = await __evidentImport("./hook-lazy-store.js");
      const store = await openStore(ctx.location().path);
      await store.close();
      const { openHookDb: openHookDb2 } = await Promise.resolve().then(() => (init_hook_db(), hook_db_exports));
      db = openHookDb2(ctx.location().path);
      if (db === void 0) throw new Error(`the evidence database at ${ctx.location().path} was not created`);
      return db;
    },
    close() {
      db?.close();
      db = void 0;
    }
  };
  return ctx;
}

// mcp-server/src/hooks/cli.ts
init_payload();

// mcp-server/src/hooks/stdio.ts
var import_node_fs4 = require("node:fs");
function writeStdout(text) {
  const data = Buffer.from(text, "utf8");
  for (let offset = 0; offset < data.length; ) {
    try {
      offset += (0, import_node_fs4.writeSync)(1, data, offset, data.length - offset);
    } catch (error) {
      if (errorCode(error) !== "EAGAIN") throw error;
      pause();
    }
  }
}
var errorCode = (error) => error instanceof Error && "code" in error ? error.code : void 0;
function pause() {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
}

// mcp-server/src/hooks/cli.ts
async function handlerFor(event, toolName) {
  switch (event) {
    case "SessionStart":
      return (await Promise.resolve().then(() => (init_session_start(), session_start_exports))).sessionStart;
    case "SubagentStart":
      return (await Promise.resolve().then(() => (init_subagent(), subagent_exports))).subagentStart;
    case "SubagentStop":
      return (await Promise.resolve().then(() => (init_subagent(), subagent_exports))).subagentStop;
    case "PreToolUse":
      if (toolName?.startsWith(EVIDENT_TOOL_PREFIX) === true) return (await Promise.resolve().then(() => (init_pre_mcp(), pre_mcp_exports))).injectCaller;
      if (toolName === "Bash") return (await Promise.resolve().then(() => (init_pre_bash(), pre_bash_exports))).preBash;
      if (toolName !== void 0 && EDIT_TOOLS.has(toolName)) return (await Promise.resolve().then(() => (init_pre_edit(), pre_edit_exports))).preEdit;
      return void 0;
    case "PostToolUse":
      if (toolName !== void 0 && EDIT_TOOLS.has(toolName)) return (await Promise.resolve().then(() => (init_post_edit(), post_edit_exports))).postEdit;
      return void 0;
    default:
      return void 0;
  }
}
async function runHook(event, stdin, env, cwd) {
  const payload = parsePayload(stdin);
  const handler = await handlerFor(event, payload.tool_name);
  if (handler === void 0) return "";
  const ctx = hookContext(event, payload, env, cwd);
  try {
    const output = await handler(ctx);
    return output === void 0 ? "" : JSON.stringify(output);
  } finally {
    ctx.close();
  }
}
async function failOpen(event, stdin, error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`evident: the ${event} hook failed and allowed the action (not a rule decision): ${message}
`);
  try {
    const { recordHookFailure: recordHookFailure2 } = await Promise.resolve().then(() => (init_failure(), failure_exports));
    recordHookFailure2(event, error, process.env, payloadCwd(stdin) ?? process.cwd());
  } catch {
  }
}
function payloadCwd(stdin) {
  try {
    const cwd = JSON.parse(stdin).cwd;
    return typeof cwd === "string" && cwd !== "" ? cwd : void 0;
  } catch {
    return void 0;
  }
}
async function hookCli(event, stdin) {
  try {
    const out = await runHook(event, stdin, process.env, process.cwd());
    if (out !== "") writeStdout(out);
  } catch (error) {
    await failOpen(event, stdin, error);
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  hookCli
});
