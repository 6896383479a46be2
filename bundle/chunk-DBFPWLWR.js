import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  log
} from "./chunk-DHQUTEIF.js";

// mcp-server/src/hooks/classifier.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";

// mcp-server/src/gates/compiled-globs.ts
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

// mcp-server/src/gates/test-files.ts
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

// mcp-server/src/hooks/classifier.ts
async function classifierFor(projectRoot) {
  let text;
  try {
    text = readFileSync(join(projectRoot, "evident.config.json"), "utf8");
  } catch {
    return fileClassifier();
  }
  if (!text.includes('"testFiles"')) return fileClassifier();
  try {
    const { loadConfig } = await import("./config-YIPJPHRP.js");
    const globs = loadConfig(projectRoot).testFiles;
    if (globs === void 0 || globs.length === 0) return fileClassifier();
    const { default: picomatch } = await import("./picomatch-G7H3RXR6.js");
    return fileClassifier(picomatch([...globs], { dot: true }));
  } catch (error) {
    log("warn", `evident.config.json is invalid; using the default test-file globs: ${error instanceof Error ? error.message : String(error)}`);
    return fileClassifier();
  }
}

export {
  classifierFor
};
