import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CALLER_REPLACED } from '../../mcp-server/src/hooks/pre-mcp.js'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import { readEvidence } from '../support/e2e/evidence.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { findDatabase, mcp, runSession } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * What Claude Code 2.1.332 really hands the models (issue #15): a plugin skill and a plugin command of the same
 * name are both `evident:<name>`, and the command hides the skill. So the protocol skills carry their own names,
 * and this session checks, request by request, what the main agent and the evident:tdd-task subagent receive.
 */
const GOAL = 'E2E-GOAL add returns the sum of two numbers'
const SUBAGENT = 'E2E-SUBAGENT'
const SESSION_TIMEOUT = scaled(240_000)
/** The dispatch instructions of commands/tdd.md: for the main agent only. */
const COMMAND_TEXT = 'You are the main agent. Do not do the TDD work yourself'

beforeAll(() => {
  ensureClaude()
})

/** The skill's first sentence of prose, read from the file so the test follows the text. */
function protocolSentence(): string {
  const body = readFileSync(join(REPO, 'skills', 'tdd-protocol', 'SKILL.md'), 'utf8').split(/^---$/m)[2] ?? ''
  const line = body.split('\n').find((l) => l.startsWith('evident accepts a TDD claim'))
  if (line === undefined) throw new Error('skills/tdd-protocol/SKILL.md lost its opening sentence')
  return line
}

const everything = (c: Conversation): string => [c.system, ...c.messages.map((m) => m.text)].join('\n')

describe('skills and commands through Claude Code', () => {
  it('preloads the TDD protocol (not the /evident:tdd command) into evident:tdd-task, lists the protocol skills, and tells a model whose caller was replaced', async () => {
    const work = tempDir('evident-skills-e2e-')
    const project = join(work, 'project')
    const home = join(work, 'home')
    mkdirSync(project)
    mkdirSync(home)
    const seen: Record<string, Conversation> = {}
    const main: Script = [
      (c) => {
        seen['main'] = c
        return {
          tool: 'Agent',
          input: {
            description: 'TDD: add',
            subagent_type: 'evident:tdd-task',
            prompt: `${SUBAGENT} make add return the sum`,
            run_in_background: false,
          },
        }
      },
      () => ({ text: 'The subagent finished.' }),
    ]
    const subagent: Script = [
      (c) => {
        seen['subagent'] = c
        return {
          tool: mcp('tdd_task'),
          input: {
            action: 'start',
            goal: 'add returns the sum',
            caller: { sessionId: 'someone-else', agentId: 'main', proof: 'f'.repeat(64) },
          },
        }
      },
      (c) => {
        seen['afterForgery'] = c
        return { text: 'Started.' }
      },
    ]
    const session = await runSession({
      project,
      home,
      prompt: `/evident:tdd ${GOAL}`,
      route: (c) => (c.prompt.includes(SUBAGENT) ? 'subagent' : c.prompt.includes('E2E-GOAL') ? 'main' : undefined),
      scripts: { main, subagent },
      timeoutMs: SESSION_TIMEOUT,
    })
    const why = session.diagnosis
    expect(session.ran.code, why).toBe(0)
    const mainSeen = seen['main']
    const subSeen = seen['subagent']
    const after = seen['afterForgery']
    if (mainSeen === undefined || subSeen === undefined || after === undefined)
      throw new Error(`a conversation never reached the model\n${why}`)

    // The user's command still expands for the main agent.
    expect(mainSeen.prompt, why).toContain(COMMAND_TEXT)
    // The skill list names the protocol skills by their own names; evident's commands are the user's alone
    // (disable-model-invocation): the model is not offered them, so it cannot start work or apply a setup itself.
    const listing = everything(mainSeen)
    for (const name of ['tdd-protocol', 'vdd-protocol', 'validation', 'tdd-coordinator', 'conductor'])
      expect(listing, `skill list lacks evident:${name}`).toMatch(new RegExp(`^- evident:${name}: `, 'm'))
    for (const name of ['tdd', 'vdd', 'setup', 'conduct'])
      expect(listing, `the model is offered /evident:${name}`).not.toMatch(new RegExp(`^- evident:${name}: `, 'm'))
    expect(listing).toMatch(/^- evident:tdd-protocol: The evidence protocol for test-driven work/m)

    // The subagent's first request carries the protocol, preloaded, and not the main agent's dispatch text.
    const subText = everything(subSeen)
    expect(subText, why).toContain(protocolSentence())
    expect(subText, why).toContain('<command-name>evident:tdd-protocol</command-name>')
    expect(subText, why).not.toContain(COMMAND_TEXT)
    // Claude Code 2.1.332 has no MultiEdit: the agent's edit tools are Edit and Write.
    expect(subSeen.tools).toEqual(expect.arrayContaining(['Edit', 'Write', mcp('tdd_task')]))
    expect(subSeen.tools).not.toContain('MultiEdit')

    // The forged caller was replaced (the call ran as the subagent) and the model was told so.
    expect(after.results.at(-1)?.isError, why).toBe(false)
    expect(everything(after), why).toContain(CALLER_REPLACED)
    const evidence = await readEvidence(findDatabase(home))
    expect(
      evidence.callers.filter((c) => c.agent_id === 'main' && c.session_id === 'someone-else'),
      why,
    ).toEqual([])
    expect(
      evidence.callers.filter((c) => c.agent_type === 'evident:tdd-task'),
      why,
    ).toHaveLength(1)
  })
})
