import { log } from '../log.js'
import { openStore, type Store } from './index.js'
import { loadNativeBinding, nativeTarget } from './native.js'
import { startNativeBuild, waitForNativeBuild } from './native-build.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * Opens the store for a long-lived process (the MCP server), first building the SQLite native module when
 * this install has none (`builderScript` is the native-build entry). Resolves once the store is open.
 */
export async function prepareStore(path: string, env: Env, builderScript: string): Promise<Store> {
  try {
    loadNativeBinding(env)
  } catch {
    const target = nativeTarget(env)
    const state = startNativeBuild(target, builderScript)
    if (state.state !== 'ready') {
      log('warn', 'building the SQLite native module (once per install, about a minute); tool calls wait for it', {
        log: state.log,
      })
      await waitForNativeBuild(target)
    }
  }
  return openStore(path)
}

/**
 * A Store usable before it is open: `write` and `close` wait for it; `db` is available once `opening`
 * resolved (callers await readiness first — see main.ts) and otherwise throws the opening error.
 */
export function lazyStore(path: string, opening: Promise<Store>): Store {
  let open: Store | undefined
  let failure: unknown
  opening.then(
    (store) => {
      open = store
    },
    (error: unknown) => {
      failure = error
    },
  )
  return {
    path,
    get db() {
      if (open !== undefined) return open.db
      throw failure ?? new Error('the evidence database is still being prepared')
    },
    write: async (fn) => (await opening).write(fn),
    // Does not wait for a store still opening (a native build can take a minute): shutdown must be quick.
    close: async () => {
      if (open !== undefined) await open.close()
      else
        opening.then(
          (store) => store.close(),
          () => undefined,
        )
    },
  }
}
