import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { mcp, runSession } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * `/evident:tdd` approves nothing the user did not allow beyond evident's own tools: through the real Claude Code
 * (2.1.332, `-p`, default permission mode, no `--allowedTools`, no allow rules in any settings), the main agent's Bash
 * and Write and the dispatched evident:tdd-task subagent's Bash and Write are all refused by Claude Code's
 * permissions, and no file appears. The command's own `allowed-tools` do approve evident's MCP tool it names
 * (`tdd_task`), evident's own CLI in Bash (`evident drift`) and the Agent dispatch: the user invoked evident's command
 * (docs/hooks.md, "What evident's commands, skills and agents pre-approve").
 */
beforeAll(() => {
  ensureClaude()
})

const GOAL = 'E2E-CONSENT add returns the sum'
const SUBAGENT = 'E2E-CONSENT-SUBAGENT'
/** What Claude Code 2.1.332 answers, in `-p` mode with nobody to ask, to a Bash redirection and to a Write. */
const REFUSED = {
  Bash: (path: string): string => `Output redirection to '${path}' needs approval`,
  Write: (path: string): string => `Claude requested permissions to write to ${path}, but you haven't granted it yet`,
}

describe('consent under /evident:tdd', () => {
  it("refuses the main agent's and the subagent's Bash and Write when the user allowed neither", async () => {
    const work = tempDir('evident-e2e-consent-')
    const project = join(work, 'project')
    const home = join(work, 'home')
    mkdirSync(project)
    const file = (name: string): string => join(project, name)
    let mainEnd: Conversation | undefined
    let subEnd: Conversation | undefined
    const main: Script = [
      () => ({ tool: mcp('tdd_task'), input: { action: 'start', goal: 'consent' } }),
      () => ({ tool: 'Bash', input: { command: 'evident drift --slug consent' } }),
      // A short time limit: a refused Bash call keeps evident's shell lease until its limit lapses (see below).
      () => ({ tool: 'Bash', input: { command: `echo bash > ${file('main-bash.txt')}`, timeout: 1000 } }),
      () => ({ tool: 'Write', input: { file_path: file('main-write.txt'), content: 'write\n' } }),
      () => ({
        tool: 'Agent',
        input: {
          description: 'TDD: consent',
          subagent_type: 'evident:tdd-task',
          prompt: `${SUBAGENT} try to write`,
          run_in_background: false,
        },
      }),
      (c) => {
        mainEnd = c
        return { text: 'done' }
      },
    ]
    const subagent: Script = [
      () => ({ tool: 'Bash', input: { command: `echo bash > ${file('sub-bash.txt')}` } }),
      () => ({ tool: 'Write', input: { file_path: file('sub-write.txt'), content: 'write\n' } }),
      (c) => {
        subEnd = c
        return { text: 'nothing was allowed' }
      },
    ]
    const session = await runSession({
      project,
      home,
      prompt: `/evident:tdd ${GOAL}`,
      scripts: { main, subagent },
      route: (c) => (c.prompt.includes(SUBAGENT) ? 'subagent' : c.prompt.includes('E2E-CONSENT') ? 'main' : undefined),
      allowedTools: [],
      permissionMode: 'default',
      timeoutMs: scaled(180_000),
      // evident's PreToolUse takes the shell lease before Claude Code asks for permission, and nothing releases it when
      // the call is refused: another caller's Bash waits for it to lapse (the command's limit plus this grace) first.
      env: { EVIDENT_SHELL_LEASE_GRACE_MS: '1000' },
    })
    const why = session.diagnosis
    if (mainEnd === undefined || subEnd === undefined) throw new Error(`the session did not finish\n${why}`)
    const [started, drift, mainBash, mainWrite, dispatched] = mainEnd.results
    const [subBash, subWrite] = subEnd.results

    // evident's own tool, named in the command's allowed-tools, ran: the user invoked evident's command.
    expect(started?.isError, why).toBe(false)
    expect(started?.text, why).toContain('created')
    // evident's own CLI, the one Bash pattern the command names, ran: drift answered (no git work tree here, exit 2).
    expect(drift?.text, why).toContain('evident drift: ')
    expect(drift?.text, why).toContain('is not inside a git work tree')
    // Plain Bash and Write are the user's to allow, in the main agent and in the subagent alike: Claude Code refused
    // each one for want of permission, and says so in its result.
    const calls = [
      [mainBash, 'Bash', 'main-bash.txt'],
      [mainWrite, 'Write', 'main-write.txt'],
      [subBash, 'Bash', 'sub-bash.txt'],
      [subWrite, 'Write', 'sub-write.txt'],
    ] as const
    for (const [refused, tool, name] of calls) {
      expect(refused?.isError, why).toBe(true)
      expect(refused?.text, why).toContain(REFUSED[tool](file(name)))
      expect(existsSync(file(name)), `${name}\n${why}`).toBe(false)
    }
    const denials = (JSON.parse(session.ran.stdout) as { permission_denials: { tool_name: string }[] })
      .permission_denials
    expect(
      denials.map((d) => d.tool_name),
      why,
    ).toEqual(calls.map(([, tool]) => tool))
    // Dispatching the subagent ran nothing by itself: it came back, and its own calls were refused above.
    expect(dispatched?.isError, why).toBe(false)
  })
})
