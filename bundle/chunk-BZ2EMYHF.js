import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  userDataDir
} from "./chunk-JLIRPOOY.js";
import {
  EvidentError,
  errorMessage
} from "./chunk-4CBGPJG7.js";

// mcp-server/src/store/native.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
var BINDING_FILE = "better_sqlite3.node";
var requireHere = createRequire(import.meta.filename);
function packageDirectory() {
  const beside = join(import.meta.dirname, "..", "node_modules", "better-sqlite3");
  if (existsSync(join(beside, "package.json"))) return beside;
  try {
    return dirname(requireHere.resolve("better-sqlite3/package.json"));
  } catch (error) {
    throw new EvidentError(
      "internal",
      `better-sqlite3 is not installed next to evident: ${errorMessage(error)}`,
      "reinstall the plugin (its install runs npm ci), or run npm ci in the evident checkout"
    );
  }
}
var packageBinding = (packageDir) => join(packageDir, "build", "Release", BINDING_FILE);
function nativeTarget(env, platform = `${process.platform}-${process.arch}-abi${process.versions.modules}`) {
  const packageDir = packageDirectory();
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const pluginData = env["CLAUDE_PLUGIN_DATA"];
  const dataDir = pluginData !== void 0 && pluginData !== "" ? pluginData : userDataDir(env);
  const buildDir = join(dataDir, "native", `better-sqlite3-${version}-${platform}`);
  return {
    packageDir,
    version,
    packageBinding: packageBinding(packageDir),
    buildDir,
    builtBinding: join(buildDir, BINDING_FILE)
  };
}
var loaded;
function loadNativeBinding(env = process.env) {
  if (loaded !== void 0) return loaded;
  const problems = [];
  const loads = (candidate) => {
    if (!existsSync(candidate)) return false;
    try {
      requireHere(candidate);
      loaded = candidate;
      return true;
    } catch (error) {
      problems.push(`${candidate}: ${errorMessage(error)}`);
      return false;
    }
  };
  const own = packageBinding(packageDirectory());
  if (loads(own)) return own;
  const target = nativeTarget(env);
  if (loads(target.builtBinding)) return target.builtBinding;
  throw new EvidentError(
    "unavailable",
    `the SQLite native module is not built yet${problems.length > 0 ? ` (unusable: ${problems.join("; ")})` : ""}`,
    `the evident MCP server builds it into ${target.buildDir} when it starts (about a minute, once); retry then`
  );
}

export {
  BINDING_FILE,
  nativeTarget,
  loadNativeBinding
};
