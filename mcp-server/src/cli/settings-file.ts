import { randomBytes } from 'node:crypto'
import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { readRegularText } from '../kernel/regular-file.js'

type Json = Readonly<Record<string, unknown>>

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A JSON settings file with a change laid over it, or why the change cannot be made (nothing is then written). */
export type JsonEdit =
  | { readonly ok: true; readonly path: string; readonly next: Json; readonly changed: boolean }
  | { readonly ok: false; readonly message: string }

/** A write done, or why it was refused (nothing was then written). */
export type JsonWrite = { readonly ok: true } | { readonly ok: false; readonly message: string }

/**
 * Why `path` is not a file of the project at `projectRoot` that evident may write, or undefined. Refused: a path
 * outside the project, and any component between the project root and the file (the file too) that is a symbolic
 * link — a `.claude` linked to `~/.claude` would send the write to the user's own settings. The walk starts at the
 * project's real path, so a path with no link in it is where it says it is.
 */
function outsideProject(projectRoot: string, path: string): string | undefined {
  const root = realpathSync(projectRoot)
  const rel = relative(projectRoot, path)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return `${path} is not inside the project ${projectRoot}`
  let at = root
  for (const part of rel.split(sep)) {
    at = join(at, part)
    let link: boolean
    try {
      link = lstatSync(at).isSymbolicLink()
    } catch {
      return undefined // missing from here on: created inside the project
    }
    if (link)
      return `${at} is a symbolic link (to ${readlinkSync(at)}); evident writes only inside the project, never through a link — replace the link with a folder or file of its own`
  }
  return undefined
}

/**
 * Reads the JSON object at `path` in the project at `projectRoot` (none: `{}`) and applies `change` to it, keeping
 * every other key. Refuses when the path leaves the project or goes through a symbolic link, when the file is not
 * JSON, not an object, or `change` throws (it holds something else where the change goes).
 */
export function editJson(projectRoot: string, path: string, change: (current: Json) => Json): JsonEdit {
  const outside = outsideProject(projectRoot, path)
  if (outside !== undefined) return { ok: false, message: outside }
  let current: unknown = {}
  if (existsSync(path)) {
    try {
      current = JSON.parse(readRegularText(path))
    } catch (error) {
      return { ok: false, message: `${path} is not valid JSON (${(error as Error).message}); fix it first` }
    }
  }
  if (!isRecord(current)) return { ok: false, message: `${path} is not a JSON object` }
  try {
    const next = change(current)
    return { ok: true, path, next, changed: !isDeepStrictEqual(current, next) }
  } catch (error) {
    return { ok: false, message: `${(error as Error).message} (${path})` }
  }
}

/**
 * Writes `value` as JSON whole to `path` in the project at `projectRoot`: to a new file of its own (an exclusive,
 * no-follow open), renamed into place. Refuses, writing nothing, on what `editJson` refuses about the path — checked
 * again here, after the folder is made, so a link put in place since the plan was read is refused too.
 */
export function writeJson(projectRoot: string, path: string, value: unknown): JsonWrite {
  const before = outsideProject(projectRoot, path)
  if (before !== undefined) return { ok: false, message: before }
  mkdirSync(dirname(path), { recursive: true })
  const after = outsideProject(projectRoot, path)
  if (after !== undefined) return { ok: false, message: after }
  const temp = `${path}.evident-${randomBytes(6).toString('hex')}`
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0)
  const fd = openSync(temp, flags, 0o666)
  try {
    writeSync(fd, `${JSON.stringify(value, null, 2)}\n`)
  } finally {
    closeSync(fd)
  }
  try {
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
  return { ok: true }
}
