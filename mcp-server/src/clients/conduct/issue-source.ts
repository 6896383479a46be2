import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, delimiter, dirname, isAbsolute, join, resolve } from 'node:path'
import { isWithin } from '../../kernel/containment.js'
import { badInput, conflict, EvidentError } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { TDD_DIR } from './files.js'
import {
  assertIssueNumber,
  ISSUE_FILE_MAX_BYTES,
  parseIssue,
  readIssueFile,
  tickCriterion,
  titleLine,
  type CriterionTick,
  type IssueSpec,
} from './issue.js'
import { appendTddFile, writeTddFile } from './write.js'

export interface DraftPr {
  readonly title: string
  readonly body: string
  readonly branch: string
  readonly base?: string | undefined
}

/** Where the issue comes from and where its narration and draft PR go: GitHub through `gh`, or local files. */
export interface IssueSource {
  readonly kind: 'gh' | 'file'
  read(): Promise<IssueSpec>
  /** Adds one entry to the issue's thread (a comment, or a section of the local narration file). */
  narrate(text: string): Promise<void>
  /** Opens the draft PR: its URL on GitHub, or the path of the local file that stands for it. */
  openDraftPr(pr: DraftPr): Promise<{ readonly url?: string; readonly path?: string }>
  /**
   * Ticks acceptance criterion `k` (reading `text` when the run started) in the issue's body (`tickCriterion`):
   * `ticked`, or why nothing was (already ticked, written without a checkbox); throws when it could not.
   */
  tickCriterion(k: number, text: string): Promise<CriterionOutcome>
}

export type CriterionOutcome = 'ticked' | Exclude<CriterionTick['kind'], 'ticked' | 'missing'>

/** What `tickCriterion` found, as the source answers it: `missing` (the issue changed) is an error. */
function outcomeOf(tick: CriterionTick, where: string, k: number): CriterionOutcome {
  if (tick.kind === 'missing') throw conflict(`${where}: acceptance criterion ${k} not found: ${tick.why}`)
  return tick.kind
}

/** `<root>/.tdd/issue-<n>-narration.md`: a file issue's thread. */
export const narrationFile = (root: string, issue: number): string => join(root, TDD_DIR, `issue-${issue}-narration.md`)

/** `<root>/.tdd/issue-<n>-pr.md`: a file issue's draft PR. */
export const draftPrFile = (root: string, issue: number): string => join(root, TDD_DIR, `issue-${issue}-pr.md`)

/**
 * An issue kept in a local markdown file (`readIssueFile`): each narration is appended to `.tdd/issue-<n>-narration.md`
 * under a `## <ISO time>` header, and the draft PR is written to `.tdd/issue-<n>-pr.md`.
 */
export function fileSource(
  root: string,
  number: number,
  issuePath: string,
  now: () => Date = () => new Date(),
): IssueSource {
  assertIssueNumber(number)
  return {
    kind: 'file',
    read: async () => readIssueFile(root, number, issuePath),
    narrate: async (text) => {
      appendTddFile(root, narrationFile(root, number), `## ${now().toISOString()}\n\n${text.trimEnd()}\n\n`)
    },
    openDraftPr: async (pr) => {
      const path = draftPrFile(root, number)
      const branches = `Branch: ${pr.branch}${pr.base === undefined ? '' : ` → ${pr.base}`}`
      writeTddFile(root, path, `# ${pr.title}\n\n${branches}\n\n${pr.body.trimEnd()}\n`)
      return { path }
    },
    tickCriterion: async (k, text) => tickIssueFile(root, resolve(root, issuePath), k, text),
  }
}

/**
 * Ticks criterion `k` in the issue file itself, rewritten whole or not at all (a new file beside it, created
 * exclusively, renamed over it; its mode kept). An issue file inside the project — outside `.tdd/` — is not rewritten:
 * the run commits exactly the trees its verifiers confirmed, and a changed issue file would be a change no leaf made.
 */
function tickIssueFile(root: string, path: string, k: number, expected: string): CriterionOutcome {
  const real = realpathSync(path)
  const project = realpathSync(root)
  if (isWithin(project, real) && !isWithin(join(project, TDD_DIR), real))
    throw conflict(
      `the issue file ${path} is inside the project: the conductor does not change the tree its verifiers confirmed`,
    )
  const text = readRegularText(real, ISSUE_FILE_MAX_BYTES)
  const tick = tickCriterion(text, k, expected, titleLine(text.split(/\r?\n/)))
  if (tick.kind !== 'ticked') return outcomeOf(tick, path, k)
  const temp = join(dirname(real), `.${basename(real)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600)
    try {
      writeSync(fd, tick.text)
    } finally {
      closeSync(fd)
    }
    chmodSync(temp, statSync(real).mode & 0o777)
    renameSync(temp, real)
  } finally {
    rmSync(temp, { force: true })
  }
  return 'ticked'
}

/** The `gh` executable on the PATH of `env`: the first PATH folder holding an executable regular file `gh`. */
export function findGh(env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue
    const candidate = join(dir, 'gh')
    try {
      if (!statSync(candidate).isFile()) continue
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      continue
    }
  }
  return undefined
}

/** Runs `gh` with an argument array (never a shell) in the project; throws with gh's own words when it fails. */
function runGh(gh: string, root: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      gh,
      args,
      {
        cwd: root,
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
        encoding: 'utf8',
        env: { ...process.env, GH_PROMPT_DISABLED: '1' },
      },
      (error, stdout, stderr) => {
        if (error === null) return resolve(stdout)
        const said = (stderr.trim() || error.message).split('\n').slice(0, 5).join(' ')
        reject(
          new EvidentError(
            'unavailable',
            `gh ${args.slice(0, 2).join(' ')} failed: ${said}`,
            'check `gh auth status` and that the issue exists in this repository, then rerun',
          ),
        )
      },
    )
  })
}

/** Runs `gh` with `text` in a temporary file passed as `--body-file` (never argv: a long body would not fit). */
async function withBodyFile<T>(text: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'evident-gh-'))
  try {
    const file = join(dir, 'body.md')
    writeFileSync(file, text, { mode: 0o600 })
    return await use(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A GitHub issue through the `gh` executable at `gh` (`findGh`): read, commented on, and answered by a draft PR. */
export function ghSource(root: string, number: number, gh: string): IssueSource {
  assertIssueNumber(number)
  const n = String(number)
  return {
    kind: 'gh',
    read: async () => {
      const out = await runGh(gh, root, ['issue', 'view', n, '--json', 'number,title,body'])
      let raw: unknown
      try {
        raw = JSON.parse(out)
      } catch {
        throw badInput(`gh issue view ${n} printed no JSON: ${out.slice(0, 200)}`)
      }
      const { number: got, title, body } = (raw ?? {}) as Record<string, unknown>
      if (got !== number || typeof title !== 'string' || typeof body !== 'string')
        throw badInput(`gh issue view ${n} printed no issue #${n} with a title and a body: ${out.slice(0, 200)}`)
      return parseIssue(number, title, body)
    },
    narrate: async (text) => {
      await withBodyFile(text, (file) => runGh(gh, root, ['issue', 'comment', n, '--body-file', file]))
    },
    openDraftPr: async (pr) => {
      const out = await withBodyFile(pr.body, (file) =>
        runGh(gh, root, [
          'pr',
          'create',
          '--draft',
          '--title',
          pr.title,
          '--body-file',
          file,
          '--head',
          pr.branch,
          ...(pr.base === undefined ? [] : ['--base', pr.base]),
        ]),
      )
      const url = out
        .trim()
        .split('\n')
        .reverse()
        .find((line) => /^https?:\/\//.test(line.trim()))
      return url === undefined ? {} : { url: url.trim() }
    },
    tickCriterion: async (k, text) => {
      // The body as GitHub holds it now (a human may have edited it since the run read it); every other byte is kept.
      const out = await runGh(gh, root, ['issue', 'view', n, '--json', 'body'])
      let body: unknown
      try {
        body = (JSON.parse(out) as { body?: unknown } | null)?.body
      } catch {
        body = undefined
      }
      if (typeof body !== 'string') throw badInput(`gh issue view ${n} printed no body: ${out.slice(0, 200)}`)
      const tick = tickCriterion(body, k, text)
      if (tick.kind !== 'ticked') return outcomeOf(tick, `issue #${n}`, k)
      await withBodyFile(tick.text, (file) => runGh(gh, root, ['issue', 'edit', n, '--body-file', file]))
      return 'ticked'
    },
  }
}
