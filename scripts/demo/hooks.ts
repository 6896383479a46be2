import { spawn } from 'node:child_process'
import { hookProcess, readHooksConfig, selectedHooks, type HookCommand } from '../hook-commands.js'

/**
 * evident's hooks run the way Claude Code runs them: every hook `hooks/hooks.json` selects for the event and
 * tool, spawned in exec form (scripts/hook-commands.ts), with the JSON payload on stdin and
 * `CLAUDE_PLUGIN_ROOT` / `CLAUDE_PROJECT_DIR` in the environment. Exit 0 with JSON on stdout is a denial or a rewritten input; printing nothing leaves the call to the permission rules.
 */
interface HookDecision {
  readonly decision: 'allow' | 'deny' | 'none'
  readonly reason: string
  readonly updatedInput: Readonly<Record<string, unknown>> | undefined
  readonly additionalContext: string | undefined
}

export interface HookRunner {
  run(event: string, payload: Readonly<Record<string, unknown>>): Promise<HookDecision>
}

export function hookRunner(
  pluginRoot: string,
  env: Readonly<Record<string, string>>,
  base: Readonly<Record<string, unknown>>,
): HookRunner {
  const config = readHooksConfig(pluginRoot)
  return {
    async run(event, payload) {
      const tool = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : undefined
      let result: HookDecision = { decision: 'none', reason: '', updatedInput: undefined, additionalContext: undefined }
      for (const hook of selectedHooks(config, event, tool)) {
        const stdout = await runHookProcess(
          hook,
          pluginRoot,
          JSON.stringify({ ...base, ...payload, hook_event_name: event }),
          env,
        )
        result = decisionOf(stdout)
        if (result.decision === 'deny') break
      }
      return result
    },
  }
}

function decisionOf(stdout: string): HookDecision {
  if (!stdout.trimStart().startsWith('{'))
    return { decision: 'none', reason: '', updatedInput: undefined, additionalContext: undefined }
  const out = (JSON.parse(stdout) as { hookSpecificOutput?: Record<string, unknown> }).hookSpecificOutput ?? {}
  const decision =
    out['permissionDecision'] === 'deny' ? 'deny' : out['permissionDecision'] === 'allow' ? 'allow' : 'none'
  return {
    decision,
    reason: typeof out['permissionDecisionReason'] === 'string' ? out['permissionDecisionReason'] : '',
    updatedInput:
      typeof out['updatedInput'] === 'object' && out['updatedInput'] !== null
        ? (out['updatedInput'] as Record<string, unknown>)
        : undefined,
    additionalContext: typeof out['additionalContext'] === 'string' ? out['additionalContext'] : undefined,
  }
}

/** One hook process; a non-zero exit is a broken hook here (evident's hooks always exit 0), so it fails the demo. */
function runHookProcess(
  hook: HookCommand,
  pluginRoot: string,
  stdin: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  const { file, args } = hookProcess(hook, pluginRoot)
  const command = [file, ...args].join(' ')
  return new Promise((done, fail) => {
    const child = spawn(file, args, { shell: false, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      if (code !== 0) fail(new Error(`hook command exited ${code}: ${command}\n${stderr}`))
      else if (stderr.includes('evident:')) fail(new Error(`hook reported a problem: ${stderr.trim()}`))
      else done(stdout)
    })
    // A command that exits without reading its input (e.g. one that only prints its environment) closes the pipe.
    child.stdin.on('error', () => undefined)
    child.stdin.end(stdin)
  })
}
