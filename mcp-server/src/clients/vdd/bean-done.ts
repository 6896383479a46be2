import { basename, isAbsolute, join, resolve } from 'node:path'
import { recordedOutcome } from './bean-report.js'
import { becomesDone, decideDoneGate, reportPasses } from './done-gate.js'
import type { SedEdit } from './sed-script.js'
import { readRegularText } from '../../kernel/regular-file.js'

/**
 * The VDD Done gate on `beans/BEAN-NNN-<slug>/bean.md`, judged on the file: as it is now against as it would be
 * after the change. PreToolUse of Edit | Write | MultiEdit applies the edit to the file on disk (`replace_all`, every
 * edit of a MultiEdit in order); the Bash hooks hand in the result of a shell write they computed or measured. A
 * Status row becoming Done is denied unless this bean's own report (`ai/outputs/tech-qa/vdd-NNN.md`, exact number)
 * says PASS and the newest VDD run of the bean recorded in the evidence store is a PASS, or the resulting file
 * carries a justified skip marker. Anything else — other files, other tools, its own errors — is clear (a hook fails
 * open; `error` says why). The store is opened (lazily) only for a Done transition whose report says PASS.
 */
export interface BeanDonePayload {
  readonly tool_name?: unknown
  readonly tool_input?: unknown
  readonly cwd?: unknown
}

/** 'clear': the Done gate has no objection — the hook then answers nothing (it never approves a call for the user). */
export type BeanDoneDecision =
  { readonly decision: 'deny'; readonly reason: string } | { readonly decision: 'clear'; readonly error?: string }

const BEAN_PATH = /^(?:(.*)[/\\])?beans[/\\]BEAN-(\d+)(?:-[^/\\]*)?[/\\]bean\.md$/i

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The file's text, or `fallback` when it cannot be read (absent, not a regular file). */
export const readOr = <T extends string | undefined>(path: string, fallback: T): string | T => {
  try {
    return readRegularText(path)
  } catch {
    return fallback
  }
}

/** The bean a path names (`…/beans/BEAN-277-x/bean.md` → 277) and its project root, or undefined for any other file. */
export function beanOf(abs: string, cwd: string): { readonly beanNumber: number; readonly root: string } | undefined {
  const match = BEAN_PATH.exec(abs)
  if (match === null) return undefined
  const prefix = match[1] ?? ''
  return {
    beanNumber: Number.parseInt(match[2] ?? '', 10),
    root: /[/\\]ai$/i.test(prefix) ? prefix.slice(0, -3) : cwd,
  }
}

/** The file an Edit, MultiEdit or Write would leave, from the file now; undefined for another tool. */
function applied(tool: string, input: Readonly<Record<string, unknown>>, disk: string): string | undefined {
  if (tool === 'Write') return str(input['content'])
  const edits =
    tool === 'Edit'
      ? [input]
      : tool === 'MultiEdit' && Array.isArray(input['edits'])
        ? (input['edits'] as unknown[])
        : undefined
  if (edits === undefined) return undefined
  let text = disk
  for (const raw of edits) {
    const edit = (raw ?? {}) as Readonly<Record<string, unknown>>
    const oldString = str(edit['old_string'])
    const newString = str(edit['new_string'])
    if (oldString === '') continue
    text =
      edit['replace_all'] === true ? text.split(oldString).join(newString) : text.replace(oldString, () => newString)
  }
  return text
}

export interface BeanDoneOptions {
  /** Environment used to locate the evidence database (`EVIDENT_DB`, `CLAUDE_PLUGIN_DATA`, …). */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
}

/**
 * The Done gate for one bean file changing from `before` to `after` (the path absolute, the bean from `beanOf`). The
 * Edit hook, the Bash hook's early denial and the shell measurement all decide here.
 */
export async function judgeBeanChange(
  bean: { readonly beanNumber: number; readonly root: string },
  before: string,
  after: string,
  options: BeanDoneOptions = {},
): Promise<BeanDoneDecision> {
  const { beanNumber, root } = bean
  const report = readOr(
    join(root, 'ai', 'outputs', 'tech-qa', `vdd-${String(beanNumber).padStart(3, '0')}.md`),
    undefined,
  )
  const needsStore = becomesDone(before, after) && reportPasses(report, beanNumber)
  const recorded = needsStore ? await recordedOutcome(options.env, root, beanNumber) : undefined
  const decision = decideDoneGate({ beanNumber, before, after, report, recordedVerdict: recorded })
  return decision.ok ? { decision: 'clear' } : { decision: 'deny', reason: decision.detail }
}

const failedOpen = (error: unknown): BeanDoneDecision => ({
  decision: 'clear',
  error: `bean-done hook failed open: ${error instanceof Error ? error.message : String(error)}`,
})

/** The decision for one PreToolUse payload of the Edit family. */
export async function beanDoneHook(payload: BeanDonePayload, options: BeanDoneOptions = {}): Promise<BeanDoneDecision> {
  try {
    const tool = str(payload.tool_name)
    const input = (payload.tool_input ?? {}) as Readonly<Record<string, unknown>>
    const filePath = str(input['file_path'])
    if (filePath === '' || basename(filePath).toLowerCase() !== 'bean.md') return { decision: 'clear' }
    const cwd = str(payload.cwd) || process.cwd()
    const abs = isAbsolute(filePath) ? filePath : resolve(cwd, filePath)
    const bean = beanOf(abs, cwd)
    if (bean === undefined) return { decision: 'clear' }
    const disk = readOr(abs, '')
    const after = applied(tool, input, disk)
    if (after === undefined) return { decision: 'clear' }
    return await judgeBeanChange(bean, disk, after, options)
  } catch (error) {
    return failedOpen(error)
  }
}

/**
 * PreToolUse on Bash, for every agent: the early Done gate on the bean files a command writes where its text settles
 * what it writes (`clients/vdd/shell-result.ts`: `sed -i 's/…/…/'`, `echo … > bean.md`, `… | tee bean.md`). A write it
 * cannot compute is left to run: the PostToolUse measurement judges the file the command left (`engine/flows/shell-record.ts`).
 */
export async function beanShellDecision(
  command: string,
  cwd: string,
  options: BeanDoneOptions = {},
): Promise<BeanDoneDecision> {
  try {
    const { computedWrites } = await import('./shell-result.js')
    const byFile = new Map<string, (SedEdit | undefined)[]>()
    for (const write of computedWrites(command)) {
      const abs = resolve(cwd, write.path)
      if (basename(abs).toLowerCase() === 'bean.md') byFile.set(abs, [...(byFile.get(abs) ?? []), write.edit])
    }
    for (const [abs, edits] of byFile) {
      const bean = beanOf(abs, cwd)
      if (bean === undefined || edits.some((e) => e === undefined)) continue
      const before = readOr(abs, '')
      const after = edits.reduce((text, edit) => (edit === undefined ? text : edit(text)), before)
      const decision = await judgeBeanChange(bean, before, after, options)
      if (decision.decision === 'deny') return decision
    }
    return { decision: 'clear' }
  } catch (error) {
    return failedOpen(error)
  }
}

/**
 * The Done gate on each bean file a shell command changed, its text before the command against the file it left (the
 * rule the Edit hook applies); only denials are kept, by project-relative path. The store is opened only for a Done
 * whose report says PASS.
 */
export async function shellDoneDenials(
  projectRoot: string,
  changes: readonly { readonly path: string; readonly before: string }[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<ReadonlyMap<string, string>> {
  const denials = new Map<string, string>()
  for (const change of changes) {
    const abs = join(projectRoot, change.path)
    const bean = beanOf(abs, projectRoot)
    if (bean === undefined) continue
    const decision = await judgeBeanChange(bean, change.before, readOr(abs, ''), { env })
    if (decision.decision === 'deny') denials.set(change.path, decision.reason)
  }
  return denials
}
