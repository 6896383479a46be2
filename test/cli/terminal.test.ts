import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveDbLocation } from '../../mcp-server/src/kernel/paths.js'
import { BINDING_FILE, nativeTarget } from '../../mcp-server/src/store/native.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { freshBundle } from '../support/bundle-cache.js'
import { tempDir } from '../support/store.js'
import { REPO } from '../support/fixtures.js'

// A plugin root as a marketplace or --plugin-dir leaves it, minus node_modules: bundle/ and package.json. Built once.
const dir = mkdtempSync(join(tmpdir(), 'evident-cli-terminal-'))
const plugin = join(dir, 'evident')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

beforeAll(async () => {
  await freshBundle(REPO, join(plugin, 'bundle'))
  copyFileSync(join(REPO, 'package.json'), join(plugin, 'package.json'))
})

function evident(args: readonly string[], env: Record<string, string>, cwd: string, root = plugin) {
  return spawnSync(process.execPath, [join(root, 'bundle', 'cli.js'), ...args], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
  })
}

describe('evident in a terminal (outside Claude Code)', () => {
  it('uses the SQLite module and the database Claude Code set up for the project', async () => {
    const home = tempDir()
    const project = tempDir()
    mkdirSync(join(project, '.git'))
    // What a Claude Code session leaves: the module built into its plugin data dir, the database there, a pointer.
    const pluginData = join(home, '.claude', 'plugins', 'data', 'evident-market')
    const built = nativeTarget({ CLAUDE_PLUGIN_DATA: pluginData }).builtBinding
    mkdirSync(dirname(built), { recursive: true })
    copyFileSync(
      join(
        dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
        'build',
        'Release',
        BINDING_FILE,
      ),
      built,
    )
    const db = resolveDbLocation({ HOME: home, CLAUDE_PLUGIN_DATA: pluginData }, project).path
    await (await openStore(db)).close()

    const ran = evident(['sessions'], { HOME: home }, project)
    expect(ran.stderr).toBe('no session recorded yet in this database\n')
    expect(ran.status).toBe(0)
    const where = evident(['db', 'path'], { HOME: home }, project)
    expect(where.stdout).toBe(`${db}\n`)
  })

  it('prints the version of the plugin it belongs to, and says so when it cannot tell', () => {
    const cwd = tempDir()
    expect(evident(['--version'], { HOME: cwd }, cwd)).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^evident \d+\.\d+\.\d+\n$/),
    })
    const alone = join(tempDir(), 'alone')
    cpSync(join(plugin, 'bundle'), join(alone, 'bundle'), { recursive: true })
    expect(evident(['--version'], { HOME: cwd }, cwd, alone)).toMatchObject({
      status: 1,
      stderr: 'evident: no package.json of evident above the CLI, so its version is unknown\n',
    })
  })
})
