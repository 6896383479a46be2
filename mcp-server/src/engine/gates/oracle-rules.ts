import type { FileKind } from '../../project/test-files.js'
import type { Language, Literal, Source } from './oracle-source.js'

/**
 * What makes production code oracle-aware: code that can tell it is under test, or which test calls it, or that
 * bends what the assertions compare. Each rule is a list of matchers over a `Source` (`oracle-source.ts`); a match
 * is an offset range, judged by `oracle.ts` only where it touches a line the change adds. TypeScript/JavaScript and
 * Python have rules of their own; every language (and data: JSON, YAML, …) has the language-neutral ones. The
 * exact patterns and the line between honest and oracle-aware code are in docs/hooks.md#oracle-aware-code.
 */
export const ORACLE_RULES = ['test-framework', 'test-runner-env', 'test-file', 'call-stack', 'builtin-patch'] as const
export type OracleRule = (typeof ORACLE_RULES)[number]

/** Why each rule flags a line, as the model reads it. */
export const RULE_WHY: Readonly<Record<OracleRule, string>> = {
  'test-framework': 'production code imports or uses the test framework',
  'test-runner-env':
    'production code asks whether a test runner is running it (its variables, globals or command line)',
  'test-file': 'production code reads, imports or names a test file or test folder',
  'call-stack': 'production code inspects the call stack, so it can tell which test calls it',
  'builtin-patch': 'production code replaces a built-in or global that assertions rely on',
}

/** Offset ranges `[start, end)` of the source where a rule matches. */
type Spans = (src: Source, ctx: RuleContext) => Iterable<readonly [number, number]>

interface RuleContext {
  /** Project-relative path of the file judged. */
  readonly path: string
  /** The task's file classifier: what a project path is (a test file, a snapshot, …). */
  readonly classify: (path: string) => FileKind
}

interface Matcher {
  readonly rule: OracleRule
  readonly spans: Spans
}

// ---------------------------------------------------------------------------------------------------------------
// Matcher builders.

/** Every match of `re` (global) in `text`: code only, literals blanked. */
const onSkeleton =
  (re: RegExp): Spans =>
  (src) =>
    [...src.skeleton.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const)

/** Whether an offset lies inside the content of a literal. */
function inLiteral(src: Source, offset: number): boolean {
  let lo = 0
  let hi = src.literals.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const l = src.literals[mid]
    if (l === undefined) return false
    if (offset < l.start) hi = mid - 1
    else if (offset >= l.end) lo = mid + 1
    else return true
  }
  return false
}

/** Every match of `re` in the code (literals kept) that starts outside any literal. */
const onCode =
  (re: RegExp): Spans =>
  (src) =>
    [...src.code.matchAll(re)]
      .filter((m) => !inLiteral(src, m.index))
      .map((m) => [m.index, m.index + m[0].length] as const)

/** Every match of `re` in the code, literals included (names too specific to occur honestly anywhere). */
const anywhere =
  (re: RegExp): Spans =>
  (src) =>
    [...src.code.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const)

/** Literals (not regexes) whose whole content passes `test`. */
const literalsWhere =
  (test: (value: string, ctx: RuleContext) => boolean): Spans =>
  (src, ctx) =>
    src.literals.filter((l) => l.regex !== true && test(l.value, ctx)).map((l) => [l.start, l.end] as const)

/** The offset of the `)` closing the call whose `(` is at `open` (in the skeleton), within 4,000 characters. */
function closeOf(skeleton: string, open: number): number | undefined {
  let depth = 0
  for (let i = open; i < skeleton.length && i < open + 4000; i++) {
    const ch = skeleton[i]
    if (ch === '(' || ch === '[' || ch === '{') depth++
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--
      if (depth === 0) return i
    }
  }
  return undefined
}

/**
 * Calls whose callee matches `callee` (ending at its `(`) holding, in their arguments, a literal that passes
 * `test`; the span is the whole call.
 */
const callsWith =
  (callee: RegExp, test: (value: string, ctx: RuleContext, call: string) => boolean): Spans =>
  (src, ctx) => {
    const spans: (readonly [number, number])[] = []
    for (const m of src.skeleton.matchAll(callee)) {
      const open = m.index + m[0].length - 1
      const close = closeOf(src.skeleton, open)
      if (close === undefined) continue
      const call = src.skeleton.slice(m.index, close + 1)
      const inside = src.literals.filter((l: Literal) => l.start > open && l.end <= close && l.regex !== true)
      if (inside.some((l) => test(l.value, ctx, call))) spans.push([m.index, close + 1])
    }
    return spans
  }

/** Lines whose code (literals blanked) matches `where` and that hold a literal passing `test`. */
const linesWith =
  (where: RegExp, test: (value: string, ctx: RuleContext) => boolean): Spans =>
  (src, ctx) => {
    const spans: (readonly [number, number])[] = []
    const starts = src.lineStarts
    for (let n = 0; n < starts.length; n++) {
      const start = starts[n] ?? 0
      const end = n + 1 < starts.length ? (starts[n + 1] ?? 0) - 1 : src.skeleton.length
      if (!where.test(src.skeleton.slice(start, end))) continue
      const held = src.literals.some((l) => l.start >= start && l.end <= end && test(l.value, ctx))
      if (held) spans.push([start, end])
    }
    return spans
  }

// ---------------------------------------------------------------------------------------------------------------
// What names a test: runner variables, frameworks, test paths.

/** Variables only a test runner sets: reading one asks "am I under test?". */
const RUNNER_VARIABLE_NAME =
  'VITEST|VITEST_WORKER_ID|VITEST_POOL_ID|VITEST_MODE|JEST_WORKER_ID|PYTEST_CURRENT_TEST|PYTEST_XDIST_WORKER|PYTEST_VERSION'
const RUNNER_VARIABLE_KEY = new RegExp(`^\\$?\\{?(?:${RUNNER_VARIABLE_NAME})\\}?$`)

/**
 * A runner's variable named in code (`import.meta.env.VITEST`, `$JEST_WORKER_ID`) or as a whole literal (a key:
 * `process.env['VITEST']`, `os.getenv("PYTEST_CURRENT_TEST")`); in prose inside a literal it is no finding. Data
 * (JSON, text: no code to tell apart) by the word anywhere.
 */
const runnerVariables: Spans = (src, ctx) => {
  const word = new RegExp(`\\b(?:${RUNNER_VARIABLE_NAME})\\b`, 'g')
  if (src.language === 'plain') return anywhere(word)(src, ctx)
  return [...onSkeleton(word)(src, ctx), ...literalsWhere((v) => RUNNER_VARIABLE_KEY.test(v))(src, ctx)]
}

/** A runner's variable family, when read from the environment in JS or Python (`process.env.VITEST_MAX_THREADS`). */
const RUNNER_FAMILY = '(?:__)?(?:VITEST|JEST|PYTEST)(?:_\\w*)?'

/** JavaScript test frameworks and their helpers, as module specifiers. */
const JS_FRAMEWORK =
  /^(?:vitest(?:\/.*)?|@vitest\/.+|jest|jest-[\w.-]+|@jest\/.+|expect|node:test|mocha|chai(?:\/.*)?|sinon|jasmine(?:-core)?|ava|uvu(?:\/.*)?|tap|@playwright\/test|@testing-library\/.+)$/

/** Python test frameworks, as module names (`unittest` and `unittest.mock` included). */
const PY_FRAMEWORK = /^(?:_?pytest\w*|unittest|nose2?)(?:\.[\w.]+)?$/

/** Runner names a program finds on its command line or among loaded modules. */
const RUNNER_NAME = /\b(?:vitest|jest|mocha|jasmine|ava|playwright|pytest|py\.test|_pytest|unittest|nose2?)\b/i

/**
 * A test file's name by its shape, strictly: `x.test.ts`, `x.spec.js`, `x_test.go`, `x-spec.rb`, `test_x.py`,
 * `conftest.py` (not a bare suffix such as `.test.ts`, nor `test-utils`).
 */
const TEST_FILE_NAME = /^(?:[^./\\_-][^/\\]*[._-](?:test|spec)s?\.\w+|test_\w+\.py|\w+_test\.py|conftest\.py)$/i

/** A folder that holds tests by convention, whatever the configuration says. */
const TEST_FOLDER = /^(?:__tests__|tests?|__snapshots__|testdata)$/i

const PATH_LIKE = (value: string): boolean =>
  value !== '' && !/[\s*?{}[\]<>|"'`$]/.test(value) && !value.includes('://') && value.length < 300

/** Resolves a relative path against a project-relative folder; undefined when it leaves the project. */
function resolvePath(dir: string, rel: string): string | undefined {
  const out = dir === '' ? [] : dir.split('/')
  for (const segment of rel.split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (out.length === 0) return undefined
      out.pop()
    } else out.push(segment)
  }
  return out.join('/')
}

/**
 * Whether a string used as a path names a test file, a snapshot or a test folder of the project: resolved against
 * the judged file's folder and against the project root, by the task's classifier; an absolute path by its tail.
 * `folders`: a bare folder name (`'test'`, as `join(__dirname, '..', 'test')` writes it) counts too.
 */
function namesTestPath(value: string, ctx: RuleContext, folders: boolean): boolean {
  if (!PATH_LIKE(value)) return false
  const segments = value.split(/[\\/]+/).filter((s) => s !== '' && s !== '.')
  const last = segments[segments.length - 1]
  if (last === undefined) return false
  if (TEST_FILE_NAME.test(last) || /^[^./\\_-][^/\\]*[._-](?:test|spec)s?$/i.test(last)) return true
  if (segments.length === 1 && !folders) return false
  if (segments.some((s) => TEST_FOLDER.test(s))) return true
  const dir = ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : ''
  const candidates = [resolvePath(dir, value), resolvePath('', value.replace(/^\/+/, ''))]
  return candidates.some((c) => {
    if (c === undefined || c === '') return false
    const kind = ctx.classify(c)
    return kind === 'test' || kind === 'snapshot' || ctx.classify(`${c}/x`) === 'test'
  })
}

/** A dotted Python module that is test code: a `test`/`tests` package, `conftest`, `test_x` or `x_test`. */
const PY_TEST_MODULE = (module: string): boolean =>
  module
    .replace(/^\.+/, '')
    .split('.')
    .some((part) => /^(?:tests?|conftest|test_\w+|\w+_test)$/.test(part))

// ---------------------------------------------------------------------------------------------------------------
// The rules, by language.

/** A static `import … from 'm'`, `import 'm'` or `export … from 'm'` (not `import type`): the specifier's literal. */
const jsStaticImports =
  (test: (specifier: string, ctx: RuleContext) => boolean): Spans =>
  (src, ctx) => {
    const spans: (readonly [number, number])[] = []
    const re =
      /(?<![\w$.])(?:import\b(?!\s+type\b)(?:\s*[\w$*{][^'"`;]*?\bfrom)?|export\s*(?:\*|\{)[^'"`;]*?\bfrom)\s*$/
    for (const l of src.literals) {
      if (l.regex === true || !test(l.value, ctx)) continue
      const from = Math.max(0, l.start - 400)
      const m = re.exec(src.skeleton.slice(from, l.start - 1))
      if (m !== null) spans.push([from + m.index, l.end + 1])
    }
    return spans
  }

/** Where a module finds itself: reads relative to it reach the project's other files. */
const JS_ANCHOR = /\b(?:__dirname|__filename|import\s*\.\s*meta\s*\.\s*(?:url|dirname|filename)|process\s*\.\s*cwd)\b/
const ENV_JS =
  '(?:\\bprocess\\s*(?:\\?\\.|\\.)\\s*env|\\bimport\\s*\\.\\s*meta\\s*\\.\\s*env|\\b(?:Deno|Bun)\\s*\\.\\s*env)'
const ASSIGN = '\\s*(?:=(?![=>])|(?:\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?|[-+*/%&|^])=)'
const JS_BUILTINS =
  'Object|Array|String|Number|Boolean|Math|JSON|Date|RegExp|Promise|Reflect|Symbol|Map|Set|WeakMap|WeakSet|Error|Function|BigInt|Intl|Atomics|Proxy|Buffer|ArrayBuffer|Uint8Array'
const JS_TEST_GLOBALS =
  'expect|vi|vitest|jest|it|test|describe|suite|bench|beforeEach|afterEach|beforeAll|afterAll|assert|chai|should'
/** The global object, also behind a TypeScript cast (`(globalThis as any).expect`). */
const GLOBAL_OBJECT = '(?:globalThis|global|window)(?:\\s+as\\s+[^);\\n]*\\))?'
/** Test globals an object could be replaced or extended through (`Object.assign(expect, …)`). */
const JS_ASSERTION_GLOBALS = 'expect|vi|jest|chai|assert'
/** A method or index after `.stack` that reads what the stack says (searching it, not printing it). */
const STACK_SEARCH =
  /^(?:includes|match|matchAll|search|indexOf|lastIndexOf|startsWith|endsWith|find|findIndex|findLast|findLastIndex|some|every|filter|at|charAt|localeCompare)$/

/** `x.stack` whose chain of calls after it searches or indexes the stack (formatting it to print is not). */
const searchedStacks: Spans = (src) => {
  const spans: (readonly [number, number])[] = []
  const step = /^\s*(?:\?\.|\.)\s*([\w$]+)\s*/
  for (const m of src.skeleton.matchAll(/\.\s*stack\b(?!\s*(?:=(?![=>])))/g)) {
    let i = m.index + m[0].length
    let end = i
    let searched = false
    for (let hops = 0; hops < 8 && !searched; hops++) {
      const rest = src.skeleton.slice(i, i + 200)
      // An index anywhere in the chain (`.stack.split('\n')[2]`); a comparison of the stack itself.
      if (/^\s*(?:\?\.)?\s*\[/.test(rest) || (hops === 0 && /^\s*(?:[!=]==?|[<>]=?)(?!>)/.test(rest))) {
        searched = true
        end = i + 1
        break
      }
      const s = step.exec(rest)
      if (s === null) break
      i += s[0].length
      end = i
      if (STACK_SEARCH.test(s[1] ?? '')) searched = true
      if (src.skeleton[i] === '(') {
        const close = closeOf(src.skeleton, i)
        if (close === undefined) break
        i = close + 1
        end = i
      }
    }
    if (searched) spans.push([m.index, end])
  }
  // Compared or searched from the other side: `x === err.stack`, `/re/.test(err.stack)`.
  for (const m of src.skeleton.matchAll(/(?:[!=]==?\s*|\.\s*(?:test|exec)\s*\(\s*)[\w$.?]*\.\s*stack\b/g))
    spans.push([m.index, m.index + m[0].length])
  return spans
}

const JS_RULES: readonly Matcher[] = [
  // --- test-framework
  { rule: 'test-framework', spans: jsStaticImports((s) => JS_FRAMEWORK.test(s)) },
  {
    rule: 'test-framework',
    spans: callsWith(/\b(?:require(?:\s*\.\s*resolve)?|import)\s*\(/g, (v) => JS_FRAMEWORK.test(v)),
  },
  { rule: 'test-framework', spans: onSkeleton(/\bimport\s*\.\s*meta\s*\.\s*vitest\b/g) },
  { rule: 'test-framework', spans: anywhere(/\b__(?:vitest|VITEST)_?\w*/g) },
  {
    rule: 'test-framework',
    spans: onCode(
      /(?<![\w$])expect\s*(?:\?\.\s*|\.\s*|\[\s*['"`])(?:extend|getState|setState|addEqualityTesters|addSnapshotSerializer)\b/g,
    ),
  },
  {
    rule: 'test-framework',
    spans: onSkeleton(
      /(?<![\w$.])(?:vi|jest)\s*\.\s*(?:fn|mock|doMock|unmock|spyOn|stubGlobal|stubEnv|mocked|hoisted|importActual|importMock|requireActual|requireMock|useFakeTimers|setSystemTime|isMockFunction|restoreAllMocks|resetAllMocks|clearAllMocks|replaceProperty)\b/g,
    ),
  },
  {
    rule: 'test-framework',
    spans: onCode(new RegExp(`${GLOBAL_OBJECT}\\s*(?:\\??\\.\\s*|\\[\\s*['"\`])(?:${JS_TEST_GLOBALS})\\b`, 'g')),
  },
  // --- test-runner-env
  { rule: 'test-runner-env', spans: runnerVariables },
  {
    rule: 'test-runner-env',
    spans: onCode(
      new RegExp(`${ENV_JS}\\s*(?:\\?\\.|\\.|\\[\\s*['"\`]|\\?\\.\\[\\s*['"\`])\\s*${RUNNER_FAMILY}\\b`, 'g'),
    ),
  },
  {
    rule: 'test-runner-env',
    spans: onCode(new RegExp(`\\{[^}]*\\b${RUNNER_FAMILY}\\b[^}]*\\}\\s*=\\s*${ENV_JS}`, 'g')),
  },
  {
    rule: 'test-runner-env',
    spans: onCode(
      /\b(?:NODE_ENV|MODE|npm_lifecycle_event)\b[^;\n]{0,60}?[!=]==?\s*(['"`])test\1|(['"`])test\2\s*[!=]==?[^;\n]{0,60}?\b(?:NODE_ENV|MODE|npm_lifecycle_event)\b/g,
    ),
  },
  {
    rule: 'test-runner-env',
    spans: onSkeleton(new RegExp(`\\btypeof\\s+(?:${JS_TEST_GLOBALS})\\b`, 'g')),
  },
  {
    rule: 'test-runner-env',
    spans: onCode(new RegExp(`(['"\`])(?:${JS_TEST_GLOBALS})\\1\\s+in\\s+${GLOBAL_OBJECT}\\b`, 'g')),
  },
  {
    rule: 'test-runner-env',
    spans: linesWith(
      /\bprocess\s*\.\s*(?:argv0?|execArgv|title|mainModule)\b|\brequire\s*\.\s*(?:cache|main)\b|\bmodule\s*\.\s*(?:children|parent)\b|\bnpm_lifecycle_(?:event|script)\b/,
      (v) => RUNNER_NAME.test(v) || TEST_FILE_NAME.test(v.split(/[\\/]/).pop() ?? ''),
    ),
  },
  // --- test-file
  { rule: 'test-file', spans: jsStaticImports((s, ctx) => namesTestPath(s, ctx, false)) },
  {
    rule: 'test-file',
    spans: callsWith(
      /(?<![\w$])(?:readFileSync|readFile|createReadStream|readdirSync|readdir|opendirSync|opendir|existsSync|statSync|lstatSync|accessSync|readlinkSync|openSync|watchFile|globSync|glob|require(?:\s*\.\s*resolve)?|import|file|readTextFile(?:Sync)?|fs\w*\s*\.\s*(?:promises\s*\.\s*)?(?:open|stat|lstat|access|exists|readlink)|import\s*\.\s*meta\s*\.\s*glob\w*)\s*\(/g,
      (v, ctx) => namesTestPath(v, ctx, true) || globIntoTests(v),
    ),
  },
  {
    rule: 'test-file',
    spans: callsWith(/(?<![\w$])(?:join|resolve|relative)\s*\(/g, (v, ctx, call) =>
      namesTestPath(v, ctx, JS_ANCHOR.test(call)),
    ),
  },
  {
    // A URL is a path only next to the module's own location (`new URL('../test/x.ts', import.meta.url)`).
    rule: 'test-file',
    spans: callsWith(
      /(?<![\w$])(?:URL|fileURLToPath|pathToFileURL)\s*\(/g,
      (v, ctx, call) => JS_ANCHOR.test(call) && namesTestPath(v, ctx, true),
    ),
  },
  {
    rule: 'test-file',
    spans: linesWith(JS_ANCHOR, (v, ctx) => namesTestPath(v, ctx, true)),
  },
  // --- call-stack
  {
    rule: 'call-stack',
    spans: onSkeleton(
      /(?<![\w$.])(?:new\s+)?\w*Error\s*\([^()]*\)\s*(?:\?\.|\.)\s*stack\b|\(\s*new\s+\w*Error\s*\)\s*(?:\?\.|\.)\s*stack\b/g,
    ),
  },
  { rule: 'call-stack', spans: onCode(/\bError\s*(?:\.\s*|\[\s*['"`])prepareStackTrace\b/g) },
  { rule: 'call-stack', spans: onSkeleton(/\bError\s*\.\s*captureStackTrace\s*(?:\?\.\s*)?\((?!\s*this\b)/g) },
  {
    rule: 'call-stack',
    spans: onSkeleton(
      /\b(?:String|JSON\s*\.\s*stringify)\s*\(\s*[\w$.?]*\.\s*stack\s*\)\s*(?:\?\.|\.)\s*(?:includes|match|matchAll|search|indexOf|lastIndexOf|startsWith|endsWith|split)\b/g,
    ),
  },
  { rule: 'call-stack', spans: onSkeleton(/\barguments\s*\.\s*callee\b|\bgetCallSites?\s*\(|\bcallsites?\s*\(\s*\)/g) },
  { rule: 'call-stack', spans: searchedStacks },
  {
    rule: 'call-stack',
    spans: jsStaticImports((s) => /^(?:callsites?|stack-trace|callsite-record|error-stack-parser)$/.test(s)),
  },
  // --- builtin-patch
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*(?:\\.\\s*(?!prototype\\b|stackTraceLimit\\b|prepareStackTrace\\b)[\\w$]+|\\[[^\\]\\n]*\\])${ASSIGN}`,
        'g',
      ),
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*\\.\\s*prototype\\s*(?:\\.\\s*[\\w$]+|\\[[^\\]\\n]*\\])?${ASSIGN}`,
        'g',
      ),
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      new RegExp(
        `(?<![\\w$.])(?<!\\b(?:const|let|var|function|class|import|as)\\s+)(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})${ASSIGN}`,
        'g',
      ),
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onCode(
      new RegExp(
        `${GLOBAL_OBJECT}\\s*(?:\\.\\s*(?:${JS_BUILTINS}|${JS_TEST_GLOBALS})\\b|\\[\\s*(['"\`])(?:${JS_BUILTINS}|${JS_TEST_GLOBALS})\\1\\s*\\])${ASSIGN}`,
        'g',
      ),
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      new RegExp(
        `\\b(?:Object|Reflect)\\s*\\.\\s*(?:defineProperty|defineProperties|assign|setPrototypeOf)\\s*\\(\\s*(?:${GLOBAL_OBJECT}(?:\\s*\\.\\s*(?:${JS_BUILTINS}|${JS_ASSERTION_GLOBALS}))?|(?:${JS_BUILTINS})(?:\\s*\\.\\s*prototype)?|${JS_ASSERTION_GLOBALS})\\s*[,)]`,
        'g',
      ),
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(new RegExp(`\\bdelete\\s+(?:${GLOBAL_OBJECT}\\s*\\.\\s*)?(?:${JS_BUILTINS})\\s*\\.`, 'g')),
  },
]

/** A glob (`import.meta.glob('../test/*.ts')`) into a test folder. */
const globIntoTests = (value: string): boolean =>
  /[*?{]/.test(value) && value.split(/[\\/]+/).some((s) => TEST_FOLDER.test(s) || /\.(?:test|spec)\b/i.test(s))

/** Python `import m` / `from m import …` lines: the spans of those whose module passes `test`. */
const pyImports =
  (test: (module: string) => boolean): Spans =>
  (src) => {
    const spans: (readonly [number, number])[] = []
    const re = /^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import\b|import[ \t]+([\w., \t]+))/gm
    for (const m of src.skeleton.matchAll(re)) {
      const modules = m[1] !== undefined ? [m[1]] : (m[2] ?? '').split(',').map((s) => s.trim().split(/\s+/)[0] ?? '')
      if (modules.some((mod) => mod !== '' && test(mod))) spans.push([m.index, m.index + m[0].length])
    }
    return spans
  }

const PY_ENV = '(?:\\bos\\s*\\.\\s*(?:environ|getenv)|\\benviron|\\bgetenv)\\b'

const PYTHON_RULES: readonly Matcher[] = [
  // --- test-framework
  { rule: 'test-framework', spans: pyImports((m) => !m.startsWith('.') && PY_FRAMEWORK.test(m)) },
  {
    rule: 'test-framework',
    spans: callsWith(/\b(?:import_module|__import__)\s*\(/g, (v) => PY_FRAMEWORK.test(v)),
  },
  // --- test-runner-env
  { rule: 'test-runner-env', spans: runnerVariables },
  { rule: 'test-runner-env', spans: linesWith(new RegExp(PY_ENV), (v) => new RegExp(`^${RUNNER_FAMILY}$`).test(v)) },
  {
    rule: 'test-runner-env',
    spans: linesWith(/\bsys\s*\.\s*(?:argv|orig_argv|modules|executable)\b|\b__main__\b/, (v) => RUNNER_NAME.test(v)),
  },
  // --- test-file
  { rule: 'test-file', spans: pyImports((m) => PY_TEST_MODULE(m)) },
  {
    rule: 'test-file',
    spans: callsWith(/\b(?:import_module|__import__|run_module)\s*\(/g, (v) => PY_TEST_MODULE(v)),
  },
  {
    rule: 'test-file',
    spans: callsWith(
      /\b(?:open|listdir|scandir|walk|glob|iglob|rglob|exists|isfile|isdir|is_file|is_dir|run_path|read_text|read_bytes|loadtxt|getline|getlines)\s*\(/g,
      (v, ctx) => namesTestPath(v, ctx, true) || globIntoTests(v),
    ),
  },
  {
    rule: 'test-file',
    spans: callsWith(/\b(?:join|Path|PurePath|PosixPath|abspath|realpath)\s*\(/g, (v, ctx, call) =>
      namesTestPath(v, ctx, /\b(?:__file__|getcwd|cwd)\b/.test(call)),
    ),
  },
  {
    rule: 'test-file',
    spans: linesWith(/\b(?:__file__|getcwd|cwd)\b/, (v, ctx) => namesTestPath(v, ctx, true)),
  },
  // --- call-stack
  {
    rule: 'call-stack',
    spans: onSkeleton(
      /\binspect\s*\.\s*(?:stack|currentframe|getouterframes|getinnerframes|getframeinfo|trace)\b|\bsys\s*\.\s*(?:_getframe|_current_frames)\b|\btraceback\s*\.\s*(?:extract_stack|format_stack|print_stack|walk_stack|StackSummary)\b|\.\s*(?:f_back|tb_frame|f_code|f_locals|f_globals|f_lineno)\b/g,
    ),
  },
  {
    rule: 'call-stack',
    spans: onSkeleton(
      /^[ \t]*from[ \t]+(?:inspect[ \t]+import[^\n]*\b(?:stack|currentframe|getouterframes|getinnerframes|getframeinfo|trace)\b|sys[ \t]+import[^\n]*\b_getframe\b|traceback[ \t]+import[^\n]*\b(?:extract_stack|format_stack|print_stack|walk_stack)\b)/gm,
    ),
  },
  // --- builtin-patch
  {
    rule: 'builtin-patch',
    spans: onSkeleton(/\b(?:builtins|__builtins__)\s*(?:\.\s*\w+|\[[^\]\n]*\])\s*(?:=(?!=)|[-+*/%&|^]=)/g),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      /\bsetattr\s*\(\s*(?:builtins|__builtins__|math|operator|json|re|os|sys|time|random|functools|itertools|string|collections|decimal|fractions|datetime|unittest|pytest)\b/g,
    ),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(/\bsys\s*\.\s*modules\s*(?:\[[^\]\n]*\]\s*=(?!=)|\.\s*(?:update|__setitem__|setdefault)\s*\()/g),
  },
  {
    rule: 'builtin-patch',
    spans: onSkeleton(
      /(?<![\w.])(?:math|operator|json|re|time|random|functools|itertools|string|collections|decimal|fractions|datetime)\s*\.\s*\w+\s*(?:=(?!=)|[-+*/%&|^]=)/g,
    ),
  },
  { rule: 'builtin-patch', spans: pyImports((m) => m === 'forbiddenfruit') },
  { rule: 'builtin-patch', spans: onSkeleton(/\bcurse\s*\(/g) },
]

/** Path-like words of the code (in literals or not) naming a test file by its name. */
const testFileTokens: Spans = (src) =>
  [...src.code.matchAll(/[^\s'"`,;()[\]{}<>=|]+/g)]
    .filter((m) => PATH_LIKE(m[0]) && TEST_FILE_NAME.test(m[0].split(/[\\/]+/).pop() ?? ''))
    .map((m) => [m.index, m.index + m[0].length] as const)

/** Every language: runner variables, and a string naming a test file by its name. */
const NEUTRAL_RULES: readonly Matcher[] = [
  { rule: 'test-runner-env', spans: runnerVariables },
  { rule: 'test-runner-env', spans: onSkeleton(/\btesting\s*\.\s*Testing\s*\(\s*\)/g) },
  { rule: 'test-file', spans: testFileTokens },
]

/** A string whose whole content is a path to a test file, wherever it stands in JS or Python code. */
const NAMED_TEST_FILE: Matcher = {
  rule: 'test-file',
  spans: literalsWhere((v) => PATH_LIKE(v) && TEST_FILE_NAME.test(v.split(/[\\/]+/).pop() ?? '')),
}

/** The matchers that apply to a file in `language`. */
export function matchersFor(language: Language): readonly Matcher[] {
  if (language === 'js') return [...JS_RULES, NAMED_TEST_FILE]
  if (language === 'python') return [...PYTHON_RULES, NAMED_TEST_FILE]
  return NEUTRAL_RULES
}
