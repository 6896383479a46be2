import { chmodSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { contentSha256Hex } from '../kernel/content-hash.js'
import type { ShellChange } from '../engine/flows/shell-record.js'
import { readBytes } from '../project/edit-input.js'
import { projectRelative, realpathLenient } from '../project/project-path.js'
import { filePath, isQuoted, pathBytes, pathText } from '../kernel/path-bytes.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { openCurrentHookDb } from '../store/hook-db.js'
import { shellCommandsChanging } from '../store/statements/shell-commands.js'
import { readBlob, shadowFor } from '../worktree/snapshot.js'
import { usageError, type Command } from './types.js'

const USAGE = 'evident restore <path>…'

interface Plan {
  readonly path: string
  readonly command: string
  /** The content before the command (undefined: the command created the file, so restoring deletes it). */
  readonly before: { readonly blob: string; readonly mode: string } | undefined
}

/**
 * `evident restore <path>…`: puts each file back to its content before the newest shell command that changed it
 * (the snapshot the PreToolUse hook took), as the PostToolUse hook suggests after a change that broke a rule. A
 * file the command created is deleted. Refuses — writing nothing — when a path lies outside the project, no shell
 * command recorded a change of it, or its content is no longer what that command left (it changed since). A name that
 * is not valid UTF-8 is named as the hook named it, C-quoted (`evident restore '"src/f\\377.ts"'`; `kernel/path-bytes.ts`).
 */
export const restoreCommand: Command = {
  words: ['restore'],
  usage: USAGE,
  summary: 'undo what the newest shell command did to these files (content before it; created files deleted)',
  options: [['<path>…', 'one or more project files a shell command changed (as the hook that recorded it named them)']],
  exits: [
    [0, 'every file restored'],
    [1, 'refused, nothing written: outside the project, no recorded change, or changed since'],
    [2, 'usage error'],
  ],
  examples: ['evident restore src/slug.ts'],
  async run(args, io) {
    if (args.length === 0) return usageError('name one or more files changed by a shell command')
    const option = args.find((a) => a.startsWith('-'))
    if (option !== undefined) return usageError(`unknown option ${option}`)
    const location = resolveDbLocation(io.env, io.cwd)
    const root = location.projectRoot
    // An older store is brought up to date first (a restore reads the shell commands' current columns).
    const db = await openCurrentHookDb(location.path)
    if (db === undefined) {
      io.err(`evident restore: no evidence database at ${location.path}, so no shell command was recorded`)
      return 1
    }
    const plans: Plan[] = []
    const refusals: string[] = []
    try {
      for (const arg of args) {
        const path = storedPath(root, io.cwd, arg)
        if (path === undefined) {
          refusals.push(`${arg} is outside the project (${root})`)
          continue
        }
        const newest = shellCommandsChanging(db.sqlite, root, path, 1)[0]
        const entry =
          newest?.changes === null || newest === undefined
            ? undefined
            : (JSON.parse(newest.changes) as ShellChange[]).find((c) => c.path === path && c.recorded !== 'edit')
        if (newest === undefined || entry === undefined) {
          refusals.push(`no shell command recorded a change of ${path}`)
          continue
        }
        const bytes = readBytes(filePath(root, path))
        const current = bytes === undefined ? null : contentSha256Hex(bytes)
        if (current !== entry.contentHash) {
          refusals.push(
            `${path} changed since \`${newest.command}\` (its content is not what that command left); not restored`,
          )
          continue
        }
        plans.push({ path, command: newest.command, before: entry.before ?? undefined })
      }
    } finally {
      db.close()
    }
    if (refusals.length > 0) {
      for (const r of refusals) io.err(`evident restore: ${r}`)
      io.err('evident restore: nothing was written')
      return 1
    }
    const shadow = shadowFor(location.path, root)
    const contents = plans.map((p) => (p.before === undefined ? undefined : readBlob(shadow, p.before.blob)))
    plans.forEach((plan, i) => {
      const file = filePath(root, plan.path)
      const bytes = contents[i]
      if (plan.before === undefined || bytes === undefined) {
        rmSync(file, { force: true })
        io.out(`deleted ${plan.path} (created by \`${plan.command}\`)`)
        return
      }
      mkdirSync(parentOf(file), { recursive: true })
      rmSync(file, { force: true })
      if (plan.before.mode === '120000') symlinkSync(bytes, file)
      else {
        writeFileSync(file, bytes)
        chmodSync(file, plan.before.mode === '100755' ? 0o755 : 0o644)
      }
      io.out(`restored ${plan.path} to its content before \`${plan.command}\``)
    })
    return 0
  },
}

/**
 * The stored project-relative path an argument names (`kernel/path-bytes.ts`), or undefined when it lies outside the
 * project. A quoted argument (a name that is not valid UTF-8, as the hook printed it) is relative to the working
 * directory like any other: it may not climb out (`..`), and the folder it is in must resolve inside the project.
 */
function storedPath(root: string, cwd: string, arg: string): string | undefined {
  if (!isQuoted(arg)) return projectRelative(root, cwd, arg)
  const realRoot = realpathLenient(root)
  const here = relative(realRoot, realpathLenient(cwd))
  if (here.startsWith('..') || here.startsWith(sep)) return undefined
  const name = pathBytes(arg)
  const segments = splitBytes(name).filter((s) => s.length > 0 && !s.equals(DOT))
  if (name[0] === 0x2f || segments.some((s) => s.equals(DOTDOT)) || segments.length === 0) return undefined
  const prefix = here === '' ? [] : here.split(sep).map((s) => Buffer.from(s, 'utf8'))
  const all = [...prefix, ...segments]
  const stored = pathText(Buffer.concat(all.flatMap((s, i) => (i === 0 ? [s] : [SLASH, s]))))
  // The nearest existing folder on the way (the command may have removed the file's own): inside the project.
  for (let folder = parentOf(filePath(root, stored)); ; folder = parentOf(folder)) {
    let real: Buffer
    try {
      real = realpathSync(folder, { encoding: 'buffer' })
    } catch {
      if (folder.length <= 1) return undefined
      continue
    }
    const inside = Buffer.from(`${realRoot}/`, 'utf8')
    const within = real.equals(Buffer.from(realRoot, 'utf8')) || real.subarray(0, inside.length).equals(inside)
    if (!within) return undefined
    break
  }
  return stored
}

const SLASH = Buffer.from('/')
const DOT = Buffer.from('.')
const DOTDOT = Buffer.from('..')

function splitBytes(name: Buffer): Buffer[] {
  const parts: Buffer[] = []
  for (let start = 0; ;) {
    const end = name.indexOf(0x2f, start)
    parts.push(name.subarray(start, end === -1 ? name.length : end))
    if (end === -1) return parts
    start = end + 1
  }
}

/** The folder a file is in, for a text or a byte path. */
function parentOf(file: string | Buffer): string | Buffer {
  const text = typeof file === 'string'
  const bytes = text ? Buffer.from(file, 'utf8') : file
  const slash = bytes.lastIndexOf(0x2f)
  const parent = slash <= 0 ? Buffer.from('/') : bytes.subarray(0, slash)
  return text ? parent.toString('utf8') : parent
}
