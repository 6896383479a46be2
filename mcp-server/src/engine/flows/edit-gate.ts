import { lstatSync, readdirSync, statSync } from 'node:fs'
import { readRegularText } from '../../kernel/regular-file.js'
import { join, relative, sep } from 'node:path'
import { decideEdit, isProtectedConfig, type EditDecision } from '../gates/edit-policy.js'
import type { FileKind } from '../../project/test-files.js'
import { storedName } from '../../project/project-path.js'
import { holdsTests, keepsTests } from '../gates/test-weakening.js'
import { anyOpenTask, frozenProjectConfig, frozenProjectTestGlobs } from '../../store/statements/tasks.js'
import { callerState } from '../../store/statements/callers.js'
import { hasCitedHypothesis } from '../../store/statements/hypotheses.js'
import { hasFailingRun } from '../../store/statements/runs.js'
import { redEvidenceFiles } from '../../store/statements/artifacts.js'
import { classifierFor } from '../../project/classifier.js'
import type { HookContext } from './hook-context.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { TDD_AGENT_TYPE, workerRoleOf } from '../../domain/agent-types.js'
import { recordDecided } from './decided.js'
import { withNote } from '../gates/denial-text.js'

export interface FileChange {
  /** Project-relative POSIX path. */
  readonly file: string
  readonly via: 'edit' | 'shell' | 'delete'
  readonly change?: { readonly before: string; readonly after: string } | undefined
  /** For a deletion: the project-relative path the same command moves the file to (`mv a b`). */
  readonly movedTo?: string | undefined
  /** Coordinator workers: the whole file after the change, and whether the change creates it. */
  readonly fileAfter?: string | undefined
  readonly creates?: boolean | undefined
  /** A change made through a hard link: the path the call named (`file` is another name of the same file). */
  readonly linkOf?: string | undefined
}

/**
 * Applies the edit policy to the changes one tool call makes, for the caller of the payload. The first
 * denied change denies the call and is recorded as the violation its rule names. A production path the snapshots
 * leave out (git-ignored and untracked: scratch files, generated output) is neutral: its denial is dropped.
 */
export async function judgeChanges(ctx: HookContext, named: readonly FileChange[]): Promise<HookDecision | undefined> {
  if (named.length === 0) return undefined
  const changes = await throughLinks(ctx, named)
  const db = await ctx.db()
  const state = db === undefined ? undefined : callerState(db.sqlite, ctx.caller)
  const role = workerRoleOf(ctx.caller.agentType)
  // The implement worker is held to its task like the TDD agent (no write before tdd_task start).
  const tddAgent = ctx.caller.agentType === TDD_AGENT_TYPE || role === 'implement'
  const classify = await classifierFor(
    ctx.location().projectRoot,
    db === undefined ? undefined : frozenProjectConfig(db.sqlite),
    db === undefined ? undefined : frozenProjectTestGlobs(db.sqlite),
  )
  // Protected configuration is frozen for every agent while any task of the project is open.
  const projectTaskOpen =
    db !== undefined && changes.some((c) => isProtectedConfig(c.file, classify(c.file))) && anyOpenTask(db.sqlite)
  if ((state?.taskId ?? null) === null && !tddAgent && !projectTaskOpen && role === undefined) return undefined
  const root = ctx.location().projectRoot
  const judgeWorker = role === undefined ? undefined : await ctx.clients.workerJudge(db?.sqlite, root, role)
  const denied: { readonly change: FileChange; readonly kind: FileKind; readonly decision: EditDecision }[] = []
  for (const change of changes) {
    const kind: FileKind = classify(change.file)
    const decision: EditDecision = decideEdit({
      file: change.file,
      kind,
      via: change.via,
      tddAgent,
      projectTaskOpen,
      task:
        state === undefined || state.taskId === null ? null : { id: state.taskId, phase: state.phase?.phase ?? null },
      citedHypothesis:
        db !== undefined &&
        state !== undefined &&
        state.taskId !== null &&
        kind === 'production' &&
        hasCitedHypothesis(db.sqlite, state.callerId, state.taskId),
      failingRun:
        db === undefined || state === undefined || state.taskId === null || kind !== 'production'
          ? undefined
          : hasFailingRun(db.sqlite, state.taskId),
      redEvidenceFiles:
        db !== undefined && state?.phase !== undefined && state.phase !== null && kind === 'test'
          ? redEvidenceFiles(db.sqlite, state.phase)
          : [],
      change: change.change,
      testsKept: kind === 'test' && change.via === 'delete' ? testsKept(root, change, classify) : undefined,
      workerDecision: judgeWorker?.({
        file: change.file,
        kind,
        via: change.via,
        text: change.change,
        fileAfter: change.fileAfter,
        creates: change.creates,
      }),
    })
    if (!decision.ok) denied.push({ change, kind, decision })
  }
  const ignored = await ignoredProduction(
    ctx,
    denied.filter((d) => d.kind === 'production').map((d) => d.change.file),
  )
  const first = denied.find((d) => !ignored.has(d.change.file))
  if (first === undefined || first.decision.ok) return undefined
  const tool = ctx.payload.tool_name ?? 'unknown'
  const { linkOf, file } = first.change
  // Decided from reads; recorded after (briefly, else spilled): a busy store never turns this into an allow.
  await recordDecided(ctx, state?.taskId, [
    {
      kind: first.decision.violation,
      detail: `${first.decision.reason}: ${tool} on ${linkOf ?? file}${linkOf === undefined ? '' : ` (a hard link of ${file})`}`,
      toolName: tool,
    },
  ])
  return deny(
    linkOf === undefined
      ? first.decision.message
      : withNote(
          first.decision.message,
          `${linkOf} is a hard link of ${file}: the two paths are one file, so writing ${linkOf} writes ${file}.`,
        ),
  )
}

/**
 * The changes with those they make through hard links: a file that has other links in the project is changed under
 * each of its names, and each is judged by its own kind (a test path linked to a production file is a production
 * change). A deletion removes one name only. One `lstat` per change; the other names are looked up only for a file
 * with more than one link (`worktree/hard-links.ts`).
 */
async function throughLinks(ctx: HookContext, changes: readonly FileChange[]): Promise<readonly FileChange[]> {
  const { path, projectRoot } = ctx.location()
  let out: FileChange[] | undefined
  let others: ((file: string) => readonly string[]) | undefined
  for (const change of changes) {
    if (change.via === 'delete' || !linked(join(projectRoot, storedName(change.file)))) continue
    if (others === undefined) {
      const { linkFinder } = await import('../../worktree/hard-links.js')
      const { shadowFor } = await import('../../worktree/snapshot.js')
      others = linkFinder(shadowFor(path, projectRoot))
    }
    out ??= [...changes]
    for (const file of others(change.file)) {
      if (!out.some((c) => c.file === file)) out.push({ ...change, file, linkOf: change.file })
    }
  }
  return out ?? changes
}

const linked = (path: string): boolean => {
  try {
    const stat = lstatSync(path)
    return stat.isFile() && stat.nlink > 1
  } catch {
    return false
  }
}

/**
 * Whether deleting a test file removes no test: it holds none (a helper, a fixture), or the command moves it to a
 * test file that keeps them (a rename). The file is read before the command runs; a folder removes no test when none
 * of its files (at most `FOLDER_FILES`) holds one; anything unreadable is assumed to hold tests.
 */
function testsKept(root: string, change: FileChange, classify: (path: string) => FileKind): boolean {
  const full = join(root, storedName(change.file))
  const folder = filesIn(full)
  if (folder === 'too many') return false
  if (folder !== undefined)
    return folder.every((f) => {
      const text = readText(join(full, f))
      return text !== undefined && !holdsTests(`${change.file}/${f}`, text)
    })
  const text = readText(full)
  if (text === undefined) return false
  if (!holdsTests(change.file, text)) return true
  const to = change.movedTo
  return to !== undefined && keepsTests({ path: change.file, text }, { path: to, text, kind: classify(to) })
}

/** How many files of a deleted test folder are read before it is assumed to hold tests. */
const FOLDER_FILES = 200

/** The files under a folder (relative, POSIX); undefined when `path` is no folder. */
function filesIn(path: string): readonly string[] | 'too many' | undefined {
  try {
    if (!statSync(path).isDirectory()) return undefined
    const files = readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(path, join(e.parentPath, e.name)).split(sep).join('/'))
    return files.length > FOLDER_FILES ? 'too many' : files
  } catch {
    return undefined
  }
}

function readText(path: string): string | undefined {
  try {
    return readRegularText(path)
  } catch {
    return undefined
  }
}

/**
 * Which of these production paths the working-tree snapshots leave out (git-ignored and not yet in a snapshot):
 * no evidence is made of them, so no rule is about them. Asked only for paths that would be denied; a failure to ask
 * keeps every denial.
 */
async function ignoredProduction(ctx: HookContext, files: readonly string[]): Promise<ReadonlySet<string>> {
  if (files.length === 0) return new Set()
  try {
    const { ignoredPaths, shadowFor } = await import('../../worktree/snapshot.js')
    const { path, projectRoot } = ctx.location()
    // The files are stored forms already (project/project-path.ts#projectRelative), as ignoredPaths takes them.
    return ignoredPaths(shadowFor(path, projectRoot), files, { untrackedOnly: true })
  } catch {
    return new Set()
  }
}
