import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { nativeTarget } from '../../mcp-server/src/store/native.js'
import { tempDir } from '../support/store.js'
import { claudeEnv, ensureClaude, explain, runClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { pluginFiles } from '../support/e2e/plugin-copy.js'
import { mcp, runSession, type Session } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * The install lines of the README, with the real Claude Code: the repository is its own marketplace
 * (`.claude-plugin/marketplace.json`, the plugin listed as `"source": "./plugin"`, the lean plugin), so `claude plugin
 * marketplace add <the repository>` and `claude plugin install evident@evident` install it; a session then has
 * evident's hooks and tools, and `claude plugin uninstall` leaves no hook behind.
 *
 * Kept fast on purpose: the SQLite native module is put where a first start would have built it (the build itself is
 * claude-bare-plugin.test.ts). The install runs no npm step (the lean plugin has no lockfile) and copies only what the
 * plugin runs (asserted below); Claude Code 2.1.332 runs a plugin listed by a relative path from the marketplace's
 * directory, not from that copy (asserted below too).
 */
beforeAll(() => {
  ensureClaude()
})

const PROMPT = 'E2E-MARKET'
/** A command evident's PreToolUse hook denies to every agent, task or not: it tells whether the hook runs. */
const MANUAL_PASS = 'evident vdd 1 --manual pass'

/** Bytes of the regular files under `dir`. */
const size = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0)

const everything = (c: Conversation): string => [c.system, ...c.messages.map((m) => m.text)].join('\n')

interface Seen {
  readonly session: Session
  readonly first: Conversation
  readonly results: readonly { readonly text: string; readonly isError: boolean }[]
}

/** One session with the installed plugin (no --plugin-dir) whose model makes `calls`, then stops. */
async function session(
  project: string,
  home: string,
  calls: readonly { tool: string; input: Record<string, unknown> }[],
): Promise<Seen> {
  let first: Conversation | undefined
  let last: Conversation | undefined
  const main: Script = [
    ...calls.map((call, i) => (c: Conversation) => {
      if (i === 0) first = c
      return call
    }),
    (c) => {
      last = c
      return { text: 'done' }
    },
  ]
  const ran = await runSession({
    project,
    home,
    prompt: PROMPT,
    scripts: { main },
    route: (c) => (c.prompt.includes(PROMPT) ? 'main' : undefined),
    pluginDir: null,
    timeoutMs: scaled(120_000),
  })
  if (first === undefined || last === undefined) throw new Error(`the scripted model was not asked\n${ran.diagnosis}`)
  return { session: ran, first, results: last.results }
}

describe("the repository's own marketplace", () => {
  it('passes claude plugin validate --strict, the marketplace, the plugin manifest and the lean plugin, with no advice left', async () => {
    const env = claudeEnv(tempDir('evident-validate-home-'))
    for (const [target, type] of [
      ['.', 'marketplace'],
      [join('.claude-plugin', 'plugin.json'), 'plugin'],
      ['plugin', 'plugin'],
    ] as const) {
      const ran = await runClaude(['plugin', 'validate', target, '--strict', '--json'], { cwd: REPO, env })
      expect(ran.code, explain(`claude plugin validate ${target} --strict failed`, ran)).toBe(0)
      const report = JSON.parse(ran.stdout) as {
        success: boolean
        manifest: { type: string; errors: unknown[]; warnings: unknown[] }
        contents: { file: string; errors: unknown[]; warnings: unknown[] }[]
        hosts: { named: { host: string }[] } | null
        advice: unknown[]
        directory: { findings: { code: string }[] }
      }
      expect(report).toMatchObject({ success: true, manifest: { type, errors: [], warnings: [] } })
      // No "This README has no line that installs evident from a marketplace".
      expect(report.advice).toEqual([])
      // Nothing read through a symlink (hooks, .mcp.json, skills are copies in plugin/), no ICON_MISSING.
      expect(report.contents.filter((c) => c.errors.length + c.warnings.length > 0)).toEqual([])
      expect(report.directory.findings).toEqual([])
    }
    // The hosts the native build reaches are declared (docs/installation.md): prebuilt binding, npm pack.
    const plugin = await runClaude(['plugin', 'validate', 'plugin', '--strict', '--json'], { cwd: REPO, env })
    const hosts = (JSON.parse(plugin.stdout) as { hosts: { named: { host: string }[] } }).hosts.named.map((h) => h.host)
    expect(hosts).toEqual(expect.arrayContaining(['github.com', 'registry.npmjs.org']))
  })

  it('installs evident with the README lines, serves a session, and uninstalls without leaving a hook', async () => {
    const work = tempDir('evident-own-market-')
    const home = join(work, 'home')
    const env = claudeEnv(home)
    const repo = pluginFiles(join(work, 'evident'))
    const market = JSON.parse(readFileSync(join(repo, '.claude-plugin', 'marketplace.json'), 'utf8')) as {
      name: string
      plugins: { name: string; source: string }[]
    }
    expect(market).toMatchObject({ name: 'evident', plugins: [{ name: 'evident', source: './plugin' }] })
    const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }
    const data = join(home, '.claude', 'plugins', 'data', 'evident-evident')
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: data })
    mkdirSync(target.buildDir, { recursive: true })
    copyFileSync(
      join(REPO, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
      target.builtBinding,
    )

    const added = await runClaude(['plugin', 'marketplace', 'add', repo], { cwd: work, env })
    expect(added.code, explain('marketplace add failed', added)).toBe(0)
    expect(added.stdout).toContain('Successfully added marketplace: evident')
    const installed = await runClaude(['plugin', 'install', 'evident@evident'], {
      cwd: work,
      env,
      timeoutMs: scaled(120_000),
    })
    expect(installed.code, explain('plugin install failed', installed)).toBe(0)
    // The install copied the lean plugin alone: no tests, no sources, no lockfile, no dev dependencies, no npm step.
    const copy = join(home, '.claude', 'plugins', 'cache', 'evident', 'evident', version)
    expect(readdirSync(copy).sort()).toEqual(
      [
        '.claude-plugin',
        '.mcp.json',
        'agents',
        'assets',
        'bin',
        'bundle',
        'commands',
        'hooks',
        'package.json',
        'skills',
      ].sort(),
    )
    for (const absent of ['test', 'mcp-server', 'node_modules', 'package-lock.json', 'docs', 'scripts'])
      expect(existsSync(join(copy, absent)), absent).toBe(false)
    const lean = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as Record<string, unknown>
    expect(lean).not.toHaveProperty('devDependencies')
    expect(Object.keys(lean['dependencies'] as object)).toEqual(['better-sqlite3'])
    // The linked bundle/ arrived as files.
    expect(lstatSync(join(copy, 'bundle')).isDirectory()).toBe(true)
    expect(statSync(join(copy, 'bundle', 'server.js')).isFile()).toBe(true)
    expect(size(copy)).toBeLessThan(5_000_000)
    const listed = await runClaude(['plugin', 'list'], { cwd: work, env })
    expect(listed.stdout, explain('not listed', listed)).toMatch(
      new RegExp(
        `evident@evident\\n\\s+Version: ${version.replace(/\./g, '\\.')}\\n\\s+Read from: ${join(repo, 'plugin')}\\n\\s+Scope: user\\n\\s+Status: ✔ enabled`,
      ),
    )

    const project = join(work, 'project')
    mkdirSync(project)
    const health = await runClaude(['mcp', 'list'], { cwd: project, env })
    // Run from the marketplace's directory (the repository's lean plugin), not from the install cache.
    expect(health.stdout, explain('evident is not connected', health)).toContain(
      `plugin:evident:evident: node ${join(repo, 'plugin', 'bundle', 'server.js')} - ✔ Connected`,
    )

    // Installed: SessionStart speaks, the tools are offered and serve, the Bash hook denies what it must.
    const on = await session(project, home, [
      { tool: mcp('tdd_task'), input: { action: 'start', goal: 'installed from the marketplace' } },
      { tool: 'Bash', input: { command: MANUAL_PASS, description: 'manual pass' } },
    ])
    expect(everything(on.first), on.session.diagnosis).toContain('evident is active')
    expect(on.results[0], on.session.diagnosis).toMatchObject({
      isError: false,
      text: expect.stringContaining('created'),
    })
    expect(on.results[1]?.text, on.session.diagnosis).toContain('manual_pass_by_agent')

    const removed = await runClaude(['plugin', 'uninstall', 'evident@evident'], { cwd: work, env })
    expect(removed.code, explain('plugin uninstall failed', removed)).toBe(0)
    const after = await runClaude(['plugin', 'list'], { cwd: work, env })
    expect(after.stdout, explain('still listed', after)).not.toContain('evident@evident')
    const settings = JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')) as {
      enabledPlugins?: Record<string, boolean>
    }
    expect(Object.keys(settings.enabledPlugins ?? {})).not.toContain('evident@evident')

    // Uninstalled: no SessionStart context, no tools, and the same Bash command reaches the shell.
    const off = await session(project, home, [
      { tool: 'Bash', input: { command: MANUAL_PASS, description: 'manual pass' } },
      { tool: mcp('tdd_task'), input: { action: 'start', goal: 'after the uninstall' } },
    ])
    expect(everything(off.first), off.session.diagnosis).not.toContain('evident is active')
    expect(off.results[0]?.text, off.session.diagnosis).not.toContain('manual_pass_by_agent')
    expect(off.results[0]?.text, off.session.diagnosis).toMatch(/evident: (command )?not found/)
    expect(off.results[1], off.session.diagnosis).toMatchObject({
      isError: true,
      text: expect.stringContaining(`No such tool available: ${mcp('tdd_task')}`),
    })
    // The uninstall removed the plugin's data folder (evidence databases included); no hook wrote it again.
    expect(existsSync(data)).toBe(false)
  })
})
