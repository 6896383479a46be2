import {
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname } from 'node:path'
import { hmacSha256Hex } from './digest.js'
import { EvidentError } from './errors.js'

/**
 * Who did something: the pair (session, agent). `agentId` is `main` for the main agent of a session.
 * Inside Claude Code the PreToolUse hook injects it into every evident tool call as the `caller` field,
 * with a `proof` (HMAC over the pair, keyed by a secret stored next to the database) so the server can
 * tell a hook-injected identity from one a model typed. Outside Claude Code the server takes its caller
 * from its environment (`EVIDENT_SESSION_ID`, `EVIDENT_AGENT_ID`).
 *
 * `identity` says how the pair was established, and is stored on the caller's row: `hook` (a hook payload, or a
 * proof the server verified), `env` (environment variables alone, which anyone with a shell can set). An `env`
 * identity is refused for a session Claude Code's hooks know (docs/architecture.md, "Identity").
 */
export interface Caller {
  readonly sessionId: string
  readonly agentId: string
  readonly agentType?: string | undefined
  readonly identity?: IdentitySource | undefined
}

type IdentitySource = 'hook' | 'env'

export const MAIN_AGENT = 'main'

export interface InjectedCaller extends Caller {
  readonly proof: string
}

type Env = Readonly<Record<string, string | undefined>>

export function callerFromEnv(env: Env): Caller | undefined {
  const sessionId = env['EVIDENT_SESSION_ID']
  if (sessionId === undefined || sessionId === '') return undefined
  const agentId = env['EVIDENT_AGENT_ID']
  const agentType = env['EVIDENT_AGENT_TYPE']
  return {
    sessionId,
    agentId: agentId !== undefined && agentId !== '' ? agentId : MAIN_AGENT,
    ...(agentType !== undefined && agentType !== '' ? { agentType } : {}),
    identity: 'env',
  }
}

/** The refusal of an identity taken from the environment for a session Claude Code's hooks know. */
export function envIdentityRefused(sessionId: string): EvidentError {
  return new EvidentError(
    'unauthenticated',
    `session ${sessionId} is a Claude Code session known to evident's hooks: an identity from EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone is not accepted for it`,
    "inside Claude Code call evident's MCP tools (run_tests for test runs): its PreToolUse hook adds a proven caller; outside Claude Code use a session id of your own",
  )
}

export function callerLabel(caller: Caller): string {
  return `${caller.sessionId}/${caller.agentId}`
}

export function keyPathFor(dbPath: string): string {
  return `${dbPath}.key`
}

const KEY_TEXT = /^[0-9a-f]{64}$/i

/**
 * Reads the caller secret next to the database, creating it (mode 0600, never overwriting) when missing. The key
 * must be a regular file holding exactly 64 hex characters (32 bytes): anything else (a directory, an empty or
 * short file, a symlink to something else) throws an `internal` EvidentError naming the path. Never an empty key.
 *
 * Creation is atomic: the key is written whole to a private temporary file, then hard-linked to its name, which
 * fails when the name exists. So a process that finds the file always finds all 64 characters, and of several
 * processes creating it at once one wins and the others read the winner's key.
 */
export function loadCallerSecret(dbPath: string): Buffer {
  const path = keyPathFor(dbPath)
  const existing = readKey(path)
  if (existing !== undefined) return existing
  mkdirSync(dirname(path), { recursive: true })
  const secret = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32)))
  // The temporary name must not reveal any of the secret.
  const nonce = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(6))).toString('hex')
  const temp = `${path}.${process.pid}.${nonce}.tmp`
  try {
    writeFileSync(temp, secret.toString('hex'), { flag: 'wx', mode: 0o600 })
    chmodSync(temp, 0o600)
    linkSync(temp, path)
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw badKey(path, (error as Error).message)
    // Another process created it first: use theirs.
    const theirs = readKey(path)
    if (theirs === undefined) throw badKey(path, 'it disappeared while being created')
    return theirs
  } finally {
    rmSync(temp, { force: true })
  }
}

/** The key at `path`; undefined when there is none; throws when it is there but not a valid key. */
function readKey(path: string): Buffer | undefined {
  let fd: number
  try {
    // O_NOFOLLOW: a symlink planted in place of the key is refused, not followed. O_NONBLOCK: a FIFO planted there
    // opens at once (and is refused below) instead of blocking the hook, or the server's whole event loop, for ever.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return undefined
    throw badKey(path, code === 'ELOOP' ? 'it is a symbolic link' : (error as Error).message)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw badKey(path, `it is ${stat.isFIFO() ? 'a FIFO' : 'not a regular file'}`)
    const text = readFileSync(fd, 'utf8').trim()
    if (!KEY_TEXT.test(text)) throw badKey(path, `it holds ${text.length} characters, not 64 hex characters (32 bytes)`)
    return Buffer.from(text, 'hex')
  } catch (error) {
    if (error instanceof EvidentError) throw error
    throw badKey(path, (error as Error).message)
  } finally {
    closeSync(fd)
  }
}

const badKey = (path: string, what: string): EvidentError =>
  new EvidentError(
    'internal',
    `evident's caller key ${path} is unusable: ${what}`,
    `this is an infrastructure problem, not a rule violation: ask the user to remove ${path} (evident creates a new key on its next use) and retry`,
  )

/** The caller's proof: HMAC-SHA256 over the triple, hex. The server checks it with `verifyCaller` (kernel/verify-caller.ts). */
export function proveCaller(secret: Uint8Array, caller: Caller): string {
  return hmacSha256Hex(secret, `${caller.sessionId}\u0000${caller.agentId}\u0000${caller.agentType ?? ''}`)
}
