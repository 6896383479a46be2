import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { hmacSha256Hex } from './digest.js'

/**
 * Who did something: the pair (session, agent). `agentId` is `main` for the main agent of a session.
 * Inside Claude Code the PreToolUse hook injects it into every evident tool call as the `caller` field,
 * with a `proof` (HMAC over the pair, keyed by a secret stored next to the database) so the server can
 * tell a hook-injected identity from one a model typed. Outside Claude Code the server takes its caller
 * from its environment (`EVIDENT_SESSION_ID`, `EVIDENT_AGENT_ID`).
 */
export interface Caller {
  readonly sessionId: string
  readonly agentId: string
  readonly agentType?: string | undefined
}

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
  }
}

export function callerLabel(caller: Caller): string {
  return `${caller.sessionId}/${caller.agentId}`
}

export function keyPathFor(dbPath: string): string {
  return `${dbPath}.key`
}

/** Reads the caller secret next to the database, creating it (mode 0600) on first use. */
export function loadCallerSecret(dbPath: string): Buffer {
  const path = keyPathFor(dbPath)
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex')
  } catch {
    mkdirSync(dirname(path), { recursive: true })
    const secret = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    try {
      writeFileSync(path, secret.toString('hex'), { flag: 'wx', mode: 0o600 })
      chmodSync(path, 0o600)
      return secret
    } catch {
      // Another process created it first: use theirs.
      return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex')
    }
  }
}

/** The caller's proof: HMAC-SHA256 over the triple, hex. The server checks it with `verifyCaller` (verify-caller.ts). */
export function proveCaller(secret: Uint8Array, caller: Caller): string {
  return hmacSha256Hex(secret, `${caller.sessionId}\u0000${caller.agentId}\u0000${caller.agentType ?? ''}`)
}
