#!/usr/bin/env node
import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  DEFAULT_STUB_MARKERS,
  checkPlan
} from "./chunk-5D80C87E.js";
import {
  CANDIDATES,
  FILES_TO_WRITE,
  FORWARD,
  REFACTOR_BEFORE_GREEN,
  RUNNER_FAILURE_ERRORS,
  SUSPECTED_BENIGN_MAX,
  VERDICTS as VERDICTS2,
  accept,
  assertDodNow,
  behaviorById,
  behaviorRedTest,
  behaviorsOf,
  blockPlan,
  blockingFindings,
  breachEndRefusal,
  checkBehaviorOfTask,
  checkBehaviorStatus,
  checkDoneProof,
  checkGoalOfTask,
  checkGoalStatus,
  checkHandoffClaim,
  checkHandoffOffer,
  checkOracleDone,
  checkSealed,
  checkTaskEnd,
  checkTaskEndProofs,
  checkTaskStart,
  citationWindow,
  claimHandoff,
  classifierFor,
  closeTask,
  closesGreen,
  configuredVitestGlobs,
  containPath,
  containedPath,
  contentSha256Hex,
  currentGreenRunWith,
  currentPlan,
  decideCited,
  describeTransitions,
  dodMetLine,
  exitCodeOf,
  failedOpenCounts,
  findRow,
  followedProgress,
  followedTaskIds,
  frozenOf,
  frozenTestGlobs,
  globSync,
  goalById,
  goalsOfTask,
  greenLeftThroughRecheck,
  handoffByToken,
  handoffOffererSession,
  insertBehavior,
  insertGoal,
  insertHandoff,
  insertPlan,
  insertProgressEvent,
  insertTask,
  inventoryProgress,
  inventoryRuns,
  inventoryTasks,
  inventoryTests,
  inventoryViolations,
  isDynamicPattern,
  isWithin,
  judgeSession,
  latestProgressByBehavior,
  lintErrors,
  lintLines,
  lintManifest,
  loadProgressFacts,
  lookupRunner,
  makeCheckout,
  markdownSummary,
  newestPlanOf,
  notDerived,
  openPhaseOf,
  openTaskOf,
  oracleDenial,
  oracleFindings,
  outcomeClaimsSchema,
  ownTask,
  parseBeanId,
  parseFindingDetail,
  planById,
  planIdOfTask,
  planRecord,
  planSeq,
  planShape,
  previewLines,
  previewValidation,
  procedureNotes,
  proofRequest,
  proposeGateLine,
  prove,
  proveOriginals,
  readBytes,
  readableTask,
  realRepoRoot,
  recheckRequest,
  recipeOf,
  recordTriageOutcomes,
  recordVerdict,
  refuse,
  rejudgeSession,
  remediationFor,
  runAndRecord,
  runValidation,
  runVdd,
  runnerFor,
  scenarioWrites,
  sealDataDir,
  sessionCallers,
  sessionSealOf,
  setBehaviorRecipe,
  setTaskPlan,
  shellChangedPaths,
  slugSchema,
  sourceOf,
  specPathOf,
  taskAlreadyFollowed,
  taskBaseline,
  taskByRunId,
  taskInScope,
  taskRunsAndChanges,
  tasksByIds,
  testCaseIdOf,
  testLayoutText,
  underRunLock,
  updateBehaviorRow,
  updateGoalRow,
  validationGate
} from "./chunk-F8B267F3.js";
import {
  TEST_NAME,
  VERDICT_FILE,
  WORKER_AGENT_TYPES,
  blobAt,
  countsAsCode,
  diffTrees,
  filePath,
  holdsCode,
  ignoredPaths,
  isCodeUnderTest,
  listTree,
  pathIn,
  readBlob,
  shadowFor,
  snapshot,
  snapshotOrNull,
  testMetrics,
  weakenings
} from "./chunk-96D004DC.js";
import "./chunk-FFB0BBF8.js";
import {
  fullNameLabel,
  insertArtifact,
  testKey,
  testLabel,
  toArtifact
} from "./chunk-CC15F48F.js";
import {
  listVddRuns
} from "./chunk-736C1D71.js";
import {
  ensureCaller,
  findCallerId,
  sessionKnownToHooks
} from "./chunk-CD80A9A1.js";
import {
  startNativeBuild,
  waitForNativeBuild
} from "./chunk-B2546951.js";
import "./chunk-9BC7BF0C.js";
import {
  isFrameworkFrame
} from "./chunk-D27B307E.js";
import {
  openStore
} from "./chunk-A633DCE2.js";
import {
  ARTIFACT_KINDS,
  CRITERION_STATUSES,
  DENIAL_REASONS,
  ERROR_SCOPES,
  FRAME_SOURCES,
  HYPOTHESIS_OUTCOMES,
  HYPOTHESIS_VALIDATIONS,
  PHASES,
  RUN_OUTCOMES,
  TASK_OUTCOMES,
  TASK_STATUSES,
  TEST_STATUSES,
  VALIDATION_LINE_KINDS,
  VDD_AGGREGATES,
  VDD_MANUAL_STATES,
  VERDICTS,
  VERDICT_REASONS,
  VIOLATION_KINDS,
  WORK_STATUSES,
  nextSeq2 as nextSeq,
  nowIso,
  sql,
  sqliteOf
} from "./chunk-9A9544E6.js";
import {
  log
} from "./chunk-E802281E.js";
import {
  loadNativeBinding,
  nativeTarget
} from "./chunk-476ED682.js";
import {
  MAIN_AGENT,
  callerFromEnv,
  envIdentityRefused,
  loadCallerSecret,
  proveCaller
} from "./chunk-EF1E57F2.js";
import {
  resolveDbLocation
} from "./chunk-4E9BA692.js";
import {
  $ZodObject,
  $ZodType,
  $constructor,
  ZodOptional,
  _enum,
  _null,
  array,
  boolean,
  clone,
  config,
  custom,
  discriminatedUnion,
  installLazyProp,
  intersection,
  iso_exports,
  literal,
  loadConfig,
  locales_exports,
  looseObject,
  normalizeParams,
  number,
  object,
  optional,
  own,
  parse,
  parseAsync,
  parseConfigText,
  preprocess,
  record,
  safeParse,
  safeParseAsync,
  strictObject,
  string,
  toJSONSchema,
  union,
  unknown
} from "./chunk-A0E84188.js";
import {
  EvidentError,
  badInput,
  errorMessage,
  notFound
} from "./chunk-B6204A34.js";
import {
  readRegularFile,
  readRegularText
} from "./chunk-2F233FA6.js";
import {
  __commonJS,
  __toESM
} from "./chunk-E3B0C442.js";

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash2 = {};
      for (const item of arr)
        hash2[item] = true;
      return hash2;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues: mergeValues2, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues2(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message: message2 }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message2 == "function" ? message2(cxt) : message2]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type2) {
      const group = self.RULES.types[type2];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync2() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync2() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id2 = "", normalize2) {
      if (normalize2 !== false)
        id2 = normalizeId(id2);
      const p = resolver.parse(id2);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id2) {
      return id2 ? id2.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id2) {
      id2 = normalizeId(id2);
      return resolver.resolve(baseId, id2);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref2) {
          const _resolve = this.opts.uriResolver.resolve;
          ref2 = normalizeId(innerBaseId ? _resolve(innerBaseId, ref2) : ref2);
          if (schemaRefs.has(ref2))
            throw ambiguos(ref2);
          schemaRefs.add(ref2);
          let schOrRef = this.refs[ref2];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref2);
          } else if (ref2 !== normalizeId(fullPath)) {
            if (ref2[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref2], ref2);
              localRefs[ref2] = sch;
            } else {
              this.refs[ref2] = fullPath;
            }
          }
          return ref2;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref2) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref2);
      }
      function ambiguos(ref2) {
        return new Error(`reference "${ref2}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type: type2 } = rule.definition;
          if (type2.length && !type2.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type2.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref2, msg) {
        super(msg || `can't resolve reference ${ref2} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref2);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref2) {
      var _a;
      ref2 = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref2);
      const schOrFunc = root.refs[ref2];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve2.call(this, root, ref2);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref2];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref2] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve2(root, ref2) {
      let sch;
      while (typeof (sch = this.refs[ref2]) == "string")
        ref2 = sch;
      return sch || this.schemas[ref2] || resolveSchema.call(this, root, ref2);
    }
    function resolveSchema(root, ref2) {
      const p = this.opts.uriResolver.parse(ref2);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id2 = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id2] || this.schemas[id2];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id2 === (0, resolve_1.normalizeId)(ref2)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input14) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input14.length; i++) {
        code = input14[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input14[i];
        break;
      }
      for (i += 1; i < input14.length; i++) {
        code = input14[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input14[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input14) {
      const compression = input14.indexOf("::");
      if (compression !== -1 && input14.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input14.split(":") : input14.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input14.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input14 = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input14)) {
        input14 = input14.toLowerCase();
        return { host: `[${input14}]`, escapedHost: input14, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input14, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input14.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input14.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input14.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input14 = input14.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input14);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input14 = path;
      const output14 = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input14.length) {
        if (len === 1) {
          if (input14 === ".") {
            break;
          } else if (input14 === "/") {
            output14.push("/");
            break;
          } else {
            output14.push(input14);
            break;
          }
        } else if (len === 2) {
          if (input14[0] === ".") {
            if (input14[1] === ".") {
              break;
            } else if (input14[1] === "/") {
              input14 = input14.slice(2);
              continue;
            }
          } else if (input14[0] === "/") {
            if (input14[1] === "." || input14[1] === "/") {
              output14.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input14 === "/..") {
            if (output14.length !== 0) {
              output14.pop();
            }
            output14.push("/");
            break;
          }
        }
        if (input14[0] === ".") {
          if (input14[1] === ".") {
            if (input14[2] === "/") {
              input14 = input14.slice(3);
              continue;
            }
          } else if (input14[1] === "/") {
            input14 = input14.slice(2);
            continue;
          }
        } else if (input14[0] === "/") {
          if (input14[1] === ".") {
            if (input14[2] === "/") {
              input14 = input14.slice(2);
              continue;
            } else if (input14[2] === ".") {
              if (input14[3] === "/") {
                input14 = input14.slice(3);
                if (output14.length !== 0) {
                  output14.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input14.indexOf("/", 1)) === -1) {
          output14.push(input14);
          break;
        } else {
          output14.push(input14.slice(0, nextSlash));
          input14 = input14.slice(nextSlash);
        }
      }
      return output14.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output14 = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output14.length !== 0 && output14[output14.length - 1] !== "..") {
              output14.pop();
            } else {
              output14.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output14.push(segment);
        }
      }
      if (trailingDirectory && output14[output14.length - 1] !== "..") {
        output14.push("");
      }
      if (output14.length === 0 || output14[0] === "" || output14[0].includes(":")) {
        output14.unshift(".");
      }
      return output14.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input14, decodeUnreserved = false) {
      if (input14.indexOf("%") === -1) {
        return input14;
      }
      let output14 = "";
      for (let i = 0; i < input14.length; i++) {
        if (input14[i] === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output14 += decoded;
            } else {
              output14 += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output14 += input14[i];
      }
      return output14;
    }
    function normalizePathEncoding(input14) {
      let output14 = "";
      for (let i = 0; i < input14.length; i++) {
        const ch = input14[i];
        if (ch === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output14 += decoded;
            } else {
              output14 += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output14 += ch;
        } else {
          const code = input14.charCodeAt(i);
          if (code < 128) {
            output14 += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output14 += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input14.length) {
            const low = input14.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output14 += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output14 += percentEncodeNonAscii(65533);
            }
          } else {
            output14 += percentEncodeNonAscii(65533);
          }
        }
      }
      return output14;
    }
    function serializePathEncoding(input14, pathNoScheme = false) {
      let output14 = "";
      let firstSegment = pathNoScheme && input14[0] !== "/";
      for (let i = 0; i < input14.length; i++) {
        const ch = input14[i];
        if (ch === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output14 += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output14 += ch;
        } else {
          const code = input14.charCodeAt(i);
          if (code < 128) {
            output14 += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output14 += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input14.length) {
            const low = input14.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output14 += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output14 += percentEncodeNonAscii(65533);
            }
          } else {
            output14 += percentEncodeNonAscii(65533);
          }
        }
      }
      return output14;
    }
    function encodeComponent(input14, isAllowed) {
      let output14 = "";
      for (let i = 0; i < input14.length; i++) {
        const ch = input14[i];
        if (ch === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output14 += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output14 += ch;
        } else {
          const code = input14.charCodeAt(i);
          if (code < 128) {
            output14 += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output14 += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input14.length) {
            const low = input14.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output14 += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output14 += percentEncodeNonAscii(65533);
            }
          } else {
            output14 += percentEncodeNonAscii(65533);
          }
        }
      }
      return output14;
    }
    function encodeUserinfo(input14) {
      return encodeComponent(input14, isUserinfoCharacter);
    }
    function encodeQuery(input14) {
      return encodeComponent(input14, isQueryFragmentCharacter);
    }
    function encodeFragment(input14) {
      return encodeComponent(input14, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input14) {
      let output14 = "";
      for (let i = 0; i < input14.length; i++) {
        const ch = input14[i];
        if (ch === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output14 += decoded;
            } else {
              output14 += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output14 += ch;
        } else {
          const code = input14.charCodeAt(i);
          if (code < 128) {
            output14 += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output14 += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input14.length) {
            const low = input14.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output14 += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output14 += percentEncodeNonAscii(65533);
            }
          } else {
            output14 += percentEncodeNonAscii(65533);
          }
        }
      }
      return output14;
    }
    function escapePreservingEscapes(input14) {
      let output14 = "";
      for (let i = 0; i < input14.length; i++) {
        if (input14[i] === "%" && i + 2 < input14.length) {
          const hex = input14.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output14 += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output14 += escape(input14[i]);
      }
      return output14;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize2(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse2(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve2(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative3, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse2(serialize(base, options), options);
        relative3 = parse2(serialize(relative3, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative3.scheme) {
        target.scheme = relative3.scheme;
        target.userinfo = relative3.userinfo;
        target.host = relative3.host;
        target.port = relative3.port;
        target.path = removeDotSegments(relative3.path || "");
        target.query = relative3.query;
      } else {
        if (relative3.userinfo !== void 0 || relative3.host !== void 0 || relative3.port !== void 0) {
          target.userinfo = relative3.userinfo;
          target.host = relative3.host;
          target.port = relative3.port;
          target.path = removeDotSegments(relative3.path || "");
          target.query = relative3.query;
        } else {
          if (!relative3.path) {
            target.path = base.path;
            if (relative3.query !== void 0) {
              target.query = relative3.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative3.path[0] === "/") {
              target.path = removeDotSegments(relative3.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative3.path;
              } else if (!base.path) {
                target.path = relative3.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative3.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative3.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative3.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse2(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize: normalize2,
      resolve: resolve2,
      resolveComponent,
      equal,
      serialize,
      parse: parse2
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta: meta2, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta2 && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta: meta2, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta2 == "object" ? meta2[schemaId] || meta2 : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta2) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta2);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref2, missingRef }) {
          if (this.refs[ref2]) {
            throw new Error(`AnySchema ${ref2} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref2) {
          const _schema = await _loadSchema.call(this, ref2);
          if (!this.refs[ref2])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref2])
            this.addSchema(_schema, ref2, meta2);
        }
        async function _loadSchema(ref2) {
          const p = this._loading[ref2];
          if (p)
            return p;
          try {
            return await (this._loading[ref2] = loadSchema(ref2));
          } finally {
            delete this._loading[ref2];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id2;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id2 = schema[schemaId];
          if (id2 !== void 0 && typeof id2 != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id2);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message2 = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message2);
          else
            throw new Error(message2);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id2 = schemaKeyRef[this.opts.schemaId];
            if (id2) {
              id2 = (0, resolve_1.normalizeId)(id2);
              delete this.schemas[id2];
              delete this.refs[id2];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions2) {
        for (const def of definitions2)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format2) {
        if (typeof format2 == "string")
          format2 = new RegExp(format2);
        this.formats[name] = format2;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta2, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id2;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id2 = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id2 || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta: meta2, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id2) {
        if (this.schemas[id2] || this.refs[id2]) {
          throw new Error(`schema with key or id "${id2}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log2 = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log2](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format2 = this.opts.formats[name];
        if (format2)
          this.addFormat(name, format2);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source2) {
        const errs = (0, codegen_1._)`${source2}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source2) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source2}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source2}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format2 = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format2, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format2, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format2}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format2}(${data}) : ${format2}(${data}))` : (0, codegen_1._)`${format2}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format2} == "function" ? ${callFormat} : ${format2}.test(${data}))`;
            return (0, codegen_1._)`${format2} && ${format2} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format2, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format2 == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format2 = [format_1.default];
    exports.default = format2;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref2 = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref2);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref2);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required: required2 }) {
            return Array.isArray(required2) && required2.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate2, compare) {
      return { validate: validate2, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time2(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time2 = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time2(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format2 = fCxt.schema;
          const fmtDef = self.formats[format2];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format2}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format2,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format2)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    };
    exports.default = formatLimitPlugin;
  }
});

// node_modules/ajv-formats/dist/index.js
var require_dist = __commonJS({
  "node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list2 = opts.formats || formats_1.formatNames;
      addFormats(ajv, list2, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats(ajv, list2, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list2)
        ajv.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// mcp-server/src/entry/main.ts
import { fileURLToPath } from "node:url";

// node_modules/zod/v3/helpers/util.js
var util;
(function(util2) {
  util2.assertEqual = (_) => {
  };
  function assertIs(_arg) {
  }
  util2.assertIs = assertIs;
  function assertNever(_x) {
    throw new Error();
  }
  util2.assertNever = assertNever;
  util2.arrayToEnum = (items) => {
    const obj = {};
    for (const item of items) {
      obj[item] = item;
    }
    return obj;
  };
  util2.getValidEnumValues = (obj) => {
    const validKeys = util2.objectKeys(obj).filter((k) => typeof obj[obj[k]] !== "number");
    const filtered = {};
    for (const k of validKeys) {
      filtered[k] = obj[k];
    }
    return util2.objectValues(filtered);
  };
  util2.objectValues = (obj) => {
    return util2.objectKeys(obj).map(function(e) {
      return obj[e];
    });
  };
  util2.objectKeys = typeof Object.keys === "function" ? (obj) => Object.keys(obj) : (object3) => {
    const keys = [];
    for (const key in object3) {
      if (Object.prototype.hasOwnProperty.call(object3, key)) {
        keys.push(key);
      }
    }
    return keys;
  };
  util2.find = (arr, checker) => {
    for (const item of arr) {
      if (checker(item))
        return item;
    }
    return void 0;
  };
  util2.isInteger = typeof Number.isInteger === "function" ? (val) => Number.isInteger(val) : (val) => typeof val === "number" && Number.isFinite(val) && Math.floor(val) === val;
  function joinValues(array2, separator = " | ") {
    return array2.map((val) => typeof val === "string" ? `'${val}'` : val).join(separator);
  }
  util2.joinValues = joinValues;
  util2.jsonStringifyReplacer = (_, value) => {
    if (typeof value === "bigint") {
      return value.toString();
    }
    return value;
  };
})(util || (util = {}));
var objectUtil;
(function(objectUtil2) {
  objectUtil2.mergeShapes = (first, second) => {
    return {
      ...first,
      ...second
      // second overwrites first
    };
  };
})(objectUtil || (objectUtil = {}));
var ZodParsedType = util.arrayToEnum([
  "string",
  "nan",
  "number",
  "integer",
  "float",
  "boolean",
  "date",
  "bigint",
  "symbol",
  "function",
  "undefined",
  "null",
  "array",
  "object",
  "unknown",
  "promise",
  "void",
  "never",
  "map",
  "set"
]);
var getParsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "undefined":
      return ZodParsedType.undefined;
    case "string":
      return ZodParsedType.string;
    case "number":
      return Number.isNaN(data) ? ZodParsedType.nan : ZodParsedType.number;
    case "boolean":
      return ZodParsedType.boolean;
    case "function":
      return ZodParsedType.function;
    case "bigint":
      return ZodParsedType.bigint;
    case "symbol":
      return ZodParsedType.symbol;
    case "object":
      if (Array.isArray(data)) {
        return ZodParsedType.array;
      }
      if (data === null) {
        return ZodParsedType.null;
      }
      if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
        return ZodParsedType.promise;
      }
      if (typeof Map !== "undefined" && data instanceof Map) {
        return ZodParsedType.map;
      }
      if (typeof Set !== "undefined" && data instanceof Set) {
        return ZodParsedType.set;
      }
      if (typeof Date !== "undefined" && data instanceof Date) {
        return ZodParsedType.date;
      }
      return ZodParsedType.object;
    default:
      return ZodParsedType.unknown;
  }
};

// node_modules/zod/v3/ZodError.js
var ZodIssueCode = util.arrayToEnum([
  "invalid_type",
  "invalid_literal",
  "custom",
  "invalid_union",
  "invalid_union_discriminator",
  "invalid_enum_value",
  "unrecognized_keys",
  "invalid_arguments",
  "invalid_return_type",
  "invalid_date",
  "invalid_string",
  "too_small",
  "too_big",
  "invalid_intersection_types",
  "not_multiple_of",
  "not_finite"
]);
var ZodError = class _ZodError extends Error {
  get errors() {
    return this.issues;
  }
  constructor(issues) {
    super();
    this.issues = [];
    this.addIssue = (sub) => {
      this.issues = [...this.issues, sub];
    };
    this.addIssues = (subs = []) => {
      this.issues = [...this.issues, ...subs];
    };
    const actualProto = new.target.prototype;
    if (Object.setPrototypeOf) {
      Object.setPrototypeOf(this, actualProto);
    } else {
      this.__proto__ = actualProto;
    }
    this.name = "ZodError";
    this.issues = issues;
  }
  format(_mapper) {
    const mapper = _mapper || function(issue) {
      return issue.message;
    };
    const fieldErrors = { _errors: [] };
    const processError = (error) => {
      for (const issue of error.issues) {
        if (issue.code === "invalid_union") {
          issue.unionErrors.map(processError);
        } else if (issue.code === "invalid_return_type") {
          processError(issue.returnTypeError);
        } else if (issue.code === "invalid_arguments") {
          processError(issue.argumentsError);
        } else if (issue.path.length === 0) {
          fieldErrors._errors.push(mapper(issue));
        } else {
          let curr = fieldErrors;
          let i = 0;
          while (i < issue.path.length) {
            const el = issue.path[i];
            const terminal = i === issue.path.length - 1;
            if (el === "_errors") {
              if (terminal)
                curr._errors.push(mapper(issue));
              i++;
              continue;
            }
            if (!Object.prototype.hasOwnProperty.call(curr, el)) {
              if (el === "__proto__") {
                Object.defineProperty(curr, el, {
                  value: { _errors: [] },
                  writable: true,
                  enumerable: true,
                  configurable: true
                });
              } else {
                curr[el] = { _errors: [] };
              }
            }
            curr = curr[el];
            if (terminal) {
              curr._errors.push(mapper(issue));
            }
            i++;
          }
        }
      }
    };
    processError(this);
    return fieldErrors;
  }
  static assert(value) {
    if (!(value instanceof _ZodError)) {
      throw new Error(`Not a ZodError: ${value}`);
    }
  }
  toString() {
    return this.message;
  }
  get message() {
    return JSON.stringify(this.issues, util.jsonStringifyReplacer, 2);
  }
  get isEmpty() {
    return this.issues.length === 0;
  }
  flatten(mapper = (issue) => issue.message) {
    const fieldErrors = /* @__PURE__ */ Object.create(null);
    const formErrors = [];
    for (const sub of this.issues) {
      if (sub.path.length > 0) {
        const firstEl = sub.path[0];
        fieldErrors[firstEl] = fieldErrors[firstEl] || [];
        fieldErrors[firstEl].push(mapper(sub));
      } else {
        formErrors.push(mapper(sub));
      }
    }
    return { formErrors, fieldErrors };
  }
  get formErrors() {
    return this.flatten();
  }
};
ZodError.create = (issues) => {
  const error = new ZodError(issues);
  return error;
};

// node_modules/zod/v3/locales/en.js
var errorMap = (issue, _ctx) => {
  let message2;
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === ZodParsedType.undefined) {
        message2 = "Required";
      } else {
        message2 = `Expected ${issue.expected}, received ${issue.received}`;
      }
      break;
    case ZodIssueCode.invalid_literal:
      message2 = `Invalid literal value, expected ${JSON.stringify(issue.expected, util.jsonStringifyReplacer)}`;
      break;
    case ZodIssueCode.unrecognized_keys:
      message2 = `Unrecognized key(s) in object: ${util.joinValues(issue.keys, ", ")}`;
      break;
    case ZodIssueCode.invalid_union:
      message2 = `Invalid input`;
      break;
    case ZodIssueCode.invalid_union_discriminator:
      message2 = `Invalid discriminator value. Expected ${util.joinValues(issue.options)}`;
      break;
    case ZodIssueCode.invalid_enum_value:
      message2 = `Invalid enum value. Expected ${util.joinValues(issue.options)}, received '${issue.received}'`;
      break;
    case ZodIssueCode.invalid_arguments:
      message2 = `Invalid function arguments`;
      break;
    case ZodIssueCode.invalid_return_type:
      message2 = `Invalid function return type`;
      break;
    case ZodIssueCode.invalid_date:
      message2 = `Invalid date`;
      break;
    case ZodIssueCode.invalid_string:
      if (typeof issue.validation === "object") {
        if ("includes" in issue.validation) {
          message2 = `Invalid input: must include "${issue.validation.includes}"`;
          if (typeof issue.validation.position === "number") {
            message2 = `${message2} at one or more positions greater than or equal to ${issue.validation.position}`;
          }
        } else if ("startsWith" in issue.validation) {
          message2 = `Invalid input: must start with "${issue.validation.startsWith}"`;
        } else if ("endsWith" in issue.validation) {
          message2 = `Invalid input: must end with "${issue.validation.endsWith}"`;
        } else {
          util.assertNever(issue.validation);
        }
      } else if (issue.validation !== "regex") {
        message2 = `Invalid ${issue.validation}`;
      } else {
        message2 = "Invalid";
      }
      break;
    case ZodIssueCode.too_small:
      if (issue.type === "array")
        message2 = `Array must contain ${issue.exact ? "exactly" : issue.inclusive ? `at least` : `more than`} ${issue.minimum} element(s)`;
      else if (issue.type === "string")
        message2 = `String must contain ${issue.exact ? "exactly" : issue.inclusive ? `at least` : `over`} ${issue.minimum} character(s)`;
      else if (issue.type === "number")
        message2 = `Number must be ${issue.exact ? `exactly equal to ` : issue.inclusive ? `greater than or equal to ` : `greater than `}${issue.minimum}`;
      else if (issue.type === "bigint")
        message2 = `Number must be ${issue.exact ? `exactly equal to ` : issue.inclusive ? `greater than or equal to ` : `greater than `}${issue.minimum}`;
      else if (issue.type === "date")
        message2 = `Date must be ${issue.exact ? `exactly equal to ` : issue.inclusive ? `greater than or equal to ` : `greater than `}${new Date(Number(issue.minimum))}`;
      else
        message2 = "Invalid input";
      break;
    case ZodIssueCode.too_big:
      if (issue.type === "array")
        message2 = `Array must contain ${issue.exact ? `exactly` : issue.inclusive ? `at most` : `less than`} ${issue.maximum} element(s)`;
      else if (issue.type === "string")
        message2 = `String must contain ${issue.exact ? `exactly` : issue.inclusive ? `at most` : `under`} ${issue.maximum} character(s)`;
      else if (issue.type === "number")
        message2 = `Number must be ${issue.exact ? `exactly` : issue.inclusive ? `less than or equal to` : `less than`} ${issue.maximum}`;
      else if (issue.type === "bigint")
        message2 = `BigInt must be ${issue.exact ? `exactly` : issue.inclusive ? `less than or equal to` : `less than`} ${issue.maximum}`;
      else if (issue.type === "date")
        message2 = `Date must be ${issue.exact ? `exactly` : issue.inclusive ? `smaller than or equal to` : `smaller than`} ${new Date(Number(issue.maximum))}`;
      else
        message2 = "Invalid input";
      break;
    case ZodIssueCode.custom:
      message2 = `Invalid input`;
      break;
    case ZodIssueCode.invalid_intersection_types:
      message2 = `Intersection results could not be merged`;
      break;
    case ZodIssueCode.not_multiple_of:
      message2 = `Number must be a multiple of ${issue.multipleOf}`;
      break;
    case ZodIssueCode.not_finite:
      message2 = "Number must be finite";
      break;
    default:
      message2 = _ctx.defaultError;
      util.assertNever(issue);
  }
  return { message: message2 };
};
var en_default = errorMap;

// node_modules/zod/v3/errors.js
var overrideErrorMap = en_default;
function getErrorMap() {
  return overrideErrorMap;
}

// node_modules/zod/v3/helpers/parseUtil.js
var makeIssue = (params) => {
  const { data, path, errorMaps, issueData } = params;
  const fullPath = [...path, ...issueData.path || []];
  const fullIssue = {
    ...issueData,
    path: fullPath
  };
  if (issueData.message !== void 0) {
    return {
      ...issueData,
      path: fullPath,
      message: issueData.message
    };
  }
  let errorMessage2 = "";
  const maps = errorMaps.filter((m) => !!m).slice().reverse();
  for (const map of maps) {
    errorMessage2 = map(fullIssue, { data, defaultError: errorMessage2 }).message;
  }
  return {
    ...issueData,
    path: fullPath,
    message: errorMessage2
  };
};
function addIssueToContext(ctx, issueData) {
  const overrideMap = getErrorMap();
  const issue = makeIssue({
    issueData,
    data: ctx.data,
    path: ctx.path,
    errorMaps: [
      ctx.common.contextualErrorMap,
      // contextual error map is first priority
      ctx.schemaErrorMap,
      // then schema-bound map if available
      overrideMap,
      // then global override map
      overrideMap === en_default ? void 0 : en_default
      // then global default map
    ].filter((x) => !!x)
  });
  ctx.common.issues.push(issue);
}
var ParseStatus = class _ParseStatus {
  constructor() {
    this.value = "valid";
  }
  dirty() {
    if (this.value === "valid")
      this.value = "dirty";
  }
  abort() {
    if (this.value !== "aborted")
      this.value = "aborted";
  }
  static mergeArray(status2, results) {
    const arrayValue = [];
    for (const s of results) {
      if (s.status === "aborted")
        return INVALID;
      if (s.status === "dirty")
        status2.dirty();
      arrayValue.push(s.value);
    }
    return { status: status2.value, value: arrayValue };
  }
  static async mergeObjectAsync(status2, pairs) {
    const syncPairs = [];
    for (const pair of pairs) {
      const key = await pair.key;
      const value = await pair.value;
      syncPairs.push({
        key,
        value
      });
    }
    return _ParseStatus.mergeObjectSync(status2, syncPairs);
  }
  static mergeObjectSync(status2, pairs) {
    const finalObject = {};
    for (const pair of pairs) {
      const { key, value } = pair;
      if (key.status === "aborted")
        return INVALID;
      if (value.status === "aborted")
        return INVALID;
      if (key.status === "dirty")
        status2.dirty();
      if (value.status === "dirty")
        status2.dirty();
      if (key.value !== "__proto__" && (typeof value.value !== "undefined" || pair.alwaysSet)) {
        finalObject[key.value] = value.value;
      }
    }
    return { status: status2.value, value: finalObject };
  }
};
var INVALID = Object.freeze({
  status: "aborted"
});
var DIRTY = (value) => ({ status: "dirty", value });
var OK = (value) => ({ status: "valid", value });
var isAborted = (x) => x.status === "aborted";
var isDirty = (x) => x.status === "dirty";
var isValid = (x) => x.status === "valid";
var isAsync = (x) => typeof Promise !== "undefined" && x instanceof Promise;

// node_modules/zod/v3/helpers/errorUtil.js
var errorUtil;
(function(errorUtil2) {
  errorUtil2.errToObj = (message2) => typeof message2 === "string" ? { message: message2 } : message2 || {};
  errorUtil2.toString = (message2) => typeof message2 === "string" ? message2 : message2?.message;
})(errorUtil || (errorUtil = {}));

// node_modules/zod/v3/types.js
var ParseInputLazyPath = class {
  constructor(parent, value, path, key) {
    this._cachedPath = [];
    this.parent = parent;
    this.data = value;
    this._path = path;
    this._key = key;
  }
  get path() {
    if (!this._cachedPath.length) {
      if (Array.isArray(this._key)) {
        this._cachedPath.push(...this._path, ...this._key);
      } else {
        this._cachedPath.push(...this._path, this._key);
      }
    }
    return this._cachedPath;
  }
};
var handleResult = (ctx, result) => {
  if (isValid(result)) {
    return { success: true, data: result.value };
  } else {
    if (!ctx.common.issues.length) {
      throw new Error("Validation failed but no issues detected.");
    }
    return {
      success: false,
      get error() {
        if (this._error)
          return this._error;
        const error = new ZodError(ctx.common.issues);
        this._error = error;
        return this._error;
      }
    };
  }
};
function processCreateParams(params) {
  if (!params)
    return {};
  const { errorMap: errorMap2, invalid_type_error, required_error, description } = params;
  if (errorMap2 && (invalid_type_error || required_error)) {
    throw new Error(`Can't use "invalid_type_error" or "required_error" in conjunction with custom error map.`);
  }
  if (errorMap2)
    return { errorMap: errorMap2, description };
  const customMap = (iss, ctx) => {
    const { message: message2 } = params;
    if (iss.code === "invalid_enum_value") {
      return { message: message2 ?? ctx.defaultError };
    }
    if (typeof ctx.data === "undefined") {
      return { message: message2 ?? required_error ?? ctx.defaultError };
    }
    if (iss.code !== "invalid_type")
      return { message: ctx.defaultError };
    return { message: message2 ?? invalid_type_error ?? ctx.defaultError };
  };
  return { errorMap: customMap, description };
}
var ZodType = class {
  get description() {
    return this._def.description;
  }
  _getType(input14) {
    return getParsedType(input14.data);
  }
  _getOrReturnCtx(input14, ctx) {
    return ctx || {
      common: input14.parent.common,
      data: input14.data,
      parsedType: getParsedType(input14.data),
      schemaErrorMap: this._def.errorMap,
      path: input14.path,
      parent: input14.parent
    };
  }
  _processInputParams(input14) {
    return {
      status: new ParseStatus(),
      ctx: {
        common: input14.parent.common,
        data: input14.data,
        parsedType: getParsedType(input14.data),
        schemaErrorMap: this._def.errorMap,
        path: input14.path,
        parent: input14.parent
      }
    };
  }
  _parseSync(input14) {
    const result = this._parse(input14);
    if (isAsync(result)) {
      throw new Error("Synchronous parse encountered promise.");
    }
    return result;
  }
  _parseAsync(input14) {
    const result = this._parse(input14);
    return Promise.resolve(result);
  }
  parse(data, params) {
    const result = this.safeParse(data, params);
    if (result.success)
      return result.data;
    throw result.error;
  }
  safeParse(data, params) {
    const ctx = {
      common: {
        issues: [],
        async: params?.async ?? false,
        contextualErrorMap: params?.errorMap
      },
      path: params?.path || [],
      schemaErrorMap: this._def.errorMap,
      parent: null,
      data,
      parsedType: getParsedType(data)
    };
    const result = this._parseSync({ data, path: ctx.path, parent: ctx });
    return handleResult(ctx, result);
  }
  "~validate"(data) {
    const ctx = {
      common: {
        issues: [],
        async: !!this["~standard"].async
      },
      path: [],
      schemaErrorMap: this._def.errorMap,
      parent: null,
      data,
      parsedType: getParsedType(data)
    };
    if (!this["~standard"].async) {
      try {
        const result = this._parseSync({ data, path: [], parent: ctx });
        return isValid(result) ? {
          value: result.value
        } : {
          issues: ctx.common.issues
        };
      } catch (err) {
        if (err?.message?.toLowerCase()?.includes("encountered")) {
          this["~standard"].async = true;
        }
        ctx.common = {
          issues: [],
          async: true
        };
      }
    }
    return this._parseAsync({ data, path: [], parent: ctx }).then((result) => isValid(result) ? {
      value: result.value
    } : {
      issues: ctx.common.issues
    });
  }
  async parseAsync(data, params) {
    const result = await this.safeParseAsync(data, params);
    if (result.success)
      return result.data;
    throw result.error;
  }
  async safeParseAsync(data, params) {
    const ctx = {
      common: {
        issues: [],
        contextualErrorMap: params?.errorMap,
        async: true
      },
      path: params?.path || [],
      schemaErrorMap: this._def.errorMap,
      parent: null,
      data,
      parsedType: getParsedType(data)
    };
    const maybeAsyncResult = this._parse({ data, path: ctx.path, parent: ctx });
    const result = await (isAsync(maybeAsyncResult) ? maybeAsyncResult : Promise.resolve(maybeAsyncResult));
    return handleResult(ctx, result);
  }
  refine(check, message2) {
    const getIssueProperties = (val) => {
      if (typeof message2 === "string" || typeof message2 === "undefined") {
        return { message: message2 };
      } else if (typeof message2 === "function") {
        return message2(val);
      } else {
        return message2;
      }
    };
    return this._refinement((val, ctx) => {
      const result = check(val);
      const setError = () => ctx.addIssue({
        code: ZodIssueCode.custom,
        ...getIssueProperties(val)
      });
      if (typeof Promise !== "undefined" && result instanceof Promise) {
        return result.then((data) => {
          if (!data) {
            setError();
            return false;
          } else {
            return true;
          }
        });
      }
      if (!result) {
        setError();
        return false;
      } else {
        return true;
      }
    });
  }
  refinement(check, refinementData) {
    return this._refinement((val, ctx) => {
      if (!check(val)) {
        ctx.addIssue(typeof refinementData === "function" ? refinementData(val, ctx) : refinementData);
        return false;
      } else {
        return true;
      }
    });
  }
  _refinement(refinement) {
    return new ZodEffects({
      schema: this,
      typeName: ZodFirstPartyTypeKind.ZodEffects,
      effect: { type: "refinement", refinement }
    });
  }
  superRefine(refinement) {
    return this._refinement(refinement);
  }
  constructor(def) {
    this.spa = this.safeParseAsync;
    this._def = def;
    this.parse = this.parse.bind(this);
    this.safeParse = this.safeParse.bind(this);
    this.parseAsync = this.parseAsync.bind(this);
    this.safeParseAsync = this.safeParseAsync.bind(this);
    this.spa = this.spa.bind(this);
    this.refine = this.refine.bind(this);
    this.refinement = this.refinement.bind(this);
    this.superRefine = this.superRefine.bind(this);
    this.optional = this.optional.bind(this);
    this.nullable = this.nullable.bind(this);
    this.nullish = this.nullish.bind(this);
    this.array = this.array.bind(this);
    this.promise = this.promise.bind(this);
    this.or = this.or.bind(this);
    this.and = this.and.bind(this);
    this.transform = this.transform.bind(this);
    this.brand = this.brand.bind(this);
    this.default = this.default.bind(this);
    this.catch = this.catch.bind(this);
    this.describe = this.describe.bind(this);
    this.pipe = this.pipe.bind(this);
    this.readonly = this.readonly.bind(this);
    this.isNullable = this.isNullable.bind(this);
    this.isOptional = this.isOptional.bind(this);
    this["~standard"] = {
      version: 1,
      vendor: "zod",
      validate: (data) => this["~validate"](data)
    };
  }
  optional() {
    return ZodOptional2.create(this, this._def);
  }
  nullable() {
    return ZodNullable.create(this, this._def);
  }
  nullish() {
    return this.nullable().optional();
  }
  array() {
    return ZodArray.create(this);
  }
  promise() {
    return ZodPromise.create(this, this._def);
  }
  or(option) {
    return ZodUnion.create([this, option], this._def);
  }
  and(incoming) {
    return ZodIntersection.create(this, incoming, this._def);
  }
  transform(transform) {
    return new ZodEffects({
      ...processCreateParams(this._def),
      schema: this,
      typeName: ZodFirstPartyTypeKind.ZodEffects,
      effect: { type: "transform", transform }
    });
  }
  default(def) {
    const defaultValueFunc = typeof def === "function" ? def : () => def;
    return new ZodDefault({
      ...processCreateParams(this._def),
      innerType: this,
      defaultValue: defaultValueFunc,
      typeName: ZodFirstPartyTypeKind.ZodDefault
    });
  }
  brand() {
    return new ZodBranded({
      typeName: ZodFirstPartyTypeKind.ZodBranded,
      type: this,
      ...processCreateParams(this._def)
    });
  }
  catch(def) {
    const catchValueFunc = typeof def === "function" ? def : () => def;
    return new ZodCatch({
      ...processCreateParams(this._def),
      innerType: this,
      catchValue: catchValueFunc,
      typeName: ZodFirstPartyTypeKind.ZodCatch
    });
  }
  describe(description) {
    const This = this.constructor;
    return new This({
      ...this._def,
      description
    });
  }
  pipe(target) {
    return ZodPipeline.create(this, target);
  }
  readonly() {
    return ZodReadonly.create(this);
  }
  isOptional() {
    return this.safeParse(void 0).success;
  }
  isNullable() {
    return this.safeParse(null).success;
  }
};
var cuidRegex = /^c[^\s-]{8,}$/i;
var cuid2Regex = /^[0-9a-z]+$/;
var ulidRegex = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
var uuidRegex = /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/i;
var nanoidRegex = /^[a-z0-9_-]{21}$/i;
var jwtRegex = /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/;
var durationRegex = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
var emailRegex = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-\.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9\-]*\.)+[A-Z]{2,}$/i;
var _emojiRegex = `^[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
var emojiRegex;
var ipv4Regex = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
var ipv4CidrRegex = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/;
var ipv6Regex = /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))$/;
var ipv6CidrRegex = /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
var base64Regex = /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/;
var base64urlRegex = /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/;
var dateRegexSource = `((\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|(02)-(0[1-9]|1\\d|2[0-8])))`;
var dateRegex = new RegExp(`^${dateRegexSource}$`);
function timeRegexSource(args) {
  let secondsRegexSource = `[0-5]\\d`;
  if (args.precision) {
    secondsRegexSource = `${secondsRegexSource}\\.\\d{${args.precision}}`;
  } else if (args.precision == null) {
    secondsRegexSource = `${secondsRegexSource}(\\.\\d+)?`;
  }
  const secondsQuantifier = args.precision ? "+" : "?";
  return `([01]\\d|2[0-3]):[0-5]\\d(:${secondsRegexSource})${secondsQuantifier}`;
}
function timeRegex(args) {
  return new RegExp(`^${timeRegexSource(args)}$`);
}
function datetimeRegex(args) {
  let regex = `${dateRegexSource}T${timeRegexSource(args)}`;
  const opts = [];
  opts.push(args.local ? `Z?` : `Z`);
  if (args.offset)
    opts.push(`([+-]\\d{2}:?\\d{2})`);
  regex = `${regex}(${opts.join("|")})`;
  return new RegExp(`^${regex}$`);
}
function isValidIP(ip, version) {
  if ((version === "v4" || !version) && ipv4Regex.test(ip)) {
    return true;
  }
  if ((version === "v6" || !version) && ipv6Regex.test(ip)) {
    return true;
  }
  return false;
}
function isValidJWT(jwt, alg) {
  if (!jwtRegex.test(jwt))
    return false;
  try {
    const [header] = jwt.split(".");
    if (!header)
      return false;
    const base64 = header.replace(/-/g, "+").replace(/_/g, "/").padEnd(header.length + (4 - header.length % 4) % 4, "=");
    const decoded = JSON.parse(atob(base64));
    if (typeof decoded !== "object" || decoded === null)
      return false;
    if ("typ" in decoded && decoded?.typ !== "JWT")
      return false;
    if (!decoded.alg)
      return false;
    if (alg && decoded.alg !== alg)
      return false;
    return true;
  } catch {
    return false;
  }
}
function isValidCidr(ip, version) {
  if ((version === "v4" || !version) && ipv4CidrRegex.test(ip)) {
    return true;
  }
  if ((version === "v6" || !version) && ipv6CidrRegex.test(ip)) {
    return true;
  }
  return false;
}
var ZodString = class _ZodString extends ZodType {
  _parse(input14) {
    if (this._def.coerce) {
      input14.data = String(input14.data);
    }
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.string) {
      const ctx2 = this._getOrReturnCtx(input14);
      addIssueToContext(ctx2, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.string,
        received: ctx2.parsedType
      });
      return INVALID;
    }
    const status2 = new ParseStatus();
    let ctx = void 0;
    for (const check of this._def.checks) {
      if (check.kind === "min") {
        if (input14.data.length < check.value) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_small,
            minimum: check.value,
            type: "string",
            inclusive: true,
            exact: false,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "max") {
        if (input14.data.length > check.value) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_big,
            maximum: check.value,
            type: "string",
            inclusive: true,
            exact: false,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "length") {
        const tooBig = input14.data.length > check.value;
        const tooSmall = input14.data.length < check.value;
        if (tooBig || tooSmall) {
          ctx = this._getOrReturnCtx(input14, ctx);
          if (tooBig) {
            addIssueToContext(ctx, {
              code: ZodIssueCode.too_big,
              maximum: check.value,
              type: "string",
              inclusive: true,
              exact: true,
              message: check.message
            });
          } else if (tooSmall) {
            addIssueToContext(ctx, {
              code: ZodIssueCode.too_small,
              minimum: check.value,
              type: "string",
              inclusive: true,
              exact: true,
              message: check.message
            });
          }
          status2.dirty();
        }
      } else if (check.kind === "email") {
        if (!emailRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "email",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "emoji") {
        if (!emojiRegex) {
          emojiRegex = new RegExp(_emojiRegex, "u");
        }
        if (!emojiRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "emoji",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "uuid") {
        if (!uuidRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "uuid",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "nanoid") {
        if (!nanoidRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "nanoid",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "cuid") {
        if (!cuidRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "cuid",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "cuid2") {
        if (!cuid2Regex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "cuid2",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "ulid") {
        if (!ulidRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "ulid",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "url") {
        try {
          new URL(input14.data);
        } catch {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "url",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "regex") {
        check.regex.lastIndex = 0;
        const testResult = check.regex.test(input14.data);
        if (!testResult) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "regex",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "trim") {
        input14.data = input14.data.trim();
      } else if (check.kind === "includes") {
        if (!input14.data.includes(check.value, check.position)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: { includes: check.value, position: check.position },
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "toLowerCase") {
        input14.data = input14.data.toLowerCase();
      } else if (check.kind === "toUpperCase") {
        input14.data = input14.data.toUpperCase();
      } else if (check.kind === "startsWith") {
        if (!input14.data.startsWith(check.value)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: { startsWith: check.value },
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "endsWith") {
        if (!input14.data.endsWith(check.value)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: { endsWith: check.value },
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "datetime") {
        const regex = datetimeRegex(check);
        if (!regex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: "datetime",
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "date") {
        const regex = dateRegex;
        if (!regex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: "date",
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "time") {
        const regex = timeRegex(check);
        if (!regex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_string,
            validation: "time",
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "duration") {
        if (!durationRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "duration",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "ip") {
        if (!isValidIP(input14.data, check.version)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "ip",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "jwt") {
        if (!isValidJWT(input14.data, check.alg)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "jwt",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "cidr") {
        if (!isValidCidr(input14.data, check.version)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "cidr",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "base64") {
        if (!base64Regex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "base64",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "base64url") {
        if (!base64urlRegex.test(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            validation: "base64url",
            code: ZodIssueCode.invalid_string,
            message: check.message
          });
          status2.dirty();
        }
      } else {
        util.assertNever(check);
      }
    }
    return { status: status2.value, value: input14.data };
  }
  _regex(regex, validation, message2) {
    return this.refinement((data) => regex.test(data), {
      validation,
      code: ZodIssueCode.invalid_string,
      ...errorUtil.errToObj(message2)
    });
  }
  _addCheck(check) {
    return new _ZodString({
      ...this._def,
      checks: [...this._def.checks, check]
    });
  }
  email(message2) {
    return this._addCheck({ kind: "email", ...errorUtil.errToObj(message2) });
  }
  url(message2) {
    return this._addCheck({ kind: "url", ...errorUtil.errToObj(message2) });
  }
  emoji(message2) {
    return this._addCheck({ kind: "emoji", ...errorUtil.errToObj(message2) });
  }
  uuid(message2) {
    return this._addCheck({ kind: "uuid", ...errorUtil.errToObj(message2) });
  }
  nanoid(message2) {
    return this._addCheck({ kind: "nanoid", ...errorUtil.errToObj(message2) });
  }
  cuid(message2) {
    return this._addCheck({ kind: "cuid", ...errorUtil.errToObj(message2) });
  }
  cuid2(message2) {
    return this._addCheck({ kind: "cuid2", ...errorUtil.errToObj(message2) });
  }
  ulid(message2) {
    return this._addCheck({ kind: "ulid", ...errorUtil.errToObj(message2) });
  }
  base64(message2) {
    return this._addCheck({ kind: "base64", ...errorUtil.errToObj(message2) });
  }
  base64url(message2) {
    return this._addCheck({
      kind: "base64url",
      ...errorUtil.errToObj(message2)
    });
  }
  jwt(options) {
    return this._addCheck({ kind: "jwt", ...errorUtil.errToObj(options) });
  }
  ip(options) {
    return this._addCheck({ kind: "ip", ...errorUtil.errToObj(options) });
  }
  cidr(options) {
    return this._addCheck({ kind: "cidr", ...errorUtil.errToObj(options) });
  }
  datetime(options) {
    if (typeof options === "string") {
      return this._addCheck({
        kind: "datetime",
        precision: null,
        offset: false,
        local: false,
        message: options
      });
    }
    return this._addCheck({
      kind: "datetime",
      precision: typeof options?.precision === "undefined" ? null : options?.precision,
      offset: options?.offset ?? false,
      local: options?.local ?? false,
      ...errorUtil.errToObj(options?.message)
    });
  }
  date(message2) {
    return this._addCheck({ kind: "date", message: message2 });
  }
  time(options) {
    if (typeof options === "string") {
      return this._addCheck({
        kind: "time",
        precision: null,
        message: options
      });
    }
    return this._addCheck({
      kind: "time",
      precision: typeof options?.precision === "undefined" ? null : options?.precision,
      ...errorUtil.errToObj(options?.message)
    });
  }
  duration(message2) {
    return this._addCheck({ kind: "duration", ...errorUtil.errToObj(message2) });
  }
  regex(regex, message2) {
    return this._addCheck({
      kind: "regex",
      regex,
      ...errorUtil.errToObj(message2)
    });
  }
  includes(value, options) {
    return this._addCheck({
      kind: "includes",
      value,
      position: options?.position,
      ...errorUtil.errToObj(options?.message)
    });
  }
  startsWith(value, message2) {
    return this._addCheck({
      kind: "startsWith",
      value,
      ...errorUtil.errToObj(message2)
    });
  }
  endsWith(value, message2) {
    return this._addCheck({
      kind: "endsWith",
      value,
      ...errorUtil.errToObj(message2)
    });
  }
  min(minLength, message2) {
    return this._addCheck({
      kind: "min",
      value: minLength,
      ...errorUtil.errToObj(message2)
    });
  }
  max(maxLength, message2) {
    return this._addCheck({
      kind: "max",
      value: maxLength,
      ...errorUtil.errToObj(message2)
    });
  }
  length(len, message2) {
    return this._addCheck({
      kind: "length",
      value: len,
      ...errorUtil.errToObj(message2)
    });
  }
  /**
   * Equivalent to `.min(1)`
   */
  nonempty(message2) {
    return this.min(1, errorUtil.errToObj(message2));
  }
  trim() {
    return new _ZodString({
      ...this._def,
      checks: [...this._def.checks, { kind: "trim" }]
    });
  }
  toLowerCase() {
    return new _ZodString({
      ...this._def,
      checks: [...this._def.checks, { kind: "toLowerCase" }]
    });
  }
  toUpperCase() {
    return new _ZodString({
      ...this._def,
      checks: [...this._def.checks, { kind: "toUpperCase" }]
    });
  }
  get isDatetime() {
    return !!this._def.checks.find((ch) => ch.kind === "datetime");
  }
  get isDate() {
    return !!this._def.checks.find((ch) => ch.kind === "date");
  }
  get isTime() {
    return !!this._def.checks.find((ch) => ch.kind === "time");
  }
  get isDuration() {
    return !!this._def.checks.find((ch) => ch.kind === "duration");
  }
  get isEmail() {
    return !!this._def.checks.find((ch) => ch.kind === "email");
  }
  get isURL() {
    return !!this._def.checks.find((ch) => ch.kind === "url");
  }
  get isEmoji() {
    return !!this._def.checks.find((ch) => ch.kind === "emoji");
  }
  get isUUID() {
    return !!this._def.checks.find((ch) => ch.kind === "uuid");
  }
  get isNANOID() {
    return !!this._def.checks.find((ch) => ch.kind === "nanoid");
  }
  get isCUID() {
    return !!this._def.checks.find((ch) => ch.kind === "cuid");
  }
  get isCUID2() {
    return !!this._def.checks.find((ch) => ch.kind === "cuid2");
  }
  get isULID() {
    return !!this._def.checks.find((ch) => ch.kind === "ulid");
  }
  get isIP() {
    return !!this._def.checks.find((ch) => ch.kind === "ip");
  }
  get isCIDR() {
    return !!this._def.checks.find((ch) => ch.kind === "cidr");
  }
  get isBase64() {
    return !!this._def.checks.find((ch) => ch.kind === "base64");
  }
  get isBase64url() {
    return !!this._def.checks.find((ch) => ch.kind === "base64url");
  }
  get minLength() {
    let min = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "min") {
        if (min === null || ch.value > min)
          min = ch.value;
      }
    }
    return min;
  }
  get maxLength() {
    let max = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "max") {
        if (max === null || ch.value < max)
          max = ch.value;
      }
    }
    return max;
  }
};
ZodString.create = (params) => {
  return new ZodString({
    checks: [],
    typeName: ZodFirstPartyTypeKind.ZodString,
    coerce: params?.coerce ?? false,
    ...processCreateParams(params)
  });
};
function floatSafeRemainder(val, step) {
  const valDecCount = (val.toString().split(".")[1] || "").length;
  const stepDecCount = (step.toString().split(".")[1] || "").length;
  const decCount = valDecCount > stepDecCount ? valDecCount : stepDecCount;
  const valInt = Number.parseInt(val.toFixed(decCount).replace(".", ""));
  const stepInt = Number.parseInt(step.toFixed(decCount).replace(".", ""));
  return valInt % stepInt / 10 ** decCount;
}
var ZodNumber = class _ZodNumber extends ZodType {
  constructor() {
    super(...arguments);
    this.min = this.gte;
    this.max = this.lte;
    this.step = this.multipleOf;
  }
  _parse(input14) {
    if (this._def.coerce) {
      input14.data = Number(input14.data);
    }
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.number) {
      const ctx2 = this._getOrReturnCtx(input14);
      addIssueToContext(ctx2, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.number,
        received: ctx2.parsedType
      });
      return INVALID;
    }
    let ctx = void 0;
    const status2 = new ParseStatus();
    for (const check of this._def.checks) {
      if (check.kind === "int") {
        if (!util.isInteger(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.invalid_type,
            expected: "integer",
            received: "float",
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "min") {
        const tooSmall = check.inclusive ? input14.data < check.value : input14.data <= check.value;
        if (tooSmall) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_small,
            minimum: check.value,
            type: "number",
            inclusive: check.inclusive,
            exact: false,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "max") {
        const tooBig = check.inclusive ? input14.data > check.value : input14.data >= check.value;
        if (tooBig) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_big,
            maximum: check.value,
            type: "number",
            inclusive: check.inclusive,
            exact: false,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "multipleOf") {
        if (floatSafeRemainder(input14.data, check.value) !== 0) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.not_multiple_of,
            multipleOf: check.value,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "finite") {
        if (!Number.isFinite(input14.data)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.not_finite,
            message: check.message
          });
          status2.dirty();
        }
      } else {
        util.assertNever(check);
      }
    }
    return { status: status2.value, value: input14.data };
  }
  gte(value, message2) {
    return this.setLimit("min", value, true, errorUtil.toString(message2));
  }
  gt(value, message2) {
    return this.setLimit("min", value, false, errorUtil.toString(message2));
  }
  lte(value, message2) {
    return this.setLimit("max", value, true, errorUtil.toString(message2));
  }
  lt(value, message2) {
    return this.setLimit("max", value, false, errorUtil.toString(message2));
  }
  setLimit(kind, value, inclusive, message2) {
    return new _ZodNumber({
      ...this._def,
      checks: [
        ...this._def.checks,
        {
          kind,
          value,
          inclusive,
          message: errorUtil.toString(message2)
        }
      ]
    });
  }
  _addCheck(check) {
    return new _ZodNumber({
      ...this._def,
      checks: [...this._def.checks, check]
    });
  }
  int(message2) {
    return this._addCheck({
      kind: "int",
      message: errorUtil.toString(message2)
    });
  }
  positive(message2) {
    return this._addCheck({
      kind: "min",
      value: 0,
      inclusive: false,
      message: errorUtil.toString(message2)
    });
  }
  negative(message2) {
    return this._addCheck({
      kind: "max",
      value: 0,
      inclusive: false,
      message: errorUtil.toString(message2)
    });
  }
  nonpositive(message2) {
    return this._addCheck({
      kind: "max",
      value: 0,
      inclusive: true,
      message: errorUtil.toString(message2)
    });
  }
  nonnegative(message2) {
    return this._addCheck({
      kind: "min",
      value: 0,
      inclusive: true,
      message: errorUtil.toString(message2)
    });
  }
  multipleOf(value, message2) {
    return this._addCheck({
      kind: "multipleOf",
      value,
      message: errorUtil.toString(message2)
    });
  }
  finite(message2) {
    return this._addCheck({
      kind: "finite",
      message: errorUtil.toString(message2)
    });
  }
  safe(message2) {
    return this._addCheck({
      kind: "min",
      inclusive: true,
      value: Number.MIN_SAFE_INTEGER,
      message: errorUtil.toString(message2)
    })._addCheck({
      kind: "max",
      inclusive: true,
      value: Number.MAX_SAFE_INTEGER,
      message: errorUtil.toString(message2)
    });
  }
  get minValue() {
    let min = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "min") {
        if (min === null || ch.value > min)
          min = ch.value;
      }
    }
    return min;
  }
  get maxValue() {
    let max = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "max") {
        if (max === null || ch.value < max)
          max = ch.value;
      }
    }
    return max;
  }
  get isInt() {
    return !!this._def.checks.find((ch) => ch.kind === "int" || ch.kind === "multipleOf" && util.isInteger(ch.value));
  }
  get isFinite() {
    let max = null;
    let min = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "finite" || ch.kind === "int" || ch.kind === "multipleOf") {
        return true;
      } else if (ch.kind === "min") {
        if (min === null || ch.value > min)
          min = ch.value;
      } else if (ch.kind === "max") {
        if (max === null || ch.value < max)
          max = ch.value;
      }
    }
    return Number.isFinite(min) && Number.isFinite(max);
  }
};
ZodNumber.create = (params) => {
  return new ZodNumber({
    checks: [],
    typeName: ZodFirstPartyTypeKind.ZodNumber,
    coerce: params?.coerce || false,
    ...processCreateParams(params)
  });
};
var ZodBigInt = class _ZodBigInt extends ZodType {
  constructor() {
    super(...arguments);
    this.min = this.gte;
    this.max = this.lte;
  }
  _parse(input14) {
    if (this._def.coerce) {
      try {
        input14.data = BigInt(input14.data);
      } catch {
        return this._getInvalidInput(input14);
      }
    }
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.bigint) {
      return this._getInvalidInput(input14);
    }
    let ctx = void 0;
    const status2 = new ParseStatus();
    for (const check of this._def.checks) {
      if (check.kind === "min") {
        const tooSmall = check.inclusive ? input14.data < check.value : input14.data <= check.value;
        if (tooSmall) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_small,
            type: "bigint",
            minimum: check.value,
            inclusive: check.inclusive,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "max") {
        const tooBig = check.inclusive ? input14.data > check.value : input14.data >= check.value;
        if (tooBig) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_big,
            type: "bigint",
            maximum: check.value,
            inclusive: check.inclusive,
            message: check.message
          });
          status2.dirty();
        }
      } else if (check.kind === "multipleOf") {
        if (input14.data % check.value !== BigInt(0)) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.not_multiple_of,
            multipleOf: check.value,
            message: check.message
          });
          status2.dirty();
        }
      } else {
        util.assertNever(check);
      }
    }
    return { status: status2.value, value: input14.data };
  }
  _getInvalidInput(input14) {
    const ctx = this._getOrReturnCtx(input14);
    addIssueToContext(ctx, {
      code: ZodIssueCode.invalid_type,
      expected: ZodParsedType.bigint,
      received: ctx.parsedType
    });
    return INVALID;
  }
  gte(value, message2) {
    return this.setLimit("min", value, true, errorUtil.toString(message2));
  }
  gt(value, message2) {
    return this.setLimit("min", value, false, errorUtil.toString(message2));
  }
  lte(value, message2) {
    return this.setLimit("max", value, true, errorUtil.toString(message2));
  }
  lt(value, message2) {
    return this.setLimit("max", value, false, errorUtil.toString(message2));
  }
  setLimit(kind, value, inclusive, message2) {
    return new _ZodBigInt({
      ...this._def,
      checks: [
        ...this._def.checks,
        {
          kind,
          value,
          inclusive,
          message: errorUtil.toString(message2)
        }
      ]
    });
  }
  _addCheck(check) {
    return new _ZodBigInt({
      ...this._def,
      checks: [...this._def.checks, check]
    });
  }
  positive(message2) {
    return this._addCheck({
      kind: "min",
      value: BigInt(0),
      inclusive: false,
      message: errorUtil.toString(message2)
    });
  }
  negative(message2) {
    return this._addCheck({
      kind: "max",
      value: BigInt(0),
      inclusive: false,
      message: errorUtil.toString(message2)
    });
  }
  nonpositive(message2) {
    return this._addCheck({
      kind: "max",
      value: BigInt(0),
      inclusive: true,
      message: errorUtil.toString(message2)
    });
  }
  nonnegative(message2) {
    return this._addCheck({
      kind: "min",
      value: BigInt(0),
      inclusive: true,
      message: errorUtil.toString(message2)
    });
  }
  multipleOf(value, message2) {
    return this._addCheck({
      kind: "multipleOf",
      value,
      message: errorUtil.toString(message2)
    });
  }
  get minValue() {
    let min = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "min") {
        if (min === null || ch.value > min)
          min = ch.value;
      }
    }
    return min;
  }
  get maxValue() {
    let max = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "max") {
        if (max === null || ch.value < max)
          max = ch.value;
      }
    }
    return max;
  }
};
ZodBigInt.create = (params) => {
  return new ZodBigInt({
    checks: [],
    typeName: ZodFirstPartyTypeKind.ZodBigInt,
    coerce: params?.coerce ?? false,
    ...processCreateParams(params)
  });
};
var ZodBoolean = class extends ZodType {
  _parse(input14) {
    if (this._def.coerce) {
      input14.data = Boolean(input14.data);
    }
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.boolean) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.boolean,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return OK(input14.data);
  }
};
ZodBoolean.create = (params) => {
  return new ZodBoolean({
    typeName: ZodFirstPartyTypeKind.ZodBoolean,
    coerce: params?.coerce || false,
    ...processCreateParams(params)
  });
};
var ZodDate = class _ZodDate extends ZodType {
  _parse(input14) {
    if (this._def.coerce) {
      input14.data = new Date(input14.data);
    }
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.date) {
      const ctx2 = this._getOrReturnCtx(input14);
      addIssueToContext(ctx2, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.date,
        received: ctx2.parsedType
      });
      return INVALID;
    }
    if (Number.isNaN(input14.data.getTime())) {
      const ctx2 = this._getOrReturnCtx(input14);
      addIssueToContext(ctx2, {
        code: ZodIssueCode.invalid_date
      });
      return INVALID;
    }
    const status2 = new ParseStatus();
    let ctx = void 0;
    for (const check of this._def.checks) {
      if (check.kind === "min") {
        if (input14.data.getTime() < check.value) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_small,
            message: check.message,
            inclusive: true,
            exact: false,
            minimum: check.value,
            type: "date"
          });
          status2.dirty();
        }
      } else if (check.kind === "max") {
        if (input14.data.getTime() > check.value) {
          ctx = this._getOrReturnCtx(input14, ctx);
          addIssueToContext(ctx, {
            code: ZodIssueCode.too_big,
            message: check.message,
            inclusive: true,
            exact: false,
            maximum: check.value,
            type: "date"
          });
          status2.dirty();
        }
      } else {
        util.assertNever(check);
      }
    }
    return {
      status: status2.value,
      value: new Date(input14.data.getTime())
    };
  }
  _addCheck(check) {
    return new _ZodDate({
      ...this._def,
      checks: [...this._def.checks, check]
    });
  }
  min(minDate, message2) {
    return this._addCheck({
      kind: "min",
      value: minDate.getTime(),
      message: errorUtil.toString(message2)
    });
  }
  max(maxDate, message2) {
    return this._addCheck({
      kind: "max",
      value: maxDate.getTime(),
      message: errorUtil.toString(message2)
    });
  }
  get minDate() {
    let min = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "min") {
        if (min === null || ch.value > min)
          min = ch.value;
      }
    }
    return min != null ? new Date(min) : null;
  }
  get maxDate() {
    let max = null;
    for (const ch of this._def.checks) {
      if (ch.kind === "max") {
        if (max === null || ch.value < max)
          max = ch.value;
      }
    }
    return max != null ? new Date(max) : null;
  }
};
ZodDate.create = (params) => {
  return new ZodDate({
    checks: [],
    coerce: params?.coerce || false,
    typeName: ZodFirstPartyTypeKind.ZodDate,
    ...processCreateParams(params)
  });
};
var ZodSymbol = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.symbol) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.symbol,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return OK(input14.data);
  }
};
ZodSymbol.create = (params) => {
  return new ZodSymbol({
    typeName: ZodFirstPartyTypeKind.ZodSymbol,
    ...processCreateParams(params)
  });
};
var ZodUndefined = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.undefined) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.undefined,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return OK(input14.data);
  }
};
ZodUndefined.create = (params) => {
  return new ZodUndefined({
    typeName: ZodFirstPartyTypeKind.ZodUndefined,
    ...processCreateParams(params)
  });
};
var ZodNull = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.null) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.null,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return OK(input14.data);
  }
};
ZodNull.create = (params) => {
  return new ZodNull({
    typeName: ZodFirstPartyTypeKind.ZodNull,
    ...processCreateParams(params)
  });
};
var ZodAny = class extends ZodType {
  constructor() {
    super(...arguments);
    this._any = true;
  }
  _parse(input14) {
    return OK(input14.data);
  }
};
ZodAny.create = (params) => {
  return new ZodAny({
    typeName: ZodFirstPartyTypeKind.ZodAny,
    ...processCreateParams(params)
  });
};
var ZodUnknown = class extends ZodType {
  constructor() {
    super(...arguments);
    this._unknown = true;
  }
  _parse(input14) {
    return OK(input14.data);
  }
};
ZodUnknown.create = (params) => {
  return new ZodUnknown({
    typeName: ZodFirstPartyTypeKind.ZodUnknown,
    ...processCreateParams(params)
  });
};
var ZodNever = class extends ZodType {
  _parse(input14) {
    const ctx = this._getOrReturnCtx(input14);
    addIssueToContext(ctx, {
      code: ZodIssueCode.invalid_type,
      expected: ZodParsedType.never,
      received: ctx.parsedType
    });
    return INVALID;
  }
};
ZodNever.create = (params) => {
  return new ZodNever({
    typeName: ZodFirstPartyTypeKind.ZodNever,
    ...processCreateParams(params)
  });
};
var ZodVoid = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.undefined) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.void,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return OK(input14.data);
  }
};
ZodVoid.create = (params) => {
  return new ZodVoid({
    typeName: ZodFirstPartyTypeKind.ZodVoid,
    ...processCreateParams(params)
  });
};
var ZodArray = class _ZodArray extends ZodType {
  _parse(input14) {
    const { ctx, status: status2 } = this._processInputParams(input14);
    const def = this._def;
    if (ctx.parsedType !== ZodParsedType.array) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.array,
        received: ctx.parsedType
      });
      return INVALID;
    }
    if (def.exactLength !== null) {
      const tooBig = ctx.data.length > def.exactLength.value;
      const tooSmall = ctx.data.length < def.exactLength.value;
      if (tooBig || tooSmall) {
        addIssueToContext(ctx, {
          code: tooBig ? ZodIssueCode.too_big : ZodIssueCode.too_small,
          minimum: tooSmall ? def.exactLength.value : void 0,
          maximum: tooBig ? def.exactLength.value : void 0,
          type: "array",
          inclusive: true,
          exact: true,
          message: def.exactLength.message
        });
        status2.dirty();
      }
    }
    if (def.minLength !== null) {
      if (ctx.data.length < def.minLength.value) {
        addIssueToContext(ctx, {
          code: ZodIssueCode.too_small,
          minimum: def.minLength.value,
          type: "array",
          inclusive: true,
          exact: false,
          message: def.minLength.message
        });
        status2.dirty();
      }
    }
    if (def.maxLength !== null) {
      if (ctx.data.length > def.maxLength.value) {
        addIssueToContext(ctx, {
          code: ZodIssueCode.too_big,
          maximum: def.maxLength.value,
          type: "array",
          inclusive: true,
          exact: false,
          message: def.maxLength.message
        });
        status2.dirty();
      }
    }
    if (ctx.common.async) {
      return Promise.all([...ctx.data].map((item, i) => {
        return def.type._parseAsync(new ParseInputLazyPath(ctx, item, ctx.path, i));
      })).then((result2) => {
        return ParseStatus.mergeArray(status2, result2);
      });
    }
    const result = [...ctx.data].map((item, i) => {
      return def.type._parseSync(new ParseInputLazyPath(ctx, item, ctx.path, i));
    });
    return ParseStatus.mergeArray(status2, result);
  }
  get element() {
    return this._def.type;
  }
  min(minLength, message2) {
    return new _ZodArray({
      ...this._def,
      minLength: { value: minLength, message: errorUtil.toString(message2) }
    });
  }
  max(maxLength, message2) {
    return new _ZodArray({
      ...this._def,
      maxLength: { value: maxLength, message: errorUtil.toString(message2) }
    });
  }
  length(len, message2) {
    return new _ZodArray({
      ...this._def,
      exactLength: { value: len, message: errorUtil.toString(message2) }
    });
  }
  nonempty(message2) {
    return this.min(1, message2);
  }
};
ZodArray.create = (schema, params) => {
  return new ZodArray({
    type: schema,
    minLength: null,
    maxLength: null,
    exactLength: null,
    typeName: ZodFirstPartyTypeKind.ZodArray,
    ...processCreateParams(params)
  });
};
function deepPartialify(schema) {
  if (schema instanceof ZodObject) {
    const newShape = {};
    for (const key in schema.shape) {
      const fieldSchema = schema.shape[key];
      newShape[key] = ZodOptional2.create(deepPartialify(fieldSchema));
    }
    return new ZodObject({
      ...schema._def,
      shape: () => newShape
    });
  } else if (schema instanceof ZodArray) {
    return new ZodArray({
      ...schema._def,
      type: deepPartialify(schema.element)
    });
  } else if (schema instanceof ZodOptional2) {
    return ZodOptional2.create(deepPartialify(schema.unwrap()));
  } else if (schema instanceof ZodNullable) {
    return ZodNullable.create(deepPartialify(schema.unwrap()));
  } else if (schema instanceof ZodTuple) {
    return ZodTuple.create(schema.items.map((item) => deepPartialify(item)));
  } else {
    return schema;
  }
}
var ZodObject = class _ZodObject extends ZodType {
  constructor() {
    super(...arguments);
    this._cached = null;
    this.nonstrict = this.passthrough;
    this.augment = this.extend;
  }
  _getCached() {
    if (this._cached !== null)
      return this._cached;
    const shape = this._def.shape();
    const keys = util.objectKeys(shape);
    this._cached = { shape, keys };
    return this._cached;
  }
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.object) {
      const ctx2 = this._getOrReturnCtx(input14);
      addIssueToContext(ctx2, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.object,
        received: ctx2.parsedType
      });
      return INVALID;
    }
    const { status: status2, ctx } = this._processInputParams(input14);
    const { shape, keys: shapeKeys } = this._getCached();
    const extraKeys = [];
    if (!(this._def.catchall instanceof ZodNever && this._def.unknownKeys === "strip")) {
      for (const key in ctx.data) {
        if (!shapeKeys.includes(key)) {
          extraKeys.push(key);
        }
      }
    }
    const pairs = [];
    for (const key of shapeKeys) {
      const keyValidator = shape[key];
      const value = ctx.data[key];
      pairs.push({
        key: { status: "valid", value: key },
        value: keyValidator._parse(new ParseInputLazyPath(ctx, value, ctx.path, key)),
        alwaysSet: key in ctx.data
      });
    }
    if (this._def.catchall instanceof ZodNever) {
      const unknownKeys2 = this._def.unknownKeys;
      if (unknownKeys2 === "passthrough") {
        for (const key of extraKeys) {
          pairs.push({
            key: { status: "valid", value: key },
            value: { status: "valid", value: ctx.data[key] }
          });
        }
      } else if (unknownKeys2 === "strict") {
        if (extraKeys.length > 0) {
          addIssueToContext(ctx, {
            code: ZodIssueCode.unrecognized_keys,
            keys: extraKeys
          });
          status2.dirty();
        }
      } else if (unknownKeys2 === "strip") {
      } else {
        throw new Error(`Internal ZodObject error: invalid unknownKeys value.`);
      }
    } else {
      const catchall = this._def.catchall;
      for (const key of extraKeys) {
        const value = ctx.data[key];
        pairs.push({
          key: { status: "valid", value: key },
          value: catchall._parse(
            new ParseInputLazyPath(ctx, value, ctx.path, key)
            //, ctx.child(key), value, getParsedType(value)
          ),
          alwaysSet: key in ctx.data
        });
      }
    }
    if (ctx.common.async) {
      return Promise.resolve().then(async () => {
        const syncPairs = [];
        for (const pair of pairs) {
          const key = await pair.key;
          const value = await pair.value;
          syncPairs.push({
            key,
            value,
            alwaysSet: pair.alwaysSet
          });
        }
        return syncPairs;
      }).then((syncPairs) => {
        return ParseStatus.mergeObjectSync(status2, syncPairs);
      });
    } else {
      return ParseStatus.mergeObjectSync(status2, pairs);
    }
  }
  get shape() {
    return this._def.shape();
  }
  strict(message2) {
    errorUtil.errToObj;
    return new _ZodObject({
      ...this._def,
      unknownKeys: "strict",
      ...message2 !== void 0 ? {
        errorMap: (issue, ctx) => {
          const defaultError = this._def.errorMap?.(issue, ctx).message ?? ctx.defaultError;
          if (issue.code === "unrecognized_keys")
            return {
              message: errorUtil.errToObj(message2).message ?? defaultError
            };
          return {
            message: defaultError
          };
        }
      } : {}
    });
  }
  strip() {
    return new _ZodObject({
      ...this._def,
      unknownKeys: "strip"
    });
  }
  passthrough() {
    return new _ZodObject({
      ...this._def,
      unknownKeys: "passthrough"
    });
  }
  // const AugmentFactory =
  //   <Def extends ZodObjectDef>(def: Def) =>
  //   <Augmentation extends ZodRawShape>(
  //     augmentation: Augmentation
  //   ): ZodObject<
  //     extendShape<ReturnType<Def["shape"]>, Augmentation>,
  //     Def["unknownKeys"],
  //     Def["catchall"]
  //   > => {
  //     return new ZodObject({
  //       ...def,
  //       shape: () => ({
  //         ...def.shape(),
  //         ...augmentation,
  //       }),
  //     }) as any;
  //   };
  extend(augmentation) {
    return new _ZodObject({
      ...this._def,
      shape: () => ({
        ...this._def.shape(),
        ...augmentation
      })
    });
  }
  /**
   * Prior to zod@1.0.12 there was a bug in the
   * inferred type of merged objects. Please
   * upgrade if you are experiencing issues.
   */
  merge(merging) {
    const merged = new _ZodObject({
      unknownKeys: merging._def.unknownKeys,
      catchall: merging._def.catchall,
      shape: () => ({
        ...this._def.shape(),
        ...merging._def.shape()
      }),
      typeName: ZodFirstPartyTypeKind.ZodObject
    });
    return merged;
  }
  // merge<
  //   Incoming extends AnyZodObject,
  //   Augmentation extends Incoming["shape"],
  //   NewOutput extends {
  //     [k in keyof Augmentation | keyof Output]: k extends keyof Augmentation
  //       ? Augmentation[k]["_output"]
  //       : k extends keyof Output
  //       ? Output[k]
  //       : never;
  //   },
  //   NewInput extends {
  //     [k in keyof Augmentation | keyof Input]: k extends keyof Augmentation
  //       ? Augmentation[k]["_input"]
  //       : k extends keyof Input
  //       ? Input[k]
  //       : never;
  //   }
  // >(
  //   merging: Incoming
  // ): ZodObject<
  //   extendShape<T, ReturnType<Incoming["_def"]["shape"]>>,
  //   Incoming["_def"]["unknownKeys"],
  //   Incoming["_def"]["catchall"],
  //   NewOutput,
  //   NewInput
  // > {
  //   const merged: any = new ZodObject({
  //     unknownKeys: merging._def.unknownKeys,
  //     catchall: merging._def.catchall,
  //     shape: () =>
  //       objectUtil.mergeShapes(this._def.shape(), merging._def.shape()),
  //     typeName: ZodFirstPartyTypeKind.ZodObject,
  //   }) as any;
  //   return merged;
  // }
  setKey(key, schema) {
    return this.augment({ [key]: schema });
  }
  // merge<Incoming extends AnyZodObject>(
  //   merging: Incoming
  // ): //ZodObject<T & Incoming["_shape"], UnknownKeys, Catchall> = (merging) => {
  // ZodObject<
  //   extendShape<T, ReturnType<Incoming["_def"]["shape"]>>,
  //   Incoming["_def"]["unknownKeys"],
  //   Incoming["_def"]["catchall"]
  // > {
  //   // const mergedShape = objectUtil.mergeShapes(
  //   //   this._def.shape(),
  //   //   merging._def.shape()
  //   // );
  //   const merged: any = new ZodObject({
  //     unknownKeys: merging._def.unknownKeys,
  //     catchall: merging._def.catchall,
  //     shape: () =>
  //       objectUtil.mergeShapes(this._def.shape(), merging._def.shape()),
  //     typeName: ZodFirstPartyTypeKind.ZodObject,
  //   }) as any;
  //   return merged;
  // }
  catchall(index) {
    return new _ZodObject({
      ...this._def,
      catchall: index
    });
  }
  pick(mask) {
    const shape = {};
    for (const key of util.objectKeys(mask)) {
      if (mask[key] && this.shape[key]) {
        shape[key] = this.shape[key];
      }
    }
    return new _ZodObject({
      ...this._def,
      shape: () => shape
    });
  }
  omit(mask) {
    const shape = {};
    for (const key of util.objectKeys(this.shape)) {
      if (!mask[key]) {
        shape[key] = this.shape[key];
      }
    }
    return new _ZodObject({
      ...this._def,
      shape: () => shape
    });
  }
  /**
   * @deprecated
   */
  deepPartial() {
    return deepPartialify(this);
  }
  partial(mask) {
    const newShape = {};
    for (const key of util.objectKeys(this.shape)) {
      const fieldSchema = this.shape[key];
      if (mask && !mask[key]) {
        newShape[key] = fieldSchema;
      } else {
        newShape[key] = fieldSchema.optional();
      }
    }
    return new _ZodObject({
      ...this._def,
      shape: () => newShape
    });
  }
  required(mask) {
    const newShape = {};
    for (const key of util.objectKeys(this.shape)) {
      if (mask && !mask[key]) {
        newShape[key] = this.shape[key];
      } else {
        const fieldSchema = this.shape[key];
        let newField = fieldSchema;
        while (newField instanceof ZodOptional2) {
          newField = newField._def.innerType;
        }
        newShape[key] = newField;
      }
    }
    return new _ZodObject({
      ...this._def,
      shape: () => newShape
    });
  }
  keyof() {
    return createZodEnum(util.objectKeys(this.shape));
  }
};
ZodObject.create = (shape, params) => {
  return new ZodObject({
    shape: () => shape,
    unknownKeys: "strip",
    catchall: ZodNever.create(),
    typeName: ZodFirstPartyTypeKind.ZodObject,
    ...processCreateParams(params)
  });
};
ZodObject.strictCreate = (shape, params) => {
  return new ZodObject({
    shape: () => shape,
    unknownKeys: "strict",
    catchall: ZodNever.create(),
    typeName: ZodFirstPartyTypeKind.ZodObject,
    ...processCreateParams(params)
  });
};
ZodObject.lazycreate = (shape, params) => {
  return new ZodObject({
    shape,
    unknownKeys: "strip",
    catchall: ZodNever.create(),
    typeName: ZodFirstPartyTypeKind.ZodObject,
    ...processCreateParams(params)
  });
};
var ZodUnion = class extends ZodType {
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    const options = this._def.options;
    function handleResults(results) {
      for (const result of results) {
        if (result.result.status === "valid") {
          return result.result;
        }
      }
      for (const result of results) {
        if (result.result.status === "dirty") {
          ctx.common.issues.push(...result.ctx.common.issues);
          return result.result;
        }
      }
      const unionErrors = results.map((result) => new ZodError(result.ctx.common.issues));
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_union,
        unionErrors
      });
      return INVALID;
    }
    if (ctx.common.async) {
      return Promise.all(options.map(async (option) => {
        const childCtx = {
          ...ctx,
          common: {
            ...ctx.common,
            issues: []
          },
          parent: null
        };
        return {
          result: await option._parseAsync({
            data: ctx.data,
            path: ctx.path,
            parent: childCtx
          }),
          ctx: childCtx
        };
      })).then(handleResults);
    } else {
      let dirty = void 0;
      const issues = [];
      for (const option of options) {
        const childCtx = {
          ...ctx,
          common: {
            ...ctx.common,
            issues: []
          },
          parent: null
        };
        const result = option._parseSync({
          data: ctx.data,
          path: ctx.path,
          parent: childCtx
        });
        if (result.status === "valid") {
          return result;
        } else if (result.status === "dirty" && !dirty) {
          dirty = { result, ctx: childCtx };
        }
        if (childCtx.common.issues.length) {
          issues.push(childCtx.common.issues);
        }
      }
      if (dirty) {
        ctx.common.issues.push(...dirty.ctx.common.issues);
        return dirty.result;
      }
      const unionErrors = issues.map((issues2) => new ZodError(issues2));
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_union,
        unionErrors
      });
      return INVALID;
    }
  }
  get options() {
    return this._def.options;
  }
};
ZodUnion.create = (types, params) => {
  return new ZodUnion({
    options: types,
    typeName: ZodFirstPartyTypeKind.ZodUnion,
    ...processCreateParams(params)
  });
};
var getDiscriminator = (type2) => {
  if (type2 instanceof ZodLazy) {
    return getDiscriminator(type2.schema);
  } else if (type2 instanceof ZodEffects) {
    return getDiscriminator(type2.innerType());
  } else if (type2 instanceof ZodLiteral) {
    return [type2.value];
  } else if (type2 instanceof ZodEnum) {
    return type2.options;
  } else if (type2 instanceof ZodNativeEnum) {
    return util.objectValues(type2.enum);
  } else if (type2 instanceof ZodDefault) {
    return getDiscriminator(type2._def.innerType);
  } else if (type2 instanceof ZodUndefined) {
    return [void 0];
  } else if (type2 instanceof ZodNull) {
    return [null];
  } else if (type2 instanceof ZodOptional2) {
    return [void 0, ...getDiscriminator(type2.unwrap())];
  } else if (type2 instanceof ZodNullable) {
    return [null, ...getDiscriminator(type2.unwrap())];
  } else if (type2 instanceof ZodBranded) {
    return getDiscriminator(type2.unwrap());
  } else if (type2 instanceof ZodReadonly) {
    return getDiscriminator(type2.unwrap());
  } else if (type2 instanceof ZodCatch) {
    return getDiscriminator(type2._def.innerType);
  } else {
    return [];
  }
};
var ZodDiscriminatedUnion = class _ZodDiscriminatedUnion extends ZodType {
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.object) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.object,
        received: ctx.parsedType
      });
      return INVALID;
    }
    const discriminator = this.discriminator;
    const discriminatorValue = ctx.data[discriminator];
    const option = this.optionsMap.get(discriminatorValue);
    if (!option) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_union_discriminator,
        options: Array.from(this.optionsMap.keys()),
        path: [discriminator]
      });
      return INVALID;
    }
    if (ctx.common.async) {
      return option._parseAsync({
        data: ctx.data,
        path: ctx.path,
        parent: ctx
      });
    } else {
      return option._parseSync({
        data: ctx.data,
        path: ctx.path,
        parent: ctx
      });
    }
  }
  get discriminator() {
    return this._def.discriminator;
  }
  get options() {
    return this._def.options;
  }
  get optionsMap() {
    return this._def.optionsMap;
  }
  /**
   * The constructor of the discriminated union schema. Its behaviour is very similar to that of the normal z.union() constructor.
   * However, it only allows a union of objects, all of which need to share a discriminator property. This property must
   * have a different value for each object in the union.
   * @param discriminator the name of the discriminator property
   * @param types an array of object schemas
   * @param params
   */
  static create(discriminator, options, params) {
    const optionsMap = /* @__PURE__ */ new Map();
    for (const type2 of options) {
      const discriminatorValues = getDiscriminator(type2.shape[discriminator]);
      if (!discriminatorValues.length) {
        throw new Error(`A discriminator value for key \`${discriminator}\` could not be extracted from all schema options`);
      }
      for (const value of discriminatorValues) {
        if (optionsMap.has(value)) {
          throw new Error(`Discriminator property ${String(discriminator)} has duplicate value ${String(value)}`);
        }
        optionsMap.set(value, type2);
      }
    }
    return new _ZodDiscriminatedUnion({
      typeName: ZodFirstPartyTypeKind.ZodDiscriminatedUnion,
      discriminator,
      options,
      optionsMap,
      ...processCreateParams(params)
    });
  }
};
function mergeValues(a, b) {
  const aType = getParsedType(a);
  const bType = getParsedType(b);
  if (a === b) {
    return { valid: true, data: a };
  } else if (aType === ZodParsedType.object && bType === ZodParsedType.object) {
    const bKeys = util.objectKeys(b);
    const sharedKeys = util.objectKeys(a).filter((key) => bKeys.indexOf(key) !== -1);
    const newObj = { ...a, ...b };
    if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
      delete newObj.__proto__;
    for (const key of sharedKeys) {
      if (key === "__proto__")
        continue;
      const sharedValue = mergeValues(a[key], b[key]);
      if (!sharedValue.valid) {
        return { valid: false };
      }
      newObj[key] = sharedValue.data;
    }
    return { valid: true, data: newObj };
  } else if (aType === ZodParsedType.array && bType === ZodParsedType.array) {
    if (a.length !== b.length) {
      return { valid: false };
    }
    const newArray = [];
    for (let index = 0; index < a.length; index++) {
      const itemA = a[index];
      const itemB = b[index];
      const sharedValue = mergeValues(itemA, itemB);
      if (!sharedValue.valid) {
        return { valid: false };
      }
      newArray.push(sharedValue.data);
    }
    return { valid: true, data: newArray };
  } else if (aType === ZodParsedType.date && bType === ZodParsedType.date && +a === +b) {
    return { valid: true, data: a };
  } else {
    return { valid: false };
  }
}
var ZodIntersection = class extends ZodType {
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    const handleParsed = (parsedLeft, parsedRight) => {
      if (isAborted(parsedLeft) || isAborted(parsedRight)) {
        return INVALID;
      }
      const merged = mergeValues(parsedLeft.value, parsedRight.value);
      if (!merged.valid) {
        addIssueToContext(ctx, {
          code: ZodIssueCode.invalid_intersection_types
        });
        return INVALID;
      }
      if (isDirty(parsedLeft) || isDirty(parsedRight)) {
        status2.dirty();
      }
      return { status: status2.value, value: merged.data };
    };
    if (ctx.common.async) {
      return Promise.all([
        this._def.left._parseAsync({
          data: ctx.data,
          path: ctx.path,
          parent: ctx
        }),
        this._def.right._parseAsync({
          data: ctx.data,
          path: ctx.path,
          parent: ctx
        })
      ]).then(([left, right]) => handleParsed(left, right));
    } else {
      return handleParsed(this._def.left._parseSync({
        data: ctx.data,
        path: ctx.path,
        parent: ctx
      }), this._def.right._parseSync({
        data: ctx.data,
        path: ctx.path,
        parent: ctx
      }));
    }
  }
};
ZodIntersection.create = (left, right, params) => {
  return new ZodIntersection({
    left,
    right,
    typeName: ZodFirstPartyTypeKind.ZodIntersection,
    ...processCreateParams(params)
  });
};
var ZodTuple = class _ZodTuple extends ZodType {
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.array) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.array,
        received: ctx.parsedType
      });
      return INVALID;
    }
    if (ctx.data.length < this._def.items.length) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.too_small,
        minimum: this._def.items.length,
        inclusive: true,
        exact: false,
        type: "array"
      });
      return INVALID;
    }
    const rest = this._def.rest;
    if (!rest && ctx.data.length > this._def.items.length) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.too_big,
        maximum: this._def.items.length,
        inclusive: true,
        exact: false,
        type: "array"
      });
      status2.dirty();
    }
    const items = [...ctx.data].map((item, itemIndex) => {
      const schema = this._def.items[itemIndex] || this._def.rest;
      if (!schema)
        return null;
      return schema._parse(new ParseInputLazyPath(ctx, item, ctx.path, itemIndex));
    }).filter((x) => !!x);
    if (ctx.common.async) {
      return Promise.all(items).then((results) => {
        return ParseStatus.mergeArray(status2, results);
      });
    } else {
      return ParseStatus.mergeArray(status2, items);
    }
  }
  get items() {
    return this._def.items;
  }
  rest(rest) {
    return new _ZodTuple({
      ...this._def,
      rest
    });
  }
};
ZodTuple.create = (schemas, params) => {
  if (!Array.isArray(schemas)) {
    throw new Error("You must pass an array of schemas to z.tuple([ ... ])");
  }
  return new ZodTuple({
    items: schemas,
    typeName: ZodFirstPartyTypeKind.ZodTuple,
    rest: null,
    ...processCreateParams(params)
  });
};
var ZodRecord = class _ZodRecord extends ZodType {
  get keySchema() {
    return this._def.keyType;
  }
  get valueSchema() {
    return this._def.valueType;
  }
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.object) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.object,
        received: ctx.parsedType
      });
      return INVALID;
    }
    const pairs = [];
    const keyType = this._def.keyType;
    const valueType = this._def.valueType;
    for (const key in ctx.data) {
      pairs.push({
        key: keyType._parse(new ParseInputLazyPath(ctx, key, ctx.path, key)),
        value: valueType._parse(new ParseInputLazyPath(ctx, ctx.data[key], ctx.path, key)),
        alwaysSet: key in ctx.data
      });
    }
    if (ctx.common.async) {
      return ParseStatus.mergeObjectAsync(status2, pairs);
    } else {
      return ParseStatus.mergeObjectSync(status2, pairs);
    }
  }
  get element() {
    return this._def.valueType;
  }
  static create(first, second, third) {
    if (second instanceof ZodType) {
      return new _ZodRecord({
        keyType: first,
        valueType: second,
        typeName: ZodFirstPartyTypeKind.ZodRecord,
        ...processCreateParams(third)
      });
    }
    return new _ZodRecord({
      keyType: ZodString.create(),
      valueType: first,
      typeName: ZodFirstPartyTypeKind.ZodRecord,
      ...processCreateParams(second)
    });
  }
};
var ZodMap = class extends ZodType {
  get keySchema() {
    return this._def.keyType;
  }
  get valueSchema() {
    return this._def.valueType;
  }
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.map) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.map,
        received: ctx.parsedType
      });
      return INVALID;
    }
    const keyType = this._def.keyType;
    const valueType = this._def.valueType;
    const pairs = [...ctx.data.entries()].map(([key, value], index) => {
      return {
        key: keyType._parse(new ParseInputLazyPath(ctx, key, ctx.path, [index, "key"])),
        value: valueType._parse(new ParseInputLazyPath(ctx, value, ctx.path, [index, "value"]))
      };
    });
    if (ctx.common.async) {
      const finalMap = /* @__PURE__ */ new Map();
      return Promise.resolve().then(async () => {
        for (const pair of pairs) {
          const key = await pair.key;
          const value = await pair.value;
          if (key.status === "aborted" || value.status === "aborted") {
            return INVALID;
          }
          if (key.status === "dirty" || value.status === "dirty") {
            status2.dirty();
          }
          finalMap.set(key.value, value.value);
        }
        return { status: status2.value, value: finalMap };
      });
    } else {
      const finalMap = /* @__PURE__ */ new Map();
      for (const pair of pairs) {
        const key = pair.key;
        const value = pair.value;
        if (key.status === "aborted" || value.status === "aborted") {
          return INVALID;
        }
        if (key.status === "dirty" || value.status === "dirty") {
          status2.dirty();
        }
        finalMap.set(key.value, value.value);
      }
      return { status: status2.value, value: finalMap };
    }
  }
};
ZodMap.create = (keyType, valueType, params) => {
  return new ZodMap({
    valueType,
    keyType,
    typeName: ZodFirstPartyTypeKind.ZodMap,
    ...processCreateParams(params)
  });
};
var ZodSet = class _ZodSet extends ZodType {
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.set) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.set,
        received: ctx.parsedType
      });
      return INVALID;
    }
    const def = this._def;
    if (def.minSize !== null) {
      if (ctx.data.size < def.minSize.value) {
        addIssueToContext(ctx, {
          code: ZodIssueCode.too_small,
          minimum: def.minSize.value,
          type: "set",
          inclusive: true,
          exact: false,
          message: def.minSize.message
        });
        status2.dirty();
      }
    }
    if (def.maxSize !== null) {
      if (ctx.data.size > def.maxSize.value) {
        addIssueToContext(ctx, {
          code: ZodIssueCode.too_big,
          maximum: def.maxSize.value,
          type: "set",
          inclusive: true,
          exact: false,
          message: def.maxSize.message
        });
        status2.dirty();
      }
    }
    const valueType = this._def.valueType;
    function finalizeSet(elements2) {
      const parsedSet = /* @__PURE__ */ new Set();
      for (const element of elements2) {
        if (element.status === "aborted")
          return INVALID;
        if (element.status === "dirty")
          status2.dirty();
        parsedSet.add(element.value);
      }
      return { status: status2.value, value: parsedSet };
    }
    const elements = [...ctx.data.values()].map((item, i) => valueType._parse(new ParseInputLazyPath(ctx, item, ctx.path, i)));
    if (ctx.common.async) {
      return Promise.all(elements).then((elements2) => finalizeSet(elements2));
    } else {
      return finalizeSet(elements);
    }
  }
  min(minSize, message2) {
    return new _ZodSet({
      ...this._def,
      minSize: { value: minSize, message: errorUtil.toString(message2) }
    });
  }
  max(maxSize, message2) {
    return new _ZodSet({
      ...this._def,
      maxSize: { value: maxSize, message: errorUtil.toString(message2) }
    });
  }
  size(size, message2) {
    return this.min(size, message2).max(size, message2);
  }
  nonempty(message2) {
    return this.min(1, message2);
  }
};
ZodSet.create = (valueType, params) => {
  return new ZodSet({
    valueType,
    minSize: null,
    maxSize: null,
    typeName: ZodFirstPartyTypeKind.ZodSet,
    ...processCreateParams(params)
  });
};
var ZodFunction = class _ZodFunction extends ZodType {
  constructor() {
    super(...arguments);
    this.validate = this.implement;
  }
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.function) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.function,
        received: ctx.parsedType
      });
      return INVALID;
    }
    function makeArgsIssue(args, error) {
      return makeIssue({
        data: args,
        path: ctx.path,
        errorMaps: [ctx.common.contextualErrorMap, ctx.schemaErrorMap, getErrorMap(), en_default].filter((x) => !!x),
        issueData: {
          code: ZodIssueCode.invalid_arguments,
          argumentsError: error
        }
      });
    }
    function makeReturnsIssue(returns, error) {
      return makeIssue({
        data: returns,
        path: ctx.path,
        errorMaps: [ctx.common.contextualErrorMap, ctx.schemaErrorMap, getErrorMap(), en_default].filter((x) => !!x),
        issueData: {
          code: ZodIssueCode.invalid_return_type,
          returnTypeError: error
        }
      });
    }
    const params = { errorMap: ctx.common.contextualErrorMap };
    const fn = ctx.data;
    if (this._def.returns instanceof ZodPromise) {
      const me = this;
      return OK(async function(...args) {
        const error = new ZodError([]);
        const parsedArgs = await me._def.args.parseAsync(args, params).catch((e) => {
          error.addIssue(makeArgsIssue(args, e));
          throw error;
        });
        const result = await Reflect.apply(fn, this, parsedArgs);
        const parsedReturns = await me._def.returns._def.type.parseAsync(result, params).catch((e) => {
          error.addIssue(makeReturnsIssue(result, e));
          throw error;
        });
        return parsedReturns;
      });
    } else {
      const me = this;
      return OK(function(...args) {
        const parsedArgs = me._def.args.safeParse(args, params);
        if (!parsedArgs.success) {
          throw new ZodError([makeArgsIssue(args, parsedArgs.error)]);
        }
        const result = Reflect.apply(fn, this, parsedArgs.data);
        const parsedReturns = me._def.returns.safeParse(result, params);
        if (!parsedReturns.success) {
          throw new ZodError([makeReturnsIssue(result, parsedReturns.error)]);
        }
        return parsedReturns.data;
      });
    }
  }
  parameters() {
    return this._def.args;
  }
  returnType() {
    return this._def.returns;
  }
  args(...items) {
    return new _ZodFunction({
      ...this._def,
      args: ZodTuple.create(items).rest(ZodUnknown.create())
    });
  }
  returns(returnType) {
    return new _ZodFunction({
      ...this._def,
      returns: returnType
    });
  }
  implement(func) {
    const validatedFunc = this.parse(func);
    return validatedFunc;
  }
  strictImplement(func) {
    const validatedFunc = this.parse(func);
    return validatedFunc;
  }
  static create(args, returns, params) {
    return new _ZodFunction({
      args: args ? args : ZodTuple.create([]).rest(ZodUnknown.create()),
      returns: returns || ZodUnknown.create(),
      typeName: ZodFirstPartyTypeKind.ZodFunction,
      ...processCreateParams(params)
    });
  }
};
var ZodLazy = class extends ZodType {
  get schema() {
    return this._def.getter();
  }
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    const lazySchema = this._def.getter();
    return lazySchema._parse({ data: ctx.data, path: ctx.path, parent: ctx });
  }
};
ZodLazy.create = (getter, params) => {
  return new ZodLazy({
    getter,
    typeName: ZodFirstPartyTypeKind.ZodLazy,
    ...processCreateParams(params)
  });
};
var ZodLiteral = class extends ZodType {
  _parse(input14) {
    if (input14.data !== this._def.value) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        received: ctx.data,
        code: ZodIssueCode.invalid_literal,
        expected: this._def.value
      });
      return INVALID;
    }
    return { status: "valid", value: input14.data };
  }
  get value() {
    return this._def.value;
  }
};
ZodLiteral.create = (value, params) => {
  return new ZodLiteral({
    value,
    typeName: ZodFirstPartyTypeKind.ZodLiteral,
    ...processCreateParams(params)
  });
};
function createZodEnum(values, params) {
  return new ZodEnum({
    values,
    typeName: ZodFirstPartyTypeKind.ZodEnum,
    ...processCreateParams(params)
  });
}
var ZodEnum = class _ZodEnum extends ZodType {
  _parse(input14) {
    if (typeof input14.data !== "string") {
      const ctx = this._getOrReturnCtx(input14);
      const expectedValues = this._def.values;
      addIssueToContext(ctx, {
        expected: util.joinValues(expectedValues),
        received: ctx.parsedType,
        code: ZodIssueCode.invalid_type
      });
      return INVALID;
    }
    if (!this._cache) {
      this._cache = new Set(this._def.values);
    }
    if (!this._cache.has(input14.data)) {
      const ctx = this._getOrReturnCtx(input14);
      const expectedValues = this._def.values;
      addIssueToContext(ctx, {
        received: ctx.data,
        code: ZodIssueCode.invalid_enum_value,
        options: expectedValues
      });
      return INVALID;
    }
    return OK(input14.data);
  }
  get options() {
    return this._def.values;
  }
  get enum() {
    const enumValues = {};
    for (const val of this._def.values) {
      enumValues[val] = val;
    }
    return enumValues;
  }
  get Values() {
    const enumValues = {};
    for (const val of this._def.values) {
      enumValues[val] = val;
    }
    return enumValues;
  }
  get Enum() {
    const enumValues = {};
    for (const val of this._def.values) {
      enumValues[val] = val;
    }
    return enumValues;
  }
  extract(values, newDef = this._def) {
    return _ZodEnum.create(values, {
      ...this._def,
      ...newDef
    });
  }
  exclude(values, newDef = this._def) {
    return _ZodEnum.create(this.options.filter((opt) => !values.includes(opt)), {
      ...this._def,
      ...newDef
    });
  }
};
ZodEnum.create = createZodEnum;
var ZodNativeEnum = class extends ZodType {
  _parse(input14) {
    const nativeEnumValues = util.getValidEnumValues(this._def.values);
    const ctx = this._getOrReturnCtx(input14);
    if (ctx.parsedType !== ZodParsedType.string && ctx.parsedType !== ZodParsedType.number) {
      const expectedValues = util.objectValues(nativeEnumValues);
      addIssueToContext(ctx, {
        expected: util.joinValues(expectedValues),
        received: ctx.parsedType,
        code: ZodIssueCode.invalid_type
      });
      return INVALID;
    }
    if (!this._cache) {
      this._cache = new Set(util.getValidEnumValues(this._def.values));
    }
    if (!this._cache.has(input14.data)) {
      const expectedValues = util.objectValues(nativeEnumValues);
      addIssueToContext(ctx, {
        received: ctx.data,
        code: ZodIssueCode.invalid_enum_value,
        options: expectedValues
      });
      return INVALID;
    }
    return OK(input14.data);
  }
  get enum() {
    return this._def.values;
  }
};
ZodNativeEnum.create = (values, params) => {
  return new ZodNativeEnum({
    values,
    typeName: ZodFirstPartyTypeKind.ZodNativeEnum,
    ...processCreateParams(params)
  });
};
var ZodPromise = class extends ZodType {
  unwrap() {
    return this._def.type;
  }
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    if (ctx.parsedType !== ZodParsedType.promise && ctx.common.async === false) {
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.promise,
        received: ctx.parsedType
      });
      return INVALID;
    }
    const promisified = ctx.parsedType === ZodParsedType.promise ? ctx.data : Promise.resolve(ctx.data);
    return OK(promisified.then((data) => {
      return this._def.type.parseAsync(data, {
        path: ctx.path,
        errorMap: ctx.common.contextualErrorMap
      });
    }));
  }
};
ZodPromise.create = (schema, params) => {
  return new ZodPromise({
    type: schema,
    typeName: ZodFirstPartyTypeKind.ZodPromise,
    ...processCreateParams(params)
  });
};
var ZodEffects = class extends ZodType {
  innerType() {
    return this._def.schema;
  }
  sourceType() {
    return this._def.schema._def.typeName === ZodFirstPartyTypeKind.ZodEffects ? this._def.schema.sourceType() : this._def.schema;
  }
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    const effect = this._def.effect || null;
    const checkCtx = {
      addIssue: (arg) => {
        addIssueToContext(ctx, arg);
        if (arg.fatal) {
          status2.abort();
        } else {
          status2.dirty();
        }
      },
      get path() {
        return ctx.path;
      }
    };
    checkCtx.addIssue = checkCtx.addIssue.bind(checkCtx);
    if (effect.type === "preprocess") {
      const processed = effect.transform(ctx.data, checkCtx);
      if (ctx.common.async) {
        return Promise.resolve(processed).then(async (processed2) => {
          if (status2.value === "aborted")
            return INVALID;
          const result = await this._def.schema._parseAsync({
            data: processed2,
            path: ctx.path,
            parent: ctx
          });
          if (result.status === "aborted")
            return INVALID;
          if (result.status === "dirty")
            return DIRTY(result.value);
          if (status2.value === "dirty")
            return DIRTY(result.value);
          return result;
        });
      } else {
        if (status2.value === "aborted")
          return INVALID;
        const result = this._def.schema._parseSync({
          data: processed,
          path: ctx.path,
          parent: ctx
        });
        if (result.status === "aborted")
          return INVALID;
        if (result.status === "dirty")
          return DIRTY(result.value);
        if (status2.value === "dirty")
          return DIRTY(result.value);
        return result;
      }
    }
    if (effect.type === "refinement") {
      const executeRefinement = (acc) => {
        const result = effect.refinement(acc, checkCtx);
        if (ctx.common.async) {
          return Promise.resolve(result);
        }
        if (result instanceof Promise) {
          throw new Error("Async refinement encountered during synchronous parse operation. Use .parseAsync instead.");
        }
        return acc;
      };
      if (ctx.common.async === false) {
        const inner = this._def.schema._parseSync({
          data: ctx.data,
          path: ctx.path,
          parent: ctx
        });
        if (inner.status === "aborted")
          return INVALID;
        if (inner.status === "dirty")
          status2.dirty();
        executeRefinement(inner.value);
        return { status: status2.value, value: inner.value };
      } else {
        return this._def.schema._parseAsync({ data: ctx.data, path: ctx.path, parent: ctx }).then((inner) => {
          if (inner.status === "aborted")
            return INVALID;
          if (inner.status === "dirty")
            status2.dirty();
          return executeRefinement(inner.value).then(() => {
            return { status: status2.value, value: inner.value };
          });
        });
      }
    }
    if (effect.type === "transform") {
      if (ctx.common.async === false) {
        const base = this._def.schema._parseSync({
          data: ctx.data,
          path: ctx.path,
          parent: ctx
        });
        if (!isValid(base))
          return INVALID;
        const result = effect.transform(base.value, checkCtx);
        if (result instanceof Promise) {
          throw new Error(`Asynchronous transform encountered during synchronous parse operation. Use .parseAsync instead.`);
        }
        return { status: status2.value, value: result };
      } else {
        return this._def.schema._parseAsync({ data: ctx.data, path: ctx.path, parent: ctx }).then((base) => {
          if (!isValid(base))
            return INVALID;
          return Promise.resolve(effect.transform(base.value, checkCtx)).then((result) => ({
            status: status2.value,
            value: result
          }));
        });
      }
    }
    util.assertNever(effect);
  }
};
ZodEffects.create = (schema, effect, params) => {
  return new ZodEffects({
    schema,
    typeName: ZodFirstPartyTypeKind.ZodEffects,
    effect,
    ...processCreateParams(params)
  });
};
ZodEffects.createWithPreprocess = (preprocess2, schema, params) => {
  return new ZodEffects({
    schema,
    effect: { type: "preprocess", transform: preprocess2 },
    typeName: ZodFirstPartyTypeKind.ZodEffects,
    ...processCreateParams(params)
  });
};
var ZodOptional2 = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType === ZodParsedType.undefined) {
      return OK(void 0);
    }
    return this._def.innerType._parse(input14);
  }
  unwrap() {
    return this._def.innerType;
  }
};
ZodOptional2.create = (type2, params) => {
  return new ZodOptional2({
    innerType: type2,
    typeName: ZodFirstPartyTypeKind.ZodOptional,
    ...processCreateParams(params)
  });
};
var ZodNullable = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType === ZodParsedType.null) {
      return OK(null);
    }
    return this._def.innerType._parse(input14);
  }
  unwrap() {
    return this._def.innerType;
  }
};
ZodNullable.create = (type2, params) => {
  return new ZodNullable({
    innerType: type2,
    typeName: ZodFirstPartyTypeKind.ZodNullable,
    ...processCreateParams(params)
  });
};
var ZodDefault = class extends ZodType {
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    let data = ctx.data;
    if (ctx.parsedType === ZodParsedType.undefined) {
      data = this._def.defaultValue();
    }
    return this._def.innerType._parse({
      data,
      path: ctx.path,
      parent: ctx
    });
  }
  removeDefault() {
    return this._def.innerType;
  }
};
ZodDefault.create = (type2, params) => {
  return new ZodDefault({
    innerType: type2,
    typeName: ZodFirstPartyTypeKind.ZodDefault,
    defaultValue: typeof params.default === "function" ? params.default : () => params.default,
    ...processCreateParams(params)
  });
};
var ZodCatch = class extends ZodType {
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    const newCtx = {
      ...ctx,
      common: {
        ...ctx.common,
        issues: []
      }
    };
    const result = this._def.innerType._parse({
      data: newCtx.data,
      path: newCtx.path,
      parent: {
        ...newCtx
      }
    });
    if (isAsync(result)) {
      return result.then((result2) => {
        return {
          status: "valid",
          value: result2.status === "valid" ? result2.value : this._def.catchValue({
            get error() {
              return new ZodError(newCtx.common.issues);
            },
            input: newCtx.data
          })
        };
      });
    } else {
      return {
        status: "valid",
        value: result.status === "valid" ? result.value : this._def.catchValue({
          get error() {
            return new ZodError(newCtx.common.issues);
          },
          input: newCtx.data
        })
      };
    }
  }
  removeCatch() {
    return this._def.innerType;
  }
};
ZodCatch.create = (type2, params) => {
  return new ZodCatch({
    innerType: type2,
    typeName: ZodFirstPartyTypeKind.ZodCatch,
    catchValue: typeof params.catch === "function" ? params.catch : () => params.catch,
    ...processCreateParams(params)
  });
};
var ZodNaN = class extends ZodType {
  _parse(input14) {
    const parsedType = this._getType(input14);
    if (parsedType !== ZodParsedType.nan) {
      const ctx = this._getOrReturnCtx(input14);
      addIssueToContext(ctx, {
        code: ZodIssueCode.invalid_type,
        expected: ZodParsedType.nan,
        received: ctx.parsedType
      });
      return INVALID;
    }
    return { status: "valid", value: input14.data };
  }
};
ZodNaN.create = (params) => {
  return new ZodNaN({
    typeName: ZodFirstPartyTypeKind.ZodNaN,
    ...processCreateParams(params)
  });
};
var ZodBranded = class extends ZodType {
  _parse(input14) {
    const { ctx } = this._processInputParams(input14);
    const data = ctx.data;
    return this._def.type._parse({
      data,
      path: ctx.path,
      parent: ctx
    });
  }
  unwrap() {
    return this._def.type;
  }
};
var ZodPipeline = class _ZodPipeline extends ZodType {
  _parse(input14) {
    const { status: status2, ctx } = this._processInputParams(input14);
    if (ctx.common.async) {
      const handleAsync = async () => {
        const inResult = await this._def.in._parseAsync({
          data: ctx.data,
          path: ctx.path,
          parent: ctx
        });
        if (inResult.status === "aborted")
          return INVALID;
        if (inResult.status === "dirty") {
          status2.dirty();
          return DIRTY(inResult.value);
        } else {
          return this._def.out._parseAsync({
            data: inResult.value,
            path: ctx.path,
            parent: ctx
          });
        }
      };
      return handleAsync();
    } else {
      const inResult = this._def.in._parseSync({
        data: ctx.data,
        path: ctx.path,
        parent: ctx
      });
      if (inResult.status === "aborted")
        return INVALID;
      if (inResult.status === "dirty") {
        status2.dirty();
        return {
          status: "dirty",
          value: inResult.value
        };
      } else {
        return this._def.out._parseSync({
          data: inResult.value,
          path: ctx.path,
          parent: ctx
        });
      }
    }
  }
  static create(a, b) {
    return new _ZodPipeline({
      in: a,
      out: b,
      typeName: ZodFirstPartyTypeKind.ZodPipeline
    });
  }
};
var ZodReadonly = class extends ZodType {
  _parse(input14) {
    const result = this._def.innerType._parse(input14);
    const freeze = (data) => {
      if (isValid(data)) {
        data.value = Object.freeze(data.value);
      }
      return data;
    };
    return isAsync(result) ? result.then((data) => freeze(data)) : freeze(result);
  }
  unwrap() {
    return this._def.innerType;
  }
};
ZodReadonly.create = (type2, params) => {
  return new ZodReadonly({
    innerType: type2,
    typeName: ZodFirstPartyTypeKind.ZodReadonly,
    ...processCreateParams(params)
  });
};
var late = {
  object: ZodObject.lazycreate
};
var ZodFirstPartyTypeKind;
(function(ZodFirstPartyTypeKind2) {
  ZodFirstPartyTypeKind2["ZodString"] = "ZodString";
  ZodFirstPartyTypeKind2["ZodNumber"] = "ZodNumber";
  ZodFirstPartyTypeKind2["ZodNaN"] = "ZodNaN";
  ZodFirstPartyTypeKind2["ZodBigInt"] = "ZodBigInt";
  ZodFirstPartyTypeKind2["ZodBoolean"] = "ZodBoolean";
  ZodFirstPartyTypeKind2["ZodDate"] = "ZodDate";
  ZodFirstPartyTypeKind2["ZodSymbol"] = "ZodSymbol";
  ZodFirstPartyTypeKind2["ZodUndefined"] = "ZodUndefined";
  ZodFirstPartyTypeKind2["ZodNull"] = "ZodNull";
  ZodFirstPartyTypeKind2["ZodAny"] = "ZodAny";
  ZodFirstPartyTypeKind2["ZodUnknown"] = "ZodUnknown";
  ZodFirstPartyTypeKind2["ZodNever"] = "ZodNever";
  ZodFirstPartyTypeKind2["ZodVoid"] = "ZodVoid";
  ZodFirstPartyTypeKind2["ZodArray"] = "ZodArray";
  ZodFirstPartyTypeKind2["ZodObject"] = "ZodObject";
  ZodFirstPartyTypeKind2["ZodUnion"] = "ZodUnion";
  ZodFirstPartyTypeKind2["ZodDiscriminatedUnion"] = "ZodDiscriminatedUnion";
  ZodFirstPartyTypeKind2["ZodIntersection"] = "ZodIntersection";
  ZodFirstPartyTypeKind2["ZodTuple"] = "ZodTuple";
  ZodFirstPartyTypeKind2["ZodRecord"] = "ZodRecord";
  ZodFirstPartyTypeKind2["ZodMap"] = "ZodMap";
  ZodFirstPartyTypeKind2["ZodSet"] = "ZodSet";
  ZodFirstPartyTypeKind2["ZodFunction"] = "ZodFunction";
  ZodFirstPartyTypeKind2["ZodLazy"] = "ZodLazy";
  ZodFirstPartyTypeKind2["ZodLiteral"] = "ZodLiteral";
  ZodFirstPartyTypeKind2["ZodEnum"] = "ZodEnum";
  ZodFirstPartyTypeKind2["ZodEffects"] = "ZodEffects";
  ZodFirstPartyTypeKind2["ZodNativeEnum"] = "ZodNativeEnum";
  ZodFirstPartyTypeKind2["ZodOptional"] = "ZodOptional";
  ZodFirstPartyTypeKind2["ZodNullable"] = "ZodNullable";
  ZodFirstPartyTypeKind2["ZodDefault"] = "ZodDefault";
  ZodFirstPartyTypeKind2["ZodCatch"] = "ZodCatch";
  ZodFirstPartyTypeKind2["ZodPromise"] = "ZodPromise";
  ZodFirstPartyTypeKind2["ZodBranded"] = "ZodBranded";
  ZodFirstPartyTypeKind2["ZodPipeline"] = "ZodPipeline";
  ZodFirstPartyTypeKind2["ZodReadonly"] = "ZodReadonly";
})(ZodFirstPartyTypeKind || (ZodFirstPartyTypeKind = {}));
var stringType = ZodString.create;
var numberType = ZodNumber.create;
var nanType = ZodNaN.create;
var bigIntType = ZodBigInt.create;
var booleanType = ZodBoolean.create;
var dateType = ZodDate.create;
var symbolType = ZodSymbol.create;
var undefinedType = ZodUndefined.create;
var nullType = ZodNull.create;
var anyType = ZodAny.create;
var unknownType = ZodUnknown.create;
var neverType = ZodNever.create;
var voidType = ZodVoid.create;
var arrayType = ZodArray.create;
var objectType = ZodObject.create;
var strictObjectType = ZodObject.strictCreate;
var unionType = ZodUnion.create;
var discriminatedUnionType = ZodDiscriminatedUnion.create;
var intersectionType = ZodIntersection.create;
var tupleType = ZodTuple.create;
var recordType = ZodRecord.create;
var mapType = ZodMap.create;
var setType = ZodSet.create;
var functionType = ZodFunction.create;
var lazyType = ZodLazy.create;
var literalType = ZodLiteral.create;
var enumType = ZodEnum.create;
var nativeEnumType = ZodNativeEnum.create;
var promiseType = ZodPromise.create;
var effectsType = ZodEffects.create;
var optionalType = ZodOptional2.create;
var nullableType = ZodNullable.create;
var preprocessType = ZodEffects.createWithPreprocess;
var pipelineType = ZodPipeline.create;

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def);
  inst.def = def;
  inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    const def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: true });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    reg.add(this, meta2);
    return this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
});
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object2(shape, params) {
  const def = {
    type: "object",
    shape: shape ?? {},
    ...normalizeParams(params)
  };
  return new ZodMiniObject(def);
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/zod-compat.js
function isZ4Schema(s) {
  const schema = s;
  return !!schema._zod;
}
function objectFromShape(shape) {
  const values = Object.values(shape);
  if (values.length === 0)
    return object2({});
  const allV4 = values.every(isZ4Schema);
  const allV3 = values.every((s) => !isZ4Schema(s));
  if (allV4)
    return object2(shape);
  if (allV3)
    return objectType(shape);
  throw new Error("Mixed Zod versions detected in object shape.");
}
function safeParse2(schema, data) {
  if (isZ4Schema(schema)) {
    const result2 = safeParse(schema, data);
    return result2;
  }
  const v3Schema = schema;
  const result = v3Schema.safeParse(data);
  return result;
}
async function safeParseAsync2(schema, data) {
  if (isZ4Schema(schema)) {
    const result2 = await safeParseAsync(schema, data);
    return result2;
  }
  const v3Schema = schema;
  const result = await v3Schema.safeParseAsync(data);
  return result;
}
function getObjectShape(schema) {
  if (!schema)
    return void 0;
  let rawShape;
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    rawShape = v4Schema._zod?.def?.shape;
  } else {
    const v3Schema = schema;
    rawShape = v3Schema.shape;
  }
  if (!rawShape)
    return void 0;
  if (typeof rawShape === "function") {
    try {
      return rawShape();
    } catch {
      return void 0;
    }
  }
  return rawShape;
}
function normalizeObjectSchema(schema) {
  if (!schema)
    return void 0;
  if (typeof schema === "object") {
    const asV3 = schema;
    const asV4 = schema;
    if (!asV3._def && !asV4._zod) {
      const values = Object.values(schema);
      if (values.length > 0 && values.every((v) => typeof v === "object" && v !== null && (v._def !== void 0 || v._zod !== void 0 || typeof v.parse === "function"))) {
        return objectFromShape(schema);
      }
    }
  }
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    const def = v4Schema._zod?.def;
    if (def && (def.type === "object" || def.shape !== void 0)) {
      return schema;
    }
  } else {
    const v3Schema = schema;
    if (v3Schema.shape !== void 0) {
      return schema;
    }
  }
  return void 0;
}
function getDotPath(path) {
  if (path.length === 0) {
    return "object root";
  }
  return path.reduce((acc, seg, index) => {
    if (index === 0) {
      return String(seg);
    }
    if (typeof seg === "number") {
      return `${acc}[${seg}]`;
    }
    return `${acc}.${seg}`;
  }, "");
}
function getParseErrorMessage(error) {
  if (error && typeof error === "object") {
    if ("issues" in error && Array.isArray(error.issues) && error.issues.length > 0) {
      return error.issues.map((i) => {
        if (!i.path?.length) {
          return i.message;
        }
        return `${i.message} at ${getDotPath(i.path)}`;
      }).join("\n");
    }
    if ("message" in error && typeof error.message === "string") {
      return error.message;
    }
    try {
      return JSON.stringify(error);
    } catch {
      return String(error);
    }
  }
  return String(error);
}
function getSchemaDescription(schema) {
  return schema.description;
}
function isSchemaOptional(schema) {
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    return v4Schema._zod?.def?.type === "optional";
  }
  const v3Schema = schema;
  if (typeof schema.isOptional === "function") {
    return schema.isOptional();
  }
  return v3Schema._def?.typeName === "ZodOptional";
}
function getLiteralValue(schema) {
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    const def2 = v4Schema._zod?.def;
    if (def2) {
      if (def2.value !== void 0)
        return def2.value;
      if (Array.isArray(def2.values) && def2.values.length > 0) {
        return def2.values[0];
      }
    }
  }
  const v3Schema = schema;
  const def = v3Schema._def;
  if (def) {
    if (def.value !== void 0)
      return def.value;
    if (Array.isArray(def.values) && def.values.length > 0) {
      return def.values[0];
    }
  }
  const directValue = schema.value;
  if (directValue !== void 0)
    return directValue;
  return void 0;
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/types.js
var LATEST_PROTOCOL_VERSION = "2025-11-25";
var SUPPORTED_PROTOCOL_VERSIONS = [LATEST_PROTOCOL_VERSION, "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];
var RELATED_TASK_META_KEY = "io.modelcontextprotocol/related-task";
var JSONRPC_VERSION = "2.0";
var AssertObjectSchema = custom((v) => v !== null && (typeof v === "object" || typeof v === "function"));
var ProgressTokenSchema = union([string(), number().int()]);
var CursorSchema = string();
var TaskCreationParamsSchema = looseObject({
  /**
   * Requested duration in milliseconds to retain task from creation.
   */
  ttl: number().optional(),
  /**
   * Time in milliseconds to wait between task status requests.
   */
  pollInterval: number().optional()
});
var TaskMetadataSchema = object({
  ttl: number().optional()
});
var RelatedTaskMetadataSchema = object({
  taskId: string()
});
var RequestMetaSchema = looseObject({
  /**
   * If specified, the caller is requesting out-of-band progress notifications for this request (as represented by notifications/progress). The value of this parameter is an opaque token that will be attached to any subsequent notifications. The receiver is not obligated to provide these notifications.
   */
  progressToken: ProgressTokenSchema.optional(),
  /**
   * If specified, this request is related to the provided task.
   */
  [RELATED_TASK_META_KEY]: RelatedTaskMetadataSchema.optional()
});
var BaseRequestParamsSchema = object({
  /**
   * See [General fields: `_meta`](/specification/draft/basic/index#meta) for notes on `_meta` usage.
   */
  _meta: RequestMetaSchema.optional()
});
var TaskAugmentedRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * If specified, the caller is requesting task-augmented execution for this request.
   * The request will return a CreateTaskResult immediately, and the actual result can be
   * retrieved later via tasks/result.
   *
   * Task augmentation is subject to capability negotiation - receivers MUST declare support
   * for task augmentation of specific request types in their capabilities.
   */
  task: TaskMetadataSchema.optional()
});
var isTaskAugmentedRequestParams = (value) => TaskAugmentedRequestParamsSchema.safeParse(value).success;
var RequestSchema = object({
  method: string(),
  params: BaseRequestParamsSchema.loose().optional()
});
var NotificationsParamsSchema = object({
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: RequestMetaSchema.optional()
});
var NotificationSchema = object({
  method: string(),
  params: NotificationsParamsSchema.loose().optional()
});
var ResultSchema = looseObject({
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: RequestMetaSchema.optional()
});
var RequestIdSchema = union([string(), number().int()]);
var JSONRPCRequestSchema = object({
  jsonrpc: literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  ...RequestSchema.shape
}).strict();
var isJSONRPCRequest = (value) => JSONRPCRequestSchema.safeParse(value).success;
var JSONRPCNotificationSchema = object({
  jsonrpc: literal(JSONRPC_VERSION),
  ...NotificationSchema.shape
}).strict();
var isJSONRPCNotification = (value) => JSONRPCNotificationSchema.safeParse(value).success;
var JSONRPCResultResponseSchema = object({
  jsonrpc: literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: ResultSchema
}).strict();
var isJSONRPCResultResponse = (value) => JSONRPCResultResponseSchema.safeParse(value).success;
var ErrorCode;
(function(ErrorCode2) {
  ErrorCode2[ErrorCode2["ConnectionClosed"] = -32e3] = "ConnectionClosed";
  ErrorCode2[ErrorCode2["RequestTimeout"] = -32001] = "RequestTimeout";
  ErrorCode2[ErrorCode2["ParseError"] = -32700] = "ParseError";
  ErrorCode2[ErrorCode2["InvalidRequest"] = -32600] = "InvalidRequest";
  ErrorCode2[ErrorCode2["MethodNotFound"] = -32601] = "MethodNotFound";
  ErrorCode2[ErrorCode2["InvalidParams"] = -32602] = "InvalidParams";
  ErrorCode2[ErrorCode2["InternalError"] = -32603] = "InternalError";
  ErrorCode2[ErrorCode2["UrlElicitationRequired"] = -32042] = "UrlElicitationRequired";
})(ErrorCode || (ErrorCode = {}));
var JSONRPCErrorResponseSchema = object({
  jsonrpc: literal(JSONRPC_VERSION),
  id: RequestIdSchema.optional(),
  error: object({
    /**
     * The error type that occurred.
     */
    code: number().int(),
    /**
     * A short description of the error. The message SHOULD be limited to a concise single sentence.
     */
    message: string(),
    /**
     * Additional information about the error. The value of this member is defined by the sender (e.g. detailed error information, nested errors etc.).
     */
    data: unknown().optional()
  })
}).strict();
var isJSONRPCErrorResponse = (value) => JSONRPCErrorResponseSchema.safeParse(value).success;
var JSONRPCMessageSchema = union([
  JSONRPCRequestSchema,
  JSONRPCNotificationSchema,
  JSONRPCResultResponseSchema,
  JSONRPCErrorResponseSchema
]);
var JSONRPCResponseSchema = union([JSONRPCResultResponseSchema, JSONRPCErrorResponseSchema]);
var EmptyResultSchema = ResultSchema.strict();
var CancelledNotificationParamsSchema = NotificationsParamsSchema.extend({
  /**
   * The ID of the request to cancel.
   *
   * This MUST correspond to the ID of a request previously issued in the same direction.
   */
  requestId: RequestIdSchema.optional(),
  /**
   * An optional string describing the reason for the cancellation. This MAY be logged or presented to the user.
   */
  reason: string().optional()
});
var CancelledNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/cancelled"),
  params: CancelledNotificationParamsSchema
});
var IconSchema = object({
  /**
   * URL or data URI for the icon.
   */
  src: string(),
  /**
   * Optional MIME type for the icon.
   */
  mimeType: string().optional(),
  /**
   * Optional array of strings that specify sizes at which the icon can be used.
   * Each string should be in WxH format (e.g., `"48x48"`, `"96x96"`) or `"any"` for scalable formats like SVG.
   *
   * If not provided, the client should assume that the icon can be used at any size.
   */
  sizes: array(string()).optional(),
  /**
   * Optional specifier for the theme this icon is designed for. `light` indicates
   * the icon is designed to be used with a light background, and `dark` indicates
   * the icon is designed to be used with a dark background.
   *
   * If not provided, the client should assume the icon can be used with any theme.
   */
  theme: _enum(["light", "dark"]).optional()
});
var IconsSchema = object({
  /**
   * Optional set of sized icons that the client can display in a user interface.
   *
   * Clients that support rendering icons MUST support at least the following MIME types:
   * - `image/png` - PNG images (safe, universal compatibility)
   * - `image/jpeg` (and `image/jpg`) - JPEG images (safe, universal compatibility)
   *
   * Clients that support rendering icons SHOULD also support:
   * - `image/svg+xml` - SVG images (scalable but requires security precautions)
   * - `image/webp` - WebP images (modern, efficient format)
   */
  icons: array(IconSchema).optional()
});
var BaseMetadataSchema = object({
  /** Intended for programmatic or logical use, but used as a display name in past specs or fallback */
  name: string(),
  /**
   * Intended for UI and end-user contexts — optimized to be human-readable and easily understood,
   * even by those unfamiliar with domain-specific terminology.
   *
   * If not provided, the name should be used for display (except for Tool,
   * where `annotations.title` should be given precedence over using `name`,
   * if present).
   */
  title: string().optional()
});
var ImplementationSchema = BaseMetadataSchema.extend({
  ...BaseMetadataSchema.shape,
  ...IconsSchema.shape,
  version: string(),
  /**
   * An optional URL of the website for this implementation.
   */
  websiteUrl: string().optional(),
  /**
   * An optional human-readable description of what this implementation does.
   *
   * This can be used by clients or servers to provide context about their purpose
   * and capabilities. For example, a server might describe the types of resources
   * or tools it provides, while a client might describe its intended use case.
   */
  description: string().optional()
});
var FormElicitationCapabilitySchema = intersection(object({
  applyDefaults: boolean().optional()
}), record(string(), unknown()));
var ElicitationCapabilitySchema = preprocess((value) => {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if (Object.keys(value).length === 0) {
      return { form: {} };
    }
  }
  return value;
}, intersection(object({
  form: FormElicitationCapabilitySchema.optional(),
  url: AssertObjectSchema.optional()
}), record(string(), unknown()).optional()));
var ClientTasksCapabilitySchema = looseObject({
  /**
   * Present if the client supports listing tasks.
   */
  list: AssertObjectSchema.optional(),
  /**
   * Present if the client supports cancelling tasks.
   */
  cancel: AssertObjectSchema.optional(),
  /**
   * Capabilities for task creation on specific request types.
   */
  requests: looseObject({
    /**
     * Task support for sampling requests.
     */
    sampling: looseObject({
      createMessage: AssertObjectSchema.optional()
    }).optional(),
    /**
     * Task support for elicitation requests.
     */
    elicitation: looseObject({
      create: AssertObjectSchema.optional()
    }).optional()
  }).optional()
});
var ServerTasksCapabilitySchema = looseObject({
  /**
   * Present if the server supports listing tasks.
   */
  list: AssertObjectSchema.optional(),
  /**
   * Present if the server supports cancelling tasks.
   */
  cancel: AssertObjectSchema.optional(),
  /**
   * Capabilities for task creation on specific request types.
   */
  requests: looseObject({
    /**
     * Task support for tool requests.
     */
    tools: looseObject({
      call: AssertObjectSchema.optional()
    }).optional()
  }).optional()
});
var ClientCapabilitiesSchema = object({
  /**
   * Experimental, non-standard capabilities that the client supports.
   */
  experimental: record(string(), AssertObjectSchema).optional(),
  /**
   * Present if the client supports sampling from an LLM.
   */
  sampling: object({
    /**
     * Present if the client supports context inclusion via includeContext parameter.
     * If not declared, servers SHOULD only use `includeContext: "none"` (or omit it).
     */
    context: AssertObjectSchema.optional(),
    /**
     * Present if the client supports tool use via tools and toolChoice parameters.
     */
    tools: AssertObjectSchema.optional()
  }).optional(),
  /**
   * Present if the client supports eliciting user input.
   */
  elicitation: ElicitationCapabilitySchema.optional(),
  /**
   * Present if the client supports listing roots.
   */
  roots: object({
    /**
     * Whether the client supports issuing notifications for changes to the roots list.
     */
    listChanged: boolean().optional()
  }).optional(),
  /**
   * Present if the client supports task creation.
   */
  tasks: ClientTasksCapabilitySchema.optional(),
  /**
   * Extensions that the client supports. Keys are extension identifiers (vendor-prefix/extension-name).
   */
  extensions: record(string(), AssertObjectSchema).optional()
});
var InitializeRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * The latest version of the Model Context Protocol that the client supports. The client MAY decide to support older versions as well.
   */
  protocolVersion: string(),
  capabilities: ClientCapabilitiesSchema,
  clientInfo: ImplementationSchema
});
var InitializeRequestSchema = RequestSchema.extend({
  method: literal("initialize"),
  params: InitializeRequestParamsSchema
});
var ServerCapabilitiesSchema = object({
  /**
   * Experimental, non-standard capabilities that the server supports.
   */
  experimental: record(string(), AssertObjectSchema).optional(),
  /**
   * Present if the server supports sending log messages to the client.
   */
  logging: AssertObjectSchema.optional(),
  /**
   * Present if the server supports sending completions to the client.
   */
  completions: AssertObjectSchema.optional(),
  /**
   * Present if the server offers any prompt templates.
   */
  prompts: object({
    /**
     * Whether this server supports issuing notifications for changes to the prompt list.
     */
    listChanged: boolean().optional()
  }).optional(),
  /**
   * Present if the server offers any resources to read.
   */
  resources: object({
    /**
     * Whether this server supports clients subscribing to resource updates.
     */
    subscribe: boolean().optional(),
    /**
     * Whether this server supports issuing notifications for changes to the resource list.
     */
    listChanged: boolean().optional()
  }).optional(),
  /**
   * Present if the server offers any tools to call.
   */
  tools: object({
    /**
     * Whether this server supports issuing notifications for changes to the tool list.
     */
    listChanged: boolean().optional()
  }).optional(),
  /**
   * Present if the server supports task creation.
   */
  tasks: ServerTasksCapabilitySchema.optional(),
  /**
   * Extensions that the server supports. Keys are extension identifiers (vendor-prefix/extension-name).
   */
  extensions: record(string(), AssertObjectSchema).optional()
});
var InitializeResultSchema = ResultSchema.extend({
  /**
   * The version of the Model Context Protocol that the server wants to use. This may not match the version that the client requested. If the client cannot support this version, it MUST disconnect.
   */
  protocolVersion: string(),
  capabilities: ServerCapabilitiesSchema,
  serverInfo: ImplementationSchema,
  /**
   * Instructions describing how to use the server and its features.
   *
   * This can be used by clients to improve the LLM's understanding of available tools, resources, etc. It can be thought of like a "hint" to the model. For example, this information MAY be added to the system prompt.
   */
  instructions: string().optional()
});
var InitializedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/initialized"),
  params: NotificationsParamsSchema.optional()
});
var PingRequestSchema = RequestSchema.extend({
  method: literal("ping"),
  params: BaseRequestParamsSchema.optional()
});
var ProgressSchema = object({
  /**
   * The progress thus far. This should increase every time progress is made, even if the total is unknown.
   */
  progress: number(),
  /**
   * Total number of items to process (or total progress required), if known.
   */
  total: optional(number()),
  /**
   * An optional message describing the current progress.
   */
  message: optional(string())
});
var ProgressNotificationParamsSchema = object({
  ...NotificationsParamsSchema.shape,
  ...ProgressSchema.shape,
  /**
   * The progress token which was given in the initial request, used to associate this notification with the request that is proceeding.
   */
  progressToken: ProgressTokenSchema
});
var ProgressNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/progress"),
  params: ProgressNotificationParamsSchema
});
var PaginatedRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * An opaque token representing the current pagination position.
   * If provided, the server should return results starting after this cursor.
   */
  cursor: CursorSchema.optional()
});
var PaginatedRequestSchema = RequestSchema.extend({
  params: PaginatedRequestParamsSchema.optional()
});
var PaginatedResultSchema = ResultSchema.extend({
  /**
   * An opaque token representing the pagination position after the last returned result.
   * If present, there may be more results available.
   */
  nextCursor: CursorSchema.optional()
});
var TaskStatusSchema = _enum(["working", "input_required", "completed", "failed", "cancelled"]);
var TaskSchema = object({
  taskId: string(),
  status: TaskStatusSchema,
  /**
   * Time in milliseconds to keep task results available after completion.
   * If null, the task has unlimited lifetime until manually cleaned up.
   */
  ttl: union([number(), _null()]),
  /**
   * ISO 8601 timestamp when the task was created.
   */
  createdAt: string(),
  /**
   * ISO 8601 timestamp when the task was last updated.
   */
  lastUpdatedAt: string(),
  pollInterval: optional(number()),
  /**
   * Optional diagnostic message for failed tasks or other status information.
   */
  statusMessage: optional(string())
});
var CreateTaskResultSchema = ResultSchema.extend({
  task: TaskSchema
});
var TaskStatusNotificationParamsSchema = NotificationsParamsSchema.merge(TaskSchema);
var TaskStatusNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/tasks/status"),
  params: TaskStatusNotificationParamsSchema
});
var GetTaskRequestSchema = RequestSchema.extend({
  method: literal("tasks/get"),
  params: BaseRequestParamsSchema.extend({
    taskId: string()
  })
});
var GetTaskResultSchema = ResultSchema.merge(TaskSchema);
var GetTaskPayloadRequestSchema = RequestSchema.extend({
  method: literal("tasks/result"),
  params: BaseRequestParamsSchema.extend({
    taskId: string()
  })
});
var GetTaskPayloadResultSchema = ResultSchema.loose();
var ListTasksRequestSchema = PaginatedRequestSchema.extend({
  method: literal("tasks/list")
});
var ListTasksResultSchema = PaginatedResultSchema.extend({
  tasks: array(TaskSchema)
});
var CancelTaskRequestSchema = RequestSchema.extend({
  method: literal("tasks/cancel"),
  params: BaseRequestParamsSchema.extend({
    taskId: string()
  })
});
var CancelTaskResultSchema = ResultSchema.merge(TaskSchema);
var ResourceContentsSchema = object({
  /**
   * The URI of this resource.
   */
  uri: string(),
  /**
   * The MIME type of this resource, if known.
   */
  mimeType: optional(string()),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var TextResourceContentsSchema = ResourceContentsSchema.extend({
  /**
   * The text of the item. This must only be set if the item can actually be represented as text (not binary data).
   */
  text: string()
});
var Base64Schema = string().refine((val) => {
  try {
    atob(val);
    return true;
  } catch {
    return false;
  }
}, { message: "Invalid Base64 string" });
var BlobResourceContentsSchema = ResourceContentsSchema.extend({
  /**
   * A base64-encoded string representing the binary data of the item.
   */
  blob: Base64Schema
});
var RoleSchema = _enum(["user", "assistant"]);
var AnnotationsSchema = object({
  /**
   * Intended audience(s) for the resource.
   */
  audience: array(RoleSchema).optional(),
  /**
   * Importance hint for the resource, from 0 (least) to 1 (most).
   */
  priority: number().min(0).max(1).optional(),
  /**
   * ISO 8601 timestamp for the most recent modification.
   */
  lastModified: iso_exports.datetime({ offset: true }).optional()
});
var ResourceSchema = object({
  ...BaseMetadataSchema.shape,
  ...IconsSchema.shape,
  /**
   * The URI of this resource.
   */
  uri: string(),
  /**
   * A description of what this resource represents.
   *
   * This can be used by clients to improve the LLM's understanding of available resources. It can be thought of like a "hint" to the model.
   */
  description: optional(string()),
  /**
   * The MIME type of this resource, if known.
   */
  mimeType: optional(string()),
  /**
   * The size of the raw resource content, in bytes (i.e., before base64 encoding or any tokenization), if known.
   *
   * This can be used by Hosts to display file sizes and estimate context window usage.
   */
  size: optional(number()),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: optional(looseObject({}))
});
var ResourceTemplateSchema = object({
  ...BaseMetadataSchema.shape,
  ...IconsSchema.shape,
  /**
   * A URI template (according to RFC 6570) that can be used to construct resource URIs.
   */
  uriTemplate: string(),
  /**
   * A description of what this template is for.
   *
   * This can be used by clients to improve the LLM's understanding of available resources. It can be thought of like a "hint" to the model.
   */
  description: optional(string()),
  /**
   * The MIME type for all resources that match this template. This should only be included if all resources matching this template have the same type.
   */
  mimeType: optional(string()),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: optional(looseObject({}))
});
var ListResourcesRequestSchema = PaginatedRequestSchema.extend({
  method: literal("resources/list")
});
var ListResourcesResultSchema = PaginatedResultSchema.extend({
  resources: array(ResourceSchema)
});
var ListResourceTemplatesRequestSchema = PaginatedRequestSchema.extend({
  method: literal("resources/templates/list")
});
var ListResourceTemplatesResultSchema = PaginatedResultSchema.extend({
  resourceTemplates: array(ResourceTemplateSchema)
});
var ResourceRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * The URI of the resource to read. The URI can use any protocol; it is up to the server how to interpret it.
   *
   * @format uri
   */
  uri: string()
});
var ReadResourceRequestParamsSchema = ResourceRequestParamsSchema;
var ReadResourceRequestSchema = RequestSchema.extend({
  method: literal("resources/read"),
  params: ReadResourceRequestParamsSchema
});
var ReadResourceResultSchema = ResultSchema.extend({
  contents: array(union([TextResourceContentsSchema, BlobResourceContentsSchema]))
});
var ResourceListChangedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/resources/list_changed"),
  params: NotificationsParamsSchema.optional()
});
var SubscribeRequestParamsSchema = ResourceRequestParamsSchema;
var SubscribeRequestSchema = RequestSchema.extend({
  method: literal("resources/subscribe"),
  params: SubscribeRequestParamsSchema
});
var UnsubscribeRequestParamsSchema = ResourceRequestParamsSchema;
var UnsubscribeRequestSchema = RequestSchema.extend({
  method: literal("resources/unsubscribe"),
  params: UnsubscribeRequestParamsSchema
});
var ResourceUpdatedNotificationParamsSchema = NotificationsParamsSchema.extend({
  /**
   * The URI of the resource that has been updated. This might be a sub-resource of the one that the client actually subscribed to.
   */
  uri: string()
});
var ResourceUpdatedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/resources/updated"),
  params: ResourceUpdatedNotificationParamsSchema
});
var PromptArgumentSchema = object({
  /**
   * The name of the argument.
   */
  name: string(),
  /**
   * A human-readable description of the argument.
   */
  description: optional(string()),
  /**
   * Whether this argument must be provided.
   */
  required: optional(boolean())
});
var PromptSchema = object({
  ...BaseMetadataSchema.shape,
  ...IconsSchema.shape,
  /**
   * An optional description of what this prompt provides
   */
  description: optional(string()),
  /**
   * A list of arguments to use for templating the prompt.
   */
  arguments: optional(array(PromptArgumentSchema)),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: optional(looseObject({}))
});
var ListPromptsRequestSchema = PaginatedRequestSchema.extend({
  method: literal("prompts/list")
});
var ListPromptsResultSchema = PaginatedResultSchema.extend({
  prompts: array(PromptSchema)
});
var GetPromptRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * The name of the prompt or prompt template.
   */
  name: string(),
  /**
   * Arguments to use for templating the prompt.
   */
  arguments: record(string(), string()).optional()
});
var GetPromptRequestSchema = RequestSchema.extend({
  method: literal("prompts/get"),
  params: GetPromptRequestParamsSchema
});
var TextContentSchema = object({
  type: literal("text"),
  /**
   * The text content of the message.
   */
  text: string(),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var ImageContentSchema = object({
  type: literal("image"),
  /**
   * The base64-encoded image data.
   */
  data: Base64Schema,
  /**
   * The MIME type of the image. Different providers may support different image types.
   */
  mimeType: string(),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var AudioContentSchema = object({
  type: literal("audio"),
  /**
   * The base64-encoded audio data.
   */
  data: Base64Schema,
  /**
   * The MIME type of the audio. Different providers may support different audio types.
   */
  mimeType: string(),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var ToolUseContentSchema = object({
  type: literal("tool_use"),
  /**
   * The name of the tool to invoke.
   * Must match a tool name from the request's tools array.
   */
  name: string(),
  /**
   * Unique identifier for this tool call.
   * Used to correlate with ToolResultContent in subsequent messages.
   */
  id: string(),
  /**
   * Arguments to pass to the tool.
   * Must conform to the tool's inputSchema.
   */
  input: record(string(), unknown()),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var EmbeddedResourceSchema = object({
  type: literal("resource"),
  resource: union([TextResourceContentsSchema, BlobResourceContentsSchema]),
  /**
   * Optional annotations for the client.
   */
  annotations: AnnotationsSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var ResourceLinkSchema = ResourceSchema.extend({
  type: literal("resource_link")
});
var ContentBlockSchema = union([
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ResourceLinkSchema,
  EmbeddedResourceSchema
]);
var PromptMessageSchema = object({
  role: RoleSchema,
  content: ContentBlockSchema
});
var GetPromptResultSchema = ResultSchema.extend({
  /**
   * An optional description for the prompt.
   */
  description: string().optional(),
  messages: array(PromptMessageSchema)
});
var PromptListChangedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/prompts/list_changed"),
  params: NotificationsParamsSchema.optional()
});
var ToolAnnotationsSchema = object({
  /**
   * A human-readable title for the tool.
   */
  title: string().optional(),
  /**
   * If true, the tool does not modify its environment.
   *
   * Default: false
   */
  readOnlyHint: boolean().optional(),
  /**
   * If true, the tool may perform destructive updates to its environment.
   * If false, the tool performs only additive updates.
   *
   * (This property is meaningful only when `readOnlyHint == false`)
   *
   * Default: true
   */
  destructiveHint: boolean().optional(),
  /**
   * If true, calling the tool repeatedly with the same arguments
   * will have no additional effect on the its environment.
   *
   * (This property is meaningful only when `readOnlyHint == false`)
   *
   * Default: false
   */
  idempotentHint: boolean().optional(),
  /**
   * If true, this tool may interact with an "open world" of external
   * entities. If false, the tool's domain of interaction is closed.
   * For example, the world of a web search tool is open, whereas that
   * of a memory tool is not.
   *
   * Default: true
   */
  openWorldHint: boolean().optional()
});
var ToolExecutionSchema = object({
  /**
   * Indicates the tool's preference for task-augmented execution.
   * - "required": Clients MUST invoke the tool as a task
   * - "optional": Clients MAY invoke the tool as a task or normal request
   * - "forbidden": Clients MUST NOT attempt to invoke the tool as a task
   *
   * If not present, defaults to "forbidden".
   */
  taskSupport: _enum(["required", "optional", "forbidden"]).optional()
});
var ToolSchema = object({
  ...BaseMetadataSchema.shape,
  ...IconsSchema.shape,
  /**
   * A human-readable description of the tool.
   */
  description: string().optional(),
  /**
   * A JSON Schema 2020-12 object defining the expected parameters for the tool.
   * Must have type: 'object' at the root level per MCP spec.
   */
  inputSchema: object({
    type: literal("object"),
    properties: record(string(), AssertObjectSchema).optional(),
    required: array(string()).optional()
  }).catchall(unknown()),
  /**
   * An optional JSON Schema 2020-12 object defining the structure of the tool's output
   * returned in the structuredContent field of a CallToolResult.
   * Must have type: 'object' at the root level per MCP spec.
   */
  outputSchema: object({
    type: literal("object"),
    properties: record(string(), AssertObjectSchema).optional(),
    required: array(string()).optional()
  }).catchall(unknown()).optional(),
  /**
   * Optional additional tool information.
   */
  annotations: ToolAnnotationsSchema.optional(),
  /**
   * Execution-related properties for this tool.
   */
  execution: ToolExecutionSchema.optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var ListToolsRequestSchema = PaginatedRequestSchema.extend({
  method: literal("tools/list")
});
var ListToolsResultSchema = PaginatedResultSchema.extend({
  tools: array(ToolSchema)
});
var CallToolResultSchema = ResultSchema.extend({
  /**
   * A list of content objects that represent the result of the tool call.
   *
   * If the Tool does not define an outputSchema, this field MUST be present in the result.
   * For backwards compatibility, this field is always present, but it may be empty.
   */
  content: array(ContentBlockSchema).default([]),
  /**
   * An object containing structured tool output.
   *
   * If the Tool defines an outputSchema, this field MUST be present in the result, and contain a JSON object that matches the schema.
   */
  structuredContent: record(string(), unknown()).optional(),
  /**
   * Whether the tool call ended in an error.
   *
   * If not set, this is assumed to be false (the call was successful).
   *
   * Any errors that originate from the tool SHOULD be reported inside the result
   * object, with `isError` set to true, _not_ as an MCP protocol-level error
   * response. Otherwise, the LLM would not be able to see that an error occurred
   * and self-correct.
   *
   * However, any errors in _finding_ the tool, an error indicating that the
   * server does not support tool calls, or any other exceptional conditions,
   * should be reported as an MCP error response.
   */
  isError: boolean().optional()
});
var CompatibilityCallToolResultSchema = CallToolResultSchema.or(ResultSchema.extend({
  toolResult: unknown()
}));
var CallToolRequestParamsSchema = TaskAugmentedRequestParamsSchema.extend({
  /**
   * The name of the tool to call.
   */
  name: string(),
  /**
   * Arguments to pass to the tool.
   */
  arguments: record(string(), unknown()).optional()
});
var CallToolRequestSchema = RequestSchema.extend({
  method: literal("tools/call"),
  params: CallToolRequestParamsSchema
});
var ToolListChangedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/tools/list_changed"),
  params: NotificationsParamsSchema.optional()
});
var ListChangedOptionsBaseSchema = object({
  /**
   * If true, the list will be refreshed automatically when a list changed notification is received.
   * The callback will be called with the updated list.
   *
   * If false, the callback will be called with null items, allowing manual refresh.
   *
   * @default true
   */
  autoRefresh: boolean().default(true),
  /**
   * Debounce time in milliseconds for list changed notification processing.
   *
   * Multiple notifications received within this timeframe will only trigger one refresh.
   * Set to 0 to disable debouncing.
   *
   * @default 300
   */
  debounceMs: number().int().nonnegative().default(300)
});
var LoggingLevelSchema = _enum(["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]);
var SetLevelRequestParamsSchema = BaseRequestParamsSchema.extend({
  /**
   * The level of logging that the client wants to receive from the server. The server should send all logs at this level and higher (i.e., more severe) to the client as notifications/logging/message.
   */
  level: LoggingLevelSchema
});
var SetLevelRequestSchema = RequestSchema.extend({
  method: literal("logging/setLevel"),
  params: SetLevelRequestParamsSchema
});
var LoggingMessageNotificationParamsSchema = NotificationsParamsSchema.extend({
  /**
   * The severity of this log message.
   */
  level: LoggingLevelSchema,
  /**
   * An optional name of the logger issuing this message.
   */
  logger: string().optional(),
  /**
   * The data to be logged, such as a string message or an object. Any JSON serializable type is allowed here.
   */
  data: unknown()
});
var LoggingMessageNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/message"),
  params: LoggingMessageNotificationParamsSchema
});
var ModelHintSchema = object({
  /**
   * A hint for a model name.
   */
  name: string().optional()
});
var ModelPreferencesSchema = object({
  /**
   * Optional hints to use for model selection.
   */
  hints: array(ModelHintSchema).optional(),
  /**
   * How much to prioritize cost when selecting a model.
   */
  costPriority: number().min(0).max(1).optional(),
  /**
   * How much to prioritize sampling speed (latency) when selecting a model.
   */
  speedPriority: number().min(0).max(1).optional(),
  /**
   * How much to prioritize intelligence and capabilities when selecting a model.
   */
  intelligencePriority: number().min(0).max(1).optional()
});
var ToolChoiceSchema = object({
  /**
   * Controls when tools are used:
   * - "auto": Model decides whether to use tools (default)
   * - "required": Model MUST use at least one tool before completing
   * - "none": Model MUST NOT use any tools
   */
  mode: _enum(["auto", "required", "none"]).optional()
});
var ToolResultContentSchema = object({
  type: literal("tool_result"),
  toolUseId: string().describe("The unique identifier for the corresponding tool call."),
  content: array(ContentBlockSchema).default([]),
  structuredContent: object({}).loose().optional(),
  isError: boolean().optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var SamplingContentSchema = discriminatedUnion("type", [TextContentSchema, ImageContentSchema, AudioContentSchema]);
var SamplingMessageContentBlockSchema = discriminatedUnion("type", [
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ToolUseContentSchema,
  ToolResultContentSchema
]);
var SamplingMessageSchema = object({
  role: RoleSchema,
  content: union([SamplingMessageContentBlockSchema, array(SamplingMessageContentBlockSchema)]),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var CreateMessageRequestParamsSchema = TaskAugmentedRequestParamsSchema.extend({
  messages: array(SamplingMessageSchema),
  /**
   * The server's preferences for which model to select. The client MAY modify or omit this request.
   */
  modelPreferences: ModelPreferencesSchema.optional(),
  /**
   * An optional system prompt the server wants to use for sampling. The client MAY modify or omit this prompt.
   */
  systemPrompt: string().optional(),
  /**
   * A request to include context from one or more MCP servers (including the caller), to be attached to the prompt.
   * The client MAY ignore this request.
   *
   * Default is "none". Values "thisServer" and "allServers" are soft-deprecated. Servers SHOULD only use these values if the client
   * declares ClientCapabilities.sampling.context. These values may be removed in future spec releases.
   */
  includeContext: _enum(["none", "thisServer", "allServers"]).optional(),
  temperature: number().optional(),
  /**
   * The requested maximum number of tokens to sample (to prevent runaway completions).
   *
   * The client MAY choose to sample fewer tokens than the requested maximum.
   */
  maxTokens: number().int(),
  stopSequences: array(string()).optional(),
  /**
   * Optional metadata to pass through to the LLM provider. The format of this metadata is provider-specific.
   */
  metadata: AssertObjectSchema.optional(),
  /**
   * Tools that the model may use during generation.
   * The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared.
   */
  tools: array(ToolSchema).optional(),
  /**
   * Controls how the model uses tools.
   * The client MUST return an error if this field is provided but ClientCapabilities.sampling.tools is not declared.
   * Default is `{ mode: "auto" }`.
   */
  toolChoice: ToolChoiceSchema.optional()
});
var CreateMessageRequestSchema = RequestSchema.extend({
  method: literal("sampling/createMessage"),
  params: CreateMessageRequestParamsSchema
});
var CreateMessageResultSchema = ResultSchema.extend({
  /**
   * The name of the model that generated the message.
   */
  model: string(),
  /**
   * The reason why sampling stopped, if known.
   *
   * Standard values:
   * - "endTurn": Natural end of the assistant's turn
   * - "stopSequence": A stop sequence was encountered
   * - "maxTokens": Maximum token limit was reached
   *
   * This field is an open string to allow for provider-specific stop reasons.
   */
  stopReason: optional(_enum(["endTurn", "stopSequence", "maxTokens"]).or(string())),
  role: RoleSchema,
  /**
   * Response content. Single content block (text, image, or audio).
   */
  content: SamplingContentSchema
});
var CreateMessageResultWithToolsSchema = ResultSchema.extend({
  /**
   * The name of the model that generated the message.
   */
  model: string(),
  /**
   * The reason why sampling stopped, if known.
   *
   * Standard values:
   * - "endTurn": Natural end of the assistant's turn
   * - "stopSequence": A stop sequence was encountered
   * - "maxTokens": Maximum token limit was reached
   * - "toolUse": The model wants to use one or more tools
   *
   * This field is an open string to allow for provider-specific stop reasons.
   */
  stopReason: optional(_enum(["endTurn", "stopSequence", "maxTokens", "toolUse"]).or(string())),
  role: RoleSchema,
  /**
   * Response content. May be a single block or array. May include ToolUseContent if stopReason is "toolUse".
   */
  content: union([SamplingMessageContentBlockSchema, array(SamplingMessageContentBlockSchema)])
});
var BooleanSchemaSchema = object({
  type: literal("boolean"),
  title: string().optional(),
  description: string().optional(),
  default: boolean().optional()
});
var StringSchemaSchema = object({
  type: literal("string"),
  title: string().optional(),
  description: string().optional(),
  minLength: number().optional(),
  maxLength: number().optional(),
  format: _enum(["email", "uri", "date", "date-time"]).optional(),
  default: string().optional()
});
var NumberSchemaSchema = object({
  type: _enum(["number", "integer"]),
  title: string().optional(),
  description: string().optional(),
  minimum: number().optional(),
  maximum: number().optional(),
  default: number().optional()
});
var UntitledSingleSelectEnumSchemaSchema = object({
  type: literal("string"),
  title: string().optional(),
  description: string().optional(),
  enum: array(string()),
  default: string().optional()
});
var TitledSingleSelectEnumSchemaSchema = object({
  type: literal("string"),
  title: string().optional(),
  description: string().optional(),
  oneOf: array(object({
    const: string(),
    title: string()
  })),
  default: string().optional()
});
var LegacyTitledEnumSchemaSchema = object({
  type: literal("string"),
  title: string().optional(),
  description: string().optional(),
  enum: array(string()),
  enumNames: array(string()).optional(),
  default: string().optional()
});
var SingleSelectEnumSchemaSchema = union([UntitledSingleSelectEnumSchemaSchema, TitledSingleSelectEnumSchemaSchema]);
var UntitledMultiSelectEnumSchemaSchema = object({
  type: literal("array"),
  title: string().optional(),
  description: string().optional(),
  minItems: number().optional(),
  maxItems: number().optional(),
  items: object({
    type: literal("string"),
    enum: array(string())
  }),
  default: array(string()).optional()
});
var TitledMultiSelectEnumSchemaSchema = object({
  type: literal("array"),
  title: string().optional(),
  description: string().optional(),
  minItems: number().optional(),
  maxItems: number().optional(),
  items: object({
    anyOf: array(object({
      const: string(),
      title: string()
    }))
  }),
  default: array(string()).optional()
});
var MultiSelectEnumSchemaSchema = union([UntitledMultiSelectEnumSchemaSchema, TitledMultiSelectEnumSchemaSchema]);
var EnumSchemaSchema = union([LegacyTitledEnumSchemaSchema, SingleSelectEnumSchemaSchema, MultiSelectEnumSchemaSchema]);
var PrimitiveSchemaDefinitionSchema = union([EnumSchemaSchema, BooleanSchemaSchema, StringSchemaSchema, NumberSchemaSchema]);
var ElicitRequestFormParamsSchema = TaskAugmentedRequestParamsSchema.extend({
  /**
   * The elicitation mode.
   *
   * Optional for backward compatibility. Clients MUST treat missing mode as "form".
   */
  mode: literal("form").optional(),
  /**
   * The message to present to the user describing what information is being requested.
   */
  message: string(),
  /**
   * A restricted subset of JSON Schema.
   * Only top-level properties are allowed, without nesting.
   */
  requestedSchema: object({
    type: literal("object"),
    properties: record(string(), PrimitiveSchemaDefinitionSchema),
    required: array(string()).optional()
  })
});
var ElicitRequestURLParamsSchema = TaskAugmentedRequestParamsSchema.extend({
  /**
   * The elicitation mode.
   */
  mode: literal("url"),
  /**
   * The message to present to the user explaining why the interaction is needed.
   */
  message: string(),
  /**
   * The ID of the elicitation, which must be unique within the context of the server.
   * The client MUST treat this ID as an opaque value.
   */
  elicitationId: string(),
  /**
   * The URL that the user should navigate to.
   */
  url: string().url()
});
var ElicitRequestParamsSchema = union([ElicitRequestFormParamsSchema, ElicitRequestURLParamsSchema]);
var ElicitRequestSchema = RequestSchema.extend({
  method: literal("elicitation/create"),
  params: ElicitRequestParamsSchema
});
var ElicitationCompleteNotificationParamsSchema = NotificationsParamsSchema.extend({
  /**
   * The ID of the elicitation that completed.
   */
  elicitationId: string()
});
var ElicitationCompleteNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/elicitation/complete"),
  params: ElicitationCompleteNotificationParamsSchema
});
var ElicitResultSchema = ResultSchema.extend({
  /**
   * The user action in response to the elicitation.
   * - "accept": User submitted the form/confirmed the action
   * - "decline": User explicitly decline the action
   * - "cancel": User dismissed without making an explicit choice
   */
  action: _enum(["accept", "decline", "cancel"]),
  /**
   * The submitted form data, only present when action is "accept".
   * Contains values matching the requested schema.
   * Per MCP spec, content is "typically omitted" for decline/cancel actions.
   * We normalize null to undefined for leniency while maintaining type compatibility.
   */
  content: preprocess((val) => val === null ? void 0 : val, record(string(), union([string(), number(), boolean(), array(string())])).optional())
});
var ResourceTemplateReferenceSchema = object({
  type: literal("ref/resource"),
  /**
   * The URI or URI template of the resource.
   */
  uri: string()
});
var PromptReferenceSchema = object({
  type: literal("ref/prompt"),
  /**
   * The name of the prompt or prompt template
   */
  name: string()
});
var CompleteRequestParamsSchema = BaseRequestParamsSchema.extend({
  ref: union([PromptReferenceSchema, ResourceTemplateReferenceSchema]),
  /**
   * The argument's information
   */
  argument: object({
    /**
     * The name of the argument
     */
    name: string(),
    /**
     * The value of the argument to use for completion matching.
     */
    value: string()
  }),
  context: object({
    /**
     * Previously-resolved variables in a URI template or prompt.
     */
    arguments: record(string(), string()).optional()
  }).optional()
});
var CompleteRequestSchema = RequestSchema.extend({
  method: literal("completion/complete"),
  params: CompleteRequestParamsSchema
});
function assertCompleteRequestPrompt(request) {
  if (request.params.ref.type !== "ref/prompt") {
    throw new TypeError(`Expected CompleteRequestPrompt, but got ${request.params.ref.type}`);
  }
  void request;
}
function assertCompleteRequestResourceTemplate(request) {
  if (request.params.ref.type !== "ref/resource") {
    throw new TypeError(`Expected CompleteRequestResourceTemplate, but got ${request.params.ref.type}`);
  }
  void request;
}
var CompleteResultSchema = ResultSchema.extend({
  completion: looseObject({
    /**
     * An array of completion values. Must not exceed 100 items.
     */
    values: array(string()).max(100),
    /**
     * The total number of completion options available. This can exceed the number of values actually sent in the response.
     */
    total: optional(number().int()),
    /**
     * Indicates whether there are additional completion options beyond those provided in the current response, even if the exact total is unknown.
     */
    hasMore: optional(boolean())
  })
});
var RootSchema = object({
  /**
   * The URI identifying the root. This *must* start with file:// for now.
   */
  uri: string().startsWith("file://"),
  /**
   * An optional name for the root.
   */
  name: string().optional(),
  /**
   * See [MCP specification](https://github.com/modelcontextprotocol/modelcontextprotocol/blob/47339c03c143bb4ec01a26e721a1b8fe66634ebe/docs/specification/draft/basic/index.mdx#general-fields)
   * for notes on _meta usage.
   */
  _meta: record(string(), unknown()).optional()
});
var ListRootsRequestSchema = RequestSchema.extend({
  method: literal("roots/list"),
  params: BaseRequestParamsSchema.optional()
});
var ListRootsResultSchema = ResultSchema.extend({
  roots: array(RootSchema)
});
var RootsListChangedNotificationSchema = NotificationSchema.extend({
  method: literal("notifications/roots/list_changed"),
  params: NotificationsParamsSchema.optional()
});
var ClientRequestSchema = union([
  PingRequestSchema,
  InitializeRequestSchema,
  CompleteRequestSchema,
  SetLevelRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
  CallToolRequestSchema,
  ListToolsRequestSchema,
  GetTaskRequestSchema,
  GetTaskPayloadRequestSchema,
  ListTasksRequestSchema,
  CancelTaskRequestSchema
]);
var ClientNotificationSchema = union([
  CancelledNotificationSchema,
  ProgressNotificationSchema,
  InitializedNotificationSchema,
  RootsListChangedNotificationSchema,
  TaskStatusNotificationSchema
]);
var ClientResultSchema = union([
  EmptyResultSchema,
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  ElicitResultSchema,
  ListRootsResultSchema,
  GetTaskResultSchema,
  ListTasksResultSchema,
  CreateTaskResultSchema
]);
var ServerRequestSchema = union([
  PingRequestSchema,
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  ListRootsRequestSchema,
  GetTaskRequestSchema,
  GetTaskPayloadRequestSchema,
  ListTasksRequestSchema,
  CancelTaskRequestSchema
]);
var ServerNotificationSchema = union([
  CancelledNotificationSchema,
  ProgressNotificationSchema,
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  PromptListChangedNotificationSchema,
  TaskStatusNotificationSchema,
  ElicitationCompleteNotificationSchema
]);
var ServerResultSchema = union([
  EmptyResultSchema,
  InitializeResultSchema,
  CompleteResultSchema,
  GetPromptResultSchema,
  ListPromptsResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ReadResourceResultSchema,
  CallToolResultSchema,
  ListToolsResultSchema,
  GetTaskResultSchema,
  ListTasksResultSchema,
  CreateTaskResultSchema
]);
var McpError = class _McpError extends Error {
  constructor(code, message2, data) {
    super(`MCP error ${code}: ${message2}`);
    this.code = code;
    this.data = data;
    this.name = "McpError";
  }
  /**
   * Factory method to create the appropriate error type based on the error code and data
   */
  static fromError(code, message2, data) {
    if (code === ErrorCode.UrlElicitationRequired && data) {
      const errorData = data;
      if (errorData.elicitations) {
        return new UrlElicitationRequiredError(errorData.elicitations, message2);
      }
    }
    return new _McpError(code, message2, data);
  }
};
var UrlElicitationRequiredError = class extends McpError {
  constructor(elicitations, message2 = `URL elicitation${elicitations.length > 1 ? "s" : ""} required`) {
    super(ErrorCode.UrlElicitationRequired, message2, {
      elicitations
    });
  }
  get elicitations() {
    return this.data?.elicitations ?? [];
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/interfaces.js
function isTerminal(status2) {
  return status2 === "completed" || status2 === "failed" || status2 === "cancelled";
}

// node_modules/zod-to-json-schema/dist/esm/Options.js
var ignoreOverride = /* @__PURE__ */ Symbol("Let zodToJsonSchema decide on which parser to use");
var defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  target: "jsonSchema7",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  markdownDescription: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref",
  openAiAnyTypeName: "OpenAiAnyType"
};
var getDefaultOptions = (options) => typeof options === "string" ? {
  ...defaultOptions,
  name: options
} : {
  ...defaultOptions,
  ...options
};

// node_modules/zod-to-json-schema/dist/esm/Refs.js
var getRefs = (options) => {
  const _options = getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [..._options.basePath, _options.definitionPath, _options.name] : _options.basePath;
  return {
    ..._options,
    flags: { hasReferencedOpenAiAnyType: false },
    currentPath,
    propertyPath: void 0,
    seen: new Map(Object.entries(_options.definitions).map(([name, def]) => [
      def._def,
      {
        def: def._def,
        path: [..._options.basePath, _options.definitionPath, name],
        // Resolution of references will be forced even though seen, so it's ok that the schema is undefined here for now.
        jsonSchema: void 0
      }
    ]))
  };
};

// node_modules/zod-to-json-schema/dist/esm/errorMessages.js
function addErrorMessage(res, key, errorMessage2, refs) {
  if (!refs?.errorMessages)
    return;
  if (errorMessage2) {
    res.errorMessage = {
      ...res.errorMessage,
      [key]: errorMessage2
    };
  }
}
function setResponseValueAndErrors(res, key, value, errorMessage2, refs) {
  res[key] = value;
  addErrorMessage(res, key, errorMessage2, refs);
}

// node_modules/zod-to-json-schema/dist/esm/getRelativePath.js
var getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) {
    if (pathA[i] !== pathB[i])
      break;
  }
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};

// node_modules/zod-to-json-schema/dist/esm/parsers/any.js
function parseAnyDef(refs) {
  if (refs.target !== "openAi") {
    return {};
  }
  const anyDefinitionPath = [
    ...refs.basePath,
    refs.definitionPath,
    refs.openAiAnyTypeName
  ];
  refs.flags.hasReferencedOpenAiAnyType = true;
  return {
    $ref: refs.$refStrategy === "relative" ? getRelativePath(anyDefinitionPath, refs.currentPath) : anyDefinitionPath.join("/")
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/array.js
function parseArrayDef(def, refs) {
  const res = {
    type: "array"
  };
  if (def.type?._def && def.type?._def?.typeName !== ZodFirstPartyTypeKind.ZodAny) {
    res.items = parseDef(def.type._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    });
  }
  if (def.minLength) {
    setResponseValueAndErrors(res, "minItems", def.minLength.value, def.minLength.message, refs);
  }
  if (def.maxLength) {
    setResponseValueAndErrors(res, "maxItems", def.maxLength.value, def.maxLength.message, refs);
  }
  if (def.exactLength) {
    setResponseValueAndErrors(res, "minItems", def.exactLength.value, def.exactLength.message, refs);
    setResponseValueAndErrors(res, "maxItems", def.exactLength.value, def.exactLength.message, refs);
  }
  return res;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/bigint.js
function parseBigintDef(def, refs) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks)
    return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        if (refs.target === "jsonSchema7") {
          if (check.inclusive) {
            setResponseValueAndErrors(res, "minimum", check.value, check.message, refs);
          } else {
            setResponseValueAndErrors(res, "exclusiveMinimum", check.value, check.message, refs);
          }
        } else {
          if (!check.inclusive) {
            res.exclusiveMinimum = true;
          }
          setResponseValueAndErrors(res, "minimum", check.value, check.message, refs);
        }
        break;
      case "max":
        if (refs.target === "jsonSchema7") {
          if (check.inclusive) {
            setResponseValueAndErrors(res, "maximum", check.value, check.message, refs);
          } else {
            setResponseValueAndErrors(res, "exclusiveMaximum", check.value, check.message, refs);
          }
        } else {
          if (!check.inclusive) {
            res.exclusiveMaximum = true;
          }
          setResponseValueAndErrors(res, "maximum", check.value, check.message, refs);
        }
        break;
      case "multipleOf":
        setResponseValueAndErrors(res, "multipleOf", check.value, check.message, refs);
        break;
    }
  }
  return res;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/boolean.js
function parseBooleanDef() {
  return {
    type: "boolean"
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/branded.js
function parseBrandedDef(_def, refs) {
  return parseDef(_def.type._def, refs);
}

// node_modules/zod-to-json-schema/dist/esm/parsers/catch.js
var parseCatchDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// node_modules/zod-to-json-schema/dist/esm/parsers/date.js
function parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy ?? refs.dateStrategy;
  if (Array.isArray(strategy)) {
    return {
      anyOf: strategy.map((item, i) => parseDateDef(def, refs, item))
    };
  }
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return integerDateParser(def, refs);
  }
}
var integerDateParser = (def, refs) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  if (refs.target === "openApi3") {
    return res;
  }
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        setResponseValueAndErrors(
          res,
          "minimum",
          check.value,
          // This is in milliseconds
          check.message,
          refs
        );
        break;
      case "max":
        setResponseValueAndErrors(
          res,
          "maximum",
          check.value,
          // This is in milliseconds
          check.message,
          refs
        );
        break;
    }
  }
  return res;
};

// node_modules/zod-to-json-schema/dist/esm/parsers/default.js
function parseDefaultDef(_def, refs) {
  return {
    ...parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/effects.js
function parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? parseDef(_def.schema._def, refs) : parseAnyDef(refs);
}

// node_modules/zod-to-json-schema/dist/esm/parsers/enum.js
function parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/intersection.js
var isJsonSchema7AllOfType = (type2) => {
  if ("type" in type2 && type2.type === "string")
    return false;
  return "allOf" in type2;
};
function parseIntersectionDef(def, refs) {
  const allOf = [
    parseDef(def.left._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "0"]
    }),
    parseDef(def.right._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "1"]
    })
  ].filter((x) => !!x);
  let unevaluatedProperties = refs.target === "jsonSchema2019-09" ? { unevaluatedProperties: false } : void 0;
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (isJsonSchema7AllOfType(schema)) {
      mergedAllOf.push(...schema.allOf);
      if (schema.unevaluatedProperties === void 0) {
        unevaluatedProperties = void 0;
      }
    } else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      } else {
        unevaluatedProperties = void 0;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? {
    allOf: mergedAllOf,
    ...unevaluatedProperties
  } : void 0;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/literal.js
function parseLiteralDef(def, refs) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") {
    return {
      type: Array.isArray(def.value) ? "array" : "object"
    };
  }
  if (refs.target === "openApi3") {
    return {
      type: parsedType === "bigint" ? "integer" : parsedType,
      enum: [def.value]
    };
  }
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/string.js
var emojiRegex2 = void 0;
var zodPatterns = {
  /**
   * `c` was changed to `[cC]` to replicate /i flag
   */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
   * `a-z` was added to replicate /i flag
   */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-\.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9\-]*\.)+[a-zA-Z]{2,}$/,
  /**
   * Constructed a valid Unicode RegExp
   *
   * Lazily instantiate since this type of regex isn't supported
   * in all envs (e.g. React Native).
   *
   * See:
   * https://github.com/colinhacks/zod/issues/2433
   * Fix in Zod:
   * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
   */
  emoji: () => {
    if (emojiRegex2 === void 0) {
      emojiRegex2 = RegExp("^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$", "u");
    }
    return emojiRegex2;
  },
  /**
   * Unused
   */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
   * Unused
   */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
   * Unused
   */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function parseStringDef(def, refs) {
  const res = {
    type: "string"
  };
  if (def.checks) {
    for (const check of def.checks) {
      switch (check.kind) {
        case "min":
          setResponseValueAndErrors(res, "minLength", typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value, check.message, refs);
          break;
        case "max":
          setResponseValueAndErrors(res, "maxLength", typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value, check.message, refs);
          break;
        case "email":
          switch (refs.emailStrategy) {
            case "format:email":
              addFormat(res, "email", check.message, refs);
              break;
            case "format:idn-email":
              addFormat(res, "idn-email", check.message, refs);
              break;
            case "pattern:zod":
              addPattern(res, zodPatterns.email, check.message, refs);
              break;
          }
          break;
        case "url":
          addFormat(res, "uri", check.message, refs);
          break;
        case "uuid":
          addFormat(res, "uuid", check.message, refs);
          break;
        case "regex":
          addPattern(res, check.regex, check.message, refs);
          break;
        case "cuid":
          addPattern(res, zodPatterns.cuid, check.message, refs);
          break;
        case "cuid2":
          addPattern(res, zodPatterns.cuid2, check.message, refs);
          break;
        case "startsWith":
          addPattern(res, RegExp(`^${escapeLiteralCheckValue(check.value, refs)}`), check.message, refs);
          break;
        case "endsWith":
          addPattern(res, RegExp(`${escapeLiteralCheckValue(check.value, refs)}$`), check.message, refs);
          break;
        case "datetime":
          addFormat(res, "date-time", check.message, refs);
          break;
        case "date":
          addFormat(res, "date", check.message, refs);
          break;
        case "time":
          addFormat(res, "time", check.message, refs);
          break;
        case "duration":
          addFormat(res, "duration", check.message, refs);
          break;
        case "length":
          setResponseValueAndErrors(res, "minLength", typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value, check.message, refs);
          setResponseValueAndErrors(res, "maxLength", typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value, check.message, refs);
          break;
        case "includes": {
          addPattern(res, RegExp(escapeLiteralCheckValue(check.value, refs)), check.message, refs);
          break;
        }
        case "ip": {
          if (check.version !== "v6") {
            addFormat(res, "ipv4", check.message, refs);
          }
          if (check.version !== "v4") {
            addFormat(res, "ipv6", check.message, refs);
          }
          break;
        }
        case "base64url":
          addPattern(res, zodPatterns.base64url, check.message, refs);
          break;
        case "jwt":
          addPattern(res, zodPatterns.jwt, check.message, refs);
          break;
        case "cidr": {
          if (check.version !== "v6") {
            addPattern(res, zodPatterns.ipv4Cidr, check.message, refs);
          }
          if (check.version !== "v4") {
            addPattern(res, zodPatterns.ipv6Cidr, check.message, refs);
          }
          break;
        }
        case "emoji":
          addPattern(res, zodPatterns.emoji(), check.message, refs);
          break;
        case "ulid": {
          addPattern(res, zodPatterns.ulid, check.message, refs);
          break;
        }
        case "base64": {
          switch (refs.base64Strategy) {
            case "format:binary": {
              addFormat(res, "binary", check.message, refs);
              break;
            }
            case "contentEncoding:base64": {
              setResponseValueAndErrors(res, "contentEncoding", "base64", check.message, refs);
              break;
            }
            case "pattern:zod": {
              addPattern(res, zodPatterns.base64, check.message, refs);
              break;
            }
          }
          break;
        }
        case "nanoid": {
          addPattern(res, zodPatterns.nanoid, check.message, refs);
        }
        case "toLowerCase":
        case "toUpperCase":
        case "trim":
          break;
        default:
          /* @__PURE__ */ ((_) => {
          })(check);
      }
    }
  }
  return res;
}
function escapeLiteralCheckValue(literal2, refs) {
  return refs.patternStrategy === "escape" ? escapeNonAlphaNumeric(literal2) : literal2;
}
var ALPHA_NUMERIC = new Set("ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789");
function escapeNonAlphaNumeric(source2) {
  let result = "";
  for (let i = 0; i < source2.length; i++) {
    if (!ALPHA_NUMERIC.has(source2[i])) {
      result += "\\";
    }
    result += source2[i];
  }
  return result;
}
function addFormat(schema, value, message2, refs) {
  if (schema.format || schema.anyOf?.some((x) => x.format)) {
    if (!schema.anyOf) {
      schema.anyOf = [];
    }
    if (schema.format) {
      schema.anyOf.push({
        format: schema.format,
        ...schema.errorMessage && refs.errorMessages && {
          errorMessage: { format: schema.errorMessage.format }
        }
      });
      delete schema.format;
      if (schema.errorMessage) {
        delete schema.errorMessage.format;
        if (Object.keys(schema.errorMessage).length === 0) {
          delete schema.errorMessage;
        }
      }
    }
    schema.anyOf.push({
      format: value,
      ...message2 && refs.errorMessages && { errorMessage: { format: message2 } }
    });
  } else {
    setResponseValueAndErrors(schema, "format", value, message2, refs);
  }
}
function addPattern(schema, regex, message2, refs) {
  if (schema.pattern || schema.allOf?.some((x) => x.pattern)) {
    if (!schema.allOf) {
      schema.allOf = [];
    }
    if (schema.pattern) {
      schema.allOf.push({
        pattern: schema.pattern,
        ...schema.errorMessage && refs.errorMessages && {
          errorMessage: { pattern: schema.errorMessage.pattern }
        }
      });
      delete schema.pattern;
      if (schema.errorMessage) {
        delete schema.errorMessage.pattern;
        if (Object.keys(schema.errorMessage).length === 0) {
          delete schema.errorMessage;
        }
      }
    }
    schema.allOf.push({
      pattern: stringifyRegExpWithFlags(regex, refs),
      ...message2 && refs.errorMessages && { errorMessage: { pattern: message2 } }
    });
  } else {
    setResponseValueAndErrors(schema, "pattern", stringifyRegExpWithFlags(regex, refs), message2, refs);
  }
}
function stringifyRegExpWithFlags(regex, refs) {
  if (!refs.applyRegexFlags || !regex.flags) {
    return regex.source;
  }
  const flags = {
    i: regex.flags.includes("i"),
    m: regex.flags.includes("m"),
    s: regex.flags.includes("s")
    // `.` matches newlines
  };
  const source2 = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source2.length; i++) {
    if (isEscaped) {
      pattern += source2[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source2[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source2[i];
            pattern += `${source2[i - 2]}-${source2[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source2[i + 1] === "-" && source2[i + 2]?.match(/[a-z]/)) {
            pattern += source2[i];
            inCharRange = true;
          } else {
            pattern += `${source2[i]}${source2[i].toUpperCase()}`;
          }
          continue;
        }
      } else if (source2[i].match(/[a-z]/)) {
        pattern += `[${source2[i]}${source2[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source2[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source2[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source2[i] === ".") {
      pattern += inCharGroup ? `${source2[i]}\r
` : `[${source2[i]}\r
]`;
      continue;
    }
    pattern += source2[i];
    if (source2[i] === "\\") {
      isEscaped = true;
    } else if (inCharGroup && source2[i] === "]") {
      inCharGroup = false;
    } else if (!inCharGroup && source2[i] === "[") {
      inCharGroup = true;
    }
  }
  try {
    new RegExp(pattern);
  } catch {
    console.warn(`Could not convert regex pattern at ${refs.currentPath.join("/")} to a flag-independent form! Falling back to the flag-ignorant source`);
    return regex.source;
  }
  return pattern;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/record.js
function parseRecordDef(def, refs) {
  if (refs.target === "openAi") {
    console.warn("Warning: OpenAI may not support records in schemas! Try an array of key-value pairs instead.");
  }
  if (refs.target === "openApi3" && def.keyType?._def.typeName === ZodFirstPartyTypeKind.ZodEnum) {
    return {
      type: "object",
      required: def.keyType._def.values,
      properties: def.keyType._def.values.reduce((acc, key) => ({
        ...acc,
        [key]: parseDef(def.valueType._def, {
          ...refs,
          currentPath: [...refs.currentPath, "properties", key]
        }) ?? parseAnyDef(refs)
      }), {}),
      additionalProperties: refs.rejectedAdditionalProperties
    };
  }
  const schema = {
    type: "object",
    additionalProperties: parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    }) ?? refs.allowedAdditionalProperties
  };
  if (refs.target === "openApi3") {
    return schema;
  }
  if (def.keyType?._def.typeName === ZodFirstPartyTypeKind.ZodString && def.keyType._def.checks?.length) {
    const { type: type2, ...keyType } = parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (def.keyType?._def.typeName === ZodFirstPartyTypeKind.ZodEnum) {
    return {
      ...schema,
      propertyNames: {
        enum: def.keyType._def.values
      }
    };
  } else if (def.keyType?._def.typeName === ZodFirstPartyTypeKind.ZodBranded && def.keyType._def.type._def.typeName === ZodFirstPartyTypeKind.ZodString && def.keyType._def.type._def.checks?.length) {
    const { type: type2, ...keyType } = parseBrandedDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/map.js
function parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") {
    return parseRecordDef(def, refs);
  }
  const keys = parseDef(def.keyType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "0"]
  }) || parseAnyDef(refs);
  const values = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "1"]
  }) || parseAnyDef(refs);
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [keys, values],
      minItems: 2,
      maxItems: 2
    }
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/nativeEnum.js
function parseNativeEnumDef(def) {
  const object3 = def.values;
  const actualKeys = Object.keys(def.values).filter((key) => {
    return typeof object3[object3[key]] !== "number";
  });
  const actualValues = actualKeys.map((key) => object3[key]);
  const parsedTypes = Array.from(new Set(actualValues.map((values) => typeof values)));
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/never.js
function parseNeverDef(refs) {
  return refs.target === "openAi" ? void 0 : {
    not: parseAnyDef({
      ...refs,
      currentPath: [...refs.currentPath, "not"]
    })
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/null.js
function parseNullDef(refs) {
  return refs.target === "openApi3" ? {
    enum: ["null"],
    nullable: true
  } : {
    type: "null"
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/union.js
var primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function parseUnionDef(def, refs) {
  if (refs.target === "openApi3")
    return asAnyOf(def, refs);
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every((x) => x._def.typeName in primitiveMappings && (!x._def.checks || !x._def.checks.length))) {
    const types = options.reduce((types2, x) => {
      const type2 = primitiveMappings[x._def.typeName];
      return type2 && !types2.includes(type2) ? [...types2, type2] : types2;
    }, []);
    return {
      type: types.length > 1 ? types : types[0]
    };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce((acc, x) => {
      const type2 = typeof x._def.value;
      switch (type2) {
        case "string":
        case "number":
        case "boolean":
          return [...acc, type2];
        case "bigint":
          return [...acc, "integer"];
        case "object":
          if (x._def.value === null)
            return [...acc, "null"];
        case "symbol":
        case "undefined":
        case "function":
        default:
          return acc;
      }
    }, []);
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce((acc, x) => {
          return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
        }, [])
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) {
    return {
      type: "string",
      enum: options.reduce((acc, x) => [
        ...acc,
        ...x._def.values.filter((x2) => !acc.includes(x2))
      ], [])
    };
  }
  return asAnyOf(def, refs);
}
var asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map((x, i) => parseDef(x._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", `${i}`]
  })).filter((x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0));
  return anyOf.length ? { anyOf } : void 0;
};

// node_modules/zod-to-json-schema/dist/esm/parsers/nullable.js
function parseNullableDef(def, refs) {
  if (["ZodString", "ZodNumber", "ZodBigInt", "ZodBoolean", "ZodNull"].includes(def.innerType._def.typeName) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) {
    if (refs.target === "openApi3") {
      return {
        type: primitiveMappings[def.innerType._def.typeName],
        nullable: true
      };
    }
    return {
      type: [
        primitiveMappings[def.innerType._def.typeName],
        "null"
      ]
    };
  }
  if (refs.target === "openApi3") {
    const base2 = parseDef(def.innerType._def, {
      ...refs,
      currentPath: [...refs.currentPath]
    });
    if (base2 && "$ref" in base2)
      return { allOf: [base2], nullable: true };
    return base2 && { ...base2, nullable: true };
  }
  const base = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "0"]
  });
  return base && { anyOf: [base, { type: "null" }] };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/number.js
function parseNumberDef(def, refs) {
  const res = {
    type: "number"
  };
  if (!def.checks)
    return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "int":
        res.type = "integer";
        addErrorMessage(res, "type", check.message, refs);
        break;
      case "min":
        if (refs.target === "jsonSchema7") {
          if (check.inclusive) {
            setResponseValueAndErrors(res, "minimum", check.value, check.message, refs);
          } else {
            setResponseValueAndErrors(res, "exclusiveMinimum", check.value, check.message, refs);
          }
        } else {
          if (!check.inclusive) {
            res.exclusiveMinimum = true;
          }
          setResponseValueAndErrors(res, "minimum", check.value, check.message, refs);
        }
        break;
      case "max":
        if (refs.target === "jsonSchema7") {
          if (check.inclusive) {
            setResponseValueAndErrors(res, "maximum", check.value, check.message, refs);
          } else {
            setResponseValueAndErrors(res, "exclusiveMaximum", check.value, check.message, refs);
          }
        } else {
          if (!check.inclusive) {
            res.exclusiveMaximum = true;
          }
          setResponseValueAndErrors(res, "maximum", check.value, check.message, refs);
        }
        break;
      case "multipleOf":
        setResponseValueAndErrors(res, "multipleOf", check.value, check.message, refs);
        break;
    }
  }
  return res;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/object.js
function parseObjectDef(def, refs) {
  const forceOptionalIntoNullable = refs.target === "openAi";
  const result = {
    type: "object",
    properties: {}
  };
  const required2 = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) {
      continue;
    }
    let propOptional = safeIsOptional(propDef);
    if (propOptional && forceOptionalIntoNullable) {
      if (propDef._def.typeName === "ZodOptional") {
        propDef = propDef._def.innerType;
      }
      if (!propDef.isNullable()) {
        propDef = propDef.nullable();
      }
      propOptional = false;
    }
    const parsedDef = parseDef(propDef._def, {
      ...refs,
      currentPath: [...refs.currentPath, "properties", propName],
      propertyPath: [...refs.currentPath, "properties", propName]
    });
    if (parsedDef === void 0) {
      continue;
    }
    result.properties[propName] = parsedDef;
    if (!propOptional) {
      required2.push(propName);
    }
  }
  if (required2.length) {
    result.required = required2;
  }
  const additionalProperties = decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) {
    result.additionalProperties = additionalProperties;
  }
  return result;
}
function decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") {
    return parseDef(def.catchall._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    });
  }
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch {
    return true;
  }
}

// node_modules/zod-to-json-schema/dist/esm/parsers/optional.js
var parseOptionalDef = (def, refs) => {
  if (refs.currentPath.toString() === refs.propertyPath?.toString()) {
    return parseDef(def.innerType._def, refs);
  }
  const innerSchema = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "1"]
  });
  return innerSchema ? {
    anyOf: [
      {
        not: parseAnyDef(refs)
      },
      innerSchema
    ]
  } : parseAnyDef(refs);
};

// node_modules/zod-to-json-schema/dist/esm/parsers/pipeline.js
var parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") {
    return parseDef(def.in._def, refs);
  } else if (refs.pipeStrategy === "output") {
    return parseDef(def.out._def, refs);
  }
  const a = parseDef(def.in._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", "0"]
  });
  const b = parseDef(def.out._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", a ? "1" : "0"]
  });
  return {
    allOf: [a, b].filter((x) => x !== void 0)
  };
};

// node_modules/zod-to-json-schema/dist/esm/parsers/promise.js
function parsePromiseDef(def, refs) {
  return parseDef(def.type._def, refs);
}

// node_modules/zod-to-json-schema/dist/esm/parsers/set.js
function parseSetDef(def, refs) {
  const items = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  const schema = {
    type: "array",
    uniqueItems: true,
    items
  };
  if (def.minSize) {
    setResponseValueAndErrors(schema, "minItems", def.minSize.value, def.minSize.message, refs);
  }
  if (def.maxSize) {
    setResponseValueAndErrors(schema, "maxItems", def.maxSize.value, def.maxSize.message, refs);
  }
  return schema;
}

// node_modules/zod-to-json-schema/dist/esm/parsers/tuple.js
function parseTupleDef(def, refs) {
  if (def.rest) {
    return {
      type: "array",
      minItems: def.items.length,
      items: def.items.map((x, i) => parseDef(x._def, {
        ...refs,
        currentPath: [...refs.currentPath, "items", `${i}`]
      })).reduce((acc, x) => x === void 0 ? acc : [...acc, x], []),
      additionalItems: parseDef(def.rest._def, {
        ...refs,
        currentPath: [...refs.currentPath, "additionalItems"]
      })
    };
  } else {
    return {
      type: "array",
      minItems: def.items.length,
      maxItems: def.items.length,
      items: def.items.map((x, i) => parseDef(x._def, {
        ...refs,
        currentPath: [...refs.currentPath, "items", `${i}`]
      })).reduce((acc, x) => x === void 0 ? acc : [...acc, x], [])
    };
  }
}

// node_modules/zod-to-json-schema/dist/esm/parsers/undefined.js
function parseUndefinedDef(refs) {
  return {
    not: parseAnyDef(refs)
  };
}

// node_modules/zod-to-json-schema/dist/esm/parsers/unknown.js
function parseUnknownDef(refs) {
  return parseAnyDef(refs);
}

// node_modules/zod-to-json-schema/dist/esm/parsers/readonly.js
var parseReadonlyDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// node_modules/zod-to-json-schema/dist/esm/selectParser.js
var selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case ZodFirstPartyTypeKind.ZodString:
      return parseStringDef(def, refs);
    case ZodFirstPartyTypeKind.ZodNumber:
      return parseNumberDef(def, refs);
    case ZodFirstPartyTypeKind.ZodObject:
      return parseObjectDef(def, refs);
    case ZodFirstPartyTypeKind.ZodBigInt:
      return parseBigintDef(def, refs);
    case ZodFirstPartyTypeKind.ZodBoolean:
      return parseBooleanDef();
    case ZodFirstPartyTypeKind.ZodDate:
      return parseDateDef(def, refs);
    case ZodFirstPartyTypeKind.ZodUndefined:
      return parseUndefinedDef(refs);
    case ZodFirstPartyTypeKind.ZodNull:
      return parseNullDef(refs);
    case ZodFirstPartyTypeKind.ZodArray:
      return parseArrayDef(def, refs);
    case ZodFirstPartyTypeKind.ZodUnion:
    case ZodFirstPartyTypeKind.ZodDiscriminatedUnion:
      return parseUnionDef(def, refs);
    case ZodFirstPartyTypeKind.ZodIntersection:
      return parseIntersectionDef(def, refs);
    case ZodFirstPartyTypeKind.ZodTuple:
      return parseTupleDef(def, refs);
    case ZodFirstPartyTypeKind.ZodRecord:
      return parseRecordDef(def, refs);
    case ZodFirstPartyTypeKind.ZodLiteral:
      return parseLiteralDef(def, refs);
    case ZodFirstPartyTypeKind.ZodEnum:
      return parseEnumDef(def);
    case ZodFirstPartyTypeKind.ZodNativeEnum:
      return parseNativeEnumDef(def);
    case ZodFirstPartyTypeKind.ZodNullable:
      return parseNullableDef(def, refs);
    case ZodFirstPartyTypeKind.ZodOptional:
      return parseOptionalDef(def, refs);
    case ZodFirstPartyTypeKind.ZodMap:
      return parseMapDef(def, refs);
    case ZodFirstPartyTypeKind.ZodSet:
      return parseSetDef(def, refs);
    case ZodFirstPartyTypeKind.ZodLazy:
      return () => def.getter()._def;
    case ZodFirstPartyTypeKind.ZodPromise:
      return parsePromiseDef(def, refs);
    case ZodFirstPartyTypeKind.ZodNaN:
    case ZodFirstPartyTypeKind.ZodNever:
      return parseNeverDef(refs);
    case ZodFirstPartyTypeKind.ZodEffects:
      return parseEffectsDef(def, refs);
    case ZodFirstPartyTypeKind.ZodAny:
      return parseAnyDef(refs);
    case ZodFirstPartyTypeKind.ZodUnknown:
      return parseUnknownDef(refs);
    case ZodFirstPartyTypeKind.ZodDefault:
      return parseDefaultDef(def, refs);
    case ZodFirstPartyTypeKind.ZodBranded:
      return parseBrandedDef(def, refs);
    case ZodFirstPartyTypeKind.ZodReadonly:
      return parseReadonlyDef(def, refs);
    case ZodFirstPartyTypeKind.ZodCatch:
      return parseCatchDef(def, refs);
    case ZodFirstPartyTypeKind.ZodPipeline:
      return parsePipelineDef(def, refs);
    case ZodFirstPartyTypeKind.ZodFunction:
    case ZodFirstPartyTypeKind.ZodVoid:
    case ZodFirstPartyTypeKind.ZodSymbol:
      return void 0;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};

// node_modules/zod-to-json-schema/dist/esm/parseDef.js
function parseDef(def, refs, forceResolution = false) {
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = refs.override?.(def, refs, seenItem, forceResolution);
    if (overrideResult !== ignoreOverride) {
      return overrideResult;
    }
  }
  if (seenItem && !forceResolution) {
    const seenSchema = get$ref(seenItem, refs);
    if (seenSchema !== void 0) {
      return seenSchema;
    }
  }
  const newItem = { def, path: refs.currentPath, jsonSchema: void 0 };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = selectParser(def, def.typeName, refs);
  const jsonSchema = typeof jsonSchemaOrGetter === "function" ? parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema) {
    addMeta(def, refs, jsonSchema);
  }
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema, def, refs);
    newItem.jsonSchema = jsonSchema;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema;
  return jsonSchema;
}
var get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen": {
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(`Recursive reference detected at ${refs.currentPath.join("/")}! Defaulting to any`);
        return parseAnyDef(refs);
      }
      return refs.$refStrategy === "seen" ? parseAnyDef(refs) : void 0;
    }
  }
};
var addMeta = (def, refs, jsonSchema) => {
  if (def.description) {
    jsonSchema.description = def.description;
    if (refs.markdownDescription) {
      jsonSchema.markdownDescription = def.description;
    }
  }
  return jsonSchema;
};

// node_modules/zod-to-json-schema/dist/esm/zodToJsonSchema.js
var zodToJsonSchema = (schema, options) => {
  const refs = getRefs(options);
  let definitions2 = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce((acc, [name2, schema2]) => ({
    ...acc,
    [name2]: parseDef(schema2._def, {
      ...refs,
      currentPath: [...refs.basePath, refs.definitionPath, name2]
    }, true) ?? parseAnyDef(refs)
  }), {}) : void 0;
  const name = typeof options === "string" ? options : options?.nameStrategy === "title" ? void 0 : options?.name;
  const main2 = parseDef(schema._def, name === void 0 ? refs : {
    ...refs,
    currentPath: [...refs.basePath, refs.definitionPath, name]
  }, false) ?? parseAnyDef(refs);
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) {
    main2.title = title;
  }
  if (refs.flags.hasReferencedOpenAiAnyType) {
    if (!definitions2) {
      definitions2 = {};
    }
    if (!definitions2[refs.openAiAnyTypeName]) {
      definitions2[refs.openAiAnyTypeName] = {
        // Skipping "object" as no properties can be defined and additionalProperties must be "false"
        type: ["string", "number", "integer", "boolean", "array", "null"],
        items: {
          $ref: refs.$refStrategy === "relative" ? "1" : [
            ...refs.basePath,
            refs.definitionPath,
            refs.openAiAnyTypeName
          ].join("/")
        }
      };
    }
  }
  const combined = name === void 0 ? definitions2 ? {
    ...main2,
    [refs.definitionPath]: definitions2
  } : main2 : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions2,
      [name]: main2
    }
  };
  if (refs.target === "jsonSchema7") {
    combined.$schema = "http://json-schema.org/draft-07/schema#";
  } else if (refs.target === "jsonSchema2019-09" || refs.target === "openAi") {
    combined.$schema = "https://json-schema.org/draft/2019-09/schema#";
  }
  if (refs.target === "openAi" && ("anyOf" in combined || "oneOf" in combined || "allOf" in combined || "type" in combined && Array.isArray(combined.type))) {
    console.warn("Warning: OpenAI may not support schemas with unions as roots! Try wrapping it in an object property.");
  }
  return combined;
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/zod-json-schema-compat.js
function mapMiniTarget(t) {
  if (!t)
    return "draft-7";
  if (t === "jsonSchema7" || t === "draft-7")
    return "draft-7";
  if (t === "jsonSchema2019-09" || t === "draft-2020-12")
    return "draft-2020-12";
  return "draft-7";
}
function toJsonSchemaCompat(schema, opts) {
  if (isZ4Schema(schema)) {
    return toJSONSchema(schema, {
      target: mapMiniTarget(opts?.target),
      io: opts?.pipeStrategy ?? "input"
    });
  }
  return zodToJsonSchema(schema, {
    strictUnions: opts?.strictUnions ?? true,
    pipeStrategy: opts?.pipeStrategy ?? "input"
  });
}
function getMethodLiteral(schema) {
  const shape = getObjectShape(schema);
  const methodSchema = shape?.method;
  if (!methodSchema) {
    throw new Error("Schema is missing a method literal");
  }
  const value = getLiteralValue(methodSchema);
  if (typeof value !== "string") {
    throw new Error("Schema method literal must be a string");
  }
  return value;
}
function parseWithCompat(schema, data) {
  const result = safeParse2(schema, data);
  if (!result.success) {
    throw result.error;
  }
  return result.data;
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js
var DEFAULT_REQUEST_TIMEOUT_MSEC = 6e4;
var Protocol = class {
  constructor(_options) {
    this._options = _options;
    this._requestMessageId = 0;
    this._requestHandlers = /* @__PURE__ */ new Map();
    this._requestHandlerAbortControllers = /* @__PURE__ */ new Map();
    this._notificationHandlers = /* @__PURE__ */ new Map();
    this._responseHandlers = /* @__PURE__ */ new Map();
    this._progressHandlers = /* @__PURE__ */ new Map();
    this._timeoutInfo = /* @__PURE__ */ new Map();
    this._pendingDebouncedNotifications = /* @__PURE__ */ new Set();
    this._taskProgressTokens = /* @__PURE__ */ new Map();
    this._requestResolvers = /* @__PURE__ */ new Map();
    this.setNotificationHandler(CancelledNotificationSchema, (notification) => {
      this._oncancel(notification);
    });
    this.setNotificationHandler(ProgressNotificationSchema, (notification) => {
      this._onprogress(notification);
    });
    this.setRequestHandler(
      PingRequestSchema,
      // Automatic pong by default.
      (_request) => ({})
    );
    this._taskStore = _options?.taskStore;
    this._taskMessageQueue = _options?.taskMessageQueue;
    if (this._taskStore) {
      this.setRequestHandler(GetTaskRequestSchema, async (request, extra) => {
        const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, "Failed to retrieve task: Task not found");
        }
        return {
          ...task
        };
      });
      this.setRequestHandler(GetTaskPayloadRequestSchema, async (request, extra) => {
        const handleTaskResult = async () => {
          const taskId2 = request.params.taskId;
          if (!await this._taskStore.getTask(taskId2, extra.sessionId)) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId2}`);
          }
          if (this._taskMessageQueue) {
            let queuedMessage;
            while (queuedMessage = await this._taskMessageQueue.dequeue(taskId2, extra.sessionId)) {
              if (queuedMessage.type === "response" || queuedMessage.type === "error") {
                const message2 = queuedMessage.message;
                const requestId2 = message2.id;
                const resolver = this._requestResolvers.get(requestId2);
                if (resolver) {
                  this._requestResolvers.delete(requestId2);
                  if (queuedMessage.type === "response") {
                    resolver(message2);
                  } else {
                    const errorMessage2 = message2;
                    const error = new McpError(errorMessage2.error.code, errorMessage2.error.message, errorMessage2.error.data);
                    resolver(error);
                  }
                } else {
                  const messageType = queuedMessage.type === "response" ? "Response" : "Error";
                  this._onerror(new Error(`${messageType} handler missing for request ${requestId2}`));
                }
                continue;
              }
              await this._transport?.send(queuedMessage.message, { relatedRequestId: extra.requestId });
            }
          }
          const task = await this._taskStore.getTask(taskId2, extra.sessionId);
          if (!task) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId2}`);
          }
          if (!isTerminal(task.status)) {
            await this._waitForTaskUpdate(taskId2, extra.signal, extra.sessionId);
            return await handleTaskResult();
          }
          if (isTerminal(task.status)) {
            const result = await this._taskStore.getTaskResult(taskId2, extra.sessionId);
            this._clearTaskQueue(taskId2, extra.sessionId);
            return {
              ...result,
              _meta: {
                ...result._meta,
                [RELATED_TASK_META_KEY]: {
                  taskId: taskId2
                }
              }
            };
          }
          return await handleTaskResult();
        };
        return await handleTaskResult();
      });
      this.setRequestHandler(ListTasksRequestSchema, async (request, extra) => {
        try {
          const { tasks, nextCursor } = await this._taskStore.listTasks(request.params?.cursor, extra.sessionId);
          return {
            tasks,
            nextCursor,
            _meta: {}
          };
        } catch (error) {
          throw new McpError(ErrorCode.InvalidParams, `Failed to list tasks: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      this.setRequestHandler(CancelTaskRequestSchema, async (request, extra) => {
        try {
          const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
          if (!task) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${request.params.taskId}`);
          }
          if (isTerminal(task.status)) {
            throw new McpError(ErrorCode.InvalidParams, `Cannot cancel task in terminal status: ${task.status}`);
          }
          await this._taskStore.updateTaskStatus(request.params.taskId, "cancelled", "Client cancelled task execution.", extra.sessionId);
          this._clearTaskQueue(request.params.taskId, extra.sessionId);
          const cancelledTask = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
          if (!cancelledTask) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found after cancellation: ${request.params.taskId}`);
          }
          return {
            _meta: {},
            ...cancelledTask
          };
        } catch (error) {
          if (error instanceof McpError) {
            throw error;
          }
          throw new McpError(ErrorCode.InvalidRequest, `Failed to cancel task: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
  }
  async _oncancel(notification) {
    if (!notification.params.requestId) {
      return;
    }
    const controller = this._requestHandlerAbortControllers.get(notification.params.requestId);
    controller?.abort(notification.params.reason);
  }
  _setupTimeout(messageId, timeout, maxTotalTimeout, onTimeout, resetTimeoutOnProgress = false) {
    this._timeoutInfo.set(messageId, {
      timeoutId: setTimeout(onTimeout, timeout),
      startTime: Date.now(),
      timeout,
      maxTotalTimeout,
      resetTimeoutOnProgress,
      onTimeout
    });
  }
  _resetTimeout(messageId) {
    const info = this._timeoutInfo.get(messageId);
    if (!info)
      return false;
    const totalElapsed = Date.now() - info.startTime;
    if (info.maxTotalTimeout && totalElapsed >= info.maxTotalTimeout) {
      this._timeoutInfo.delete(messageId);
      throw McpError.fromError(ErrorCode.RequestTimeout, "Maximum total timeout exceeded", {
        maxTotalTimeout: info.maxTotalTimeout,
        totalElapsed
      });
    }
    clearTimeout(info.timeoutId);
    info.timeoutId = setTimeout(info.onTimeout, info.timeout);
    return true;
  }
  _cleanupTimeout(messageId) {
    const info = this._timeoutInfo.get(messageId);
    if (info) {
      clearTimeout(info.timeoutId);
      this._timeoutInfo.delete(messageId);
    }
  }
  /**
   * Attaches to the given transport, starts it, and starts listening for messages.
   *
   * The Protocol object assumes ownership of the Transport, replacing any callbacks that have already been set, and expects that it is the only user of the Transport instance going forward.
   */
  async connect(transport) {
    if (this._transport) {
      throw new Error("Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.");
    }
    this._transport = transport;
    const _onclose = this.transport?.onclose;
    this._transport.onclose = () => {
      _onclose?.();
      this._onclose();
    };
    const _onerror = this.transport?.onerror;
    this._transport.onerror = (error) => {
      _onerror?.(error);
      this._onerror(error);
    };
    const _onmessage = this._transport?.onmessage;
    this._transport.onmessage = (message2, extra) => {
      _onmessage?.(message2, extra);
      if (isJSONRPCResultResponse(message2) || isJSONRPCErrorResponse(message2)) {
        this._onresponse(message2);
      } else if (isJSONRPCRequest(message2)) {
        this._onrequest(message2, extra);
      } else if (isJSONRPCNotification(message2)) {
        this._onnotification(message2);
      } else {
        this._onerror(new Error(`Unknown message type: ${JSON.stringify(message2)}`));
      }
    };
    await this._transport.start();
  }
  _onclose() {
    const responseHandlers = this._responseHandlers;
    this._responseHandlers = /* @__PURE__ */ new Map();
    this._progressHandlers.clear();
    this._taskProgressTokens.clear();
    this._pendingDebouncedNotifications.clear();
    for (const info of this._timeoutInfo.values()) {
      clearTimeout(info.timeoutId);
    }
    this._timeoutInfo.clear();
    for (const controller of this._requestHandlerAbortControllers.values()) {
      controller.abort();
    }
    this._requestHandlerAbortControllers.clear();
    const error = McpError.fromError(ErrorCode.ConnectionClosed, "Connection closed");
    this._transport = void 0;
    this.onclose?.();
    for (const handler of responseHandlers.values()) {
      handler(error);
    }
  }
  _onerror(error) {
    this.onerror?.(error);
  }
  _onnotification(notification) {
    const handler = this._notificationHandlers.get(notification.method) ?? this.fallbackNotificationHandler;
    if (handler === void 0) {
      return;
    }
    Promise.resolve().then(() => handler(notification)).catch((error) => this._onerror(new Error(`Uncaught error in notification handler: ${error}`)));
  }
  _onrequest(request, extra) {
    const handler = this._requestHandlers.get(request.method) ?? this.fallbackRequestHandler;
    const capturedTransport = this._transport;
    const relatedTaskId = request.params?._meta?.[RELATED_TASK_META_KEY]?.taskId;
    const sessionId = capturedTransport?.sessionId;
    const store = this._taskStore;
    let relatedTaskFound = true;
    let relatedTaskLookup;
    if (relatedTaskId && store && this._taskMessageQueue && sessionId !== void 0) {
      relatedTaskFound = false;
      relatedTaskLookup = (async () => {
        if (!await store.getTask(relatedTaskId, sessionId)) {
          throw new McpError(ErrorCode.InvalidParams, `Task not found: ${relatedTaskId}`);
        }
        relatedTaskFound = true;
      })();
    }
    if (handler === void 0) {
      const errorResponse = {
        jsonrpc: "2.0",
        id: request.id,
        error: {
          code: ErrorCode.MethodNotFound,
          message: "Method not found"
        }
      };
      if (relatedTaskId && relatedTaskLookup) {
        const queuedError = { type: "error", message: errorResponse, timestamp: Date.now() };
        relatedTaskLookup.then(() => this._enqueueTaskMessage(relatedTaskId, queuedError, sessionId), () => capturedTransport?.send(errorResponse)).catch((error) => this._onerror(new Error(`Failed to send an error response: ${error}`)));
      } else if (relatedTaskId && this._taskMessageQueue) {
        this._enqueueTaskMessage(relatedTaskId, {
          type: "error",
          message: errorResponse,
          timestamp: Date.now()
        }, capturedTransport?.sessionId).catch((error) => this._onerror(new Error(`Failed to enqueue error response: ${error}`)));
      } else {
        capturedTransport?.send(errorResponse).catch((error) => this._onerror(new Error(`Failed to send an error response: ${error}`)));
      }
      return;
    }
    const abortController = new AbortController();
    this._requestHandlerAbortControllers.set(request.id, abortController);
    const taskCreationParams = isTaskAugmentedRequestParams(request.params) ? request.params.task : void 0;
    const taskStore = this._taskStore ? this.requestTaskStore(request, capturedTransport?.sessionId) : void 0;
    const fullExtra = {
      signal: abortController.signal,
      sessionId: capturedTransport?.sessionId,
      _meta: request.params?._meta,
      sendNotification: async (notification) => {
        if (abortController.signal.aborted)
          return;
        const notificationOptions = { relatedRequestId: request.id };
        if (relatedTaskId) {
          notificationOptions.relatedTask = { taskId: relatedTaskId };
        }
        await this.notification(notification, notificationOptions);
      },
      sendRequest: async (r, resultSchema, options) => {
        if (abortController.signal.aborted) {
          throw new McpError(ErrorCode.ConnectionClosed, "Request was cancelled");
        }
        const requestOptions = { ...options, relatedRequestId: request.id };
        if (relatedTaskId && !requestOptions.relatedTask) {
          requestOptions.relatedTask = { taskId: relatedTaskId };
        }
        const effectiveTaskId = requestOptions.relatedTask?.taskId ?? relatedTaskId;
        if (effectiveTaskId && taskStore) {
          await taskStore.updateTaskStatus(effectiveTaskId, "input_required");
        }
        return await this.request(r, resultSchema, requestOptions);
      },
      authInfo: extra?.authInfo,
      requestId: request.id,
      requestInfo: extra?.requestInfo,
      taskId: relatedTaskId,
      taskStore,
      taskRequestedTtl: taskCreationParams?.ttl,
      closeSSEStream: extra?.closeSSEStream,
      closeStandaloneSSEStream: extra?.closeStandaloneSSEStream
    };
    (relatedTaskLookup ?? Promise.resolve()).then(() => {
      if (relatedTaskLookup && abortController.signal.aborted) {
        throw new McpError(ErrorCode.ConnectionClosed, "Request was cancelled");
      }
      if (taskCreationParams) {
        this.assertTaskHandlerCapability(request.method);
      }
    }).then(() => handler(request, fullExtra)).then(async (result) => {
      if (abortController.signal.aborted) {
        return;
      }
      const response = {
        result,
        jsonrpc: "2.0",
        id: request.id
      };
      if (relatedTaskId && this._taskMessageQueue) {
        await this._enqueueTaskMessage(relatedTaskId, {
          type: "response",
          message: response,
          timestamp: Date.now()
        }, capturedTransport?.sessionId);
      } else {
        await capturedTransport?.send(response);
      }
    }, async (error) => {
      if (abortController.signal.aborted) {
        return;
      }
      const errorResponse = {
        jsonrpc: "2.0",
        id: request.id,
        error: {
          code: Number.isSafeInteger(error["code"]) ? error["code"] : ErrorCode.InternalError,
          message: error.message ?? "Internal error",
          ...error["data"] !== void 0 && { data: error["data"] }
        }
      };
      if (relatedTaskId && this._taskMessageQueue && relatedTaskFound) {
        await this._enqueueTaskMessage(relatedTaskId, {
          type: "error",
          message: errorResponse,
          timestamp: Date.now()
        }, capturedTransport?.sessionId);
      } else {
        await capturedTransport?.send(errorResponse);
      }
    }).catch((error) => this._onerror(new Error(`Failed to send response: ${error}`))).finally(() => {
      if (this._requestHandlerAbortControllers.get(request.id) === abortController) {
        this._requestHandlerAbortControllers.delete(request.id);
      }
    });
  }
  _onprogress(notification) {
    const { progressToken, ...params } = notification.params;
    const messageId = Number(progressToken);
    const handler = this._progressHandlers.get(messageId);
    if (!handler) {
      this._onerror(new Error(`Received a progress notification for an unknown token: ${JSON.stringify(notification)}`));
      return;
    }
    const responseHandler = this._responseHandlers.get(messageId);
    const timeoutInfo = this._timeoutInfo.get(messageId);
    if (timeoutInfo && responseHandler && timeoutInfo.resetTimeoutOnProgress) {
      try {
        this._resetTimeout(messageId);
      } catch (error) {
        this._responseHandlers.delete(messageId);
        this._progressHandlers.delete(messageId);
        this._cleanupTimeout(messageId);
        responseHandler(error);
        return;
      }
    }
    handler(params);
  }
  _onresponse(response) {
    const messageId = Number(response.id);
    const resolver = this._requestResolvers.get(messageId);
    if (resolver) {
      this._requestResolvers.delete(messageId);
      if (isJSONRPCResultResponse(response)) {
        resolver(response);
      } else {
        const error = new McpError(response.error.code, response.error.message, response.error.data);
        resolver(error);
      }
      return;
    }
    const handler = this._responseHandlers.get(messageId);
    if (handler === void 0) {
      this._onerror(new Error(`Received a response for an unknown message ID: ${JSON.stringify(response)}`));
      return;
    }
    this._responseHandlers.delete(messageId);
    this._cleanupTimeout(messageId);
    let isTaskResponse = false;
    if (isJSONRPCResultResponse(response) && response.result && typeof response.result === "object") {
      const result = response.result;
      if (result.task && typeof result.task === "object") {
        const task = result.task;
        if (typeof task.taskId === "string") {
          isTaskResponse = true;
          this._taskProgressTokens.set(task.taskId, messageId);
        }
      }
    }
    if (!isTaskResponse) {
      this._progressHandlers.delete(messageId);
    }
    if (isJSONRPCResultResponse(response)) {
      handler(response);
    } else {
      const error = McpError.fromError(response.error.code, response.error.message, response.error.data);
      handler(error);
    }
  }
  get transport() {
    return this._transport;
  }
  /**
   * Closes the connection.
   */
  async close() {
    await this._transport?.close();
  }
  /**
   * Sends a request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * @example
   * ```typescript
   * const stream = protocol.requestStream(request, resultSchema, options);
   * for await (const message of stream) {
   *   switch (message.type) {
   *     case 'taskCreated':
   *       console.log('Task created:', message.task.taskId);
   *       break;
   *     case 'taskStatus':
   *       console.log('Task status:', message.task.status);
   *       break;
   *     case 'result':
   *       console.log('Final result:', message.result);
   *       break;
   *     case 'error':
   *       console.error('Error:', message.error);
   *       break;
   *   }
   * }
   * ```
   *
   * @experimental Use `client.experimental.tasks.requestStream()` to access this method.
   */
  async *requestStream(request, resultSchema, options) {
    const { task } = options ?? {};
    if (!task) {
      try {
        const result = await this.request(request, resultSchema, options);
        yield { type: "result", result };
      } catch (error) {
        yield {
          type: "error",
          error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
        };
      }
      return;
    }
    let taskId2;
    try {
      const createResult = await this.request(request, CreateTaskResultSchema, options);
      if (createResult.task) {
        taskId2 = createResult.task.taskId;
        yield { type: "taskCreated", task: createResult.task };
      } else {
        throw new McpError(ErrorCode.InternalError, "Task creation did not return a task");
      }
      while (true) {
        const task2 = await this.getTask({ taskId: taskId2 }, options);
        yield { type: "taskStatus", task: task2 };
        if (isTerminal(task2.status)) {
          if (task2.status === "completed") {
            const result = await this.getTaskResult({ taskId: taskId2 }, resultSchema, options);
            yield { type: "result", result };
          } else if (task2.status === "failed") {
            yield {
              type: "error",
              error: new McpError(ErrorCode.InternalError, `Task ${taskId2} failed`)
            };
          } else if (task2.status === "cancelled") {
            yield {
              type: "error",
              error: new McpError(ErrorCode.InternalError, `Task ${taskId2} was cancelled`)
            };
          }
          return;
        }
        if (task2.status === "input_required") {
          const result = await this.getTaskResult({ taskId: taskId2 }, resultSchema, options);
          yield { type: "result", result };
          return;
        }
        const pollInterval = task2.pollInterval ?? this._options?.defaultTaskPollInterval ?? 1e3;
        await new Promise((resolve2) => setTimeout(resolve2, pollInterval));
        options?.signal?.throwIfAborted();
      }
    } catch (error) {
      yield {
        type: "error",
        error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
      };
    }
  }
  /**
   * Sends a request and waits for a response.
   *
   * Do not use this method to emit notifications! Use notification() instead.
   */
  request(request, resultSchema, options) {
    const { relatedRequestId, resumptionToken, onresumptiontoken, task, relatedTask } = options ?? {};
    return new Promise((resolve2, reject2) => {
      const earlyReject = (error) => {
        reject2(error);
      };
      if (!this._transport) {
        earlyReject(new Error("Not connected"));
        return;
      }
      if (this._options?.enforceStrictCapabilities === true) {
        try {
          this.assertCapabilityForMethod(request.method);
          if (task) {
            this.assertTaskCapability(request.method);
          }
        } catch (e) {
          earlyReject(e);
          return;
        }
      }
      options?.signal?.throwIfAborted();
      const messageId = this._requestMessageId++;
      const jsonrpcRequest = {
        ...request,
        jsonrpc: "2.0",
        id: messageId
      };
      if (options?.onprogress) {
        this._progressHandlers.set(messageId, options.onprogress);
        jsonrpcRequest.params = {
          ...request.params,
          _meta: {
            ...request.params?._meta || {},
            progressToken: messageId
          }
        };
      }
      if (task) {
        jsonrpcRequest.params = {
          ...jsonrpcRequest.params,
          task
        };
      }
      if (relatedTask) {
        jsonrpcRequest.params = {
          ...jsonrpcRequest.params,
          _meta: {
            ...jsonrpcRequest.params?._meta || {},
            [RELATED_TASK_META_KEY]: relatedTask
          }
        };
      }
      const cancel = (reason2) => {
        this._responseHandlers.delete(messageId);
        this._progressHandlers.delete(messageId);
        this._cleanupTimeout(messageId);
        this._transport?.send({
          jsonrpc: "2.0",
          method: "notifications/cancelled",
          params: {
            requestId: messageId,
            reason: String(reason2)
          }
        }, { relatedRequestId, resumptionToken, onresumptiontoken }).catch((error2) => this._onerror(new Error(`Failed to send cancellation: ${error2}`)));
        const error = reason2 instanceof McpError ? reason2 : new McpError(ErrorCode.RequestTimeout, String(reason2));
        reject2(error);
      };
      this._responseHandlers.set(messageId, (response) => {
        if (options?.signal?.aborted) {
          return;
        }
        if (response instanceof Error) {
          return reject2(response);
        }
        try {
          const parseResult = safeParse2(resultSchema, response.result);
          if (!parseResult.success) {
            reject2(parseResult.error);
          } else {
            resolve2(parseResult.data);
          }
        } catch (error) {
          reject2(error);
        }
      });
      options?.signal?.addEventListener("abort", () => {
        cancel(options?.signal?.reason);
      });
      const timeout = options?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC;
      const timeoutHandler = () => cancel(McpError.fromError(ErrorCode.RequestTimeout, "Request timed out", { timeout }));
      this._setupTimeout(messageId, timeout, options?.maxTotalTimeout, timeoutHandler, options?.resetTimeoutOnProgress ?? false);
      const relatedTaskId = relatedTask?.taskId;
      if (relatedTaskId) {
        const responseResolver = (response) => {
          const handler = this._responseHandlers.get(messageId);
          if (handler) {
            handler(response);
          } else {
            this._onerror(new Error(`Response handler missing for side-channeled request ${messageId}`));
          }
        };
        this._requestResolvers.set(messageId, responseResolver);
        this._enqueueTaskMessage(relatedTaskId, {
          type: "request",
          message: jsonrpcRequest,
          timestamp: Date.now()
        }).catch((error) => {
          this._cleanupTimeout(messageId);
          reject2(error);
        });
      } else {
        this._transport.send(jsonrpcRequest, { relatedRequestId, resumptionToken, onresumptiontoken }).catch((error) => {
          this._cleanupTimeout(messageId);
          reject2(error);
        });
      }
    });
  }
  /**
   * Gets the current status of a task.
   *
   * @experimental Use `client.experimental.tasks.getTask()` to access this method.
   */
  async getTask(params, options) {
    return this.request({ method: "tasks/get", params }, GetTaskResultSchema, options);
  }
  /**
   * Retrieves the result of a completed task.
   *
   * @experimental Use `client.experimental.tasks.getTaskResult()` to access this method.
   */
  async getTaskResult(params, resultSchema, options) {
    return this.request({ method: "tasks/result", params }, resultSchema, options);
  }
  /**
   * Lists tasks, optionally starting from a pagination cursor.
   *
   * @experimental Use `client.experimental.tasks.listTasks()` to access this method.
   */
  async listTasks(params, options) {
    return this.request({ method: "tasks/list", params }, ListTasksResultSchema, options);
  }
  /**
   * Cancels a specific task.
   *
   * @experimental Use `client.experimental.tasks.cancelTask()` to access this method.
   */
  async cancelTask(params, options) {
    return this.request({ method: "tasks/cancel", params }, CancelTaskResultSchema, options);
  }
  /**
   * Emits a notification, which is a one-way message that does not expect a response.
   */
  async notification(notification, options) {
    if (!this._transport) {
      throw new Error("Not connected");
    }
    this.assertNotificationCapability(notification.method);
    const relatedTaskId = options?.relatedTask?.taskId;
    if (relatedTaskId) {
      const jsonrpcNotification2 = {
        ...notification,
        jsonrpc: "2.0",
        params: {
          ...notification.params,
          _meta: {
            ...notification.params?._meta || {},
            [RELATED_TASK_META_KEY]: options.relatedTask
          }
        }
      };
      await this._enqueueTaskMessage(relatedTaskId, {
        type: "notification",
        message: jsonrpcNotification2,
        timestamp: Date.now()
      });
      return;
    }
    const debouncedMethods = this._options?.debouncedNotificationMethods ?? [];
    const canDebounce = debouncedMethods.includes(notification.method) && !notification.params && !options?.relatedRequestId && !options?.relatedTask;
    if (canDebounce) {
      if (this._pendingDebouncedNotifications.has(notification.method)) {
        return;
      }
      this._pendingDebouncedNotifications.add(notification.method);
      Promise.resolve().then(() => {
        this._pendingDebouncedNotifications.delete(notification.method);
        if (!this._transport) {
          return;
        }
        let jsonrpcNotification2 = {
          ...notification,
          jsonrpc: "2.0"
        };
        if (options?.relatedTask) {
          jsonrpcNotification2 = {
            ...jsonrpcNotification2,
            params: {
              ...jsonrpcNotification2.params,
              _meta: {
                ...jsonrpcNotification2.params?._meta || {},
                [RELATED_TASK_META_KEY]: options.relatedTask
              }
            }
          };
        }
        this._transport?.send(jsonrpcNotification2, options).catch((error) => this._onerror(error));
      });
      return;
    }
    let jsonrpcNotification = {
      ...notification,
      jsonrpc: "2.0"
    };
    if (options?.relatedTask) {
      jsonrpcNotification = {
        ...jsonrpcNotification,
        params: {
          ...jsonrpcNotification.params,
          _meta: {
            ...jsonrpcNotification.params?._meta || {},
            [RELATED_TASK_META_KEY]: options.relatedTask
          }
        }
      };
    }
    await this._transport.send(jsonrpcNotification, options);
  }
  /**
   * Registers a handler to invoke when this protocol object receives a request with the given method.
   *
   * Note that this will replace any previous request handler for the same method.
   */
  setRequestHandler(requestSchema, handler) {
    const method = getMethodLiteral(requestSchema);
    this.assertRequestHandlerCapability(method);
    this._requestHandlers.set(method, (request, extra) => {
      const parsed = parseWithCompat(requestSchema, request);
      return Promise.resolve(handler(parsed, extra));
    });
  }
  /**
   * Removes the request handler for the given method.
   */
  removeRequestHandler(method) {
    this._requestHandlers.delete(method);
  }
  /**
   * Asserts that a request handler has not already been set for the given method, in preparation for a new one being automatically installed.
   */
  assertCanSetRequestHandler(method) {
    if (this._requestHandlers.has(method)) {
      throw new Error(`A request handler for ${method} already exists, which would be overridden`);
    }
  }
  /**
   * Registers a handler to invoke when this protocol object receives a notification with the given method.
   *
   * Note that this will replace any previous notification handler for the same method.
   */
  setNotificationHandler(notificationSchema, handler) {
    const method = getMethodLiteral(notificationSchema);
    this._notificationHandlers.set(method, (notification) => {
      const parsed = parseWithCompat(notificationSchema, notification);
      return Promise.resolve(handler(parsed));
    });
  }
  /**
   * Removes the notification handler for the given method.
   */
  removeNotificationHandler(method) {
    this._notificationHandlers.delete(method);
  }
  /**
   * Cleans up the progress handler associated with a task.
   * This should be called when a task reaches a terminal status.
   */
  _cleanupTaskProgressHandler(taskId2) {
    const progressToken = this._taskProgressTokens.get(taskId2);
    if (progressToken !== void 0) {
      this._progressHandlers.delete(progressToken);
      this._taskProgressTokens.delete(taskId2);
    }
  }
  /**
   * Enqueues a task-related message for side-channel delivery via tasks/result.
   * @param taskId The task ID to associate the message with
   * @param message The message to enqueue
   * @param sessionId Optional session ID for binding the operation to a specific session
   * @throws Error if taskStore is not configured or if enqueue fails (e.g., queue overflow)
   *
   * Note: If enqueue fails, it's the TaskMessageQueue implementation's responsibility to handle
   * the error appropriately (e.g., by failing the task, logging, etc.). The Protocol layer
   * simply propagates the error.
   */
  async _enqueueTaskMessage(taskId2, message2, sessionId) {
    if (!this._taskStore || !this._taskMessageQueue) {
      throw new Error("Cannot enqueue task message: taskStore and taskMessageQueue are not configured");
    }
    const maxQueueSize = this._options?.maxTaskQueueSize;
    await this._taskMessageQueue.enqueue(taskId2, message2, sessionId ?? this._transport?.sessionId, maxQueueSize);
  }
  /**
   * Clears the message queue for a task and rejects any pending request resolvers.
   * @param taskId The task ID whose queue should be cleared
   * @param sessionId Optional session ID for binding the operation to a specific session
   */
  async _clearTaskQueue(taskId2, sessionId) {
    if (this._taskMessageQueue) {
      const messages = await this._taskMessageQueue.dequeueAll(taskId2, sessionId);
      for (const message2 of messages) {
        if (message2.type === "request" && isJSONRPCRequest(message2.message)) {
          const requestId2 = message2.message.id;
          const resolver = this._requestResolvers.get(requestId2);
          if (resolver) {
            resolver(new McpError(ErrorCode.InternalError, "Task cancelled or completed"));
            this._requestResolvers.delete(requestId2);
          } else {
            this._onerror(new Error(`Resolver missing for request ${requestId2} during task ${taskId2} cleanup`));
          }
        }
      }
    }
  }
  /**
   * Waits for a task update (new messages or status change) with abort signal support.
   * Uses polling to check for updates at the task's configured poll interval.
   * @param taskId The task ID to wait for
   * @param signal Abort signal to cancel the wait
   * @param sessionId Session of the request that waits, passed to the task store
   * @returns Promise that resolves when an update occurs or rejects if aborted
   */
  async _waitForTaskUpdate(taskId2, signal, sessionId) {
    let interval = this._options?.defaultTaskPollInterval ?? 1e3;
    try {
      const task = await this._taskStore?.getTask(taskId2, sessionId);
      if (task?.pollInterval) {
        interval = task.pollInterval;
      }
    } catch {
    }
    return new Promise((resolve2, reject2) => {
      if (signal.aborted) {
        reject2(new McpError(ErrorCode.InvalidRequest, "Request cancelled"));
        return;
      }
      const timeoutId = setTimeout(resolve2, interval);
      signal.addEventListener("abort", () => {
        clearTimeout(timeoutId);
        reject2(new McpError(ErrorCode.InvalidRequest, "Request cancelled"));
      }, { once: true });
    });
  }
  requestTaskStore(request, sessionId) {
    const taskStore = this._taskStore;
    if (!taskStore) {
      throw new Error("No task store configured");
    }
    return {
      createTask: async (taskParams) => {
        if (!request) {
          throw new Error("No request provided");
        }
        return await taskStore.createTask(taskParams, request.id, {
          method: request.method,
          params: request.params
        }, sessionId);
      },
      getTask: async (taskId2) => {
        const task = await taskStore.getTask(taskId2, sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, "Failed to retrieve task: Task not found");
        }
        return task;
      },
      storeTaskResult: async (taskId2, status2, result) => {
        await taskStore.storeTaskResult(taskId2, status2, result, sessionId);
        const task = await taskStore.getTask(taskId2, sessionId);
        if (task) {
          const notification = TaskStatusNotificationSchema.parse({
            method: "notifications/tasks/status",
            params: task
          });
          await this.notification(notification);
          if (isTerminal(task.status)) {
            this._cleanupTaskProgressHandler(taskId2);
          }
        }
      },
      getTaskResult: (taskId2) => {
        return taskStore.getTaskResult(taskId2, sessionId);
      },
      updateTaskStatus: async (taskId2, status2, statusMessage) => {
        const task = await taskStore.getTask(taskId2, sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, `Task "${taskId2}" not found - it may have been cleaned up`);
        }
        if (isTerminal(task.status)) {
          throw new McpError(ErrorCode.InvalidParams, `Cannot update task "${taskId2}" from terminal status "${task.status}" to "${status2}". Terminal states (completed, failed, cancelled) cannot transition to other states.`);
        }
        await taskStore.updateTaskStatus(taskId2, status2, statusMessage, sessionId);
        const updatedTask = await taskStore.getTask(taskId2, sessionId);
        if (updatedTask) {
          const notification = TaskStatusNotificationSchema.parse({
            method: "notifications/tasks/status",
            params: updatedTask
          });
          await this.notification(notification);
          if (isTerminal(updatedTask.status)) {
            this._cleanupTaskProgressHandler(taskId2);
          }
        }
      },
      listTasks: (cursor) => {
        return taskStore.listTasks(cursor, sessionId);
      }
    };
  }
};
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function mergeCapabilities(base, additional) {
  const result = { ...base };
  for (const key in additional) {
    const k = key;
    const addValue = additional[k];
    if (addValue === void 0)
      continue;
    const baseValue = result[k];
    if (isPlainObject(baseValue) && isPlainObject(addValue)) {
      result[k] = { ...baseValue, ...addValue };
    } else {
      result[k] = addValue;
    }
  }
  return result;
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js
var import_ajv = __toESM(require_ajv(), 1);
var import_ajv_formats = __toESM(require_dist(), 1);
function createDefaultAjvInstance() {
  const ajv = new import_ajv.default({
    strict: false,
    validateFormats: true,
    validateSchema: false,
    allErrors: true
  });
  const addFormats = import_ajv_formats.default;
  addFormats(ajv);
  return ajv;
}
var AjvJsonSchemaValidator = class {
  /**
   * Create an AJV validator
   *
   * @param ajv - Optional pre-configured AJV instance. If not provided, a default instance will be created.
   *
   * @example
   * ```typescript
   * // Use default configuration (recommended for most cases)
   * import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
   * const validator = new AjvJsonSchemaValidator();
   *
   * // Or provide custom AJV instance for advanced configuration
   * import { Ajv } from 'ajv';
   * import addFormats from 'ajv-formats';
   *
   * const ajv = new Ajv({ validateFormats: true });
   * addFormats(ajv);
   * const validator = new AjvJsonSchemaValidator(ajv);
   * ```
   */
  constructor(ajv) {
    this._ajv = ajv ?? createDefaultAjvInstance();
  }
  /**
   * Create a validator for the given JSON Schema
   *
   * The validator is compiled once and can be reused multiple times.
   * If the schema has an $id, it will be cached by AJV automatically.
   *
   * @param schema - Standard JSON Schema object
   * @returns A validator function that validates input data
   */
  getValidator(schema) {
    const ajvValidator = "$id" in schema && typeof schema.$id === "string" ? this._ajv.getSchema(schema.$id) ?? this._ajv.compile(schema) : this._ajv.compile(schema);
    return (input14) => {
      const valid = ajvValidator(input14);
      if (valid) {
        return {
          valid: true,
          data: input14,
          errorMessage: void 0
        };
      } else {
        return {
          valid: false,
          data: void 0,
          errorMessage: this._ajv.errorsText(ajvValidator.errors)
        };
      }
    };
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/server.js
var ExperimentalServerTasks = class {
  constructor(_server) {
    this._server = _server;
  }
  /**
   * Sends a request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * This method provides streaming access to request processing, allowing you to
   * observe intermediate task status updates for task-augmented requests.
   *
   * @param request - The request to send
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  requestStream(request, resultSchema, options) {
    return this._server.requestStream(request, resultSchema, options);
  }
  /**
   * Sends a sampling request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * For task-augmented requests, yields 'taskCreated' and 'taskStatus' messages
   * before the final result.
   *
   * @example
   * ```typescript
   * const stream = server.experimental.tasks.createMessageStream({
   *     messages: [{ role: 'user', content: { type: 'text', text: 'Hello' } }],
   *     maxTokens: 100
   * }, {
   *     onprogress: (progress) => {
   *         // Handle streaming tokens via progress notifications
   *         console.log('Progress:', progress.message);
   *     }
   * });
   *
   * for await (const message of stream) {
   *     switch (message.type) {
   *         case 'taskCreated':
   *             console.log('Task created:', message.task.taskId);
   *             break;
   *         case 'taskStatus':
   *             console.log('Task status:', message.task.status);
   *             break;
   *         case 'result':
   *             console.log('Final result:', message.result);
   *             break;
   *         case 'error':
   *             console.error('Error:', message.error);
   *             break;
   *     }
   * }
   * ```
   *
   * @param params - The sampling request parameters
   * @param options - Optional request options (timeout, signal, task creation params, onprogress, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  createMessageStream(params, options) {
    const clientCapabilities = this._server.getClientCapabilities();
    if ((params.tools || params.toolChoice) && !clientCapabilities?.sampling?.tools) {
      throw new Error("Client does not support sampling tools capability.");
    }
    if (params.messages.length > 0) {
      const lastMessage = params.messages[params.messages.length - 1];
      const lastContent = Array.isArray(lastMessage.content) ? lastMessage.content : [lastMessage.content];
      const hasToolResults = lastContent.some((c) => c.type === "tool_result");
      const previousMessage = params.messages.length > 1 ? params.messages[params.messages.length - 2] : void 0;
      const previousContent = previousMessage ? Array.isArray(previousMessage.content) ? previousMessage.content : [previousMessage.content] : [];
      const hasPreviousToolUse = previousContent.some((c) => c.type === "tool_use");
      if (hasToolResults) {
        if (lastContent.some((c) => c.type !== "tool_result")) {
          throw new Error("The last message must contain only tool_result content if any is present");
        }
        if (!hasPreviousToolUse) {
          throw new Error("tool_result blocks are not matching any tool_use from the previous message");
        }
      }
      if (hasPreviousToolUse) {
        const toolUseIds = new Set(previousContent.filter((c) => c.type === "tool_use").map((c) => c.id));
        const toolResultIds = new Set(lastContent.filter((c) => c.type === "tool_result").map((c) => c.toolUseId));
        if (toolUseIds.size !== toolResultIds.size || ![...toolUseIds].every((id2) => toolResultIds.has(id2))) {
          throw new Error("ids of tool_result blocks and tool_use blocks from previous message do not match");
        }
      }
    }
    return this.requestStream({
      method: "sampling/createMessage",
      params
    }, CreateMessageResultSchema, options);
  }
  /**
   * Sends an elicitation request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * For task-augmented requests (especially URL-based elicitation), yields 'taskCreated'
   * and 'taskStatus' messages before the final result.
   *
   * @example
   * ```typescript
   * const stream = server.experimental.tasks.elicitInputStream({
   *     mode: 'url',
   *     message: 'Please authenticate',
   *     elicitationId: 'auth-123',
   *     url: 'https://example.com/auth'
   * }, {
   *     task: { ttl: 300000 } // Task-augmented for long-running auth flow
   * });
   *
   * for await (const message of stream) {
   *     switch (message.type) {
   *         case 'taskCreated':
   *             console.log('Task created:', message.task.taskId);
   *             break;
   *         case 'taskStatus':
   *             console.log('Task status:', message.task.status);
   *             break;
   *         case 'result':
   *             console.log('User action:', message.result.action);
   *             break;
   *         case 'error':
   *             console.error('Error:', message.error);
   *             break;
   *     }
   * }
   * ```
   *
   * @param params - The elicitation request parameters
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  elicitInputStream(params, options) {
    const clientCapabilities = this._server.getClientCapabilities();
    const mode = params.mode ?? "form";
    switch (mode) {
      case "url": {
        if (!clientCapabilities?.elicitation?.url) {
          throw new Error("Client does not support url elicitation.");
        }
        break;
      }
      case "form": {
        if (!clientCapabilities?.elicitation?.form) {
          throw new Error("Client does not support form elicitation.");
        }
        break;
      }
    }
    const normalizedParams = mode === "form" && params.mode === void 0 ? { ...params, mode: "form" } : params;
    return this.requestStream({
      method: "elicitation/create",
      params: normalizedParams
    }, ElicitResultSchema, options);
  }
  /**
   * Gets the current status of a task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   * @returns The task status
   *
   * @experimental
   */
  async getTask(taskId2, options) {
    return this._server.getTask({ taskId: taskId2 }, options);
  }
  /**
   * Retrieves the result of a completed task.
   *
   * @param taskId - The task identifier
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options
   * @returns The task result
   *
   * @experimental
   */
  async getTaskResult(taskId2, resultSchema, options) {
    return this._server.getTaskResult({ taskId: taskId2 }, resultSchema, options);
  }
  /**
   * Lists tasks with optional pagination.
   *
   * @param cursor - Optional pagination cursor
   * @param options - Optional request options
   * @returns List of tasks with optional next cursor
   *
   * @experimental
   */
  async listTasks(cursor, options) {
    return this._server.listTasks(cursor ? { cursor } : void 0, options);
  }
  /**
   * Cancels a running task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   *
   * @experimental
   */
  async cancelTask(taskId2, options) {
    return this._server.cancelTask({ taskId: taskId2 }, options);
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/helpers.js
function assertToolsCallTaskCapability(requests, method, entityName) {
  if (!requests) {
    throw new Error(`${entityName} does not support task creation (required for ${method})`);
  }
  switch (method) {
    case "tools/call":
      if (!requests.tools?.call) {
        throw new Error(`${entityName} does not support task creation for tools/call (required for ${method})`);
      }
      break;
    default:
      break;
  }
}
function assertClientRequestTaskCapability(requests, method, entityName) {
  if (!requests) {
    throw new Error(`${entityName} does not support task creation (required for ${method})`);
  }
  switch (method) {
    case "sampling/createMessage":
      if (!requests.sampling?.createMessage) {
        throw new Error(`${entityName} does not support task creation for sampling/createMessage (required for ${method})`);
      }
      break;
    case "elicitation/create":
      if (!requests.elicitation?.create) {
        throw new Error(`${entityName} does not support task creation for elicitation/create (required for ${method})`);
      }
      break;
    default:
      break;
  }
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js
var Server = class extends Protocol {
  /**
   * Initializes this server with the given name and version information.
   */
  constructor(_serverInfo, options) {
    super(options);
    this._serverInfo = _serverInfo;
    this._loggingLevels = /* @__PURE__ */ new Map();
    this.LOG_LEVEL_SEVERITY = new Map(LoggingLevelSchema.options.map((level, index) => [level, index]));
    this.isMessageIgnored = (level, sessionId) => {
      const currentLevel = this._loggingLevels.get(sessionId);
      return currentLevel ? this.LOG_LEVEL_SEVERITY.get(level) < this.LOG_LEVEL_SEVERITY.get(currentLevel) : false;
    };
    this._capabilities = options?.capabilities ?? {};
    this._instructions = options?.instructions;
    this._jsonSchemaValidator = options?.jsonSchemaValidator ?? new AjvJsonSchemaValidator();
    this.setRequestHandler(InitializeRequestSchema, (request) => this._oninitialize(request));
    this.setNotificationHandler(InitializedNotificationSchema, () => this.oninitialized?.());
    if (this._capabilities.logging) {
      this.setRequestHandler(SetLevelRequestSchema, async (request, extra) => {
        const transportSessionId = extra.sessionId || extra.requestInfo?.headers["mcp-session-id"] || void 0;
        const { level } = request.params;
        const parseResult = LoggingLevelSchema.safeParse(level);
        if (parseResult.success) {
          this._loggingLevels.set(transportSessionId, parseResult.data);
        }
        return {};
      });
    }
  }
  /**
   * Access experimental features.
   *
   * WARNING: These APIs are experimental and may change without notice.
   *
   * @experimental
   */
  get experimental() {
    if (!this._experimental) {
      this._experimental = {
        tasks: new ExperimentalServerTasks(this)
      };
    }
    return this._experimental;
  }
  /**
   * Registers new capabilities. This can only be called before connecting to a transport.
   *
   * The new capabilities will be merged with any existing capabilities previously given (e.g., at initialization).
   */
  registerCapabilities(capabilities) {
    if (this.transport) {
      throw new Error("Cannot register capabilities after connecting to transport");
    }
    this._capabilities = mergeCapabilities(this._capabilities, capabilities);
  }
  /**
   * Override request handler registration to enforce server-side validation for tools/call.
   */
  setRequestHandler(requestSchema, handler) {
    const shape = getObjectShape(requestSchema);
    const methodSchema = shape?.method;
    if (!methodSchema) {
      throw new Error("Schema is missing a method literal");
    }
    const methodValue = getLiteralValue(methodSchema);
    if (typeof methodValue !== "string") {
      throw new Error("Schema method literal must be a string");
    }
    const method = methodValue;
    if (method === "tools/call") {
      const wrappedHandler = async (request, extra) => {
        const validatedRequest = safeParse2(CallToolRequestSchema, request);
        if (!validatedRequest.success) {
          const errorMessage2 = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid tools/call request: ${errorMessage2}`);
        }
        const { params } = validatedRequest.data;
        const result = await Promise.resolve(handler(request, extra));
        if (params.task) {
          const taskValidationResult = safeParse2(CreateTaskResultSchema, result);
          if (!taskValidationResult.success) {
            const errorMessage2 = taskValidationResult.error instanceof Error ? taskValidationResult.error.message : String(taskValidationResult.error);
            throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage2}`);
          }
          return taskValidationResult.data;
        }
        const validationResult = safeParse2(CallToolResultSchema, result);
        if (!validationResult.success) {
          const errorMessage2 = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid tools/call result: ${errorMessage2}`);
        }
        return validationResult.data;
      };
      return super.setRequestHandler(requestSchema, wrappedHandler);
    }
    return super.setRequestHandler(requestSchema, handler);
  }
  assertCapabilityForMethod(method) {
    switch (method) {
      case "sampling/createMessage":
        if (!this._clientCapabilities?.sampling) {
          throw new Error(`Client does not support sampling (required for ${method})`);
        }
        break;
      case "elicitation/create":
        if (!this._clientCapabilities?.elicitation) {
          throw new Error(`Client does not support elicitation (required for ${method})`);
        }
        break;
      case "roots/list":
        if (!this._clientCapabilities?.roots) {
          throw new Error(`Client does not support listing roots (required for ${method})`);
        }
        break;
      case "ping":
        break;
    }
  }
  assertNotificationCapability(method) {
    switch (method) {
      case "notifications/message":
        if (!this._capabilities.logging) {
          throw new Error(`Server does not support logging (required for ${method})`);
        }
        break;
      case "notifications/resources/updated":
      case "notifications/resources/list_changed":
        if (!this._capabilities.resources) {
          throw new Error(`Server does not support notifying about resources (required for ${method})`);
        }
        break;
      case "notifications/tools/list_changed":
        if (!this._capabilities.tools) {
          throw new Error(`Server does not support notifying of tool list changes (required for ${method})`);
        }
        break;
      case "notifications/prompts/list_changed":
        if (!this._capabilities.prompts) {
          throw new Error(`Server does not support notifying of prompt list changes (required for ${method})`);
        }
        break;
      case "notifications/elicitation/complete":
        if (!this._clientCapabilities?.elicitation?.url) {
          throw new Error(`Client does not support URL elicitation (required for ${method})`);
        }
        break;
      case "notifications/cancelled":
        break;
      case "notifications/progress":
        break;
    }
  }
  assertRequestHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    switch (method) {
      case "completion/complete":
        if (!this._capabilities.completions) {
          throw new Error(`Server does not support completions (required for ${method})`);
        }
        break;
      case "logging/setLevel":
        if (!this._capabilities.logging) {
          throw new Error(`Server does not support logging (required for ${method})`);
        }
        break;
      case "prompts/get":
      case "prompts/list":
        if (!this._capabilities.prompts) {
          throw new Error(`Server does not support prompts (required for ${method})`);
        }
        break;
      case "resources/list":
      case "resources/templates/list":
      case "resources/read":
        if (!this._capabilities.resources) {
          throw new Error(`Server does not support resources (required for ${method})`);
        }
        break;
      case "tools/call":
      case "tools/list":
        if (!this._capabilities.tools) {
          throw new Error(`Server does not support tools (required for ${method})`);
        }
        break;
      case "tasks/get":
      case "tasks/list":
      case "tasks/result":
      case "tasks/cancel":
        if (!this._capabilities.tasks) {
          throw new Error(`Server does not support tasks capability (required for ${method})`);
        }
        break;
      case "ping":
      case "initialize":
        break;
    }
  }
  assertTaskCapability(method) {
    assertClientRequestTaskCapability(this._clientCapabilities?.tasks?.requests, method, "Client");
  }
  assertTaskHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    assertToolsCallTaskCapability(this._capabilities.tasks?.requests, method, "Server");
  }
  async _oninitialize(request) {
    const requestedVersion = request.params.protocolVersion;
    this._clientCapabilities = request.params.capabilities;
    this._clientVersion = request.params.clientInfo;
    const protocolVersion = SUPPORTED_PROTOCOL_VERSIONS.includes(requestedVersion) ? requestedVersion : LATEST_PROTOCOL_VERSION;
    return {
      protocolVersion,
      capabilities: this.getCapabilities(),
      serverInfo: this._serverInfo,
      ...this._instructions && { instructions: this._instructions }
    };
  }
  /**
   * After initialization has completed, this will be populated with the client's reported capabilities.
   */
  getClientCapabilities() {
    return this._clientCapabilities;
  }
  /**
   * After initialization has completed, this will be populated with information about the client's name and version.
   */
  getClientVersion() {
    return this._clientVersion;
  }
  getCapabilities() {
    return this._capabilities;
  }
  async ping() {
    return this.request({ method: "ping" }, EmptyResultSchema);
  }
  // Implementation
  async createMessage(params, options) {
    if (params.tools || params.toolChoice) {
      if (!this._clientCapabilities?.sampling?.tools) {
        throw new Error("Client does not support sampling tools capability.");
      }
    }
    if (params.messages.length > 0) {
      const lastMessage = params.messages[params.messages.length - 1];
      const lastContent = Array.isArray(lastMessage.content) ? lastMessage.content : [lastMessage.content];
      const hasToolResults = lastContent.some((c) => c.type === "tool_result");
      const previousMessage = params.messages.length > 1 ? params.messages[params.messages.length - 2] : void 0;
      const previousContent = previousMessage ? Array.isArray(previousMessage.content) ? previousMessage.content : [previousMessage.content] : [];
      const hasPreviousToolUse = previousContent.some((c) => c.type === "tool_use");
      if (hasToolResults) {
        if (lastContent.some((c) => c.type !== "tool_result")) {
          throw new Error("The last message must contain only tool_result content if any is present");
        }
        if (!hasPreviousToolUse) {
          throw new Error("tool_result blocks are not matching any tool_use from the previous message");
        }
      }
      if (hasPreviousToolUse) {
        const toolUseIds = new Set(previousContent.filter((c) => c.type === "tool_use").map((c) => c.id));
        const toolResultIds = new Set(lastContent.filter((c) => c.type === "tool_result").map((c) => c.toolUseId));
        if (toolUseIds.size !== toolResultIds.size || ![...toolUseIds].every((id2) => toolResultIds.has(id2))) {
          throw new Error("ids of tool_result blocks and tool_use blocks from previous message do not match");
        }
      }
    }
    if (params.tools) {
      return this.request({ method: "sampling/createMessage", params }, CreateMessageResultWithToolsSchema, options);
    }
    return this.request({ method: "sampling/createMessage", params }, CreateMessageResultSchema, options);
  }
  /**
   * Creates an elicitation request for the given parameters.
   * For backwards compatibility, `mode` may be omitted for form requests and will default to `'form'`.
   * @param params The parameters for the elicitation request.
   * @param options Optional request options.
   * @returns The result of the elicitation request.
   */
  async elicitInput(params, options) {
    const mode = params.mode ?? "form";
    switch (mode) {
      case "url": {
        if (!this._clientCapabilities?.elicitation?.url) {
          throw new Error("Client does not support url elicitation.");
        }
        const urlParams = params;
        return this.request({ method: "elicitation/create", params: urlParams }, ElicitResultSchema, options);
      }
      case "form": {
        if (!this._clientCapabilities?.elicitation?.form) {
          throw new Error("Client does not support form elicitation.");
        }
        const formParams = params.mode === "form" ? params : { ...params, mode: "form" };
        const result = await this.request({ method: "elicitation/create", params: formParams }, ElicitResultSchema, options);
        if (result.action === "accept" && result.content && formParams.requestedSchema) {
          try {
            const validator = this._jsonSchemaValidator.getValidator(formParams.requestedSchema);
            const validationResult = validator(result.content);
            if (!validationResult.valid) {
              throw new McpError(ErrorCode.InvalidParams, `Elicitation response content does not match requested schema: ${validationResult.errorMessage}`);
            }
          } catch (error) {
            if (error instanceof McpError) {
              throw error;
            }
            throw new McpError(ErrorCode.InternalError, `Error validating elicitation response: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        return result;
      }
    }
  }
  /**
   * Creates a reusable callback that, when invoked, will send a `notifications/elicitation/complete`
   * notification for the specified elicitation ID.
   *
   * @param elicitationId The ID of the elicitation to mark as complete.
   * @param options Optional notification options. Useful when the completion notification should be related to a prior request.
   * @returns A function that emits the completion notification when awaited.
   */
  createElicitationCompletionNotifier(elicitationId, options) {
    if (!this._clientCapabilities?.elicitation?.url) {
      throw new Error("Client does not support URL elicitation (required for notifications/elicitation/complete)");
    }
    return () => this.notification({
      method: "notifications/elicitation/complete",
      params: {
        elicitationId
      }
    }, options);
  }
  async listRoots(params, options) {
    return this.request({ method: "roots/list", params }, ListRootsResultSchema, options);
  }
  /**
   * Sends a logging message to the client, if connected.
   * Note: You only need to send the parameters object, not the entire JSON RPC message
   * @see LoggingMessageNotification
   * @param params
   * @param sessionId optional for stateless and backward compatibility
   */
  async sendLoggingMessage(params, sessionId) {
    if (this._capabilities.logging) {
      if (!this.isMessageIgnored(params.level, sessionId)) {
        return this.notification({ method: "notifications/message", params });
      }
    }
  }
  async sendResourceUpdated(params) {
    return this.notification({
      method: "notifications/resources/updated",
      params
    });
  }
  async sendResourceListChanged() {
    return this.notification({
      method: "notifications/resources/list_changed"
    });
  }
  async sendToolListChanged() {
    return this.notification({ method: "notifications/tools/list_changed" });
  }
  async sendPromptListChanged() {
    return this.notification({ method: "notifications/prompts/list_changed" });
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/completable.js
var COMPLETABLE_SYMBOL = /* @__PURE__ */ Symbol.for("mcp.completable");
function isCompletable(schema) {
  return !!schema && typeof schema === "object" && COMPLETABLE_SYMBOL in schema;
}
function getCompleter(schema) {
  const meta2 = schema[COMPLETABLE_SYMBOL];
  return meta2?.complete;
}
var McpZodTypeKind;
(function(McpZodTypeKind2) {
  McpZodTypeKind2["Completable"] = "McpCompletable";
})(McpZodTypeKind || (McpZodTypeKind = {}));

// node_modules/@modelcontextprotocol/sdk/dist/esm/shared/toolNameValidation.js
var TOOL_NAME_REGEX = /^[A-Za-z0-9._-]{1,128}$/;
function validateToolName(name) {
  const warnings = [];
  if (name.length === 0) {
    return {
      isValid: false,
      warnings: ["Tool name cannot be empty"]
    };
  }
  if (name.length > 128) {
    return {
      isValid: false,
      warnings: [`Tool name exceeds maximum length of 128 characters (current: ${name.length})`]
    };
  }
  if (name.includes(" ")) {
    warnings.push("Tool name contains spaces, which may cause parsing issues");
  }
  if (name.includes(",")) {
    warnings.push("Tool name contains commas, which may cause parsing issues");
  }
  if (name.startsWith("-") || name.endsWith("-")) {
    warnings.push("Tool name starts or ends with a dash, which may cause parsing issues in some contexts");
  }
  if (name.startsWith(".") || name.endsWith(".")) {
    warnings.push("Tool name starts or ends with a dot, which may cause parsing issues in some contexts");
  }
  if (!TOOL_NAME_REGEX.test(name)) {
    const invalidChars = name.split("").filter((char) => !/[A-Za-z0-9._-]/.test(char)).filter((char, index, arr) => arr.indexOf(char) === index);
    warnings.push(`Tool name contains invalid characters: ${invalidChars.map((c) => `"${c}"`).join(", ")}`, "Allowed characters are: A-Z, a-z, 0-9, underscore (_), dash (-), and dot (.)");
    return {
      isValid: false,
      warnings
    };
  }
  return {
    isValid: true,
    warnings
  };
}
function issueToolNameWarning(name, warnings) {
  if (warnings.length > 0) {
    console.warn(`Tool name validation warning for "${name}":`);
    for (const warning of warnings) {
      console.warn(`  - ${warning}`);
    }
    console.warn("Tool registration will proceed, but this may cause compatibility issues.");
    console.warn("Consider updating the tool name to conform to the MCP tool naming standard.");
    console.warn("See SEP: Specify Format for Tool Names (https://github.com/modelcontextprotocol/modelcontextprotocol/issues/986) for more details.");
  }
}
function validateAndWarnToolName(name) {
  const result = validateToolName(name);
  issueToolNameWarning(name, result.warnings);
  return result.isValid;
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/mcp-server.js
var ExperimentalMcpServerTasks = class {
  constructor(_mcpServer) {
    this._mcpServer = _mcpServer;
  }
  registerToolTask(name, config2, handler) {
    const execution = { taskSupport: "required", ...config2.execution };
    if (execution.taskSupport === "forbidden") {
      throw new Error(`Cannot register task-based tool '${name}' with taskSupport 'forbidden'. Use registerTool() instead.`);
    }
    const mcpServerInternal = this._mcpServer;
    return mcpServerInternal._createRegisteredTool(name, config2.title, config2.description, config2.inputSchema, config2.outputSchema, config2.annotations, execution, config2._meta, handler);
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/mcp.js
function toolInputElementCount(value, max) {
  let count = 0;
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== "object")
      continue;
    if (Array.isArray(node)) {
      for (const child of node) {
        if (++count > max)
          return count;
        if (child !== null && typeof child === "object")
          stack.push(child);
      }
    } else {
      for (const key in node) {
        if (!Object.prototype.hasOwnProperty.call(node, key))
          continue;
        if (++count > max)
          return count;
        const child = node[key];
        if (child !== null && typeof child === "object")
          stack.push(child);
      }
    }
  }
  return count;
}
function resolveMaxToolInputElements(value) {
  if (value === void 0 || value === Infinity)
    return void 0;
  if (typeof value !== "number" || Number.isNaN(value) || value < 1) {
    throw new RangeError(`maxToolInputElements must be a number of at least 1, or Infinity, got ${String(value)}`);
  }
  return value;
}
var McpServer = class {
  constructor(serverInfo, options) {
    this._registeredResources = {};
    this._registeredResourceTemplates = {};
    this._registeredTools = {};
    this._registeredPrompts = {};
    this._toolHandlersInitialized = false;
    this._completionHandlerInitialized = false;
    this._resourceHandlersInitialized = false;
    this._promptHandlersInitialized = false;
    this.server = new Server(serverInfo, options);
    this._maxToolInputElements = resolveMaxToolInputElements(options?.maxToolInputElements);
    if (options?.capabilities?.tools) {
      this.setToolRequestHandlers();
    }
    if (options?.capabilities?.resources) {
      this.setResourceRequestHandlers();
    }
    if (options?.capabilities?.prompts) {
      this.setPromptRequestHandlers();
    }
  }
  /**
   * Access experimental features.
   *
   * WARNING: These APIs are experimental and may change without notice.
   *
   * @experimental
   */
  get experimental() {
    if (!this._experimental) {
      this._experimental = {
        tasks: new ExperimentalMcpServerTasks(this)
      };
    }
    return this._experimental;
  }
  /**
   * Attaches to the given transport, starts it, and starts listening for messages.
   *
   * The `server` object assumes ownership of the Transport, replacing any callbacks that have already been set, and expects that it is the only user of the Transport instance going forward.
   */
  async connect(transport) {
    return await this.server.connect(transport);
  }
  /**
   * Closes the connection.
   */
  async close() {
    await this.server.close();
  }
  setToolRequestHandlers() {
    if (this._toolHandlersInitialized) {
      return;
    }
    this.server.assertCanSetRequestHandler(getMethodValue(ListToolsRequestSchema));
    this.server.assertCanSetRequestHandler(getMethodValue(CallToolRequestSchema));
    this.server.registerCapabilities({
      tools: {
        listChanged: true
      }
    });
    this.server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: Object.entries(this._registeredTools).filter(([, tool]) => tool.enabled).map(([name, tool]) => {
        const toolDefinition = {
          name,
          title: tool.title,
          description: tool.description,
          inputSchema: (() => {
            const obj = normalizeObjectSchema(tool.inputSchema);
            return obj ? toJsonSchemaCompat(obj, {
              strictUnions: true,
              pipeStrategy: "input"
            }) : EMPTY_OBJECT_JSON_SCHEMA;
          })(),
          annotations: tool.annotations,
          execution: tool.execution,
          _meta: tool._meta
        };
        if (tool.outputSchema) {
          const obj = normalizeObjectSchema(tool.outputSchema);
          if (obj) {
            toolDefinition.outputSchema = toJsonSchemaCompat(obj, {
              strictUnions: true,
              pipeStrategy: "output"
            });
          }
        }
        return toolDefinition;
      })
    }));
    this.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      try {
        const tool = this._registeredTools[request.params.name];
        if (!tool) {
          throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
        }
        if (!tool.enabled) {
          throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} disabled`);
        }
        const isTaskRequest = !!request.params.task;
        const taskSupport = tool.execution?.taskSupport;
        const isTaskHandler = "createTask" in tool.handler;
        if ((taskSupport === "required" || taskSupport === "optional") && !isTaskHandler) {
          throw new McpError(ErrorCode.InternalError, `Tool ${request.params.name} has taskSupport '${taskSupport}' but was not registered with registerToolTask`);
        }
        if (taskSupport === "required" && !isTaskRequest) {
          throw new McpError(ErrorCode.MethodNotFound, `Tool ${request.params.name} requires task augmentation (taskSupport: 'required')`);
        }
        if (taskSupport === "optional" && !isTaskRequest && isTaskHandler) {
          return await this.handleAutomaticTaskPolling(tool, request, extra);
        }
        const args = await this.validateToolInput(tool, request.params.arguments, request.params.name);
        const result = await this.executeToolHandler(tool, args, extra);
        if (isTaskRequest) {
          return result;
        }
        await this.validateToolOutput(tool, result, request.params.name);
        return result;
      } catch (error) {
        if (error instanceof McpError) {
          if (error.code === ErrorCode.UrlElicitationRequired) {
            throw error;
          }
        }
        return this.createToolError(error instanceof Error ? error.message : String(error));
      }
    });
    this._toolHandlersInitialized = true;
  }
  /**
   * Creates a tool error result.
   *
   * @param errorMessage - The error message.
   * @returns The tool error result.
   */
  createToolError(errorMessage2) {
    return {
      content: [
        {
          type: "text",
          text: errorMessage2
        }
      ],
      isError: true
    };
  }
  /**
   * Validates tool input arguments against the tool's input schema.
   */
  async validateToolInput(tool, args, toolName) {
    if (this._maxToolInputElements !== void 0 && toolInputElementCount(args, this._maxToolInputElements) > this._maxToolInputElements) {
      throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for tool ${toolName}: arguments contain more than the maximum of ${this._maxToolInputElements} elements`);
    }
    if (!tool.inputSchema) {
      return void 0;
    }
    const inputObj = normalizeObjectSchema(tool.inputSchema);
    const schemaToParse = inputObj ?? tool.inputSchema;
    const parseResult = await safeParseAsync2(schemaToParse, args ?? {});
    if (!parseResult.success) {
      const error = "error" in parseResult ? parseResult.error : "Unknown error";
      const errorMessage2 = getParseErrorMessage(error);
      throw new McpError(ErrorCode.InvalidParams, `Input validation error: Invalid arguments for tool ${toolName}: ${errorMessage2}`);
    }
    return parseResult.data;
  }
  /**
   * Validates tool output against the tool's output schema.
   */
  async validateToolOutput(tool, result, toolName) {
    if (!tool.outputSchema) {
      return;
    }
    if (!("content" in result)) {
      return;
    }
    if (result.isError) {
      return;
    }
    if (!result.structuredContent) {
      throw new McpError(ErrorCode.InvalidParams, `Output validation error: Tool ${toolName} has an output schema but no structured content was provided`);
    }
    const outputObj = normalizeObjectSchema(tool.outputSchema);
    const parseResult = await safeParseAsync2(outputObj, result.structuredContent);
    if (!parseResult.success) {
      const error = "error" in parseResult ? parseResult.error : "Unknown error";
      const errorMessage2 = getParseErrorMessage(error);
      throw new McpError(ErrorCode.InvalidParams, `Output validation error: Invalid structured content for tool ${toolName}: ${errorMessage2}`);
    }
  }
  /**
   * Executes a tool handler (either regular or task-based).
   */
  async executeToolHandler(tool, args, extra) {
    const handler = tool.handler;
    const isTaskHandler = "createTask" in handler;
    if (isTaskHandler) {
      if (!extra.taskStore) {
        throw new Error("No task store provided.");
      }
      const taskExtra = { ...extra, taskStore: extra.taskStore };
      if (tool.inputSchema) {
        const typedHandler = handler;
        return await Promise.resolve(typedHandler.createTask(args, taskExtra));
      } else {
        const typedHandler = handler;
        return await Promise.resolve(typedHandler.createTask(taskExtra));
      }
    }
    if (tool.inputSchema) {
      const typedHandler = handler;
      return await Promise.resolve(typedHandler(args, extra));
    } else {
      const typedHandler = handler;
      return await Promise.resolve(typedHandler(extra));
    }
  }
  /**
   * Handles automatic task polling for tools with taskSupport 'optional'.
   */
  async handleAutomaticTaskPolling(tool, request, extra) {
    if (!extra.taskStore) {
      throw new Error("No task store provided for task-capable tool.");
    }
    const args = await this.validateToolInput(tool, request.params.arguments, request.params.name);
    const handler = tool.handler;
    const taskExtra = { ...extra, taskStore: extra.taskStore };
    const createTaskResult = args ? await Promise.resolve(handler.createTask(args, taskExtra)) : (
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await Promise.resolve(handler.createTask(taskExtra))
    );
    const taskId2 = createTaskResult.task.taskId;
    let task = createTaskResult.task;
    const pollInterval = task.pollInterval ?? 5e3;
    while (task.status !== "completed" && task.status !== "failed" && task.status !== "cancelled") {
      await new Promise((resolve2) => setTimeout(resolve2, pollInterval));
      const updatedTask = await extra.taskStore.getTask(taskId2);
      if (!updatedTask) {
        throw new McpError(ErrorCode.InternalError, `Task ${taskId2} not found during polling`);
      }
      task = updatedTask;
    }
    return await extra.taskStore.getTaskResult(taskId2);
  }
  setCompletionRequestHandler() {
    if (this._completionHandlerInitialized) {
      return;
    }
    this.server.assertCanSetRequestHandler(getMethodValue(CompleteRequestSchema));
    this.server.registerCapabilities({
      completions: {}
    });
    this.server.setRequestHandler(CompleteRequestSchema, async (request) => {
      switch (request.params.ref.type) {
        case "ref/prompt":
          assertCompleteRequestPrompt(request);
          return this.handlePromptCompletion(request, request.params.ref);
        case "ref/resource":
          assertCompleteRequestResourceTemplate(request);
          return this.handleResourceCompletion(request, request.params.ref);
        default:
          throw new McpError(ErrorCode.InvalidParams, `Invalid completion reference: ${request.params.ref}`);
      }
    });
    this._completionHandlerInitialized = true;
  }
  async handlePromptCompletion(request, ref2) {
    const prompt = this._registeredPrompts[ref2.name];
    if (!prompt) {
      throw new McpError(ErrorCode.InvalidParams, `Prompt ${ref2.name} not found`);
    }
    if (!prompt.enabled) {
      throw new McpError(ErrorCode.InvalidParams, `Prompt ${ref2.name} disabled`);
    }
    if (!prompt.argsSchema) {
      return EMPTY_COMPLETION_RESULT;
    }
    const promptShape = getObjectShape(prompt.argsSchema);
    const field = promptShape?.[request.params.argument.name];
    if (!isCompletable(field)) {
      return EMPTY_COMPLETION_RESULT;
    }
    const completer = getCompleter(field);
    if (!completer) {
      return EMPTY_COMPLETION_RESULT;
    }
    const suggestions = await completer(request.params.argument.value, request.params.context);
    return createCompletionResult(suggestions);
  }
  async handleResourceCompletion(request, ref2) {
    const template = Object.values(this._registeredResourceTemplates).find((t) => t.resourceTemplate.uriTemplate.toString() === ref2.uri);
    if (!template) {
      if (this._registeredResources[ref2.uri]) {
        return EMPTY_COMPLETION_RESULT;
      }
      throw new McpError(ErrorCode.InvalidParams, `Resource template ${request.params.ref.uri} not found`);
    }
    const completer = template.resourceTemplate.completeCallback(request.params.argument.name);
    if (!completer) {
      return EMPTY_COMPLETION_RESULT;
    }
    const suggestions = await completer(request.params.argument.value, request.params.context);
    return createCompletionResult(suggestions);
  }
  setResourceRequestHandlers() {
    if (this._resourceHandlersInitialized) {
      return;
    }
    this.server.assertCanSetRequestHandler(getMethodValue(ListResourcesRequestSchema));
    this.server.assertCanSetRequestHandler(getMethodValue(ListResourceTemplatesRequestSchema));
    this.server.assertCanSetRequestHandler(getMethodValue(ReadResourceRequestSchema));
    this.server.registerCapabilities({
      resources: {
        listChanged: true
      }
    });
    this.server.setRequestHandler(ListResourcesRequestSchema, async (request, extra) => {
      const resources = Object.entries(this._registeredResources).filter(([_, resource]) => resource.enabled).map(([uri, resource]) => ({
        uri,
        name: resource.name,
        ...resource.metadata
      }));
      const templateResources = [];
      for (const template of Object.values(this._registeredResourceTemplates)) {
        if (!template.resourceTemplate.listCallback) {
          continue;
        }
        const result = await template.resourceTemplate.listCallback(extra);
        for (const resource of result.resources) {
          templateResources.push({
            ...template.metadata,
            // the defined resource metadata should override the template metadata if present
            ...resource
          });
        }
      }
      return { resources: [...resources, ...templateResources] };
    });
    this.server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => {
      const resourceTemplates = Object.entries(this._registeredResourceTemplates).map(([name, template]) => ({
        name,
        uriTemplate: template.resourceTemplate.uriTemplate.toString(),
        ...template.metadata
      }));
      return { resourceTemplates };
    });
    this.server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
      const uri = new URL(request.params.uri);
      const resource = this._registeredResources[uri.toString()];
      if (resource) {
        if (!resource.enabled) {
          throw new McpError(ErrorCode.InvalidParams, `Resource ${uri} disabled`);
        }
        return resource.readCallback(uri, extra);
      }
      for (const template of Object.values(this._registeredResourceTemplates)) {
        const variables = template.resourceTemplate.uriTemplate.match(uri.toString());
        if (variables) {
          return template.readCallback(uri, variables, extra);
        }
      }
      throw new McpError(ErrorCode.InvalidParams, `Resource ${uri} not found`);
    });
    this._resourceHandlersInitialized = true;
  }
  setPromptRequestHandlers() {
    if (this._promptHandlersInitialized) {
      return;
    }
    this.server.assertCanSetRequestHandler(getMethodValue(ListPromptsRequestSchema));
    this.server.assertCanSetRequestHandler(getMethodValue(GetPromptRequestSchema));
    this.server.registerCapabilities({
      prompts: {
        listChanged: true
      }
    });
    this.server.setRequestHandler(ListPromptsRequestSchema, () => ({
      prompts: Object.entries(this._registeredPrompts).filter(([, prompt]) => prompt.enabled).map(([name, prompt]) => {
        return {
          name,
          title: prompt.title,
          description: prompt.description,
          arguments: prompt.argsSchema ? promptArgumentsFromSchema(prompt.argsSchema) : void 0
        };
      })
    }));
    this.server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => {
      const prompt = this._registeredPrompts[request.params.name];
      if (!prompt) {
        throw new McpError(ErrorCode.InvalidParams, `Prompt ${request.params.name} not found`);
      }
      if (!prompt.enabled) {
        throw new McpError(ErrorCode.InvalidParams, `Prompt ${request.params.name} disabled`);
      }
      if (prompt.argsSchema) {
        const argsObj = normalizeObjectSchema(prompt.argsSchema);
        const parseResult = await safeParseAsync2(argsObj, request.params.arguments ?? {});
        if (!parseResult.success) {
          const error = "error" in parseResult ? parseResult.error : "Unknown error";
          const errorMessage2 = getParseErrorMessage(error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for prompt ${request.params.name}: ${errorMessage2}`);
        }
        const args = parseResult.data;
        const cb = prompt.callback;
        return await Promise.resolve(cb(args, extra));
      } else {
        const cb = prompt.callback;
        return await Promise.resolve(cb(extra));
      }
    });
    this._promptHandlersInitialized = true;
  }
  resource(name, uriOrTemplate, ...rest) {
    let metadata;
    if (typeof rest[0] === "object") {
      metadata = rest.shift();
    }
    const readCallback = rest[0];
    if (typeof uriOrTemplate === "string") {
      if (this._registeredResources[uriOrTemplate]) {
        throw new Error(`Resource ${uriOrTemplate} is already registered`);
      }
      const registeredResource = this._createRegisteredResource(name, void 0, uriOrTemplate, metadata, readCallback);
      this.setResourceRequestHandlers();
      this.sendResourceListChanged();
      return registeredResource;
    } else {
      if (this._registeredResourceTemplates[name]) {
        throw new Error(`Resource template ${name} is already registered`);
      }
      const registeredResourceTemplate = this._createRegisteredResourceTemplate(name, void 0, uriOrTemplate, metadata, readCallback);
      this.setResourceRequestHandlers();
      this.sendResourceListChanged();
      return registeredResourceTemplate;
    }
  }
  registerResource(name, uriOrTemplate, config2, readCallback) {
    if (typeof uriOrTemplate === "string") {
      if (this._registeredResources[uriOrTemplate]) {
        throw new Error(`Resource ${uriOrTemplate} is already registered`);
      }
      const registeredResource = this._createRegisteredResource(name, config2.title, uriOrTemplate, config2, readCallback);
      this.setResourceRequestHandlers();
      this.sendResourceListChanged();
      return registeredResource;
    } else {
      if (this._registeredResourceTemplates[name]) {
        throw new Error(`Resource template ${name} is already registered`);
      }
      const registeredResourceTemplate = this._createRegisteredResourceTemplate(name, config2.title, uriOrTemplate, config2, readCallback);
      this.setResourceRequestHandlers();
      this.sendResourceListChanged();
      return registeredResourceTemplate;
    }
  }
  _createRegisteredResource(name, title, uri, metadata, readCallback) {
    const registeredResource = {
      name,
      title,
      metadata,
      readCallback,
      enabled: true,
      disable: () => registeredResource.update({ enabled: false }),
      enable: () => registeredResource.update({ enabled: true }),
      remove: () => registeredResource.update({ uri: null }),
      update: (updates) => {
        if (typeof updates.uri !== "undefined" && updates.uri !== uri) {
          delete this._registeredResources[uri];
          if (updates.uri)
            this._registeredResources[updates.uri] = registeredResource;
        }
        if (typeof updates.name !== "undefined")
          registeredResource.name = updates.name;
        if (typeof updates.title !== "undefined")
          registeredResource.title = updates.title;
        if (typeof updates.metadata !== "undefined")
          registeredResource.metadata = updates.metadata;
        if (typeof updates.callback !== "undefined")
          registeredResource.readCallback = updates.callback;
        if (typeof updates.enabled !== "undefined")
          registeredResource.enabled = updates.enabled;
        this.sendResourceListChanged();
      }
    };
    this._registeredResources[uri] = registeredResource;
    return registeredResource;
  }
  _createRegisteredResourceTemplate(name, title, template, metadata, readCallback) {
    const registeredResourceTemplate = {
      resourceTemplate: template,
      title,
      metadata,
      readCallback,
      enabled: true,
      disable: () => registeredResourceTemplate.update({ enabled: false }),
      enable: () => registeredResourceTemplate.update({ enabled: true }),
      remove: () => registeredResourceTemplate.update({ name: null }),
      update: (updates) => {
        if (typeof updates.name !== "undefined" && updates.name !== name) {
          delete this._registeredResourceTemplates[name];
          if (updates.name)
            this._registeredResourceTemplates[updates.name] = registeredResourceTemplate;
        }
        if (typeof updates.title !== "undefined")
          registeredResourceTemplate.title = updates.title;
        if (typeof updates.template !== "undefined")
          registeredResourceTemplate.resourceTemplate = updates.template;
        if (typeof updates.metadata !== "undefined")
          registeredResourceTemplate.metadata = updates.metadata;
        if (typeof updates.callback !== "undefined")
          registeredResourceTemplate.readCallback = updates.callback;
        if (typeof updates.enabled !== "undefined")
          registeredResourceTemplate.enabled = updates.enabled;
        this.sendResourceListChanged();
      }
    };
    this._registeredResourceTemplates[name] = registeredResourceTemplate;
    const variableNames = template.uriTemplate.variableNames;
    const hasCompleter = Array.isArray(variableNames) && variableNames.some((v) => !!template.completeCallback(v));
    if (hasCompleter) {
      this.setCompletionRequestHandler();
    }
    return registeredResourceTemplate;
  }
  _createRegisteredPrompt(name, title, description, argsSchema, callback) {
    const registeredPrompt = {
      title,
      description,
      argsSchema: argsSchema === void 0 ? void 0 : objectFromShape(argsSchema),
      callback,
      enabled: true,
      disable: () => registeredPrompt.update({ enabled: false }),
      enable: () => registeredPrompt.update({ enabled: true }),
      remove: () => registeredPrompt.update({ name: null }),
      update: (updates) => {
        if (typeof updates.name !== "undefined" && updates.name !== name) {
          delete this._registeredPrompts[name];
          if (updates.name)
            this._registeredPrompts[updates.name] = registeredPrompt;
        }
        if (typeof updates.title !== "undefined")
          registeredPrompt.title = updates.title;
        if (typeof updates.description !== "undefined")
          registeredPrompt.description = updates.description;
        if (typeof updates.argsSchema !== "undefined")
          registeredPrompt.argsSchema = objectFromShape(updates.argsSchema);
        if (typeof updates.callback !== "undefined")
          registeredPrompt.callback = updates.callback;
        if (typeof updates.enabled !== "undefined")
          registeredPrompt.enabled = updates.enabled;
        this.sendPromptListChanged();
      }
    };
    this._registeredPrompts[name] = registeredPrompt;
    if (argsSchema) {
      const hasCompletable = Object.values(argsSchema).some((field) => {
        const inner = field instanceof ZodOptional ? field._def?.innerType : field;
        return isCompletable(inner);
      });
      if (hasCompletable) {
        this.setCompletionRequestHandler();
      }
    }
    return registeredPrompt;
  }
  _createRegisteredTool(name, title, description, inputSchema, outputSchema, annotations, execution, _meta, handler) {
    validateAndWarnToolName(name);
    const registeredTool = {
      title,
      description,
      inputSchema: getZodSchemaObject(inputSchema),
      outputSchema: getZodSchemaObject(outputSchema),
      annotations,
      execution,
      _meta,
      handler,
      enabled: true,
      disable: () => registeredTool.update({ enabled: false }),
      enable: () => registeredTool.update({ enabled: true }),
      remove: () => registeredTool.update({ name: null }),
      update: (updates) => {
        if (typeof updates.name !== "undefined" && updates.name !== name) {
          if (typeof updates.name === "string") {
            validateAndWarnToolName(updates.name);
          }
          delete this._registeredTools[name];
          if (updates.name)
            this._registeredTools[updates.name] = registeredTool;
        }
        if (typeof updates.title !== "undefined")
          registeredTool.title = updates.title;
        if (typeof updates.description !== "undefined")
          registeredTool.description = updates.description;
        if (typeof updates.paramsSchema !== "undefined")
          registeredTool.inputSchema = objectFromShape(updates.paramsSchema);
        if (typeof updates.outputSchema !== "undefined")
          registeredTool.outputSchema = objectFromShape(updates.outputSchema);
        if (typeof updates.callback !== "undefined")
          registeredTool.handler = updates.callback;
        if (typeof updates.annotations !== "undefined")
          registeredTool.annotations = updates.annotations;
        if (typeof updates._meta !== "undefined")
          registeredTool._meta = updates._meta;
        if (typeof updates.enabled !== "undefined")
          registeredTool.enabled = updates.enabled;
        this.sendToolListChanged();
      }
    };
    this._registeredTools[name] = registeredTool;
    this.setToolRequestHandlers();
    this.sendToolListChanged();
    return registeredTool;
  }
  /**
   * tool() implementation. Parses arguments passed to overrides defined above.
   */
  tool(name, ...rest) {
    if (this._registeredTools[name]) {
      throw new Error(`Tool ${name} is already registered`);
    }
    let description;
    let inputSchema;
    let outputSchema;
    let annotations;
    if (typeof rest[0] === "string") {
      description = rest.shift();
    }
    if (rest.length > 1) {
      const firstArg = rest[0];
      if (isZodRawShapeCompat(firstArg)) {
        inputSchema = rest.shift();
        if (rest.length > 1 && typeof rest[0] === "object" && rest[0] !== null && !isZodRawShapeCompat(rest[0])) {
          annotations = rest.shift();
        }
      } else if (typeof firstArg === "object" && firstArg !== null) {
        if (Object.values(firstArg).some((v) => typeof v === "object" && v !== null)) {
          throw new Error(`Tool ${name} expected a Zod schema or ToolAnnotations, but received an unrecognized object`);
        }
        annotations = rest.shift();
      }
    }
    const callback = rest[0];
    return this._createRegisteredTool(name, void 0, description, inputSchema, outputSchema, annotations, { taskSupport: "forbidden" }, void 0, callback);
  }
  /**
   * Registers a tool with a config object and callback.
   */
  registerTool(name, config2, cb) {
    if (this._registeredTools[name]) {
      throw new Error(`Tool ${name} is already registered`);
    }
    const { title, description, inputSchema, outputSchema, annotations, _meta } = config2;
    return this._createRegisteredTool(name, title, description, inputSchema, outputSchema, annotations, { taskSupport: "forbidden" }, _meta, cb);
  }
  prompt(name, ...rest) {
    if (this._registeredPrompts[name]) {
      throw new Error(`Prompt ${name} is already registered`);
    }
    let description;
    if (typeof rest[0] === "string") {
      description = rest.shift();
    }
    let argsSchema;
    if (rest.length > 1) {
      argsSchema = rest.shift();
    }
    const cb = rest[0];
    const registeredPrompt = this._createRegisteredPrompt(name, void 0, description, argsSchema, cb);
    this.setPromptRequestHandlers();
    this.sendPromptListChanged();
    return registeredPrompt;
  }
  /**
   * Registers a prompt with a config object and callback.
   */
  registerPrompt(name, config2, cb) {
    if (this._registeredPrompts[name]) {
      throw new Error(`Prompt ${name} is already registered`);
    }
    const { title, description, argsSchema } = config2;
    const registeredPrompt = this._createRegisteredPrompt(name, title, description, argsSchema, cb);
    this.setPromptRequestHandlers();
    this.sendPromptListChanged();
    return registeredPrompt;
  }
  /**
   * Checks if the server is connected to a transport.
   * @returns True if the server is connected
   */
  isConnected() {
    return this.server.transport !== void 0;
  }
  /**
   * Sends a logging message to the client, if connected.
   * Note: You only need to send the parameters object, not the entire JSON RPC message
   * @see LoggingMessageNotification
   * @param params
   * @param sessionId optional for stateless and backward compatibility
   */
  async sendLoggingMessage(params, sessionId) {
    return this.server.sendLoggingMessage(params, sessionId);
  }
  /**
   * Sends a resource list changed event to the client, if connected.
   */
  sendResourceListChanged() {
    if (this.isConnected()) {
      this.server.sendResourceListChanged();
    }
  }
  /**
   * Sends a tool list changed event to the client, if connected.
   */
  sendToolListChanged() {
    if (this.isConnected()) {
      this.server.sendToolListChanged();
    }
  }
  /**
   * Sends a prompt list changed event to the client, if connected.
   */
  sendPromptListChanged() {
    if (this.isConnected()) {
      this.server.sendPromptListChanged();
    }
  }
};
var EMPTY_OBJECT_JSON_SCHEMA = {
  type: "object",
  properties: {}
};
function isZodTypeLike(value) {
  return value !== null && typeof value === "object" && "parse" in value && typeof value.parse === "function" && "safeParse" in value && typeof value.safeParse === "function";
}
function isZodSchemaInstance(obj) {
  return "_def" in obj || "_zod" in obj || isZodTypeLike(obj);
}
function isZodRawShapeCompat(obj) {
  if (typeof obj !== "object" || obj === null) {
    return false;
  }
  if (isZodSchemaInstance(obj)) {
    return false;
  }
  if (Object.keys(obj).length === 0) {
    return true;
  }
  return Object.values(obj).some(isZodTypeLike);
}
function getZodSchemaObject(schema) {
  if (!schema) {
    return void 0;
  }
  if (isZodRawShapeCompat(schema)) {
    return objectFromShape(schema);
  }
  if (!isZodSchemaInstance(schema)) {
    throw new Error("inputSchema must be a Zod schema or raw shape, received an unrecognized object");
  }
  return schema;
}
function promptArgumentsFromSchema(schema) {
  const shape = getObjectShape(schema);
  if (!shape)
    return [];
  return Object.entries(shape).map(([name, field]) => {
    const description = getSchemaDescription(field);
    const isOptional = isSchemaOptional(field);
    return {
      name,
      description,
      required: !isOptional
    };
  });
}
function getMethodValue(schema) {
  const shape = getObjectShape(schema);
  const methodSchema = shape?.method;
  if (!methodSchema) {
    throw new Error("Schema is missing a method literal");
  }
  const value = getLiteralValue(methodSchema);
  if (typeof value === "string") {
    return value;
  }
  throw new Error("Schema method literal must be a string");
}
function createCompletionResult(suggestions) {
  return {
    completion: {
      values: suggestions.slice(0, 100),
      total: suggestions.length,
      hasMore: suggestions.length > 100
    }
  };
}
var EMPTY_COMPLETION_RESULT = {
  completion: {
    values: [],
    hasMore: false
  }
};

// mcp-server/src/kernel/verify-caller.ts
import { timingSafeEqual } from "node:crypto";
function verifyCaller(secret, injected) {
  const expected = Buffer.from(proveCaller(secret, injected), "hex");
  const given = Buffer.from(injected.proof, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new EvidentError(
      "unauthenticated",
      "the caller field was not injected by evident's PreToolUse hook (its proof does not verify)",
      "leave the caller field out: evident's hook fills it in"
    );
  }
  return { sessionId: injected.sessionId, agentId: injected.agentId, agentType: injected.agentType, identity: "hook" };
}

// mcp-server/src/engine/gates/next-step.ts
function nextStep(tree) {
  const tddTaskId4 = tree.task.id;
  if (tree.task.status === "ended") {
    return {
      tool: "inventory",
      args: { kind: "task" },
      why: `task ${tddTaskId4} has ended (${tree.task.outcome ?? "no outcome"}); start a new one with tdd_task start for more work`
    };
  }
  const behaviors = tree.goals.flatMap((g) => g.behaviors.map((b) => ({ ...b, goalStatus: g.status })));
  if (tree.goals.length === 0)
    return { tool: "tdd_goal", args: { action: "create", tddTaskId: tddTaskId4, goal: "<goal>" }, why: "split the task into goals" };
  if (behaviors.length === 0) {
    const goalId = tree.goals[0]?.id ?? 0;
    return {
      tool: "tdd_behavior",
      args: { action: "create", tddTaskId: tddTaskId4, goalId, behavior: "<behavior>" },
      why: "list the behaviors of the goal"
    };
  }
  const phase = tree.currentPhase;
  const inPhase = (kind) => tree.artifacts.filter((a) => a.phaseId === phase?.id && a.kind === kind);
  const unfinished = behaviors.filter((b) => b.status !== "done" && b.status !== "abandoned");
  if (phase === null || phase.phase === "spike") {
    const next = unfinished[0];
    if (next === void 0)
      return {
        tool: "tdd_task",
        args: { action: "end", tddTaskId: tddTaskId4, outcome: "succeeded" },
        why: "every behavior is done or abandoned"
      };
    if (next.goalStatus === "pending") {
      return {
        tool: "tdd_goal",
        args: { action: "update", tddTaskId: tddTaskId4, goalId: next.goalId, status: "in_progress" },
        why: `start goal ${next.goalId} before its behaviors`
      };
    }
    return transition(tddTaskId4, next.goalId, next.id, "red", `write the first failing test for behavior ${next.id}`);
  }
  const here = { goalId: phase.goalId, behaviorId: phase.behaviorId };
  switch (phase.phase) {
    case "red":
    case "red.triangulate": {
      const failing = inPhase("test_failed_run").at(-1);
      if (failing !== void 0)
        return transition(
          tddTaskId4,
          here.goalId,
          here.behaviorId,
          "green",
          `cite the failing run (artifact ${failing.id})`,
          failing.id
        );
      return {
        tool: "run_tests",
        args: {},
        why: "write a failing test for the behavior (Write/Edit a test file), then run it to record the failure"
      };
    }
    case "green":
    case "green.fake-it": {
      const passing = inPhase("test_passed_run").filter((a) => a.failureCount === 0).at(-1);
      if (passing !== void 0 && phase.phase === "green")
        return transition(
          tddTaskId4,
          here.goalId,
          here.behaviorId,
          "refactor",
          `cite the green run (artifact ${passing.id})`,
          passing.id
        );
      if (passing !== void 0)
        return transition(
          tddTaskId4,
          here.goalId,
          here.behaviorId,
          "green",
          `cite the passing run after your change (artifact ${passing.id})`,
          passing.id
        );
      return {
        tool: "test_errors",
        args: { tddTaskId: tddTaskId4 },
        why: "read the failure, record a hypothesis citing its error and frame (hypothesis record), change the production code, then run_tests"
      };
    }
    case "refactor": {
      const current = behaviors.find((b) => b.id === phase.behaviorId);
      if (current !== void 0 && current.status !== "done") {
        return {
          tool: "tdd_behavior",
          args: { action: "update", tddTaskId: tddTaskId4, behaviorId: current.id, status: "done" },
          why: "refactor while the suite stays green, then mark the behavior done"
        };
      }
      const next = unfinished[0];
      if (next === void 0)
        return {
          tool: "tdd_task",
          args: { action: "end", tddTaskId: tddTaskId4, outcome: "succeeded" },
          why: "every behavior is done or abandoned"
        };
      return transition(
        tddTaskId4,
        next.goalId,
        next.id,
        "red",
        `start behavior ${next.id} (needs a zero-failure run recorded in refactor)`
      );
    }
  }
}
function transition(tddTaskId4, goalId, behaviorId, requestedPhase, why, citedArtifactId) {
  return {
    tool: "tdd_phase_transition_request",
    args: {
      tddTaskId: tddTaskId4,
      goalId,
      behaviorId,
      requestedPhase,
      ...citedArtifactId === void 0 ? {} : { citedArtifactId }
    },
    why
  };
}

// mcp-server/src/store/tree.ts
var ARTIFACT_LIMIT = 500;
async function loadHypotheses(db, taskId2) {
  const rows = await db.selectFrom("hypotheses").selectAll().where("task_id", "=", taskId2).orderBy("id").execute();
  return rows.map((h) => ({
    id: h.id,
    taskId: h.task_id,
    phaseId: h.phase_id,
    behaviorId: h.behavior_id,
    content: h.content,
    citedTestErrorId: h.cited_error_id,
    citedStackFrameId: h.cited_frame_id,
    outcome: h.outcome,
    createdAt: h.created_at
  }));
}
async function loadTaskTree(db, task, artifacts = "newest") {
  const goals = await db.selectFrom("goals").selectAll().where("task_id", "=", task.id).orderBy("ordinal").execute();
  const behaviors = await db.selectFrom("behaviors").selectAll().where("task_id", "=", task.id).orderBy("ordinal").execute();
  const phaseRows = await db.selectFrom("phases").selectAll().where("task_id", "=", task.id).orderBy("start_seq").execute();
  const phases = phaseRows.map((p) => ({
    id: p.id,
    goalId: p.goal_id,
    behaviorId: p.behavior_id,
    phase: p.phase,
    previousPhaseId: p.previous_phase_id,
    citedArtifactId: p.cited_artifact_id,
    startedAt: p.started_at,
    endedAt: p.ended_at
  }));
  const latestProgress = await latestProgressByBehavior(db, task.id);
  const latestPhase = /* @__PURE__ */ new Map();
  for (const p of phases) latestPhase.set(p.behaviorId, p.phase);
  const open = phaseRows.find((p) => p.end_seq === null);
  const artifactRows = artifacts === "newest" ? await db.selectFrom("artifacts").selectAll().where("task_id", "=", task.id).orderBy("seq", "desc").limit(ARTIFACT_LIMIT + 1).execute() : open === void 0 ? [] : await db.selectFrom("artifacts").selectAll().where("phase_id", "=", open.id).where("kind", "in", ["test_failed_run", "test_passed_run"]).orderBy("seq", "desc").limit(ARTIFACT_LIMIT + 1).execute();
  return {
    task,
    goals: goals.map((g) => ({
      id: g.id,
      taskId: g.task_id,
      ordinal: g.ordinal,
      goal: g.goal,
      status: g.status,
      behaviors: behaviors.filter((b) => b.goal_id === g.id).map((b) => ({
        id: b.id,
        taskId: b.task_id,
        goalId: b.goal_id,
        ordinal: b.ordinal,
        behavior: b.behavior,
        status: b.status,
        currentPhase: latestPhase.get(b.id) ?? null,
        latestProgress: latestProgress.get(b.id) ?? null
      }))
    })),
    phases,
    currentPhase: open === void 0 ? null : phases.find((p) => p.id === open.id) ?? null,
    artifacts: artifactRows.slice(0, ARTIFACT_LIMIT).reverse().map(toArtifact),
    artifactsTruncated: artifactRows.length > ARTIFACT_LIMIT,
    hypotheses: await loadHypotheses(db, task.id)
  };
}

// mcp-server/src/engine/flows/closing-proof.ts
import { createHash } from "node:crypto";

// mcp-server/src/runners/red-recheck.ts
async function recheckRedTests(request) {
  const started = Date.now();
  let replaced = 0;
  let checkout;
  try {
    const production = diffTrees(request.shadow, request.redTree, request.tree).filter(
      (c) => isCodeUnderTest(request.classify(c.path))
    );
    replaced = production.length;
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace: production.map((c) => ({ path: c.path, entry: c.before })),
      ignored: "visible",
      mount: request.mount
    });
    const files = [...new Set(request.tests.map((t) => t.file))];
    const report = await request.runner.run({
      projectRoot: checkout.root,
      files,
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine: request.confine === void 0 ? void 0 : { ...request.confine, writable: [...request.confine.writable, checkout.parent] }
    });
    const verdict = judge(report, request.tests);
    return { ...verdict, ms: Date.now() - started, replaced, at: checkout.at };
  } catch (error) {
    return { outcome: "error", detail: errorMessage(error), ms: Date.now() - started, replaced, at: checkout?.at };
  } finally {
    checkout?.dispose();
  }
}
function judge(report, tests) {
  const broken = report.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name));
  if (broken !== void 0) return { outcome: "error", detail: `${broken.name}: ${broken.message}`.slice(0, 500) };
  const passing = [];
  for (const test of tests) {
    const result = report.tests.find((t) => testKey(t) === testKey(test));
    if (result?.status === "failed") continue;
    if (result !== void 0) {
      passing.push(`"${fullNameLabel(test)}" ${result.status === "passed" ? "passed" : `was ${result.status}`}`);
      continue;
    }
    const fileError = report.errors.some(
      (e) => e.scope !== "test" && (e.file === void 0 || e.file === null || e.file === test.file)
    );
    if (fileError || report.outcome === "timeout") continue;
    passing.push(`"${fullNameLabel(test)}" did not run and no error was reported for ${test.file}`);
  }
  if (passing.length > 0) return { outcome: "passes", detail: passing.join("; ") };
  return { outcome: "fails", detail: `${tests.length} red test(s) still fail (run outcome ${report.outcome})` };
}

// mcp-server/src/store/closing-proofs.ts
async function insertProof(tx, proof) {
  const seq = await nextSeq(tx);
  await tx.insertInto("closing_proofs").values({
    task_id: proof.taskId,
    behavior_id: proof.behaviorId,
    kind: proof.kind,
    key: proof.key,
    tree: proof.tree,
    red_tree: proof.redTree,
    outcome: proof.outcome,
    place: proof.place,
    detail: proof.detail.slice(0, 2e3),
    ms: Math.round(proof.ms),
    seq
  }).execute();
}
async function provenFor(db, behaviorId, kind, key) {
  const row = await db.selectFrom("closing_proofs").selectAll().where("behavior_id", "=", behaviorId).where("kind", "=", kind).where("key", "=", key).where("outcome", "!=", "error").orderBy("seq", "desc").limit(1).executeTakeFirst();
  return row === void 0 ? void 0 : {
    taskId: row.task_id,
    behaviorId: row.behavior_id,
    kind: row.kind,
    key: row.key,
    tree: row.tree,
    redTree: row.red_tree,
    outcome: row.outcome,
    place: row.place,
    detail: row.detail,
    ms: row.ms
  };
}

// mcp-server/src/engine/flows/closing-proof.ts
var TIMEOUT_MS = 12e4;
async function closingProofs(store, shadow, now, subjects, options) {
  const facts = /* @__PURE__ */ new Map();
  const plans = subjects.map((subject) => planOf(shadow, now, subject, options.classify));
  const missingOriginal = [];
  const missingCurrent = [];
  const known = /* @__PURE__ */ new Map();
  for (const plan of plans) {
    for (const kind of ["original", "current"]) {
      const key = plan.keys[kind];
      if (key === void 0) continue;
      const proven = await provenFor(store.db, plan.subject.behaviorId, kind, key);
      if (proven !== void 0) known.set(`${plan.subject.behaviorId}:${kind}`, proven);
      else (kind === "original" ? missingOriginal : missingCurrent).push(plan);
    }
  }
  const made = missingOriginal.length + missingCurrent.length === 0 ? [] : await underRunLock(
    store,
    shadow.projectRoot,
    options.timeoutMs ?? TIMEOUT_MS,
    () => prove2(shadow, now, missingOriginal, missingCurrent, options)
  );
  if (made.length > 0) {
    await store.write(async (tx) => {
      for (const proof of made) await insertProof(tx, proof);
    });
    for (const proof of made) {
      known.set(`${proof.behaviorId}:${proof.kind}`, proof);
      log("info", "closing proof", {
        behavior: proof.behaviorId,
        kind: proof.kind,
        outcome: proof.outcome,
        place: proof.place,
        ms: proof.ms
      });
    }
  }
  for (const plan of plans) {
    const half = (kind) => {
      const proof = known.get(`${plan.subject.behaviorId}:${kind}`);
      return proof === void 0 ? { outcome: "error", detail: "not proven", place: "temp-dir" } : { outcome: proof.outcome, detail: proof.detail, place: proof.place };
    };
    facts.set(plan.subject.behaviorId, {
      behaviorId: plan.subject.behaviorId,
      tree: now,
      redTest: plan.subject.redTest,
      currentTest: plan.currentTest,
      original: half("original"),
      current: plan.currentTest === void 0 ? { outcome: "missing" } : half("current")
    });
  }
  return facts;
}
async function prove2(shadow, now, missingOriginal, missingCurrent, options) {
  const made = [];
  for (const [runnerName, group] of byRunner(missingOriginal)) {
    const runner = runnerOf(options.config, shadow, runnerName);
    const results = typeof runner === "string" ? new Map(group.map((p) => [p.subject.behaviorId, failedToStart(runner)])) : await proveOriginalsSeparatingFailures(shadow, now, group, runner, options);
    for (const plan of group) {
      const result = results.get(plan.subject.behaviorId) ?? failedToStart("no result");
      made.push(record2(plan, "original", now, result));
    }
  }
  for (const plan of missingCurrent) {
    const runner = runnerOf(options.config, shadow, plan.subject.runner);
    const test = plan.currentTest;
    const result = typeof runner === "string" ? failedToStart(runner) : test === void 0 ? { outcome: "error", detail: "no current red test", place: "temp-dir", ms: 0 } : await recheckRedTests({
      shadow,
      tree: now,
      redTree: plan.subject.redTree,
      tests: [test],
      runner,
      classify: options.classify,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      confine: options.confine,
      mount: options.mount
    }).then((r) => ({
      outcome: r.outcome === "fails" ? "fails" : r.outcome === "passes" ? "passes" : "error",
      detail: r.detail,
      place: r.at ?? "temp-dir",
      ms: r.ms
    }));
    made.push(record2(plan, "current", now, result));
  }
  return made;
}
function planOf(shadow, now, subject, classify) {
  const moved = pathIn(shadow, subject.redTree, now, subject.redTest.file);
  const currentTest = moved === void 0 ? void 0 : { ...subject.redTest, file: moved };
  const testName = (path) => TEST_NAME.test(path);
  const testSide = listTree(shadow, now).filter((e) => !isCodeUnderTest(classify(e.path))).filter((e) => e.path === moved || !testName(e.path)).map((e) => `${e.path}\0${e.blob}`);
  return {
    subject,
    currentTest,
    keys: {
      original: hash(["original", subject.runner, now, subject.redTree, identity(subject.redTest)]),
      current: currentTest === void 0 ? void 0 : hash(["current", subject.runner, subject.redTree, identity(currentTest), ...testSide])
    }
  };
}
var identity = (test) => `${test.file}\0${test.fullName}\0${String(test.ordinal ?? 0)}`;
var hash = (parts) => createHash("sha256").update(parts.join("\n")).digest("hex");
function byRunner(plans) {
  const groups = /* @__PURE__ */ new Map();
  for (const plan of plans) groups.set(plan.subject.runner, [...groups.get(plan.subject.runner) ?? [], plan]);
  return groups;
}
function runnerOf(config2, shadow, name) {
  try {
    if (config2 === void 0) return `no configuration for the project at ${shadow.projectRoot}`;
    return lookupRunner(config2, name) ?? lookupRunner(config2, "default") ?? `no runner named ${name}`;
  } catch (error) {
    return errorMessage(error);
  }
}
var failedToStart = (why) => ({
  outcome: "error",
  detail: `the closing proof could not run: ${why}`,
  place: "temp-dir",
  ms: 0
});
async function proveOriginalsSeparatingFailures(shadow, now, group, runner, options) {
  const request = (plans) => ({
    shadow,
    tree: now,
    subjects: plans.map((p) => ({
      behaviorId: p.subject.behaviorId,
      redTree: p.subject.redTree,
      redTest: p.subject.redTest
    })),
    runner,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    confine: options.confine,
    mount: options.mount
  });
  const batch = new Map(await proveOriginals(request(group)));
  if (group.length > 1) {
    for (const plan of group) {
      if (batch.get(plan.subject.behaviorId)?.outcome !== "fails") continue;
      const alone = await proveOriginals(request([plan]));
      const result = alone.get(plan.subject.behaviorId);
      if (result !== void 0) batch.set(plan.subject.behaviorId, result);
    }
  }
  return batch;
}
function record2(plan, kind, now, result) {
  return {
    taskId: plan.subject.taskId,
    behaviorId: plan.subject.behaviorId,
    kind,
    key: kind === "original" ? plan.keys.original : plan.keys.current ?? "",
    tree: now,
    redTree: plan.subject.redTree,
    outcome: result.outcome,
    place: result.place,
    detail: result.detail,
    ms: result.ms
  };
}

// mcp-server/src/engine/flows/confine.ts
import { tmpdir } from "node:os";
import { dirname } from "node:path";
async function confinementFor(db, sessionId, dbPath, projectRoot, env = process.env) {
  const seal = await sessionSealOf(db, sessionId);
  return seal?.sealed === true ? sealedConfinement(dbPath, projectRoot, env) : void 0;
}
function sealedConfinement(dbPath, projectRoot, env = process.env) {
  return {
    writable: [projectRoot],
    // Its own empty temp folder, as the session's Bash has: nothing else under /tmp is reachable.
    privateTmp: tmpdir(),
    hidden: [.../* @__PURE__ */ new Set([sealDataDir(env, dbPath), dirname(dbPath)])]
  };
}

// mcp-server/src/engine/flows/oracle-findings.ts
import { join } from "node:path";

// mcp-server/src/store/hypotheses.ts
async function errorWithRunCaller(db, errorId) {
  const row = await db.selectFrom("test_errors").innerJoin("test_runs", "test_runs.id", "test_errors.run_id").select([
    "test_errors.id",
    "test_runs.id as run_id",
    "test_runs.caller_id",
    "test_runs.phase_id",
    "test_runs.failed",
    "test_runs.outcome"
  ]).where("test_errors.id", "=", errorId).executeTakeFirst();
  return row === void 0 ? void 0 : {
    id: row.id,
    callerId: row.caller_id,
    runId: row.run_id,
    runPhaseId: row.phase_id,
    runFailed: row.failed > 0 || row.outcome === "failed"
  };
}
async function currentRedBatch(db, taskId2) {
  const open = await db.selectFrom("phases").select(["id", "phase", "behavior_id", "previous_phase_id"]).where("task_id", "=", taskId2).where("end_seq", "is", null).executeTakeFirst();
  if (open === void 0) return { phaseIds: [], behaviorId: void 0 };
  const phaseIds = [open.id];
  let phase = open.phase;
  let previous = open.previous_phase_id;
  for (let step = 0; previous !== null && phase !== "red" && step < 50; step++) {
    const row = await db.selectFrom("phases").select(["id", "phase", "previous_phase_id"]).where("id", "=", previous).executeTakeFirst();
    if (row === void 0 || row.phase === "refactor" || row.phase === "spike") break;
    if (phase === "refactor" || phase === "spike") break;
    phaseIds.push(row.id);
    phase = row.phase;
    previous = row.previous_phase_id;
  }
  return { phaseIds, behaviorId: open.behavior_id };
}
async function frameById(db, frameId) {
  const row = await db.selectFrom("stack_frames").select(["id", "error_id"]).where("id", "=", frameId).executeTakeFirst();
  return row === void 0 ? void 0 : { id: row.id, errorId: row.error_id };
}
async function insertHypothesis(tx, input14) {
  const phase = await tx.selectFrom("phases").select(["id", "behavior_id"]).where("task_id", "=", input14.taskId).where("end_seq", "is", null).executeTakeFirst();
  const row = await tx.insertInto("hypotheses").values({
    task_id: input14.taskId,
    caller_id: input14.callerId,
    phase_id: phase?.id ?? null,
    behavior_id: phase?.behavior_id ?? null,
    content: input14.content,
    cited_error_id: input14.errorId,
    cited_frame_id: input14.frameId,
    outcome: "open",
    seq: await nextSeq(tx),
    validated_at: null
  }).returning("id").executeTakeFirstOrThrow();
  return hypothesisInTask(tx, input14.taskId, row.id);
}
async function hypothesisById(db, id2) {
  const row = await db.selectFrom("hypotheses").select(["id", "task_id", "caller_id", "outcome"]).where("id", "=", id2).executeTakeFirst();
  return row === void 0 ? void 0 : { id: row.id, taskId: row.task_id, callerId: row.caller_id, outcome: row.outcome };
}
async function setHypothesisOutcome(tx, id2, taskId2, outcome) {
  await tx.updateTable("hypotheses").set({ outcome, validated_at: nowIso() }).where("id", "=", id2).execute();
  return hypothesisInTask(tx, taskId2, id2);
}
async function hypothesisInTask(tx, taskId2, id2) {
  const recorded = (await loadHypotheses(tx, taskId2)).find((h) => h.id === id2);
  if (recorded === void 0) throw new Error(`hypothesis ${id2} vanished inside its own transaction`);
  return recorded;
}
async function hypothesisTexts(db, taskId2) {
  return db.selectFrom("hypotheses").select(["content", "seq", "outcome"]).where("task_id", "=", taskId2).orderBy("seq").execute();
}

// mcp-server/src/store/violations.ts
async function taskViolationsOf(db, taskId2, kind) {
  return db.selectFrom("violations").innerJoin("tdd_tasks", "tdd_tasks.caller_id", "violations.caller_id").select(["violations.detail", "violations.seq"]).where("tdd_tasks.id", "=", taskId2).where("violations.task_id", "=", taskId2).where("violations.kind", "=", kind).orderBy("violations.seq").execute();
}

// mcp-server/src/engine/flows/oracle-findings.ts
async function oracleBlockers(db, taskId2, workTree, now) {
  const recorded = (await taskViolationsOf(db, taskId2, "ORACLE_AWARE_CODE")).flatMap((v) => {
    const f = parseFindingDetail(v.detail);
    return f === void 0 ? [] : [{ ...f, seq: v.seq }];
  });
  if (workTree === void 0 && recorded.length === 0) return { blocking: [], seen: "record" };
  const base = await taskBaseline(db, taskId2);
  if (base === void 0) return { blocking: [], seen: "record" };
  const root = workTree?.projectRoot ?? base.projectRoot;
  const classify = await classifierFor(root ?? ".", base.config ?? void 0, base.testGlobs ?? void 0);
  const hypotheses = await hypothesisTexts(db, taskId2);
  const tree = workTree === void 0 ? null : now === void 0 ? snapshotOrNull(workTree) : now;
  const current = workTree === void 0 || tree === null ? void 0 : changedFindings(workTree, base.startTree, tree, classify);
  const textOf = (file) => {
    if (workTree !== void 0 && tree !== null) {
      const text = treeText(workTree, tree, file);
      if (text !== void 0) return text;
    }
    return root === null ? void 0 : diskText(join(root, file));
  };
  return {
    blocking: blockingFindings({ current: current ?? [], recorded, textOf, hypotheses, classify }),
    seen: current === void 0 ? "record" : "tree"
  };
}
function changedFindings(shadow, start, now, classify) {
  if (start === null) return void 0;
  try {
    return diffTrees(shadow, start, now).flatMap((change) => {
      if (change.after === void 0 || !holdsCode(classify(change.path))) return [];
      const before = change.before === void 0 ? "" : readBlob(shadow, change.before.blob).toString("utf8");
      const after = readBlob(shadow, change.after.blob).toString("utf8");
      return oracleFindings(change.path, before, after, classify).map((f) => ({ ...f, file: change.path }));
    });
  } catch {
    return void 0;
  }
}
function treeText(shadow, tree, file) {
  try {
    const entry = blobAt(shadow, tree, file);
    return entry === void 0 ? void 0 : readBlob(shadow, entry.blob).toString("utf8");
  } catch {
    return void 0;
  }
}
function diskText(path) {
  try {
    return readRegularText(path);
  } catch {
    return void 0;
  }
}
async function oracleDoneRefusal(store, caller, taskId2, behaviorId, workTree) {
  const task = await ownTask(store.db, caller, taskId2, "write");
  if (!task.ok) return void 0;
  if (behaviorId !== void 0) {
    const behavior = await behaviorById(store.db, behaviorId);
    if (behavior === void 0 || behavior.taskId !== taskId2 || behavior.status === "done") return void 0;
  }
  const root = workTree === void 0 ? (await taskBaseline(store.db, taskId2))?.projectRoot : void 0;
  const tree = workTree ?? (root === null || root === void 0 ? void 0 : shadowFor(store.path, root));
  const { blocking } = await oracleBlockers(store.db, taskId2, tree);
  return checkOracleDone(behaviorId === void 0 ? `TDD task ${taskId2}` : `behavior ${behaviorId}`, blocking);
}
async function oracleTransition(tx, request, cited) {
  if (!closesGreen(cited.decision)) return cited;
  const { blocking } = await oracleBlockers(tx, request.tddTaskId);
  return { ...cited, decision: oracleDenial(cited.decision, blocking) };
}

// mcp-server/src/engine/flows/tdd-task.ts
async function freezeAtStart(projectRoot, config2, dbPath, sealNow) {
  const explicit = config2.testFiles !== void 0 && config2.testFiles.length > 0;
  const confine = sealNow?.sealed === true ? sealedConfinement(dbPath, projectRoot) : void 0;
  const testFiles = explicit ? void 0 : await configuredVitestGlobs(projectRoot, config2, confine);
  const testGlobs = testFiles === void 0 || "error" in testFiles ? void 0 : await frozenTestGlobs(testFiles);
  return { frozen: { projectRoot, config: JSON.stringify(config2), testGlobs }, testFiles };
}
async function startTask(store, caller, goal, runId, projectRoot, sealNow, handoffId) {
  const config2 = projectRoot === void 0 ? void 0 : loadConfig(projectRoot);
  const start = projectRoot === void 0 || config2 === void 0 ? void 0 : await freezeAtStart(projectRoot, config2, store.path, sealNow);
  const frozen = start?.frozen;
  const testFiles = start?.testFiles;
  return store.write(async (tx) => {
    const seal = rejudgeSession(tx, caller.sessionId, sealNow ?? { sealed: true, reason: "sealed" });
    const callerId = await ensureCaller(tx, caller);
    const same = runId === void 0 ? void 0 : await taskByRunId(tx, callerId, runId);
    if (same !== void 0 && handoffId !== void 0) {
      const offer = await handoffByToken(tx, handoffId);
      if (offer?.claimedTaskId === same.id) return accept({ task: same, created: false, seal });
      const linked = await handoffOffererSession(tx, same.id) !== void 0;
      const refusedLink = checkHandoffClaim(caller, offer) ?? (linked ? taskAlreadyFollowed(same.id) : void 0);
      if (refusedLink !== void 0) return refusedLink;
      await linkHandoff(tx, handoffId, callerId, same.id);
    }
    if (same !== void 0) return accept({ task: same, created: false, seal });
    const refused = checkTaskStart(await openTaskOf(tx, callerId)) ?? checkSealed(config2?.requireSealed === true, seal) ?? (handoffId === void 0 ? void 0 : checkHandoffClaim(caller, await handoffByToken(tx, handoffId)));
    if (refused !== void 0) return refused;
    const task = await insertTask(tx, callerId, goal, runId, frozen, seal.sealed);
    if (handoffId !== void 0) await linkHandoff(tx, handoffId, callerId, task.id);
    return accept({ task, created: true, seal, testFiles });
  });
}
async function endTask(store, caller, taskId2, outcome, reason2, workTree) {
  const oracle = outcome === "succeeded" ? await oracleDoneRefusal(store, caller, taskId2, void 0, workTree) : void 0;
  if (oracle !== void 0) return oracle;
  const now = outcome === "succeeded" ? snapshotOrNull(workTree) : null;
  const config2 = outcome !== "succeeded" || workTree === void 0 ? void 0 : await configFor(store, caller, workTree.projectRoot).catch(() => void 0);
  const classify = outcome !== "succeeded" || workTree === void 0 ? void 0 : await classifierOfCaller(store, caller, workTree.projectRoot, config2);
  const decideEnd = (proofs2) => store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "write");
    if (!task.ok) return task;
    const behaviors = await behaviorsOf(tx, taskId2);
    const refused = checkTaskEnd(outcome, behaviors);
    if (refused !== void 0) return refused;
    if (outcome === "succeeded" && workTree !== void 0) {
      const callerId = task.value.callerId;
      const subjects = [];
      for (const b of behaviors.filter((b2) => b2.status === "done")) {
        const red = await behaviorRedTest(tx, taskId2, b.id, callerId);
        if (red === void 0 || red.redTree === null) continue;
        const redTest = { file: red.file, fullName: red.fullName, ordinal: red.ordinal };
        subjects.push({ taskId: taskId2, behaviorId: b.id, redTree: red.redTree, runner: red.runner, redTest });
      }
      if (subjects.length > 0 && proofs2 === void 0) return subjects;
      const facts = [];
      for (const subject of subjects) {
        const proof = proofs2?.get(subject.behaviorId);
        const current = proof?.currentTest;
        const caseId = current === void 0 || now === null ? void 0 : await testCaseIdOf(tx, workTree.projectRoot, current);
        const runId = caseId === void 0 || now === null ? void 0 : await currentGreenRunWith(tx, taskId2, callerId, now, caseId);
        facts.push({ behaviorId: subject.behaviorId, proof, currentRunId: runId });
      }
      const unproven = checkTaskEndProofs(facts, now);
      if (unproven !== void 0) return unproven;
    }
    return accept(await closeTask(tx, task.value.id, outcome, reason2));
  });
  const first = await decideEnd(void 0);
  if (!Array.isArray(first)) return first;
  if (workTree === void 0 || now === null || classify === void 0)
    return decideEnd(/* @__PURE__ */ new Map());
  const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot);
  const proofs = await closingProofs(store, workTree, now, first, {
    config: config2,
    classify,
    confine
  });
  const second = await decideEnd(proofs);
  if (Array.isArray(second)) throw new Error("the closing proofs were asked for twice");
  return second;
}
async function taskTree(store, caller, taskId2) {
  const task = await readableTask(store.db, caller, taskId2);
  if (!task.ok) return task;
  const { task: row, ...follow } = task.value;
  return accept({ ...follow, tree: await loadTaskTree(store.db, row) });
}
async function resumeTask(store, caller, taskId2) {
  const task = await readableTask(store.db, caller, taskId2);
  if (!task.ok) return task;
  const { task: row, ...follow } = task.value;
  const tree = await loadTaskTree(store.db, row, "open-phase-runs");
  return accept({ ...follow, tree, next: nextStep(tree) });
}
async function linkHandoff(tx, handoffId, callerId, taskId2) {
  const offer = await handoffByToken(tx, handoffId);
  if (offer === void 0 || !await claimHandoff(tx, offer.id, callerId, taskId2))
    throw new EvidentError(
      "internal",
      `handoff ${handoffId} changed while it was being claimed`,
      "retry tdd_task start"
    );
}
async function configFor(store, caller, projectRoot) {
  const callerId = await findCallerId(store.db, caller);
  const frozen = callerId === void 0 ? void 0 : (await frozenOf(store.db, callerId))?.config;
  if (frozen === void 0) return loadConfig(projectRoot);
  return parseConfigText(frozen);
}
async function classifierOfCaller(store, caller, projectRoot, config2) {
  const callerId = await findCallerId(store.db, caller);
  const testGlobs = callerId === void 0 ? void 0 : (await frozenOf(store.db, callerId))?.testGlobs;
  return classifierFor(projectRoot, config2 === void 0 ? void 0 : JSON.stringify(config2), testGlobs);
}

// mcp-server/src/store/transition-facts.ts
async function loadTransitionFacts(tx, callerId, request) {
  const task = await tx.selectFrom("tdd_tasks").select(["id", "caller_id", "status"]).where("id", "=", request.tddTaskId).executeTakeFirst();
  const goal = await tx.selectFrom("goals").select(["id", "task_id", "status"]).where("id", "=", request.goalId).executeTakeFirst();
  const behavior = await tx.selectFrom("behaviors").select(["id", "task_id", "goal_id"]).where("id", "=", request.behaviorId).executeTakeFirst();
  const open = task === void 0 ? void 0 : await tx.selectFrom("phases").select(["id", "phase", "goal_id", "behavior_id", "start_tree"]).where("task_id", "=", task.id).where("end_seq", "is", null).executeTakeFirst();
  const current = open === void 0 ? void 0 : {
    id: open.id,
    phase: open.phase,
    goalId: open.goal_id,
    behaviorId: open.behavior_id,
    startTree: open.start_tree
  };
  const batch = current?.phase === "red.triangulate" && task !== void 0 ? await redBatch(tx, task.id) : [];
  return {
    callerId,
    task: task === void 0 ? void 0 : { id: task.id, callerId: task.caller_id, status: task.status },
    goal: goal === void 0 ? void 0 : { id: goal.id, taskId: goal.task_id, status: goal.status },
    behavior: behavior === void 0 ? void 0 : { id: behavior.id, taskId: behavior.task_id, goalId: behavior.goal_id },
    current,
    batchPhaseIds: batch.map((p) => p.id),
    batchBehaviorIds: [...new Set(batch.map((p) => p.behavior_id))],
    cited: void 0,
    tree: { now: null, changes: [], testChanges: [], red: void 0, redTest: void 0 }
  };
}
async function redBatch(tx, taskId2) {
  const phases = await tx.selectFrom("phases").select(["id", "phase", "behavior_id"]).where("task_id", "=", taskId2).orderBy("start_seq", "desc").limit(200).execute();
  const batch = [];
  for (const p of phases) {
    if (p.phase !== "red" && p.phase !== "red.triangulate") break;
    batch.push(p);
    if (p.phase === "red") break;
  }
  return batch;
}
async function candidateArtifactIds(tx, callerId, kind, phaseIds, limit) {
  if (phaseIds.length === 0) return [];
  const rows = await tx.selectFrom("artifacts").select("id").where("phase_id", "in", phaseIds).where("kind", "=", kind).where("caller_id", "=", callerId).orderBy("seq", "desc").limit(limit).execute();
  return rows.map((r) => r.id);
}
async function artifactFacts(tx, ids, redTestCaseId) {
  if (ids.length === 0) return [];
  const rows = await tx.selectFrom("artifacts as a").leftJoin("phases as p", "p.id", "a.phase_id").leftJoin("test_cases as tc", "tc.id", "a.test_case_id").leftJoin("test_runs as r", "r.id", "a.run_id").select((eb) => [
    "a.id",
    "a.kind",
    "a.caller_id",
    "a.task_id",
    "a.phase_id",
    "a.behavior_id",
    "a.test_case_id",
    "a.failure_count",
    "a.file_path",
    "p.phase",
    "tc.file as test_file",
    "r.id as run_id",
    "r.tree as run_tree",
    "r.tree_after as run_tree_after",
    "r.filtered as run_filtered",
    eb.selectFrom("test_results as rt").select("rt.status").whereRef("rt.run_id", "=", "a.run_id").where("rt.test_case_id", "=", redTestCaseId ?? -1).limit(1).as("red_test_status"),
    // R1: the test file was written by this caller in this task before the evidence was recorded.
    eb.exists(
      eb.selectFrom("artifacts as w").select("w.id").whereRef("w.task_id", "=", "a.task_id").whereRef("w.caller_id", "=", "a.caller_id").where("w.file_path", "=", eb.fn.coalesce("tc.file", "a.file_path")).where("w.kind", "=", "test_written").whereRef("w.seq", "<", "a.seq")
    ).as("written"),
    // R3: a failing result of the same test from a run that started before the artifact's phase began.
    eb.exists(
      eb.selectFrom("test_results as tr").innerJoin("test_runs as fr", "fr.id", "tr.run_id").select("tr.id").whereRef("tr.test_case_id", "=", "a.test_case_id").where("tr.status", "=", "failed").whereRef("fr.start_seq", "<", "p.start_seq")
    ).as("failed_before"),
    // green.fake-it → green: code changed in the phase before the cited run started (a change made while the
    // run was going on may not be in it).
    eb.exists(
      eb.selectFrom("artifacts as c").select("c.id").whereRef("c.phase_id", "=", "a.phase_id").where("c.kind", "=", "code_written").whereRef("c.caller_id", "=", "a.caller_id").where("c.seq", "<", eb.fn.coalesce("r.start_seq", "a.seq"))
    ).as("code_before")
  ]).where("a.id", "in", ids).execute();
  const byId = new Map(
    rows.map((a) => [
      a.id,
      {
        id: a.id,
        kind: a.kind,
        callerId: a.caller_id,
        taskId: a.task_id,
        phaseId: a.phase_id,
        phase: a.phase ?? null,
        behaviorId: a.behavior_id,
        testCaseId: a.test_case_id,
        testFile: a.test_file ?? a.file_path,
        failureCount: a.failure_count,
        testFileWrittenByCaller: Boolean(a.written),
        testFailedBeforePhase: Boolean(a.failed_before),
        codeWrittenBefore: Boolean(a.code_before),
        run: a.run_id === null || a.run_id === void 0 ? void 0 : {
          id: a.run_id,
          tree: a.run_tree ?? null,
          treeAfter: a.run_tree_after ?? null,
          filtered: a.run_filtered === null || a.run_filtered === void 0 ? null : a.run_filtered === 1
        },
        redTestStatus: a.red_test_status ?? void 0
      }
    ])
  );
  return ids.flatMap((id2) => byId.get(id2) ?? []);
}
var FILE_KINDS = ["code_written", "test_written"];
async function phaseWindows(tx, ids) {
  if (ids.length === 0) return [];
  const rows = await tx.selectFrom("phases").select(["id", "start_seq", "start_tree"]).where("id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, startSeq: r.start_seq, startTree: r.start_tree }]));
  return ids.flatMap((id2) => byId.get(id2) ?? []);
}
async function ownPathsSince(tx, taskId2, callerId, sinceSeq) {
  const rows = await tx.selectFrom("artifacts").select("file_path").distinct().where("task_id", "=", taskId2).where("caller_id", "=", callerId).where("kind", "in", FILE_KINDS).where("seq", ">", sinceSeq).execute();
  return rows.flatMap((r) => r.file_path === null ? [] : [r.file_path]);
}
async function ownChangesSince(tx, taskId2, callerId, paths, sinceSeq) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < paths.length; i += 500) {
    const rows = await tx.selectFrom("artifacts").select(["file_path", "content_hash", "seq"]).where("task_id", "=", taskId2).where("caller_id", "=", callerId).where("kind", "in", FILE_KINDS).where("seq", ">", sinceSeq).where("file_path", "in", paths.slice(i, i + 500)).orderBy("seq", "asc").execute();
    for (const r of rows) {
      if (r.file_path === null) continue;
      const first = out.get(r.file_path)?.firstSeq ?? r.seq;
      out.set(r.file_path, { newestHash: r.content_hash, firstSeq: first });
    }
  }
  return out;
}
async function otherChangesSince(tx, callerId, paths, sinceSeq) {
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < paths.length; i += 500) {
    const rows = await tx.selectFrom("artifacts as a").innerJoin("callers as c", "c.id", "a.caller_id").select(["a.file_path", "a.content_hash", "a.detail", "c.agent_id", "c.agent_type"]).where("a.caller_id", "!=", callerId).where("a.kind", "in", FILE_KINDS).where("a.seq", ">", sinceSeq).where("a.file_path", "in", paths.slice(i, i + 500)).orderBy("a.seq", "asc").execute();
    for (const r of rows) {
      if (r.file_path === null) continue;
      out.set(r.file_path, {
        contentHash: r.content_hash,
        agentId: r.agent_id,
        agentType: r.agent_type,
        detail: r.detail
      });
    }
  }
  return out;
}
async function firstCitedHypothesisSeq(tx, callerId, phaseIds) {
  if (phaseIds.length === 0) return void 0;
  const row = await tx.selectFrom("hypotheses as h").innerJoin("test_errors as e", "e.id", "h.cited_error_id").innerJoin("test_runs as r", "r.id", "e.run_id").select("h.seq").where("h.caller_id", "=", callerId).where("h.phase_id", "in", phaseIds).where("h.outcome", "in", ["open", "confirmed"]).where((eb) => eb.or([eb("r.failed", ">", 0), eb("r.outcome", "=", "failed")])).orderBy("h.seq", "asc").limit(1).executeTakeFirst();
  return row?.seq;
}
async function redTestOf(tx, phaseId) {
  let id2 = phaseId;
  for (let step = 0; id2 !== null && step < 20; step++) {
    const phase = await tx.selectFrom("phases").select(["phase", "cited_artifact_id", "previous_phase_id"]).where("id", "=", id2).executeTakeFirst();
    if (phase?.phase === "refactor" && step === 0) {
      id2 = phase.previous_phase_id;
      continue;
    }
    if (phase === void 0 || phase.phase !== "green" && phase.phase !== "green.fake-it") return void 0;
    if (phase.cited_artifact_id !== null) {
      const red = await tx.selectFrom("artifacts as a").innerJoin("test_cases as tc", "tc.id", "a.test_case_id").innerJoin("test_runs as r", "r.id", "a.run_id").select(["tc.id", "tc.file", "tc.full_name", "tc.ordinal", "r.runner", "r.tree"]).where("a.id", "=", phase.cited_artifact_id).where("a.kind", "=", "test_failed_run").executeTakeFirst();
      if (red !== void 0) {
        return {
          testCaseId: red.id,
          file: red.file,
          fullName: red.full_name,
          ordinal: red.ordinal,
          runner: red.runner,
          redTree: red.tree
        };
      }
    }
    id2 = phase.previous_phase_id;
  }
  return void 0;
}
async function runsPassing(tx, phaseId, callerId, testCaseId) {
  const rows = await tx.selectFrom("test_runs as r").innerJoin(
    "test_results as t",
    (join7) => join7.onRef("t.run_id", "=", "r.id").on("t.test_case_id", "=", testCaseId).on("t.status", "=", "passed")
  ).select((eb) => [
    "r.id",
    "r.tree",
    eb.selectFrom("test_results as o").select((o) => o.fn.countAll().as("n")).whereRef("o.run_id", "=", "r.id").where("o.test_case_id", "!=", testCaseId).where("o.status", "=", "failed").as("other_failures")
  ]).where("r.phase_id", "=", phaseId).where("r.caller_id", "=", callerId).orderBy("r.id").limit(50).execute();
  return rows.map((r) => ({ runId: r.id, tree: r.tree ?? null, otherFailures: Number(r.other_failures ?? 0) }));
}
async function newOwnTests(tx, phaseId, callerId) {
  const row = await tx.selectFrom("test_results as t").innerJoin("test_runs as r", "r.id", "t.run_id").innerJoin("phases as p", "p.id", "r.phase_id").innerJoin("test_cases as tc", "tc.id", "t.test_case_id").select((eb) => eb.fn.count("t.test_case_id").distinct().as("n")).where("r.phase_id", "=", phaseId).where("r.caller_id", "=", callerId).where(
    ({ exists, selectFrom }) => exists(
      selectFrom("artifacts as w").select("w.id").where("w.phase_id", "=", phaseId).where("w.caller_id", "=", callerId).where("w.kind", "=", "test_written").whereRef("w.file_path", "=", "tc.file")
    )
  ).where(
    ({ not, exists, selectFrom }) => not(
      exists(
        selectFrom("test_results as e").innerJoin("test_runs as er", "er.id", "e.run_id").select("e.id").whereRef("e.test_case_id", "=", "t.test_case_id").whereRef("er.start_seq", "<", "p.start_seq")
      )
    )
  ).executeTakeFirst();
  return Number(row?.n ?? 0);
}

// mcp-server/src/store/transitions.ts
async function recordTransitionRequest(tx, row) {
  const seq = await nextSeq(tx);
  await tx.insertInto("transition_requests").values({
    task_id: row.taskId,
    caller_id: row.callerId,
    behavior_id: row.behaviorId,
    from_phase: row.fromPhase,
    requested_phase: row.requestedPhase,
    cited_artifact_id: row.citedArtifactId,
    accepted: row.accepted ? 1 : 0,
    denial_reason: row.denialReason,
    evidence_valid: row.evidenceValid ? 1 : 0,
    seq
  }).execute();
  return seq;
}
async function enterPhase(tx, entry) {
  const at = nowIso();
  if (entry.previousPhaseId !== null) {
    await tx.updateTable("phases").set({ end_seq: entry.seq, ended_at: at }).where("id", "=", entry.previousPhaseId).execute();
  }
  const phase = await tx.insertInto("phases").values({
    task_id: entry.taskId,
    goal_id: entry.goalId,
    behavior_id: entry.behaviorId,
    caller_id: entry.callerId,
    phase: entry.phase,
    previous_phase_id: entry.previousPhaseId,
    cited_artifact_id: entry.citedArtifactId,
    reason: entry.reason,
    start_seq: entry.seq,
    end_seq: null,
    ended_at: null,
    start_tree: entry.startTree ?? null
  }).returning("id").executeTakeFirstOrThrow();
  await tx.updateTable("behaviors").set({ status: "in_progress", updated_at: at }).where("id", "=", entry.behaviorId).where("status", "=", "pending").execute();
  return phase.id;
}

// mcp-server/src/engine/flows/transition.ts
var RECHECK_TIMEOUT_MS = 12e4;
async function requestTransition(store, caller, request, reason2, workTree) {
  const tree = snapshotOrNull(workTree);
  const config2 = workTree === void 0 ? void 0 : await configFor(store, caller, workTree.projectRoot).catch(() => void 0);
  const classify = workTree === void 0 ? void 0 : await classifierOfCaller(store, caller, workTree.projectRoot, config2);
  let recheck = { outcome: "pending" };
  let recheckMs;
  let proof;
  for (let attempt = 0; ; attempt++) {
    const outcome = await store.write(async (tx) => {
      const callerId = await ensureCaller(tx, caller);
      const env = { now: tree, workTree, classify, recheck, proof };
      const cited = await oracleTransition(tx, request, await decide(tx, callerId, request, env));
      const needed = {
        recheck: recheckRequest(cited.decision, cited.facts),
        proof: proofRequest(cited.decision, cited.facts),
        taskId: cited.facts.task?.id ?? request.tddTaskId
      };
      const pending = needed.recheck !== void 0 || needed.proof !== void 0;
      if (pending && attempt === 0) return needed;
      const decided = !pending ? cited : {
        facts: cited.facts,
        decision: {
          ok: false,
          from: cited.decision.ok ? cited.decision.from : null,
          reason: "tree_unavailable",
          detail: needed.recheck !== void 0 ? "the test that proved red could not be re-run on a stable working tree" : "the closing proof could not be made on a stable working tree"
        }
      };
      const forward = await forwardMove(tx, callerId, request, decided, env);
      return apply(tx, callerId, request, reason2, decided, tree, recheckMs, forward);
    });
    if (!("recheck" in outcome)) return outcome;
    if (workTree === void 0) throw new Error("a red re-run was requested without a working tree");
    const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot);
    if (outcome.recheck !== void 0) {
      const wanted = outcome.recheck;
      const result = await underRunLock(
        store,
        workTree.projectRoot,
        RECHECK_TIMEOUT_MS,
        () => runRedRecheck(workTree, wanted, classify, RECHECK_TIMEOUT_MS, config2, confine)
      );
      recheckMs = result.ms;
      log("info", "red test re-run on the red run production code", {
        test: testLabel(wanted),
        outcome: result.outcome,
        ms: result.ms,
        replaced: result.replaced,
        at: result.at
      });
      recheck = {
        outcome: result.outcome,
        tree: wanted.tree,
        redTree: wanted.redTree,
        detail: result.detail,
        ms: result.ms
      };
    }
    if (outcome.proof !== void 0 && tree !== null && classify !== void 0) {
      const subject = { ...outcome.proof, taskId: outcome.taskId };
      const proofs = await closingProofs(store, workTree, tree, [subject], { config: config2, classify, confine });
      proof = proofs.get(subject.behaviorId);
    }
  }
}
async function runRedRecheck(workTree, what, classify, timeoutMs = RECHECK_TIMEOUT_MS, frozen, confine) {
  let runner;
  try {
    const config2 = frozen ?? loadConfig(workTree.projectRoot);
    runner = lookupRunner(config2, what.runner) ?? lookupRunner(config2, "default");
  } catch (error) {
    return { outcome: "error", detail: error instanceof Error ? error.message : String(error), ms: 0, replaced: 0 };
  }
  if (runner === void 0) {
    return { outcome: "error", detail: `no runner named ${what.runner}`, ms: 0, replaced: 0 };
  }
  return recheckRedTests({
    shadow: workTree,
    tree: what.tree,
    redTree: what.redTree,
    tests: [{ file: what.file, fullName: what.fullName, ordinal: what.ordinal }],
    runner,
    classify: classify ?? await classifierFor(workTree.projectRoot),
    timeoutMs,
    confine
  });
}
async function decide(tx, callerId, request, env) {
  const loaded = await loadTransitionFacts(tx, callerId, request);
  const base = { ...loaded, tree: await treeFacts(tx, callerId, request, loaded, env) };
  const window = request.citedArtifactId === void 0 ? citationWindow(request, base) : void 0;
  const ids = request.citedArtifactId !== void 0 ? [request.citedArtifactId] : window === void 0 ? [] : await candidateArtifactIds(tx, callerId, window.kind, window.phaseIds, CANDIDATES);
  const redTestCaseId = base.tree.redTest?.testCaseId;
  const newest = await artifactFacts(tx, ids.slice(0, 1), redTestCaseId);
  let cited = decideCited(request, base, newest);
  if (!cited.decision.ok && ids.length > 1) {
    cited = decideCited(request, base, [...newest, ...await artifactFacts(tx, ids.slice(1), redTestCaseId)]);
  }
  return cited;
}
var ANSWERED_FORWARD = /* @__PURE__ */ new Set(["wrong_source_phase", "fake_it_not_generalized"]);
async function forwardMove(tx, callerId, request, { decision }, env) {
  if (decision.ok || decision.from === null) return void 0;
  const outOfTable = ANSWERED_FORWARD.has(decision.reason) || decision.reason === "refactor_without_passing_run" && REFACTOR_BEFORE_GREEN.includes(decision.from);
  if (!outOfTable) return void 0;
  const requestedPhase = FORWARD[decision.from];
  const { tddTaskId: tddTaskId4, goalId, behaviorId } = request;
  const forward = await decide(tx, callerId, { tddTaskId: tddTaskId4, goalId, behaviorId, requestedPhase }, env);
  if (forward.decision.ok) {
    return { requestedPhase, accepted: true, citedArtifactId: forward.decision.citedArtifactId };
  }
  return {
    requestedPhase,
    accepted: false,
    reason: forward.decision.reason,
    testFile: forward.facts.cited?.testFile
  };
}
async function apply(tx, callerId, request, reason2, { decision, facts }, tree, recheckMs, forward) {
  const ownTask2 = facts.task !== void 0 && facts.task.callerId === callerId;
  const cost = recheckMs === void 0 ? {} : { redRecheckMs: recheckMs };
  const seq = await recordTransitionRequest(tx, {
    taskId: ownTask2 ? request.tddTaskId : null,
    callerId,
    behaviorId: facts.behavior?.id ?? null,
    fromPhase: ownTask2 ? sourceOf(facts.current) : null,
    requestedPhase: request.requestedPhase,
    citedArtifactId: request.citedArtifactId ?? (decision.ok ? decision.citedArtifactId : null),
    accepted: decision.ok,
    denialReason: decision.ok ? null : decision.reason,
    evidenceValid: decision.ok && decision.citedArtifactId !== null
  });
  if (!decision.ok) {
    return {
      accepted: false,
      denialReason: decision.reason,
      detail: decision.detail,
      remediation: remediationFor(decision.reason, {
        tddTaskId: request.tddTaskId,
        goalId: request.goalId,
        behaviorId: request.behaviorId,
        from: decision.from,
        requestedPhase: request.requestedPhase,
        testFile: facts.cited?.testFile,
        forward
      }),
      ...cost
    };
  }
  const previousPhaseId = facts.current?.id ?? null;
  const newPhaseId = await enterPhase(tx, {
    taskId: request.tddTaskId,
    goalId: request.goalId,
    behaviorId: request.behaviorId,
    callerId,
    phase: decision.to,
    previousPhaseId,
    citedArtifactId: decision.citedArtifactId,
    reason: reason2 ?? null,
    seq,
    startTree: tree
  });
  return {
    accepted: true,
    phase: decision.to,
    newPhaseId,
    previousPhaseId,
    citedArtifactId: decision.citedArtifactId,
    ...cost
  };
}
var NO_TREE_FACTS = { changes: [], testChanges: [], red: void 0, redTest: void 0 };
async function treeFacts(tx, callerId, request, facts, env) {
  const { current, task } = facts;
  const { now, workTree } = env;
  if (workTree === void 0 || current === void 0 || task === void 0 || task.callerId !== callerId) {
    return { now, ...NO_TREE_FACTS };
  }
  if (findRow(current.phase, request.requestedPhase) === void 0) return { now, ...NO_TREE_FACTS };
  let changes = [];
  if (current.startTree !== null) {
    const [window] = await phaseWindows(tx, [current.id]);
    const since = window?.startSeq ?? 0;
    changes = await pathChanges(tx, workTree, current.startTree, now, task.id, callerId, since, env.classify);
  }
  const to = request.requestedPhase;
  let red;
  if ((current.phase === "red" || current.phase === "red.triangulate") && (to === "green" || to === "green.fake-it")) {
    red = await redChanges(
      tx,
      workTree,
      env,
      task.id,
      callerId,
      current.phase === "red" ? [current.id] : facts.batchPhaseIds
    );
  }
  let redTest;
  const leavingGreen = current.phase === "green" && (to === "refactor" || to === "red");
  const refactorChangedTests = current.phase === "refactor" && to === "red" && (changes ?? []).some((c) => env.classify !== void 0 && isTestCode(env.classify(c.path)));
  if (leavingGreen || refactorChangedTests) {
    const found = await redTestOf(tx, current.id);
    if (found !== void 0) redTest = { ...found, recheck: env.recheck };
  }
  let closing;
  if (current.phase === "refactor" && to === "red") {
    const found = await redTestOf(tx, current.id);
    if (found !== void 0 && found.redTree !== null) {
      const subject = {
        behaviorId: current.behaviorId,
        redTree: found.redTree,
        runner: found.runner,
        redTest: { file: found.file, fullName: found.fullName, ordinal: found.ordinal }
      };
      const made = env.proof;
      const fits = made !== void 0 && made.behaviorId === subject.behaviorId && made.tree === now;
      closing = { subject, proof: fits ? made : "pending" };
    }
  }
  const ownTests = current.phase === "red.triangulate" && to === "green" ? await newOwnTests(tx, current.id, callerId) : void 0;
  let fake;
  if (current.phase === "green.fake-it" && to === "green") {
    const found = await redTestOf(tx, current.id);
    if (found !== void 0) {
      const runs = await runsPassing(tx, current.id, callerId, found.testCaseId);
      fake = runs.filter((r) => r.tree !== now).map((r) => ({
        runId: r.runId,
        otherFailures: r.otherFailures,
        productionChangedSince: productionChanged(workTree, r.tree, now, env.classify)
      }));
    }
  }
  const inGreen = current.phase === "green" || current.phase === "green.fake-it";
  const testChanges = inGreen && env.classify !== void 0 && current.startTree !== null ? (diffOrNull(workTree, current.startTree, now) ?? []).map((c) => c.path).filter((path) => env.classify !== void 0 && isTestCode(env.classify(path))) : [];
  const unmeasured = await unmeasuredSince(tx, callerId, current.id, current.startTree, workTree, changes, env.classify);
  return { now, changes, testChanges, red, redTest, closing, fake, ownTests, unmeasured };
}
async function unmeasuredSince(tx, callerId, phaseId, startTree, workTree, changes, classify) {
  const [window] = await phaseWindows(tx, [phaseId]);
  const rows = await tx.selectFrom("shell_commands").select(["command"]).where("caller_id", "=", callerId).where("unmeasured", "is not", null).where("start_seq", ">", window?.startSeq ?? 0).orderBy("id").execute();
  if (rows.length === 0 || startTree === null) return void 0;
  const weakened = [];
  for (const change of changes ?? []) {
    if (classify === void 0 || classify(change.path) !== "test") continue;
    let text;
    try {
      const entry = blobAt(workTree, startTree, change.path);
      text = entry === void 0 ? void 0 : readBlob(workTree, entry.blob).toString("utf8");
    } catch (error) {
      weakened.push({
        path: change.path,
        found: [`its content when the phase began cannot be read: ${errorMessage(error)}`]
      });
      continue;
    }
    if (text === void 0) continue;
    const before = testMetrics(change.path, text);
    if (before === void 0) continue;
    const bytes = change.hash === null ? void 0 : readBytes(filePath(workTree.projectRoot, change.path));
    const after = bytes === void 0 ? { tests: 0, assertions: 0, skips: 0 } : testMetrics(change.path, bytes.toString("utf8"));
    const found = after === void 0 ? [] : bytes === void 0 ? ["the test file was deleted"] : weakenings(before, after);
    if (found.length > 0) weakened.push({ path: change.path, found });
  }
  return { commands: rows.map((r) => r.command), weakened };
}
function productionChanged(workTree, from, now, classify) {
  if (from === null || classify === void 0) return null;
  const diff = diffOrNull(workTree, from, now);
  return diff === null ? null : diff.some((c) => countsAsCode(classify(c.path)));
}
var isTestCode = (kind) => !isCodeUnderTest(kind);
var DIFFS = /* @__PURE__ */ new Map();
var DIFFS_KEPT = 32;
function diffOrNull(workTree, from, to) {
  if (to === null) return null;
  const key = `${workTree.gitDir}\0${from}\0${to}`;
  const known = DIFFS.get(key);
  if (known !== void 0) return known;
  try {
    const diff = diffTrees(workTree, from, to);
    DIFFS.set(key, diff);
    if (DIFFS.size > DIFFS_KEPT) DIFFS.delete(DIFFS.keys().next().value ?? key);
    return diff;
  } catch {
    return null;
  }
}
function hashOf(projectRoot, path) {
  try {
    return contentSha256Hex(readRegularFile(filePath(projectRoot, path)));
  } catch {
    return null;
  }
}
async function phaseChanges(tx, workTree, now, taskId2, callerId, phaseId, classify) {
  const [window] = await phaseWindows(tx, [phaseId]);
  if (window === void 0 || window.startTree === null) return void 0;
  return pathChanges(tx, workTree, window.startTree, now, taskId2, callerId, window.startSeq, classify);
}
async function pathChanges(tx, workTree, start, now, taskId2, callerId, sinceSeq, classify) {
  const diff = diffOrNull(workTree, start, now);
  if (diff === null) return null;
  const judged = (path) => classify === void 0 || classify(path) !== "neutral";
  const inDiff = new Set(diff.map((c) => c.path).filter(judged));
  const recorded = (await ownPathsSince(tx, taskId2, callerId, sinceSeq)).filter((p) => !inDiff.has(p) && judged(p));
  let ignored;
  try {
    ignored = ignoredPaths(workTree, recorded);
  } catch {
    return null;
  }
  const deleted = new Set(diff.filter((c) => c.after === void 0).map((c) => c.path));
  const paths = [...inDiff, ...recorded.filter((p) => !ignored.has(p))];
  if (paths.length === 0) return [];
  const own2 = await ownChangesSince(tx, taskId2, callerId, paths, sinceSeq);
  const others = await otherChangesSince(tx, callerId, paths, sinceSeq);
  return paths.map((path) => {
    const other = others.get(path);
    return {
      path,
      hash: deleted.has(path) ? null : hashOf(workTree.projectRoot, path),
      ownHash: own2.get(path)?.newestHash,
      changedBy: other === void 0 ? void 0 : describeChanger(other)
    };
  });
}
function describeChanger(other) {
  const who = other.agentId === "main" ? "main agent" : `agent ${other.agentId}${other.agentType === null ? "" : ` (${other.agentType})`}`;
  let via = "Edit";
  try {
    const detail = other.detail === null ? void 0 : JSON.parse(other.detail);
    if (detail?.["via"] === "shell") {
      const command = detail["command"];
      via = typeof command === "string" ? `shell: ${command.slice(0, 120)}` : "shell";
    }
  } catch {
  }
  return `${who} via ${via}`;
}
async function redChanges(tx, workTree, env, taskId2, callerId, batchPhaseIds) {
  const windows = await phaseWindows(tx, batchPhaseIds);
  const first = windows.reduce(
    (a, b) => a === void 0 || b.startSeq < a.startSeq ? b : a,
    void 0
  );
  if (first === void 0 || first.startTree === null) return void 0;
  const hypothesisSeq = await firstCitedHypothesisSeq(tx, callerId, batchPhaseIds);
  const diff = diffOrNull(workTree, first.startTree, env.now);
  if (diff === null || env.classify === void 0) return { productionChanges: null, hypothesisSeq };
  const classify = env.classify;
  const production = diff.filter((c) => countsAsCode(classify(c.path))).map((c) => c.path);
  const own2 = await ownChangesSince(tx, taskId2, callerId, production, first.startSeq);
  return {
    productionChanges: production.map((path) => ({ path, firstChangeSeq: own2.get(path)?.firstSeq })),
    hypothesisSeq
  };
}

// mcp-server/src/tools/result.ts
var LABEL = {
  bad_input: "Bad input",
  not_found: "Not found",
  conflict: "Refused",
  unauthenticated: "No trusted caller",
  unavailable: "Not ready yet (transient, nothing is lost)",
  internal: "Internal error in evident (not your fault)"
};
function errorResult(tool, error) {
  const known = error instanceof EvidentError;
  if (!known) log("error", `${tool} failed`, { error: error instanceof Error ? error.stack : String(error) });
  const code = known ? error.code : "internal";
  const hint = known ? error.hint : "retry once; if it fails again, report it with the server log (stderr)";
  const message2 = errorMessage(error);
  const text = `${LABEL[code]}: ${message2}${hint === void 0 ? "" : `. Next: ${hint}`}`;
  return { isError: true, content: [{ type: "text", text }] };
}
function refusalResult(tool, refusal) {
  return errorResult(tool, new EvidentError(refusal.code, refusal.message, refusal.hint));
}

// mcp-server/src/tools/define.ts
var TEXT_MAX = 4e3;
var LABEL_MAX = 500;
var ID_MAX = 200;
var id = (what) => number().int().positive().describe(what);
var callerField = strictObject({
  sessionId: string().min(1).max(ID_MAX).describe("Claude Code session id."),
  agentId: string().min(1).max(ID_MAX).describe('Subagent id, or "main".'),
  agentType: string().max(ID_MAX).optional().describe('Subagent type, e.g. "evident:tdd-task".'),
  proof: string().regex(/^[0-9a-f]{64}$/).describe("HMAC proving the hook injected this identity.")
}).optional().describe("Filled in by evident's PreToolUse hook. Do not set it: whatever you pass is replaced or rejected.");
var unknownKeys = (accepted) => (issue) => issue.code === "unrecognized_keys" ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}; accepted keys: ${accepted.join(", ")}` : void 0;
function fields(shape, refine) {
  const own2 = strictObject(shape);
  const full = strictObject({ ...shape, caller: callerField }, { error: unknownKeys(Object.keys(shape)) });
  const served = refine === void 0 ? full : full.superRefine((value, ctx) => refine(value, ctx));
  return { served, parse: (args) => own2.parse(withoutCaller(args)) };
}
function action(fields2, refine) {
  const schema = strictObject(fields2);
  return {
    fields: fields2,
    check: refine === void 0 ? void 0 : (value, ctx) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) refine(parsed.data, ctx);
    }
  };
}
function actions(describe3, table, order) {
  const names = Object.keys(table);
  const own2 = new Map(names.map((name) => [name, strictObject(table[name]?.fields ?? {})]));
  const keys = [.../* @__PURE__ */ new Set([...order ?? [], ...names.flatMap((name) => Object.keys(table[name]?.fields ?? {}))])];
  const flat = { action: _enum(names).describe(describe3) };
  for (const key of keys)
    flat[key] = servedField(
      key,
      names.map((name) => [name, table[name]?.fields[key]])
    );
  const served = strictObject({ ...flat, caller: callerField }, { error: unknownKeys(["action", ...keys]) }).superRefine((value, ctx) => checkAction(table, value, ctx));
  return {
    served,
    parse: (args) => {
      const { action: name, ...rest } = withoutCaller(args);
      const schema = own2.get(String(name));
      if (schema === void 0) throw new Error(`no action ${String(name)}`);
      return { action: name, ...schema.parse(rest) };
    }
  };
}
function servedField(key, uses) {
  const present = uses.filter((u) => u[1] !== void 0);
  const first = present[0]?.[1];
  if (first === void 0) throw new Error(`field ${key} is used by no action`);
  const required2 = present.length === uses.length && present.every(([, s]) => !s.safeParse(void 0).success);
  const texts = present.map(([name, s]) => [name, s.description ?? ""]);
  const same = present.length === uses.length && texts.every(([, text]) => text === texts[0]?.[1]);
  const description = same ? texts[0]?.[1] ?? "" : texts.map(([name, text]) => `${name}: ${text}`).join(" ");
  return (required2 ? first : first.optional()).describe(description);
}
function checkAction(table, value, ctx) {
  const name = String(value["action"]);
  const chosen = Object.hasOwn(table, name) ? table[name] : void 0;
  if (chosen === void 0) return;
  const allowed = Object.keys(chosen.fields);
  let complete = true;
  for (const [field, given] of Object.entries(value)) {
    if (given === void 0 || field === "action" || field === "caller" || allowed.includes(field)) continue;
    ctx.addIssue({
      code: "custom",
      path: [field],
      message: `action "${name}" does not take ${field} (it takes ${allowed.join(", ")})`
    });
    complete = false;
  }
  for (const [field, schema] of Object.entries(chosen.fields)) {
    if (value[field] !== void 0 || schema.safeParse(void 0).success) continue;
    ctx.addIssue({ code: "custom", path: [field], message: `action "${name}" requires ${field}` });
    complete = false;
  }
  if (complete) chosen.check?.(withoutCaller(value, "action"), ctx);
}
function withoutCaller(args, ...more) {
  return Object.fromEntries(Object.entries(args).filter(([key]) => key !== "caller" && !more.includes(key)));
}
var message = string().optional().describe("The answer as text (the same as the text content).");
function defineTool(spec) {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    input: spec.input.served,
    output: spec.output.extend({ message }),
    ...spec.annotations === void 0 ? {} : { annotations: spec.annotations },
    async call(ctx, args, extra) {
      const result = await spec.handler(ctx, spec.input.parse(args), extra);
      if ("ok" in result) return refusalResult(spec.name, result);
      const structured = result.mirrorText === false ? result.data : { message: result.text, ...result.data };
      return { content: [{ type: "text", text: result.text }], structuredContent: structured };
    }
  };
}

// mcp-server/src/tools/phase-transition.ts
var input = fields({
  tddTaskId: id("Your TDD task (from tdd_task start)."),
  goalId: id("The goal of the behavior (it must be in_progress, except for \u2192 spike)."),
  behaviorId: id(
    "The behavior the new phase works on. For \u2192 red: the same or the next behavior; for \u2192 red.triangulate: another behavior of the same goal."
  ),
  requestedPhase: _enum(PHASES).describe("The phase to enter: spike, red, red.triangulate, green, green.fake-it or refactor."),
  citedArtifactId: id(
    "The artifact that proves the move: a test_failed_run for red \u2192 green / green.fake-it; a test_passed_run for green.fake-it \u2192 green and for green \u2192 refactor and green/refactor \u2192 red. Omit it to let evident pick your newest qualifying artifact of the current phase."
  ).optional(),
  reason: string().max(LABEL_MAX).optional().describe("Why you are making this move, in one sentence (kept with the new phase).")
});
var output = object({
  accepted: boolean().describe("Whether the move was made."),
  phase: _enum(PHASES).optional().describe("accepted: the phase entered."),
  newPhaseId: number().int().optional().describe("accepted: the new phase."),
  previousPhaseId: number().int().nullable().optional().describe("accepted: the phase it closed."),
  citedArtifactId: number().int().nullable().optional().describe("accepted: the evidence cited (null when none was needed)."),
  redRecheckMs: number().optional().describe("green \u2192 refactor: how long re-running the red test on the red run's production code took (ms)."),
  denialReason: _enum(DENIAL_REASONS).optional().describe("denied: why."),
  detail: string().optional().describe("denied: the facts behind the reason."),
  remediation: object({
    suggestedTool: string().describe("The tool to call next."),
    suggestedArgs: record(string(), unknown()).describe("Arguments valid for that tool."),
    humanHint: string().describe("What to do."),
    writeFirst: _enum(FILES_TO_WRITE).optional().describe(
      "Before the suggested call: write or edit a file of this kind (a failing test, or the production code) with the Write/Edit tools."
    )
  }).optional().describe("denied: the next call.")
});
var NEXT = {
  spike: "explore freely; nothing recorded during a spike can be cited later. Request red when you know the behavior to test.",
  red: "write a failing test for the behavior, call run_tests, then request green (or green.fake-it) citing its test_failed_run.",
  "red.triangulate": "write a failing test for this behavior too and call run_tests, then request green.",
  green: "read the failure, record a hypothesis citing its error and frame, change the production code, run_tests until the whole suite passes, then request refactor.",
  "green.fake-it": "change the production code, call run_tests, then request green citing the passing run (or red.triangulate to pin the fake down).",
  refactor: "improve the code keeping run_tests green, mark the behavior done with tdd_behavior update, then request red for the next behavior citing a zero-failure run of this phase."
};
var phaseTransitionTool = defineTool({
  name: "tdd_phase_transition_request",
  title: "Request a TDD phase transition",
  description: `Move your TDD task to another phase for a behavior. Only these moves are allowed, each with its evidence (every other move is denied): ${describeTransitions()}. Evidence must be your own. A denial returns denialReason, detail and remediation {suggestedTool, suggestedArgs, humanHint, writeFirst?}: a call accepted now (after writing the file writeFirst names, if any) \u2014 follow it; the same request unchanged is denied again.`,
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    const { reason: reason2, ...request } = args;
    const result = await requestTransition(store, caller, request, reason2, shadowFor(store.path, projectRoot));
    if (result.accepted) {
      const cited = result.citedArtifactId === null ? "no evidence needed" : `evidence: artifact ${result.citedArtifactId}`;
      return {
        text: `Accepted: behavior ${args.behaviorId} is now in ${result.phase} (phase ${result.newPhaseId}; ${cited}). Next: ${NEXT[result.phase]}`,
        data: result
      };
    }
    const r = result.remediation;
    const first = r.writeFirst === void 0 ? "" : `write the ${r.writeFirst === "test" ? "failing test" : "production code"}, then `;
    return {
      text: `Denied (${result.denialReason}): ${result.detail}. ${r.humanHint} Next: ${first}${r.suggestedTool} ${JSON.stringify(r.suggestedArgs)}.`,
      data: result
    };
  }
});

// mcp-server/src/domain/progress-events.ts
var ref = (what) => number().int().positive().describe(what);
var type = (value, what) => literal(value).describe(what);
function event(shape) {
  const accepted = Object.keys(shape).join(", ");
  return strictObject(shape, {
    error: (issue) => issue.code === "unrecognized_keys" ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(", ")} in this event; accepted keys: ${accepted}` : void 0
  });
}
var reason = string().min(1).max(500).describe("Why, in one sentence, for the user.");
var PROGRESS_EVENT_TYPES = [
  "goals_ready",
  "goal_added",
  "goal_started",
  "behaviors_ready",
  "behavior_added",
  "behavior_started",
  "phase_transition",
  "behavior_completed",
  "behavior_abandoned",
  "goal_completed",
  "goal_abandoned",
  "blocked",
  "session_complete"
];
var progressEvent = discriminatedUnion("type", [
  event({
    type: type("goals_ready", "The task is decomposed into goals."),
    goalIds: array(ref("A goal of the task.")).min(1).max(100).describe("The goals, in order.")
  }),
  event({ type: type("goal_added", "A goal was added after goals_ready."), goalId: ref("The new goal.") }),
  event({
    type: type("goal_started", "Work on a goal began (its status must be in_progress, or done when pushed late)."),
    goalId: ref("The goal.")
  }),
  event({
    type: type("behaviors_ready", "A goal's behaviors are listed."),
    goalId: ref("The goal."),
    behaviorIds: array(ref("A behavior of that goal.")).min(1).max(200).describe("The behaviors, in order.")
  }),
  event({
    type: type("behavior_added", "A behavior was added after behaviors_ready."),
    behaviorId: ref("The new behavior.")
  }),
  event({
    type: type(
      "behavior_started",
      "Work on a behavior began (its status must be in_progress \u2014 request red for it first \u2014 or done when pushed late)."
    ),
    behaviorId: ref("The behavior.")
  }),
  event({
    type: type(
      "phase_transition",
      "A behavior entered a phase (push it after tdd_phase_transition_request accepted the move)."
    ),
    behaviorId: ref("The behavior."),
    toPhase: _enum(PHASES).describe("The phase entered; must be the behavior's current phase.")
  }),
  event({
    type: type("behavior_completed", "A behavior is done (its status must be done)."),
    behaviorId: ref("The behavior.")
  }),
  event({
    type: type("behavior_abandoned", "A behavior was abandoned (its status must be abandoned)."),
    behaviorId: ref("The behavior."),
    reason
  }),
  event({ type: type("goal_completed", "A goal is done (its status must be done)."), goalId: ref("The goal.") }),
  event({
    type: type("goal_abandoned", "A goal was abandoned (its status must be abandoned)."),
    goalId: ref("The goal."),
    reason
  }),
  event({
    type: type("blocked", "You cannot make progress on a failure."),
    reason,
    failureSignatureHash: string().regex(/^[0-9a-f]{16}$/, "a failure signature is 16 lowercase hex characters").describe(
      "The signature (16 hex) of the failure you are stuck on, as test_errors lists it for a run of this task."
    ),
    behaviorId: ref("The behavior you are stuck on, if any.").optional()
  }),
  event({
    type: type("session_complete", "The task is over (push it after tdd_task end)."),
    outcome: _enum(TASK_OUTCOMES).describe("The outcome the task was ended with.")
  })
]);

// mcp-server/src/domain/records.ts
var idOf = (what) => number().int().describe(what);
var nullableId = (what) => number().int().nullable().describe(what);
var taskRecord = object({
  id: idOf("Task id."),
  callerId: idOf("The caller row that owns the task."),
  runId: string().nullable().describe("The runId given at start, if any."),
  goal: string().describe("What the task must achieve."),
  status: _enum(TASK_STATUSES).describe("open or ended."),
  outcome: _enum(TASK_OUTCOMES).nullable().describe("How it ended."),
  reason: string().nullable().describe("Why it ended so."),
  createdAt: string().describe("ISO time."),
  endedAt: string().nullable().describe("ISO time.")
});
var goalRecord = object({
  id: idOf("Goal id."),
  taskId: idOf("Its task."),
  ordinal: number().int().describe("0-based position in the task (G1 is 0)."),
  goal: string().describe("The goal."),
  status: _enum(WORK_STATUSES).describe("Its status.")
});
var behaviorRecord = object({
  id: idOf("Behavior id."),
  taskId: idOf("Its task."),
  goalId: idOf("Its goal."),
  ordinal: number().int().describe("0-based position in the goal (B1 is 0)."),
  behavior: string().describe("The behavior."),
  status: _enum(WORK_STATUSES).describe("Its status.")
});
var phaseRecord = object({
  id: idOf("Phase id."),
  goalId: idOf("Goal of the behavior."),
  behaviorId: idOf("The behavior the phase works on."),
  phase: _enum(PHASES).describe("The phase."),
  previousPhaseId: nullableId("The phase it followed."),
  citedArtifactId: nullableId("The evidence the transition cited."),
  startedAt: string().describe("ISO time."),
  endedAt: string().nullable().describe("ISO time; null while open.")
});
var artifactRecord = object({
  id: idOf("Artifact id (what a transition cites)."),
  kind: _enum(ARTIFACT_KINDS).describe("What it evidences."),
  callerId: idOf("Who it was recorded for."),
  taskId: nullableId("The task open when it was recorded."),
  phaseId: nullableId("The phase open when it was recorded."),
  behaviorId: nullableId("That phase's behavior."),
  filePath: string().nullable().describe("Project-relative file."),
  contentHash: string().nullable().describe("sha256 of the file bytes after an edit."),
  linesAdded: number().int().nullable().describe("Lines added by an edit."),
  linesRemoved: number().int().nullable().describe("Lines removed by an edit."),
  testCaseId: nullableId("The test of a run artifact."),
  runId: nullableId("The run of a run artifact."),
  failureCount: number().int().nullable().describe("Failures of that run."),
  detail: string().nullable().describe("Extra facts (e.g. test counts)."),
  seq: number().int().describe("Database-wide write order."),
  at: string().describe("ISO time.")
});
var hypothesisRecord = object({
  id: idOf("Hypothesis id."),
  taskId: idOf("Its task."),
  phaseId: nullableId("The phase it was recorded in."),
  behaviorId: nullableId("That phase's behavior."),
  content: string().describe("The causal claim."),
  citedTestErrorId: idOf("The error it explains."),
  citedStackFrameId: idOf("The frame it is about."),
  outcome: _enum(HYPOTHESIS_OUTCOMES).describe("open until validated."),
  createdAt: string().describe("ISO time.")
});
var progressEventRecord = object({
  id: idOf('Event id, in push order (inventory kind "progress" pages on from it with afterEventId).'),
  taskId: idOf("Its task."),
  agentId: string().describe(`Who pushed it: the agent id of the task's owner, or "main".`),
  type: _enum(PROGRESS_EVENT_TYPES).describe("The event type."),
  behaviorId: nullableId("The behavior it is about; null for goal- and task-level events."),
  narration: string().describe('The one-line narration, e.g. "[G1.B2] parses ISO dates \xB7 green".'),
  payload: record(string(), unknown()).describe('The event enriched with ordinals and texts (label "[G<n>.B<m>] <behavior>", goalOrdinal, \u2026).'),
  seq: number().int().describe("Database-wide write order."),
  at: string().describe("ISO time it was pushed.")
});
var taskTreeRecord = object({
  task: taskRecord,
  goals: array(
    goalRecord.extend({
      behaviors: array(
        behaviorRecord.extend({
          currentPhase: _enum(PHASES).nullable().describe("Its latest phase."),
          latestProgress: progressEventRecord.nullable().describe("The newest progress event pushed about this behavior (tdd_progress_push); null if none.")
        })
      )
    })
  ).describe("Goals with their behaviors."),
  phases: array(phaseRecord).describe("Every phase, oldest first."),
  currentPhase: phaseRecord.nullable().describe("The open phase."),
  artifacts: array(artifactRecord).describe("Recorded evidence, oldest first (the newest 500)."),
  artifactsTruncated: boolean().describe("True when older artifacts were left out."),
  hypotheses: array(hypothesisRecord).describe("Hypotheses of the task.")
});

// mcp-server/src/runners/test-files.ts
import { realpathSync, statSync } from "node:fs";
import { relative, sep } from "node:path";
var FILES_MAX = 200;
function selectTestFiles(projectRoot, entries) {
  const selected = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    if (isDynamicPattern(entry)) {
      if (entry.startsWith("/") || entry.split(/[\\/]/).includes("..")) {
        throw badInput(
          `the file pattern "${entry}" reaches outside the project root`,
          "give a pattern relative to the project root, without .."
        );
      }
      const matches = globSync(entry, {
        cwd: projectRoot,
        onlyFiles: true,
        followSymbolicLinks: false,
        ignore: ["**/node_modules/**"],
        expandDirectories: false
      });
      if (matches.length === 0)
        throw badInput(
          `the file pattern "${entry}" matches no file in the project`,
          "give existing test files, relative to the project root"
        );
      for (const match of matches) selected.add(checked(projectRoot, match));
    } else {
      selected.add(checked(projectRoot, entry));
    }
    if (selected.size > FILES_MAX)
      throw badInput(`more than ${FILES_MAX} files selected`, "omit files to run the whole suite, or select fewer");
  }
  return [...selected];
}
function checked(projectRoot, path) {
  const absolute = containedPath(projectRoot, path, "test file");
  if (!isFile(absolute))
    throw badInput(
      `no test file "${path}" in the project`,
      "give existing test files, relative to the project root (or omit files to run the whole suite)"
    );
  return relative(realpathSync(projectRoot), absolute).split(sep).join("/");
}
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

// mcp-server/src/store/history.ts
var HISTORY_WINDOW = 10;
function classifyHistory(results) {
  const window = results.slice(-HISTORY_WINDOW);
  const latest = window.at(-1);
  const previous = window.at(-2);
  let recoveries = 0;
  for (let i = 1; i < window.length; i += 1) {
    if (window[i - 1] === "failed" && window[i] === "passed") recoveries += 1;
  }
  if (latest === "failed") {
    if (previous === "failed") return "persistent";
    return recoveries >= 2 ? "flaky" : "new-failure";
  }
  if (recoveries === 0) return "stable";
  return recoveries === 1 ? "recovered" : "flaky";
}
async function classifyTests(db, testCaseIds) {
  const histories = /* @__PURE__ */ new Map();
  for (const id2 of testCaseIds) histories.set(id2, []);
  const unique = [...histories.keys()];
  for (let i = 0; i < unique.length; i += 400) {
    const chunk = unique.slice(i, i + 400);
    const rows = await db.selectFrom(
      (eb) => eb.selectFrom("test_results").select(["test_case_id", "status", "seq", "id"]).select(sql`row_number() over (partition by test_case_id order by seq desc, id desc)`.as("age")).where("test_case_id", "in", chunk).where("status", "in", ["passed", "failed"]).as("recent")
    ).select(["test_case_id", "status"]).where("age", "<=", HISTORY_WINDOW).orderBy("test_case_id").orderBy("seq").orderBy("id").execute();
    for (const row of rows) histories.get(row.test_case_id)?.push(row.status);
  }
  return new Map([...histories].map(([id2, results]) => [id2, classifyHistory(results)]));
}
async function signatureCounts(db, signatures) {
  const counts = /* @__PURE__ */ new Map();
  for (const signature of signatures) counts.set(signature, 0);
  const unique = [...counts.keys()];
  for (let i = 0; i < unique.length; i += 400) {
    const rows = await db.selectFrom("test_errors").select(["signature", (eb) => eb.fn.countAll().as("n")]).where("signature", "in", unique.slice(i, i + 400)).groupBy("signature").execute();
    for (const row of rows) counts.set(row.signature, Number(row.n));
  }
  return counts;
}

// mcp-server/src/store/run-queries.ts
var runColumns = ["id", "task_id", "outcome", "total", "failed", "error_count", "started_at"];
var toSummary = (r) => ({
  id: r.id,
  taskId: r.task_id,
  outcome: r.outcome,
  total: r.total,
  failed: r.failed,
  errorCount: r.error_count,
  startedAt: r.started_at
});
var noRun = (what) => {
  throw notFound(`${what}`, "run the tests with run_tests; its result names the runId");
};
async function ownRun(db, caller, runId) {
  const callerId = await findCallerId(db, caller);
  const row = callerId === void 0 ? void 0 : await db.selectFrom("test_runs").select(runColumns).where("id", "=", runId).where("caller_id", "=", callerId).executeTakeFirst();
  return row === void 0 ? noRun(`no test run ${runId} is yours`) : toSummary(row);
}
async function latestOwnRun(db, caller, taskId2) {
  const callerId = await findCallerId(db, caller);
  if (callerId === void 0) return noRun("you have recorded no test run yet");
  let query = db.selectFrom("test_runs").select(runColumns).where("caller_id", "=", callerId);
  if (taskId2 !== void 0) query = query.where("task_id", "=", taskId2);
  const row = await query.orderBy("seq", "desc").limit(1).executeTakeFirst();
  return row === void 0 ? noRun(taskId2 === void 0 ? "you have recorded no test run yet" : `no test run recorded for TDD task ${taskId2}`) : toSummary(row);
}
async function errorsOfRun(db, runId, test, limit) {
  let query = db.selectFrom("test_errors").leftJoin("test_cases", "test_cases.id", "test_errors.test_case_id").select([
    "test_errors.id",
    "test_errors.run_id",
    "test_errors.scope",
    "test_errors.name",
    "test_errors.message",
    "test_errors.expected",
    "test_errors.actual",
    "test_errors.diff",
    "test_errors.signature",
    "test_errors.file",
    "test_errors.test_case_id",
    "test_cases.file as test_file",
    "test_cases.full_name",
    "test_cases.ordinal"
  ]).where("test_errors.run_id", "=", runId);
  if (test !== void 0) {
    query = query.where(
      sql`(instr(coalesce(test_cases.full_name, ''), ${test}) > 0 or instr(coalesce(test_errors.file, ''), ${test}) > 0)`
    );
  }
  const rows = await query.orderBy("test_errors.id").limit(limit).execute();
  const frames = rows.length === 0 ? [] : await db.selectFrom("stack_frames").select(["id", "error_id", "ordinal", "function_name", "file", "line", "col", "source"]).where(
    "error_id",
    "in",
    rows.map((r) => r.id)
  ).orderBy("error_id").orderBy("ordinal").execute();
  return rows.map((r) => ({
    id: r.id,
    runId: r.run_id,
    scope: r.scope,
    name: r.name,
    message: r.message,
    expected: r.expected,
    actual: r.actual,
    diff: r.diff,
    signature: r.signature,
    file: r.file,
    test: r.test_case_id === null || r.test_file === null || r.full_name === null ? null : { testCaseId: r.test_case_id, file: r.test_file, fullName: r.full_name, ordinal: r.ordinal ?? 0 },
    frames: frames.filter((f) => f.error_id === r.id).map((f) => ({
      id: f.id,
      ordinal: f.ordinal,
      function: f.function_name,
      file: f.file,
      line: f.line,
      col: f.col,
      source: f.source
    }))
  }));
}
async function failedTests(db, runId) {
  const rows = await db.selectFrom("test_results").innerJoin("test_cases", "test_cases.id", "test_results.test_case_id").select(["test_results.test_case_id", "test_cases.file", "test_cases.full_name", "test_cases.ordinal"]).where("test_results.run_id", "=", runId).where("test_results.status", "=", "failed").orderBy("test_results.id").execute();
  return rows.map((r) => ({ testCaseId: r.test_case_id, file: r.file, fullName: r.full_name, ordinal: r.ordinal }));
}

// mcp-server/src/clients/coordinator/fix-limit-rules.ts
function fixIterationRuns(runs, productionChangeSeqs) {
  const ordered = [...runs].sort((a, b) => a.startSeq - b.startSeq);
  const counted = [];
  let since = Number.NEGATIVE_INFINITY;
  for (const run of ordered) {
    const changed = productionChangeSeqs.some((seq) => seq > since && seq < run.startSeq);
    if (!run.passed && changed) counted.push(run.id);
    since = run.seq;
  }
  return counted;
}
function fixLimitReason(slug, limit, counted) {
  return `fix limit reached: ${counted.length} failing run(s) after production changes (runs ${counted.join(", ")}); plan ${slug} allows ${limit}. A human decides next: read the failures (test_errors), refine the plan (tdd_plan replace, in the main context) and dispatch evident:implement again`;
}

// mcp-server/src/clients/coordinator/fix-limit.ts
async function chargeFixIteration(store, projectRoot, taskId2, frozenConfig) {
  if (taskId2 === null) return void 0;
  const planId = await planIdOfTask(store.db, taskId2);
  if (planId === void 0) return void 0;
  const testGlobs = (await taskBaseline(store.db, taskId2))?.testGlobs ?? void 0;
  const classify = await classifierFor(projectRoot, frozenConfig, testGlobs);
  return store.write(async (tx) => {
    const plan = await planById(tx, planId);
    if (plan === void 0) return void 0;
    const { open, runs, changes } = await taskRunsAndChanges(tx, taskId2);
    const production = changes.filter((c) => classify(c.filePath) === "production").map((c) => c.seq);
    const counted = fixIterationRuns(runs, production);
    if (counted.length < plan.fixIterations || !open) return { spent: counted.length, limit: plan.fixIterations };
    const reason2 = fixLimitReason(plan.slug, plan.fixIterations, counted);
    await closeTask(tx, taskId2, "blocked", reason2);
    await blockPlan(tx, planId, reason2);
    return { spent: counted.length, limit: plan.fixIterations, blocked: reason2 };
  });
}

// mcp-server/src/tools/outputs.ts
var list = (item, what) => array(item).readonly().describe(what);
var int = (what) => number().int().describe(what);
var nullableInt = (what) => number().int().nullable().describe(what);
var time = (what) => string().describe(`${what} (ISO time).`);
var sessionCallerRecord = object({
  callerId: int("Caller row id."),
  sessionId: string().describe("Claude Code session id."),
  agentId: string().describe('Subagent id, or "main".'),
  agentType: string().nullable().describe('Subagent type, e.g. "evident:tdd-task"; null for the main agent.'),
  parentSessionId: string().nullable().describe("The session that dispatched it, if recorded."),
  startedAt: time("First seen"),
  endedAt: string().nullable().describe("When it stopped (ISO time); null while active."),
  openTaskId: nullableInt("Its open TDD task, if any.")
});
var runRecord = object({
  runId: int("Test run id (what test_errors takes as runId)."),
  agentId: string().describe("Who ran it."),
  taskId: nullableInt("The TDD task open when it ran."),
  phaseId: nullableInt("The phase open when it ran."),
  runner: string().describe("The runner name."),
  outcome: _enum(RUN_OUTCOMES).describe("How the run ended."),
  total: int("Tests in the run."),
  passed: int("Tests passed."),
  failed: int("Tests failed."),
  skipped: int("Tests skipped or todo."),
  errorCount: int("Errors recorded (test, suite, module, unhandled)."),
  exitCode: nullableInt("The runner process exit code; null when it was killed."),
  startedAt: time("Start"),
  endedAt: time("End")
});
var testRecord = object({
  testCaseId: int("Test case id."),
  file: string().describe("Project-relative test file."),
  fullName: string().describe("Full test name (suites > test)."),
  ordinal: int(
    "0 for the first test of this full name in its file, 1 for the second (test.each rows, repeated titles)\u2026"
  ),
  latestStatus: _enum(TEST_STATUSES).describe("Status in its newest recorded result."),
  latestRunId: int("The run of that result.")
});
var violationRecord = object({
  id: int("Violation id."),
  callerId: nullableInt("The caller row that committed it."),
  taskId: nullableInt("The TDD task open at the time."),
  kind: _enum(VIOLATION_KINDS).describe("Which protocol rule was broken."),
  detail: string().describe("What happened."),
  toolName: string().nullable().describe("The tool whose use was the violation (e.g. Bash, Edit)."),
  seq: int("Database-wide write order."),
  at: time("When"),
  agentId: string().describe("Who committed it.")
});
var vddRunRecord = object({
  id: int("VDD run id."),
  subject: string().describe("The bean (BEAN-NNN) or the verified file."),
  beanNumber: nullableInt("The bean number; null for a file."),
  verdict: _enum(VDD_AGGREGATES).describe("The verdict over all criteria."),
  manual: _enum(VDD_MANUAL_STATES).describe("pass when a human confirmed the manual criteria."),
  reportPath: string().describe("The report written."),
  caller: string().describe("Who ran it (session/agent)."),
  at: time("When"),
  criteria: int("Criteria checked."),
  failed: int("Criteria failed."),
  testRunIds: list(number().int().describe("A test run id."), "The test runs that evidenced its test criteria.")
});
var frameRecord = object({
  id: int("Stack frame id (what hypothesis record cites as citedStackFrameId)."),
  ordinal: int("0 for the innermost frame."),
  function: string().nullable().describe("Function name; null when anonymous."),
  file: string().describe("Source-mapped file."),
  line: nullableInt("Line."),
  col: nullableInt("Column."),
  source: _enum(FRAME_SOURCES).describe(
    "'message': the location a syntax, transform or import error names in its message (its stack is all bundler or loader code); 'stack': from the stack."
  )
});
var errorRecord = object({
  id: int("Error id (what hypothesis record cites as citedTestErrorId)."),
  runId: int("Its run."),
  scope: string().describe(`What it belongs to: ${ERROR_SCOPES.join(", ")}.`),
  test: object({
    testCaseId: int("Test case id."),
    file: string().describe("Project-relative test file."),
    fullName: string().describe("Full test name."),
    ordinal: int("0 for the first test of this full name in its file, 1 for the second\u2026")
  }).nullable().describe("The failing test; null for an error outside a test."),
  file: string().nullable().describe("The file of an error outside a test, when known."),
  name: string().describe("Error name, e.g. AssertionError."),
  message: string().describe("Error message."),
  expected: string().nullable().describe("Expected value of an assertion."),
  actual: string().nullable().describe("Actual value of an assertion."),
  diff: string().nullable().describe("The runner's diff of expected and actual."),
  signature: string().describe("Failure signature (the same failure has the same signature across runs)."),
  frames: list(frameRecord, "Parsed, source-mapped stack frames, innermost first.")
});

// mcp-server/src/tools/progress.ts
function progressSender(extra, label) {
  const token = extra._meta?.progressToken;
  const pending = [];
  let open = true;
  return {
    send(file, done, total) {
      if (token === void 0 || !open || total !== void 0 && done >= total) return;
      pending.push(
        extra.sendNotification({
          method: "notifications/progress",
          params: {
            progressToken: token,
            progress: done,
            ...total === void 0 ? {} : { total },
            message: `${label}${file}`
          }
        }).catch(() => void 0)
      );
    },
    async settle() {
      open = false;
      await Promise.all(pending);
    }
  };
}
async function progressNote(extra, message2) {
  const token = extra._meta?.progressToken;
  if (token === void 0) return;
  await extra.sendNotification({ method: "notifications/progress", params: { progressToken: token, progress: 0, message: message2 } }).catch(() => void 0);
}

// mcp-server/src/tools/run-tests-text.ts
var LIST_MAX = 15;
var MESSAGE_MAX = 200;
function failureLines(report, recorded, classes) {
  return report.errors.map((error, i) => {
    const ids = recorded.errors[i];
    const top = Math.max(
      0,
      error.frames.findIndex((f) => !isFrameworkFrame(f.file))
    );
    const frame = error.frames[top];
    const key = error.test === void 0 ? void 0 : testKey(error.test);
    return {
      scope: error.scope,
      file: error.test?.file ?? error.file ?? null,
      fullName: error.test?.fullName ?? null,
      ordinal: error.test === void 0 ? null : error.test.ordinal ?? 0,
      errorId: ids?.id ?? 0,
      frameId: ids?.frameIds[top] ?? null,
      where: frame === void 0 ? null : `${frame.file}:${frame.line ?? "?"}`,
      message: oneLine(`${error.name}: ${error.message}`),
      classification: key === void 0 ? null : classes.get(key) ?? null
    };
  });
}
var oneLine = (text) => {
  const line = text.split("\n").map((l) => l.trim()).filter((l) => l !== "").join(" ");
  return line.length > MESSAGE_MAX ? `${line.slice(0, MESSAGE_MAX - 1)}\u2026` : line;
};
function describe2(line) {
  const subject = line.fullName === null ? `${line.scope} error in ${line.file ?? "the run"}` : testLabel({ file: line.file ?? "", fullName: line.fullName, ordinal: line.ordinal ?? 0 });
  const cls = line.classification === null ? "" : ` [${line.classification}]`;
  const frame = line.frameId === null ? "no frame" : `frame ${line.frameId} at ${line.where ?? "?"}`;
  return `- ${subject}${cls}: error ${line.errorId}, ${frame} \u2014 ${line.message}`;
}
function runText(report, recorded, lines, durationMs) {
  const c = recorded.counts;
  const out = [
    `Run ${recorded.runId} (${report.runner}): ${report.outcome.toUpperCase()} \u2014 ${c.total} test(s): ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped; ${report.errors.length} error(s); ${(durationMs / 1e3).toFixed(1)} s.${report.detail === void 0 ? "" : ` ${report.detail}.`}`
  ];
  const tests = lines.filter((l) => l.fullName !== null);
  const others = lines.filter((l) => l.fullName === null);
  if (tests.length > 0) out.push("Failing tests:", ...tests.slice(0, LIST_MAX).map(describe2));
  if (tests.length > LIST_MAX)
    out.push(`- \u2026 and ${tests.length - LIST_MAX} more (test_errors {"runId":${recorded.runId}} lists them all)`);
  if (others.length > 0)
    out.push("Errors outside tests (they make the run fail):", ...others.slice(0, LIST_MAX).map(describe2));
  if (recorded.artifacts.length > 0) {
    const kinds = [...new Set(recorded.artifacts.map((a) => a.kind))].join(", ");
    out.push(
      `Evidence recorded for TDD task ${recorded.taskId ?? "?"}: ${recorded.artifacts.length} ${kinds} artifact(s) (ids ${recorded.artifacts.slice(0, 10).map((a) => a.id).join(", ")}${recorded.artifacts.length > 10 ? ", \u2026" : ""}).`
    );
  } else if (recorded.taskId !== null && recorded.phaseId === null) {
    out.push("No evidence recorded: your TDD task has no open phase that began before this run.");
  }
  out.push(`Next: ${nextStep2(report, recorded, lines)}`);
  return out.join("\n");
}
function nextStep2(report, recorded, lines) {
  const runId = recorded.runId;
  if (report.outcome === "timeout")
    return `the run was killed at the timeout: narrow it down with run_tests {"files":[\u2026]} or raise timeoutSec (max 900).`;
  if (report.outcome === "no-tests")
    return "no test ran: check the files you passed (project-relative test files), or write a test first.";
  if (report.outcome === "interrupted") return "the run was interrupted: call run_tests again.";
  const citable = lines.find((l) => l.frameId !== null);
  if (lines.length > 0) {
    const cite = citable === void 0 || recorded.taskId === null ? "" : `, then hypothesis record {"tddTaskId":${recorded.taskId},"content":"<why it fails>","citedTestErrorId":${citable.errorId},"citedStackFrameId":${citable.frameId}}`;
    return `test_errors {"runId":${runId}} for expected/actual, diff and every frame${cite}.`;
  }
  if (recorded.taskId !== null)
    return `if this run proves your phase, tdd_phase_transition_request {"tddTaskId":${recorded.taskId}, \u2026}.`;
  return "all green.";
}

// mcp-server/src/tools/run-tests.ts
var TIMEOUT_DEFAULT = 120;
var TIMEOUT_MAX = 900;
var LOCK_WAIT_MS = (TIMEOUT_MAX + 60) * 1e3;
var input2 = fields({
  files: array(string().min(1).max(500)).min(1).max(FILES_MAX).optional().describe(
    'Test files to run, relative to the project root (globs such as "test/**/*.test.ts" are allowed). Omit to run the whole suite. Paths outside the project are refused.'
  ),
  project: string().min(1).max(100).optional().describe(
    'A runner name from evident.config.json ("runners"); omit for the "default" runner (vitest unless configured otherwise).'
  ),
  timeoutSec: number().int().min(1).max(TIMEOUT_MAX).optional().describe(
    `Seconds before the run is killed (whole process tree) and recorded as timeout. Default ${TIMEOUT_DEFAULT}, max ${TIMEOUT_MAX}.`
  )
});
var nullableInt2 = (what) => number().int().nullable().describe(what);
var failureLine = object({
  scope: _enum(ERROR_SCOPES).describe("What failed: a test, a suite, a module (e.g. an import error) or an unhandled error."),
  file: string().nullable().describe("The test file (or the file of an error outside a test)."),
  fullName: string().nullable().describe("The failing test; null for an error outside a test."),
  ordinal: nullableInt2(
    "Among the tests of its file with that full name: 0 for the first, 1 for the second (test.each rows, repeated titles)\u2026; null for an error outside a test."
  ),
  errorId: number().int().describe("Error id (citedTestErrorId in hypothesis record; details with test_errors)."),
  frameId: nullableInt2("The first stack frame in project code (citedStackFrameId); null when the error has no frames."),
  where: string().nullable().describe("file:line of that frame."),
  message: string().describe("The error name and message on one line (clipped)."),
  classification: _enum(["new-failure", "persistent", "flaky", "recovered", "stable"]).nullable().describe("The test's history across stored runs; null for an error outside a test.")
});
var output2 = object({
  runId: number().int().describe("The recorded run (runId of test_errors)."),
  runner: string().describe("The runner that ran it."),
  outcome: _enum(RUN_OUTCOMES).describe('How the run ended (only "passed" is a pass).'),
  counts: object({
    total: number().int().describe("Tests in the run."),
    passed: number().int().describe("Tests passed."),
    failed: number().int().describe("Tests failed."),
    skipped: number().int().describe("Tests skipped or todo.")
  }).describe("Test counts."),
  errorCount: number().int().describe("Errors recorded (test, suite, module, unhandled)."),
  durationMs: number().int().describe("How long the run took."),
  detail: string().nullable().describe("Why the outcome is what it is (e.g. timed out), when the runner said."),
  tddTaskId: nullableInt2("Your open TDD task the run was recorded for."),
  phaseId: nullableInt2("The phase it was recorded in."),
  failures: list(
    failureLine,
    "Each error of the run (in a test, suite or module, or unhandled) with its ids; passing tests are not listed."
  ),
  artifacts: list(
    artifactRecord.pick({ id: true, kind: true, testCaseId: true, filePath: true, failureCount: true }),
    "The test_failed_run / test_passed_run evidence recorded for your task (what a phase transition cites)."
  ),
  verdict: object({
    verdict: _enum(VERDICTS).describe("PASS only with exit code 0, at least one test executed, and no failed test or error."),
    reason: _enum(VERDICT_REASONS).nullable().describe("Why it is FAIL; null for PASS."),
    detail: string().nullable().describe("The reason in a sentence; null for PASS."),
    file: string().nullable().describe(
      "Where evident mirrored it (.claude/state/last_test_result, four lines; never write it yourself); null when it could not be written."
    )
  }).describe(
    "The binding test verdict of this run: evident's, never an agent's (a PASS claim in a verification document needs it)."
  ),
  fixIterations: object({
    spent: number().int().describe("Failing runs after a production change so far in this task."),
    limit: number().int().describe("The plan's limit."),
    blocked: string().optional().describe("Set when this run reached the limit: the task is BLOCKED, and why.")
  }).optional().describe("A task started from a coordinator plan (evident:implement): its fix iterations.")
});
var runTestsTool = defineTool({
  name: "run_tests",
  title: "Run tests and record the evidence",
  description: "Run the project's tests and record the run as evidence: per-test results, errors with parsed stack frames, and \u2014 when you have an open TDD task with a phase \u2014 test_failed_run / test_passed_run artifacts for tests in files you wrote during the task. Use it rather than a shell command: the results are recorded at the source, from the runner's structured data. An import error, a failing hook, an unhandled error or zero tests is never a pass. Runs of one project are serialized. The answer lists counts and each failing test with its error id, top frame id, message and history (new-failure, persistent, flaky, recovered); passing tests are not listed. Read details with test_errors; cite the ids in hypothesis record. Every run also sets the project's binding test verdict (PASS only with exit code 0, at least one test executed and none failed), mirrored to .claude/state/last_test_result: a PASS claim in a verification document needs it, and only evident writes that file.",
  input: input2,
  output: output2,
  annotations: { openWorldHint: false, readOnlyHint: false, idempotentHint: false },
  async handler(ctx, args, extra) {
    const { caller } = ctx;
    const config2 = await configFor(ctx.store, caller, ctx.projectRoot);
    const runner = runnerFor(config2, args.project);
    const files = selectTestFiles(ctx.projectRoot, args.files ?? []);
    const timeoutMs = (args.timeoutSec ?? TIMEOUT_DEFAULT) * 1e3;
    const progress = progressSender(extra, "finished ");
    let verdict;
    const { report, recorded, durationMs } = await runAndRecord({
      runner,
      projectRoot: ctx.projectRoot,
      files,
      timeoutMs,
      lockWaitMs: LOCK_WAIT_MS,
      signal: extra.signal,
      onFileDone: progress.send,
      store: ctx.store,
      caller,
      shadow: shadowFor(ctx.store.path, ctx.projectRoot),
      // A sealed session's tests run sealed too: a test file is code the agent wrote.
      confine: await confinementFor(ctx.store.db, caller.sessionId, ctx.store.path, ctx.projectRoot),
      // A full-suite run is a gate: a DoD can assert `gate: run_tests` (or `run_tests:<project>`) only after a green one.
      afterRecord: async (run) => {
        verdict = await recordVerdict(ctx.store, ctx.projectRoot, run);
      },
      gate: files.length > 0 ? void 0 : { id: args.project === void 0 ? "run_tests" : `run_tests:${args.project}`, source: "run_tests" }
    }).finally(progress.settle);
    const failing = await failedTests(ctx.store.db, recorded.runId);
    const byId = await classifyTests(
      ctx.store.db,
      failing.map((f) => f.testCaseId)
    );
    const classes = new Map(failing.map((f) => [testKey(f), byId.get(f.testCaseId) ?? "new-failure"]));
    const lines = failureLines(report, recorded, classes);
    const fix = await chargeFixIteration(ctx.store, ctx.projectRoot, recorded.taskId, JSON.stringify(config2));
    return {
      text: `${runText(report, recorded, lines, durationMs)}
${verdictLine(verdict)}${fixText(fix)}`,
      data: {
        runId: recorded.runId,
        runner: report.runner,
        outcome: report.outcome,
        counts: recorded.counts,
        errorCount: report.errors.length,
        durationMs,
        detail: report.detail ?? null,
        tddTaskId: recorded.taskId,
        phaseId: recorded.phaseId,
        failures: lines,
        artifacts: recorded.artifacts.map((a) => ({
          id: a.id,
          kind: a.kind,
          testCaseId: a.testCaseId,
          filePath: a.filePath,
          failureCount: a.failureCount
        })),
        verdict: verdictOf(verdict),
        ...fix === void 0 ? {} : { fixIterations: fix }
      }
    };
  }
});
function verdictLine(row) {
  if (row === void 0) return "";
  const why = row.verdict === "FAIL" ? ` (${row.reason ?? ""}: ${row.detail ?? ""})` : "";
  const where = row.fileError === null ? `written to ${VERDICT_FILE}` : `not mirrored to a file: ${row.fileError}`;
  return `Binding verdict: ${row.verdict}${why}; ${where}.`;
}
function verdictOf(row) {
  if (row === void 0) throw new Error("run_tests: the run was recorded without its verdict");
  return {
    verdict: row.verdict,
    reason: row.reason,
    detail: row.detail,
    file: row.fileError === null ? VERDICT_FILE : null
  };
}
function fixText(fix) {
  if (fix === void 0) return "";
  if (fix.blocked !== void 0)
    return `
BLOCKED: this task has ended as blocked and the plan is blocked \u2014 ${fix.blocked}. Stop and report BLOCKED with this reason.`;
  return `
Fix iterations: ${fix.spent} of ${fix.limit} spent (a failing run after a production change counts one).`;
}

// mcp-server/src/tools/test-errors.ts
var ERRORS_MAX = 50;
var FIELD_MAX = 1500;
var input3 = fields({
  runId: id(
    "A run of yours (the runId run_tests returned). Omit to use your newest run (of tddTaskId, when given)."
  ).optional(),
  tddTaskId: id("Your TDD task: use the newest run recorded for it. Ignored when runId is given.").optional(),
  test: string().min(1).max(LABEL_MAX).optional().describe("Only errors whose test full name or file contains this text (case-sensitive).")
});
var output3 = object({
  runId: number().int().describe("The run shown."),
  tddTaskId: number().int().nullable().describe("The TDD task it was recorded for, if any."),
  outcome: _enum(RUN_OUTCOMES).describe("How the run ended."),
  errors: list(
    errorRecord.extend({
      occurrences: number().int().describe("How often this failure signature occurs in stored runs.")
    }),
    `Its errors, at most ${ERRORS_MAX}, oldest first.`
  )
});
var clip = (text) => text === null || text.length <= FIELD_MAX ? text : `${text.slice(0, FIELD_MAX)}\u2026 (${text.length} chars)`;
function errorText(e, occurrences) {
  const subject = e.test === null ? `${e.scope} error${e.file === null ? "" : ` in ${e.file}`}` : testLabel(e.test);
  const lines = [`error ${e.id} [${e.scope}] ${subject}`, `  ${e.name}: ${clip(e.message) ?? ""}`];
  if (e.expected !== null || e.actual !== null)
    lines.push(`  expected: ${clip(e.expected) ?? "\u2014"}`, `  actual:   ${clip(e.actual) ?? "\u2014"}`);
  if (e.diff !== null)
    lines.push(
      `  diff:
${(clip(e.diff) ?? "").split("\n").map((l) => `    ${l}`).join("\n")}`
    );
  lines.push(`  signature ${e.signature} (seen ${occurrences} time(s) in stored runs)`);
  if (e.frames.length === 0) lines.push("  frames: none recorded");
  for (const f of e.frames)
    lines.push(
      `  frame ${f.id} #${f.ordinal} ${f.function ?? "<anonymous>"} ${f.file}:${f.line ?? "?"}:${f.col ?? "?"}${f.source === "message" ? " (from the error message)" : ""}`
    );
  return lines.join("\n");
}
var testErrorsTool = defineTool({
  name: "test_errors",
  title: "Errors of a recorded test run",
  description: "The errors of one of your recorded test runs, with their ids: scope (test, suite, module, unhandled), test, name, message, expected/actual/diff, failure signature, and the parsed, source-mapped stack frames with their ids (ordinal, function, file, line, column). Cite an error id and one of its frame ids in hypothesis record (citedTestErrorId, citedStackFrameId). Only your own runs are visible.",
  input: input3,
  output: output3,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller }, args) {
    if (args.runId === void 0 && args.tddTaskId !== void 0) {
      const task = await ownTask(db, caller, args.tddTaskId, "read");
      if (!task.ok) return task;
    }
    const run = args.runId !== void 0 ? await ownRun(db, caller, args.runId) : await latestOwnRun(db, caller, args.tddTaskId);
    if (args.runId !== void 0 && args.tddTaskId !== void 0 && run.taskId !== args.tddTaskId) {
      return refuse(
        "bad_input",
        `run ${run.id} was not recorded for TDD task ${args.tddTaskId}`,
        "give either runId or tddTaskId, or a run of that task"
      );
    }
    const errors = await errorsOfRun(db, run.id, args.test, ERRORS_MAX);
    const counts = await signatureCounts(
      db,
      errors.map((e) => e.signature)
    );
    const shown = `${errors.length === ERRORS_MAX ? `first ${ERRORS_MAX}` : errors.length} error(s)${args.test === void 0 ? "" : ` matching "${args.test}"`}`;
    const head = `Run ${run.id}: ${run.outcome} \u2014 ${run.total} test(s), ${run.failed} failed, ${run.errorCount} error(s). Showing ${shown}.`;
    const body = errors.map((e) => errorText(e, counts.get(e.signature) ?? 0));
    const next = errors.some((e) => e.frames.length > 0) && run.taskId !== null ? `Next: hypothesis record {"tddTaskId":${run.taskId},"content":"<why it fails>","citedTestErrorId":<error id>,"citedStackFrameId":<one of its frame ids>}.` : "";
    return {
      text: [head, ...body, next].filter((l) => l !== "").join("\n"),
      data: {
        runId: run.id,
        tddTaskId: run.taskId,
        outcome: run.outcome,
        errors: errors.map((e) => ({ ...e, occurrences: counts.get(e.signature) ?? 0 }))
      }
    };
  }
});

// mcp-server/src/engine/flows/session-seal.ts
function sealLine(row) {
  if (row === void 0) return "This session is not sealed (no Claude Code session start was recorded for it).";
  if (row.sealed) return "This session is sealed: Bash cannot reach evident's store, key or snapshots.";
  return "This session is NOT sealed: Bash can reach evident's store (`evident doctor` says why).";
}

// mcp-server/src/engine/flows/first-snapshot.ts
import { existsSync } from "node:fs";
import { join as join2 } from "node:path";
function firstSnapshotBudgetMs(env = process.env) {
  const raw = env["EVIDENT_TASK_SNAPSHOT_BUDGET_MS"];
  const value = raw === void 0 || raw.trim() === "" ? NaN : Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : 10 * 6e4;
}
async function takeFirstSnapshot(dbPath, projectRoot, before = async () => void 0) {
  const shadow = shadowFor(dbPath, projectRoot);
  if (existsSync(join2(shadow.gitDir, "index"))) return void 0;
  await before();
  const started = Date.now();
  try {
    const tree = snapshot(shadow, { budgetMs: firstSnapshotBudgetMs() });
    const ms = Date.now() - started;
    log("info", "took the first snapshot of the working tree", { project: projectRoot, ms });
    return { taken: true, tree, ms };
  } catch (error) {
    const message2 = error instanceof Error ? error.message : String(error);
    log("warn", "the first snapshot of the working tree failed", { project: projectRoot, error: message2 });
    return { taken: false, error: message2 };
  }
}
function firstSnapshotLine(first) {
  if (first === void 0) return "";
  if (first.taken) return ` Took the working tree's first snapshot (${first.ms} ms): later ones hash only what changes.`;
  return ` The working tree's first snapshot failed (${first.error}): until one succeeds, a measured Bash command may go unmeasured, its changes judged at your next phase transition.`;
}

// mcp-server/src/clients/coordinator/plan-task.ts
import { join as join3 } from "node:path";
async function startPlanTask(store, caller, request, projectRoot, sealNow) {
  if (caller.agentType !== WORKER_AGENT_TYPES.implement) {
    return refuse(
      "conflict",
      `a task from a plan is the implement worker's (${WORKER_AGENT_TYPES.implement}); you are ${caller.agentType ?? "the main agent"}`,
      'start a task without "plan", or dispatch evident:implement for the plan'
    );
  }
  const plan = await currentPlan(store.db, projectRoot);
  const refused = checkPlan2(plan, request.slug);
  if (refused !== void 0) return refused;
  const active = plan;
  const recipe = await recipeOf(store.db, active.id);
  const names = request.scenarios ?? recipe.map((r) => r.name);
  const unknown2 = names.filter((n) => !recipe.some((r) => r.name === n));
  if (unknown2.length > 0 || names.length === 0) {
    return refuse(
      "bad_input",
      `plan ${active.slug} has no scenario ${unknown2.join(", ") || "(none named)"}`,
      `name scenarios of its recipe: ${recipe.map((r) => r.name).join(", ")}`
    );
  }
  const testPaths = active.document.contract.failing_test_paths;
  const hashes = new Map(
    testPaths.map((p) => {
      const bytes = readBytes(join3(projectRoot, p));
      return [p, bytes === void 0 ? null : contentSha256Hex(bytes)];
    })
  );
  const config2 = loadConfig(projectRoot);
  const { frozen, testFiles } = await freezeAtStart(projectRoot, config2, store.path, sealNow);
  return store.write(async (tx) => {
    const seal = rejudgeSession(tx, caller.sessionId, sealNow);
    const callerId = await ensureCaller(tx, caller);
    const same = request.runId === void 0 ? void 0 : await taskByRunId(tx, callerId, request.runId);
    if (same !== void 0)
      return accept({ task: same, created: false, seal, goalId: 0, behaviorIds: [], adopted: [], notAdopted: [] });
    const blocked = checkTaskStart(await openTaskOf(tx, callerId)) ?? checkSealed(config2.requireSealed, seal);
    if (blocked !== void 0) return blocked;
    const task = await insertTask(tx, callerId, request.goal, request.runId, frozen, seal.sealed);
    await setTaskPlan(tx, task.id, active.id);
    const goal = await insertGoal(tx, task.id, `plan ${active.slug} v${active.version}: ${names.join(", ")}`);
    await updateGoalRow(tx, goal, { status: "in_progress" });
    const behaviorIds = [];
    for (const entry of recipe.filter((r) => names.includes(r.name))) {
      const behavior = await insertBehavior(tx, task.id, goal.id, entry.name);
      await setBehaviorRecipe(tx, behavior.id, entry.id);
      behaviorIds.push(behavior.id);
    }
    const taken = await adopt(tx, caller, { callerId, taskId: task.id }, active, hashes);
    return accept({ task, created: true, seal, testFiles, goalId: goal.id, behaviorIds, ...taken });
  });
}
function checkPlan2(plan, slug) {
  if (plan === void 0 || plan.slug !== slug) {
    return refuse(
      "not_found",
      `plan ${slug} is not this project's current plan${plan === void 0 ? "" : ` (that is ${plan.slug})`}`,
      'ask the main agent which plan to work to (tdd_plan {"action":"get"} shows the current one)'
    );
  }
  if (plan.status !== "active") {
    return refuse(
      "conflict",
      `plan ${slug} is ${plan.status}: ${plan.reason ?? ""}`,
      "stop and report BLOCKED to the main agent; a human decides, and a replaced plan (tdd_plan replace) can be worked on again"
    );
  }
  return void 0;
}
async function adopt(tx, caller, binding, plan, hashes) {
  const since = await planSeq(tx, plan.id);
  const paths = [...hashes.keys()];
  const writes = await scenarioWrites(tx, caller.sessionId, WORKER_AGENT_TYPES.scenario, paths, since);
  const adopted = [];
  const notAdopted = [];
  for (const path of paths) {
    const write = writes.get(path);
    const hash2 = hashes.get(path) ?? null;
    if (write === void 0) {
      notAdopted.push(`${path} (no write by evident:scenario since plan v${plan.version} was made)`);
      continue;
    }
    if (hash2 === null || write.contentHash !== hash2) {
      notAdopted.push(`${path} (changed since evident:scenario wrote it)`);
      continue;
    }
    insertArtifact(
      sqliteOf(tx),
      { callerId: binding.callerId, taskId: binding.taskId, phaseId: null, behaviorId: null },
      {
        kind: "test_written",
        filePath: path,
        contentHash: hash2,
        detail: JSON.stringify({ via: "plan", plan: plan.slug, adoptedFrom: write.artifactId, writer: write.agentId })
      }
    );
    adopted.push(path);
  }
  return { adopted, notAdopted };
}

// mcp-server/src/engine/flows/handoff.ts
async function offerHandoff(store, caller) {
  const refused = checkHandoffOffer(caller);
  if (refused !== void 0) return refused;
  const handoffId = `handoff-${Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString("hex")}`;
  return store.write(async (tx) => {
    await insertHandoff(tx, await ensureCaller(tx, caller), handoffId);
    return accept({ handoffId });
  });
}

// mcp-server/src/tools/tdd-task.ts
var taskId = id("The task id returned by start.");
var input4 = actions(
  "start: open a TDD task for a goal (returns tddTaskId). get: the whole tree (goals, behaviors with their current phase and newest progress event, phases, artifacts, hypotheses). resume: a short digest and the next call to make. end: close the task with an outcome. handoff (main agent): an id to put into a teammate's prompt; the task the teammate starts with it becomes one you can get and resume, read-only.",
  {
    start: action(
      {
        goal: string().min(1).max(LABEL_MAX).describe("what the task must achieve, in one sentence."),
        runId: string().min(1).max(ID_MAX).optional().describe(
          "an id for this dispatch; starting again with the same runId returns the same task instead of a new one."
        ),
        plan: slugSchema.optional().describe(
          "evident:implement only: the slug of the project's current coordinator plan. Its recipe entries become the task's behaviors (one goal, in progress) and the plan's test files, as evident:scenario wrote them, count as written in this task."
        ),
        scenarios: array(string().min(1).max(200)).min(1).max(50).optional().describe("with plan: the recipe entries (names) to work on; all when omitted."),
        handoffId: string().regex(/^handoff-[0-9a-f]{32}$/).optional().describe(
          "only when your prompt gives you one: the handoff id of the main agent that started you as a teammate. It lets that main agent follow this one task read-only (get, resume, inventory); it sees nothing else of your session, and the task stays yours alone to change."
        )
      },
      (v, ctx) => {
        if (v.scenarios !== void 0 && v.plan === void 0)
          ctx.addIssue({
            code: "custom",
            path: ["scenarios"],
            message: "scenarios needs plan (the slug they belong to)"
          });
      }
    ),
    get: action({ tddTaskId: taskId }),
    resume: action({ tddTaskId: taskId }),
    handoff: action({}),
    end: action(
      {
        tddTaskId: taskId,
        outcome: _enum(TASK_OUTCOMES).describe("succeeded only when every behavior is done or abandoned."),
        reason: string().max(LABEL_MAX).optional().describe("why (required for blocked and abandoned).")
      },
      (v, ctx) => {
        if (v.outcome !== "succeeded" && v.reason === void 0) {
          ctx.addIssue({ code: "custom", path: ["reason"], message: 'action "end" requires reason' });
        }
      }
    )
  }
);
var nextCall = object({
  tool: string().describe("The tool to call next."),
  args: record(string(), unknown()).describe("Its arguments."),
  why: string().describe("Why.")
});
var output4 = object({
  tddTaskId: number().int().optional().describe("start, resume, end: the task."),
  created: boolean().optional().describe("start: false when the runId had already started it."),
  status: _enum(TASK_STATUSES).optional().describe("start, resume: open or ended."),
  tree: taskTreeRecord.optional().describe("get: the whole tree."),
  currentPhase: taskTreeRecord.shape.currentPhase.optional().describe("resume: the open phase."),
  behaviorsDone: number().int().optional().describe("resume: behaviors done."),
  behaviors: number().int().optional().describe("resume: behaviors in all."),
  next: nextCall.optional().describe("resume: the next call to make (the owner's, when you follow the task)."),
  followedBy: _enum(["session", "handoff"]).optional().describe(
    "get, resume: present when the task is not yours but one you follow read-only \u2014 a subagent's of your session (session), or a teammate's started with your handoff (handoff)."
  ),
  owner: string().optional().describe("get, resume: the agent id of the task's owner, when you follow it."),
  handoffId: string().optional().describe("handoff: the id to put into the teammate's prompt (for its tdd_task start)."),
  outcome: _enum(TASK_OUTCOMES).nullable().optional().describe("end: the outcome."),
  sealed: boolean().optional().describe("start: whether this session is sealed (Bash cannot reach evident's store)."),
  sealReason: string().optional().describe("start: why the session is not sealed."),
  goalId: number().int().optional().describe("start with plan: the goal made from the plan (in progress)."),
  behaviorIds: array(number().int()).optional().describe("start with plan: a behavior per recipe entry, in order."),
  adoptedTests: array(string()).optional().describe("start with plan: test files taken over from evident:scenario."),
  notAdoptedTests: array(string()).optional().describe("start with plan: test files not taken over, with why (they cannot prove red in this task).")
});
var tddTaskTool = defineTool({
  name: "tdd_task",
  title: "TDD task",
  description: `Open, inspect, resume or end your TDD task. Call action "start" before writing any file for the goal: every test run, file edit and hypothesis you record afterwards is bound to this task (you have at most one open task). Then plan with tdd_goal and tdd_behavior and move through phases with tdd_phase_transition_request. "resume" tells you the next call to make; "get" returns the full tree. An ended task accepts no changes. The main agent may get and resume its subagents' tasks, and a teammate's task started with its handoff, read-only: every change stays the owner's.`,
  input: input4,
  output: output4,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args, extra) {
    switch (args.action) {
      case "start": {
        const { verdict } = judgeSession({
          env: process.env,
          projectRoot,
          dbPath: store.path,
          claudePid: process.ppid
        });
        if (args.plan !== void 0) {
          if (args.handoffId !== void 0)
            return refuse("bad_input", "handoffId cannot be combined with plan", "start with one or the other");
          const request = { goal: args.goal, runId: args.runId, slug: args.plan, scenarios: args.scenarios };
          const planned = await startPlanTask(store, caller, request, projectRoot, verdict);
          const first2 = planned.ok && planned.value.created ? await firstSnapshot(store.path, projectRoot, extra) : void 0;
          return planStartResult(planned, first2);
        }
        const started = await startTask(store, caller, args.goal, args.runId, projectRoot, verdict, args.handoffId);
        if (!started.ok) return started;
        const { task, created, seal, testFiles } = started.value;
        const first = created ? await firstSnapshot(store.path, projectRoot, extra) : void 0;
        const text = created ? `Started TDD task ${task.id}: "${task.goal}". ${sealLine(seal)}${layoutLine(testFiles)}${firstSnapshotLine(first)} Next: tdd_goal create {tddTaskId: ${task.id}, goal}.` : `TDD task ${task.id} already exists for this runId (status ${task.status}). Next: tdd_task resume {tddTaskId: ${task.id}}.`;
        return {
          text,
          data: {
            tddTaskId: task.id,
            created,
            status: task.status,
            sealed: seal.sealed,
            ...seal.sealed ? {} : { sealReason: seal.reason }
          }
        };
      }
      case "get": {
        const read = await taskTree(store, caller, args.tddTaskId);
        if (!read.ok) return read;
        const { tree, followedBy, owner } = read.value;
        const follow = followedBy === void 0 ? {} : { followedBy, owner };
        const text = JSON.stringify(followedBy === void 0 ? tree : { ...follow, tree });
        return { text, data: { tree, ...follow }, mirrorText: false };
      }
      case "resume": {
        const resumed = await resumeTask(store, caller, args.tddTaskId);
        if (!resumed.ok) return resumed;
        const { tree, next, followedBy, owner } = resumed.value;
        const { task, currentPhase: phase } = tree;
        const behaviors = tree.goals.flatMap((g) => g.behaviors);
        const done = behaviors.filter((b) => b.status === "done").length;
        const where = phase === null ? "no phase yet" : `phase ${phase.phase} on behavior ${phase.behaviorId} (goal ${phase.goalId})`;
        const whose = followedBy === void 0 ? "Next" : `Read-only: you follow this task of ${owner ?? "?"} (${followedBy === "session" ? "a subagent of your session" : "a teammate, through your handoff"}); its owner's next call`;
        const text = `Task ${task.id} "${task.goal}" [${task.status}]: ${tree.goals.length} goal(s), ${done}/${behaviors.length} behavior(s) done; ${where}. ${whose}: ${next.tool} ${JSON.stringify(next.args)} \u2014 ${next.why}.`;
        return {
          text,
          data: {
            tddTaskId: task.id,
            status: task.status,
            currentPhase: phase,
            behaviorsDone: done,
            behaviors: behaviors.length,
            next,
            ...followedBy === void 0 ? {} : { followedBy, owner }
          }
        };
      }
      case "handoff": {
        const offered = await offerHandoff(store, caller);
        if (!offered.ok) return offered;
        const { handoffId } = offered.value;
        return {
          text: `Handoff ${handoffId}: put it into your teammate's prompt and tell it to start its TDD task with tdd_task start {goal, handoffId: "${handoffId}"}. Once it has, inventory {kind: "task", scope: "followed"} lists that task, and tdd_task get / resume read it (read-only). One task per handoff.`,
          data: { handoffId }
        };
      }
      case "end": {
        const breach = args.outcome === "succeeded" ? await breachEndRefusal(store.db, caller, store.path, projectRoot, args.tddTaskId) : void 0;
        if (breach !== void 0) return breach;
        const ended = await endTask(
          store,
          caller,
          args.tddTaskId,
          args.outcome,
          args.reason,
          shadowFor(store.path, projectRoot)
        );
        if (!ended.ok) return ended;
        return {
          text: `Ended TDD task ${ended.value.id}: ${ended.value.outcome ?? ""}.`,
          data: { tddTaskId: ended.value.id, outcome: ended.value.outcome }
        };
      }
    }
  }
});
function planStartResult(started, first) {
  if (!started.ok) return started;
  const { task, created, seal } = started.value;
  if (!created) {
    return {
      text: `TDD task ${task.id} already exists for this runId (status ${task.status}). Next: tdd_task resume {tddTaskId: ${task.id}}.`,
      data: { tddTaskId: task.id, created, status: task.status, sealed: seal.sealed }
    };
  }
  const { goalId, behaviorIds, adopted, notAdopted } = started.value;
  const missing = notAdopted.length === 0 ? "" : ` Not taken over: ${notAdopted.join("; ")}.`;
  return {
    text: `Started TDD task ${task.id} from the plan: goal ${goalId} (in progress), behaviors ${behaviorIds.join(", ")}. Test files taken over from evident:scenario: ${adopted.join(", ") || "none"}.${missing} ${sealLine(seal)}${layoutLine(started.value.testFiles)}${firstSnapshotLine(first)} Next: tdd_phase_transition_request {tddTaskId: ${task.id}, goalId: ${goalId}, behaviorId: ${behaviorIds[0] ?? 0}, requestedPhase: "red"}, then run_tests with the test file.`,
    data: {
      tddTaskId: task.id,
      created,
      status: task.status,
      sealed: seal.sealed,
      ...seal.sealed ? {} : { sealReason: seal.reason },
      goalId,
      behaviorIds: [...behaviorIds],
      adoptedTests: [...adopted],
      notAdoptedTests: [...notAdopted]
    }
  };
}
var layoutLine = (testFiles) => testFiles === void 0 ? "" : ` ${testLayoutText(testFiles)}`;
async function firstSnapshot(dbPath, projectRoot, extra) {
  if (projectRoot === void 0) return void 0;
  return takeFirstSnapshot(
    dbPath,
    projectRoot,
    () => progressNote(extra, "taking the first snapshot of the working tree")
  );
}

// mcp-server/src/clients/coordinator/plan-tool.ts
import { realpathSync as realpathSync4 } from "node:fs";
import { dirname as dirname3, isAbsolute, join as join6, normalize, relative as relative2, resolve, sep as sep2 } from "node:path";

// mcp-server/src/clients/coordinator/plan-mirror.ts
import { mkdirSync, realpathSync as realpathSync2, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname as dirname2, join as join4 } from "node:path";
function writeMirror(projectRoot, plan) {
  const path = join4(projectRoot, plan.mirrorPath);
  const dir = dirname2(path);
  const temp = join4(dir, `.${plan.document.slug}.${process.pid}.${Date.now().toString(36)}.tmp`);
  try {
    mkdirSync(dir, { recursive: true });
    if (!isWithin(realpathSync2(projectRoot), realpathSync2(dir)))
      return { written: false, error: `${dir} leads outside the project (a symbolic link); the mirror was not written` };
    const { slug, recipe, contract, design_calls_rows, out_of_scope } = plan.document;
    const text = JSON.stringify({ slug, recipe, contract, design_calls_rows, out_of_scope }, null, 2);
    writeFileSync(temp, `${text}
`, { flag: "wx", mode: 420 });
    renameSync(temp, path);
    return { written: true };
  } catch (error) {
    rmSync(temp, { force: true });
    return { written: false, error: error instanceof Error ? error.message : String(error) };
  }
}

// mcp-server/src/clients/coordinator/prerequisite.ts
import { lstatSync, realpathSync as realpathSync3 } from "node:fs";
import { join as join5 } from "node:path";
var approvalPathOf = (slug) => `.claude/state/spec_approvals/${slug}.approval`;
var WORKFLOW_PATH = ".claude/state/workflow.json";
function checkPrerequisite(projectRoot, slug, changedByShell) {
  const approval = approvalPathOf(slug);
  if (regularInside(projectRoot, approval) && !changedByShell.has(approval)) return void 0;
  if (quickFix(projectRoot) && !changedByShell.has(WORKFLOW_PATH)) return void 0;
  return refuse(
    "conflict",
    `spec docs/specs/${slug}.md is not approved (no ${approval} the user made) and the workflow is not the quick-fix track (${WORKFLOW_PATH} with "track_id": "tdd-quickfix"): a plan is made only for an approved spec or a quick fix`,
    `stop and direct the user to triage first: they approve the spec (create ${approval}) or choose the quick-fix track; agents cannot write .claude/state/`
  );
}
function regularInside(root, path) {
  try {
    if (!lstatSync(join5(root, path)).isFile()) return false;
    return isWithin(realpathSync3(root), realpathSync3(join5(root, path)));
  } catch {
    return false;
  }
}
function quickFix(root) {
  if (!regularInside(root, WORKFLOW_PATH)) return false;
  try {
    const state = JSON.parse(readRegularText(join5(root, WORKFLOW_PATH), 1024 * 1024));
    if (typeof state !== "object" || state === null) return false;
    const { track_id: track, entry_phase: entry } = state;
    return track === "tdd-quickfix" || track === void 0 && entry === "tdd";
  } catch {
    return false;
  }
}

// mcp-server/src/clients/coordinator/plan-tool.ts
async function decidePlan(store, caller, projectRoot, doc, mode) {
  if (caller.agentId !== MAIN_AGENT) {
    return refuse(
      "conflict",
      `tdd_plan ${mode} is for the main agent only: decisions about the recipe and the contract are made once, in the main context, and ${caller.agentType ?? "a subagent"} (agent ${caller.agentId}) is a worker held to them`,
      'read the plan with tdd_plan {"action":"get"} and work to it; if it is wrong, stop and tell the main agent why'
    );
  }
  const early = checkMode(mode, doc.slug, await currentPlan(store.db, projectRoot));
  if (early !== void 0) return early;
  const specPath = specPathOf(doc.slug);
  const spec = readSpec(projectRoot, specPath);
  if (spec === void 0) {
    return refuse(
      "bad_input",
      `no spec at ${specPath}: a plan is checked against the spec of its slug (acceptance criteria, quoted behavior)`,
      `write the spec to ${specPath} (with its table of acceptance criteria "| AC-1 | \u2026 |"), or use the slug of an existing spec`
    );
  }
  const changed = await shellChangedPaths(store.db, projectRoot, [approvalPathOf(doc.slug), WORKFLOW_PATH]);
  const unmet = checkPrerequisite(projectRoot, doc.slug, changed);
  if (unmet !== void 0) return unmet;
  const config2 = loadConfig(projectRoot);
  const classify = await classifierFor(projectRoot, JSON.stringify(config2));
  const facts = {
    specText: spec.toString("utf8"),
    specPath,
    paths: new Map(
      [...doc.contract.failing_test_paths, ...doc.contract.write_set].map((p) => [
        p,
        resolvePath(projectRoot, p, classify)
      ])
    )
  };
  const problems = checkPlan(doc, facts);
  if (problems.length > 0) {
    return refuse(
      "bad_input",
      `plan ${doc.slug} was not stored, ${problems.length} problem(s): ${problems.map((p) => `${p.at}: ${p.problem}`).join("; ")}`,
      "correct each one and call tdd_plan again with the whole plan"
    );
  }
  const rel = (p) => {
    const r = facts.paths.get(p);
    return r === void 0 || r === "outside" ? p : r.relative;
  };
  const normalized = {
    ...doc,
    contract: {
      ...doc.contract,
      failing_test_paths: doc.contract.failing_test_paths.map(rel),
      write_set: doc.contract.write_set.map(rel)
    }
  };
  const stored = await store.write(async (tx) => {
    const refused = checkMode(mode, doc.slug, await currentPlan(tx, projectRoot));
    if (refused !== void 0) return refused;
    return accept(
      await insertPlan(tx, {
        projectRoot,
        callerId: await ensureCaller(tx, caller),
        document: normalized,
        specPath,
        specSha256: contentSha256Hex(spec),
        fixIterations: config2.coordinator.fixIterations,
        stubMarkers: config2.coordinator.stubMarkers ?? DEFAULT_STUB_MARKERS
      })
    );
  });
  if (!stored.ok) return stored;
  return accept({ plan: stored.value, mirror: writeMirror(projectRoot, stored.value) });
}
function checkMode(mode, slug, current) {
  if (mode === "create" && current?.slug === slug) {
    return refuse(
      "conflict",
      `plan ${slug} already exists (version ${current.version}, ${current.status})`,
      `call tdd_plan {"action":"replace", \u2026} with the whole corrected plan to make version ${current.version + 1}`
    );
  }
  if (mode === "replace" && current?.slug !== slug) {
    return refuse(
      "conflict",
      `there is no current plan ${slug} to replace${current === void 0 ? "" : ` (the project's current plan is ${current.slug})`}`,
      'call tdd_plan {"action":"create", \u2026} to make it'
    );
  }
  return void 0;
}
async function readPlan(store, projectRoot, slug) {
  const plan = slug === void 0 ? await currentPlan(store.db, projectRoot) : await newestPlanOf(store.db, projectRoot, slug);
  if (plan !== void 0) return accept(plan);
  return refuse(
    "not_found",
    slug === void 0 ? "this project has no current coordinator plan" : `no plan ${slug} in this project`,
    'the main agent makes one with tdd_plan {"action":"create", \u2026} (see /evident:tdd --spec docs/specs/<slug>.md)'
  );
}
function readSpec(projectRoot, specPath) {
  const resolved = resolvePath(projectRoot, specPath, () => "neutral");
  if (resolved === "outside") return void 0;
  try {
    return readRegularFile(join6(projectRoot, resolved.relative));
  } catch {
    return void 0;
  }
}
function resolvePath(projectRoot, given, classify) {
  if (given.includes("\0")) return "outside";
  let root;
  try {
    root = realpathSync4(projectRoot);
  } catch {
    return "outside";
  }
  let rel = normalize(given);
  if (isAbsolute(given)) {
    const base = [root, resolve(projectRoot)].find((b) => isWithin(b, rel));
    if (base === void 0) return "outside";
    rel = relative2(base, rel);
  }
  const target = join6(root, rel);
  if (!isWithin(root, target) || target === root) return "outside";
  let existing = target;
  for (; ; ) {
    try {
      if (!isWithin(root, realpathSync4(existing))) return "outside";
      break;
    } catch {
      const up = dirname3(existing);
      if (up === existing) return "outside";
      existing = up;
    }
  }
  const posix = relative2(root, target).split(sep2).join("/");
  return { relative: posix, kind: classify(posix) };
}

// mcp-server/src/tools/tdd-plan.ts
var document = {
  slug: planShape.slug,
  recipe: planShape.recipe,
  contract: planShape.contract,
  design_calls_rows: planShape.design_calls_rows.optional(),
  out_of_scope: planShape.out_of_scope
};
var input5 = actions(
  "create: make the plan for a spec (main agent only). replace: a new version of the current plan of that slug (main agent only). get: read a plan (anyone).",
  {
    create: action(document),
    replace: action(document),
    get: action({
      slug: slugSchema.optional().describe("The plan's slug; omit for the project's current plan.")
    })
  }
);
var output5 = object({
  plan: planRecord.optional().describe("The plan as stored."),
  mirrorWritten: boolean().optional().describe("create, replace: whether the mirror file was written."),
  mirrorError: string().optional().describe("create, replace: why the mirror was not written.")
});
var summary = (plan) => `plan ${plan.slug} v${plan.version} (${plan.status}${plan.reason === null ? "" : `: ${plan.reason}`}): ${plan.document.recipe.length} scenario(s) [${plan.document.recipe.map((r) => r.name).join(", ")}]; tests ${plan.document.contract.failing_test_paths.join(", ")}; write set ${plan.document.contract.write_set.join(", ")}; ${plan.fixIterations} fix iterations`;
var tddPlanTool = defineTool({
  name: "tdd_plan",
  title: "TDD coordinator plan",
  description: "The TDD coordinator plan for a spec (docs/specs/<slug>.md), decided once in the main context: the scenario recipe (one test per entry, test_when_<condition>_then_<outcome>, covering an AC id of the spec or a regression/boundary case with its reason), the implementation contract (failing test paths, write set, spec passages quoted verbatim, test and lint commands), the spec\u2019s design-call rows and what is out of scope. evident checks it against the spec and the project, stores it, and mirrors it to .claude/state/tdd/<slug>.json. The hooks then hold evident:scenario, evident:implement and evident:verify to it. Only the main agent may create or replace a plan; anyone may get it.",
  input: input5,
  output: output5,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    if (args.action === "get") {
      const plan2 = await readPlan(store, projectRoot, args.slug);
      if (!plan2.ok) return plan2;
      return { text: `${summary(plan2.value)}. ${JSON.stringify(plan2.value.document)}`, data: { plan: plan2.value } };
    }
    const { action: mode, design_calls_rows: rows, ...rest } = args;
    const doc = { ...rest, design_calls_rows: rows ?? [] };
    const decided = await decidePlan(store, caller, projectRoot, doc, mode);
    if (!decided.ok) return decided;
    const { plan, mirror } = decided.value;
    const mirrorText = mirror.written ? `mirrored to ${plan.mirrorPath}` : `the store holds it, but the mirror ${plan.mirrorPath} was not written (${mirror.error})`;
    return {
      text: `Stored ${summary(plan)}; ${mirrorText}. Next: dispatch evident:scenario for the first scenario, then evident:implement for it (see the evident:tdd-coordinator skill).`,
      data: { plan, mirrorWritten: mirror.written, ...mirror.written ? {} : { mirrorError: mirror.error } }
    };
  }
});

// mcp-server/src/engine/flows/work-items.ts
function createGoal(store, caller, taskId2, goal) {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "write");
    return task.ok ? accept(await insertGoal(tx, taskId2, goal)) : task;
  });
}
async function goalOf(db, taskId2, goalId) {
  return checkGoalOfTask(await goalById(db, goalId), taskId2, goalId);
}
function updateGoal(store, caller, taskId2, goalId, change) {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "write");
    if (!task.ok) return task;
    const goal = await goalOf(tx, taskId2, goalId);
    if (!goal.ok) return goal;
    const refused = checkGoalStatus(
      goalId,
      change.status,
      change.status === "done" ? await behaviorsOf(tx, taskId2, goalId) : []
    );
    return refused ?? accept(await updateGoalRow(tx, goal.value, change));
  });
}
async function listGoals(store, caller, taskId2) {
  const task = await ownTask(store.db, caller, taskId2, "read");
  return task.ok ? accept(await goalsOfTask(store.db, taskId2)) : task;
}
function createBehavior(store, caller, taskId2, goalId, behavior) {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "write");
    if (!task.ok) return task;
    const goal = await goalOf(tx, taskId2, goalId);
    return goal.ok ? accept(await insertBehavior(tx, taskId2, goalId, behavior)) : goal;
  });
}
async function updateBehavior(store, caller, taskId2, behaviorId, change, workTree) {
  const oracle = change.status === "done" ? await oracleDoneRefusal(store, caller, taskId2, behaviorId, workTree) : void 0;
  if (oracle !== void 0) return oracle;
  if (change.status !== "done") {
    return store.write(async (tx) => {
      const task = await ownTask(tx, caller, taskId2, "write");
      if (!task.ok) return task;
      const behavior = checkBehaviorOfTask(await behaviorById(tx, behaviorId), taskId2, behaviorId);
      if (!behavior.ok) return behavior;
      const refused = checkBehaviorStatus(behavior.value, change.status, void 0);
      return refused ?? accept(await updateBehaviorRow(tx, behavior.value, change));
    });
  }
  const now = snapshotOrNull(workTree);
  const config2 = workTree === void 0 ? void 0 : await configFor(store, caller, workTree.projectRoot).catch(() => void 0);
  const classify = workTree === void 0 ? void 0 : await classifierOfCaller(store, caller, workTree.projectRoot, config2);
  const decideDone = (proof) => store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "write");
    if (!task.ok) return task;
    const behavior = checkBehaviorOfTask(await behaviorById(tx, behaviorId), taskId2, behaviorId);
    if (!behavior.ok) return behavior;
    if (behavior.value.status === "done") return accept(await updateBehaviorRow(tx, behavior.value, change));
    const callerId = task.value.callerId;
    const red = await behaviorRedTest(tx, taskId2, behaviorId, callerId);
    const moved = red === void 0 || red.redTree === null || now === null || workTree === void 0 ? red?.file : pathIn(workTree, red.redTree, now, red.file);
    const currentCaseId = red === void 0 || moved === void 0 || workTree === void 0 ? void 0 : moved === red.file ? red.testCaseId : await testCaseIdOf(tx, workTree.projectRoot, { ...red, file: moved });
    const currentRunId = currentCaseId === void 0 || now === null ? void 0 : await currentGreenRunWith(tx, taskId2, callerId, now, currentCaseId);
    const rechecked = red !== void 0 && await greenLeftThroughRecheck(tx, taskId2, behaviorId, red.greenSeq);
    const open = await openPhaseOf(tx, taskId2);
    const openPhase = open === void 0 || workTree === void 0 ? void 0 : { phase: open.phase, changes: await phaseChanges(tx, workTree, now, taskId2, callerId, open.id, classify) };
    const facts = { redTest: red, now, currentRunId, rechecked, openPhase };
    const refused = checkBehaviorStatus(behavior.value, change.status, facts);
    if (refused !== void 0) return refused;
    if (red === void 0 || red.redTree === null) return accept(await updateBehaviorRow(tx, behavior.value, change));
    if (proof === void 0) {
      return {
        taskId: taskId2,
        behaviorId,
        redTree: red.redTree,
        runner: red.runner,
        redTest: { file: red.file, fullName: red.fullName, ordinal: red.ordinal }
      };
    }
    const unproven = checkDoneProof(behavior.value, proof, now);
    return unproven ?? accept(await updateBehaviorRow(tx, behavior.value, change));
  });
  const first = await decideDone(void 0);
  if (!("redTree" in first)) return first;
  if (workTree === void 0 || now === null || classify === void 0)
    throw new Error("a closing proof was asked for without a working tree");
  const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot);
  const proofs = await closingProofs(store, workTree, now, [first], { config: config2, classify, confine });
  const second = await decideDone(proofs.get(behaviorId) ?? unprovable(first, now));
  if ("redTree" in second) throw new Error("the closing proof was asked for twice");
  return second;
}
function unprovable(subject, now) {
  const half = { outcome: "error", detail: "no closing proof could be made", place: "temp-dir" };
  return {
    behaviorId: subject.behaviorId,
    tree: now,
    redTest: subject.redTest,
    currentTest: subject.redTest,
    original: half,
    current: half
  };
}
async function listBehaviors(store, caller, taskId2, goalId) {
  const task = await ownTask(store.db, caller, taskId2, "read");
  if (!task.ok) return task;
  if (goalId !== void 0) {
    const goal = await goalOf(store.db, taskId2, goalId);
    if (!goal.ok) return goal;
  }
  return accept(await behaviorsOf(store.db, taskId2, goalId));
}

// mcp-server/src/tools/tdd-goal.ts
var tddTaskId = id("Your TDD task (from tdd_task start).");
var status = _enum(WORK_STATUSES).describe(
  "pending | in_progress (required before its behaviors can enter red) | done (only when every behavior is done or abandoned) | abandoned (keeps the evidence; nothing is deleted)."
);
var input6 = actions(
  "create: add a goal to your task (status pending). update: change a goal's status or text. list: the goals of the task with their status.",
  {
    create: action({ tddTaskId, goal: string().min(1).max(LABEL_MAX).describe("the goal, one sentence.") }),
    update: action(
      {
        tddTaskId,
        goalId: id("the goal to change."),
        goal: string().min(1).max(LABEL_MAX).optional().describe("new text for it."),
        status: status.optional()
      },
      (v, ctx) => {
        if (v.goal === void 0 && v.status === void 0) {
          ctx.addIssue({
            code: "custom",
            path: ["status"],
            message: 'action "update" requires status or goal (or both)'
          });
        }
      }
    ),
    list: action({ tddTaskId })
  },
  ["tddTaskId", "goalId", "goal", "status"]
);
var output6 = object({
  goal: goalRecord.optional().describe("create, update: the goal."),
  goals: array(goalRecord).optional().describe("list: the goals of the task.")
});
var tddGoalTool = defineTool({
  name: "tdd_goal",
  title: "TDD goals",
  description: "Create, update or list the goals of your TDD task. A task is split into goals, each goal into behaviors (tdd_behavior). Set a goal to in_progress before requesting red for one of its behaviors (tdd_phase_transition_request). A goal can be done only when each of its behaviors is done or abandoned. Nothing is ever deleted: abandon a goal instead.",
  input: input6,
  output: output6,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    switch (args.action) {
      case "create": {
        const created = await createGoal(store, caller, args.tddTaskId, args.goal);
        if (!created.ok) return created;
        const goal = created.value;
        return {
          text: `Created goal ${goal.id} (G${goal.ordinal + 1}, pending): "${goal.goal}". Next: tdd_behavior create {tddTaskId: ${goal.taskId}, goalId: ${goal.id}, behavior}, and tdd_goal update {status: "in_progress"} when you start it.`,
          data: { goal }
        };
      }
      case "update": {
        const updated = await updateGoal(store, caller, args.tddTaskId, args.goalId, {
          text: args.goal,
          status: args.status
        });
        if (!updated.ok) return updated;
        return {
          text: `Goal ${updated.value.id} is ${updated.value.status}: "${updated.value.goal}".`,
          data: { goal: updated.value }
        };
      }
      case "list": {
        const listed = await listGoals(store, caller, args.tddTaskId);
        if (!listed.ok) return listed;
        const goals = listed.value;
        const lines = goals.map((g) => `- goal ${g.id} (G${g.ordinal + 1}) [${g.status}] ${g.goal}`);
        return {
          text: goals.length === 0 ? `Task ${args.tddTaskId} has no goals yet. Next: tdd_goal create.` : `Goals of task ${args.tddTaskId}:
${lines.join("\n")}`,
          data: { goals: [...goals] }
        };
      }
    }
  }
});

// mcp-server/src/tools/tdd-behavior.ts
var tddTaskId2 = id("Your TDD task (from tdd_task start).");
var input7 = actions(
  "create: add a behavior to a goal (status pending). update: change a behavior's status or text. list: the behaviors of the task, or of one goal.",
  {
    create: action({
      tddTaskId: tddTaskId2,
      goalId: id("the goal the behavior belongs to."),
      behavior: string().min(1).max(LABEL_MAX).describe("one observable behavior, testable by one test.")
    }),
    update: action(
      {
        tddTaskId: tddTaskId2,
        behaviorId: id("the behavior to change."),
        behavior: string().min(1).max(LABEL_MAX).optional().describe("new text for it."),
        status: _enum(WORK_STATUSES).optional().describe(
          "pending | in_progress | done (only after run_tests recorded a passing run of its test in a phase of this behavior) | abandoned (keeps the evidence; nothing is deleted)."
        )
      },
      (v, ctx) => {
        if (v.behavior === void 0 && v.status === void 0) {
          ctx.addIssue({
            code: "custom",
            path: ["status"],
            message: 'action "update" requires status or behavior (or both)'
          });
        }
      }
    ),
    list: action({ tddTaskId: tddTaskId2, goalId: id("only this goal's behaviors (optional).").optional() })
  },
  ["tddTaskId", "goalId", "behaviorId", "behavior", "status"]
);
var output7 = object({
  behavior: behaviorRecord.optional().describe("create, update: the behavior."),
  behaviors: array(behaviorRecord).optional().describe("list: the behaviors.")
});
var tddBehaviorTool = defineTool({
  name: "tdd_behavior",
  title: "TDD behaviors",
  description: `Create, update or list the behaviors of a goal in your TDD task. Each behavior goes through red \u2192 green \u2192 refactor with tdd_phase_transition_request. update with status "done" is accepted only when all of these hold: it went red \u2192 green citing a test_failed_run of its own test; it has left green through refactor (or on to the next behavior's red), which re-checks its red test; no file changed since the phase began without a recorded change of yours; a zero-failure run of the whole suite (run_tests without files) on the working tree as it is now includes its red test, passing \u2014 so run the whole suite last and change nothing until done; and the closing proof holds (its red test as it was when it proved red passes on what git would commit). Nothing is ever deleted: abandon a behavior instead (its evidence is kept).`,
  input: input7,
  output: output7,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    switch (args.action) {
      case "create": {
        const created = await createBehavior(store, caller, args.tddTaskId, args.goalId, args.behavior);
        if (!created.ok) return created;
        const b = created.value;
        return {
          text: `Created behavior ${b.id} (B${b.ordinal + 1} of goal ${b.goalId}, pending): "${b.behavior}". Next: tdd_phase_transition_request {tddTaskId: ${b.taskId}, goalId: ${b.goalId}, behaviorId: ${b.id}, requestedPhase: "red"} once the goal is in_progress.`,
          data: { behavior: b }
        };
      }
      case "update": {
        const updated = await updateBehavior(
          store,
          caller,
          args.tddTaskId,
          args.behaviorId,
          { text: args.behavior, status: args.status },
          shadowFor(store.path, projectRoot)
        );
        if (!updated.ok) return updated;
        return {
          text: `Behavior ${updated.value.id} is ${updated.value.status}: "${updated.value.behavior}".`,
          data: { behavior: updated.value }
        };
      }
      case "list": {
        const listed = await listBehaviors(store, caller, args.tddTaskId, args.goalId);
        if (!listed.ok) return listed;
        const behaviors = listed.value;
        const lines = behaviors.map(
          (b) => `- behavior ${b.id} (goal ${b.goalId}, B${b.ordinal + 1}) [${b.status}] ${b.behavior}`
        );
        return {
          text: behaviors.length === 0 ? "No behaviors yet. Next: tdd_behavior create {tddTaskId, goalId, behavior}." : lines.join("\n"),
          data: { behaviors: [...behaviors] }
        };
      }
    }
  }
});

// mcp-server/src/engine/gates/hypotheses.ts
var errorsHint = "test_errors lists the errors of your runs with their error ids and stack frame ids";
function checkCitation(callerId, errorId, error, frameId, frame, batch) {
  if (error === void 0 || error.callerId !== callerId) {
    return refuse("not_found", `no test error ${errorId} in a run of yours`, `${errorsHint}; cite one of those`);
  }
  if (!error.runFailed) {
    return refuse(
      "conflict",
      `test error ${errorId} is from run ${error.runId}, which did not fail`,
      `${errorsHint}; cite an error of a failing run of the current red phase`
    );
  }
  if (error.runPhaseId === null || !batch.phaseIds.includes(error.runPhaseId)) {
    const where = batch.behaviorId === void 0 ? "your task has no open phase" : `it must come from a failing run of the current red batch of behavior ${batch.behaviorId} (or of the open phase)`;
    return refuse(
      "conflict",
      `test error ${errorId} is from run ${error.runId}, recorded outside the current red batch: ${where}`,
      `call run_tests in the current phase, then ${errorsHint.replace("test_errors lists", "read its errors with test_errors, which lists")}`
    );
  }
  if (frame === void 0)
    return refuse(
      "not_found",
      `no stack frame ${frameId}`,
      `${errorsHint}; cite a frame listed under error ${error.id}`
    );
  if (frame.errorId !== error.id) {
    return refuse(
      "conflict",
      `stack frame ${frame.id} belongs to another error, not to error ${error.id}`,
      `${errorsHint}; cite a frame listed under error ${error.id}`
    );
  }
  return void 0;
}
function checkValidation(id2, callerId, hypothesis) {
  if (hypothesis === void 0 || hypothesis.callerId !== callerId) {
    return refuse(
      "not_found",
      `no hypothesis ${id2} is yours`,
      "hypothesis list {tddTaskId} shows the hypotheses of your task"
    );
  }
  return accept(hypothesis);
}
function checkNotValidated(id2, outcome) {
  if (outcome === "open") return void 0;
  return refuse(
    "conflict",
    `hypothesis ${id2} was already validated as ${outcome}; a hypothesis is validated once`,
    "record a new hypothesis with hypothesis record if you have a new explanation"
  );
}

// mcp-server/src/engine/flows/hypothesis.ts
function recordHypothesis(store, caller, input14) {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, input14.tddTaskId, "write");
    if (!task.ok) return task;
    const error = await errorWithRunCaller(tx, input14.citedTestErrorId);
    const frame = await frameById(tx, input14.citedStackFrameId);
    const batch = await currentRedBatch(tx, task.value.id);
    const refused = checkCitation(
      task.value.callerId,
      input14.citedTestErrorId,
      error,
      input14.citedStackFrameId,
      frame,
      batch
    );
    if (refused !== void 0) return refused;
    return accept(
      await insertHypothesis(tx, {
        taskId: task.value.id,
        callerId: task.value.callerId,
        content: input14.content,
        errorId: input14.citedTestErrorId,
        frameId: input14.citedStackFrameId
      })
    );
  });
}
function validateHypothesis(store, caller, id2, outcome) {
  return store.write(async (tx) => {
    const hypothesis = checkValidation(id2, await findCallerId(tx, caller), await hypothesisById(tx, id2));
    if (!hypothesis.ok) return hypothesis;
    const task = await ownTask(tx, caller, hypothesis.value.taskId, "write");
    if (!task.ok) return task;
    return checkNotValidated(id2, hypothesis.value.outcome) ?? accept(await setHypothesisOutcome(tx, id2, hypothesis.value.taskId, outcome));
  });
}
async function listHypotheses(store, caller, taskId2) {
  const task = await ownTask(store.db, caller, taskId2, "read");
  return task.ok ? accept(await loadHypotheses(store.db, task.value.id)) : task;
}

// mcp-server/src/tools/hypothesis.ts
var tddTaskId3 = id("your open TDD task.");
var input8 = actions(
  "record: state why a failure happens, citing the error and stack frame it is about (before you edit production code). validate: close one of your open hypotheses with its outcome, once. list: the hypotheses of a task.",
  {
    record: action({
      tddTaskId: tddTaskId3,
      content: string().min(1).max(TEXT_MAX).describe(
        'a causal claim \u2014 what in the code causes the cited failure and why your change will fix it, e.g. "the bounds check at line 42 runs after the index access, so index N throws TypeError". Not a plan like "fix the validation".'
      ),
      citedTestErrorId: id(
        "the id of the failure you explain, as listed by test_errors (or run_tests) for one of your runs."
      ),
      citedStackFrameId: id(
        "the id of the stack frame of that error your claim is about, as listed by test_errors under the error."
      )
    }),
    validate: action({
      id: id("the hypothesis id returned by record."),
      outcome: _enum(HYPOTHESIS_VALIDATIONS).describe(
        "confirmed (the change made the test pass as claimed), refuted (it did not: record a new hypothesis), abandoned (no longer relevant)."
      )
    }),
    list: action({ tddTaskId: tddTaskId3 })
  }
);
var output8 = object({
  hypothesis: hypothesisRecord.optional().describe("record, validate: the hypothesis."),
  hypotheses: array(hypothesisRecord).optional().describe("list: the hypotheses of the task.")
});
var hypothesisTool = defineTool({
  name: "hypothesis",
  title: "Hypotheses about failures",
  description: "Record a hypothesis before every production-code edit: a causal claim citing one observed failure \u2014 its error id (citedTestErrorId) and a stack frame id of that error (citedStackFrameId), both from test_errors for a run of yours. It is bound to the current phase and behavior of your task; in red and green, production edits are allowed only after one. After the fix and run_tests, validate it (confirmed | refuted | abandoned). list shows a task's hypotheses.",
  input: input8,
  output: output8,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    switch (args.action) {
      case "record": {
        const recorded = await recordHypothesis(store, caller, args);
        if (!recorded.ok) return recorded;
        const h = recorded.value;
        const where = h.phaseId === null ? "no phase yet" : `phase ${h.phaseId}, behavior ${h.behaviorId ?? "none"}`;
        return {
          text: `Recorded hypothesis ${h.id} (${where}) citing error ${h.citedTestErrorId}, frame ${h.citedStackFrameId}. Next: make the change, run_tests, then hypothesis validate {id: ${h.id}, outcome}.`,
          data: { hypothesis: h }
        };
      }
      case "validate": {
        const validated = await validateHypothesis(store, caller, args.id, args.outcome);
        if (!validated.ok) return validated;
        const h = validated.value;
        const next = h.outcome === "refuted" ? " Next: read the failure again (test_errors) and record a new hypothesis." : "";
        return { text: `Hypothesis ${h.id} is ${h.outcome}.${next}`, data: { hypothesis: h } };
      }
      case "list": {
        const listed = await listHypotheses(store, caller, args.tddTaskId);
        if (!listed.ok) return listed;
        const hypotheses = listed.value;
        const lines = hypotheses.map(
          (h) => `- ${h.id} [${h.outcome}] phase ${h.phaseId ?? "-"} error ${h.citedTestErrorId}/frame ${h.citedStackFrameId}: ${h.content}`
        );
        return {
          text: hypotheses.length === 0 ? `No hypotheses in task ${args.tddTaskId}.` : lines.join("\n"),
          data: { hypotheses: [...hypotheses] }
        };
      }
    }
  }
});

// mcp-server/src/tools/inventory.ts
var INVENTORY_KINDS = ["session", "task", "runs", "tests", "violations", "vdd", "progress"];
var filters = {
  scope: _enum(["mine", "session", "followed"]).optional().describe(
    "task, runs, violations, progress: only yours (mine, the default) or those of every caller of your session (the main agent reads its subagents' with session). task, progress: followed \u2014 the tasks you follow read-only as your session's main agent: your subagents' and those teammates started with your handoff (tdd_task handoff)."
  ),
  tree: boolean().optional().describe(
    "task, with scope mine or followed: also return each listed task's whole goal/behavior tree (as tdd_task get does), in `trees`, in the order of `tasks`."
  ),
  agentKind: _enum(["main", "subagent"]).optional().describe("session: only the main agent, or only subagents."),
  tddTaskId: id(
    "runs, progress: only those of this task (yours, or with scope session one of your session's)."
  ).optional(),
  behaviorId: id("progress: only the events about this behavior.").optional(),
  afterEventId: id(
    "progress: only the events pushed after this one \u2014 pass the id of the last event you read to get what is new."
  ).optional(),
  status: _enum(TEST_STATUSES).optional().describe("tests: only tests whose latest result has this status."),
  file: string().min(1).max(LABEL_MAX).optional().describe("tests: only tests of this project-relative test file."),
  violationKind: _enum(VIOLATION_KINDS).optional().describe("violations: only this kind of violation.")
};
var APPLIES = {
  scope: ["task", "runs", "violations", "progress"],
  tree: ["task"],
  agentKind: ["session"],
  tddTaskId: ["runs", "progress"],
  behaviorId: ["progress"],
  afterEventId: ["progress"],
  status: ["tests"],
  file: ["tests"],
  violationKind: ["violations"]
};
var input9 = fields(
  {
    kind: _enum(INVENTORY_KINDS).describe(
      "session: the callers (main agent and subagents) of your session, with their open task, and how many hook calls failed open. task: your TDD tasks. runs: recent test runs with counts and outcome. tests: test cases of the project with their latest status. violations: recorded protocol violations. vdd: recent VDD gate runs of the project (bean, verdict, report, cited test runs). progress: the milestones pushed with tdd_progress_push, in push order, each with its one-line narration."
    ),
    limit: number().int().min(1).max(200).optional().describe(
      "How many rows at most (default 20, max 200): the newest first; progress: the first ones after afterEventId, oldest first."
    ),
    ...filters
  },
  (v, ctx) => {
    for (const field of Object.keys(APPLIES)) {
      const kinds = APPLIES[field];
      if (v[field] !== void 0 && !kinds.includes(v.kind)) {
        ctx.addIssue({ code: "custom", path: [field], message: `${field} applies only to kind ${kinds.join(" or ")}` });
      }
    }
    if (v.scope === "followed" && v.kind !== "task" && v.kind !== "progress")
      ctx.addIssue({ code: "custom", path: ["scope"], message: "scope followed applies only to kind task or progress" });
    if (v.tree === true && v.scope === "session")
      ctx.addIssue({
        code: "custom",
        path: ["tree"],
        message: "tree applies only with scope mine or followed (a subagent reads no other agent's tree)"
      });
  }
);
var output9 = object({
  sessionId: string().optional().describe("session: your session id."),
  failedOpen: object({
    project: number().int().describe("Hook calls in this project that failed before deciding (action unchecked)."),
    session: number().int().describe("Of those, the ones in your session."),
    latest: object({ hook: string().describe("The hook event."), at: string().describe("When (ISO time).") }).nullable().describe("The newest such failure.")
  }).optional().describe(
    "session: hook calls that failed before deciding and let the action through unchecked (e.g. the evidence store was kept locked)."
  ),
  callers: list(sessionCallerRecord, "session: the callers of your session.").optional(),
  tasks: list(taskRecord, "task: the TDD tasks, newest first.").optional(),
  trees: list(taskTreeRecord, "task with tree: the whole tree of each task, in the order of tasks.").optional(),
  runs: list(runRecord, "runs: the test runs, newest first.").optional(),
  tests: list(testRecord, "tests: the test cases with their latest status.").optional(),
  violations: list(violationRecord, "violations: the protocol violations, newest first.").optional(),
  vddRuns: list(vddRunRecord, "vdd: the VDD runs, newest first.").optional(),
  progress: list(progressEventRecord, "progress: the progress events, oldest first.").optional(),
  more: boolean().optional().describe("progress: true when more events follow the last one listed (call again with afterEventId = its id).")
});
var inventoryTool = defineTool({
  name: "inventory",
  title: "Inventory of recorded evidence",
  description: `Read what evident has recorded. kind "session": the callers of your session (use agentKind "main", limit 1 to get your session id); "task": your TDD tasks (scope "session" for every agent of the session); "runs": recent test runs recorded by run_tests with counts and outcome; "tests": the project's test cases with their latest status; "violations": protocol violations recorded by evident's hooks; "vdd": VDD gate runs (verdicts and their receipts); "progress": the TDD progress events (tdd_progress_push) in push order \u2014 the main agent narrates a subagent's task from {"kind": "progress", "scope": "session", "afterEventId": <last id read>}. The main agent lists the tasks it follows (its subagents', and teammates' started with its handoff) with {"kind": "task", "scope": "followed", "tree": true}. Read-only.`,
  input: input9,
  output: output9,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller, projectRoot }, args) {
    const limit = args.limit ?? 20;
    const scope = args.scope === "followed" || args.scope === void 0 ? "mine" : args.scope;
    switch (args.kind) {
      case "session": {
        const callers = await sessionCallers(db, caller, args.agentKind, limit);
        const lines = callers.map(
          (c) => `- ${c.agentId}${c.agentType === null ? "" : ` (${c.agentType})`}${c.endedAt === null ? "" : " [ended]"}: open task ${c.openTaskId ?? "none"}`
        );
        const failedOpen = await failedOpenCounts(db, caller.sessionId);
        const unchecked = failedOpen.project === 0 ? "" : `
${failedOpen.project} hook call(s) in this project (${failedOpen.session} in this session) failed before deciding and let the action through unchecked (latest: ${failedOpen.latest?.hook ?? "?"}, ${failedOpen.latest?.at ?? "?"}); keep the evidence store free.`;
        return {
          text: `Session ${caller.sessionId}: ${callers.length} caller(s)
${lines.join("\n")}${unchecked}`,
          data: { sessionId: caller.sessionId, callers, failedOpen }
        };
      }
      case "task": {
        const tasks = args.scope === "followed" ? await tasksByIds(db, await followedTaskIds(db, caller), limit) : await inventoryTasks(db, caller, args.scope ?? "mine", limit);
        const lines = tasks.map(
          (t) => `- task ${t.id} [${t.status}${t.outcome === null ? "" : `: ${t.outcome}`}] ${t.goal}`
        );
        const none = args.scope === "followed" ? "No TDD tasks you follow (your subagents' or those started with your handoff)." : "No TDD tasks. Start one with tdd_task start.";
        const trees = args.tree === true ? await treesOf(db, caller, tasks) : void 0;
        if (trees !== void 0 && !trees.ok) return trees;
        return {
          text: tasks.length === 0 ? none : lines.join("\n"),
          data: trees === void 0 ? { tasks } : { tasks, trees: trees.value }
        };
      }
      case "runs": {
        if (args.tddTaskId !== void 0) {
          const task = await taskInScope(db, caller, args.tddTaskId, scope);
          if (!task.ok) return task;
        }
        const runs = await inventoryRuns(db, caller, scope, args.tddTaskId, limit);
        const lines = runs.map(
          (r) => `- run ${r.runId} [${r.outcome}] ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.errorCount} error(s); task ${r.taskId ?? "-"}, ${r.agentId}, ${r.endedAt}`
        );
        return {
          text: runs.length === 0 ? "No test runs recorded. Run the tests with run_tests." : lines.join("\n"),
          data: { runs }
        };
      }
      case "tests": {
        const tests = await inventoryTests(db, projectRoot, { status: args.status, file: args.file }, limit);
        const lines = tests.map(
          (t) => `- [${t.latestStatus}] ${testLabel(t)} (test case ${t.testCaseId}, run ${t.latestRunId})`
        );
        return { text: tests.length === 0 ? "No matching test results recorded." : lines.join("\n"), data: { tests } };
      }
      case "violations": {
        const violations = await inventoryViolations(db, caller, scope, args.violationKind, limit);
        const lines = violations.map(
          (v) => `- ${v.kind} by ${v.agentId}${v.taskId === null ? "" : ` in task ${v.taskId}`}: ${v.detail}`
        );
        return { text: violations.length === 0 ? "No violations recorded." : lines.join("\n"), data: { violations } };
      }
      case "progress": {
        const followed = args.scope === "followed" ? await followedTaskIds(db, caller) : void 0;
        if (args.tddTaskId !== void 0) {
          const task = followed === void 0 ? await taskInScope(db, caller, args.tddTaskId, scope) : await readableTask(db, caller, args.tddTaskId);
          if (!task.ok) return task;
        }
        const { behaviorId, afterEventId } = args;
        const filter = { taskId: args.tddTaskId, behaviorId, afterEventId };
        const page = followed === void 0 ? await inventoryProgress(db, caller, scope, filter, limit) : await followedProgress(db, followed, filter, limit);
        const lines = page.events.map(
          (e) => `- event ${e.id} [${e.type}] task ${e.taskId}, ${e.agentId}, ${e.at}: ${e.narration}`
        );
        const last = page.events.at(-1);
        const more = page.more && last !== void 0 ? [`More follow: call again with afterEventId ${last.id}.`] : [];
        const none = `No progress events${afterEventId === void 0 ? "" : ` after event ${afterEventId}`} recorded.`;
        return {
          text: page.events.length === 0 ? none : [...lines, ...more].join("\n"),
          data: { progress: page.events, more: page.more }
        };
      }
      case "vdd": {
        const vddRuns = await listVddRuns(db, { limit });
        const lines = vddRuns.map(
          (r) => `- VDD run ${r.id} ${r.subject}: ${r.verdict}${r.manual === "pass" ? " (manual confirmed)" : ""}, ${r.failed}/${r.criteria} failed, test runs ${r.testRunIds.map((id2) => `#${id2}`).join(", ") || "none"}; ${r.reportPath}, by ${r.caller}, ${r.at}`
        );
        return {
          text: vddRuns.length === 0 ? "No VDD runs recorded. Verify a bean with vdd." : lines.join("\n"),
          data: { vddRuns }
        };
      }
    }
  }
});
async function treesOf(db, caller, tasks) {
  const trees = [];
  for (const task of tasks) {
    const readable = await readableTask(db, caller, task.id);
    if (!readable.ok) return readable;
    trees.push(await loadTaskTree(db, readable.value.task));
  }
  return accept(trees);
}

// mcp-server/src/engine/gates/progress.ts
var HINTS = {
  tdd_task_already_ended: "after tdd_task end only session_complete can be pushed",
  unknown_goal: "tdd_goal list shows the goals of the task",
  unknown_behavior: "tdd_behavior list shows the behaviors of the task",
  behavior_not_in_goal: "tdd_behavior list {tddTaskId, goalId} shows the behaviors of that goal",
  status_mismatch: "push the event that matches the recorded status (tdd_task get shows it), or change the status first with tdd_goal update / tdd_behavior update",
  phase_mismatch: "push phase_transition after tdd_phase_transition_request accepted the move; tdd_task get shows each behavior's current phase",
  unknown_failure_signature: "test_errors lists the signatures of the failures of your task's runs",
  task_not_ended: "end the task with tdd_task end first",
  outcome_mismatch: "push the outcome the task was ended with (tdd_task get shows it)"
};
var STARTED = ["in_progress", "done"];
var reject = (reason2, detail) => ({
  ok: false,
  reason: reason2,
  detail,
  hint: HINTS[reason2]
});
var goalLabel = (g) => `G${g.ordinal + 1} "${g.goal}"`;
function checkProgressEvent(event2, facts) {
  if (facts.task.status === "ended" && event2.type !== "session_complete") {
    return reject("tdd_task_already_ended", `TDD task ${facts.task.id} has ended`);
  }
  const goalOf2 = (id2) => facts.goals.find((g) => g.id === id2);
  const behaviorOf = (id2) => facts.behaviors.find((b) => b.id === id2);
  const label = (b) => `[G${(goalOf2(b.goalId)?.ordinal ?? 0) + 1}.B${b.ordinal + 1}] ${b.behavior}`;
  const behaviorPayload = (b) => ({
    behaviorId: b.id,
    goalId: b.goalId,
    goalOrdinal: goalOf2(b.goalId)?.ordinal ?? 0,
    behaviorOrdinal: b.ordinal,
    behavior: b.behavior,
    label: label(b)
  });
  const goalPayload = (g) => ({ goalId: g.id, goalOrdinal: g.ordinal, goal: g.goal });
  const withGoal = (id2, status2, then) => {
    const g = goalOf2(id2);
    if (g === void 0) return reject("unknown_goal", `no goal ${id2} in TDD task ${facts.task.id}`);
    if (status2 !== void 0 && !status2.includes(g.status))
      return reject("status_mismatch", `${event2.type} needs goal ${id2} ${status2.join(" or ")}; it is ${g.status}`);
    return then(g);
  };
  const withBehavior = (id2, status2, then) => {
    const b = behaviorOf(id2);
    if (b === void 0) return reject("unknown_behavior", `no behavior ${id2} in TDD task ${facts.task.id}`);
    if (status2 !== void 0 && !status2.includes(b.status))
      return reject("status_mismatch", `${event2.type} needs behavior ${id2} ${status2.join(" or ")}; it is ${b.status}`);
    return then(b);
  };
  const ok = (payload, narration) => ({ ok: true, payload, narration });
  switch (event2.type) {
    case "goals_ready": {
      const ids = [...new Set(event2.goalIds)];
      const missing = ids.filter((id2) => goalOf2(id2) === void 0);
      if (missing.length > 0)
        return reject("unknown_goal", `no goal ${missing.join(", ")} in TDD task ${facts.task.id}`);
      const goals = ids.map((id2) => goalOf2(id2)).filter((g) => g !== void 0);
      return ok({ goals: goals.map(goalPayload) }, `Goals: ${goals.map(goalLabel).join("; ")}`);
    }
    case "goal_added":
      return withGoal(event2.goalId, void 0, (g) => ok(goalPayload(g), `Goal added: ${goalLabel(g)}`));
    case "goal_started":
      return withGoal(event2.goalId, STARTED, (g) => ok(goalPayload(g), `Goal started: ${goalLabel(g)}`));
    case "goal_completed":
    case "goal_abandoned": {
      const done = event2.type === "goal_completed";
      return withGoal(event2.goalId, [done ? "done" : "abandoned"], (g) => {
        const behaviorIds = facts.behaviors.filter((b) => b.goalId === g.id).map((b) => b.id);
        const why = event2.type === "goal_abandoned" ? `: ${event2.reason}` : "";
        return ok(
          { ...goalPayload(g), behaviorIds, ...event2.type === "goal_abandoned" ? { reason: event2.reason } : {} },
          `Goal ${done ? "done" : "abandoned"}: ${goalLabel(g)}${why}`
        );
      });
    }
    case "behaviors_ready":
      return withGoal(event2.goalId, void 0, (g) => {
        const ids = [...new Set(event2.behaviorIds)];
        const missing = ids.filter((id2) => behaviorOf(id2) === void 0);
        if (missing.length > 0)
          return reject("unknown_behavior", `no behavior ${missing.join(", ")} in TDD task ${facts.task.id}`);
        const behaviors = ids.map((id2) => behaviorOf(id2)).filter((b) => b !== void 0);
        const foreign = behaviors.filter((b) => b.goalId !== g.id);
        if (foreign.length > 0)
          return reject(
            "behavior_not_in_goal",
            `behavior ${foreign.map((b) => b.id).join(", ")} is not in goal ${g.id}`
          );
        return ok(
          { ...goalPayload(g), behaviors: behaviors.map(behaviorPayload) },
          `Behaviors of ${goalLabel(g)}: ${behaviors.map(label).join("; ")}`
        );
      });
    case "behavior_added":
      return withBehavior(event2.behaviorId, void 0, (b) => ok(behaviorPayload(b), `Behavior added: ${label(b)}`));
    case "behavior_started":
      return withBehavior(event2.behaviorId, STARTED, (b) => ok(behaviorPayload(b), `Behavior started: ${label(b)}`));
    case "behavior_completed":
      return withBehavior(event2.behaviorId, ["done"], (b) => ok(behaviorPayload(b), `Behavior done: ${label(b)}`));
    case "behavior_abandoned":
      return withBehavior(
        event2.behaviorId,
        ["abandoned"],
        (b) => ok({ ...behaviorPayload(b), reason: event2.reason }, `Behavior abandoned: ${label(b)}: ${event2.reason}`)
      );
    case "phase_transition":
      return withBehavior(event2.behaviorId, void 0, (b) => {
        if (b.phase === null || b.phase.phase !== event2.toPhase) {
          return reject(
            "phase_mismatch",
            `behavior ${b.id} is in ${b.phase?.phase ?? "no phase"}, not ${event2.toPhase}`
          );
        }
        return ok(
          { ...behaviorPayload(b), phaseId: b.phase.id, fromPhase: b.phase.from, toPhase: b.phase.phase },
          `${label(b)} \xB7 ${b.phase.phase}`
        );
      });
    case "blocked": {
      if (!facts.signatureKnown) {
        return reject(
          "unknown_failure_signature",
          `no failure with signature ${event2.failureSignatureHash} was recorded in a run of TDD task ${facts.task.id}`
        );
      }
      const blocked = { reason: event2.reason, failureSignatureHash: event2.failureSignatureHash };
      if (event2.behaviorId === void 0) return ok(blocked, `Blocked (${event2.failureSignatureHash}): ${event2.reason}`);
      return withBehavior(
        event2.behaviorId,
        void 0,
        (b) => ok(
          { ...behaviorPayload(b), ...blocked },
          `Blocked on ${label(b)} (${event2.failureSignatureHash}): ${event2.reason}`
        )
      );
    }
    case "session_complete": {
      if (facts.task.status !== "ended") return reject("task_not_ended", `TDD task ${facts.task.id} is still open`);
      if (facts.task.outcome !== event2.outcome) {
        return reject(
          "outcome_mismatch",
          `TDD task ${facts.task.id} ended ${facts.task.outcome ?? "without an outcome"}, not ${event2.outcome}`
        );
      }
      return ok(
        { outcome: event2.outcome, goalIds: facts.goals.map((g) => g.id) },
        `Session complete: ${event2.outcome} (${facts.goals.length} goal(s))`
      );
    }
  }
}

// mcp-server/src/engine/flows/progress.ts
function pushProgress(store, caller, taskId2, event2) {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId2, "read");
    if (!task.ok) return task;
    const check = checkProgressEvent(event2, await loadProgressFacts(tx, task.value, event2));
    if (!check.ok) return refuse("conflict", `${check.reason}: ${check.detail}`, check.hint);
    return accept(
      await insertProgressEvent(
        tx,
        task.value,
        caller.agentId,
        event2.type,
        { type: event2.type, ...check.payload },
        check.narration
      )
    );
  });
}

// mcp-server/src/tools/progress-push.ts
var input10 = fields({
  tddTaskId: id("Your TDD task."),
  event: progressEvent.describe(
    "One milestone, by type: goals_ready {goalIds}, goal_added {goalId}, goal_started {goalId}, behaviors_ready {goalId, behaviorIds}, behavior_added {behaviorId}, behavior_started {behaviorId}, phase_transition {behaviorId, toPhase}, behavior_completed {behaviorId}, behavior_abandoned {behaviorId, reason}, goal_completed {goalId}, goal_abandoned {goalId, reason}, blocked {reason, failureSignatureHash, behaviorId?}, session_complete {outcome}."
  )
});
var output10 = object({ event: progressEventRecord.describe("The stored event.") });
var progressPushTool = defineTool({
  name: "tdd_progress_push",
  title: "Push a TDD progress event",
  description: 'Report a milestone of your TDD task so the main agent and the user can follow it; every event is checked against the task and stored (inventory kind "progress" replays them in order; tdd_task get shows the newest per behavior). Push it after the fact it reports is recorded: goal_started once the goal is in_progress (tdd_goal update), phase_transition once tdd_phase_transition_request accepted the move, behavior_completed / goal_completed once the status is done, blocked with the signature of the failure from test_errors, session_complete after tdd_task end. The answer is a one-line narration to relay, e.g. "[G1.B2] parses ISO dates \xB7 green".',
  input: input10,
  output: output10,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    const pushed = await pushProgress(store, caller, args.tddTaskId, args.event);
    if (!pushed.ok) return pushed;
    return {
      text: `Recorded ${pushed.value.type} (event ${pushed.value.id}): ${pushed.value.narration}`,
      data: { event: pushed.value }
    };
  }
});

// mcp-server/src/store/metrics.ts
var METRIC_DEFINITIONS = {
  evidence_backed_transitions: "accepted phase transitions that cited a valid evidence artifact / all phase transition requests (accepted or denied)",
  red_before_code: "behaviors whose first code_written came after a test_failed_run for that behavior / behaviors with any code_written",
  hypothesis_before_edit: "code_written in a red, red.triangulate, green or green.fake-it phase with a hypothesis recorded earlier in the same phase / all such code_written",
  tasks_without_test_weakening: "tasks with no test_weakened artifact / tasks",
  sealed_tasks: "tasks started in a sealed session (Bash could not reach evident's store) / tasks; the rest ran unsealed"
};
var DENIALS_DEFINITION = "denied phase transition requests, counted per denial reason";
async function select(db, caller, scope) {
  if ("tddTaskId" in scope) {
    return { taskIds: [scope.tddTaskId], requests: { by: "task", ids: [scope.tddTaskId] } };
  }
  let callerIds;
  if (scope.scope === "mine") {
    const id2 = await findCallerId(db, caller);
    callerIds = id2 === void 0 ? [] : [id2];
  } else {
    callerIds = (await db.selectFrom("callers").select("id").where("session_id", "=", caller.sessionId).execute()).map(
      (r) => r.id
    );
  }
  const tasks = callerIds.length === 0 ? [] : await db.selectFrom("tdd_tasks").select("id").where("caller_id", "in", callerIds).execute();
  return { taskIds: tasks.map((t) => t.id), requests: { by: "caller", ids: callerIds } };
}
var metric = (name, numerator, denominator) => ({
  name,
  description: METRIC_DEFINITIONS[name],
  numerator,
  denominator,
  value: denominator === 0 ? null : numerator / denominator
});
var HYPOTHESIS_PHASES = ["red", "red.triangulate", "green", "green.fake-it"];
async function acceptanceMetrics(db, caller, scope) {
  const { taskIds, requests } = await select(db, caller, scope);
  const requestRows = requests.ids.length === 0 ? [] : await db.selectFrom("transition_requests").select(["accepted", "evidence_valid", "denial_reason", (eb) => eb.fn.countAll().as("n")]).where(requests.by === "task" ? "task_id" : "caller_id", "in", requests.ids).groupBy(["accepted", "evidence_valid", "denial_reason"]).execute();
  const denialsByReason = {};
  let requested = 0;
  let backed = 0;
  for (const r of requestRows) {
    const n = Number(r.n);
    requested += n;
    if (r.accepted === 1 && r.evidence_valid === 1) backed += n;
    if (r.accepted === 0)
      denialsByReason[r.denial_reason ?? "unknown"] = (denialsByReason[r.denial_reason ?? "unknown"] ?? 0) + n;
  }
  if (taskIds.length === 0) {
    return {
      metrics: [
        metric("evidence_backed_transitions", backed, requested),
        metric("red_before_code", 0, 0),
        metric("hypothesis_before_edit", 0, 0),
        metric("tasks_without_test_weakening", 0, 0),
        metric("sealed_tasks", 0, 0)
      ],
      denialsByReason,
      taskIds
    };
  }
  const firsts = await firstArtifacts(db, taskIds);
  const coded = firsts.filter((f) => f.first_code !== null);
  const redFirst = coded.filter((f) => f.first_red !== null && f.first_code !== null && f.first_red < f.first_code);
  const edits = await editsAfterHypothesis(db, taskIds);
  const weakened = await db.selectFrom("artifacts").select("task_id").distinct().where("task_id", "in", taskIds).where("kind", "=", "test_weakened").execute();
  const sealed = await db.selectFrom("tdd_tasks").select((eb) => eb.fn.countAll().as("n")).where("id", "in", taskIds).where("sealed", "=", 1).executeTakeFirstOrThrow();
  return {
    metrics: [
      metric("evidence_backed_transitions", backed, requested),
      metric("red_before_code", redFirst.length, coded.length),
      metric("hypothesis_before_edit", edits.hypothesized, edits.all),
      metric("tasks_without_test_weakening", taskIds.length - weakened.length, taskIds.length),
      metric("sealed_tasks", Number(sealed.n), taskIds.length)
    ],
    denialsByReason,
    taskIds
  };
}
function firstArtifacts(db, taskIds) {
  const first = (eb, kind) => eb.selectFrom("artifacts as a").select((e) => e.fn.min("a.seq").as("seq")).whereRef("a.task_id", "=", "b.task_id").whereRef("a.behavior_id", "=", "b.id").where("a.kind", "=", kind);
  return db.selectFrom("behaviors as b").select((eb) => [first(eb, "code_written").as("first_code"), first(eb, "test_failed_run").as("first_red")]).where("b.task_id", "in", taskIds).execute();
}
async function editsAfterHypothesis(db, taskIds) {
  const all = await db.selectFrom("artifacts").select((eb) => eb.fn.countAll().as("n")).where(
    "phase_id",
    "in",
    (eb) => eb.selectFrom("phases").select("id").where("task_id", "in", taskIds).where("phase", "in", HYPOTHESIS_PHASES)
  ).where("kind", "=", "code_written").executeTakeFirstOrThrow();
  const hypothesized = await db.with(
    "first_hypothesis",
    (w) => w.selectFrom("phases as p").innerJoin("hypotheses as h", "h.phase_id", "p.id").select(["h.phase_id", "h.caller_id", (eb) => eb.fn.min("h.seq").as("seq")]).where("p.task_id", "in", taskIds).where("p.phase", "in", HYPOTHESIS_PHASES).groupBy(["h.phase_id", "h.caller_id"])
  ).selectFrom("first_hypothesis as f").select(
    (eb) => eb.selectFrom("artifacts as a").select((e) => e.fn.countAll().as("n")).whereRef("a.phase_id", "=", "f.phase_id").where("a.kind", "=", "code_written").whereRef("a.caller_id", "=", "f.caller_id").whereRef("a.seq", ">", "f.seq").as("n")
  ).execute();
  return { all: Number(all.n), hypothesized: hypothesized.reduce((sum, r) => sum + Number(r.n), 0) };
}

// mcp-server/src/tools/acceptance-metrics.ts
var scopes = _enum(["mine", "session"]);
var input11 = fields(
  {
    tddTaskId: id("Measure this one task of yours. Leave it out to measure by scope.").optional(),
    scope: scopes.optional().describe(
      "Without tddTaskId: every task you started (mine, the default) or every task of every agent in your session; transition requests are then those the agents in scope made."
    )
  },
  (v, ctx) => {
    if (v.tddTaskId !== void 0 && v.scope !== void 0) {
      ctx.addIssue({ code: "custom", path: ["scope"], message: "pass either tddTaskId or scope, not both" });
    }
  }
);
var metricRecord = object({
  name: _enum(Object.keys(METRIC_DEFINITIONS)).describe("The metric (defined in the tool description)."),
  description: string().describe("What it counts: numerator / denominator."),
  numerator: number().int().describe("Rows counted."),
  denominator: number().int().describe("Rows it is counted among."),
  value: number().nullable().describe("numerator / denominator, or null when the denominator is 0.")
});
var output11 = object({
  scope: union([
    object({ tddTaskId: number().int().describe("The task measured.") }),
    object({ scope: scopes.describe("Whose tasks were measured.") })
  ]).describe("What was measured: one task, or the tasks of a scope."),
  metrics: list(metricRecord, "Each metric."),
  denialsByReason: record(string(), number().int()).describe(`${DENIALS_DEFINITION}.`),
  taskIds: list(number().int().describe("A task id."), "The tasks measured.")
});
var definitions = Object.entries(METRIC_DEFINITIONS).map(([name, what]) => `${name} = ${what}`).join("; ");
var format = (m) => `${m.name}: ${m.numerator}/${m.denominator}${m.value === null ? " (nothing to count)" : ` (${(m.value * 100).toFixed(1)}%)`}`;
var acceptanceMetricsTool = defineTool({
  name: "acceptance_metrics",
  title: "Acceptance metrics",
  description: `How well TDD work was evidenced, computed exactly from recorded rows (read-only). Each metric is numerator/denominator: ${definitions}. denials_by_reason = ${DENIALS_DEFINITION}. A metric with denominator 0 has value null.`,
  input: input11,
  output: output11,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller }, args) {
    if (args.tddTaskId !== void 0) {
      const task = await ownTask(db, caller, args.tddTaskId, "read");
      if (!task.ok) return task;
    }
    const scope = args.tddTaskId !== void 0 ? { tddTaskId: args.tddTaskId } : { scope: args.scope ?? "mine" };
    const result = await acceptanceMetrics(db, caller, scope);
    const denials = Object.entries(result.denialsByReason).map(([reason2, n]) => `${reason2} ${n}`).join(", ");
    const over = "tddTaskId" in scope ? `task ${scope.tddTaskId}` : `${result.taskIds.length} task(s) (${scope.scope})`;
    return {
      text: `Acceptance metrics over ${over}:
${result.metrics.map(format).join("\n")}
denials_by_reason: ${denials === "" ? "none" : denials}`,
      data: { scope, ...result }
    };
  }
});

// mcp-server/src/tools/vdd.ts
var input12 = fields(
  {
    beanId: string().min(1).max(40).optional().describe(
      'The bean to verify: "BEAN-277" or "277". Its criteria are read from ai/beans/BEAN-277-<slug>/bean.md. Give beanId or file, not both.'
    ),
    file: string().min(1).max(LABEL_MAX).optional().describe(
      'Instead of a bean: a project-relative markdown file with an "## Acceptance Criteria" section (a spec, a saved issue body).'
    ),
    manual: _enum(VDD_MANUAL_STATES).default("pending").describe(
      '"pending" (the only value an agent may use): unprefixed (manual) criteria keep the verdict at PARTIAL. "pass" is refused here: it is a human\'s confirmation, given by the user running `evident vdd <bean-id> --manual pass` in their own terminal.'
    )
  },
  (v, ctx) => {
    if (v.beanId === void 0 && v.file === void 0) {
      ctx.addIssue({ code: "custom", path: ["beanId"], message: "vdd requires beanId (or file)" });
    }
    if (v.beanId !== void 0 && v.file !== void 0)
      ctx.addIssue({ code: "custom", path: ["file"], message: "give beanId or file, not both" });
  }
);
var criterionResult = object({
  index: number().int().describe("1-based position among the criteria."),
  result: _enum(CRITERION_STATUSES).describe("PASS, FAIL, or MANUAL (needs a human)."),
  kind: string().describe("test, lint, file or file-contains; empty for a manual criterion."),
  target: string().describe("What the criterion checks; empty for a manual criterion."),
  text: string().describe("The criterion as written."),
  details: string().describe("Why it has this result."),
  testRunId: number().int().optional().describe("The recorded test run that evidenced a test criterion.")
});
var output12 = object({
  subject: string().describe("The bean (BEAN-NNN) or the file verified."),
  verdict: _enum(VDD_AGGREGATES).describe("EMPTY (no criteria), FAIL (any failure), PARTIAL (manual criteria pending) or PASS."),
  exitCode: number().int().describe("The exit code `evident vdd` gives this verdict (0 only for PASS)."),
  reportPath: string().describe("The report rewritten (absolute path)."),
  vddRunId: number().int().nullable().describe("The recorded VDD run."),
  criteria: list(criterionResult, "Each criterion with its result, in document order.")
});
function source(root, args) {
  if (args.beanId !== void 0) return accept({ bean: parseBeanId(args.beanId) });
  const file = args.file;
  if (file === void 0)
    return refuse("bad_input", "vdd requires beanId (or file)", "pass the bean to verify as beanId");
  const contained = containPath(realRepoRoot(root), file);
  if (!contained.ok && !contained.missing)
    return refuse("bad_input", contained.reason, "pass a project-relative path inside the repository");
  return accept({ file });
}
function summary2(outcome, reportPath) {
  const lines = [
    `VDD ${outcome.subject}: ${outcome.verdict} (exit ${outcome.exitCode}). Report: ${reportPath}` + (outcome.vddRunId === void 0 ? "" : `; VDD run #${outcome.vddRunId}`)
  ];
  for (const r of outcome.results) {
    const prefix = r.kind === "" ? "manual" : `${r.kind}:${r.target}`;
    const run = r.testRunId === void 0 ? "" : ` (run #${r.testRunId})`;
    lines.push(`${r.index}. ${r.result} (${prefix}) ${r.text} \u2014 ${r.details}${run}`);
  }
  for (const warning of outcome.warnings)
    if (!outcome.results.some((r) => r.details.includes(warning))) lines.push(`Warning: ${warning}`);
  if (outcome.verdict === "EMPTY")
    lines.push('No acceptance criteria: add "- [ ] (kind:target) text" items under "## Acceptance Criteria".');
  if (outcome.verdict === "FAIL")
    lines.push("Fix each FAIL (or its criterion, if the criterion is wrong) and call vdd again.");
  if (outcome.verdict === "PARTIAL")
    lines.push(
      "Only manual criteria remain: ask the user to check them and, if they agree, to run `evident vdd <bean-id> --manual pass` in their own terminal."
    );
  const text = lines.join("\n");
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 40)}
\u2026 (see the report for the rest)` : text;
}
var vddTool = defineTool({
  name: "vdd",
  title: "Verify acceptance criteria (VDD gate)",
  description: `Verify a bean's acceptance criteria with evidence and rewrite its report ai/outputs/tech-qa/vdd-NNN.md. Each "- [ ] (kind:target) text" item under "## Acceptance Criteria" is re-checked, ticked or not: test (runs the project's test runner once for all test targets; target "file" or "file::test name"), lint (the configured linter, ESLint by default), file (a glob matches), file-contains ("glob::text"); unprefixed items are manual. Verdict: EMPTY (no criteria) \u2192 FAIL (any failure) \u2192 PARTIAL (manual items pending) \u2192 PASS. A bean can be set to Done only with a PASS report. Every run is recorded with the test run ids that evidenced it.`,
  input: input12,
  output: output12,
  annotations: { openWorldHint: false, destructiveHint: false },
  async handler({ store, projectRoot, caller }, args, extra) {
    if (args.manual === "pass") {
      return refuse(
        "bad_input",
        `manual "pass" is a human's confirmation that they checked every manual criterion themselves; an agent cannot give it`,
        "call vdd without manual, and ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal if they have checked them"
      );
    }
    const from = source(projectRoot, args);
    if (!from.ok) return from;
    const config2 = loadConfig(projectRoot);
    const progress = progressSender(extra, "tests: finished ");
    const outcome = await runVdd({
      repoRoot: projectRoot,
      source: from.value,
      manual: args.manual,
      cwd: projectRoot,
      caller,
      store,
      config: config2,
      runnerFor: (name) => lookupRunner(config2, name),
      onFileDone: progress.send,
      signal: extra.signal
    }).finally(progress.settle);
    const reportPath = outcome.reportPath;
    return {
      text: summary2(outcome, reportPath),
      data: {
        subject: outcome.subject,
        verdict: outcome.verdict,
        exitCode: outcome.exitCode,
        reportPath,
        vddRunId: outcome.vddRunId ?? null,
        criteria: outcome.results
      }
    };
  }
});

// mcp-server/src/tools/validation.ts
var RUN_TEXT_MAX = 12e3;
function capLines(lines, more) {
  const kept = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > RUN_TEXT_MAX) return [...kept, more].join("\n");
    kept.push(line);
    size += line.length + 1;
  }
  return kept.join("\n");
}
var input13 = actions(
  "plan: list the techniques a run would use (declared in evident.config.json, else derived from the commands README/CONTRIBUTING document in shell code blocks and from package.json scripts, pyproject.toml tool sections and Makefile targets, else the manifest's test command) and why \u2014 runs nothing; with validation.procedure in the config, its steps in order. run: run every technique scoped to the change, then assert the Definition of Done against this run's GATE lines; return the run record lines. assert_dod: assert the DoD alone against the latest validation run's GATE lines (read-only); returns one outcome per criterion. triage: record a triager's outcomes for one triage technique of a run: verifies its commit, re-runs the gate techniques. gate: the run's propose-gate entry (satisfied | released | blocked | pending) and why. lint_manifest: check evident.config.json's validation section (the manifest) beyond its schema \u2014 runs nothing; run lints it first and refuses on errors. prove: re-prove a commit range from git alone (evident prove <base>..<head>): each added test must fail on base and pass on head, each edited test must hold in its old and new forms \u2014 run it on the commits before opening a pull request.",
  {
    plan: action({}),
    run: action({
      base: string().min(1).max(ID_MAX).regex(/^[A-Za-z0-9._/@^~{}-]+$/).optional().describe(
        "the git ref the change is measured against (branch, tag or commit). Default: validation.base in evident.config.json, else the merge-base with the default branch."
      ),
      technique: string().min(1).max(ID_MAX).optional().describe("run only the technique with this id (as listed by plan)."),
      suspectedBenign: string().max(SUSPECTED_BENIGN_MAX).optional().describe(
        `the review phase's predicted suspected-benign findings, as canonical findings: a JSON array of {file, line, severity, finding[, fix, status]} or one "<severity> <file>:<line> \u2014 <finding>" per line. Checked whole (one bad line fails the call before the run starts), stored with the run and handed to the triager verbatim: never scope-filtered.`
      )
    }),
    assert_dod: action({}),
    triage: action({
      run: number().int().positive().describe("the validation run whose findings were triaged."),
      technique: string().min(1).max(ID_MAX).describe("the triage technique whose findings these are."),
      commit: string().regex(/^[0-9a-fA-F]{7,40}$/).describe(
        "the triager's commit id: a single-parent commit after the run's HEAD, in the checked-out history, subject starting <commit-prefix>(validation): <technique>, changing only the technique's scope files and test files."
      ),
      outcomes: outcomeClaimsSchema.describe(
        "exactly one outcome per finding of the technique in that run (for NON-CANONICAL output: one per finding you kept inside the scope)."
      )
    }),
    gate: action({
      run: number().int().positive().optional().describe("the validation run (default: the latest of this project).")
    }),
    lint_manifest: action({}),
    prove: action({
      range: string().min(4).max(2 * ID_MAX).regex(/^[A-Za-z0-9._/@^~{}-]+$/).describe("<base>..<head>: the commit the change starts from and the one it ends at, e.g. main..HEAD."),
      runner: string().min(1).max(ID_MAX).optional().describe("a runner of the base commit's evident.config.json (default: its default runner).")
    })
  }
);
var techniqueRecord = object({
  id: string().describe("Technique id."),
  mode: _enum(["gate", "triage"]).describe("gate: records GATE(<id>): green|red. triage: returns findings filtered to the change."),
  runStyle: _enum(["sync", "background"]).describe("Whether the run waits for it."),
  scope: _enum(["per-hunk", "per-file"]).describe("How its findings are scoped to the change."),
  run: list(string().describe("An argument."), "The command (argv) it runs."),
  tier: _enum(["declared", "derived", "fallback"]).describe("Where it came from."),
  why: string().describe("Why it was chosen."),
  declined: string().optional().describe("Why its probe declines it; absent when it would run.")
});
var recordLine = object({
  kind: _enum(VALIDATION_LINE_KINDS).describe("What the line records."),
  line: string().describe("The line as recorded."),
  blocker: object({
    unit: string().describe("What is blocked."),
    reason: string().describe("Why."),
    options: list(string().describe("An option."), "Up to 3 ways to resolve it.")
  }).optional().describe("A BLOCKER line's unit, reason and options.")
});
var criterionOutcome = object({
  id: string().describe("Criterion id."),
  kind: _enum(["auto", "judgment"]).describe("auto: asserted mechanically; judgment: for a person to assert."),
  outcome: _enum(["met", "unmet", "judgment"]).describe("Its outcome."),
  reason: string().optional().describe('Why a file-exists criterion is unmet, e.g. "../x: outside the repository" or "x: does not exist".')
});
var proposeGate = object({
  state: _enum(["satisfied", "released", "blocked", "pending"]).describe(
    "satisfied: techniques landed and triaged green; released: no technique ran; blocked: a BLOCKER is recorded; pending: the run or its triage has not landed."
  ),
  reasons: list(string().describe("A reason."), "Why.")
});
var proveTest = object({
  file: string().describe("The test file (head path; base path for a removed test)."),
  fullName: string().describe("The test's full name ('' for a file that did not load)."),
  kind: _enum(["added", "changed", "removed"]).describe("How the range touches it."),
  verdict: _enum(VERDICTS2).describe(
    "proven or holds: clean; does-not-detect, spec-changed, spec-removed, removed, weakened, fails-on-head, not-run: a finding."
  ),
  detail: string().describe("Why.")
});
var manifestProblem = object({
  level: _enum(["error", "warning"]).describe("error: validation run refuses to start; warning: recorded as a MANIFEST line."),
  text: string().describe('The problem, e.g. "evident.config.json: validation.techniques[1].mode: \u2026".')
});
var output13 = object({
  techniques: list(techniqueRecord, "plan: the techniques a run would use.").optional(),
  notes: list(
    string().describe("A note."),
    "plan: with the manifest's procedure override, its PROCEDURE line and a NO-OP line per resolved technique no step names; then documented commands (README / CONTRIBUTING) that were not derived, and why."
  ).optional(),
  runId: number().int().optional().describe("run: the validation run recorded. assert_dod: the validation run asserted against (the latest)."),
  blockers: number().int().optional().describe("run: BLOCKER lines in the run."),
  lines: list(recordLine, "run: every line of the run record.").optional(),
  outcomes: array(criterionOutcome).readonly().nullable().optional().describe("assert_dod: one outcome per criterion; null when no structured DoD exists."),
  dod: string().optional().describe("assert_dod: the DoD file asserted."),
  proposeGate: proposeGate.optional().describe("run, triage, gate: the run's propose-gate entry."),
  triageId: number().int().optional().describe("triage: the triage recorded."),
  greenGates: list(
    string().describe("A gate id."),
    "assert_dod: the latest validation run's green gates, and earlier greens validation.gateFreshness accepts."
  ).optional(),
  problems: list(manifestProblem, "lint_manifest, and run when refused: one entry per manifest problem.").optional(),
  manifest: boolean().optional().describe("lint_manifest: false when there is no validation section (or no config file): the defaults apply."),
  reasons: record(string(), string()).optional().describe(
    "assert_dod: why each unmet gate criterion is unmet (e.g. the gate did not run in the latest run), by criterion id."
  ),
  prove: object({
    exitCode: number().int().describe("0 proven, 1 a finding, 2 could not prove (problems say why)."),
    tests: list(proveTest, "One verdict per test of the range: added, in an edited file, or removed."),
    problems: list(string().describe("A problem."), "Why the range could not be proven."),
    weakenings: list(string().describe("A weakening."), "Test files whose text gained skip markers or lost tests.")
  }).optional().describe("prove: the verdicts (docs/prove.md); the text is the markdown summary a reviewer reads.")
});
var validationTool = defineTool({
  name: "validation",
  title: "Validation phase",
  description: `The validation phase before proposing a change. "plan" shows the techniques (lint, typecheck, tests, \u2026) and why each was chosen. "run" records a run: each technique runs on the change only (per-hunk ranges from git diff -U0, untracked files as added); gate techniques record GATE(<id>): green|red. Then the DoD (docs/DOD.md or validation.dod) is asserted against this run's GATE lines: a gate criterion is met only when this run recorded it green (or validation.gateFreshness accepts an earlier green) \u2014 a red or stale result never counts, and nothing in a DoD runs. Triage techniques return findings already filtered to the change; a NON-CANONICAL line gives only the paths of the raw output and the scope spec: hand those paths to the triager subagent and do not read the output yourself. Every BLOCKER line names its unit, reason and up to 3 options: resolve it or escalate it to the user \u2014 never report the change as done over one. "assert_dod" returns {id, kind, outcome} per criterion (met | unmet | judgment; an unmet file-exists also says why), or outcomes null when no structured DoD exists. Nothing in a DoD is ever executed. Pass the review's predicted suspected-benign findings to "run" as suspectedBenign: they come back as SUSPECTED-BENIGN lines for the triager, unfiltered. When a triager has committed, "triage" records its outcome per finding (killed-by-test | documented-benign | fixed) after verifying the commit, and re-runs the gate techniques. "gate" answers whether the change may be proposed: satisfied, released (no technique ran), blocked or pending (findings await triage). INTENTION-DRIFT lines name changed paths whose intention page was not updated. "lint_manifest" checks evident.config.json's validation section (the manifest: techniques, DoD path, the procedure override in validation.procedure) and runs nothing; "run" lints it first and is refused on an error \u2014 fix the config, never work around it.`,
  input: input13,
  output: output13,
  annotations: { openWorldHint: false },
  async handler({ store, projectRoot: root, caller }, args) {
    const db = store.db;
    if (args.action === "lint_manifest" || args.action === "run") {
      const lint = await lintManifest(root);
      const errors = lintErrors(lint);
      if (args.action === "lint_manifest" || errors.length > 0) {
        const text = lintLines(lint).join("\n");
        if (args.action === "lint_manifest") return { text, data: { problems: lint.problems, manifest: lint.present } };
        return refuse(
          "bad_input",
          `validation run refused: the manifest has ${errors.length} error(s) (nothing was recorded):
${text}`,
          `fix ${lint.file}, then call validation run again (lint_manifest lists the problems)`
        );
      }
      return runAction(args, { db, root, caller, storePath: store.path, manifest: lint });
    }
    if (args.action === "prove") return proveAction(root, args.range, args.runner);
    const config2 = loadConfig(root).validation;
    switch (args.action) {
      case "plan": {
        const plan = previewValidation(root, config2, process.env["PATH"]);
        const notes = [...procedureNotes(root, config2), ...notDerived(root, config2)];
        return { text: previewLines(plan, notes).join("\n"), data: { techniques: plan, notes } };
      }
      case "triage": {
        const summary3 = await recordTriageOutcomes({
          db,
          root,
          config: config2,
          caller,
          runId: args.run,
          technique: args.technique,
          commit: args.commit,
          outcomes: args.outcomes
        });
        const lines = summary3.lines.map((l) => l.line);
        return {
          text: [
            `Validation run ${args.run}: triage ${summary3.triageId} recorded.`,
            ...lines,
            proposeGateLine(summary3.gate)
          ].join("\n"),
          data: { runId: args.run, triageId: summary3.triageId, lines: summary3.lines, proposeGate: summary3.gate }
        };
      }
      case "gate": {
        const landed = await validationGate(db, root, args.run);
        if (landed === void 0)
          return refuse(
            "not_found",
            args.run === void 0 ? "no validation run recorded for this project yet" : `no validation run ${args.run} for this project`,
            "run validation with action run first"
          );
        return {
          text: `Validation run ${landed.run.id}: ${proposeGateLine(landed.gate)}`,
          data: { runId: landed.run.id, proposeGate: landed.gate }
        };
      }
      case "assert_dod": {
        const { file, assessment, greenGates, run, reasons } = await assertDodNow(db, root, config2);
        if (!assessment.ok) {
          return refuse(
            "bad_input",
            `the DoD at ${file.path} is invalid: ${assessment.errors.join("; ")}`,
            "fix its frontmatter, then call validation assert_dod again"
          );
        }
        const outcomes = assessment.outcomes;
        const against = run === void 0 ? "No validation run is recorded for this project yet." : `Against validation run ${run.id} (${run.status}, started ${run.startedAt}), the latest.`;
        const unmet = (outcomes ?? []).filter((o) => o.outcome === "unmet");
        const whyUnmet = (o) => reasons.get(o.id) ?? o.reason;
        const text = outcomes === null ? `NO-OP(verify): no DoD declared \u2014 ${file.found ? `${file.path} has no criteria frontmatter` : `${file.path} absent`}; gates green: ${greenGates.join(", ") || "none"}.` : unmet.length > 0 ? `Unmet: ${unmet.map((o) => whyUnmet(o) === void 0 ? o.id : `${o.id} (${whyUnmet(o) ?? ""})`).join(", ")}. ${against} ${JSON.stringify({ outcomes })}` : `${dodMetLine(outcomes)}. ${against} ${JSON.stringify({ outcomes })}`;
        return {
          text,
          data: {
            outcomes,
            dod: file.path,
            greenGates,
            ...run === void 0 ? {} : { runId: run.id },
            reasons: Object.fromEntries(
              unmet.flatMap((o) => {
                const why = whyUnmet(o);
                return why === void 0 ? [] : [[o.id, why]];
              })
            )
          }
        };
      }
    }
  }
});
async function runAction(args, ctx) {
  const { db, root, caller } = ctx;
  const summary3 = await runValidation({
    db,
    root,
    config: loadConfig(root).validation,
    caller,
    base: args.base,
    only: args.technique,
    suspectedBenign: args.suspectedBenign,
    shadow: shadowFor(ctx.storePath, root),
    manifest: ctx.manifest
  });
  const gate = await gateOf(db, root, summary3.runId);
  const head = `Validation run ${summary3.runId}: ${summary3.blockers} blocker(s).`;
  return {
    text: capLines(
      [head, proposeGateLine(gate), ...summary3.lines.map((l) => l.line)],
      `\u2026 more lines: run evident validation record --run ${summary3.runId}`
    ),
    data: { runId: summary3.runId, blockers: summary3.blockers, lines: summary3.lines, proposeGate: gate }
  };
}
async function gateOf(db, root, runId) {
  const landed = await validationGate(db, root, runId);
  if (landed === void 0) throw new Error(`validation run ${runId} vanished after it was recorded`);
  return landed.gate;
}
async function proveAction(root, range, runner) {
  const result = await prove({ cwd: root, range, runner });
  return {
    text: markdownSummary(result),
    data: {
      prove: {
        exitCode: exitCodeOf(result),
        tests: result.tests.map((t) => ({
          file: t.file,
          fullName: t.fullName,
          kind: t.kind,
          verdict: t.verdict,
          detail: t.detail
        })),
        problems: result.problems,
        weakenings: result.notes.filter((n) => n.level !== "note").map((n) => `${n.file}: ${n.text}`)
      }
    }
  };
}

// mcp-server/src/tools/index.ts
var TOOLS = [
  tddTaskTool,
  phaseTransitionTool,
  runTestsTool,
  testErrorsTool,
  tddGoalTool,
  tddBehaviorTool,
  hypothesisTool,
  inventoryTool,
  progressPushTool,
  acceptanceMetricsTool,
  vddTool,
  validationTool,
  tddPlanTool
];
var TOOL_NAMES = TOOLS.map((t) => t.name);

// mcp-server/src/tools/messages.ts
var HINT = "call the tool again with this argument corrected (ids come from earlier results, tdd_task get or inventory)";
var configured = false;
function configureValidationMessages() {
  if (configured) return;
  configured = true;
  const english = locales_exports.en();
  config({
    customError: (issue) => {
      const base = english.localeError(issue);
      const message2 = typeof base === "string" ? base : base?.message ?? "Invalid input";
      return `${HINT}: ${message2}`;
    }
  });
}

// mcp-server/src/entry/server.ts
var SERVER_NAME = "evident";
var SERVER_VERSION = "0.1.0";
function callerResolver(secret, fallback, knownToHooks = async () => false) {
  return async (injected) => {
    if (injected !== void 0) return verifyCaller(secret(), injected);
    if (fallback !== void 0) {
      if (await knownToHooks(fallback.sessionId)) throw envIdentityRefused(fallback.sessionId);
      return fallback;
    }
    throw new EvidentError(
      "unauthenticated",
      "no caller identity: the call carries no hook-injected caller and the server has no EVIDENT_SESSION_ID",
      "run evident inside Claude Code with the evident plugin enabled (its hook adds the caller), or start the server with EVIDENT_SESSION_ID set"
    );
  };
}
var isInjected = (value) => typeof value === "object" && value !== null;
function createServer(options) {
  configureValidationMessages();
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions: "evident records evidence of TDD work (test runs, file edits, hypotheses) and accepts phase changes only against it. Start with tdd_task start."
    }
  );
  const fixed = options.callerSecret;
  const resolveCaller = callerResolver(
    () => fixed ?? loadCallerSecret(options.store.path),
    options.fallbackCaller,
    async (sessionId) => {
      await options.ready?.();
      return sessionKnownToHooks(options.store.db, sessionId);
    }
  );
  for (const tool of options.tools ?? TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        ...tool.annotations === void 0 ? {} : { annotations: tool.annotations }
      },
      async (args, extra) => {
        try {
          await options.ready?.();
          const injected = isInjected(args["caller"]) ? args["caller"] : void 0;
          const caller = await resolveCaller(injected);
          return await tool.call({ store: options.store, projectRoot: options.projectRoot, caller }, args, extra);
        } catch (error) {
          return errorResult(tool.name, error);
        }
      }
    );
  }
  return server;
}

// node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var STDIO_DEFAULT_MAX_BUFFER_SIZE = 10 * 1024 * 1024;
function deserializeMessage(line) {
  return JSONRPCMessageSchema.parse(JSON.parse(line));
}
function serializeMessage(message2) {
  return JSON.stringify(message2) + "\n";
}

// mcp-server/src/entry/stdio-transport.ts
var MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
var TOO_LARGE_CODE = -32600;
var EDGE = 256;
var ID_AT_END = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/;
var ID_AT_START = /^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"\\]*"\s*,)*\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/;
var StdioLineTransport = class {
  constructor(stdin, stdout, maxBytes = MAX_MESSAGE_BYTES) {
    this.stdin = stdin;
    this.stdout = stdout;
    this.maxBytes = maxBytes;
  }
  stdin;
  stdout;
  maxBytes;
  onclose;
  onerror;
  onmessage;
  /** Why the transport closed; undefined while it is open. */
  closeReason;
  /** Called when a message over the limit was dropped (entry/main.ts logs it). */
  onDropped;
  #parts = [];
  #size = 0;
  /** Bytes of the message being dropped; undefined while none is. */
  #dropped;
  #head = Buffer.alloc(0);
  #tail = Buffer.alloc(0);
  #onData = (chunk) => {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      this.#take(chunk.subarray(start, nl));
      this.#endLine();
      start = nl + 1;
    }
    this.#take(chunk.subarray(start));
  };
  #onEnd = () => void this.#closeWith({ message: "the client closed stdin", ordinary: true });
  #onInputError = (error) => void this.#closeWith({ message: `reading stdin failed: ${error.message}`, ordinary: false });
  #onOutputError = (error) => void this.#closeWith({ message: `cannot write to the client: ${error.message}`, ordinary: false });
  async start() {
    this.stdin.on("data", this.#onData);
    this.stdin.on("end", this.#onEnd);
    this.stdin.on("error", this.#onInputError);
    this.stdout.on("error", this.#onOutputError);
  }
  send(message2) {
    return new Promise((resolve2) => {
      if (this.closeReason !== void 0 || this.stdout.destroyed) return resolve2();
      if (this.stdout.write(serializeMessage(message2))) resolve2();
      else this.stdout.once("drain", resolve2);
    });
  }
  async close() {
    await this.#closeWith({ message: "the server closed the connection", ordinary: true });
  }
  async #closeWith(reason2) {
    if (this.closeReason !== void 0) return;
    this.closeReason = reason2;
    this.stdin.off("data", this.#onData);
    this.stdin.off("end", this.#onEnd);
    this.stdin.off("error", this.#onInputError);
    this.stdin.pause();
    this.#parts = [];
    this.onclose?.();
  }
  #take(part) {
    if (part.length === 0) return;
    if (this.#dropped !== void 0) {
      this.#dropped += part.length;
      this.#tail = lastBytes(Buffer.concat([this.#tail, part]));
      return;
    }
    if (this.#size + part.length <= this.maxBytes) {
      this.#parts.push(part);
      this.#size += part.length;
      return;
    }
    const held = Buffer.concat([...this.#parts, part]);
    this.#dropped = held.length;
    this.#head = Buffer.from(held.subarray(0, EDGE));
    this.#tail = lastBytes(held);
    this.#parts = [];
    this.#size = 0;
  }
  #endLine() {
    if (this.#dropped !== void 0) {
      const bytes = this.#dropped;
      this.#dropped = void 0;
      this.#refuse(bytes, requestId(this.#head.toString("utf8"), this.#tail.toString("utf8")));
      return;
    }
    const line = Buffer.concat(this.#parts).toString("utf8").replace(/\r$/, "");
    this.#parts = [];
    this.#size = 0;
    if (line.trim() === "") return;
    let message2;
    try {
      message2 = deserializeMessage(line);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.onmessage?.(message2);
  }
  #refuse(bytes, id2) {
    this.onDropped?.(bytes, id2);
    const megabytes = Math.round(this.maxBytes / (1024 * 1024));
    void this.send({
      jsonrpc: "2.0",
      ...id2 === void 0 ? {} : { id: id2 },
      error: {
        code: TOO_LARGE_CODE,
        message: `message too large: ${bytes} bytes, over evident's limit of ${megabytes} MB per message; it was dropped unread and nothing was done. Send a smaller request (fewer or shorter arguments).`
      }
    });
  }
};
var lastBytes = (buffer) => Buffer.from(buffer.subarray(Math.max(0, buffer.length - EDGE)));
function requestId(head, tail) {
  const raw = ID_AT_END.exec(tail)?.[1] ?? ID_AT_START.exec(head)?.[1];
  if (raw === void 0) return void 0;
  try {
    const id2 = JSON.parse(raw);
    return typeof id2 === "string" || typeof id2 === "number" ? id2 : void 0;
  } catch {
    return void 0;
  }
}

// mcp-server/src/store/prepare.ts
var NATIVE = {
  load: (env) => loadNativeBinding(env),
  build: async (env, builderScript, report) => {
    const target = nativeTarget(env);
    const state = startNativeBuild(target, builderScript);
    if (state.state === "ready") return;
    report(`building the SQLite native module, once per install (about a minute; log: ${state.log})`);
    log("warn", 'building the SQLite native module (once per install, about a minute); tool calls answer "preparing"', {
      log: state.log
    });
    await waitForNativeBuild(target);
  }
};
async function prepareStore(path, env, builderScript, report = () => void 0, native = NATIVE) {
  try {
    native.load(env);
  } catch {
    await native.build(env, builderScript, report);
  }
  report("opening and migrating the evidence database");
  return openStore(path);
}
var failureHint = (error) => {
  const hint = typeof error === "object" && error !== null ? error.hint : void 0;
  return typeof hint === "string" && hint !== "" ? hint : void 0;
};
function lazyStore(path, open, options = {}) {
  const graceMs = options.graceMs ?? 5e3;
  let store;
  let closed = false;
  let attempt;
  let lastFailure;
  const start = () => {
    const progress = { since: Date.now(), stage: "" };
    const current = Object.assign(progress, { opening: open((stage) => progress.stage = stage) });
    attempt = current;
    current.opening.then(
      (opened) => {
        if (closed) void opened.close().catch(() => void 0);
        else store = opened;
      },
      (error) => {
        log("error", `cannot open the evidence database (the next tool call retries): ${errorMessage(error)}`);
        if (attempt === current) attempt = void 0;
        lastFailure = error;
      }
    );
    return current;
  };
  const preparing = (current) => {
    const seconds = Math.round((Date.now() - current.since) / 1e3);
    const stage = current.stage === "" ? "" : `: ${current.stage}`;
    const previous = lastFailure === void 0 ? "" : `; the previous attempt failed: ${errorMessage(lastFailure)}`;
    const fix = failureHint(lastFailure);
    return new EvidentError(
      "unavailable",
      `evident is preparing its database (${seconds} s so far${stage}${previous}); enforcement starts when it is ready`,
      fix === void 0 ? "call again shortly" : `call again shortly; if it fails again: ${fix}`
    );
  };
  const ready = async () => {
    if (store !== void 0) return store;
    if (closed) throw new EvidentError("unavailable", "the evident server is shutting down", "call again shortly");
    const current = attempt ?? start();
    let timer;
    const waited = await Promise.race([
      current.opening,
      new Promise((resolve2) => {
        timer = setTimeout(() => resolve2(void 0), graceMs);
      })
    ]).finally(() => clearTimeout(timer));
    if (waited === void 0) throw preparing(current);
    return waited;
  };
  start();
  return {
    path,
    get db() {
      if (store !== void 0) return store.db;
      throw attempt === void 0 ? lastFailure : preparing(attempt);
    },
    ready,
    write: async (fn) => (await ready()).write(fn),
    // Does not wait for a store still opening (a native build can take a minute): shutdown must be quick.
    close: async () => {
      closed = true;
      if (store !== void 0) await store.close();
    }
  };
}

// mcp-server/src/entry/main.ts
async function main() {
  const location = resolveDbLocation(process.env, process.cwd());
  const builder = fileURLToPath(new URL("./native-build.js", import.meta.url));
  const store = lazyStore(location.path, (report) => prepareStore(location.path, process.env, builder, report));
  const server = createServer({
    store,
    projectRoot: location.projectRoot,
    fallbackCaller: callerFromEnv(process.env),
    ready: store.ready
  });
  const transport = new StdioLineTransport(process.stdin, process.stdout);
  let exiting = false;
  const shutdown = async (level, why, code) => {
    if (exiting) return;
    exiting = true;
    log(level, `evident MCP server exiting: ${why}`);
    await server.close().catch(() => void 0);
    await store.close().catch(() => void 0);
    process.exit(code);
  };
  transport.onDropped = (bytes, id2) => {
    log("warn", `dropped a message of ${bytes} bytes (over the limit) and answered it with an error`, {
      id: id2 ?? null
    });
  };
  server.server.onerror = (error) => {
    log("warn", `MCP protocol error: ${errorMessage(error)}`);
  };
  server.server.onclose = () => {
    const reason2 = transport.closeReason ?? { message: "the MCP transport closed", ordinary: false };
    void shutdown(reason2.ordinary ? "info" : "warn", reason2.message, reason2.ordinary ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("info", "SIGTERM", 0));
  process.on("SIGINT", () => void shutdown("info", "SIGINT", 0));
  await server.connect(transport);
  log("info", "evident MCP server ready", { db: location.path, root: location.projectRoot, source: location.source });
}
main().catch((error) => {
  log("error", `evident MCP server failed to start: ${errorMessage(error)}`);
  process.exit(1);
});
