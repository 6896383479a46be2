import { join } from 'node:path'
import { badInput } from '../../kernel/errors.js'

/** The conductor's folder at the project root: the committed ledger and the run's working files. */
export const TDD_DIR = '.tdd'

/** A leaf's name: a phase-named role such as `develop-red` or `verdict-green` (lowercase letters, digits, `-`). */
export const LEAF_NAME = /^[a-z][a-z0-9-]{0,63}$/

/** The files the supervisor, the launcher and the waiter share for one leaf. */
export type LeafFileKind = 'exit' | 'pid' | 'out' | 'err'

function assertLeafName(name: string): string {
  if (!LEAF_NAME.test(name))
    throw badInput(
      `a leaf name is lowercase letters, digits and "-" (such as develop-red): got ${JSON.stringify(name)}`,
    )
  return name
}

/** `<root>/.tdd/<name>.<kind>`. */
export function leafFile(root: string, name: string, kind: LeafFileKind): string {
  return join(root, TDD_DIR, `${assertLeafName(name)}.${kind}`)
}

/** `<root>/.tdd/issue-<n>.md`: the committed ledger of issue n. */
export function ledgerFile(root: string, issue: number): string {
  return join(root, TDD_DIR, `issue-${issue}.md`)
}

/** `<root>/.tdd/issue-<n>-timeout`: the run's leaf timeout in seconds, when the environment sets none. */
export function timeoutFile(root: string, issue: number): string {
  return join(root, TDD_DIR, `issue-${issue}-timeout`)
}

/** `<root>/.tdd/stop`: a stop request (`at-ledger`, `at-leaf` or `now`). */
export function stopFile(root: string): string {
  return join(root, TDD_DIR, 'stop')
}

/** `<root>/.tdd/events.jsonl`: one JSON event per line (domain/conduct-events.ts). */
export function eventsFile(root: string): string {
  return join(root, TDD_DIR, 'events.jsonl')
}
