import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { CONFIG_FILE, configSchema } from '../../domain/config.js'
import type { Technique, ValidationConfig } from '../../domain/validation-config.js'
import { isWithin, partLeadingOutside, resolveInside } from '../../kernel/containment.js'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { git } from '../../worktree/git.js'
import type { ProcedureStep } from './procedure.js'
import { binaryResolvable } from './probe.js'
import { resolveTechniques } from './resolve.js'

/**
 * The manifest lint (spec preamble 1: "Manifest read (lint if standalone)"). evident's manifest is the `validation`
 * section of evident.config.json. The lint checks it beyond what the schema parses, and never executes anything from
 * it: commands are only looked up (PATH, node_modules/.bin), the derived tier only reads files, git only resolves
 * `base`. Every path it names must stay inside the project after realpath.
 */
export interface ManifestProblem {
  readonly level: 'error' | 'warning'
  readonly text: string
}

export interface ManifestLint {
  /** The config file, as shown (project-relative when inside the project). */
  readonly file: string
  /** false: no config file, or no `validation` section — the defaults apply. */
  readonly present: boolean
  readonly problems: readonly ManifestProblem[]
}

export interface LintOptions {
  /** The config file to lint (absolute); default `<root>/evident.config.json`. */
  readonly configPath?: string | undefined
  /** PATH for resolving `run[0]` (default: the process's). */
  readonly path?: string | undefined
}

export const lintErrors = (lint: ManifestLint): readonly ManifestProblem[] =>
  lint.problems.filter((p) => p.level === 'error')

/** One line per problem (`error: …` / `warning: …`), then the summary line. */
export function lintLines(lint: ManifestLint): readonly string[] {
  if (!lint.present && lint.problems.length === 0)
    return [`no manifest: ${lint.file} has no validation section (or does not exist) — the defaults apply`]
  const errors = lintErrors(lint).length
  const warnings = lint.problems.length - errors
  return [
    ...lint.problems.map((p) => `${p.level}: ${p.text}`),
    `manifest ${lint.file}: ${errors === 0 && warnings === 0 ? 'clean' : `${errors} error(s), ${warnings} warning(s)`}`,
  ]
}

/** `validation.techniques[1].mode` from a zod issue path. */
function dotted(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}${out === '' ? '' : '.'}${String(key)}`),
    '',
  )
}

export async function lintManifest(root: string, options: LintOptions = {}): Promise<ManifestLint> {
  const configPath = options.configPath ?? resolve(root, CONFIG_FILE)
  const rel = relative(root, configPath)
  const file = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : configPath
  let text: string
  try {
    text = readRegularText(configPath)
  } catch (error) {
    // The default file may be absent (the defaults apply); a file the operator named must exist.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && options.configPath === undefined)
      return { file, present: false, problems: [] }
    return {
      file,
      present: true,
      problems: [{ level: 'error', text: `${file}: cannot be read: ${errorMessage(error)}` }],
    }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return {
      file,
      present: true,
      problems: [{ level: 'error', text: `${file}: not valid JSON: ${errorMessage(error)}` }],
    }
  }
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    // Every schema problem, never only the first; the deeper checks need a manifest that parses.
    const problems = parsed.error.issues.map((i): ManifestProblem => ({
      level: 'error',
      text: `${file}: ${dotted(i.path) || '(root)'}: ${i.message}`,
    }))
    return { file, present: true, problems }
  }
  const manifest = parsed.data.validation
  if (manifest === undefined) return { file, present: false, problems: [] }
  const problems = await checkManifest(root, manifest, options.path ?? process.env['PATH'])
  return { file, present: true, problems: problems.map((p) => ({ ...p, text: oneLine(`${file}: ${p.text}`) })) }
}

/**
 * A problem quotes the manifest's own strings; escaped so that one with a line break cannot forge a line of the
 * lint's output or of the run record (`MANIFEST: …`).
 */
const oneLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

type Place = 'inside' | 'missing' | 'outside'

/** Where a manifest path lands: inside the project (after realpath), missing (inside), or outside. */
function place(realRoot: string, path: string): Place {
  if (path.includes('\0') || path.startsWith('~')) return 'outside'
  const abs = resolve(realRoot, path)
  if (!isWithin(realRoot, abs)) return 'outside'
  const real = resolveInside(realRoot, abs)
  if (real === 'outside') return 'outside'
  if (real !== undefined) return 'inside'
  if (danglingLinkOutside(realRoot, abs)) return 'outside'
  return partLeadingOutside(realRoot, relative(realRoot, abs).split(sep).join('/')) === undefined
    ? 'missing'
    : 'outside'
}

/** A dangling symbolic link whose target, resolved beside it, lies outside the project (it cannot be realpath'd yet). */
function danglingLinkOutside(realRoot: string, abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink() && !isWithin(realRoot, resolve(dirname(abs), readlinkSync(abs)))
  } catch {
    return false
  }
}

async function checkManifest(
  root: string,
  manifest: ValidationConfig,
  pathEnv: string | undefined,
): Promise<readonly ManifestProblem[]> {
  const realRoot = realpathSync(root)
  const out: ManifestProblem[] = []
  const error = (text: string): void => void out.push({ level: 'error', text })
  const warning = (text: string): void => void out.push({ level: 'warning', text })

  if (manifest.dod !== undefined) {
    const where = place(realRoot, manifest.dod)
    if (where === 'outside') error(`validation.dod: ${JSON.stringify(manifest.dod)} is outside the project`)
    if (where === 'missing')
      warning(
        `validation.dod: ${manifest.dod} does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)`,
      )
  }

  const techniques = manifest.techniques ?? []
  const firstAt = new Map<string, number>()
  techniques.forEach((t, i) => {
    const first = firstAt.get(t.id)
    if (first === undefined) firstAt.set(t.id, i)
    else
      error(
        `validation.techniques[${i}].id: "${t.id}" is declared twice (first at validation.techniques[${first}]): each technique id is also its gate id`,
      )
    checkTechnique(`validation.techniques[${i}]`, t)
  })

  const steps: readonly ProcedureStep[] = manifest.procedure?.steps ?? []
  if (steps.length > 0) {
    const resolved = resolveTechniques(root, manifest)
    const ids = [...new Set(resolved.map((r) => r.technique.id))]
    const seen = new Map<string, number>()
    steps.forEach((step, i) => {
      const at = `validation.procedure.steps[${i}]`
      const id = 'technique' in step ? step.technique : step.id
      const first = seen.get(id)
      if (first === undefined) seen.set(id, i)
      else error(`${at}: "${id}" is already validation.procedure.steps[${first}]: a technique runs once per run`)
      if ('technique' in step) {
        const named = resolved.find((r) => r.technique.id === id)
        if (named === undefined)
          error(
            `${at}.technique: "${id}" is neither declared nor derived for this project now (resolved: ${ids.join(', ') || 'none'}); see evident validation plan`,
          )
        // A failing gate judged by a triager instead of blocking: only the technique's own declaration may say so.
        else if (named.technique.mode === 'gate' && step.mode === 'triage')
          error(
            `${at}.mode: "${id}" is a gate (${named.tier}); a step may not make it a triage, which would let a failing run be judged instead of blocking — declare it with "mode": "triage" in validation.techniques if the project means that`,
          )
        return
      }
      if (ids.includes(id))
        error(
          `${at}.id: the inline step's id "${id}" is also a resolved technique's id: name that technique with {"technique": "${id}"}, or give the inline step another id`,
        )
      checkTechnique(at, step)
    })
    const stepIds = new Set(steps.map((step) => ('technique' in step ? step.technique : step.id)))
    for (const r of resolved)
      if (r.technique.mode === 'gate' && !stepIds.has(r.technique.id))
        warning(
          `validation.procedure: the gate "${r.technique.id}" (${r.tier}) is in no step: it does not run, and the run records NO-OP(validation:${r.technique.id})`,
        )
  }

  for (const [i, page] of (manifest.intention?.pages ?? []).entries()) {
    const where = place(realRoot, page.page)
    if (where === 'outside') error(`validation.intention.pages[${i}].page: "${page.page}" is outside the project`)
    if (where === 'missing')
      warning(
        `validation.intention.pages[${i}].page: ${page.page} does not exist — its drift lines name a missing page`,
      )
  }

  if (manifest.base !== undefined) {
    const resolvedBase = manifest.base.startsWith('-')
      ? false
      : (await git(root, ['rev-parse', '--verify', '--quiet', `${manifest.base}^{commit}`])).ok
    if (!resolvedBase)
      warning(
        `validation.base: "${manifest.base}" does not resolve to a commit in git here — the run will fail to scope the change (fetch it, or change validation.base)`,
      )
  }
  return out

  function checkTechnique(at: string, t: Technique): void {
    for (const [j, config] of (t.probe?.config ?? []).entries())
      if (place(realRoot, config) === 'outside')
        error(`${at}.probe.config[${j}]: "${config}" is outside the project; a probe only looks inside it`)
    const binary = t.probe?.binary ?? t.run[0] ?? ''
    const key = t.probe?.binary === undefined ? 'run[0]' : 'probe.binary'
    if (!binaryResolvable(binary, root, pathEnv))
      warning(
        `${at}.${key}: "${binary}" is not resolvable on PATH or in node_modules/.bin — the run declines the technique (probe absent)`,
      )
    const procedure = t['triage-procedure']
    if (procedure !== undefined) {
      const where = place(realRoot, procedure)
      if (where === 'outside') error(`${at}.triage-procedure: "${procedure}" is outside the project`)
      if (where === 'missing')
        warning(`${at}.triage-procedure: ${procedure} does not exist — the triager is handed a missing procedure`)
    }
  }
}

/** The lint's errors refuse a run or a triage before anything is recorded (the CLI and the MCP tool print them first). */
export function refuseOnManifestErrors(lint: ManifestLint): void {
  const errors = lintErrors(lint)
  if (errors.length > 0)
    throw badInput(
      `the manifest (${lint.file} validation) has ${errors.length} error(s): ${errors.map((e) => e.text).join('; ')}`,
      `fix ${lint.file} (evident validation lint-manifest lists every problem), then run validation again`,
    )
}
