import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

/**
 * `npm run demo`: drives the evidence core through a real MCP client over stdio against the built server.
 * A task is created, a behavior moves to red, and a `red → refactor` shortcut is denied with its reason.
 */
const here = dirname(fileURLToPath(import.meta.url))
const serverEntry = join(here, '..', 'mcp-server', 'src', 'main.js')

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'evident-demo-'))
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [serverEntry],
    cwd: work,
    env: { ...process.env, EVIDENT_DB: join(work, 'evident.sqlite'), EVIDENT_PROJECT_ROOT: work, EVIDENT_SESSION_ID: 'demo-session', EVIDENT_AGENT_ID: 'main' } as Record<string, string>,
    stderr: 'inherit',
  })
  const client = new Client({ name: 'evident-demo', version: '0.1.0' })
  await client.connect(transport)
  const call = async (name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    const first = result.content[0]
    const text = first?.type === 'text' ? first.text : ''
    console.log(`${result.isError === true ? '✗' : '→'} ${name} ${JSON.stringify(args)}\n    ${text}`)
    if (result.isError === true) throw new Error(`${name} failed: ${text}`)
    return (result.structuredContent ?? {}) as Record<string, unknown>
  }
  try {
    const { tddTaskId } = await call('tdd_task', { action: 'start', goal: 'Parse ISO dates', runId: 'demo-1' })
    const goal = await call('tdd_goal', { action: 'create', tddTaskId, goal: 'Accept calendar dates' })
    const goalId = (goal['goal'] as { id: number }).id
    await call('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
    const behavior = await call('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'parses 2024-02-29' })
    const behaviorId = (behavior['behavior'] as { id: number }).id
    const red = await call('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'red' })
    const cheat = await call('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'refactor' })
    const ok = red['accepted'] === true && cheat['accepted'] === false && cheat['denialReason'] === 'refactor_without_passing_run'
    console.log(ok ? 'demo: red accepted, red → refactor denied (refactor_without_passing_run)' : 'demo: unexpected outcome')
    return ok ? 0 : 1
  } finally {
    await client.close()
    rmSync(work, { recursive: true, force: true })
  }
}

main().then((code) => { process.exitCode = code }, (error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
