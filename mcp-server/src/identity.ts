import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { EvidentError } from './errors.js'

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
    const secret = randomBytes(32)
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

export function proveCaller(secret: Buffer, caller: Caller): string {
  return createHmac('sha256', secret)
    .update(`${caller.sessionId}\u0000${caller.agentId}\u0000${caller.agentType ?? ''}`)
    .digest('hex')
}

export function verifyCaller(secret: Buffer, injected: InjectedCaller): Caller {
  const expected = Buffer.from(proveCaller(secret, injected), 'hex')
  const given = Buffer.from(injected.proof, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new EvidentError(
      'unauthenticated',
      'the caller field was not injected by evident\'s PreToolUse hook (its proof does not verify)',
      'leave the caller field out: evident\'s hook fills it in',
    )
  }
  return { sessionId: injected.sessionId, agentId: injected.agentId, agentType: injected.agentType }
}
