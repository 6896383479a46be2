import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/domain/verdict-file.ts
var STATE_DIR = ".claude/state";
var VERDICT_FILE = `${STATE_DIR}/last_test_result`;
function verdictText(lines) {
  return `${lines.verdict}
${lines.at}
${lines.command}
${lines.exitCode}
`;
}

// mcp-server/src/project/compiled-globs.ts
var COMPILED_GLOBS = {
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

// mcp-server/src/project/test-files.ts
var DEFAULT_TEST_FILES = [
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
var SNAPSHOT_FILES = ["**/*.snap", "**/__snapshots__/**"];
var TEST_CONFIG_FILES = [
  "**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}",
  "**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}",
  "**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}",
  "**/package.json"
];
var SOURCE_EXTENSIONS = {
  typescript: ["ts", "tsx", "mts", "cts"],
  javascript: ["js", "jsx", "mjs", "cjs"],
  web: ["vue", "svelte", "astro", "html", "htm", "css", "scss", "sass", "less"],
  templates: ["ejs", "hbs", "handlebars", "mustache", "njk", "pug", "jinja", "jinja2", "j2", "liquid", "twig", "erb"],
  python: ["py", "pyi", "pyx", "pxd"],
  go: ["go"],
  rust: ["rs"],
  java: ["java"],
  kotlin: ["kt", "kts"],
  scala: ["scala", "sc"],
  groovy: ["groovy", "gradle"],
  c: ["c", "h"],
  cpp: ["cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "ipp", "tpp", "inl"],
  csharp: ["cs", "csx"],
  fsharp: ["fs", "fsi", "fsx"],
  visualbasic: ["vb"],
  swift: ["swift"],
  objc: ["m", "mm"],
  ruby: ["rb", "rake"],
  php: ["php"],
  perl: ["pl", "pm"],
  lua: ["lua"],
  r: ["r"],
  dart: ["dart"],
  elixir: ["ex", "exs", "heex"],
  erlang: ["erl", "hrl"],
  haskell: ["hs", "lhs"],
  clojure: ["clj", "cljs", "cljc"],
  ocaml: ["ml", "mli"],
  elm: ["elm"],
  zig: ["zig"],
  nim: ["nim"],
  julia: ["jl"],
  crystal: ["cr"],
  solidity: ["sol"],
  shell: ["sh", "bash", "zsh", "fish", "ps1", "psm1", "bat", "cmd"],
  sql: ["sql"],
  graphql: ["graphql", "gql"],
  protobuf: ["proto"],
  // Jupyter notebooks hold code cells: what a NotebookEdit changes is code, gated like any production edit.
  notebooks: ["ipynb"]
};
var BUILD_OUTPUT_DIRS = [
  "dist",
  "build",
  "out",
  "coverage",
  "htmlcov",
  ".nyc_output",
  "target",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".output",
  ".turbo",
  ".cache",
  ".parcel-cache",
  ".vite",
  ".vercel",
  ".docusaurus",
  "storybook-static",
  "node_modules",
  "__pycache__",
  ".pytest_cache",
  ".mypy_cache",
  ".ruff_cache",
  ".tox",
  ".nox",
  ".venv",
  "venv",
  ".gradle",
  ".git"
];
var DOC_NAME = /^(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CHANGELOG|CHANGES|CONTRIBUTING|CONTRIBUTORS|HISTORY|README)$/;
var DOC_EXTENSIONS = /* @__PURE__ */ new Set([
  "md",
  "markdown",
  "rst",
  "adoc",
  "asciidoc",
  "org",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "ico"
]);
var DOC_DIRS = /* @__PURE__ */ new Set(["docs", "doc"]);
var IGNORE_FILE = /^\.[a-z]*ignore$/;
function isDocumentation(path) {
  const segments = path.split("/");
  if (segments.slice(0, -1).some((segment) => DOC_DIRS.has(segment))) return true;
  const name = segments[segments.length - 1] ?? "";
  if (IGNORE_FILE.test(name)) return true;
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  if (DOC_NAME.test(base.toUpperCase()) && (dot <= 0 || name.slice(dot + 1).toLowerCase() === "txt")) return true;
  return dot > 0 && DOC_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}
function sourceExtensionSet(byLanguage = SOURCE_EXTENSIONS) {
  return new Set(
    Object.values(byLanguage).flat().map((e) => e.replace(/^\./, "").toLowerCase())
  );
}
function sourceLanguages(configured) {
  return configured === void 0 ? SOURCE_EXTENSIONS : { ...SOURCE_EXTENSIONS, ...configured };
}
var DEFAULT_SOURCE = sourceExtensionSet();
function isProduction(path, source = DEFAULT_SOURCE) {
  if (isBuildOutput(path) || isWorkflowState(path)) return false;
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot > 0) return source.has(name.slice(dot + 1).toLowerCase());
  return dot === -1 && !DOC_NAME.test(name);
}
var BUILD_DIRS = new Set(BUILD_OUTPUT_DIRS);
function isBuildOutput(path) {
  return path.split("/").some((segment) => BUILD_DIRS.has(segment));
}
var isWorkflowState = (path) => path.startsWith(`${STATE_DIR}/`);
var GROUP_WORDS = {
  test: ["test", "spec"],
  snapshot: ["snap"],
  config: [".config.", "vitest.", ".ini", "setup.cfg", ".coveragerc", "pyproject.toml", "package.json"]
};
function builtinMatcher(globs, words) {
  const patterns = [];
  const pattern = (index) => {
    const glob = globs[index] ?? "";
    const source = COMPILED_GLOBS[glob];
    if (source === void 0) throw new Error(`no precompiled pattern for glob ${glob}`);
    return patterns[index] ??= new RegExp(source);
  };
  return (path) => words.some((word) => path.includes(word)) && globs.some((_, index) => pattern(index).test(path));
}
function fileClassifier(isTest = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test), source = DEFAULT_SOURCE) {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES, GROUP_WORDS.snapshot);
  const isConfig = builtinMatcher(TEST_CONFIG_FILES, GROUP_WORDS.config);
  return (path) => {
    if (isBuildOutput(path) || isWorkflowState(path)) return "neutral";
    if (isSnapshot(path)) return "snapshot";
    if (isConfig(path)) return "test-config";
    if (isTest(path)) return "test";
    if (isProduction(path, source)) return "production";
    return isDocumentation(path) ? "neutral" : "data";
  };
}
var holdsCode = (kind) => kind !== "test" && kind !== "snapshot" && kind !== "test-config" && kind !== "neutral";
var isCodeUnderTest = (kind) => kind === "production" || kind === "data" || kind === "neutral";
var countsAsCode = (kind) => kind === "production" || kind === "data";
var TEST_NAME = /(?:^|\/)(?:[^/]*[._-](?:test|spec)s?\.[^/]+|(?:test|spec)s?[._-][^/]*)$/i;

// mcp-server/src/engine/gates/edit-denials.ts
var VIOLATION_OF = {
  task_not_started: "UNREGISTERED_SESSION",
  production_edit_before_red: "UNCITED_FIX",
  uncited_production_edit: "UNCITED_FIX",
  red_test_edit_in_green: "TEST_WEAKENED",
  test_edit_in_green: "TEST_WEAKENED",
  snapshot_edit: "TEST_WEAKENED",
  test_config_weakened: "TEST_WEAKENED",
  test_file_deleted: "TEST_WEAKENED",
  protected_config_edit: "TEST_WEAKENED",
  symlink_outside_project: "UNCITED_FIX",
  worker_without_plan: "CONTRACT_BREACH",
  verify_worker_edit: "CONTRACT_BREACH",
  scenario_outside_recipe: "CONTRACT_BREACH",
  unnamed_scenario_test: "CONTRACT_BREACH",
  implement_test_edit: "TEST_WEAKENED",
  outside_write_set: "CONTRACT_BREACH",
  test_first: "UNCITED_FIX",
  stub_marker: "CONTRACT_BREACH",
  fix_limit_reached: "CONTRACT_BREACH"
};
var MANIFESTS = /* @__PURE__ */ new Set(["package.json", "pyproject.toml"]);
function isProtectedConfig(file, kind) {
  if (file === "evident.config.json" || file === ".mcp.json") return true;
  if (/^\.claude\/settings[^/]*\.json$/.test(file)) return true;
  return kind === "test-config" && !MANIFESTS.has(file.slice(file.lastIndexOf("/") + 1));
}

export {
  STATE_DIR,
  VERDICT_FILE,
  verdictText,
  DEFAULT_TEST_FILES,
  sourceExtensionSet,
  sourceLanguages,
  isBuildOutput,
  GROUP_WORDS,
  builtinMatcher,
  fileClassifier,
  holdsCode,
  isCodeUnderTest,
  countsAsCode,
  TEST_NAME,
  VIOLATION_OF,
  isProtectedConfig
};
