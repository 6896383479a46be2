import { realpathSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { containPath, isWithin } from '../../kernel/containment.js'
import { realpathLenient } from '../../project/project-path.js'
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

/**
 * The real path of `--file` (resolved against `cwd`), contained to the repository by the rule every criterion path
 * follows (kernel/containment.ts: no `..` out, no symbolic link as the file, no ancestor leading outside) — the MCP
 * tool refuses the same paths. A path outside is bad input (`evident vdd` exits 3); a missing one is not found.
 */
function containedFile(realRoot: string, file: string, cwd: string): string {
  const abs = resolve(realpathLenient(cwd), file)
  // Relative to the root as written; an absolute path inside the repository is its repository path.
  const rel = (isWithin(realRoot, abs) ? relative(realRoot, abs).split(sep).join('/') : file) || '.'
  const contained = containPath(realRoot, rel)
  if (contained.ok) return contained.real
  if (contained.missing) {
    throw notFound(
      `cannot read ${file} (ENOENT)`,
      'pass the path of a markdown file with an "## Acceptance Criteria" section',
    )
  }
  // containPath words it `<rel>: <why>`: said of the path as given.
  throw badInput(
    `--file ${file}: ${contained.reason.slice(rel.length + 2)}`,
    'pass a markdown file inside the repository (the MCP tool vdd refuses the same paths)',
  )
}

/** Loads the document to verify. `file` is resolved against `cwd`, and must lie inside the repository. */
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
  const real = containedFile(realRoot, source.file, cwd)
  let markdown: string
  try {
    markdown = readRegularText(real)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw notFound(
      `cannot read ${source.file}${code === 'ENOTREG' ? ': it is not a regular file' : code === undefined ? '' : ` (${code})`}`,
      'pass the path of a markdown file with an "## Acceptance Criteria" section',
    )
  }
  const subject = relative(realRoot, real).split(sep).join('/')
  return {
    subject,
    beanNumber: undefined,
    documentPath: subject,
    markdown,
    reportPath: `${REPORT_DIR}/vdd-file-${slug(subject)}.md`,
  }
}
