import { readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { badInput, conflict, notFound } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { partLeadingOutside } from '../../kernel/containment.js'

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

const BEANS_DIR = 'ai/beans'

export interface Bean {
  readonly number: number
  readonly id: string
  /** Repo-relative POSIX path of bean.md. */
  readonly path: string
  readonly markdown: string
}

/**
 * Finds `ai/beans/BEAN-NNN-*` (sorted, first match wins) and reads its `bean.md`, inside the repository only: when
 * `ai`, `ai/beans`, the bean's directory or its `bean.md` is a symlink leading outside `repoRoot`, nothing there is
 * listed or read (a conflict saying which). `bean.md` must be a regular file (never a FIFO or device).
 */
export function loadBean(repoRoot: string, n: number): Bean {
  const id = canonicalBeanId(n)
  const realRoot = realpathSync(repoRoot)
  refuseOutside(realRoot, BEANS_DIR, id)
  let entries: string[]
  try {
    entries = readdirSync(join(realRoot, BEANS_DIR))
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
  refuseOutside(realRoot, path, id)
  try {
    return { number: n, id, path, markdown: readRegularText(join(realRoot, path)) }
  } catch {
    throw notFound(`bean ${id} has no readable ${path}`, `create ${path} with an "## Acceptance Criteria" section`)
  }
}

function refuseOutside(realRoot: string, relPath: string, id: string): void {
  const outside = partLeadingOutside(realRoot, relPath)
  if (outside === undefined) return
  throw conflict(
    `bean ${id}: ${outside} is a symlink leading outside the repository ${realRoot}; nothing outside it is read`,
    `replace ${outside} with a real directory or file inside the repository`,
  )
}
