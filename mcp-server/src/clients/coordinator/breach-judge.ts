import { createHash } from 'node:crypto'
import { lstatSync, readlinkSync } from 'node:fs'
import { filePath } from '../../kernel/path-bytes.js'
import { WORKER_AGENT_TYPES } from '../../domain/agent-types.js'
import { readRegularFile } from '../../kernel/regular-file.js'
import { currentPlanFacts } from '../../store/plan-facts.js'
import type { Sqlite } from '../../store/statements/sqlite.js'
import { workerShellRows, type WorkerShellRow } from '../../store/statements/worker-shell.js'
import { readBlob, shadowFor } from '../../worktree/snapshot.js'

/**
 * A breach blocks completion (docs/coordinator.md, "A breach blocks completion"). A worker's shell command that
 * changed a file against the plan (outside the write set, a test by the implement or verify worker, a stub, …) is
 * recorded as a violation, yet the change stands in the working tree: until the file's content is back to what it was
 * before the worker's first such change, the implement worker's task cannot end `succeeded`, and the drift check
 * counts no binding PASS and resolves nothing with that file. Judged by content, against the snapshot the shell
 * measurement took before the command, never by what a command claims. An Edit-family change the hook denied changed
 * nothing and blocks nothing (its violation stays on the record).
 */
export interface StandingBreach {
  readonly path: string
  /** The rule the change broke (`outside_write_set`, `verify_worker_edit`, …). */
  readonly rule: string
  readonly agentType: string
  readonly agentId: string
  readonly command: string
  /** What restores it: the file deleted (the worker created it) or its content before the worker's change. */
  readonly restoreTo: 'absent' | 'content'
}

/** A change of a shell command as `engine/flows/shell-record.ts` records it (the fields read here). */
interface RecordedChange {
  readonly path: string
  readonly before: { readonly blob: string; readonly mode: string } | null
  readonly recorded: string
  readonly violation: string | null
}

export const WORKERS = Object.values(WORKER_AGENT_TYPES)

/**
 * The rules of the evidence protocol the implement worker is also held to (a hypothesis before production code, tests
 * frozen in green, …): the protocol's own checks judge what they leave behind (`unrecorded_change`, the closing
 * proofs), so they are no breach of the plan. Every other rule a worker's shell change broke is one: the worker rules,
 * and what no agent may change (protected configuration, evident's state, a link out of the project, …).
 */
const PROTOCOL_RULES: ReadonlySet<string> = new Set([
  'task_not_started',
  'production_edit_before_red',
  'uncited_production_edit',
  'red_test_edit_in_green',
  'test_edit_in_green',
])

/**
 * The worker changes against the plan that still stand in the project: for each path a worker's shell command
 * changed against a rule (`rows`: the workers' measured commands since the plan, in order), the first such change's
 * content before, compared with the file now. `dbPath` locates the shadow repository holding the content before.
 */
export function judgeStanding(
  rows: readonly WorkerShellRow[],
  dbPath: string,
  projectRoot: string,
): readonly StandingBreach[] {
  const first = new Map<string, { change: RecordedChange; agentType: string; agentId: string; command: string }>()
  for (const row of rows) {
    for (const change of parseChanges(row.changes)) {
      if (change.violation === null || PROTOCOL_RULES.has(change.violation)) continue
      if (change.recorded === 'edit' || first.has(change.path)) continue
      first.set(change.path, { change, agentType: row.agentType, agentId: row.agentId, command: row.command })
    }
  }
  const standing: StandingBreach[] = []
  for (const [path, b] of first) {
    if (restored(dbPath, projectRoot, path, b.change.before)) continue
    standing.push({
      path,
      rule: b.change.violation ?? '',
      agentType: b.agentType,
      agentId: b.agentId,
      command: b.command,
      restoreTo: b.change.before === null ? 'absent' : 'content',
    })
  }
  return standing
}

/** The project's current plan's standing breaches, one line each (the hooks: the PASS-claim guard). */
export function standingBreachLines(sqlite: Sqlite, dbPath: string, projectRoot: string): readonly string[] {
  const plan = currentPlanFacts(sqlite, projectRoot)
  if (plan === undefined) return []
  return judgeStanding(workerShellRows(sqlite, projectRoot, WORKERS, plan.seq), dbPath, projectRoot).map(breachLine)
}

function parseChanges(json: string): readonly RecordedChange[] {
  try {
    const parsed = JSON.parse(json) as unknown
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (c): c is RecordedChange => typeof c === 'object' && c !== null && typeof (c as RecordedChange).path === 'string',
    )
  } catch {
    return []
  }
}

/**
 * Whether the file is what it was before the breach: absent if the worker created it, else the same bytes. Only a path
 * that does not exist is absent: a file that cannot be read (`chmod 000`), or a folder or other entry put in its place,
 * is not what it was — the breach stands.
 */
function restored(dbPath: string, projectRoot: string, path: string, before: RecordedChange['before']): boolean {
  // By the name's bytes: a quoted stored path (a non-UTF-8 name, kernel/path-bytes.ts) names its real file.
  const file = filePath(projectRoot, path)
  let stat
  try {
    stat = lstatSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return before === null && (code === 'ENOENT' || code === 'ENOTDIR')
  }
  if (before === null) return false
  const link = stat.isSymbolicLink()
  let now: Buffer
  try {
    if (link) now = Buffer.from(readlinkSync(file), 'utf8')
    else if (stat.isFile()) now = readRegularFile(file)
    else return false
  } catch {
    return false
  }
  if (link !== (before.mode === '120000')) return false
  if (blobId(now) === before.blob) return true
  try {
    return readBlob(shadowFor(dbPath, projectRoot), before.blob).equals(now)
  } catch {
    return false
  }
}

/** The git blob id (SHA-1) of bytes, as the shadow repository names them. */
const blobId = (bytes: Buffer): string =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')

/** One line per breach: the file, the rule, who, and the command. */
export const breachLine = (b: StandingBreach): string =>
  `${b.path} (${b.rule} by ${b.agentType} agent ${b.agentId}: \`${b.command}\`; ${b.restoreTo === 'absent' ? 'it did not exist before' : 'changed'})`
