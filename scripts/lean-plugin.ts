import {
  cpSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { BETTER_SQLITE3_VERSION } from '../mcp-server/src/store/native-version.js'

/**
 * `plugin/`: what a marketplace install copies — only what the plugin runs. `.claude-plugin/marketplace.json` lists
 * it as `"source": "./plugin"`, while the repository's top level stays the plugin as developers run it
 * (`claude --plugin-dir <repo>`). `npm run bundle` writes it; test/scripts/lean-plugin.test.ts fails when the
 * committed copy differs from the top level.
 *
 * Small files are copies: `claude plugin validate` reads no hook, MCP, skill, agent or command file through a symlink
 * (and refuses hooks and `.mcp.json` behind one). `bundle/` is a symlink, so the committed bundle is not doubled:
 * Claude Code's install copies the files it points at (checked with 2.1.332), and a plugin run from the marketplace's
 * own directory follows it to the top-level `bundle/`.
 */
export const LEAN_DIR = 'plugin'

/** Top-level files and folders copied into the lean plugin, as they are. */
const LEAN_COPIES = [
  '.claude-plugin/plugin.json',
  '.mcp.json',
  'hooks',
  'skills',
  'agents',
  'commands',
  'bin',
  'assets/icon.png',
] as const

/** Symlinks of the lean plugin → their target (relative to the link's folder). */
export const LEAN_LINKS: Readonly<Record<string, string>> = { bundle: '../bundle' }

/**
 * The lean plugin's package.json: its only runtime dependency is the SQLite native module's package, pinned to the
 * version the bundle inlines. No lockfile on purpose: with a package.json and a lockfile Claude Code runs `npm ci`
 * in the install cache (a copy the plugin is not run from when listed by a relative path); with none it runs no npm
 * step at all, so nothing in the install can fail.
 */
function leanPackageJson(root: string): string {
  const top = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string
    version: string
    description: string
    license: string
    engines: Record<string, string>
  }
  const lean = {
    name: top.name,
    version: top.version,
    description: `${top.description} The plugin as a marketplace installs it: its code is bundled, and its one runtime dependency is the SQLite native module.`,
    license: top.license,
    private: true,
    type: 'module',
    engines: top.engines,
    dependencies: { 'better-sqlite3': BETTER_SQLITE3_VERSION },
  }
  return `${JSON.stringify(lean, null, 2)}\n`
}

/** Writes the lean plugin of the repository at `root` into `out` (replacing it). */
export function writeLeanPlugin(root: string, out: string): void {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  for (const path of LEAN_COPIES) {
    mkdirSync(dirname(join(out, path)), { recursive: true })
    cpSync(join(root, path), join(out, path), { recursive: true })
  }
  for (const [link, target] of Object.entries(LEAN_LINKS)) symlinkSync(target, join(out, link))
  writeFileSync(join(out, 'package.json'), leanPackageJson(root))
}

/** A lean plugin directory as data: each path → `file:<bytes as base64>` or `link:<target>` (links not followed). */
export function readLeanPlugin(dir: string): ReadonlyMap<string, string> {
  const found = new Map<string, string>()
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      const rel = relative(dir, path)
      if (lstatSync(path).isSymbolicLink()) found.set(rel, `link:${readlinkSync(path)}`)
      else if (entry.isDirectory()) walk(path)
      else found.set(rel, `file:${readFileSync(path).toString('base64')}`)
    }
  }
  walk(dir)
  return found
}
