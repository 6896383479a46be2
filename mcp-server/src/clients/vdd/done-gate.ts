import { DONE_DENIAL } from '../../domain/done-gate.js'
import { denialText } from '../../engine/gates/denial-text.js'

/**
 * The Done gate: a bean's Status row may change *to* Done only when that bean's own VDD report says PASS and
 * the newest VDD run of the bean recorded in evident's store is a PASS too (a report file alone can be written
 * by anyone), or the bean carries a justified skip marker. It judges the bean file — as it is now against as it
 * would be (an Edit, MultiEdit or Write applied to it, a shell write the parser can compute) or as a shell command
 * left it — never the strings of an edit. Pure: the hooks read the files and the store.
 */
const STATUS_DONE = /\*\*Status\*\*\s*\|\s*Done\b/
const REPORT_PASS = /\*\*(?:Aggregate\s+)?verdict:\*\*\s*PASS\b/
const SKIP_MARKER = /<!--\s*vdd-gate:\s*skip\s*\(justified:\s*(.*?)\)\s*-->/
const SKIP_MIN_CHARS = 10

export interface DoneGateFacts {
  /** The bean number taken from the bean's path (`ai/beans/BEAN-277-x/bean.md` → 277). */
  readonly beanNumber: number
  /** The bean file now ('' when it does not exist yet; before the command, for a shell change). */
  readonly before: string
  /** The bean file as it will read (or, after a shell command, reads) after the change. */
  readonly after: string
  /** The text of `ai/outputs/tech-qa/vdd-<NNN>.md` for exactly this bean, or undefined when absent. */
  readonly report: string | undefined
  /** The verdict of the newest VDD run of this bean recorded in the store, or undefined when none was. */
  readonly recordedVerdict: string | undefined
}

export type DoneGateDecision =
  | { readonly ok: true; readonly why: 'not_a_done_transition' | 'report_pass' | 'justified_skip' }
  | { readonly ok: false; readonly reason: typeof DONE_DENIAL; readonly detail: string }

const padded = (n: number): string => String(n).padStart(3, '0')

/** True when a skip marker with a justification of at least 10 characters is present. */
export function hasJustifiedSkip(text: string): boolean {
  const match = SKIP_MARKER.exec(text)
  return match !== null && (match[1] ?? '').trim().length >= SKIP_MIN_CHARS
}

/** True when the report is this bean's own and its aggregate verdict is PASS. */
export function reportPasses(report: string | undefined, beanNumber: number): boolean {
  if (report === undefined) return false
  const title = /^# VDD Report — BEAN-(\d+)\s*$/m.exec(report)
  return title !== null && Number(title[1]) === beanNumber && REPORT_PASS.test(report)
}

/** Whether the file's Status row becomes Done with this change (the question the store is opened for). */
export const becomesDone = (before: string, after: string): boolean =>
  !STATUS_DONE.test(before) && STATUS_DONE.test(after)

export function decideDoneGate(facts: DoneGateFacts): DoneGateDecision {
  if (!becomesDone(facts.before, facts.after)) return { ok: true, why: 'not_a_done_transition' }
  const reportOk = reportPasses(facts.report, facts.beanNumber)
  if (reportOk && facts.recordedVerdict === 'PASS') return { ok: true, why: 'report_pass' }
  if (hasJustifiedSkip(facts.after)) return { ok: true, why: 'justified_skip' }
  const id = `BEAN-${padded(facts.beanNumber)}`
  const state =
    facts.report === undefined
      ? `there is no ai/outputs/tech-qa/vdd-${padded(facts.beanNumber)}.md`
      : !reportOk
        ? 'its VDD report does not say PASS'
        : facts.recordedVerdict === undefined
          ? 'its report says PASS but evident recorded no VDD run of it (a report is only evidence when evident vdd wrote it)'
          : `its newest recorded VDD run is ${facts.recordedVerdict}, not PASS`
  return {
    ok: false,
    reason: DONE_DENIAL,
    detail: denialText(
      `Run /evident:vdd ${facts.beanNumber} (the vdd tool with beanId ${id}, or \`evident vdd ${id}\` in a terminal) and fix what fails until ` +
        `the report says **Aggregate verdict:** PASS; or, if a human has accepted the bean without it, add ` +
        `<!-- vdd-gate: skip (justified: <why, at least ${SKIP_MIN_CHARS} characters>) --> to bean.md in the same change`,
      `${id} cannot be set to Done: ${state}.`,
      DONE_DENIAL,
    ),
  }
}
