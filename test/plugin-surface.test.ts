import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMANDS as CLI_COMMANDS } from '../mcp-server/src/entry/cli.js'
import { SESSION_CONTEXT } from '../mcp-server/src/hooks/session-start.js'
import { TOOL_NAMES } from '../mcp-server/src/tools/index.js'
import { INVENTORY_KINDS, inventoryTool } from '../mcp-server/src/tools/inventory.js'
import { REPO } from './support/fixtures.js'

const read = (path: string): string => readFileSync(join(REPO, path), 'utf8')
const TDD_TEXTS = [
  'skills/tdd-protocol/SKILL.md',
  'agents/tdd-task.md',
  'commands/tdd.md',
  'skills/tdd-coordinator/SKILL.md',
  'agents/scenario.md',
  'agents/implement.md',
  'agents/verify.md',
] as const
const WORDS = /\b(?:tdd_[a-z_]+|run_tests|test_errors|hypothesis|inventory|acceptance_metrics)\b/g
/** The frontmatter field `key` of a Markdown file, or undefined. */
const field = (path: string, key: string): string | undefined =>
  new RegExp(`^${key}: (.*)$`, 'm').exec(read(path).split(/^---$/m)[1] ?? '')?.[1]
const SKILLS = readdirSync(join(REPO, 'skills'))
const COMMANDS = readdirSync(join(REPO, 'commands')).map((f) => f.replace(/\.md$/, ''))
const AGENTS = readdirSync(join(REPO, 'agents')).map((f) => f.replace(/\.md$/, ''))
/** Every text a user or the model reads: the README, docs, skills, commands and agents. */
const PROSE = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...SKILLS.map((s) => `skills/${s}/SKILL.md`),
  ...COMMANDS.map((c) => `commands/${c}.md`),
  ...AGENTS.map((a) => `agents/${a}.md`),
]
/** `evident <words…>` as written in a code span, or at the start of a line of a fenced code block. */
function cliMentions(text: string): string[] {
  const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap(([, body = '']) => body.split('\n'))
  const words = /^evident ((?:[a-z][a-z-]*)(?: [a-z][a-z-]*)?)/
  return [
    ...[...text.matchAll(/`evident ((?:[a-z][a-z-]*)(?: [a-z][a-z-]*)?)/g)].map(([, m = '']) => m),
    ...fenced.flatMap((line) => words.exec(line.trim().replace(/^\$ /, ''))?.[1] ?? []),
  ]
}
/** Quoted messages start `evident is not enforcing yet…`: a verb after "evident" is prose, not a command. */
const PROSE_VERBS = new Set(['is', 'has', 'does', 'can', 'never', 'will', 'records', 'accepts'])
const CLI_GROUPS = new Set(CLI_COMMANDS.filter((c) => c.words.length > 1).map((c) => c.words[0]))

describe('plugin surface', () => {
  it('names only evident tools that exist, by full name where namespaced', () => {
    for (const path of TDD_TEXTS) {
      const text = read(path)
      for (const [, tool] of text.matchAll(/mcp__plugin_evident_evident__(\w+)/g))
        expect(TOOL_NAMES, `${path}: ${tool}`).toContain(tool)
      for (const word of text.match(WORDS) ?? []) expect(TOOL_NAMES, `${path}: ${word}`).toContain(word)
    }
    for (const word of SESSION_CONTEXT.match(WORDS) ?? []) expect(TOOL_NAMES, word).toContain(word)
  })

  it('names only inventory kinds and inventory fields that exist in the skills, commands and agents', () => {
    const texts = [...SKILLS.map((s) => `skills/${s}/SKILL.md`), ...COMMANDS.map((c) => `commands/${c}.md`)]
    const fields = Object.keys(inventoryTool.input.shape)
    let named = 0
    for (const path of [...texts, ...AGENTS.map((a) => `agents/${a}.md`)]) {
      const text = read(path)
      for (const [, kind = ''] of text.matchAll(/`inventory` kind `(\w+)`/g))
        expect(INVENTORY_KINDS, `${path}: ${kind}`).toContain(kind)
      for (const [call = '', kind = ''] of text.matchAll(/\{"kind": "(\w+)"[^}]*\}/g)) {
        expect(INVENTORY_KINDS, `${path}: ${call}`).toContain(kind)
        for (const [, key = ''] of call.matchAll(/"(\w+)":/g)) expect(fields, `${path}: ${call}`).toContain(key)
        named++
      }
    }
    expect(named).toBeGreaterThan(5)
  })

  it('names only slash commands, skills, tools and CLI commands that exist, in every doc, skill, command and agent', () => {
    for (const path of PROSE) {
      const text = read(path)
      for (const [, name = ''] of text.matchAll(/\/evident:([a-z-]+)/g))
        expect([...COMMANDS, ...SKILLS], `${path}: /evident:${name}`).toContain(name)
      // Claude Code namespaces a plugin's commands: /tdd, /vdd or /validation alone runs nothing of evident's.
      expect(text.match(/(?<![\w.:/-])\/(?:tdd|vdd|validation)\b/g), path).toBeNull()
      for (const [, tool = ''] of text.matchAll(/mcp__plugin_evident_evident__(\w+)/g))
        expect(TOOL_NAMES, `${path}: ${tool}`).toContain(tool)
      for (const mention of cliMentions(text)) {
        const [first = '', second] = mention.split(' ')
        if (PROSE_VERBS.has(first)) continue
        const known =
          first === 'help' ||
          (CLI_GROUPS.has(first)
            ? second === undefined || CLI_COMMANDS.some((c) => c.words[0] === first && c.words[1] === second)
            : CLI_COMMANDS.some((c) => c.words.length === 1 && c.words[0] === first))
        expect(known, `${path}: evident ${mention}`).toBe(true)
      }
    }
  })

  it('links only to files that exist, and the README links the glossary and the CLI page', () => {
    for (const path of PROSE) {
      for (const [, target = ''] of read(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(?:[a-z]+:|#)/.test(target)) continue
        const file = join(dirname(path), target.replace(/#.*$/, ''))
        expect(existsSync(join(REPO, file)), `${path}: ${target}`).toBe(true)
      }
    }
    expect(read('README.md')).toContain('(docs/glossary.md)')
    expect(read('README.md')).toContain('(docs/cli.md)')
  })

  it('names in the README every slash command, skill, agent and CLI command', () => {
    const readme = read('README.md')
    for (const command of COMMANDS) expect(readme, command).toContain(`/evident:${command}`)
    for (const name of [...SKILLS, ...AGENTS]) expect(readme, name).toMatch(new RegExp(`\\bevident:${name}\\b`))
    // The CLI list writes a group's subcommands together: `validation plan|run|…`.
    const spans = [...readme.matchAll(/`(?:evident )?([a-z][a-z-]*)(?: ([a-z|-]+))?`/g)].map(
      ([, first = '', rest]) => ({
        first,
        subs: rest?.split('|') ?? [],
      }),
    )
    for (const { words } of CLI_COMMANDS) {
      const [first, second] = words
      const named = spans.some((s) =>
        second === undefined ? s.first === first && s.subs.length === 0 : s.first === first && s.subs.includes(second),
      )
      expect(named, `evident ${words.join(' ')}`).toBe(true)
    }
  })

  it('documents every CLI command in docs/cli.md', () => {
    const doc = read('docs/cli.md')
    for (const command of CLI_COMMANDS)
      expect(doc, command.words.join(' ')).toContain(`evident ${command.words.join(' ')}`)
  })

  // Claude Code 2.1.332 names a skill and a command from one plugin alike (`evident:<name>`), keeps the command
  // and hides the skill: the skill list, Skill() and an agent's preloaded skills would all get the command text.
  it('names its skills and commands apart, so no command hides a skill', () => {
    expect(SKILLS.filter((skill) => COMMANDS.includes(skill))).toEqual([])
    for (const skill of SKILLS) expect(field(`skills/${skill}/SKILL.md`, 'name'), skill).toBe(skill)
    expect(SKILLS).toEqual(expect.arrayContaining(['tdd-protocol', 'vdd-protocol', 'validation']))
  })

  it('preloads into its agents only its own skills, never a command', () => {
    expect(field('agents/tdd-task.md', 'skills')).toBe('evident:tdd-protocol')
    for (const agent of AGENTS) {
      for (const name of field(`agents/${agent}.md`, 'skills')?.split(/,\s*/) ?? []) {
        expect(name, agent).toMatch(/^evident:/)
        expect(SKILLS, `${agent}: ${name}`).toContain(name.slice('evident:'.length))
      }
    }
  })

  it('points the commands at the protocol skills by their full names', () => {
    expect(read('commands/tdd.md')).toContain('evident:tdd-protocol')
    expect(read('commands/vdd.md')).toContain('evident:vdd-protocol')
  })

  it('gives the agents no tool Claude Code 2.1.332 lacks (it dropped MultiEdit)', () => {
    for (const agent of AGENTS)
      expect(field(`agents/${agent}.md`, 'tools')?.split(', '), agent).not.toContain('MultiEdit')
  })

  it('gives the tdd-task agent every evident tool its protocol calls', () => {
    const tools = field('agents/tdd-task.md', 'tools')?.split(', ') ?? []
    for (const tool of [
      'tdd_task',
      'tdd_goal',
      'tdd_behavior',
      'tdd_phase_transition_request',
      'run_tests',
      'test_errors',
      'hypothesis',
      'tdd_progress_push',
    ]) {
      expect(tools).toContain(`mcp__plugin_evident_evident__${tool}`)
    }
  })

  it('gives each coordinator worker the evident tools its text calls, and the scenario and verify workers no way to run or write what they must not', () => {
    const tools = (agent: string) => field(`agents/${agent}.md`, 'tools')?.split(', ') ?? []
    for (const agent of ['scenario', 'implement', 'verify']) {
      const text = read(`agents/${agent}.md`).split(/^---$/m)[2] ?? ''
      for (const word of new Set(text.match(WORDS) ?? []))
        expect(tools(agent), `${agent}: ${word}`).toContain(`mcp__plugin_evident_evident__${word}`)
    }
    // The scenario worker must not run its test (the implement worker's first run is the red evidence).
    expect(tools('scenario')).not.toContain('mcp__plugin_evident_evident__run_tests')
    expect(tools('scenario')).not.toContain('Bash')
    expect(tools('verify')).not.toEqual(expect.arrayContaining(['Edit']))
    expect(tools('verify')).not.toContain('Write')
    expect(field('agents/implement.md', 'skills')).toBe('evident:tdd-protocol')
  })

  it('has a manifest named evident with an author object and keywords', () => {
    const manifest = JSON.parse(read('.claude-plugin/plugin.json')) as Record<string, unknown>
    expect(manifest).toMatchObject({ name: 'evident', author: { name: expect.any(String) as string } })
    expect(Array.isArray(manifest['keywords'])).toBe(true)
  })

  it('runs every hook as node hooks/run.cjs <Event> in exec form (no shell), with a matcher for each gated tool family', () => {
    const config = JSON.parse(read('hooks/hooks.json')) as {
      hooks: Record<string, { matcher?: string; hooks: { command: string; args?: string[] }[] }[]>
    }
    expect(Object.keys(config.hooks).sort()).toEqual([
      'PermissionDenied',
      'PostToolBatch',
      'PostToolUse',
      'PostToolUseFailure',
      'PreToolUse',
      'SessionStart',
      'SubagentStart',
      'SubagentStop',
    ])
    expect(config.hooks['PreToolUse']?.map((g) => g.matcher)).toEqual([
      'mcp__plugin_evident_evident__.*',
      'Edit|Write|MultiEdit|NotebookEdit',
      'Bash',
    ])
    expect(config.hooks['PostToolUse']?.map((g) => g.matcher)).toEqual(['Edit|Write|MultiEdit|NotebookEdit', 'Bash'])
    expect(config.hooks['PostToolUseFailure']?.map((g) => g.matcher)).toEqual(['Bash'])
    expect(config.hooks['PermissionDenied']?.map((g) => g.matcher)).toEqual(['Bash'])
    // PostToolBatch takes no matcher in 2.1.332 (a group's matcher is ignored): it starts after every batch.
    expect(config.hooks['PostToolBatch']?.map((g) => g.matcher)).toEqual([undefined])
    for (const [event, groups] of Object.entries(config.hooks)) {
      for (const group of groups) {
        for (const hook of group.hooks)
          expect(hook).toMatchObject({ command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/hooks/run.cjs', event] })
      }
    }
  })
})
