import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { COMMANDS as CLI_COMMANDS } from '../mcp-server/src/entry/cli.js'
import { TOOL_NAMES } from '../mcp-server/src/tools/index.js'
import { REPO } from './support/fixtures.js'

/**
 * evident never widens what the user allowed (docs/hooks.md, "What evident's commands, skills and agents
 * pre-approve"): no command, skill or agent file pre-approves Bash beyond evident's own CLI
 * (`Bash(evident <command>:*)`) or any of the Edit family, and evident's own MCP tools are pre-approved only by
 * evident's own slash commands, which the user invoked. An agent's `tools:` restricts what the
 * subagent may use and approves nothing (test/e2e/claude-consent.test.ts shows its Bash and Write refused).
 */
type Kind = 'command' | 'skill' | 'agent'

const EDIT_FAMILY = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit'])
/** Tools that only read or dispatch: the Agent tool runs nothing itself, the subagent's calls ask for themselves. */
const HARMLESS = new Set(['Read', 'Glob', 'Grep', 'Agent', 'Task'])
const EVIDENT_MCP = 'mcp__plugin_evident_evident__'
/** evident's CLI commands and command groups (`evident conduct:*` covers the conduct group). */
const CLI_NAMES = new Set(CLI_COMMANDS.flatMap((c) => [c.words.join(' '), c.words[0] ?? '']))
/**
 * evident's CLI commands that write settings or configuration, with the arguments under which they only read:
 * `evident init` without `--dry-run` (evident.config.json, .claude/settings.json), `evident seal` but for `--user`
 * (which prints). No frontmatter may pre-approve them, by prefix or exactly: the user's own permission prompt is the
 * consent they stand for (docs/setup.md).
 */
const WRITES_SETTINGS: Readonly<Record<string, readonly string[]>> = { init: ['--dry-run'], seal: ['--user'] }

/** Why a Bash entry approves more than evident's own read-only or user-invoked CLI, or undefined. */
function bashViolation(entry: string): string | undefined {
  const prefix = /^Bash\(evident ([a-z][a-z-]*(?: [a-z][a-z-]*)?):\*\)$/.exec(entry)?.[1]
  if (prefix !== undefined) {
    if (!CLI_NAMES.has(prefix)) return `${entry}: Bash beyond evident's own CLI`
    if (WRITES_SETTINGS[prefix.split(' ')[0] ?? ''] !== undefined)
      return `${entry}: pre-approves evident ${prefix}, which writes settings`
    return undefined
  }
  const exact = /^Bash\(evident ([a-z][a-z-]*(?: [a-z0-9-]+)*)\)$/.exec(entry)?.[1]
  if (exact === undefined) return `${entry}: Bash beyond evident's own CLI`
  const [word = '', ...args] = exact.split(' ')
  const group = `${word} ${args[0] ?? ''}`
  if (!CLI_NAMES.has(word) && !CLI_NAMES.has(group)) return `${entry}: Bash beyond evident's own CLI`
  const readOnly = WRITES_SETTINGS[word]
  if (readOnly !== undefined && args.join(' ') !== readOnly.join(' '))
    return `${entry}: pre-approves evident ${exact}, which writes settings`
  return undefined
}

/** The entries of a frontmatter's `allowed-tools` (a comma-separated string or a YAML list). */
function entries(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value.map(String)
  return String(value)
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')
}

/** Why a file's frontmatter pre-approves more than the user allowed; empty when it does not. */
function consentViolations(kind: Kind, frontmatter: Readonly<Record<string, unknown>>): string[] {
  const found: string[] = []
  if (frontmatter['permissionMode'] !== undefined)
    found.push(`permissionMode: ${String(frontmatter['permissionMode'])}`)
  for (const entry of entries(frontmatter['allowed-tools'])) {
    const tool = /^[A-Za-z_]\w*/.exec(entry)?.[0] ?? entry
    if (tool === 'Bash') {
      const why = bashViolation(entry)
      if (why !== undefined) found.push(why)
    } else if (EDIT_FAMILY.has(tool)) found.push(`${entry}: the Edit family`)
    else if (entry.startsWith(EVIDENT_MCP)) {
      if (kind !== 'command') found.push(`${entry}: evident's MCP tool outside evident's own slash command`)
      else if (!TOOL_NAMES.includes(entry.slice(EVIDENT_MCP.length))) found.push(`${entry}: no such evident tool`)
    } else if (!HARMLESS.has(entry)) found.push(`${entry}: not evident's to approve`)
  }
  return found
}

/**
 * Why a command file can be invoked by the model although its `allowed-tools` approve more than reading: such a
 * command starts work or changes settings, and only the user may invoke it (`disable-model-invocation: true`).
 */
function modelInvocable(kind: Kind, frontmatter: Readonly<Record<string, unknown>>): string | undefined {
  if (kind !== 'command' || frontmatter['disable-model-invocation'] === true) return undefined
  const approving = entries(frontmatter['allowed-tools']).filter((e) => !HARMLESS.has(e))
  return approving.length === 0
    ? undefined
    : `the model may invoke it, and it approves ${approving.join(', ')}: set disable-model-invocation: true`
}

/** Every command, skill and agent file with its parsed frontmatter. */
function surfaceFiles(): { path: string; kind: Kind; frontmatter: Record<string, unknown> }[] {
  const md = (dir: string): string[] => readdirSync(join(REPO, dir)).filter((f) => f.endsWith('.md'))
  const files: { path: string; kind: Kind }[] = [
    ...md('commands').map((f) => ({ path: `commands/${f}`, kind: 'command' as const })),
    ...readdirSync(join(REPO, 'skills')).map((s) => ({ path: `skills/${s}/SKILL.md`, kind: 'skill' as const })),
    ...md('agents').map((f) => ({ path: `agents/${f}`, kind: 'agent' as const })),
  ]
  return files.map(({ path, kind }) => {
    const [, yaml = ''] = /^---\n([\s\S]*?)\n---$/m.exec(readFileSync(join(REPO, path), 'utf8')) ?? []
    return { path, kind, frontmatter: (parse(yaml) ?? {}) as Record<string, unknown> }
  })
}

describe('consent: no plugin file pre-approves what the user did not allow', () => {
  it('finds no plain Bash, no Bash beyond evident, no Edit family and no misplaced evident tool in any frontmatter', () => {
    const files = surfaceFiles()
    expect(files.filter((f) => f.kind === 'command').length).toBeGreaterThanOrEqual(3)
    expect(files.filter((f) => f.kind === 'skill').length).toBeGreaterThanOrEqual(5)
    expect(files.filter((f) => f.kind === 'agent').length).toBeGreaterThanOrEqual(5)
    for (const { path, kind, frontmatter } of files) {
      expect(frontmatter['description'], path).toEqual(expect.any(String))
      expect(consentViolations(kind, frontmatter), path).toEqual([])
      expect(modelInvocable(kind, frontmatter), path).toBeUndefined()
    }
  })

  it('lets only the user invoke /evident:setup, which pre-approves the dry run and doctor and nothing that writes', () => {
    const setup = surfaceFiles().find((f) => f.path === 'commands/setup.md')
    expect(setup?.frontmatter['disable-model-invocation']).toBe(true)
    expect(entries(setup?.frontmatter['allowed-tools'])).toEqual([
      'Bash(evident init --dry-run)',
      'Bash(evident doctor)',
      'Read',
    ])
  })

  it('lets /evident:tdd run evident drift and only that in Bash (its --spec flow)', () => {
    const tdd = surfaceFiles().find((f) => f.path === 'commands/tdd.md')
    expect(entries(tdd?.frontmatter['allowed-tools']).filter((e) => e.startsWith('Bash'))).toEqual([
      'Bash(evident drift:*)',
    ])
  })

  it('fails a frontmatter for each way of approving too much', () => {
    const bad: [Kind, Record<string, unknown>][] = [
      ['command', { 'allowed-tools': 'Read, Bash' }],
      ['command', { 'allowed-tools': 'Bash(*)' }],
      ['command', { 'allowed-tools': 'Bash(npm test:*)' }],
      ['command', { 'allowed-tools': 'Bash(evident drift; rm -rf /:*)' }],
      ['command', { 'allowed-tools': 'Bash(evident no-such-command:*)' }],
      ['command', { 'allowed-tools': ['Edit'] }],
      ['command', { 'allowed-tools': 'Write' }],
      ['command', { 'allowed-tools': 'MultiEdit' }],
      ['command', { 'allowed-tools': 'NotebookEdit' }],
      ['command', { 'allowed-tools': 'Edit(src/**)' }],
      ['command', { 'allowed-tools': 'WebFetch' }],
      ['command', { 'allowed-tools': 'mcp__github__create_pull_request' }],
      ['command', { 'allowed-tools': `${EVIDENT_MCP}no_such_tool` }],
      ['skill', { 'allowed-tools': `${EVIDENT_MCP}run_tests` }],
      ['agent', { 'allowed-tools': `${EVIDENT_MCP}run_tests` }],
      ['agent', { tools: 'Read', permissionMode: 'acceptEdits' }],
      // evident's CLI commands that write settings, by prefix or exactly (init's --yes, a bare init, seal).
      ['command', { 'allowed-tools': 'Bash(evident init:*)' }],
      ['command', { 'allowed-tools': 'Bash(evident init --dry-run:*)' }],
      ['command', { 'allowed-tools': 'Bash(evident init --yes)' }],
      ['command', { 'allowed-tools': 'Bash(evident init)' }],
      ['command', { 'allowed-tools': 'Bash(evident init --dry-run --yes)' }],
      ['command', { 'allowed-tools': 'Bash(evident seal:*)' }],
      ['command', { 'allowed-tools': 'Bash(evident seal --local)' }],
      ['command', { 'allowed-tools': 'Bash(evident init --dry-run*)' }],
      ['command', { 'allowed-tools': 'Bash(evident no-such-command --x)' }],
    ]
    for (const [kind, frontmatter] of bad)
      expect(consentViolations(kind, frontmatter), JSON.stringify(frontmatter)).toHaveLength(1)
    expect(
      consentViolations('command', {
        'allowed-tools': `Agent, Read, Glob, Grep, Bash(evident drift:*), Bash(evident conduct run:*), ${EVIDENT_MCP}tdd_task`,
      }),
    ).toEqual([])
    expect(
      consentViolations('command', {
        'allowed-tools':
          'Bash(evident init --dry-run), Bash(evident doctor), Bash(evident seal --user), Bash(evident conduct status 7)',
      }),
    ).toEqual([])
    // A command that approves more than reading must be the user's to invoke; one that only reads need not be.
    expect(modelInvocable('command', { 'allowed-tools': 'Read, Bash(evident doctor)' })).toContain(
      'the model may invoke it, and it approves Bash(evident doctor)',
    )
    expect(
      modelInvocable('command', { 'allowed-tools': `${EVIDENT_MCP}vdd`, 'disable-model-invocation': 'true' }),
    ).toEqual(expect.any(String))
    expect(
      modelInvocable('command', { 'allowed-tools': 'Bash(evident doctor)', 'disable-model-invocation': true }),
    ).toBe(undefined)
    expect(modelInvocable('command', { 'allowed-tools': 'Read, Glob' })).toBeUndefined()
    // An agent's tools list restricts the subagent; it approves nothing, so Bash and Edit may stand there.
    expect(consentViolations('agent', { tools: 'Read, Edit, Write, Bash' })).toEqual([])
  })
})
