import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { runProcess, type SpawnResult } from '../../runners/spawn.js'
import { detectFindings, type FindingFormat } from './adapters/index.js'
import type { Technique } from '../../domain/validation-config.js'
import type { Finding } from './finding.js'
import { filterFindings, formatScopeEntry, type ScopeEntry } from './scope.js'

/**
 * Runs one technique (argv only, in the project root). Gate mode: the exit code decides. Triage mode:
 * stdout goes to a file outside the worktree; empty output is reported as such (never as "no findings");
 * output one of the strict parsers accepts is normalised and filtered to the scope; anything else is
 * handed on by path, unread.
 */
export type TechniqueOutcome =
  | { readonly mode: 'gate'; readonly status: 'green' | 'red'; readonly exit: string }
  | { readonly mode: 'triage'; readonly kind: 'empty' | 'unfinished'; readonly exit: string }
  | {
      readonly mode: 'triage'
      readonly kind: 'canonical'
      readonly exit: string
      readonly format: FindingFormat
      readonly kept: readonly Finding[]
      readonly dropped: readonly Finding[]
    }
  | {
      readonly mode: 'triage'
      readonly kind: 'non-canonical'
      readonly exit: string
      readonly outputPath: string
      readonly scopePath: string
    }

export interface RunContext {
  readonly root: string
  /** Scope entries for the technique's scope mode (toplevel-relative). */
  readonly scope: readonly ScopeEntry[]
  /** The repository toplevel: the root the scope's paths are relative to. */
  readonly repoRoot: string
  readonly signal?: AbortSignal | undefined
}

function exitLabel(result: SpawnResult): string {
  if (result.timedOut) return 'timed out'
  if (result.error !== undefined) return `could not start: ${result.error}`
  if (result.signal !== null) return `signal ${result.signal}`
  return String(result.exitCode)
}

export async function runTechnique(t: Technique, ctx: RunContext): Promise<TechniqueOutcome> {
  const [command = '', ...args] = t.run
  // Headless, like CI: no watch mode, no prompts, the same result on every machine.
  const base = { command, args, cwd: ctx.root, env: { CI: '1' }, timeoutMs: t.timeoutMs, signal: ctx.signal }
  if (t.mode === 'gate') {
    const result = await runProcess({ ...base, keepBytes: 4096 })
    return {
      mode: 'gate',
      status: result.exitCode === 0 && !result.timedOut ? 'green' : 'red',
      exit: exitLabel(result),
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'evident-validation-'))
  const outputPath = join(dir, 'output')
  const scopePath = join(dir, 'scope')
  writeFileSync(scopePath, ctx.scope.map(formatScopeEntry).join('\n'))
  const sink = createWriteStream(outputPath)
  const written = new Promise<void>((resolve) => {
    sink.on('close', () => resolve())
  })
  const result = await runProcess({
    ...base,
    keepBytes: 4096,
    onSpawn: (child) => {
      if (child.stdout === null) sink.end()
      else child.stdout.pipe(sink)
    },
  })
  if (result.error !== undefined) sink.end()
  await written
  const exit = exitLabel(result)
  // A report cut short (timeout, kill, no start) may still parse: never read it as a finished one.
  const unfinished = result.timedOut || result.aborted || result.error !== undefined || result.signal !== null
  const empty = statSync(outputPath).size === 0
  const detected = unfinished || empty ? undefined : detectFindings(readFileSync(outputPath, 'utf8'))
  if (detected === undefined && !unfinished && !empty)
    return { mode: 'triage', kind: 'non-canonical', exit, outputPath, scopePath }
  // Digested or nothing to hand on: the temp files have served their purpose.
  rmSync(dir, { recursive: true, force: true })
  if (unfinished) return { mode: 'triage', kind: 'unfinished', exit }
  if (detected === undefined) return { mode: 'triage', kind: 'empty', exit }
  const findings = detected.findings.map((f) => ({ ...f, file: toplevelRelative(f.file, ctx) }))
  const { kept, dropped } = filterFindings(findings, ctx.scope, ctx.repoRoot)
  return { mode: 'triage', kind: 'canonical', exit, format: detected.format, kept, dropped }
}

/**
 * Tools print paths relative to their working directory (the project root); the scope is relative to the
 * repository toplevel. When the two differ (a project inside a monorepo), re-base relative paths.
 */
function toplevelRelative(file: string, ctx: RunContext): string {
  if (ctx.root === ctx.repoRoot || isAbsolute(file)) return file
  return relative(ctx.repoRoot, resolve(ctx.root, file))
}
