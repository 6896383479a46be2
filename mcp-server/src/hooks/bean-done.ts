import { basename, isAbsolute, join, resolve } from 'node:path'
import { recordedVerdict } from '../flows/bean-verdict.js'
import { decideDoneGate, reportPasses, STATUS_DONE } from '../gates/done-gate.js'
import { readRegularText } from '../regular-file.js'

/**
 * PreToolUse handler for Edit | Write | MultiEdit of `beans/BEAN-NNN-<slug>/bean.md`: denies a Status row changing
 * to Done unless this bean's own report (`ai/outputs/tech-qa/vdd-NNN.md`, exact number) says PASS and the newest
 * VDD run of the bean recorded in the evidence store is a PASS, or the text carries a justified skip marker.
 * Anything else — other files, other tools, its own errors — is allowed (a hook fails open; `error` says why).
 * The store is opened (lazily) only for a Done transition whose report says PASS.
 */
export interface BeanDonePayload {
  readonly tool_name?: unknown
  readonly tool_input?: unknown
  readonly cwd?: unknown
}

export type BeanDoneDecision =
  { readonly decision: 'deny'; readonly reason: string } | { readonly decision: 'allow'; readonly error?: string }

const BEAN_PATH = /^(?:(.*)[/\\])?beans[/\\]BEAN-(\d+)(?:-[^/\\]*)?[/\\]bean\.md$/i

interface Change {
  readonly before: string
  readonly after: string
  readonly resultingText: string
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const readOr = (path: string, fallback: string | undefined): string | undefined => {
  try {
    return readRegularText(path)
  } catch {
    return fallback
  }
}

function changeOf(tool: string, input: Readonly<Record<string, unknown>>, disk: string): Change | undefined {
  if (tool === 'Write') return { before: disk, after: str(input['content']), resultingText: str(input['content']) }
  const edits =
    tool === 'Edit'
      ? [input]
      : tool === 'MultiEdit' && Array.isArray(input['edits'])
        ? (input['edits'] as unknown[])
        : undefined
  if (edits === undefined) return undefined
  let text = disk
  const before: string[] = []
  const after: string[] = []
  for (const raw of edits) {
    const edit = (raw ?? {}) as Readonly<Record<string, unknown>>
    const oldString = str(edit['old_string'])
    const newString = str(edit['new_string'])
    before.push(oldString)
    after.push(newString)
    text =
      edit['replace_all'] === true ? text.split(oldString).join(newString) : text.replace(oldString, () => newString)
  }
  return { before: before.join('\n'), after: after.join('\n'), resultingText: text }
}

export interface BeanDoneOptions {
  /** Environment used to locate the evidence database (`EVIDENT_DB`, `CLAUDE_PLUGIN_DATA`, …). */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
}

/** The decision for one PreToolUse payload. */
export async function beanDoneHook(payload: BeanDonePayload, options: BeanDoneOptions = {}): Promise<BeanDoneDecision> {
  try {
    const tool = str(payload.tool_name)
    const input = (payload.tool_input ?? {}) as Readonly<Record<string, unknown>>
    const filePath = str(input['file_path'])
    if (filePath === '' || basename(filePath).toLowerCase() !== 'bean.md') return { decision: 'allow' }
    const cwd = str(payload.cwd) || process.cwd()
    const abs = isAbsolute(filePath) ? filePath : resolve(cwd, filePath)
    const match = BEAN_PATH.exec(abs)
    if (match === null) return { decision: 'allow' }
    const beanNumber = Number.parseInt(match[2] ?? '', 10)
    const prefix = match[1] ?? ''
    const root = /[/\\]ai$/i.test(prefix) ? prefix.slice(0, -3) : cwd
    const change = changeOf(tool, input, readOr(abs, '') ?? '')
    if (change === undefined) return { decision: 'allow' }
    const report = readOr(
      join(root, 'ai', 'outputs', 'tech-qa', `vdd-${String(beanNumber).padStart(3, '0')}.md`),
      undefined,
    )
    const needsStore =
      !STATUS_DONE.test(change.before) && STATUS_DONE.test(change.after) && reportPasses(report, beanNumber)
    const recorded = needsStore ? await recordedVerdict(options.env, root, beanNumber) : undefined
    const decision = decideDoneGate({ beanNumber, ...change, report, recordedVerdict: recorded })
    return decision.ok ? { decision: 'allow' } : { decision: 'deny', reason: decision.detail }
  } catch (error) {
    return {
      decision: 'allow',
      error: `bean-done hook failed open: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}
