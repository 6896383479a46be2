import { lstatSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as z from 'zod'
import { STATE_DIR } from '../../domain/verdict-file.js'
import { errorMessage } from '../../kernel/errors.js'
import { GIT_MISSING, gitSync as git } from '../../worktree/git.js'
import { classifierFor } from '../../project/classifier.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { isWithin } from '../../kernel/containment.js'
import {
  acceptanceCriteria,
  driftReport,
  isSlug,
  resolveCriteria,
  resolveScenarios,
  type AddedLine,
  type DriftItem,
} from './drift-spec.js'
import type { DriftEvidence } from './drift-evidence.js'

/**
 * The drift check of the TDD coordinator (`evident drift --slug <slug>`, docs/cli.md): does the change resolve every
 * acceptance criterion of `docs/specs/<slug>.md` — an AC id in an added line of the working tree's diff against HEAD
 * or of an untracked file — and, when the coordinator's state file `.claude/state/tdd/<slug>.json` exists, every
 * scenario of its recipe (its name in an added line of a test file)? The spec folder and `.claude/state/` (where the
 * report goes) are left out, so neither the spec nor a report can resolve anything; so are untracked files that are
 * neither tests nor source (a `notes.txt` proves nothing) and files a worker changed against the plan that are not
 * restored (`evidence.breaches`, each also an unresolved row). With the evidence database's facts (`drift-evidence.ts`)
 * each AC also shows whether a test that names it passed in the binding verdict's run; `requireTests` resolves an AC
 * only then. git runs from argument arrays.
 */
const SPEC_DIR = 'docs/specs'
const TDD_STATE_DIR = `${STATE_DIR}/tdd`
/** Folders whose lines resolve nothing: the spec's, and the state folder holding the report and the recipe. */
export const EXCLUDED: readonly string[] = [`${SPEC_DIR}/`, `${STATE_DIR}/`]

export type DriftOutcome =
  | { readonly kind: 'skipped'; readonly spec: string; readonly head: string | null }
  | {
      readonly kind: 'checked'
      /** The report, project-relative. */
      readonly report: string
      readonly total: number
      /** The AC ids and scenario names left unresolved, in the report's order. */
      readonly unresolved: readonly string[]
      /** The HEAD commit the working tree was compared with; null before the first commit. */
      readonly head: string | null
    }
  /** A tool error (exit 2): not a git work tree, an unreadable spec or state file, a report that cannot be written. */
  | { readonly kind: 'error'; readonly message: string }

/** The coordinator's state file as far as the drift check reads it (written by the coordinator; more fields pass). */
const recipeState = z.object({
  recipe: z.array(z.object({ name: z.string().min(1) })),
  contract: z.object({ failing_test_paths: z.array(z.string()).optional() }).optional(),
})

const error = (message: string): DriftOutcome => ({ kind: 'error', message })

export interface DriftOptions {
  /** `--require-tests`: an AC is resolved only when a test that names it passed in the binding verdict's run. */
  readonly requireTests?: boolean | undefined
  /** The evidence database's facts; none: mentions alone. */
  readonly evidence?: DriftEvidence | undefined
}

export async function checkDrift(projectRoot: string, slug: string, options: DriftOptions = {}): Promise<DriftOutcome> {
  if (!isSlug(slug)) return error(`"${slug}" is no slug (letters, digits, ".", "_", "-"; no path)`)
  const inside = git(projectRoot, ['rev-parse', '--is-inside-work-tree'])
  if (inside.stderr === GIT_MISSING) return error(GIT_MISSING)
  if (inside.status !== 0 || inside.stdout.trim() !== 'true')
    return error(`${projectRoot} is not inside a git work tree${tail(inside.stderr)}`)
  const headRev = git(projectRoot, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])
  const head = headRev.status === 0 && headRev.stdout.trim() !== '' ? headRev.stdout.trim() : null
  const specPath = `${SPEC_DIR}/${slug}.md`
  const spec = readProjectFile(projectRoot, specPath)
  if (spec.kind === 'missing') return { kind: 'skipped', spec: specPath, head }
  if (spec.kind === 'error') return error(`cannot read the spec ${specPath}: ${spec.error}`)
  const statePath = `${TDD_STATE_DIR}/${slug}.json`
  const state = readProjectFile(projectRoot, statePath)
  if (state.kind === 'error') return error(`cannot read ${statePath}: ${state.error}`)
  let recipe: z.infer<typeof recipeState> | undefined
  if (state.kind === 'text') {
    const parsed = recipeState.safeParse(safeJson(state.text))
    if (!parsed.success)
      return error(
        `${statePath} is not a coordinator state file (needs "recipe": [{"name": …}, …]): ${parsed.error.message}`,
      )
    recipe = parsed.data
  }
  const classify = await classifierFor(projectRoot)
  const failing = new Set(recipe?.contract?.failing_test_paths ?? [])
  const isTest = (file: string): boolean => failing.has(file) || classify(file) === 'test'
  const code = (file: string): boolean => isTest(file) || classify(file) === 'production'
  const added = addedLines(projectRoot, head, code)
  if (typeof added === 'string') return error(added)
  const breaches = options.evidence?.breaches ?? []
  const breached = new Set(breaches.map((b) => b.path))
  const counted = added.filter((l) => !breached.has(l.file))
  const passed = options.evidence?.passed ?? []
  const items: DriftItem[] = [
    ...resolveCriteria(acceptanceCriteria(spec.text), counted, passed, options.requireTests === true),
    ...resolveScenarios(recipe?.recipe.map((r) => r.name) ?? [], counted, isTest, passed),
    ...breaches.map((b): DriftItem => ({
      kind: 'breach',
      name: b.path,
      evidence: undefined,
      mentioned: `${b.rule} by ${b.agentType} agent ${b.agentId}: ${b.command} — not restored (evident restore ${b.path})`,
    })),
  ]
  const report = `${TDD_STATE_DIR}/${slug}-drift.md`
  const text = driftReport({
    slug,
    spec: specPath,
    excluded: EXCLUDED,
    items,
    recipe: recipe && statePath,
    proof: options.evidence?.proof,
    requireTests: options.requireTests,
  })
  const written = writeProjectFile(projectRoot, report, text)
  if (written !== undefined) return error(written)
  return {
    kind: 'checked',
    report,
    total: items.length,
    unresolved: items.filter((i) => i.evidence === undefined).map((i) => i.name),
    head,
  }
}

const tail = (stderr: string): string => (stderr.trim() === '' ? '' : ` (git: ${stderr.trim().split('\n')[0] ?? ''})`)

/** `:(exclude)` pathspecs for the excluded folders, after `.` (the project root: git runs there). */
const PATHSPECS = ['.', ...EXCLUDED.map((e) => `:(exclude)${e.slice(0, -1)}`)]

/**
 * Every line the working tree adds against HEAD (an empty tree before the first commit), and every line of an
 * untracked file that `counts` (tests and source: an untracked note is no part of the change).
 */
function addedLines(
  root: string,
  head: string | null,
  counts: (file: string) => boolean,
): readonly AddedLine[] | string {
  let base = head ?? ''
  if (head === null) {
    const empty = git(root, ['hash-object', '-t', 'tree', '/dev/null'])
    if (empty.status !== 0) return `git hash-object failed${tail(empty.stderr)}`
    base = empty.stdout.trim()
  }
  const diff = git(root, [
    'diff',
    base,
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--find-renames',
    '--relative',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    '-U0',
    '--',
    ...PATHSPECS,
  ])
  if (diff.status !== 0) return `git diff failed${tail(diff.stderr)}`
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...PATHSPECS])
  if (untracked.status !== 0) return `git ls-files failed${tail(untracked.stderr)}`
  return [
    ...diffAdditions(diff.stdout),
    ...untrackedLines(
      root,
      untracked.stdout.split('\0').filter((f) => f !== '' && counts(f)),
    ),
  ]
}

/** The `+` lines of a unified diff with their new-file path and line number. */
export function diffAdditions(diff: string): readonly AddedLine[] {
  const out: AddedLine[] = []
  let file: string | undefined
  let line = 0
  for (const text of diff.split('\n')) {
    if (text.startsWith('+++ ')) {
      const path = unquote(text.slice(4))
      file = path.startsWith('b/') ? path.slice(2) : undefined
    } else if (text.startsWith('@@')) {
      line = Number(/\+(\d+)/.exec(text)?.[1] ?? 0)
    } else if (text.startsWith('+') && file !== undefined) {
      out.push({ file, line, text: text.slice(1) })
      line += 1
    }
  }
  return out
}

/** A path as git prints it in a diff header: C-quoted when it holds unusual characters. */
function unquote(path: string): string {
  if (!path.startsWith('"')) return path.replace(/\t$/, '')
  try {
    return JSON.parse(
      path
        .replace(/\t$/, '')
        .replace(/\\([0-7]{3})/g, (_, o: string) => `\\u00${Number.parseInt(o, 8).toString(16).padStart(2, '0')}`),
    ) as string
  } catch {
    return path
  }
}

/** Files larger than this are not read for added lines (generated data, not the change's text). */
const UNTRACKED_MAX = 2 * 1024 * 1024

function untrackedLines(root: string, files: readonly string[]): readonly AddedLine[] {
  const out: AddedLine[] = []
  for (const file of files) {
    let text: string
    try {
      const stat = lstatSync(join(root, file))
      // A symbolic link's content is its target, not text of the change; big and binary files are no text either.
      if (!stat.isFile() || stat.size > UNTRACKED_MAX) continue
      text = readRegularText(join(root, file))
    } catch {
      continue
    }
    if (text.includes('\0')) continue
    text.split(/\r?\n/).forEach((l, i) => out.push({ file, line: i + 1, text: l }))
  }
  return out
}

type ProjectFile =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'error'; readonly error: string }

/** A project file's text; missing when nothing is at its path; an error when it cannot be read or leads outside. */
function readProjectFile(root: string, file: string): ProjectFile {
  const path = join(root, file)
  try {
    lstatSync(path)
  } catch {
    return { kind: 'missing' }
  }
  try {
    if (!isWithin(realpathSync(root), realpathSync(path)))
      return { kind: 'error', error: `it resolves outside the project (${root})` }
    return { kind: 'text', text: readRegularText(path) }
  } catch (e) {
    return { kind: 'error', error: errorMessage(e) }
  }
}

function writeProjectFile(root: string, file: string, text: string): string | undefined {
  const path = join(root, file)
  try {
    mkdirSync(dirname(path), { recursive: true })
    if (!isWithin(realpathSync(root), realpathSync(dirname(path))))
      return `cannot write the report: ${dirname(file)} resolves outside the project (${root})`
    writeFileSync(path, text)
    return undefined
  } catch (e) {
    return `cannot write the report ${file}: ${errorMessage(e)}`
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
