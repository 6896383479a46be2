import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { readRegularText } from '../kernel/regular-file.js'

type Json = Readonly<Record<string, unknown>>

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A JSON settings file with a change laid over it, or why the change cannot be made (nothing is then written). */
export type JsonEdit =
  | { readonly ok: true; readonly path: string; readonly next: Json; readonly changed: boolean }
  | { readonly ok: false; readonly message: string }

/**
 * Reads the JSON object at `path` (none: `{}`) and applies `change` to it, keeping every other key. Refuses when the
 * file is not JSON, not an object, or `change` throws (it holds something else where the change goes).
 */
export function editJson(path: string, change: (current: Json) => Json): JsonEdit {
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

/** Writes `value` as JSON whole: to a new file of its own, renamed into place. */
export function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true })
  const temp = `${path}.evident-${process.pid}`
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`)
  renameSync(temp, path)
}
