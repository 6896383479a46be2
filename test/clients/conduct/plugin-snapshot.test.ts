import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { claudeLeafRunner } from '../../../mcp-server/src/clients/conduct/leaf-runner.js'
import {
  installedPluginDir,
  pinInstalledPlugin,
  pinPluginCopy,
  pluginHash,
} from '../../../mcp-server/src/clients/conduct/plugin-snapshot.js'
import { ISSUE } from '../../support/conduct-loop.js'
import { tempDir } from '../../support/store.js'

/**
 * The plugin snapshot a conductor run pins (clients/conduct/plugin-snapshot.ts): a content hash of the plugin's runtime
 * files, a run-private copy the leaves load, and the check before each launch that the plugin is still the pinned one.
 */
function plugin(dir = tempDir('evident-plugin-src-')): string {
  for (const sub of ['.claude-plugin', 'skills/tdd', 'agents', 'hooks', 'bundle', 'commands', 'bin', 'node_modules/x'])
    mkdirSync(join(dir, sub), { recursive: true })
  writeFileSync(join(dir, '.claude-plugin', 'plugin.json'), '{"name":"evident"}\n')
  writeFileSync(join(dir, 'skills', 'tdd', 'SKILL.md'), '# tdd\n')
  writeFileSync(join(dir, 'hooks', 'hooks.json'), '{}\n')
  writeFileSync(join(dir, 'bundle', 'cli.js'), 'console.log(1)\n')
  writeFileSync(join(dir, '.mcp.json'), '{}\n')
  writeFileSync(join(dir, 'package.json'), '{"name":"evident","version":"0.1.0"}\n')
  writeFileSync(join(dir, 'node_modules', 'x', 'index.js'), 'module.exports = 1\n')
  writeFileSync(join(dir, 'README.md'), 'not runtime\n')
  return dir
}

describe('pluginHash', () => {
  it('is the same for the same runtime files anywhere, and changes with any of them but not with other files', () => {
    const a = plugin()
    const b = plugin()
    const first = pluginHash(a)
    expect(first).toMatch(/^sha256:[0-9a-f]{64}$/)
    expect(pluginHash(b)).toBe(first)
    writeFileSync(join(b, 'README.md'), 'changed\n')
    writeFileSync(join(b, 'node_modules', 'x', 'index.js'), 'changed\n')
    expect(pluginHash(b)).toBe(first)
    writeFileSync(join(b, 'bundle', 'cli.js'), 'console.log(2)\n')
    expect(pluginHash(b)).not.toBe(first)
    const c = plugin()
    writeFileSync(join(c, 'skills', 'tdd', 'extra.md'), 'new\n')
    expect(pluginHash(c)).not.toBe(first)
  })
})

describe('pinPluginCopy', () => {
  it('copies the runtime once, links node_modules, and an update of the source changes nothing the leaves load', () => {
    const source = plugin()
    const pin = pinPluginCopy(source, '/fallback/cli.js')
    const copy = pin.pluginDir ?? ''
    expect(copy).not.toBe(source)
    expect(pin.hash).toBe(pluginHash(source))
    expect(pin.cli).toBe(join(copy, 'bundle', 'cli.js'))
    expect(readFileSync(join(copy, 'skills', 'tdd', 'SKILL.md'), 'utf8')).toBe('# tdd\n')
    expect(existsSync(join(copy, 'README.md'))).toBe(false)
    expect(lstatSync(join(copy, 'node_modules')).isSymbolicLink()).toBe(true)
    expect(readlinkSync(join(copy, 'node_modules'))).toBe(realpathSync(join(source, 'node_modules')))
    writeFileSync(join(source, 'bundle', 'cli.js'), 'console.log("updated")\n')
    expect(pin.changed()).toBeUndefined()
    expect(readFileSync(join(copy, 'bundle', 'cli.js'), 'utf8')).toBe('console.log(1)\n')
    pin.release()
    expect(existsSync(copy)).toBe(false)
  })

  it('finds a copy that something wrote (a leaf with a shell) changed, and a removed one gone', () => {
    const pin = pinPluginCopy(plugin(), '/fallback/cli.js')
    const copy = pin.pluginDir ?? ''
    writeFileSync(join(copy, 'hooks', 'hooks.json'), '{"hooks":{}}\n')
    expect(pin.changed()).toMatch(/^the plugin at .* \(the run's copy\) changed since the run started \(sha256:/)
    pin.release()
    expect(pin.changed()).toBe(`${copy} is gone`)
  })

  it('uses the fallback CLI when the copied plugin has no bundle/cli.js', () => {
    const source = plugin()
    const bare = tempDir('evident-plugin-bare-')
    mkdirSync(join(bare, '.claude-plugin'))
    writeFileSync(
      join(bare, '.claude-plugin', 'plugin.json'),
      readFileSync(join(source, '.claude-plugin', 'plugin.json')),
    )
    const pin = pinPluginCopy(bare, '/fallback/cli.js')
    expect(pin.cli).toBe('/fallback/cli.js')
    pin.release()
  })
})

describe('pinInstalledPlugin', () => {
  it('checks the installed folder again before each launch: changed in place, or replaced by an update', () => {
    const first = plugin()
    let where = first
    const pin = pinInstalledPlugin(() => where, '/own/cli.js')
    expect([pin.pluginDir, pin.cli, pin.hash]).toEqual([undefined, '/own/cli.js', pluginHash(first)])
    expect(pin.changed()).toBeUndefined()
    where = plugin()
    expect(pin.changed()).toBeUndefined()
    writeFileSync(join(where, 'bundle', 'cli.js'), 'console.log("0.2.0")\n')
    expect(pin.changed()).toBe(
      `the plugin at ${where} changed since the run started (${pin.hash} → ${pluginHash(where)})`,
    )
    where = join(first, 'gone')
    expect(pin.changed()).toBe(`the installed plugin ${where} is gone`)
    pin.release()
    expect(existsSync(first)).toBe(true)
  })
})

describe('installedPluginDir', () => {
  it("reads evident's installPath from Claude Code's registry, in either shape, else the fallback", () => {
    const config = tempDir('evident-claude-config-')
    const installed = plugin()
    mkdirSync(join(config, 'plugins'))
    const registry = join(config, 'plugins', 'installed_plugins.json')
    expect(installedPluginDir(config, '/own')).toBe('/own')
    writeFileSync(
      registry,
      JSON.stringify({
        version: 2,
        plugins: {
          'other@m': [{ installPath: plugin() }],
          'evident@m': [
            { scope: 'user', installPath: '/nowhere/evident' },
            { scope: 'user', installPath: installed },
          ],
        },
      }),
    )
    expect(installedPluginDir(config, '/own')).toBe(installed)
    writeFileSync(registry, JSON.stringify({ version: 1, plugins: { 'evident@m': { installPath: installed } } }))
    expect(installedPluginDir(config, '/own')).toBe(installed)
    writeFileSync(registry, JSON.stringify({ version: 1, plugins: { 'evident@m': { installPath: 'relative/x' } } }))
    expect(installedPluginDir(config, '/own')).toBe('/own')
    writeFileSync(registry, 'not json')
    expect(installedPluginDir(config, '/own')).toBe('/own')
  })
})

describe('claudeLeafRunner and the pinned plugin', () => {
  it('launches nothing when the plugin changed, answering why for the loop to bail plugin-changed', async () => {
    const root = tempDir('evident-leaf-runner-')
    const runLeaf = claudeLeafRunner({
      root,
      issue: 3,
      env: {},
      claude: '/nonexistent/claude',
      pluginDir: undefined,
      cli: '/nonexistent/cli.js',
      testCommand: 'vitest',
      plugin: { hash: `sha256:${'0'.repeat(64)}`, changed: () => 'the plugin at /p changed' },
    })
    const step = { number: 1, title: ISSUE.criteria[0] ?? '', ac: 1, done: false, refactorPending: false }
    const result = await runLeaf({
      name: 'develop-red',
      actor: 'developer',
      phase: 'red',
      step,
      attempt: 1,
      prompt: 'p',
    })
    expect(result).toEqual({
      code: 2,
      status: 'plugin-changed',
      output: '',
      session: '',
      pluginChanged: 'the plugin at /p changed',
    })
    expect(existsSync(join(root, '.tdd'))).toBe(false)
  })
})
