import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { LEAN_DIR, writeLeanPlugin } from './lean-plugin.js'
import { repoRoot } from './repo-root.js'

/**
 * `npm run bundle`: the plugin's runnable code. A marketplace install copies the lean plugin (`plugin/`, written
 * here too: scripts/lean-plugin.ts) and runs no build — `dist/` is not committed — so the plugin runs from `bundle/`,
 * an esbuild bundle committed with the sources (test/scripts/bundle.test.ts fails when it is stale). Two builds:
 *
 * - ESM with code splitting for the server, the CLI and the rest (a dynamic `import()` becomes a chunk
 *   loaded only when reached).
 * - the hook CLI as CommonJS, each file whole: Claude Code starts it on every gated tool call, and Node's
 *   CommonJS loader starts it ~12 ms faster than the ESM loader (no module resolution or builtin facades).
 *   Its rarely taken paths — creating a database, the VDD Done gate, a `testFiles` config — load ESM
 *   entries of the first build (`HOOK_LAZY`), so kysely and zod stay out of it.
 *
 * Every dependency is inlined; better-sqlite3's native module is loaded by path (store/native.ts).
 */
export { repoRoot }

export const BUNDLE_DIR = 'bundle'

/**
 * The hook CLI: `hook.cjs` (hooks/run.cjs loads it) boots `hook-main.cjs` from a V8 code cache
 * (mcp-server/src/entry/hook-code-cache.ts). Both are single CommonJS files.
 */
export const HOOK_FILE = 'hook.cjs'
export const HOOK_MAIN_FILE = 'hook-main.cjs'

/**
 * Modules the hook CLI imports dynamically on a path that is not rare, by source → CommonJS entry name: a file of the
 * hook build of its own (`bundle/<name>.cjs`), which hook-main loads with the boot's `require` — no ESM loader, no
 * `node:module` — only when it reaches that path, so no other hook reads it.
 */
export const HOOK_REQUIRED: Readonly<Record<string, string>> = {
  // The oracle-aware-code rules: every change to code during a TDD task, and only that, loads them.
  'mcp-server/src/engine/flows/oracle-record.ts': 'hook-oracle',
}
const HOOK_ENTRIES: Readonly<Record<string, string>> = {
  hook: 'mcp-server/src/entry/hook-boot.ts',
  'hook-main': 'mcp-server/src/entry/hook-cli.ts',
  ...Object.fromEntries(Object.entries(HOOK_REQUIRED).map(([source, name]) => [name, source])),
}

/**
 * Modules the hook CLI imports dynamically on rare paths, by source → ESM entry name. In `hook-main.cjs` each
 * such `import()` loads that entry (`__evidentImport("./<name>.js")`) instead of inlining the module.
 */
export const HOOK_LAZY: Readonly<Record<string, string>> = {
  'mcp-server/src/store/index.ts': 'hook-lazy-store',
  'mcp-server/src/clients/vdd/bean-done.ts': 'hook-lazy-bean-done',
  'mcp-server/src/kernel/config.ts': 'hook-lazy-config',
  // The TDD coordinator's worker rules: only hooks of an evident:scenario / implement / verify subagent load them.
  'mcp-server/src/clients/coordinator/worker-gate.ts': 'hook-lazy-worker',
  'node_modules/picomatch/index.js': 'hook-lazy-picomatch',
}

/** ESM output name (bundle/<name>.js) → source entry point. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  server: 'mcp-server/src/entry/main.ts',
  cli: 'mcp-server/src/entry/cli.ts',
  'native-build': 'mcp-server/src/entry/native-build.ts',
  // Loaded by the project's own vitest (run_tests passes its path; users may add it to their vitest config): a
  // tiny entry vitest's module runner transforms, which loads the core with Node's own loader (vitest-reporter.ts).
  'vitest-reporter': 'mcp-server/src/runners/vitest-reporter.ts',
  'vitest-reporter-core': 'mcp-server/src/runners/vitest-reporter-core.ts',
  ...Object.fromEntries(Object.entries(HOOK_LAZY).map(([source, name]) => [name, source])),
}

// Bundled CommonJS dependencies call `require`; ESM output has none unless we define it.
const REQUIRE_SHIM =
  "import { createRequire as __evidentCreateRequire } from 'node:module';\nconst require = __evidentCreateRequire(import.meta.url);"
// The reverse for the CommonJS hook: `import.meta.filename` / `dirname` are CommonJS's __filename / __dirname
// (defined below); `import.meta.url`, which no hook path needs today, is built from __filename when read.
// A getter, so a hook that never reaches that code never pays for the URL.
const IMPORT_META_SHIM =
  "var __evidentImportMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } };"

const shared: BuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Only types are imported from vitest; the reporter runs inside the project's own vitest.
  external: ['vitest', 'vitest/*', 'vite'],
  legalComments: 'eof',
  logLevel: 'warning',
}

export function bundleOptions(
  root: string,
  outdir: string,
  entryPoints: Readonly<Record<string, string>> = ENTRY_POINTS,
): BuildOptions {
  return {
    ...shared,
    absWorkingDir: root,
    entryPoints: { ...entryPoints },
    outdir,
    splitting: true,
    format: 'esm',
    // Flat: code that finds a sibling entry with `new URL('./x.js', import.meta.url)` works from any chunk.
    chunkNames: '[name]-[hash]',
    banner: { js: REQUIRE_SHIM },
  }
}

/** Sends the hook CLI's dynamic imports of `HOOK_LAZY` modules to their ESM entries instead of inlining them. */
function hookLazyPlugin(root: string): Plugin {
  // Real paths on both sides: esbuild resolves through symlinks (a linked node_modules, pnpm).
  const lazy = new Map([
    ...Object.entries(HOOK_LAZY).map(
      ([source, name]) => [realpathSync(resolve(root, source)), `./${name}.js`] as const,
    ),
    ...Object.entries(HOOK_REQUIRED).map(
      ([source, name]) => [realpathSync(resolve(root, source)), `./${name}.cjs`] as const,
    ),
  ])
  return {
    name: 'evident-hook-lazy',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === LAZY_PROBE) return undefined
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: LAZY_PROBE,
        })
        const target = lazy.get(realPath(found.path))
        return target === undefined ? undefined : { path: target, external: true }
      })
    },
  }
}
const LAZY_PROBE = 'evident-hook-lazy-probe'

function realPath(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path // a builtin (`node:…`) or external, not a file
  }
}

/**
 * In the hook CLI, evident's `createRequire(import.meta.filename)` (store/native.ts, kernel/paths.ts, kernel/content-hash.ts)
 * is the `require` the boot passes to hook-main: every hook source is bundled into one file in `bundle/`, next to
 * the boot, so that `require` resolves exactly as one created from the file would, and no hook loads
 * `node:module` for it. Only `createRequire` is provided: any other import of `node:module` from evident's
 * sources fails the build.
 */
function hookRequirePlugin(root: string): Plugin {
  const sources = realPath(resolve(root, 'mcp-server', 'src'))
  return {
    name: 'evident-hook-require',
    setup(build) {
      build.onResolve({ filter: /^(node:)?module$/ }, (args) =>
        args.importer.startsWith(sources) ? { path: 'node:module', namespace: HOOK_REQUIRE } : undefined,
      )
      build.onLoad({ filter: /.*/, namespace: HOOK_REQUIRE }, () => ({
        contents: 'export const createRequire = () => require',
        loader: 'js',
      }))
    },
  }
}
const HOOK_REQUIRE = 'evident-hook-require'

export function hookBundleOptions(root: string, outdir: string): BuildOptions {
  return {
    ...shared,
    absWorkingDir: root,
    entryPoints: { ...HOOK_ENTRIES },
    outdir,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    define: {
      'import.meta.url': '__evidentImportMeta.url',
      'import.meta.filename': '__filename',
      'import.meta.dirname': '__dirname',
    },
    banner: { js: IMPORT_META_SHIM },
    plugins: [hookLazyPlugin(root), hookRequirePlugin(root)],
    // Every hook process reads, and V8 loads, the whole file: minified it is ~45% smaller. Error messages are
    // strings and stay as written; a stack trace from the hook CLI names minified functions.
    minify: true,
    write: false,
  }
}

/**
 * hook-main runs inside a vm.Script (code-cache.ts), where `import()` needs an experimental flag: its lazy
 * imports call the `__evidentImport` the boot passes in instead. Anything else importing dynamically fails the build.
 */
export function rewriteHookImports(code: string): string {
  const rewritten = code
    .replace(/\bimport\(("\.\/hook-lazy-[a-z-]+\.js")\)/g, '__evidentImport($1)')
    .replace(/\bimport\(("\.\/hook-[a-z-]+\.cjs")\)/g, 'Promise.resolve(require($1))')
  const left = /\bimport\(/.exec(rewritten)
  if (left !== null)
    throw new Error(
      `${HOOK_MAIN_FILE} has a dynamic import the hook boot cannot serve: ${rewritten.slice(left.index, left.index + 80)}`,
    )
  return rewritten
}

async function buildHook(root: string, outdir: string): Promise<void> {
  const result = await build(hookBundleOptions(root, outdir))
  mkdirSync(outdir, { recursive: true })
  for (const file of result.outputFiles ?? []) {
    writeFileSync(file.path, basename(file.path) === HOOK_MAIN_FILE ? rewriteHookImports(file.text) : file.text, {
      mode: 0o644,
    })
  }
}

/** Builds the bundle into `outdir` (emptied first). `hookOnly`: the hook CLI and its lazy entries only (tests, bench). */
export async function buildBundle(
  root: string,
  outdir: string,
  options: { readonly hookOnly?: boolean } = {},
): Promise<void> {
  rmSync(outdir, { recursive: true, force: true })
  const esm =
    options.hookOnly === true
      ? Object.fromEntries(Object.entries(HOOK_LAZY).map(([source, name]) => [name, source]))
      : ENTRY_POINTS
  await Promise.all([buildEsm(root, outdir, esm), buildHook(root, outdir)])
}

/**
 * The ESM build, its shared chunks named for the modules they hold rather than for their content: esbuild names a
 * chunk `chunk-<content hash>`, so a change in one module renamed its chunk and, through the import of that name,
 * every chunk and entry above it (a one-line change touched 5–25 files of the committed bundle). Named for their
 * modules, chunks change name only when the import graph moves a module to another chunk, and a change to a
 * module's code touches the files that hold it.
 */
async function buildEsm(root: string, outdir: string, entryPoints: Readonly<Record<string, string>>): Promise<void> {
  const result = await build({ ...bundleOptions(root, outdir, entryPoints), write: false, metafile: true })
  const renames = new Map<string, string>()
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    const name = basename(path)
    // Our entries keep their names; shared chunks and the chunks of dynamic imports get stable ones.
    if (!path.endsWith('.js') || Object.hasOwn(entryPoints, name.slice(0, -'.js'.length))) continue
    // A dynamic import's chunk may hold no module of its own (it re-exports a shared chunk): its module names it.
    const modules = [output.entryPoint ?? '', ...Object.keys(output.inputs).sort()].join('\n')
    const stable = createHash('sha256').update(modules).digest('hex').slice(0, 8).toUpperCase()
    const renamed = name.replace(/-[A-Z0-9]{8}\.js$/, `-${stable}.js`)
    if ([...renames.values()].includes(renamed)) throw new Error(`two chunks of the bundle would be named ${renamed}`)
    renames.set(name, renamed)
  }
  const oldNames = new RegExp([...renames.keys()].map((n) => n.replace(/[.]/g, '\\.')).join('|'), 'g')
  const renamed = (text: string): string =>
    renames.size === 0 ? text : text.replace(oldNames, (name) => renames.get(name) ?? name)
  mkdirSync(outdir, { recursive: true })
  for (const file of result.outputFiles) {
    const name = basename(file.path)
    writeFileSync(join(dirname(file.path), renames.get(name) ?? name), renamed(file.text), { mode: 0o644 })
  }
}

/** Every file of a bundle directory with its content, by relative path (for the freshness check). */
export function readBundle(dir: string): ReadonlyMap<string, string> {
  const files = new Map<string, string>()
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path), readFileSync(path, 'utf8'))
  }
  return files
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = repoRoot()
  const out = join(root, BUNDLE_DIR)
  buildBundle(root, out).then(
    () => {
      writeLeanPlugin(root, join(root, LEAN_DIR))
      console.log(`bundle written to ${out}, the lean plugin to ${join(root, LEAN_DIR)}`)
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
