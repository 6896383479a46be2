import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { HookRunner } from './hooks.js'

/**
 * What Claude Code does for each tool call of a scripted agent: PreToolUse hooks first (a deny stops the
 * call), then the tool itself, then PostToolUse hooks. evident's MCP tools get their arguments from the
 * PreToolUse hook's `updatedInput`, which carries the caller identity and its proof; file edits are applied
 * to disk only when the hook allowed them.
 */
const MCP_PREFIX = 'mcp__plugin_evident_evident__'
const RUN_TIMEOUT_MS = 180_000

interface ToolAnswer {
  readonly isError: boolean
  readonly text: string
  readonly data: Readonly<Record<string, unknown>>
}

export type EditAnswer =
  { readonly denied: true; readonly reason: string } | { readonly denied: false; readonly context: string | undefined }

export interface Agent {
  tool(name: string, args: Readonly<Record<string, unknown>>): Promise<ToolAnswer>
  write(file: string, content: string): Promise<EditAnswer>
  edit(file: string, oldString: string, newString: string): Promise<EditAnswer>
  /**
   * The Bash tool: PreToolUse (a deny stops it), the command itself (`bash -c`, in the project, with the plugin's
   * `bin/` on PATH as Claude Code puts it there), then PostToolUse with the same tool use id.
   */
  bash(command: string): Promise<EditAnswer>
  /** The Bash tool as `bash`, for a command whose exit code is part of its answer (a non-zero exit is no surprise). */
  shell(command: string): Promise<ShellAnswer>
}

type ShellAnswer =
  | { readonly denied: true; readonly reason: string }
  | {
      readonly denied: false
      readonly context: string | undefined
      readonly exitCode: number | null
      readonly stdout: string
      readonly stderr: string
    }

export function scriptedAgent(
  client: Client,
  hooks: HookRunner,
  project: string,
  shellEnv: Readonly<Record<string, string>>,
): Agent {
  let toolUses = 0
  const edit = async (
    tool: 'Write' | 'Edit',
    file: string,
    input: Record<string, unknown>,
    after: (before: string | null) => string,
  ): Promise<EditAnswer> => {
    const path = join(project, file)
    const toolInput = { file_path: path, ...input }
    const pre = await hooks.run('PreToolUse', { tool_name: tool, tool_input: toolInput })
    if (pre.decision === 'deny') return { denied: true, reason: pre.reason }
    const before = existsSync(path) ? readFileSync(path, 'utf8') : null
    // Claude Code's Write creates the folders a new file needs.
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, after(before))
    const response =
      tool === 'Write'
        ? {
            type: before === null ? 'create' : 'update',
            filePath: path,
            content: input['content'],
            originalFile: before,
          }
        : {
            filePath: path,
            oldString: input['old_string'],
            newString: input['new_string'],
            originalFile: before,
            replaceAll: false,
          }
    const post = await hooks.run('PostToolUse', { tool_name: tool, tool_input: toolInput, tool_response: response })
    return { denied: false, context: post.additionalContext }
  }
  const shell = async (command: string): Promise<ShellAnswer> => {
    const call = { tool_name: 'Bash', tool_use_id: `toolu_demo_${++toolUses}`, tool_input: { command } }
    const pre = await hooks.run('PreToolUse', call)
    if (pre.decision === 'deny') return { denied: true, reason: pre.reason }
    const ran = spawnSync('bash', ['-c', command], { cwd: project, env: shellEnv, encoding: 'utf8' })
    const response = { stdout: ran.stdout, stderr: ran.stderr, interrupted: false, exitCode: ran.status }
    const post = await hooks.run('PostToolUse', { ...call, tool_response: response })
    return {
      denied: false,
      context: post.additionalContext,
      exitCode: ran.status,
      stdout: ran.stdout,
      stderr: ran.stderr,
    }
  }
  return {
    async tool(name, args) {
      const pre = await hooks.run('PreToolUse', { tool_name: `${MCP_PREFIX}${name}`, tool_input: args })
      if (pre.decision !== 'none' || pre.updatedInput?.['caller'] === undefined) {
        throw new Error(`the PreToolUse hook did not inject the caller into ${name}: ${pre.decision} ${pre.reason}`)
      }
      const result = (await client.callTool({ name, arguments: { ...pre.updatedInput } }, undefined, {
        timeout: RUN_TIMEOUT_MS,
      })) as CallToolResult
      const first = result.content[0]
      return {
        isError: result.isError === true,
        text: first?.type === 'text' ? first.text : '',
        data: result.structuredContent ?? {},
      }
    },
    write: (file, content) => edit('Write', file, { content }, () => content),
    edit: (file, oldString, newString) =>
      edit('Edit', file, { old_string: oldString, new_string: newString }, (before) => {
        if (before === null || !before.includes(oldString))
          throw new Error(`${file} does not contain the text the demo replaces: ${oldString}`)
        return before.replace(oldString, newString)
      }),
    async bash(command) {
      const ran = await shell(command)
      if (ran.denied) return ran
      if (ran.exitCode !== 0) throw new Error(`\`${command}\` exited ${String(ran.exitCode)}: ${ran.stderr}`)
      return { denied: false, context: ran.context }
    },
    shell,
  }
}
