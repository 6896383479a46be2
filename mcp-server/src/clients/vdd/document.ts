import { realpathSync } from 'node:fs'
import { basename, isAbsolute, relative, resolve, sep } from 'node:path'
import { badInput, notFound } from '../../kernel/errors.js'
import { loadBean } from './bean.js'
import { REPORT_DIR, reportFileName } from './report.js'
import { readRegularText } from '../../kernel/regular-file.js'

/** What a VDD run verifies: a bean by number, or any markdown document with an Acceptance Criteria section. */
export type VddSource = { readonly bean: number } | { readonly file: string }

export interface VddDocument {
  /** `BEAN-277`, or the document's path (repo-relative when inside the repository). */
  readonly subject: string
  readonly beanNumber: number | undefined
  readonly documentPath: string
  readonly markdown: string
  /** Repo-relative POSIX path of the report. */
  readonly reportPath: string
}

/** The real path of the repository root; a missing root is a usage error. */
export function realRepoRoot(repoRoot: string): string {
  try {
    return realpathSync(repoRoot)
  } catch {
    throw badInput(`repository root ${repoRoot} does not exist`, 'pass --repo-root with an existing directory')
  }
}

const slug = (path: string): string =>
  path
    .replace(/\.md$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'document'

/** Loads the document to verify. `file` is resolved against `cwd`. */
export function loadDocument(realRoot: string, source: VddSource, cwd: string): VddDocument {
  if ('bean' in source) {
    const bean = loadBean(realRoot, source.bean)
    return {
      subject: bean.id,
      beanNumber: bean.number,
      documentPath: bean.path,
      markdown: bean.markdown,
      reportPath: `${REPORT_DIR}/${reportFileName(bean.number)}`,
    }
  }
  const abs = resolve(cwd, source.file)
  let real: string
  let markdown: string
  try {
    real = realpathSync(abs)
    markdown = readRegularText(real)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw notFound(
      `cannot read ${source.file}${code === 'ENOTREG' ? ': it is not a regular file' : code === undefined ? '' : ` (${code})`}`,
      'pass the path of a markdown file with an "## Acceptance Criteria" section',
    )
  }
  const rel = relative(realRoot, real)
  const inside = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
  const subject = inside ? rel.split(sep).join('/') : basename(real)
  return {
    subject,
    beanNumber: undefined,
    documentPath: inside ? subject : real,
    markdown,
    reportPath: `${REPORT_DIR}/vdd-file-${slug(subject)}.md`,
  }
}
