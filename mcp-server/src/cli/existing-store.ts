import { resolveDbLocation, type DbLocation } from '../kernel/paths.js'
import { openExistingStore, type Store } from '../store/index.js'
import type { CliIo } from './types.js'

/** What a read-only command says when the project has no database yet (it never creates one). */
export function noDatabase(path: string): string {
  return (
    `no evidence database at ${path} yet: evident records evidence once a Claude Code session with the plugin ` +
    'has worked in this project, or `evident vdd` / `evident validation run` ran here (`evident db path` says why it looks there)'
  )
}

/**
 * Runs `fn` on the project's existing database, opened read-only. Without one it prints `noDatabase` on stderr and
 * returns `missing` (the command's exit code for "nothing recorded yet") — no database is created.
 */
export async function withExistingStore(
  io: CliIo,
  missing: number,
  fn: (store: Store, location: DbLocation) => Promise<number>,
): Promise<number> {
  const location = resolveDbLocation(io.env, io.cwd)
  const store = await openExistingStore(location.path)
  if (store === undefined) {
    io.err(noDatabase(location.path))
    return missing
  }
  try {
    return await fn(store, location)
  } finally {
    await store.close()
  }
}
