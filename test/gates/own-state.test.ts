import { describe, expect, it } from 'vitest'
import { commandNamesOwnState, ownStateOf, type OwnStatePlaces } from '../../mcp-server/src/gates/own-state.js'

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
    expect(commandNamesOwnState('echo \'{"disableAllHooks":true}\' > s.json', places)).toContain('disableAllHooks')
    expect(commandNamesOwnState('npm test && git status', places)).toBeUndefined()
    expect(commandNamesOwnState('cat .claude/settings.json', places)).toBeUndefined()
  })
})
