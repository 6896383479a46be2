import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { badInput, notFound } from '../errors.js'

/** A bean id as typed (`BEAN-277`, `bean-277`, `277`) → its number. The rest after `bean-` must be digits. */
export function parseBeanId(raw: string): number {
  const digits = raw.trim().replace(/^bean-/i, '')
  if (!/^\d+$/.test(digits)) {
    throw badInput(`invalid bean id "${raw}": expected BEAN-<digits> or <digits>`, 'pass an id such as BEAN-277 or 277')
  }
  return Number.parseInt(digits, 10)
}

/** `BEAN-007`, `BEAN-277`, `BEAN-1277`. */
export function canonicalBeanId(n: number): string {
  return `BEAN-${String(n).padStart(3, '0')}`
}

export const BEANS_DIR = 'ai/beans'

export interface Bean {
  readonly number: number
  readonly id: string
  /** Repo-relative POSIX path of bean.md. */
  readonly path: string
  readonly markdown: string
}

/** Finds `ai/beans/BEAN-NNN-*` (sorted, first match wins) and reads its `bean.md`. */
export function loadBean(repoRoot: string, n: number): Bean {
  const id = canonicalBeanId(n)
  let entries: string[]
  try {
    entries = readdirSync(join(repoRoot, BEANS_DIR))
  } catch {
    entries = []
  }
  const dir = entries.filter((name) => name.startsWith(`${id}-`)).sort()[0]
  if (dir === undefined) {
    throw notFound(
      `bean ${id} not found: no directory matches ${BEANS_DIR}/${id}-*`,
      `check the id; beans live in ${BEANS_DIR}/BEAN-NNN-<slug>/bean.md`,
    )
  }
  const path = `${BEANS_DIR}/${dir}/bean.md`
  try {
    return { number: n, id, path, markdown: readFileSync(join(repoRoot, path), 'utf8') }
  } catch {
    throw notFound(`bean ${id} has no readable ${path}`, `create ${path} with an "## Acceptance Criteria" section`)
  }
}
