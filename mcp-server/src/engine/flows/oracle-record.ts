import type { EditChange } from '../../project/edit-input.js'
import { patchAddedLines } from '../../project/line-delta.js'
import type { FileKind } from '../../project/test-files.js'
import { addedLines } from '../gates/pass-claim.js'
import { beforeWithout, findingDetail, oracleFindings, oracleNotice, type OracleFinding } from '../gates/oracle.js'
import type { Decided } from './decided.js'

/**
 * Oracle-aware code (`engine/gates/oracle.ts`) on the way in, for the hooks: what an Edit-family change
 * (`record-edit.ts`) or a measured shell change (`shell-record.ts`) added, the ORACLE_AWARE_CODE violations it is
 * recorded as (one per finding) and what the model is told. The hook CLI loads this module lazily (its own bundle
 * entry, `hook-lazy-oracle`), only for a change to code during a TDD task, so no other hook reads the rules.
 */
export interface OracleRecord {
  readonly findings: readonly OracleFinding[]
  readonly violations: readonly Decided[]
  /** What the model is told (`oracleNotice`). */
  readonly notice: string
}

const recordOf = (file: string, findings: readonly OracleFinding[], toolName: string): OracleRecord | undefined =>
  findings.length === 0
    ? undefined
    : {
        findings,
        violations: findings.map((f) => ({ kind: 'ORACLE_AWARE_CODE', detail: findingDetail(file, f), toolName })),
        notice: oracleNotice(file, findings),
      }

/**
 * An Edit-family change of `file` (project-relative) whose text is now `after`. The text before is Claude Code's
 * `originalFile` (`originalFileContents` for MultiEdit; null for a file a Write created) when the response carries
 * it; else the change is known by the lines it adds — those of the structured patch, or of the input's
 * replacements — and the text before is `after` without them. A NotebookEdit's new cell is judged alone.
 */
export function editOracle(
  toolName: string,
  change: EditChange,
  response: Readonly<Record<string, unknown>>,
  file: string,
  after: string,
  classify: (path: string) => FileKind,
): OracleRecord | undefined {
  const judge = (before: string, text = after): OracleRecord | undefined =>
    recordOf(file, oracleFindings(file, before, text, classify), toolName)
  if (toolName === 'NotebookEdit') return judge('', change.content ?? '')
  const original = response['originalFile'] ?? response['originalFileContents']
  if (typeof original === 'string') return judge(original)
  // A Write that created the file (`originalFile: null`): every line is added.
  if (original === null || response['type'] === 'create') return judge('')
  const added =
    patchAddedLines(response['structuredPatch']) ??
    (change.portions === undefined ? undefined : addedLines(change.portions.before, change.portions.after))
  return judge(added === undefined ? '' : beforeWithout(after, added))
}

/** A shell command's change of `file`, its text before (blob of the tree before the command) against after. */
export const shellOracle = (
  file: string,
  before: string,
  after: string,
  classify: (path: string) => FileKind,
): OracleRecord | undefined => recordOf(file, oracleFindings(file, before, after, classify), 'Bash')
