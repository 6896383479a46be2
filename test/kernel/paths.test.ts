import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { projectKey, resolveDbLocation, resolveProjectRoot, userDataDir } from '../../mcp-server/src/kernel/paths.js'
import { tempDir } from '../support/store.js'

describe('database location', () => {
  it('uses EVIDENT_DB when set', () => {
    const home = tempDir()
    expect(resolveDbLocation({ HOME: home, EVIDENT_DB: '/tmp/x.sqlite' }, home)).toMatchObject({
      path: '/tmp/x.sqlite',
      source: 'EVIDENT_DB',
    })
  })

  it('lives under CLAUDE_PLUGIN_DATA inside Claude Code and is found again from a plain shell', () => {
    const home = tempDir()
    const project = join(home, 'proj')
    mkdirSync(join(project, '.git'), { recursive: true })
    const inside = resolveDbLocation(
      { HOME: home, CLAUDE_PLUGIN_DATA: join(home, 'plugin-data'), CLAUDE_PROJECT_DIR: project },
      project,
    )
    expect(inside.source).toBe('CLAUDE_PLUGIN_DATA')
    expect(inside.path).toBe(join(home, 'plugin-data', 'projects', projectKey(project), 'evident.sqlite'))
    mkdirSync(join(inside.path, '..'), { recursive: true })
    writeFileSync(inside.path, '')
    // A vitest run started from a shell in a subdirectory resolves the same file through the pointer.
    mkdirSync(join(project, 'src'))
    expect(resolveDbLocation({ HOME: home }, join(project, 'src'))).toMatchObject({
      path: inside.path,
      source: 'pointer',
    })
  })

  it('defaults to the user data dir, outside the project, so it is never committed', () => {
    const home = tempDir()
    const location = resolveDbLocation({ HOME: home }, home)
    expect(location.source).toBe('default')
    expect(location.path.startsWith(join(home, '.local', 'share', 'evident', 'projects'))).toBe(true)
  })

  it("takes the user data dir from XDG_DATA_HOME, else HOME, else the account's home directory", () => {
    expect(userDataDir({ XDG_DATA_HOME: '/data', HOME: '/home/dev' })).toBe(join('/data', 'evident'))
    expect(userDataDir({ HOME: '/home/dev' })).toBe(join('/home/dev', '.local', 'share', 'evident'))
    expect(userDataDir({})).toBe(join(homedir(), '.local', 'share', 'evident'))
  })

  it('resolves the same project root through a symlink and from a subdirectory', () => {
    const base = tempDir()
    mkdirSync(join(base, 'repo', '.git'), { recursive: true })
    mkdirSync(join(base, 'repo', 'a', 'b'), { recursive: true })
    symlinkSync(join(base, 'repo'), join(base, 'link'))
    const root = resolveProjectRoot({}, join(base, 'repo', 'a', 'b'))
    expect(resolveProjectRoot({}, join(base, 'link', 'a'))).toBe(root)
  })

  it('prints the path with `evident db path`', async () => {
    const home = tempDir()
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(['db', 'path'], {
      env: { HOME: home, EVIDENT_DB: join(home, 'db.sqlite') },
      cwd: home,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    })
    expect(code).toBe(0)
    expect(out).toEqual([join(home, 'db.sqlite')])
    expect(err.join('\n')).toContain('chosen by: EVIDENT_DB')
  })

  it('rejects stray arguments and unknown commands with usage', async () => {
    const err: string[] = []
    const io = { env: {}, cwd: '/', out: () => undefined, err: (l: string) => err.push(l) }
    expect(await runCli(['db', 'path', 'extra'], io)).toBe(2)
    expect(await runCli(['nope'], io)).toBe(2)
    expect(err.join('\n')).toContain('evident: unknown command "nope"')
  })
})
