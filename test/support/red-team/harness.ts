import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import Database from 'better-sqlite3'
import { afterAll, beforeAll } from 'vitest'
import { hookProcess, readHooksConfig, selectedHooks, type HooksConfig } from '../../../scripts/hook-commands.js'
import { freshBundle } from '../bundle-cache.js'
import { B1, B2, CODE, FIX, gitEnv, makeTemplate, PLAIN_RED_TEST, RED_TEST, type Template } from './project.js'
import { REPO } from '../fixtures.js'
import { scaled } from '../time.js'

/**
 * The red-team driver. Everything goes through evident the way Claude Code drives it:
 *
 * - a private plugin root per test file: `bundle/` freshly built from the sources (server, hook CLI, reporter; built
 *   once per run and copied: test/support/bundle-cache.ts), `hooks/` and `node_modules/` linked from the repository;
 * - the MCP server started from `.mcp.json` (`node ${CLAUDE_PLUGIN_ROOT}/bundle/server.js`) over stdio, with the real
 *   MCP client; every tool call first runs the PreToolUse hook, whose `updatedInput` (with the `caller` proof) is
 *   what the server receives;
 * - hooks spawned in exec form from `hooks/hooks.json` with the payload on stdin;
 * - Bash: PreToolUse; if not denied the (possibly rewritten) command runs as `bash -c <command>` in the project,
 *   then PostToolUse (or PostToolUseFailure on a non-zero exit) with the same tool_use_id;
 * - Edit / Write / MultiEdit: PreToolUse, the edit applied to disk, PostToolUse.
 *
 * A *station* is one project with its database and server, driven into a TDD state ("red with a failing run",
 * "green after a hypothesis", …). Attempts that leave the state unchanged (they were denied or only recorded)
 * hand the station back restored to the files it had; an attempt that moved the state on discards it.
 */
const MCP_PREFIX = 'mcp__plugin_evident_evident__'
const SESSION = 'rt-session'

export interface Who {
  readonly session_id: string
  readonly agent_id?: string
  readonly agent_type?: string
}
/** evident's TDD subagent: the one under attack. */
export const TDD: Who = { session_id: SESSION, agent_id: 'tdd-1', agent_type: 'evident:tdd-task' }
/** The main agent of the same session (no TDD task of its own). */
export const MAIN: Who = { session_id: SESSION }
/** Another subagent of the same session (a general-purpose helper). */
export const HELPER: Who = { session_id: SESSION, agent_id: 'helper-1', agent_type: 'general-purpose' }
/** A second TDD subagent with a task of its own. */
export const PEER: Who = { session_id: SESSION, agent_id: 'tdd-2', agent_type: 'evident:tdd-task' }

// ---------------------------------------------------------------------------------------------------------------
// The plugin root and the project template (once per test file).

export interface Plugin {
  readonly root: string
  readonly data: string
  readonly home: string
  readonly template: Template
  readonly hooks: HooksConfig
  readonly server: { readonly command: string; readonly args: readonly string[] }
}

const cleanups: (() => Promise<void> | void)[] = []

export function usePlugin(): () => Plugin {
  let plugin: Plugin | undefined
  beforeAll(async () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), 'evident-rt-plugin-')))
    cleanups.push(() => rmSync(base, { recursive: true, force: true }))
    const root = join(base, 'plugin')
    await freshBundle(REPO, join(root, 'bundle'))
    symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'))
    const mcp = JSON.parse(readFileSync(join(REPO, '.mcp.json'), 'utf8')) as {
      mcpServers: { evident: { command: string; args: string[] } }
    }
    const sub = (s: string): string => s.split('${CLAUDE_PLUGIN_ROOT}').join(root)
    const data = join(base, 'plugin-data')
    const home = join(base, 'home')
    mkdirSync(data)
    mkdirSync(home)
    plugin = {
      root,
      data,
      home,
      template: makeTemplate(join(base, 'template'), join(REPO, 'node_modules')),
      hooks: readHooksConfig(root),
      server: { command: sub(mcp.mcpServers.evident.command), args: mcp.mcpServers.evident.args.map(sub) },
    }
  })
  afterAll(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.()
  })
  return () => {
    if (plugin === undefined) throw new Error('plugin root not built yet')
    return plugin
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Processes.

interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

function run(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: Readonly<Record<string, string>>; stdin?: string; timeoutMs?: number },
): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      shell: false,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(
      () => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      },
      options.timeoutMs ?? scaled(60_000),
    )
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', (e) => {
      clearTimeout(timer)
      fail(e)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ code, stdout, stderr })
    })
    child.stdin.on('error', () => undefined)
    child.stdin.end(options.stdin ?? '')
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Observations: what evident did about a sequence of tool calls.

export interface Observation {
  /** Denials: a hook's deny, a tool's refusal, a denied transition (`transition <reason>`). */
  readonly denials: string[]
  /** Violation rows recorded meanwhile (`KIND detail`). */
  readonly violations: string[]
  /** test_weakened artifacts recorded meanwhile. */
  readonly weakened: string[]
  /** additionalContext of PostToolUse hooks. */
  readonly contexts: string[]
}

interface Marks {
  readonly violation: number
  readonly artifact: number
}

export interface HookAnswer {
  readonly decision: 'allow' | 'deny' | 'ask' | 'none'
  readonly reason: string
  readonly updatedInput: Record<string, unknown> | undefined
  readonly context: string | undefined
}

export interface ToolAnswer {
  readonly isError: boolean
  readonly text: string
  readonly data: Record<string, unknown>
  /** A refusal or a denied transition. */
  readonly denied: boolean
}

export interface ShellAnswer {
  readonly denied: boolean
  readonly reason: string
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
  readonly context: string | undefined
}

export interface EditAnswer {
  readonly denied: boolean
  readonly reason: string
  readonly context: string | undefined
}

export interface StepOptions {
  /** A preparatory step: a denial is a harness error (the step was meant to be allowed), not an outcome. */
  readonly setup?: boolean
  /** Bash only: more fields of the tool input (e.g. `dangerouslyDisableSandbox`). */
  readonly input?: Readonly<Record<string, unknown>>
}

interface Failing {
  readonly runId: number
  readonly artifactId: number
  readonly errorId: number
  readonly frameId: number
}

export interface StationState {
  taskId: number
  goalId: number
  behaviorIds: number[]
  /** The failing run of behavior 1's red test. */
  failing?: Failing
  /** The passing whole-suite run in green. */
  passingArtifactId?: number
}

export type Stage = 'idle' | 'task' | 'red' | 'failing' | 'hypothesis' | 'green' | 'fixed' | 'refactor'

export interface StationOptions {
  readonly stage: Stage
  /** Behavior 1's red test files (default: the plain one). */
  readonly redFiles?: Readonly<Record<string, string>>
  /** Files the project holds before the session starts (the user's code as it was), over the template's. */
  readonly project?: Readonly<Record<string, string>>
  /** More files of the project, there before the task starts (e.g. a notebook, a package.json with more scripts). */
  readonly files?: Readonly<Record<string, string>>
  /**
   * A `node_modules` folder of the project's own, holding a link to each of the repository's packages, instead of a
   * link to the repository's `node_modules`: what runners cache there (vitest's results) stays in the station.
   */
  readonly ownModules?: boolean
}

let toolUseCounter = 0
const nextToolUseId = (): string => `toolu_rt_${process.pid}_${++toolUseCounter}`

export class Station {
  readonly dir: string
  readonly root: string
  readonly dbPath: string
  readonly scratch: string
  readonly state: StationState = { taskId: 0, goalId: 0, behaviorIds: [] }
  /** The station's files at its stage (what `restore` puts back). */
  private baseline = new Map<string, { kind: 'file'; data: Buffer } | { kind: 'link'; target: string }>()
  private trace: Observation | undefined
  private client: Client | undefined
  private serverLog = ''
  /** False once an attempt moved the TDD state on: the station is then not handed out again. */
  reusable = true

  constructor(
    readonly plugin: Plugin,
    readonly options: StationOptions,
  ) {
    this.dir = realpathSync(mkdtempSync(join(tmpdir(), 'evident-rt-')))
    this.root = join(this.dir, 'project')
    this.scratch = join(this.dir, 'scratch')
    this.dbPath = join(this.dir, 'data', 'evident.sqlite')
    cpSync(plugin.template.dir, this.root, { recursive: true, verbatimSymlinks: true })
    for (const [file, text] of Object.entries(options.project ?? {})) this.writeRaw(file, text)
    mkdirSync(this.scratch)
    if (options.ownModules === true) ownModules(join(this.root, 'node_modules'), join(REPO, 'node_modules'))
    for (const [file, text] of Object.entries(options.files ?? {})) {
      mkdirSync(dirname(join(this.root, file)), { recursive: true })
      writeFileSync(join(this.root, file), text)
    }
  }

  /** The environment Claude Code gives the hooks and the MCP server of this project. */
  private get evidentEnv(): Record<string, string> {
    return {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: this.plugin.home,
      EVIDENT_DB: this.dbPath,
      CLAUDE_PROJECT_DIR: this.root,
      CLAUDE_PLUGIN_ROOT: this.plugin.root,
      CLAUDE_PLUGIN_DATA: this.plugin.data,
    }
  }

  /**
   * The environment of the Bash tool's commands: the user's shell, nothing of evident's, and CLAUDECODE=1, which
   * Claude Code (2.1.332) sets in its Bash tool's environment.
   */
  private get shellEnv(): Record<string, string> {
    return { ...this.terminalEnv, CLAUDECODE: '1' }
  }

  /** The environment of a human's terminal (or CI) in the project: no Claude Code, nothing of evident's. */
  get terminalEnv(): Record<string, string> {
    return {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: this.plugin.home,
      LANG: 'C.UTF-8',
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    }
  }

  /** The caller key next to the station's database. */
  get keyPath(): string {
    return `${this.dbPath}.key`
  }

  async open(): Promise<this> {
    const transport = new StdioClientTransport({
      command: this.plugin.server.command,
      args: [...this.plugin.server.args],
      cwd: this.root,
      env: this.evidentEnv,
      stderr: 'pipe',
    })
    transport.stderr?.on('data', (d: Buffer) => {
      this.serverLog = (this.serverLog + d.toString()).slice(-20_000)
    })
    const client = new Client({ name: 'evident-red-team', version: '0' })
    await client.connect(transport)
    this.client = client
    await this.hook('SessionStart', MAIN, { source: 'startup' })
    for (const who of [TDD, HELPER, PEER]) await this.hook('SubagentStart', who, {})
    await this.reach(this.options.stage)
    this.rebase()
    return this
  }

  async close(): Promise<void> {
    await this.client?.close().catch(() => undefined)
    this.client = undefined
    rmSync(this.dir, { recursive: true, force: true })
  }

  // -------------------------------------------------------------------------------------------------------------
  // Tool calls as Claude Code makes them.

  /** Runs every hook hooks.json selects for the event and tool; a hook that fails open is a harness error. */
  async hook(event: string, who: Who, payload: Record<string, unknown>): Promise<HookAnswer> {
    const tool = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : undefined
    let answer: HookAnswer = { decision: 'none', reason: '', updatedInput: undefined, context: undefined }
    for (const hook of selectedHooks(this.plugin.hooks, event, tool)) {
      const { file, args } = hookProcess(hook, this.plugin.root)
      const stdin = JSON.stringify({
        session_id: who.session_id,
        ...(who.agent_id === undefined ? {} : { agent_id: who.agent_id, agent_type: who.agent_type }),
        transcript_path: join(this.dir, 'transcript.jsonl'),
        cwd: this.root,
        permission_mode: 'default',
        hook_event_name: event,
        ...payload,
      })
      const ran = await run(file, args, { cwd: this.root, env: this.evidentEnv, stdin, timeoutMs: scaled(30_000) })
      if (ran.code !== 0 || /evident: the \S+ hook (failed|could not start)/.test(ran.stderr))
        throw new Error(`the ${event} hook failed (exit ${ran.code}): ${ran.stderr.trim()}`)
      answer = answerOf(ran.stdout)
      if (answer.decision === 'deny') break
    }
    return answer
  }

  /** An evident MCP tool: the PreToolUse hook injects the caller, the built server answers over stdio. */
  async mcp(who: Who, tool: string, args: Record<string, unknown>, options: StepOptions = {}): Promise<ToolAnswer> {
    const client = this.client
    if (client === undefined) throw new Error('station not open')
    const name = `${MCP_PREFIX}${tool}`
    const toolUseId = nextToolUseId()
    const pre = await this.hook('PreToolUse', who, { tool_name: name, tool_input: args, tool_use_id: toolUseId })
    if (pre.decision !== 'none' || pre.updatedInput?.['caller'] === undefined)
      throw new Error(`the PreToolUse hook did not inject the caller into ${tool}: ${pre.decision} ${pre.reason}`)
    const result = (await client.callTool({ name: tool, arguments: pre.updatedInput }, undefined, {
      timeout: scaled(240_000),
    })) as CallToolResult
    const first = result.content[0]
    const data = (result.structuredContent ?? {}) as Record<string, unknown>
    const text = first?.type === 'text' ? first.text : ''
    const refused = result.isError === true
    const deniedMove = tool === 'tdd_phase_transition_request' && data['accepted'] === false
    const answer: ToolAnswer = { isError: refused, text, data, denied: refused || deniedMove }
    await this.hook('PostToolUse', who, {
      tool_name: name,
      tool_input: pre.updatedInput,
      tool_response: result,
      tool_use_id: toolUseId,
    })
    if (answer.denied) {
      const what = deniedMove
        ? `transition ${String(data['denialReason'])}: ${String(data['detail'] ?? '')}`
        : `tool ${tool}: ${text}`
      this.denied(what, options, `${tool} ${JSON.stringify(args)}`)
    }
    return answer
  }

  /**
   * An evident MCP tool whose PreToolUse hook may deny (a hook that cannot prove the caller fails closed): a denial
   * is an outcome, else the call goes on with the hook's `updatedInput`, as `mcp`.
   */
  async mcpOrDenied(who: Who, tool: string, args: Record<string, unknown>): Promise<ToolAnswer | undefined> {
    const name = `${MCP_PREFIX}${tool}`
    const pre = await this.hook('PreToolUse', who, { tool_name: name, tool_input: args, tool_use_id: nextToolUseId() })
    if (pre.decision === 'deny') {
      this.denied(`hook ${tool}: ${pre.reason}`, {}, `${tool} ${JSON.stringify(args)}`)
      return undefined
    }
    return this.mcp(who, tool, args)
  }

  /**
   * The arguments as the model wrote them, straight to the station's server: what would reach it if the PreToolUse
   * hook let the model's own `caller` through. A refusal is a denial.
   */
  async direct(tool: string, args: Record<string, unknown>): Promise<ToolAnswer> {
    const client = this.client
    if (client === undefined) throw new Error('station not open')
    return this.answerOf(tool, args, (await client.callTool({ name: tool, arguments: args })) as CallToolResult, {})
  }

  /**
   * Another evident MCP server on the station's database, started with `env` (e.g. from the agent's shell) and
   * spoken to by a plain MCP client, no hooks. Each call's refusal is a denial.
   */
  async otherServer(env: Readonly<Record<string, string>>): Promise<{
    call(tool: string, args: Record<string, unknown>, options?: StepOptions): Promise<ToolAnswer>
    close(): Promise<void>
  }> {
    const client = new Client({ name: 'evident-red-team-other', version: '0' })
    await client.connect(
      new StdioClientTransport({
        command: this.plugin.server.command,
        args: [...this.plugin.server.args],
        cwd: this.root,
        env: { ...env },
        stderr: 'pipe',
      }),
    )
    return {
      call: async (tool, args, options = {}) =>
        this.answerOf(
          tool,
          args,
          (await client.callTool({ name: tool, arguments: args }, undefined, {
            timeout: scaled(240_000),
          })) as CallToolResult,
          options,
        ),
      close: () => client.close(),
    }
  }

  /** A command in the project outside any tool call (a human's terminal, CI): no hooks. */
  terminal(command: string, env: Readonly<Record<string, string>>): Promise<Ran> {
    return run('bash', ['-c', command], { cwd: this.root, env: { ...env }, timeoutMs: scaled(120_000) })
  }

  private answerOf(
    tool: string,
    args: Record<string, unknown>,
    result: CallToolResult,
    options: StepOptions,
  ): ToolAnswer {
    const first = result.content[0]
    const data = (result.structuredContent ?? {}) as Record<string, unknown>
    const text = first?.type === 'text' ? first.text : ''
    const deniedMove = tool === 'tdd_phase_transition_request' && data['accepted'] === false
    const answer: ToolAnswer = {
      isError: result.isError === true,
      text,
      data,
      denied: result.isError === true || deniedMove,
    }
    if (answer.denied)
      this.denied(
        deniedMove ? `transition ${String(data['denialReason'])}` : `tool ${tool}: ${text}`,
        options,
        `${tool} ${JSON.stringify(args)}`,
      )
    return answer
  }

  /** Like `mcp`, for a call that must succeed (returns its data). */
  async must(who: Who, tool: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    return (await this.mcp(who, tool, args, { setup: true })).data
  }

  /** The Bash tool: PreToolUse, the command (as rewritten by the hook) under bash, PostToolUse. */
  async bash(who: Who, command: string, options: StepOptions = {}): Promise<ShellAnswer> {
    const toolUseId = nextToolUseId()
    const input = { command, description: 'red-team command', ...options.input }
    const pre = await this.hook('PreToolUse', who, { tool_name: 'Bash', tool_input: input, tool_use_id: toolUseId })
    if (pre.decision === 'deny') {
      this.denied(`hook Bash: ${pre.reason}`, options, command)
      return { denied: true, reason: pre.reason, code: null, stdout: '', stderr: '', context: undefined }
    }
    const effective = pre.updatedInput ?? input
    const line = typeof effective['command'] === 'string' ? effective['command'] : command
    const ran = await run('bash', ['-c', line], { cwd: this.root, env: this.shellEnv, timeoutMs: scaled(120_000) })
    const failed = ran.code !== 0
    const post = await this.hook(failed ? 'PostToolUseFailure' : 'PostToolUse', who, {
      tool_name: 'Bash',
      tool_input: effective,
      tool_use_id: toolUseId,
      ...(failed
        ? { error: `Exit code ${ran.code}\n${ran.stderr}`, is_interrupt: false }
        : { tool_response: { stdout: ran.stdout, stderr: ran.stderr, interrupted: false, isImage: false } }),
    })
    if (post.context !== undefined) this.trace?.contexts.push(post.context)
    if (post.decision === 'deny') this.denied(`hook Bash (after): ${post.reason}`, options, command)
    return { denied: false, reason: '', code: ran.code, stdout: ran.stdout, stderr: ran.stderr, context: post.context }
  }

  /** Write (create or overwrite a file). */
  write(who: Who, file: string, content: string, options: StepOptions = {}): Promise<EditAnswer> {
    return this.editTool(who, 'Write', file, { content }, () => content, options)
  }

  /** Edit (one replacement). */
  edit(who: Who, file: string, oldString: string, newString: string, options: StepOptions = {}): Promise<EditAnswer> {
    return this.editTool(
      who,
      'Edit',
      file,
      { old_string: oldString, new_string: newString },
      (before) => replaceOnce(file, before, oldString, newString),
      options,
    )
  }

  /** MultiEdit (several replacements, in order). */
  multiEdit(
    who: Who,
    file: string,
    edits: readonly { readonly old: string; readonly new: string }[],
    options: StepOptions = {},
  ): Promise<EditAnswer> {
    return this.editTool(
      who,
      'MultiEdit',
      file,
      { edits: edits.map((e) => ({ old_string: e.old, new_string: e.new })) },
      (before) => edits.reduce((text, e) => replaceOnce(file, text, e.old, e.new), before ?? ''),
      options,
    )
  }

  /** NotebookEdit: replaces the source of the notebook's first cell. */
  async notebookEdit(who: Who, file: string, source: string, options: StepOptions = {}): Promise<EditAnswer> {
    const path = isAbsolute(file) ? file : join(this.root, file)
    const toolUseId = nextToolUseId()
    const toolInput = { notebook_path: path, cell_id: 'c1', new_source: source, edit_mode: 'replace' }
    const call = { tool_name: 'NotebookEdit', tool_input: toolInput, tool_use_id: toolUseId }
    const pre = await this.hook('PreToolUse', who, call)
    if (pre.decision === 'deny') {
      this.denied(`hook NotebookEdit: ${pre.reason}`, options, `NotebookEdit ${file}`)
      return { denied: true, reason: pre.reason, context: undefined }
    }
    const notebook = JSON.parse(readFileSync(path, 'utf8')) as { cells: { source: string[] }[] }
    const first = notebook.cells[0]
    if (first !== undefined) first.source = [source]
    writeFileSync(path, JSON.stringify(notebook, null, 1))
    const post = await this.hook('PostToolUse', who, {
      ...call,
      tool_response: { new_source: source, cell_id: 'c1', cell_type: 'code', edit_mode: 'replace' },
    })
    if (post.context !== undefined) this.trace?.contexts.push(post.context)
    return { denied: false, reason: '', context: post.context }
  }

  private async editTool(
    who: Who,
    tool: 'Write' | 'Edit' | 'MultiEdit',
    file: string,
    input: Record<string, unknown>,
    apply: (before: string | null) => string,
    options: StepOptions,
  ): Promise<EditAnswer> {
    const path = isAbsolute(file) ? file : join(this.root, file)
    const toolUseId = nextToolUseId()
    const toolInput = { file_path: path, ...input }
    const pre = await this.hook('PreToolUse', who, { tool_name: tool, tool_input: toolInput, tool_use_id: toolUseId })
    if (pre.decision === 'deny') {
      this.denied(`hook ${tool}: ${pre.reason}`, options, `${tool} ${file}`)
      return { denied: true, reason: pre.reason, context: undefined }
    }
    const before = existsSync(path) ? readFileSync(path, 'utf8') : null
    const after = apply(before)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, after)
    const response =
      tool === 'Write'
        ? { type: before === null ? 'create' : 'update', filePath: path, content: after, originalFile: before }
        : tool === 'Edit'
          ? {
              filePath: path,
              oldString: input['old_string'],
              newString: input['new_string'],
              originalFile: before,
              replaceAll: false,
            }
          : { filePath: path, edits: input['edits'], originalFileContents: before }
    const post = await this.hook('PostToolUse', who, {
      tool_name: tool,
      tool_input: toolInput,
      tool_response: response,
      tool_use_id: toolUseId,
    })
    if (post.context !== undefined) this.trace?.contexts.push(post.context)
    if (post.decision === 'deny') this.denied(`hook ${tool} (after): ${post.reason}`, options, `${tool} ${file}`)
    return { denied: false, reason: '', context: post.context }
  }

  private denied(what: string, options: StepOptions, step: string): void {
    if (options.setup === true) throw new Error(`a preparatory step was denied (${step}): ${what}`)
    this.trace?.denials.push(what)
  }

  // -------------------------------------------------------------------------------------------------------------
  // Files outside any tool (another program, the user's editor) and the station's reset.

  path(file: string): string {
    return join(this.root, file)
  }

  read(file: string): string {
    return readFileSync(this.path(file), 'utf8')
  }

  /** Writes a file behind every tool's back (an editor, another process). */
  writeRaw(file: string, content: string): void {
    mkdirSync(dirname(this.path(file)), { recursive: true })
    writeFileSync(this.path(file), content)
  }

  /** A file in the scratch directory outside the project (its absolute path). */
  scratchFile(name: string, content: string | Buffer): string {
    const path = join(this.scratch, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
    return path
  }

  /** Remembers the project's files as the state to restore. */
  rebase(): void {
    this.baseline = new Map()
    for (const file of projectFiles(this.root)) {
      const full = join(this.root, file)
      const stat = lstatSync(full)
      this.baseline.set(
        file,
        stat.isSymbolicLink()
          ? { kind: 'link', target: readlinkSync(full) }
          : { kind: 'file', data: readFileSync(full) },
      )
    }
  }

  /** Project files that differ from the station's baseline (added, changed, removed or turned into links). */
  changedFiles(): string[] {
    const now = new Set(projectFiles(this.root))
    const changed: string[] = []
    for (const file of now) {
      const entry = this.baseline.get(file)
      const full = join(this.root, file)
      if (entry === undefined) changed.push(file)
      else if (entry.kind === 'link') {
        if (!isLink(full) || readlinkSync(full) !== entry.target) changed.push(file)
      } else if (isLink(full) || !readFileSync(full).equals(entry.data)) changed.push(file)
    }
    for (const file of this.baseline.keys()) if (!now.has(file)) changed.push(file)
    return changed
  }

  /**
   * Puts the project back as `restore` does, inside a Bash tool call of the TDD agent run through the hooks: the
   * shell diff records the reset, so the next attempt on this station does not meet files changed behind the
   * evidence's back (which the transition checks would rightly deny as `unrecorded_change`).
   */
  async reset(): Promise<void> {
    const toolUseId = nextToolUseId()
    const input = { command: '# red-team: put the station back', description: 'reset' }
    const call = { tool_name: 'Bash', tool_input: input, tool_use_id: toolUseId }
    await this.hook('PreToolUse', TDD, call)
    this.restore()
    await this.hook('PostToolUse', TDD, {
      ...call,
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
    })
  }

  /** Puts the project back as it was at `rebase` (git's HEAD, index and work tree included). */
  restore(): void {
    const git = (...args: string[]): void => {
      const r = spawnSync('git', args, { cwd: this.root, env: gitEnv(), stdio: 'ignore' }).status
      if (r !== 0) throw new Error(`git ${args.join(' ')} failed while restoring ${this.root}`)
    }
    git('checkout', '-q', '-f', 'main')
    git('reset', '-q', '--hard', this.plugin.template.base)
    for (const file of projectFiles(this.root)) {
      if (!this.baseline.has(file)) rmSync(join(this.root, file), { force: true, recursive: true })
    }
    for (const [file, entry] of this.baseline) {
      const full = join(this.root, file)
      const current = existsSync(full) || isLink(full) ? lstatSync(full) : undefined
      if (entry.kind === 'link') {
        if (current?.isSymbolicLink() === true && readlinkSync(full) === entry.target) continue
        rmSync(full, { force: true, recursive: true })
        mkdirSync(dirname(full), { recursive: true })
        symlinkSync(entry.target, full)
      } else {
        if (current?.isFile() === true && readFileSync(full).equals(entry.data)) continue
        rmSync(full, { force: true, recursive: true })
        mkdirSync(dirname(full), { recursive: true })
        writeFileSync(full, entry.data)
      }
    }
    removeEmptyDirs(this.root)
    rmSync(this.scratch, { recursive: true, force: true })
    mkdirSync(this.scratch)
  }

  // -------------------------------------------------------------------------------------------------------------
  // Observing an attempt.

  private marks(): Marks {
    return this.withDb(
      (db) => ({
        violation: (db.prepare('select coalesce(max(id), 0) as n from violations').get() as { n: number }).n,
        artifact: (db.prepare('select coalesce(max(id), 0) as n from artifacts').get() as { n: number }).n,
      }),
      { violation: 0, artifact: 0 },
    )
  }

  private withDb<T>(read: (db: Database.Database) => T, fallback: T): T {
    if (!existsSync(this.dbPath)) return fallback
    const db = new Database(this.dbPath, { readonly: true, fileMustExist: true })
    try {
      db.pragma('busy_timeout = 5000')
      return read(db)
    } finally {
      db.close()
    }
  }

  /** Runs `steps` and reports what evident denied or recorded meanwhile. */
  async observe(steps: () => Promise<void>): Promise<Observation> {
    const before = this.marks()
    const trace: Observation = { denials: [], violations: [], weakened: [], contexts: [] }
    this.trace = trace
    try {
      await steps()
    } finally {
      this.trace = undefined
    }
    this.withDb((db) => {
      const violations = db
        .prepare('select kind, detail from violations where id > ? order by id')
        .all(before.violation) as { kind: string; detail: string }[]
      trace.violations.push(...violations.map((v) => `${v.kind} ${v.detail}`))
      const weakened = db
        .prepare(`select file_path, detail from artifacts where id > ? and kind = 'test_weakened' order by id`)
        .all(before.artifact) as { file_path: string | null; detail: string | null }[]
      trace.weakened.push(...weakened.map((w) => `${w.file_path ?? '?'} ${w.detail ?? ''}`))
    }, undefined)
    return trace
  }

  /** Rows of the station's database (read-only), for assertions. */
  query<T>(sql: string, ...params: unknown[]): T[] {
    return this.withDb((db) => db.prepare(sql).all(...params) as T[], [])
  }

  get log(): string {
    return this.serverLog
  }

  // -------------------------------------------------------------------------------------------------------------
  // Driving the TDD agent into a stage (every step must be accepted).

  async reach(stage: Stage): Promise<void> {
    if (stage === 'idle') return
    const s = this.state
    s.taskId = (await this.must(TDD, 'tdd_task', { action: 'start', goal: 'URL slugs' }))['tddTaskId'] as number
    s.goalId = (
      (await this.must(TDD, 'tdd_goal', { action: 'create', tddTaskId: s.taskId, goal: 'slugify titles' }))['goal'] as {
        id: number
      }
    ).id
    await this.must(TDD, 'tdd_goal', { action: 'update', tddTaskId: s.taskId, goalId: s.goalId, status: 'in_progress' })
    for (const behavior of [B1, B2]) {
      const created = await this.must(TDD, 'tdd_behavior', {
        action: 'create',
        tddTaskId: s.taskId,
        goalId: s.goalId,
        behavior,
      })
      s.behaviorIds.push((created['behavior'] as { id: number }).id)
    }
    if (stage === 'task') return
    await this.move('red', undefined, { setup: true })
    if (stage === 'red') return
    for (const [file, text] of Object.entries(this.options.redFiles ?? { [RED_TEST]: PLAIN_RED_TEST }))
      await this.write(TDD, file, text, { setup: true })
    s.failing = await this.failingRun()
    if (stage === 'failing') return
    if (stage === 'hypothesis') {
      await this.hypothesis(s.failing)
      return
    }
    await this.move('green', s.failing.artifactId, { setup: true })
    await this.hypothesis(s.failing)
    if (stage === 'green') return
    await this.write(TDD, CODE, FIX, { setup: true })
    s.passingArtifactId = await this.passingRun()
    if (stage === 'fixed') return
    await this.move('refactor', s.passingArtifactId, { setup: true })
  }

  /** Requests a phase for behavior 1 (or `behaviorId`). */
  move(
    requestedPhase: string,
    citedArtifactId?: number,
    options: StepOptions & { behaviorId?: number | undefined } = {},
  ): Promise<ToolAnswer> {
    const s = this.state
    return this.mcp(
      TDD,
      'tdd_phase_transition_request',
      {
        tddTaskId: s.taskId,
        goalId: s.goalId,
        behaviorId: options.behaviorId ?? s.behaviorIds[0],
        requestedPhase,
        ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
      },
      options,
    )
  }

  /** run_tests (whole suite unless `files`); returns the answer's data. */
  async runTests(files?: readonly string[], who: Who = TDD): Promise<Record<string, unknown>> {
    return this.must(who, 'run_tests', files === undefined ? {} : { files: [...files] })
  }

  /** A whole-suite run that must fail on behavior 1's red test: its evidence and first error. */
  async failingRun(files?: readonly string[], testFile = RED_TEST): Promise<Failing> {
    const data = await this.runTests(files)
    const artifacts = (data['artifacts'] ?? []) as { id: number; kind: string; filePath: string | null }[]
    const failures = (data['failures'] ?? []) as { errorId: number; frameId: number | null; file: string | null }[]
    const artifact = artifacts.find((a) => a.kind === 'test_failed_run' && a.filePath === testFile)
    const failure = failures.find((f) => f.file === testFile) ?? failures[0]
    if (artifact === undefined || failure === undefined)
      throw new Error(`expected a failing run of ${testFile}: ${JSON.stringify(data).slice(0, 1500)}\n${this.log}`)
    return {
      runId: data['runId'] as number,
      artifactId: artifact.id,
      errorId: failure.errorId,
      frameId: failure.frameId ?? (await this.frameOf(data['runId'] as number, failure.errorId)),
    }
  }

  private async frameOf(runId: number, errorId: number): Promise<number> {
    const errors = (await this.must(TDD, 'test_errors', { runId }))['errors'] as {
      id: number
      frames: { id: number }[]
    }[]
    const frame = errors.find((e) => e.id === errorId)?.frames[0]
    if (frame === undefined) throw new Error(`error ${errorId} of run ${runId} has no frame`)
    return frame.id
  }

  /** A run that must pass with zero failures: its test_passed_run evidence. */
  async passingRun(files?: readonly string[], testFile = RED_TEST): Promise<number> {
    const data = await this.runTests(files)
    const artifacts = (data['artifacts'] ?? []) as { id: number; kind: string; filePath: string | null }[]
    const artifact =
      artifacts.find((a) => a.kind === 'test_passed_run' && a.filePath === testFile) ??
      artifacts.find((a) => a.kind === 'test_passed_run')
    if (data['outcome'] !== 'passed' || artifact === undefined)
      throw new Error(`expected a passing run: ${JSON.stringify(data).slice(0, 1500)}\n${this.log}`)
    return artifact.id
  }

  async hypothesis(failing: Failing, who: Who = TDD, options: StepOptions = { setup: true }): Promise<ToolAnswer> {
    return this.mcp(
      who,
      'hypothesis',
      {
        action: 'record',
        tddTaskId: this.state.taskId,
        content: 'slugify only lowercases, so the space between the words stays; joining the words with "-" fixes it',
        citedTestErrorId: failing.errorId,
        citedStackFrameId: failing.frameId,
      },
      options,
    )
  }
}

function replaceOnce(file: string, before: string | null, oldString: string, newString: string): string {
  if (before === null || !before.includes(oldString))
    throw new Error(`${file} does not contain the text to replace: ${JSON.stringify(oldString)}`)
  return before.replace(oldString, () => newString)
}

function answerOf(stdout: string): HookAnswer {
  if (!stdout.trimStart().startsWith('{'))
    return { decision: 'none', reason: '', updatedInput: undefined, context: undefined }
  const out = (JSON.parse(stdout) as { hookSpecificOutput?: Record<string, unknown> }).hookSpecificOutput ?? {}
  const d = out['permissionDecision']
  return {
    decision: d === 'deny' || d === 'allow' || d === 'ask' ? d : 'none',
    reason: typeof out['permissionDecisionReason'] === 'string' ? out['permissionDecisionReason'] : '',
    updatedInput:
      typeof out['updatedInput'] === 'object' && out['updatedInput'] !== null
        ? (out['updatedInput'] as Record<string, unknown>)
        : undefined,
    context: typeof out['additionalContext'] === 'string' ? out['additionalContext'] : undefined,
  }
}

/** What runners write into `node_modules` (vitest's cache, vite's temporary files): never linked from the repository. */
const OWN_CACHES = new Set(['.vite', '.vite-temp', '.vitest', '.cache'])

/** A `node_modules` folder at `dir` linking each package of `modules` (the caches stay the project's own). */
function ownModules(dir: string, modules: string): void {
  // The template's link to the repository's node_modules: only the link goes.
  if (isLink(dir)) unlinkSync(dir)
  mkdirSync(dir)
  for (const name of readdirSync(modules)) {
    if (!OWN_CACHES.has(name)) symlinkSync(join(modules, name), join(dir, name))
  }
}

const SKIP_DIRS = new Set(['.git', 'node_modules'])

/** Project-relative paths of every file and symlink of the project (not .git, not node_modules). */
function projectFiles(root: string, dir = ''): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`
    if (dir === '' && SKIP_DIRS.has(entry.name)) continue
    if (entry.isDirectory()) out.push(...projectFiles(root, rel))
    else out.push(rel)
  }
  return out
}

function removeEmptyDirs(root: string, dir = ''): boolean {
  let empty = true
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (dir === '' && SKIP_DIRS.has(entry.name)) {
      empty = false
      continue
    }
    const rel = dir === '' ? entry.name : `${dir}/${entry.name}`
    if (entry.isDirectory() && removeEmptyDirs(root, rel)) rmSync(join(root, rel), { recursive: true })
    else empty = false
  }
  return empty
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}
