import { spawnSync } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { judgeSeal, mergeSeal, type SealFacts } from '../../mcp-server/src/engine/gates/seal.js'
import { canMountProjects } from '../../mcp-server/src/runners/checkout.js'
import { canUnsharePid } from '../../mcp-server/src/clients/conduct/contain.js'
import { tempDir } from '../support/store.js'
import { EVIDENT_TOOLS_RULE } from '../../mcp-server/src/cli/seal.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'

/** A project and a HOME with nothing in them, a PATH with (or without) bubblewrap and socat. */
function machine(tools: boolean): { root: string; home: string; env: Record<string, string> } {
  const root = tempDir('evident-seal-project-')
  mkdirSync(join(root, '.git'))
  const home = tempDir('evident-seal-home-')
  const bin = tempDir('evident-seal-bin-')
  if (tools) for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return {
    root,
    home,
    env: {
      HOME: home,
      PATH: `${bin}:/usr/bin:/bin`,
      CLAUDE_PROJECT_DIR: root,
      CLAUDE_PLUGIN_DATA: join(home, '.claude', 'plugins', 'data', 'evident-m'),
    },
  }
}

const facts = (over: Partial<SealFacts>): SealFacts => ({
  platform: 'linux',
  sources: [],
  bwrap: true,
  socat: true,
  home: '/home/u',
  dataDir: '/home/u/.claude/plugins/data/evident-m',
  storeInProject: false,
  ...over,
})

describe('judgeSeal', () => {
  it('is sealed with exactly what `evident seal` writes, and says which check fails without each line', () => {
    const sealed = mergeSeal({})
    expect(
      judgeSeal(facts({ sources: [{ name: 'project', dir: '/work/app/.claude', settings: sealed }] })),
    ).toMatchObject({ sealed: true, reason: 'sealed' })
    const without = (mutate: (s: Record<string, Record<string, unknown>>) => void): string[] => {
      const settings = structuredClone(sealed) as Record<string, Record<string, unknown>>
      mutate(settings)
      const verdict = judgeSeal(facts({ sources: [{ name: 'project', dir: '/w/.claude', settings }] }))
      expect(verdict.sealed).toBe(false)
      return verdict.checks.filter((c) => !c.ok).map((c) => c.id)
    }
    expect(without((s) => delete s['sandbox']?.['enabled'])).toEqual(['sandbox_enabled'])
    expect(without((s) => delete s['sandbox']?.['allowUnsandboxedCommands'])).toEqual(['no_unsandboxed_escape'])
    expect(without((s) => delete s['sandbox']?.['failIfUnavailable'])).toEqual(['fail_if_unavailable'])
    expect(without((s) => delete s['sandbox']?.['filesystem'])).toEqual(['deny_read_data'])
    expect(without((s) => delete s['permissions'])).toEqual(['deny_tools_data'])
  })

  it('lets a higher-precedence false win, and a broken file, missing tools or an in-project store unseal', () => {
    const sealed = mergeSeal({})
    const project = { name: 'project', dir: '/w/.claude', settings: sealed }
    const local = { name: 'local', dir: '/w/.claude', settings: { sandbox: { enabled: false } } }
    expect(judgeSeal(facts({ sources: [local, project] })).reason).toContain('sandbox.enabled is false')
    expect(judgeSeal(facts({ sources: [project, local] })).sealed).toBe(true)
    expect(judgeSeal(facts({ sources: [{ name: 'local', dir: '/w', error: 'not JSON' }, project] })).sealed).toBe(false)
    expect(judgeSeal(facts({ sources: [project], bwrap: false })).reason).toContain('bubblewrap missing')
    expect(judgeSeal(facts({ sources: [project], storeInProject: true })).reason).toContain('inside the project')
  })

  it('refuses to merge over a setting of another shape, and keeps the user’s own entries', () => {
    expect(() => mergeSeal({ sandbox: true })).toThrow('sandbox is not an object')
    expect(() => mergeSeal({ permissions: { deny: 'Read(x)' } })).toThrow('permissions.deny is not a list')
    const merged = mergeSeal({ permissions: { deny: ['Bash(rm -rf *)'], allow: ['Read(src/**)'] }, model: 'x' })
    expect(merged).toMatchObject({
      model: 'x',
      permissions: {
        allow: ['Read(src/**)'],
        deny: ['Bash(rm -rf *)', 'Read(~/.claude/plugins/data/**)', 'Edit(~/.claude/plugins/data/**)'],
      },
    })
  })
})

describe('evident seal and evident doctor', () => {
  it('doctor says what is missing, seal writes it with a reason per line, and doctor then agrees', async () => {
    const m = machine(true)
    const before = await cli(['doctor'], m.env, m.root)
    expect(before.code).toBe(1)
    expect(before.out.join('\n')).toContain('✗ sandbox_enabled: sandbox.enabled is not set')
    // The conductor's leaves get the seal as --settings: sealed already, before `evident seal`.
    expect(before.out).toContain(
      'conductor leaves: sealed (evident conduct run gives each leaf the seal as --settings, its store folder hidden too).',
    )
    // unshare on this PATH answers the probe (as root): the namespace line, else the token's.
    expect(before.out.join('\n')).toContain(
      canUnsharePid()
        ? 'conductor leaves: contained in a PID namespace of their own'
        : 'conductor leaves: contained by a token',
    )
    expect(before.out.join('\n')).toContain('fix: run `evident seal`')
    writeFileSync(join(m.root, '.gitignore'), 'x\n')
    mkdirSync(join(m.root, '.claude'))
    writeFileSync(join(m.root, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash(ls)'] } }))
    const sealed = await cli(['seal'], m.env, m.root)
    expect(sealed.code, sealed.err.join('\n')).toBe(0)
    const text = sealed.out.join('\n')
    expect(text).toContain(`wrote ${join(m.root, '.claude', 'settings.json')}`)
    expect(text).toContain('sandbox.allowUnsandboxedCommands = false')
    expect(text).toContain('dangerouslyDisableSandbox becomes a no-op')
    const written = JSON.parse(readFileSync(join(m.root, '.claude', 'settings.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(written).toMatchObject({ permissions: { allow: ['Bash(ls)'] }, sandbox: { enabled: true } })
    const after = await cli(['doctor'], m.env, m.root)
    expect(after.out.join('\n')).toContain('sealed: a session started now')
    // The mount probe, asked of the real machine: the line says what it found.
    expect(after.out.join('\n')).toContain(
      canMountProjects() ? "run at the project's own path" : 'run in a temporary directory',
    )
    expect(after.code).toBe(0)
  })

  it('doctor names missing bubblewrap and socat; seal --user prints and writes nothing', async () => {
    const m = machine(false)
    await cli(['seal'], m.env, m.root)
    const doctor = await cli(['doctor'], { ...m.env, PATH: '/nonexistent' }, m.root)
    expect(doctor.code).toBe(1)
    expect(doctor.out.join('\n')).toContain('✗ sandbox_tools: bubblewrap missing, socat missing')
    expect(doctor.out.join('\n')).toContain('re-checks: bubblewrap cannot make a mount namespace here')
    expect(doctor.out.join('\n')).toMatch(
      /conductor leaves: would not be sealed — not sealed: bubblewrap missing, socat missing; evident conduct run refuses to start without --unsealed\./,
    )
    expect(doctor.out.join('\n')).toContain('conductor leaves: contained by a token (EVIDENT_LEAF_TOKEN)')
    const user = await cli(['seal', '--user'], m.env, m.root)
    expect(user.code).toBe(0)
    expect(user.out.join('\n')).toContain('"failIfUnavailable": true')
    expect(() => readFileSync(join(m.home, '.claude', 'settings.json'))).toThrow()
  })

  it('seal refuses a settings file that is not JSON, and changes nothing', async () => {
    const m = machine(true)
    mkdirSync(join(m.root, '.claude'))
    writeFileSync(join(m.root, '.claude', 'settings.local.json'), '{ "model": ')
    const run = await cli(['seal', '--local'], m.env, m.root)
    expect(run.code).toBe(1)
    expect(run.err.join('\n')).toContain('is not valid JSON')
    expect(readFileSync(join(m.root, '.claude', 'settings.local.json'), 'utf8')).toBe('{ "model": ')
    expect((await cli(['seal', '--bogus'], m.env, m.root)).code).toBe(2)
  })

  it("seal refuses a .claude linked elsewhere (the user's ~/.claude), naming the link, and writes nothing there", async () => {
    const m = machine(true)
    const userClaude = join(m.home, '.claude')
    mkdirSync(userClaude)
    writeFileSync(join(userClaude, 'settings.json'), '{"model":"mine"}')
    symlinkSync(userClaude, join(m.root, '.claude'), 'dir')
    for (const args of [['seal'], ['seal', '--local']]) {
      const run = await cli(args, m.env, m.root)
      expect(run.code).toBe(1)
      expect(run.err.join('\n')).toContain(
        `evident seal: ${join(m.root, '.claude')} is a symbolic link (to ${userClaude}); evident writes only inside the project, never through a link — replace the link with a folder or file of its own; nothing was written`,
      )
    }
    expect(readFileSync(join(userClaude, 'settings.json'), 'utf8')).toBe('{"model":"mine"}')
    expect(readdirSync(userClaude)).toEqual(['settings.json'])
  })
})

/**
 * `evident doctor` run by the model in a sealed session's Bash: the sandbox keeps settings files from being read
 * (EACCES). Root reads everything, so the CLI runs as an unprivileged user (setpriv) on a copy of the bundle, with
 * the project's settings.local.json unreadable to it.
 */
describe('evident doctor inside a sandboxed Bash', () => {
  const unprivileged = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0
  it.skipIf(!unprivileged)('takes a settings file the sandbox hides for the seal at work, not a broken file', () => {
    const bundle = tempDir('evident-doctor-bundle-')
    cpSync(join(REPO, 'bundle'), bundle, { recursive: true })
    const m = machine(true)
    for (const dir of [bundle, m.root, m.home, m.env['PATH']?.split(':')[0] ?? '']) chmodSync(dir, 0o755)
    mkdirSync(join(m.root, '.claude'), { mode: 0o755 })
    writeFileSync(join(m.root, '.claude', 'settings.local.json'), '{}\n', { mode: 0o000 })
    const doctor = (extra: Record<string, string>) =>
      spawnSync(
        'setpriv',
        ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, join(bundle, 'cli.js'), 'doctor'],
        { cwd: m.root, env: { ...m.env, ...extra }, encoding: 'utf8' },
      )
    // Outside the sandbox an unreadable settings file is a failing check (the check can fail).
    const outside = doctor({})
    expect(outside.stdout).toMatch(/✗ settings_readable: cannot read \.claude\/settings\.local\.json \(EACCES/)
    // Inside it, the file is the sandbox's doing: not a failure, and doctor says what it could not judge there.
    const inside = doctor({ SANDBOX_RUNTIME: '1' })
    expect(inside.stdout).toContain('✓ settings_readable')
    expect(inside.stdout).toContain(
      "inside Claude Code's sandboxed Bash: settings files the sandbox hides were not read",
    )
    expect(inside.stdout).not.toContain('re-checks:')
  })
})

describe("evident doctor on evident's allow rule", () => {
  it('says whether Claude Code applies it: only in a folder the user trusted', async () => {
    const m = machine(true)
    mkdirSync(join(m.root, '.claude'))
    writeFileSync(
      join(m.root, '.claude', 'settings.json'),
      JSON.stringify({ permissions: { allow: [EVIDENT_TOOLS_RULE] } }),
    )
    const before = await cli(['doctor'], m.env, m.root)
    expect(before.out.join('\n')).toContain(
      "evident's tools: allowed in .claude/settings.json, but Claude Code applies a project's allow rules only in a folder you trusted",
    )
    writeFileSync(
      join(m.home, '.claude.json'),
      JSON.stringify({ projects: { [m.root]: { hasTrustDialogAccepted: true } } }),
    )
    const after = await cli(['doctor'], m.env, m.root)
    expect(after.out.join('\n')).toContain(
      `evident's tools: allowed by .claude/settings.json (${EVIDENT_TOOLS_RULE}); this folder is trusted`,
    )
  })
})
