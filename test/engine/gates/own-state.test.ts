import { describe, expect, it } from 'vitest'
import {
  commandNamesOwnState,
  ownStateOf,
  writeReachesOwnState,
  type OwnStatePlaces,
} from '../../../mcp-server/src/engine/gates/own-state.js'

const places: OwnStatePlaces = {
  home: '/home/u',
  projectRoot: '/work/app',
  dbPath: '/home/u/.claude/plugins/data/evident-m/projects/app-1/evident.sqlite',
  pluginData: '/home/u/.claude/plugins/data/evident-m',
  pluginRoot: '/home/u/.claude/plugins/cache/m/evident/0.1.0',
  userData: '/home/u/.local/share/evident',
}

describe("evident's own state", () => {
  it('guards the store folder, the plugin, the settings and the MCP configuration', () => {
    expect(ownStateOf(`${places.dbPath}.key`, places)).toBe("evident's evidence store")
    expect(ownStateOf('/home/u/.claude/plugins/cache/m/evident/0.1.0/bundle/hook-main.cjs', places)).toBe(
      "evident's plugin code",
    )
    expect(ownStateOf('/home/u/.claude/settings.json', places)).toMatch(/^Claude Code settings/)
    expect(ownStateOf('/work/app/.claude/settings.local.json', places)).toMatch(/^Claude Code settings/)
    expect(ownStateOf('/work/app/.mcp.json', places)).toBe('the project MCP configuration')
    expect(ownStateOf('/etc/claude-code/managed-settings.json', places)).toBe('Claude Code managed settings')
  })

  it("guards the real bundle a plugin's linked bundle/ points at (the lean plugin run from its marketplace)", () => {
    const lean = { ...places, pluginRoot: '/src/evident/plugin' }
    // plugin/bundle → ../bundle: the real path is outside the plugin root.
    const real = (path: string): string => path.replace('/src/evident/plugin/bundle', '/src/evident/bundle')
    expect(ownStateOf('/src/evident/bundle/hook-main.cjs', { ...lean, real })).toBe("evident's plugin code")
    expect(ownStateOf('/src/evident/plugin/hooks/run.cjs', { ...lean, real })).toBe("evident's plugin code")
    // Without the link, a sibling folder is not the plugin's.
    expect(ownStateOf('/src/evident/bundle/hook-main.cjs', lean)).toBeUndefined()
    expect(ownStateOf('/src/evident/docs/x.md', { ...lean, real })).toBeUndefined()
  })

  it('leaves the project, its other .claude files and look-alike names alone', () => {
    for (const path of [
      '/work/app/src/add.ts',
      '/work/app/.claude/commands/review.md',
      '/work/app/.claude/settings.json.bak/x',
      '/work/app/docs/.mcp.json',
      '/home/u/.claude/plugins-notes.md',
    ])
      expect(ownStateOf(path, places), path).toBeUndefined()
  })

  it('guards only the database files when the database shares a folder with the project', () => {
    const shared = { ...places, dbPath: '/work/app/.evident/evident.sqlite', pluginData: undefined }
    expect(ownStateOf('/work/app/.evident/evident.sqlite-wal', shared)).toBe("evident's evidence store")
    expect(ownStateOf('/work/app/.evident/evident.sqlite.key', shared)).toBe("evident's caller key")
    expect(ownStateOf('/work/app/.evident/shadow.git/HEAD', shared)).toBe("evident's tree snapshots")
    expect(ownStateOf('/work/app/.evident/notes.md', shared)).toBeUndefined()
    const above = { ...places, dbPath: '/work/evident.sqlite', pluginData: undefined }
    expect(ownStateOf('/work/app/src/add.ts', above)).toBeUndefined()
    expect(ownStateOf('/work/evident.sqlite', above)).toBe("evident's evidence store")
  })

  it('names what a command spells out', () => {
    expect(commandNamesOwnState(`sqlite3 ${places.dbPath} .dump`, places)).toContain("evident's evidence store")
    expect(commandNamesOwnState('cat "$CLAUDE_PLUGIN_DATA"/x', places)).toContain('CLAUDE_PLUGIN_DATA')
    expect(commandNamesOwnState(`echo '{"disableAllHooks":true}' > .claude/settings.local.json`, places)).toContain(
      'disableAllHooks',
    )
    expect(commandNamesOwnState('ls ~/.claude/plugins/data', places)).toContain('installed Claude Code plugins')
    expect(commandNamesOwnState('cat "${HOME}/.local/share/evident/x"', places)).toContain("evident's user data")
    // Names alone, in docs or searches, are not paths.
    for (const honest of [
      'grep -rn evident.sqlite docs/',
      'rg disableAllHooks README.md',
      'git log -- docs/shadow.git.md',
    ])
      expect(commandNamesOwnState(honest, places), honest).toBeUndefined()
    expect(commandNamesOwnState('npm test && git status', places)).toBeUndefined()
    expect(commandNamesOwnState('cat .claude/settings.json', places)).toBeUndefined()
  })

  it('takes a shell write of a folder holding guarded files for a write of them, but not the project itself', () => {
    expect(writeReachesOwnState(['/work/app/.claude'], places)).toContain('a folder holding Claude Code settings')
    expect(writeReachesOwnState(['/home/u/.claude'], places)).toContain('a folder holding')
    expect(writeReachesOwnState(['/work/app'], places)).toBeUndefined()
    expect(writeReachesOwnState(['/work/app/build'], places)).toBeUndefined()
  })

  it('guards every spelling: a symlinked settings file, CLAUDE_CONFIG_DIR, and not the plugin when it is the project', () => {
    const real = (p: string): string => (p === '/home/u/.claude/settings.json' ? '/home/u/dotfiles/claude.json' : p)
    expect(ownStateOf('/home/u/dotfiles/claude.json', { ...places, real })).toMatch(/^Claude Code settings/)
    expect(ownStateOf('/cfg/settings.json', { ...places, configDir: '/cfg' })).toMatch(/^Claude Code settings/)
    const self = { ...places, pluginRoot: '/work/app' }
    expect(ownStateOf('/work/app/bundle/hook-main.cjs', self)).toBeUndefined()
  })

  it('guards only the files of a database in a shared folder such as /tmp', () => {
    const shared = { ...places, dbPath: '/tmp/evident.sqlite', pluginData: undefined }
    expect(ownStateOf('/tmp/other.txt', shared)).toBeUndefined()
    expect(ownStateOf('/tmp/evident.sqlite.spill', shared)).toBe("evident's evidence store")
    // The creation marker: planted beside an emptied database, it would pass the damage off as a new store.
    expect(ownStateOf('/tmp/evident.sqlite.creating', shared)).toBe("evident's evidence store")
  })
})
