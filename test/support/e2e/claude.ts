import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from '../fixtures.js'
import { scaled } from '../time.js'

/**
 * The real Claude Code binary (pinned, installed by scripts/install-claude.sh into .cache/claude-code),
 * always run offline-ish: HOME is a temp dir, nonessential traffic and the autoupdater are off.
 */
export const CLAUDE_BIN = join(REPO, '.cache', 'claude-code', 'node_modules', '.bin', 'claude')

/** Installs the binary when missing (a few seconds from the registry cache). */
export function ensureClaude(): string {
  if (!existsSync(CLAUDE_BIN)) {
    const result = spawnSync('bash', [join(REPO, 'scripts', 'install-claude.sh')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      shell: false,
    })
    if (result.status !== 0) throw new Error(`scripts/install-claude.sh failed (exit ${result.status})`)
  }
  return CLAUDE_BIN
}

/** The npm cache of the user running the tests, so a plugin install's `npm ci` is not a cold download. */
const NPM_CACHE = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8', shell: false }).stdout.trim()

export function claudeEnv(home: string, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  mkdirSync(home, { recursive: true })
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: home,
    LANG: 'C.UTF-8',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    ...(NPM_CACHE !== '' ? { npm_config_cache: NPM_CACHE } : {}),
    ...extra,
  }
}

export interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs `claude <args>` (argument array, no shell) and collects its output. */
export function runClaude(
  args: readonly string[],
  options: { readonly cwd: string; readonly env: Record<string, string>; readonly timeoutMs?: number },
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(CLAUDE_BIN, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? scaled(120_000))
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** A failure message that carries everything needed to diagnose a run. */
export function explain(what: string, ran: Ran): string {
  return `${what}\n--- exit ${ran.code}\n--- stdout\n${ran.stdout.slice(-6000)}\n--- stderr\n${ran.stderr.slice(-6000)}`
}
