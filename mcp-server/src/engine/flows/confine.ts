import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import type { Confinement } from '../../runners/spawn.js'
import type { Db } from '../../store/index.js'
import { sessionSealOf } from '../../store/sessions.js'
import { sealDataDir } from './seal.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * How a test run of this session's caller is confined: in a sealed session, the same way its Bash is — bubblewrap,
 * the project and the temp folder writable, evident's data folder hidden (docs/sealing.md). A test file is code the
 * agent wrote; `run_tests` and the red re-run must not be a way around the sandbox. Undefined when the session is
 * not sealed (its Bash can reach the store anyway: confining its tests would protect nothing).
 */
export async function confinementFor(
  db: Db,
  sessionId: string,
  dbPath: string,
  projectRoot: string,
  env: Env = process.env,
): Promise<Confinement | undefined> {
  const seal = await sessionSealOf(db, sessionId)
  return seal?.sealed === true ? sealedConfinement(dbPath, projectRoot, env) : undefined
}

/**
 * The confinement of a sealed session's runs (`confinementFor`), for a caller that knows the session is sealed. Only
 * the project is writable: a `node_modules` inside it is writable with it, one that resolves elsewhere (a link the
 * agent may have made to any folder, a workspace root) stays read-only, and the vitest runner loads the config without
 * writing there (runners/vite-loader.ts).
 */
export function sealedConfinement(dbPath: string, projectRoot: string, env: Env = process.env): Confinement {
  return {
    writable: [projectRoot],
    // Its own empty temp folder, as the session's Bash has: nothing else under /tmp is reachable.
    privateTmp: tmpdir(),
    hidden: [...new Set([sealDataDir(env, dbPath), dirname(dbPath)])],
  }
}
