import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { repoRoot } from '../repo-root.js'

/**
 * A real repository for the benches, not only a generated tree: a pinned release of a published package, fetched
 * from the npm registry (the only network a CI or bench machine has) with npm's own CLI, unpacked with the system
 * `tar`, and committed as a git repository. The tarball is cached under `.cache/evident-bench/` of this checkout, so
 * only the first run needs the registry. date-fns ships thousands of small files (a module per function, in ESM and
 * CommonJS, with type declarations): a source tree's shape, not a node_modules blob.
 */
const REAL_REPO_SPEC = 'date-fns@4.1.0'

export type RealRepo =
  | { readonly ok: true; readonly root: string; readonly files: number; readonly spec: string }
  | { readonly ok: false; readonly reason: string; readonly spec: string }

/** npm's CLI: the npm-cli.js next to this Node (as `store/native-build.ts` finds it), else `npm` on PATH. */
function npmCommand(): readonly [string, readonly string[]] {
  const cli = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')
  return existsSync(cli) ? [process.execPath, [cli]] : ['npm', []]
}

function run(file: string, args: readonly string[], cwd: string): string | undefined {
  const result = spawnSync(file, args, { cwd, encoding: 'utf8', shell: false, timeout: 180_000 })
  if (result.error !== undefined) return result.error.message
  if (result.status !== 0)
    return `${[file, ...args].join(' ')} exited with ${result.status ?? result.signal}: ${(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' | ')}`
  return undefined
}

/** The tarball of `spec` in `cacheDir`, fetched once (into a private directory, then renamed into place). */
function tarball(spec: string, cacheDir: string): { path: string } | { reason: string } {
  const path = join(cacheDir, `${spec.replace(/[^A-Za-z0-9.-]+/g, '-')}.tgz`)
  if (existsSync(path)) return { path }
  mkdirSync(cacheDir, { recursive: true })
  const partial = mkdtempSync(join(cacheDir, 'fetch-'))
  try {
    const [npm, prefix] = npmCommand()
    const failed = run(npm, [...prefix, 'pack', spec, '--pack-destination', partial, '--ignore-scripts'], partial)
    if (failed !== undefined) return { reason: failed }
    const packed = readdirSync(partial).filter((name) => name.endsWith('.tgz'))
    if (packed.length !== 1 || packed[0] === undefined) return { reason: `npm pack left ${packed.length} tarballs` }
    renameSync(join(partial, packed[0]), path)
    return { path }
  } finally {
    rmSync(partial, { recursive: true, force: true })
  }
}

/**
 * `spec` unpacked into `dest` (which must not exist) and committed there as a git repository; or why not (no
 * registry, no tar, no git) for the bench to print as "not measured".
 */
export function realRepo(
  dest: string,
  spec = REAL_REPO_SPEC,
  cacheDir = join(repoRoot(), '.cache', 'evident-bench'),
): RealRepo {
  const fetched = tarball(spec, cacheDir)
  if ('reason' in fetched) return { ok: false, spec, reason: fetched.reason }
  mkdirSync(dest, { recursive: true })
  const untar = run('tar', ['-xzf', fetched.path, '-C', dest, '--strip-components=1'], dest)
  if (untar !== undefined) return { ok: false, spec, reason: untar }
  const git = ['-c', 'user.email=bench@evident', '-c', 'user.name=bench', '-c', 'commit.gpgsign=false']
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-qm', spec],
  ]) {
    const failed = run('git', [...git, ...args], dest)
    if (failed !== undefined) return { ok: false, spec, reason: failed }
  }
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: dest, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    .split('\0')
    .filter((name) => name !== '').length
  return { ok: true, root: dest, files, spec }
}
