import { badInput } from '../../kernel/errors.js'
import { fileSource, findGh, ghSource, type IssueSource } from './issue-source.js'

/**
 * Where the issue comes from and where the narration goes: a local issue file when one is given (narration to a file,
 * for offline use and tests), else the GitHub CLI when it is on PATH. Neither is an error that says what to pass.
 */
export function openIssueSource(
  root: string,
  issue: number,
  issueFile: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): IssueSource {
  if (issueFile !== undefined) return fileSource(root, issue, issueFile)
  const gh = findGh(env)
  if (gh !== undefined) return ghSource(root, issue, gh)
  throw badInput(
    'no issue source: the GitHub CLI (gh) is not on PATH and no --issue-file was given',
    `install gh and run gh auth login, or pass --issue-file <markdown file> with the issue's title and acceptance criteria`,
  )
}
