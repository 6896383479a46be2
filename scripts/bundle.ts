import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type BuildOptions } from 'esbuild'

/**
 * `npm run bundle`: the plugin's runnable code. A marketplace install copies the repository and runs
 * `npm ci --ignore-scripts` — no TypeScript build runs there and `dist/` is not committed — so the plugin
 * runs from `bundle/`, an esbuild bundle committed with the sources (test/bundle.test.ts fails when it is
 * stale). ESM with code splitting: a dynamic `import()` becomes a chunk loaded only when reached, which
 * keeps the hook CLI's start-up lean. Every dependency is inlined; better-sqlite3's native module is
 * loaded by path (store/native.ts).
 */
/** The repository root: the nearest ancestor with a package.json (works from scripts/ and dist/scripts/). */
export function repoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}

export const BUNDLE_DIR = 'bundle'

/** Output name (bundle/<name>.js) → source entry point. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  server: 'mcp-server/src/main.ts',
  hook: 'mcp-server/src/hooks/cli.ts',
  cli: 'mcp-server/src/cli.ts',
  'native-build': 'mcp-server/src/native-build.ts',
  // Loaded by the project's own vitest (run_tests passes its path; users may add it to their vitest config).
  'vitest-reporter': 'mcp-server/src/runners/vitest-reporter.ts',
}

// Bundled CommonJS dependencies call `require`; ESM output has none unless we define it.
const REQUIRE_SHIM = "import { createRequire as __evidentCreateRequire } from 'node:module';\nconst require = __evidentCreateRequire(import.meta.url);"

export function bundleOptions(root: string, outdir: string): BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Flat: code that finds a sibling entry with `new URL('./x.js', import.meta.url)` works from any chunk.
    chunkNames: '[name]-[hash]',
    // Only types are imported from vitest; the reporter runs inside the project's own vitest.
    external: ['vitest', 'vitest/*', 'vite'],
    banner: { js: REQUIRE_SHIM },
    legalComments: 'eof',
    logLevel: 'warning',
  }
}

/** Builds the bundle into `outdir` (emptied first). */
export async function buildBundle(root: string, outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true })
  await build(bundleOptions(root, outdir))
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
  buildBundle(root, out).then(() => {
    console.log(`bundle written to ${out}`)
  }, (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
