import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectKey } from '../../mcp-server/src/kernel/paths.js'
import { runHook, usePluginRoot, type Project } from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { cli, type CliRun } from '../support/cli-io.js'

/**
 * `evident seal` and `evident doctor` agree wherever the store can live: from a fresh HOME before any Claude Code
 * session (the terminal's store under ~/.local/share/evident), after one (the plugin data folder, found through the
 * pointer), under XDG_DATA_HOME, and with EVIDENT_DB. bubblewrap and socat are stand-ins on PATH, so the machine check
 * passes wherever this runs; the store checks are what is asserted.
 */
const plugin = usePluginRoot()

interface Machine {
  readonly root: string
  readonly home: string
  readonly env: Record<string, string>
}

/** A project and a fresh HOME, no Claude Code variables: the user's terminal. */
function terminal(extra: Record<string, string> = {}): Machine {
  const root = tempDir('evident-places-project-')
  mkdirSync(join(root, '.git'))
  const home = tempDir('evident-places-home-')
  const bin = tempDir('evident-places-bin-')
  for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return { root, home, env: { HOME: home, PATH: `${bin}:/usr/bin:/bin`, ...extra } }
}

const STORE_CHECKS = ['deny_read_data', 'deny_tools_data', 'no_reopened_data', 'store_outside_project'] as const

/** `✓ id` / `✗ id` of each check doctor printed. */
function checks(run: CliRun): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const line of run.out) {
    const match = /^ {2}([✓✗]) ([a-z_]+):/.exec(line)
    if (match?.[2] !== undefined) out[match[2]] = match[1] === '✓'
  }
  return out
}

/** The fix line printed under a failing check. */
function fixOf(run: CliRun, id: string): string {
  const at = run.out.findIndex((line) => line.startsWith(`  ✗ ${id}:`))
  return at === -1 ? '' : (run.out[at + 1] ?? '')
}

const settings = (m: Machine): { sandbox: { filesystem: { denyRead: string[] } }; permissions: { deny: string[] } } =>
  JSON.parse(readFileSync(join(m.root, '.claude', 'settings.json'), 'utf8')) as ReturnType<typeof settings>

async function sealThenDoctor(m: Machine): Promise<CliRun> {
  const sealed = await cli(['seal'], m.env, m.root)
  expect(sealed.code, sealed.err.join('\n')).toBe(0)
  return cli(['doctor'], m.env, m.root)
}

describe('evident seal and evident doctor agree on where the store lives', () => {
  it('before any session: doctor names `evident seal`, which hides the plugin data and the terminal store', async () => {
    const m = terminal()
    const before = await cli(['doctor'], m.env, m.root)
    expect(before.code).toBe(1)
    expect(checks(before)).toMatchObject({ deny_read_data: false, deny_tools_data: false })
    expect(fixOf(before, 'deny_read_data')).toContain(
      'run `evident seal` (adds ~/.claude/plugins/data, ~/.local/share/evident',
    )
    const after = await sealThenDoctor(m)
    for (const id of STORE_CHECKS) expect(checks(after)[id], after.out.join('\n')).toBe(true)
    expect(after.code, after.out.join('\n')).toBe(0)
    expect(settings(m).sandbox.filesystem.denyRead).toEqual(['~/.claude/plugins/data', '~/.local/share/evident'])
    expect(settings(m).permissions.deny).toEqual([
      'Read(~/.claude/plugins/data/**)',
      'Edit(~/.claude/plugins/data/**)',
      'Read(~/.local/share/evident/**)',
      'Edit(~/.local/share/evident/**)',
    ])
    // Idempotent: a second seal changes nothing and says so.
    const again = await cli(['seal'], m.env, m.root)
    expect(again.out.join('\n')).toContain('already holds every line; nothing to write')
  })

  it('after a session: the store the session made (found through the pointer) is judged, and seal covers it', async () => {
    const m = terminal()
    const data = join(m.home, '.claude', 'plugins', 'data', 'evident-inline')
    const project: Project = { root: m.root, dbPath: '', env: { CLAUDE_PROJECT_DIR: m.root } }
    const started = await runHook(
      plugin(),
      project,
      { hook_event_name: 'SessionStart', session_id: 's-first', source: 'startup' },
      { ...m.env, CLAUDE_PLUGIN_DATA: data },
    )
    expect(started.code, started.stderr).toBe(0)
    const path = await cli(['db', 'path'], m.env, m.root)
    expect(path.out).toEqual([join(data, 'projects', projectKey(m.root), 'evident.sqlite')])
    const before = await cli(['doctor'], m.env, m.root)
    expect(before.code).toBe(1)
    expect(before.out.join('\n')).toContain('s-first: not sealed')
    const after = await sealThenDoctor(m)
    for (const id of STORE_CHECKS) expect(checks(after)[id], after.out.join('\n')).toBe(true)
    expect(after.code, after.out.join('\n')).toBe(0)
  })

  it('hides XDG_DATA_HOME’s folder and an EVIDENT_DB store outside the home by absolute path', async () => {
    const xdg = tempDir('evident-places-xdg-')
    const db = join(tempDir('evident-places-db-'), 'evident.sqlite')
    const m = terminal({ XDG_DATA_HOME: xdg, EVIDENT_DB: db })
    const after = await sealThenDoctor(m)
    expect(after.code, after.out.join('\n')).toBe(0)
    expect(settings(m).sandbox.filesystem.denyRead).toEqual(
      expect.arrayContaining([`/${join(xdg, 'evident')}`, `/${join(db, '..')}`]),
    )
  })

  it('never sends the user to `evident seal` when running it would change nothing', async () => {
    // A store inside the project: unsetting EVIDENT_DB is the fix; seal hides no project folder.
    const inside = terminal()
    inside.env['EVIDENT_DB'] = join(inside.root, 'evidence', 'evident.sqlite')
    const doctor = await sealThenDoctor(inside)
    expect(checks(doctor)).toMatchObject({ deny_read_data: true, deny_tools_data: true, store_outside_project: false })
    expect(fixOf(doctor, 'store_outside_project')).toContain('unset EVIDENT_DB')
    expect(settings(inside).sandbox.filesystem.denyRead.join(' ')).not.toContain('evidence')
    // A local file's false outranks the project file seal writes: the fix says which setting, not `evident seal`.
    const local = terminal()
    mkdirSync(join(local.root, '.claude'))
    writeFileSync(join(local.root, '.claude', 'settings.local.json'), JSON.stringify({ sandbox: { enabled: false } }))
    const overruled = await sealThenDoctor(local)
    expect(checks(overruled)).toMatchObject({ sandbox_enabled: false, deny_read_data: true })
    expect(fixOf(overruled, 'sandbox_enabled')).toContain('set sandbox.enabled: true where it wins')
    expect(fixOf(overruled, 'sandbox_enabled')).not.toContain('evident seal')
    // A project settings file seal refuses: no fix names it.
    const broken = terminal()
    mkdirSync(join(broken.root, '.claude'))
    writeFileSync(join(broken.root, '.claude', 'settings.json'), '{ "model": ')
    const refused = await cli(['doctor'], broken.env, broken.root)
    expect(checks(refused)).toMatchObject({ settings_readable: false, deny_read_data: false })
    expect(refused.out.filter((line) => line.includes('fix:') && line.includes('evident seal'))).toEqual([])
    expect(fixOf(refused, 'deny_tools_data')).toContain('to permissions.deny in a settings file evident reads')
  })
})
