import { spawnSync } from 'node:child_process'
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeSeal } from '../../mcp-server/src/engine/gates/seal.js'
import { projectStore } from '../support/hook-state.js'
import { runHook, usePluginRoot, type HookRun } from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { attackBox, decision, hookCalls, type Box } from '../support/attack-box.js'

/**
 * Red-team attacks on evident's own-state guard, its failure policy and the seal judgement, through the real hook
 * CLI (bundle built from the sources). Each case asserts the secure behaviour: an attack stopped, or honest work that
 * stays allowed. They were written as \`it.fails\` against the first version (each was a real hole) and pass since
 * the fixes: the parser guard runs before the parse, guarded paths are compared in every spelling, the seal
 * judgement reads excludedCommands / allowRead / the effective allowUnsandboxedCommands, and names are matched only
 * as paths.
 */
const plugin = usePluginRoot()

const box = (extraEnv: Record<string, string> = {}): Box =>
  attackBox('evident-attack-', { env: extraEnv, storeInData: true })

const { bashPre, editPre, write } = hookCalls(plugin, 'atk-session')

// ---------------------------------------------------------------------------------------------------------------
// (b) a denial turned into an allow by an induced failure

/**
 * `$'\''` is one ANSI-C quoted string to bash (`\'` is an escaped quote inside it), but evident's shell reader
 * ends the quote at `\'` and reads what follows as shell: 15 000 nested `$(` there overflow its recursive parser.
 * Bash never parses them (they are inside the ANSI-C string), so the rest of the command runs.
 */
function crashingCommand(tail: string): string {
  const depth = 15_000
  return `: $'\\' ${'$('.repeat(depth)}:${')'.repeat(depth)}'; ${tail}`
}

describe('(b) a Bash command that crashes the shell reader fails open', () => {
  it('bash runs the tail of the crashing command (the attack is real)', () => {
    const ran = spawnSync('bash', ['-c', crashingCommand('echo PAYLOAD-RAN')], { encoding: 'utf8' })
    expect(ran.stdout).toContain('PAYLOAD-RAN')
  })

  it('dangerouslyDisableSandbox is still denied when the command crashes the parser', async () => {
    const b = box()
    await projectStore(b.project)
    const run = await bashPre(b, crashingCommand('true'), { dangerouslyDisableSandbox: true })
    expect(run.stderr).not.toContain('failed and allowed')
    expect(decision(run)).toBe('deny')
  })

  it('a command naming the evidence store is still denied when it crashes the parser', async () => {
    const b = box()
    await projectStore(b.project)
    const run = await bashPre(b, crashingCommand(`sqlite3 '${b.project.dbPath}' "update phases set phase='refactor'"`))
    expect(decision(run)).toBe('deny')
  })

  it('end to end: what the failed-open hook let through does not write the store', async () => {
    const b = box()
    const store = await projectStore(b.project)
    const command = crashingCommand(`sqlite3 '${b.project.dbPath}' 'create table pwned(x)'`)
    const run = await bashPre(b, command)
    // Claude Code runs the command unless the hook denied it.
    if (decision(run) !== 'deny') spawnSync('bash', ['-c', command], { cwd: b.project.root, encoding: 'utf8' })
    const tables = await store.db
      .selectFrom('sqlite_master' as never)
      .select('name' as never)
      .where('name' as never, '=', 'pwned' as never)
      .execute()
    expect(tables).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// (a) the Edit family and Bash on the settings that decide whether hooks run

describe('(a) settings reached by a path the guard does not compare', () => {
  it('Write ~/.claude/settings.json when it is a symlink into a dotfiles folder (stow, chezmoi)', async () => {
    const b = box()
    const dotfiles = join(b.home, 'dotfiles', 'claude')
    mkdirSync(dotfiles, { recursive: true })
    writeFileSync(join(dotfiles, 'settings.json'), '{}')
    mkdirSync(join(b.home, '.claude'), { recursive: true })
    symlinkSync(join(dotfiles, 'settings.json'), join(b.home, '.claude', 'settings.json'))
    expect(decision(await write(b, join(b.home, '.claude', 'settings.json')))).toBe('deny')
  })

  it('Write $CLAUDE_CONFIG_DIR/settings.json (the user settings judgeSeal reads)', async () => {
    const config = tempDir('evident-attack-config-')
    const b = box({ CLAUDE_CONFIG_DIR: config })
    writeFileSync(join(config, 'settings.json'), JSON.stringify(mergeSeal({})))
    expect(decision(await write(b, join(config, 'settings.json')))).toBe('deny')
  })

  it('Write a hard link (in the project) to ~/.claude/settings.json', async () => {
    const b = box()
    mkdirSync(join(b.home, '.claude'), { recursive: true })
    writeFileSync(join(b.home, '.claude', 'settings.json'), '{}')
    linkSync(join(b.home, '.claude', 'settings.json'), join(b.project.root, 'notes.json'))
    expect(decision(await write(b, join(b.project.root, 'notes.json')))).toBe('deny')
  })

  for (const command of [
    'rm -rf .claude',
    'mv .claude .claude.off',
    'mv ~/.claude ~/.claude.off',
    'mkdir cfg && mv cfg .claude',
    'ln -s cfg .claude',
  ]) {
    it(`Bash \`${command}\`: a folder holding guarded settings, written as a whole`, async () => {
      const b = box()
      const run = await bashPre(b, command)
      expect(decision(run)).toBe('deny')
    })
  }
})

describe('(a) stopped: path tricks the guard resolves', () => {
  const settings = (b: Box): string => join(b.home, '.claude', 'settings.json')
  const cases: readonly (readonly [string, (b: Box) => Promise<HookRun>])[] = [
    ['`..` segments', (b) => write(b, join(b.project.root, 'src', '..', '.claude', 'settings.local.json'))],
    ['a doubled slash and a trailing slash', (b) => write(b, `${b.project.root}//.claude//settings.json/`)],
    ['/proc/self/root prefix', (b) => write(b, `/proc/self/root${settings(b)}`)],
    ['a relative path from the project', (b) => write(b, '.claude/settings.local.json')],
    [
      'a symlink in the project to ~/.claude',
      (b) => {
        mkdirSync(join(b.home, '.claude'), { recursive: true })
        symlinkSync(join(b.home, '.claude'), join(b.project.root, 'cc'))
        return write(b, join(b.project.root, 'cc', 'settings.json'))
      },
    ],
    ['NotebookEdit on .mcp.json', (b) => editPre(b, 'NotebookEdit', { notebook_path: '.mcp.json', new_source: 'x' })],
    [
      'MultiEdit on ~/.claude.json',
      (b) =>
        editPre(b, 'MultiEdit', {
          file_path: join(b.home, '.claude.json'),
          edits: [{ old_string: 'a', new_string: 'b' }],
        }),
    ],
    [
      'Edit on the spill file',
      (b) => editPre(b, 'Edit', { file_path: `${b.project.dbPath}.spill`, old_string: '', new_string: 'x' }),
    ],
  ]
  for (const [name, attempt] of cases) {
    it(`denies ${name}`, async () => {
      expect(decision(await attempt(box()))).toBe('deny')
    })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// (d) a session judged sealed while its Bash is not confined

async function judged(settings: Record<string, unknown>, local?: Record<string, unknown>) {
  const b = box()
  mkdirSync(join(b.project.root, '.claude'))
  writeFileSync(join(b.project.root, '.claude', 'settings.json'), JSON.stringify(settings))
  if (local !== undefined) writeFileSync(join(b.project.root, '.claude', 'settings.local.json'), JSON.stringify(local))
  const store = await projectStore(b.project)
  const run = await runHook(
    plugin(),
    b.project,
    { hook_event_name: 'SessionStart', session_id: 'atk-seal', source: 'startup' },
    b.env,
  )
  expect(run.code, run.stderr).toBe(0)
  const row = await store.db.selectFrom('sessions').select(['sealed', 'reason']).executeTakeFirstOrThrow()
  return row
}

const sealed = mergeSeal({}) as Record<string, unknown> & { sandbox: Record<string, unknown> }

describe('(d) seal judgement', () => {
  it('control: the seal settings alone are judged sealed', async () => {
    expect(await judged(sealed)).toMatchObject({ sealed: 1 })
  })

  it('sandbox.excludedCommands (commands that run outside the sandbox) is not sealed', async () => {
    const settings = { ...sealed, sandbox: { ...sealed.sandbox, excludedCommands: ['npm', 'docker'] } }
    expect(await judged(settings)).toMatchObject({ sealed: 0 })
  })

  it('sandbox.filesystem.allowRead re-allowing the data folder is not sealed', async () => {
    const fs = sealed.sandbox['filesystem'] as Record<string, unknown>
    const settings = { ...sealed, sandbox: { ...sealed.sandbox, filesystem: { ...fs, allowRead: ['~/.claude'] } } }
    expect(await judged(settings)).toMatchObject({ sealed: 0 })
  })

  it('allowUnsandboxedCommands: true in settings.local.json overrides the project false', async () => {
    expect(await judged(sealed, { sandbox: { allowUnsandboxedCommands: true } })).toMatchObject({ sealed: 0 })
  })

  it('stopped: sandbox.enabled false in settings.local.json wins over the project true', async () => {
    expect(await judged(sealed, { sandbox: { enabled: false } })).toMatchObject({ sealed: 0 })
  })

  it('stopped: duplicate keys are read as JSON.parse reads them (last wins)', async () => {
    const b = box()
    mkdirSync(join(b.project.root, '.claude'))
    const text = JSON.stringify(sealed).replace('"enabled":true', '"enabled":true,"enabled":false')
    writeFileSync(join(b.project.root, '.claude', 'settings.json'), text)
    const store = await projectStore(b.project)
    await runHook(plugin(), b.project, { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' }, b.env)
    expect(await store.db.selectFrom('sessions').select('sealed').executeTakeFirstOrThrow()).toMatchObject({
      sealed: 0,
    })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// (e) honest work wrongly denied

describe('(e) false denials', () => {
  const honest: readonly string[] = [
    'grep -rn "evident.sqlite" docs/ || true',
    'grep -rn CLAUDE_PLUGIN_ROOT hooks/hooks.json || true',
    'git log --oneline -- docs/shadow.git.md || true',
    'rg disableAllHooks README.md || true',
  ]
  for (const command of honest) {
    it(`\`${command}\` is not denied`, async () => {
      expect(decision(await bashPre(box(), command))).not.toBe('deny')
    })
  }
  for (const command of [
    'cat .claude/settings.json',
    'jq .permissions .claude/settings.local.json',
    'cp .claude/settings.json /tmp/settings-backup.json',
    'git diff -- .claude/settings.json',
  ]) {
    it(`honest: \`${command}\` is allowed`, async () => {
      expect(decision(await bashPre(box(), command))).not.toBe('deny')
    })
  }
})
