import {
  appendFileSync,
  copyFileSync,
  readdirSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { STATE_DIR, VERDICT_FILE } from '../domain/verdict-file.js'
import { log } from '../kernel/log.js'
import { sha1 } from '../kernel/sha1.js'
import { readRegularFile, readRegularText } from '../kernel/regular-file.js'
import { filePath, isQuoted, pathBytes, pathText } from '../kernel/path-bytes.js'
import { boundedGit, snapshotGitLimitMs } from './bounded-git.js'
import { specialFileGitReads, specialIgnoreFileOn } from './special-files.js'
import { pathGitAccepts, readUserIndex, seedIndex, userRepository } from './user-index.js'

/**
 * Content snapshots of a project's working tree, taken without touching the user's repository: a *shadow* git
 * directory in evident's data dir (`git --git-dir=<data>/shadow.git --work-tree=<project>`) with its own index.
 * A snapshot is the git tree id of every file that is tracked or untracked-but-not-ignored (the project's
 * `.gitignore` files and `.git/info/exclude` are honoured); it works for projects that are not git repositories.
 * Nothing is written to the project's `.git`, a submodule's `.git/modules/<name>` included: every git here runs with
 * `GIT_OPTIONAL_LOCKS=0`, since `git add` asks each submodule for its `git status`, which would otherwise refresh
 * that submodule's index in the user's repository. A submodule, or any nested repository, is in a snapshot as git
 * records it: a gitlink (mode 160000) naming the commit its HEAD is at — not its files — and `diffTrees` leaves
 * gitlinks out. So nothing done inside a submodule or nested repository is measured as a change of the project, not
 * even once committed there (its own repository holds that history); a nested repository with no commit yet is in
 * no snapshot at all. Paths are bytes: git's `-z` output is parsed as bytes and each path kept in its stored form
 * (`kernel/path-bytes.ts`: a name that is not valid UTF-8 is C-quoted and maps back to its exact bytes). The index
 * is a stat cache: only files whose stat changed are hashed again. Each snapshot works on its own copy of the index
 * and renames it into place, so concurrent hooks never meet an `index.lock`.
 */
export interface Shadow {
  readonly gitDir: string
  readonly projectRoot: string
}

/** The tree of an empty directory. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'

const TREE_ID = /^[0-9a-f]{40}$/

/** The shadow git directory of a project whose evidence database is at `dbPath`. */
export function shadowFor(dbPath: string, projectRoot: string): Shadow {
  const base = dbPath === ':memory:' ? join(tmpdir(), 'evident-memory-shadow') : dirname(dbPath)
  return { gitDir: join(base, 'shadow.git'), projectRoot }
}

export class SnapshotError extends Error {}

/**
 * No snapshot: it did not finish within its budget (`snapshot(shadow, { budgetMs })`; a hook's is
 * `snapshotGitLimitMs()`, inside the hook's own time limit). What git had done is dropped; the shadow index is as it was.
 */
export class SnapshotBudgetError extends SnapshotError {
  constructor(readonly budgetMs: number) {
    super(`the snapshot of the working tree did not finish within its budget of ${budgetMs} ms`)
  }
}

/**
 * The end of the budget of the snapshot being taken (a `Date.now()` time), or undefined outside one: every git call a
 * snapshot makes gets what is left of it as its limit. Module state is safe here: a snapshot runs synchronously.
 */
let deadline: { readonly at: number; readonly budgetMs: number } | undefined

const halfLimit = (): number => (callLimit() ?? snapshotGitLimitMs()) / 2

/** The limit of the next git call of a snapshot; throws when the snapshot's budget is spent. */
function callLimit(): number | undefined {
  if (deadline === undefined) return undefined
  const left = deadline.at - Date.now()
  if (left <= 0) throw new SnapshotBudgetError(deadline.budgetMs)
  return left
}

/** No snapshot: git would open a file of the tree by name that is a FIFO, socket or device (`special-files.ts`). */
export class SpecialFileError extends SnapshotError {
  constructor(
    /** Project-relative POSIX path. */
    readonly path: string,
    what: string,
  ) {
    super(
      `no snapshot of the working tree: ${path} is ${what}, not a regular file, and git reads every ` +
        `${path.split('/').pop() ?? ''} it walks past (it would block on it); remove it or make it a regular file`,
    )
  }
}

interface GitResult {
  readonly stdout: Buffer
  readonly stderr: string
}

/** The environment git runs in: nothing of the agent's GIT_* variables may point it elsewhere. */
export function gitEnv(indexFile?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_')) env[key] = value
  env['GIT_CONFIG_NOSYSTEM'] = '1'
  env['GIT_CONFIG_GLOBAL'] = '/dev/null'
  env['GIT_TERMINAL_PROMPT'] = '0'
  // A read never writes a repository: no opportunistic index refresh, in a submodule's `git status` that `git add`
  // runs either (the environment reaches it; a `-c` setting would not).
  env['GIT_OPTIONAL_LOCKS'] = '0'
  // git's own messages, untranslated (snapshot() tells one of them apart).
  env['LC_ALL'] = 'C'
  if (indexFile !== undefined) env['GIT_INDEX_FILE'] = indexFile
  return env
}

/**
 * Every git call here is time-bounded and leaves no process behind (`bounded-git.ts`). Only a call that reads blobs
 * (`borrow: true`: `readBlob`, a checkout, rename detection) also reads the objects the shadow borrows from the user's
 * repository (`borrowedObjects`), after checking that store (`borrowable`); every other call — every one that writes
 * — sees only the shadow's own store: git never refreshes (touches) an object of the user's, every object it writes
 * lands in the shadow's store, and every tree it reads is one the shadow wrote.
 */
function git(
  shadow: Shadow,
  args: readonly string[],
  options: { index?: string; input?: string | Buffer; borrow?: boolean } = {},
): GitResult {
  const env = gitEnv(options.index)
  const borrowed = options.borrow === true ? borrowedObjects(shadow) : undefined
  if (borrowed !== undefined) {
    // A store the agent can write: no FIFO or link where git opens files of it by name (it would block on one).
    if (!borrowable(borrowed)) throw new SnapshotError(`the borrowed object store ${borrowed} ${UNUSABLE}`)
    env['GIT_ALTERNATE_OBJECT_DIRECTORIES'] = borrowed
  }
  const limitMs = callLimit()
  const result = boundedGit(
    ['--git-dir', shadow.gitDir, '--work-tree', shadow.projectRoot, '-c', 'core.quotePath=false', ...args],
    {
      cwd: shadow.projectRoot,
      env,
      ...(options.input === undefined ? {} : { input: options.input }),
      maxBuffer: 512 * 1024 * 1024,
      ...(limitMs === undefined ? {} : { limitMs }),
    },
  )
  if (result.timedOut && deadline !== undefined) throw new SnapshotBudgetError(deadline.budgetMs)
  if (result.error !== undefined) throw new SnapshotError(`git ${args[0] ?? ''} could not run: ${result.error}`)
  if (result.status !== 0) throw new SnapshotError(`git ${args[0] ?? ''} failed: ${result.stderr.trim()}`)
  return { stdout: result.stdout, stderr: result.stderr }
}

/** Creates the shadow repository on first use (bare: it never has a work tree of its own). */
function ensureShadow(shadow: Shadow): void {
  if (existsSync(join(shadow.gitDir, 'HEAD'))) return
  mkdirSync(dirname(shadow.gitDir), { recursive: true })
  const result = boundedGit(['init', '-q', '--bare', shadow.gitDir], { env: gitEnv() })
  if (result.error !== undefined || result.status !== 0) {
    throw new SnapshotError(`git init of ${shadow.gitDir} failed: ${result.error ?? result.stderr}`)
  }
  // Written into the config git init made (one process, not one per setting: a first snapshot pays for each).
  const settings = [
    '[core]',
    '\tautocrlf = false',
    '\tsafecrlf = false',
    '\tuntrackedCache = true',
    '[gc]',
    '\tauto = 0',
    '[maintenance]',
    '\tauto = false',
    '[index]',
    '\tversion = 4',
    '[advice]',
    '\taddEmbeddedRepo = false',
  ]
  appendFileSync(join(shadow.gitDir, 'config'), `${settings.join('\n')}\n`)
}

/**
 * What test runs leave behind in a project even when it ignores nothing: dependency and cache folders, the report
 * file of each configured JUnit runner, and evident's binding verdict (`last_test_result`, written after each run,
 * and its temporary files). Without these an honest run would change the tree it ran on.
 */
const RUN_LEFTOVERS = [
  'node_modules',
  '__pycache__/',
  '*.pyc',
  '.pytest_cache/',
  '.vite/',
  `/${VERDICT_FILE}`,
  `/${STATE_DIR}/.last_test_result.*.tmp`,
]

function junitReports(projectRoot: string): readonly string[] {
  try {
    const config = JSON.parse(readRegularText(join(projectRoot, 'evident.config.json'))) as unknown
    const runners = (config as { runners?: unknown }).runners
    if (typeof runners !== 'object' || runners === null) return []
    return Object.values(runners).flatMap((r: unknown) => {
      const path = (r as { junitPath?: unknown } | null)?.junitPath
      return typeof path === 'string' && path !== '' ? [`/${path.replace(/^\.\//, '')}`] : []
    })
  } catch {
    return []
  }
}

/**
 * The exclude rules beyond the project's own `.gitignore` files: the project's `.git/info/exclude`, what test runs
 * leave behind, and — when evident's data dir is inside the project — that dir. Rewritten only when it changes.
 * Returns the rules.
 */
function syncExcludes(shadow: Shadow): string {
  const lines: string[] = [...RUN_LEFTOVERS, ...junitReports(shadow.projectRoot)]
  const projectExclude = join(shadow.projectRoot, '.git', 'info', 'exclude')
  try {
    lines.push(readRegularText(projectExclude))
  } catch {
    // Not a git repository (or no exclude file): the .gitignore files alone decide.
  }
  const data = relative(shadow.projectRoot, dirname(shadow.gitDir))
  if (data !== '' && !data.startsWith('..') && !data.startsWith(sep)) {
    lines.push(`/${data.split(sep).join('/')}/`)
  } else if (data === '') {
    lines.push('/shadow.git/', '/*.sqlite*', '/*.db', '/*.db-*', '/*.key', '/*.lock')
  }
  const text = lines.join('\n') + '\n'
  const path = join(shadow.gitDir, 'info', 'exclude')
  let current: string | undefined
  try {
    current = readRegularText(path)
  } catch {
    current = undefined
  }
  if (current !== text) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
  }
  return text
}

/**
 * Refuses a tree in which git would open a FIFO, socket or device by name (a `.gitignore`, `.gitattributes`): git
 * would block on it (`special-files.ts`). Checked before every `git add`.
 */
function refuseSpecialFiles(shadow: Shadow, excludes: string): void {
  const data = dirname(shadow.gitDir)
  const special = specialFileGitReads(shadow.projectRoot, excludes, [data, shadow.gitDir])
  if (special !== undefined) throw new SpecialFileError(special.path, special.what)
}

/**
 * Takes a snapshot: stages every non-ignored file of the work tree into the shadow index (re-hashing only files
 * whose stat changed) and writes the tree. Returns the tree id. Within `budgetMs` (default `snapshotGitLimitMs()`,
 * 20 s: a hook's budget, inside its 30 s limit), else `SnapshotBudgetError` and nothing kept: every git call gets what
 * is left of the budget as its limit.
 */
export function snapshot(shadow: Shadow, options: { readonly budgetMs?: number } = {}): string {
  const budgetMs = options.budgetMs ?? snapshotGitLimitMs()
  const outer = deadline
  deadline = { at: Date.now() + budgetMs, budgetMs }
  const shared = join(shadow.gitDir, 'index')
  const own = `${shared}.${process.pid}.${Math.random().toString(36).slice(2)}`
  try {
    ensureShadow(shadow)
    refuseSpecialFiles(shadow, syncExcludes(shadow))
    return snapshotInto(shadow, shared, own)
  } finally {
    deadline = outer
    rmSync(own, { force: true })
  }
}

function snapshotInto(shadow: Shadow, shared: string, own: string): string {
  let first = !existsSync(shared)
  const borrowed = borrowedObjects(shadow)
  if (!first && borrowed !== undefined && !borrowable(borrowed)) {
    // The repository the shadow borrowed from is gone (its blobs too), or git could block reading it: start over by
    // hashing every file into the shadow's own store.
    log('warn', 'the store the snapshots borrowed objects from is gone or unusable: this snapshot hashes every file', {
      project: shadow.projectRoot,
      objects: borrowed,
    })
    rmSync(shared, { force: true })
    rmSync(borrowedFile(shadow), { force: true })
    first = true
  }
  copyIndex(shared, own)
  if (first && !seedFromRepository(shadow, own)) seedTracked(shadow, own)
  addAll(shadow, own)
  const trailer = indexTrailer(own)
  const known = knownTree(shadow, trailer)
  // Every tree is written into the shadow's own store (no alternates here: one the user's store holds would be trusted
  // there, not written); the blobs an index entry names may be borrowed ones, hence `--missing-ok`.
  const writeTree = borrowedObjects(shadow) === undefined ? ['write-tree'] : ['write-tree', '--missing-ok']
  const tree = known ?? git(shadow, writeTree, { index: own, borrow: false }).stdout.toString('utf8').trim()
  if (!TREE_ID.test(tree)) throw new SnapshotError(`git write-tree printed ${JSON.stringify(tree)}`)
  renameSync(own, shared)
  if (known === undefined && trailer !== undefined) rememberTree(shadow, trailer, tree)
  return tree
}

/**
 * The first snapshot of a project that is its repository's top level starts from what that repository has
 * (`user-index.ts`): its objects, borrowed read-only through the shadow's alternates, and its index with its stat
 * data, so `git add` hashes only what differs from it — a cold snapshot at the cost of a `git status`. Like
 * `seedTracked`, every file the user's repository tracks is taken, ignored or not. False when nothing could be
 * borrowed: the caller then seeds by hashing.
 */
function seedFromRepository(shadow: Shadow, own: string): boolean {
  const repository = userRepository(shadow.projectRoot)
  if (repository === undefined || !borrowable(repository.objects)) return false
  const read = readUserIndex(repository)
  const seed = read === undefined ? undefined : seedIndex(read.bytes)
  if (seed === undefined) return false
  writeFileSync(own, seed)
  // The verdict file stays out even where the user's repository tracks it (RUN_LEFTOVERS keeps it unstaged).
  if (seed.includes(VERDICT_BYTES)) {
    git(shadow, ['update-index', '--force-remove', '-z', '--stdin'], {
      index: own,
      input: joinNul([VERDICT_BYTES]),
      borrow: false,
    })
  }
  refreshSeed(shadow, own)
  writeFileSync(borrowedFile(shadow), `${repository.objects}\n`)
  return true
}

/**
 * Proves the seed against the files before `git add` takes it: the copy is stamped with an mtime older than every
 * file (1 s after the epoch), so git takes every entry as "racy" and `update-index --refresh` compares each file's
 * content with the entry's blob id — hashing only, no object written — keeping the entries that match (with their
 * stat data now) and leaving the others to `git add`, which hashes and stores them. Stat data the agent planted in the
 * user's index is never believed. A failure here leaves every entry racy: `git add` then hashes them all.
 */
function refreshSeed(shadow: Shadow, own: string): void {
  utimesSync(own, 1, 1)
  const limitMs = callLimit()
  const result = boundedGit(
    [
      '--git-dir',
      shadow.gitDir,
      '--work-tree',
      shadow.projectRoot,
      'update-index',
      '-q',
      '--refresh',
      '--ignore-missing',
      '--unmerged',
    ],
    { cwd: shadow.projectRoot, env: gitEnv(own), ...(limitMs === undefined ? {} : { limitMs }) },
  )
  if (result.timedOut && deadline !== undefined) throw new SnapshotBudgetError(deadline.budgetMs)
  // Exit 1: some entries need an update (files that differ: `git add` takes them).
}

/** Where the shadow notes the object store it borrows from (its own file: git reads no alternates of it). */
const borrowedFile = (shadow: Shadow): string => join(shadow.gitDir, 'evident-borrowed-objects')

const UNUSABLE =
  "holds a FIFO, a link or another special file where git opens one by name, or an alternates file of its own: remove it (it is in the project's .git/objects)"

/**
 * Whether git may read a borrowed store: it opens `info/alternates` (which would lead it further) and every file of
 * `pack/` by name, so each must be absent or a regular file — a FIFO there would block every read. Checked before each
 * read that borrows; a store that fails it is not read (the read fails, as for a missing object).
 */
function borrowable(objects: string): boolean {
  try {
    if (!lstatSync(objects).isDirectory()) return false
    for (const folder of ['info', 'pack']) {
      let names: string[]
      try {
        names = readdirSync(join(objects, folder))
      } catch {
        continue
      }
      if (folder === 'info' && names.includes('alternates')) return false
      for (const name of names) {
        const stat = lstatSync(join(objects, folder, name))
        if (!stat.isFile() && !stat.isDirectory()) return false
      }
    }
    return true
  } catch {
    return false
  }
}

/** The user's object store the shadow's snapshots borrow blobs from, or undefined (they borrow none). */
export function borrowedObjects(shadow: Shadow): string | undefined {
  try {
    const path = readRegularText(borrowedFile(shadow)).trim()
    return path === '' ? undefined : path
  } catch {
    return undefined
  }
}

/**
 * `git add -A` of the whole work tree into `index`. A nested repository with no commit yet cannot be a gitlink: git
 * leaves it out, says so and exits 1 (everything else is added, `--ignore-errors`); that alone is no failure — such a
 * repository is in the snapshots once it has a commit. Any other error still is.
 */
function addAll(shadow: Shadow, index: string): void {
  try {
    // Without the borrowed store: git would refresh (touch) a user's object whose content it hashes again rather than
    // write it. An entry git hashes again is written into the shadow's store: a changed file, or a "racy" one (git
    // compares whole seconds here: a file written in the second the user's index was, as in a clone a second old).
    git(shadow, ['add', '-A', '--ignore-errors', '--', '.'], { index })
  } catch (error) {
    const lines = (error instanceof Error ? error.message : '').replace(/^git add failed: /, '').split('\n')
    const onlyUncommitted = lines.every(
      (l) => /^error: '.*' does not have a commit checked out$/s.test(l) || l === 'fatal: adding files failed',
    )
    if (!onlyUncommitted || !lines.some((l) => l.startsWith('error: '))) throw error
  }
}

/**
 * The first snapshot of a git project also takes every file the user's repository tracks, ignored or not: ignore
 * rules only keep untracked files out, so a tracked file listed in `.git/info/exclude` (or a `.gitignore`) before
 * evident's first snapshot stays in every tree. Reads the user's index only (`ls-files`, no optional locks).
 */
function seedTracked(shadow: Shadow, index: string): void {
  const listed = boundedGit(['-C', shadow.projectRoot, 'ls-files', '-z', '--cached'], {
    env: { ...gitEnv(), GIT_OPTIONAL_LOCKS: '0' },
    maxBuffer: 256 * 1024 * 1024,
    // Only a seed: half of what is left at most, so a listing that blocks (a FIFO in place of the user's index)
    // leaves the snapshot the time to be taken without it.
    limitMs: halfLimit(),
  })
  if (listed.error !== undefined || listed.status !== 0 || listed.stdout.length === 0) return
  // ls-files prints paths relative to the directory it runs in: the project root, even below the repository's top.
  const paths = splitNul(listed.stdout)
    // The verdict file stays out even where the user's repository tracks it (RUN_LEFTOVERS keeps it unstaged).
    // A name git would refuse (`../x`, `.git/…`: the user's index is the agent's to write) is no file of the project.
    .filter(
      (p) => pathGitAccepts(p) && !p.equals(VERDICT_BYTES) && existsSync(filePath(shadow.projectRoot, pathText(p))),
    )
  if (paths.length === 0) return
  git(shadow, ['add', '-f', '--ignore-errors', '--pathspec-from-file=-', '--pathspec-file-nul'], {
    index,
    borrow: false,
    input: joinNul(paths),
  })
}

const VERDICT_BYTES = Buffer.from(VERDICT_FILE, 'utf8')

/** The non-empty NUL-terminated fields of git's `-z` output, as bytes (a file name is bytes, not text). */
function splitNul(out: Buffer): Buffer[] {
  const fields: Buffer[] = []
  for (let start = 0; start < out.length;) {
    let end = out.indexOf(0, start)
    if (end === -1) end = out.length
    if (end > start) fields.push(out.subarray(start, end))
    start = end + 1
  }
  return fields
}

const joinNul = (fields: readonly Buffer[]): Buffer => Buffer.concat(fields.flatMap((f) => [f, Buffer.from([0])]))

/**
 * Copies the shared index keeping its mtime: git's racy-entry check compares each entry's mtime with the index
 * file's, and a copy stamped "now" would hide a same-size change made in the second the entry was recorded.
 */
function copyIndex(shared: string, own: string): void {
  let stat
  try {
    stat = lstatSync(shared, { bigint: true })
  } catch {
    return
  }
  // A FIFO or a link in place of the index would block the copy or read another file: never copied.
  if (!stat.isFile())
    throw new SnapshotError(`${shared} is not a regular file: remove it (the next snapshot rebuilds it)`)
  copyFileSync(shared, own)
  stampLike(own, stat.mtimeNs)
}

/**
 * Gives a copied index the mtime of the index it copies, to the microsecond and never later: git compares each entry's
 * nanosecond mtime with the index file's, and one at or after it is "racy" — hashed again. A `Date` (milliseconds)
 * would make every file written in the index's last millisecond racy: a fresh clone's whole checkout. Rounded down by
 * a microsecond, the copy can only make more entries racy (hashed again), never fewer.
 */
function stampLike(path: string, mtimeNs: bigint): void {
  const seconds = Number((mtimeNs - 1000n) / 1000n) / 1e6
  utimesSync(path, seconds, seconds)
}

/**
 * An index file ends with the SHA-1 of its content: the same trailer means the same index, hence the same tree.
 * Remembering the tree of the last index written saves the `write-tree` process when nothing changed.
 */
function indexTrailer(index: string): string | undefined {
  try {
    const bytes = readRegularFile(index)
    return bytes.length < 32 ? undefined : bytes.subarray(bytes.length - 20).toString('hex')
  } catch {
    return undefined
  }
}

function knownTree(shadow: Shadow, trailer: string | undefined): string | undefined {
  if (trailer === undefined) return undefined
  try {
    const [hash, tree] = readRegularText(join(shadow.gitDir, 'index-tree')).trim().split(' ')
    return hash === trailer && tree !== undefined && TREE_ID.test(tree) ? tree : undefined
  } catch {
    return undefined
  }
}

function rememberTree(shadow: Shadow, trailer: string, tree: string): void {
  const path = join(shadow.gitDir, 'index-tree')
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(temp, `${trailer} ${tree}\n`)
  renameSync(temp, path)
}

/**
 * A snapshot, or null when none can be taken (no git, an unreadable tree; logged as a warning): the caller then
 * records no tree, and every check that needs one says so instead of deciding. An error `rethrow` accepts is thrown.
 */
export function snapshotOrNull(
  shadow: Shadow | undefined,
  options: { readonly rethrow?: (error: unknown) => boolean } = {},
): string | null {
  if (shadow === undefined) return null
  try {
    return snapshot(shadow)
  } catch (error) {
    if (options.rethrow?.(error) === true) throw error
    log('warn', 'no snapshot of the working tree could be taken', {
      project: shadow.projectRoot,
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

export type ChangeStatus = 'added' | 'modified' | 'deleted'

export interface TreeChange {
  /** Project-relative POSIX path, stored form (`kernel/path-bytes.ts`: a non-UTF-8 name is quoted). */
  readonly path: string
  readonly status: ChangeStatus
  /** The blob before (undefined when added) and after (undefined when deleted). */
  readonly before: { readonly blob: string; readonly mode: string } | undefined
  readonly after: { readonly blob: string; readonly mode: string } | undefined
}

const STATUS: Readonly<Record<string, ChangeStatus>> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' }
const ZERO = /^0+$/

const GITLINK = '160000'

/**
 * The files that differ between two trees, path by path (renames are a delete and an add). A submodule or nested
 * repository whose commit moved is no file change (its own repository holds that history; nothing of it is read).
 */
export function diffTrees(shadow: Shadow, from: string, to: string): readonly TreeChange[] {
  if (from === to) return []
  ensureShadow(shadow)
  const parts = splitNul(git(shadow, ['diff-tree', '-r', '-z', '--no-renames', '--no-ext-diff', from, to]).stdout)
  const changes: TreeChange[] = []
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i]?.toString('latin1') ?? ''
    const path = pathText(parts[i + 1] ?? Buffer.alloc(0))
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])/.exec(meta)
    if (match === null) continue
    const [, modeA = '', modeB = '', blobA = '', blobB = '', letter = 'M'] = match
    // A gitlink (a submodule's or nested repository's commit) is no file: its side of a change is left out.
    const before = ZERO.test(blobA) || modeA === GITLINK ? undefined : { blob: blobA, mode: modeA }
    const after = ZERO.test(blobB) || modeB === GITLINK ? undefined : { blob: blobB, mode: modeB }
    if (before === undefined && after === undefined) continue
    const status = before === undefined ? 'added' : after === undefined ? 'deleted' : (STATUS[letter] ?? 'modified')
    changes.push({ path, status, before, after })
  }
  return changes
}

/**
 * Which of `paths` (stored forms, `kernel/path-bytes.ts`) the snapshots leave out: ignored by the project's ignore rules or evident's own excludes. With
 * `untrackedOnly`, a path the shadow index already holds is never among them — ignore rules only keep untracked files
 * out of a snapshot, so such a path is still in every tree.
 */
export function ignoredPaths(
  shadow: Shadow,
  paths: readonly string[],
  options: { readonly untrackedOnly?: boolean } = {},
): ReadonlySet<string> {
  if (paths.length === 0) return new Set()
  ensureShadow(shadow)
  syncExcludes(shadow)
  // git check-ignore opens the .gitignore of every folder on the way to each path.
  const special = specialIgnoreFileOn(shadow.projectRoot, paths)
  if (special !== undefined) throw new SpecialFileError(special.path, special.what)
  const result = boundedGit(
    [
      '--git-dir',
      shadow.gitDir,
      '--work-tree',
      shadow.projectRoot,
      'check-ignore',
      ...(options.untrackedOnly === true ? [] : ['--no-index']),
      '-z',
      '--stdin',
    ],
    { cwd: shadow.projectRoot, env: gitEnv(), input: joinNul(paths.map(pathBytes)), maxBuffer: 64 * 1024 * 1024 },
  )
  // Exit 1: none of them is ignored.
  if (result.error !== undefined || (result.status !== 0 && result.status !== 1)) {
    throw new SnapshotError(`git check-ignore failed: ${result.error ?? result.stderr}`)
  }
  return new Set(splitNul(result.stdout).map(pathText))
}

/**
 * The entries of the project the snapshots leave out (git-ignored by the project's rules or evident's excludes), as
 * git lists them: an ignored folder once (`node_modules`, `dist`), an ignored file inside a tracked folder by its own
 * path. At most `max`, the first in git's order. Project-relative POSIX paths without a trailing slash.
 */
export function ignoredEntries(shadow: Shadow, max: number): readonly string[] {
  ensureShadow(shadow)
  refuseSpecialFiles(shadow, syncExcludes(shadow))
  const result = git(shadow, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'])
  return splitNul(result.stdout)
    .map((p) => pathText(p[p.length - 1] === 0x2f ? p.subarray(0, p.length - 1) : p))
    .slice(0, max)
}

/**
 * Where `path` of tree `from` is in tree `to`: the same path when it is still there, the path git's rename detection
 * (`-M`, 50% similarity) finds it moved to, or undefined when it is gone.
 */
export function pathIn(shadow: Shadow, from: string, to: string, path: string): string | undefined {
  if (from === to) return path
  ensureShadow(shadow)
  // Rename detection compares blob contents: the borrowed ones too.
  const parts = splitNul(
    git(shadow, ['diff-tree', '-r', '-z', '-M', '--no-ext-diff', from, to], { borrow: true }).stdout,
  )
  const name = (i: number): string | undefined => {
    const part = parts[i]
    return part === undefined ? undefined : pathText(part)
  }
  let deleted = false
  for (let i = 0; i < parts.length;) {
    const meta = parts[i]?.toString('latin1') ?? ''
    const letter = /^:\d{6} \d{6} [0-9a-f]{40} [0-9a-f]{40} ([A-Z])/.exec(meta)?.[1]
    if (letter === undefined) {
      i += 1
      continue
    }
    if (letter === 'R' || letter === 'C') {
      if (letter === 'R' && name(i + 1) === path) return name(i + 2)
      i += 3
      continue
    }
    if (letter === 'D' && name(i + 1) === path) deleted = true
    i += 2
  }
  return deleted ? undefined : path
}

/** The bytes of a blob of the shadow repository, proven to be that blob's (`checkedBlob`). */
export function readBlob(shadow: Shadow, blob: string): Buffer {
  refuseSpecialObject(shadow, blob)
  return checkedBlob(blob, git(shadow, ['cat-file', 'blob', blob], { borrow: true }).stdout)
}

/** The id git gives `bytes` as a blob. */
export const blobId = (bytes: Buffer): string => sha1(`blob ${bytes.length}\0`, bytes).toString('hex')

/**
 * `bytes` when they are the content of `blob`. git does not check an object against its id when it reads it, and
 * the shadow borrows objects from the user's repository (`user-index.ts`), a store the agent can write: content read
 * back from a store is proven against its id before anything is judged on it.
 */
function checkedBlob(blob: string, bytes: Buffer): Buffer {
  if (blobId(bytes) !== blob) throw new TamperedObjectError(blob)
  return bytes
}

/** An object store answered a blob id with other content (a store the agent wrote into). */
export class TamperedObjectError extends SnapshotError {
  constructor(readonly blob: string) {
    super(
      `the object store holds other content under blob ${blob} than that blob: an object of the project's ` +
        '.git/objects (which evident borrows from) was rewritten; run `git fsck` in the project, restore the object ' +
        'from a clone, and take the step again',
    )
  }
}

/** The blob and mode of `path` in `tree`, or undefined when the tree has no such file. */
export function blobAt(shadow: Shadow, tree: string, path: string): { blob: string; mode: string } | undefined {
  // An argument is text: a quoted (non-UTF-8) name is found in the whole listing instead.
  if (isQuoted(path)) return listTree(shadow, tree).find((e) => e.path === path)
  const out = git(shadow, ['ls-tree', '-z', tree, '--', path]).stdout.toString('latin1')
  const match = /^(\d{6}) blob ([0-9a-f]{40})\t/.exec(out)
  return match === null ? undefined : { mode: match[1] ?? '100644', blob: match[2] ?? '' }
}

/** Every file of a tree with its blob and mode (project-relative POSIX paths, stored forms). */
export function listTree(shadow: Shadow, tree: string): readonly TreeEntry[] {
  const entries: TreeEntry[] = []
  for (const line of splitNul(git(shadow, ['ls-tree', '-r', '-z', tree]).stdout)) {
    const tab = line.indexOf(0x09)
    const match = tab === -1 ? null : /^(\d{6}) blob ([0-9a-f]{40})$/.exec(line.subarray(0, tab).toString('latin1'))
    if (match !== null)
      entries.push({ mode: match[1] ?? '', blob: match[2] ?? '', path: pathText(line.subarray(tab + 1)) })
  }
  return entries
}

/** The names at the top level of a tree. */
export function topLevelNames(shadow: Shadow, tree: string): ReadonlySet<string> {
  return new Set(splitNul(git(shadow, ['ls-tree', '-z', '--name-only', tree]).stdout).map(pathText))
}

/** Whether a tree id names a tree of the shadow repository. */
export function hasTree(shadow: Shadow, tree: string): boolean {
  if (!TREE_ID.test(tree)) return false
  try {
    git(shadow, ['cat-file', '-e', `${tree}^{tree}`])
    return true
  } catch {
    return false
  }
}

export interface TreeEntry {
  readonly path: string
  readonly mode: string
  readonly blob: string
}

/**
 * Writes a tree made of `base` with `replace` entries set (or removed, when `blob` is undefined) into a fresh
 * directory `dir` (which must not exist or be empty): a checkout that touches neither the project nor the shadow
 * index. Returns the tree id of what was written.
 */
export function checkoutMixed(
  shadow: Shadow,
  base: string,
  replace: readonly { readonly path: string; readonly entry: Omit<TreeEntry, 'path'> | undefined }[],
  dir: string,
): string {
  ensureShadow(shadow)
  const index = join(tmpdir(), `evident-index-${process.pid}-${Math.random().toString(36).slice(2)}`)
  try {
    git(shadow, ['read-tree', base], { index })
    // `-z`: each line ends with NUL and the path is its bytes (a newline or a non-UTF-8 byte in a name stays itself).
    const info = replace.map((r) =>
      Buffer.concat([
        Buffer.from(r.entry === undefined ? `0 ${'0'.repeat(40)}\t` : `${r.entry.mode} ${r.entry.blob}\t`, 'latin1'),
        pathBytes(r.path),
        Buffer.from([0]),
      ]),
    )
    if (info.length > 0) git(shadow, ['update-index', '-z', '--index-info'], { index, input: Buffer.concat(info) })
    // Written into the shadow's own store only (`git`): a borrowed blob it names is not missing, only not there.
    const writeTree = borrowedObjects(shadow) === undefined ? ['write-tree'] : ['write-tree', '--missing-ok']
    const tree = git(shadow, writeTree, { index, borrow: false }).stdout.toString('utf8').trim()
    const entries = indexEntries(shadow, index)
    for (const entry of entries) if (entry.mode !== GITLINK) refuseSpecialObject(shadow, entry.blob)
    mkdirSync(dir, { recursive: true })
    const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`
    git(shadow, ['checkout-index', '-a', '-f', `--prefix=${prefix}`], { index, borrow: true })
    verifyCheckout(shadow, entries, dir)
    return tree
  } finally {
    rmSync(index, { force: true })
  }
}

/** The stage-0 entries of an index: mode, blob and path (bytes). */
function indexEntries(
  shadow: Shadow,
  index: string,
): readonly { readonly mode: string; readonly blob: string; readonly path: Buffer }[] {
  const entries: { mode: string; blob: string; path: Buffer }[] = []
  for (const line of splitNul(git(shadow, ['ls-files', '-s', '-z'], { index }).stdout)) {
    const tab = line.indexOf(0x09)
    const match = tab === -1 ? null : /^(\d{6}) ([0-9a-f]{40}) 0$/.exec(line.subarray(0, tab).toString('latin1'))
    if (match !== null) entries.push({ mode: match[1] ?? '', blob: match[2] ?? '', path: line.subarray(tab + 1) })
  }
  return entries
}

/**
 * Refuses a blob whose loose object in the borrowed store is no regular file: git opens it with a blocking `open`,
 * and a FIFO there would hold the read until its time limit (the store is one the agent can write).
 */
function refuseSpecialObject(shadow: Shadow, blob: string): void {
  const borrowed = borrowedObjects(shadow)
  if (borrowed === undefined) return
  let stat
  try {
    stat = lstatSync(join(borrowed, blob.slice(0, 2), blob.slice(2)))
  } catch {
    return
  }
  if (!stat.isFile()) throw new SnapshotError(`the borrowed object store ${borrowed} ${UNUSABLE}`)
}

/**
 * Proves that a checkout holds the blobs its index names (`checkedBlob`): each link's target and each file's content
 * as git would store it from there (`hash-object` applies the checked-out `.gitattributes`, as `git add` did).
 */
function verifyCheckout(
  shadow: Shadow,
  entries: readonly { readonly mode: string; readonly blob: string; readonly path: Buffer }[],
  dir: string,
): void {
  const files: { readonly path: Buffer; readonly blob: string }[] = []
  for (const { mode, blob, path } of entries) {
    if (mode === '120000') {
      if (blobId(Buffer.from(readlinkSync(filePath(dir, pathText(path)), { encoding: 'buffer' }))) !== blob)
        throw new TamperedObjectError(blob)
    } else if (mode !== GITLINK && path.includes(0x0a)) {
      // A name with a newline cannot be a line of `--stdin-paths`: its bytes are proven here, unfiltered.
      if (blobId(readRegularFile(filePath(dir, pathText(path)))) !== blob) throw new TamperedObjectError(blob)
    } else if (mode !== GITLINK) files.push({ path, blob })
  }
  if (files.length === 0) return
  const hashed = boundedGit(['--git-dir', shadow.gitDir, '--work-tree', dir, 'hash-object', '--stdin-paths'], {
    cwd: dir,
    env: gitEnv(),
    input: files.map((f) => `${pathText(f.path)}\n`).join(''),
    maxBuffer: 64 * 1024 * 1024,
  })
  if (hashed.error !== undefined || hashed.status !== 0)
    throw new SnapshotError(`git hash-object of a checkout failed: ${hashed.error ?? hashed.stderr.trim()}`)
  const ids = hashed.stdout.toString('latin1').trim().split('\n')
  files.forEach((f, i) => {
    if (ids[i] !== f.blob) throw new TamperedObjectError(f.blob)
  })
}
