import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  DEFAULT_TEST_FILES,
  GROUP_WORDS,
  SpecialFileError,
  VERDICT_FILE,
  WORKERS,
  assertionNotes,
  blobAt,
  boundedGit,
  breachLine,
  builtinMatcher,
  checkoutMixed,
  fileClassifier,
  gitEnv,
  holdsTests,
  ignoredEntries,
  isCodeUnderTest,
  judgeStanding,
  pathText,
  snapshotOrNull,
  sourceExtensionSet,
  sourceLanguages,
  testMetrics,
  verdictText,
  weakenings
} from "./chunk-96D004DC.js";
import {
  require_picomatch
} from "./chunk-FFB0BBF8.js";
import {
  beginRun,
  fullNameLabel,
  recordRun,
  testKey
} from "./chunk-CC15F48F.js";
import {
  recordVddRun
} from "./chunk-736C1D71.js";
import {
  ensureCaller,
  findCallerId
} from "./chunk-CD80A9A1.js";
import {
  pidAlive
} from "./chunk-9BC7BF0C.js";
import {
  REPORT_FD_ENV,
  REPORT_ROOT_ENV,
  decideOutcome,
  failureSignature,
  parseStackText,
  projectRelative,
  withMessageFrame
} from "./chunk-D27B307E.js";
import {
  ERROR_SCOPES,
  FRAME_SOURCES,
  PHASES,
  PLAN_STATUSES,
  TEST_STATUSES,
  TRIAGE_OUTCOMES,
  clip,
  inspectDbFile,
  isEvidentError,
  isTransient,
  nextSeq,
  nextSeq2,
  nowIso,
  openError,
  require_lib,
  sql,
  sqliteOf,
  toViolation,
  unusableStore
} from "./chunk-9A9544E6.js";
import {
  log
} from "./chunk-E802281E.js";
import {
  loadNativeBinding
} from "./chunk-476ED682.js";
import {
  callerLabel
} from "./chunk-EF1E57F2.js";
import {
  runLockFile,
  userDataDir
} from "./chunk-4E9BA692.js";
import {
  CONFIG_FILE,
  JUNIT_PATH_PLACEHOLDER,
  _enum,
  array,
  configSchema,
  discriminatedUnion,
  external_exports,
  literal,
  number,
  object,
  parseConfigText,
  strictObject,
  string,
  techniqueSchema,
  union
} from "./chunk-A0E84188.js";
import {
  EvidentError,
  badInput,
  conflict,
  errorMessage,
  notFound
} from "./chunk-B6204A34.js";
import {
  readRegularFile,
  readRegularText
} from "./chunk-2F233FA6.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-E3B0C442.js";

// node_modules/nanoassert/index.js
var require_nanoassert = __commonJS({
  "node_modules/nanoassert/index.js"(exports2, module) {
    module.exports = assert;
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
  "node_modules/b4a/index.js"(exports2, module) {
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
    function byteLength(string2, encoding) {
      return Buffer.byteLength(string2, encoding);
    }
    function compare(a, b) {
      return Buffer.compare(a, b);
    }
    function concat(buffers, totalLength) {
      return Buffer.concat(buffers, totalLength);
    }
    function copy(source2, target, targetStart, start, end) {
      return toBuffer(source2).copy(target, targetStart, start, end);
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
    function write(buffer, string2, offset, length, encoding) {
      return toBuffer(buffer).write(string2, offset, length, encoding);
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
    module.exports = {
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
  "node_modules/sha256-wasm/sha256.js"(exports2, module) {
    var __commonJS2 = (cb, mod) => function __require3() {
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
      "wasm-binary:./sha256.wat"(exports22, module2) {
        module2.exports = __toBinary("AGFzbQEAAAABNAVgAX8Bf2AIf39/f39/f38AYAR/f39/AX9gEX9/f39/f39/f39/f39/f39/AGAEf39/fwADBgUAAQIDBAUDAQABBikIfwFBAAt/AUEAC38BQQALfwFBAAt/AUEAC38BQQALfwFBAAt/AUEACwcTAgZtZW1vcnkCAAZzaGEyNTYABAreFwUZACAAQf+B/AdxQQh4IABBgP6DeHFBCHdyC7wDAQZ/IwQjBXEjBEF/cyMGcXMhCiMAIwFxIwAjAnFzIwEjAnFzIQsjAEECeCMAQQ14cyMAQRZ4cyEMIwRBBngjBEELeHMjBEEZeHMhDSMHIApqIA1qIABqIARqIQggDCALaiEJIwMgCGokByAIIAlqJAMjByMEcSMHQX9zIwVxcyEKIwMjAHEjAyMBcXMjACMBcXMhCyMDQQJ4IwNBDXhzIwNBFnhzIQwjB0EGeCMHQQt4cyMHQRl4cyENIwYgCmogDWogAWogBWohCCAMIAtqIQkjAiAIaiQGIAggCWokAiMGIwdxIwZBf3MjBHFzIQojAiMDcSMCIwBxcyMDIwBxcyELIwJBAngjAkENeHMjAkEWeHMhDCMGQQZ4IwZBC3hzIwZBGXhzIQ0jBSAKaiANaiACaiAGaiEIIAwgC2ohCSMBIAhqJAUgCCAJaiQBIwUjBnEjBUF/cyMHcXMhCiMBIwJxIwEjA3FzIwIjA3FzIQsjAUECeCMBQQ14cyMBQRZ4cyEMIwVBBngjBUELeHMjBUEZeHMhDSMEIApqIA1qIANqIAdqIQggDCALaiEJIwAgCGokBCAIIAlqJAALKwAgAEEReCAAQRN4cyAAQQp2cyABaiACQQd4IAJBEnhzIAJBA3ZzIANqagvLCwEwfyAAKAJoRQRAIABB58yn0AY2AgAgAEGF3Z7bezYCBCAAQfLmu+MDNgIIIABBuuq/qno2AgwgAEH/pLmIBTYCECAAQYzRldh5NgIUIABBq7OP/AE2AhggAEGZmoPfBTYCHCAAQQE2AmgLIAAoAgAkACAAKAIEJAEgACgCCCQCIAAoAgwkAyAAKAIQJAQgACgCFCQFIAAoAhgkBiAAKAIcJAcgARAAIQEgAhAAIQIgAxAAIQMgBBAAIQQgBRAAIQUgBhAAIQYgBxAAIQcgCBAAIQggCRAAIQkgChAAIQogCxAAIQsgDBAAIQwgDRAAIQ0gDhAAIQ4gDxAAIQ8gEBAAIRAgASACIAMgBEGY36iUBEGRid2JB0HP94Oue0Glt9fNfhABIAUgBiAHIAhB24TbygNB8aPEzwVBpIX+kXlB1b3x2HoQASAJIAogCyAMQZjVnsB9QYG2jZQBQb6LxqECQcP7sagFEAEgDSAOIA8gEEH0uvmVB0H+4/qGeEGnjfDeeUH04u+MfBABIA8gCiACIAEQAiEBIBAgCyADIAIQAiECIAEgDCAEIAMQAiEDIAIgDSAFIAQQAiEEIAMgDiAGIAUQAiEFIAQgDyAHIAYQAiEGIAUgECAIIAcQAiEHIAYgASAJIAgQAiEIIAcgAiAKIAkQAiEJIAggAyALIAoQAiEKIAkgBCAMIAsQAiELIAogBSANIAwQAiEMIAsgBiAOIA0QAiENIAwgByAPIA4QAiEOIA0gCCAQIA8QAiEPIA4gCSABIBAQAiEQIAEgAiADIARBwdPtpH5Bho/5/X5BxruG/gBBzMOyoAIQASAFIAYgByAIQe/YpO8CQaqJ0tMEQdzTwuUFQdqR5rcHEAEgCSAKIAsgDEHSovnBeUHtjMfBekHIz4yAe0HH/+X6exABIA0gDiAPIBBB85eAt3xBx6KerX1B0capNkHn0qShARABIA8gCiACIAEQAiEBIBAgCyADIAIQAiECIAEgDCAEIAMQAiEDIAIgDSAFIAQQAiEEIAMgDiAGIAUQAiEFIAQgDyAHIAYQAiEGIAUgECAIIAcQAiEHIAYgASAJIAgQAiEIIAcgAiAKIAkQAiEJIAggAyALIAoQAiEKIAkgBCAMIAsQAiELIAogBSANIAwQAiEMIAsgBiAOIA0QAiENIAwgByAPIA4QAiEOIA0gCCAQIA8QAiEPIA4gCSABIBAQAiEQIAEgAiADIARBhZXcvQJBuMLs8AJB/Nux6QRBk5rgmQUQASAFIAYgByAIQdTmqagGQbuVqLMHQa6Si454QYXZyJN5EAEgCSAKIAsgDEGh0f+VekHLzOnAekHwlq6SfEGjo7G7fBABIA0gDiAPIBBBmdDLjH1BpIzktH1Bheu4oH9B8MCqgwEQASAPIAogAiABEAIhASAQIAsgAyACEAIhAiABIAwgBCADEAIhAyACIA0gBSAEEAIhBCADIA4gBiAFEAIhBSAEIA8gByAGEAIhBiAFIBAgCCAHEAIhByAGIAEgCSAIEAIhCCAHIAIgCiAJEAIhCSAIIAMgCyAKEAIhCiAJIAQgDCALEAIhCyAKIAUgDSAMEAIhDCALIAYgDiANEAIhDSAMIAcgDyAOEAIhDiANIAggECAPEAIhDyAOIAkgASAQEAIhECABIAIgAyAEQZaCk80BQYjY3fEBQczuoboCQbX5wqUDEAEgBSAGIAcgCEGzmfDIA0HK1OL2BEHPlPPcBUHz37nBBhABIAkgCiALIAxB7oW+pAdB78aVxQdBlPChpnhBiISc5ngQASANIA4gDyAQQfr/+4V5QevZwaJ6QffH5vd7QfLxxbN8EAEgACAAKAIAIwBqNgIAIAAgACgCBCMBajYCBCAAIAAoAggjAmo2AgggACAAKAIMIwNqNgIMIAAgACgCECMEajYCECAAIAAoAhQjBWo2AhQgACAAKAIYIwZqNgIYIAAgACgCHCMHajYCHAuKCAIBfhJ/IAApAyAhBCAEp0E/cSACaiEGIAQgAq18IQQgACAENwMgAkAgACgCKCEHIAAoAiwhCCAAKAIwIQkgACgCNCEKIAAoAjghCyAAKAI8IQwgACgCQCENIAAoAkQhDiAAKAJIIQ8gACgCTCEQIAAoAlAhESAAKAJUIRIgACgCWCETIAAoAlwhFCAAKAJgIRUgACgCZCEWIAZBwABrIgZBAEgNACAAIAcgCCAJIAogCyAMIA0gDiAPIBAgESASIBMgFCAVIBYQAwNAIAEoAgAhByABKAIEIQggASgCCCEJIAEoAgwhCiABKAIQIQsgASgCFCEMIAEoAhghDSABKAIcIQ4gASgCICEPIAEoAiQhECABKAIoIREgASgCLCESIAEoAjAhEyABKAI0IRQgASgCOCEVIAEoAjwhFiABQcAAaiEBIAZBwABrIgZBAEgEQCAAIAc2AiggACAINgIsIAAgCTYCMCAAIAo2AjQgACALNgI4IAAgDDYCPCAAIA02AkAgACAONgJEIAAgDzYCSCAAIBA2AkwgACARNgJQIAAgEjYCVCAAIBM2AlggACAUNgJcIAAgFTYCYCAAIBY2AmQMAgsgACAHIAggCSAKIAsgDCANIA4gDyAQIBEgEiATIBQgFSAWEAMMAAsLIANBAUYEQCAEp0E/cSEGQYABIAZBA3FBA3R0IQUCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgBkECdg4PAwQFBgcICQoLDA0ODxABAgsLIAUgFXIhFUEAIQULIAUgFnIhFkEAIQUgACAHIAggCSAKIAsgDCANIA4gDyAQIBEgEiATIBQgFSAWEAMgACAENwMgQQAhB0EAIQhBACEJQQAhCkEAIQtBACEMQQAhDUEAIQ5BACEPQQAhEEEAIRFBACESQQAhE0EAIRRBACEVQQAhFgsgBSAHciEHQQAhBQsgBSAIciEIQQAhBQsgBSAJciEJQQAhBQsgBSAKciEKQQAhBQsgBSALciELQQAhBQsgBSAMciEMQQAhBQsgBSANciENQQAhBQsgBSAOciEOQQAhBQsgBSAPciEPQQAhBQsgBSAQciEQQQAhBQsgBSARciERQQAhBQsgBSASciESQQAhBQsgBSATciETQQAhBQsgBSAUciEUQQAhBQsgBEIdiKcQACEVIARCA4anEAAhFiAAIAcgCCAJIAogCyAMIA0gDiAPIBAgESASIBMgFCAVIBYQAyAAIAAoAgAQADYCACAAIAAoAgQQADYCBCAAIAAoAggQADYCCCAAIAAoAgwQADYCDCAAIAAoAhAQADYCECAAIAAoAhQQADYCFCAAIAAoAhgQADYCGCAAIAAoAhwQADYCHAsL");
      }
    });
    var bytes = require_sha2562();
    var compiled = new WebAssembly.Module(bytes);
    module.exports = (imports) => {
      const instance = new WebAssembly.Instance(compiled, imports);
      return instance.exports;
    };
  }
});

// node_modules/sha256-wasm/index.js
var require_sha256_wasm = __commonJS({
  "node_modules/sha256-wasm/index.js"(exports2, module) {
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
    module.exports = Sha256;
    var SHA256_BYTES = module.exports.SHA256_BYTES = 32;
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
    function roundUp(n, base) {
      return n + base - 1 & -base;
    }
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports2) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports2.ALIAS = ALIAS;
    exports2.DOC = DOC;
    exports2.MAP = MAP;
    exports2.NODE_TYPE = NODE_TYPE;
    exports2.PAIR = PAIR;
    exports2.SCALAR = SCALAR;
    exports2.SEQ = SEQ;
    exports2.hasAnchor = hasAnchor;
    exports2.isAlias = isAlias;
    exports2.isCollection = isCollection;
    exports2.isDocument = isDocument;
    exports2.isMap = isMap;
    exports2.isNode = isNode;
    exports2.isPair = isPair;
    exports2.isScalar = isScalar;
    exports2.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path2) {
      const ctrl = callVisitor(key, node, visitor, path2);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visit_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path2);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = visit_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity2.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path2) {
      const ctrl = await callVisitor(key, node, visitor, path2);
      if (identity2.isNode(ctrl) || identity2.isPair(ctrl)) {
        replaceNode(key, path2, ctrl);
        return visitAsync_(key, ctrl, visitor, path2);
      }
      if (typeof ctrl !== "symbol") {
        if (identity2.isCollection(node)) {
          path2 = Object.freeze(path2.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path2);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity2.isPair(node)) {
          path2 = Object.freeze(path2.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path2);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path2);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path2) {
      if (typeof visitor === "function")
        return visitor(key, node, path2);
      if (identity2.isMap(node))
        return visitor.Map?.(key, node, path2);
      if (identity2.isSeq(node))
        return visitor.Seq?.(key, node, path2);
      if (identity2.isPair(node))
        return visitor.Pair?.(key, node, path2);
      if (identity2.isScalar(node))
        return visitor.Scalar?.(key, node, path2);
      if (identity2.isAlias(node))
        return visitor.Alias?.(key, node, path2);
      return void 0;
    }
    function replaceNode(key, path2, node) {
      const parent = path2[path2.length - 1];
      if (identity2.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity2.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity2.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity2.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports2.visit = visit;
    exports2.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source2, onError) {
        if (source2 === "!")
          return "!";
        if (source2[0] !== "!") {
          onError(`Not a valid tag: ${source2}`);
          return null;
        }
        if (source2[1] === "<") {
          const verbatim = source2.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source2} is invalid.`);
            return null;
          }
          if (source2[source2.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix2] = source2.match(/^(.*!)([^!]*)$/s);
        if (!suffix2)
          onError(`The ${source2} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix2);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source2;
        onError(`Could not resolve tag: ${source2}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity2.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity2.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines2.push(`%TAG ${handle} ${prefix}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports2.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source2) => {
          aliasObjects.push(source2);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source2 of aliasObjects) {
            const ref = sourceObjects.get(source2);
            if (typeof ref === "object" && ref.anchor && (identity2.isScalar(ref.node) || identity2.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source2;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports2.anchorIsValid = anchorIsValid;
    exports2.anchorNames = anchorNames;
    exports2.createNodeAnchors = createNodeAnchors;
    exports2.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports2) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports2.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity2.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports2.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports2) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity2 = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity2.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports2.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source2) {
        super(identity2.ALIAS);
        this.source = source2;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity2.isAlias(node) || identity2.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source2 = this.resolve(ctx.doc, ctx);
        if (!source2) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source2).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity2.isAlias(node)) {
        const source2 = node.resolve(doc);
        const anchor = anchors2 && source2 && anchors2.get(source2);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity2.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity2.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports2.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity2.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports2.Scalar = Scalar;
    exports2.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity2.isDocument(value))
        value = value.contents;
      if (identity2.isNode(value))
        return value;
      if (identity2.isPair(value)) {
        const map = ctx.schema[identity2.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity2.MAP] : Symbol.iterator in Object(value) ? schema[identity2.SEQ] : schema[identity2.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports2.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var identity2 = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path2, value) {
      let v = value;
      for (let i = path2.length - 1; i >= 0; --i) {
        const k = path2[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path2) => path2 == null || typeof path2 === "object" && !!path2[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity2.isNode(it) || identity2.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path2, value) {
        if (isEmptyPath(path2))
          this.add(value);
        else {
          const [key, ...rest] = path2;
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity2.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        const [key, ...rest] = path2;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity2.isScalar(node) ? node.value : node;
        else
          return identity2.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity2.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity2.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path2) {
        const [key, ...rest] = path2;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity2.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        const [key, ...rest] = path2;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity2.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports2.Collection = Collection;
    exports2.collectionFromPath = collectionFromPath;
    exports2.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports2) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent2) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent2 ? comment.replace(/^(?! *$)/gm, indent2) : comment;
    }
    var lineComment = (str2, indent2, comment) => str2.endsWith("\n") ? indentComment(comment, indent2) : comment.includes("\n") ? "\n" + indentComment(comment, indent2) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports2.indentComment = indentComment;
    exports2.lineComment = lineComment;
    exports2.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports2) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text3, indent2, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text3;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent2.length);
      if (text3.length <= endStep)
        return text3;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent2.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text3, i, indent2.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text3[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text3[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text3, i, indent2.length);
          end = i + indent2.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text3[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text3[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text3;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text3;
      if (onFold)
        onFold();
      let res = text3.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text3.length;
        if (fold === 0)
          res = `
${indent2}${text3.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text3[fold]}\\`;
          res += `
${indent2}${text3.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text3, i, indent2) {
      let end = i;
      let start = i + 1;
      let ch = text3[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent2) {
          ch = text3[++i];
        } else {
          do {
            ch = text3[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text3[start];
        }
      }
      return end;
    }
    exports2.FOLD_BLOCK = FOLD_BLOCK;
    exports2.FOLD_FLOW = FOLD_FLOW;
    exports2.FOLD_QUOTED = FOLD_QUOTED;
    exports2.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json2 = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json2;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent2 = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str2 += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str2 += json2.slice(start, i);
                const code2 = json2.substr(i + 2, 4);
                switch (code2) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str2 += "\\x" + code2.substr(2);
                    else
                      str2 += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent2;
                if (json2[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json2.slice(start) : json2;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent2, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent2 = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent2}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent2, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote: singleQuote2 } = ctx.options;
      let qs;
      if (singleQuote2 === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote2 ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent2 = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal3 = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent2.length);
      if (!value)
        return literal3 ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent2}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent2}`);
      }
      const indentSize = indent2 ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal3) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent2}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent2, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent2}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent2}`);
      return `|${header}
${indent2}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent: indent2, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent2 === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent2 === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str2 = value.replace(/\n+/g, `$&
${indent2}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent2, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports2.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var identity2 = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity2.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity2.isScalar(node) || identity2.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity2.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity2.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity2.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity2.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity2.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports2.createStringifyContext = createStringifyContext;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent: indent2, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity2.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity2.isCollection(key) || !identity2.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity2.isCollection(key) || (identity2.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent2 + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent2}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity2.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity2.isScalar(value))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity2.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity2.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str2 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports2.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports2) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports2.debug = debug;
    exports2.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity2.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source2 = resolveAliasValue(ctx, value);
      if (identity2.isSeq(source2))
        for (const it of source2.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source2))
        for (const it of source2)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source2);
    }
    function mergeValue(ctx, map, value) {
      const source2 = resolveAliasValue(ctx, value);
      if (!identity2.isMap(source2))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source2.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity2.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports2.addMergeToJSMap = addMergeToJSMap;
    exports2.isMergeKey = isMergeKey;
    exports2.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports2) {
    "use strict";
    var log3 = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity2 = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity2.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity2.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log3.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports2.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity2 = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity2.isNode(key))
          key = key.clone(schema);
        if (identity2.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports2.Pair = Pair;
    exports2.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent: indent2, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity2.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines2.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str2 += line ? `
${indent2}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent2);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent: indent2, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity2.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity2.isPair(item)) {
          const ik = identity2.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity2.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines2.push(str2);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines2)
            str2 += line ? `
${indentStep}${indent2}${line}` : "\n";
          return `${str2}
${indent2}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent: indent2, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent2);
        lines2.push(ic.trimStart());
      }
    }
    exports2.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports2) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity2.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity2.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity2.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity2.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity2.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity2.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity2.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity2.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports2.YAMLMap = YAMLMap;
    exports2.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity2.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports2.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity2.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity2.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity2.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity2.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports2.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity2.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports2.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports2) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string2 = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports2.string = string2;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source: source2 }, ctx) => typeof source2 === "string" && nullTag.test.test(source2) ? source2 : ctx.options.nullStr
    };
    exports2.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source: source2, value }, ctx) {
        if (source2 && boolTag.test.test(source2)) {
          const sv = source2[0] === "t" || source2[0] === "T";
          if (value === sv)
            return source2;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports2.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports2) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports2.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports2) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str2 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines2 = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines2[i] = str2.substr(o, lineWidth);
          }
          str2 = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports2.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity2.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity2.isPair(item))
            continue;
          else if (identity2.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity2.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports2.createPairs = createPairs;
    exports2.pairs = pairs;
    exports2.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity2.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity2.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports2.YAMLOMap = YAMLOMap;
    exports2.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source: source2 }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source2 && boolObj.test.test(source2))
        return source2;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports2.falseTag = falseTag;
    exports2.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f = str2.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str2 = value.toString(radix);
        return value < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intBin = intBin;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity2.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity2.isPair(pair) ? identity2.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity2.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports2.YAMLSet = YAMLSet;
    exports2.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports2.floatTime = floatTime;
    exports2.intTime = intTime;
    exports2.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string2.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports2.coreKnownTags = coreKnownTags;
    exports2.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string2 = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity2.MAP, { value: map.map });
        Object.defineProperty(this, identity2.SCALAR, { value: string2.string });
        Object.defineProperty(this, identity2.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports2.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines2.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity2.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines2.push(`... ${cs}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports2.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity2.NODE_TYPE, { value: identity2.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity2.NODE_TYPE]: { value: identity2.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity2.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path2, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path2, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity2.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path2) {
        if (Collection.isEmptyPath(path2)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path2) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity2.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path2, keepScalar) {
        if (Collection.isEmptyPath(path2))
          return !keepScalar && identity2.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity2.isCollection(this.contents) ? this.contents.getIn(path2, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity2.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path2) {
        if (Collection.isEmptyPath(path2))
          return this.contents !== void 0;
        return identity2.isCollection(this.contents) ? this.contents.hasIn(path2) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path2, value) {
        if (Collection.isEmptyPath(path2)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path2), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path2, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json: json2, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json2,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity2.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports2.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports2) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code2, message) {
        super();
        this.name = name;
        this.code = code2;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLParseError", pos, code2, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLWarning", pos, code2, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports2.YAMLError = YAMLError;
    exports2.YAMLParseError = YAMLParseError;
    exports2.YAMLWarning = YAMLWarning;
    exports2.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports2) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports2.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports2) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports2.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports2) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent2, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent2 && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports2.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity2.isScalar(a) && identity2.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports2.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports2) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep13, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep13?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep13) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep13 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep13, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports2.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports2) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports2.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports2) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep13 = "";
        for (const token of end) {
          const { source: source2, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source2.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep13 + cb;
              sep13 = "";
              break;
            }
            case "newline":
              if (comment)
                sep13 += source2;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source2.length;
        }
      }
      return { comment, offset };
    }
    exports2.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep13, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep13?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep13 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity2.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep13 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep13, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep13 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep13)
                for (const st of sep13) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep13, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports2.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity2.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports2.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines2 = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent2, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent2.length > trimIndent)
            trimIndent = indent2.length;
        } else {
          if (indent2.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent2.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent2.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent2.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep13 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent2, content] = lines2[i];
        offset += indent2.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent2.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent2 = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep13 + indent2.slice(trimIndent) + content;
          sep13 = "\n";
        } else if (indent2.length > trimIndent || content[0] === "	") {
          if (sep13 === " ")
            sep13 = "\n";
          else if (!prevMoreIndented && sep13 === "\n")
            sep13 = "\n\n";
          value += sep13 + indent2.slice(trimIndent) + content;
          sep13 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep13 === "\n")
            value += "\n";
          else
            sep13 = "\n";
        } else {
          value += sep13 + content;
          sep13 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source: source2 } = props[0];
      const mode = source2[0];
      let indent2 = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source2.length; ++i) {
        const ch = source2[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent2 && n)
            indent2 = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source2}`);
      let hasSpace = false;
      let comment = "";
      let length = source2.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent: indent2, chomp, comment, length };
    }
    function splitLines(source2) {
      const split = source2.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports2.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source: source2, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code2, msg) => onError(offset + rel, code2, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source2, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source2, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source2, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source2.length, offset + source2.length]
          };
      }
      const valueEnd = offset + source2.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source2, onError) {
      let badChar = "";
      switch (source2[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source2[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source2[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source2);
    }
    function singleQuotedValue(source2, onError) {
      if (source2[source2.length - 1] !== "'" || source2.length === 1)
        onError(source2.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source2.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source2) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source2);
      if (!match)
        return source2;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep13 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source2)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep13 === "\n")
            res += sep13;
          else
            sep13 = "\n";
        } else {
          res += sep13 + lm;
          sep13 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source2);
      return res + sep13 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source2, onError) {
      let res = "";
      for (let i = 1; i < source2.length - 1; ++i) {
        const ch = source2[i];
        if (ch === "\r" && source2[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source2, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source2[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source2[i + 1];
            while (next === " " || next === "	")
              next = source2[++i + 1];
          } else if (next === "\r" && source2[i + 1] === "\n") {
            next = source2[++i + 1];
            while (next === " " || next === "	")
              next = source2[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source2, i + 1, length, onError);
            i += length;
          } else {
            const raw = source2.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source2[i + 1];
          while (next === " " || next === "	")
            next = source2[++i + 1];
          if (next !== "\n" && !(next === "\r" && source2[i + 2] === "\n"))
            res += i > wsStart ? source2.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source2[source2.length - 1] !== '"' || source2.length === 1)
        onError(source2.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source2, offset) {
      let fold = "";
      let ch = source2[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source2[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source2[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source2, offset, length, onError) {
      const cc = source2.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code2 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code2);
      } catch {
        const raw = source2.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports2.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports2) {
    "use strict";
    var identity2 = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity2.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity2.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity2.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity2.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity2.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity2.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity2.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports2.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports2) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports2.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity2 = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity2.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source: source2, end }, onError) {
      const alias = new Alias.Alias(source2.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source2.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source2.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports2.composeEmptyNode = composeEmptyNode;
    exports2.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports2) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports2.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports2) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity2 = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source: source2 } = src;
      return [offset, offset + (typeof source2 === "string" ? source2.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source2 = prelude[i];
        switch (source2[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source2.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source2, code2, message, warning) => {
          const pos = getErrorPos(source2);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code2, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code2, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity2.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity2.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports2.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports2) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code2, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code2, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code2, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent: indent2, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source2 = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent2 > 0 ? " ".repeat(indent2) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent: indent2, source: "\n" }
      ];
      switch (source2[0]) {
        case "|":
        case ">": {
          const he = source2.indexOf("\n");
          const head = source2.substring(0, he);
          const body = source2.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent: indent2, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent: indent2, source: "\n" });
          return { type: "block-scalar", offset, indent: indent2, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent: indent2, source: source2, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent: indent2, source: source2, end };
        default:
          return { type: "scalar", offset, indent: indent2, source: source2, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent2 = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent2 === "number")
        indent2 += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source2 = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent2 === null,
        indent: indent2 !== null && indent2 > 0 ? " ".repeat(indent2) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source2[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source2);
          break;
        case '"':
          setFlowScalarValue(token, source2, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source2, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source2, "scalar");
      }
    }
    function setBlockScalarValue(token, source2) {
      const he = source2.indexOf("\n");
      const head = source2.substring(0, he);
      const body = source2.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent2 = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent: indent2, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent: indent2, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent: indent2, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source2, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source2;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source2.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source: source2, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source2.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source: source2, end: [nl] });
          break;
        }
        default: {
          const indent2 = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent: indent2, source: source2, end });
        }
      }
    }
    exports2.createScalarToken = createScalarToken;
    exports2.resolveAsScalar = resolveAsScalar;
    exports2.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports2) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep13, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep13)
        for (const st of sep13)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports2) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path2) => {
      let item = cst;
      for (const [field2, index] of path2) {
        const tok = item?.[field2];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path2) => {
      const parent = visit.itemAtPath(cst, path2.slice(0, -1));
      const field2 = path2[path2.length - 1][0];
      const coll = parent?.[field2];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path2, item, visitor) {
      let ctrl = visitor(item, path2);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field2 of ["key", "value"]) {
        const token = item[field2];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path2.concat([[field2, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field2 === "key")
            ctrl = ctrl(item, path2);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path2) : ctrl;
    }
    exports2.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports2) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source2) {
      switch (source2) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source2[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports2.createScalarToken = cstScalar.createScalarToken;
    exports2.resolveAsScalar = cstScalar.resolveAsScalar;
    exports2.setScalarValue = cstScalar.setScalarValue;
    exports2.stringify = cstStringify.stringify;
    exports2.visit = cstVisit.visit;
    exports2.BOM = BOM;
    exports2.DOCUMENT = DOCUMENT;
    exports2.FLOW_END = FLOW_END;
    exports2.SCALAR = SCALAR;
    exports2.isCollection = isCollection;
    exports2.isScalar = isScalar;
    exports2.prettyToken = prettyToken;
    exports2.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports2) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source2, incomplete = false) {
        if (source2) {
          if (typeof source2 !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source2 : source2;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent2 = 0;
          while (ch === " ")
            ch = this.buffer[++indent2 + offset];
          if (ch === "\r") {
            const next = this.buffer[indent2 + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent2 + 1;
          }
          return ch === "\n" || indent2 >= this.indentNext || !ch && !this.atEnd ? offset + indent2 : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent2 = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent2 = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent2 !== -1 && indent2 < this.indentNext && line[0] !== "#" || indent2 === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent2 === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent2 = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent2 += 1;
              break;
            case "\n":
              nl = i2;
              indent2 = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent2 >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent2;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent2 > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports2.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports2) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports2.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports2) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source2) {
      if (source2.length < 1e5)
        Array.prototype.push.apply(target, source2);
      else
        for (let i = 0; i < source2.length; ++i)
          target.push(source2[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source2, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source2, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source2) {
        this.source = source2;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source2));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source2.length;
          return;
        }
        const type = cst.tokenType(source2);
        if (!type) {
          const message = `Not a YAML token: ${source2}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source: source2 });
          this.offset += source2.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source2.length);
              break;
            case "space":
              if (this.atNewLine && source2[0] === " ")
                this.indent += source2.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source2.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source2.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep13;
          if (scalar.end) {
            sep13 = scalar.end;
            sep13.push(this.sourceToken);
            delete scalar.end;
          } else
            sep13 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep13 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep13 = it.sep;
                  sep13.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep13 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep13 = fc.end.splice(1, fc.end.length);
            sep13.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep13 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent2) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent2)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports2.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log3 = require_log();
    var identity2 = require_identity();
    var lineCounter = require_line_counter();
    var parser2 = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source2, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser2.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source2)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source2, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source2, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source2, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser2.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source2), true, source2.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source2, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source2, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log3.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent2 = Math.round(options);
        options = indent2 < 1 ? void 0 : indent2 > 8 ? { indent: 8 } : { indent: indent2 };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity2.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports2.parse = parse;
    exports2.parseAllDocuments = parseAllDocuments;
    exports2.parseDocument = parseDocument;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity2 = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser2 = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports2.Composer = composer.Composer;
    exports2.Document = Document.Document;
    exports2.Schema = Schema.Schema;
    exports2.YAMLError = errors.YAMLError;
    exports2.YAMLParseError = errors.YAMLParseError;
    exports2.YAMLWarning = errors.YAMLWarning;
    exports2.Alias = Alias.Alias;
    exports2.isAlias = identity2.isAlias;
    exports2.isCollection = identity2.isCollection;
    exports2.isDocument = identity2.isDocument;
    exports2.isMap = identity2.isMap;
    exports2.isNode = identity2.isNode;
    exports2.isPair = identity2.isPair;
    exports2.isScalar = identity2.isScalar;
    exports2.isSeq = identity2.isSeq;
    exports2.Pair = Pair.Pair;
    exports2.Scalar = Scalar.Scalar;
    exports2.YAMLMap = YAMLMap.YAMLMap;
    exports2.YAMLSeq = YAMLSeq.YAMLSeq;
    exports2.CST = cst;
    exports2.Lexer = lexer.Lexer;
    exports2.LineCounter = lineCounter.LineCounter;
    exports2.Parser = parser2.Parser;
    exports2.parse = publicApi.parse;
    exports2.parseAllDocuments = publicApi.parseAllDocuments;
    exports2.parseDocument = publicApi.parseDocument;
    exports2.stringify = publicApi.stringify;
    exports2.visit = visit.visit;
    exports2.visitAsync = visit.visitAsync;
  }
});

// mcp-server/src/domain/runner-errors.ts
var RUNNER_FAILURE_ERRORS = /* @__PURE__ */ new Set([
  "RunnerNotStarted",
  "VitestCrash",
  "JUnitReportMissing",
  "JUnitReportInvalid",
  /** The JUnit XML at the configured junitPath was not written by this run (it is older than the run, or a link). */
  "JUnitReportNotFresh",
  /** The runner printed no summary that could confirm its JUnit XML (pytest: no `N passed … in Xs` line). */
  "JUnitReportUnconfirmed",
  /** The JUnit XML does not hold the tests the runner's own summary names (pytest's counts or its FAILED ids). */
  "JUnitReportContradicted",
  "RunnerExitedNonZero",
  "RunnerExitedZeroWithFailures"
]);
var EXIT_CODE_ERROR = "RunnerExitedNonZero";

// mcp-server/src/project/classifier.ts
import { join } from "node:path";
async function classifierFor(projectRoot, frozen, runnerTests) {
  let text3;
  try {
    text3 = frozen ?? readRegularText(join(projectRoot, "evident.config.json"));
  } catch {
    text3 = void 0;
  }
  const configured = text3 !== void 0 && (text3.includes('"testFiles"') || text3.includes('"sourceExtensions"'));
  if (!configured && runnerTests === void 0) return fileClassifier();
  try {
    const config = configured ? await parsedConfig(projectRoot, frozen) : void 0;
    const globs = config?.testFiles;
    const source2 = sourceExtensionSet(sourceLanguages(config?.sourceExtensions));
    if (globs !== void 0 && globs.length > 0) {
      const { default: picomatch5 } = await import("./hook-lazy-picomatch.js");
      return fileClassifier(picomatch5([...globs], { dot: true }), source2);
    }
    const defaults = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test);
    const collected = runnerTests === void 0 ? void 0 : await runnerMatcher(runnerTests);
    return fileClassifier(collected === void 0 ? defaults : (p) => defaults(p) || collected(p), source2);
  } catch (error) {
    log(
      "warn",
      `evident.config.json is invalid; using the default test-file globs and source extensions: ${error instanceof Error ? error.message : String(error)}`
    );
    return fileClassifier();
  }
}
async function parsedConfig(projectRoot, frozen) {
  const { loadConfig, parseConfigText: parseConfigText2 } = await import("./hook-lazy-config.js");
  return frozen === void 0 ? loadConfig(projectRoot) : parseConfigText2(frozen);
}
async function frozenTestGlobs(globs) {
  const plain = { include: globs.include, exclude: globs.exclude };
  const { default: picomatch5 } = await import("./hook-lazy-picomatch.js");
  let patterns;
  try {
    const source2 = (glob) => {
      const re = picomatch5.makeRe(glob, { dot: true });
      if (re.flags !== "") throw new Error(`${glob} compiles with flags ${re.flags}`);
      return re.source;
    };
    patterns = { include: globs.include.map(source2), exclude: globs.exclude.map(source2) };
  } catch {
    return JSON.stringify(plain);
  }
  return JSON.stringify({ ...plain, patterns });
}
var VITEST_FILE = /\.(?:[cm]?[jt]sx?)$/i;
async function runnerMatcher(json2) {
  let parsed;
  try {
    parsed = JSON.parse(json2);
  } catch {
    return void 0;
  }
  const list = (v) => Array.isArray(v) && v.every((g) => typeof g === "string");
  if (typeof parsed !== "object" || parsed === null) return void 0;
  const { include, exclude } = parsed;
  if (!list(include) || !list(exclude) || include.length === 0) return void 0;
  const compiled = compiledPatterns(parsed.patterns, include, exclude);
  if (compiled !== void 0) {
    const [included2, excluded3] = compiled;
    return (path2) => VITEST_FILE.test(path2) && included2(path2) && !excluded3(path2);
  }
  const { default: picomatch5 } = await import("./hook-lazy-picomatch.js");
  const included = picomatch5(include, { dot: true });
  const excluded2 = exclude.length === 0 ? () => false : picomatch5(exclude, { dot: true });
  return (path2) => VITEST_FILE.test(path2) && included(path2) && !excluded2(path2);
}
function compiledPatterns(patterns, include, exclude) {
  if (typeof patterns !== "object" || patterns === null) return void 0;
  const any = (globs, sources) => {
    if (!Array.isArray(sources) || sources.length !== globs.length || !sources.every((s) => typeof s === "string"))
      return void 0;
    const res = sources.map((s) => new RegExp(s));
    return (path2) => globs.some((glob, i) => path2 === glob || res[i]?.test(path2) === true);
  };
  try {
    const { include: inc, exclude: exc } = patterns;
    const included = any(include, inc);
    const excluded2 = any(exclude, exc);
    return included === void 0 || excluded2 === void 0 ? void 0 : [included, excluded2];
  } catch {
    return void 0;
  }
}

// mcp-server/src/domain/checked.ts
var refuse = (code2, message, hint) => ({
  ok: false,
  code: code2,
  message,
  hint
});
var accept = (value) => ({ ok: true, value });

// mcp-server/src/engine/gates/oracle-rules.ts
var ORACLE_RULES = ["test-framework", "test-runner-env", "test-file", "call-stack", "builtin-patch"];
var RULE_WHY = {
  "test-framework": "production code imports or uses the test framework",
  "test-runner-env": "production code asks whether a test runner is running it (its variables, globals or command line)",
  "test-file": "production code reads, imports or names a test file or test folder",
  "call-stack": "production code inspects the call stack, so it can tell which test calls it",
  "builtin-patch": "production code replaces a built-in or global that assertions rely on"
};
var onSkeleton = (re) => (src) => [...src.skeleton.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
function inLiteral(src, offset) {
  let lo = 0;
  let hi = src.literals.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const l = src.literals[mid];
    if (l === void 0) return false;
    if (offset < l.start) hi = mid - 1;
    else if (offset >= l.end) lo = mid + 1;
    else return true;
  }
  return false;
}
var onCode = (re) => (src) => [...src.code.matchAll(re)].filter((m) => !inLiteral(src, m.index)).map((m) => [m.index, m.index + m[0].length]);
var anywhere = (re) => (src) => [...src.code.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
var literalsWhere = (test) => (src, ctx) => src.literals.filter((l) => l.regex !== true && test(l.value, ctx)).map((l) => [l.start, l.end]);
function closeOf(skeleton, open) {
  let depth = 0;
  for (let i = open; i < skeleton.length && i < open + 4e3; i++) {
    const ch = skeleton[i];
    if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return void 0;
}
var callsWith = (callee, test) => (src, ctx) => {
  const spans = [];
  for (const m of src.skeleton.matchAll(callee)) {
    const open = m.index + m[0].length - 1;
    const close = closeOf(src.skeleton, open);
    if (close === void 0) continue;
    const call = src.skeleton.slice(m.index, close + 1);
    const inside2 = src.literals.filter((l) => l.start > open && l.end <= close && l.regex !== true);
    if (inside2.some((l) => test(l.value, ctx, call))) spans.push([m.index, close + 1]);
  }
  return spans;
};
var linesWith = (where, test) => (src, ctx) => {
  const spans = [];
  const starts = src.lineStarts;
  for (let n = 0; n < starts.length; n++) {
    const start = starts[n] ?? 0;
    const end = n + 1 < starts.length ? (starts[n + 1] ?? 0) - 1 : src.skeleton.length;
    if (!where.test(src.skeleton.slice(start, end))) continue;
    const held = src.literals.some((l) => l.start >= start && l.end <= end && test(l.value, ctx));
    if (held) spans.push([start, end]);
  }
  return spans;
};
var RUNNER_VARIABLE_NAME = "VITEST|VITEST_WORKER_ID|VITEST_POOL_ID|VITEST_MODE|JEST_WORKER_ID|PYTEST_CURRENT_TEST|PYTEST_XDIST_WORKER|PYTEST_VERSION";
var RUNNER_VARIABLE_KEY = new RegExp(`^\\$?\\{?(?:${RUNNER_VARIABLE_NAME})\\}?$`);
var runnerVariables = (src, ctx) => {
  const word = new RegExp(`\\b(?:${RUNNER_VARIABLE_NAME})\\b`, "g");
  if (src.language === "plain") return anywhere(word)(src, ctx);
  return [...onSkeleton(word)(src, ctx), ...literalsWhere((v) => RUNNER_VARIABLE_KEY.test(v))(src, ctx)];
};
var RUNNER_FAMILY = "(?:__)?(?:VITEST|JEST|PYTEST)(?:_\\w*)?";
var JS_FRAMEWORK = /^(?:vitest(?:\/.*)?|@vitest\/.+|jest|jest-[\w.-]+|@jest\/.+|expect|node:test|mocha|chai(?:\/.*)?|sinon|jasmine(?:-core)?|ava|uvu(?:\/.*)?|tap|@playwright\/test|@testing-library\/.+)$/;
var PY_FRAMEWORK = /^(?:_?pytest\w*|unittest|nose2?)(?:\.[\w.]+)?$/;
var RUNNER_NAME = /\b(?:vitest|jest|mocha|jasmine|ava|playwright|pytest|py\.test|_pytest|unittest|nose2?)\b/i;
var TEST_FILE_NAME = /^(?:[^./\\_-][^/\\]*[._-](?:test|spec)s?\.\w+|test_\w+\.py|\w+_test\.py|conftest\.py)$/i;
var TEST_FOLDER = /^(?:__tests__|tests?|__snapshots__|testdata)$/i;
var PATH_LIKE = (value) => value !== "" && !/[\s*?{}[\]<>|"'`$]/.test(value) && !value.includes("://") && value.length < 300;
function resolvePath(dir, rel) {
  const out = dir === "" ? [] : dir.split("/");
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (out.length === 0) return void 0;
      out.pop();
    } else out.push(segment);
  }
  return out.join("/");
}
function namesTestPath(value, ctx, folders) {
  if (!PATH_LIKE(value)) return false;
  const segments2 = value.split(/[\\/]+/).filter((s) => s !== "" && s !== ".");
  const last = segments2[segments2.length - 1];
  if (last === void 0) return false;
  if (TEST_FILE_NAME.test(last) || /^[^./\\_-][^/\\]*[._-](?:test|spec)s?$/i.test(last)) return true;
  if (segments2.length === 1 && !folders) return false;
  if (segments2.some((s) => TEST_FOLDER.test(s))) return true;
  const dir = ctx.path.includes("/") ? ctx.path.slice(0, ctx.path.lastIndexOf("/")) : "";
  const candidates = [resolvePath(dir, value), resolvePath("", value.replace(/^\/+/, ""))];
  return candidates.some((c) => {
    if (c === void 0 || c === "") return false;
    const kind = ctx.classify(c);
    return kind === "test" || kind === "snapshot" || ctx.classify(`${c}/x`) === "test";
  });
}
var PY_TEST_MODULE = (module) => module.replace(/^\.+/, "").split(".").some((part) => /^(?:tests?|conftest|test_\w+|\w+_test)$/.test(part));
var jsStaticImports = (test) => (src, ctx) => {
  const spans = [];
  const re = /(?<![\w$.])(?:import\b(?!\s+type\b)(?:\s*[\w$*{][^'"`;]*?\bfrom)?|export\s*(?:\*|\{)[^'"`;]*?\bfrom)\s*$/;
  for (const l of src.literals) {
    if (l.regex === true || !test(l.value, ctx)) continue;
    const from = Math.max(0, l.start - 400);
    const m = re.exec(src.skeleton.slice(from, l.start - 1));
    if (m !== null) spans.push([from + m.index, l.end + 1]);
  }
  return spans;
};
var JS_ANCHOR = /\b(?:__dirname|__filename|import\s*\.\s*meta\s*\.\s*(?:url|dirname|filename)|process\s*\.\s*cwd)\b/;
var ENV_JS = "(?:\\bprocess\\s*(?:\\?\\.|\\.)\\s*env|\\bimport\\s*\\.\\s*meta\\s*\\.\\s*env|\\b(?:Deno|Bun)\\s*\\.\\s*env)";
var ASSIGN = "\\s*(?:=(?![=>])|(?:\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?|[-+*/%&|^])=)";
var JS_BUILTINS = "Object|Array|String|Number|Boolean|Math|JSON|Date|RegExp|Promise|Reflect|Symbol|Map|Set|WeakMap|WeakSet|Error|Function|BigInt|Intl|Atomics|Proxy|Buffer|ArrayBuffer|Uint8Array";
var JS_TEST_GLOBALS = "expect|vi|vitest|jest|it|test|describe|suite|bench|beforeEach|afterEach|beforeAll|afterAll|assert|chai|should";
var GLOBAL_OBJECT = "(?:globalThis|global|window)(?:\\s+as\\s+[^);\\n]*\\))?";
var JS_ASSERTION_GLOBALS = "expect|vi|jest|chai|assert";
var STACK_SEARCH = /^(?:includes|match|matchAll|search|indexOf|lastIndexOf|startsWith|endsWith|find|findIndex|findLast|findLastIndex|some|every|filter|at|charAt|localeCompare)$/;
var searchedStacks = (src) => {
  const spans = [];
  const step = /^\s*(?:\?\.|\.)\s*([\w$]+)\s*/;
  for (const m of src.skeleton.matchAll(/\.\s*stack\b(?!\s*(?:=(?![=>])))/g)) {
    let i = m.index + m[0].length;
    let end = i;
    let searched = false;
    for (let hops = 0; hops < 8 && !searched; hops++) {
      const rest = src.skeleton.slice(i, i + 200);
      if (/^\s*(?:\?\.)?\s*\[/.test(rest) || hops === 0 && /^\s*(?:[!=]==?|[<>]=?)(?!>)/.test(rest)) {
        searched = true;
        end = i + 1;
        break;
      }
      const s = step.exec(rest);
      if (s === null) break;
      i += s[0].length;
      end = i;
      if (STACK_SEARCH.test(s[1] ?? "")) searched = true;
      if (src.skeleton[i] === "(") {
        const close = closeOf(src.skeleton, i);
        if (close === void 0) break;
        i = close + 1;
        end = i;
      }
    }
    if (searched) spans.push([m.index, end]);
  }
  for (const m of src.skeleton.matchAll(/(?:[!=]==?\s*|\.\s*(?:test|exec)\s*\(\s*)[\w$.?]*\.\s*stack\b/g))
    spans.push([m.index, m.index + m[0].length]);
  return spans;
};
var JS_RULES = [
  // --- test-framework
  { rule: "test-framework", spans: jsStaticImports((s) => JS_FRAMEWORK.test(s)) },
  {
    rule: "test-framework",
    spans: callsWith(/\b(?:require(?:\s*\.\s*resolve)?|import)\s*\(/g, (v) => JS_FRAMEWORK.test(v))
  },
  { rule: "test-framework", spans: onSkeleton(/\bimport\s*\.\s*meta\s*\.\s*vitest\b/g) },
  { rule: "test-framework", spans: anywhere(/\b__(?:vitest|VITEST)_?\w*/g) },
  {
    rule: "test-framework",
    spans: onCode(
      /(?<![\w$])expect\s*(?:\?\.\s*|\.\s*|\[\s*['"`])(?:extend|getState|setState|addEqualityTesters|addSnapshotSerializer)\b/g
    )
  },
  {
    rule: "test-framework",
    spans: onSkeleton(
      /(?<![\w$.])(?:vi|jest)\s*\.\s*(?:fn|mock|doMock|unmock|spyOn|stubGlobal|stubEnv|mocked|hoisted|importActual|importMock|requireActual|requireMock|useFakeTimers|setSystemTime|isMockFunction|restoreAllMocks|resetAllMocks|clearAllMocks|replaceProperty)\b/g
    )
  },
  {
    rule: "test-framework",
    spans: onCode(new RegExp(`${GLOBAL_OBJECT}\\s*(?:\\??\\.\\s*|\\[\\s*['"\`])(?:${JS_TEST_GLOBALS})\\b`, "g"))
  },
  // --- test-runner-env
  { rule: "test-runner-env", spans: runnerVariables },
  {
    rule: "test-runner-env",
    spans: onCode(
      new RegExp(`${ENV_JS}\\s*(?:\\?\\.|\\.|\\[\\s*['"\`]|\\?\\.\\[\\s*['"\`])\\s*${RUNNER_FAMILY}\\b`, "g")
    )
  },
  {
    rule: "test-runner-env",
    spans: onCode(new RegExp(`\\{[^}]*\\b${RUNNER_FAMILY}\\b[^}]*\\}\\s*=\\s*${ENV_JS}`, "g"))
  },
  {
    rule: "test-runner-env",
    spans: onCode(
      /\b(?:NODE_ENV|MODE|npm_lifecycle_event)\b[^;\n]{0,60}?[!=]==?\s*(['"`])test\1|(['"`])test\2\s*[!=]==?[^;\n]{0,60}?\b(?:NODE_ENV|MODE|npm_lifecycle_event)\b/g
    )
  },
  {
    rule: "test-runner-env",
    spans: onSkeleton(new RegExp(`\\btypeof\\s+(?:${JS_TEST_GLOBALS})\\b`, "g"))
  },
  {
    rule: "test-runner-env",
    spans: onCode(new RegExp(`(['"\`])(?:${JS_TEST_GLOBALS})\\1\\s+in\\s+${GLOBAL_OBJECT}\\b`, "g"))
  },
  {
    rule: "test-runner-env",
    spans: linesWith(
      /\bprocess\s*\.\s*(?:argv0?|execArgv|title|mainModule)\b|\brequire\s*\.\s*(?:cache|main)\b|\bmodule\s*\.\s*(?:children|parent)\b|\bnpm_lifecycle_(?:event|script)\b/,
      (v) => RUNNER_NAME.test(v) || TEST_FILE_NAME.test(v.split(/[\\/]/).pop() ?? "")
    )
  },
  // --- test-file
  { rule: "test-file", spans: jsStaticImports((s, ctx) => namesTestPath(s, ctx, false)) },
  {
    rule: "test-file",
    spans: callsWith(
      /(?<![\w$])(?:readFileSync|readFile|createReadStream|readdirSync|readdir|opendirSync|opendir|existsSync|statSync|lstatSync|accessSync|readlinkSync|openSync|watchFile|globSync|glob|require(?:\s*\.\s*resolve)?|import|file|readTextFile(?:Sync)?|fs\w*\s*\.\s*(?:promises\s*\.\s*)?(?:open|stat|lstat|access|exists|readlink)|import\s*\.\s*meta\s*\.\s*glob\w*)\s*\(/g,
      (v, ctx) => namesTestPath(v, ctx, true) || globIntoTests(v)
    )
  },
  {
    rule: "test-file",
    spans: callsWith(
      /(?<![\w$])(?:join|resolve|relative)\s*\(/g,
      (v, ctx, call) => namesTestPath(v, ctx, JS_ANCHOR.test(call))
    )
  },
  {
    // A URL is a path only next to the module's own location (`new URL('../test/x.ts', import.meta.url)`).
    rule: "test-file",
    spans: callsWith(
      /(?<![\w$])(?:URL|fileURLToPath|pathToFileURL)\s*\(/g,
      (v, ctx, call) => JS_ANCHOR.test(call) && namesTestPath(v, ctx, true)
    )
  },
  {
    rule: "test-file",
    spans: linesWith(JS_ANCHOR, (v, ctx) => namesTestPath(v, ctx, true))
  },
  // --- call-stack
  {
    rule: "call-stack",
    spans: onSkeleton(
      /(?<![\w$.])(?:new\s+)?\w*Error\s*\([^()]*\)\s*(?:\?\.|\.)\s*stack\b|\(\s*new\s+\w*Error\s*\)\s*(?:\?\.|\.)\s*stack\b/g
    )
  },
  { rule: "call-stack", spans: onCode(/\bError\s*(?:\.\s*|\[\s*['"`])prepareStackTrace\b/g) },
  { rule: "call-stack", spans: onSkeleton(/\bError\s*\.\s*captureStackTrace\s*(?:\?\.\s*)?\((?!\s*this\b)/g) },
  {
    rule: "call-stack",
    spans: onSkeleton(
      /\b(?:String|JSON\s*\.\s*stringify)\s*\(\s*[\w$.?]*\.\s*stack\s*\)\s*(?:\?\.|\.)\s*(?:includes|match|matchAll|search|indexOf|lastIndexOf|startsWith|endsWith|split)\b/g
    )
  },
  { rule: "call-stack", spans: onSkeleton(/\barguments\s*\.\s*callee\b|\bgetCallSites?\s*\(|\bcallsites?\s*\(\s*\)/g) },
  { rule: "call-stack", spans: searchedStacks },
  {
    rule: "call-stack",
    spans: jsStaticImports((s) => /^(?:callsites?|stack-trace|callsite-record|error-stack-parser)$/.test(s))
  },
  // --- builtin-patch
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*(?:\\.\\s*(?!prototype\\b|stackTraceLimit\\b|prepareStackTrace\\b)[\\w$]+|\\[[^\\]\\n]*\\])${ASSIGN}`,
        "g"
      )
    )
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*\\.\\s*prototype\\s*(?:\\.\\s*[\\w$]+|\\[[^\\]\\n]*\\])?${ASSIGN}`,
        "g"
      )
    )
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?<!\\b(?:const|let|var|function|class|import|as)\\s+)(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})${ASSIGN}`,
        "g"
      )
    )
  },
  {
    rule: "builtin-patch",
    spans: onCode(
      new RegExp(
        `${GLOBAL_OBJECT}\\s*(?:\\.\\s*(?:${JS_BUILTINS}|${JS_TEST_GLOBALS})\\b|\\[\\s*(['"\`])(?:${JS_BUILTINS}|${JS_TEST_GLOBALS})\\1\\s*\\])${ASSIGN}`,
        "g"
      )
    )
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      new RegExp(
        `\\b(?:Object|Reflect)\\s*\\.\\s*(?:defineProperty|defineProperties|assign|setPrototypeOf)\\s*\\(\\s*(?:${GLOBAL_OBJECT}(?:\\s*\\.\\s*(?:${JS_BUILTINS}|${JS_ASSERTION_GLOBALS}))?|(?:${JS_BUILTINS})(?:\\s*\\.\\s*prototype)?|${JS_ASSERTION_GLOBALS})\\s*[,)]`,
        "g"
      )
    )
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(new RegExp(`\\bdelete\\s+(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*\\.`, "g"))
  }
];
var globIntoTests = (value) => /[*?{]/.test(value) && value.split(/[\\/]+/).some((s) => TEST_FOLDER.test(s) || /\.(?:test|spec)\b/i.test(s));
var pyImports = (test) => (src) => {
  const spans = [];
  const re = /^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import\b|import[ \t]+([\w., \t]+))/gm;
  for (const m of src.skeleton.matchAll(re)) {
    const modules = m[1] !== void 0 ? [m[1]] : (m[2] ?? "").split(",").map((s) => s.trim().split(/\s+/)[0] ?? "");
    if (modules.some((mod) => mod !== "" && test(mod))) spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
};
var PY_ENV = "(?:\\bos\\s*\\.\\s*(?:environ|getenv)|\\benviron|\\bgetenv)\\b";
var PYTHON_RULES = [
  // --- test-framework
  { rule: "test-framework", spans: pyImports((m) => !m.startsWith(".") && PY_FRAMEWORK.test(m)) },
  {
    rule: "test-framework",
    spans: callsWith(/\b(?:import_module|__import__)\s*\(/g, (v) => PY_FRAMEWORK.test(v))
  },
  // --- test-runner-env
  { rule: "test-runner-env", spans: runnerVariables },
  { rule: "test-runner-env", spans: linesWith(new RegExp(PY_ENV), (v) => new RegExp(`^${RUNNER_FAMILY}$`).test(v)) },
  {
    rule: "test-runner-env",
    spans: linesWith(/\bsys\s*\.\s*(?:argv|orig_argv|modules|executable)\b|\b__main__\b/, (v) => RUNNER_NAME.test(v))
  },
  // --- test-file
  { rule: "test-file", spans: pyImports((m) => PY_TEST_MODULE(m)) },
  {
    rule: "test-file",
    spans: callsWith(/\b(?:import_module|__import__|run_module)\s*\(/g, (v) => PY_TEST_MODULE(v))
  },
  {
    rule: "test-file",
    spans: callsWith(
      /\b(?:open|listdir|scandir|walk|glob|iglob|rglob|exists|isfile|isdir|is_file|is_dir|run_path|read_text|read_bytes|loadtxt|getline|getlines)\s*\(/g,
      (v, ctx) => namesTestPath(v, ctx, true) || globIntoTests(v)
    )
  },
  {
    rule: "test-file",
    spans: callsWith(
      /\b(?:join|Path|PurePath|PosixPath|abspath|realpath)\s*\(/g,
      (v, ctx, call) => namesTestPath(v, ctx, /\b(?:__file__|getcwd|cwd)\b/.test(call))
    )
  },
  {
    rule: "test-file",
    spans: linesWith(/\b(?:__file__|getcwd|cwd)\b/, (v, ctx) => namesTestPath(v, ctx, true))
  },
  // --- call-stack
  {
    rule: "call-stack",
    spans: onSkeleton(
      /\binspect\s*\.\s*(?:stack|currentframe|getouterframes|getinnerframes|getframeinfo|trace)\b|\bsys\s*\.\s*(?:_getframe|_current_frames)\b|\btraceback\s*\.\s*(?:extract_stack|format_stack|print_stack|walk_stack|StackSummary)\b|\.\s*(?:f_back|tb_frame|f_code|f_locals|f_globals|f_lineno)\b/g
    )
  },
  {
    rule: "call-stack",
    spans: onSkeleton(
      /^[ \t]*from[ \t]+(?:inspect[ \t]+import[^\n]*\b(?:stack|currentframe|getouterframes|getinnerframes|getframeinfo|trace)\b|sys[ \t]+import[^\n]*\b_getframe\b|traceback[ \t]+import[^\n]*\b(?:extract_stack|format_stack|print_stack|walk_stack)\b)/gm
    )
  },
  // --- builtin-patch
  {
    rule: "builtin-patch",
    spans: onSkeleton(/\b(?:builtins|__builtins__)\s*(?:\.\s*\w+|\[[^\]\n]*\])\s*(?:=(?!=)|[-+*/%&|^]=)/g)
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      /\bsetattr\s*\(\s*(?:builtins|__builtins__|math|operator|json|re|os|sys|time|random|functools|itertools|string|collections|decimal|fractions|datetime|unittest|pytest)\b/g
    )
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(/\bsys\s*\.\s*modules\s*(?:\[[^\]\n]*\]\s*=(?!=)|\.\s*(?:update|__setitem__|setdefault)\s*\()/g)
  },
  {
    rule: "builtin-patch",
    spans: onSkeleton(
      /(?<![\w.])(?:math|operator|json|re|time|random|functools|itertools|string|collections|decimal|fractions|datetime)\s*\.\s*\w+\s*(?:=(?!=)|[-+*/%&|^]=)/g
    )
  },
  { rule: "builtin-patch", spans: pyImports((m) => m === "forbiddenfruit") },
  { rule: "builtin-patch", spans: onSkeleton(/\bcurse\s*\(/g) }
];
var testFileTokens = (src) => [...src.code.matchAll(/[^\s'"`,;()[\]{}<>=|]+/g)].filter((m) => PATH_LIKE(m[0]) && TEST_FILE_NAME.test(m[0].split(/[\\/]+/).pop() ?? "")).map((m) => [m.index, m.index + m[0].length]);
var NEUTRAL_RULES = [
  { rule: "test-runner-env", spans: runnerVariables },
  { rule: "test-runner-env", spans: onSkeleton(/\btesting\s*\.\s*Testing\s*\(\s*\)/g) },
  { rule: "test-file", spans: testFileTokens }
];
var NAMED_TEST_FILE = {
  rule: "test-file",
  spans: literalsWhere((v) => PATH_LIKE(v) && TEST_FILE_NAME.test(v.split(/[\\/]+/).pop() ?? ""))
};
function matchersFor(language) {
  if (language === "js") return [...JS_RULES, NAMED_TEST_FILE];
  if (language === "python") return [...PYTHON_RULES, NAMED_TEST_FILE];
  return NEUTRAL_RULES;
}

// mcp-server/src/engine/gates/oracle-source.ts
var JS = /* @__PURE__ */ new Set(["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs", "vue", "svelte", "astro"]);
var PYTHON = /* @__PURE__ */ new Set(["py", "pyi", "pyx", "pxd", "ipynb"]);
var C_LIKE = new Set(
  "go rs java kt kts scala sc groovy gradle c h cc cpp cxx hpp hh hxx cs swift m mm dart php zig sol proto scss less".split(
    " "
  )
);
var HASH = new Set(
  "rb rake sh bash zsh fish pl pm r ex exs cr nim jl yml yaml toml ini cfg conf properties env".split(" ")
);
function languageOf(path2) {
  const name = path2.slice(path2.lastIndexOf("/") + 1).toLowerCase();
  const ext = name.slice(name.lastIndexOf(".") + 1);
  if (JS.has(ext)) return "js";
  if (PYTHON.has(ext)) return "python";
  if (C_LIKE.has(ext)) return "c-like";
  if (HASH.has(ext) || name.startsWith(".env")) return "hash";
  return "plain";
}
function lineStartsOf(text3) {
  const starts = [0];
  for (let i = 0; i < text3.length; i++) if (text3[i] === "\n") starts.push(i + 1);
  return starts;
}
function lineAt(lineStarts, offset) {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
var blank = (s) => s.replace(/[^\n]/g, " ");
var REGEX_AFTER = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/;
var keep = (lx, s) => {
  lx.code += s;
  lx.skeleton += s;
};
var drop = (lx, s) => {
  const b = blank(s);
  lx.code += b;
  lx.skeleton += b;
};
var literal2 = (lx, start, end, regex = false) => {
  const value = lx.text.slice(start, end);
  lx.code += value;
  lx.skeleton += blank(value);
  lx.literals.push(regex ? { start, end, value, regex } : { start, end, value });
};
function scanQuoted(text3, i, quote, multiline, interpolation) {
  let j = i;
  while (j < text3.length) {
    const ch = text3[j];
    if (ch === "\\") {
      j += 2;
      continue;
    }
    if (text3.startsWith(quote, j)) return j;
    if (ch === "\n" && !multiline) return j;
    if (interpolation === "${" && ch === "$" && text3[j + 1] === "{") return j;
    if (interpolation === "{" && ch === "{") {
      if (text3[j + 1] === "{") {
        j += 2;
        continue;
      }
      return j;
    }
    j++;
  }
  return j;
}
function lexCode(lx, i, language, inInterpolation) {
  const { text: text3 } = lx;
  let depth = 0;
  while (i < text3.length) {
    const ch = text3[i] ?? "";
    const next = text3[i + 1];
    if (inInterpolation) {
      if (ch === "{") depth++;
      else if (ch === "}") {
        if (depth === 0) return i;
        depth--;
      }
    }
    const cLine = (language === "js" || language === "c-like") && ch === "/" && next === "/";
    const hashLine = (language === "python" || language === "hash") && ch === "#";
    if (cLine || hashLine) {
      const end = text3.indexOf("\n", i);
      const stop = end === -1 ? text3.length : end;
      drop(lx, text3.slice(i, stop));
      i = stop;
      continue;
    }
    if ((language === "js" || language === "c-like") && ch === "/" && next === "*") {
      const end = text3.indexOf("*/", i + 2);
      const stop = end === -1 ? text3.length : end + 2;
      drop(lx, text3.slice(i, stop));
      i = stop;
      continue;
    }
    if (language === "python" && (ch === '"' || ch === "'")) {
      i = lexPythonString(lx, i);
      continue;
    }
    if (language === "js" && ch === "`") {
      i = lexTemplate(lx, i);
      continue;
    }
    if (ch === '"' || ch === "'") {
      keep(lx, ch);
      const end = scanQuoted(text3, i + 1, ch, false, "");
      literal2(lx, i + 1, end);
      if (text3[end] === ch) keep(lx, ch);
      i = text3[end] === ch ? end + 1 : end;
      continue;
    }
    if (language === "js" && ch === "/" && REGEX_AFTER.test(lx.code.slice(Math.max(0, lx.code.length - 12)))) {
      const end = regexEnd(text3, i + 1);
      if (end !== void 0) {
        keep(lx, "/");
        literal2(lx, i + 1, end, true);
        keep(lx, "/");
        i = end + 1;
        continue;
      }
    }
    keep(lx, ch);
    i++;
  }
  return i;
}
function regexEnd(text3, i) {
  let inClass = false;
  for (let j = i; j < text3.length; j++) {
    const ch = text3[j];
    if (ch === "\n") return void 0;
    if (ch === "\\") j++;
    else if (ch === "[") inClass = true;
    else if (ch === "]") inClass = false;
    else if (ch === "/" && !inClass) return j > i ? j : void 0;
  }
  return void 0;
}
function lexTemplate(lx, i) {
  const { text: text3 } = lx;
  keep(lx, "`");
  let j = i + 1;
  for (; ; ) {
    const end = scanQuoted(text3, j, "`", true, "${");
    literal2(lx, j, end);
    if (end >= text3.length) return end;
    if (text3[end] === "`") {
      keep(lx, "`");
      return end + 1;
    }
    keep(lx, "${");
    const close = lexCode(lx, end + 2, "js", true);
    if (close >= text3.length) return close;
    keep(lx, "}");
    j = close + 1;
  }
}
function lexPythonString(lx, i) {
  const { text: text3 } = lx;
  const ch = text3[i] ?? '"';
  const prefix = /\w*$/.exec(text3.slice(Math.max(0, i - 3), i))?.[0].toLowerCase() ?? "";
  const formatted = /^(?:f|fr|rf)$/.test(prefix);
  const triple = text3.startsWith(ch.repeat(3), i);
  const quote = triple ? ch.repeat(3) : ch;
  keep(lx, quote);
  let j = i + quote.length;
  for (; ; ) {
    const end = scanQuoted(text3, j, quote, triple, formatted ? "{" : "");
    literal2(lx, j, end);
    if (end >= text3.length) return end;
    if (text3.startsWith(quote, end)) {
      keep(lx, quote);
      return end + quote.length;
    }
    if (text3[end] === "\n") return end;
    keep(lx, "{");
    const close = lexCode(lx, end + 1, "python", true);
    if (close >= text3.length) return close;
    keep(lx, "}");
    j = close + 1;
  }
}
function readSource(path2, text3) {
  const language = languageOf(path2);
  const body = path2.toLowerCase().endsWith(".ipynb") ? notebookCode(text3) : text3;
  const lx = { text: body, code: "", skeleton: "", literals: [] };
  if (language === "plain") keep(lx, body);
  else lexCode(lx, 0, language, false);
  return {
    language,
    text: body,
    code: lx.code,
    skeleton: lx.skeleton,
    literals: lx.literals,
    lineStarts: lineStartsOf(body)
  };
}
function notebookCode(text3) {
  try {
    const cells = JSON.parse(text3).cells;
    if (!Array.isArray(cells)) return text3;
    return cells.filter((c) => typeof c === "object" && c !== null).filter((c) => c.cell_type === "code").map((c) => Array.isArray(c.source) ? c.source.join("") : typeof c.source === "string" ? c.source : "").join("\n");
  } catch {
    return text3;
  }
}

// mcp-server/src/engine/gates/oracle.ts
var SOURCE_MAX = 1e6;
var TEXT_MAX = 160;
var normalize = (line) => line.replace(/\s+/g, " ").trim().slice(0, TEXT_MAX);
var codeLines = (src) => src.code.split("\n").map(normalize);
function addedLines(before, after) {
  const pool = /* @__PURE__ */ new Map();
  for (const line of before) pool.set(line, (pool.get(line) ?? 0) + 1);
  const added2 = /* @__PURE__ */ new Set();
  after.forEach((line, index) => {
    if (line === "") return;
    const left = pool.get(line) ?? 0;
    if (left > 0) pool.set(line, left - 1);
    else added2.add(index);
  });
  return added2;
}
function oracleFindings(path2, before, after, classify = fileClassifier()) {
  if (after.length > SOURCE_MAX || before.length > SOURCE_MAX) return [];
  const now = readSource(path2, after);
  const shown = codeLines(now);
  const added2 = addedLines(before === "" ? [] : codeLines(readSource(path2, before)), shown);
  if (added2.size === 0) return [];
  const spans = /* @__PURE__ */ new Map();
  for (const matcher of matchersFor(now.language)) {
    const list = spans.get(matcher.rule) ?? [];
    list.push(...matcher.spans(now, { path: path2, classify }));
    spans.set(matcher.rule, list);
  }
  const found = /* @__PURE__ */ new Map();
  for (const [rule, list] of spans) {
    for (const [start, end] of merged(list)) {
      const first = lineAt(now.lineStarts, start);
      const last = lineAt(now.lineStarts, Math.max(start, end - 1));
      for (let line = first; line <= last; line++) {
        if (!added2.has(line)) continue;
        const key = `${line}\0${rule}`;
        if (!found.has(key)) found.set(key, { rule, line: line + 1, text: shown[line] ?? "" });
        break;
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.line - b.line || ORACLE_RULES.indexOf(a.rule) - ORACLE_RULES.indexOf(b.rule)
  );
}
function merged(spans) {
  const out = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out[out.length - 1];
    if (last !== void 0 && start < last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}
var DETAIL = new RegExp(`^(${ORACLE_RULES.join("|")}): (.+?):(\\d+): (.*)$`, "s");
function parseFindingDetail(detail) {
  const m = DETAIL.exec(detail);
  if (m === null) return void 0;
  return { rule: m[1], file: m[2] ?? "", line: Number(m[3]), text: normalize(m[4] ?? "") };
}
var REASON_WORDS = 6;
function justifies(h, f) {
  if (h.outcome === "refuted" || h.outcome === "abandoned" || h.seq <= f.since) return false;
  const words = h.content.toLowerCase().split(/[\s`'"()[\]{},;:!?*]+/).map((w) => w.replace(/\.+$/, "")).filter((w) => w !== "");
  const file = f.file.toLowerCase();
  const name = file.slice(file.lastIndexOf("/") + 1);
  const namesFile = (w) => w === file || w === name || w.endsWith(`/${file}`);
  if (!words.some(namesFile) || !words.includes(f.rule)) return false;
  return words.filter((w) => !namesFile(w) && w !== f.rule && /[a-z]{2}/.test(w)).length >= REASON_WORDS;
}
var keyOf = (file, f) => `${file}\0${f.rule}\0${f.text}`;
function blockingFindings(facts) {
  const since = /* @__PURE__ */ new Map();
  for (const r of facts.recorded) {
    const key = keyOf(r.file, r);
    since.set(key, Math.min(since.get(key) ?? r.seq, r.seq));
  }
  const found = /* @__PURE__ */ new Map();
  for (const f of facts.current) found.set(keyOf(f.file, f), { ...f, since: since.get(keyOf(f.file, f)) ?? 0 });
  const files = new Set(facts.recorded.map((r) => r.file));
  for (const file of files) {
    const text3 = facts.textOf(file);
    if (text3 === void 0) continue;
    for (const f of oracleFindings(file, "", text3, facts.classify)) {
      const key = keyOf(file, f);
      const first = since.get(key);
      if (first !== void 0 && !found.has(key)) found.set(key, { ...f, file, since: first });
    }
  }
  return [...found.values()].filter((f) => !facts.hypotheses.some((h) => justifies(h, f))).sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line);
}
var LIST = 5;
function oracleBlockText(blocking) {
  const shown = blocking.slice(0, LIST).map((f) => `${f.file}:${f.line} (${f.rule}): \`${f.text}\``).join("; ");
  const more = blocking.length > LIST ? `; and ${blocking.length - LIST} more` : "";
  return `Remove the oracle-aware lines from the production code, or justify each in a hypothesis that names its file and rule and says why: ${blocking.length} line(s) added during this task let the code know its tests (ORACLE_AWARE_CODE): ${shown}${more}.`;
}
var JUSTIFY = 'or, if the production code truly needs it, record a hypothesis (hypothesis {"action":"record",\u2026}, in green while it can still cite the red run) that names the file and the rule and says why in a sentence';
function checkOracleDone(what, blocking) {
  if (blocking.length === 0) return void 0;
  return refuse(
    "conflict",
    `oracle_aware_code: ${what} cannot be done: ${oracleBlockText(blocking)}`,
    `remove each line with the Edit tool (from the shell, \`evident restore <path>\` puts back a file a command changed), ${JUSTIFY}; then call the same update again`
  );
}
var closesGreen = (d) => d.ok && (d.from === "green" || d.from === "refactor") && (d.to === "refactor" || d.to === "red");
function oracleDenial(decision, blocking) {
  if (!decision.ok || !closesGreen(decision) || blocking.length === 0) return decision;
  return { ok: false, from: decision.from, reason: "oracle_aware_code", detail: oracleBlockText(blocking) };
}

// mcp-server/src/runners/checkout.ts
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join as join2 } from "node:path";
var DEPENDENCIES = /* @__PURE__ */ new Set([
  "node_modules",
  "bower_components",
  "jspm_packages",
  ".yarn",
  ".pnp.cjs",
  ".pnp.loader.mjs",
  ".venv",
  "venv",
  "__pypackages__"
]);
var MAX_IGNORED = 400;
function makeCheckout(request) {
  const { shadow } = request;
  const projectRoot = shadow.projectRoot;
  const parent = realpathSync(mkdtempSync(join2(tmpdir(), "evident-checkout-")));
  const dir = join2(parent, basename(projectRoot));
  try {
    const tree = checkoutMixed(shadow, request.base, request.replace, dir);
    const entries = ignoredEntries(shadow, MAX_IGNORED).filter(
      (path2) => request.ignored === "visible" || DEPENDENCIES.has(basename(path2))
    );
    const mounted = request.mount !== "off" && canMountProjects();
    if (mounted) {
      const git3 = join2(projectRoot, ".git");
      const binds = [
        ...entries.map((path2) => ({ path: join2(projectRoot, path2), readOnly: false })),
        ...existsSync(git3) ? [{ path: git3, readOnly: true }] : []
      ];
      return {
        root: projectRoot,
        at: "project-path",
        mount: { checkout: dir, projectRoot, binds },
        parent,
        tree,
        dispose: () => rmSync(parent, { recursive: true, force: true })
      };
    }
    linkInto(projectRoot, dir, entries);
    return {
      root: dir,
      at: "temp-dir",
      mount: void 0,
      parent,
      tree,
      dispose: () => rmSync(parent, { recursive: true, force: true })
    };
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
}
function linkInto(projectRoot, dir, entries) {
  for (const path2 of entries) {
    const at = join2(dir, path2);
    if (existsSync(at) || isLink(at)) continue;
    mkdirSync(dirname(at), { recursive: true });
    symlinkSync(join2(projectRoot, path2), at);
  }
  if (existsSync(join2(projectRoot, ".git")) && !existsSync(join2(dir, ".git")))
    spawnSync("git", ["init", "-q", dir], { stdio: "ignore", env: { ...process.env, GIT_DIR: void 0 } });
}
function isLink(path2) {
  try {
    return lstatSync(path2).isSymbolicLink();
  } catch {
    return false;
  }
}
var mountable;
function canMountProjects() {
  mountable ??= probeMount(process.env);
  return mountable;
}
function probeMount(env) {
  return spawnSync("bwrap", ["--dev-bind", "/", "/", "--", "true"], { stdio: "ignore", timeout: 1e4, env }).status === 0;
}

// mcp-server/src/runners/original-proof.ts
async function proveOriginals(request) {
  const results = /* @__PURE__ */ new Map();
  const twice = request.runner.sharesProcess;
  const copies = request.subjects.map((subject, index) => ({
    subject,
    paths: (twice ? [1, 2] : [1]).map((n) => copyPath(subject.redTest.file, `${index + 1}${twice ? `-${n}` : ""}`))
  }));
  const named2 = copies.filter((c) => c.paths.every((p) => p !== void 0));
  if (named2.length > 0) {
    const batch = await runCopies(request, named2, twice);
    for (const [id, result] of batch) results.set(id, result);
  }
  for (const subject of request.subjects.filter((s) => !results.has(s.behaviorId)))
    results.set(subject.behaviorId, await runAtOwnPath(request, subject));
  return results;
}
function copyPath(path2, tag) {
  const slash = path2.lastIndexOf("/");
  const dir = path2.slice(0, slash + 1);
  const name = path2.slice(slash + 1);
  const suffix2 = /^(.+?)([._-](?:test|spec)s?\.[^/]+)$/i.exec(name);
  if (suffix2 !== null) return `${dir}${suffix2[1] ?? ""}.evident-proof-${tag}${suffix2[2] ?? ""}`;
  const prefix = /^((?:test|spec)s?[._-])(.+)$/i.exec(name);
  if (prefix !== null) return `${dir}${prefix[1] ?? ""}evident_proof_${tag.replace(/-/g, "_")}_${prefix[2] ?? ""}`;
  return void 0;
}
async function runCopies(request, named2, twice) {
  const started = Date.now();
  const results = /* @__PURE__ */ new Map();
  const replace = [];
  for (const { subject, paths } of named2) {
    const entry = blobAt(request.shadow, subject.redTree, subject.redTest.file);
    if (entry === void 0) {
      results.set(subject.behaviorId, missingFile(subject, started));
      continue;
    }
    for (const path2 of paths) replace.push({ path: path2, entry });
  }
  const live = named2.filter((n) => !results.has(n.subject.behaviorId));
  if (live.length === 0) return results;
  let checkout;
  try {
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace,
      ignored: "dependencies",
      mount: request.mount
    });
    const report2 = await request.runner.run({
      projectRoot: checkout.root,
      files: live.flatMap((n) => n.paths),
      timeoutMs: request.timeoutMs,
      shared: twice,
      mount: checkout.mount,
      confine: writable(request.confine, checkout)
    });
    const ms = Date.now() - started;
    for (const { subject, paths } of live) {
      const judged = judgeCopies(report2, subject.redTest, paths);
      if (judged !== "not collected") results.set(subject.behaviorId, { ...judged, place: checkout.at, ms });
    }
  } catch (error) {
    for (const { subject } of live) results.set(subject.behaviorId, couldNotRun(error, checkout, started));
  } finally {
    checkout?.dispose();
  }
  return results;
}
async function runAtOwnPath(request, subject) {
  const started = Date.now();
  const entry = blobAt(request.shadow, subject.redTree, subject.redTest.file);
  if (entry === void 0) return missingFile(subject, started);
  let checkout;
  try {
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace: [{ path: subject.redTest.file, entry }],
      ignored: "dependencies",
      mount: request.mount
    });
    const report2 = await request.runner.run({
      projectRoot: checkout.root,
      files: [subject.redTest.file],
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine: writable(request.confine, checkout)
    });
    const judged = judgeCopies(report2, subject.redTest, [subject.redTest.file]);
    const result = judged === "not collected" ? {
      outcome: "fails",
      detail: `"${fullNameLabel(subject.redTest)}" did not run from ${subject.redTest.file} as it was when it proved red`
    } : judged;
    return { ...result, place: checkout.at, ms: Date.now() - started };
  } catch (error) {
    return couldNotRun(error, checkout, started);
  } finally {
    checkout?.dispose();
  }
}
var couldNotRun = (error, checkout, started) => ({
  outcome: "error",
  detail: `the original test could not be run: ${errorMessage(error)}`,
  place: checkout?.at ?? "temp-dir",
  ms: Date.now() - started
});
var writable = (confine, checkout) => confine === void 0 ? void 0 : { ...confine, writable: [...confine.writable, checkout.parent] };
function missingFile(subject, started) {
  return {
    outcome: "error",
    detail: `${subject.redTest.file} is not in the red run's tree ${subject.redTree.slice(0, 12)}`,
    place: "temp-dir",
    ms: Date.now() - started
  };
}
function judgeCopies(report2, test, paths) {
  const broken = report2.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name));
  if (broken !== void 0) return { outcome: "error", detail: `${broken.name}: ${broken.message}`.slice(0, 500) };
  const label2 = `"${fullNameLabel(test)}"`;
  for (const [index, path2] of paths.entries()) {
    const copy = { ...test, file: path2 };
    const result = report2.tests.find((t) => testKey(t) === testKey(copy));
    if (result?.status === "passed") continue;
    const fileError2 = report2.errors.find((e) => e.file === path2 || e.file === void 0 && e.scope !== "test");
    const testError = report2.errors.find((e) => e.file === path2 && e.scope === "test");
    if (result === void 0 && fileError2 === void 0) {
      if (index === 0 && !report2.tests.some((t) => t.file === path2)) return "not collected";
      return { outcome: "fails", detail: `${label2} did not run in the repeated copy of its file` };
    }
    const why = (testError ?? fileError2)?.message.split("\n")[0] ?? result?.status ?? "did not run";
    const repeated = index > 0 ? " the second time it ran in the same process (it passed the first time)" : "";
    return {
      outcome: "fails",
      detail: `${label2} as it was when it proved red fails on what would be committed now${repeated}: ${why}`.slice(
        0,
        500
      )
    };
  }
  return {
    outcome: "passes",
    detail: `${label2} as it was when it proved red passes on what would be committed now${paths.length > 1 ? ", twice in one process" : ""}`
  };
}

// mcp-server/src/clients/prove/checkout.ts
import { spawnSync as spawnSync4 } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync as existsSync2,
  mkdirSync as mkdirSync3,
  mkdtempSync as mkdtempSync2,
  realpathSync as realpathSync3,
  rmSync as rmSync3,
  statfsSync,
  symlinkSync as symlinkSync2
} from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { basename as basename2, dirname as dirname2, join as join4 } from "node:path";

// mcp-server/src/clients/prove/repo.ts
import { spawnSync as spawnSync3 } from "node:child_process";
import { mkdirSync as mkdirSync2, realpathSync as realpathSync2, rmSync as rmSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join3, relative, sep } from "node:path";

// mcp-server/src/worktree/git.ts
import { execFile, spawnSync as spawnSync2 } from "node:child_process";
var GIT_MISSING = "git is not installed (no git on PATH): install it (Debian/Ubuntu: apt-get install git; macOS: xcode-select --install; others: https://git-scm.com/downloads)";
function gitFailure(error) {
  return error.code === "ENOENT" ? GIT_MISSING : errorMessage(error);
}
var EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904";
function git(root, args, env) {
  return new Promise((resolve13) => {
    execFile(
      "git",
      ["--no-optional-locks", "-c", "core.quotePath=false", ...args],
      {
        cwd: root,
        timeout: 6e4,
        maxBuffer: 64 * 1024 * 1024,
        encoding: "utf8",
        ...env === void 0 ? {} : { env: { ...process.env, ...env } }
      },
      (error, stdout, stderr) => resolve13({ ok: error === null, out: stdout, err: stderr || (error === null ? "" : gitFailure(error)) })
    );
  });
}
function gitSync(cwd, args) {
  const run2 = spawnSync2("git", ["--no-optional-locks", "-c", "core.quotepath=false", ...args], {
    cwd,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    shell: false
  });
  return {
    status: run2.error === void 0 ? run2.status : null,
    stdout: run2.stdout ?? "",
    stderr: run2.error === void 0 ? run2.stderr ?? "" : gitFailure(run2.error)
  };
}
async function gitToplevel(root) {
  const top = await git(root, ["rev-parse", "--show-toplevel"]);
  if (top.err === GIT_MISSING) throw new EvidentError("bad_input", GIT_MISSING, "change scoping needs git: install it");
  if (!top.ok)
    throw new EvidentError(
      "bad_input",
      `${root} is not inside a git work tree: ${top.err.trim()}`,
      "change scoping needs git: run evident validation inside the repository"
    );
  return top.out.trim();
}

// mcp-server/src/clients/prove/repo.ts
var GIT_LIMIT_MS = 3e5;
var RepoError = class extends EvidentError {
  constructor(message) {
    super("internal", message);
  }
};
function run(cwd, args, options = {}) {
  const result = spawnSync3("git", ["-c", "core.quotePath=false", ...args], {
    cwd,
    env: gitEnv(options.index),
    input: options.input,
    timeout: GIT_LIMIT_MS,
    maxBuffer: 256 * 1024 * 1024
  });
  if (result.error !== void 0) {
    const code2 = result.error.code;
    throw new RepoError(code2 === "ENOENT" ? GIT_MISSING : `git ${args[0] ?? ""} failed: ${result.error.message}`);
  }
  if (result.status !== 0)
    throw new RepoError(`git ${args.join(" ").slice(0, 200)} failed: ${result.stderr.toString("utf8").trim()}`);
  return result.stdout;
}
var text = (bytes) => bytes.toString("utf8").trim();
function openRepo(cwd) {
  let top;
  let gitDir;
  try {
    top = realpathSync2(text(run(cwd, ["rev-parse", "--show-toplevel"])));
    gitDir = text(run(cwd, ["rev-parse", "--absolute-git-dir"]));
  } catch (error) {
    throw badInput(
      `${cwd} is not inside a git repository with a work tree (${error instanceof Error ? error.message : String(error)})`,
      "run evident prove in a clone of the repository whose commits it proves"
    );
  }
  const prefix = relative(top, realpathSync2(cwd)).split(sep).join("/");
  return { top, prefix, gitDir };
}
var REVISION = /^[^\s-][^\s]*$/;
function resolveCommit(repo, revision) {
  if (!REVISION.test(revision))
    throw badInput(`"${revision}" is not a revision`, "name each end of the range by a branch, tag or commit id");
  let commit;
  try {
    commit = text(run(repo.top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`]));
  } catch {
    throw badInput(
      `${revision} names no commit of ${repo.top}`,
      "fetch it first (a shallow clone lacks the base: git fetch --depth=50 origin <base>, or check out with fetch-depth: 0)"
    );
  }
  return { commit, tree: text(run(repo.top, ["rev-parse", `${commit}^{tree}`])) };
}
var GITLINK = "160000";
function changedPaths(repo, base, head) {
  const args = ["diff-tree", "-r", "-z", "-M", "--no-ext-diff", "--no-textconv", base, head];
  const parts = run(repo.top, repo.prefix === "" ? args : [...args, "--", repo.prefix]).toString("utf8").split("\0");
  const changes = [];
  for (let i = 0; i < parts.length; ) {
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])/.exec(parts[i] ?? "");
    if (match === null) {
      i += 1;
      continue;
    }
    const [, modeA = "", modeB = "", blobA = "", blobB = "", letter = "M"] = match;
    const renamed = letter === "R" || letter === "C";
    const from = parts[i + 1] ?? "";
    const to = renamed ? parts[i + 2] ?? "" : from;
    i += renamed ? 3 : 2;
    const before = /^0+$/.test(blobA) || modeA === GITLINK ? void 0 : { blob: blobA, mode: modeA };
    const after = /^0+$/.test(blobB) || modeB === GITLINK ? void 0 : { blob: blobB, mode: modeB };
    if (before === void 0 && after === void 0) continue;
    const status = renamed ? letter === "C" ? "added" : "renamed" : before === void 0 ? "added" : after === void 0 ? "deleted" : "modified";
    changes.push({
      path: inProject(repo, to),
      status,
      from: renamed && letter === "R" ? inProject(repo, from) : void 0,
      before: letter === "C" ? void 0 : before,
      after
    });
  }
  return changes;
}
var inProject = (repo, path2) => repo.prefix === "" ? path2 : path2.slice(repo.prefix.length + 1);
var inRepo = (repo, path2) => repo.prefix === "" ? path2 : `${repo.prefix}/${path2}`;
function entryAt(repo, tree, path2) {
  const out = run(repo.top, ["ls-tree", "-z", tree, "--", inRepo(repo, path2)]).toString("utf8");
  const match = /^(\d{6}) blob ([0-9a-f]{40})\t/.exec(out);
  return match === null ? void 0 : { mode: match[1] ?? "100644", blob: match[2] ?? "" };
}
function checkoutBytesBound(repo) {
  const out = run(repo.top, ["count-objects", "-v"]).toString("utf8");
  const kib = (key) => Number(new RegExp(`^${key}: (\\d+)$`, "m").exec(out)?.[1] ?? "0");
  return 10 * 1024 * (kib("size") + kib("size-pack"));
}
var blobs = /* @__PURE__ */ new WeakMap();
function blobText(repo, blob) {
  let known = blobs.get(repo);
  if (known === void 0) {
    known = /* @__PURE__ */ new Map();
    blobs.set(repo, known);
  }
  let text3 = known.get(blob);
  if (text3 === void 0) {
    text3 = run(repo.top, ["cat-file", "blob", blob]).toString("utf8");
    known.set(blob, text3);
  }
  return text3;
}
function pathDiff(repo, base, head, from, to) {
  const args = ["diff", "--no-color", "--no-ext-diff", "--no-textconv", "-M", base, head, "--"];
  return run(repo.top, [...args, .../* @__PURE__ */ new Set([inRepo(repo, from), inRepo(repo, to)])]).toString("utf8");
}
function changedLines(repo, base, head, paths) {
  const lines2 = /* @__PURE__ */ new Map();
  if (paths.length === 0) return lines2;
  const out = run(repo.top, [
    "diff",
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "-U0",
    base,
    head,
    "--",
    ...paths.map((p) => inRepo(repo, p))
  ]).toString("utf8");
  let current;
  for (const line of out.split("\n")) {
    if (line.startsWith("+++ ")) {
      const path2 = line.startsWith("+++ b/") ? inProject(repo, line.slice(6)) : void 0;
      current = path2 === void 0 ? void 0 : [];
      if (path2 !== void 0 && current !== void 0) lines2.set(path2, current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk !== null && current !== void 0) {
      const start = Number(hunk[1]);
      const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
      for (let n = start; n < start + count; n++) current.push(n);
    }
  }
  return lines2;
}
function ignoredEntries2(repo) {
  const out = run(repo.top, ["ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"]);
  return out.toString("utf8").split("\0").filter((p) => p !== "").map((p) => p.endsWith("/") ? p.slice(0, -1) : p);
}
function treeIndex(repo, tree, replace) {
  const index = join3(tmpdir2(), `evident-prove-index-${process.pid}-${Math.random().toString(36).slice(2)}`);
  try {
    run(repo.top, ["--git-dir", repo.gitDir, "read-tree", tree], { index });
    if (replace.length > 0) {
      const info = replace.map(
        (r) => r.entry === void 0 ? `0 ${"0".repeat(40)}	${inRepo(repo, r.path)}\0` : `${r.entry.mode} ${r.entry.blob}	${inRepo(repo, r.path)}\0`
      ).join("");
      run(repo.top, ["--git-dir", repo.gitDir, "update-index", "-z", "--index-info"], { index, input: info });
    }
    return index;
  } catch (error) {
    rmSync2(index, { force: true });
    throw error;
  }
}
function indexEntries(repo, index) {
  const entries = /* @__PURE__ */ new Map();
  for (const line of run(repo.top, ["--git-dir", repo.gitDir, "ls-files", "-s", "-z"], { index }).toString("utf8").split("\0")) {
    const match = /^(\d{6}) ([0-9a-f]{40}) \d\t(.*)$/s.exec(line);
    if (match !== null) entries.set(match[3] ?? "", `${match[1] ?? ""} ${match[2] ?? ""}`);
  }
  return entries;
}
function checkoutIndex(repo, index, dir, paths) {
  if (paths !== void 0 && paths.length === 0) return;
  mkdirSync2(dir, { recursive: true });
  const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
  const args = ["--git-dir", repo.gitDir, "--work-tree", dir, "checkout-index", "-f", "-u", `--prefix=${prefix}`];
  if (paths === void 0) run(repo.top, [...args, "-a"], { index });
  else run(repo.top, [...args, "--stdin", "-z"], { index, input: paths.map((p) => `${p}\0`).join("") });
}
function dirtyPaths(repo, index, dir) {
  const list = (flags) => run(dir, ["--git-dir", repo.gitDir, "--work-tree", dir, "ls-files", "-z", ...flags], { index }).toString("utf8").split("\0").filter((p) => p !== "");
  return { changed: [...new Set(list(["--modified", "--deleted"]))], added: list(["--others", "--directory"]) };
}

// mcp-server/src/clients/prove/checkout.ts
function dependencyEntries(repo) {
  return ignoredEntries2(repo).filter((path2) => DEPENDENCIES.has(basename2(path2)));
}
var SHM = "/dev/shm";
function checkoutParent(bytes) {
  try {
    accessSync(SHM, constants.W_OK);
    const fs = statfsSync(SHM);
    if (fs.bavail * fs.bsize >= 4 * bytes + 64 * 1024 * 1024) return SHM;
  } catch {
  }
  return tmpdir3();
}
function proveCheckout(repo, mount, bytes) {
  const parent = realpathSync3(mkdtempSync2(join4(checkoutParent(bytes), "evident-prove-")));
  const dir = join4(parent, basename2(repo.top));
  let index;
  let entries;
  const dispose = () => {
    if (index !== void 0) rmSync3(index, { force: true });
    rmSync3(parent, { recursive: true, force: true });
  };
  try {
    mkdirSync3(dir);
    const dependencies = dependencyEntries(repo);
    const project = (top) => repo.prefix === "" ? top : join4(top, repo.prefix);
    const mounted = mount === "auto" && canMountProjects();
    if (!mounted) {
      for (const path2 of dependencies) {
        const at = join4(dir, path2);
        mkdirSync3(dirname2(at), { recursive: true });
        symlinkSync2(join4(repo.top, path2), at);
      }
      spawnSync4("git", ["init", "-q", dir], { stdio: "ignore", env: { ...process.env, GIT_DIR: void 0 } });
    }
    const ours = new Set(dependencies);
    let runs = 0;
    const set = (tree, replace) => {
      const next = treeIndex(repo, tree, replace);
      let nextEntries;
      try {
        nextEntries = indexEntries(repo, next);
        if (index === void 0 || entries === void 0) checkoutIndex(repo, next, dir);
        else {
          const { changed: changed2, added: added2 } = dirtyPaths(repo, index, dir);
          for (const path2 of added2.map((p) => p.replace(/\/$/, "")).filter((p) => !ours.has(p)))
            rmSync3(join4(dir, path2), { recursive: true, force: true });
          const before = entries;
          for (const path2 of before.keys())
            if (!nextEntries.has(path2)) rmSync3(join4(dir, path2), { recursive: true, force: true });
          const write = [...nextEntries].filter(([path2, entry]) => before.get(path2) !== entry).map(([p]) => p);
          checkoutIndex(repo, next, dir, [.../* @__PURE__ */ new Set([...write, ...changed2.filter((p) => nextEntries.has(p))])]);
          rmSync3(index, { force: true });
        }
      } catch (error) {
        rmSync3(next, { force: true });
        throw error;
      }
      index = next;
      entries = nextEntries;
    };
    const git3 = join4(repo.top, ".git");
    return {
      root: project(mounted ? repo.top : dir),
      place: mounted ? "project-path" : "temp-dir",
      mount: mounted ? {
        checkout: dir,
        projectRoot: repo.top,
        ownProcesses: true,
        binds: [
          ...dependencies.map((path2) => ({ path: join4(repo.top, path2), readOnly: true })),
          ...existsSync2(git3) ? [{ path: git3, readOnly: true }] : []
        ]
      } : void 0,
      confine: mounted ? { writable: [parent], hidden: [], privateTmp: tmpdir3() } : void 0,
      set,
      freshEnv: () => {
        runs += 1;
        const home = join4(parent, `home-${runs}`);
        const tmp = join4(parent, `tmp-${runs}`);
        mkdirSync3(home);
        mkdirSync3(tmp);
        return { HOME: home, TMPDIR: tmp, TMP: tmp, TEMP: tmp };
      },
      dispose
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

// mcp-server/src/clients/prove/coverage.ts
import { existsSync as existsSync3, mkdirSync as mkdirSync4, mkdtempSync as mkdtempSync3, readFileSync, realpathSync as realpathSync4, rmSync as rmSync4 } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir as tmpdir4 } from "node:os";
import { join as join5, relative as relative2, sep as sep2 } from "node:path";

// mcp-server/src/runners/junit-pytest.ts
function runsPytest(argv) {
  return argv.some((word) => /(?:^|[\s/])py\.?test(?:$|\s)/.test(word));
}
var COLOUR = /\x1b\[[0-9;]*[A-Za-z]/g;
var SUMMARY = /^=*\s*(.+?) in \d+(?:\.\d+)?\s?s(?:econds)?(?: \(\d+:\d\d:\d\d(?:\.\d+)?\))?\s*=*$/;
var ITEM = /^(\d+) ([a-z][a-z ]*)$/;
var COUNTED = {
  passed: "passed",
  failed: "failed",
  skipped: "skipped",
  xfailed: "xfailed",
  xpassed: "xpassed",
  error: "errors",
  errors: "errors"
};
var linesOf = (output) => output.replace(COLOUR, "").split(/\r?\n/).map((line) => line.trim());
function pytestSummary(output) {
  for (const line of [...linesOf(output)].reverse()) {
    const parsed = summaryOf(line);
    if (parsed !== void 0) return parsed;
  }
  return void 0;
}
function summaryOf(line) {
  const body = SUMMARY.exec(line)?.[1];
  if (body === void 0) return void 0;
  const counts = { passed: 0, failed: 0, skipped: 0, xfailed: 0, xpassed: 0, errors: 0 };
  if (body === "no tests ran") return { line, ...counts };
  for (const item of body.split(", ")) {
    const match = ITEM.exec(item);
    if (match === null) return void 0;
    const key = Object.hasOwn(COUNTED, match[2] ?? "") ? COUNTED[match[2] ?? ""] : void 0;
    if (key !== void 0) counts[key] += Number(match[1]);
  }
  return { line, ...counts };
}
function shortSummary(output) {
  const lines2 = linesOf(output);
  const header = lines2.findLastIndex((line) => /^=+ short test summary info =+$/.test(line));
  if (header < 0) return [];
  const named2 = [];
  for (const line of lines2.slice(header + 1)) {
    if (line.startsWith("=") || line.startsWith("!") || summaryOf(line) !== void 0) break;
    const match = /^(FAILED|ERROR|PASSED) (.+)$/.exec(line);
    if (match !== null) named2.push({ word: match[1] ?? "", rest: match[2] ?? "" });
  }
  return named2;
}
function disagreementWithPytest(output, tests, errors) {
  const summary = pytestSummary(output);
  if (summary === void 0) {
    return {
      name: "JUnitReportUnconfirmed",
      message: 'pytest printed no summary line (such as "2 passed in 0.05s"), so nothing confirms that pytest wrote the JUnit XML: pytest did not finish (something ended it early, e.g. code under test calling os._exit after writing a report), or its terminal output is off (-qq, -p no:terminal). Run pytest so that it prints its summary line'
    };
  }
  const counted = reportCounts(tests, errors);
  const { passed, failed, skipped, xfailed, xpassed, errors: errored } = summary;
  const countsFit = counted.passed <= passed + xpassed && counted.passed >= passed + xpassed - errored && counted.failing <= failed + errored && (failed + errored === 0 || counted.failing > 0) && counted.skipped <= skipped + xfailed;
  if (!countsFit) {
    return contradicted(
      `pytest printed "${summary.line}" but its JUnit XML holds ${counted.passed} passed, ${counted.failing} failing and ${counted.skipped} skipped testcase(s)`
    );
  }
  for (const { word, rest } of shortSummary(output)) {
    if (!named(word, rest, tests, errors)) {
      const as = word === "PASSED" ? "passing" : "failing";
      return contradicted(`pytest reported "${word} ${rest}" but its JUnit XML has no ${as} test of that name`);
    }
  }
  return void 0;
}
var contradicted = (what) => ({
  name: "JUnitReportContradicted",
  message: `${what}: the report is not the one this pytest run wrote (or a plugin changes what pytest counts). Check that nothing but pytest writes the report and that no plugin rewrites it`
});
function reportCounts(tests, errors) {
  const withStatus = (status) => tests.filter((t) => status.includes(t.status)).length;
  return {
    passed: withStatus(["passed"]),
    failing: withStatus(["failed"]) + errors.filter((e) => e.scope !== "test").length,
    skipped: withStatus(["skipped", "todo"])
  };
}
function named(word, rest, tests, errors) {
  const nodeId = rest.split(" - ")[0] ?? rest;
  if (word !== "PASSED" && !nodeId.includes("::")) return errors.some((e) => e.scope !== "test");
  const status = word === "PASSED" ? "passed" : "failed";
  return tests.some((t) => t.status === status && mentions(rest, nodeIdNames(t.fullName)));
}
function mentions(rest, names2) {
  const needle = `::${names2}`;
  for (let at = rest.indexOf(needle); at >= 0; at = rest.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (end === rest.length || rest.startsWith(" - ", end)) return true;
  }
  return false;
}
function nodeIdNames(fullName) {
  const names2 = [];
  for (const piece of fullName.split(" > ")) {
    const last = names2.at(-1);
    const open = last !== void 0 && occurrences(last, "[") > occurrences(last, "]");
    if (open) names2[names2.length - 1] = `${last} > ${piece}`;
    else names2.push(piece);
  }
  return names2.join("::");
}
var occurrences = (text3, char) => text3.split(char).length - 1;

// mcp-server/src/clients/prove/coverage.ts
var SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
async function changeCoverage(request) {
  const unsupported = unsupportedRunner(request.runner.name, request.spec);
  if (unsupported !== void 0) return notMeasured(unsupported);
  const proven = request.tests.filter((t) => t.verdict === "proven");
  const tool = measuredTool(proven.length);
  const sources = request.production.filter((p) => SOURCE.test(p));
  const changed2 = [...changedLines(request.repo, request.base, request.head, sources)].filter(([, l]) => l.length > 0);
  if (changed2.length === 0) return { tool, measured: true, uncovered: [], changedLines: 0, coveredLines: 0 };
  const scratch = realpathSync4(mkdtempSync3(join5(tmpdir4(), "evident-prove-coverage-")));
  const checkout = request.checkout;
  try {
    checkout.set(request.head, request.replace);
    const missing = coverageProviderMissing(checkout.root);
    if (missing !== void 0) return notMeasured(missing);
    const reports = join5(scratch, "report");
    const empty2 = join5(scratch, "no-tests");
    mkdirSync4(empty2);
    const report2 = await request.runner.run({
      projectRoot: checkout.root,
      files: [...new Set(proven.map((t) => t.file))],
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine: checkout.confine === void 0 ? void 0 : { ...checkout.confine, writable: [...checkout.confine.writable, scratch] },
      env: checkout.freshEnv(),
      extraArgs: [
        ...proven.length === 0 ? ["--dir", empty2, "--passWithNoTests"] : [],
        ...proven.length === 0 ? [] : ["--testNamePattern", namePattern(proven.map((t) => t.fullName))],
        "--coverage.enabled",
        "--coverage.provider=v8",
        "--coverage.reporter=json",
        `--coverage.reportsDirectory=${reports}`,
        ...changed2.map(([path2]) => `--coverage.include=${globEscape(path2)}`)
      ]
    });
    const broken = runProblem(report2, proven);
    if (broken !== void 0) return notMeasured(broken);
    const json2 = join5(reports, "coverage-final.json");
    if (!existsSync3(json2))
      return notMeasured(`vitest wrote no coverage report (${report2.detail ?? `outcome ${report2.outcome}`})`);
    const statements = statementsByFile(JSON.parse(readFileSync(json2, "utf8")), checkout.root);
    const headText = (path2) => {
      const entry = entryAt(request.repo, request.head, path2);
      return entry === void 0 ? "" : blobText(request.repo, entry.blob);
    };
    return { tool, measured: true, ...intersect(new Map(changed2), statements, headText) };
  } catch (error) {
    return notMeasured(`the coverage run could not run: ${errorMessage(error)}`.slice(0, 600));
  } finally {
    rmSync4(scratch, { recursive: true, force: true });
  }
}
var measuredTool = (proven) => `vitest v8 (${proven} proven test${proven === 1 ? "" : "s"})`;
var notMeasured = (why) => ({
  tool: `not measured: ${why}`,
  measured: false,
  uncovered: [],
  changedLines: 0,
  coveredLines: 0
});
function unsupportedRunner(name, spec) {
  if (spec.kind === "vitest") return void 0;
  if (runsPytest(spec.argv))
    return `the runner ${name} runs pytest; coverage.py is not wired into evident prove yet (vitest runners only)`;
  return `the runner ${name} is a JUnit command (${spec.argv[0] ?? ""}); change coverage measures vitest runners (v8) only`;
}
function coverageProviderMissing(projectRoot) {
  const require2 = createRequire(join5(projectRoot, "package.json"));
  try {
    require2.resolve("@vitest/coverage-v8");
    return void 0;
  } catch {
    let version = "<the version of the project\u2019s vitest>";
    try {
      const pkg = JSON.parse(readFileSync(require2.resolve("vitest/package.json"), "utf8"));
      if (typeof pkg.version === "string") version = pkg.version;
    } catch {
    }
    return `@vitest/coverage-v8 is not installed in the project (npm i -D @vitest/coverage-v8@${version})`;
  }
}
function namePattern(fullNames) {
  const one = (name) => name.split(" > ").map(regexEscape).join("(?: | > )");
  return `^(?:${[...new Set(fullNames)].map(one).join("|")})$`;
}
var regexEscape = (text3) => text3.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
var globEscape = (path2) => path2.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
function runProblem(report2, proven) {
  const broken = report2.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name));
  if (broken !== void 0) return `the coverage run could not run: ${broken.name}: ${broken.message}`.slice(0, 600);
  if (report2.outcome === "timeout") return `the coverage run ${report2.detail ?? "timed out"}`;
  const passed = new Set(report2.tests.filter((t) => t.status === "passed").map(testKey));
  const not = proven.filter((t) => !passed.has(testKey(t)));
  if (not.length === 0) return void 0;
  const names2 = not.map((t) => `${t.file} \u203A ${t.fullName}`);
  return `the proven test(s) ${names2.slice(0, 3).join(", ")}${names2.length > 3 ? ", \u2026" : ""} did not pass in the coverage run`;
}
function statementsByFile(json2, root) {
  const files = /* @__PURE__ */ new Map();
  if (typeof json2 !== "object" || json2 === null) return files;
  for (const [key, value] of Object.entries(json2)) {
    const data = value;
    const path2 = relative2(root, typeof data.path === "string" ? data.path : key).split(sep2).join("/");
    if (path2.startsWith("../") || typeof data.statementMap !== "object" || typeof data.s !== "object") continue;
    const map = data.statementMap;
    const counts = data.s;
    const statements = [];
    for (const [id, at] of Object.entries(map)) {
      const start = at.start?.line;
      const end = at.end?.line;
      if (typeof start !== "number" || typeof end !== "number") continue;
      statements.push({ start, end, count: typeof counts[id] === "number" ? counts[id] : 0 });
    }
    files.set(path2, statements);
  }
  return files;
}
function intersect(changed2, statements, headText) {
  let executable2 = 0;
  let covered = 0;
  const uncovered = [];
  for (const file of [...changed2.keys()].sort()) {
    const lines2 = changed2.get(file) ?? [];
    const known = statements.get(file);
    const textLines = known === void 0 ? headText(file).split("\n") : [];
    const missed = [];
    for (const line of lines2) {
      const ran = known === void 0 ? (textLines[line - 1] ?? "").trim() === "" ? void 0 : false : ranAt(known, line);
      if (ran === void 0) continue;
      executable2 += 1;
      if (ran) covered += 1;
      else missed.push(line);
    }
    if (missed.length > 0) uncovered.push({ file, lines: missed.sort((a, b) => a - b) });
  }
  return { uncovered, changedLines: executable2, coveredLines: covered };
}
function ranAt(statements, line) {
  const spanning = statements.filter((s) => s.start <= line && line <= s.end);
  if (spanning.length === 0) return void 0;
  const inner = Math.min(...spanning.map((s) => s.end - s.start));
  return spanning.some((s) => s.end - s.start === inner && s.count > 0);
}

// mcp-server/src/project/detect-runner.ts
import { existsSync as existsSync4, readdirSync } from "node:fs";
import { delimiter, join as join6 } from "node:path";
var CONFIG_EXTENSIONS = ["ts", "mts", "cts", "js", "mjs", "cjs"];
var VITEST_DEFAULT_CONFIGS = ["vitest", "vite"].flatMap(
  (name) => CONFIG_EXTENSIONS.map((ext) => `${name}.config.${ext}`)
);
function readJson(path2) {
  try {
    const value = JSON.parse(readRegularText(path2));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
function readText(path2) {
  try {
    return readRegularText(path2);
  } catch {
    return "";
  }
}
var onPath = (env, tool) => (env["PATH"] ?? "").split(delimiter).some((dir) => dir !== "" && existsSync4(join6(dir, tool)));
function scriptsRunning(pkg, tool) {
  const scripts = pkg?.["scripts"];
  if (typeof scripts !== "object" || scripts === null) return [];
  return Object.values(scripts).filter(
    (s) => typeof s === "string" && new RegExp(`(^|[\\s/;&|])${tool}(\\s|$)`).test(s)
  );
}
function configFlag(script) {
  return /(?:--config[=\s]|-c\s)\s*["']?([^\s"']+)/.exec(script)?.[1];
}
function vitest(root, pkg) {
  if (!existsSync4(join6(root, "node_modules", "vitest", "package.json"))) return void 0;
  const defaults = VITEST_DEFAULT_CONFIGS.filter((file) => existsSync4(join6(root, file)));
  const scripts = scriptsRunning(pkg, "vitest");
  if (defaults.length === 0 && scripts.length === 0) return void 0;
  const flagged = scripts.map(configFlag).find((file) => file !== void 0);
  const config = flagged !== void 0 && !VITEST_DEFAULT_CONFIGS.includes(flagged) ? flagged : void 0;
  return {
    kind: "vitest",
    why: `node_modules/vitest and ${defaults[0] ?? `the package.json script "${scripts[0] ?? ""}"`}`,
    runner: config === void 0 ? { kind: "vitest" } : { kind: "vitest", config }
  };
}
function jest(root, pkg) {
  if (!existsSync4(join6(root, "node_modules", "jest", "package.json"))) return void 0;
  const configs = CONFIG_EXTENSIONS.map((ext) => `jest.config.${ext}`).filter((f) => existsSync4(join6(root, f)));
  const scripts = scriptsRunning(pkg, "jest");
  if (configs.length === 0 && scripts.length === 0 && pkg?.["jest"] === void 0) return void 0;
  const why = `node_modules/jest and ${configs[0] ?? (scripts.length > 0 ? "a package.json script" : 'package.json "jest"')}`;
  const testFiles = ["**/__tests__/**", "**/*.test.{js,jsx,ts,tsx,mjs,cjs}", "**/*.spec.{js,jsx,ts,tsx,mjs,cjs}"];
  if (!existsSync4(join6(root, "node_modules", "jest-junit", "package.json")))
    return { kind: "jest", why, testFiles, missing: "jest-junit (npm install --save-dev jest-junit)" };
  return {
    kind: "jest",
    why,
    testFiles,
    runner: {
      kind: "junit",
      argv: ["node_modules/.bin/jest", "--ci", "--reporters=default", "--reporters=jest-junit"],
      env: { JEST_JUNIT_OUTPUT_FILE: "{junitPath}" },
      fileArgs: "append"
    }
  };
}
function pytest(root) {
  const marker = ["pytest.ini", "conftest.py"].find((f) => existsSync4(join6(root, f))) ?? (/^\[tool\.pytest/m.test(readText(join6(root, "pyproject.toml"))) ? "pyproject.toml [tool.pytest\u2026]" : void 0) ?? (/^\[tool:pytest\]/m.test(readText(join6(root, "setup.cfg"))) ? "setup.cfg [tool:pytest]" : void 0) ?? (/^\[pytest\]/m.test(readText(join6(root, "tox.ini"))) ? "tox.ini [pytest]" : void 0) ?? (safeList(join6(root, "tests")).some((f) => /^test_.*\.py$/.test(f)) ? "tests/test_*.py" : void 0);
  if (marker === void 0) return void 0;
  return {
    kind: "pytest",
    why: marker,
    testFiles: ["**/test_*.py", "**/*_test.py", "**/conftest.py"],
    runner: { kind: "junit", argv: ["python3", "-m", "pytest", "-q", "--junitxml={junitPath}"], fileArgs: "append" }
  };
}
function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
function go(root, env) {
  if (!existsSync4(join6(root, "go.mod"))) return void 0;
  const testFiles = ["**/*_test.go"];
  if (onPath(env, "gotestsum"))
    return {
      kind: "go",
      why: "go.mod, gotestsum on PATH",
      testFiles,
      runner: { kind: "junit", argv: ["gotestsum", "--junitfile", "{junitPath}", "--", "./..."], fileArgs: "none" }
    };
  if (onPath(env, "go-junit-report"))
    return {
      kind: "go",
      why: "go.mod, go-junit-report on PATH",
      testFiles,
      runner: {
        kind: "junit",
        argv: ["sh", "-c", "go test -v ./... 2>&1 | go-junit-report -set-exit-code > {junitPath}"],
        fileArgs: "none"
      }
    };
  return {
    kind: "go",
    why: "go.mod",
    testFiles,
    missing: "gotestsum (go install gotest.tools/gotestsum@latest) or go-junit-report"
  };
}
function cargo(root, env) {
  if (!existsSync4(join6(root, "Cargo.toml"))) return void 0;
  const testFiles = ["tests/**/*.rs"];
  if (!onPath(env, "cargo2junit"))
    return { kind: "cargo", why: "Cargo.toml", testFiles, missing: "cargo2junit (cargo install cargo2junit)" };
  return {
    kind: "cargo",
    why: "Cargo.toml, cargo2junit on PATH",
    testFiles,
    runner: {
      kind: "junit",
      argv: ["sh", "-c", "cargo test -- -Z unstable-options --format json --report-time | cargo2junit > {junitPath}"],
      fileArgs: "none"
    }
  };
}
function detectRunner(root, env) {
  const pkg = readJson(join6(root, "package.json"));
  return vitest(root, pkg) ?? jest(root, pkg) ?? pytest(root) ?? go(root, env) ?? cargo(root, env) ?? {
    kind: "none",
    why: "no vitest or jest in node_modules, no pytest configuration, go.mod or Cargo.toml"
  };
}

// mcp-server/src/runners/junit.ts
import { realpathSync as realpathSync6, rmSync as rmSync5 } from "node:fs";
import { isAbsolute as isAbsolute3, normalize as normalize2 } from "node:path";

// mcp-server/src/runners/contained.ts
import { realpathSync as realpathSync5 } from "node:fs";
import { basename as basename3, dirname as dirname3, isAbsolute, join as join7, relative as relative3, resolve } from "node:path";
function containedPath(root, path2, what) {
  const refuse2 = () => {
    throw badInput(
      `${what} "${path2}" is outside the project root ${root}`,
      "give a path relative to the project root, inside it"
    );
  };
  if (path2 === "" || path2.includes("\0") || isAbsolute(path2)) refuse2();
  const realRoot = realpathSync5(root);
  const target = resolve(realRoot, path2);
  if (!within(realRoot, target)) refuse2();
  if (!within(realRoot, realOfExisting(target))) refuse2();
  return target;
}
function realOfExisting(path2) {
  try {
    return realpathSync5(path2);
  } catch {
    const parent = dirname3(path2);
    return parent === path2 ? path2 : join7(realOfExisting(parent), basename3(path2));
  }
}
function within(root, path2) {
  const rel = relative3(root, path2);
  return rel === "" || !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel);
}

// mcp-server/src/runners/junit-files.ts
import { statSync } from "node:fs";
import { isAbsolute as isAbsolute2, relative as relative4, resolve as resolve2 } from "node:path";
var EXTENSIONS = [
  ".py",
  ".java",
  ".kt",
  ".scala",
  ".groovy",
  ".rb",
  ".cs",
  ".php",
  ".ts",
  ".js",
  ".mjs",
  ".go",
  ".rs"
];
var SOURCE_ROOTS = ["", "src/test/java/", "src/test/kotlin/", "src/test/scala/"];
function locateTestFile(classname, fileAttr, context) {
  const segments2 = classname.split(/[.$]/).filter((s) => s !== "");
  if (fileAttr !== "") {
    const file = projectRelative(fileAttr, context.roots);
    const module = file.replace(/\.[^./]+$/, "").split("/").join(".");
    if (classname === file || projectRelative(classname, context.roots) === file) return { file, rest: "" };
    for (let k = segments2.length; k > 0; k -= 1) {
      const prefix = segments2.slice(0, k).join(".");
      if (module === prefix || module.endsWith(`.${prefix}`)) return { file, rest: segments2.slice(k).join(" > ") };
    }
    return { file, rest: classname };
  }
  if (classname === "") return { file: "(unknown)", rest: "" };
  const asPath = projectRelative(classname, context.roots);
  if (context.fileExists(asPath)) return { file: asPath, rest: "" };
  for (let k = segments2.length; k > 0; k -= 1) {
    const base = segments2.slice(0, k).join("/");
    for (const dir of SOURCE_ROOTS) {
      for (const ext of EXTENSIONS) {
        const candidate = `${dir}${base}${ext}`;
        if (context.fileExists(candidate)) return { file: candidate, rest: segments2.slice(k).join(" > ") };
      }
    }
  }
  return { file: asPath, rest: "" };
}
function fileExistsUnder(root) {
  const cache = /* @__PURE__ */ new Map();
  return (path2) => {
    const known = cache.get(path2);
    if (known !== void 0) return known;
    const absolute = resolve2(root, path2);
    const rel = relative4(root, absolute);
    let exists = false;
    if (rel !== "" && !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute2(rel)) {
      try {
        exists = statSync(absolute).isFile();
      } catch {
        exists = false;
      }
    }
    cache.set(path2, exists);
    return exists;
  };
}

// mcp-server/src/runners/junit-fresh.ts
import { randomBytes } from "node:crypto";
import { closeSync, constants as constants2, fstatSync, lstatSync as lstatSync2, mkdirSync as mkdirSync5, openSync, readFileSync as readFileSync2 } from "node:fs";
import { tmpdir as tmpdir5 } from "node:os";
import { join as join8 } from "node:path";
var CLOCK_SLACK_MS = 2e3;
function freshReportDir() {
  const dir = join8(tmpdir5(), `evident-junit-${randomBytes(16).toString("hex")}`);
  mkdirSync5(dir, { mode: 448 });
  return dir;
}
var reportFileIn = (dir) => join8(dir, "junit.xml");
function somethingAt(path2) {
  try {
    lstatSync2(path2);
    return true;
  } catch {
    return false;
  }
}
function readNewReport(path2, sinceMs) {
  let fd;
  try {
    fd = openSync(path2, constants2.O_RDONLY | (constants2.O_NONBLOCK ?? 0) | (constants2.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code2 = error.code;
    if (code2 === "ENOENT") return { kind: "missing", why: "no file" };
    if (code2 === "ELOOP") return { kind: "stale", why: "it is a symbolic link, not a file the runner wrote" };
    return { kind: "missing", why: `it cannot be read: ${errorMessage(error)}` };
  }
  try {
    const stat2 = fstatSync(fd);
    if (!stat2.isFile()) return { kind: "stale", why: "it is not a regular file" };
    const oldest = sinceMs - CLOCK_SLACK_MS;
    const when = (ms) => new Date(ms).toISOString();
    if (stat2.mtimeMs < oldest)
      return {
        kind: "stale",
        why: `it was last modified ${when(stat2.mtimeMs)}, before the run started ${when(sinceMs)}`
      };
    if (stat2.birthtimeMs > 0 && stat2.birthtimeMs < oldest)
      return { kind: "stale", why: `it was created ${when(stat2.birthtimeMs)}, before the run started ${when(sinceMs)}` };
    return { kind: "read", text: readFileSync2(fd).toString("utf8") };
  } finally {
    closeSync(fd);
  }
}

// mcp-server/src/runners/junit-outcome.ts
function decideJunit(facts) {
  const { tests, errors, exitCode } = facts;
  const ran = tests.some((t) => t.status === "passed" || t.status === "failed");
  const failingCount = tests.filter((t) => t.status === "failed").length + errors.filter((e) => e.scope !== "test").length;
  if (facts.disagreement !== void 0) return refused(facts.disagreement.name, facts.disagreement.message, facts);
  if (failingCount > 0 && exitCode === 0) {
    return refused(
      "RunnerExitedZeroWithFailures",
      `the runner exited 0 although its JUnit XML reports ${failingCount} failing test(s) or file error(s): the exit code and the report disagree. Make the command's exit code say whether the tests failed (a pipe hides the test command's status: use \`set -o pipefail\`, or \`go-junit-report -set-exit-code\`)`,
      facts
    );
  }
  if (failingCount === 0 && ran && exitCode !== 0) {
    return refused(
      "RunnerExitedNonZero",
      `the runner ${facts.exitText} although its JUnit XML reports no failing test: the exit code and the report disagree (a coverage threshold, a plugin or teardown that failed, or a report the code under test wrote). Make the command exit 0 when its tests pass`,
      facts
    );
  }
  const outcome = failingCount > 0 ? "failed" : ran ? "passed" : "no-tests";
  const exit = `exit code ${String(exitCode)}; ${facts.source}`;
  const detail = outcome === "no-tests" ? `no test ran (none collected, or all skipped); ${exit}` : exit;
  return { outcome, tests, errors, detail };
}
function refused(name, message, facts) {
  return failedWith(name, `${message}; no result of this run was recorded (${facts.source})${facts.outputTail}`);
}
function failedWith(name, message) {
  return { outcome: "failed", tests: [], errors: [unhandled(name, message)], detail: message.split("\n")[0] ?? "" };
}
function unhandled(name, message) {
  return { scope: "unhandled", name, message, frames: [], signature: failureSignature({ name, message, frames: [] }) };
}

// mcp-server/src/runners/junit-target.ts
function pointAtReport(spec, fresh) {
  const configured = spec.junitPath === void 0 ? void 0 : wholeWord(spec.junitPath);
  let pointed = false;
  const point = (word) => {
    let next = word.split(JUNIT_PATH_PLACEHOLDER).join(fresh);
    if (configured !== void 0) next = next.replace(configured, (_, before) => `${before}${fresh}`);
    if (next !== word) pointed = true;
    return next;
  };
  const argv = spec.argv.map(point);
  const env = Object.fromEntries(Object.entries(spec.env ?? {}).map(([key, value]) => [key, point(value)]));
  return { argv, env, pointed };
}
function wholeWord(junitPath) {
  const bare = junitPath.replace(/^(?:\.\/)+/, "");
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[=:>\\s'"])(?:\\./)?${escaped}(?=$|[\\s'";&|)])`, "g");
}

// node_modules/fast-xml-parser/src/util.js
var nameStartChar = ":A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
var nameChar = nameStartChar + "\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040";
var nameRegexp = "[" + nameStartChar + "][" + nameChar + "]*";
var regexName = new RegExp("^" + nameRegexp + "$");
function getAllMatches(string2, regex) {
  const matches = [];
  let match = regex.exec(string2);
  while (match) {
    const allmatches = [];
    allmatches.startIndex = regex.lastIndex - match[0].length;
    const len = match.length;
    for (let index = 0; index < len; index++) {
      allmatches.push(match[index]);
    }
    matches.push(allmatches);
    match = regex.exec(string2);
  }
  return matches;
}
var isName = function(string2) {
  const match = regexName.exec(string2);
  return !(match === null || typeof match === "undefined");
};
function isExist(v) {
  return typeof v !== "undefined";
}
var DANGEROUS_PROPERTY_NAMES = [
  // '__proto__',
  // 'constructor',
  // 'prototype',
  "hasOwnProperty",
  "toString",
  "valueOf",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__"
];
var criticalProperties = ["__proto__", "constructor", "prototype"];

// node_modules/fast-xml-parser/src/validator.js
var defaultOptions = {
  allowBooleanAttributes: false,
  //A tag can have attributes without any value
  unpairedTags: []
};
function validate(xmlData, options) {
  options = Object.assign({}, defaultOptions, options);
  const tags = [];
  let tagFound = false;
  let reachedRoot = false;
  if (xmlData[0] === "\uFEFF") {
    xmlData = xmlData.substr(1);
  }
  for (let i = 0; i < xmlData.length; i++) {
    if (xmlData[i] === "<" && xmlData[i + 1] === "?") {
      i += 2;
      i = readPI(xmlData, i);
      if (i.err) return i;
    } else if (xmlData[i] === "<") {
      let tagStartPos = i;
      i++;
      if (xmlData[i] === "!") {
        i = readCommentAndCDATA(xmlData, i);
        continue;
      } else {
        let closingTag = false;
        if (xmlData[i] === "/") {
          closingTag = true;
          i++;
        }
        let tagName = "";
        for (; i < xmlData.length && xmlData[i] !== ">" && xmlData[i] !== " " && xmlData[i] !== "	" && xmlData[i] !== "\n" && xmlData[i] !== "\r"; i++) {
          tagName += xmlData[i];
        }
        tagName = tagName.trim();
        if (tagName[tagName.length - 1] === "/") {
          tagName = tagName.substring(0, tagName.length - 1);
          i--;
        }
        if (!validateTagName(tagName)) {
          let msg;
          if (tagName.trim().length === 0) {
            msg = "Invalid space after '<'.";
          } else {
            msg = "Tag '" + tagName + "' is an invalid name.";
          }
          return getErrorObject("InvalidTag", msg, getLineNumberForPosition(xmlData, i));
        }
        const result = readAttributeStr(xmlData, i);
        if (result === false) {
          return getErrorObject("InvalidAttr", "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
        }
        let attrStr = result.value;
        i = result.index;
        if (attrStr[attrStr.length - 1] === "/") {
          const attrStrStart = i - attrStr.length;
          attrStr = attrStr.substring(0, attrStr.length - 1);
          const isValid = validateAttributeString(attrStr, options);
          if (isValid === true) {
            tagFound = true;
          } else {
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
          }
        } else if (closingTag) {
          if (!result.tagClosed) {
            return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
          } else if (attrStr.trim().length > 0) {
            return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
          } else if (tags.length === 0) {
            return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
          } else {
            const otg = tags.pop();
            if (tagName !== otg.tagName) {
              let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
              return getErrorObject(
                "InvalidTag",
                "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                getLineNumberForPosition(xmlData, tagStartPos)
              );
            }
            if (tags.length == 0) {
              reachedRoot = true;
            }
          }
        } else {
          const isValid = validateAttributeString(attrStr, options);
          if (isValid !== true) {
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
          }
          if (reachedRoot === true) {
            return getErrorObject("InvalidXml", "Multiple possible root nodes found.", getLineNumberForPosition(xmlData, i));
          } else if (options.unpairedTags.indexOf(tagName) !== -1) {
          } else {
            tags.push({ tagName, tagStartPos });
          }
          tagFound = true;
        }
        for (i++; i < xmlData.length; i++) {
          if (xmlData[i] === "<") {
            if (xmlData[i + 1] === "!") {
              i++;
              i = readCommentAndCDATA(xmlData, i);
              continue;
            } else if (xmlData[i + 1] === "?") {
              i = readPI(xmlData, ++i);
              if (i.err) return i;
            } else {
              break;
            }
          } else if (xmlData[i] === "&") {
            const afterAmp = validateAmpersand(xmlData, i);
            if (afterAmp == -1)
              return getErrorObject("InvalidChar", "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
            i = afterAmp;
          } else {
            if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
              return getErrorObject("InvalidXml", "Extra text at the end", getLineNumberForPosition(xmlData, i));
            }
          }
        }
        if (xmlData[i] === "<") {
          i--;
        }
      }
    } else {
      if (isWhiteSpace(xmlData[i])) {
        continue;
      }
      return getErrorObject("InvalidChar", "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
    }
  }
  if (!tagFound) {
    return getErrorObject("InvalidXml", "Start tag expected.", 1);
  } else if (tags.length == 1) {
    return getErrorObject("InvalidTag", "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
  } else if (tags.length > 0) {
    return getErrorObject("InvalidXml", "Invalid '" + JSON.stringify(tags.map((t) => t.tagName), null, 4).replace(/\r?\n/g, "") + "' found.", { line: 1, col: 1 });
  }
  return true;
}
function isWhiteSpace(char) {
  return char === " " || char === "	" || char === "\n" || char === "\r";
}
function readPI(xmlData, i) {
  const start = i;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] == "?" || xmlData[i] == " ") {
      const tagname = xmlData.substr(start, i - start);
      if (i > 5 && tagname === "xml") {
        return getErrorObject("InvalidXml", "XML declaration allowed only at the start of the document.", getLineNumberForPosition(xmlData, i));
      } else if (xmlData[i] == "?" && xmlData[i + 1] == ">") {
        i++;
        break;
      } else {
        continue;
      }
    }
  }
  return i;
}
function readCommentAndCDATA(xmlData, i) {
  if (xmlData.length > i + 5 && xmlData[i + 1] === "-" && xmlData[i + 2] === "-") {
    for (i += 3; i < xmlData.length; i++) {
      if (xmlData[i] === "-" && xmlData[i + 1] === "-" && xmlData[i + 2] === ">") {
        i += 2;
        break;
      }
    }
  } else if (xmlData.length > i + 8 && xmlData[i + 1] === "D" && xmlData[i + 2] === "O" && xmlData[i + 3] === "C" && xmlData[i + 4] === "T" && xmlData[i + 5] === "Y" && xmlData[i + 6] === "P" && xmlData[i + 7] === "E") {
    let angleBracketsCount = 1;
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === "<") {
        angleBracketsCount++;
      } else if (xmlData[i] === ">") {
        angleBracketsCount--;
        if (angleBracketsCount === 0) {
          break;
        }
      }
    }
  } else if (xmlData.length > i + 9 && xmlData[i + 1] === "[" && xmlData[i + 2] === "C" && xmlData[i + 3] === "D" && xmlData[i + 4] === "A" && xmlData[i + 5] === "T" && xmlData[i + 6] === "A" && xmlData[i + 7] === "[") {
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === "]" && xmlData[i + 1] === "]" && xmlData[i + 2] === ">") {
        i += 2;
        break;
      }
    }
  }
  return i;
}
var doubleQuote = '"';
var singleQuote = "'";
function readAttributeStr(xmlData, i) {
  let attrStr = "";
  let startChar = "";
  let tagClosed = false;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
      if (startChar === "") {
        startChar = xmlData[i];
      } else if (startChar !== xmlData[i]) {
      } else {
        startChar = "";
      }
    } else if (xmlData[i] === ">") {
      if (startChar === "") {
        tagClosed = true;
        break;
      }
    }
    attrStr += xmlData[i];
  }
  if (startChar !== "") {
    return false;
  }
  return {
    value: attrStr,
    index: i,
    tagClosed
  };
}
function scanAttributeTokens(attrStr) {
  const tokens = [];
  const len = attrStr.length;
  let i = 0;
  while (i < len) {
    const tokenStart = i;
    while (i < len && isWhiteSpace(attrStr[i])) i++;
    if (i >= len) break;
    if (attrStr[i] === "=") {
      i++;
      continue;
    }
    const leadingWs = attrStr.slice(tokenStart, i);
    const nameStart = i;
    while (i < len && !isWhiteSpace(attrStr[i]) && attrStr[i] !== "=") i++;
    const name = attrStr.slice(nameStart, i);
    let equalsGroup;
    let j = i;
    while (j < len && isWhiteSpace(attrStr[j])) j++;
    if (j < len && attrStr[j] === "=") {
      equalsGroup = attrStr.slice(i, j + 1);
      i = j + 1;
    }
    let quoteChar;
    let value;
    let k = i;
    while (k < len && isWhiteSpace(attrStr[k])) k++;
    if (k < len && (attrStr[k] === '"' || attrStr[k] === "'")) {
      const valueStart = k + 1;
      const closeIdx = attrStr.indexOf(attrStr[k], valueStart);
      if (closeIdx !== -1) {
        quoteChar = attrStr[k];
        value = attrStr.slice(valueStart, closeIdx);
        i = closeIdx + 1;
      }
    }
    const token = { startIndex: tokenStart };
    token[1] = leadingWs;
    token[2] = name;
    token[3] = equalsGroup;
    token[4] = quoteChar !== void 0 ? true : void 0;
    token[5] = quoteChar;
    token[6] = value;
    tokens.push(token);
  }
  return tokens;
}
function validateAttributeString(attrStr, options) {
  const matches = scanAttributeTokens(attrStr);
  const attrNames = {};
  for (let i = 0; i < matches.length; i++) {
    if (matches[i][1].length === 0) {
      return getErrorObject("InvalidAttr", "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] !== void 0 && matches[i][4] === void 0) {
      return getErrorObject("InvalidAttr", "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] === void 0 && !options.allowBooleanAttributes) {
      return getErrorObject("InvalidAttr", "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
    }
    const attrName = matches[i][2];
    if (!validateAttrName(attrName)) {
      return getErrorObject("InvalidAttr", "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
    }
    if (!Object.prototype.hasOwnProperty.call(attrNames, attrName)) {
      attrNames[attrName] = 1;
    } else {
      return getErrorObject("InvalidAttr", "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
    }
  }
  return true;
}
function validateNumberAmpersand(xmlData, i) {
  let re = /\d/;
  if (xmlData[i] === "x") {
    i++;
    re = /[\da-fA-F]/;
  }
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === ";")
      return i;
    if (!xmlData[i].match(re))
      break;
  }
  return -1;
}
function validateAmpersand(xmlData, i) {
  i++;
  if (xmlData[i] === ";")
    return -1;
  if (xmlData[i] === "#") {
    i++;
    return validateNumberAmpersand(xmlData, i);
  }
  let count = 0;
  for (; i < xmlData.length; i++, count++) {
    if (xmlData[i].match(/\w/) && count < 20)
      continue;
    if (xmlData[i] === ";")
      break;
    return -1;
  }
  return i;
}
function getErrorObject(code2, message, lineNumber) {
  return {
    err: {
      code: code2,
      msg: message,
      line: lineNumber.line || lineNumber,
      col: lineNumber.col
    }
  };
}
function validateAttrName(attrName) {
  return isName(attrName);
}
function validateTagName(tagname) {
  return isName(tagname);
}
function getLineNumberForPosition(xmlData, index) {
  const lines2 = xmlData.substring(0, index).split(/\r?\n/);
  return {
    line: lines2.length,
    // column number is last line's length + 1, because column numbering starts at 1:
    col: lines2[lines2.length - 1].length + 1
  };
}
function getPositionFromMatch(match) {
  return match.startIndex + match[1].length;
}

// node_modules/@nodable/entities/src/entities.js
var CURRENCY = {
  cent: "\xA2",
  pound: "\xA3",
  curren: "\xA4",
  yen: "\xA5",
  euro: "\u20AC",
  dollar: "$",
  fnof: "\u0192",
  inr: "\u20B9",
  af: "\u060B",
  birr: "\u1265\u122D",
  peso: "\u20B1",
  rub: "\u20BD",
  won: "\u20A9",
  yuan: "\xA5",
  cedil: "\xB8"
};
var XML = {
  amp: "&",
  apos: "'",
  gt: ">",
  lt: "<",
  quot: '"'
};
var COMMON_HTML = {
  nbsp: "\xA0",
  copy: "\xA9",
  reg: "\xAE",
  trade: "\u2122",
  mdash: "\u2014",
  ndash: "\u2013",
  hellip: "\u2026",
  laquo: "\xAB",
  raquo: "\xBB",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  bull: "\u2022",
  para: "\xB6",
  sect: "\xA7",
  deg: "\xB0",
  frac12: "\xBD",
  frac14: "\xBC",
  frac34: "\xBE"
};

// node_modules/@nodable/entities/src/EntityDecoder.js
var ENTITY_ACTION = Object.freeze({
  /** Resolve and expand the entity normally. */
  ALLOW: "allow",
  /** Silently skip this entity — it will not be registered. */
  BLOCK: "block",
  /** Throw an error, aborting entity registration entirely. */
  THROW: "throw"
});
var SPECIAL_CHARS = new Set("!?\\\\/[]$%{}^&*()<>|+");
function validateEntityName(name) {
  if (name[0] === "#") {
    throw new Error(`[EntityReplacer] Invalid character '#' in entity name: "${name}"`);
  }
  for (const ch of name) {
    if (SPECIAL_CHARS.has(ch)) {
      throw new Error(`[EntityReplacer] Invalid character '${ch}' in entity name: "${name}"`);
    }
  }
  return name;
}
function mergeEntityMaps(...maps) {
  const out = /* @__PURE__ */ Object.create(null);
  for (const map of maps) {
    if (!map) continue;
    for (const key of Object.keys(map)) {
      const raw = map[key];
      if (typeof raw === "string") {
        out[key] = raw;
      } else if (raw && typeof raw === "object" && raw.val !== void 0) {
        const val = raw.val;
        if (typeof val === "string") {
          out[key] = val;
        }
      }
    }
  }
  return out;
}
var LIMIT_TIER_EXTERNAL = "external";
var LIMIT_TIER_BASE = "base";
var LIMIT_TIER_ALL = "all";
function parseLimitTiers(raw) {
  if (!raw || raw === LIMIT_TIER_EXTERNAL) return /* @__PURE__ */ new Set([LIMIT_TIER_EXTERNAL]);
  if (raw === LIMIT_TIER_ALL) return /* @__PURE__ */ new Set([LIMIT_TIER_ALL]);
  if (raw === LIMIT_TIER_BASE) return /* @__PURE__ */ new Set([LIMIT_TIER_BASE]);
  if (Array.isArray(raw)) return new Set(raw);
  return /* @__PURE__ */ new Set([LIMIT_TIER_EXTERNAL]);
}
var NCR_LEVEL = Object.freeze({ allow: 0, leave: 1, remove: 2, throw: 3 });
var XML10_ALLOWED_C0 = /* @__PURE__ */ new Set([9, 10, 13]);
function parseNCRConfig(ncr) {
  if (!ncr) {
    return { xmlVersion: 1, onLevel: NCR_LEVEL.allow, nullLevel: NCR_LEVEL.remove };
  }
  const xmlVersion = ncr.xmlVersion === 1.1 ? 1.1 : 1;
  const onLevel = NCR_LEVEL[ncr.onNCR] ?? NCR_LEVEL.allow;
  const nullLevel = NCR_LEVEL[ncr.nullNCR] ?? NCR_LEVEL.remove;
  const clampedNull = Math.max(nullLevel, NCR_LEVEL.remove);
  return { xmlVersion, onLevel, nullLevel: clampedNull };
}
var EntityDecoder = class {
  /**
   * @param {object} [options]
   * @param {object|null}  [options.namedEntities]        — extra named entities merged into base map
   * @param {object}  [options.limit]                 — security limits
   * @param {number}       [options.limit.maxTotalExpansions=0]  — 0 = unlimited
   * @param {number}       [options.limit.maxExpandedLength=0]   — 0 = unlimited
   * @param {'external'|'base'|'all'|string[]} [options.limit.applyLimitsTo='external']
   *   Which entity tiers count against the security limits:
   *   - 'external' (default) — only input/runtime + persistent external entities
   *   - 'base'               — only DEFAULT_XML_ENTITIES + namedEntities
   *   - 'all'                — every entity regardless of tier
   *   - string[]             — explicit combination, e.g. ['external', 'base']
   * @param {((resolved: string, original: string) => string)|null} [options.postCheck=null]
   * @param {string[]} [options.remove=[]] — entity names (e.g. ['nbsp', '#13']) to delete (replace with empty string)
   * @param {string[]} [options.leave=[]]  — entity names to keep as literal (unchanged in output)
   * @param {object}   [options.ncr]       — Numeric Character Reference controls
   * @param {1.0|1.1}  [options.ncr.xmlVersion=1.0]
   *   XML version governing which codepoint ranges are restricted:
   *   - 1.0 — C0 controls U+0001–U+001F (except U+0009/000A/000D) are prohibited
   *   - 1.1 — C0 controls are allowed when written as NCRs; C1 (U+007F–U+009F) decoded as-is
   * @param {'allow'|'leave'|'remove'|'throw'} [options.ncr.onNCR='allow']
   *   Base action for numeric references. Severity order: allow < leave < remove < throw.
   *   For codepoint ranges that carry a minimum level (surrogates → remove, XML 1.0 C0 → remove),
   *   the effective action is max(onNCR, rangeMinimum).
   * @param {'remove'|'throw'} [options.ncr.nullNCR='remove']
   *   Action for U+0000 (null). 'allow' and 'leave' are clamped to 'remove' since null is never safe.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onExternalEntity=null]
   *   Hook called when an external entity is registered via `setExternalEntities()` or
   *   `addExternalEntity()`. Return `ENTITY_ACTION.ALLOW` to accept the entity,
   *   `ENTITY_ACTION.BLOCK` to silently skip it, or `ENTITY_ACTION.THROW` to abort with an error.
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} [options.onInputEntity=null]
   *   Hook called when an input entity is registered via `addInputEntities()`. Return
   *   `ENTITY_ACTION.ALLOW` to accept, `ENTITY_ACTION.BLOCK` to silently skip, or
   *   `ENTITY_ACTION.THROW` to abort with an error.
   */
  constructor(options = {}) {
    this._limit = options.limit || {};
    this._maxTotalExpansions = this._limit.maxTotalExpansions || 0;
    this._maxExpandedLength = this._limit.maxExpandedLength || 0;
    this._postCheck = typeof options.postCheck === "function" ? options.postCheck : (r) => r;
    this._limitTiers = parseLimitTiers(this._limit.applyLimitsTo ?? LIMIT_TIER_EXTERNAL);
    this._numericAllowed = options.numericAllowed ?? true;
    this._baseMap = mergeEntityMaps(XML, options.namedEntities || null);
    this._externalMap = /* @__PURE__ */ Object.create(null);
    this._inputMap = /* @__PURE__ */ Object.create(null);
    this._totalExpansions = 0;
    this._expandedLength = 0;
    this._removeSet = new Set(options.remove && Array.isArray(options.remove) ? options.remove : []);
    this._leaveSet = new Set(options.leave && Array.isArray(options.leave) ? options.leave : []);
    const ncrCfg = parseNCRConfig(options.ncr);
    this._ncrXmlVersion = ncrCfg.xmlVersion;
    this._ncrOnLevel = ncrCfg.onLevel;
    this._ncrNullLevel = ncrCfg.nullLevel;
    this._onExternalEntity = typeof options.onExternalEntity === "function" ? options.onExternalEntity : null;
    this._onInputEntity = typeof options.onInputEntity === "function" ? options.onInputEntity : null;
  }
  // -------------------------------------------------------------------------
  // Private: registration hook dispatch
  // -------------------------------------------------------------------------
  /**
   * Invoke a registration hook for a single entity name/value pair.
   * Returns true when the entity should be accepted, false when it should be
   * silently skipped (BLOCK), and throws when the hook returns THROW.
   *
   * @param {((name: string, value: string) => 'allow'|'block'|'throw')|null} hook
   * @param {string} name
   * @param {string} value
   * @param {string} context  — used in error messages ('external' | 'input')
   * @returns {boolean}  true = accept, false = skip
   */
  _applyRegistrationHook(hook, name, value, context) {
    if (!hook) return true;
    const action = hook(name, value);
    if (action === ENTITY_ACTION.BLOCK) return false;
    if (action === ENTITY_ACTION.THROW) {
      throw new Error(
        `[EntityDecoder] Registration of ${context} entity "&${name};" was rejected by hook`
      );
    }
    return true;
  }
  // -------------------------------------------------------------------------
  // Persistent external entity registration
  // -------------------------------------------------------------------------
  /**
   * Replace the full set of persistent external entities.
   * All keys are validated — throws on invalid characters.
   * If `onExternalEntity` is set, it is called once per entry; entries that
   * return `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW`
   * aborts the whole call.
   * @param {Record<string, string | { regex?: RegExp, val: string }>} map
   */
  setExternalEntities(map) {
    if (map) {
      for (const key of Object.keys(map)) {
        validateEntityName(key);
      }
    }
    if (!this._onExternalEntity) {
      this._externalMap = mergeEntityMaps(map);
      return;
    }
    const flat = mergeEntityMaps(map);
    const filtered = /* @__PURE__ */ Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onExternalEntity, name, value, "external")) {
        filtered[name] = value;
      }
    }
    this._externalMap = filtered;
  }
  /**
   * Add a single persistent external entity.
   * If `onExternalEntity` is set it is called before the entity is stored;
   * `ENTITY_ACTION.BLOCK` silently skips storage, `ENTITY_ACTION.THROW` raises.
   * @param {string} key
   * @param {string} value
   */
  addExternalEntity(key, value) {
    validateEntityName(key);
    if (typeof value === "string" && value.indexOf("&") === -1) {
      if (this._applyRegistrationHook(this._onExternalEntity, key, value, "external")) {
        this._externalMap[key] = value;
      }
    }
  }
  // -------------------------------------------------------------------------
  // Input / runtime entity registration (per document)
  // -------------------------------------------------------------------------
  /**
   * Inject DOCTYPE entities for the current document.
   * Also resets per-document expansion counters.
   * If `onInputEntity` is set it is called once per entry; entries returning
   * `ENTITY_ACTION.BLOCK` are silently omitted, `ENTITY_ACTION.THROW` aborts.
   * @param {Record<string, string | { regx?: RegExp, regex?: RegExp, val: string }>} map
   */
  addInputEntities(map) {
    this._totalExpansions = 0;
    this._expandedLength = 0;
    if (!this._onInputEntity) {
      this._inputMap = mergeEntityMaps(map);
      return;
    }
    const flat = mergeEntityMaps(map);
    const filtered = /* @__PURE__ */ Object.create(null);
    for (const [name, value] of Object.entries(flat)) {
      if (this._applyRegistrationHook(this._onInputEntity, name, value, "input")) {
        filtered[name] = value;
      }
    }
    this._inputMap = filtered;
  }
  // -------------------------------------------------------------------------
  // Per-document reset
  // -------------------------------------------------------------------------
  /**
   * Wipe input/runtime entities and reset counters.
   * Call this before processing each new document.
   * @returns {this}
   */
  reset() {
    this._inputMap = /* @__PURE__ */ Object.create(null);
    this._totalExpansions = 0;
    this._expandedLength = 0;
    return this;
  }
  // -------------------------------------------------------------------------
  // XML version (can be set after construction, e.g. once parser reads <?xml?>)
  // -------------------------------------------------------------------------
  /**
   * Update the XML version used for NCR classification.
   * Call this as soon as the document's `<?xml version="...">` declaration is parsed.
   * @param {1.0|1.1|number} version
   */
  setXmlVersion(version) {
    this._ncrXmlVersion = version === 1.1 ? 1.1 : 1;
  }
  // -------------------------------------------------------------------------
  // Primary API
  // -------------------------------------------------------------------------
  /**
   * Replace all entity references in `str` in a single pass.
   *
   * @param {string} str
   * @returns {string}
   */
  decode(str2) {
    if (typeof str2 !== "string" || str2.length === 0) return str2;
    if (str2.indexOf("&") === -1) return str2;
    const original = str2;
    const chunks = [];
    const len = str2.length;
    let last = 0;
    let i = 0;
    const limitExpansions = this._maxTotalExpansions > 0;
    const limitLength = this._maxExpandedLength > 0;
    const checkLimits = limitExpansions || limitLength;
    while (i < len) {
      if (str2.charCodeAt(i) !== 38) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < len && str2.charCodeAt(j) !== 59 && j - i <= 32) j++;
      if (j >= len || str2.charCodeAt(j) !== 59) {
        i++;
        continue;
      }
      const token = str2.slice(i + 1, j);
      if (token.length === 0) {
        i++;
        continue;
      }
      let replacement;
      let tier;
      if (this._removeSet.has(token)) {
        replacement = "";
        if (tier === void 0) {
          tier = LIMIT_TIER_EXTERNAL;
        }
      } else if (this._leaveSet.has(token)) {
        i++;
        continue;
      } else if (token.charCodeAt(0) === 35) {
        const ncrResult = this._resolveNCR(token);
        if (ncrResult === void 0) {
          i++;
          continue;
        }
        replacement = ncrResult;
        tier = LIMIT_TIER_BASE;
      } else {
        const resolved = this._resolveName(token);
        replacement = resolved?.value;
        tier = resolved?.tier;
      }
      if (replacement === void 0) {
        i++;
        continue;
      }
      if (i > last) chunks.push(str2.slice(last, i));
      chunks.push(replacement);
      last = j + 1;
      i = last;
      if (checkLimits && this._tierCounts(tier)) {
        if (limitExpansions) {
          this._totalExpansions++;
          if (this._totalExpansions > this._maxTotalExpansions) {
            throw new Error(
              `[EntityReplacer] Entity expansion count limit exceeded: ${this._totalExpansions} > ${this._maxTotalExpansions}`
            );
          }
        }
        if (limitLength) {
          const delta = replacement.length - (token.length + 2);
          if (delta > 0) {
            this._expandedLength += delta;
            if (this._expandedLength > this._maxExpandedLength) {
              throw new Error(
                `[EntityReplacer] Expanded content length limit exceeded: ${this._expandedLength} > ${this._maxExpandedLength}`
              );
            }
          }
        }
      }
    }
    if (last < len) chunks.push(str2.slice(last));
    const result = chunks.length === 0 ? str2 : chunks.join("");
    return this._postCheck(result, original);
  }
  // -------------------------------------------------------------------------
  // Private: limit tier check
  // -------------------------------------------------------------------------
  /**
   * Returns true if a resolved entity of the given tier should count
   * against the expansion/length limits.
   * @param {string} tier  — LIMIT_TIER_EXTERNAL | LIMIT_TIER_BASE
   * @returns {boolean}
   */
  _tierCounts(tier) {
    if (this._limitTiers.has(LIMIT_TIER_ALL)) return true;
    return this._limitTiers.has(tier);
  }
  // -------------------------------------------------------------------------
  // Private: entity resolution
  // -------------------------------------------------------------------------
  /**
   * Resolve a named entity token (without & and ;).
   * Priority: inputMap > externalMap > baseMap
   * Returns the resolved value tagged with its limit tier.
   *
   * @param {string} name
   * @returns {{ value: string, tier: string }|undefined}
   */
  _resolveName(name) {
    if (name in this._inputMap) return { value: this._inputMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._externalMap) return { value: this._externalMap[name], tier: LIMIT_TIER_EXTERNAL };
    if (name in this._baseMap) return { value: this._baseMap[name], tier: LIMIT_TIER_BASE };
    return void 0;
  }
  /**
   * Classify a codepoint and return the minimum action level that must be applied.
   * Returns -1 when no minimum is imposed (normal allow path).
   *
   * Ranges checked (in priority order):
   *   1. U+0000            — null, governed by nullNCR (always ≥ remove)
   *   2. U+D800–U+DFFF     — surrogates, always prohibited (min: remove)
   *   3. U+0001–U+001F \ {0x09,0x0A,0x0D}  — XML 1.0 restricted C0 (min: remove)
   *      (skipped in XML 1.1 — C0 controls are allowed when written as NCRs)
   *
   * @param {number} cp  — codepoint
   * @returns {number}   — minimum NCR_LEVEL value, or -1 for no restriction
   */
  _classifyNCR(cp) {
    if (cp === 0) return this._ncrNullLevel;
    if (cp >= 55296 && cp <= 57343) return NCR_LEVEL.remove;
    if (this._ncrXmlVersion === 1) {
      if (cp >= 1 && cp <= 31 && !XML10_ALLOWED_C0.has(cp)) return NCR_LEVEL.remove;
    }
    return -1;
  }
  /**
   * Execute a resolved NCR action.
   *
   * @param {number} action   — NCR_LEVEL value
   * @param {string} token    — raw token (e.g. '#38') for error messages
   * @param {number} cp       — codepoint, used only for error messages
   * @returns {string|undefined}
   *   - decoded character string  → 'allow'
   *   - ''                        → 'remove'
   *   - undefined                 → 'leave' (caller must skip past '&' only)
   *   - throws Error              → 'throw'
   */
  _applyNCRAction(action, token, cp) {
    switch (action) {
      case NCR_LEVEL.allow:
        return String.fromCodePoint(cp);
      case NCR_LEVEL.remove:
        return "";
      case NCR_LEVEL.leave:
        return void 0;
      // signal: keep literal
      case NCR_LEVEL.throw:
        throw new Error(
          `[EntityDecoder] Prohibited numeric character reference &${token}; (U+${cp.toString(16).toUpperCase().padStart(4, "0")})`
        );
      default:
        return String.fromCodePoint(cp);
    }
  }
  /**
   * Full NCR resolution pipeline for a numeric token.
   *
   * Steps:
   *   1. Parse the codepoint (decimal or hex).
   *   2. Validate the raw codepoint range (NaN, <0, >0x10FFFF).
   *   3. If numericAllowed is false and no minimum restriction applies → leave as-is.
   *   4. Classify the codepoint to find the minimum required action level.
   *   5. Resolve effective action = max(onNCR, minimum).
   *   6. Apply and return.
   *
   * @param {string} token  — e.g. '#38', '#x26', '#X26'
   * @returns {string|undefined}
   *   - string (incl. '')  — replacement ('' = remove)
   *   - undefined          — leave original &token; as-is
   */
  _resolveNCR(token) {
    const second = token.charCodeAt(1);
    let cp;
    if (second === 120 || second === 88) {
      cp = parseInt(token.slice(2), 16);
    } else {
      cp = parseInt(token.slice(1), 10);
    }
    if (Number.isNaN(cp) || cp < 0 || cp > 1114111) return void 0;
    const minimum = this._classifyNCR(cp);
    if (!this._numericAllowed && minimum < NCR_LEVEL.remove) return void 0;
    const effective2 = minimum === -1 ? this._ncrOnLevel : Math.max(this._ncrOnLevel, minimum);
    return this._applyNCRAction(effective2, token, cp);
  }
};

// node_modules/fast-xml-parser/src/xmlparser/OptionsBuilder.js
var defaultOnDangerousProperty = (name) => {
  if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return "__" + name;
  }
  return name;
};
var defaultOptions2 = {
  preserveOrder: false,
  attributeNamePrefix: "@_",
  attributesGroupName: false,
  textNodeName: "#text",
  ignoreAttributes: true,
  removeNSPrefix: false,
  // remove NS from tag name or attribute name if true
  allowBooleanAttributes: false,
  //a tag can have attributes without any value
  //ignoreRootElement : false,
  parseTagValue: true,
  parseAttributeValue: false,
  trimValues: true,
  //Trim string values of tag and attributes
  cdataPropName: false,
  numberParseOptions: {
    hex: true,
    leadingZeros: true,
    eNotation: true,
    unicode: false
  },
  tagValueProcessor: function(tagName, val) {
    return val;
  },
  attributeValueProcessor: function(attrName, val) {
    return val;
  },
  stopNodes: [],
  //nested tags will not be parsed even for errors
  alwaysCreateTextNode: false,
  isArray: () => false,
  commentPropName: false,
  unpairedTags: [],
  processEntities: true,
  htmlEntities: false,
  entityDecoder: null,
  ignoreDeclaration: false,
  ignorePiTags: false,
  transformTagName: false,
  transformAttributeName: false,
  updateTag: function(tagName, jPath, attrs) {
    return tagName;
  },
  // skipEmptyListItem: false
  captureMetaData: false,
  maxNestedTags: 100,
  strictReservedNames: true,
  jPath: true,
  // if true, pass jPath string to callbacks; if false, pass matcher instance
  onDangerousProperty: defaultOnDangerousProperty
};
function validatePropertyName(propertyName, optionName) {
  if (typeof propertyName !== "string") {
    return;
  }
  const normalized = propertyName.toLowerCase();
  if (DANGEROUS_PROPERTY_NAMES.some((dangerous) => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }
  if (criticalProperties.some((dangerous) => normalized === dangerous.toLowerCase())) {
    throw new Error(
      `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
    );
  }
}
function normalizeProcessEntities(value, htmlEntities) {
  if (typeof value === "boolean") {
    return {
      enabled: value,
      // true or false
      maxEntitySize: 1e4,
      maxExpansionDepth: 1e4,
      maxTotalExpansions: Infinity,
      maxExpandedLength: 1e5,
      maxEntityCount: 1e3,
      allowedTags: null,
      tagFilter: null,
      appliesTo: "all"
    };
  }
  if (typeof value === "object" && value !== null) {
    return {
      enabled: value.enabled !== false,
      maxEntitySize: Math.max(1, value.maxEntitySize ?? 1e4),
      maxExpansionDepth: Math.max(1, value.maxExpansionDepth ?? 1e4),
      maxTotalExpansions: Math.max(1, value.maxTotalExpansions ?? Infinity),
      maxExpandedLength: Math.max(1, value.maxExpandedLength ?? 1e5),
      maxEntityCount: Math.max(1, value.maxEntityCount ?? 1e3),
      allowedTags: value.allowedTags ?? null,
      tagFilter: value.tagFilter ?? null,
      appliesTo: value.appliesTo ?? "all"
    };
  }
  return normalizeProcessEntities(true);
}
var buildOptions = function(options) {
  const built = Object.assign({}, defaultOptions2, options);
  const propertyNameOptions = [
    { value: built.attributeNamePrefix, name: "attributeNamePrefix" },
    { value: built.attributesGroupName, name: "attributesGroupName" },
    { value: built.textNodeName, name: "textNodeName" },
    { value: built.cdataPropName, name: "cdataPropName" },
    { value: built.commentPropName, name: "commentPropName" }
  ];
  for (const { value, name } of propertyNameOptions) {
    if (value) {
      validatePropertyName(value, name);
    }
  }
  if (built.onDangerousProperty === null) {
    built.onDangerousProperty = defaultOnDangerousProperty;
  }
  built.processEntities = normalizeProcessEntities(built.processEntities, built.htmlEntities);
  built.unpairedTagsSet = new Set(built.unpairedTags);
  if (built.stopNodes && Array.isArray(built.stopNodes)) {
    built.stopNodes = built.stopNodes.map((node) => {
      if (typeof node === "string" && node.startsWith("*.")) {
        return ".." + node.substring(2);
      }
      return node;
    });
  }
  return built;
};

// node_modules/fast-xml-parser/src/xmlparser/xmlNode.js
var METADATA_SYMBOL;
if (typeof Symbol !== "function") {
  METADATA_SYMBOL = "@@xmlMetadata";
} else {
  METADATA_SYMBOL = /* @__PURE__ */ Symbol("XML Node Metadata");
}
var XmlNode = class {
  constructor(tagname) {
    this.tagname = tagname;
    this.child = [];
    this[":@"] = /* @__PURE__ */ Object.create(null);
  }
  add(key, val) {
    if (key === "__proto__") key = "#__proto__";
    this.child.push({ [key]: val });
  }
  addChild(node, startIndex) {
    if (node.tagname === "__proto__") node.tagname = "#__proto__";
    if (node[":@"] && Object.keys(node[":@"]).length > 0) {
      this.child.push({ [node.tagname]: node.child, [":@"]: node[":@"] });
    } else {
      this.child.push({ [node.tagname]: node.child });
    }
    this.addStartIndex(startIndex);
  }
  addStartIndex(startIndex) {
    if (startIndex !== void 0) {
      this.child[this.child.length - 1][METADATA_SYMBOL] = { startIndex };
    }
  }
  addEndIndex(endIndex) {
    const lastChild = this.child[this.child.length - 1];
    if (lastChild !== void 0 && lastChild[METADATA_SYMBOL] !== void 0 && lastChild[METADATA_SYMBOL].endIndex === void 0) {
      lastChild[METADATA_SYMBOL].endIndex = endIndex;
    }
  }
  /** symbol used for metadata */
  static getMetaDataSymbol() {
    return METADATA_SYMBOL;
  }
};

// node_modules/xml-naming/src/index.js
var nameStartChar10 = ":A-Za-z_\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u037D\u037F-\u0486\u0488-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD";
var nameChar10 = nameStartChar10 + "\\-\\.\\d\xB7\u0300-\u036F\u203F-\u2040";
var nameStartChar11 = ":A-Za-z_\xC0-\u02FF\u0370-\u037D\u037F-\u0486\u0488-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}";
var nameChar11 = nameStartChar11 + "\\-\\.\\d\xB7\u0300-\u036F\u0487\u203F-\u2040";
var buildRegexes = (startChar, char, flags = "") => {
  const ncStart = startChar.replace(":", "");
  const ncChar = char.replace(":", "");
  const ncNamePat = `[${ncStart}][${ncChar}]*`;
  return {
    name: new RegExp(`^[${startChar}][${char}]*$`, flags),
    ncName: new RegExp(`^${ncNamePat}$`, flags),
    qName: new RegExp(`^${ncNamePat}(?::${ncNamePat})?$`, flags),
    nmToken: new RegExp(`^[${char}]+$`, flags),
    nmTokens: new RegExp(`^[${char}]+(?:\\s+[${char}]+)*$`, flags)
  };
};
var regexes10 = buildRegexes(nameStartChar10, nameChar10);
var regexes11 = buildRegexes(nameStartChar11, nameChar11, "u");
var nameStartCharAscii = ":A-Za-z_";
var nameCharAscii = nameStartCharAscii + "\\-\\.\\d";
var regexesAscii = buildRegexes(nameStartCharAscii, nameCharAscii);
var getRegexes = (xmlVersion = "1.0", asciiOnly = false) => {
  if (asciiOnly) return regexesAscii;
  return xmlVersion === "1.1" ? regexes11 : regexes10;
};
var qName = (str2, { xmlVersion = "1.0", asciiOnly = false } = {}) => getRegexes(xmlVersion, asciiOnly).qName.test(str2);
var PRODUCTIONS = ["name", "ncName", "qName", "nmToken", "nmTokens"];
var createValidator = (production, { xmlVersion = "1.0", asciiOnly = false, maxCacheSize = 2048 } = {}) => {
  if (!PRODUCTIONS.includes(production)) {
    throw new TypeError(
      `Unknown production "${production}". Must be one of: ${PRODUCTIONS.join(", ")}`
    );
  }
  const regex = getRegexes(xmlVersion, asciiOnly)[production];
  let cache = /* @__PURE__ */ new Map();
  const validator = (str2) => {
    const cached = cache.get(str2);
    if (cached !== void 0) return cached;
    const result = regex.test(str2);
    if (cache.size < maxCacheSize) cache.set(str2, result);
    return result;
  };
  validator.reset = () => {
    cache = /* @__PURE__ */ new Map();
  };
  return validator;
};

// node_modules/fast-xml-parser/src/xmlparser/DocTypeReader.js
var DocTypeReader = class {
  constructor(options, xmlVersion) {
    this.suppressValidationErr = !options;
    this.options = options;
    this.xmlVersion = xmlVersion || 1;
  }
  setXmlVersion(xmlVersion = 1) {
    this.xmlVersion = xmlVersion;
  }
  readDocType(xmlData, i) {
    const entities = /* @__PURE__ */ Object.create(null);
    let entityCount = 0;
    if (xmlData[i + 3] === "O" && xmlData[i + 4] === "C" && xmlData[i + 5] === "T" && xmlData[i + 6] === "Y" && xmlData[i + 7] === "P" && xmlData[i + 8] === "E") {
      i = i + 9;
      let angleBracketsCount = 1;
      let hasBody = false, comment = false;
      let quoteChar = null;
      let exp = "";
      for (; i < xmlData.length; i++) {
        if (quoteChar !== null) {
          if (xmlData[i] === quoteChar) quoteChar = null;
          exp += xmlData[i];
          continue;
        }
        if (!hasBody && !comment && (xmlData[i] === '"' || xmlData[i] === "'")) {
          quoteChar = xmlData[i];
          exp += xmlData[i];
          continue;
        }
        if (xmlData[i] === "<" && !comment) {
          if (hasBody && hasSeq(xmlData, "!ENTITY", i)) {
            i += 7;
            let entityName, val;
            [entityName, val, i] = this.readEntityExp(xmlData, i + 1, this.suppressValidationErr);
            if (val.indexOf("&") === -1) {
              if (this.options.enabled !== false && this.options.maxEntityCount != null && entityCount >= this.options.maxEntityCount) {
                throw new Error(
                  `Entity count (${entityCount + 1}) exceeds maximum allowed (${this.options.maxEntityCount})`
                );
              }
              entities[entityName] = val;
              entityCount++;
            }
          } else if (hasBody && hasSeq(xmlData, "!ELEMENT", i)) {
            i += 8;
            const { index } = this.readElementExp(xmlData, i + 1);
            i = index;
          } else if (hasBody && hasSeq(xmlData, "!ATTLIST", i)) {
            i += 8;
          } else if (hasBody && hasSeq(xmlData, "!NOTATION", i)) {
            i += 9;
            const { index } = this.readNotationExp(xmlData, i + 1, this.suppressValidationErr);
            i = index;
          } else if (hasSeq(xmlData, "!--", i)) comment = true;
          else throw new Error(`Invalid DOCTYPE`);
          angleBracketsCount++;
          exp = "";
        } else if (xmlData[i] === ">") {
          if (comment) {
            if (xmlData[i - 1] === "-" && xmlData[i - 2] === "-") {
              comment = false;
              angleBracketsCount--;
            }
          } else {
            angleBracketsCount--;
          }
          if (angleBracketsCount === 0) {
            break;
          }
        } else if (xmlData[i] === "[") {
          hasBody = true;
        } else {
          exp += xmlData[i];
        }
      }
      if (quoteChar !== null || angleBracketsCount !== 0) {
        throw new Error(`Unclosed DOCTYPE`);
      }
    } else {
      throw new Error(`Invalid Tag instead of DOCTYPE`);
    }
    return { entities, i };
  }
  readEntityExp(xmlData, i) {
    i = skipWhitespace(xmlData, i);
    const startIndex = i;
    while (i < xmlData.length && !/\s/.test(xmlData[i]) && xmlData[i] !== '"' && xmlData[i] !== "'") {
      i++;
    }
    let entityName = xmlData.substring(startIndex, i);
    validateEntityName2(entityName, { xmlVersion: this.xmlVersion });
    i = skipWhitespace(xmlData, i);
    if (!this.suppressValidationErr) {
      if (xmlData.substring(i, i + 6).toUpperCase() === "SYSTEM") {
        throw new Error("External entities are not supported");
      } else if (xmlData[i] === "%") {
        throw new Error("Parameter entities are not supported");
      }
    }
    let entityValue = "";
    [i, entityValue] = this.readIdentifierVal(xmlData, i, "entity");
    if (this.options.enabled !== false && this.options.maxEntitySize != null && entityValue.length > this.options.maxEntitySize) {
      throw new Error(
        `Entity "${entityName}" size (${entityValue.length}) exceeds maximum allowed size (${this.options.maxEntitySize})`
      );
    }
    i--;
    return [entityName, entityValue, i];
  }
  readNotationExp(xmlData, i) {
    i = skipWhitespace(xmlData, i);
    const startIndex = i;
    while (i < xmlData.length && !/\s/.test(xmlData[i])) {
      i++;
    }
    let notationName = xmlData.substring(startIndex, i);
    !this.suppressValidationErr && validateEntityName2(notationName, { xmlVersion: this.xmlVersion });
    i = skipWhitespace(xmlData, i);
    const identifierType = xmlData.substring(i, i + 6).toUpperCase();
    if (!this.suppressValidationErr && identifierType !== "SYSTEM" && identifierType !== "PUBLIC") {
      throw new Error(`Expected SYSTEM or PUBLIC, found "${identifierType}"`);
    }
    i += identifierType.length;
    i = skipWhitespace(xmlData, i);
    let publicIdentifier = null;
    let systemIdentifier = null;
    if (identifierType === "PUBLIC") {
      [i, publicIdentifier] = this.readIdentifierVal(xmlData, i, "publicIdentifier");
      i = skipWhitespace(xmlData, i);
      if (xmlData[i] === '"' || xmlData[i] === "'") {
        [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
      }
    } else if (identifierType === "SYSTEM") {
      [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
      if (!this.suppressValidationErr && !systemIdentifier) {
        throw new Error("Missing mandatory system identifier for SYSTEM notation");
      }
    }
    return { notationName, publicIdentifier, systemIdentifier, index: --i };
  }
  readIdentifierVal(xmlData, i, type) {
    let identifierVal = "";
    const startChar = xmlData[i];
    if (startChar !== '"' && startChar !== "'") {
      throw new Error(`Expected quoted string, found "${startChar}"`);
    }
    i++;
    const startIndex = i;
    while (i < xmlData.length && xmlData[i] !== startChar) {
      i++;
    }
    identifierVal = xmlData.substring(startIndex, i);
    if (xmlData[i] !== startChar) {
      throw new Error(`Unterminated ${type} value`);
    }
    i++;
    return [i, identifierVal];
  }
  readElementExp(xmlData, i) {
    i = skipWhitespace(xmlData, i);
    const startIndex = i;
    while (i < xmlData.length && !/\s/.test(xmlData[i])) {
      i++;
    }
    let elementName = xmlData.substring(startIndex, i);
    if (!this.suppressValidationErr && !qName(elementName, { xmlVersion: this.xmlVersion })) {
      throw new Error(`Invalid element name: "${elementName}"`);
    }
    i = skipWhitespace(xmlData, i);
    let contentModel = "";
    if (xmlData[i] === "E" && hasSeq(xmlData, "MPTY", i)) i += 4;
    else if (xmlData[i] === "A" && hasSeq(xmlData, "NY", i)) i += 2;
    else if (xmlData[i] === "(") {
      i++;
      const startIndex2 = i;
      while (i < xmlData.length && xmlData[i] !== ")") {
        i++;
      }
      contentModel = xmlData.substring(startIndex2, i);
      if (xmlData[i] !== ")") {
        throw new Error("Unterminated content model");
      }
    } else if (!this.suppressValidationErr) {
      throw new Error(`Invalid Element Expression, found "${xmlData[i]}"`);
    }
    return {
      elementName,
      contentModel: contentModel.trim(),
      index: i
    };
  }
  readAttlistExp(xmlData, i) {
    i = skipWhitespace(xmlData, i);
    let startIndex = i;
    while (i < xmlData.length && !/\s/.test(xmlData[i])) {
      i++;
    }
    let elementName = xmlData.substring(startIndex, i);
    validateEntityName2(elementName, { xmlVersion: this.xmlVersion });
    i = skipWhitespace(xmlData, i);
    startIndex = i;
    while (i < xmlData.length && !/\s/.test(xmlData[i])) {
      i++;
    }
    let attributeName = xmlData.substring(startIndex, i);
    if (!validateEntityName2(attributeName, { xmlVersion: this.xmlVersion })) {
      throw new Error(`Invalid attribute name: "${attributeName}"`);
    }
    i = skipWhitespace(xmlData, i);
    let attributeType = "";
    if (xmlData.substring(i, i + 8).toUpperCase() === "NOTATION") {
      attributeType = "NOTATION";
      i += 8;
      i = skipWhitespace(xmlData, i);
      if (xmlData[i] !== "(") {
        throw new Error(`Expected '(', found "${xmlData[i]}"`);
      }
      i++;
      let allowedNotations = [];
      while (i < xmlData.length && xmlData[i] !== ")") {
        const startIndex2 = i;
        while (i < xmlData.length && xmlData[i] !== "|" && xmlData[i] !== ")") {
          i++;
        }
        let notation = xmlData.substring(startIndex2, i);
        notation = notation.trim();
        if (!validateEntityName2(notation, { xmlVersion: this.xmlVersion })) {
          throw new Error(`Invalid notation name: "${notation}"`);
        }
        allowedNotations.push(notation);
        if (xmlData[i] === "|") {
          i++;
          i = skipWhitespace(xmlData, i);
        }
      }
      if (xmlData[i] !== ")") {
        throw new Error("Unterminated list of notations");
      }
      i++;
      attributeType += " (" + allowedNotations.join("|") + ")";
    } else {
      const startIndex2 = i;
      while (i < xmlData.length && !/\s/.test(xmlData[i])) {
        i++;
      }
      attributeType += xmlData.substring(startIndex2, i);
      const validTypes = ["CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS"];
      if (!this.suppressValidationErr && !validTypes.includes(attributeType.toUpperCase())) {
        throw new Error(`Invalid attribute type: "${attributeType}"`);
      }
    }
    i = skipWhitespace(xmlData, i);
    let defaultValue = "";
    if (xmlData.substring(i, i + 8).toUpperCase() === "#REQUIRED") {
      defaultValue = "#REQUIRED";
      i += 8;
    } else if (xmlData.substring(i, i + 7).toUpperCase() === "#IMPLIED") {
      defaultValue = "#IMPLIED";
      i += 7;
    } else {
      [i, defaultValue] = this.readIdentifierVal(xmlData, i, "ATTLIST");
    }
    return {
      elementName,
      attributeName,
      attributeType,
      defaultValue,
      index: i
    };
  }
};
var skipWhitespace = (data, index) => {
  while (index < data.length && /\s/.test(data[index])) {
    index++;
  }
  return index;
};
function hasSeq(data, seq, i) {
  for (let j = 0; j < seq.length; j++) {
    if (seq[j] !== data[i + j + 1]) return false;
  }
  return true;
}
function validateEntityName2(name, xmlVersion) {
  if (qName(name, { xmlVersion }))
    return name;
  else
    throw new Error(`Invalid entity name ${name}`);
}

// node_modules/anynum/digitTable.js
var SCRIPT_ZEROS = [
  // Basic Latin (ASCII) — included for completeness / pass-through
  48,
  // 0-9
  // Arabic scripts
  1632,
  // Arabic-Indic ٠١٢٣٤٥٦٧٨٩
  1776,
  // Extended Arabic-Indic (Urdu/Persian/Sindhi) ۰۱۲۳
  // Indic scripts
  2406,
  // Devanagari ०१२३४५६७८९
  2534,
  // Bengali ০১২৩৪৫৬৭৮৯
  2662,
  // Gurmukhi ੦੧੨੩੪੫੬੭੮੯
  2790,
  // Gujarati ૦૧૨૩૪૫૬૭૮૯
  2918,
  // Odia ୦୧୨୩୪୫୬୭୮୯
  3046,
  // Tamil ௦௧௨௩௪௫௬௭௮௯
  3174,
  // Telugu ౦౧౨౩౪౫౬౭౮౯
  3302,
  // Kannada ೦೧೨೩೪೫೬೭೮೯
  3430,
  // Malayalam ൦൧൨൩൪൫൬൭൮൯
  3558,
  // Sinhala Archaic ෦෧෨෩෪෫෬෭෮෯
  // Southeast Asian scripts
  3664,
  // Thai ๐๑๒๓๔๕๖๗๘๙
  3792,
  // Lao ໐໑໒໓໔໕໖໗໘໙
  3872,
  // Tibetan ༠༡༢༣༤༥༦༧༨༩
  4160,
  // Myanmar ၀၁၂၃၄၅၆၇၈၉
  4240,
  // Myanmar Shan ႐႑႒႓႔႕႖႗႘႙
  6112,
  // Khmer ០១២៣៤៥៦៧៨៩
  6160,
  // Mongolian ᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙
  6470,
  // Limbu ᥆᥇᥈᥉᥊᥋᥌᥍᥎᥏
  6608,
  // New Tai Lue ᧐᧑᧒᧓᧔᧕᧖᧗᧘᧙
  6784,
  // Tai Tham Hora ᪀᪁᪂᪃᪄᪅᪆᪇᪈᪉
  6800,
  // Tai Tham Tham ᪐᪑᪒᪓᪔᪕᪖᪗᪘᪙
  6992,
  // Balinese ᭐᭑᭒᭓᭔᭕᭖᭗᭘᭙
  7088,
  // Sundanese ᮰᮱᮲᮳᮴᮵᮶᮷᮸᮹
  7232,
  // Lepcha ᱀᱁᱂᱃᱄᱅᱆᱇᱈᱉
  7248,
  // Ol Chiki ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙
  // Fullwidth (CJK context)
  65296,
  // Fullwidth ０１２３４５６７８９
  // Mathematical digit variants (Unicode math block)
  120782,
  // Mathematical Bold
  120792,
  // Mathematical Double-Struck
  120802,
  // Mathematical Sans-Serif
  120812,
  // Mathematical Sans-Serif Bold
  120822,
  // Mathematical Monospace
  // Other scripts
  66720,
  // Osmanya 𐒠𐒡𐒢𐒣𐒤𐒥𐒦𐒧𐒨𐒩
  68912,
  // Hanifi Rohingya 𐴰𐴱𐴲𐴳𐴴𐴵𐴶𐴷𐴸𐴹
  69734,
  // Brahmi 𑁦𑁧𑁨𑁩𑁪𑁫𑁬𑁭𑁮𑁯
  69872,
  // Sora Sompeng 𑃰𑃱𑃲𑃳𑃴𑃵𑃶𑃷𑃸𑃹
  69942,
  // Chakma 𑄶𑄷𑄸𑄹𑄺𑄻𑄼𑄽𑄾𑄿
  70096,
  // Sharada 𑇐𑇑𑇒𑇓𑇔𑇕𑇖𑇗𑇘𑇙
  70384,
  // Khudawadi 𑋰𑋱𑋲𑋳𑋴𑋵𑋶𑋷𑋸𑋹
  70736,
  // Newa 𑑐𑑑𑑒𑑓𑑔𑑕𑑖𑑗𑑘𑑙
  70864,
  // Tirhuta 𑓐𑓑𑓒𑓓𑓔𑓕𑓖𑓗𑓘𑓙
  71248,
  // Modi 𑙐𑙑𑙒𑙓𑙔𑙕𑙖𑙗𑙘𑙙
  71360,
  // Takri 𑛀𑛁𑛂𑛃𑛄𑛅𑛆𑛇𑛈𑛉
  71472,
  // Ahom 𑜰𑜱𑜲𑜳𑜴𑜵𑜶𑜷𑜸𑜹
  71904,
  // Warang Citi 𑣠𑣡𑣢𑣣𑣤𑣥𑣦𑣧𑣨𑣩
  72016,
  // Dives Akuru 𑥐𑥑𑥒𑥓𑥔𑥕𑥖𑥗𑥘𑥙
  72688,
  // Khitan Small Script 𑯰𑯱𑯲𑯳𑯴𑯵𑯶𑯷𑯸𑯹
  72784,
  // Bhaiksuki 𑱐𑱑𑱒𑱓𑱔𑱕𑱖𑱗𑱘𑱙
  73040,
  // Masaram Gondi 𑵐𑵑𑵒𑵓𑵔𑵕𑵖𑵗𑵘𑵙
  73120,
  // Gunjala Gondi 𑶠𑶡𑶢𑶣𑶤𑶥𑶦𑶧𑶨𑶩
  73552,
  // Kawi 𑽐𑽑𑽒𑽓𑽔𑽕𑽖𑽗𑽘𑽙
  92768,
  // Mro 𖩠𖩡𖩢𖩣𖩤𖩥𖩦𖩧𖩨𖩩
  92864,
  // Tangsa 𖫀𖫁𖫂𖫃𖫄𖫅𖫆𖫇𖫈𖫉
  93008,
  // Pahawh Hmong 𖭐𖭑𖭒𖭓𖭔𖭕𖭖𖭗𖭘𖭙
  123200,
  // Nyiakeng Puachue Hmong 𞅀𞅁𞅂𞅃𞅄𞅅𞅆𞅇𞅈𞅉
  123632,
  // Wancho 𞋰𞋱𞋲𞋳𞋴𞋵𞋶𞋷𞋸𞋹
  124144,
  // Nag Mundari 𞓰𞓱𞓲𞓳𞓴𞓵𞓶𞓷𞓸𞓹
  125264,
  // Adlam 𞥐𞥑𞥒𞥓𞥔𞥕𞥖𞥗𞥘𞥙
  130032
  // Segmented digit symbols 🯰🯱🯲🯳🯴🯵🯶🯷🯸🯹
];
var NOT_DIGIT = 255;
var HIGH_MAP = /* @__PURE__ */ new Map();
var LOW_MAX = 65535;
var LOW_MIN = 1632;
var TABLE_OFFSET = LOW_MIN;
var TABLE_SIZE = LOW_MAX - LOW_MIN + 1;
var TABLE = new Uint8Array(TABLE_SIZE).fill(NOT_DIGIT);
for (const zero of SCRIPT_ZEROS) {
  for (let d = 0; d < 10; d++) {
    const cp = zero + d;
    if (cp <= LOW_MAX) {
      TABLE[cp - TABLE_OFFSET] = d;
    } else {
      HIGH_MAP.set(cp, d);
    }
  }
}

// node_modules/anynum/anynum.js
var CHAR_0 = 48;
var CHAR_9 = 57;
var CHAR_MINUS = 45;
var MINUS_SET = /* @__PURE__ */ new Set([8722, 65293, 65123]);
function anynum(str2) {
  if (typeof str2 !== "string") return str2;
  const len = str2.length;
  if (len === 0) return str2;
  let firstHit = -1;
  for (let i = 0; i < len; i++) {
    const cc = str2.charCodeAt(i);
    if (cc >= CHAR_0 && cc <= CHAR_9 || cc === CHAR_MINUS) continue;
    if (cc < TABLE_OFFSET) {
      if (MINUS_SET.has(cc)) {
        firstHit = i;
        break;
      }
      continue;
    }
    if (cc >= 55296 && cc <= 56319) {
      if (i + 1 < len) {
        const low = str2.charCodeAt(i + 1);
        if (low >= 56320 && low <= 57343) {
          const cp = 65536 + (cc - 55296 << 10) + (low - 56320);
          if (HIGH_MAP.has(cp)) {
            firstHit = i;
            break;
          }
        }
      }
      continue;
    }
    if (TABLE[cc - TABLE_OFFSET] !== NOT_DIGIT || MINUS_SET.has(cc)) {
      firstHit = i;
      break;
    }
  }
  if (firstHit === -1) return str2;
  const chars = [];
  if (firstHit > 0) chars.push(str2.slice(0, firstHit));
  for (let i = firstHit; i < len; i++) {
    const cc = str2.charCodeAt(i);
    if (cc >= CHAR_0 && cc <= CHAR_9 || cc === CHAR_MINUS) {
      chars.push(str2[i]);
      continue;
    }
    if (cc < TABLE_OFFSET) {
      chars.push(MINUS_SET.has(cc) ? "-" : str2[i]);
      continue;
    }
    if (cc >= 55296 && cc <= 56319) {
      if (i + 1 < len) {
        const low = str2.charCodeAt(i + 1);
        if (low >= 56320 && low <= 57343) {
          const cp = 65536 + (cc - 55296 << 10) + (low - 56320);
          const d2 = HIGH_MAP.get(cp);
          if (d2 !== void 0) {
            chars.push(String.fromCharCode(d2 + 48));
            i++;
            continue;
          }
        }
      }
      chars.push(str2[i]);
      continue;
    }
    if (MINUS_SET.has(cc)) {
      chars.push("-");
      continue;
    }
    const d = TABLE[cc - TABLE_OFFSET];
    chars.push(d !== NOT_DIGIT ? String.fromCharCode(d + 48) : str2[i]);
  }
  return chars.join("");
}
var anynum_default = anynum;

// node_modules/strnum/strnum.js
var hexRegex = /^[-+]?0x[a-fA-F0-9]+$/;
var binRegex = /^0b[01]+$/;
var octRegex = /^0o[0-7]+$/;
var numRegex = /^([\-\+])?(0*)([0-9]*(\.[0-9]*)?)$/;
var consider = {
  hex: true,
  binary: false,
  octal: false,
  leadingZeros: true,
  decimalPoint: ".",
  eNotation: true,
  //skipLike: /regex/,
  infinity: "original",
  // "null", "infinity" (Infinity type), "string" ("Infinity" (the string literal))
  unicode: false
};
function toNumber(str2, options = {}) {
  options = Object.assign({}, consider, options);
  if (!str2 || typeof str2 !== "string") return str2;
  let trimmedStr = str2.trim();
  if (trimmedStr.length === 0) return str2;
  else if (options.skipLike !== void 0 && options.skipLike.test(trimmedStr)) return str2;
  else if (trimmedStr === "0") return 0;
  if (options.unicode) {
    trimmedStr = anynum_default(trimmedStr);
    if (trimmedStr === "0") return 0;
  }
  if (options.hex && hexRegex.test(trimmedStr)) {
    return parse_int(trimmedStr, 16);
  } else if (options.binary && binRegex.test(trimmedStr)) {
    return parse_int(trimmedStr, 2);
  } else if (options.octal && octRegex.test(trimmedStr)) {
    return parse_int(trimmedStr, 8);
  } else if (!isFinite(trimmedStr)) {
    const num = Number(trimmedStr);
    if (Number.isNaN(num)) return str2;
    return handleInfinity(str2, num, options);
  } else if (trimmedStr.includes("e") || trimmedStr.includes("E")) {
    return resolveEnotation(str2, trimmedStr, options);
  } else {
    const match = numRegex.exec(trimmedStr);
    if (match) {
      const sign = match[1] || "";
      const leadingZeros = match[2];
      let numTrimmedByZeros = trimZeros(match[3]);
      const decimalAdjacentToLeadingZeros = sign ? (
        // 0., -00., 000.
        trimmedStr[leadingZeros.length + 1] === "."
      ) : trimmedStr[leadingZeros.length] === ".";
      if (!options.leadingZeros && (leadingZeros.length > 1 || leadingZeros.length === 1 && !decimalAdjacentToLeadingZeros)) {
        return str2;
      } else {
        const num = Number(trimmedStr);
        const parsedStr = String(num);
        if (num === 0) return num;
        if (parsedStr.search(/[eE]/) !== -1) {
          if (options.eNotation) return num;
          else return str2;
        } else if (trimmedStr.indexOf(".") !== -1) {
          if (parsedStr === "0") return num;
          else if (parsedStr === numTrimmedByZeros) return num;
          else if (parsedStr === `${sign}${numTrimmedByZeros}`) return num;
          else return str2;
        }
        let n = leadingZeros ? numTrimmedByZeros : trimmedStr;
        if (leadingZeros) {
          return n === parsedStr || sign + n === parsedStr ? num : str2;
        } else {
          return n === parsedStr || n === sign + parsedStr ? num : str2;
        }
      }
    } else {
      return str2;
    }
  }
}
var eNotationRegx = /^([-+])?(0*)(\d*(\.\d*)?[eE][-\+]?\d+)$/;
function resolveEnotation(str2, trimmedStr, options) {
  if (!options.eNotation) return str2;
  const notation = trimmedStr.match(eNotationRegx);
  if (notation) {
    let sign = notation[1] || "";
    const eChar = notation[3].indexOf("e") === -1 ? "E" : "e";
    const leadingZeros = notation[2];
    const eAdjacentToLeadingZeros = sign ? (
      // 0E.
      trimmedStr[leadingZeros.length + 1] === eChar
    ) : trimmedStr[leadingZeros.length] === eChar;
    if (leadingZeros.length > 1 && eAdjacentToLeadingZeros) return str2;
    else if (leadingZeros.length === 1 && (notation[3].startsWith(`.${eChar}`) || notation[3][0] === eChar)) {
      return Number(trimmedStr);
    } else if (leadingZeros.length > 0) {
      if (options.leadingZeros && !eAdjacentToLeadingZeros) {
        return Number(trimmedStr);
      } else return str2;
    } else {
      return Number(trimmedStr);
    }
  } else {
    return str2;
  }
}
function trimZeros(numStr) {
  if (numStr && numStr.indexOf(".") !== -1) {
    let end = numStr.length;
    while (end > 0 && numStr.charCodeAt(end - 1) === 48) end--;
    numStr = numStr.slice(0, end);
    if (numStr === ".") numStr = "0";
    else if (numStr[0] === ".") numStr = "0" + numStr;
    else if (numStr[numStr.length - 1] === ".") numStr = numStr.substring(0, numStr.length - 1);
    return numStr;
  }
  return numStr;
}
function parse_int(numStr, base) {
  const str2 = numStr.trim();
  if (base === 2 || base === 8) numStr = str2.substring(2);
  if (parseInt) return parseInt(numStr, base);
  else if (Number.parseInt) return Number.parseInt(numStr, base);
  else if (window && window.parseInt) return window.parseInt(numStr, base);
  else throw new Error("parseInt, Number.parseInt, window.parseInt are not supported");
}
function handleInfinity(str2, num, options) {
  const isPositive = num === Infinity;
  switch (options.infinity.toLowerCase()) {
    case "null":
      return null;
    case "infinity":
      return num;
    // Return Infinity or -Infinity
    case "string":
      return isPositive ? "Infinity" : "-Infinity";
    case "original":
    default:
      return str2;
  }
}

// node_modules/fast-xml-parser/src/ignoreAttributes.js
function getIgnoreAttributesFn(ignoreAttributes) {
  if (typeof ignoreAttributes === "function") {
    return ignoreAttributes;
  }
  if (Array.isArray(ignoreAttributes)) {
    return (attrName) => {
      for (const pattern of ignoreAttributes) {
        if (typeof pattern === "string" && attrName === pattern) {
          return true;
        }
        if (pattern instanceof RegExp && pattern.test(attrName)) {
          return true;
        }
      }
    };
  }
  return () => false;
}

// node_modules/path-expression-matcher/src/Expression.js
var Expression = class {
  /**
   * Create a new Expression
   * @param {string} pattern - Pattern string (e.g., "root.users.user", "..user[id]")
   * @param {Object} options - Configuration options
   * @param {string} options.separator - Path separator (default: '.')
   */
  constructor(pattern, options = {}, data) {
    this.pattern = pattern;
    this.separator = options.separator || ".";
    this.segments = this._parse(pattern);
    this.data = data;
    this._hasDeepWildcard = this.segments.some((seg) => seg.type === "deep-wildcard");
    this._hasAttributeCondition = this.segments.some((seg) => seg.attrName !== void 0);
    this._hasPositionSelector = this.segments.some((seg) => seg.position !== void 0);
  }
  /**
   * Parse pattern string into segments
   * @private
   * @param {string} pattern - Pattern to parse
   * @returns {Array} Array of segment objects
   */
  _parse(pattern) {
    const segments2 = [];
    let i = 0;
    let currentPart = "";
    while (i < pattern.length) {
      if (pattern[i] === this.separator) {
        if (i + 1 < pattern.length && pattern[i + 1] === this.separator) {
          if (currentPart.trim()) {
            segments2.push(this._parseSegment(currentPart.trim()));
            currentPart = "";
          }
          segments2.push({ type: "deep-wildcard" });
          i += 2;
        } else {
          if (currentPart.trim()) {
            segments2.push(this._parseSegment(currentPart.trim()));
          }
          currentPart = "";
          i++;
        }
      } else {
        currentPart += pattern[i];
        i++;
      }
    }
    if (currentPart.trim()) {
      segments2.push(this._parseSegment(currentPart.trim()));
    }
    return segments2;
  }
  /**
   * Parse a single segment
   * @private
   * @param {string} part - Segment string (e.g., "user", "ns::user", "user[id]", "ns::user:first")
   * @returns {Object} Segment object
   */
  _parseSegment(part) {
    const segment = { type: "tag" };
    let bracketContent = null;
    let withoutBrackets = part;
    const bracketMatch = part.match(/^([^\[]+)(\[[^\]]*\])(.*)$/);
    if (bracketMatch) {
      withoutBrackets = bracketMatch[1] + bracketMatch[3];
      if (bracketMatch[2]) {
        const content = bracketMatch[2].slice(1, -1);
        if (content) {
          bracketContent = content;
        }
      }
    }
    let namespace = void 0;
    let tagAndPosition = withoutBrackets;
    if (withoutBrackets.includes("::")) {
      const nsIndex = withoutBrackets.indexOf("::");
      namespace = withoutBrackets.substring(0, nsIndex).trim();
      tagAndPosition = withoutBrackets.substring(nsIndex + 2).trim();
      if (!namespace) {
        throw new Error(`Invalid namespace in pattern: ${part}`);
      }
    }
    let tag = void 0;
    let positionMatch = null;
    if (tagAndPosition.includes(":")) {
      const colonIndex = tagAndPosition.lastIndexOf(":");
      const tagPart = tagAndPosition.substring(0, colonIndex).trim();
      const posPart = tagAndPosition.substring(colonIndex + 1).trim();
      const isPositionKeyword = ["first", "last", "odd", "even"].includes(posPart) || /^nth\(\d+\)$/.test(posPart);
      if (isPositionKeyword) {
        tag = tagPart;
        positionMatch = posPart;
      } else {
        tag = tagAndPosition;
      }
    } else {
      tag = tagAndPosition;
    }
    if (!tag) {
      throw new Error(`Invalid segment pattern: ${part}`);
    }
    segment.tag = tag;
    if (namespace) {
      segment.namespace = namespace;
    }
    if (bracketContent) {
      if (bracketContent.includes("=")) {
        const eqIndex = bracketContent.indexOf("=");
        segment.attrName = bracketContent.substring(0, eqIndex).trim();
        segment.attrValue = bracketContent.substring(eqIndex + 1).trim();
      } else {
        segment.attrName = bracketContent.trim();
      }
    }
    if (positionMatch) {
      const nthMatch = positionMatch.match(/^nth\((\d+)\)$/);
      if (nthMatch) {
        segment.position = "nth";
        segment.positionValue = parseInt(nthMatch[1], 10);
      } else {
        segment.position = positionMatch;
      }
    }
    return segment;
  }
  /**
   * Get the number of segments
   * @returns {number}
   */
  get length() {
    return this.segments.length;
  }
  /**
   * Check if expression contains deep wildcard
   * @returns {boolean}
   */
  hasDeepWildcard() {
    return this._hasDeepWildcard;
  }
  /**
   * Check if expression has attribute conditions
   * @returns {boolean}
   */
  hasAttributeCondition() {
    return this._hasAttributeCondition;
  }
  /**
   * Check if expression has position selectors
   * @returns {boolean}
   */
  hasPositionSelector() {
    return this._hasPositionSelector;
  }
  /**
   * Get string representation
   * @returns {string}
   */
  toString() {
    return this.pattern;
  }
};

// node_modules/path-expression-matcher/src/ExpressionSet.js
var ExpressionSet = class {
  constructor() {
    this._byDepthAndTag = /* @__PURE__ */ new Map();
    this._wildcardByDepth = /* @__PURE__ */ new Map();
    this._deepWildcards = [];
    this._deepByTerminalTag = /* @__PURE__ */ new Map();
    this._patterns = /* @__PURE__ */ new Set();
    this._sealed = false;
  }
  /**
   * Add an Expression to the set.
   * Duplicate patterns (same pattern string) are silently ignored.
   *
   * @param {import('./Expression.js').default} expression - A pre-constructed Expression instance
   * @returns {this} for chaining
   * @throws {TypeError} if called after seal()
   *
   * @example
   * set.add(new Expression('root.users.user'));
   * set.add(new Expression('..script'));
   */
  add(expression) {
    if (this._sealed) {
      throw new TypeError(
        "ExpressionSet is sealed. Create a new ExpressionSet to add more expressions."
      );
    }
    if (this._patterns.has(expression.pattern)) return this;
    this._patterns.add(expression.pattern);
    if (expression.hasDeepWildcard()) {
      const lastSeg2 = expression.segments[expression.segments.length - 1];
      if (lastSeg2 && lastSeg2.type !== "deep-wildcard" && lastSeg2.tag !== "*") {
        const tag2 = lastSeg2.tag;
        if (!this._deepByTerminalTag.has(tag2)) this._deepByTerminalTag.set(tag2, []);
        this._deepByTerminalTag.get(tag2).push(expression);
      } else {
        this._deepWildcards.push(expression);
      }
      return this;
    }
    const depth = expression.length;
    const lastSeg = expression.segments[expression.segments.length - 1];
    const tag = lastSeg?.tag;
    if (!tag || tag === "*") {
      if (!this._wildcardByDepth.has(depth)) this._wildcardByDepth.set(depth, []);
      this._wildcardByDepth.get(depth).push(expression);
    } else {
      const key = `${depth}:${tag}`;
      if (!this._byDepthAndTag.has(key)) this._byDepthAndTag.set(key, []);
      this._byDepthAndTag.get(key).push(expression);
    }
    return this;
  }
  /**
   * Add multiple expressions at once.
   *
   * @param {import('./Expression.js').default[]} expressions - Array of Expression instances
   * @returns {this} for chaining
   *
   * @example
   * set.addAll([
   *   new Expression('root.users.user'),
   *   new Expression('root.config.setting'),
   * ]);
   */
  addAll(expressions) {
    for (const expr of expressions) this.add(expr);
    return this;
  }
  /**
   * Check whether a pattern string is already present in the set.
   *
   * @param {import('./Expression.js').default} expression
   * @returns {boolean}
   */
  has(expression) {
    return this._patterns.has(expression.pattern);
  }
  /**
   * Number of expressions in the set.
   * @type {number}
   */
  get size() {
    return this._patterns.size;
  }
  /**
   * Seal the set against further modifications.
   * Useful to prevent accidental mutations after config is built.
   * Calling add() or addAll() on a sealed set throws a TypeError.
   *
   * @returns {this}
   */
  seal() {
    this._sealed = true;
    return this;
  }
  /**
   * Whether the set has been sealed.
   * @type {boolean}
   */
  get isSealed() {
    return this._sealed;
  }
  /**
   * Test whether the matcher's current path matches any expression in the set.
   *
   * Evaluation order (cheapest → most expensive):
   *  1. Exact depth + tag bucket  — O(1) lookup, typically 0–2 expressions
   *  2. Depth-only wildcard bucket — O(1) lookup, rare
   *  3. Deep-wildcard list         — always checked, but usually small
   *
   * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
   * @returns {boolean} true if any expression matches the current path
   *
   * @example
   * if (stopNodes.matchesAny(matcher)) {
   *   // handle stop node
   * }
   */
  matchesAny(matcher) {
    return this.findMatch(matcher) !== null;
  }
  /**
  * Find and return the first Expression that matches the matcher's current path.
  *
  * Uses the same evaluation order as matchesAny (cheapest → most expensive):
  *  1. Exact depth + tag bucket
  *  2. Depth-only wildcard bucket
  *  3. Deep-wildcard list
  *
  * @param {import('./Matcher.js').default} matcher - Matcher instance (or readOnly view)
  * @returns {import('./Expression.js').default | null} the first matching Expression, or null
  *
  * @example
  * const expr = stopNodes.findMatch(matcher);
  * if (expr) {
  *   // access expr.config, expr.pattern, etc.
  * }
  */
  findMatch(matcher) {
    const depth = matcher.getDepth();
    const tag = matcher.getCurrentTag();
    const exactKey = `${depth}:${tag}`;
    const exactBucket = this._byDepthAndTag.get(exactKey);
    if (exactBucket) {
      for (let i = 0; i < exactBucket.length; i++) {
        if (matcher.matches(exactBucket[i])) return exactBucket[i];
      }
    }
    const wildcardBucket = this._wildcardByDepth.get(depth);
    if (wildcardBucket) {
      for (let i = 0; i < wildcardBucket.length; i++) {
        if (matcher.matches(wildcardBucket[i])) return wildcardBucket[i];
      }
    }
    const deepBucket = this._deepByTerminalTag.get(tag);
    if (deepBucket) {
      for (let i = 0; i < deepBucket.length; i++) {
        if (matcher.matches(deepBucket[i])) return deepBucket[i];
      }
    }
    for (let i = 0; i < this._deepWildcards.length; i++) {
      if (matcher.matches(this._deepWildcards[i])) return this._deepWildcards[i];
    }
    return null;
  }
};

// node_modules/path-expression-matcher/src/Matcher.js
var MatcherView = class {
  /**
   * @param {Matcher} matcher - The parent Matcher instance to read from.
   */
  constructor(matcher) {
    this._matcher = matcher;
  }
  /**
   * Get the path separator used by the parent matcher.
   * @returns {string}
   */
  get separator() {
    return this._matcher.separator;
  }
  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    const path2 = this._matcher.path;
    return path2.length > 0 ? path2[path2.length - 1].tag : void 0;
  }
  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    const path2 = this._matcher.path;
    return path2.length > 0 ? path2[path2.length - 1].namespace : void 0;
  }
  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    const path2 = this._matcher.path;
    if (path2.length === 0) return void 0;
    return path2[path2.length - 1].values?.[attrName];
  }
  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    const path2 = this._matcher.path;
    if (path2.length === 0) return false;
    const current = path2[path2.length - 1];
    return current.values !== void 0 && attrName in current.values;
  }
  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {*}
   */
  getAnyParentAttr(attrName) {
    return this._matcher.getAnyParentAttr(attrName);
  }
  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    return this._matcher.hasAnyParentAttr(attrName);
  }
  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    const path2 = this._matcher.path;
    if (path2.length === 0) return -1;
    return path2[path2.length - 1].position ?? 0;
  }
  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    const path2 = this._matcher.path;
    if (path2.length === 0) return -1;
    return path2[path2.length - 1].counter ?? 0;
  }
  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }
  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this._matcher.path.length;
  }
  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    return this._matcher.toString(separator, includeNamespace);
  }
  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this._matcher.path.map((n) => n.tag);
  }
  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    return this._matcher.matches(expression);
  }
  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this._matcher);
  }
};
var Matcher = class {
  /**
   * Create a new Matcher.
   * @param {Object} [options={}]
   * @param {string} [options.separator='.'] - Default path separator
   */
  constructor(options = {}) {
    this.separator = options.separator || ".";
    this.path = [];
    this.siblingStacks = [];
    this._pathStringCache = null;
    this._view = new MatcherView(this);
    this._keptAttrs = [];
  }
  /**
   * Push a new tag onto the path.
   * @param {string} tagName
   * @param {Object|null} [attrValues=null]
   * @param {string|null} [namespace=null]
   * @param {Object|null} [options=null]
   * @param {string[]} [options.keep] - Names of attributes (from attrValues)
   */
  push(tagName, attrValues = null, namespace = null, options = null) {
    this._pathStringCache = null;
    if (this.path.length > 0) {
      this.path[this.path.length - 1].values = void 0;
    }
    const currentLevel = this.path.length;
    let level = this.siblingStacks[currentLevel];
    if (!level) {
      level = { counts: /* @__PURE__ */ new Map(), total: 0 };
      this.siblingStacks[currentLevel] = level;
    }
    const siblingKey = namespace ? `${namespace}:${tagName}` : tagName;
    const counter = level.counts.get(siblingKey) || 0;
    const position = level.total;
    level.counts.set(siblingKey, counter + 1);
    level.total++;
    const node = {
      tag: tagName,
      position,
      counter
    };
    if (namespace !== null && namespace !== void 0) {
      node.namespace = namespace;
    }
    if (attrValues !== null && attrValues !== void 0) {
      node.values = attrValues;
    }
    this.path.push(node);
    const depth = this.path.length;
    const keep2 = options !== null ? options.keep : null;
    if (keep2 !== null && keep2 !== void 0 && keep2.length > 0 && attrValues) {
      for (let i = 0; i < keep2.length; i++) {
        const name = keep2[i];
        if (attrValues[name] !== void 0) {
          this._keptAttrs.push({ depth, name, value: attrValues[name] });
        }
      }
    }
  }
  /**
   * Pop the last tag from the path.
   * @returns {Object|undefined} The popped node
   */
  pop() {
    if (this.path.length === 0) return void 0;
    this._pathStringCache = null;
    const node = this.path.pop();
    if (this.siblingStacks.length > this.path.length + 1) {
      this.siblingStacks.length = this.path.length + 1;
    }
    const poppedDepth = this.path.length + 1;
    while (this._keptAttrs.length > 0 && this._keptAttrs[this._keptAttrs.length - 1].depth >= poppedDepth) {
      this._keptAttrs.pop();
    }
    return node;
  }
  /**
   * Update current node's attribute values.
   * Useful when attributes are parsed after push.
   * @param {Object} attrValues
   */
  updateCurrent(attrValues) {
    if (this.path.length > 0) {
      const current = this.path[this.path.length - 1];
      if (attrValues !== null && attrValues !== void 0) {
        current.values = attrValues;
      }
    }
  }
  /**
   * Get current tag name.
   * @returns {string|undefined}
   */
  getCurrentTag() {
    return this.path.length > 0 ? this.path[this.path.length - 1].tag : void 0;
  }
  /**
   * Get current namespace.
   * @returns {string|undefined}
   */
  getCurrentNamespace() {
    return this.path.length > 0 ? this.path[this.path.length - 1].namespace : void 0;
  }
  /**
   * Get current node's attribute value.
   * @param {string} attrName
   * @returns {*}
   */
  getAttrValue(attrName) {
    if (this.path.length === 0) return void 0;
    return this.path[this.path.length - 1].values?.[attrName];
  }
  /**
   * Check if current node has an attribute.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAttr(attrName) {
    if (this.path.length === 0) return false;
    const current = this.path[this.path.length - 1];
    return current.values !== void 0 && attrName in current.values;
  }
  /**
   * Get the value of a "kept" attribute from the nearest ancestor (or
   * current node) that declared it via `push(tag, attrs, ns, { keep: [...] })`.
   * Unlike getAttrValue(), this works regardless of how deep the path has
   * gone since the attribute was pushed — but only for attribute names that
   * were explicitly marked with `keep` at push time. Cost is proportional to
   * the number of currently-kept attributes (typically 0-3), not path depth.
   * @param {string} attrName
   * @returns {*} the value, or undefined if no ancestor kept this attribute
   */
  getAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return kept[i].value;
    }
    return void 0;
  }
  /**
   * Check whether any ancestor (or the current node) kept the given
   * attribute via `push(tag, attrs, ns, { keep: [...] })`.
   * @param {string} attrName
   * @returns {boolean}
   */
  hasAnyParentAttr(attrName) {
    const kept = this._keptAttrs;
    for (let i = kept.length - 1; i >= 0; i--) {
      if (kept[i].name === attrName) return true;
    }
    return false;
  }
  /**
   * Get current node's sibling position (child index in parent).
   * @returns {number}
   */
  getPosition() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].position ?? 0;
  }
  /**
   * Get current node's repeat counter (occurrence count of this tag name).
   * @returns {number}
   */
  getCounter() {
    if (this.path.length === 0) return -1;
    return this.path[this.path.length - 1].counter ?? 0;
  }
  /**
   * Get current node's sibling index (alias for getPosition).
   * @returns {number}
   * @deprecated Use getPosition() or getCounter() instead
   */
  getIndex() {
    return this.getPosition();
  }
  /**
   * Get current path depth.
   * @returns {number}
   */
  getDepth() {
    return this.path.length;
  }
  /**
   * Get path as string.
   * @param {string} [separator] - Optional separator (uses default if not provided)
   * @param {boolean} [includeNamespace=true]
   * @returns {string}
   */
  toString(separator, includeNamespace = true) {
    const sep13 = separator || this.separator;
    const isDefault = sep13 === this.separator && includeNamespace === true;
    if (isDefault) {
      if (this._pathStringCache !== null) {
        return this._pathStringCache;
      }
      const result = this.path.map(
        (n) => n.namespace ? `${n.namespace}:${n.tag}` : n.tag
      ).join(sep13);
      this._pathStringCache = result;
      return result;
    }
    return this.path.map(
      (n) => includeNamespace && n.namespace ? `${n.namespace}:${n.tag}` : n.tag
    ).join(sep13);
  }
  /**
   * Get path as array of tag names.
   * @returns {string[]}
   */
  toArray() {
    return this.path.map((n) => n.tag);
  }
  /**
   * Reset the path to empty.
   */
  reset() {
    this._pathStringCache = null;
    this.path = [];
    this.siblingStacks = [];
    this._keptAttrs = [];
  }
  /**
   * Match current path against an Expression.
   * @param {Expression} expression
   * @returns {boolean}
   */
  matches(expression) {
    const segments2 = expression.segments;
    if (segments2.length === 0) {
      return false;
    }
    if (expression.hasDeepWildcard()) {
      return this._matchWithDeepWildcard(segments2);
    }
    return this._matchSimple(segments2);
  }
  /**
   * @private
   */
  _matchSimple(segments2) {
    if (this.path.length !== segments2.length) {
      return false;
    }
    for (let i = 0; i < segments2.length; i++) {
      if (!this._matchSegment(segments2[i], this.path[i], i === this.path.length - 1)) {
        return false;
      }
    }
    return true;
  }
  /**
   * @private
   */
  _matchWithDeepWildcard(segments2) {
    let pathIdx = this.path.length - 1;
    let segIdx = segments2.length - 1;
    while (segIdx >= 0 && pathIdx >= 0) {
      const segment = segments2[segIdx];
      if (segment.type === "deep-wildcard") {
        segIdx--;
        if (segIdx < 0) {
          return true;
        }
        const nextSeg = segments2[segIdx];
        let found = false;
        for (let i = pathIdx; i >= 0; i--) {
          if (this._matchSegment(nextSeg, this.path[i], i === this.path.length - 1)) {
            pathIdx = i - 1;
            segIdx--;
            found = true;
            break;
          }
        }
        if (!found) {
          return false;
        }
      } else {
        if (!this._matchSegment(segment, this.path[pathIdx], pathIdx === this.path.length - 1)) {
          return false;
        }
        pathIdx--;
        segIdx--;
      }
    }
    return segIdx < 0;
  }
  /**
   * @private
   */
  _matchSegment(segment, node, isCurrentNode) {
    if (segment.tag !== "*" && segment.tag !== node.tag) {
      return false;
    }
    if (segment.namespace !== void 0) {
      if (segment.namespace !== "*" && segment.namespace !== node.namespace) {
        return false;
      }
    }
    if (segment.attrName !== void 0) {
      if (!isCurrentNode) {
        return false;
      }
      if (!node.values || !(segment.attrName in node.values)) {
        return false;
      }
      if (segment.attrValue !== void 0) {
        if (String(node.values[segment.attrName]) !== String(segment.attrValue)) {
          return false;
        }
      }
    }
    if (segment.position !== void 0) {
      if (!isCurrentNode) {
        return false;
      }
      const counter = node.counter ?? 0;
      if (segment.position === "first" && counter !== 0) {
        return false;
      } else if (segment.position === "odd" && counter % 2 !== 1) {
        return false;
      } else if (segment.position === "even" && counter % 2 !== 0) {
        return false;
      } else if (segment.position === "nth" && counter !== segment.positionValue) {
        return false;
      }
    }
    return true;
  }
  /**
   * Match any expression in the given set against the current path.
   * @param {ExpressionSet} exprSet
   * @returns {boolean}
   */
  matchesAny(exprSet) {
    return exprSet.matchesAny(this);
  }
  /**
   * Create a snapshot of current state.
   * @returns {Object}
   */
  snapshot() {
    return {
      path: this.path.map((node) => ({ ...node })),
      siblingStacks: this.siblingStacks.map((level) => level ? { counts: new Map(level.counts), total: level.total } : level),
      keptAttrs: this._keptAttrs.map((entry) => ({ ...entry }))
    };
  }
  /**
   * Restore state from snapshot.
   * @param {Object} snapshot
   */
  restore(snapshot) {
    this._pathStringCache = null;
    this.path = snapshot.path.map((node) => ({ ...node }));
    this.siblingStacks = snapshot.siblingStacks.map((level) => level ? { counts: new Map(level.counts), total: level.total } : level);
    this._keptAttrs = (snapshot.keptAttrs || []).map((entry) => ({ ...entry }));
  }
  /**
   * Return the read-only {@link MatcherView} for this matcher.
   *
   * The same instance is returned on every call — no allocation occurs.
   * It always reflects the current parser state and is safe to pass to
   * user callbacks without risk of accidental mutation.
   *
   * @returns {MatcherView}
   *
   * @example
   * const view = matcher.readOnly();
   * // pass view to callbacks — it stays in sync automatically
   * view.matches(expr);       // ✓
   * view.getCurrentTag();     // ✓
   * // view.push(...)         // ✗ method does not exist — caught by TypeScript
   */
  readOnly() {
    return this._view;
  }
};

// node_modules/is-unsafe/src/contexts/html.js
var HTML_PATTERNS = [
  {
    id: "html-script-open",
    description: "<script opening tag",
    pattern: /<script[\s>/]/i
  },
  {
    id: "html-script-close",
    description: "</script closing tag",
    pattern: /<\/script[\s>]/i
  },
  {
    id: "html-javascript-protocol",
    description: "javascript: URI scheme (with optional whitespace/encoding)",
    // Handles j&#x61;vascript:, j\u0061vascript:, and whitespace variants
    pattern: /j[\t\n\r ]*a[\t\n\r ]*v[\t\n\r ]*a[\t\n\r ]*s[\t\n\r ]*c[\t\n\r ]*r[\t\n\r ]*i[\t\n\r ]*p[\t\n\r ]*t[\t\n\r ]*:/i
  },
  {
    id: "html-vbscript-protocol",
    description: "vbscript: URI scheme",
    pattern: /vbscript[\t\n\r ]*:/i
  },
  {
    id: "html-data-html",
    description: "data:text/html URI \u2014 can execute scripts in browsers",
    pattern: /data[\t\n\r ]*:[\t\n\r ]*text\/html/i
  },
  {
    id: "html-data-xhtml",
    description: "data:application/xhtml+xml URI",
    pattern: /data[\t\n\r ]*:[\t\n\r ]*application\/xhtml/i
  },
  {
    id: "html-data-svg",
    description: "data:image/svg+xml URI \u2014 can execute scripts",
    pattern: /data[\t\n\r ]*:[\t\n\r ]*image\/svg\+xml/i
  },
  {
    id: "html-inline-event-handler",
    description: "Inline event handler attributes: onclick=, onerror=, onload=, etc.",
    // \bon ensures we match a word boundary so "phonetic=" is not caught
    pattern: /\bon\w{1,30}\s*=/i
  },
  {
    id: "html-entity-obfuscated-script",
    description: "HTML-entity-encoded <script (e.g. &#x3C;script or &lt;script)",
    // Entities include optional trailing semicolon: &#x3C; or &#x3C (both valid in HTML5)
    pattern: /(?:&#x0*3[Cc];?|&#0*60;?|&lt;)\s*script/i
  },
  {
    id: "html-entity-obfuscated-javascript",
    description: 'HTML-entity-encoded javascript: (partial \u2014 catches common &#106; or &#x6a; for "j")',
    pattern: /(?:&#x0*6[Aa];?|&#0*106;?)\s*(?:&#x0*61;?|a)[\s\S]{0,80}script\s*:/i
  },
  {
    id: "html-style-expression",
    description: "CSS expression() \u2014 IE-era code execution in style attributes",
    pattern: /style[\s\S]{0,20}expression\s*\(/i
  },
  {
    id: "html-object-embed",
    description: "<object or <embed tags that can load active content",
    pattern: /<(?:object|embed)[\s>/]/i
  },
  {
    id: "html-base-tag",
    description: "<base href= \u2014 can hijack all relative URLs on a page",
    pattern: /<base[\s>]/i
  },
  {
    id: "html-meta-refresh",
    description: '<meta http-equiv="refresh" \u2014 can redirect users',
    pattern: /<meta[\s\S]{0,40}http-equiv[\s\S]{0,20}refresh/i
  },
  {
    id: "html-srcdoc",
    description: "srcdoc= attribute on iframes \u2014 embeds HTML that can run scripts",
    pattern: /srcdoc\s*=/i
  },
  {
    id: "html-iframe",
    description: "<iframe tag",
    pattern: /<iframe[\s>/]/i
  },
  {
    id: "html-form",
    description: "<form tag \u2014 can be used for phishing / credential harvesting injection",
    pattern: /<form[\s>/]/i
  }
];
var html_default = HTML_PATTERNS;

// node_modules/is-unsafe/src/contexts/xml.js
var XML_PATTERNS = [
  {
    id: "xml-cdata-injection",
    description: "CDATA section injection: <![CDATA[ breaks out of text node context",
    pattern: /<!\[CDATA\[/i
  },
  {
    id: "xml-cdata-close",
    description: "CDATA close sequence: ]]> can terminate an enclosing CDATA section",
    pattern: /\]\]>/
  },
  {
    id: "xml-processing-instruction",
    description: "XML processing instruction: <?xml-stylesheet or <?php etc.",
    pattern: /<\?(?:xml[\- ]|php|asp)/i
  },
  {
    id: "xml-doctype-injection",
    description: "DOCTYPE declaration embedded in content \u2014 can define entities",
    // Match <!DOCTYPE followed by end-of-string, whitespace, or [ (internal subset)
    pattern: /<!DOCTYPE(?:[\s[]|$)/i
  },
  {
    id: "xml-entity-system",
    description: "SYSTEM keyword \u2014 used in external entity declarations (XXE)",
    pattern: /\bSYSTEM\s+["']/i
  },
  {
    id: "xml-entity-public",
    description: "PUBLIC keyword \u2014 used in external entity declarations (XXE)",
    pattern: /\bPUBLIC\s+["']/i
  },
  {
    id: "xml-entity-declaration",
    description: "<!ENTITY declaration \u2014 defines entities, potential XXE or entity expansion",
    pattern: /<!ENTITY[\s%]/i
  },
  {
    id: "xml-billion-laughs",
    description: "Entity reference chaining / billion laughs: repeated &eX; style references",
    // Heuristic: 3+ consecutive entity refs suggests expansion attack
    pattern: /(?:&\w{1,20};){3,}/
  },
  {
    id: "xml-namespace-confusion",
    description: "xmlns: attribute injection \u2014 can redefine namespaces to confuse parsers",
    // pattern: /\bxmlns\s*(?::\w{1,40})?\s*=/i,
    pattern: /\bxmlns(?::\w{1,40})?\s*=/i
  },
  {
    id: "xml-comment-injection",
    description: "<!-- comment injection \u2014 can hide content from some parsers",
    pattern: /<!--/
  },
  {
    id: "xml-comment-close",
    description: "--> closes an enclosing XML comment",
    pattern: /-->/
  },
  {
    id: "xml-pi-close",
    description: "?> closes an enclosing processing instruction",
    pattern: /\?>/
  }
];
var xml_default = XML_PATTERNS;

// node_modules/is-unsafe/src/contexts/svg.js
var SVG_PATTERNS = [
  {
    id: "svg-script-element",
    description: "<script element inside SVG executes JavaScript",
    pattern: /<script[\s>/]/i
  },
  {
    id: "svg-xlink-href-javascript",
    description: "xlink:href with javascript: \u2014 classic SVG XSS via <a> or <use>",
    pattern: /xlink\s*:\s*href\s*=\s*["']?\s*javascript\s*:/i
  },
  {
    id: "svg-href-javascript",
    description: "href= with javascript: in SVG context (<a>, <animate>, etc.)",
    pattern: /href\s*=\s*["']?\s*javascript\s*:/i
  },
  {
    id: "svg-foreignobject",
    description: "<foreignObject embeds HTML inside SVG \u2014 can execute scripts",
    pattern: /<foreignObject[\s>/]/i
  },
  {
    id: "svg-use-external",
    description: "<use xlink:href or href pointing to external resource (non-fragment URL)",
    // Match <use with href= where the value starts with a non-# character (external URL)
    // [\"'][^#] catches quoted values not starting with #; [^\"'#\s>] catches unquoted
    pattern: /<use[\s\S]{0,60}(?:xlink\s*:\s*)?href\s*=\s*(?:["'][^#]|[^"'#\s>])/i
  },
  {
    id: "svg-animate-href",
    description: '<animate attributeName="href" \u2014 can dynamically change href to javascript:',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*href["']/i
  },
  {
    id: "svg-animate-xlinkhref",
    description: '<animate attributeName="xlink:href"',
    pattern: /<animate[\s\S]{0,80}attributeName\s*=\s*["'][\s]*xlink\s*:\s*href["']/i
  },
  {
    id: "svg-set-javascript",
    description: '<set to="javascript:..." \u2014 sets an attribute to a javascript: URI',
    pattern: /<set[\s\S]{0,80}to\s*=\s*["']?\s*javascript\s*:/i
  },
  {
    id: "svg-event-handler",
    description: "SVG-specific event handler attributes: onload=, onerror=, onactivate=, etc.",
    pattern: /\bon(?:load|error|activate|begin|end|repeat|focus|blur|click|mouse\w{1,20}|key\w{1,20})\s*=/i
  },
  {
    id: "svg-handler-generic",
    description: "Generic on* handler catch-all for SVG attributes",
    pattern: /\bon\w{1,30}\s*=/i
  },
  {
    id: "svg-filter-feimage",
    description: "<feImage href= \u2014 filter primitive that can load external resources",
    pattern: /<feImage[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=/i
  },
  {
    id: "svg-image-external",
    description: "<image xlink:href with http/https or javascript protocol",
    pattern: /<image[\s\S]{0,80}(?:xlink\s*:\s*)?href\s*=\s*["']?\s*(?:https?|javascript)\s*:/i
  },
  {
    id: "svg-style-javascript",
    description: "style= attribute containing javascript: (e.g. background:url(javascript:...))",
    pattern: /style\s*=[\s\S]{0,60}javascript\s*:/i
  }
];
var svg_default = SVG_PATTERNS;

// node_modules/is-unsafe/src/contexts/sql.js
var SQL_PATTERNS = [
  {
    id: "sql-block-comment-open",
    description: "SQL block comment open: /* ... */ \u2014 unusual in legitimate user text",
    pattern: /\/\*/
  },
  {
    id: "sql-union-select",
    description: "UNION SELECT \u2014 most common SQL injection aggregation attack",
    pattern: /\bUNION\s{1,20}(?:ALL\s{1,20})?SELECT\b/i
  },
  {
    id: "sql-drop-table",
    description: "DROP TABLE \u2014 destructive DDL injection",
    pattern: /\bDROP\s{1,20}TABLE\b/i
  },
  {
    id: "sql-drop-database",
    description: "DROP DATABASE \u2014 destructive DDL injection",
    pattern: /\bDROP\s{1,20}DATABASE\b/i
  },
  {
    id: "sql-insert-into",
    description: "INSERT INTO \u2014 data injection",
    pattern: /\bINSERT\s{1,20}INTO\b/i
  },
  {
    id: "sql-delete-from",
    description: "DELETE FROM \u2014 data deletion injection",
    pattern: /\bDELETE\s{1,20}FROM\b/i
  },
  {
    id: "sql-update-set",
    description: "UPDATE ... SET \u2014 data modification injection",
    // Allows arbitrary content between UPDATE and SET (table name, alias, etc.)
    pattern: /\bUPDATE\b[\s\S]{1,60}\bSET\b/i
  },
  {
    id: "sql-exec-xp",
    description: "EXEC xp_ \u2014 MSSQL extended stored procedure execution",
    pattern: /\bEXEC(?:UTE)?\s{1,20}xp_/i
  },
  {
    id: "sql-tautology-string",
    description: `Classic string tautology: ' OR '1'='1 or " OR "1"="1"`,
    // Last quote is optional — injection may truncate it: ' OR '1'='1--
    pattern: /'\s{0,10}OR\s{0,10}'[^']{0,20}'\s*=\s*'[^']{0,20}/i
  },
  {
    id: "sql-tautology-numeric",
    description: "Numeric tautology: OR 1=1",
    pattern: /\bOR\s{1,10}1\s*=\s*1\b/i
  },
  {
    id: "sql-always-true-zero",
    description: "Numeric tautology: OR 0=0",
    pattern: /\bOR\s{1,10}0\s*=\s*0\b/i
  },
  {
    id: "sql-sleep-benchmark",
    description: "Time-based blind injection: SLEEP() or BENCHMARK()",
    pattern: /\b(?:SLEEP|BENCHMARK)\s*\(/i
  },
  {
    id: "sql-waitfor-delay",
    description: "MSSQL time-based blind injection: WAITFOR DELAY",
    pattern: /\bWAITFOR\s{1,20}DELAY\b/i
  },
  {
    id: "sql-char-function",
    description: "CHAR() function \u2014 used to obfuscate injected strings",
    pattern: /\bCHAR\s*\(\s*\d{1,3}/i
  },
  {
    id: "sql-information-schema",
    description: "INFORMATION_SCHEMA \u2014 reconnaissance query for table/column enumeration",
    pattern: /\bINFORMATION_SCHEMA\b/i
  }
];
var sql_default = SQL_PATTERNS;

// node_modules/is-unsafe/src/contexts/shell.js
var SHELL_PATTERNS = [
  {
    id: "shell-path-traversal-unix",
    description: "Unix path traversal: ../  \u2014 climbing the directory tree",
    pattern: /\.\.\//
  },
  {
    id: "shell-path-traversal-windows",
    description: "Windows path traversal: ..\\ \u2014 climbing the directory tree",
    pattern: /\.\.\\/
  },
  {
    id: "shell-path-traversal-encoded",
    description: "URL-encoded path traversal: %2e%2e or %2f variants",
    pattern: /%2e%2e|%2f\.\.|\.\.%2f/i
  },
  {
    id: "shell-null-byte",
    description: "Null byte injection: \\x00 or %00 \u2014 truncates strings in C-backed functions",
    pattern: /\x00|%00/
  },
  {
    id: "shell-semicolon",
    description: "Semicolon command separator: cmd1; cmd2",
    pattern: /;/
  },
  {
    id: "shell-pipe",
    description: "Pipe operator: cmd1 | cmd2",
    pattern: /\|/
  },
  {
    id: "shell-and-operator",
    description: "AND operator: cmd1 && cmd2",
    pattern: /&&/
  },
  {
    id: "shell-or-operator",
    description: "OR operator: cmd1 || cmd2",
    pattern: /\|\|/
  },
  {
    id: "shell-backtick",
    description: "Backtick command substitution: `cmd`",
    pattern: /`/
  },
  {
    id: "shell-dollar-paren",
    description: "Dollar-paren command substitution: $(cmd)",
    pattern: /\$\(/
  },
  {
    id: "shell-dollar-brace",
    description: "Dollar-brace variable expansion: ${var} \u2014 can be abused for injection",
    pattern: /\$\{/
  },
  {
    id: "shell-redirect-out",
    description: "Output redirection: cmd > file or cmd >> file",
    pattern: />{1,2}/
  },
  {
    id: "shell-redirect-in",
    description: "Input redirection: cmd < file",
    pattern: /</
  },
  {
    id: "shell-newline-injection",
    description: "Newline injection: \\n or \\r \u2014 can inject new shell commands",
    pattern: /[\n\r]/
  },
  {
    id: "shell-glob-star",
    description: "Glob expansion: * or ? \u2014 can expand to unintended files",
    // Only flag when combined with path separators to reduce false positives
    pattern: /[/\\][*?]/
  },
  {
    id: "shell-absolute-root",
    description: "Absolute root path injection: string starting with / or \\ (Windows UNC)",
    pattern: /^(?:\/|\\\\)/
  },
  {
    id: "shell-windows-drive",
    description: "Windows drive letter path injection: C:\\ or D:/",
    pattern: /^[a-zA-Z]:[/\\]/
  },
  {
    id: "shell-curl-wget",
    description: "curl/wget with URL or flags \u2014 can exfiltrate data or download payloads",
    // Require a URL scheme (http/https/ftp) or a flag (-) to reduce false positives
    // "curl is a tool" won't match; "curl http://..." or "curl -s ..." will
    pattern: /\b(?:curl|wget)\s+(?:https?:\/\/|ftp:\/\/|-)/i
  }
];
var shell_default = SHELL_PATTERNS;

// node_modules/is-unsafe/src/contexts/redos.js
var REDOS_PATTERNS = [
  {
    id: "redos-nested-quantifier-plus",
    description: "Nested + quantifier inside a group with outer quantifier: (a+)+, (.+b)*, etc.",
    // Matches any group containing a + quantifier, with an outer * or + — catches (a+)+, (.+b)*, etc.
    pattern: /\([^)]*\+[^)]*\)[+*]/
  },
  {
    id: "redos-nested-quantifier-star",
    description: "Nested * quantifier: (a*)* or (a*)+ \u2014 catastrophic backtracking",
    pattern: /\([^)]*\*[^)]*\)[*+]/
  },
  {
    id: "redos-nested-groups",
    description: "Doubly nested quantified groups: ((a+)+) \u2014 guaranteed catastrophic",
    pattern: /\(\([^)]{0,40}\)[+*]\)[+*]/
  },
  {
    id: "redos-alternation-overlap",
    description: "Overlapping alternation under quantifier: (a|a)+ \u2014 ambiguous NFA paths",
    // Detect repeated identical alternatives under a quantifier
    pattern: /\(([^|()]{1,20})\|(?:\1)(?:\|[^|()]{1,20}){0,5}\)[+*?]{1,2}/
  },
  {
    id: "redos-star-plus-concat",
    description: "(x*x)+ pattern \u2014 triggers super-linear backtracking",
    pattern: /\([^)]{0,10}\*[^)]{0,10}\)[+*]/
  },
  {
    id: "redos-dot-star-greedy",
    description: "(.*){n,} or (.+){n,} \u2014 repeated greedy dot quantifiers",
    pattern: /\(\.[*+]\)\{?\d/
  },
  {
    id: "redos-large-repetition",
    description: "Very large fixed or range repetition count {1000,} or {1000,n} \u2014 denial of service via backtracking",
    // Matches { followed by 4+ digits (≥1000), then optional ,digits }
    pattern: /\{\d{4,}(?:,\d*)?\}/
  },
  {
    id: "redos-catastrophic-alternation",
    description: "Long alternation with many similar branches \u2014 polynomial backtracking risk",
    // Heuristic: 10+ pipe-separated alternatives in a single group
    pattern: /\([^)]{0,200}(?:\|[^|)]{0,50}){9,}\)/
  }
];
var redos_default = REDOS_PATTERNS;

// node_modules/is-unsafe/src/contexts/nosql.js
var sep3 = `["'\\s]*:`;
var NOSQL_PATTERNS = [
  // ─── MongoDB $ operator injection ────────────────────────────────────────
  {
    id: "nosql-where-operator",
    description: "$where \u2014 executes arbitrary JavaScript server-side in MongoDB",
    pattern: new RegExp(`\\$where${sep3}`, "i")
  },
  {
    id: "nosql-ne-operator",
    description: '$ne \u2014 "not equal" operator used to bypass equality checks',
    pattern: new RegExp(`\\$ne${sep3}`, "i")
  },
  {
    id: "nosql-gt-operator",
    description: '$gt \u2014 "greater than" used to bypass password/value checks',
    pattern: new RegExp(`\\$gte?${sep3}`, "i")
  },
  {
    id: "nosql-lt-operator",
    description: '$lt / $lte \u2014 "less than" bypass variants',
    pattern: new RegExp(`\\$lte?${sep3}`, "i")
  },
  {
    id: "nosql-regex-operator",
    description: "$regex \u2014 can be used to extract data character by character (blind injection)",
    pattern: new RegExp(`\\$regex${sep3}`, "i")
  },
  {
    id: "nosql-or-operator",
    description: "$or \u2014 logical OR; used to create always-true conditions",
    pattern: new RegExp(`\\$or${sep3}\\s*\\[`, "i")
  },
  {
    id: "nosql-and-operator",
    description: "$and \u2014 logical AND operator injection",
    pattern: new RegExp(`\\$and${sep3}\\s*\\[`, "i")
  },
  {
    id: "nosql-nor-operator",
    description: "$nor \u2014 logical NOR operator injection",
    pattern: new RegExp(`\\$nor${sep3}\\s*\\[`, "i")
  },
  {
    id: "nosql-exists-operator",
    description: "$exists \u2014 can enumerate fields to determine schema",
    pattern: new RegExp(`\\$exists${sep3}`, "i")
  },
  {
    id: "nosql-in-operator",
    description: "$in \u2014 matches any value in a list; can enumerate values",
    pattern: new RegExp(`\\$in${sep3}\\s*\\[`, "i")
  },
  {
    id: "nosql-expr-operator",
    description: "$expr \u2014 allows aggregation expressions in queries (MongoDB 3.6+)",
    pattern: new RegExp(`\\$expr${sep3}`, "i")
  },
  {
    id: "nosql-function-operator",
    description: "$function \u2014 executes arbitrary JavaScript in MongoDB 4.4+",
    pattern: new RegExp(`\\$function${sep3}`, "i")
  },
  {
    id: "nosql-accumulator-operator",
    description: "$accumulator \u2014 custom aggregation with arbitrary JS execution",
    pattern: new RegExp(`\\$accumulator${sep3}`, "i")
  },
  // ─── Prototype pollution ─────────────────────────────────────────────────
  {
    id: "nosql-proto-pollution",
    description: "__proto__ \u2014 prototype pollution via object key injection",
    pattern: /__proto__/
  },
  {
    id: "nosql-constructor-prototype",
    description: "constructor.prototype \u2014 alternative prototype pollution vector (dot notation or JSON key)",
    // Matches dot-notation (obj.constructor.prototype) and JSON key adjacency
    // ("constructor": {"prototype": ...})
    pattern: /constructor[\s"':.,{\[]*prototype/i
  },
  {
    id: "nosql-proto-bracket",
    description: '["__proto__"] \u2014 bracket-notation prototype pollution',
    pattern: /\[["']__proto__["']\]/
  }
];
var nosql_default = NOSQL_PATTERNS;

// node_modules/is-unsafe/src/contexts/log.js
var LOG_PATTERNS = [
  // ─── CRLF / newline injection ─────────────────────────────────────────────
  {
    id: "log-crlf-injection",
    description: "CRLF injection: literal \\r or \\n embeds fake log lines",
    pattern: /[\r\n]/
  },
  {
    id: "log-url-encoded-crlf",
    description: "URL-encoded CRLF: %0d, %0a, %0D, %0A \u2014 decoded by some log parsers",
    pattern: /%0[dDaA]/
  },
  {
    id: "log-unicode-newline",
    description: "Unicode newline variants: U+2028 (line separator), U+2029 (paragraph separator)",
    pattern: /[\u2028\u2029]/
  },
  // ─── Log4Shell / JNDI injection (CVE-2021-44228) ─────────────────────────
  {
    id: "log-log4shell-jndi",
    description: "Log4Shell: ${jndi:...} triggers remote code execution in Apache Log4j",
    pattern: /\$\{jndi\s*:/i
  },
  {
    id: "log-log4shell-obfuscated",
    description: "Obfuscated Log4Shell: ${::-j}... lookup-bypass prefix used to evade WAF detection",
    // ${::- is the Log4j lookup-bypass escape sequence; presence alone is suspicious
    pattern: /\$\{::-/
  },
  {
    id: "log-log4j-lookup",
    description: "Log4j lookup syntax: ${env:...}, ${sys:...}, ${ctx:...} \u2014 data exfiltration",
    pattern: /\$\{(?:env|sys|ctx|main|map|sd|web|docker|k8s|spring)\s*:/i
  },
  // ─── Server-Side Template Injection (SSTI) in log messages ───────────────
  {
    id: "log-ssti-double-brace",
    description: "SSTI double-brace: {{expression}} \u2014 Jinja2, Twig, Handlebars, etc.",
    pattern: /\{\{[\s\S]{0,80}\}\}/
  },
  {
    id: "log-ssti-hash-brace",
    description: "SSTI hash-brace: #{expression} \u2014 Thymeleaf, Velocity, Ruby ERB",
    pattern: /#\{[\s\S]{0,80}\}/
  },
  {
    id: "log-ssti-dollar-brace",
    description: "SSTI/EL injection: ${expression with operators or method calls} \u2014 JSP EL, Freemarker, SpEL",
    // Require that the ${...} content looks like an expression, not a plain variable name.
    // Flags if the content contains: . ( * + operators, or known SSTI keywords.
    // This avoids flagging ${PATH}, ${HOME} etc. (plain shell variables).
    pattern: /\$\{[^}]*(?:\.|\(|\*|\+|\bclass\b|\bruntime\b|\bprocess\b|\bexec\b)[^}]{0,80}\}/i
  },
  {
    id: "log-ssti-percent-tag",
    description: "SSTI ERB/ASP tag: <%= expression %> \u2014 Ruby ERB, ASP",
    pattern: /<%=[\s\S]{0,80}%>/
  },
  // ─── Null byte ────────────────────────────────────────────────────────────
  {
    id: "log-null-byte",
    description: "Null byte: \\x00 or %00 \u2014 can truncate log entries in C-backed loggers",
    pattern: /\x00|%00/
  },
  // ─── ANSI escape injection ────────────────────────────────────────────────
  {
    id: "log-ansi-escape",
    description: "ANSI escape sequence: ESC[ \u2014 can manipulate terminal output when logs are tailed",
    pattern: /\x1b\[/
  }
];
var log_default = LOG_PATTERNS;

// node_modules/is-unsafe/src/contexts/sql-strict.js
var SQL_STRICT_EXTRA = [
  {
    id: "sql-line-comment",
    description: "SQL line comment: -- followed by whitespace or end of string",
    pattern: /--(?:\s|$)/
  },
  {
    id: "sql-stacked-query",
    description: "Stacked queries: semicolon immediately followed by a SQL keyword",
    pattern: /;\s{0,10}(?:SELECT|INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|EXEC)\b/i
  },
  {
    id: "sql-hex-encoding",
    description: "Hex-encoded string injection: 0x41414141 style (MySQL)",
    pattern: /\b0x[0-9a-f]{4,}/i
  }
];
var SQL_STRICT_PATTERNS = [...sql_default, ...SQL_STRICT_EXTRA];
var sql_strict_default = SQL_STRICT_PATTERNS;

// node_modules/is-unsafe/src/util/decode-entities.js
var NAMED = Object.freeze({
  colon: ":",
  Tab: "	",
  NewLine: "\n"
});
var ENTITY_RE = /&(?:#[xX]0*([0-9a-fA-F]{1,6});?|#0*([0-9]{1,7});?|([a-zA-Z][a-zA-Z0-9]{1,15});)/g;
function decodeEntities(input) {
  if (input.indexOf("&") === -1) return input;
  return input.replace(ENTITY_RE, (match, hex, dec, name) => {
    if (name !== void 0) {
      return Object.prototype.hasOwnProperty.call(NAMED, name) ? NAMED[name] : match;
    }
    const cp = hex !== void 0 ? parseInt(hex, 16) : parseInt(dec, 10);
    if (!Number.isFinite(cp) || cp > 1114111) return match;
    return String.fromCodePoint(cp);
  });
}

// node_modules/is-unsafe/src/index.js
html_default.label = "HTML";
xml_default.label = "XML";
svg_default.label = "SVG";
html_default.decodeEntities = true;
xml_default.decodeEntities = true;
svg_default.decodeEntities = true;
sql_default.label = "SQL";
sql_strict_default.label = "SQL-STRICT";
shell_default.label = "SHELL";
redos_default.label = "REDOS";
nosql_default.label = "NOSQL";
log_default.label = "LOG";
var VALID_CONTEXTS = Object.freeze({
  HTML: html_default,
  XML: xml_default,
  SVG: svg_default,
  SQL: sql_default,
  "SQL-STRICT": sql_strict_default,
  SHELL: shell_default,
  REDOS: redos_default,
  NOSQL: nosql_default,
  LOG: log_default
});
function assertString(value) {
  if (typeof value !== "string") {
    throw new TypeError(
      `is-unsafe: first argument must be a string, got ${typeof value}`
    );
  }
}
function assertContext(context) {
  if (context instanceof RegExp) return;
  if (Array.isArray(context)) {
    if (context.length === 0) {
      throw new TypeError("is-unsafe: context must not be an empty array");
    }
    if (Array.isArray(context[0])) {
      for (const list of context) {
        if (!Array.isArray(list) || list.length === 0) {
          throw new TypeError(
            "is-unsafe: each context in the array must be a non-empty pattern array (PatternList)"
          );
        }
      }
    }
    return;
  }
  throw new TypeError(
    `is-unsafe: second argument must be a PatternList (e.g. HTML), an array of PatternLists (e.g. [HTML, XML]), or a RegExp. Got: ${typeof context}`
  );
}
function normalise(context) {
  if (context instanceof RegExp) return { lists: null, regex: context };
  if (Array.isArray(context[0])) return { lists: context, regex: null };
  return { lists: [context], regex: null };
}
function decodedCopy(value, list) {
  if (!list.decodeEntities) return null;
  const decoded = decodeEntities(value);
  return decoded === value ? null : decoded;
}
function matchList(value, list) {
  const label2 = list.label ?? "CUSTOM";
  const decoded = decodedCopy(value, list);
  for (const rule of list) {
    if (rule.pattern.test(value) || decoded !== null && rule.pattern.test(decoded)) {
      return { context: label2, id: rule.id, description: rule.description, pattern: rule.pattern };
    }
  }
  return null;
}
function isUnsafe(value, context) {
  assertString(value);
  assertContext(context);
  const { lists, regex } = normalise(context);
  if (regex) return regex.test(value);
  for (const list of lists) {
    if (matchList(value, list) !== null) return true;
  }
  return false;
}

// node_modules/fast-xml-parser/src/xmlparser/OrderedObjParser.js
function extractRawAttributes(prefixedAttrs, options) {
  if (!prefixedAttrs) return {};
  const attrs = options.attributesGroupName ? prefixedAttrs[options.attributesGroupName] : prefixedAttrs;
  if (!attrs) return {};
  const rawAttrs = {};
  for (const key in attrs) {
    if (key.startsWith(options.attributeNamePrefix)) {
      const rawName = key.substring(options.attributeNamePrefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}
function extractNamespace(rawTagName) {
  if (!rawTagName || typeof rawTagName !== "string") return void 0;
  const colonIndex = rawTagName.indexOf(":");
  if (colonIndex !== -1 && colonIndex > 0) {
    const ns = rawTagName.substring(0, colonIndex);
    if (ns !== "xmlns") {
      return ns;
    }
  }
  return void 0;
}
var OrderedObjParser = class {
  constructor(options, externalEntities) {
    this.options = options;
    this.currentNode = null;
    this.tagsNodeStack = [];
    this.parseXml = parseXml;
    this.parseTextData = parseTextData;
    this.resolveNameSpace = resolveNameSpace;
    this.buildAttributesMap = buildAttributesMap;
    this.isItStopNode = isItStopNode;
    this.replaceEntitiesValue = replaceEntitiesValue;
    this.readStopNodeData = readStopNodeData;
    this.saveTextToParentTag = saveTextToParentTag;
    this.addChild = addChild;
    this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes);
    this.entityExpansionCount = 0;
    this.currentExpandedLength = 0;
    this.doctypefound = false;
    let namedEntities = { ...XML };
    if (this.options.entityDecoder) {
      this.entityDecoder = this.options.entityDecoder;
    } else {
      if (typeof this.options.htmlEntities === "object") namedEntities = this.options.htmlEntities;
      else if (this.options.htmlEntities === true) namedEntities = { ...COMMON_HTML, ...CURRENCY };
      this.entityDecoder = new EntityDecoder({
        namedEntities: { ...namedEntities, ...externalEntities },
        numericAllowed: this.options.htmlEntities,
        limit: {
          maxTotalExpansions: this.options.processEntities.maxTotalExpansions,
          maxExpandedLength: this.options.processEntities.maxExpandedLength,
          applyLimitsTo: this.options.processEntities.appliesTo
        },
        // onExternalEntity: (name, value) => isUnsafe(value) ? 'block' : 'allow',
        onInputEntity: (name, value) => (
          //TODO: VALID_CONTEXTS.HTML should be set only if this.options.htmlEntities
          isUnsafe(value, [html_default, xml_default]) ? ENTITY_ACTION.BLOCK : ENTITY_ACTION.ALLOW
        )
        //postCheck: resolved => resolved
      });
    }
    this.matcher = new Matcher();
    this.readonlyMatcher = this.matcher.readOnly();
    this.isCurrentNodeStopNode = false;
    this.stopNodeExpressionsSet = new ExpressionSet();
    const stopNodesOpts = this.options.stopNodes;
    if (stopNodesOpts && stopNodesOpts.length > 0) {
      for (let i = 0; i < stopNodesOpts.length; i++) {
        const stopNodeExp = stopNodesOpts[i];
        if (typeof stopNodeExp === "string") {
          this.stopNodeExpressionsSet.add(new Expression(stopNodeExp));
        } else if (stopNodeExp instanceof Expression) {
          this.stopNodeExpressionsSet.add(stopNodeExp);
        }
      }
      this.stopNodeExpressionsSet.seal();
    }
  }
};
function parseTextData(val, tagName, jPath, dontTrim, hasAttributes, isLeafNode, escapeEntities) {
  const options = this.options;
  if (val !== void 0) {
    if (options.trimValues && !dontTrim) {
      val = val.trim();
    }
    if (val.length > 0) {
      if (!escapeEntities) val = this.replaceEntitiesValue(val, tagName, jPath);
      const jPathOrMatcher = options.jPath ? jPath.toString() : jPath;
      const newval = options.tagValueProcessor(tagName, val, jPathOrMatcher, hasAttributes, isLeafNode);
      if (newval === null || newval === void 0) {
        return val;
      } else if (typeof newval !== typeof val || newval !== val) {
        return newval;
      } else if (options.trimValues) {
        return parseValue(val, options.parseTagValue, options.numberParseOptions);
      } else {
        const trimmedVal = val.trim();
        if (trimmedVal === val) {
          return parseValue(val, options.parseTagValue, options.numberParseOptions);
        } else {
          return val;
        }
      }
    }
  }
}
function resolveNameSpace(tagname) {
  if (this.options.removeNSPrefix) {
    const tags = tagname.split(":");
    const prefix = tagname.charAt(0) === "/" ? "/" : "";
    if (tags[0] === "xmlns") {
      return "";
    }
    if (tags.length === 2) {
      tagname = prefix + tags[1];
    }
  }
  return tagname;
}
var attrsRegx = /([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/gm;
function attrValue(match) {
  return match[3] !== void 0 ? match[3] : match[4];
}
function buildAttributesMap(attrStr, jPath, tagName, force = false) {
  const options = this.options;
  if (force === true || options.ignoreAttributes !== true && typeof attrStr === "string") {
    const matches = getAllMatches(attrStr, attrsRegx);
    const len = matches.length;
    const attrs = {};
    const processedVals = new Array(len);
    let hasRawAttrs = false;
    const rawAttrsForMatcher = {};
    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);
      const oldVal = attrValue(matches[i]);
      if (attrName.length && oldVal !== void 0) {
        let val = oldVal;
        if (options.trimValues) val = val.trim();
        val = this.replaceEntitiesValue(val, tagName, this.readonlyMatcher);
        processedVals[i] = val;
        rawAttrsForMatcher[attrName] = val;
        hasRawAttrs = true;
      }
    }
    if (hasRawAttrs && typeof jPath === "object" && jPath.updateCurrent) {
      jPath.updateCurrent(rawAttrsForMatcher);
    }
    const jPathStr = options.jPath ? jPath.toString() : this.readonlyMatcher;
    let hasAttrs = false;
    for (let i = 0; i < len; i++) {
      const attrName = this.resolveNameSpace(matches[i][1]);
      if (this.ignoreAttributesFn(attrName, jPathStr)) continue;
      let aName = options.attributeNamePrefix + attrName;
      if (attrName.length) {
        if (options.transformAttributeName) {
          aName = options.transformAttributeName(aName);
        }
        aName = sanitizeName(aName, options);
        if (attrValue(matches[i]) !== void 0) {
          const oldVal = processedVals[i];
          const newVal = options.attributeValueProcessor(attrName, oldVal, jPathStr);
          if (newVal === null || newVal === void 0) {
            attrs[aName] = oldVal;
          } else if (typeof newVal !== typeof oldVal || newVal !== oldVal) {
            attrs[aName] = newVal;
          } else {
            attrs[aName] = parseValue(oldVal, options.parseAttributeValue, options.numberParseOptions);
          }
          hasAttrs = true;
        } else if (options.allowBooleanAttributes) {
          attrs[aName] = true;
          hasAttrs = true;
        }
      }
    }
    if (!hasAttrs) return;
    if (options.attributesGroupName && !options.preserveOrder) {
      const attrCollection = {};
      attrCollection[options.attributesGroupName] = attrs;
      return attrCollection;
    }
    return attrs;
  }
}
var parseXml = function(xmlData) {
  const options = this.options;
  const crlfPositions = options.captureMetaData ? [] : void 0;
  xmlData = xmlData.replace(/\r\n?/g, options.captureMetaData ? (newline, index) => {
    if (newline.length === 2) {
      crlfPositions.push(index - crlfPositions.length);
    }
    return "\n";
  } : "\n");
  const xmlObj = new XmlNode("!xml");
  let currentNode = xmlObj;
  let textData = "";
  this.matcher.reset();
  this.entityDecoder.reset();
  this.entityExpansionCount = 0;
  this.currentExpandedLength = 0;
  this.doctypefound = false;
  const docTypeReader = new DocTypeReader(options.processEntities);
  const xmlLen = xmlData.length;
  for (let i = 0; i < xmlLen; i++) {
    const ch = xmlData[i];
    if (ch === "<") {
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {
        const closeIndex = findClosingIndex(xmlData, ">", i, "Closing Tag is not closed.");
        let tagName = xmlData.substring(i + 2, closeIndex).trim();
        if (options.removeNSPrefix) {
          const colonIndex = tagName.indexOf(":");
          if (colonIndex !== -1) {
            tagName = tagName.substr(colonIndex + 1);
          }
        }
        tagName = transformTagName(options.transformTagName, tagName, "", options).tagName;
        if (currentNode) {
          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        }
        const lastTagName = this.matcher.getCurrentTag();
        if (tagName && options.unpairedTagsSet.has(tagName)) {
          throw new Error(`Unpaired tag can not be used as closing tag: </${tagName}>`);
        }
        if (lastTagName && options.unpairedTagsSet.has(lastTagName)) {
          this.matcher.pop();
          this.tagsNodeStack.pop();
        }
        this.matcher.pop();
        this.isCurrentNodeStopNode = false;
        currentNode = this.tagsNodeStack.pop() || xmlObj;
        if (options.captureMetaData && currentNode) {
          currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
        }
        textData = "";
        i = closeIndex;
      } else if (c1 === 63) {
        let tagData = readTagExp(xmlData, i, false, "?>");
        if (!tagData) throw new Error("Pi Tag is not closed.");
        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        const attsMap = this.buildAttributesMap(tagData.tagExp, this.matcher, tagData.tagName, true);
        if (attsMap) {
          const ver = attsMap[this.options.attributeNamePrefix + "version"];
          this.entityDecoder.setXmlVersion(Number(ver) || 1);
          docTypeReader.setXmlVersion(Number(ver) || 1);
        }
        if (options.ignoreDeclaration && tagData.tagName === "?xml" || options.ignorePiTags) {
        } else {
          const childNode = new XmlNode(tagData.tagName);
          childNode.add(options.textNodeName, "");
          if (tagData.tagName !== tagData.tagExp && tagData.attrExpPresent && options.ignoreAttributes !== true) {
            childNode[":@"] = attsMap;
          }
          const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
          if (options.captureMetaData) {
            currentNode.addEndIndex(getOriginalIndex(tagData.closeIndex + 2, crlfPositions));
          }
        }
        i = tagData.closeIndex + 1;
      } else if (c1 === 33 && xmlData.charCodeAt(i + 2) === 45 && xmlData.charCodeAt(i + 3) === 45) {
        const endIndex = findClosingIndex(xmlData, "-->", i + 4, "Comment is not closed.");
        if (options.commentPropName) {
          const comment = xmlData.substring(i + 4, endIndex - 2);
          textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
          currentNode.add(options.commentPropName, [{ [options.textNodeName]: comment }]);
        }
        i = endIndex;
      } else if (c1 === 33 && xmlData.charCodeAt(i + 2) === 68) {
        if (this.doctypefound) throw new Error("Multiple DOCTYPE declarations found.");
        this.doctypefound = true;
        const result = docTypeReader.readDocType(xmlData, i);
        this.entityDecoder.addInputEntities(result.entities);
        i = result.i;
      } else if (c1 === 33 && xmlData.charCodeAt(i + 2) === 91) {
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "CDATA is not closed.") - 2;
        const tagExp = xmlData.substring(i + 9, closeIndex);
        textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher);
        let val = this.parseTextData(tagExp, currentNode.tagname, this.readonlyMatcher, true, false, true, true);
        if (val == void 0) val = "";
        if (options.cdataPropName) {
          currentNode.add(options.cdataPropName, [{ [options.textNodeName]: tagExp }]);
        } else {
          currentNode.add(options.textNodeName, val);
        }
        i = closeIndex + 2;
      } else {
        let result = readTagExp(xmlData, i, options.removeNSPrefix);
        if (!result) {
          const context = xmlData.substring(Math.max(0, i - 50), Math.min(xmlLen, i + 50));
          throw new Error(`readTagExp returned undefined at position ${i}. Context: "${context}"`);
        }
        let tagName = result.tagName;
        const rawTagName = result.rawTagName;
        let tagExp = result.tagExp;
        let attrExpPresent = result.attrExpPresent;
        let closeIndex = result.closeIndex;
        ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));
        if (options.strictReservedNames && (tagName === options.commentPropName || tagName === options.cdataPropName || tagName === options.textNodeName || tagName === options.attributesGroupName)) {
          throw new Error(`Invalid tag name: ${tagName}`);
        }
        if (currentNode && textData) {
          if (currentNode.tagname !== "!xml") {
            textData = this.saveTextToParentTag(textData, currentNode, this.readonlyMatcher, false);
          }
        }
        const lastTag = currentNode;
        if (lastTag && options.unpairedTagsSet.has(lastTag.tagname)) {
          currentNode = this.tagsNodeStack.pop();
          this.matcher.pop();
        }
        let isSelfClosing = false;
        if (tagExp.length > 0 && tagExp.lastIndexOf("/") === tagExp.length - 1) {
          isSelfClosing = true;
          if (tagName[tagName.length - 1] === "/") {
            tagName = tagName.substr(0, tagName.length - 1);
            tagExp = tagName;
          } else {
            tagExp = tagExp.substr(0, tagExp.length - 1);
          }
          attrExpPresent = tagName !== tagExp;
        }
        let prefixedAttrs = null;
        let rawAttrs = {};
        let namespace = void 0;
        namespace = extractNamespace(rawTagName);
        if (tagName !== xmlObj.tagname) {
          this.matcher.push(tagName, {}, namespace);
        }
        if (tagName !== tagExp && attrExpPresent) {
          prefixedAttrs = this.buildAttributesMap(tagExp, this.matcher, tagName);
          if (prefixedAttrs) {
            rawAttrs = extractRawAttributes(prefixedAttrs, options);
          }
        }
        if (tagName !== xmlObj.tagname) {
          this.isCurrentNodeStopNode = this.isItStopNode();
        }
        const startIndex = options.captureMetaData ? getOriginalIndex(i, crlfPositions) : i;
        if (this.isCurrentNodeStopNode) {
          let tagContent = "";
          if (isSelfClosing) {
            i = result.closeIndex;
          } else if (options.unpairedTagsSet.has(tagName)) {
            i = result.closeIndex;
          } else {
            const result2 = this.readStopNodeData(xmlData, rawTagName, closeIndex + 1);
            if (!result2) throw new Error(`Unexpected end of ${rawTagName}`);
            i = result2.i;
            tagContent = result2.tagContent;
          }
          const childNode = new XmlNode(tagName);
          if (prefixedAttrs) {
            childNode[":@"] = prefixedAttrs;
          }
          childNode.add(options.textNodeName, tagContent);
          this.matcher.pop();
          this.isCurrentNodeStopNode = false;
          this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
          if (options.captureMetaData) {
            currentNode.addEndIndex(getOriginalIndex(i + 1, crlfPositions));
          }
        } else {
          if (isSelfClosing) {
            ({ tagName, tagExp } = transformTagName(options.transformTagName, tagName, tagExp, options));
            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(closeIndex + 1, crlfPositions));
            }
            this.matcher.pop();
            this.isCurrentNodeStopNode = false;
          } else if (options.unpairedTagsSet.has(tagName)) {
            const childNode = new XmlNode(tagName);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
            if (options.captureMetaData) {
              currentNode.addEndIndex(getOriginalIndex(result.closeIndex + 1, crlfPositions));
            }
            this.matcher.pop();
            this.isCurrentNodeStopNode = false;
            i = result.closeIndex;
            continue;
          } else {
            const childNode = new XmlNode(tagName);
            if (this.tagsNodeStack.length > options.maxNestedTags) {
              throw new Error("Maximum nested tags exceeded");
            }
            this.tagsNodeStack.push(currentNode);
            if (prefixedAttrs) {
              childNode[":@"] = prefixedAttrs;
            }
            this.addChild(currentNode, childNode, this.readonlyMatcher, startIndex);
            currentNode = childNode;
          }
          textData = "";
          i = closeIndex;
        }
      }
    } else {
      textData += xmlData[i];
    }
  }
  return xmlObj.child;
};
function getOriginalIndex(index, crlfPositions) {
  let low = 0;
  let high = crlfPositions.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (crlfPositions[middle] < index) low = middle + 1;
    else high = middle;
  }
  return index + low;
}
function addChild(currentNode, childNode, matcher, startIndex) {
  if (!this.options.captureMetaData) startIndex = void 0;
  const jPathOrMatcher = this.options.jPath ? matcher.toString() : matcher;
  const result = this.options.updateTag(childNode.tagname, jPathOrMatcher, childNode[":@"]);
  if (result === false) {
  } else if (typeof result === "string") {
    childNode.tagname = result;
    currentNode.addChild(childNode, startIndex);
  } else {
    currentNode.addChild(childNode, startIndex);
  }
}
function replaceEntitiesValue(val, tagName, jPath) {
  const entityConfig = this.options.processEntities;
  if (!entityConfig || !entityConfig.enabled) {
    return val;
  }
  if (entityConfig.allowedTags) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    const allowed = Array.isArray(entityConfig.allowedTags) ? entityConfig.allowedTags.includes(tagName) : entityConfig.allowedTags(tagName, jPathOrMatcher);
    if (!allowed) {
      return val;
    }
  }
  if (entityConfig.tagFilter) {
    const jPathOrMatcher = this.options.jPath ? jPath.toString() : jPath;
    if (!entityConfig.tagFilter(tagName, jPathOrMatcher)) {
      return val;
    }
  }
  return this.entityDecoder.decode(val);
}
function saveTextToParentTag(textData, parentNode, matcher, isLeafNode) {
  if (textData) {
    if (isLeafNode === void 0) isLeafNode = parentNode.child.length === 0;
    textData = this.parseTextData(
      textData,
      parentNode.tagname,
      matcher,
      false,
      parentNode[":@"] ? Object.keys(parentNode[":@"]).length !== 0 : false,
      isLeafNode
    );
    if (textData !== void 0 && textData !== "")
      parentNode.add(this.options.textNodeName, textData);
    textData = "";
  }
  return textData;
}
function isItStopNode() {
  if (this.stopNodeExpressionsSet.size === 0) return false;
  return this.matcher.matchesAny(this.stopNodeExpressionsSet);
}
function tagExpWithClosingIndex(xmlData, i, closingChar = ">") {
  const len = xmlData.length;
  const closeCode0 = closingChar.charCodeAt(0);
  const closeCode1 = closingChar.length > 1 ? closingChar.charCodeAt(1) : -1;
  let result = "";
  let segmentStart = i;
  for (let index = i; index < len; index++) {
    const code2 = xmlData.charCodeAt(index);
    if (code2 === 34 || code2 === 39) {
      index = xmlData.indexOf(xmlData[index], index + 1);
      if (index === -1) return;
    } else if (code2 === closeCode0) {
      if (closeCode1 !== -1) {
        if (xmlData.charCodeAt(index + 1) === closeCode1) {
          result += xmlData.substring(segmentStart, index);
          return { data: result, index };
        }
      } else {
        result += xmlData.substring(segmentStart, index);
        return { data: result, index };
      }
    } else if (code2 === 9) {
      result += xmlData.substring(segmentStart, index) + " ";
      segmentStart = index + 1;
    }
  }
}
function findClosingIndex(xmlData, str2, i, errMsg) {
  const closingIndex = xmlData.indexOf(str2, i);
  if (closingIndex === -1) {
    throw new Error(errMsg);
  } else {
    return closingIndex + str2.length - 1;
  }
}
function findClosingChar(xmlData, char, i, errMsg) {
  const closingIndex = xmlData.indexOf(char, i);
  if (closingIndex === -1) throw new Error(errMsg);
  return closingIndex;
}
function readTagExp(xmlData, i, removeNSPrefix, closingChar = ">") {
  const result = tagExpWithClosingIndex(xmlData, i + 1, closingChar);
  if (!result) return;
  let tagExp = result.data;
  const closeIndex = result.index;
  const separatorIndex = tagExp.search(/\s/);
  let tagName = tagExp;
  let attrExpPresent = true;
  if (separatorIndex !== -1) {
    tagName = tagExp.substring(0, separatorIndex);
    tagExp = tagExp.substring(separatorIndex + 1).trimStart();
  }
  const rawTagName = tagName;
  if (removeNSPrefix) {
    const colonIndex = tagName.indexOf(":");
    if (colonIndex !== -1) {
      tagName = tagName.substr(colonIndex + 1);
      attrExpPresent = tagName !== result.data.substr(colonIndex + 1);
    }
  }
  return {
    tagName,
    tagExp,
    closeIndex,
    attrExpPresent,
    rawTagName
  };
}
function readStopNodeData(xmlData, tagName, i) {
  const startIndex = i;
  let openTagCount = 1;
  let lenient = false;
  let nextGt = -1;
  const xmllen = xmlData.length;
  for (; i < xmllen; i++) {
    if (xmlData[i] === "<") {
      const c1 = xmlData.charCodeAt(i + 1);
      if (c1 === 47) {
        const closeIndex = findClosingChar(xmlData, ">", i, `${tagName} is not closed`);
        let closeTagName = xmlData.substring(i + 2, closeIndex).trim();
        if (closeTagName === tagName) {
          openTagCount--;
          if (openTagCount === 0) {
            return {
              tagContent: xmlData.substring(startIndex, i),
              i: closeIndex
            };
          }
        }
        i = closeIndex;
      } else if (c1 === 63) {
        const closeIndex = findClosingIndex(xmlData, "?>", i + 1, "StopNode is not closed.");
        i = closeIndex;
      } else if (c1 === 33 && xmlData.charCodeAt(i + 2) === 45 && xmlData.charCodeAt(i + 3) === 45) {
        const closeIndex = findClosingIndex(xmlData, "-->", i + 3, "StopNode is not closed.");
        i = closeIndex;
      } else if (c1 === 33 && xmlData.charCodeAt(i + 2) === 91) {
        const closeIndex = findClosingIndex(xmlData, "]]>", i, "StopNode is not closed.") - 2;
        i = closeIndex;
      } else {
        const tagData = lenient ? void 0 : readTagExp(xmlData, i, false);
        if (tagData) {
          const openTagName = tagData.tagName;
          if (openTagName === tagName && tagData.tagExp[tagData.tagExp.length - 1] !== "/") {
            openTagCount++;
          }
          i = tagData.closeIndex;
        } else {
          lenient = true;
          if (nextGt < i) {
            nextGt = xmlData.indexOf(">", i);
            if (nextGt === -1) return;
          }
          const nextLt = xmlData.indexOf("<", i + 1);
          if (nextLt === -1 || nextLt > nextGt) {
            const exp = xmlData.substring(i + 1, nextGt);
            const sep13 = exp.search(/\s/);
            const name = sep13 === -1 ? exp : exp.substring(0, sep13);
            if (name === tagName && exp[exp.length - 1] !== "/") openTagCount++;
            i = nextGt;
          }
        }
      }
    }
  }
}
function parseValue(val, shouldParse, options) {
  if (shouldParse && typeof val === "string") {
    const newval = val.trim();
    if (newval === "true") return true;
    else if (newval === "false") return false;
    else return toNumber(val, options);
  } else {
    if (isExist(val)) {
      return val;
    } else {
      return "";
    }
  }
}
function transformTagName(fn, tagName, tagExp, options) {
  if (fn) {
    const newTagName = fn(tagName);
    if (tagExp === tagName) {
      tagExp = newTagName;
    }
    tagName = newTagName;
  }
  tagName = sanitizeName(tagName, options);
  return { tagName, tagExp };
}
function sanitizeName(name, options) {
  if (criticalProperties.includes(name)) {
    throw new Error(`[SECURITY] Invalid name: "${name}" is a reserved JavaScript keyword that could cause prototype pollution`);
  } else if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
    return options.onDangerousProperty(name);
  }
  return name;
}

// node_modules/fast-xml-parser/src/xmlparser/node2json.js
var METADATA_SYMBOL2 = XmlNode.getMetaDataSymbol();
function stripAttributePrefix(attrs, prefix) {
  if (!attrs || typeof attrs !== "object") return {};
  if (!prefix) return attrs;
  const rawAttrs = {};
  for (const key in attrs) {
    if (key.startsWith(prefix)) {
      const rawName = key.substring(prefix.length);
      rawAttrs[rawName] = attrs[key];
    } else {
      rawAttrs[key] = attrs[key];
    }
  }
  return rawAttrs;
}
function prettify(node, options, matcher, readonlyMatcher) {
  return compress(node, options, matcher, readonlyMatcher);
}
function compress(arr, options, matcher, readonlyMatcher) {
  let text3;
  const compressedObj = {};
  for (let i = 0; i < arr.length; i++) {
    const tagObj = arr[i];
    const property = propName(tagObj);
    if (property !== void 0 && property !== options.textNodeName) {
      const rawAttrs = stripAttributePrefix(
        tagObj[":@"] || {},
        options.attributeNamePrefix
      );
      matcher.push(property, rawAttrs);
    }
    if (property === options.textNodeName) {
      if (text3 === void 0) text3 = tagObj[property];
      else text3 += "" + tagObj[property];
    } else if (property === void 0) {
      continue;
    } else if (tagObj[property]) {
      let val = compress(tagObj[property], options, matcher, readonlyMatcher);
      const isLeaf = isLeafTag(val, options);
      if (Object.keys(val).length === 0 && options.alwaysCreateTextNode) {
        val[options.textNodeName] = "";
      }
      if (tagObj[":@"]) {
        assignAttributes(val, tagObj[":@"], readonlyMatcher, options);
      } else if (Object.keys(val).length === 1 && val[options.textNodeName] !== void 0 && !options.alwaysCreateTextNode) {
        val = val[options.textNodeName];
      } else if (Object.keys(val).length === 0) {
        if (options.alwaysCreateTextNode) val[options.textNodeName] = "";
        else val = "";
      }
      if (tagObj[METADATA_SYMBOL2] !== void 0 && typeof val === "object" && val !== null) {
        val[METADATA_SYMBOL2] = tagObj[METADATA_SYMBOL2];
      }
      if (compressedObj[property] !== void 0 && Object.prototype.hasOwnProperty.call(compressedObj, property)) {
        if (!Array.isArray(compressedObj[property])) {
          compressedObj[property] = [compressedObj[property]];
        }
        compressedObj[property].push(val);
      } else {
        const jPathOrMatcher = options.jPath ? readonlyMatcher.toString() : readonlyMatcher;
        if (options.isArray(property, jPathOrMatcher, isLeaf)) {
          compressedObj[property] = [val];
        } else {
          compressedObj[property] = val;
        }
      }
      if (property !== void 0 && property !== options.textNodeName) {
        matcher.pop();
      }
    }
  }
  if (typeof text3 === "string") {
    if (text3.length > 0) compressedObj[options.textNodeName] = text3;
  } else if (text3 !== void 0) compressedObj[options.textNodeName] = text3;
  return compressedObj;
}
function propName(obj) {
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key !== ":@") return key;
  }
}
function assignAttributes(obj, attrMap, readonlyMatcher, options) {
  if (attrMap) {
    const keys = Object.keys(attrMap);
    const len = keys.length;
    for (let i = 0; i < len; i++) {
      const atrrName = keys[i];
      const rawAttrName = atrrName.startsWith(options.attributeNamePrefix) ? atrrName.substring(options.attributeNamePrefix.length) : atrrName;
      const jPathOrMatcher = options.jPath ? readonlyMatcher.toString() + "." + rawAttrName : readonlyMatcher;
      if (options.isArray(atrrName, jPathOrMatcher, true, true)) {
        obj[atrrName] = [attrMap[atrrName]];
      } else {
        obj[atrrName] = attrMap[atrrName];
      }
    }
  }
}
function isLeafTag(obj, options) {
  const { textNodeName } = options;
  const propCount = Object.keys(obj).length;
  if (propCount === 0) {
    return true;
  }
  if (propCount === 1 && (obj[textNodeName] || typeof obj[textNodeName] === "boolean" || obj[textNodeName] === 0)) {
    return true;
  }
  return false;
}

// node_modules/fast-xml-parser/src/xmlparser/XMLParser.js
var XMLParser = class {
  constructor(options) {
    this.externalEntities = {};
    this.options = buildOptions(options);
  }
  /**
   * Parse XML dats to JS object 
   * @param {string|Uint8Array} xmlData 
   * @param {boolean|Object} validationOption 
   */
  parse(xmlData, validationOption) {
    if (typeof xmlData !== "string" && xmlData.toString) {
      if (xmlData instanceof Uint8Array && !(typeof Buffer !== "undefined" && Buffer.isBuffer(xmlData))) {
        xmlData = new TextDecoder("utf-8", { ignoreBOM: true }).decode(xmlData);
      } else {
        xmlData = xmlData.toString();
      }
    } else if (typeof xmlData !== "string") {
      throw new Error("XML data is accepted in String or Bytes[] form.");
    }
    if (validationOption) {
      if (validationOption === true) validationOption = {};
      const result = validate(xmlData, validationOption);
      if (result !== true) {
        throw Error(`${result.err.msg}:${result.err.line}:${result.err.col}`);
      }
    }
    const orderedObjParser = new OrderedObjParser(this.options, this.externalEntities);
    const orderedResult = orderedObjParser.parseXml(xmlData);
    if (this.options.preserveOrder || orderedResult === void 0) return orderedResult;
    else return prettify(orderedResult, this.options, orderedObjParser.matcher, orderedObjParser.readonlyMatcher);
  }
  /**
   * Add Entity which is not by default supported by this library
   * @param {string} key 
   * @param {string} value 
   */
  addEntity(key, value) {
    if (value.indexOf("&") !== -1) {
      throw new Error("Entity value can't have '&'");
    } else if (key.indexOf("&") !== -1 || key.indexOf(";") !== -1) {
      throw new Error("An entity must be set without '&' and ';'. Eg. use '#xD' for '&#xD;'");
    } else if (value === "&") {
      throw new Error("An entity with value '&' is not permitted");
    } else {
      this.externalEntities[key] = value;
    }
  }
  /**
   * Returns a Symbol that can be used to access the metadata
   * property on a node.
   * 
   * If Symbol is not available in the environment, an ordinary property is used
   * and the name of the property is here returned.
   * 
   * The XMLMetaData property is only present when `captureMetaData`
   * is true in the options.
   */
  static getMetaDataSymbol() {
    return XmlNode.getMetaDataSymbol();
  }
};

// node_modules/fast-xml-builder/src/util.js
function valToStr(val) {
  return typeof val === "number" && Object.is(val, -0) ? "-0" : String(val);
}
function safeComment(val) {
  return valToStr(val).replace(/--/g, "- -").replace(/--/g, "- -").replace(/-$/, "- ");
}
function safeCdata(val) {
  return valToStr(val).replace(/\]\]>/g, "]]]]><![CDATA[>");
}
function escapeAttribute(val) {
  return valToStr(val).replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
function resolveName(name, isAttribute2, options, matcher, validator) {
  if (!options.sanitizeName) return name;
  const isPI = !isAttribute2 && name[0] === "?";
  const bare = isPI ? name.slice(1) : name;
  if (validator(bare)) return name;
  const result = options.sanitizeName(bare, { isAttribute: isAttribute2, matcher: matcher.readOnly() });
  if (typeof result !== "string" || !validator(result)) {
    throw new Error(`sanitizeName returned an invalid XML name for "${bare}"`);
  }
  return isPI ? "?" + result : result;
}

// node_modules/fast-xml-builder/src/orderedJs2Xml.js
var EOL = "\n";
function detectXmlVersionFromArray(jArray, options) {
  if (!Array.isArray(jArray) || jArray.length === 0) return "1.0";
  const first = jArray[0];
  const firstKey = propName2(first);
  if (firstKey === "?xml") {
    const attrs = first[":@"];
    if (attrs) {
      const versionKey = options.attributeNamePrefix + "version";
      if (attrs[versionKey]) return attrs[versionKey];
    }
  }
  return "1.0";
}
function toXml(jArray, options) {
  let indentation = "";
  if (options.format) {
    indentation = EOL;
  }
  const stopNodeExpressions = [];
  if (options.stopNodes && Array.isArray(options.stopNodes)) {
    for (let i = 0; i < options.stopNodes.length; i++) {
      const node = options.stopNodes[i];
      if (typeof node === "string") {
        stopNodeExpressions.push(new Expression(node));
      } else if (node instanceof Expression) {
        stopNodeExpressions.push(node);
      }
    }
  }
  const xmlVersion = detectXmlVersionFromArray(jArray, options);
  const qNameValidator = createValidator("qName", { xmlVersion });
  const matcher = new Matcher();
  return arrToStr(jArray, options, indentation, matcher, stopNodeExpressions, qNameValidator);
}
function arrToStr(arr, options, indentation, matcher, stopNodeExpressions, qNameValidator) {
  let xmlStr = "";
  let isPreviousElementTag = false;
  if (options.maxNestedTags && matcher.getDepth() > options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  if (!Array.isArray(arr)) {
    if (arr !== void 0 && arr !== null) {
      let text3 = valToStr(arr);
      text3 = replaceEntitiesValue2(text3, options);
      return text3;
    }
    return "";
  }
  for (let i = 0; i < arr.length; i++) {
    const tagObj = arr[i];
    const rawTagName = propName2(tagObj);
    if (rawTagName === void 0) continue;
    const isSpecialName = rawTagName === options.textNodeName || rawTagName === options.cdataPropName || rawTagName === options.commentPropName;
    const tagName = isSpecialName ? rawTagName : resolveName(rawTagName, false, options, matcher, qNameValidator);
    const attrValues = extractAttributeValues(tagObj[":@"], options);
    matcher.push(tagName, attrValues);
    const isStopNode = checkStopNode(matcher, stopNodeExpressions);
    if (tagName === options.textNodeName) {
      let tagText = tagObj[rawTagName];
      if (!isStopNode) {
        tagText = options.tagValueProcessor(tagName, tagText);
        tagText = replaceEntitiesValue2(tagText, options);
      }
      tagText = valToStr(tagText);
      if (isPreviousElementTag) {
        xmlStr += indentation;
      }
      xmlStr += tagText;
      isPreviousElementTag = false;
      matcher.pop();
      continue;
    } else if (tagName === options.cdataPropName) {
      if (isPreviousElementTag) {
        xmlStr += indentation;
      }
      const val = tagObj[rawTagName][0][options.textNodeName];
      const safeVal = safeCdata(val);
      xmlStr += `<![CDATA[${safeVal}]]>`;
      isPreviousElementTag = false;
      matcher.pop();
      continue;
    } else if (tagName === options.commentPropName) {
      const val = tagObj[rawTagName][0][options.textNodeName];
      const safeVal = safeComment(val);
      xmlStr += indentation + `<!--${safeVal}-->`;
      isPreviousElementTag = true;
      matcher.pop();
      continue;
    } else if (tagName[0] === "?") {
      const attStr2 = attr_to_str(tagObj[":@"], options, isStopNode, matcher, qNameValidator);
      const tempInd = tagName === "?xml" ? "" : indentation;
      xmlStr += tempInd + `<${tagName}${attStr2}?>`;
      isPreviousElementTag = true;
      matcher.pop();
      continue;
    }
    let newIdentation = indentation;
    if (newIdentation !== "") {
      newIdentation += options.indentBy;
    }
    const attStr = attr_to_str(tagObj[":@"], options, isStopNode, matcher, qNameValidator);
    const tagStart = indentation + `<${tagName}${attStr}`;
    let tagValue;
    if (isStopNode) {
      tagValue = getRawContent(tagObj[rawTagName], options, matcher.getDepth());
    } else {
      tagValue = arrToStr(tagObj[rawTagName], options, newIdentation, matcher, stopNodeExpressions, qNameValidator);
    }
    if (options.unpairedTags.indexOf(tagName) !== -1) {
      if (options.suppressUnpairedNode) xmlStr += tagStart + ">";
      else xmlStr += tagStart + "/>";
    } else if ((!tagValue || tagValue.length === 0) && options.suppressEmptyNode) {
      xmlStr += tagStart + "/>";
    } else if (tagValue && tagValue.endsWith(">")) {
      xmlStr += tagStart + `>${tagValue}${indentation}</${tagName}>`;
    } else {
      xmlStr += tagStart + ">";
      if (tagValue && indentation !== "" && (tagValue.includes("/>") || tagValue.includes("</"))) {
        xmlStr += indentation + options.indentBy + tagValue + indentation;
      } else {
        xmlStr += tagValue;
      }
      xmlStr += `</${tagName}>`;
    }
    isPreviousElementTag = true;
    matcher.pop();
  }
  return xmlStr;
}
function extractAttributeValues(attrMap, options) {
  if (!attrMap || options.ignoreAttributes) return null;
  const attrValues = {};
  let hasAttrs = false;
  for (let attr in attrMap) {
    if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
    const cleanAttrName = attr.startsWith(options.attributeNamePrefix) ? attr.substr(options.attributeNamePrefix.length) : attr;
    attrValues[cleanAttrName] = escapeAttribute(attrMap[attr]);
    hasAttrs = true;
  }
  return hasAttrs ? attrValues : null;
}
function getRawContent(arr, options, depth = 0) {
  if (options.maxNestedTags && depth > options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  if (!Array.isArray(arr)) {
    if (arr !== void 0 && arr !== null) {
      return valToStr(arr);
    }
    return "";
  }
  let content = "";
  for (let i = 0; i < arr.length; i++) {
    const item = arr[i];
    const tagName = propName2(item);
    if (tagName === options.textNodeName) {
      content += valToStr(item[tagName]);
    } else if (tagName === options.cdataPropName) {
      content += item[tagName][0][options.textNodeName];
    } else if (tagName === options.commentPropName) {
      content += item[tagName][0][options.textNodeName];
    } else if (tagName && tagName[0] === "?") {
      continue;
    } else if (tagName) {
      const attStr = attr_to_str_raw(item[":@"], options);
      const nestedContent = getRawContent(item[tagName], options, depth + 1);
      if (!nestedContent || nestedContent.length === 0) {
        content += `<${tagName}${attStr}/>`;
      } else {
        content += `<${tagName}${attStr}>${nestedContent}</${tagName}>`;
      }
    }
  }
  return content;
}
function attr_to_str_raw(attrMap, options) {
  let attrStr = "";
  if (attrMap && !options.ignoreAttributes) {
    for (let attr in attrMap) {
      if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
      let attrVal = attrMap[attr];
      if (attrVal === true && options.suppressBooleanAttributes) {
        attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}`;
      } else {
        attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}="${escapeAttribute(attrVal)}"`;
      }
    }
  }
  return attrStr;
}
function propName2(obj) {
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
    if (key !== ":@") return key;
  }
}
function attr_to_str(attrMap, options, isStopNode, matcher, qNameValidator) {
  let attrStr = "";
  if (attrMap && !options.ignoreAttributes) {
    for (let attr in attrMap) {
      if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
      const cleanAttrName = attr.substr(options.attributeNamePrefix.length);
      const resolvedAttrName = isStopNode ? cleanAttrName : resolveName(cleanAttrName, true, options, matcher, qNameValidator);
      let attrVal;
      if (isStopNode) {
        attrVal = attrMap[attr];
      } else {
        attrVal = options.attributeValueProcessor(attr, attrMap[attr]);
        attrVal = replaceEntitiesValue2(attrVal, options);
      }
      if (attrVal === true && options.suppressBooleanAttributes) {
        attrStr += ` ${resolvedAttrName}`;
      } else {
        attrStr += ` ${resolvedAttrName}="${escapeAttribute(attrVal)}"`;
      }
    }
  }
  return attrStr;
}
function checkStopNode(matcher, stopNodeExpressions) {
  if (!stopNodeExpressions || stopNodeExpressions.length === 0) return false;
  for (let i = 0; i < stopNodeExpressions.length; i++) {
    if (matcher.matches(stopNodeExpressions[i])) {
      return true;
    }
  }
  return false;
}
function replaceEntitiesValue2(textValue, options) {
  if (textValue && textValue.length > 0 && options.processEntities) {
    for (let i = 0; i < options.entities.length; i++) {
      const entity = options.entities[i];
      textValue = textValue.replace(entity.regex, entity.val);
    }
  }
  return textValue;
}

// node_modules/fast-xml-builder/src/ignoreAttributes.js
function getIgnoreAttributesFn2(ignoreAttributes) {
  if (typeof ignoreAttributes === "function") {
    return ignoreAttributes;
  }
  if (Array.isArray(ignoreAttributes)) {
    return (attrName) => {
      for (const pattern of ignoreAttributes) {
        if (typeof pattern === "string" && attrName === pattern) {
          return true;
        }
        if (pattern instanceof RegExp && pattern.test(attrName)) {
          return true;
        }
      }
    };
  }
  return () => false;
}

// node_modules/fast-xml-builder/src/fxb.js
var defaultOptions3 = {
  attributeNamePrefix: "@_",
  attributesGroupName: false,
  textNodeName: "#text",
  ignoreAttributes: true,
  cdataPropName: false,
  format: false,
  indentBy: "  ",
  suppressEmptyNode: false,
  suppressUnpairedNode: true,
  suppressBooleanAttributes: true,
  tagValueProcessor: function(key, a) {
    return a;
  },
  attributeValueProcessor: function(attrName, a) {
    return a;
  },
  preserveOrder: false,
  commentPropName: false,
  unpairedTags: [],
  entities: [
    { regex: new RegExp("&", "g"), val: "&amp;" },
    //it must be on top
    { regex: new RegExp(">", "g"), val: "&gt;" },
    { regex: new RegExp("<", "g"), val: "&lt;" },
    { regex: new RegExp("'", "g"), val: "&apos;" },
    { regex: new RegExp('"', "g"), val: "&quot;" }
  ],
  processEntities: true,
  stopNodes: [],
  // transformTagName: false,
  // transformAttributeName: false,
  oneListGroup: false,
  maxNestedTags: 100,
  jPath: true,
  // When true, callbacks receive string jPath; when false, receive Matcher instance
  sanitizeName: false
  // false = allow all names as-is (default, backward-compatible).
  // Set to a function (name, { isAttribute, matcher }) => string to
  // validate/sanitize tag and attribute names. Throw inside the function
  // to reject an invalid name.
};
function Builder(options) {
  this.options = Object.assign({}, defaultOptions3, options);
  if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
    this.options.stopNodes = this.options.stopNodes.map((node) => {
      if (typeof node === "string" && node.startsWith("*.")) {
        return ".." + node.substring(2);
      }
      return node;
    });
  }
  this.stopNodeExpressions = [];
  if (this.options.stopNodes && Array.isArray(this.options.stopNodes)) {
    for (let i = 0; i < this.options.stopNodes.length; i++) {
      const node = this.options.stopNodes[i];
      if (typeof node === "string") {
        this.stopNodeExpressions.push(new Expression(node));
      } else if (node instanceof Expression) {
        this.stopNodeExpressions.push(node);
      }
    }
  }
  if (this.options.ignoreAttributes === true || this.options.attributesGroupName) {
    this.isAttribute = function() {
      return false;
    };
  } else {
    this.ignoreAttributesFn = getIgnoreAttributesFn2(this.options.ignoreAttributes);
    this.attrPrefixLen = this.options.attributeNamePrefix.length;
    this.isAttribute = isAttribute;
  }
  this.processTextOrObjNode = processTextOrObjNode;
  if (this.options.format) {
    this.indentate = indentate;
    this.tagEndChar = ">\n";
    this.newLine = "\n";
  } else {
    this.indentate = function() {
      return "";
    };
    this.tagEndChar = ">";
    this.newLine = "";
  }
}
function detectXmlVersionFromObj(jObj, options) {
  const decl = jObj["?xml"];
  if (decl && typeof decl === "object") {
    if (options.attributesGroupName && decl[options.attributesGroupName]) {
      const v2 = decl[options.attributesGroupName][options.attributeNamePrefix + "version"];
      if (v2) return v2;
    }
    const v = decl[options.attributeNamePrefix + "version"];
    if (v) return v;
  }
  return "1.0";
}
Builder.prototype.build = function(jObj) {
  if (this.options.preserveOrder) {
    return toXml(jObj, this.options);
  } else {
    if (Array.isArray(jObj) && this.options.arrayNodeName && this.options.arrayNodeName.length > 1) {
      jObj = {
        [this.options.arrayNodeName]: jObj
      };
    }
    const matcher = new Matcher();
    const xmlVersion = detectXmlVersionFromObj(jObj, this.options);
    const qNameValidator = createValidator("qName", { xmlVersion });
    return this.j2x(jObj, 0, matcher, qNameValidator).val;
  }
};
Builder.prototype.j2x = function(jObj, level, matcher, qNameValidator) {
  let attrStr = "";
  let val = "";
  if (this.options.maxNestedTags && matcher.getDepth() >= this.options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  const jPath = this.options.jPath ? matcher.toString() : matcher;
  const isCurrentStopNode = this.checkStopNode(matcher);
  for (let key in jObj) {
    if (!Object.prototype.hasOwnProperty.call(jObj, key)) continue;
    const isSpecialKey = key === this.options.textNodeName || key === this.options.cdataPropName || key === this.options.commentPropName || this.options.attributesGroupName && key === this.options.attributesGroupName || this.isAttribute(key);
    const resolvedKey = isSpecialKey ? key : resolveName(key, false, this.options, matcher, qNameValidator);
    if (typeof jObj[key] === "undefined") {
      if (this.isAttribute(key)) {
        val += "";
      }
    } else if (jObj[key] === null) {
      if (this.isAttribute(key)) {
        val += "";
      } else if (resolvedKey === this.options.cdataPropName || resolvedKey === this.options.commentPropName) {
        val += "";
      } else if (resolvedKey[0] === "?") {
        val += this.indentate(level) + "<" + resolvedKey + "?" + this.tagEndChar;
      } else {
        val += this.indentate(level) + "<" + resolvedKey + "/" + this.tagEndChar;
      }
    } else if (jObj[key] instanceof Date) {
      val += this.buildTextValNode(jObj[key], resolvedKey, "", level, matcher);
    } else if (typeof jObj[key] !== "object") {
      const attr = this.isAttribute(key);
      if (attr && !this.ignoreAttributesFn(attr, jPath)) {
        const resolvedAttr = resolveName(attr, true, this.options, matcher, qNameValidator);
        attrStr += this.buildAttrPairStr(resolvedAttr, valToStr(jObj[key]), isCurrentStopNode);
      } else if (!attr) {
        if (key === this.options.textNodeName) {
          let newval = this.options.tagValueProcessor(key, valToStr(jObj[key]));
          val += this.replaceEntitiesValue(newval);
        } else {
          matcher.push(resolvedKey);
          const isStopNode = this.checkStopNode(matcher);
          matcher.pop();
          if (isStopNode) {
            const textValue = valToStr(jObj[key]);
            if (textValue === "") {
              val += this.indentate(level) + "<" + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
            } else {
              val += this.indentate(level) + "<" + resolvedKey + ">" + textValue + "</" + resolvedKey + this.tagEndChar;
            }
          } else {
            val += this.buildTextValNode(jObj[key], resolvedKey, "", level, matcher);
          }
        }
      }
    } else if (Array.isArray(jObj[key])) {
      const arrLen = jObj[key].length;
      let listTagVal = "";
      let listTagAttr = "";
      for (let j = 0; j < arrLen; j++) {
        const item = jObj[key][j];
        if (typeof item === "undefined") {
        } else if (item === null) {
          if (resolvedKey[0] === "?") val += this.indentate(level) + "<" + resolvedKey + "?" + this.tagEndChar;
          else val += this.indentate(level) + "<" + resolvedKey + "/" + this.tagEndChar;
        } else if (typeof item === "object") {
          if (this.options.oneListGroup) {
            matcher.push(resolvedKey);
            const result = this.j2x(item, level + 1, matcher, qNameValidator);
            matcher.pop();
            listTagVal += result.val;
            if (this.options.attributesGroupName && item.hasOwnProperty(this.options.attributesGroupName)) {
              listTagAttr += result.attrStr;
            }
          } else {
            listTagVal += this.processTextOrObjNode(item, resolvedKey, level, matcher, qNameValidator);
          }
        } else {
          if (this.options.oneListGroup) {
            let textValue = this.options.tagValueProcessor(resolvedKey, item);
            textValue = this.replaceEntitiesValue(textValue);
            textValue = valToStr(textValue);
            listTagVal += textValue;
          } else {
            matcher.push(resolvedKey);
            const isStopNode = this.checkStopNode(matcher);
            matcher.pop();
            if (isStopNode) {
              const textValue = valToStr(item);
              if (textValue === "") {
                listTagVal += this.indentate(level) + "<" + resolvedKey + this.closeTag(resolvedKey) + this.tagEndChar;
              } else {
                listTagVal += this.indentate(level) + "<" + resolvedKey + ">" + textValue + "</" + resolvedKey + this.tagEndChar;
              }
            } else {
              listTagVal += this.buildTextValNode(item, resolvedKey, "", level, matcher);
            }
          }
        }
      }
      if (this.options.oneListGroup) {
        listTagVal = this.buildObjectNode(listTagVal, resolvedKey, listTagAttr, level);
      }
      val += listTagVal;
    } else {
      if (this.options.attributesGroupName && key === this.options.attributesGroupName) {
        const Ks = Object.keys(jObj[key]);
        const L = Ks.length;
        for (let j = 0; j < L; j++) {
          const resolvedAttr = resolveName(Ks[j], true, this.options, matcher, qNameValidator);
          attrStr += this.buildAttrPairStr(resolvedAttr, valToStr(jObj[key][Ks[j]]), isCurrentStopNode);
        }
      } else {
        val += this.processTextOrObjNode(jObj[key], resolvedKey, level, matcher, qNameValidator);
      }
    }
  }
  return { attrStr, val };
};
Builder.prototype.buildAttrPairStr = function(attrName, val, isStopNode) {
  if (!isStopNode) {
    val = this.options.attributeValueProcessor(attrName, valToStr(val));
    val = this.replaceEntitiesValue(val);
  }
  if (this.options.suppressBooleanAttributes && val === "true") {
    return " " + attrName;
  } else return " " + attrName + '="' + escapeAttribute(val) + '"';
};
function processTextOrObjNode(object2, key, level, matcher, qNameValidator) {
  const attrValues = this.extractAttributes(object2);
  matcher.push(key, attrValues);
  const isStopNode = this.checkStopNode(matcher);
  if (isStopNode) {
    const rawContent = this.buildRawContent(object2, matcher.getDepth());
    const attrStr = this.buildAttributesForStopNode(object2);
    matcher.pop();
    return this.buildObjectNode(rawContent, key, attrStr, level);
  }
  const result = this.j2x(object2, level + 1, matcher, qNameValidator);
  matcher.pop();
  if (key[0] === "?") {
    return this.buildTextValNode("", key, result.attrStr, level, matcher);
  } else if (object2[this.options.textNodeName] !== void 0 && Object.keys(object2).length === 1) {
    return this.buildTextValNode(object2[this.options.textNodeName], key, result.attrStr, level, matcher);
  } else {
    return this.buildObjectNode(result.val, key, result.attrStr, level);
  }
}
Builder.prototype.extractAttributes = function(obj) {
  if (!obj || typeof obj !== "object") return null;
  const attrValues = {};
  let hasAttrs = false;
  if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
    const attrGroup = obj[this.options.attributesGroupName];
    for (let attrKey in attrGroup) {
      if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
      const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix) ? attrKey.substring(this.options.attributeNamePrefix.length) : attrKey;
      attrValues[cleanKey] = escapeAttribute(attrGroup[attrKey]);
      hasAttrs = true;
    }
  } else {
    for (let key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
      const attr = this.isAttribute(key);
      if (attr) {
        attrValues[attr] = escapeAttribute(obj[key]);
        hasAttrs = true;
      }
    }
  }
  return hasAttrs ? attrValues : null;
};
Builder.prototype.buildRawContent = function(obj, depth = 0) {
  if (this.options.maxNestedTags && depth >= this.options.maxNestedTags) {
    throw new Error("Maximum nested tags exceeded");
  }
  if (typeof obj === "string") {
    return obj;
  }
  if (typeof obj !== "object" || obj === null) {
    return String(obj);
  }
  if (obj[this.options.textNodeName] !== void 0) {
    return obj[this.options.textNodeName];
  }
  let content = "";
  for (let key in obj) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
    if (this.isAttribute(key)) continue;
    if (this.options.attributesGroupName && key === this.options.attributesGroupName) continue;
    const value = obj[key];
    if (key === this.options.textNodeName) {
      content += value;
    } else if (Array.isArray(value)) {
      for (let item of value) {
        if (typeof item === "string" || typeof item === "number") {
          content += `<${key}>${item}</${key}>`;
        } else if (typeof item === "object" && item !== null) {
          const nestedContent = this.buildRawContent(item, depth + 1);
          const nestedAttrs = this.buildAttributesForStopNode(item);
          if (nestedContent === "") {
            content += `<${key}${nestedAttrs}/>`;
          } else {
            content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
          }
        }
      }
    } else if (typeof value === "object" && value !== null) {
      const nestedContent = this.buildRawContent(value, depth + 1);
      const nestedAttrs = this.buildAttributesForStopNode(value);
      if (nestedContent === "") {
        content += `<${key}${nestedAttrs}/>`;
      } else {
        content += `<${key}${nestedAttrs}>${nestedContent}</${key}>`;
      }
    } else {
      content += `<${key}>${value}</${key}>`;
    }
  }
  return content;
};
Builder.prototype.buildAttributesForStopNode = function(obj) {
  if (!obj || typeof obj !== "object") return "";
  let attrStr = "";
  if (this.options.attributesGroupName && obj[this.options.attributesGroupName]) {
    const attrGroup = obj[this.options.attributesGroupName];
    for (let attrKey in attrGroup) {
      if (!Object.prototype.hasOwnProperty.call(attrGroup, attrKey)) continue;
      const cleanKey = attrKey.startsWith(this.options.attributeNamePrefix) ? attrKey.substring(this.options.attributeNamePrefix.length) : attrKey;
      const val = attrGroup[attrKey];
      if (val === true && this.options.suppressBooleanAttributes) {
        attrStr += " " + cleanKey;
      } else {
        attrStr += " " + cleanKey + '="' + escapeAttribute(val) + '"';
      }
    }
  } else {
    for (let key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
      const attr = this.isAttribute(key);
      if (attr) {
        const val = obj[key];
        if (val === true && this.options.suppressBooleanAttributes) {
          attrStr += " " + attr;
        } else {
          attrStr += " " + attr + '="' + escapeAttribute(val) + '"';
        }
      }
    }
  }
  return attrStr;
};
Builder.prototype.buildObjectNode = function(val, key, attrStr, level) {
  if (val === "") {
    if (key[0] === "?") return this.indentate(level) + "<" + key + attrStr + "?" + this.tagEndChar;
    else {
      return this.indentate(level) + "<" + key + attrStr + this.closeTag(key) + this.tagEndChar;
    }
  } else if (key[0] === "?") {
    return this.indentate(level) + "<" + key + attrStr + "?" + this.tagEndChar;
  } else {
    let tagEndExp = "</" + key + this.tagEndChar;
    let piClosingChar = "";
    if (key[0] === "?") {
      piClosingChar = "?";
      tagEndExp = "";
    }
    if ((attrStr || attrStr === "") && val.indexOf("<") === -1) {
      return this.indentate(level) + "<" + key + attrStr + piClosingChar + ">" + val + tagEndExp;
    } else if (this.options.commentPropName !== false && key === this.options.commentPropName && piClosingChar.length === 0) {
      return this.indentate(level) + `<!--${safeComment(val)}-->` + this.newLine;
    } else {
      return this.indentate(level) + "<" + key + attrStr + piClosingChar + this.tagEndChar + val + this.indentate(level) + tagEndExp;
    }
  }
};
Builder.prototype.closeTag = function(key) {
  let closeTag = "";
  if (this.options.unpairedTags.indexOf(key) !== -1) {
    if (!this.options.suppressUnpairedNode) closeTag = "/";
  } else if (this.options.suppressEmptyNode) {
    closeTag = "/";
  } else {
    closeTag = `></${key}`;
  }
  return closeTag;
};
Builder.prototype.checkStopNode = function(matcher) {
  if (!this.stopNodeExpressions || this.stopNodeExpressions.length === 0) return false;
  for (let i = 0; i < this.stopNodeExpressions.length; i++) {
    if (matcher.matches(this.stopNodeExpressions[i])) {
      return true;
    }
  }
  return false;
};
Builder.prototype.buildTextValNode = function(val, key, attrStr, level, matcher) {
  if (this.options.cdataPropName !== false && key === this.options.cdataPropName) {
    const safeVal = safeCdata(val);
    return this.indentate(level) + `<![CDATA[${safeVal}]]>` + this.newLine;
  } else if (this.options.commentPropName !== false && key === this.options.commentPropName) {
    const safeVal = safeComment(val);
    return this.indentate(level) + `<!--${safeVal}-->` + this.newLine;
  } else if (key[0] === "?") {
    return this.indentate(level) + "<" + key + attrStr + "?" + this.tagEndChar;
  } else {
    let textValue = this.options.tagValueProcessor(key, val);
    textValue = this.replaceEntitiesValue(textValue);
    textValue = valToStr(textValue);
    if (textValue === "") {
      return this.indentate(level) + "<" + key + attrStr + this.closeTag(key) + this.tagEndChar;
    } else {
      return this.indentate(level) + "<" + key + attrStr + ">" + textValue + "</" + key + this.tagEndChar;
    }
  }
};
Builder.prototype.replaceEntitiesValue = function(textValue) {
  if (textValue && textValue.length > 0 && this.options.processEntities) {
    for (let i = 0; i < this.options.entities.length; i++) {
      const entity = this.options.entities[i];
      textValue = textValue.replace(entity.regex, entity.val);
    }
  }
  return textValue;
};
function indentate(level) {
  return this.options.indentBy.repeat(level);
}
function isAttribute(name) {
  if (name.startsWith(this.options.attributeNamePrefix) && name !== this.options.textNodeName) {
    return name.substr(this.attrPrefixLen);
  } else {
    return false;
  }
}

// node_modules/fast-xml-parser/src/xmlbuilder/json2xml.js
var json2xml_default = Builder;

// node_modules/fast-xml-parser/src/fxp.js
var XMLValidator = {
  validate
};

// mcp-server/src/runners/junit-xml.ts
var LISTS = /* @__PURE__ */ new Set(["testsuite", "testcase", "failure", "error", "skipped"]);
var parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  textNodeName: "#text",
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => LISTS.has(name)
});
function parseJunitXml(text3, context) {
  if (text3.trim() === "") return { ok: false, problem: "the JUnit XML file is empty" };
  const valid = XMLValidator.validate(text3);
  if (valid !== true) {
    return {
      ok: false,
      problem: `the JUnit XML is malformed or truncated (line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg})`
    };
  }
  const doc = parser.parse(text3);
  const root = doc["testsuites"] !== void 0 ? asNode(doc["testsuites"]) : doc["testsuite"] !== void 0 ? { testsuite: doc["testsuite"] } : void 0;
  if (root === void 0) {
    return { ok: false, problem: "the XML has no <testsuites> or <testsuite> root element: it is not a JUnit report" };
  }
  const tests = [];
  const errors = [];
  const named2 = /* @__PURE__ */ new Map();
  const visit = (suite) => {
    collectSuite(suite, context, tests, errors, named2);
    for (const child of suite.testsuite ?? []) visit(asNode(child));
  };
  visit(root);
  return { ok: true, tests, errors };
}
function collectSuite(suite, context, tests, errors, named2) {
  const cases = (suite.testcase ?? []).map(asNode);
  for (const testcase of cases) {
    const problems = problemsOf(testcase);
    const scope = fileLevelScope(testcase, cases);
    if (problems.length > 0 && scope !== void 0) {
      const file = caseFile(testcase, context);
      for (const p of problems) errors.push(failureOf(p, scope, void 0, file, context));
      continue;
    }
    const ref = identity(testcase, context, named2);
    const status = problems.length > 0 ? "failed" : (testcase.skipped ?? []).length > 0 ? "skipped" : "passed";
    const seconds = Number(str(testcase["time"]));
    tests.push({
      ...ref,
      status,
      ...Number.isFinite(seconds) && str(testcase["time"]) !== "" ? { durationMs: seconds * 1e3 } : {}
    });
    for (const p of problems) errors.push(failureOf(p, "test", ref, ref.file, context));
  }
  const suiteProblems = problemsOf(suite);
  if (suiteProblems.length > 0) {
    const file = suiteFile(suite, context);
    for (const p of suiteProblems) errors.push(failureOf(p, "suite", void 0, file, context));
  }
}
function fileLevelScope(testcase, siblings) {
  const classname = str(testcase["classname"]);
  const name = str(testcase["name"]);
  if (classname === "") return "module";
  if (name !== classname) return void 0;
  return siblings.some((s) => s !== testcase && str(s["classname"]) === classname) ? "suite" : "module";
}
function identity(testcase, context, named2) {
  const name = str(testcase["name"]);
  const located = locateTestFile(str(testcase["classname"]), str(testcase["file"]), context);
  const ref = { file: located.file, fullName: [located.rest, name].filter((part) => part !== "").join(" > ") };
  const key = testKey(ref);
  const ordinal = named2.get(key) ?? 0;
  named2.set(key, ordinal + 1);
  return ordinal === 0 ? ref : { ...ref, ordinal };
}
function caseFile(testcase, context) {
  const classname = str(testcase["classname"]);
  return locateTestFile(classname === "" ? str(testcase["name"]) : classname, str(testcase["file"]), context).file;
}
function suiteFile(suite, context) {
  const file = str(suite["file"]);
  const name = str(suite["name"]);
  if (file === "" && name === "") return void 0;
  return locateTestFile(name, file, context).file;
}
var ERROR_NAME = /^(?:E\s+)?((?:[A-Za-z_][\w.]*)?(?:Error|Exception|Failure|Exit|Interrupt|Warning|Panic))(?::\s*(.*))?$/;
function problemsOf(node) {
  return [
    ...(node.failure ?? []).map((n) => ({ kind: "failure", node: asNode(n) })),
    ...(node.error ?? []).map((n) => ({ kind: "error", node: asNode(n) }))
  ];
}
function asNode(value) {
  if (typeof value === "string") return { "#text": value };
  return typeof value === "object" && value !== null ? value : {};
}
function failureOf({ kind, node }, scope, test, file, context) {
  const text3 = str(node["#text"]).trim();
  const attrMessage = str(node["message"]).trim();
  const type = str(node["type"]).trim();
  const fromText = text3.split(/\r?\n/).map((l) => ERROR_NAME.exec(l.trim())).filter((m) => m !== null).at(-1);
  const fromAttr = ERROR_NAME.exec(attrMessage.split("\n")[0] ?? "");
  const name = (type !== "" && !type.includes(" ") ? type : void 0) ?? fromAttr?.[1] ?? fromText?.[1] ?? (kind === "error" ? "Error" : "Failure");
  let message = attrMessage.startsWith(`${name}: `) ? attrMessage.slice(name.length + 2) : attrMessage;
  const detail = fromText?.[2]?.trim();
  if (message === "") message = detail ?? text3.split("\n")[0] ?? "";
  else if (detail !== void 0 && detail !== "" && !message.includes(detail)) message = `${message}: ${detail}`;
  const frames = withMessageFrame(
    parseStackText(text3, context.roots),
    { name, message: `${attrMessage}
${text3}` },
    context.roots
  );
  const relFile = file === void 0 ? void 0 : projectRelative(file, context.roots);
  return {
    scope,
    name,
    message,
    frames,
    signature: failureSignature({ name, message, frames, file: relFile }),
    ...test === void 0 ? {} : { test },
    ...relFile === void 0 ? {} : { file: relFile }
  };
}
function str(value) {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

// mcp-server/src/runners/spawn.ts
import { spawn } from "node:child_process";
import { randomBytes as randomBytes2 } from "node:crypto";
import { existsSync as existsSync5 } from "node:fs";

// mcp-server/src/runners/supervisor.ts
function supervise(load) {
  process.title = "evident-run-supervisor";
  const { spawn: spawn2 } = load("node:child_process");
  const { readdirSync: readdirSync5, readFileSync: readFileSync6, writeSync } = load("node:fs");
  const owner = process.ppid;
  let spec;
  let input = "";
  let pgid;
  let timedOut = false;
  let stopped = false;
  let killing = false;
  let error;
  const statusFd = () => 3 + (spec?.extra ?? 0);
  const tell = (message) => {
    try {
      writeSync(statusFd(), `${JSON.stringify(message)}
`);
    } catch {
    }
  };
  const signalGroup = (signal) => {
    if (pgid === void 0) return false;
    try {
      process.kill(-pgid, signal);
      return true;
    } catch {
      return false;
    }
  };
  const groupRuns = () => {
    if (!signalGroup(0)) return false;
    try {
      for (const entry of readdirSync5("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        let stat2;
        try {
          stat2 = readFileSync6(`/proc/${entry}/stat`, "utf8");
        } catch {
          continue;
        }
        const [state, , group] = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
        if (Number(group) === pgid && state !== "Z") return true;
      }
      return false;
    } catch {
      return true;
    }
  };
  const kill = () => {
    if (killing) return;
    killing = true;
    signalGroup("SIGTERM");
    setTimeout(() => signalGroup("SIGKILL"), spec?.graceMs ?? 2e3);
  };
  const stop = () => {
    stopped = true;
    if (pgid === void 0) process.exit(0);
    kill();
  };
  const finish = (code2, signal) => {
    const report2 = () => {
      tell({ type: "exit", code: code2, signal, timedOut, stopped, ...error === void 0 ? {} : { error } });
      process.exit(0);
    };
    if (!signalGroup(0)) return report2();
    if (spec?.killLeftovers === true) signalGroup("SIGKILL");
    kill();
    const deadline = Date.now() + (spec?.graceMs ?? 2e3) + 1e3;
    const poll = setInterval(() => {
      if (groupRuns() && Date.now() < deadline) return;
      clearInterval(poll);
      report2();
    }, 50);
  };
  const begin = (given) => {
    spec = given;
    const fds = Array.from({ length: given.extra }, (_, i) => 3 + i);
    const child = spawn2(given.command, [...given.args], {
      cwd: given.cwd,
      env: given.env,
      stdio: ["ignore", 1, 2, ...fds],
      detached: true,
      shell: false
    });
    pgid = child.pid;
    if (pgid !== void 0) tell({ type: "started", pgid });
    setTimeout(() => {
      timedOut = true;
      kill();
    }, given.timeoutMs);
    child.on("error", (e) => {
      error = e.message;
    });
    child.on("close", finish);
    if (stopped) kill();
  };
  process.on("SIGTERM", stop);
  process.on("SIGHUP", stop);
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => {
    if (spec !== void 0) return;
    input += chunk;
    const nl = input.indexOf("\n");
    if (nl >= 0) begin(JSON.parse(input.slice(0, nl)));
  });
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  setInterval(() => {
    if (process.ppid !== owner) stop();
  }, 1e3).unref();
}
var SUPERVISOR_SCRIPT = `(${supervise.toString()})(require)`;

// mcp-server/src/runners/spawn.ts
function bwrapArgs(command, args, cwd, confine, mount) {
  const exists = (p) => existsSync5(p);
  const base = confine === void 0 ? ["--dev-bind", "/", "/"] : [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    ...confine.privateTmp === void 0 ? [] : ["--tmpfs", confine.privateTmp],
    ...(confine.readable ?? []).filter(exists).flatMap((r) => ["--ro-bind", r, r]),
    ...confine.writable.filter(exists).flatMap((w) => ["--bind", w, w])
  ];
  const mounted = mount === void 0 ? [] : [
    ...mount.ownProcesses === true ? ["--unshare-pid"] : [],
    "--bind",
    mount.checkout,
    mount.projectRoot,
    ...mount.binds.filter((b) => exists(b.path)).flatMap((b) => [b.readOnly ? "--ro-bind" : "--bind", b.path, b.path])
  ];
  return {
    command: "bwrap",
    args: [
      ...base,
      ...mounted,
      ...(confine?.hidden ?? []).filter(exists).flatMap((h) => ["--tmpfs", h]),
      "--die-with-parent",
      "--chdir",
      cwd,
      "--",
      command,
      ...args
    ]
  };
}
var RUN_TOKEN_ENV = "EVIDENT_RUN_TOKEN";
var GRACE_MS = 2e3;
var DRAIN_MS = 2e3;
function runProcess(request) {
  const keep2 = request.keepBytes ?? 64 * 1024;
  const extra = request.extraStdio ?? [];
  const token = randomBytes2(12).toString("hex");
  return new Promise((resolve13) => {
    const run2 = request.confine === void 0 && request.mount === void 0 ? { command: request.command, args: request.args } : bwrapArgs(request.command, request.args, request.cwd, request.confine, request.mount);
    const spec = {
      command: run2.command,
      args: run2.args,
      cwd: request.cwd,
      env: definedOnly({ ...process.env, ...request.env, [RUN_TOKEN_ENV]: token }),
      timeoutMs: request.timeoutMs,
      graceMs: GRACE_MS,
      extra: extra.length,
      killLeftovers: request.mount?.ownProcesses === true
    };
    const child = spawn(process.execPath, ["-e", SUPERVISOR_SCRIPT], {
      cwd: request.cwd,
      stdio: ["pipe", "pipe", "pipe", ...extra.map(() => "pipe"), "pipe"],
      detached: true,
      shell: false
    });
    request.onSpawn?.(child);
    let stdout = "";
    let stderr = "";
    let aborted = false;
    let spawnError;
    let exit;
    let pgid;
    child.stdout?.setEncoding("utf8").on("data", (chunk) => {
      stdout = (stdout + chunk).slice(-keep2);
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-keep2);
    });
    readMessages(child.stdio[3 + extra.length], (message) => {
      if (message.type === "exit") exit = message;
      else {
        pgid = message.pgid;
        request.onProcessGroup?.({ pgid, token });
      }
    });
    child.stdin?.on("error", () => void 0);
    child.stdin?.write(`${JSON.stringify(spec)}
`);
    const onAbort = () => {
      aborted = true;
      child.stdin?.end();
    };
    if (request.signal?.aborted === true) onAbort();
    else request.signal?.addEventListener("abort", onAbort, { once: true });
    const backstop = setTimeout(
      () => {
        for (const group of [child.pid, pgid]) killGroup(group, "SIGKILL");
      },
      request.timeoutMs + 3 * GRACE_MS + 5e3
    );
    backstop.unref();
    child.on("error", (error) => {
      spawnError = error.message;
    });
    child.on("exit", () => {
      setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy();
      }, DRAIN_MS).unref();
    });
    child.on("close", (code2, signal) => {
      clearTimeout(backstop);
      request.signal?.removeEventListener("abort", onAbort);
      if (exit === void 0) killGroup(pgid, "SIGKILL");
      const error = exit?.error ?? spawnError ?? (exit === void 0 ? `the run's supervisor ended (${signal ?? `code ${String(code2)}`}) before the command finished${tail(stderr)}` : void 0);
      resolve13({
        exitCode: exit === void 0 ? null : exit.code,
        signal: exit === void 0 ? null : exit.signal,
        timedOut: exit?.timedOut ?? false,
        aborted,
        stdout,
        stderr,
        ...error === void 0 ? {} : { error }
      });
    });
  });
}
function killGroup(pgid, signal) {
  if (pgid === void 0) return;
  try {
    process.kill(-pgid, signal);
  } catch {
  }
}
function definedOnly(env) {
  return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== void 0));
}
var tail = (text3) => text3.trim() === "" ? "" : `: ${text3.trim().split("\n").slice(-3).join(" | ")}`;
function readMessages(stream, onMessage) {
  if (stream === null || stream === void 0) return;
  let buffered = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffered += chunk;
    for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        onMessage(JSON.parse(line));
      } catch {
      }
    }
  });
  stream.on("error", () => void 0);
}

// mcp-server/src/runners/junit.ts
var OUTPUT_KEPT = 256 * 1024;
function createJunitRunner(name, spec) {
  return { name, sharesProcess: false, run: (request) => runJunit(name, spec, request) };
}
async function runJunit(name, spec, request) {
  const root = request.projectRoot;
  const files = request.files.map((f) => {
    containedPath(root, f, "test file");
    return f;
  });
  if (spec.argv[0] === void 0)
    throw badInput("the junit runner has an empty argv", 'set "argv" in evident.config.json');
  if (spec.junitPath !== void 0) lexicallyInside(spec.junitPath);
  const dir = freshReportDir();
  try {
    const target = pointAtReport(spec, reportFileIn(dir));
    const report2 = target.pointed ? freshSource(dir, spec.junitPath) : configuredSource(request.mount?.checkout ?? root, spec.junitPath);
    const [command = "", ...baseArgs] = target.argv;
    const args = [...baseArgs, ...spec.fileArgs === "append" ? files : []];
    const startedMs = Date.now();
    const base = {
      runner: name,
      argv: [command, ...args],
      projectRoot: root,
      startedAt: new Date(startedMs).toISOString()
    };
    if (!target.pointed && somethingAt(report2.path)) {
      const message = `the JUnit XML at ${report2.shown} was put back after evident deleted it, before the run started; the run was not started`;
      return {
        ...base,
        endedAt: base.startedAt,
        exitCode: null,
        signal: null,
        ...failedWith("JUnitReportNotFresh", message)
      };
    }
    const result = await runProcess({
      command,
      args,
      cwd: root,
      env: { ...target.env, ...request.env },
      timeoutMs: request.timeoutMs,
      signal: request.signal,
      onProcessGroup: request.onProcessGroup,
      keepBytes: OUTPUT_KEPT,
      confine: request.confine === void 0 ? void 0 : { ...request.confine, writable: [...request.confine.writable, dir] },
      mount: request.mount
    });
    const ended = { ...base, endedAt: (/* @__PURE__ */ new Date()).toISOString(), exitCode: result.exitCode, signal: result.signal };
    return { ...ended, ...judgeRun(spec, request, result, report2, startedMs, command) };
  } finally {
    rmSync5(dir, { recursive: true, force: true });
  }
}
function judgeRun(spec, request, result, report2, startedMs, command) {
  if (result.timedOut) {
    const detail = `timed out after ${Math.round(request.timeoutMs / 1e3)} s; the process tree was killed`;
    return { outcome: "timeout", tests: [], errors: [], detail };
  }
  if (result.aborted) return { outcome: "interrupted", tests: [], errors: [], detail: "the run was interrupted" };
  if (result.error !== void 0) return failedWith("RunnerNotStarted", `could not start ${command}: ${result.error}`);
  const read2 = readNewReport(report2.path, startedMs);
  if (read2.kind === "missing") {
    const why = read2.why === "no file" ? "" : ` (${read2.why})`;
    return failedWith(
      "JUnitReportMissing",
      `${command} ${exitText(result)} and wrote no JUnit XML at ${report2.shown}${why}${report2.hint ?? ""}${outputTail(result)}`
    );
  }
  if (read2.kind === "stale") {
    return failedWith(
      "JUnitReportNotFresh",
      `the JUnit XML at ${report2.shown} was not written by this run: ${read2.why}; no result of this run was recorded. Name the report path in argv or env (or write {junitPath} there) so that evident gives each run a fresh file`
    );
  }
  const roots = rootsOf(request.projectRoot);
  const parsed = parseJunitXml(read2.text, { roots, fileExists: fileExistsUnder(request.projectRoot) });
  if (!parsed.ok) {
    const message = `${parsed.problem} (${report2.shown}); no result of this run was recorded`;
    return failedWith("JUnitReportInvalid", message);
  }
  return decideJunit({
    tests: parsed.tests,
    errors: parsed.errors,
    exitCode: result.exitCode,
    exitText: exitText(result),
    outputTail: outputTail(result),
    disagreement: runsPytest(spec.argv) ? disagreementWithPytest(printed(result), parsed.tests, parsed.errors) : void 0,
    source: report2.source
  });
}
function freshSource(dir, junitPath) {
  const path2 = reportFileIn(dir);
  return {
    path: path2,
    shown: `${path2} (the fresh file evident gave the run in place of ${junitPath ?? "{junitPath}"})`,
    source: "JUnit XML from a fresh file evident chose outside the project for this run"
  };
}
function configuredSource(root, junitPath) {
  if (junitPath === void 0) {
    throw badInput(
      "the junit runner has no junitPath and its argv and env do not use {junitPath}",
      'set "junitPath" in evident.config.json, or write {junitPath} where the command takes its report path'
    );
  }
  const path2 = containedPath(root, junitPath, "junitPath in evident.config.json");
  try {
    rmSync5(path2, { force: true });
  } catch (error) {
    throw badInput(
      `cannot delete the stale JUnit XML at ${junitPath}: ${errorMessage(error)}`,
      "make the file writable or point junitPath elsewhere in evident.config.json"
    );
  }
  return {
    path: path2,
    shown: junitPath,
    source: `JUnit XML from junitPath ${junitPath}, which argv and env do not name: read only because it did not exist before the run and was written after the run started`,
    hint: ". Name the report path in argv or env (or write {junitPath} there) so that evident gives each run a fresh file"
  };
}
function lexicallyInside(junitPath) {
  const normal = normalize2(junitPath);
  if (junitPath.includes("\0") || isAbsolute3(junitPath) || normal === ".." || normal.startsWith("../")) {
    throw badInput(
      `junitPath in evident.config.json "${junitPath}" is outside the project root`,
      "give a path relative to the project root, inside it"
    );
  }
}
var printed = (result) => pytestSummary(result.stdout) !== void 0 ? result.stdout : result.stderr;
function exitText(result) {
  return result.exitCode === null ? `was killed by ${result.signal ?? "a signal"}` : `exited with code ${result.exitCode}`;
}
function outputTail(result) {
  const tail2 = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-8).join("\n");
  return tail2 === "" ? "" : `; last output:
${tail2}`;
}
function rootsOf(root) {
  try {
    const real = realpathSync6(root);
    return real === root ? [root] : [root, real];
  } catch {
    return [root];
  }
}

// mcp-server/src/runners/vitest.ts
import { existsSync as existsSync6 } from "node:fs";
import { dirname as dirname5, join as join10 } from "node:path";
import { fileURLToPath } from "node:url";

// mcp-server/src/runners/vite-loader.ts
import { realpathSync as realpathSync7, statSync as statSync2 } from "node:fs";
import { dirname as dirname4, isAbsolute as isAbsolute4, join as join9, relative as relative5, sep as sep4 } from "node:path";
function viteConfigLoader(projectRoot, confine) {
  if (confine === void 0) return void 0;
  const modules = nearestNodeModules(realpathOr(projectRoot));
  if (modules === void 0) return void 0;
  return confine.writable.some((w) => within2(realpathOr(w), modules)) ? void 0 : "runner";
}
function nearestNodeModules(start) {
  for (let dir = start; ; dir = dirname4(dir)) {
    const candidate = join9(dir, "node_modules");
    try {
      if (statSync2(candidate).isDirectory()) return realpathOr(candidate);
    } catch {
    }
    if (dirname4(dir) === dir) return void 0;
  }
}
function within2(folder, path2) {
  const rel = relative5(folder, path2);
  return rel === "" || rel !== ".." && !rel.startsWith(`..${sep4}`) && !isAbsolute4(rel);
}
function realpathOr(path2) {
  try {
    return realpathSync7(path2);
  } catch {
    return path2;
  }
}

// mcp-server/src/runners/vitest-wire.ts
var frame = object({
  functionName: string().optional(),
  file: string(),
  line: number().int().optional(),
  col: number().int().optional(),
  source: _enum(FRAME_SOURCES).optional()
});
var testRef = object({ file: string(), fullName: string(), ordinal: number().int().min(0).optional() });
var wireTest = object({
  file: string(),
  fullName: string(),
  ordinal: number().int().min(0).optional(),
  status: _enum(TEST_STATUSES),
  durationMs: number().optional()
});
var wireError = object({
  scope: _enum(ERROR_SCOPES),
  test: testRef.optional(),
  file: string().optional(),
  name: string(),
  message: string(),
  expected: string().optional(),
  actual: string().optional(),
  diff: string().optional(),
  frames: array(frame).readonly(),
  signature: string()
});
var fileDone = object({
  type: literal("file"),
  file: string(),
  tests: array(wireTest).readonly(),
  errors: array(wireError).readonly()
});
var wireMessage = discriminatedUnion("type", [
  object({ type: literal("start"), files: number().int() }),
  fileDone,
  /** The run ended: every module's data again (authoritative) plus unhandled errors. */
  object({
    type: literal("end"),
    reason: _enum(["passed", "failed", "interrupted"]),
    tests: array(wireTest).readonly(),
    errors: array(wireError).readonly()
  })
]);

// mcp-server/src/runners/vitest.ts
var STDERR_TAIL = 1500;
function reporterPath() {
  const js = fileURLToPath(new URL("./vitest-reporter.js", import.meta.url));
  return existsSync6(js) ? js : fileURLToPath(new URL("./vitest-reporter.ts", import.meta.url));
}
function vitestEntry(projectRoot) {
  const entry = join10(projectRoot, "node_modules", "vitest", "vitest.mjs");
  if (!existsSync6(entry)) {
    throw badInput(
      `vitest is not installed in this project (${entry} is missing)`,
      "install it in the project (npm install -D vitest), or configure another runner in evident.config.json"
    );
  }
  return entry;
}
function createVitestRunner(name, spec = {}) {
  return {
    name,
    sharesProcess: true,
    run: (request) => runVitest(name, spec, request),
    preflight: (projectRoot) => void vitestEntry(projectRoot)
  };
}
async function runVitest(name, spec, request) {
  const loader = viteConfigLoader(request.projectRoot, request.confine);
  const args = [
    vitestEntry(request.projectRoot),
    "run",
    `--reporter=${reporterPath()}`,
    ...spec.config === void 0 ? [] : ["--config", spec.config],
    ...spec.project === void 0 ? [] : ["--project", spec.project],
    ...request.shared === true ? ["--no-isolate", "--no-file-parallelism", "--maxWorkers=1"] : [],
    ...loader === void 0 ? [] : ["--configLoader", loader],
    ...request.extraArgs ?? [],
    ...request.files.map((f) => join10(request.projectRoot, f))
  ];
  const messages = [];
  const fileTests = [];
  const fileErrors = [];
  let total;
  let done = 0;
  let channelClosed = Promise.resolve();
  const onMessage = (message) => {
    messages.push(message);
    if (message.type === "start") total = message.files;
    if (message.type === "file") {
      fileTests.push(...message.tests);
      fileErrors.push(...message.errors);
      done += 1;
      request.onFileDone?.(message.file, done, total);
    }
  };
  const startedAt = (/* @__PURE__ */ new Date()).toISOString();
  const result = await runProcess({
    command: process.execPath,
    args,
    cwd: request.projectRoot,
    env: {
      ...request.env,
      [REPORT_FD_ENV]: "3",
      [REPORT_ROOT_ENV]: request.projectRoot,
      NO_COLOR: "1",
      FORCE_COLOR: "0"
    },
    timeoutMs: request.timeoutMs,
    signal: request.signal,
    onProcessGroup: request.onProcessGroup,
    mount: request.mount,
    extraStdio: ["pipe"],
    // evident's reporter must stay readable inside a confined run (the plugin may live under the temp folder).
    confine: request.confine === void 0 ? void 0 : { ...request.confine, readable: [...request.confine.readable ?? [], dirname5(reporterPath())] },
    keepBytes: STDERR_TAIL,
    onSpawn: (child) => {
      channelClosed = readLines(child.stdio[3], onMessage);
    }
  });
  await Promise.race([channelClosed, new Promise((resolve13) => setTimeout(resolve13, 2e3).unref())]);
  const end = messages.find((m) => m.type === "end");
  const tests = end?.tests ?? fileTests;
  const errors = [...end?.errors ?? fileErrors];
  if (end === void 0 && !result.timedOut && !result.aborted) {
    const why = result.error ?? (result.stderr.trim().split("\n").slice(-8).join("\n") || "no output");
    errors.push({
      scope: "unhandled",
      name: "VitestCrash",
      message: `vitest exited (code ${String(result.exitCode)}) before reporting the end of the run: ${why}`,
      frames: [],
      signature: "vitest-crash"
    });
  }
  const outcome = decideOutcome({
    timedOut: result.timedOut,
    aborted: result.aborted,
    ended: end !== void 0,
    endReason: end?.reason,
    exitCode: result.exitCode,
    tests,
    errors
  });
  return {
    runner: name,
    argv: [process.execPath, ...args],
    projectRoot: request.projectRoot,
    startedAt,
    endedAt: (/* @__PURE__ */ new Date()).toISOString(),
    exitCode: result.exitCode,
    signal: result.signal,
    outcome,
    tests,
    errors,
    detail: detailOf(outcome, request.timeoutMs, result.exitCode)
  };
}
function detailOf(outcome, timeoutMs, exitCode) {
  if (outcome === "timeout") return `timed out after ${Math.round(timeoutMs / 1e3)} s; the process tree was killed`;
  if (outcome === "no-tests") return "no test ran (none collected, or all skipped)";
  if (outcome === "interrupted") return "the run was interrupted";
  return exitCode === null ? void 0 : `vitest exit code ${exitCode}`;
}
function readLines(stream, onMessage) {
  if (stream === null || stream === void 0) return Promise.resolve();
  let buffered = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffered += chunk;
    for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      const parsed = wireMessage.safeParse(safeJson(line));
      if (parsed.success) onMessage(parsed.data);
    }
  });
  return new Promise((resolve13) => {
    stream.on("close", resolve13);
    stream.on("end", resolve13);
    stream.on("error", () => resolve13());
  });
}
function safeJson(line) {
  try {
    return JSON.parse(line);
  } catch {
    return void 0;
  }
}

// mcp-server/src/runners/registry.ts
var DEFAULT_SPEC = { kind: "vitest" };
function specFor(config, name) {
  if (Object.hasOwn(config.runners, name)) return config.runners[name];
  return name === "default" ? DEFAULT_SPEC : void 0;
}
function runnerNames(config) {
  const configured = Object.keys(config.runners);
  return configured.includes("default") ? configured : [...configured, "default"];
}
function lookupRunner(config, name) {
  const spec = specFor(config, name);
  if (spec === void 0) return void 0;
  return spec.kind === "vitest" ? createVitestRunner(name, spec) : createJunitRunner(name, spec);
}
function runnerFor(config, name) {
  const chosen = name ?? "default";
  const runner = lookupRunner(config, chosen);
  if (runner !== void 0) return runner;
  const known = runnerNames(config).join(", ");
  throw badInput(
    `no runner named "${chosen}" in ${CONFIG_FILE} (configured: ${known})`,
    `call run_tests with project set to one of: ${known}, or add the runner to ${CONFIG_FILE}`
  );
}

// mcp-server/src/clients/prove/runner.ts
function proveRunner(projectRoot, configText, name, env) {
  let config;
  try {
    config = configText === void 0 ? configSchema.parse({}) : parseConfigText(configText);
  } catch (error) {
    throw badInput(
      `the base commit's ${CONFIG_FILE} is invalid: ${errorMessage(error)}`,
      `prove a range whose base has a valid ${CONFIG_FILE} (evident validation lint-manifest checks one)`
    );
  }
  if (name !== void 0 || Object.keys(config.runners).length > 0) {
    const runner2 = runnerFor(config, name);
    return { runner: runner2, spec: specOf(config, runner2.name) };
  }
  const found = detectRunner(projectRoot, env);
  if (found.kind === "none" || found.kind === "vitest")
    return { runner: runnerFor(config, void 0), spec: specOf(config, "default") };
  if (found.runner === void 0)
    throw badInput(
      `the project's runner is ${found.kind} (${found.why}), but ${found.missing ?? "what it needs"} is not installed`,
      `install ${found.missing ?? "it"}, or configure a runner in the base commit's ${CONFIG_FILE}`
    );
  const runner = lookupRunner({ ...config, runners: { default: found.runner } }, "default");
  if (runner === void 0) throw new Error("a detected runner could not be built");
  return { runner, spec: found.runner };
}
var specOf = (config, name) => (Object.hasOwn(config.runners, name) ? config.runners[name] : void 0) ?? { kind: "vitest" };

// mcp-server/src/clients/prove/shard.ts
function parseShard(text3) {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text3.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || index < 1 || count < 1 || index > count || count > 1e3)
    throw badInput(`--shard takes i/n with 1 \u2264 i \u2264 n \u2264 1000: got "${text3}"`, "e.g. --shard 1/2 and --shard 2/2");
  return { index, count };
}
function shardOf(units, shard) {
  const sorted = [...units].sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  return shard === void 0 ? sorted : sorted.filter((_, k) => k % shard.count === shard.index - 1);
}

// mcp-server/src/clients/prove/types.ts
var PROVE_SCHEMA = "evident.prove/v1";
var RUN_STATUSES = ["passed", "failed", "skipped", "error", "absent"];
var TEST_KINDS = ["added", "changed", "removed"];
var VERDICTS = [
  "proven",
  "holds",
  "does-not-detect",
  "spec-changed",
  "spec-removed",
  "removed",
  "weakened",
  "fails-on-head",
  "not-run"
];
var CLEAN_VERDICTS = /* @__PURE__ */ new Set(["proven", "holds"]);
var runStatus = external_exports.enum(RUN_STATUSES);
var testVerdictSchema = external_exports.strictObject({
  /** The test file (head path; base path for a test of a file the range deletes), project-relative POSIX. */
  file: external_exports.string(),
  /** The file at base, when it is another path (a rename) or the test is removed. */
  baseFile: external_exports.string().optional(),
  fullName: external_exports.string(),
  ordinal: external_exports.number().int().nonnegative(),
  kind: external_exports.enum(TEST_KINDS),
  onHead: runStatus.optional(),
  onBase: runStatus.optional(),
  baseFormOnHead: runStatus.optional(),
  verdict: external_exports.enum(VERDICTS),
  /** One line: why the verdict is what it is. */
  detail: external_exports.string(),
  /** The failure's message (and expected/actual diff) behind a finding, when a run gave one. */
  failure: external_exports.string().optional()
});
var fileChangeSchema = external_exports.strictObject({
  path: external_exports.string(),
  status: external_exports.enum(["added", "modified", "deleted", "renamed"]),
  from: external_exports.string().optional()
});
var fileNoteSchema = external_exports.strictObject({
  file: external_exports.string(),
  /**
   * `weakening`: a finding (skip/only/todo markers added, test cases removed); `oracle`: a finding — production code
   * the range adds that reads the test's oracle (the runner's environment, the test file, the call stack, a patched
   * builtin: engine/gates/oracle.ts); `head-error`: a finding — head's run reported an error outside any test;
   * `untested`: a finding — production code changed and no test added, edited or removed; `note`: shown, not a
   * finding (fewer assertions in a test file, test support code or configuration changed).
   */
  level: external_exports.enum(["weakening", "oracle", "head-error", "untested", "note"]),
  text: external_exports.string(),
  /** The file's diff, base → head (truncated), for the reviewer. */
  diff: external_exports.string().optional()
});
var coverageSchema = external_exports.strictObject({
  /** The tool that measured it (`vitest v8 (N proven tests)`), or why nothing was measured (`not measured: …`). */
  tool: external_exports.string(),
  measured: external_exports.boolean(),
  /** Changed production lines (head numbering) no test proven to fail on base executes, per file. */
  uncovered: external_exports.array(external_exports.strictObject({ file: external_exports.string(), lines: external_exports.array(external_exports.number().int().positive()) })),
  /** Changed executable lines in all, and those covered. */
  changedLines: external_exports.number().int().nonnegative(),
  coveredLines: external_exports.number().int().nonnegative()
});
var proveResultSchema = external_exports.strictObject({
  schema: external_exports.literal(PROVE_SCHEMA),
  base: external_exports.strictObject({ commit: external_exports.string(), tree: external_exports.string() }),
  head: external_exports.strictObject({ commit: external_exports.string(), tree: external_exports.string() }),
  /** The project folder inside the repository ('' at its top level). */
  project: external_exports.string(),
  runner: external_exports.string(),
  /** Which part of the work this result holds (`--shard i/n`); absent for the whole. */
  shard: external_exports.strictObject({ index: external_exports.number().int().positive(), count: external_exports.number().int().positive() }).optional(),
  /** Every test file the range adds, edits, renames or deletes (the whole range, whatever the shard). */
  testFiles: external_exports.array(fileChangeSchema),
  /** The test files this result proved (its shard's share; all of `testFiles` that hold tests when unsharded). */
  provenFiles: external_exports.array(external_exports.string()),
  /** Changed paths that are not test code (production, data, neutral). */
  production: external_exports.array(external_exports.string()),
  tests: external_exports.array(testVerdictSchema),
  notes: external_exports.array(fileNoteSchema),
  /** Why something could not be proven (a runner that did not start, a timeout): exit 2. */
  problems: external_exports.array(external_exports.string()),
  coverage: coverageSchema.optional(),
  /** Where the runs ran: at the project's own path (bubblewrap) or in a temporary directory. */
  places: external_exports.array(external_exports.enum(["project-path", "temp-dir"])),
  ms: external_exports.number().nonnegative()
});
function exitCodeOf(result) {
  if (result.problems.length > 0) return 2;
  if (result.tests.some((t) => !CLEAN_VERDICTS.has(t.verdict))) return 1;
  if (result.notes.some((n) => n.level !== "note")) return 1;
  return 0;
}

// mcp-server/src/clients/prove/prove.ts
var DEFAULT_TIMEOUT_MS = 10 * 6e4;
function parseRange(range) {
  const match = /^([^.\s][^\s]*?)\.\.([^.\s][^\s]*)$/.exec(range.trim());
  if (match === null || range.includes("...") || match[1]?.includes("..") === true || match[2]?.includes("..") === true)
    throw badInput(
      `"${range}" is not a range <base>..<head>`,
      "name the commit the change starts from and the one it ends at, e.g. evident prove main..HEAD or origin/main..feature"
    );
  return { base: match[1] ?? "", head: match[2] ?? "" };
}
async function prove(options) {
  const started = Date.now();
  const { base: baseRev, head: headRev } = parseRange(options.range);
  const repo = openRepo(options.cwd);
  const base = resolveCommit(repo, baseRev);
  const head = resolveCommit(repo, headRev);
  const configEntry = entryAt(repo, base.tree, CONFIG_FILE);
  const configText = configEntry === void 0 ? void 0 : blobText(repo, configEntry.blob);
  const projectRoot = repo.prefix === "" ? repo.top : `${repo.top}/${repo.prefix}`;
  const { runner, spec } = proveRunner(projectRoot, configText, options.runner, options.env ?? process.env);
  const classify = await classifierFor(projectRoot, configText ?? "{}");
  const changes = changedPaths(repo, base.tree, head.tree);
  const isTestCode = (c) => classify(c.path) === "test" || c.from !== void 0 && classify(c.from) === "test";
  const testChanges = changes.filter(isTestCode);
  const production = changes.filter((c) => !isTestCode(c) && isCodeUnderTest(classify(c.path))).map((c) => c.path);
  const allUnits = testChanges.flatMap((c) => unitOf(repo, c, head.tree, base.tree));
  const units = shardOf(allUnits, options.shard);
  const first = options.shard === void 0 || options.shard.index === 1;
  const notes = [
    ...units.flatMap((u) => textNotes(repo, u, base.tree, head.tree)),
    ...first ? [
      ...changes.filter((c) => classify(c.path) === "production").flatMap((c) => oracleNotes(repo, c, classify)),
      ...supportNotes(repo, changes, allUnits, classify),
      ...untestedNotes(changes, allUnits, classify)
    ] : []
  ];
  const result = (tests, problems, places, coverage, more = []) => ({
    schema: PROVE_SCHEMA,
    base,
    head,
    project: repo.prefix,
    runner: runner.name,
    ...options.shard === void 0 ? {} : { shard: options.shard },
    testFiles: testChanges.map(fileChange),
    provenFiles: units.map((u) => u.key),
    production: [...production],
    tests: [...tests],
    notes: [...notes, ...more],
    problems: [...problems],
    places: [...new Set(places)],
    ...coverage === void 0 ? {} : { coverage },
    ms: Date.now() - started
  });
  const unnamed = units.filter((u) => u.baseEntry !== void 0 && u.baseRun === void 0);
  const unspeakable = units.filter((u) => [u.headPath, u.basePath].some((p) => p?.includes("\uFFFD") === true));
  if (unnamed.length > 0 || unspeakable.length > 0)
    return result(
      [],
      [
        ...unnamed.map(
          (u) => `${u.key}: its base form cannot run beside its head form (the file name has no test/spec part to put a copy's marker in)`
        ),
        ...unspeakable.map(
          (u) => `${u.key}: the file's name is not UTF-8, so no runner can be told it; rename it to prove the range`
        )
      ],
      []
    );
  if (units.length === 0 && options.coverage !== true) return result([], [], []);
  const headFiles = units.flatMap((u) => u.headPath === void 0 ? [] : [u.headPath]);
  const headReplace = units.flatMap(baseFormReplace);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let checkout;
  try {
    checkout = proveCheckout(repo, options.mount ?? "auto", checkoutBytesBound(repo));
    const place2 = checkout.place;
    const within3 = checkout;
    const measure = async (tests2) => options.coverage !== true ? void 0 : await changeCoverage({
      repo,
      base: base.tree,
      head: head.tree,
      production,
      runner,
      spec,
      tests: tests2,
      checkout: within3,
      replace: headReplace,
      timeoutMs
    });
    if (units.length === 0) return result([], [], [place2], await measure([]));
    checkout.set(head.tree, headReplace);
    const onHead = await runIn(
      runner,
      checkout,
      `head ${head.commit.slice(0, 12)}`,
      [...headFiles, ...units.flatMap((u) => u.baseRun === void 0 ? [] : [u.baseRun])],
      timeoutMs
    );
    if (onHead.report === void 0) return result([], [onHead.problem ?? ""], [place2]);
    const unlisted = units.filter(
      (u) => u.baseRun !== void 0 && idsIn(onHead.report, u.baseRun).length === 0
    );
    const headTestCode = changes.filter((c) => c.after !== void 0 && !isCodeUnderTest(classify(c.path))).map((c) => ({ path: c.path, entry: c.after }));
    checkout.set(base.tree, [
      ...headTestCode,
      ...unlisted.filter((u) => u.baseRun !== u.basePath).flatMap(baseFormReplace)
    ]);
    const onBase = await runIn(
      runner,
      checkout,
      `base ${base.commit.slice(0, 12)}`,
      [...headFiles, ...unlisted.flatMap((u) => u.baseRun === void 0 ? [] : [u.baseRun])],
      timeoutMs
    );
    if (onBase.report === void 0) return result([], [onBase.problem ?? ""], [place2]);
    const headRun = onHead.report;
    const baseRun = onBase.report;
    const hidden = units.filter(
      (u) => u.baseRun !== void 0 && [headRun, baseRun].every(
        (r) => idsIn(r, u.baseRun ?? "").length === 0 && fileError(r, u.baseRun ?? "") === void 0
      )
    );
    if (hidden.length > 0)
      return result(
        [],
        hidden.map(
          (u) => `${u.key}: its base form ran as ${u.baseRun ?? ""} and the runner collected nothing from it \u2014 does head's test configuration exclude that name? The range's tests cannot be told from its new ones`
        ),
        [place2]
      );
    const tests = units.flatMap((u) => judgeUnit(u, headRun, baseRun));
    return result(tests, [], [place2], await measure(tests), unhandledNotes(headRun));
  } catch (error) {
    return result([], [`the checkout could not be made: ${errorMessage(error)}`], []);
  } finally {
    checkout?.dispose();
  }
}
function fileChange(c) {
  return { path: c.path, status: c.status, ...c.from === void 0 ? {} : { from: c.from } };
}
function unitOf(repo, change, headTree, baseTree) {
  const basePath = change.before === void 0 ? void 0 : change.from ?? change.path;
  const headPath = change.after === void 0 ? void 0 : change.path;
  const holds = (path2, entry) => path2 !== void 0 && entry !== void 0 && holdsTests(path2, blobText(repo, entry.blob));
  if (!holds(headPath, change.after) && !holds(basePath, change.before)) return [];
  let baseRun;
  if (basePath !== void 0) {
    const free = entryAt(repo, headTree, basePath) === void 0;
    const copy = copyPath(basePath, "base");
    baseRun = free && basePath !== headPath ? basePath : copy !== void 0 && entryAt(repo, headTree, copy) === void 0 && entryAt(repo, baseTree, copy) === void 0 ? copy : void 0;
  }
  return [{ key: headPath ?? basePath ?? change.path, headPath, basePath, baseEntry: change.before, baseRun, change }];
}
var baseFormReplace = (u) => u.baseRun === void 0 || u.baseEntry === void 0 ? [] : [{ path: u.baseRun, entry: u.baseEntry }];
var EMPTY_REPORT = {
  runner: "",
  argv: [],
  projectRoot: "",
  startedAt: "",
  endedAt: "",
  exitCode: 0,
  outcome: "passed",
  tests: [],
  errors: []
};
async function runIn(runner, checkout, which, files, timeoutMs) {
  if (files.length === 0) return { report: EMPTY_REPORT, problem: void 0 };
  try {
    const report2 = await runner.run({
      projectRoot: checkout.root,
      files,
      timeoutMs,
      mount: checkout.mount,
      confine: checkout.confine,
      env: checkout.freshEnv()
    });
    const broken = report2.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name));
    if (broken === void 0) return { report: report2, problem: void 0 };
    return {
      report: void 0,
      problem: `the run on ${which} could not run: ${broken.name}: ${broken.message}`.slice(0, 600)
    };
  } catch (error) {
    return { report: void 0, problem: `the run on ${which} could not run: ${errorMessage(error)}` };
  }
}
function idsIn(report2, file) {
  return report2.tests.filter((t) => t.file === file).map((t) => ({ fullName: t.fullName, ordinal: t.ordinal ?? 0 }));
}
function statusIn(report2, file, id) {
  const key = testKey({ file, ...id });
  const test = report2.tests.find((t) => testKey(t) === key);
  if (test !== void 0) return test.status === "todo" ? "skipped" : test.status;
  if (fileError(report2, file) !== void 0 || report2.outcome === "timeout") return "error";
  return "absent";
}
function fileError(report2, file) {
  return report2.errors.find((e) => e.scope !== "test" && (e.file === file || e.file === void 0 || e.file === null));
}
function failureIn(report2, file, id) {
  const key = testKey({ file, ...id });
  const error = report2.errors.find((e) => e.scope === "test" && e.test !== void 0 && testKey(e.test) === key) ?? fileError(report2, file);
  if (error === void 0) return report2.outcome === "timeout" ? report2.detail ?? "the run timed out" : void 0;
  const diff = error.diff === void 0 ? "" : `
${error.diff}`;
  return `${error.name}: ${error.message}${diff}`.slice(0, 2e3);
}
var failing = (s) => s === "failed" || s === "error";
function judgeUnit(unit, headRun, baseRun) {
  const headIds = unit.headPath === void 0 ? [] : idsIn(headRun, unit.headPath);
  const baseIds = unit.baseRun === void 0 ? [] : unique([...idsIn(baseRun, unit.baseRun), ...idsIn(headRun, unit.baseRun)]);
  const inBase = new Set(baseIds.map(idKey));
  const inHead = new Set(headIds.map(idKey));
  const verdicts = [];
  if (unit.headPath !== void 0 && headIds.length === 0) verdicts.push(unloaded(unit, unit.headPath, headRun));
  for (const id of headIds) {
    const file = unit.headPath ?? "";
    const onHead = statusIn(headRun, file, id);
    const onBase = statusIn(baseRun, file, id);
    const where = { file, fullName: id.fullName, ordinal: id.ordinal, onHead, onBase };
    if (!inBase.has(idKey(id))) {
      verdicts.push({ ...where, kind: "added", ...added(onHead, onBase, () => failureIn(headRun, file, id)) });
      continue;
    }
    const runPath = unit.baseRun ?? "";
    const baseFormOnHead = statusIn(headRun, runPath, id);
    verdicts.push({
      ...where,
      ...unit.basePath !== void 0 && unit.basePath !== file ? { baseFile: unit.basePath } : {},
      kind: "changed",
      baseFormOnHead,
      ...changed(onHead, baseFormOnHead, onBase, {
        head: () => failureIn(headRun, file, id),
        base: () => failureIn(headRun, runPath, id)
      })
    });
  }
  for (const id of baseIds.filter((i) => !inHead.has(idKey(i)))) {
    const runPath = unit.baseRun ?? "";
    const baseFormOnHead = statusIn(headRun, runPath, id);
    const failure = failing(baseFormOnHead) ? failureIn(headRun, runPath, id) : void 0;
    verdicts.push({
      file: unit.basePath ?? runPath,
      baseFile: unit.basePath ?? runPath,
      fullName: id.fullName,
      ordinal: id.ordinal,
      kind: "removed",
      baseFormOnHead,
      ...failing(baseFormOnHead) ? { verdict: "spec-removed", detail: "removed by the change, and its base form fails on head" } : baseFormOnHead === "passed" ? {
        verdict: "removed",
        detail: "removed by the change; its base form still passes on head, nothing checks it now"
      } : { verdict: "holds", detail: `removed by the change; its base form was ${baseFormOnHead} on head` },
      ...failure === void 0 ? {} : { failure }
    });
  }
  return verdicts;
}
var idKey = (id) => `${id.fullName}\0${id.ordinal}`;
var unique = (ids) => [...new Map(ids.map((i) => [idKey(i), i])).values()];
function unloaded(unit, file, headRun) {
  const error = fileError(headRun, file);
  const kind = unit.baseEntry === void 0 ? "added" : "changed";
  return error === void 0 ? {
    file,
    fullName: "",
    ordinal: 0,
    kind,
    onHead: "absent",
    verdict: "not-run",
    detail: `the runner collected no test of ${file} on head`
  } : {
    file,
    fullName: "",
    ordinal: 0,
    kind,
    onHead: "error",
    verdict: "fails-on-head",
    detail: `${file} does not load on head`,
    failure: `${error.name}: ${error.message}`.slice(0, 2e3)
  };
}
function added(onHead, onBase, failure) {
  if (onHead === "skipped" || onHead === "absent")
    return { verdict: "not-run", detail: `added, but ${onHead === "skipped" ? "skipped" : "not run"} on head` };
  if (onHead !== "passed")
    return withFailure({ verdict: "fails-on-head", detail: "added, and fails on head" }, failure());
  if (failing(onBase))
    return {
      verdict: "proven",
      detail: `fails without the change (${onBase === "error" ? "its file does not load on base" : "failed on base"}) and passes with it`
    };
  return {
    verdict: "does-not-detect",
    detail: `added, but ${onBase === "passed" ? "passes" : `was ${onBase}`} on base's code too: it does not detect the change`
  };
}
function changed(onHead, baseFormOnHead, onBase, failure) {
  if (failing(onHead)) return withFailure({ verdict: "fails-on-head", detail: "fails on head" }, failure.head());
  if (failing(baseFormOnHead))
    return withFailure(
      { verdict: "spec-changed", detail: "its base form fails on head: the change rewrote the spec it was held to" },
      failure.base()
    );
  if (onHead !== "passed" && baseFormOnHead === "passed")
    return { verdict: "weakened", detail: `its base form passes on head, but its head form is ${onHead}` };
  if (onHead !== "passed") return { verdict: "not-run", detail: `${onHead} on head, in both forms` };
  const detects = failing(onBase) ? "its head form fails on base (it detects the change)" : `its head form ${onBase === "passed" ? "passes" : `is ${onBase}`} on base too`;
  return { verdict: "holds", detail: `passes on head in both forms; ${detects}` };
}
var withFailure = (judged, failure) => failure === void 0 ? judged : { ...judged, failure };
function textNotes(repo, unit, baseTree, headTree) {
  const { change } = unit;
  if (change.before === void 0 || change.after === void 0 || unit.headPath === void 0) return [];
  const before = testMetrics(unit.basePath ?? unit.headPath, blobText(repo, change.before.blob));
  const after = testMetrics(unit.headPath, blobText(repo, change.after.blob));
  if (before === void 0 || after === void 0) return [];
  const weak = weakenings(before, after);
  const fewer = assertionNotes(before, after);
  if (weak.length === 0 && fewer.length === 0) return [];
  const diff = truncate(pathDiff(repo, baseTree, headTree, unit.basePath ?? unit.headPath, unit.headPath), 120);
  return [
    ...weak.map((text3) => ({ file: unit.headPath ?? "", level: "weakening", text: text3, diff })),
    ...fewer.map((text3) => ({ file: unit.headPath ?? "", level: "note", text: text3, diff }))
  ];
}
function oracleNotes(repo, change, classify) {
  if (change.after === void 0) return [];
  const before = change.before === void 0 ? "" : blobText(repo, change.before.blob);
  return oracleFindings(change.path, before, blobText(repo, change.after.blob), classify).map((f) => ({
    file: change.path,
    level: "oracle",
    text: `${RULE_WHY[f.rule]} (${f.rule}, line ${f.line}): ${f.text}`
  }));
}
function supportNotes(repo, changes, units, classify) {
  const proven = new Set(units.map((u) => u.change.path));
  return changes.flatMap((c) => {
    const kind = classify(c.path);
    if (proven.has(c.path) || kind !== "test" && kind !== "test-config") return [];
    if (kind === "test" && c.before !== void 0) {
      const before = testMetrics(c.from ?? c.path, blobText(repo, c.before.blob));
      const after = c.after === void 0 ? void 0 : testMetrics(c.path, blobText(repo, c.after.blob));
      const lost = before !== void 0 && before.assertions > (after?.assertions ?? 0);
      if (lost)
        return [
          {
            file: c.path,
            level: "weakening",
            text: `test support code ${c.after === void 0 ? "deleted" : "changed"} with fewer assertions (${before.assertions} \u2192 ${after?.assertions ?? 0}): every test that calls it checks less`
          }
        ];
    }
    const what = kind === "test" ? "test support code (no test case of its own)" : "test configuration";
    return [
      {
        file: c.path,
        level: "note",
        text: `${what} ${c.status}: the runs of this range \u2014 the base forms of edited tests included \u2014 used head's version`
      }
    ];
  });
}
function untestedNotes(changes, units, classify) {
  if (units.length > 0) return [];
  const code2 = changes.filter((c) => classify(c.path) === "production").map((c) => c.path);
  if (code2.length === 0) return [];
  return [
    {
      file: code2[0] ?? "",
      level: "untested",
      text: `${code2.length} production file(s) changed (${code2.slice(0, 5).join(", ")}${code2.length > 5 ? ", \u2026" : ""}) and no test added, edited or removed: nothing proves the change`
    }
  ];
}
function unhandledNotes(report2) {
  return report2.errors.filter((e) => e.scope === "unhandled").map((e) => ({
    file: e.file ?? e.frames[0]?.file ?? "(run)",
    level: "head-error",
    text: `head's run reported an error outside any test: ${e.name}: ${e.message.split("\n")[0] ?? ""}`.slice(0, 500)
  }));
}
function truncate(diff, lines2) {
  const all = diff.split("\n");
  return all.length <= lines2 ? diff : [...all.slice(0, lines2), `\u2026 ${all.length - lines2} more line(s)`].join("\n");
}

// mcp-server/src/runners/run-and-record.ts
import { tmpdir as tmpdir6 } from "node:os";
import { dirname as dirname6 } from "node:path";

// mcp-server/src/store/gate-results.ts
async function recordGateResult(db, input) {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === void 0 ? null : await ensureCaller(tx, input.caller);
    const seq = await nextSeq2(tx);
    await tx.insertInto("gate_results").values({
      gate: input.gate,
      status: input.status,
      caller_id: callerId,
      source: input.source,
      detail: input.detail ?? null,
      seq,
      head: input.head ?? null,
      tree: input.tree ?? null
    }).execute();
    return seq;
  });
}
async function latestGateResult(db, gate, options = {}) {
  let query = db.selectFrom("gate_results").selectAll().where("gate", "=", gate);
  if (options.before !== void 0) query = query.where("seq", "<", options.before);
  if (options.status !== void 0) query = query.where("status", "=", options.status);
  const row = await query.orderBy("seq", "desc").limit(1).executeTakeFirst();
  return row === void 0 ? void 0 : toRow(row);
}
function toRow(row) {
  return {
    id: row.id,
    gate: row.gate,
    status: row.status,
    callerId: row.caller_id,
    source: row.source,
    detail: row.detail,
    seq: row.seq,
    at: row.at,
    head: row.head,
    tree: row.tree
  };
}

// mcp-server/src/worktree/head.ts
var COMMIT = /^[0-9a-f]{40,64}$/;
function headCommit(projectRoot) {
  const result = boundedGit(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { cwd: projectRoot, env: gitEnv() });
  const out = result.status === 0 ? result.stdout.toString("utf8").trim() : "";
  return COMMIT.test(out) ? out : null;
}

// mcp-server/src/runners/lock.ts
import { renameSync, rmSync as rmSync6, statSync as statSync3, writeFileSync } from "node:fs";

// mcp-server/src/runners/orphans.ts
import { existsSync as existsSync7, readdirSync as readdirSync2, readFileSync as readFileSync3 } from "node:fs";
function killOrphanedGroup(group) {
  if (!groupExists(group.pgid)) return "gone";
  if (!existsSync7("/proc/self/environ")) return "unverified";
  const needle = `${RUN_TOKEN_ENV}=${group.token}`;
  let live = 0;
  for (const pid of readdirSync2("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat2 = statOf(pid);
    if (stat2?.pgid !== group.pgid || stat2.state === "Z") continue;
    live += 1;
    let environ;
    try {
      environ = readFileSync3(`/proc/${pid}/environ`, "latin1");
    } catch {
      continue;
    }
    if (!environ.split("\0").includes(needle)) continue;
    try {
      process.kill(-group.pgid, "SIGKILL");
    } catch {
      return "gone";
    }
    return "killed";
  }
  return live === 0 ? "gone" : "unverified";
}
function groupExists(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function statOf(pid) {
  try {
    const stat2 = readFileSync3(`/proc/${pid}/stat`, "utf8");
    const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", pgid: Number(fields[2]) };
  } catch {
    return void 0;
  }
}

// mcp-server/src/runners/lock.ts
var queues = /* @__PURE__ */ new Map();
var POLL_MS = 100;
var UNREADABLE_STALE_MS = 5e3;
async function withRunLock(lockPath2, waitMs, fn) {
  const previous = queues.get(lockPath2) ?? Promise.resolve();
  const mine = previous.catch(() => void 0).then(async () => {
    await acquire(lockPath2, waitMs);
    try {
      return await fn({ recordGroup: (group) => recordGroup(lockPath2, group) });
    } finally {
      release(lockPath2);
    }
  });
  queues.set(lockPath2, mine);
  try {
    return await mine;
  } finally {
    if (queues.get(lockPath2) === mine) queues.delete(lockPath2);
  }
}
async function acquire(lockPath2, waitMs) {
  const deadline = Date.now() + waitMs;
  for (; ; ) {
    try {
      writeFileSync(lockPath2, `${process.pid} ${(/* @__PURE__ */ new Date()).toISOString()}
`, { flag: "wx" });
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const holder = lockHolder(lockPath2);
    if (holder === void 0 ? olderThan(lockPath2, UNREADABLE_STALE_MS) : !pidAlive(holder)) {
      killLeftovers(lockPath2);
      rmSync6(lockPath2, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new EvidentError(
        "conflict",
        `another test run of this project is still going (process ${holder ?? "unknown"} holds ${lockPath2})`,
        "wait for it to finish and call run_tests again"
      );
    }
    await new Promise((resolve13) => setTimeout(resolve13, POLL_MS));
  }
}
function recordGroup(lockPath2, group) {
  if (lockHolder(lockPath2) !== process.pid) return;
  const first = readRegularText(lockPath2).split("\n")[0] ?? "";
  const next = `${lockPath2}.${process.pid}.tmp`;
  writeFileSync(next, `${first}
group ${group.pgid} ${group.token}
`);
  renameSync(next, lockPath2);
}
function recordedGroups(lockPath2) {
  let text3;
  try {
    text3 = readRegularText(lockPath2);
  } catch {
    return [];
  }
  return [...text3.matchAll(/^group (\d+) ([0-9a-f]+)$/gm)].map((m) => ({ pgid: Number(m[1]), token: m[2] ?? "" }));
}
function killLeftovers(lockPath2) {
  for (const group of recordedGroups(lockPath2)) {
    const outcome = killOrphanedGroup(group);
    if (outcome === "gone") continue;
    log(
      "warn",
      `a test run left by a dead process (stale ${lockPath2}): its process group ${group.pgid} ${outcome === "killed" ? "was killed" : "still runs and could not be verified as that run, so it was left alone"}`
    );
  }
}
function release(lockPath2) {
  if (lockHolder(lockPath2) === process.pid) rmSync6(lockPath2, { force: true });
}
function lockHolder(lockPath2) {
  try {
    const pid = Number(readRegularText(lockPath2).split(" ")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : void 0;
  } catch {
    return void 0;
  }
}
function olderThan(path2, ms) {
  try {
    return Date.now() - statSync3(path2).mtimeMs > ms;
  } catch {
    return true;
  }
}

// mcp-server/src/runners/run-and-record.ts
function runLockPath(store, projectRoot) {
  return runLockFile(store === void 0 || store.path === ":memory:" ? tmpdir6() : dirname6(store.path), projectRoot);
}
function underRunLock(store, projectRoot, waitMs, fn) {
  return withRunLock(runLockPath(store, projectRoot), waitMs, () => fn());
}
async function runAndRecord(request) {
  const { runner, store, caller, gate } = request;
  return withRunLock(runLockPath(store, request.projectRoot), request.lockWaitMs, async (lock) => {
    const startSeq = store === void 0 ? 0 : await beginRun(store.db);
    const shadow = store === void 0 ? void 0 : request.shadow;
    const tree = shadow === void 0 ? null : treeBefore(shadow);
    const started = Date.now();
    const report2 = await runner.run({
      projectRoot: request.projectRoot,
      files: request.files,
      timeoutMs: request.timeoutMs,
      env: request.env,
      onFileDone: request.onFileDone,
      signal: request.signal,
      confine: request.confine,
      onProcessGroup: lock.recordGroup
    });
    if (store === void 0) return { report: report2, durationMs: Date.now() - started };
    const trees = shadow === void 0 ? void 0 : { tree, treeAfter: tree === null ? null : snapshotOrNull(shadow), filtered: request.files.length > 0 };
    const recorded = await recordRun(store.db, caller, report2, startSeq, trees);
    await request.afterRecord?.({ report: report2, recorded, tree, filtered: request.files.length > 0 });
    if (gate !== void 0) {
      await recordGateResult(store.db, {
        gate: gate.id,
        status: report2.outcome === "passed" ? "green" : "red",
        caller,
        source: gate.source,
        detail: `run ${recorded.runId}: ${report2.outcome}`,
        // What it ran on, so a DoD under validation.gateFreshness "same-tree" can count it (docs/validation.md); a
        // run that changed the tree it ran on has no one tree to name.
        ...trees !== void 0 && trees.tree !== null && trees.tree === trees.treeAfter ? { head: headCommit(request.projectRoot), tree: trees.tree } : {}
      });
    }
    return { report: report2, recorded, durationMs: Date.now() - started };
  });
}
function treeBefore(shadow) {
  try {
    return snapshotOrNull(shadow, { rethrow: (error) => error instanceof SpecialFileError });
  } catch (error) {
    throw conflict(
      `the test run was not started: evident could not record the tree it would run on: ${error.message}`,
      "remove that file (or replace it with a regular file), then run again"
    );
  }
}

// mcp-server/src/store/hook-db.ts
var import_better_sqlite3 = __toESM(require_lib(), 1);

// mcp-server/src/store/schema-version.ts
var LATEST_MIGRATION = "0021_task_handoffs";

// mcp-server/src/store/hook-db.ts
function openHookDb(path2, busyTimeoutMs = 5e3) {
  let state;
  try {
    state = inspectDbFile(path2);
  } catch (error) {
    throw refusal(path2, error);
  }
  if (state === "absent") return void 0;
  const nativeBinding = loadNativeBinding();
  let sqlite;
  try {
    sqlite = new import_better_sqlite3.default(path2, { fileMustExist: true, timeout: busyTimeoutMs, nativeBinding });
    sqlite.exec("pragma synchronous = NORMAL; pragma foreign_keys = ON");
    const migrated = sqlite.prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
    if (migrated === void 0) {
      sqlite.close();
      return void 0;
    }
    const { newest } = sqlite.prepare("select max(name) as newest from kysely_migration").get();
    const schema = newest === LATEST_MIGRATION ? "current" : newest !== null && newest > LATEST_MIGRATION ? "newer" : "older";
    const open = sqlite;
    return { sqlite: open, schema, close: () => open.close() };
  } catch (error) {
    sqlite?.close();
    throw refusal(path2, error);
  }
}
async function openCurrentHookDb(path2, busyTimeoutMs = 5e3) {
  const db = openHookDb(path2, busyTimeoutMs);
  if (db === void 0 || db.schema === "current") return db;
  db.close();
  try {
    const { openStore } = await import("./hook-lazy-store.js");
    await (await openStore(path2)).close();
  } catch (error) {
    throw refusal(path2, error);
  }
  const upgraded = openHookDb(path2, busyTimeoutMs);
  if (upgraded === void 0 || upgraded.schema === "current") return upgraded;
  upgraded.close();
  throw unusableStore(openError(path2, new Error(`its schema is ${upgraded.schema} than this evident's`)));
}
function refusal(path2, error) {
  if (isTransient(error)) return isEvidentError(error) ? error : openError(path2, error);
  return unusableStore(isEvidentError(error) ? error : openError(path2, error));
}

// mcp-server/src/engine/gates/seal.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { isAbsolute as isAbsolute5, join as join11, relative as relative6, resolve as resolve3 } from "node:path";
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var field = (v, ...path2) => path2.reduce((at, key) => isRecord(at) ? at[key] : void 0, v);
function effective(sources, ...path2) {
  for (const source2 of sources) {
    const value = field(source2.settings, ...path2);
    if (value !== void 0) return value;
  }
  return void 0;
}
var strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s === "string") : [];
function expandSettingsPath(pattern, source2, home) {
  if (pattern === "~" || pattern.startsWith("~/")) return join11(home, pattern.slice(1));
  if (pattern.startsWith("//")) return pattern.slice(1);
  if (isAbsolute5(pattern)) return join11(source2.dir, pattern);
  return resolve3(source2.dir, pattern);
}
var covers = (dir, path2) => {
  const rel = relative6(dir, path2);
  return rel === "" || !rel.startsWith("..") && !isAbsolute5(rel);
};
function denyReadCovers(facts) {
  return hiddenDirs(facts).every(
    (dir) => facts.sources.some(
      (source2) => strings(field(source2.settings, "sandbox", "filesystem", "denyRead")).some(
        (entry) => covers(expandSettingsPath(entry.replace(/\/\*\*$/, ""), source2, facts.home), dir)
      )
    )
  );
}
var hiddenDirs = (facts) => {
  const store = facts.storeDir === void 0 || facts.storeInProject ? [] : [facts.storeDir];
  const all = [.../* @__PURE__ */ new Set([facts.dataDir, ...store, ...facts.alsoHidden ?? []])];
  return all.filter((dir) => !all.some((other) => other !== dir && covers(other, dir)));
};
function settingsPath(dir, home) {
  if (home !== "" && covers(home, dir)) {
    const rel = relative6(home, dir);
    return rel === "" ? "~" : `~/${rel}`;
  }
  return `/${dir}`;
}
var settingsPaths = (facts) => hiddenDirs(facts).map((d) => settingsPath(d, facts.home));
var denyRules = (dirs) => dirs.flatMap((dir) => [`Read(${dir}/**)`, `Edit(${dir}/**)`]);
var socketsOpened = (facts) => [
  ...effective(facts.sources, "sandbox", "network", "allowAllUnixSockets") === true ? ["allowAllUnixSockets"] : [],
  ...facts.sources.flatMap((s) => strings(field(s.settings, "sandbox", "network", "allowUnixSockets")))
];
function reopened(facts) {
  const out = [];
  for (const source2 of facts.sources) {
    for (const key of ["allowRead", "allowWrite"]) {
      for (const entry of strings(field(source2.settings, "sandbox", "filesystem", key))) {
        const path2 = expandSettingsPath(entry.replace(/\/\*\*$/, ""), source2, facts.home);
        if (hiddenDirs(facts).some((dir) => covers(path2, dir) || covers(dir, path2)))
          out.push(`${key} ${entry} (${source2.name})`);
      }
    }
  }
  return out;
}
var excluded = (facts) => facts.sources.flatMap((s) => strings(field(s.settings, "sandbox", "excludedCommands")).map((c) => `${c} (${s.name})`));
function permissionDenies(facts, tool) {
  return hiddenDirs(facts).every((dir) => permissionDeniesIn(facts, tool, dir));
}
function permissionDeniesIn(facts, tool, dir) {
  const probe = join11(dir, "evident.sqlite");
  return facts.sources.some(
    (source2) => strings(field(source2.settings, "permissions", "deny")).some((rule) => {
      const match = new RegExp(`^${tool}\\((.+)\\)$`).exec(rule.trim());
      if (match?.[1] === void 0) return false;
      const pattern = expandSettingsPath(match[1], source2, facts.home);
      return (0, import_picomatch.default)(pattern, { dot: true })(probe) || covers(pattern, probe);
    })
  );
}
var DATA = "~/.claude/plugins/data";
function judgeSeal(facts) {
  const linux = facts.platform === "linux";
  const broken = facts.sources.filter((s) => s.error !== void 0);
  const checks = [
    {
      id: "settings_readable",
      ok: broken.length === 0,
      says: broken.length === 0 ? "every settings file evident reads parses" : `cannot read ${broken.map((s) => `${s.name} (${s.error ?? ""})`).join(", ")}`,
      fix: "fix the JSON of that settings file (Claude Code ignores a file it cannot parse)"
    },
    {
      id: "sandbox_tools",
      ok: !linux || facts.bwrap && facts.socat,
      says: linux ? `bubblewrap ${facts.bwrap ? "found" : "missing"}, socat ${facts.socat ? "found" : "missing"}` : `${facts.platform}: Claude Code's own sandbox, no extra tools`,
      fix: "install them (Debian/Ubuntu: apt-get install bubblewrap socat)"
    },
    {
      id: "sandbox_enabled",
      ok: effective(facts.sources, "sandbox", "enabled") === true,
      says: `sandbox.enabled is ${String(effective(facts.sources, "sandbox", "enabled") ?? "not set")}`,
      fix: "set sandbox.enabled: true where it wins: the settings file of highest precedence that sets it (a project or local file with false wins over the user\u2019s true)",
      bySeal: "run `evident seal` (sets sandbox.enabled: true)"
    },
    {
      id: "no_unsandboxed_escape",
      ok: effective(facts.sources, "sandbox", "allowUnsandboxedCommands") === false,
      says: `sandbox.allowUnsandboxedCommands is ${String(effective(facts.sources, "sandbox", "allowUnsandboxedCommands") ?? "not set")}`,
      fix: "set sandbox.allowUnsandboxedCommands: false in the settings file of highest precedence that sets it (so dangerouslyDisableSandbox does nothing)",
      bySeal: "run `evident seal` (sets sandbox.allowUnsandboxedCommands: false, so dangerouslyDisableSandbox does nothing)"
    },
    {
      id: "no_excluded_commands",
      ok: excluded(facts).length === 0,
      says: excluded(facts).length === 0 ? "no command is excluded from the sandbox" : `sandbox.excludedCommands runs these outside the sandbox: ${excluded(facts).join(", ")}`,
      fix: "remove sandbox.excludedCommands: an excluded command (npm, docker, \u2026) runs unconfined and can reach the store"
    },
    {
      id: "fail_if_unavailable",
      ok: effective(facts.sources, "sandbox", "failIfUnavailable") === true,
      says: `sandbox.failIfUnavailable is ${String(effective(facts.sources, "sandbox", "failIfUnavailable") ?? "not set")}`,
      fix: "set sandbox.failIfUnavailable: true in the settings file of highest precedence that sets it (no session starts with Bash unconfined)",
      bySeal: "run `evident seal` (sets sandbox.failIfUnavailable: true: no session starts with Bash unconfined)"
    },
    {
      id: "deny_read_data",
      ok: denyReadCovers(facts),
      says: `sandbox.filesystem.denyRead ${denyReadCovers(facts) ? "hides" : "does not hide"} ${hiddenDirs(facts).join(" and ")} from Bash`,
      fix: `add ${settingsPaths(facts).join(", ")} to sandbox.filesystem.denyRead in a settings file evident reads`,
      bySeal: `run \`evident seal\` (adds ${settingsPaths(facts).join(", ")} to sandbox.filesystem.denyRead)`
    },
    {
      id: "no_reopened_data",
      ok: reopened(facts).length === 0,
      says: reopened(facts).length === 0 ? "no allowRead / allowWrite entry opens the data folder again" : `these open the data folder again: ${reopened(facts).join(", ")}`,
      fix: `remove those sandbox.filesystem entries (they override denyRead for ${hiddenDirs(facts).join(", ")})`
    },
    {
      id: "no_unix_sockets",
      ok: socketsOpened(facts).length === 0,
      says: socketsOpened(facts).length === 0 ? "no Unix socket is opened to the sandbox" : `sandbox.network opens Unix sockets to Bash: ${socketsOpened(facts).join(", ")}`,
      fix: "remove sandbox.network.allowAllUnixSockets / allowUnixSockets: a socket such as docker\u2019s lets Bash reach any folder"
    },
    {
      id: "deny_tools_data",
      ok: permissionDenies(facts, "Read") && permissionDenies(facts, "Edit"),
      says: `permissions.deny ${permissionDenies(facts, "Read") ? "has" : "lacks"} Read(\u2026) and ${permissionDenies(facts, "Edit") ? "has" : "lacks"} Edit(\u2026) for ${hiddenDirs(facts).join(" and ")}`,
      fix: `add ${denyRules(settingsPaths(facts)).join(", ")} to permissions.deny in a settings file evident reads (Read and Edit ignore the sandbox)`,
      bySeal: `run \`evident seal\` (adds ${denyRules(settingsPaths(facts)).join(", ")} to permissions.deny: Read and Edit ignore the sandbox)`
    },
    {
      id: "store_outside_project",
      ok: !facts.storeInProject,
      says: facts.storeInProject ? "the evidence database lies inside the project, which sandboxed Bash can write" : "the evidence database lies outside the project",
      fix: "unset EVIDENT_DB (or point it outside the project) so the store lives in the plugin data folder"
    }
  ];
  const missing = checks.filter((c) => !c.ok);
  return {
    sealed: missing.length === 0,
    checks,
    reason: missing.length === 0 ? "sealed" : `not sealed: ${missing.map((c) => c.says).join("; ")}`
  };
}
var sealLines = (dirs = [DATA]) => [
  {
    path: ["sandbox", "enabled"],
    value: true,
    why: "every Bash command runs in the sandbox (bubblewrap on Linux): it cannot write outside the project and the session temp folder"
  },
  {
    path: ["sandbox", "allowUnsandboxedCommands"],
    value: false,
    why: "the model cannot ask to run a command outside the sandbox (dangerouslyDisableSandbox becomes a no-op)"
  },
  {
    path: ["sandbox", "failIfUnavailable"],
    value: true,
    why: "Claude Code refuses to start when the sandbox cannot run, instead of running Bash unconfined"
  },
  {
    path: ["sandbox", "filesystem", "denyRead"],
    value: [...dirs],
    why: "Bash cannot read evident's evidence store, its caller key or its snapshots (hooks and the MCP server run outside the sandbox and still can)"
  },
  {
    path: ["permissions", "deny"],
    value: denyRules(dirs),
    why: "Read, Edit and Write ignore the sandbox: these rules keep them out of the same folders"
  }
];
function mergeSeal(settings, dirs = [DATA]) {
  const out = structuredClone(settings);
  for (const line of sealLines(dirs)) {
    let at = out;
    for (const key of line.path.slice(0, -1)) {
      const next = at[key];
      if (next === void 0) at[key] = {};
      else if (!isRecord(next)) throw new Error(`${line.path.join(".")}: ${key} is not an object in the settings file`);
      at = at[key];
    }
    const last = line.path[line.path.length - 1] ?? "";
    if (Array.isArray(line.value) && at[last] !== void 0 && !Array.isArray(at[last]))
      throw new Error(`${line.path.join(".")} is not a list in the settings file`);
    at[last] = Array.isArray(line.value) ? [.../* @__PURE__ */ new Set([...strings(at[last]), ...strings(line.value)])] : line.value;
  }
  return out;
}

// mcp-server/src/engine/flows/seal.ts
import { existsSync as existsSync8, readFileSync as readFileSync4, readlinkSync } from "node:fs";
import { delimiter as delimiter2, dirname as dirname8, join as join13, resolve as resolve4 } from "node:path";

// mcp-server/src/engine/gates/own-state.ts
import { dirname as dirname7, isAbsolute as isAbsolute6, join as join12, relative as relative7 } from "node:path";
function isUnder(inner, outer) {
  const rel = relative7(outer, inner);
  return rel === "" || !rel.startsWith("..") && !isAbsolute6(rel);
}

// mcp-server/src/store/statements/sessions.ts
function sessionSeal(sqlite, sessionId) {
  const row = sqlite.prepare("select sealed, reason, settings, checked_at, unsealed_at from sessions where session_id = ?").get(sessionId);
  if (row === void 0) return void 0;
  return {
    sealed: row.sealed === 1,
    reason: row.reason,
    settings: row.settings,
    checkedAt: row.checked_at,
    unsealedAt: row.unsealed_at
  };
}
function recordSessionSeal(sqlite, sessionId, sealed, reason, settings) {
  const existing = sessionSeal(sqlite, sessionId);
  if (existing === void 0) {
    sqlite.prepare("insert into sessions (session_id, sealed, reason, settings) values (?, ?, ?, ?)").run(sessionId, sealed ? 1 : 0, clip(reason), settings);
  } else if (existing.sealed && !sealed) {
    sqlite.prepare(
      `update sessions set sealed = 0, reason = ?, unsealed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where session_id = ?`
    ).run(clip(reason), sessionId);
  }
  return sessionSeal(sqlite, sessionId);
}
function newestSessionSeals(sqlite, limit) {
  const rows = sqlite.prepare("select session_id, sealed, reason from sessions order by checked_at desc, rowid desc limit ?").all(limit);
  return rows.map((r) => ({ sessionId: r.session_id, sealed: r.sealed === 1, reason: r.reason }));
}

// mcp-server/src/engine/flows/seal.ts
var NOT_SEALED_HINT = "not sealed \u2014 run /evident:setup (or `evident seal`); `evident doctor` says why";
function readJson2(path2, env) {
  let text3;
  try {
    text3 = readRegularText(path2);
  } catch (error) {
    const code2 = error.code;
    if (code2 === "ENOENT") return {};
    if (insideSandbox(env) && (code2 === "EACCES" || code2 === "EPERM")) return {};
    return { error: error.message };
  }
  try {
    return { settings: JSON.parse(text3) };
  } catch (error) {
    return { error: `not JSON: ${error.message}` };
  }
}
var insideSandbox = (env) => env["SANDBOX_RUNTIME"] === "1";
function source(name, path2, env) {
  const read2 = readJson2(path2, env);
  if (read2.settings === void 0 && read2.error === void 0) return void 0;
  return { name, dir: dirname8(path2), settings: read2.settings, error: read2.error };
}
function claudeFlags(pid) {
  if (pid === void 0) return {};
  let argv;
  let cwd;
  try {
    argv = readFileSync4(`/proc/${pid}/cmdline`, "utf8").split("\0");
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return {};
  }
  const end = argv.indexOf("--");
  const flags = end === -1 ? argv : argv.slice(0, end);
  const value = (flag) => {
    let found;
    for (let i = 0; i < flags.length; i += 1) {
      const arg = flags[i] ?? "";
      if (arg === flag) found = flags[i += 1];
      else if (arg.startsWith(`${flag}=`)) found = arg.slice(flag.length + 1);
    }
    return found;
  };
  const settings = value("--settings");
  const sources = value("--setting-sources");
  let flagged;
  if (settings !== void 0) {
    if (settings.trim().startsWith("{")) {
      try {
        flagged = { name: "--settings", dir: cwd, settings: JSON.parse(settings) };
      } catch (error) {
        flagged = { name: "--settings", dir: cwd, error: `not JSON: ${error.message}` };
      }
    } else {
      flagged = source("--settings", resolve4(cwd, settings), {}) ?? {
        name: "--settings",
        dir: cwd,
        error: "file missing"
      };
    }
  }
  return {
    settings: flagged,
    allowed: sources === void 0 ? void 0 : new Set(sources.split(",").map((s) => s.trim()))
  };
}
var onPath2 = (env, tool) => (env["PATH"] ?? "").split(delimiter2).some((dir) => dir !== "" && existsSync8(join13(dir, tool)));
function sealDataDir(env, dbPath) {
  const data = env["CLAUDE_PLUGIN_DATA"];
  return data !== void 0 && data !== "" ? data : dirname8(dbPath);
}
function sealFacts(inputs) {
  const { env, projectRoot } = inputs;
  const home = env["HOME"] ?? "";
  const configDir = env["CLAUDE_CONFIG_DIR"] ?? join13(home, ".claude");
  const flags = claudeFlags(inputs.claudePid);
  const allowed = (kind) => flags.allowed === void 0 || flags.allowed.has(kind);
  const managed = process.platform === "darwin" ? "/Library/Application Support/ClaudeCode" : "/etc/claude-code";
  const sources = [
    source("managed settings", join13(managed, "managed-settings.json"), env),
    flags.settings,
    allowed("local") ? source(".claude/settings.local.json", join13(projectRoot, ".claude", "settings.local.json"), env) : void 0,
    allowed("project") ? source(".claude/settings.json", join13(projectRoot, ".claude", "settings.json"), env) : void 0,
    allowed("user") ? source("~/.claude/settings.json", join13(configDir, "settings.json"), env) : void 0
  ].filter((s) => s !== void 0);
  return {
    platform: process.platform,
    sources,
    bwrap: onPath2(env, "bwrap"),
    socat: onPath2(env, "socat"),
    home,
    dataDir: sealDataDir(env, inputs.dbPath),
    storeInProject: isUnder(resolve4(inputs.dbPath), resolve4(projectRoot)),
    storeDir: dirname8(resolve4(inputs.dbPath))
  };
}
function judgeSession(inputs) {
  const facts = sealFacts(inputs);
  return { verdict: judgeSeal(facts), facts };
}
function newestSessions(dbPath, limit) {
  const db = openHookDb(dbPath);
  if (db === void 0) return [];
  try {
    return newestSessionSeals(db.sqlite, limit);
  } finally {
    db.close();
  }
}
function pluginDataRoot(env) {
  const config = env["CLAUDE_CONFIG_DIR"];
  return join13(config !== void 0 && config !== "" ? config : join13(env["HOME"] ?? "", ".claude"), "plugins", "data");
}
function sealTargets(env, location2) {
  const root = resolve4(location2.projectRoot);
  const store = dirname8(resolve4(location2.path));
  const plugin = env["CLAUDE_PLUGIN_DATA"];
  const candidates = [
    pluginDataRoot(env),
    ...plugin !== void 0 && plugin !== "" ? [resolve4(plugin)] : [],
    userDataDir(env),
    ...isUnder(store, root) || isUnder(root, store) ? [] : [store]
  ].map((dir) => resolve4(dir));
  const unique2 = [...new Set(candidates)];
  const dirs = unique2.filter((dir) => !unique2.some((other) => other !== dir && isUnder(dir, other)));
  const home = env["HOME"] ?? "";
  return { dirs, settings: dirs.map((dir) => settingsPath(dir, home)) };
}
function afterSeal(facts, projectRoot, dirs) {
  const name = ".claude/settings.json";
  const current = facts.sources.find((s) => s.name === name);
  const settings = current?.settings ?? {};
  if (current?.error !== void 0 || typeof settings !== "object" || settings === null || Array.isArray(settings))
    return void 0;
  let merged2;
  try {
    merged2 = mergeSeal(settings, dirs);
  } catch {
    return void 0;
  }
  const sealed = { name, dir: join13(projectRoot, ".claude"), settings: merged2 };
  if (current !== void 0) return { ...facts, sources: facts.sources.map((s) => s === current ? sealed : s) };
  const user = facts.sources.findIndex((s) => s.name === "~/.claude/settings.json");
  const at = user === -1 ? facts.sources.length : user;
  return { ...facts, sources: [...facts.sources.slice(0, at), sealed, ...facts.sources.slice(at)] };
}
function judgeDoctor(env, location2) {
  const targets = sealTargets(env, location2);
  const plugin = env["CLAUDE_PLUGIN_DATA"];
  const sessionEnv = plugin !== void 0 && plugin !== "" ? env : { ...env, CLAUDE_PLUGIN_DATA: pluginDataRoot(env) };
  const facts = {
    ...sealFacts({ env: sessionEnv, projectRoot: location2.projectRoot, dbPath: location2.path }),
    alsoHidden: targets.dirs
  };
  const verdict = judgeSeal(facts);
  const simulated = afterSeal(facts, location2.projectRoot, targets.settings);
  const passAfter = new Set(
    simulated === void 0 ? [] : judgeSeal(simulated).checks.filter((c) => c.ok).map((c) => c.id)
  );
  const fixes = new Map(
    verdict.checks.filter((c) => !c.ok).map((c) => [c.id, c.bySeal !== void 0 && passAfter.has(c.id) ? c.bySeal : c.fix])
  );
  return { verdict, facts, fixes };
}

// mcp-server/src/kernel/content-hash.ts
var import_sha256_wasm = __toESM(require_sha256_wasm(), 1);
import { createRequire as createRequire2 } from "node:module";
function contentSha256Hex(bytes, wasm = import_sha256_wasm.default) {
  if (wasm.WASM === false) {
    const { createHash: createHash2 } = createRequire2(import.meta.filename)("node:crypto");
    return createHash2("sha256").update(bytes).digest("hex");
  }
  return wasm().update(bytes).digest("hex");
}

// mcp-server/src/project/edit-input.ts
function readBytes(path2) {
  try {
    return readRegularFile(path2);
  } catch {
    return void 0;
  }
}

// mcp-server/src/engine/gates/verdict.ts
import { constants as constants3 } from "node:os";
var plural = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;
function decideVerdict(facts) {
  const fail3 = (reason, detail) => ({ verdict: "FAIL", reason, detail });
  const { exitCode, signal } = facts;
  const reported = facts.errors.filter((e) => e.name !== EXIT_CODE_ERROR);
  const crash = facts.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name));
  const executed = facts.passed + facts.failed;
  const found = `${plural(facts.failed, "failed test")} and ${plural(reported.length, "error")}`;
  if (facts.outcome === "timeout") return fail3("timeout", "the run hit its time limit; its process tree was killed");
  if (facts.outcome === "interrupted") return fail3("interrupted", "the run was cancelled before it finished");
  if (exitCode === null && signal !== null && signal !== void 0)
    return fail3("killed", `the runner was killed by ${signal}`);
  if (crash !== void 0 || exitCode === null)
    return fail3("crashed", crash === void 0 ? "the runner ended with no exit code" : firstLine(crash));
  if (exitCode === 0 && (facts.failed > 0 || reported.length > 0))
    return fail3("exit_zero_with_failures", `the runner exited 0 but the reporter recorded ${found}`);
  if (executed === 0) return fail3("no_tests", "no test was executed (none found, all skipped, or filtered away)");
  if (exitCode !== 0 && facts.failed === 0 && reported.length === 0)
    return fail3(
      "exit_nonzero_without_failures",
      `the runner exited ${exitCode} although all ${plural(executed, "executed test")} passed and no error was reported`
    );
  if (facts.failed > 0 || reported.length > 0) return fail3("failures", `${found}; exit code ${exitCode}`);
  if (facts.outcome !== "passed")
    return fail3("runner_failed", `the runner judged the run ${facts.outcome} without recording why`);
  return { verdict: "PASS" };
}
var firstLine = (error) => `${error.name}: ${error.message.split("\n")[0] ?? ""}`.slice(0, 500);
function shellExitCode(exitCode, signal) {
  if (exitCode !== null) return exitCode;
  const number2 = signal === null || signal === void 0 ? void 0 : constants3.signals[signal];
  return number2 === void 0 ? -1 : 128 + number2;
}
function renderCommand(argv) {
  return argv.map(shellWord).join(" ");
}
function shellWord(word) {
  if (/^[\w./@%+,:=-]+$/.test(word)) return word;
  if (!/[\x00-\x1f\x7f]/.test(word)) return `'${word.replace(/'/g, `'\\''`)}'`;
  const escaped = [...word].map((ch) => {
    const code2 = ch.charCodeAt(0);
    if (ch === "\\") return "\\\\";
    if (ch === "'") return "\\'";
    if (ch === "\n") return "\\n";
    if (ch === "	") return "\\t";
    if (ch === "\r") return "\\r";
    if (code2 < 32 || code2 === 127) return `\\x${code2.toString(16).padStart(2, "0")}`;
    return ch;
  }).join("");
  return `$'${escaped}'`;
}

// mcp-server/src/store/verdicts.ts
function insertVerdict(sqlite, v) {
  const seq = nextSeq(sqlite);
  const { id } = sqlite.prepare(
    `insert into test_verdicts (project_root, run_id, verdict, reason, detail, at, command, exit_code, passed, failed,
        errors, filtered, tree, seq) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`
  ).get(
    v.projectRoot,
    v.runId,
    v.verdict,
    v.reason,
    v.detail,
    v.at,
    v.command,
    v.exitCode,
    v.passed,
    v.failed,
    v.errors,
    v.filtered ? 1 : 0,
    v.tree,
    seq
  );
  return { ...v, id, seq, fileError: null };
}
function setVerdictFileError(sqlite, id, error) {
  sqlite.prepare("update test_verdicts set file_error = ? where id = ?").run(error.slice(0, 1e3), id);
}

// mcp-server/src/engine/flows/verdict-file.ts
import { mkdirSync as mkdirSync6, realpathSync as realpathSync8, renameSync as renameSync2, rmSync as rmSync7, writeFileSync as writeFileSync2 } from "node:fs";
import { dirname as dirname9, join as join14 } from "node:path";
function writeVerdictFile(projectRoot, text3) {
  const path2 = join14(projectRoot, VERDICT_FILE);
  const dir = dirname9(path2);
  const temp = join14(
    dir,
    `.last_test_result.${process.pid}.${Date.now()}.${Math.random().toString(16).slice(2, 10)}.tmp`
  );
  try {
    mkdirSync6(dir, { recursive: true });
    const root = realpathSync8(projectRoot);
    if (!isUnder(realpathSync8(dir), root)) return `${dir} resolves outside the project (${root}); not written`;
    writeFileSync2(temp, text3, { mode: 420, flag: "wx" });
    renameSync2(temp, path2);
    return void 0;
  } catch (error) {
    rmSync7(temp, { force: true });
    return `cannot write ${path2}: ${errorMessage(error)}`;
  }
}

// mcp-server/src/engine/flows/verdict.ts
async function recordVerdict(store, projectRoot, run2) {
  const { report: report2, recorded } = run2;
  const decision = decideVerdict({
    outcome: report2.outcome,
    exitCode: report2.exitCode,
    signal: report2.signal,
    passed: recorded.counts.passed,
    failed: recorded.counts.failed,
    errors: report2.errors
  });
  const row = await store.db.transaction().execute(
    async (tx) => insertVerdict(sqliteOf(tx), {
      projectRoot,
      runId: recorded.runId,
      verdict: decision.verdict,
      reason: decision.verdict === "FAIL" ? decision.reason : null,
      detail: decision.verdict === "FAIL" ? decision.detail : null,
      at: report2.endedAt,
      command: renderCommand(report2.argv),
      exitCode: shellExitCode(report2.exitCode, report2.signal),
      passed: recorded.counts.passed,
      failed: recorded.counts.failed,
      errors: report2.errors.length,
      filtered: run2.filtered,
      tree: run2.tree
    })
  );
  const failed = writeVerdictFile(projectRoot, verdictText(row));
  if (failed === void 0) return row;
  await store.db.transaction().execute(async (tx) => setVerdictFileError(sqliteOf(tx), row.id, failed));
  return { ...row, fileError: failed };
}

// mcp-server/src/kernel/containment.ts
import { lstatSync as lstatSync3, readlinkSync as readlinkSync2, realpathSync as realpathSync9 } from "node:fs";
import { dirname as dirname10, isAbsolute as isAbsolute7, join as join15, relative as relative8, resolve as resolve5, sep as sep5 } from "node:path";
var OUTSIDE = "outside the repository";
var SYMLINK = "a symbolic link, which is never evidence (name the file itself)";
var PARENT_SEGMENT = /(^|[/\\{,])\.\.([/\\},]|$)/;
function escapesLexically(path2) {
  return isAbsolute7(path2) || path2.startsWith("~") || /^[A-Za-z]:/.test(path2) || PARENT_SEGMENT.test(path2) || path2.includes("\0");
}
function isWithin(root, path2) {
  const rel = relative8(root, path2);
  return rel === "" || !rel.startsWith(`..${sep5}`) && rel !== ".." && !isAbsolute7(rel);
}
function resolveInside(realRoot, abs) {
  let real;
  try {
    real = realpathSync9(abs);
  } catch {
    return void 0;
  }
  return isWithin(realRoot, real) ? real : "outside";
}
function partLeadingOutside(realRoot, relPath) {
  const parts = relPath.split("/");
  for (let i = 1; i <= parts.length; i += 1) {
    const part = parts.slice(0, i).join("/");
    if (resolveInside(realRoot, join15(realRoot, part)) === "outside") return part;
  }
  return void 0;
}
var refused2 = (path2, why) => ({ ok: false, missing: false, reason: `${path2}: ${why}` });
function linkTarget(abs) {
  try {
    return realpathSync9(abs);
  } catch {
    return resolve5(dirname10(abs), readlinkSync2(abs));
  }
}
function containPath(realRoot, path2) {
  if (escapesLexically(path2)) return refused2(path2, OUTSIDE);
  const abs = join15(realRoot, path2);
  if (!isWithin(realRoot, abs)) return refused2(path2, OUTSIDE);
  try {
    if (lstatSync3(abs).isSymbolicLink()) {
      return refused2(path2, isWithin(realRoot, linkTarget(abs)) ? SYMLINK : OUTSIDE);
    }
    const real = realpathSync9(abs);
    return isWithin(realRoot, real) ? { ok: true, real } : refused2(path2, OUTSIDE);
  } catch (error) {
    const code2 = error.code;
    if (code2 !== "ENOENT") return refused2(path2, `cannot be read (${code2 ?? String(error)})`);
    return partLeadingOutside(realRoot, relative8(realRoot, abs).split(sep5).join("/")) === void 0 ? { ok: false, missing: true } : refused2(path2, OUTSIDE);
  }
}
function projectRelative2(root, top, path2) {
  const target = join15(top, path2);
  if (!isWithin(root, target) || target === root) return void 0;
  return relative8(root, target).split(sep5).join("/");
}

// mcp-server/src/clients/vdd/bean.ts
import { readdirSync as readdirSync3, realpathSync as realpathSync10 } from "node:fs";
import { join as join16 } from "node:path";
function parseBeanId(raw) {
  const digits = raw.trim().replace(/^bean-/i, "");
  if (!/^\d+$/.test(digits)) {
    throw badInput(`invalid bean id "${raw}": expected BEAN-<digits> or <digits>`, "pass an id such as BEAN-277 or 277");
  }
  return Number.parseInt(digits, 10);
}
function canonicalBeanId(n) {
  return `BEAN-${String(n).padStart(3, "0")}`;
}
var BEANS_DIR = "ai/beans";
function loadBean(repoRoot, n) {
  const id = canonicalBeanId(n);
  const realRoot = realpathSync10(repoRoot);
  refuseOutside(realRoot, BEANS_DIR, id);
  let entries;
  try {
    entries = readdirSync3(join16(realRoot, BEANS_DIR));
  } catch {
    entries = [];
  }
  const dir = entries.filter((name) => name.startsWith(`${id}-`)).sort()[0];
  if (dir === void 0) {
    throw notFound(
      `bean ${id} not found: no directory matches ${BEANS_DIR}/${id}-*`,
      `check the id; beans live in ${BEANS_DIR}/BEAN-NNN-<slug>/bean.md`
    );
  }
  const path2 = `${BEANS_DIR}/${dir}/bean.md`;
  refuseOutside(realRoot, path2, id);
  try {
    return { number: n, id, path: path2, markdown: readRegularText(join16(realRoot, path2)) };
  } catch {
    throw notFound(`bean ${id} has no readable ${path2}`, `create ${path2} with an "## Acceptance Criteria" section`);
  }
}
function refuseOutside(realRoot, relPath, id) {
  const outside2 = partLeadingOutside(realRoot, relPath);
  if (outside2 === void 0) return;
  throw conflict(
    `bean ${id}: ${outside2} is a symlink leading outside the repository ${realRoot}; nothing outside it is read`,
    `replace ${outside2} with a real directory or file inside the repository`
  );
}

// mcp-server/src/project/project-path.ts
import { realpathSync as realpathSync11 } from "node:fs";
import { basename as basename4, dirname as dirname11, isAbsolute as isAbsolute8, join as join17, relative as relative9, resolve as resolve6, sep as sep6 } from "node:path";
function realpathLenient(path2) {
  const rest = [];
  for (let current = path2; ; current = dirname11(current)) {
    try {
      return join17(realpathSync11.native(current), ...rest.reverse());
    } catch {
      if (dirname11(current) === current) return path2;
      rest.push(basename4(current));
    }
  }
}
function projectRelative3(root, cwd, path2) {
  const rel = relative9(realpathLenient(root), realpathLenient(resolve6(cwd, path2)));
  if (rel === "" || rel.startsWith("..") || isAbsolute8(rel)) return void 0;
  const posix3 = rel.split(sep6).join("/");
  return posix3.startsWith('"') ? pathText(Buffer.from(posix3, "utf8")) : posix3;
}

// mcp-server/src/clients/vdd/document.ts
import { realpathSync as realpathSync12 } from "node:fs";
import { relative as relative10, resolve as resolve7, sep as sep7 } from "node:path";

// mcp-server/src/clients/vdd/report.ts
function cell(value) {
  const flat = value.replace(/\r\n|\r|\n/g, " ").replace(/\|/g, "\\|").trim();
  return flat === "" ? "\u2014" : flat;
}
function renderReport(input) {
  const lines2 = [`# VDD Report \u2014 ${input.subject}`, "", `**Aggregate verdict:** ${input.verdict}`, ""];
  if (input.verdict === "EMPTY") {
    lines2.push(
      "> No acceptance criteria found: add a `## Acceptance Criteria` section with `- [ ] (kind:target) text` items.",
      ""
    );
  }
  for (const warning of input.warnings ?? []) lines2.push(`> **Warning:** ${cell(warning)}`, "");
  if (input.manual === "pass" && input.results.some((r) => r.result === "MANUAL")) {
    lines2.push(`Manual criteria confirmed by ${input.confirmedBy ?? "a human"} (--manual=pass).`, "");
  }
  lines2.push(
    "| # | Result | Kind | Target | Criterion | Details |",
    "|---|--------|------|--------|-----------|---------|"
  );
  for (const r of input.results) {
    lines2.push(
      `| ${r.index} | ${r.result} | ${cell(r.kind)} | ${cell(r.target)} | ${cell(r.text)} | ${cell(r.details)} |`
    );
  }
  return `${lines2.join("\n")}
`;
}
function reportFileName(beanNumber) {
  return `vdd-${String(beanNumber).padStart(3, "0")}.md`;
}
var REPORT_DIR = "ai/outputs/tech-qa";

// mcp-server/src/clients/vdd/document.ts
function realRepoRoot(repoRoot) {
  try {
    return realpathSync12(repoRoot);
  } catch {
    throw badInput(`repository root ${repoRoot} does not exist`, "pass --repo-root with an existing directory");
  }
}
var slug = (path2) => path2.replace(/\.md$/i, "").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 120) || "document";
function containedFile(realRoot, file, cwd) {
  const abs = resolve7(realpathLenient(cwd), file);
  const rel = (isWithin(realRoot, abs) ? relative10(realRoot, abs).split(sep7).join("/") : file) || ".";
  const contained = containPath(realRoot, rel);
  if (contained.ok) return contained.real;
  if (contained.missing) {
    throw notFound(
      `cannot read ${file} (ENOENT)`,
      'pass the path of a markdown file with an "## Acceptance Criteria" section'
    );
  }
  throw badInput(
    `--file ${file}: ${contained.reason.slice(rel.length + 2)}`,
    "pass a markdown file inside the repository (the MCP tool vdd refuses the same paths)"
  );
}
function loadDocument(realRoot, source2, cwd) {
  if ("bean" in source2) {
    const bean = loadBean(realRoot, source2.bean);
    return {
      subject: bean.id,
      beanNumber: bean.number,
      documentPath: bean.path,
      markdown: bean.markdown,
      reportPath: `${REPORT_DIR}/${reportFileName(bean.number)}`
    };
  }
  const real = containedFile(realRoot, source2.file, cwd);
  let markdown;
  try {
    markdown = readRegularText(real);
  } catch (error) {
    const code2 = error.code;
    throw notFound(
      `cannot read ${source2.file}${code2 === "ENOTREG" ? ": it is not a regular file" : code2 === void 0 ? "" : ` (${code2})`}`,
      'pass the path of a markdown file with an "## Acceptance Criteria" section'
    );
  }
  const subject = relative10(realRoot, real).split(sep7).join("/");
  return {
    subject,
    beanNumber: void 0,
    documentPath: subject,
    markdown,
    reportPath: `${REPORT_DIR}/vdd-file-${slug(subject)}.md`
  };
}

// mcp-server/src/clients/vdd/aggregate.ts
var EXIT_CODES = { PASS: 0, FAIL: 1, PARTIAL: 1, EMPTY: 2 };
var EXIT_USAGE = 3;
function aggregateOutcome(results, manual) {
  if (results.length === 0) return "EMPTY";
  if (results.some((r) => r.result === "FAIL")) return "FAIL";
  if (manual === "pending" && results.some((r) => r.result === "MANUAL")) return "PARTIAL";
  return "PASS";
}

// mcp-server/src/clients/vdd/run.ts
import { mkdirSync as mkdirSync7, writeFileSync as writeFileSync3 } from "node:fs";
import { dirname as dirname13, join as join22 } from "node:path";

// mcp-server/src/clients/vdd/commit.ts
var REV = /^[A-Za-z0-9._/@^~{}-]{1,200}$/;
async function git2(root, args) {
  const result = await runProcess({
    command: "git",
    args: ["--no-optional-locks", "-c", "core.quotePath=false", ...args],
    cwd: root,
    timeoutMs: 6e4,
    keepBytes: 16 * 1024 * 1024
  });
  return { ok: result.exitCode === 0, out: result.stdout };
}
var outside = (report2) => ["--", ".", `:(exclude)${report2}`];
async function commitOf(root, rev = "HEAD") {
  if (!REV.test(rev) || rev.startsWith("-")) return void 0;
  const parsed = await git2(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  const sha = parsed.out.trim();
  return parsed.ok && /^[0-9a-f]{40,64}$/.test(sha) ? sha : void 0;
}
async function treeState(root, report2) {
  const commit = await commitOf(root);
  if (commit === void 0) return { commit: void 0, dirtyPaths: void 0 };
  const status = await git2(root, ["status", "--porcelain=v1", "-z", "--untracked-files=all", ...outside(report2)]);
  if (!status.ok) return { commit, dirtyPaths: void 0 };
  return { commit, dirtyPaths: porcelainPaths(status.out) };
}
function porcelainPaths(out) {
  const fields = out.split("\0");
  const paths = [];
  for (let i = 0; i < fields.length; i += 1) {
    const entry = fields[i] ?? "";
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") i += 1;
  }
  return paths.sort();
}
async function pathsBetween(root, from, to, report2) {
  const diff = await git2(root, ["diff", "--name-only", "-z", "--no-renames", from, to, ...outside(report2)]);
  return diff.ok ? diff.out.split("\0").filter((p) => p !== "") : void 0;
}

// mcp-server/src/clients/vdd/near-miss.ts
var KINDS = ["file-contains", "test", "lint", "file"];
var OPEN = /^[\s(`[]*/;
var PREFIX = new RegExp(`^(${KINDS.join("|")})\\s*:\\s*([^\\s)\`\\]]+)[)\`\\]]*\\s*(.*)$`, "i");
var PATH_LIKE2 = /[/.*]|::/;
function nearMiss(text3) {
  const match = PREFIX.exec(text3.replace(OPEN, ""));
  if (match === null) return void 0;
  const [, written = "", target = "", rest = ""] = match;
  const kind = written.toLowerCase();
  if (written !== kind && !PATH_LIKE2.test(target)) return void 0;
  const fixed = `(${kind}:${target}) ${rest.trim() === "" ? "<what it checks>" : rest.trim()}`;
  const bare = `(${kind}:${target})`;
  const why = text3.trim() === bare ? `is \`${bare}\` with no text after it` : `looks like a \`${kind}:\` criterion but is written \`${text3.trim().slice(0, 60)}\``;
  return `${why}; write \`${fixed}\` (until then it is a MANUAL criterion)`;
}
var CHECKBOX = /^\s*[-*+]\s*\[[ xX]?\]/;
function unreadItem(line) {
  if (!CHECKBOX.test(line)) return void 0;
  return `the line \`${line.trim().slice(0, 60)}\` is not read as a criterion: write it as a top-level \`- [ ] \u2026\` item (a dash at the start of the line, a space inside the brackets)`;
}

// mcp-server/src/clients/vdd/criteria.ts
var KNOWN_KINDS = ["test", "lint", "file", "file-contains"];
var HEADING = /^##\s+acceptance criteria\s*$/i;
var NEXT_SECTION = /^##\s+\S/;
var PREFIXED = /^- \[[ xX]\] \(([a-z-]+):([^)]+)\)\s*(.+)$/;
var PLAIN = /^- \[[ xX]\]\s*(.+)$/;
function criteriaSection(markdown) {
  const lines2 = markdown.split(/\r\n|\r|\n/);
  const start = lines2.findIndex((line) => HEADING.test(line));
  if (start < 0) return void 0;
  const rest = lines2.slice(start + 1);
  const end = rest.findIndex((line) => NEXT_SECTION.test(line));
  return end < 0 ? rest : rest.slice(0, end);
}
function readCriteria(markdown) {
  const criteria = [];
  const warnings = [];
  for (const line of criteriaSection(markdown) ?? []) {
    const prefixed = PREFIXED.exec(line);
    if (prefixed !== null) {
      const [, kind = "", target = "", text3 = ""] = prefixed;
      criteria.push({ index: criteria.length + 1, kind: kind.trim(), target: target.trim(), text: text3.trim() });
      continue;
    }
    const plain = PLAIN.exec(line);
    if (plain !== null) {
      const index = criteria.length + 1;
      const text3 = (plain[1] ?? "").trim();
      criteria.push({ index, kind: void 0, target: void 0, text: text3 });
      const miss = nearMiss(text3);
      if (miss !== void 0) warnings.push({ index, message: `criterion ${index} ${miss}` });
      continue;
    }
    const unread = unreadItem(line);
    if (unread !== void 0) warnings.push({ index: void 0, message: unread });
  }
  return { criteria, warnings };
}
function isKnownKind(kind) {
  return KNOWN_KINDS.includes(kind);
}

// mcp-server/src/clients/vdd/file-checks.ts
import { join as join19 } from "node:path";

// mcp-server/src/clients/vdd/contain.ts
import { statSync as statSync5 } from "node:fs";
import { relative as relative12, join as join18, sep as sep9 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync as readdirSync4, realpath, realpathSync as realpathSync13, stat, statSync as statSync4 } from "fs";
import { isAbsolute as isAbsolute9, posix, resolve as resolve9 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire as createRequire3 } from "module";
import { basename as basename5, dirname as dirname12, normalize as normalize3, relative as relative11, resolve as resolve8, sep as sep8 } from "path";
import * as nativeFs from "fs";
var __require2 = /* @__PURE__ */ createRequire3(import.meta.url);
function cleanPath(path2) {
  let normalized = normalize3(path2);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep8) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path2, separator) {
  return path2.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path2) {
  return path2 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path2);
}
function normalizePath(path2, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path2.includes("/") || path2.startsWith(".");
  if (resolvePaths) path2 = resolve8(path2);
  if (normalizePath$1 || pathNeedsCleaning) path2 = cleanPath(path2);
  if (path2 === ".") return "";
  const needsSeperator = path2[path2.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path2 + pathSeparator : path2, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative11(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path2 = directoryPath || ".";
  if (filters.every((filter) => filter(path2, true))) paths.push(path2);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path2, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path2, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat2) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat2.isDirectory() && isRecursive(path2, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat2, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path2, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path2);
    const stat2 = fs.statSync(resolvedPath);
    if (stat2.isDirectory() && isRecursive(path2, resolvedPath, state)) return;
    callback$1(stat2, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path2, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname12(path2);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname12(parent);
  }
  state.symlinks.set(path2, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path2 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path2)) continue;
        this.pushDirectory(path2, paths, filters);
        this.walkDirectory(this.state, path2, path2, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path2 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path2, this.state, (stat2, resolvedPath) => {
          if (stat2.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path2 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path2 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path2;
            const filename = basename5(resolvedPath);
            const directoryPath$1 = normalizePath(dirname12(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require2.resolve("picomatch");
  pm = __require2("picomatch");
} catch {
}
var Builder2 = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep8,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path2) => isMatch(path2));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch2 = __toESM(require_picomatch(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch2.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path2) {
  return path2.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path2) {
  var _result$parts;
  const result = import_picomatch2.default.scan(path2, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path2];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path2) => path2.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path2) => path2.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch2.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log2(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute9(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log2("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch2.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch2.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder2({
    filters: [debug ? (p, isDirectory) => {
      const path2 = format(p, isDirectory);
      const matches = matcher(path2) && !ignore(path2);
      if (matches) log2(`matched ${path2}`);
      return matches;
    } : (p, isDirectory) => {
      const path2 = format(p, isDirectory);
      return matcher(path2) && !ignore(path2);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log2(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log2("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions4 = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions4) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions4[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath2(opts.cwd) : resolve9(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync4,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync13,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync4
  });
  if (opts.debug) log2("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
function globSync(globInput, options) {
  const [crawler, relative17] = getCrawler(globInput, options);
  return crawler ? formatPaths(crawler.sync(), relative17) : [];
}

// mcp-server/src/clients/vdd/contain.ts
function globInside(realRoot, pattern, onlyFiles) {
  const found = globSync(pattern, {
    cwd: realRoot,
    dot: true,
    onlyFiles: false,
    expandDirectories: false,
    followSymbolicLinks: true
  });
  const inside2 = [];
  const refused3 = [];
  for (const match of found.sort()) {
    const rel = relative12(realRoot, join18(realRoot, match)).split(sep9).join("/");
    const contained = containPath(realRoot, rel);
    if (!contained.ok) {
      if (!contained.missing) refused3.push(contained.reason);
      continue;
    }
    if (onlyFiles && !statSync5(contained.real).isFile()) continue;
    inside2.push(rel);
  }
  return { inside: inside2, refused: refused3 };
}

// mcp-server/src/clients/vdd/file-checks.ts
var pass = (details2) => ({ result: "PASS", details: details2 });
var fail = (details2) => ({ result: "FAIL", details: details2 });
function literalRefusal(realRoot, pattern) {
  const contained = containPath(realRoot, pattern);
  return contained.ok || contained.missing ? void 0 : contained.reason;
}
function checkFile(realRoot, target) {
  const refusal2 = literalRefusal(realRoot, target);
  if (refusal2 !== void 0) return fail(refusal2);
  const { inside: inside2, refused: refused3 } = globInside(realRoot, target, false);
  if (inside2.length > 0) return pass(`${inside2.length} match(es): ${inside2.slice(0, 3).join(", ")}`);
  return fail(refused3[0] ?? `no path matches ${target}`);
}
function checkFileContains(realRoot, target) {
  const at = target.indexOf("::");
  const pattern = at < 0 ? "" : target.slice(0, at).trim();
  const needle = at < 0 ? "" : target.slice(at + 2).trim();
  if (pattern === "" || needle === "")
    return fail(`malformed file-contains target "${target}": expected <glob>::<substring>`);
  const refusal2 = literalRefusal(realRoot, pattern);
  if (refusal2 !== void 0) return fail(refusal2);
  const { inside: inside2, refused: refused3 } = globInside(realRoot, pattern, true);
  if (inside2.length === 0) return fail(refused3[0] ?? `no file matches ${pattern}`);
  const hit = inside2.find((file) => readRegularText(join19(realRoot, file)).includes(needle));
  return hit === void 0 ? fail(`"${needle}" not found in ${inside2.length} file(s) matching ${pattern}`) : pass(`found in ${hit}`);
}

// mcp-server/src/clients/vdd/lint.ts
import { existsSync as existsSync9 } from "node:fs";
import { join as join20 } from "node:path";

// mcp-server/src/clients/vdd/details.ts
import { stripVTControlCharacters } from "node:util";
var lines = (text3) => stripVTControlCharacters(text3).split(/\r\n|\r|\n/);
function tailDetails(stdout, stderr) {
  const source2 = stdout.trim() !== "" ? stdout : stderr;
  return lines(source2).map((line) => line.trim()).filter((line) => line !== "").slice(-3).join(" | ");
}
var COLON = /^([^\s:]+):(\d+)(?::(\d+))?:?\s+(.*\S)\s*$/;
var PAREN = /^([^\s(]+)\((\d+),(\d+)\):\s*(.*\S)\s*$/;
var STYLISH_FILE = /^(\S.*\S)\s*$/;
var STYLISH_ITEM = /^\s+(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}(\S+))?\s*$/;
function lintFindings(stdout, stderr, root) {
  const found = [];
  const relative17 = (file) => file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  let stylishFile;
  for (const line of [...lines(stdout), ...lines(stderr)]) {
    const item = STYLISH_ITEM.exec(line);
    if (item !== null && stylishFile !== void 0) {
      const [, row, col, , message = "", rule] = item;
      found.push(`${relative17(stylishFile)}:${row}:${col} ${message}${rule === void 0 ? "" : ` (${rule})`}`);
      continue;
    }
    const located = COLON.exec(line) ?? PAREN.exec(line);
    if (located !== null) {
      const [, file = "", row, col, message] = located;
      found.push(`${relative17(file)}:${row}${col === void 0 ? "" : `:${col}`} ${message}`);
      stylishFile = void 0;
      continue;
    }
    if (!/^\s/.test(line)) stylishFile = STYLISH_FILE.exec(line)?.[1];
  }
  return found.length === 0 ? void 0 : found;
}
var SHOWN_FINDINGS = 3;
function lintDetails(stdout, stderr, root) {
  const found = lintFindings(stdout, stderr, root);
  if (found === void 0) return tailDetails(stdout, stderr);
  const more = found.length > SHOWN_FINDINGS ? ` | \u2026 and ${found.length - SHOWN_FINDINGS} more` : "";
  return `${found.length} finding(s): ${found.slice(0, SHOWN_FINDINGS).join(" | ")}${more}`;
}

// mcp-server/src/clients/vdd/env.ts
var HEADLESS_ENV = {
  CI: "1",
  DISPLAY: "",
  WAYLAND_DISPLAY: "",
  QT_QPA_PLATFORM: "offscreen",
  MPLBACKEND: "Agg",
  SDL_VIDEODRIVER: "dummy",
  NO_COLOR: "1",
  FORCE_COLOR: "0"
};

// mcp-server/src/clients/vdd/lint.ts
function projectEslint(realRoot) {
  const script = join20(realRoot, "node_modules", "eslint", "bin", "eslint.js");
  if (existsSync9(script)) return [process.execPath, script];
  const bin = join20(realRoot, "node_modules", ".bin", "eslint");
  return existsSync9(bin) ? [bin] : void 0;
}
async function checkLint(target, options) {
  if (target.startsWith("-"))
    return { result: "FAIL", details: `lint target "${target}" looks like an option; name a path` };
  const contained = containPath(options.realRoot, target);
  if (!contained.ok && !contained.missing) return { result: "FAIL", details: contained.reason };
  const linter = options.argv ?? projectEslint(options.realRoot);
  if (linter === void 0 || linter[0] === void 0) {
    return {
      result: "FAIL",
      details: "no linter: ESLint is not installed in the project; install it or set vdd.lint in evident.config.json"
    };
  }
  const [command, ...args] = linter;
  const run2 = await runProcess({
    command,
    args: [...args, target],
    cwd: options.realRoot,
    env: HEADLESS_ENV,
    timeoutMs: options.timeoutMs
  });
  if (run2.error !== void 0) return { result: "FAIL", details: `cannot run ${command}: ${run2.error}` };
  if (run2.timedOut)
    return { result: "FAIL", details: `linter timed out after ${Math.round(options.timeoutMs / 1e3)} s` };
  if (run2.exitCode === 0) return { result: "PASS", details: "linter exit 0" };
  return {
    result: "FAIL",
    details: lintDetails(run2.stdout, run2.stderr, options.realRoot) || `linter exited with ${run2.exitCode ?? run2.signal ?? "no code"}`
  };
}

// mcp-server/src/clients/vdd/test-targets.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
import { join as join21, relative as relative13, sep as sep10 } from "node:path";
function resolveTestTarget(realRoot, raw) {
  const at = raw.indexOf("::");
  const file = (at < 0 ? raw : raw.slice(0, at)).trim();
  const name = at < 0 ? void 0 : raw.slice(at + 2).trim();
  if (file === "" || name === "")
    return { ok: false, details: `malformed test target "${raw}": expected <file> or <file>::<test name>` };
  if (file.startsWith("-"))
    return { ok: false, details: `test target "${file}" looks like an option; name a test file` };
  const contained = containPath(realRoot, file);
  if (!contained.ok) return { ok: false, details: contained.missing ? `no such test file: ${file}` : contained.reason };
  const rel = relative13(realRoot, join21(realRoot, file)).split(sep10).join("/");
  return { ok: true, target: { file: rel === "" ? "." : rel, name } };
}
function runnerNameFor(file, rules) {
  const rule = (rules ?? []).find((r) => (0, import_picomatch3.default)(r.match, { dot: true })(file));
  return rule?.runner ?? "default";
}
var segments = (name) => name.replace(/::/g, " > ").replace(/\s+>\s+/g, " > ").trim();
function nameMatches(fullName, wanted) {
  const full = segments(fullName);
  const want = segments(wanted);
  const bare = want.includes("[") ? full : full.replace(/\[[^\]]*\]$/, "");
  return [full, bare].some((f) => f === want || f.endsWith(` > ${want}`) || f.endsWith(`.${want}`));
}
var inFile = (file, target) => target === "." || file === target || file.startsWith(`${target}/`);
function matchingTests(tests, target) {
  return tests.filter(
    (t) => inFile(t.file, target.file) && (target.name === void 0 || nameMatches(t.fullName, target.name))
  );
}
function matchingErrors(errors, target, tests) {
  const keys = new Set(tests.map(testKey));
  return errors.filter(
    (e) => e.test !== void 0 ? keys.has(testKey(e.test)) : e.file !== void 0 && inFile(e.file, target.file)
  );
}

// mcp-server/src/clients/vdd/test-checks.ts
async function checkTests(criteria, options) {
  const outcomes = /* @__PURE__ */ new Map();
  const groups = /* @__PURE__ */ new Map();
  for (const c of criteria) {
    const check = resolveTestTarget(options.realRoot, c.target);
    if (!check.ok) {
      outcomes.set(c.index, { result: "FAIL", details: check.details });
      continue;
    }
    const name = runnerNameFor(check.target.file, options.testRunners);
    groups.set(name, [...groups.get(name) ?? [], { index: c.index, target: check.target }]);
  }
  for (const [name, pending] of groups) {
    const runner = options.runnerFor(name);
    if (runner === void 0) {
      for (const p of pending)
        outcomes.set(p.index, {
          result: "FAIL",
          details: `no runner "${name}" in evident.config.json (runners.${name})`
        });
      continue;
    }
    const files = [...new Set(pending.map((p) => p.target.file))];
    let ran;
    try {
      ran = await runAndRecord({
        runner,
        projectRoot: options.realRoot,
        files,
        timeoutMs: options.timeoutMs,
        lockWaitMs: options.timeoutMs,
        env: HEADLESS_ENV,
        onFileDone: options.onFileDone,
        signal: options.signal,
        store: options.store,
        caller: options.caller
      });
    } catch (error) {
      for (const p of pending)
        outcomes.set(p.index, { result: "FAIL", details: `runner "${name}" failed: ${errorMessage(error)}` });
      continue;
    }
    const { report: report2 } = ran;
    const runId = ran.recorded?.runId;
    for (const p of pending) {
      const judged = judge(report2, p.target);
      outcomes.set(p.index, runId === void 0 ? judged : { ...judged, testRunId: runId });
    }
  }
  return outcomes;
}
var runLabel = (report2) => `${report2.runner} run, outcome ${report2.outcome}`;
function judge(report2, target) {
  const wanted = target.name === void 0 ? target.file : `${target.file}::${target.name}`;
  if (report2.outcome === "timeout" || report2.outcome === "interrupted") {
    return { result: "FAIL", details: `${runLabel(report2)}${report2.detail === void 0 ? "" : `: ${report2.detail}`}` };
  }
  const tests = matchingTests(report2.tests, target);
  const errors = matchingErrors(report2.errors, target, tests);
  const unhandled2 = report2.errors.filter((e) => e.test === void 0 && e.file === void 0);
  const first = errors[0] ?? unhandled2[0];
  if (first !== void 0) return { result: "FAIL", details: `${first.name}: ${first.message}` };
  if (tests.length === 0) return { result: "FAIL", details: `no test matches ${wanted} (${runLabel(report2)})` };
  const failed = tests.filter((t) => t.status === "failed");
  if (failed.length > 0)
    return {
      result: "FAIL",
      details: `${failed.length} of ${tests.length} test(s) failed: ${failed[0] === void 0 ? "" : fullNameLabel(failed[0])}`
    };
  const passed = tests.filter((t) => t.status === "passed").length;
  if (passed === 0) return { result: "FAIL", details: `all ${tests.length} matching test(s) were skipped` };
  return { result: "PASS", details: `${passed} test(s) passed` };
}

// mcp-server/src/clients/vdd/run.ts
async function runVdd(request) {
  const realRoot = realRepoRoot(request.repoRoot);
  const doc = loadDocument(realRoot, request.source, request.cwd);
  const { criteria, warnings } = readCriteria(doc.markdown);
  request.onProgress?.(`${doc.subject}: ${countLine(criteria)}`);
  const tree = request.store === void 0 ? void 0 : await treeState(realRoot, doc.reportPath);
  const checked = await verify(criteria, realRoot, request);
  const results = criteria.map((c) => {
    const outcome = checked.get(c.index);
    const warning = warnings.find((w) => w.index === c.index);
    const manual = request.manual === "pass" ? "confirmed by a human (--manual=pass)" : "needs human sign-off";
    return {
      index: c.index,
      result: outcome?.result ?? "MANUAL",
      kind: c.kind ?? "",
      target: c.target ?? "",
      text: c.text,
      details: outcome?.details ?? (warning === void 0 ? manual : `${manual}; warning: ${warning.message}`),
      testRunId: outcome?.testRunId
    };
  });
  const verdict = aggregateOutcome(results, request.manual);
  const vddRunId = await record(request, doc, verdict, results, realRoot, tree);
  const reportPath = writeReport(
    realRoot,
    doc.reportPath,
    renderReport({
      subject: doc.subject,
      verdict,
      manual: request.manual,
      results,
      confirmedBy: callerLabel(request.caller),
      warnings: warnings.map((w) => w.message)
    })
  );
  return {
    subject: doc.subject,
    verdict,
    exitCode: EXIT_CODES[verdict],
    reportPath,
    results,
    vddRunId,
    warnings: warnings.map((w) => w.message)
  };
}
function countLine(criteria) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of criteria) counts.set(c.kind ?? "manual", (counts.get(c.kind ?? "manual") ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => `${n} ${kind}`);
  return `${criteria.length} criteria${parts.length > 0 ? ` (${parts.join(", ")})` : ""}`;
}
function writeReport(realRoot, relPath, text3) {
  const outside2 = partLeadingOutside(realRoot, relPath);
  if (outside2 !== void 0) {
    throw conflict(
      `the report path ${outside2} leads outside the repository`,
      "replace that symlink with a real directory or file"
    );
  }
  const path2 = join22(realRoot, relPath);
  mkdirSync7(dirname13(path2), { recursive: true });
  writeFileSync3(path2, text3);
  return path2;
}
async function verify(criteria, realRoot, request) {
  const vdd = request.config.vdd;
  const timeoutMs = vdd.timeoutSec * 1e3;
  const outcomes = /* @__PURE__ */ new Map();
  let known = 0;
  const settle = (c, outcome) => {
    if (outcome !== void 0) outcomes.set(c.index, outcome);
    known += 1;
    const what = c.kind === void 0 ? "manual" : `${c.kind}:${c.target ?? ""}`;
    request.onProgress?.(`[${known}/${criteria.length}] ${outcome?.result ?? "MANUAL"} ${what} \u2014 ${c.text}`);
  };
  const lints = [];
  const tests = [];
  for (const c of criteria) {
    if (c.kind === void 0 || c.target === void 0) settle(c, void 0);
    else if (!isKnownKind(c.kind)) settle(c, { result: "FAIL", details: `unknown evidence kind: ${c.kind}` });
    else if (c.kind === "file") settle(c, checkFile(realRoot, c.target));
    else if (c.kind === "file-contains") settle(c, checkFileContains(realRoot, c.target));
    else if (c.kind === "test") tests.push({ index: c.index, target: c.target });
    else lints.push(checkLint(c.target, { realRoot, argv: vdd.lint, timeoutMs }).then((o) => settle(c, o)));
  }
  if (tests.length > 0) request.onProgress?.(`running the tests of ${tests.length} test criteria in one run\u2026`);
  const testOutcomes = tests.length === 0 ? /* @__PURE__ */ new Map() : await checkTests(tests, {
    realRoot,
    testRunners: vdd.testRunners,
    runnerFor: request.runnerFor,
    timeoutMs,
    store: request.store,
    caller: request.caller,
    onFileDone: request.onFileDone,
    signal: request.signal
  });
  await Promise.all(lints);
  for (const c of criteria) if (c.kind === "test") settle(c, testOutcomes.get(c.index));
  return outcomes;
}
async function record(request, doc, verdict, results, realRoot, tree) {
  if (request.store === void 0) return void 0;
  const id = await recordVddRun(request.store.db, request.caller, {
    subject: doc.subject,
    beanNumber: doc.beanNumber,
    documentPath: doc.documentPath,
    verdict,
    manual: request.manual,
    reportPath: doc.reportPath,
    projectRoot: realRoot,
    commit: tree?.commit,
    dirtyPaths: tree?.dirtyPaths,
    criteria: results.map((r) => ({
      ordinal: r.index,
      kind: r.kind === "" ? void 0 : r.kind,
      target: r.target === "" ? void 0 : r.target,
      criterion: r.text,
      verdict: r.result,
      details: r.details,
      testRunId: r.testRunId
    }))
  });
  await recordGateResult(request.store.db, {
    gate: `vdd:${doc.subject}`,
    status: verdict === "PASS" ? "green" : "red",
    caller: request.caller,
    source: "vdd",
    detail: `VDD run ${id}: ${verdict}`
  });
  return id;
}

// mcp-server/src/clients/validation/finding.ts
var FINDING_STATUSES = ["VERIFIED", "SUSPECT", "RULED-OUT", "PROBE"];
var findingSchema = object({
  file: string().min(1),
  line: number().int().min(0),
  severity: string().min(1),
  finding: string().min(1),
  fix: string().min(1).optional(),
  status: _enum(FINDING_STATUSES).optional()
});
function findingLine(finding) {
  const status = finding.status === void 0 ? "" : `${finding.status}: `;
  const fix = finding.fix === void 0 ? "" : ` | ${finding.fix}`;
  return `${status}${finding.severity} ${finding.file}:${finding.line} \u2014 ${finding.finding}${fix}`;
}

// mcp-server/src/clients/validation/scope.ts
var ENTRY = /^(.+):(?:(\*)|(\d+)-(\d+))$/;
function parseScope(spec) {
  const entries = [];
  for (const [index, raw] of spec.split(/\r?\n/).entries()) {
    if (raw.trim() === "") continue;
    const match = ENTRY.exec(raw);
    if (match === null)
      return {
        ok: false,
        error: `scope entry ${index + 1} ${JSON.stringify(raw)} is not <file>:<start>-<end> or <file>:*`
      };
    const [, file = "", star, start, end] = match;
    if (star !== void 0) {
      entries.push({ file });
      continue;
    }
    const range = { start: Number(start), end: Number(end) };
    if (range.start > range.end)
      return { ok: false, error: `scope entry ${index + 1} ${JSON.stringify(raw)} ends before it starts` };
    entries.push({ file, range });
  }
  return { ok: true, entries };
}
function formatScopeEntry(entry) {
  return entry.range === void 0 ? `${entry.file}:*` : `${entry.file}:${entry.range.start}-${entry.range.end}`;
}
function comparablePath(path2, repoRoot) {
  const root = repoRoot.endsWith("/") ? repoRoot : `${repoRoot}/`;
  let out = path2.startsWith(root) ? path2.slice(root.length) : path2;
  while (out.startsWith("./")) out = out.slice(2);
  return out;
}
function filterFindings(findings, entries, repoRoot) {
  const byFile = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const key = comparablePath(entry.file, repoRoot);
    byFile.set(key, [...byFile.get(key) ?? [], entry]);
  }
  const kept = [];
  const dropped = [];
  for (const finding of findings) {
    const ranges2 = byFile.get(comparablePath(finding.file, repoRoot)) ?? [];
    const inside2 = ranges2.some(
      (e) => e.range === void 0 || finding.line >= e.range.start && finding.line <= e.range.end
    );
    (inside2 ? kept : dropped).push(finding);
  }
  return { kept, dropped };
}
var DROP_REPORT_MAX = 20;
function dropReport(filtered) {
  const { kept, dropped } = filtered;
  if (dropped.length === 0) return [];
  const named2 = dropped.slice(0, DROP_REPORT_MAX).map((f) => `dropped ${JSON.stringify(f.file)}:${f.line} \u2014 outside the scope`);
  const more = dropped.length > DROP_REPORT_MAX ? [`\u2026 and ${dropped.length - DROP_REPORT_MAX} more`] : [];
  return [
    ...named2,
    ...more,
    `filter-findings: kept ${kept.length}, dropped ${dropped.length} outside the scope \u2014 check the path convention before reading this as a clean run`
  ];
}

// mcp-server/src/store/validation-runs.ts
async function beginValidationRun(db, input) {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === void 0 ? null : await ensureCaller(tx, input.caller);
    const startSeq = await nextSeq2(tx);
    const row = await tx.insertInto("validation_runs").values({
      caller_id: callerId,
      project_root: input.projectRoot,
      base: input.base,
      scope_spec: input.scopeSpec,
      status: "running",
      start_seq: startSeq,
      end_seq: null,
      ended_at: null,
      head: input.head ?? null,
      tree: input.tree ?? null
    }).returning(["id", "started_at"]).executeTakeFirstOrThrow();
    return { runId: row.id, startSeq, startedAt: row.started_at };
  });
}
async function appendLines(db, runId, lines2) {
  if (lines2.length === 0) return;
  await db.transaction().execute((tx) => insertLines(tx, runId, lines2));
}
async function insertLines(tx, runId, lines2) {
  for (const l of lines2) {
    await tx.insertInto("validation_lines").values({
      run_id: runId,
      kind: l.kind,
      line: l.line,
      unit: l.blocker?.unit ?? null,
      reason: l.blocker?.reason ?? null,
      options: l.blocker === void 0 ? null : JSON.stringify(l.blocker.options.slice(0, 3)),
      seq: await nextSeq2(tx)
    }).execute();
  }
}
async function endValidationRun(db, runId) {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable("validation_runs").set({ status: "done", end_seq: await nextSeq2(tx), ended_at: nowIso() }).where("id", "=", runId).execute();
  });
}
async function loadValidationRun(db, projectRoot, runId) {
  let query = db.selectFrom("validation_runs").selectAll().where("project_root", "=", projectRoot);
  query = runId === void 0 ? query.orderBy("id", "desc").limit(1) : query.where("id", "=", runId);
  const run2 = await query.executeTakeFirst();
  if (run2 === void 0) return void 0;
  const rows = await db.selectFrom("validation_lines").selectAll().where("run_id", "=", run2.id).orderBy("seq").execute();
  return {
    id: run2.id,
    projectRoot: run2.project_root,
    base: run2.base,
    scopeSpec: run2.scope_spec,
    status: run2.status,
    startSeq: run2.start_seq,
    endSeq: run2.end_seq,
    startedAt: run2.started_at,
    endedAt: run2.ended_at,
    head: run2.head,
    tree: run2.tree,
    lines: rows.map((r) => ({
      kind: r.kind,
      line: r.line,
      ...r.unit === null ? {} : { blocker: { unit: r.unit, reason: r.reason ?? "", options: JSON.parse(r.options ?? "[]") } }
    }))
  };
}

// mcp-server/src/clients/validation/dod-assert.ts
import { realpathSync as realpathSync14 } from "node:fs";
import { isAbsolute as isAbsolute10, join as join23 } from "node:path";

// mcp-server/src/clients/validation/dod-frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
var FENCE = /^---$/;
function parseDod(text3) {
  const lines2 = text3.split(/\r?\n/);
  if (lines2.length === 0 || !FENCE.test(lines2[0] ?? "")) return { ok: true, criteria: null };
  const close = lines2.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (close === -1)
    return { ok: false, errors: ['dod: the frontmatter opened by "---" on line 1 has no closing "---" line'] };
  let data;
  try {
    data = (0, import_yaml.parse)(lines2.slice(1, close).join("\n"));
  } catch (error) {
    return {
      ok: false,
      errors: [
        `dod: the frontmatter is not valid YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`
      ]
    };
  }
  if (!isRecord2(data) || !("criteria" in data)) return { ok: true, criteria: null };
  return validateCriteria(data["criteria"]);
}
function validateCriteria(raw) {
  if (!Array.isArray(raw)) return { ok: false, errors: ["dod.criteria: must be a list"] };
  const errors = [];
  const criteria = [];
  const seen = /* @__PURE__ */ new Set();
  raw.forEach((item, i) => {
    const at = `dod.criteria[${i}]`;
    if (!isRecord2(item)) {
      errors.push(`${at}: must be a mapping with id and kind`);
      return;
    }
    const { id, kind } = item;
    const before = errors.length;
    if (typeof id !== "string" || id.trim() === "") errors.push(`${at}.id: must be a non-empty string`);
    else if (seen.has(id)) errors.push(`${at}.id: duplicate id "${id}"`);
    else seen.add(id);
    if (kind !== "auto" && kind !== "judgment") errors.push(`${at}.kind: must be "auto" or "judgment"`);
    const assert = kind === "auto" ? validateAssert(item["assert"], `${at}.assert`, errors) : void 0;
    if (errors.length > before || typeof id !== "string") return;
    if (kind === "judgment") criteria.push({ id, kind });
    else if (assert !== void 0) criteria.push({ id, kind: "auto", assert });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, criteria };
}
function validateAssert(raw, at, errors) {
  if (raw === void 0) {
    errors.push(`${at}: required for kind "auto" (exactly one of gate, file-exists)`);
    return void 0;
  }
  if (!isRecord2(raw)) {
    errors.push(`${at}: must be a mapping with exactly one of gate, file-exists`);
    return void 0;
  }
  const present = ["gate", "file-exists"].filter((key2) => key2 in raw);
  if (present.length !== 1) {
    errors.push(
      `${at}: must have exactly one of gate, file-exists (found ${present.length === 0 ? "neither" : "both"})`
    );
    return void 0;
  }
  const key = present[0] ?? "";
  const value = raw[key];
  if (typeof value !== "string" || value.trim() === "") {
    errors.push(`${at}.${key}: must be a non-empty string`);
    return void 0;
  }
  return key === "gate" ? { gate: value } : { fileExists: value };
}
function isRecord2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// mcp-server/src/clients/validation/dod-assert.ts
var DEFAULT_DOD = "docs/DOD.md";
function assessDod(text3, root, greenGates) {
  const parsed = parseDod(text3);
  if (!parsed.ok) return parsed;
  if (parsed.criteria === null) return { ok: true, outcomes: null, criteria: [] };
  const green = new Set(greenGates);
  const outcomes = parsed.criteria.map((c) => {
    if (c.kind === "judgment") return { id: c.id, kind: "judgment", outcome: "judgment" };
    if ("gate" in c.assert) return { id: c.id, kind: "auto", outcome: green.has(c.assert.gate) ? "met" : "unmet" };
    const reason = fileUnmet(root, c.assert.fileExists);
    return reason === void 0 ? { id: c.id, kind: "auto", outcome: "met" } : { id: c.id, kind: "auto", outcome: "unmet", reason };
  });
  return { ok: true, outcomes, criteria: parsed.criteria };
}
function findDod(root, configured, explicit) {
  const source2 = explicit !== void 0 ? "flag" : configured !== void 0 ? "config" : "default";
  const chosen = explicit ?? configured ?? DEFAULT_DOD;
  const path2 = isAbsolute10(chosen) ? chosen : join23(root, chosen);
  if (source2 === "config" && !insideAfterRealpath(root, path2)) {
    throw badInput(
      `validation.dod ${JSON.stringify(chosen)} is outside the project root`,
      "point validation.dod in evident.config.json at a file inside the project"
    );
  }
  try {
    return { found: true, path: path2, text: readRegularText(path2), source: source2 };
  } catch (error) {
    const code2 = error.code;
    if (code2 === "ENOENT" && source2 !== "flag") return { found: false, path: path2, source: source2 };
    throw badInput(
      `cannot read the DoD at ${path2}: ${code2 === "ENOTREG" ? "not a regular file" : code2 ?? String(error)}`,
      "pass the path of an existing DoD file, or omit it to use the configured one or docs/DOD.md"
    );
  }
}
function dodMetLine(outcomes) {
  const auto = outcomes.filter((o) => o.kind === "auto").length;
  const judgment = outcomes.length - auto;
  return `verify: DoD met \u2014 ${outcomes.length} criteria, ${auto} evidenced by phase results, ${judgment} session-asserted`;
}
function fileUnmet(root, path2) {
  let realRoot;
  try {
    realRoot = realpathSync14(root);
  } catch {
    return `${path2}: the project root ${root} cannot be resolved`;
  }
  const contained = containPath(realRoot, path2);
  if (contained.ok) return void 0;
  return contained.missing ? `${path2}: does not exist` : contained.reason;
}
function insideAfterRealpath(root, path2) {
  const rootReal = realOr(root);
  if (!isWithin(root, path2) && !isWithin(rootReal, path2)) return false;
  try {
    return isWithin(rootReal, realpathSync14(path2));
  } catch {
    return true;
  }
}
function realOr(path2) {
  try {
    return realpathSync14(path2);
  } catch {
    return path2;
  }
}

// mcp-server/src/clients/validation/gate-recency.ts
var GATE_LINE = /^GATE\((.+)\): (green|red)$/;
function gatesOfRecord(lines2) {
  const gates = /* @__PURE__ */ new Map();
  for (const line of lines2) {
    const match = GATE_LINE.exec(line);
    if (match?.[1] !== void 0) gates.set(match[1], match[2] === "green" ? "green" : "red");
  }
  return gates;
}
function freshnessLabel(freshness) {
  return typeof freshness === "string" ? `"${freshness}"` : `{"withinMinutes": ${freshness.withinMinutes}}`;
}
function judgeGate(gate, run2, freshness, latest, lastGreen) {
  const here = run2.id === void 0 ? "no validation run is recorded" : `validation run ${run2.id}`;
  const own = run2.gates.get(gate);
  if (own === "green") return { met: true, evidence: `GATE(${gate}): green in ${here}` };
  if (own === "red") return { met: false, reason: `GATE(${gate}) ran red in ${here}` };
  const absent = run2.id === void 0 ? `${here}` : `GATE(${gate}) did not run in ${here}`;
  if (lastGreen === void 0) return { met: false, reason: `${absent}, and it was never recorded green` };
  const named2 = `its last green was at ${lastGreen.at} (${lastGreen.source}${minutesBefore(lastGreen.at, run2)})`;
  const policy = `validation.gateFreshness ${freshnessLabel(freshness)}`;
  if (freshness === "this-run")
    return {
      met: false,
      reason: `${absent}; ${named2}, which does not count: ${policy} counts only this run's GATE lines`
    };
  if (latest !== void 0 && latest.status === "red")
    return { met: false, reason: `${absent}; its latest result, at ${latest.at} (${latest.source}), is red; ${named2}` };
  if (freshness === "same-tree") {
    const same = lastGreen.head !== null && lastGreen.tree !== null && lastGreen.head === run2.head && lastGreen.tree === run2.tree;
    if (same)
      return {
        met: true,
        evidence: `GATE(${gate}): green at ${lastGreen.at} (${lastGreen.source}) on the same commit and tree`
      };
    const why = lastGreen.tree === null || lastGreen.head === null ? "it was recorded without a commit and tree to compare" : run2.tree === null || run2.head === null ? "this run has no commit and tree to compare" : "it was recorded on another commit or tree";
    return { met: false, reason: `${absent}; ${named2}, which does not count: ${why} (${policy})` };
  }
  const ageMs = Date.parse(run2.startedAt) - Date.parse(lastGreen.at);
  if (ageMs <= freshness.withinMinutes * 6e4)
    return {
      met: true,
      evidence: `GATE(${gate}): green at ${lastGreen.at} (${lastGreen.source}), within ${freshness.withinMinutes} min`
    };
  return { met: false, reason: `${absent}; ${named2}, which does not count: older than ${policy} allows` };
}
function minutesBefore(at, run2) {
  const minutes = Math.floor((Date.parse(run2.startedAt) - Date.parse(at)) / 6e4);
  if (!Number.isFinite(minutes) || minutes < 0) return "";
  return `, ${minutes} min ${run2.id === void 0 ? "ago" : "before the run"}`;
}

// mcp-server/src/clients/validation/lines.ts
function blocker(unit, reason, options) {
  const kept = options.slice(0, 3);
  return {
    kind: "blocker",
    line: `BLOCKER(${unit}): ${reason} \u2014 options: ${kept.join("; ")}`,
    blocker: { unit, reason, options: kept }
  };
}
function techniqueLine(r) {
  const t = r.technique;
  return {
    kind: "technique",
    line: `TECHNIQUE(${t.id}): ${t.mode}, ${t["run-style"]}, ${t.scope} \u2014 ${r.tier}: ${r.why}`
  };
}
var declinedLine = (id, why) => ({
  kind: "no-op",
  line: `NO-OP(validation:${id}): declined \u2014 probe absent (${why})`
});
var NO_TECHNIQUES = { kind: "no-op", line: "NO-OP(validation): no techniques declared/probed" };
function dodLines(outcomes, firstOption, why = () => void 0) {
  const lines2 = outcomes.map((o) => ({
    kind: "criterion",
    line: JSON.stringify({ id: o.id, kind: o.kind, outcome: o.outcome })
  }));
  const unmet = outcomes.filter((o) => o.kind === "auto" && o.outcome === "unmet");
  for (const o of unmet) {
    lines2.push(
      blocker("verify", `${o.id} unmet${suffix(o.reason ?? why(o.id))}`, [
        firstOption(o.id),
        "change the criterion in the reviewed DoD diff if it no longer applies",
        "ask the user to accept the gap explicitly"
      ])
    );
  }
  if (unmet.length === 0) lines2.push({ kind: "verify", line: dodMetLine(outcomes) });
  return lines2;
}
var suffix = (reason) => reason === void 0 ? "" : `: ${reason}`;
function triageHandoff(t) {
  const procedure = t["triage-procedure"] === void 0 ? "" : `; triage-procedure: ${t["triage-procedure"]}`;
  return `commit: ${t["commit-prefix"]}(validation): ${t.id} <scope>${procedure}`;
}
function outcomeLines(t, outcome) {
  const id = t.id;
  if (outcome.mode === "gate") {
    const gate = { kind: "gate", line: `GATE(${id}): ${outcome.status}` };
    if (outcome.status === "green") return [gate];
    return [
      gate,
      blocker(`validation:${id}`, `GATE(${id}) red (exit ${outcome.exit})`, [
        `fix the cause red\u2192green under TDD, then run evident validation run --technique ${id}`,
        "if the failure predates this change, record it as a documented exception with the user",
        "ask the user how to proceed"
      ])
    ];
  }
  switch (outcome.kind) {
    case "empty":
      return [
        blocker(`validation:${id}`, `technique produced no output (exit ${outcome.exit})`, [
          `check that the technique's command prints its report on stdout, then run evident validation run --technique ${id}`,
          "switch the technique to mode gate in evident.config.json if it has no report",
          "ask the user how to proceed"
        ])
      ];
    case "unfinished":
      return [
        blocker(`validation:${id}`, `technique did not finish (${outcome.exit})`, [
          `raise timeoutMs for ${id} in evident.config.json if it needs longer, then run evident validation run --technique ${id}`,
          "check that the technique's command runs in this environment",
          "ask the user how to proceed"
        ])
      ];
    case "non-canonical":
      return [
        {
          kind: "note",
          line: `NON-CANONICAL(${id}): exit ${outcome.exit}, output at ${outcome.outputPath}, scope spec at ${outcome.scopePath} \u2014 route both paths to the triager; do not read the output \u2014 ${triageHandoff(t)}`
        }
      ];
    case "canonical": {
      const findings = outcome.kept.map((f) => ({
        kind: "finding",
        line: `FINDING(${id}): ${findingLine(f)}`
      }));
      const drops = outcome.dropped.length === 0 ? [] : [
        {
          kind: "note",
          line: `DROPPED(${id}): ${outcome.dropped.length} finding(s) outside the scope (exit ${outcome.exit}, ${outcome.format} output)`
        },
        ...droppedLines(id, outcome.dropped)
      ];
      const summary = {
        kind: "note",
        line: `TRIAGE(${id}): ${outcome.kept.length} finding(s) in scope from ${outcome.format} output (exit ${outcome.exit}) \u2014 ${triageHandoff(t)}`
      };
      return [summary, ...findings, ...drops];
    }
  }
}
var DROPPED_TEXT_MAX = 200;
function droppedLines(id, dropped) {
  const named2 = dropped.slice(0, DROP_REPORT_MAX).map((f) => ({
    kind: "note",
    line: `DROPPED(${id}): ${JSON.stringify(f.file)}:${f.line} \u2014 ${JSON.stringify(cut(f.finding))}`
  }));
  const more = dropped.length - named2.length;
  return more > 0 ? [...named2, { kind: "note", line: `DROPPED(${id}): \u2026 and ${more} more` }] : named2;
}
var cut = (text3) => text3.length > DROPPED_TEXT_MAX ? `${text3.slice(0, DROPPED_TEXT_MAX - 1)}\u2026` : text3;

// mcp-server/src/clients/validation/verify.ts
var ARCHITECTURE_GATE = "architecture";
async function assertDodAgainst(db, root, file, run2, freshness, before) {
  if (!file.found) return { file, assessment: { ok: true, outcomes: null, criteria: [] }, judgements: /* @__PURE__ */ new Map() };
  const parsed = parseDod(file.text);
  const cited = parsed.ok && parsed.criteria !== null ? parsed.criteria.flatMap((c) => gateOf(c)) : [];
  const judgements = /* @__PURE__ */ new Map();
  for (const gate of new Set(cited)) {
    const ran = run2.gates.has(gate);
    const latest = ran || db === void 0 ? void 0 : await latestGateResult(db, gate, { before });
    const lastGreen = ran || db === void 0 || latest === void 0 ? void 0 : latest.status === "green" ? latest : await latestGateResult(db, gate, { before, status: "green" });
    judgements.set(gate, judgeGate(gate, run2, freshness, earlier(latest), earlier(lastGreen)));
  }
  const green = [...judgements].filter(([, j]) => j.met).map(([gate]) => gate);
  return { file, assessment: assessDod(file.text, root, green), judgements };
}
var gateOf = (c) => c.kind === "auto" && "gate" in c.assert ? [c.assert.gate] : [];
var earlier = (row) => row === void 0 ? void 0 : { status: row.status, at: row.at, source: row.source, head: row.head, tree: row.tree };
function unmetReason(verdict, id) {
  if (!verdict.assessment.ok) return void 0;
  const criterion = verdict.assessment.criteria.find((c) => c.id === id);
  if (criterion === void 0 || criterion.kind === "judgment" || !("gate" in criterion.assert)) return void 0;
  const judgement = verdict.judgements.get(criterion.assert.gate);
  return judgement !== void 0 && !judgement.met ? judgement.reason : void 0;
}
async function verifyLines(input) {
  const { run: run2, ran } = input;
  const file = input.dod;
  const verdict = await assertDodAgainst(input.db, input.root, file, run2, input.freshness ?? "this-run");
  const { assessment } = verdict;
  if (!assessment.ok) {
    return [
      blocker("verify", `DoD frontmatter invalid: ${assessment.errors.join("; ")}`, [
        "fix the DoD frontmatter in the reviewed diff",
        "remove the frontmatter to keep a free-text DoD",
        "ask the user"
      ])
    ];
  }
  if (assessment.outcomes !== null) {
    const ways = new Map(
      assessment.criteria.map((c) => [
        c.id,
        c.kind === "judgment" ? "" : "gate" in c.assert ? ran.includes(c.assert.gate) && !run2.gates.has(c.assert.gate) ? `cite a gate technique in the reviewed DoD diff, or declare ${c.assert.gate} with mode gate in evident.config.json` : `make GATE(${c.assert.gate}) green: fix the cause and run that technique in this validation run (evident validation run), so the run records it` : escapesLexically(c.assert.fileExists) ? `name the file by a project-relative path (no "..", not absolute) in the reviewed DoD diff, then run validation again` : `add ${c.assert.fileExists} as a real file inside the project (not a symlink), then run validation again`
      ])
    );
    const earlierGreens = assessment.criteria.flatMap((c) => {
      if (c.kind === "judgment" || !("gate" in c.assert) || run2.gates.get(c.assert.gate) === "green") return [];
      const judgement = verdict.judgements.get(c.assert.gate);
      return judgement?.met === true ? [{ kind: "note", line: `NOTE(verify): ${c.id} met by ${judgement.evidence}` }] : [];
    });
    const triaged = (id) => {
      const c = assessment.criteria.find((x) => x.id === id);
      const gate = c === void 0 || c.kind === "judgment" || !("gate" in c.assert) ? void 0 : c.assert.gate;
      return gate !== void 0 && ran.includes(gate) && !run2.gates.has(gate) ? `; ${gate} ran in this run as a triage technique, which records findings, not a GATE line` : "";
    };
    return [
      ...dodLines(
        assessment.outcomes,
        (id) => ways.get(id) ?? "",
        (id) => {
          const reason = unmetReason(verdict, id);
          return reason === void 0 ? void 0 : `${reason}${triaged(id)}`;
        }
      ),
      ...earlierGreens
    ];
  }
  const green = [...run2.gates].filter(([, s]) => s === "green").map(([id]) => `GATE(${id}): green`);
  const instead = `asserted instead: ${green.length > 0 ? green.join(", ") : "no gate green"}; techniques ${ran.length > 0 ? `run: ${ran.join(", ")}` : "no-op'd"}`;
  const noop = {
    kind: "no-op",
    line: `NO-OP(verify): no DoD declared \u2014 ${file.found ? "free-text DoD without criteria" : `${file.path} absent`}; ${instead}`
  };
  const architecture = run2.gates.get(ARCHITECTURE_GATE);
  if (architecture === "green") return [noop];
  return [
    noop,
    {
      kind: "note",
      line: `NOTE(verify): the architecture boundary check ${architecture === "red" ? "ran red" : "did not run"} \u2014 no alignment is claimed`
    }
  ];
}

// mcp-server/src/clients/validation/assert-now.ts
async function assertDodNow(db, root, config, explicit) {
  const file = findDod(root, config?.dod, explicit);
  const latest = db === void 0 ? void 0 : await loadValidationRun(db, root);
  const anchor = latest === void 0 ? { id: void 0, startedAt: (/* @__PURE__ */ new Date()).toISOString(), head: null, tree: null, gates: /* @__PURE__ */ new Map() } : {
    id: latest.id,
    startedAt: latest.startedAt,
    head: latest.head,
    tree: latest.tree,
    gates: gatesOfRecord(latest.lines.filter((l) => l.kind === "gate").map((l) => l.line))
  };
  const verdict = await assertDodAgainst(
    db,
    root,
    file,
    anchor,
    config?.gateFreshness ?? "this-run",
    latest?.endSeq ?? void 0
  );
  const reasons = /* @__PURE__ */ new Map();
  for (const c of verdict.assessment.ok ? verdict.assessment.criteria : []) {
    const reason = unmetReason(verdict, c.id);
    if (reason !== void 0) reasons.set(c.id, reason);
  }
  return {
    ...verdict,
    run: latest === void 0 ? void 0 : { id: latest.id, status: latest.status, startedAt: latest.startedAt, head: latest.head },
    greenGates: [
      .../* @__PURE__ */ new Set([
        ...[...anchor.gates].filter(([, status]) => status === "green").map(([gate]) => gate),
        ...[...verdict.judgements].filter(([, j]) => j.met).map(([gate]) => gate)
      ])
    ].sort(),
    reasons
  };
}

// mcp-server/src/clients/validation/record-read.ts
var TECHNIQUE = /^TECHNIQUE\(([^)]+)\): (gate|triage), (?:sync|background), (per-hunk|per-file)(?: |$)/;
var DECLINED = /^NO-OP\(validation:([^)]+)\): declined/;
var GATE = /^GATE\(([^)]+)\): (green|red)$/;
var TRIAGE = /^TRIAGE\(([^)]+)\): (\d+) finding\(s\) in scope/;
var NON_CANONICAL = /^NON-CANONICAL\(([^)]+)\): (?:exit (.+?), output at )?/;
var HANDOFF = / — commit: (.+?\(validation\): \S+) <scope>/;
function recordedTechniques(lines2) {
  const byId = /* @__PURE__ */ new Map();
  for (const { kind, line, blocker: blocker2 } of lines2) {
    const technique2 = kind === "technique" ? TECHNIQUE.exec(line) : null;
    if (technique2 !== null) {
      const [, id = "", mode, scope] = technique2;
      byId.set(id, { id, mode, scope, declined: false });
      continue;
    }
    const declined = kind === "no-op" ? DECLINED.exec(line) : null;
    const declinedOne = declined === null ? void 0 : byId.get(declined[1] ?? "");
    if (declinedOne !== void 0) declinedOne.declined = true;
    const gate = kind === "gate" ? GATE.exec(line) : null;
    const gated = gate === null ? void 0 : byId.get(gate[1] ?? "");
    if (gated !== void 0 && gated.landed === void 0)
      gated.landed = { kind: "gate", status: gate?.[2] === "green" ? "green" : "red" };
    const triage = kind === "note" ? TRIAGE.exec(line) : null;
    const nonCanonical = kind === "note" ? NON_CANONICAL.exec(line) : null;
    const handed = byId.get(triage?.[1] ?? nonCanonical?.[1] ?? "");
    if (handed !== void 0) {
      handed.landed = triage !== null ? { kind: "findings", count: Number(triage[2]) } : { kind: "non-canonical", exit: nonCanonical?.[2] };
      handed.commitSubject = HANDOFF.exec(line)?.[1];
    }
    const unit = blocker2?.unit.startsWith("validation:") === true ? blocker2.unit.slice("validation:".length) : "";
    const blocked = byId.get(unit);
    if (blocked !== void 0 && blocked.mode === "triage" && blocked.landed === void 0)
      blocked.landed = { kind: "blocked" };
  }
  return [...byId.values()];
}
function gateStatuses(lines2) {
  const statuses = /* @__PURE__ */ new Map();
  for (const { kind, line } of lines2) {
    const gate = kind === "gate" ? GATE.exec(line) : null;
    if (gate !== null) statuses.set(gate[1] ?? "", gate[2] === "green" ? "green" : "red");
  }
  return statuses;
}

// mcp-server/src/clients/validation/propose-gate.ts
function proposeGate(record2) {
  if (record2.status === "running")
    return { state: "pending", reasons: [`run ${record2.runId} has not landed yet: wait for it`] };
  const blockers = record2.lines.filter((l) => l.blocker !== void 0).map((l) => l.line.replace(/ — options: .*$/, ""));
  const techniques = recordedTechniques(record2.lines);
  const ran = techniques.filter((t) => !t.declined);
  const silent = ran.filter((t) => t.landed === void 0).map((t) => `${t.id} ran but recorded no result`);
  if (blockers.length > 0 || silent.length > 0) return { state: "blocked", reasons: [...blockers, ...silent] };
  if (ran.length === 0) {
    const noOp = record2.lines.find((l) => l.line.startsWith("NO-OP(validation):"))?.line;
    const verify2 = record2.lines.some((l) => l.line.startsWith("NO-OP(verify):"));
    return {
      state: "released",
      reasons: [
        noOp ?? `every technique declined (probe absent): ${techniques.map((t) => t.id).join(", ")}`,
        ...verify2 ? ["NO-OP(verify) recorded: with no technique run either, the phase releases the gate"] : []
      ]
    };
  }
  const latest = new Map(record2.triages.map((t) => [t.technique, t]));
  const pending = [];
  for (const t of ran) {
    if (t.mode !== "triage" || t.landed?.kind === "blocked") continue;
    const owed = record2.findings.filter((f) => f.origin === "technique" && f.technique === t.id);
    const triage = latest.get(t.id);
    const hint = `evident validation triage --run ${record2.runId} --technique ${t.id} --commit <sha> --outcomes <file>`;
    if (t.landed?.kind === "non-canonical" && triage === void 0)
      pending.push(`${t.id}: non-canonical output awaits the triager's outcomes (${hint})`);
    if (t.landed?.kind !== "findings" || t.landed.count === 0) continue;
    const answered = new Set(triage?.outcomes.map((o) => o.findingId));
    const open = owed.filter((f) => !answered.has(f.id)).length;
    if (open > 0) pending.push(`${t.id}: ${open} finding(s) await the triager's outcomes (${hint})`);
  }
  if (pending.length > 0) return { state: "pending", reasons: pending };
  const gates = [...gateStatuses(record2.lines).keys()];
  const triaged = ran.filter((t) => latest.has(t.id)).map((t) => `${t.id} triaged at ${latest.get(t.id)?.commit.slice(0, 12) ?? ""}`);
  return {
    state: "satisfied",
    reasons: [`${ran.length} technique(s) landed; gates green: ${gates.join(", ") || "none"}`, ...triaged]
  };
}
var REASONS_NAMED = 10;
function proposeGateLine(gate) {
  const named2 = gate.reasons.slice(0, REASONS_NAMED);
  const more = gate.reasons.length > REASONS_NAMED ? [`\u2026 and ${gate.reasons.length - REASONS_NAMED} more`] : [];
  return `PROPOSE-GATE: ${gate.state} \u2014 ${[...named2, ...more].join("; ")}`;
}

// mcp-server/src/store/validation-triage.ts
async function recordFindings(db, runId, origin, technique2, findings) {
  if (findings.length === 0) return;
  await db.transaction().execute(async (tx) => {
    for (const [ordinal, f] of findings.entries()) {
      await tx.insertInto("validation_findings").values({
        run_id: runId,
        origin,
        technique: technique2,
        ordinal,
        file: f.file,
        line: f.line,
        severity: f.severity,
        finding: f.finding,
        fix: f.fix ?? null,
        status: f.status ?? null
      }).execute();
    }
  });
}
async function loadFindings(db, runId) {
  const rows = await db.selectFrom("validation_findings").selectAll().where("run_id", "=", runId).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    origin: r.origin,
    technique: r.technique,
    ordinal: r.ordinal,
    fields: {
      file: r.file,
      line: r.line,
      severity: r.severity,
      finding: r.finding,
      ...r.fix === null ? {} : { fix: r.fix },
      ...r.status === null ? {} : { status: r.status }
    }
  }));
}
async function recordTriage(db, input) {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === void 0 ? null : await ensureCaller(tx, input.caller);
    const row = await tx.insertInto("validation_triages").values({
      run_id: input.runId,
      technique: input.technique,
      commit_sha: input.commit,
      caller_id: callerId,
      gates: input.gates,
      seq: await nextSeq2(tx)
    }).returning("id").executeTakeFirstOrThrow();
    for (const o of input.outcomes) {
      await tx.insertInto("validation_outcomes").values({
        triage_id: row.id,
        finding_id: o.findingId,
        file: o.file,
        line: o.line,
        finding: o.finding,
        outcome: o.outcome,
        test_path: o.testPath,
        reason: o.reason
      }).execute();
    }
    await insertLines(tx, input.runId, input.lines);
    return row.id;
  });
}
async function loadTriages(db, runId) {
  const triages = await db.selectFrom("validation_triages").selectAll().where("run_id", "=", runId).orderBy("seq").execute();
  if (triages.length === 0) return [];
  const outcomes = await db.selectFrom("validation_outcomes").selectAll().where(
    "triage_id",
    "in",
    triages.map((t) => t.id)
  ).orderBy("id").execute();
  return triages.map((t) => ({
    id: t.id,
    technique: t.technique,
    commit: t.commit_sha,
    gates: t.gates,
    seq: t.seq,
    at: t.at,
    outcomes: outcomes.filter((o) => o.triage_id === t.id).map((o) => ({
      findingId: o.finding_id,
      file: o.file,
      line: o.line,
      finding: o.finding,
      outcome: o.outcome,
      testPath: o.test_path,
      reason: o.reason
    }))
  }));
}

// mcp-server/src/clients/validation/gate-record.ts
async function validationGate(db, root, runId) {
  const run2 = await loadValidationRun(db, root, runId);
  if (run2 === void 0) return void 0;
  const [findings, triages] = await Promise.all([loadFindings(db, run2.id), loadTriages(db, run2.id)]);
  return {
    run: run2,
    gate: proposeGate({ runId: run2.id, status: run2.status, lines: run2.lines, findings, triages })
  };
}

// mcp-server/src/clients/validation/resolve.ts
import { existsSync as existsSync10 } from "node:fs";
import { join as join24 } from "node:path";

// mcp-server/src/clients/validation/descriptor.ts
function technique(id, run2, probe, mode) {
  return techniqueSchema.parse({
    id,
    ...mode === void 0 ? {} : { mode },
    run: run2,
    ...probe === void 0 ? {} : { probe }
  });
}

// mcp-server/src/clients/validation/derived-mode.ts
var NATURE_MODE = {
  test: { mode: "gate", why: "a test run passes or fails" },
  typecheck: { mode: "gate", why: "a type check passes or fails" },
  format: { mode: "gate", why: "a format check (one that does not rewrite) passes or fails" },
  check: { mode: "gate", why: "an aggregate check target passes or fails on the project's own terms" },
  lint: { mode: "triage", why: "a linter's findings are judged, not its exit code" }
};
var REPORTERS = [
  {
    tool: "eslint",
    formatFlags: ["-f", "--format", "-o", "--output-file"],
    append: ["--format", "json"],
    report: "ESLint's JSON report, which evident parses"
  },
  {
    tool: "ruff",
    subcommand: "check",
    formatFlags: ["--output-format", "--format", "-o", "--output-file"],
    append: ["--output-format", "sarif"],
    report: "ruff's SARIF report, which evident parses"
  },
  {
    tool: "cargo",
    subcommand: "clippy",
    formatFlags: ["--message-format"],
    append: ["--message-format=json"],
    report: "cargo's JSON messages, never empty, which the triager reads (evident does not parse them)"
  }
];
var LAUNCHERS = {
  npx: [],
  pnpx: [],
  bunx: [],
  npm: ["exec"],
  pnpm: ["exec", "dlx"],
  yarn: ["exec", "dlx"],
  bun: ["x"],
  uv: ["run"],
  poetry: ["run"],
  pipenv: ["run"],
  hatch: ["run"],
  pdm: ["run"]
};
function toolIndex(argv) {
  const [program] = argv;
  if (program === void 0) return -1;
  if ((program === "python" || program === "python3") && argv[1] === "-m") return 2;
  const subs = LAUNCHERS[program];
  if (subs === void 0) return 0;
  let i = 1;
  if (subs.length > 0) {
    if (argv[1] !== void 0 && subs.includes(argv[1])) i = 2;
    else if (program !== "pnpm" && program !== "yarn") return -1;
  }
  while (argv[i]?.startsWith("-") === true) i++;
  return i < argv.length ? i : -1;
}
var names = (arg, flags) => flags.some((f) => arg === f || arg.startsWith(`${f}=`));
function reportingCommand(argv) {
  const at = toolIndex(argv);
  const tool = at < 0 ? void 0 : argv[at];
  const rest = argv.slice(at + 1);
  const reporter = REPORTERS.find(
    (r) => r.tool === tool && (r.subcommand === void 0 || rest.find((a) => !a.startsWith("-")) === r.subcommand)
  );
  if (reporter === void 0)
    return { run: argv, note: "runs as documented: evident has no machine-readable report option for it" };
  const end = argv.indexOf("--", at + 1);
  const own = end < 0 ? rest : argv.slice(at + 1, end);
  if (own.some((a) => names(a, reporter.formatFlags)))
    return { run: argv, note: "runs as documented: it already chooses its report format" };
  const added2 = end < 0 ? [...argv, ...reporter.append] : [...argv.slice(0, end), ...reporter.append, ...argv.slice(end)];
  const npmOwnsOptions = argv[0] === "npm" && argv[1] === "exec" && !argv.slice(0, at).includes("--");
  const run2 = npmOwnsOptions ? [...added2.slice(0, at), "--", ...added2.slice(at)] : added2;
  return { run: run2, note: `runs ${JSON.stringify(run2)}: ${reporter.report}` };
}

// mcp-server/src/clients/validation/command-nature.ts
var NAMED2 = [
  [/^(typecheck|type-check|types|check-types|check:types|tsc)(:[\w.-]+)?$/, "typecheck"],
  [/^lint(:[\w.-]+)?$/, "lint"],
  [/^(format:check|fmt:check|check-format|format-check|fmt-check|check:format|prettier:check)$/, "format"],
  [/^tests?(:[\w.-]+)?$/, "test"],
  [/^check$/, "check"]
];
var NOT_A_CHECK = /(watch|dev|serve|start|fix|write|update)/;
function natureOfName(name) {
  if (NOT_A_CHECK.test(name)) return void 0;
  return NAMED2.find(([pattern]) => pattern.test(name))?.[1];
}
var has = (args, ...flags) => args.some((a) => flags.includes(a));
var firstOperand = (args) => args.find((a) => !a.startsWith("-"));
var packageManager = (own) => (args) => {
  const [sub, script] = args;
  if (sub === void 0) return void 0;
  if (sub === "run" || sub === "run-script") return script === void 0 ? void 0 : natureOfName(script);
  if (sub === "exec" || sub === "dlx") return classifyCommand(args.slice(1));
  return own[sub] ?? natureOfName(sub) ?? (sub === "test" ? "test" : void 0);
};
var wrapper = (sub) => (args) => args[0] === sub ? classifyCommand(args.slice(1)) : void 0;
var PROGRAMS = {
  npm: packageManager({ t: "test", tst: "test" }),
  pnpm: packageManager({}),
  yarn: (args) => packageManager({})(args) ?? classifyCommand(args),
  bun: packageManager({}),
  npx: (args) => classifyCommand(
    args.slice(
      Math.max(
        args.findIndex((a) => !a.startsWith("-")),
        0
      )
    )
  ),
  pnpx: (args) => classifyCommand(args),
  bunx: (args) => classifyCommand(args),
  make: (args) => {
    const target = firstOperand(args);
    return target === void 0 ? void 0 : natureOfName(target);
  },
  just: (args) => {
    const recipe = firstOperand(args);
    return recipe === void 0 ? void 0 : natureOfName(recipe);
  },
  cargo: (args) => {
    const sub = firstOperand(args);
    if (sub === "fmt") return has(args, "--check") ? "format" : void 0;
    return sub === "test" || sub === "nextest" ? "test" : sub === "clippy" ? "lint" : sub === "check" ? "typecheck" : void 0;
  },
  go: (args) => args[0] === "test" ? "test" : args[0] === "vet" ? "lint" : void 0,
  "golangci-lint": (args) => args[0] === "run" ? "lint" : void 0,
  python: (args) => args[0] === "-m" ? classifyCommand(args.slice(1)) : void 0,
  python3: (args) => args[0] === "-m" ? classifyCommand(args.slice(1)) : void 0,
  uv: wrapper("run"),
  poetry: wrapper("run"),
  pipenv: wrapper("run"),
  hatch: wrapper("run"),
  pdm: wrapper("run"),
  bundle: wrapper("exec"),
  pytest: () => "test",
  "py.test": () => "test",
  unittest: () => "test",
  tox: () => "test",
  nox: () => "test",
  mypy: () => "typecheck",
  pyright: () => "typecheck",
  flake8: () => "lint",
  pylint: () => "lint",
  ruff: (args) => {
    if (args[0] === "format") return has(args, "--check") ? "format" : void 0;
    return args[0] === "check" || args[0] === void 0 || args[0] === "." ? "lint" : void 0;
  },
  black: (args) => has(args, "--check") ? "format" : void 0,
  isort: (args) => has(args, "--check", "--check-only", "-c") ? "format" : void 0,
  eslint: () => "lint",
  biome: (args) => args[0] === "lint" || args[0] === "check" || args[0] === "ci" ? "lint" : void 0,
  tsc: (args) => has(args, "--noEmit") ? "typecheck" : void 0,
  "vue-tsc": (args) => has(args, "--noEmit") ? "typecheck" : void 0,
  prettier: (args) => has(args, "--check", "-c") ? "format" : void 0,
  vitest: (args) => args[0] === void 0 || args[0] === "run" || args[0].startsWith("-") ? "test" : void 0,
  jest: () => "test",
  mocha: () => "test",
  rspec: () => "test",
  rubocop: () => "lint",
  dotnet: (args) => args[0] === "test" ? "test" : void 0,
  gradle: (args) => has(args, "test") ? "test" : has(args, "check") ? "check" : void 0,
  "./gradlew": (args) => has(args, "test") ? "test" : has(args, "check") ? "check" : void 0,
  mvn: (args) => has(args, "test") ? "test" : has(args, "verify") ? "check" : void 0
};
function classifyCommand(argv) {
  const [program, ...args] = argv;
  if (program === void 0) return void 0;
  return Object.hasOwn(PROGRAMS, program) ? PROGRAMS[program]?.(args) : void 0;
}

// mcp-server/src/clients/validation/doc-commands.ts
var SHELL_LANGS = /* @__PURE__ */ new Set(["", "sh", "bash", "shell", "console", "zsh", "shell-session", "shellsession"]);
var PROMPT_LANGS = /* @__PURE__ */ new Set(["console", "shell-session", "shellsession"]);
var FENCE2 = /^ {0,3}(`{3,}|~{3,})\s*([^\s`{]*)/;
var CLOSE = /^ {0,3}(`{3,}|~{3,})\s*$/;
var SHELL_SYNTAX = /[|&;<>()$`\\"'*?[\]{}~!#]/;
var ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
var REWRITES = /* @__PURE__ */ new Set(["--fix", "--write", "-w", "--fix-only", "--apply", "-u", "--update-snapshots"]);
var WATCHES = /* @__PURE__ */ new Set(["--watch", "--watchAll", "watch", "--serve", "dev", "serve"]);
var LINE_MAX = 300;
function scanDocument(file, markdown) {
  const commands = [];
  const refused3 = [];
  let fence;
  for (const [index, raw] of markdown.split(/\r?\n/).entries()) {
    if (fence === void 0) {
      const open = FENCE2.exec(raw);
      if (open !== null) fence = { marker: open[1] ?? "```", lang: (open[2] ?? "").toLowerCase() };
      continue;
    }
    const close = CLOSE.exec(raw)?.[1];
    if (close !== void 0 && close[0] === fence.marker[0] && close.length >= fence.marker.length) {
      fence = void 0;
      continue;
    }
    const trimmed = raw.trim();
    if (!SHELL_LANGS.has(fence.lang)) continue;
    const prompted = /^\$\s+/.test(trimmed);
    if (PROMPT_LANGS.has(fence.lang) && !prompted) continue;
    const text3 = prompted ? trimmed.replace(/^\$\s+/, "") : trimmed;
    if (text3 === "" || text3.startsWith("#") || text3.length > LINE_MAX) continue;
    const judged = judgeLine(text3);
    if (judged === void 0) continue;
    const at = { file, line: index + 1, text: text3 };
    if ("why" in judged) refused3.push({ ...at, why: judged.why });
    else commands.push({ ...at, argv: judged.argv, nature: judged.nature });
  }
  return { commands, refused: refused3 };
}
function judgeLine(text3) {
  const tokens = text3.split(/\s+/);
  const envs = tokens.findIndex((t) => !ENV_ASSIGNMENT.test(t));
  const head = tokens.slice(Math.max(envs, 0));
  const shellAt = head.findIndex((t) => SHELL_SYNTAX.test(t));
  const plain = shellAt === -1 ? head : head.slice(0, shellAt);
  const nature = classifyCommand(plain);
  if (nature === void 0) return void 0;
  if (envs !== 0)
    return { why: "an environment assignment needs a shell; declare the technique in evident.config.json instead" };
  const syntax = tokens.find((t) => SHELL_SYNTAX.test(t));
  if (syntax !== void 0)
    return {
      why: `${JSON.stringify(syntax)} needs a shell (operators, pipes, redirections, substitutions, quotes, globs); evident runs argument arrays only`
    };
  if (tokens.some((t) => REWRITES.has(t) || t.startsWith("--fix=")))
    return { why: "it rewrites files; validation only checks" };
  if (tokens.some((t) => WATCHES.has(t))) return { why: "it watches or serves instead of finishing" };
  return { argv: tokens, nature };
}

// mcp-server/src/clients/validation/derive.ts
var SCRIPT_GROUPS = [
  { names: ["typecheck", "type-check", "tsc"], nature: "typecheck" },
  { names: ["lint"], nature: "lint" },
  // Only check-only names: a plain `format` script usually rewrites files.
  { names: ["format:check", "check-format", "fmt:check"], nature: "format" },
  { names: ["test"], nature: "test" }
];
var PY_TOOLS = [
  { section: "mypy", run: ["mypy", "."], nature: "typecheck" },
  { section: "ruff", run: ["ruff", "check", "."], nature: "lint" },
  { section: "black", run: ["black", "--check", "."], nature: "format" },
  { section: "pytest", run: ["pytest"], nature: "test" }
];
var MAKE_TARGETS = [
  { target: "typecheck", nature: "typecheck" },
  { target: "lint", nature: "lint" },
  { target: "check", nature: "check" },
  { target: "format-check", nature: "format" },
  { target: "test", nature: "test" }
];
function derived(id, argv, nature, found) {
  const { mode, why } = NATURE_MODE[nature];
  const probe = { binary: argv[0] ?? "" };
  if (mode === "gate") return { technique: technique(id, argv, probe, "gate"), tier: "derived", why: found, nature };
  const reporting = reportingCommand(argv);
  return {
    technique: technique(id, reporting.run, probe, "triage"),
    tier: "derived",
    why: `${found} \u2014 triage: ${why}; ${reporting.note}`,
    nature
  };
}
function packageManager2(lockfiles) {
  if (lockfiles.includes("pnpm-lock.yaml")) return "pnpm";
  if (lockfiles.includes("yarn.lock")) return "yarn";
  if (lockfiles.includes("bun.lockb") || lockfiles.includes("bun.lock")) return "bun";
  return "npm";
}
function scriptsOf(packageJson) {
  if (packageJson === void 0) return {};
  try {
    const parsed = JSON.parse(packageJson);
    return typeof parsed.scripts === "object" && parsed.scripts !== null ? parsed.scripts : {};
  } catch {
    return {};
  }
}
function deriveTechniques(files) {
  const out = [];
  const add = (resolved) => {
    const argv = JSON.stringify(resolved.technique.run);
    if (!out.some((r) => r.technique.id === resolved.technique.id || JSON.stringify(r.technique.run) === argv))
      out.push(resolved);
  };
  for (const doc of files.docs ?? []) {
    for (const c of scanDocument(doc.file, doc.text).commands) {
      const taken = out.filter((r) => r.technique.id === c.nature || r.technique.id.startsWith(`${c.nature}-`)).length;
      const id = taken === 0 ? c.nature : `${c.nature}-${taken + 1}`;
      add(derived(id, c.argv, c.nature, `${c.file}:${c.line} documents "${c.text}" (${c.nature})`));
    }
  }
  const scripts = scriptsOf(files.packageJson);
  const pm2 = packageManager2(files.lockfiles);
  for (const group of SCRIPT_GROUPS) {
    const name = group.names.find((s) => typeof scripts[s] === "string");
    if (name === void 0) continue;
    const id = group.nature === "format" ? "format" : group.names[0] ?? name;
    add(derived(id, [pm2, "run", name], group.nature, `package.json script "${name}"`));
  }
  for (const tool of PY_TOOLS) {
    if (files.pyproject === void 0 || !new RegExp(`^\\[tool\\.${tool.section}(\\]|\\.)`, "m").test(files.pyproject))
      continue;
    add(derived(tool.section, tool.run, tool.nature, `pyproject.toml section [tool.${tool.section}]`));
  }
  for (const { target, nature } of MAKE_TARGETS) {
    if (files.makefile === void 0 || !new RegExp(`^${target}\\s*:(?!=)`, "m").test(files.makefile)) continue;
    add(derived(`make-${target}`, ["make", target], nature, `Makefile target "${target}"`));
  }
  return out;
}
function fallbackTechnique(files) {
  const m = files.manifests;
  const pick = (run2, manifest) => ({
    technique: technique("test", run2, { binary: run2[0] ?? "" }),
    tier: "fallback",
    why: `test command of the ${manifest} manifest`,
    nature: "test"
  });
  if (m.includes("package.json")) return pick([packageManager2(files.lockfiles), "test"], "package.json");
  if (m.includes("pyproject.toml") || m.includes("setup.py"))
    return pick(["python3", "-m", "pytest"], m.includes("pyproject.toml") ? "pyproject.toml" : "setup.py");
  if (m.includes("Cargo.toml")) return pick(["cargo", "test"], "Cargo.toml");
  if (m.includes("go.mod")) return pick(["go", "test", "./..."], "go.mod");
  return void 0;
}
function refusedDocLines(files) {
  return (files.docs ?? []).flatMap((doc) => scanDocument(doc.file, doc.text).refused);
}

// mcp-server/src/clients/validation/resolve.ts
var LOCKFILES = ["package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lockb", "bun.lock"];
var MANIFESTS = ["package.json", "pyproject.toml", "setup.py", "Cargo.toml", "go.mod"];
var DOCS = ["README.md", "CONTRIBUTING.md", "docs/CONTRIBUTING.md", ".github/CONTRIBUTING.md"];
function read(root, file) {
  try {
    return readRegularText(join24(root, file));
  } catch {
    return void 0;
  }
}
function projectFiles(root) {
  return {
    packageJson: read(root, "package.json"),
    pyproject: read(root, "pyproject.toml"),
    makefile: read(root, "Makefile") ?? read(root, "makefile") ?? read(root, "GNUmakefile"),
    lockfiles: LOCKFILES.filter((f) => existsSync10(join24(root, f))),
    manifests: MANIFESTS.filter((f) => existsSync10(join24(root, f))),
    docs: DOCS.flatMap((file) => {
      const text3 = read(root, file);
      return text3 === void 0 ? [] : [{ file, text: text3 }];
    })
  };
}
function resolveTechniques(root, config) {
  const declared = config?.techniques;
  return declared !== void 0 ? declaredTechniques(declared) : derivedOrFallback(projectFiles(root));
}
function declaredTechniques(declared) {
  return declared.map((technique2, i) => ({
    technique: technique2,
    tier: "declared",
    why: `declared in evident.config.json validation.techniques[${i}]`
  }));
}
function derivedOrFallback(files) {
  const derived2 = deriveTechniques(files);
  if (derived2.length > 0) return derived2;
  const fallback = fallbackTechnique(files);
  return fallback === void 0 ? [] : [fallback];
}
function notDerived(root, config) {
  if (config?.techniques !== void 0) return [];
  return refusedDocLines(projectFiles(root)).map((r) => `not derived: ${r.file}:${r.line} "${r.text}" \u2014 ${r.why}`);
}

// mcp-server/src/clients/validation/procedure.ts
var isReference = (step) => "technique" in step;
var WHERE = "evident.config.json validation.procedure";
function applyProcedure(resolved, config) {
  const procedure = config?.procedure;
  if (procedure === void 0) return { steps: resolved, omitted: [], unresolved: [], lines: [] };
  const steps = [];
  const unresolved = [];
  procedure.steps.forEach((step, i) => {
    const at = `${WHERE}.steps[${i}]`;
    if (!isReference(step)) {
      steps.push({ technique: step, tier: "declared", why: `inline step of ${at}` });
      return;
    }
    const found = resolved.find((r) => r.technique.id === step.technique);
    if (found === void 0) {
      unresolved.push(step.technique);
      return;
    }
    const overrides = {
      ...step.mode === void 0 ? {} : { mode: step.mode },
      ...step["run-style"] === void 0 ? {} : { "run-style": step["run-style"] },
      ...step.scope === void 0 ? {} : { scope: step.scope }
    };
    const changed2 = Object.entries(overrides).map(([k, v]) => `${k} ${v}`);
    steps.push({
      ...found,
      technique: { ...found.technique, ...overrides },
      why: `${found.why}; step ${i + 1} of ${at}${changed2.length === 0 ? "" : ` (${changed2.join(", ")})`}`
    });
  });
  const named2 = new Set(steps.map((s) => s.technique.id));
  const omitted = resolved.filter((r) => !named2.has(r.technique.id));
  return {
    steps,
    omitted,
    unresolved,
    lines: [
      {
        kind: "note",
        line: `PROCEDURE: manifest override \u2014 ${procedure.steps.length} step(s) from ${WHERE}; the default per-technique walk did not run`
      }
    ]
  };
}
var omittedLine = (id) => ({
  kind: "no-op",
  line: `NO-OP(validation:${id}): not in the manifest's procedure override`
});
function walkedTechniques(root, config) {
  return applyProcedure(resolveTechniques(root, config), config).steps;
}

// mcp-server/src/clients/validation/probe.ts
import { accessSync as accessSync2, constants as constants4, existsSync as existsSync11 } from "node:fs";
import { delimiter as delimiter3, isAbsolute as isAbsolute11, join as join25 } from "node:path";
function binaryResolvable(name, root, path2) {
  if (name.includes("/")) return executable(isAbsolute11(name) ? name : join25(root, name));
  const dirs = [join25(root, "node_modules", ".bin"), ...(path2 ?? "").split(delimiter3).filter((d) => d !== "")];
  return dirs.some((dir) => executable(join25(dir, name)));
}
function executable(file) {
  try {
    accessSync2(file, constants4.X_OK);
    return true;
  } catch {
    return false;
  }
}
function probeTechnique(t, root, path2) {
  const binary = t.probe?.binary ?? t.run[0] ?? "";
  if (!binaryResolvable(binary, root, path2)) return `binary "${binary}" not resolvable`;
  const config = t.probe?.config;
  if (config !== void 0 && !config.some((file) => existsSync11(join25(root, file))))
    return `none of ${config.join(", ")} present`;
  return void 0;
}

// mcp-server/src/clients/validation/preview.ts
function previewValidation(root, config, path2) {
  return applyProcedure(resolveTechniques(root, config), config).steps.map((r) => {
    const t = r.technique;
    const declined = probeTechnique(t, root, path2);
    const gate = t.mode === "gate" && r.nature !== void 0 && NATURE_MODE[r.nature].mode === "gate" ? ` \u2014 gate: ${NATURE_MODE[r.nature].why}` : "";
    return {
      id: t.id,
      mode: t.mode,
      runStyle: t["run-style"],
      scope: t.scope,
      run: t.run,
      tier: r.tier,
      why: `${r.why}${gate}`,
      ...declined === void 0 ? {} : { declined }
    };
  });
}
function procedureNotes(root, config) {
  if (config?.procedure === void 0) return [];
  const walk = applyProcedure(resolveTechniques(root, config), config);
  return [
    ...walk.lines.map((l) => l.line),
    ...walk.omitted.map((r) => omittedLine(r.technique.id).line),
    ...walk.unresolved.map(
      (id) => `not resolved: the procedure names technique "${id}" (evident validation lint-manifest)`
    )
  ];
}
function previewLines(plan, notes = []) {
  if (plan.length === 0) return ["NO-OP(validation): no techniques declared/probed", ...notes];
  const lines2 = plan.map((p) => {
    const head = `${p.id}: ${p.mode}, ${p.runStyle}, ${p.scope} \u2014 ${p.tier}: ${p.why} \u2014 run: ${JSON.stringify(p.run)}`;
    return p.declined === void 0 ? head : `${head} \u2014 NO-OP(validation:${p.id}): declined \u2014 probe absent (${p.declined})`;
  });
  return [...lines2, ...notes];
}

// mcp-server/src/clients/validation/normalize.ts
var MAX_LINE = 16384;
var LINE = /^(\S+)\s+(\S+):(\d+)\s+[—–-]\s+(.*\S)$/;
var STATUS = new RegExp(`^(${FINDING_STATUSES.join("|")}):\\s+`);
var FIX_DELIMITER = " | ";
function normalizeFindings(input) {
  const text3 = input.trim();
  if (text3 === "") return { ok: true, findings: [] };
  if (!text3.startsWith("[")) return fromLines(input);
  return isJson(text3) ? fromJson(text3) : fromLines(input);
}
function isJson(text3) {
  try {
    JSON.parse(text3);
    return true;
  } catch {
    return false;
  }
}
function fromJson(text3) {
  const raw = JSON.parse(text3);
  if (!Array.isArray(raw)) return { ok: false, error: "not a JSON array" };
  const findings = [];
  for (const [index, item] of raw.entries()) {
    const parsed = findingSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, error: `item ${index}: ${issue?.path.join(".") || "item"}: ${issue?.message ?? "invalid"}` };
    }
    findings.push(parsed.data);
  }
  return { ok: true, findings };
}
function fromLines(input) {
  const findings = [];
  for (const [index, raw] of input.split(/\r?\n/).entries()) {
    if (raw.trim() === "") continue;
    const parsed = parseLine(raw);
    if (typeof parsed === "string") return { ok: false, error: `line ${index + 1}: ${parsed}` };
    findings.push(parsed);
  }
  return { ok: true, findings };
}
function parseLine(raw) {
  if (raw.length > MAX_LINE) return `longer than ${MAX_LINE} characters`;
  let rest = raw;
  let status;
  const prefix = STATUS.exec(rest);
  if (prefix !== null) {
    status = prefix[1];
    rest = rest.slice(prefix[0].length);
  }
  const match = LINE.exec(rest);
  if (match === null) return 'not "<severity> <file>:<line> \u2014 <finding>[ | <fix>]"';
  const [, severity = "", file = "", line = "", body = ""] = match;
  const parts = body.split(FIX_DELIMITER);
  if (parts.length > 2) return `more than one "${FIX_DELIMITER.trim()}" fix delimiter`;
  const finding = (parts[0] ?? "").trim();
  const fix = parts[1]?.trim();
  if (finding === "") return "empty finding text";
  if (fix === "") return "empty fix after the delimiter";
  return {
    file,
    line: Number(line),
    severity,
    finding,
    ...fix === void 0 ? {} : { fix },
    ...status === void 0 ? {} : { status }
  };
}

// mcp-server/src/clients/validation/suspected-benign.ts
var SUSPECTED_BENIGN_MAX = 256 * 1024;
function parseSuspectedBenign(text3) {
  if (text3 === void 0) return [];
  if (text3.length > SUSPECTED_BENIGN_MAX)
    throw badInput(
      `the suspected-benign findings are longer than ${SUSPECTED_BENIGN_MAX} characters`,
      "pass only the suspected-benign findings the review predicted"
    );
  const normalized = normalizeFindings(text3);
  if (!normalized.ok)
    throw badInput(
      `the suspected-benign findings are not canonical: ${normalized.error}`,
      'give a JSON array of {file, line, severity, finding[, fix, status]} or one "<severity> <file>:<line> \u2014 <finding>" per line (evident findings normalize checks it)'
    );
  return normalized.findings;
}
function suspectedBenignLines(findings) {
  return findings.map((f) => ({ kind: "note", line: `SUSPECTED-BENIGN: ${findingLine(f)}` }));
}

// mcp-server/src/clients/validation/manifest-lint.ts
import { lstatSync as lstatSync4, readlinkSync as readlinkSync3, realpathSync as realpathSync15 } from "node:fs";
import { dirname as dirname14, isAbsolute as isAbsolute12, relative as relative14, resolve as resolve10, sep as sep11 } from "node:path";
var lintErrors = (lint) => lint.problems.filter((p) => p.level === "error");
function lintLines(lint) {
  if (!lint.present && lint.problems.length === 0)
    return [`no manifest: ${lint.file} has no validation section (or does not exist) \u2014 the defaults apply`];
  const errors = lintErrors(lint).length;
  const warnings = lint.problems.length - errors;
  return [
    ...lint.problems.map((p) => `${p.level}: ${p.text}`),
    `manifest ${lint.file}: ${errors === 0 && warnings === 0 ? "clean" : `${errors} error(s), ${warnings} warning(s)`}`
  ];
}
function dotted(path2) {
  return path2.reduce(
    (out, key) => typeof key === "number" ? `${out}[${key}]` : `${out}${out === "" ? "" : "."}${String(key)}`,
    ""
  );
}
async function lintManifest(root, options = {}) {
  const configPath = options.configPath ?? resolve10(root, CONFIG_FILE);
  const rel = relative14(root, configPath);
  const file = rel !== "" && !rel.startsWith("..") && !isAbsolute12(rel) ? rel.split(sep11).join("/") : configPath;
  let text3;
  try {
    text3 = readRegularText(configPath);
  } catch (error) {
    if (error.code === "ENOENT" && options.configPath === void 0)
      return { file, present: false, problems: [] };
    return {
      file,
      present: true,
      problems: [{ level: "error", text: `${file}: cannot be read: ${errorMessage(error)}` }]
    };
  }
  let raw;
  try {
    raw = JSON.parse(text3);
  } catch (error) {
    return {
      file,
      present: true,
      problems: [{ level: "error", text: `${file}: not valid JSON: ${errorMessage(error)}` }]
    };
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const problems2 = parsed.error.issues.map((i) => ({
      level: "error",
      text: `${file}: ${dotted(i.path) || "(root)"}: ${i.message}`
    }));
    return { file, present: true, problems: problems2 };
  }
  const manifest = parsed.data.validation;
  if (manifest === void 0) return { file, present: false, problems: [] };
  const problems = await checkManifest(root, manifest, options.path ?? process.env["PATH"]);
  return { file, present: true, problems: problems.map((p) => ({ ...p, text: oneLine(`${file}: ${p.text}`) })) };
}
var oneLine = (text3) => (
  // eslint-disable-next-line no-control-regex
  text3.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
);
function place(realRoot, path2) {
  if (path2.includes("\0") || path2.startsWith("~")) return "outside";
  const abs = resolve10(realRoot, path2);
  if (!isWithin(realRoot, abs)) return "outside";
  const real = resolveInside(realRoot, abs);
  if (real === "outside") return "outside";
  if (real !== void 0) return "inside";
  if (danglingLinkOutside(realRoot, abs)) return "outside";
  return partLeadingOutside(realRoot, relative14(realRoot, abs).split(sep11).join("/")) === void 0 ? "missing" : "outside";
}
function danglingLinkOutside(realRoot, abs) {
  try {
    return lstatSync4(abs).isSymbolicLink() && !isWithin(realRoot, resolve10(dirname14(abs), readlinkSync3(abs)));
  } catch {
    return false;
  }
}
async function checkManifest(root, manifest, pathEnv) {
  const realRoot = realpathSync15(root);
  const out = [];
  const error = (text3) => void out.push({ level: "error", text: text3 });
  const warning = (text3) => void out.push({ level: "warning", text: text3 });
  if (manifest.dod !== void 0) {
    const where = place(realRoot, manifest.dod);
    if (where === "outside") error(`validation.dod: ${JSON.stringify(manifest.dod)} is outside the project`);
    if (where === "missing")
      warning(
        `validation.dod: ${manifest.dod} does not exist \u2014 the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)`
      );
  }
  const techniques = manifest.techniques ?? [];
  const firstAt = /* @__PURE__ */ new Map();
  techniques.forEach((t, i) => {
    const first = firstAt.get(t.id);
    if (first === void 0) firstAt.set(t.id, i);
    else
      error(
        `validation.techniques[${i}].id: "${t.id}" is declared twice (first at validation.techniques[${first}]): each technique id is also its gate id`
      );
    checkTechnique(`validation.techniques[${i}]`, t);
  });
  const steps = manifest.procedure?.steps ?? [];
  if (steps.length > 0) {
    const resolved = resolveTechniques(root, manifest);
    const ids = [...new Set(resolved.map((r) => r.technique.id))];
    const seen = /* @__PURE__ */ new Map();
    steps.forEach((step, i) => {
      const at = `validation.procedure.steps[${i}]`;
      const id = "technique" in step ? step.technique : step.id;
      const first = seen.get(id);
      if (first === void 0) seen.set(id, i);
      else error(`${at}: "${id}" is already validation.procedure.steps[${first}]: a technique runs once per run`);
      if ("technique" in step) {
        const named2 = resolved.find((r) => r.technique.id === id);
        if (named2 === void 0)
          error(
            `${at}.technique: "${id}" is neither declared nor derived for this project now (resolved: ${ids.join(", ") || "none"}); see evident validation plan`
          );
        else if (named2.technique.mode === "gate" && step.mode === "triage")
          error(
            `${at}.mode: "${id}" is a gate (${named2.tier}); a step may not make it a triage, which would let a failing run be judged instead of blocking \u2014 declare it with "mode": "triage" in validation.techniques if the project means that`
          );
        return;
      }
      if (ids.includes(id))
        error(
          `${at}.id: the inline step's id "${id}" is also a resolved technique's id: name that technique with {"technique": "${id}"}, or give the inline step another id`
        );
      checkTechnique(at, step);
    });
    const stepIds = new Set(steps.map((step) => "technique" in step ? step.technique : step.id));
    for (const r of resolved)
      if (r.technique.mode === "gate" && !stepIds.has(r.technique.id))
        warning(
          `validation.procedure: the gate "${r.technique.id}" (${r.tier}) is in no step: it does not run, and the run records NO-OP(validation:${r.technique.id})`
        );
  }
  for (const [i, page] of (manifest.intention?.pages ?? []).entries()) {
    const where = place(realRoot, page.page);
    if (where === "outside") error(`validation.intention.pages[${i}].page: "${page.page}" is outside the project`);
    if (where === "missing")
      warning(
        `validation.intention.pages[${i}].page: ${page.page} does not exist \u2014 its drift lines name a missing page`
      );
  }
  if (manifest.base !== void 0) {
    const resolvedBase = manifest.base.startsWith("-") ? false : (await git(root, ["rev-parse", "--verify", "--quiet", `${manifest.base}^{commit}`])).ok;
    if (!resolvedBase)
      warning(
        `validation.base: "${manifest.base}" does not resolve to a commit in git here \u2014 the run will fail to scope the change (fetch it, or change validation.base)`
      );
  }
  return out;
  function checkTechnique(at, t) {
    for (const [j, config] of (t.probe?.config ?? []).entries())
      if (place(realRoot, config) === "outside")
        error(`${at}.probe.config[${j}]: "${config}" is outside the project; a probe only looks inside it`);
    const binary = t.probe?.binary ?? t.run[0] ?? "";
    const key = t.probe?.binary === void 0 ? "run[0]" : "probe.binary";
    if (!binaryResolvable(binary, root, pathEnv))
      warning(
        `${at}.${key}: "${binary}" is not resolvable on PATH or in node_modules/.bin \u2014 the run declines the technique (probe absent)`
      );
    const procedure = t["triage-procedure"];
    if (procedure !== void 0) {
      const where = place(realRoot, procedure);
      if (where === "outside") error(`${at}.triage-procedure: "${procedure}" is outside the project`);
      if (where === "missing")
        warning(`${at}.triage-procedure: ${procedure} does not exist \u2014 the triager is handed a missing procedure`);
    }
  }
}
function refuseOnManifestErrors(lint) {
  const errors = lintErrors(lint);
  if (errors.length > 0)
    throw badInput(
      `the manifest (${lint.file} validation) has ${errors.length} error(s): ${errors.map((e) => e.text).join("; ")}`,
      `fix ${lint.file} (evident validation lint-manifest lists every problem), then run validation again`
    );
}

// mcp-server/src/clients/validation/adapters/eslint.ts
var eslintJson = array(
  object({
    filePath: string().min(1),
    messages: array(
      object({
        ruleId: string().nullable().optional(),
        severity: number().int(),
        message: string(),
        line: number().int().optional()
      })
    )
  })
);
function fromEslintJson(text3) {
  let raw;
  try {
    raw = JSON.parse(text3);
  } catch {
    return void 0;
  }
  const parsed = eslintJson.safeParse(raw);
  if (!parsed.success) return void 0;
  return parsed.data.flatMap(
    (file) => file.messages.map((m) => ({
      file: file.filePath,
      line: m.line ?? 0,
      severity: m.severity >= 2 ? "error" : "warning",
      finding: m.ruleId === void 0 || m.ruleId === null ? m.message : `${m.message} (${m.ruleId})`
    }))
  );
}

// mcp-server/src/clients/validation/adapters/sarif.ts
var location = object({
  physicalLocation: object({
    artifactLocation: object({ uri: string().min(1) }),
    region: object({ startLine: number().int().min(0).optional() }).optional()
  })
});
var sarif = object({
  version: string(),
  runs: array(
    object({
      results: array(
        object({
          ruleId: string().optional(),
          level: string().optional(),
          message: object({ text: string() }),
          locations: array(location).min(1)
        })
      )
    })
  )
});
function fromSarif(text3) {
  let raw;
  try {
    raw = JSON.parse(text3);
  } catch {
    return void 0;
  }
  const parsed = sarif.safeParse(raw);
  if (!parsed.success) return void 0;
  return parsed.data.runs.flatMap(
    (run2) => run2.results.map((result) => {
      const where = result.locations[0]?.physicalLocation;
      const uri = where?.artifactLocation.uri ?? "";
      return {
        file: uri.startsWith("file://") ? decodeURIComponent(new URL(uri).pathname) : uri,
        line: where?.region?.startLine ?? 0,
        severity: result.level ?? "warning",
        finding: result.ruleId === void 0 ? result.message.text : `${result.message.text} (${result.ruleId})`
      };
    })
  );
}

// mcp-server/src/clients/validation/adapters/tsc.ts
var LOCATED = /^(.+)\((\d+),(\d+)\): (error|warning|message) (TS\d+): (.*)$/;
var GLOBAL = /^(error|warning|message) (TS\d+): (.*)$/;
function fromTsc(text3) {
  const found = [];
  for (const raw of text3.split(/\r?\n/)) {
    if (raw.trim() === "") continue;
    const located = LOCATED.exec(raw);
    const global = located === null ? GLOBAL.exec(raw) : null;
    if (located !== null) {
      const [, file = "", line = "0", , severity = "", code2 = "", message = ""] = located;
      found.push({ file, line: Number(line), severity, message, code: code2 });
    } else if (global !== null) {
      const [, severity = "", code2 = "", message = ""] = global;
      found.push({ file: "tsconfig.json", line: 0, severity, message, code: code2 });
    } else if (/^\s/.test(raw) && found.length > 0) {
      const last = found[found.length - 1];
      if (last !== void 0) last.message = `${last.message} ${raw.trim()}`;
    } else {
      return void 0;
    }
  }
  if (found.length === 0) return void 0;
  return found.map((f) => ({ file: f.file, line: f.line, severity: f.severity, finding: `${f.message} (${f.code})` }));
}

// mcp-server/src/clients/validation/adapters/index.ts
var FORMATS = ["canonical", "eslint", "tsc", "sarif"];
var ADAPTERS = {
  eslint: fromEslintJson,
  sarif: fromSarif,
  tsc: fromTsc
};
function readAs(format, text3) {
  if (format === "canonical") {
    const normalized = normalizeFindings(text3);
    return normalized.ok ? normalized.findings : void 0;
  }
  return ADAPTERS[format](text3);
}
function detectFindings(text3) {
  for (const format of FORMATS) {
    const findings = readAs(format, text3);
    if (findings !== void 0) return { format, findings };
  }
  return void 0;
}

// mcp-server/src/clients/validation/triage-outcome.ts
var outcomeClaimSchema = strictObject({
  file: string().min(1).max(1e3).describe("The finding's file, as in its FINDING line."),
  line: number().int().min(0).describe("The finding's line (0: the whole file)."),
  finding: string().min(1).max(16384).describe("The finding's text, as in its FINDING line."),
  outcome: _enum(TRIAGE_OUTCOMES).describe(
    "killed-by-test: a test that failed because of the finding now passes (name it in test); documented-benign: provably harmless or not real (say why in reason); fixed: the code changed without a test."
  ),
  test: string().min(1).max(1e3).optional().describe("killed-by-test only: the test file the commit adds or changes, repository-relative."),
  reason: string().min(1).max(2e3).optional().describe("documented-benign: why it is harmless or not real, checkably; optional otherwise.")
}).superRefine((claim, ctx) => {
  if (claim.outcome === "killed-by-test" && claim.test === void 0)
    ctx.addIssue({ code: "custom", path: ["test"], message: 'killed-by-test needs the test file in "test"' });
  if (claim.outcome !== "killed-by-test" && claim.test !== void 0)
    ctx.addIssue({
      code: "custom",
      path: ["test"],
      message: `"test" belongs to killed-by-test, not ${claim.outcome}`
    });
  if (claim.outcome === "documented-benign" && claim.reason === void 0)
    ctx.addIssue({ code: "custom", path: ["reason"], message: 'documented-benign needs the reason in "reason"' });
});
var outcomeClaimsSchema = array(outcomeClaimSchema).max(2e3);
function matchOutcomes(claims, target, commit) {
  const key = (file, line, text3) => `${comparablePath(file, commit.repoRoot)}:${line}
${text3}`;
  const open = target.kind === "canonical" ? [...target.findings] : [];
  const seen = /* @__PURE__ */ new Set();
  const errors = [];
  const rows = [];
  for (const [i, claim] of claims.entries()) {
    const at = `outcomes[${i}] (${claim.file}:${claim.line})`;
    const k = key(claim.file, claim.line, claim.finding);
    let findingId = null;
    if (target.kind === "canonical") {
      const index = open.findIndex((f) => key(f.fields.file, f.fields.line, f.fields.finding) === k);
      if (index >= 0) findingId = open.splice(index, 1)[0]?.id ?? null;
      else {
        errors.push(seen.has(k) ? `${at}: a second outcome for one finding` : `${at}: no such finding to triage`);
        continue;
      }
    } else {
      if (seen.has(k)) errors.push(`${at}: a second outcome for one finding`);
      const probe = { file: claim.file, line: claim.line, severity: "finding", finding: claim.finding };
      if (filterFindings([probe], target.scope, commit.repoRoot).kept.length === 0)
        errors.push(`${at}: outside the technique's scope`);
    }
    seen.add(k);
    const test = claim.test === void 0 ? void 0 : comparablePath(claim.test, commit.repoRoot);
    if (test !== void 0 && !commit.isTest(test)) errors.push(`${at}: ${test} is not a test file of the project`);
    else if (test !== void 0 && !commit.touched.has(test))
      errors.push(`${at}: the commit does not add or change the test ${test}`);
    const file = comparablePath(claim.file, commit.repoRoot);
    if (claim.outcome === "fixed" && !commit.touched.has(file))
      errors.push(`${at}: fixed, but the commit does not change ${file}`);
    rows.push({
      findingId,
      file: claim.file,
      line: claim.line,
      finding: claim.finding,
      outcome: claim.outcome,
      testPath: test ?? null,
      reason: claim.reason ?? null
    });
  }
  for (const f of open) errors.push(`no outcome for ${f.fields.file}:${f.fields.line} \u2014 ${f.fields.finding}`);
  if (target.kind === "non-canonical" && target.exit !== void 0 && target.exit !== "0" && claims.length === 0)
    errors.push(
      `the technique exited ${target.exit}: its report needs at least one outcome (the findings the triager read in it), never none`
    );
  return errors.length === 0 ? { ok: true, rows } : { ok: false, errors };
}

// mcp-server/src/clients/validation/triage.ts
import { realpathSync as realpathSync16 } from "node:fs";

// mcp-server/src/clients/validation/git-commits.ts
async function toplevelOf(root) {
  const top = await git(root, ["rev-parse", "--show-toplevel"]);
  return top.ok ? top.out.trim() : void 0;
}
async function changedPaths2(top, base) {
  const diff = await git(top, ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", base, "--"]);
  const untracked = await git(top, ["ls-files", "--others", "--exclude-standard", "-z"]);
  const paths = [...diff.out.split("\0"), ...untracked.out.split("\0")].filter((p) => p !== "");
  return [...new Set(paths)].sort();
}
async function commitMessages(top, base) {
  if (base === EMPTY_TREE || headCommit(top) === null) return [];
  const log3 = await git(top, ["log", "--format=%B%x00", `${base}..HEAD`, "--"]);
  return log3.ok ? log3.out.split("\0").filter((m) => m.trim() !== "") : [];
}
async function commitFacts(top, commit) {
  const resolved = await git(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${commit}^{commit}`]);
  if (!resolved.ok) return void 0;
  const sha = resolved.out.trim();
  const show = await git(top, ["log", "-1", "--format=%P%x00%s", sha]);
  const [parents = "", subject = ""] = show.out.replace(/\n$/, "").split("\0");
  return { sha, parents: parents.split(" ").filter((p) => p !== ""), subject };
}
async function isAncestor(top, ancestor, descendant) {
  return (await git(top, ["merge-base", "--is-ancestor", ancestor, descendant])).ok;
}
async function commitPaths(top, sha) {
  const tree = await git(top, ["diff-tree", "--no-commit-id", "--no-renames", "-r", "--name-only", "-z", sha]);
  return tree.out.split("\0").filter((p) => p !== "");
}

// mcp-server/src/clients/validation/run-technique.ts
import { createWriteStream, mkdtempSync as mkdtempSync4, readFileSync as readFileSync5, rmSync as rmSync8, statSync as statSync6, writeFileSync as writeFileSync4 } from "node:fs";
import { tmpdir as tmpdir7 } from "node:os";
import { isAbsolute as isAbsolute13, join as join26, relative as relative15, resolve as resolve11 } from "node:path";
function exitLabel(result) {
  if (result.timedOut) return "timed out";
  if (result.error !== void 0) return `could not start: ${result.error}`;
  if (result.signal !== null) return `signal ${result.signal}`;
  return String(result.exitCode);
}
async function runTechnique(t, ctx) {
  const [command = "", ...args] = t.run;
  const base = { command, args, cwd: ctx.root, env: { CI: "1" }, timeoutMs: t.timeoutMs, signal: ctx.signal };
  if (t.mode === "gate") {
    const result2 = await runProcess({ ...base, keepBytes: 4096 });
    return {
      mode: "gate",
      status: result2.exitCode === 0 && !result2.timedOut ? "green" : "red",
      exit: exitLabel(result2)
    };
  }
  const dir = mkdtempSync4(join26(tmpdir7(), "evident-validation-"));
  const outputPath = join26(dir, "output");
  const scopePath = join26(dir, "scope");
  writeFileSync4(scopePath, ctx.scope.map(formatScopeEntry).join("\n"));
  const sink = createWriteStream(outputPath);
  const written = new Promise((resolve13) => {
    sink.on("close", () => resolve13());
  });
  const result = await runProcess({
    ...base,
    keepBytes: 4096,
    onSpawn: (child) => {
      if (child.stdout === null) sink.end();
      else child.stdout.pipe(sink);
    }
  });
  if (result.error !== void 0) sink.end();
  await written;
  const exit = exitLabel(result);
  const unfinished = result.timedOut || result.aborted || result.error !== void 0 || result.signal !== null;
  const empty2 = statSync6(outputPath).size === 0;
  const detected = unfinished || empty2 ? void 0 : detectFindings(readFileSync5(outputPath, "utf8"));
  if (detected === void 0 && !unfinished && !empty2)
    return { mode: "triage", kind: "non-canonical", exit, outputPath, scopePath };
  rmSync8(dir, { recursive: true, force: true });
  if (unfinished) return { mode: "triage", kind: "unfinished", exit };
  if (detected === void 0) return { mode: "triage", kind: "empty", exit };
  const findings = detected.findings.map((f) => ({ ...f, file: toplevelRelative(f.file, ctx) }));
  const { kept, dropped } = filterFindings(findings, ctx.scope, ctx.repoRoot);
  return { mode: "triage", kind: "canonical", exit, format: detected.format, kept, dropped };
}
function toplevelRelative(file, ctx) {
  if (ctx.root === ctx.repoRoot || isAbsolute13(file)) return file;
  return relative15(ctx.repoRoot, resolve11(ctx.root, file));
}

// mcp-server/src/clients/validation/triage-commit.ts
var OUTSIDE_NAMED = 10;
async function checkTriageCommit(input) {
  const { top, head, commit } = input;
  const facts = await commitFacts(top, commit);
  if (facts === void 0)
    return fail2(`${commit} is not a commit of this repository`, "pass the triager's commit id (git log -1 --format=%H)");
  const { sha } = facts;
  if (sha === head)
    return fail2(
      `commit ${sha} is the run's HEAD itself, not the triager's commit after it`,
      "pass the commit the triager made after the validation run (git log -1 --format=%H)"
    );
  if (!await isAncestor(top, head, sha))
    return fail2(
      `commit ${sha} does not descend from the run's HEAD ${head}`,
      "commit the triage on top of the validated change, or run evident validation run again on the new HEAD"
    );
  const checkedOut = headCommit(top);
  if (checkedOut === null || !await isAncestor(top, sha, checkedOut))
    return fail2(
      `commit ${sha} is not in the checked-out history (HEAD ${checkedOut ?? "none"})`,
      "check out the branch that holds it: the gate techniques re-run on the working tree"
    );
  if (facts.parents.length !== 1)
    return fail2(
      `commit ${sha} has ${facts.parents.length} parents`,
      "commit the triage as one ordinary commit on top of the run's HEAD"
    );
  if (facts.subject !== input.subject && !facts.subject.startsWith(`${input.subject} `))
    return fail2(
      `commit ${sha} subject ${JSON.stringify(facts.subject)} does not start with "${input.subject}"`,
      `amend the commit message to "${input.subject} <scope>"`
    );
  const touched = await commitPaths(top, sha);
  const outside2 = touched.filter((p) => !input.scopeFiles.has(p) && !input.isTest(p));
  if (outside2.length > 0) {
    const named2 = outside2.slice(0, OUTSIDE_NAMED).join(", ");
    const more = outside2.length > OUTSIDE_NAMED ? ` and ${outside2.length - OUTSIDE_NAMED} more` : "";
    return fail2(
      `commit ${sha} changes files outside the technique's scope that are not tests: ${named2}${more}`,
      "keep the triage to the change's files and tests; move other edits to a commit of their own after the triage"
    );
  }
  return { ok: true, sha, touched: new Set(touched) };
}
var fail2 = (error, remediation) => ({ ok: false, error, remediation });

// mcp-server/src/clients/validation/triage.ts
async function recordTriageOutcomes(req) {
  refuseOnManifestErrors(await lintManifest(req.root));
  const run2 = await loadValidationRun(req.db, req.root, req.runId);
  if (run2 === void 0)
    throw badInput(`no validation run ${req.runId} for this project`, "see the latest with evident validation record");
  if (run2.status === "running")
    throw badInput(`validation run ${run2.id} has not landed yet`, "wait for it to land, then record the triage");
  const technique2 = triageable(recordedTechniques(run2.lines), req.technique, run2.id);
  if (run2.head === null)
    throw badInput(
      `validation run ${run2.id} recorded no HEAD commit, so no triage commit can be checked against it`,
      "commit the change, run evident validation run again and triage that run"
    );
  const top = await toplevelOf(req.root);
  if (top === void 0)
    throw badInput(`${req.root} is not inside a git work tree`, "record the triage inside the validated repository");
  const root = realpathSync16(req.root);
  const classify = await classifierFor(root);
  const isTest = (path2) => {
    const rel = projectRelative2(root, top, path2);
    return rel !== void 0 && classify(rel) === "test";
  };
  const parsedScope = parseScope(run2.scopeSpec);
  const hunks = parsedScope.ok ? parsedScope.entries : [];
  const check = await checkTriageCommit({
    top,
    head: run2.head,
    commit: req.commit,
    subject: technique2.commitSubject ?? `chore(validation): ${technique2.id}`,
    scopeFiles: new Set(hunks.map((e) => e.file)),
    isTest
  });
  if (!check.ok) throw badInput(check.error, check.remediation);
  const findings = (await loadFindings(req.db, run2.id)).filter(
    (f) => f.origin === "technique" && f.technique === technique2.id
  );
  const matched = matchOutcomes(
    req.outcomes,
    technique2.landed?.kind === "non-canonical" ? { kind: "non-canonical", scope: techniqueScope(hunks, technique2.scope), exit: technique2.landed.exit } : { kind: "canonical", findings },
    { repoRoot: top, touched: check.touched, isTest }
  );
  if (!matched.ok)
    throw badInput(
      `the outcomes do not answer ${technique2.id}'s findings in run ${run2.id}: ${matched.errors.join("; ")}`,
      "give exactly one outcome per finding: {file, line, finding, outcome: killed-by-test (with test) | documented-benign (with reason) | fixed}"
    );
  const reRun = await rerunGates(req, run2.lines, `${technique2.id} at ${check.sha.slice(0, 12)}`);
  const lines2 = [
    { kind: "note", line: triagedLine(technique2.id, check.sha, matched.rows, reRun.state) },
    ...matched.rows.map((o) => ({ kind: "note", line: outcomeLine(technique2.id, o) })),
    ...reRun.lines
  ];
  const triageId = await recordTriage(req.db, {
    runId: run2.id,
    technique: technique2.id,
    commit: check.sha,
    caller: req.caller,
    gates: reRun.state,
    outcomes: matched.rows,
    lines: lines2
  });
  const after = await validationGate(req.db, req.root, run2.id);
  if (after === void 0) throw new Error(`validation run ${run2.id} vanished while recording its triage`);
  return { triageId, gates: reRun.state, lines: lines2, gate: after.gate };
}
function triageable(techniques, id, runId) {
  const t = techniques.find((x) => x.id === id);
  const names2 = techniques.filter((x) => x.mode === "triage" && !x.declined).map((x) => x.id);
  const which = `triage one of run ${runId}'s triage techniques: ${names2.join(", ") || "it has none"}`;
  if (t === void 0) throw badInput(`technique "${id}" is not in validation run ${runId}`, which);
  if (t.mode === "gate") throw badInput(`"${id}" is a gate technique: its exit code decided it, not a triager`, which);
  if (t.declined) throw badInput(`"${id}" was declined in validation run ${runId} (probe absent)`, which);
  if (t.landed?.kind === "blocked" || t.landed === void 0)
    throw badInput(
      `"${id}" left no findings to triage in validation run ${runId}: its BLOCKER says why`,
      "resolve the blocker and run evident validation run again"
    );
  if (t.landed.kind === "findings" && t.landed.count === 0)
    throw badInput(`"${id}" had no finding in scope in validation run ${runId}: nothing to triage`, which);
  return t;
}
function techniqueScope(hunks, scope) {
  return scope === "per-hunk" ? hunks : [...new Set(hunks.map((e) => e.file))].map((file) => ({ file }));
}
async function rerunGates(req, lines2, after) {
  const ids = recordedTechniques(lines2).filter((t) => t.mode === "gate" && !t.declined).map((t) => t.id);
  const resolved = walkedTechniques(req.root, req.config);
  const out = [];
  let red = false;
  for (const id of ids) {
    const now = resolved.find((r) => r.technique.id === id && r.technique.mode === "gate");
    const technique2 = now?.technique;
    const then = lines2.find((l) => l.kind === "technique" && l.line.startsWith(`TECHNIQUE(${id}): `))?.line;
    const changed2 = now === void 0 || then === void 0 ? void 0 : techniqueLine(now).line;
    if (changed2 !== void 0 && changed2 !== then) {
      red = true;
      out.push(
        blocker(
          `validation:${id}`,
          `GATE(${id}) is not re-run after the triage of ${after}: evident.config.json resolves it differently than the run did (then "${then}", now "${changed2}")`,
          [
            "run evident validation run again and triage that run",
            "restore evident.config.json as it was for the run",
            "ask the user"
          ]
        )
      );
      continue;
    }
    if (technique2 === void 0) {
      red = true;
      out.push(
        blocker(
          `validation:${id}`,
          `GATE(${id}) cannot be re-run after the triage of ${after}: it no longer resolves`,
          [
            "restore the technique in evident.config.json (evident validation plan lists what resolves)",
            "run evident validation run again",
            "ask the user"
          ]
        )
      );
      continue;
    }
    req.onProgress?.(`${id}: re-running after the triage of ${after}`);
    const outcome = await runTechnique(technique2, { root: req.root, repoRoot: req.root, scope: [] });
    if (outcome.mode !== "gate") continue;
    await recordGateResult(req.db, {
      gate: id,
      status: outcome.status,
      caller: req.caller,
      source: "validation-triage",
      detail: `exit ${outcome.exit}`
    });
    req.onProgress?.(`${id}: ${outcome.status} (exit ${outcome.exit})`);
    out.push({ kind: "gate", line: `GATE(${id}): ${outcome.status}` });
    if (outcome.status === "red") {
      red = true;
      out.push(
        blocker(`validation:${id}`, `GATE(${id}) red after the triage of ${after} (exit ${outcome.exit})`, [
          `fix it red\u2192green under TDD in a new commit, then run evident validation run again`,
          "revert the part of the triage commit that broke it",
          "ask the user"
        ])
      );
    }
  }
  return { state: ids.length === 0 ? "none" : red ? "red" : "green", lines: out };
}
function triagedLine(id, sha, rows, gates) {
  const counts = ["killed-by-test", "documented-benign", "fixed"].map((o) => [o, rows.filter((r) => r.outcome === o).length]).filter(([, n]) => n > 0).map(([o, n]) => `${n} ${o}`);
  return `TRIAGED(${id}): commit ${sha} \u2014 ${rows.length} outcome(s)${counts.length > 0 ? `: ${counts.join(", ")}` : ""}; gates re-run: ${gates}`;
}
function outcomeLine(id, o) {
  const evidence = o.testPath !== null ? ` \u2014 test ${o.testPath}` : o.reason !== null ? ` \u2014 ${o.reason}` : "";
  return `OUTCOME(${id}): ${o.outcome} ${o.file}:${o.line} \u2014 ${o.finding}${evidence}`;
}

// mcp-server/src/clients/validation/lock.ts
import { rmSync as rmSync9, writeFileSync as writeFileSync5 } from "node:fs";
import { join as join27 } from "node:path";
var LOCK_FILE = ".evident-validation.lock";
function lockPath(root) {
  return join27(root, LOCK_FILE);
}
function writeLock(root, pid, at = /* @__PURE__ */ new Date()) {
  writeFileSync5(lockPath(root), `${pid} ${at.toISOString()}
`);
}
function clearLock(root) {
  rmSync9(lockPath(root), { force: true });
}
function readLock(root) {
  let text3;
  try {
    text3 = readRegularText(lockPath(root));
  } catch {
    return { state: "none" };
  }
  const match = /^(\d+) (\S+)\s*$/.exec(text3);
  const pid = Number(match?.[1] ?? 0);
  const since = match?.[2] ?? "";
  return { state: pid > 0 && pidAlive(pid) ? "live" : "stale", pid, since };
}
function teardownCheck(root) {
  const lock = readLock(root);
  if (lock.state === "live") return { ok: false, pid: lock.pid, since: lock.since };
  if (lock.state === "stale") clearLock(root);
  return { ok: true, cleared: lock.state };
}

// mcp-server/src/store/validation-memory.ts
async function loadTechniqueMemory(db, projectRoot) {
  const row = await db.selectFrom("validation_memory").selectAll().where("project_root", "=", projectRoot).executeTakeFirst();
  if (row === void 0) return void 0;
  return {
    fingerprint: row.fingerprint,
    files: stringsOf(parseJson(row.files, [])),
    techniques: parseJson(row.techniques, null),
    runId: row.run_id,
    at: row.at
  };
}
async function saveTechniqueMemory(db, projectRoot, memory) {
  const values = {
    fingerprint: memory.fingerprint,
    files: JSON.stringify(memory.files),
    techniques: JSON.stringify(memory.techniques),
    run_id: memory.runId,
    at: (/* @__PURE__ */ new Date()).toISOString()
  };
  await db.insertInto("validation_memory").values({ project_root: projectRoot, ...values }).onConflict((oc) => oc.column("project_root").doUpdateSet(values)).execute();
}
function parseJson(text3, fallback) {
  try {
    return JSON.parse(text3);
  } catch {
    return fallback;
  }
}
function stringsOf(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}

// mcp-server/src/clients/validation/diff-hunks.ts
var HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/;
function parseDiff(diff) {
  const files = [];
  let current;
  for (const line of diff.split("\n")) {
    if (line.startsWith("diff --git ")) {
      current = void 0;
    } else if (line.startsWith("+++ ")) {
      const target = line.slice(4);
      current = target === "/dev/null" ? void 0 : { file: unquote(target).replace(/^b\//, ""), ranges: [] };
      if (current !== void 0) files.push(current);
    } else if (current !== void 0) {
      const hunk = HUNK.exec(line);
      if (hunk === null) continue;
      const start = Number(hunk[1]);
      const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
      if (count > 0) current.ranges.push({ start, end: start + count - 1 });
    }
  }
  return files;
}
function unquote(path2) {
  if (!path2.startsWith('"') || !path2.endsWith('"')) return path2.replace(/\t$/, "");
  const bytes = [];
  const body = path2.slice(1, -1);
  const escapes = { n: 10, t: 9, r: 13, '"': 34, "\\": 92, a: 7, b: 8, f: 12, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? "";
    if (ch !== "\\") {
      bytes.push(...Buffer.from(ch, "utf8"));
      continue;
    }
    const next = body[i + 1] ?? "";
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
function scopeEntries(files, scope) {
  if (scope === "per-file") return files.map((f) => ({ file: f.file }));
  return files.flatMap((f) => f.ranges.map((range) => ({ file: f.file, range })));
}

// mcp-server/src/clients/validation/git.ts
import { join as join28 } from "node:path";
var REF = /^[A-Za-z0-9._/@^~{}-]{1,200}$/;
async function defaultBase(root) {
  if (!(await git(root, ["rev-parse", "--verify", "--quiet", "HEAD"])).ok) return EMPTY_TREE;
  const originHead = await git(root, ["symbolic-ref", "--quiet", "refs/remotes/origin/HEAD"]);
  const candidates = [...originHead.ok ? [originHead.out.trim()] : [], "refs/heads/main", "refs/heads/master"];
  for (const branch of candidates) {
    const base = await git(root, ["merge-base", "HEAD", branch]);
    if (base.ok) return base.out.trim();
  }
  return "HEAD";
}
async function changedHunks(root, base) {
  if (base !== void 0 && (!REF.test(base) || base.startsWith("-")))
    throw badInput(`base ${JSON.stringify(base)} is not a git ref name`, "pass a branch, tag or commit id");
  const top = await gitToplevel(root);
  const from = base ?? await defaultBase(top);
  const diff = await git(top, [
    "diff",
    "-U0",
    "--no-color",
    "--no-ext-diff",
    "--no-renames",
    "--src-prefix=a/",
    "--dst-prefix=b/",
    from,
    "--"
  ]);
  if (!diff.ok) throw badInput(`git diff against ${from} failed: ${diff.err.trim()}`, "pass an existing base ref");
  const untracked = await git(top, ["ls-files", "--others", "--exclude-standard", "-z"]);
  const added2 = untracked.out.split("\0").filter((f) => f !== "").sort().map((file) => {
    const lines2 = lineCount(join28(top, file));
    return { file, ranges: lines2 > 0 ? [{ start: 1, end: lines2 }] : [] };
  });
  return { base: from, files: [...parseDiff(diff.out), ...added2] };
}
function lineCount(path2) {
  try {
    const text3 = readRegularText(path2);
    if (text3 === "") return 0;
    return text3.split("\n").length - (text3.endsWith("\n") ? 1 : 0);
  } catch {
    return 0;
  }
}

// mcp-server/src/clients/validation/intention-check.ts
import { realpathSync as realpathSync17 } from "node:fs";

// mcp-server/src/clients/validation/intention.ts
var import_picomatch4 = __toESM(require_picomatch(), 1);
var WAIVE = /INTENTION-WAIVE\(([^)\r\n]+)\):[ \t]*(\S[^\r\n]*)/g;
function findWaivers(messages) {
  const waivers = /* @__PURE__ */ new Map();
  for (const message of messages)
    for (const m of message.matchAll(WAIVE)) {
      const [, page = "", reason = ""] = m;
      if (!waivers.has(page.trim())) waivers.set(page.trim(), reason.trim());
    }
  return waivers;
}
function staleRows(config, changed2, waivers) {
  const touched = new Set(changed2);
  const rows = [];
  for (const { page, covers: covers2 } of config.pages) {
    if (touched.has(page)) continue;
    const isCovered = (0, import_picomatch4.default)([...covers2], { dot: true });
    const changedPaths3 = changed2.filter((p) => p !== page && isCovered(p));
    if (changedPaths3.length === 0) continue;
    const reason = waivers.get(page);
    rows.push({ page, changedPaths: changedPaths3, waived: reason !== void 0, ...reason === void 0 ? {} : { reason } });
  }
  return rows;
}
function intentionLines(rows, gate) {
  const lines2 = [];
  for (const row of rows) {
    if (row.waived) lines2.push({ kind: "note", line: `INTENTION-WAIVE(${row.page}): ${row.reason ?? ""}` });
    else
      for (const path2 of row.changedPaths) lines2.push({ kind: "note", line: `INTENTION-DRIFT(${row.page}): ${path2}` });
  }
  const drifting = rows.filter((r) => !r.waived);
  if (gate === "blocking" && drifting.length > 0) {
    const paths = drifting.reduce((n, r) => n + r.changedPaths.length, 0);
    const pages = drifting.map((r) => r.page);
    lines2.push(
      blocker("intention", `${paths} changed path(s) not reflected in ${pages.join(", ")}`, [
        `update ${pages.join(", ")} in this change to say what the code now does`,
        `if a page still holds, add "INTENTION-WAIVE(${pages[0] ?? ""}): <reason>" to a commit message of the change`,
        "ask the user"
      ])
    );
  }
  return lines2;
}

// mcp-server/src/clients/validation/intention-check.ts
async function checkIntention(root, top, base, config) {
  if (config === void 0) return [];
  const changed2 = (await changedPaths2(top, base)).flatMap((p) => projectRelative2(realpathSync17(root), top, p) ?? []);
  const waivers = findWaivers(await commitMessages(top, base));
  return intentionLines(staleRows(config, changed2, waivers), config.gate);
}

// mcp-server/src/clients/validation/memory.ts
import { createHash } from "node:crypto";
var rememberedSchema = array(
  strictObject({
    technique: techniqueSchema,
    tier: _enum(["declared", "derived", "fallback"]),
    why: string(),
    nature: _enum(["lint", "test", "typecheck", "format", "check"]).optional()
  }).refine(
    (r) => r.tier === "declared" ? r.nature === void 0 : r.nature !== void 0 && (r.tier === "fallback" ? r.technique.mode === "gate" : r.technique.mode === NATURE_MODE[r.nature].mode),
    "a derived or fallback technique carries its nature, and the mode that nature gives"
  )
);
var short = (fingerprint) => fingerprint.slice(0, 12);
function discoveryFingerprint(config, files) {
  const read2 = [
    ...config?.techniques === void 0 ? [] : ["evident.config.json validation.techniques"],
    ...files.packageJson === void 0 ? [] : ["package.json"],
    ...files.pyproject === void 0 ? [] : ["pyproject.toml"],
    ...files.makefile === void 0 ? [] : ["Makefile"],
    ...(files.docs ?? []).map((d) => d.file),
    ...files.lockfiles,
    ...files.manifests.filter((m) => m !== "package.json" && m !== "pyproject.toml")
  ];
  const hash = createHash("sha256").update(JSON.stringify({ techniques: config?.techniques ?? null, files })).digest("hex");
  return { fingerprint: hash, files: read2 };
}
function discoverTechniques(root, config, remembered) {
  const files = config?.techniques === void 0 ? projectFiles(root) : { lockfiles: [], manifests: [] };
  const { fingerprint, files: read2 } = discoveryFingerprint(config, files);
  const covering = read2.length > 0 ? read2.join(", ") : "no project files";
  const from = remembered?.runId === null || remembered === void 0 ? "" : ` since validation run ${remembered.runId}`;
  if (remembered !== void 0 && remembered.fingerprint === fingerprint) {
    const parsed = rememberedSchema.safeParse(remembered.techniques);
    if (parsed.success)
      return {
        resolved: parsed.data,
        fingerprint,
        files: read2,
        reused: true,
        line: {
          kind: "technique",
          line: `TECHNIQUES: remembered \u2014 fingerprint ${short(fingerprint)} of ${covering} unchanged${from}; ${parsed.data.length} technique(s) not derived again, each probe still runs`
        }
      };
  }
  const resolved = config?.techniques !== void 0 ? declaredTechniques(config.techniques) : derivedOrFallback(files);
  const why = remembered === void 0 ? "no technique memory for this project yet" : remembered.fingerprint === fingerprint ? "the remembered techniques do not parse" : `the fingerprint changed${from} (was ${short(remembered.fingerprint)})`;
  return {
    resolved,
    fingerprint,
    files: read2,
    reused: false,
    line: {
      kind: "technique",
      line: `TECHNIQUES: derived \u2014 ${why}; fingerprint ${short(fingerprint)} of ${covering} remembered for the next run`
    }
  };
}

// mcp-server/src/clients/validation/validate.ts
async function runValidation(req) {
  const manifest = req.manifest ?? await lintManifest(req.root, { path: req.path });
  refuseOnManifestErrors(manifest);
  const discovery = discoverTechniques(req.root, req.config, await loadTechniqueMemory(req.db, req.root));
  const walk = applyProcedure(discovery.resolved, req.config);
  const resolved = walk.steps.filter((r) => req.only === void 0 || r.technique.id === req.only);
  if (req.only !== void 0 && resolved.length === 0)
    throw badInput(
      walk.lines.length === 0 ? `no technique "${req.only}" is resolved for this project` : `no step "${req.only}" in the manifest's procedure override (evident.config.json validation.procedure)`,
      "list the techniques with validation plan (MCP) or evident validation plan"
    );
  const suspected = parseSuspectedBenign(req.suspectedBenign);
  const repoRoot = await gitToplevel(req.root);
  const change = await changedHunks(req.root, req.base ?? req.config?.base);
  const hunks = scopeEntries(change.files, "per-hunk");
  const dod = findDod(req.root, req.config?.dod);
  const head = headCommit(req.root);
  const tree = snapshotOrNull(req.shadow);
  const { runId, startedAt } = await beginValidationRun(req.db, {
    caller: req.caller,
    projectRoot: req.root,
    base: change.base,
    scopeSpec: hunks.map(formatScopeEntry).join("\n"),
    head,
    tree
  });
  const all = [];
  const record2 = async (lines2) => {
    all.push(...lines2);
    await appendLines(req.db, runId, lines2);
  };
  try {
    await record2(manifestLines(manifest));
    await record2(walk.lines);
    await record2([discovery.line]);
    await recordFindings(req.db, runId, "suspected-benign", null, suspected);
    await record2(suspectedBenignLines(suspected));
    await record2(await checkIntention(req.root, repoRoot, change.base, req.config?.intention));
    await record2(walk.omitted.map((r) => omittedLine(r.technique.id)));
    await record2(walk.unresolved.map(unresolvedStep));
    const ran = await runTechniques(req, resolved, { runId, repoRoot, change, record: record2, caller: req.caller, head, tree });
    if (ran.length === 0) await record2([NO_TECHNIQUES]);
    const run2 = {
      id: runId,
      startedAt,
      head,
      tree,
      gates: gatesOfRecord(all.filter((l) => l.kind === "gate").map((l) => l.line))
    };
    await record2(await verifyLines({ db: req.db, root: req.root, dod, freshness: req.config?.gateFreshness, run: run2, ran }));
    if (!discovery.reused) {
      const { fingerprint, files, resolved: techniques } = discovery;
      await saveTechniqueMemory(req.db, req.root, { fingerprint, files, techniques, runId });
    }
  } finally {
    await endValidationRun(req.db, runId);
  }
  return { runId, lines: all, blockers: all.filter((l) => l.kind === "blocker").length };
}
var manifestLines = (lint) => lint.problems.map((p) => ({ kind: "note", line: `MANIFEST: ${p.level}: ${p.text}` }));
var unresolvedStep = (id) => blocker(
  `validation:${id}`,
  `the manifest's procedure names technique "${id}", which is not resolved for this project`,
  [
    "declare the technique in evident.config.json validation.techniques, or remove the step from validation.procedure",
    "run evident validation lint-manifest to see every problem",
    "ask the user how to proceed"
  ]
);
async function runTechniques(req, resolved, shared) {
  const runnable = [];
  for (const r of resolved) {
    await shared.record([techniqueLine(r)]);
    const declined = probeTechnique(r.technique, req.root, req.path ?? process.env["PATH"]);
    if (declined === void 0) runnable.push(r);
    else {
      await shared.record([declinedLine(r.technique.id, declined)]);
      req.onProgress?.(`${r.technique.id}: declined (${declined})`);
    }
  }
  const progress = req.onProgress;
  const runOne = async (r, i) => {
    const t = r.technique;
    const at = `[${i + 1}/${runnable.length}] ${t.id}`;
    const started = Date.now();
    progress?.(`${at}: running ${t.run.join(" ")}${t["run-style"] === "background" ? " (background)" : ""}`);
    const outcome = await runTechnique(t, {
      root: req.root,
      repoRoot: shared.repoRoot,
      scope: scopeEntries(shared.change.files, t.scope)
    });
    if (outcome.mode === "gate") {
      await recordGateResult(req.db, {
        gate: t.id,
        status: outcome.status,
        caller: shared.caller,
        source: "validation",
        detail: `exit ${outcome.exit}`,
        head: shared.head,
        tree: shared.tree
      });
    }
    await shared.record(outcomeLines(t, outcome));
    if (outcome.mode === "triage" && outcome.kind === "canonical")
      await recordFindings(req.db, shared.runId, "technique", t.id, outcome.kept);
    progress?.(`${at}: ${landed(outcome)} in ${((Date.now() - started) / 1e3).toFixed(1)} s`);
  };
  const background = runnable.filter((r) => r.technique["run-style"] === "background");
  if (background.length > 0) writeLock(req.root, process.pid);
  try {
    const landing = Promise.all(background.map((r) => runOne(r, runnable.indexOf(r))));
    for (const r of runnable.filter((x) => x.technique["run-style"] === "sync")) await runOne(r, runnable.indexOf(r));
    await landing;
  } finally {
    if (background.length > 0) clearLock(req.root);
  }
  return runnable.map((r) => r.technique.id);
}
function landed(outcome) {
  if (outcome.mode === "gate") return `${outcome.status} (exit ${outcome.exit})`;
  if (outcome.kind === "canonical") return `${outcome.kept.length} finding(s) in the change (exit ${outcome.exit})`;
  if (outcome.kind === "non-canonical") return `output for the triager (exit ${outcome.exit})`;
  return `${outcome.kind === "empty" ? "no output" : "did not finish"} (exit ${outcome.exit})`;
}

// mcp-server/src/clients/prove/render.ts
var VERDICT_TEXT = {
  "spec-changed": "spec changed: its base form fails on the new code",
  "spec-removed": "spec removed: a removed test whose base form fails on the new code",
  "does-not-detect": "does not detect the change: passes without it too",
  "fails-on-head": "fails on head",
  weakened: "weakened: its base form passes, its head form is skipped",
  removed: "removed: still passes on the new code, but nothing checks it now",
  "not-run": "not run on head",
  proven: "proven: fails without the change, passes with it",
  holds: "holds: passes on head in its old and new forms"
};
var ORDER = Object.keys(VERDICT_TEXT);
var NOTE_LABEL = {
  weakening: "weakened",
  oracle: "oracle-aware code",
  "head-error": "head error",
  untested: "untested"
};
var noteLabel = (level) => level === "note" ? "note" : NOTE_LABEL[level];
function sortedNotes(notes) {
  const key = (n) => `${n.file}\0${n.level}\0${n.text}`;
  return [...notes].sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}
function sortedTests(tests) {
  return [...tests].sort(
    (a, b) => a.file !== b.file ? a.file < b.file ? -1 : 1 : a.fullName !== b.fullName ? a.fullName < b.fullName ? -1 : 1 : a.ordinal - b.ordinal
  );
}
var short2 = (sha) => sha.slice(0, 12);
var code = (text3) => `\`${text3.replace(/`/g, "'").replace(/\n/g, " ")}\``;
var label = (t) => t.fullName === "" ? code(t.file) : `${code(t.file)} \u203A ${code(fullNameLabel(t))}`;
function fenced(text3, lang = "") {
  const longest = Math.max(2, ...[...text3.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}
${text3}
${fence}`;
}
function markdownSummary(result) {
  const exit = exitCodeOf(result);
  const tests = sortedTests(result.tests);
  const findings = tests.filter((t) => !CLEAN_VERDICTS.has(t.verdict));
  const weakenings2 = sortedNotes(result.notes).filter((n) => n.level !== "note");
  const count = findings.length + weakenings2.length;
  const headline = exit === 2 ? "could not prove the range" : count === 0 ? tests.length === 0 ? "no test added, edited or removed" : "proven" : `${count} finding${count === 1 ? "" : "s"}`;
  const lines2 = [
    `## evident prove ${code(`${short2(result.base.commit)}..${short2(result.head.commit)}`)} \u2014 ${headline}`,
    ""
  ];
  if (result.problems.length > 0) {
    lines2.push("### Could not run", "", ...result.problems.map((p) => `- ${p.replace(/\n/g, " ")}`), "");
  }
  if (tests.length > 0) {
    lines2.push("| verdict | tests |", "|---|---:|");
    for (const verdict of ORDER) {
      const n = tests.filter((t) => t.verdict === verdict).length;
      if (n > 0) lines2.push(`| ${CLEAN_VERDICTS.has(verdict) ? "\u2705" : "\u274C"} ${VERDICT_TEXT[verdict]} | ${n} |`);
    }
    lines2.push("");
  }
  if (findings.length > 0 || weakenings2.length > 0) {
    lines2.push("### Findings", "");
    for (const verdict of ORDER.filter((v) => !CLEAN_VERDICTS.has(v))) {
      for (const t of findings.filter((f) => f.verdict === verdict)) {
        lines2.push(`- \u274C **${verdict}** ${label(t)}: ${t.detail}`);
        if (t.failure !== void 0) lines2.push("", indent(details("failure", fenced(t.failure))), "");
      }
    }
    for (const note of weakenings2) {
      lines2.push(`- \u274C **${noteLabel(note.level)}** ${code(note.file)}: ${note.text}`);
      if (note.diff !== void 0) lines2.push("", indent(details("diff", fenced(note.diff, "diff"))), "");
    }
    lines2.push("");
  }
  const clean = tests.filter((t) => CLEAN_VERDICTS.has(t.verdict));
  if (clean.length > 0) {
    lines2.push(
      details(
        `${clean.length} test(s) proven or holding`,
        clean.map((t) => `- \u2705 ${label(t)}: ${t.detail}`).join("\n")
      ),
      ""
    );
  }
  const notes = sortedNotes(result.notes).filter((n) => n.level === "note");
  if (notes.length > 0) lines2.push("### Notes", "", ...notes.map((n) => `- ${code(n.file)}: ${n.text}`), "");
  if (result.coverage !== void 0) lines2.push(...coverageLines(result), "");
  const production = result.production.length;
  lines2.push(
    `Base ${code(short2(result.base.commit))} \u2192 head ${code(short2(result.head.commit))}${result.project === "" ? "" : ` in ${code(result.project)}`}; runner ${code(result.runner)}; ${result.testFiles.length} test file(s) and ${production} other file(s) changed. Each test ran in checkouts of the commits (\`evident prove\`, docs/prove.md).`
  );
  if (result.places.includes("temp-dir"))
    lines2.push(
      "",
      "\u26A0\uFE0F The runs were not isolated (no bubblewrap here): a test could keep state from one run to the next. Install bubblewrap where prove runs."
    );
  return `${lines2.join("\n")}
`;
}
function coverageLines(result) {
  const coverage = result.coverage;
  if (coverage === void 0) return [];
  if (!coverage.measured) return ["### Change coverage", "", `${capitalised(coverage.tool)}.`];
  const lines2 = [
    "### Change coverage",
    "",
    `${coverage.coveredLines} of ${coverage.changedLines} changed executable line(s) run by a test proven to fail without the change (${coverage.tool}).`
  ];
  for (const file of coverage.uncovered)
    lines2.push(`- ${code(file.file)}: not run by such a test: line(s) ${ranges(file.lines)}`);
  return lines2;
}
var capitalised = (text3) => `${text3.charAt(0).toUpperCase()}${text3.slice(1)}`;
function ranges(lines2) {
  const out = [];
  let start;
  let prev;
  for (const n of [...lines2].sort((a, b) => a - b)) {
    if (start !== void 0 && prev !== void 0 && n === prev + 1) {
      prev = n;
      continue;
    }
    if (start !== void 0) out.push(start === prev ? `${start}` : `${start}\u2013${prev}`);
    start = n;
    prev = n;
  }
  if (start !== void 0) out.push(start === prev ? `${start}` : `${start}\u2013${prev}`);
  return out.join(", ");
}
var details = (summary, body) => `<details><summary>${summary.replace(/</g, "&lt;")}</summary>

${body}

</details>`;
var indent = (text3) => text3.split("\n").map((l) => l === "" ? l : `  ${l}`).join("\n");
var xmlText = (text3) => [...text3].map((ch) => isXmlChar(ch.codePointAt(0) ?? 0) ? ch : "\uFFFD").join("");
var isXmlChar = (c) => c === 9 || c === 10 || c === 13 || c >= 32 && c !== 65534 && c !== 65535;
function junitXml(result) {
  const tests = sortedTests(result.tests);
  const cases = [
    ...tests.map((t) => ({
      "@_classname": xmlText(t.file),
      "@_name": xmlText(t.fullName === "" ? "(file)" : fullNameLabel(t)),
      ...CLEAN_VERDICTS.has(t.verdict) ? {} : {
        failure: { "@_type": t.verdict, "@_message": xmlText(t.detail), "#text": xmlText(t.failure ?? t.detail) }
      }
    })),
    ...sortedNotes(result.notes).filter((n) => n.level !== "note").map((n) => ({
      "@_classname": xmlText(n.file),
      "@_name": `(${noteLabel(n.level)})`,
      failure: {
        "@_type": n.level,
        "@_message": xmlText(n.text),
        "#text": xmlText(n.diff ?? n.text)
      }
    })),
    ...result.problems.map((p, i) => ({
      "@_classname": "evident prove",
      "@_name": `(could not run ${i + 1})`,
      error: { "@_message": xmlText(p), "#text": xmlText(p) }
    }))
  ];
  const failures = cases.filter((c) => "failure" in c).length;
  const errors = cases.filter((c) => "error" in c).length;
  const name = `evident prove ${short2(result.base.commit)}..${short2(result.head.commit)}`;
  const builder = new json2xml_default({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    testsuites: {
      "@_name": name,
      "@_tests": cases.length,
      "@_failures": failures,
      "@_errors": errors,
      testsuite: {
        "@_name": name,
        "@_tests": cases.length,
        "@_failures": failures,
        "@_errors": errors,
        testcase: cases
      }
    }
  });
}

// mcp-server/src/store/work-items.ts
var goalColumns = ["id", "task_id", "ordinal", "goal", "status"];
var behaviorColumns = ["id", "task_id", "goal_id", "ordinal", "behavior", "status"];
var toGoal = (r) => ({
  id: r.id,
  taskId: r.task_id,
  ordinal: r.ordinal,
  goal: r.goal,
  status: r.status
});
var toBehavior = (r) => ({
  id: r.id,
  taskId: r.task_id,
  goalId: r.goal_id,
  ordinal: r.ordinal,
  behavior: r.behavior,
  status: r.status
});
async function insertGoal(tx, taskId, goal) {
  const count = await tx.selectFrom("goals").select((eb) => eb.fn.countAll().as("n")).where("task_id", "=", taskId).executeTakeFirstOrThrow();
  const row = await tx.insertInto("goals").values({ task_id: taskId, ordinal: Number(count.n), goal, status: "pending", updated_at: nowIso() }).returning(goalColumns).executeTakeFirstOrThrow();
  return toGoal(row);
}
async function goalById(db, goalId) {
  const row = await db.selectFrom("goals").select(goalColumns).where("id", "=", goalId).executeTakeFirst();
  return row === void 0 ? void 0 : toGoal(row);
}
async function updateGoalRow(tx, goal, change) {
  const row = await tx.updateTable("goals").set({ goal: change.text ?? goal.goal, status: change.status ?? goal.status, updated_at: nowIso() }).where("id", "=", goal.id).returning(goalColumns).executeTakeFirstOrThrow();
  return toGoal(row);
}
async function goalsOfTask(db, taskId) {
  const rows = await db.selectFrom("goals").select(goalColumns).where("task_id", "=", taskId).orderBy("ordinal").execute();
  return rows.map(toGoal);
}
async function insertBehavior(tx, taskId, goalId, behavior) {
  const count = await tx.selectFrom("behaviors").select((eb) => eb.fn.countAll().as("n")).where("goal_id", "=", goalId).executeTakeFirstOrThrow();
  const row = await tx.insertInto("behaviors").values({
    task_id: taskId,
    goal_id: goalId,
    ordinal: Number(count.n),
    behavior,
    status: "pending",
    updated_at: nowIso()
  }).returning(behaviorColumns).executeTakeFirstOrThrow();
  return toBehavior(row);
}
async function behaviorById(db, behaviorId) {
  const row = await db.selectFrom("behaviors").select(behaviorColumns).where("id", "=", behaviorId).executeTakeFirst();
  return row === void 0 ? void 0 : toBehavior(row);
}
async function updateBehaviorRow(tx, behavior, change) {
  const row = await tx.updateTable("behaviors").set({ behavior: change.text ?? behavior.behavior, status: change.status ?? behavior.status, updated_at: nowIso() }).where("id", "=", behavior.id).returning(behaviorColumns).executeTakeFirstOrThrow();
  return toBehavior(row);
}
async function behaviorsOf(db, taskId, goalId) {
  let query = db.selectFrom("behaviors").select(behaviorColumns).where("task_id", "=", taskId);
  if (goalId !== void 0) query = query.where("goal_id", "=", goalId);
  const rows = await query.orderBy("goal_id").orderBy("ordinal").execute();
  return rows.map(toBehavior);
}
async function behaviorRedTest(db, taskId, behaviorId, callerId) {
  const row = await db.selectFrom("phases as p").innerJoin("phases as prev", "prev.id", "p.previous_phase_id").innerJoin("artifacts as a", "a.id", "p.cited_artifact_id").innerJoin("test_cases as tc", "tc.id", "a.test_case_id").innerJoin("test_runs as r", "r.id", "a.run_id").select(["tc.id", "tc.file", "tc.full_name", "tc.ordinal", "p.start_seq", "r.tree", "r.runner", "r.id as run_id"]).where("p.task_id", "=", taskId).where("p.behavior_id", "=", behaviorId).where("p.caller_id", "=", callerId).where("p.phase", "in", ["green", "green.fake-it"]).where("prev.phase", "in", ["red", "red.triangulate"]).where("a.kind", "=", "test_failed_run").orderBy("p.start_seq", "desc").limit(1).executeTakeFirst();
  return row === void 0 ? void 0 : {
    testCaseId: row.id,
    file: row.file,
    fullName: row.full_name,
    ordinal: row.ordinal,
    greenSeq: row.start_seq,
    redTree: row.tree,
    runner: row.runner,
    runId: row.run_id
  };
}
async function openPhaseOf(db, taskId) {
  return db.selectFrom("phases").select(["id", "phase"]).where("task_id", "=", taskId).where("end_seq", "is", null).executeTakeFirst();
}
async function greenLeftThroughRecheck(db, taskId, behaviorId, sinceSeq) {
  const row = await db.selectFrom("phases as g").innerJoin("phases as q", "q.previous_phase_id", "g.id").select("q.id").where("g.task_id", "=", taskId).where("g.behavior_id", "=", behaviorId).where("g.phase", "=", "green").where("g.start_seq", ">=", sinceSeq).where("q.phase", "in", ["refactor", "red"]).limit(1).executeTakeFirst();
  return row !== void 0;
}
async function currentGreenRunWith(db, taskId, callerId, tree, testCaseId) {
  const row = await db.selectFrom("test_runs as r").innerJoin("test_results as tr", "tr.run_id", "r.id").select("r.id").where("r.task_id", "=", taskId).where("r.caller_id", "=", callerId).where("r.tree", "=", tree).where("r.tree_after", "=", tree).where("r.filtered", "=", 0).where("r.outcome", "=", "passed").where("r.failed", "=", 0).where("tr.test_case_id", "=", testCaseId).where("tr.status", "=", "passed").orderBy("r.seq", "desc").limit(1).executeTakeFirst();
  return row?.id;
}
async function testCaseIdOf(db, projectRoot, test) {
  const row = await db.selectFrom("test_cases").select("id").where("project_root", "=", projectRoot).where("file", "=", test.file).where("full_name", "=", test.fullName).where("ordinal", "=", test.ordinal ?? 0).executeTakeFirst();
  return row?.id;
}

// mcp-server/src/store/sessions.ts
var NO_SESSION_START = "not sealed: no Claude Code session start was recorded for this session";
function rejudgeSession(tx, sessionId, now) {
  const sqlite = sqliteOf(tx);
  const row = sessionSeal(sqlite, sessionId);
  if (row === void 0) return { sealed: false, reason: NO_SESSION_START };
  const after = now.sealed ? row : recordSessionSeal(sqlite, sessionId, false, now.reason, null);
  return { sealed: after.sealed, reason: after.reason };
}
async function sessionSealOf(db, sessionId) {
  const row = await db.selectFrom("sessions").select(["sealed", "reason"]).where("session_id", "=", sessionId).executeTakeFirst();
  return row === void 0 ? void 0 : { sealed: row.sealed === 1, reason: row.reason };
}

// mcp-server/src/runners/vitest-files.ts
import { existsSync as existsSync12, realpathSync as realpathSync18 } from "node:fs";
import { isAbsolute as isAbsolute14, join as join29, posix as posix2, relative as relative16, resolve as resolve12, sep as sep12 } from "node:path";
var DEFAULT_LIMIT_MS = 3e4;
function limitMs(env) {
  const raw = env["EVIDENT_VITEST_CONFIG_TIMEOUT_MS"];
  const value = raw === void 0 || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_LIMIT_MS;
}
var MARK = "@@evident-vitest-globs@@";
var SCRIPT = `
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
const answer = (value) => process.stdout.write('\\n${MARK}' + JSON.stringify(value) + '\\n', () => process.exit(0))
try {
  const [root, config, project, configLoader] = process.argv.slice(1)
  const dir = join(root, 'node_modules', 'vitest')
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  let entry = pkg.exports?.['./node']
  while (entry !== null && typeof entry === 'object') entry = entry.import ?? entry.default
  if (typeof entry !== 'string') throw new Error('vitest ' + pkg.version + ' exports no ./node')
  const { createVitest } = await import(pathToFileURL(join(dir, entry)).href)
  const options = {
    watch: false, root, ...(config ? { config } : {}), ...(project ? { project } : {}), ...(configLoader ? { configLoader } : {}),
  }
  const vitest = await createVitest('test', options, {}, {})
  try {
    answer({ projects: vitest.projects.map((p) => ({
      root: p.config.root, dir: p.config.dir ?? null, include: p.config.include, exclude: p.config.exclude,
    })) })
  } finally {
    await vitest.close()
  }
} catch (error) {
  answer({ error: String(error instanceof Error ? error.message : error).split('\\n')[0].slice(0, 500) })
}
`;
var answer = union([
  object({
    projects: array(
      object({
        root: string(),
        dir: string().nullable(),
        include: array(string()),
        exclude: array(string())
      })
    )
  }),
  object({ error: string() })
]);
async function vitestTestGlobs(projectRoot, runner, options) {
  if (!existsSync12(join29(projectRoot, "node_modules", "vitest", "package.json")))
    return { error: "vitest is not installed in this project (node_modules/vitest is missing)" };
  const configFile = runner?.config;
  if (configFile !== void 0 && inside(projectRoot, resolve12(projectRoot, configFile)) === void 0)
    return { error: `the vitest config ${configFile} is outside the project` };
  const limit = limitMs(process.env);
  const scrubbed = Object.fromEntries(Object.keys(process.env).flatMap((k) => k.startsWith("EVIDENT_") ? [[k]] : []));
  const result = await runProcess({
    command: process.execPath,
    args: [
      "--input-type=module",
      "-e",
      SCRIPT,
      projectRoot,
      configFile ?? "",
      runner?.project ?? "",
      viteConfigLoader(projectRoot, options?.confine) ?? ""
    ],
    cwd: projectRoot,
    env: scrubbed,
    timeoutMs: limit,
    keepBytes: 256 * 1024,
    confine: options?.confine
  });
  if (result.timedOut) return { error: `vitest's config did not resolve within ${limit} ms` };
  const line = result.stdout.split("\n").findLast((l) => l.startsWith(MARK));
  if (line === void 0) {
    const why = lastLines(result.stderr) || result.error || `exit code ${String(result.exitCode ?? result.signal)}`;
    return { error: `vitest's config could not be resolved: ${why}` };
  }
  let parsed;
  try {
    parsed = answer.parse(JSON.parse(line.slice(MARK.length)));
  } catch {
    return { error: "vitest's resolved config is not the list of projects evident asked for" };
  }
  if ("error" in parsed) return { error: `vitest's config could not be resolved: ${parsed.error}` };
  const projects = parsed.projects;
  return flatten(
    projectRoot,
    projects.map((p) => {
      const base = p.dir === null ? p.root : resolve12(p.root, p.dir);
      const negated = p.include.filter((g) => g.startsWith("!")).map((g) => g.slice(1));
      return {
        include: relativeGlobs(
          projectRoot,
          base,
          p.include.filter((g) => !g.startsWith("!"))
        ),
        exclude: relativeGlobs(projectRoot, base, [...p.exclude.filter((g) => !g.startsWith("!")), ...negated])
      };
    })
  );
}
async function configuredVitestGlobs(projectRoot, config, confine) {
  const specs = Object.values(config.runners).flatMap((r) => r.kind === "vitest" ? [r] : []);
  if (specs.length === 0) return void 0;
  const each = await Promise.all(
    specs.map((s) => vitestTestGlobs(projectRoot, { config: s.config, project: s.project }, { confine }))
  );
  const failed = each.find((g) => "error" in g);
  if (failed !== void 0) return failed;
  return flatten(projectRoot, each);
}
function testLayoutText(globs) {
  if ("error" in globs) return `Test files: evident's defaults (${globs.error}).`;
  const exclude = globs.exclude.length === 0 ? "" : `, except ${globs.exclude.join(", ")}`;
  return `Test files: what vitest collects (${globs.include.join(", ")}${exclude}), and evident's defaults.`;
}
function flatten(projectRoot, lists) {
  const include = [...new Set(lists.flatMap((l) => l.include))];
  if (include.length === 0) return { error: `vitest's include names no file inside ${projectRoot}` };
  const [first, ...rest] = lists;
  const exclude = (first?.exclude ?? []).filter((g) => rest.every((l) => l.exclude.includes(g)));
  return { include, exclude: [...new Set(exclude)] };
}
function relativeGlobs(projectRoot, base, globs) {
  const prefix = inside(projectRoot, base);
  if (prefix === void 0) return [];
  return globs.flatMap((glob) => {
    const absolute = isAbsolute14(glob) ? inside(projectRoot, glob) : void 0;
    if (isAbsolute14(glob) && absolute === void 0) return [];
    const joined = posix2.normalize(absolute ?? (prefix === "" ? glob : `${prefix}/${glob}`));
    const clean = joined.replace(/^(?:\.\/)+/, "");
    return clean === ".." || clean.startsWith("../") || clean === "." || clean === "" ? [] : [clean];
  });
}
function inside(projectRoot, path2) {
  for (const root of [projectRoot, realpathOr2(projectRoot)]) {
    const rel = relative16(root, path2);
    if (rel === "") return "";
    if (rel !== ".." && !rel.startsWith(`..${sep12}`) && !isAbsolute14(rel)) return rel.split(sep12).join("/");
  }
  return void 0;
}
function realpathOr2(path2) {
  try {
    return realpathSync18(path2);
  } catch {
    return path2;
  }
}
function lastLines(text3) {
  return text3.trim().split("\n").slice(-3).join(" ").slice(0, 600);
}

// mcp-server/src/domain/plan.ts
var text2 = (max) => string().max(max);
var path = string().min(1).max(500);
var SLUG = /^[a-z0-9][a-z0-9._-]*$/;
var slugSchema = string().min(1).max(100).regex(SLUG, 'a slug such as "url-slugs" (lower-case letters, digits, ".", "_", "-")').describe("The spec slug: the spec is docs/specs/<slug>.md.");
var recipeEntry = strictObject({
  name: text2(200).min(1).describe(
    'The scenario and its test name, test_when_<condition>_then_<outcome> (letters, digits, "_"); the test carries it.'
  ),
  covers: text2(500).min(1).describe(
    'The acceptance criterion it covers, an id from the table of docs/specs/<slug>.md ("AC-3"); or "regression: <why>" / "boundary: <why>".'
  ),
  assertion: text2(500).min(1).describe("What the test checks, in one plain sentence."),
  fixtures: text2(1e3).describe('The real fixtures the test uses (paths, factories, helpers); "" for none.')
});
var contractSchema = strictObject({
  failing_test_paths: array(path).min(1).max(50).describe("The test files the scenario worker writes (project-relative): every recipe test lives in one of them."),
  write_set: array(path).max(100).describe(
    "The exact files the implement worker may change (project-relative, no test files); [] for the default: every source file of the project by evident's classification (its source extensions, evident.config.json sourceExtensions)."
  ),
  behavior_excerpts: array(text2(4e3).min(1)).min(1).max(50).describe(
    "Passages of the spec the implementation must satisfy, quoted verbatim (each must occur in the spec exactly as written)."
  ),
  project_conventions: strictObject({
    test_cmd: text2(1e3).describe("How the project runs its tests (the workers use run_tests)."),
    lint_cmd: text2(1e3).describe('How the project lints; "" for none.')
  }).describe("The project's conventions the workers follow.")
});
var designCallRow = strictObject({
  slug: text2(200).describe("The design call."),
  intent: text2(1e3).describe("What it is for."),
  target_files: text2(1e3).describe("Files it targets."),
  write_set: text2(1e3).describe("Files it may write."),
  register_override: text2(500).describe("Register override, if any."),
  references: text2(1e3).describe("References.")
});
var planShape = {
  slug: slugSchema,
  recipe: array(recipeEntry).min(1).max(50).describe("One entry per scenario; each becomes a behavior of the implement worker\u2019s task."),
  contract: contractSchema.describe("What the implement worker executes, decided here and nowhere else."),
  design_calls_rows: array(designCallRow).max(50).describe('The rows of the spec\u2019s "## Design calls" section ([] or omitted when it has none).'),
  out_of_scope: array(text2(500).min(1)).max(50).describe("Scenarios deliberately left out, so no worker produces them ([] when none).")
};
var planDocument = strictObject(planShape);
var planRecord = object({
  id: number().int().describe("Plan id."),
  slug: string().describe("The spec slug."),
  version: number().int().describe("1 for the first plan of the slug, +1 for each replace."),
  status: _enum(PLAN_STATUSES).describe("active, blocked (a human must decide) or superseded."),
  reason: string().nullable().describe("blocked: why."),
  specPath: string().describe("The spec it was checked against."),
  specSha256: string().describe("SHA-256 of the spec when the plan was made."),
  fixIterations: number().int().describe("Failing runs after a production change the implement worker may have."),
  stubMarkers: array(string()).describe("The stub-marker patterns (regular expressions) workers may not add."),
  mirrorPath: string().describe("The mirror file (project-relative)."),
  document: planDocument.describe("The plan as decided."),
  createdAt: string().describe("ISO time.")
});
var mirrorPathOf = (slug2) => `.claude/state/tdd/${slug2}.json`;
var specPathOf = (slug2) => `docs/specs/${slug2}.md`;

// mcp-server/src/store/plans.ts
var json = (value) => JSON.stringify(value);
async function currentPlan(db, projectRoot) {
  const row = await db.selectFrom("tdd_plans").selectAll().where("project_root", "=", projectRoot).where("status", "!=", "superseded").executeTakeFirst();
  return row === void 0 ? void 0 : toPlan(db, row);
}
async function newestPlanOf(db, projectRoot, slug2) {
  const row = await db.selectFrom("tdd_plans").selectAll().where("project_root", "=", projectRoot).where("slug", "=", slug2).orderBy("version", "desc").limit(1).executeTakeFirst();
  return row === void 0 ? void 0 : toPlan(db, row);
}
async function planById(db, id) {
  const row = await db.selectFrom("tdd_plans").selectAll().where("id", "=", id).executeTakeFirst();
  return row === void 0 ? void 0 : toPlan(db, row);
}
async function insertPlan(tx, plan) {
  const seq = await nextSeq2(tx);
  await tx.updateTable("tdd_plans").set({ status: "superseded", ended_at: nowIso() }).where("project_root", "=", plan.projectRoot).where("status", "!=", "superseded").execute();
  const newest = await tx.selectFrom("tdd_plans").select((eb) => eb.fn.max("version").as("v")).where("project_root", "=", plan.projectRoot).where("slug", "=", plan.document.slug).executeTakeFirst();
  const doc = plan.document;
  const row = await tx.insertInto("tdd_plans").values({
    project_root: plan.projectRoot,
    slug: doc.slug,
    version: Number(newest?.v ?? 0) + 1,
    status: "active",
    reason: null,
    spec_path: plan.specPath,
    spec_sha256: plan.specSha256,
    test_cmd: doc.contract.project_conventions.test_cmd,
    lint_cmd: doc.contract.project_conventions.lint_cmd,
    behavior_excerpts: json(doc.contract.behavior_excerpts),
    design_calls_rows: json(doc.design_calls_rows),
    out_of_scope: json(doc.out_of_scope),
    fix_iterations: plan.fixIterations,
    stub_markers: json(plan.stubMarkers),
    caller_id: plan.callerId,
    seq,
    ended_at: null
  }).returningAll().executeTakeFirstOrThrow();
  if (doc.recipe.length > 0)
    await tx.insertInto("tdd_plan_recipe").values(doc.recipe.map((r, ordinal) => ({ plan_id: row.id, ordinal, ...r }))).execute();
  const paths = [
    ...doc.contract.failing_test_paths.map((path2, ordinal) => ({ kind: "failing_test", ordinal, path: path2 })),
    ...doc.contract.write_set.map((path2, ordinal) => ({ kind: "write", ordinal, path: path2 }))
  ];
  await tx.insertInto("tdd_plan_paths").values(paths.map((p) => ({ plan_id: row.id, ...p }))).execute();
  return toPlan(tx, row);
}
async function blockPlan(tx, planId, reason) {
  await tx.updateTable("tdd_plans").set({ status: "blocked", reason }).where("id", "=", planId).where("status", "=", "active").execute();
}
async function recipeOf(db, planId) {
  return db.selectFrom("tdd_plan_recipe").select(["id", "name", "covers", "assertion", "fixtures"]).where("plan_id", "=", planId).orderBy("ordinal").execute();
}
async function toPlan(db, row) {
  const recipe = await recipeOf(db, row.id);
  const paths = await db.selectFrom("tdd_plan_paths").select(["kind", "path"]).where("plan_id", "=", row.id).orderBy("kind").orderBy("ordinal").execute();
  const of = (kind) => paths.filter((p) => p.kind === kind).map((p) => p.path);
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    status: row.status,
    reason: row.reason,
    specPath: row.spec_path,
    specSha256: row.spec_sha256,
    fixIterations: row.fix_iterations,
    stubMarkers: JSON.parse(row.stub_markers),
    mirrorPath: mirrorPathOf(row.slug),
    document: {
      slug: row.slug,
      recipe: recipe.map(({ name, covers: covers2, assertion, fixtures }) => ({ name, covers: covers2, assertion, fixtures })),
      contract: {
        failing_test_paths: of("failing_test"),
        write_set: of("write"),
        behavior_excerpts: JSON.parse(row.behavior_excerpts),
        project_conventions: { test_cmd: row.test_cmd, lint_cmd: row.lint_cmd }
      },
      design_calls_rows: JSON.parse(row.design_calls_rows),
      out_of_scope: JSON.parse(row.out_of_scope)
    },
    createdAt: row.created_at
  };
}
async function setTaskPlan(tx, taskId, planId) {
  await tx.updateTable("tdd_tasks").set({ plan_id: planId }).where("id", "=", taskId).execute();
}
async function setBehaviorRecipe(tx, behaviorId, recipeId) {
  await tx.updateTable("behaviors").set({ recipe_id: recipeId }).where("id", "=", behaviorId).execute();
}
async function planIdOfTask(db, taskId) {
  const row = await db.selectFrom("tdd_tasks").select("plan_id").where("id", "=", taskId).executeTakeFirst();
  return row?.plan_id ?? void 0;
}
async function scenarioWrites(db, sessionId, agentType, paths, sinceSeq) {
  if (paths.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.selectFrom("artifacts as a").innerJoin("callers as c", "c.id", "a.caller_id").select(["a.id", "a.file_path", "a.content_hash", "c.agent_id"]).where("c.session_id", "=", sessionId).where("c.agent_type", "=", agentType).where("a.kind", "=", "test_written").where("a.file_path", "in", paths).where("a.seq", ">", sinceSeq).orderBy("a.seq", "asc").execute();
  const out = /* @__PURE__ */ new Map();
  for (const r of rows)
    if (r.file_path !== null)
      out.set(r.file_path, {
        artifactId: r.id,
        filePath: r.file_path,
        contentHash: r.content_hash,
        agentId: r.agent_id
      });
  return out;
}
async function planSeq(db, planId) {
  const row = await db.selectFrom("tdd_plans").select("seq").where("id", "=", planId).executeTakeFirstOrThrow();
  return row.seq;
}
async function taskRunsAndChanges(db, taskId) {
  const runs = await db.selectFrom("test_runs").select(["id", "start_seq", "seq", "outcome"]).where("task_id", "=", taskId).execute();
  const changes = await db.selectFrom("artifacts").select(["file_path", "seq"]).where("task_id", "=", taskId).where("kind", "=", "code_written").execute();
  const task = await db.selectFrom("tdd_tasks").select("status").where("id", "=", taskId).executeTakeFirst();
  return {
    open: task?.status === "open",
    runs: runs.map((r) => ({ id: r.id, startSeq: r.start_seq, seq: r.seq, passed: r.outcome === "passed" })),
    changes: changes.flatMap((c) => c.file_path === null ? [] : [{ filePath: c.file_path, seq: c.seq }])
  };
}

// mcp-server/src/store/coordinator-evidence.ts
async function workerShellCommands(db, projectRoot, agentTypes, sinceSeq) {
  const rows = await db.selectFrom("shell_commands").innerJoin("callers", "callers.id", "shell_commands.caller_id").select([
    "shell_commands.id",
    "shell_commands.command",
    "shell_commands.end_seq",
    "shell_commands.changes",
    "callers.agent_type",
    "callers.agent_id"
  ]).where("shell_commands.project_root", "=", projectRoot).where("callers.agent_type", "in", [...agentTypes]).where("shell_commands.start_seq", ">", sinceSeq).where("shell_commands.end_seq", "is not", null).where("shell_commands.changes", "is not", null).orderBy("shell_commands.end_seq").execute();
  return rows.map((r) => ({
    id: r.id,
    agentType: r.agent_type ?? "",
    agentId: r.agent_id,
    command: r.command,
    endSeq: r.end_seq ?? 0,
    changes: r.changes ?? "[]"
  }));
}
async function bindingRun(db, projectRoot) {
  const verdict = await db.selectFrom("test_verdicts").select(["run_id", "verdict", "filtered", "tree"]).where("project_root", "=", projectRoot).orderBy("seq", "desc").limit(1).executeTakeFirst();
  if (verdict === void 0) return void 0;
  const passed = await db.selectFrom("test_results").innerJoin("test_cases", "test_cases.id", "test_results.test_case_id").select(["test_cases.file", "test_cases.full_name"]).where("test_results.run_id", "=", verdict.run_id).where("test_results.status", "=", "passed").orderBy("test_results.seq").orderBy("test_results.id").execute();
  return {
    runId: verdict.run_id,
    verdict: verdict.verdict,
    filtered: verdict.filtered !== 0,
    tree: verdict.tree,
    passed: passed.map((p) => ({ file: p.file, name: p.full_name }))
  };
}
async function shellChangedPaths(db, projectRoot, paths) {
  const changed2 = /* @__PURE__ */ new Set();
  for (const path2 of paths) {
    const row = await sql`select 1 as found from shell_commands s
      where s.project_root = ${projectRoot} and s.end_seq is not null and s.changes is not null
        and exists (select 1 from json_each(s.changes) j where json_extract(j.value, '$.path') = ${path2})
      limit 1`.execute(db);
    if (row.rows.length > 0) changed2.add(path2);
  }
  return changed2;
}

// mcp-server/src/engine/gates/closing-proof.ts
function judgeClosingProof(proof, now) {
  const name = `"${fullNameLabel(proof.redTest)}" in ${proof.redTest.file}`;
  if (now === null || proof.tree !== now)
    return {
      ok: false,
      reason: "tree_unavailable",
      detail: `the closing proof of ${name} was made for another working tree`
    };
  const { original, current } = proof;
  if (current.outcome === "missing") {
    return {
      ok: false,
      reason: "red_test_not_run",
      detail: `the test that proved red, ${name}, is no longer in the project (deleted, or moved where git's rename detection cannot follow it)`
    };
  }
  if (original.outcome === "error" || current.outcome === "error") {
    const why = original.outcome === "error" ? original.detail : current.detail;
    return { ok: false, reason: "tree_unavailable", detail: `the closing proof of ${name} could not run: ${why}` };
  }
  if (original.outcome === "fails") return { ok: false, reason: "original_test_fails", detail: original.detail };
  if (current.outcome === "passes") {
    const where = proof.currentTest?.file === proof.redTest.file ? "" : ` (now in ${proof.currentTest?.file ?? "?"})`;
    return {
      ok: false,
      reason: "red_test_no_longer_fails",
      detail: `the test that proved red, ${name}${where}, passes with the production code of its red run: ${current.detail}`
    };
  }
  return { ok: true };
}

// mcp-server/src/engine/gates/phases.ts
var ANY = ["start", ...PHASES];
var FAILING_RUN = "a test_failed_run that run_tests recorded in this red phase (or batch), of a test whose file you wrote during this task and that had not failed before the phase began (production files changed in red need a hypothesis first)";
var GREEN_RUN = "a test_passed_run of a whole-suite run with zero failures recorded in the current phase on the working tree as it is now";
var TRANSITIONS = [
  { from: ["start", "spike"], to: "red", evidence: "none", why: "none, but the goal must be in_progress" },
  {
    from: ["red"],
    to: "red.triangulate",
    evidence: "none",
    why: "none (another behavior of the same goal joins the red batch)"
  },
  { from: ["red", "red.triangulate"], to: "green", evidence: "failing_run", why: FAILING_RUN },
  { from: ["red"], to: "green.fake-it", evidence: "failing_run", why: FAILING_RUN },
  {
    from: ["green.fake-it"],
    to: "green",
    evidence: "passing_run_after_code",
    why: "a test_passed_run recorded after you changed production code in green.fake-it"
  },
  { from: ["green.fake-it"], to: "red.triangulate", evidence: "none", why: "none" },
  {
    from: ["green"],
    to: "refactor",
    evidence: "green_run",
    why: `${GREEN_RUN}, in which the test that proved red passed (it is re-run on the red run's production code and must still fail there)`
  },
  {
    from: ["green", "refactor"],
    to: "red",
    evidence: "green_run",
    why: `${GREEN_RUN} (from green, the test that proved red is re-run as for refactor)`
  },
  { from: ANY, to: "spike", evidence: "none", why: "none, and nothing recorded during a spike can ever be cited" }
];
function describeTransitions() {
  return TRANSITIONS.map((row) => {
    const from = row.from === ANY ? "any" : row.from.join(" or ");
    return `${from} \u2192 ${row.to}: ${row.why}`;
  }).join("; ");
}
function sourceOf(current) {
  return current?.phase ?? "start";
}
function findRow(from, to) {
  return TRANSITIONS.find((row) => row.to === to && row.from.includes(from));
}
function allowedTargets(from) {
  return TRANSITIONS.filter((row) => row.from.includes(from)).map((row) => row.to);
}
function requiredKind(evidence) {
  if (evidence === "failing_run") return "test_failed_run";
  if (evidence === "none") return void 0;
  return "test_passed_run";
}
var deny = (from, reason, detail) => ({
  ok: false,
  from,
  reason,
  detail
});
function decideTransition(request, facts) {
  const { task, goal, behavior, current } = facts;
  if (task === void 0 || task.callerId !== facts.callerId) {
    return deny(null, "unknown_tdd_task", `no TDD task ${request.tddTaskId} is yours`);
  }
  if (task.status === "ended") return deny(null, "tdd_task_already_ended", `TDD task ${task.id} has ended`);
  const from = sourceOf(current);
  if (goal === void 0) return deny(from, "goal_not_found", `no goal ${request.goalId}`);
  if (goal.taskId !== task.id) return deny(from, "goal_not_in_tdd_task", `goal ${goal.id} belongs to another TDD task`);
  if (behavior === void 0 || behavior.taskId !== task.id) {
    return deny(from, "behavior_not_found", `no behavior ${request.behaviorId} in TDD task ${task.id}`);
  }
  if (behavior.goalId !== goal.id)
    return deny(from, "behavior_not_in_goal", `behavior ${behavior.id} is not in goal ${goal.id}`);
  const to = request.requestedPhase;
  if (to !== "spike") {
    if (goal.status === "pending") return deny(from, "goal_not_started", `goal ${goal.id} is still pending`);
    if (goal.status !== "in_progress") return deny(from, "goal_not_in_progress", `goal ${goal.id} is ${goal.status}`);
  }
  const row = findRow(from, to);
  if (row === void 0) return denyMissingRow(from, to);
  if (to === "red.triangulate" && current !== void 0 && current.goalId !== goal.id) {
    return deny(from, "behavior_not_in_goal", `a triangulation batch stays in goal ${current.goalId}`);
  }
  const unmeasured = checkUnmeasured(facts, from);
  if (unmeasured !== void 0) return unmeasured;
  const unrecorded = checkUnrecorded(facts, from);
  if (unrecorded !== void 0) return unrecorded;
  const frozen = checkTestsFrozen(facts, from, to);
  if (frozen !== void 0) return frozen;
  if (row.evidence === "none") return { ok: true, from, to, citedArtifactId: null };
  const verdict = checkEvidence(row.evidence, request, facts, from, to) ?? checkOwnTest(request, facts, from, to);
  return verdict ?? { ok: true, from, to, citedArtifactId: facts.cited?.id ?? null };
}
var REFACTOR_BEFORE_GREEN = ["red", "red.triangulate", "spike"];
function denyMissingRow(from, to) {
  if (to === "refactor" && from === "green.fake-it") {
    return deny(
      from,
      "fake_it_not_generalized",
      "green.fake-it must become green (a passing run after real code) before refactor"
    );
  }
  const allowed = `from ${from}: ${allowedTargets(from).join(", ")}`;
  if (to === "refactor") {
    const reason = REFACTOR_BEFORE_GREEN.includes(from) ? "refactor_without_passing_run" : "wrong_source_phase";
    return deny(from, reason, `refactor is reachable only from green; you are in ${from} (${allowed})`);
  }
  return deny(from, "wrong_source_phase", `${from} \u2192 ${to} is not an allowed transition (${allowed})`);
}
function checkEvidence(evidence, request, facts, from, to) {
  const cited = facts.cited;
  const current = facts.current;
  if (cited === void 0) {
    const what = request.citedArtifactId === void 0 ? "no qualifying artifact was recorded" : `artifact ${request.citedArtifactId} does not exist`;
    if (to === "refactor")
      return deny(
        from,
        "refactor_without_passing_run",
        `${what}: refactor needs a run with zero failures since green began`
      );
    return deny(from, "missing_artifact_evidence", `${what} for ${from} \u2192 ${to}`);
  }
  const kind = requiredKind(evidence);
  if (cited.kind !== kind)
    return deny(from, "wrong_artifact_kind", `artifact ${cited.id} is ${cited.kind}; ${from} \u2192 ${to} needs ${kind}`);
  if (cited.callerId !== facts.callerId)
    return deny(from, "evidence_from_other_caller", `artifact ${cited.id} was recorded for another caller`);
  const batch = from === "red.triangulate" && evidence === "failing_run";
  const windowIds = batch ? facts.batchPhaseIds : current === void 0 ? [] : [current.id];
  if (cited.phase === "spike" || cited.phaseId === null || !windowIds.includes(cited.phaseId)) {
    return deny(
      from,
      "evidence_not_in_phase_window",
      `artifact ${cited.id} was not recorded in the current ${batch ? "red batch" : "phase"}`
    );
  }
  if (batch) {
    if (!facts.batchBehaviorIds.includes(request.behaviorId)) {
      return deny(
        from,
        "evidence_not_for_behavior",
        `behavior ${request.behaviorId} is not in the current red batch (behaviors ${facts.batchBehaviorIds.join(", ")})`
      );
    }
  } else {
    const owner = to === "red" ? current?.behaviorId : request.behaviorId;
    if (cited.behaviorId !== owner) {
      return deny(
        from,
        "evidence_not_for_behavior",
        `artifact ${cited.id} belongs to behavior ${cited.behaviorId ?? "none"}, not ${owner ?? "none"}`
      );
    }
  }
  if (evidence === "failing_run") {
    if (!cited.testFileWrittenByCaller) {
      return deny(
        from,
        "missing_artifact_evidence",
        `the failing test's file ${cited.testFile ?? "(unknown)"} was not written by you during this task`
      );
    }
    if (cited.testFailedBeforePhase) {
      return deny(
        from,
        "evidence_test_was_already_failing",
        `the cited test was already failing before this red phase began`
      );
    }
    const uncited = checkRedChanges(facts, from);
    if (uncited !== void 0) return uncited;
  }
  const run2 = cited.run;
  if (run2 !== void 0 && run2.tree !== null && run2.tree !== run2.treeAfter) {
    return deny(
      from,
      "run_not_current",
      `the working tree changed while run ${run2.id} was running (tree ${short3(run2.tree)} before, ${short3(run2.treeAfter)} after): it cannot be cited`
    );
  }
  if (evidence === "passing_run_after_code") {
    if (!cited.codeWrittenBefore) {
      return deny(
        from,
        "missing_artifact_evidence",
        `no code_written was recorded in green.fake-it before artifact ${cited.id}`
      );
    }
    const notGreen = checkGreenRun(cited, facts, from);
    if (notGreen !== void 0) return notGreen;
    const fake = checkFakeTriangulated(facts, from);
    if (fake !== void 0) return fake;
  }
  if (evidence === "green_run") {
    const notGreen = checkGreenRun(cited, facts, from);
    if (notGreen !== void 0) return notGreen;
    if (from === "green" && (to === "refactor" || to === "red") || from === "refactor" && to === "red") {
      const red = checkRedTest(cited, facts, from);
      if (red !== void 0) return red;
    }
    if (from === "refactor" && to === "red") return checkClosing(facts, from);
  }
  return void 0;
}
function checkClosing(facts, from) {
  const closing = facts.tree.closing;
  if (closing === void 0 || closing.proof === "pending") return void 0;
  const judged = judgeClosingProof(closing.proof, facts.tree.now);
  return judged.ok ? void 0 : deny(from, judged.reason, judged.detail);
}
function proofRequest(decision, facts) {
  const closing = facts.tree.closing;
  if (!decision.ok || decision.from !== "refactor" || decision.to !== "red" || closing === void 0) return void 0;
  return closing.proof === "pending" && facts.tree.now !== null ? closing.subject : void 0;
}
var short3 = (tree) => tree === null ? "none" : tree.slice(0, 12);
function pathList(items, max = 8) {
  const shown = items.slice(0, max).join("; ");
  return items.length > max ? `${shown}; and ${items.length - max} more` : shown;
}
function checkUnrecorded(facts, from) {
  const current = facts.current;
  if (current === void 0 || current.startTree === null) return void 0;
  const { now, changes } = facts.tree;
  if (now === null) {
    return deny(
      from,
      "tree_unavailable",
      `no snapshot of the working tree could be taken, so the changes since ${current.phase} began cannot be checked`
    );
  }
  if (changes === null) {
    return deny(
      from,
      "tree_unavailable",
      `the start tree ${short3(current.startTree)} of ${current.phase} is missing from evident's snapshot repository, so the changes since it began cannot be listed`
    );
  }
  const unrecorded = unrecordedChanges(changes);
  if (unrecorded === void 0) return void 0;
  return deny(
    from,
    "unrecorded_change",
    `${unrecorded.count} file(s) changed since ${current.phase} began without a recorded change of yours: ${unrecorded.list}`
  );
}
function checkUnmeasured(facts, from) {
  const unmeasured = facts.tree.unmeasured;
  if (unmeasured === void 0 || unmeasured.weakened.length === 0) return void 0;
  const commands = unmeasured.commands.map((c) => `\`${c.length > 80 ? `${c.slice(0, 77)}...` : c}\``);
  const weakened = unmeasured.weakened.map((w) => `${w.path} (${w.found.join(", ")})`);
  return deny(
    from,
    "unmeasured_change",
    `${unmeasured.commands.length} Bash command(s) of yours ran unmeasured in ${facts.current?.phase ?? "this phase"} (${pathList(commands, 3)}), and tests are weaker than when it began: ${pathList(weakened)}`
  );
}
function unrecordedChanges(changes) {
  const unrecorded = changes.filter((c) => c.ownHash === void 0 || c.ownHash !== c.hash);
  if (unrecorded.length === 0) return void 0;
  const described = unrecorded.map((c) => {
    const what = c.hash === null ? "deleted" : "changed";
    const why = c.ownHash === void 0 ? "no change of yours is recorded" : "its content is not the one your last change recorded";
    return `${c.path} (${what}; ${why}${c.changedBy === void 0 ? "" : `; changed by ${c.changedBy}`})`;
  });
  return { count: unrecorded.length, list: pathList(described) };
}
function checkTestsFrozen(facts, from, to) {
  if (from !== "green" && from !== "green.fake-it" || to === "spike") return void 0;
  const changed2 = facts.tree.testChanges;
  if (changed2.length === 0) return void 0;
  return deny(
    from,
    "test_changed_in_green",
    `tests are frozen in ${from}, but ${changed2.length} test-side file(s) changed since it began: ${pathList(changed2)}`
  );
}
function checkRedChanges(facts, from) {
  const red = facts.tree.red;
  if (red === void 0) return void 0;
  if (red.productionChanges === null) {
    return deny(
      from,
      "tree_unavailable",
      "the production changes of the red batch cannot be listed (no snapshot now, or its start tree is missing)"
    );
  }
  const hypothesis = red.hypothesisSeq;
  const uncited = red.productionChanges.filter(
    (c) => hypothesis === void 0 || c.firstChangeSeq === void 0 || c.firstChangeSeq < hypothesis
  );
  if (uncited.length === 0) return void 0;
  const why = hypothesis === void 0 ? "no hypothesis citing an error of a failing run was recorded in this red phase" : "they changed before the hypothesis citing the failing run was recorded";
  return deny(
    from,
    "uncited_production_change",
    `code changed in red without a hypothesis first (${why}): ${pathList(uncited.map((c) => c.path))} (source, and the data or configuration files code reads, count as code; documentation does not)`
  );
}
function checkWholeSuiteOnTree(cited, now, from) {
  const run2 = cited.run;
  if (run2 === void 0 || run2.filtered !== false) {
    const what = run2?.filtered === true ? "was limited to some files" : "is not known to have run the whole suite (a run recorded outside run_tests, or before evident recorded trees)";
    return deny(from, "run_filtered", `the run of artifact ${cited.id} ${what}`);
  }
  if (now === null) {
    return deny(
      from,
      "tree_unavailable",
      "no snapshot of the working tree could be taken, so the cited run cannot be shown to be current"
    );
  }
  if (run2.tree === null) {
    return deny(from, "run_not_current", `run ${run2.id} recorded no working tree, so it cannot be shown to be current`);
  }
  if (run2.tree !== run2.treeAfter) {
    return deny(
      from,
      "run_not_current",
      `the working tree changed while run ${run2.id} was running (tree ${short3(run2.tree)} before, ${short3(run2.treeAfter)} after)`
    );
  }
  if (run2.tree !== now) {
    return deny(
      from,
      "run_not_current",
      `run ${run2.id} ran on tree ${short3(run2.tree)}, but the working tree is now ${short3(now)}: files changed after it`
    );
  }
  return void 0;
}
function recheckFor(red, now) {
  const r = red.recheck;
  return r.outcome !== "pending" && r.tree === now && r.redTree === red.redTree;
}
function checkRedTest(cited, facts, from) {
  const red = facts.tree.redTest;
  if (red === void 0) return void 0;
  const name = `"${fullNameLabel(red)}" in ${red.file}`;
  const runId = cited.run?.id ?? "cited";
  if (from === "refactor" && cited.redTestStatus === void 0) return void 0;
  if (cited.redTestStatus !== "passed") {
    const what = cited.redTestStatus === void 0 ? `is not in run ${runId} (renamed, deleted, excluded by the configuration, or not collected)` : `was ${cited.redTestStatus} in run ${runId}`;
    return deny(from, "red_test_not_run", `the test that proved red, ${name}, ${what}`);
  }
  if (red.redTree === null) {
    if (facts.current?.startTree === null) return void 0;
    return deny(from, "tree_unavailable", `the red run of ${name} recorded no working tree, so it cannot be re-run`);
  }
  if (!recheckFor(red, facts.tree.now)) return void 0;
  const r = red.recheck;
  if (r.outcome === "pending") return void 0;
  if (r.outcome === "passes") {
    return deny(
      from,
      "red_test_no_longer_fails",
      `the test that proved red, ${name}, passes with the production code of the red run (tree ${short3(red.redTree)}): ${r.detail}`
    );
  }
  if (r.outcome === "error") {
    return deny(
      from,
      "tree_unavailable",
      `the test that proved red, ${name}, could not be re-run on the red run's production code: ${r.detail}`
    );
  }
  return void 0;
}
function recheckRequest(decision, facts) {
  const red = facts.tree.redTest;
  const now = facts.tree.now;
  if (!decision.ok || red === void 0) return void 0;
  const leaving = decision.from === "green" && (decision.to === "refactor" || decision.to === "red") || decision.from === "refactor" && decision.to === "red";
  if (!leaving) return void 0;
  if (red.redTree === null || now === null || recheckFor(red, now)) return void 0;
  return {
    tree: now,
    redTree: red.redTree,
    file: red.file,
    fullName: red.fullName,
    ordinal: red.ordinal ?? 0,
    runner: red.runner
  };
}
var CANDIDATES = 20;
function citationWindow(request, facts) {
  const { current } = facts;
  const row = findRow(sourceOf(current), request.requestedPhase);
  const kind = row === void 0 ? void 0 : requiredKind(row.evidence);
  if (kind === void 0 || current === void 0) return void 0;
  return {
    kind,
    phaseIds: current.phase === "red.triangulate" && kind === "test_failed_run" ? facts.batchPhaseIds : [current.id]
  };
}
function decideCited(request, base, candidates) {
  let newest;
  for (const cited of candidates) {
    const facts = { ...base, cited };
    const decision = decideTransition(request, facts);
    if (decision.ok) return { decision, facts };
    newest ??= { decision, facts };
  }
  return newest ?? { decision: decideTransition(request, base), facts: base };
}
function checkFakeTriangulated(facts, from) {
  const runs = facts.tree.fake;
  if (runs === void 0) return void 0;
  if (runs.length === 0) {
    return deny(
      from,
      "fake_not_triangulated",
      "no run of this green.fake-it phase shows the fake passing the red test: run the suite on the fake first"
    );
  }
  const triangulated = runs.filter((r) => r.otherFailures > 0);
  if (triangulated.length === 0) {
    return deny(
      from,
      "fake_not_triangulated",
      `no second example fails on the fake: every test passed in run(s) ${runs.map((r) => r.runId).join(", ")}, where the red test passed on it`
    );
  }
  if (triangulated.some((r) => r.productionChangedSince === null)) {
    return deny(from, "tree_unavailable", "the production changes since the fake cannot be listed");
  }
  if (!triangulated.some((r) => r.productionChangedSince === true)) {
    return deny(
      from,
      "fake_not_triangulated",
      `production has not changed since run ${triangulated.map((r) => r.runId).join(", ")}, where a second example failed on the fake`
    );
  }
  return void 0;
}
function checkGreenRun(cited, facts, from) {
  if (cited.failureCount !== 0) {
    return deny(
      from,
      "run_not_green",
      `the run of artifact ${cited.id} had ${cited.failureCount ?? "unknown"} failure(s)`
    );
  }
  return checkWholeSuiteOnTree(cited, facts.tree.now, from);
}
function checkOwnTest(request, facts, from, to) {
  if (from !== "red.triangulate" || to !== "green" || facts.tree.ownTests !== 0) return void 0;
  if (facts.current?.behaviorId !== request.behaviorId) return void 0;
  return deny(
    from,
    "triangulation_without_test",
    `behavior ${request.behaviorId} joined the red batch without a test of its own: no test first ran in this red.triangulate phase from a test file you wrote in it (a later member's test may pass at once, but it must exist)`
  );
}

// mcp-server/src/engine/gates/work.ts
function checkTaskStart(open) {
  if (open === void 0) return void 0;
  return refuse(
    "conflict",
    `you already have an open TDD task ${open.id} ("${open.goal}")`,
    `continue it (tdd_task resume with tddTaskId ${open.id}) or end it (tdd_task end) before starting another`
  );
}
function checkSealed(required, seal) {
  if (!required || seal.sealed) return void 0;
  return refuse(
    "conflict",
    `this project requires a sealed session ("requireSealed": true in evident.config.json) and this one is ${seal.reason}`,
    "ask the user to run `evident seal` in the project (`evident doctor` lists what is missing), then to start a new Claude Code session: a session judged unsealed stays unsealed"
  );
}
function checkTaskAccess(task, taskId, mode) {
  if (task === void 0) {
    return refuse(
      "not_found",
      `unknown_tdd_task: no TDD task ${taskId} is yours`,
      'list your tasks with inventory (kind "task") or start one with tdd_task start'
    );
  }
  if (mode === "write" && task.status === "ended") {
    return refuse(
      "conflict",
      `tdd_task_already_ended: TDD task ${taskId} ended (${task.outcome ?? "no outcome"}) and accepts no changes`,
      "start a new task with tdd_task start for further work"
    );
  }
  return accept(task);
}
function checkSessionTaskAccess(task, taskId) {
  if (task !== void 0) return accept(task);
  return refuse(
    "not_found",
    `unknown_tdd_task: no TDD task ${taskId} belongs to your session`,
    'list the tasks of your session with inventory (kind "task", scope "session")'
  );
}
function checkTaskEnd(outcome, behaviors) {
  if (outcome !== "succeeded") return void 0;
  if (behaviors.length === 0) {
    return refuse(
      "conflict",
      "a TDD task with no behaviors cannot succeed",
      'add behaviors with tdd_behavior create and prove them, or end with outcome "abandoned" or "blocked"'
    );
  }
  const unfinished = behaviors.filter((b) => !finished(b.status));
  if (unfinished.length > 0) {
    return refuse(
      "conflict",
      `behaviors ${unfinished.map((b) => `${b.id} (${b.status})`).join(", ")} are neither done nor abandoned`,
      'prove each behavior and mark it done (tdd_behavior update), or abandon it, before ending with "succeeded"'
    );
  }
  if (!behaviors.some((b) => b.status === "done")) {
    return refuse(
      "conflict",
      "no behavior of this TDD task is done: a task whose behaviors were all abandoned did not succeed",
      'prove a behavior red \u2192 green and mark it done with tdd_behavior update, or end with outcome "abandoned" or "blocked"'
    );
  }
  return void 0;
}
var finished = (status) => status === "done" || status === "abandoned";
function checkGoalOfTask(goal, taskId, goalId) {
  if (goal === void 0 || goal.taskId !== taskId) {
    return refuse(
      "not_found",
      `goal_not_found: no goal ${goalId} in TDD task ${taskId}`,
      "tdd_goal list shows the goals of the task"
    );
  }
  return accept(goal);
}
function checkBehaviorOfTask(behavior, taskId, behaviorId) {
  if (behavior === void 0 || behavior.taskId !== taskId) {
    return refuse(
      "not_found",
      `behavior_not_found: no behavior ${behaviorId} in TDD task ${taskId}`,
      "tdd_behavior list shows the behaviors of the task"
    );
  }
  return accept(behavior);
}
function checkGoalStatus(goalId, status, behaviors) {
  if (status !== "done") return void 0;
  const open = behaviors.filter((b) => !finished(b.status));
  if (behaviors.length > 0 && open.length === 0) return void 0;
  const why = behaviors.length === 0 ? "it has no behaviors" : `behaviors ${open.map((b) => b.id).join(", ")} are unfinished`;
  return refuse(
    "conflict",
    `goal ${goalId} cannot be done: ${why}`,
    "mark each behavior done (with passing evidence) or abandoned via tdd_behavior update first"
  );
}
function checkBehaviorStatus(behavior, status, facts) {
  if (status !== "done" || behavior.status === "done") return void 0;
  if (facts?.redTest === void 0) {
    return refuse(
      "conflict",
      `behavior ${behavior.id} cannot be done: it never went red \u2192 green with a failing test of its own (no accepted transition to green citing a test_failed_run for it)`,
      `enter red for it (tdd_phase_transition_request requestedPhase "red", behaviorId ${behavior.id}), write a failing test, call run_tests, and request green citing its test_failed_run; then make it pass and mark it done`
    );
  }
  const test = `"${fullNameLabel(facts.redTest)}" in ${facts.redTest.file}`;
  if (facts.now === null) {
    return refuse(
      "conflict",
      `behavior ${behavior.id} cannot be done: evident could not take a snapshot of the working tree (is git installed and on PATH?)`,
      "fix the environment (an infrastructure problem, not a rule decision), then call tdd_behavior update again"
    );
  }
  const open = facts.openPhase;
  if (open !== void 0 && open.changes === null) {
    return refuse(
      "conflict",
      `behavior ${behavior.id} cannot be done: the changes since ${open.phase} began cannot be listed (its start tree is missing from evident's snapshot repository)`,
      "this is an infrastructure problem, not a rule decision: request a phase transition to start a new phase, then mark it done"
    );
  }
  const unrecorded = open?.changes === null || open?.changes === void 0 ? void 0 : unrecordedChanges(open.changes);
  if (unrecorded !== void 0) {
    return refuse(
      "conflict",
      `behavior ${behavior.id} cannot be done: ${unrecorded.count} file(s) changed since ${open?.phase ?? "the phase"} began without a recorded change of yours: ${unrecorded.list}`,
      "undo them with `evident restore <path>\u2026` in Bash, or make the change with the Edit tool so it is recorded; then run the whole suite again and mark it done"
    );
  }
  if (facts.currentRunId !== void 0) {
    if (!facts.rechecked) {
      return refuse(
        "conflict",
        `behavior ${behavior.id} cannot be done: it has not left green through refactor (or on to the next behavior's red), the moves that re-run its red test ${test} on the production code of the red run to show it still detects the missing code`,
        `request refactor (tdd_phase_transition_request requestedPhase "refactor", behaviorId ${behavior.id}) citing a zero-failure whole-suite run, then mark it done`
      );
    }
    return void 0;
  }
  return refuse(
    "conflict",
    `behavior ${behavior.id} cannot be done: no test_passed_run \u2014 no zero-failure run of the whole suite on the working tree as it is now \u2014 includes its red test ${test}, passing`,
    'call run_tests without files (the whole suite), change nothing until it ends, then call tdd_behavior update with status "done" again'
  );
}
function checkDoneProof(behavior, proof, now) {
  const judged = judgeClosingProof(proof, now);
  if (judged.ok) return void 0;
  return refuse(
    "conflict",
    `behavior ${behavior.id} cannot be done: ${judged.reason}: ${judged.detail}`,
    PROOF_REMEDIES[judged.reason]
  );
}
var PROOF_REMEDIES = {
  original_test_fails: "make what git would commit pass the red test as it was when it proved red: the fix must be in tracked or untracked-but-not-ignored files, must not answer differently when the test runs again, and an API the original test calls must keep its old name until the behavior is done; then run the whole suite and mark it done again",
  red_test_no_longer_fails: "restore the red test (and its helpers) so that it fails without the fix again: no skipped, guarded, mocked-away or self-computed expectation; then run the whole suite and mark it done again",
  red_test_not_run: "bring the test that proved red back (a rename keeps its name and most of its content), run the whole suite, and mark it done again",
  tree_unavailable: "an infrastructure problem, not a rule decision: the working tree changed while it was being proven, or the proof could not run (the detail says which); run the whole suite again and retry"
};
function checkTaskEndProofs(behaviors, now) {
  const problems = [];
  let remedy;
  for (const b of behaviors) {
    const judged = b.proof === void 0 ? { ok: false, reason: "tree_unavailable", detail: "no closing proof could be made" } : judgeClosingProof(b.proof, now);
    if (!judged.ok) {
      problems.push(`behavior ${b.behaviorId}: ${judged.reason}: ${judged.detail}`);
      remedy ??= PROOF_REMEDIES[judged.reason];
      continue;
    }
    if (b.currentRunId === void 0) {
      problems.push(
        `behavior ${b.behaviorId}: red_test_not_run: no zero-failure whole-suite run on the working tree as it is now includes its red test, passing`
      );
      remedy ??= "run the whole suite with run_tests (no files), change nothing until it ends, then end the task again";
    }
  }
  if (problems.length === 0) return void 0;
  return refuse(
    "conflict",
    `the task cannot end succeeded: ${problems.length} done behavior(s) do not hold on what would be committed now \u2014 ${problems.join("; ")}`,
    remedy ?? "prove each behavior again, then end the task"
  );
}

// mcp-server/src/engine/gates/remediation.ts
var FILES_TO_WRITE = ["test", "production"];
var FORWARD = {
  start: "red",
  spike: "red",
  red: "green",
  "red.triangulate": "green",
  "green.fake-it": "green",
  green: "refactor",
  refactor: "red"
};
function forwardFrom(reason, ctx, from, lead) {
  const forward = ctx.forward;
  if (forward === void 0) {
    return {
      suggestedTool: "tdd_task",
      suggestedArgs: { action: "get", tddTaskId: ctx.tddTaskId },
      humanHint: `${lead} From ${from} you may request: ${allowedTargets(from).join(", ")}.`
    };
  }
  const move = `${from} \u2192 ${forward.requestedPhase}`;
  if (forward.accepted) {
    const cited = forward.citedArtifactId ?? void 0;
    return {
      suggestedTool: "tdd_phase_transition_request",
      suggestedArgs: {
        tddTaskId: ctx.tddTaskId,
        goalId: ctx.goalId,
        behaviorId: ctx.behaviorId,
        requestedPhase: forward.requestedPhase,
        ...cited === void 0 ? {} : { citedArtifactId: cited }
      },
      humanHint: `${lead} The next move, ${move}, is accepted now${cited === void 0 ? "" : ` citing artifact ${cited}`}: request it.`
    };
  }
  const next = remediationFor(forward.reason ?? reason, {
    ...ctx,
    requestedPhase: forward.requestedPhase,
    testFile: forward.testFile,
    forward: void 0
  });
  return { ...next, humanHint: `${lead} The next move, ${move}, is not possible yet: ${next.humanHint}` };
}
var wrongSource = (ctx, from) => `${ctx.requestedPhase} cannot be entered from ${from} (from ${from}: ${allowedTargets(from).join(", ")}).`;
var listGoals = ({ ctx }) => ({
  suggestedTool: "tdd_goal",
  suggestedArgs: { action: "list", tddTaskId: ctx.tddTaskId },
  humanHint: "Use a goal of this task that is in_progress; tdd_goal list shows them with their status."
});
var listBehaviors = ({ ctx }) => ({
  suggestedTool: "tdd_behavior",
  suggestedArgs: { action: "list", tddTaskId: ctx.tddTaskId, goalId: ctx.goalId },
  humanHint: "Use a behavior of the named goal (a triangulation batch stays inside one goal); tdd_behavior list shows them."
});
var REMEDIATIONS = {
  missing_artifact_evidence: ({ ctx, runTests }) => {
    if (ctx.from === "green" || ctx.from === "refactor") {
      return {
        suggestedTool: "run_tests",
        suggestedArgs: {},
        humanHint: "Run the whole suite with run_tests in this phase; cite the test_passed_run of a run with zero failures to move on."
      };
    }
    if (ctx.from === "green.fake-it") {
      return {
        suggestedTool: "run_tests",
        suggestedArgs: runTests,
        writeFirst: "production",
        humanHint: "Change the production code in green.fake-it first, then call run_tests and cite the test_passed_run it reports."
      };
    }
    return {
      suggestedTool: "run_tests",
      suggestedArgs: runTests,
      writeFirst: "test",
      humanHint: "Write a failing test for this behavior first (your Write/Edit of the test file is recorded), then call run_tests in this phase and cite the test_failed_run artifact it reports. A test file that cannot load (a module error: the module under test does not exist yet) is not a failing test: record a hypothesis citing that error, add a stub so the test loads, and run it again."
    };
  },
  wrong_artifact_kind: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: `Cite an artifact of the kind this transition needs; tdd_task get lists your artifacts with their kinds.`
  }),
  wrong_source_phase: ({ reason, ctx, from }) => forwardFrom(reason, ctx, from, wrongSource(ctx, from)),
  unknown_tdd_task: () => ({
    suggestedTool: "inventory",
    suggestedArgs: { kind: "task" },
    humanHint: "That task id is not one of yours. List your tasks with inventory, or start one with tdd_task start."
  }),
  tdd_task_already_ended: () => ({
    suggestedTool: "inventory",
    suggestedArgs: { kind: "task" },
    humanHint: "The task has ended and accepts no changes. Start a new task with tdd_task start for further work."
  }),
  goal_not_started: ({ ctx }) => ({
    suggestedTool: "tdd_goal",
    suggestedArgs: { action: "update", tddTaskId: ctx.tddTaskId, goalId: ctx.goalId, status: "in_progress" },
    humanHint: "Mark the goal in_progress before starting one of its behaviors."
  }),
  goal_not_found: listGoals,
  goal_not_in_tdd_task: listGoals,
  goal_not_in_progress: listGoals,
  behavior_not_found: listBehaviors,
  behavior_not_in_goal: listBehaviors,
  refactor_without_passing_run: ({ reason, ctx, from }) => (
    // From red, red.triangulate or spike the move is out of the table: answered as wrong_source_phase is, with the move forward.
    REFACTOR_BEFORE_GREEN.includes(from) ? forwardFrom(reason, ctx, from, wrongSource(ctx, from)) : {
      suggestedTool: "run_tests",
      suggestedArgs: {},
      humanHint: "Run the whole suite in green (make it pass first: change the production code after a hypothesis); cite its test_passed_run (zero failures) to enter refactor."
    }
  ),
  evidence_not_in_phase_window: ({ runTests }) => ({
    suggestedTool: "run_tests",
    suggestedArgs: runTests,
    humanHint: "Evidence must be recorded in the current phase (never during a spike). Run the tests now and cite the new artifact."
  }),
  evidence_not_for_behavior: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: "Cite an artifact recorded for this behavior; tdd_task get shows which behavior each artifact belongs to."
  }),
  evidence_test_was_already_failing: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "test",
    humanHint: "That test was failing before this red phase began, so its failure proves nothing new. Write a new failing test for this behavior first, then call run_tests in this phase and cite that run."
  }),
  evidence_from_other_caller: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: "Only evidence recorded for you counts. Cite an artifact from your own runs (tdd_task get lists them)."
  }),
  run_not_green: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "production",
    humanHint: "The cited run had failures. Change the production code until the whole suite passes first, then call run_tests and cite that run."
  }),
  fake_it_not_generalized: ({ reason, ctx, from }) => forwardFrom(
    reason,
    ctx,
    from,
    "Refactor comes after green: replace the faked implementation with real code and request green first."
  ),
  fake_not_triangulated: ({ ctx }) => ({
    suggestedTool: "tdd_phase_transition_request",
    suggestedArgs: {
      tddTaskId: ctx.tddTaskId,
      goalId: ctx.goalId,
      behaviorId: ctx.behaviorId,
      requestedPhase: "red.triangulate"
    },
    writeFirst: "test",
    humanHint: "A fake becomes green only once it is generalised and shown to be: a second example must fail on the fake. Request red.triangulate, write a second example the fake does not pass, run it with run_tests (it fails), record a hypothesis citing its error, replace the fake with real code, run the whole suite and request green citing the failing run. (Or write both examples in red: the fake run then shows the second one failing, and green.fake-it \u2192 green needs a passing whole-suite run after the code changed.)"
  }),
  triangulation_without_test: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "test",
    humanHint: "A behavior that joins a red batch needs a test of its own: write a test for this behavior now (in this red.triangulate phase), call run_tests (it may fail or, as a later member, pass at once), then request green again citing the batch\u2019s failing run."
  }),
  unrecorded_change: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: "Files changed since this phase began without a recorded change of yours (the denial lists them). Undo them with `evident restore <path>\u2026` in Bash, or make the change with the Edit tool so it is recorded; if another agent changed them, have it stop and restore them."
  }),
  unmeasured_change: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: "A Bash command of yours ran unmeasured in this phase (the working tree was too big to snapshot inside its hook), and the test files the denial lists are weaker than when the phase began (skip markers added, test cases removed, or deleted). Put back what they lost with the Edit tool, then request the transition again."
  }),
  uncited_production_change: () => ({
    suggestedTool: "test_errors",
    suggestedArgs: {},
    humanHint: "Production files changed in red without a hypothesis citing the failing run first. Undo them with `evident restore <path>\u2026`, read the failure with test_errors, record a hypothesis, then change the code."
  }),
  run_filtered: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    humanHint: "The cited run was limited to some files. Run the whole suite (run_tests without files) and cite that run."
  }),
  run_not_current: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    humanHint: "The cited run ran on an older working tree (or the tree changed while it ran). Run the whole suite again now, change nothing until the transition, and cite that run."
  }),
  red_test_no_longer_fails: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "test",
    humanHint: "The test that proved red now passes on the production code of the red run: it no longer tells the fix from its absence. Restore its assertions first (no skipped, guarded or mocked-away expectation), then call run_tests and request the move again."
  }),
  test_changed_in_green: ({ ctx, task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: `Tests are frozen in ${ctx.from ?? "green"}: put the test-side files the denial lists back with \`evident restore <path>\u2026\` in Bash (or git checkout), then change only the production code. If a test itself was wrong, request the spike phase and redo the behavior from red.`
  }),
  original_test_fails: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "production",
    humanHint: "The red test as it was when it proved red fails on what git would commit now (the closing proof). Either the fix is not in what would be committed \u2014 it lives in a git-ignored file, or was undone \u2014 or the code has broken the behavior since, or it answers differently when the test runs again in the same process. If you renamed the API the original test calls, keep the old name exported until the behavior is done, or end the behavior before renaming. Make the committed code pass the original test, run the whole suite with run_tests, and request the move again."
  }),
  red_test_not_run: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "test",
    humanHint: "The test that proved red did not run in the cited run (skipped, excluded, renamed or deleted). Make it run again first, then run the whole suite with run_tests and cite that run."
  }),
  tree_unavailable: ({ task }) => ({
    suggestedTool: "tdd_task",
    suggestedArgs: task,
    humanHint: "evident could not take a snapshot of the working tree (is git installed and on PATH?) or could not re-run the red test in a temporary checkout (the detail says which). This is an infrastructure problem, not a rule decision: fix the environment and request the move again."
  }),
  oracle_aware_code: () => ({
    suggestedTool: "run_tests",
    suggestedArgs: {},
    writeFirst: "production",
    humanHint: "Lines added to production code during this task let it know its tests (the detail names each: the test framework, a test runner variable, a test file, the call stack, a replaced built-in). Remove them with the Edit tool first (or justify each in a hypothesis that names its file and rule and says why), then run the whole suite with run_tests and request the move again citing that run."
  })
};
function remediationFor(reason, ctx) {
  const runTests = ctx.testFile === void 0 || ctx.testFile === null ? {} : { files: [ctx.testFile] };
  const task = { action: "get", tddTaskId: ctx.tddTaskId };
  return REMEDIATIONS[reason]({ reason, ctx, from: ctx.from ?? "start", task, runTests });
}
var HANDOFF_REMEDIATIONS = {
  handoff_needs_hook_identity: "call evident's tools from inside Claude Code with the evident plugin enabled (its PreToolUse hook proves who you are); an identity from EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone cannot offer, claim or follow a handoff",
  handoff_not_main_agent: "ask the main agent of your session: it offers handoffs (tdd_task handoff) and claims them (tdd_task start with handoffId)",
  handoff_unknown: "check the handoffId your prompt gave you, or start the task without it (tdd_task start); the offering main agent gets a new id with tdd_task handoff",
  handoff_own_session: "start the task without handoffId (tdd_task start): a handoff is for a teammate in another session; your own session's main agent already follows its subagents' tasks",
  handoff_already_claimed: "start the task without handoffId (tdd_task start), or ask the offering main agent for a new handoff (tdd_task handoff): each handoff links one task"
};
function handoffRemediation(reason) {
  return HANDOFF_REMEDIATIONS[reason];
}

// mcp-server/src/engine/gates/follow.ts
var mayFollow = (f) => f.agentId === "main" && f.identity === "hook";
function checkFollow(follower, facts, taskId) {
  const { task, owner, handedOffBy } = facts;
  if (task !== void 0 && owner !== void 0 && mayFollow(follower)) {
    if (owner.sessionId === follower.sessionId && owner.agentId !== "main") return accept({ task, by: "session" });
    if (handedOffBy === follower.sessionId && owner.sessionId !== follower.sessionId)
      return accept({ task, by: "handoff" });
  }
  return refuse(
    "not_found",
    `unknown_tdd_task: no TDD task ${taskId} is yours or one you follow`,
    'list your tasks with inventory (kind "task"); the main agent lists those it follows with scope "followed"'
  );
}
function checkHandoffOffer(offerer) {
  if (offerer.identity !== "hook")
    return handoffRefusal("handoff_needs_hook_identity", "only a caller proven by evident's hooks can hand a task off");
  if (offerer.agentId !== "main")
    return handoffRefusal("handoff_not_main_agent", "only the main agent of a session hands a task off");
  return void 0;
}
function checkHandoffClaim(claimer, offer) {
  if (claimer.identity !== "hook")
    return handoffRefusal(
      "handoff_needs_hook_identity",
      "a handoff is claimed only by a caller proven by evident's hooks, not by an identity from environment variables"
    );
  if (claimer.agentId !== "main")
    return handoffRefusal("handoff_not_main_agent", "only the main agent of a session claims a handoff");
  if (offer === void 0) return handoffRefusal("handoff_unknown", "no handoff has this id");
  if (offer.offerSessionId === claimer.sessionId)
    return handoffRefusal(
      "handoff_own_session",
      "this handoff was offered by your own session: your session follows its subagents without one"
    );
  if (offer.claimedTaskId !== null)
    return handoffRefusal("handoff_already_claimed", `this handoff already links TDD task ${offer.claimedTaskId}`);
  return void 0;
}
var taskAlreadyFollowed = (taskId) => handoffRefusal("handoff_already_claimed", `TDD task ${taskId} is already linked by another handoff`);
function handoffRefusal(reason, detail) {
  const code2 = reason === "handoff_unknown" ? "not_found" : "conflict";
  return refuse(code2, `${reason}: ${detail}`, handoffRemediation(reason));
}

// mcp-server/src/store/handoffs.ts
async function insertHandoff(tx, offerCallerId, token) {
  const row = await tx.insertInto("task_handoffs").values({ token, offer_caller_id: offerCallerId, claim_caller_id: null, claimed_task_id: null, claimed_at: null }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
async function handoffByToken(db, token) {
  const row = await db.selectFrom("task_handoffs").innerJoin("callers", "callers.id", "task_handoffs.offer_caller_id").select([
    "task_handoffs.id",
    "task_handoffs.token",
    "task_handoffs.offer_caller_id",
    "callers.session_id",
    "task_handoffs.claimed_task_id"
  ]).where("task_handoffs.token", "=", token).executeTakeFirst();
  return row === void 0 ? void 0 : {
    id: row.id,
    token: row.token,
    offerCallerId: row.offer_caller_id,
    offerSessionId: row.session_id,
    claimedTaskId: row.claimed_task_id
  };
}
async function claimHandoff(tx, id, claimCallerId, taskId) {
  const result = await tx.updateTable("task_handoffs").set({ claim_caller_id: claimCallerId, claimed_task_id: taskId, claimed_at: nowIso() }).where("id", "=", id).where("claimed_task_id", "is", null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
async function handoffOffererSession(db, taskId) {
  const row = await db.selectFrom("task_handoffs").innerJoin("callers", "callers.id", "task_handoffs.offer_caller_id").select("callers.session_id").where("task_handoffs.claimed_task_id", "=", taskId).executeTakeFirst();
  return row?.session_id;
}

// mcp-server/src/store/progress.ts
async function loadProgressFacts(tx, task, event) {
  const goals = await tx.selectFrom("goals").select(["id", "ordinal", "goal", "status"]).where("task_id", "=", task.id).execute();
  const behaviors = await tx.selectFrom("behaviors").select(["id", "goal_id", "ordinal", "behavior", "status"]).where("task_id", "=", task.id).execute();
  const phases = await tx.selectFrom("phases").select(["id", "behavior_id", "phase", "previous_phase_id"]).where("task_id", "=", task.id).orderBy("start_seq").execute();
  const byId = new Map(phases.map((p) => [p.id, p]));
  const latest = /* @__PURE__ */ new Map();
  for (const p of phases) {
    const previous = p.previous_phase_id === null ? void 0 : byId.get(p.previous_phase_id);
    latest.set(p.behavior_id, { id: p.id, phase: p.phase, from: previous?.phase ?? "start" });
  }
  const signature = event.type !== "blocked" ? void 0 : await tx.selectFrom("test_errors").innerJoin("test_runs", "test_runs.id", "test_errors.run_id").select("test_errors.id").where("test_runs.task_id", "=", task.id).where("test_errors.signature", "=", event.failureSignatureHash).limit(1).executeTakeFirst();
  return {
    task: { id: task.id, status: task.status, outcome: task.outcome },
    goals,
    behaviors: behaviors.map((b) => ({
      id: b.id,
      goalId: b.goal_id,
      ordinal: b.ordinal,
      behavior: b.behavior,
      status: b.status,
      phase: latest.get(b.id) ?? null
    })),
    signatureKnown: signature !== void 0
  };
}
async function insertProgressEvent(tx, task, agentId, type, payload, narration) {
  const seq = await nextSeq2(tx);
  const row = await tx.insertInto("progress_events").values({
    task_id: task.id,
    caller_id: task.callerId,
    type,
    payload: JSON.stringify({ ...payload, narration }),
    seq
  }).returning(["id", "at"]).executeTakeFirstOrThrow();
  return {
    id: row.id,
    taskId: task.id,
    agentId,
    type,
    behaviorId: behaviorIdOf(payload),
    narration,
    payload,
    seq,
    at: row.at
  };
}
var behaviorIdOf = (payload) => typeof payload["behaviorId"] === "number" ? payload["behaviorId"] : null;
function toProgressEvent(r) {
  const { narration, ...payload } = JSON.parse(r.payload);
  return {
    id: r.id,
    taskId: r.task_id,
    agentId: r.agent_id,
    type: r.type,
    behaviorId: behaviorIdOf(payload),
    narration: typeof narration === "string" ? narration : "",
    payload,
    seq: r.seq,
    at: r.at
  };
}
var events = (db) => db.selectFrom("progress_events").innerJoin("callers", "callers.id", "progress_events.caller_id").selectAll("progress_events").select("callers.agent_id");
var behaviorColumn = (table) => sql`json_extract(${sql.ref(`${table}.payload`)}, '$.behaviorId')`;
async function listProgressEvents(db, filter, limit) {
  if (filter.callerIds.length === 0) return { events: [], more: false };
  let query = events(db).where("progress_events.caller_id", "in", filter.callerIds);
  if (filter.taskId !== void 0) query = query.where("progress_events.task_id", "=", filter.taskId);
  if (filter.taskIds !== void 0) {
    if (filter.taskIds.length === 0) return { events: [], more: false };
    query = query.where("progress_events.task_id", "in", filter.taskIds);
  }
  if (filter.behaviorId !== void 0) query = query.where(behaviorColumn("progress_events"), "=", filter.behaviorId);
  if (filter.afterEventId !== void 0) query = query.where("progress_events.id", ">", filter.afterEventId);
  const rows = await query.orderBy("progress_events.id").limit(limit + 1).execute();
  return { events: rows.slice(0, limit).map(toProgressEvent), more: rows.length > limit };
}
async function latestProgressByBehavior(db, taskId) {
  const newest = db.selectFrom("progress_events as pe").select((eb) => eb.fn.max("pe.id").as("id")).where("pe.task_id", "=", taskId).where(behaviorColumn("pe"), "is not", null).groupBy(behaviorColumn("pe"));
  const rows = await events(db).where("progress_events.id", "in", newest).execute();
  const byBehavior = /* @__PURE__ */ new Map();
  for (const event of rows.map(toProgressEvent)) if (event.behaviorId !== null) byBehavior.set(event.behaviorId, event);
  return byBehavior;
}
async function progressTimeline(db, taskId, limit) {
  const rows = await events(db).where("progress_events.task_id", "=", taskId).orderBy("progress_events.id", "desc").limit(limit).execute();
  const total = await db.selectFrom("progress_events").select((eb) => eb.fn.countAll().as("n")).where("task_id", "=", taskId).executeTakeFirstOrThrow();
  return { events: rows.reverse().map(toProgressEvent), omitted: Number(total.n) - rows.length };
}

// mcp-server/src/store/tasks.ts
function toTask(row) {
  return {
    id: row.id,
    callerId: row.caller_id,
    runId: row.run_id,
    goal: row.goal,
    status: row.status,
    outcome: row.outcome,
    reason: row.reason,
    createdAt: row.created_at,
    endedAt: row.ended_at
  };
}
async function taskByRunId(db, callerId, runId) {
  const row = await db.selectFrom("tdd_tasks").selectAll().where("caller_id", "=", callerId).where("run_id", "=", runId).executeTakeFirst();
  return row === void 0 ? void 0 : toTask(row);
}
async function openTaskOf(db, callerId) {
  const row = await db.selectFrom("tdd_tasks").selectAll().where("caller_id", "=", callerId).where("status", "=", "open").executeTakeFirst();
  return row === void 0 ? void 0 : toTask(row);
}
async function frozenOf(db, callerId) {
  const row = await db.selectFrom("tdd_tasks").select(["config", "test_globs"]).where("caller_id", "=", callerId).where("status", "=", "open").executeTakeFirst();
  if (row === void 0) return void 0;
  return {
    ...row.config === null ? {} : { config: row.config },
    ...row.test_globs === null ? {} : { testGlobs: row.test_globs }
  };
}
async function taskBaseline(db, taskId) {
  const task = await db.selectFrom("tdd_tasks").select(["project_root", "config", "test_globs"]).where("id", "=", taskId).executeTakeFirst();
  if (task === void 0) return void 0;
  const first = await db.selectFrom("phases").select("start_tree").where("task_id", "=", taskId).where("start_tree", "is not", null).orderBy("start_seq").limit(1).executeTakeFirst();
  return {
    projectRoot: task.project_root,
    config: task.config,
    testGlobs: task.test_globs,
    startTree: first?.start_tree ?? null
  };
}
async function taskOfCaller(db, callerId, taskId) {
  if (callerId === void 0) return void 0;
  const row = await db.selectFrom("tdd_tasks").selectAll().where("id", "=", taskId).where("caller_id", "=", callerId).executeTakeFirst();
  return row === void 0 ? void 0 : toTask(row);
}
async function taskOfSession(db, sessionId, taskId) {
  const row = await db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").selectAll("tdd_tasks").where("tdd_tasks.id", "=", taskId).where("callers.session_id", "=", sessionId).executeTakeFirst();
  return row === void 0 ? void 0 : toTask(row);
}
async function taskWithOwner(db, taskId) {
  const row = await db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").selectAll("tdd_tasks").select(["callers.session_id as owner_session_id", "callers.agent_id as owner_agent_id"]).where("tdd_tasks.id", "=", taskId).executeTakeFirst();
  if (row === void 0) return void 0;
  const owner = { callerId: row.caller_id, sessionId: row.owner_session_id, agentId: row.owner_agent_id };
  return { task: toTask(row), owner };
}
async function tasksByIds(db, taskIds, limit) {
  if (taskIds.length === 0) return [];
  const rows = await db.selectFrom("tdd_tasks").selectAll().where("id", "in", taskIds).orderBy("id", "desc").limit(limit).execute();
  return rows.map(toTask);
}
async function insertTask(tx, callerId, goal, runId, frozen, sealed) {
  const row = await tx.insertInto("tdd_tasks").values({
    caller_id: callerId,
    run_id: runId ?? null,
    goal,
    status: "open",
    outcome: null,
    reason: null,
    seq: await nextSeq2(tx),
    ended_at: null,
    project_root: frozen?.projectRoot ?? null,
    config: frozen?.config ?? null,
    test_globs: frozen?.testGlobs ?? null,
    sealed: sealed === void 0 ? null : sealed ? 1 : 0
  }).returningAll().executeTakeFirstOrThrow();
  return toTask(row);
}
async function listTasks(db, callerIds, limit) {
  if (callerIds.length === 0) return [];
  const rows = await db.selectFrom("tdd_tasks").selectAll().where("caller_id", "in", callerIds).orderBy("id", "desc").limit(limit).execute();
  return rows.map(toTask);
}
async function closeTask(tx, taskId, outcome, reason) {
  const seq = await nextSeq2(tx);
  const at = nowIso();
  await tx.updateTable("phases").set({ end_seq: seq, ended_at: at }).where("task_id", "=", taskId).where("end_seq", "is", null).execute();
  const row = await tx.updateTable("tdd_tasks").set({ status: "ended", outcome, reason: reason ?? null, ended_at: at }).where("id", "=", taskId).returningAll().executeTakeFirstOrThrow();
  return toTask(row);
}

// mcp-server/src/store/inventory.ts
async function scopeCallerIds(db, caller, scope) {
  if (scope === "mine") {
    const id = await findCallerId(db, caller);
    return id === void 0 ? [] : [id];
  }
  const rows = await db.selectFrom("callers").select("id").where("session_id", "=", caller.sessionId).execute();
  return rows.map((r) => r.id);
}
async function sessionCallers(db, caller, agentKind, limit) {
  let query = db.selectFrom("callers").leftJoin(
    "tdd_tasks",
    (join30) => join30.onRef("tdd_tasks.caller_id", "=", "callers.id").on("tdd_tasks.status", "=", "open")
  ).select([
    "callers.id",
    "callers.session_id",
    "callers.agent_id",
    "callers.agent_type",
    "callers.parent_session_id",
    "callers.started_at",
    "callers.ended_at",
    "tdd_tasks.id as open_task_id"
  ]).where("callers.session_id", "=", caller.sessionId);
  if (agentKind === "main") query = query.where("callers.agent_id", "=", "main");
  if (agentKind === "subagent") query = query.where("callers.agent_id", "!=", "main");
  const rows = await query.orderBy("callers.id").limit(limit).execute();
  return rows.map((r) => ({
    callerId: r.id,
    sessionId: r.session_id,
    agentId: r.agent_id,
    agentType: r.agent_type,
    parentSessionId: r.parent_session_id,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    openTaskId: r.open_task_id
  }));
}
async function inventoryTasks(db, caller, scope, limit) {
  return listTasks(db, await scopeCallerIds(db, caller, scope), limit);
}
async function inventoryRuns(db, caller, scope, tddTaskId, limit) {
  const callerIds = await scopeCallerIds(db, caller, scope);
  if (callerIds.length === 0) return [];
  let query = db.selectFrom("test_runs").innerJoin("callers", "callers.id", "test_runs.caller_id").select([
    "test_runs.id",
    "callers.agent_id",
    "test_runs.task_id",
    "test_runs.phase_id",
    "test_runs.runner",
    "test_runs.outcome",
    "test_runs.total",
    "test_runs.passed",
    "test_runs.failed",
    "test_runs.skipped",
    "test_runs.error_count",
    "test_runs.exit_code",
    "test_runs.started_at",
    "test_runs.ended_at"
  ]).where("test_runs.caller_id", "in", callerIds);
  if (tddTaskId !== void 0) query = query.where("test_runs.task_id", "=", tddTaskId);
  const rows = await query.orderBy("test_runs.seq", "desc").limit(limit).execute();
  return rows.map((r) => ({
    runId: r.id,
    agentId: r.agent_id,
    taskId: r.task_id,
    phaseId: r.phase_id,
    runner: r.runner,
    outcome: r.outcome,
    total: r.total,
    passed: r.passed,
    failed: r.failed,
    skipped: r.skipped,
    errorCount: r.error_count,
    exitCode: r.exit_code,
    startedAt: r.started_at,
    endedAt: r.ended_at
  }));
}
async function inventoryProgress(db, caller, scope, filter, limit) {
  return listProgressEvents(db, { callerIds: await scopeCallerIds(db, caller, scope), ...filter }, limit);
}
async function followableTaskIds(db, sessionId) {
  const ofSubagents = await db.selectFrom("tdd_tasks").innerJoin("callers", "callers.id", "tdd_tasks.caller_id").select("tdd_tasks.id").where("callers.session_id", "=", sessionId).where("callers.agent_id", "!=", "main").execute();
  const handedOff = await db.selectFrom("task_handoffs").innerJoin("callers", "callers.id", "task_handoffs.offer_caller_id").select("task_handoffs.claimed_task_id").where("callers.session_id", "=", sessionId).where("callers.agent_id", "=", "main").where("task_handoffs.claimed_task_id", "is not", null).execute();
  return [
    ...ofSubagents.map((r) => r.id),
    ...handedOff.flatMap((r) => r.claimed_task_id === null ? [] : [r.claimed_task_id])
  ];
}
async function followedProgress(db, taskIds, filter, limit) {
  if (taskIds.length === 0) return { events: [], more: false };
  const owners = await db.selectFrom("tdd_tasks").select("caller_id").distinct().where("id", "in", taskIds).execute();
  return listProgressEvents(db, { callerIds: owners.map((r) => r.caller_id), taskIds, ...filter }, limit);
}
async function inventoryTests(db, projectRoot, filter, limit) {
  let query = db.selectFrom("test_cases as tc").innerJoin("test_results as tr", "tr.test_case_id", "tc.id").select(["tc.id", "tc.file", "tc.full_name", "tc.ordinal", "tr.status", "tr.run_id"]).where("tc.project_root", "=", projectRoot).where(
    (eb) => eb(
      "tr.seq",
      "=",
      eb.selectFrom("test_results as newest").select((s) => s.fn.max("newest.seq").as("seq")).whereRef("newest.test_case_id", "=", "tc.id")
    )
  );
  if (filter.status !== void 0) query = query.where("tr.status", "=", filter.status);
  if (filter.file !== void 0) query = query.where("tc.file", "=", filter.file);
  const rows = await query.orderBy("tc.file").orderBy("tc.full_name").orderBy("tc.ordinal").limit(limit).execute();
  return rows.map((r) => ({
    testCaseId: r.id,
    file: r.file,
    fullName: r.full_name,
    ordinal: r.ordinal,
    latestStatus: r.status,
    latestRunId: r.run_id
  }));
}
async function inventoryViolations(db, caller, scope, kind, limit) {
  const callerIds = await scopeCallerIds(db, caller, scope);
  if (callerIds.length === 0) return [];
  let query = db.selectFrom("violations").innerJoin("callers", "callers.id", "violations.caller_id").selectAll("violations").select("callers.agent_id").where("violations.caller_id", "in", callerIds);
  if (kind !== void 0) query = query.where("violations.kind", "=", kind);
  const rows = await query.orderBy("violations.seq", "desc").limit(limit).execute();
  return rows.map((r) => ({ ...toViolation(r), agentId: r.agent_id }));
}
async function failedOpenCounts(db, sessionId) {
  const rows = await db.selectFrom("hook_errors").select((eb) => [
    eb.fn.countAll().as("project"),
    eb.fn.sum(eb.case().when("session_id", "=", sessionId).then(1).else(0).end()).as("session")
  ]).where("failed_open", "=", 1).executeTakeFirst();
  const latest = await db.selectFrom("hook_errors").select(["hook", "at"]).where("failed_open", "=", 1).orderBy("at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  return { project: Number(rows?.project ?? 0), session: Number(rows?.session ?? 0), latest: latest ?? null };
}

// mcp-server/src/engine/flows/access.ts
async function ownTask(db, caller, taskId, mode) {
  const task = await taskOfCaller(db, await findCallerId(db, caller), taskId);
  return checkTaskAccess(task, taskId, mode);
}
async function taskInScope(db, caller, taskId, scope) {
  if (scope === "mine") return ownTask(db, caller, taskId, "read");
  return checkSessionTaskAccess(await taskOfSession(db, caller.sessionId, taskId), taskId);
}
async function readableTask(db, caller, taskId) {
  const own = await taskOfCaller(db, await findCallerId(db, caller), taskId);
  if (own !== void 0) return accept({ task: own });
  const found = await taskWithOwner(db, taskId);
  const handedOffBy = found === void 0 ? void 0 : await handoffOffererSession(db, taskId);
  const followed = checkFollow(caller, { task: found?.task, owner: found?.owner, handedOffBy }, taskId);
  if (!followed.ok) return followed;
  return accept({ task: followed.value.task, followedBy: followed.value.by, owner: found?.owner.agentId });
}
async function followedTaskIds(db, caller) {
  return mayFollow(caller) ? followableTaskIds(db, caller.sessionId) : [];
}

// mcp-server/src/clients/coordinator/breaches.ts
async function standingBreaches(db, dbPath, projectRoot, sinceSeq) {
  return judgeStanding(await workerShellCommands(db, projectRoot, WORKERS, sinceSeq), dbPath, projectRoot);
}
async function breachEndRefusal(db, caller, dbPath, projectRoot, taskId) {
  if (!(await ownTask(db, caller, taskId, "write")).ok) return void 0;
  const planId = await planIdOfTask(db, taskId);
  const plan = planId === void 0 ? void 0 : await planById(db, planId);
  if (plan === void 0) return void 0;
  const standing = await standingBreaches(db, dbPath, projectRoot, await planSeq(db, plan.id));
  if (standing.length === 0) return void 0;
  return refuse(
    "conflict",
    `contract_breach_unresolved: TDD task ${taskId} cannot end succeeded: ${standing.length} change(s) against plan ${plan.slug} stand in the working tree \u2014 ${standing.map(breachLine).join("; ")}`,
    `put each file back: \`evident restore ${standing.map((b) => b.path).join(" ")}\` (from the shell; it undoes the newest shell command that changed each file \u2014 repeat until the content is what it was before the worker's change, or restore it by hand), then end the task again. If a change cannot be put back, end the task with outcome "blocked" and tell the main agent: it decides (tdd_plan replace) and a new implement task starts`
  );
}

export {
  refuse,
  accept,
  describeTransitions,
  sourceOf,
  findRow,
  REFACTOR_BEFORE_GREEN,
  proofRequest,
  recheckRequest,
  CANDIDATES,
  citationWindow,
  decideCited,
  checkTaskStart,
  checkSealed,
  checkTaskEnd,
  checkGoalOfTask,
  checkBehaviorOfTask,
  checkGoalStatus,
  checkBehaviorStatus,
  checkDoneProof,
  checkTaskEndProofs,
  insertGoal,
  goalById,
  updateGoalRow,
  goalsOfTask,
  insertBehavior,
  behaviorById,
  updateBehaviorRow,
  behaviorsOf,
  behaviorRedTest,
  openPhaseOf,
  greenLeftThroughRecheck,
  currentGreenRunWith,
  testCaseIdOf,
  taskByRunId,
  openTaskOf,
  frozenOf,
  taskBaseline,
  tasksByIds,
  insertTask,
  closeTask,
  rejudgeSession,
  sessionSealOf,
  loadProgressFacts,
  insertProgressEvent,
  latestProgressByBehavior,
  progressTimeline,
  FILES_TO_WRITE,
  FORWARD,
  remediationFor,
  checkHandoffOffer,
  checkHandoffClaim,
  taskAlreadyFollowed,
  insertHandoff,
  handoffByToken,
  claimHandoff,
  handoffOffererSession,
  sessionCallers,
  inventoryTasks,
  inventoryRuns,
  inventoryProgress,
  followedProgress,
  inventoryTests,
  inventoryViolations,
  failedOpenCounts,
  ownTask,
  taskInScope,
  readableTask,
  followedTaskIds,
  RUNNER_FAILURE_ERRORS,
  DEPENDENCIES,
  makeCheckout,
  canMountProjects,
  probeMount,
  proveOriginals,
  headCommit,
  underRunLock,
  runAndRecord,
  containedPath,
  lookupRunner,
  runnerFor,
  isUnder,
  openHookDb,
  openCurrentHookDb,
  judgeSeal,
  sealLines,
  mergeSeal,
  NOT_SEALED_HINT,
  insideSandbox,
  sealDataDir,
  sealFacts,
  judgeSession,
  newestSessions,
  sealTargets,
  judgeDoctor,
  vitestTestGlobs,
  configuredVitestGlobs,
  testLayoutText,
  classifierFor,
  frozenTestGlobs,
  oracleFindings,
  parseFindingDetail,
  blockingFindings,
  checkOracleDone,
  closesGreen,
  oracleDenial,
  contentSha256Hex,
  readBytes,
  recordVerdict,
  isDynamicPattern,
  globSync,
  slugSchema,
  planShape,
  planRecord,
  specPathOf,
  currentPlan,
  newestPlanOf,
  planById,
  insertPlan,
  blockPlan,
  recipeOf,
  setTaskPlan,
  setBehaviorRecipe,
  planIdOfTask,
  scenarioWrites,
  planSeq,
  taskRunsAndChanges,
  bindingRun,
  shellChangedPaths,
  standingBreaches,
  breachEndRefusal,
  isWithin,
  resolveInside,
  containPath,
  parseBeanId,
  canonicalBeanId,
  realpathLenient,
  projectRelative3 as projectRelative,
  reportFileName,
  REPORT_DIR,
  realRepoRoot,
  commitOf,
  pathsBetween,
  EXIT_USAGE,
  runVdd,
  dodMetLine,
  findingSchema,
  parseScope,
  filterFindings,
  dropReport,
  assertDodNow,
  proposeGateLine,
  validationGate,
  notDerived,
  previewValidation,
  procedureNotes,
  previewLines,
  normalizeFindings,
  SUSPECTED_BENIGN_MAX,
  GIT_MISSING,
  git,
  gitSync,
  lintErrors,
  lintLines,
  lintManifest,
  FORMATS,
  readAs,
  outcomeClaimsSchema,
  recordTriageOutcomes,
  lockPath,
  teardownCheck,
  runValidation,
  measuredTool,
  detectRunner,
  parseShard,
  VERDICTS,
  proveResultSchema,
  exitCodeOf,
  prove,
  markdownSummary,
  junitXml
};
