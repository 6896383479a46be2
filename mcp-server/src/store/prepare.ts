import { EvidentError, errorMessage } from '../kernel/errors.js'
import { log } from '../kernel/log.js'
import { openStore, type Store } from './index.js'
import { loadNativeBinding, nativeTarget } from './native.js'
import { startNativeBuild, waitForNativeBuild } from './native-build.js'

type Env = Readonly<Record<string, string | undefined>>

/** What the store is waiting for, in words a tool result can show ("building the SQLite native module, …"). */
export type Report = (stage: string) => void

/** How prepareStore gets the SQLite native module; injectable so a test can stand in a slow build. */
export interface NativeModule {
  /** Returns the binding's path; throws when there is none yet. */
  readonly load: (env: Env) => string
  /** Builds it (or waits for a build already running); `stage` is what to tell the caller meanwhile. */
  readonly build: (env: Env, builderScript: string, report: Report) => Promise<void>
}

const NATIVE: NativeModule = {
  load: (env) => loadNativeBinding(env),
  build: async (env, builderScript, report) => {
    const target = nativeTarget(env)
    const state = startNativeBuild(target, builderScript)
    if (state.state === 'ready') return
    report(`building the SQLite native module, once per install (about a minute; log: ${state.log})`)
    log('warn', 'building the SQLite native module (once per install, about a minute); tool calls answer "preparing"', {
      log: state.log,
    })
    await waitForNativeBuild(target)
  },
}

/**
 * Opens the store for a long-lived process (the MCP server), first building the SQLite native module when
 * this install has none (`builderScript` is the native-build entry). Resolves once the store is open.
 */
export async function prepareStore(
  path: string,
  env: Env,
  builderScript: string,
  report: Report = () => undefined,
  native: NativeModule = NATIVE,
): Promise<Store> {
  try {
    native.load(env)
  } catch {
    await native.build(env, builderScript, report)
  }
  report('opening and migrating the evidence database')
  return openStore(path)
}

const failureHint = (error: unknown): string | undefined => {
  const hint = typeof error === 'object' && error !== null ? (error as { hint?: unknown }).hint : undefined
  return typeof hint === 'string' && hint !== '' ? hint : undefined
}

/** A Store that opens behind the server's back, and says so instead of making a tool call wait for minutes. */
export interface PreparingStore extends Store {
  /**
   * The open store. Waits at most the grace period for an open in progress, then throws an `unavailable`
   * EvidentError ("evident is preparing its database (N s so far) …"). An open that failed is thrown to the call
   * that sees it, and the next call starts a new one: a transient fault never sticks for the process's lifetime.
   */
  ready(): Promise<Store>
}

export interface LazyOptions {
  /** How long a call waits for an open in progress before it is told "preparing" (ms, default 5000). */
  readonly graceMs?: number
}

interface Attempt {
  readonly opening: Promise<Store>
  readonly since: number
  /** What it is waiting for now (reported by `open`). */
  stage: string
}

/**
 * A Store usable before it is open (see PreparingStore). `open` starts at once and again on the first call after
 * a failure; `db` is available once open (callers await `ready()` first — see entry/server.ts).
 */
export function lazyStore(
  path: string,
  open: (report: Report) => Promise<Store>,
  options: LazyOptions = {},
): PreparingStore {
  const graceMs = options.graceMs ?? 5000
  let store: Store | undefined
  let closed = false
  let attempt: Attempt | undefined
  let lastFailure: unknown

  const start = (): Attempt => {
    const progress = { since: Date.now(), stage: '' }
    const current: Attempt = Object.assign(progress, { opening: open((stage) => (progress.stage = stage)) })
    attempt = current
    current.opening.then(
      (opened) => {
        if (closed) void opened.close().catch(() => undefined)
        else store = opened
      },
      (error: unknown) => {
        log('error', `cannot open the evidence database (the next tool call retries): ${errorMessage(error)}`)
        if (attempt === current) attempt = undefined
        lastFailure = error
      },
    )
    return current
  }

  const preparing = (current: Attempt): EvidentError => {
    const seconds = Math.round((Date.now() - current.since) / 1000)
    const stage = current.stage === '' ? '' : `: ${current.stage}`
    const previous = lastFailure === undefined ? '' : `; the previous attempt failed: ${errorMessage(lastFailure)}`
    // A failure that needs the user (no C++ toolchain, no registry) keeps its fix in view while the retry runs.
    const fix = failureHint(lastFailure)
    return new EvidentError(
      'unavailable',
      `evident is preparing its database (${seconds} s so far${stage}${previous}); enforcement starts when it is ready`,
      fix === undefined ? 'call again shortly' : `call again shortly; if it fails again: ${fix}`,
    )
  }

  const ready = async (): Promise<Store> => {
    if (store !== undefined) return store
    if (closed) throw new EvidentError('unavailable', 'the evident server is shutting down', 'call again shortly')
    const current = attempt ?? start()
    let timer: NodeJS.Timeout | undefined
    const waited = await Promise.race([
      current.opening,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), graceMs)
      }),
    ]).finally(() => clearTimeout(timer))
    if (waited === undefined) throw preparing(current)
    return waited
  }

  start()
  return {
    path,
    get db() {
      if (store !== undefined) return store.db
      throw attempt === undefined ? lastFailure : preparing(attempt)
    },
    ready,
    write: async (fn) => (await ready()).write(fn),
    // Does not wait for a store still opening (a native build can take a minute): shutdown must be quick.
    close: async () => {
      closed = true
      if (store !== undefined) await store.close()
    },
  }
}
