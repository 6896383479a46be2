import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sha256Hex } from '../../kernel/digest.js'
import type { HookContext } from './hook-context.js'
import { writeHookDb } from '../../store/hook-db.js'
import { recordSessionSeal, sessionSeal, type SessionSealRow } from '../../store/statements/sessions.js'
import { type Sqlite } from '../../store/statements/sqlite.js'
import { judgeSession, type SealInputs } from './seal.js'

/**
 * A session's sealed state, as the hooks and the server record it (docs/sealing.md):
 * - SessionStart judges the settings before the agent has run anything and records the verdict. A sealed session
 *   also gets a probe: a file only evident's hooks create, inside the data folder the sandbox hides from Bash.
 * - Every Bash result of a sealed session is checked for the probe's secret: a Bash command that could print it
 *   was not sealed, whatever the settings say, and the session is unsealed for good.
 * - `tdd_task start` judges again (the settings may have changed since): sealed only if still sealed.
 * A session never goes from unsealed back to sealed.
 */
export interface SealRecord {
  readonly sealed: boolean
  readonly reason: string
}

const PROBE_DIR = 'seal-probes'

/** Judges the session now and records it (call inside a write transaction on `sqlite`). */
export function judgeAndRecord(sqlite: Sqlite, sessionId: string, inputs: SealInputs): SessionSealRow {
  const { verdict, facts } = judgeSession(inputs)
  const existing = sessionSeal(sqlite, sessionId)
  const probe = verdict.sealed && existing?.settings == null ? writeProbe(facts.dataDir, sessionId) : undefined
  const settings = JSON.stringify({
    sources: facts.sources.map((s) => (s.error === undefined ? s.name : `${s.name} (${s.error})`)),
    missing: verdict.checks.filter((c) => !c.ok).map((c) => c.id),
    dataDir: facts.dataDir,
    ...(probe === undefined ? {} : { probe }),
  })
  return recordSessionSeal(sqlite, sessionId, verdict.sealed, verdict.reason, settings)
}

/** The probe of a sealed session: a random secret in the hidden data folder. */
function writeProbe(dataDir: string, sessionId: string): { readonly path: string; readonly nonce: string } {
  const nonce = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(24))).toString('hex')
  const path = join(dataDir, PROBE_DIR, `${sha256Hex(sessionId).slice(0, 32)}.probe`)
  mkdirSync(join(dataDir, PROBE_DIR), { recursive: true, mode: 0o700 })
  writeFileSync(path, `evident seal probe: if a Bash command can print this, the session is not sealed.\n${nonce}\n`, {
    mode: 0o600,
  })
  return { path, nonce }
}

/** The probe's secret of a sealed session, if it has one. */
function probeNonce(row: SessionSealRow | undefined): string | undefined {
  if (row?.sealed !== true || row.settings === null) return undefined
  try {
    const nonce: unknown = (JSON.parse(row.settings) as { probe?: { nonce?: unknown } }).probe?.nonce
    return typeof nonce === 'string' && nonce.length >= 32 ? nonce : undefined
  } catch {
    return undefined
  }
}

/** Unsealed for good when a Bash result shows the probe's secret (call inside a write transaction). */
function checkProbe(sqlite: Sqlite, sessionId: string, toolResult: string): boolean {
  const nonce = probeNonce(sessionSeal(sqlite, sessionId))
  if (nonce === undefined || !toolResult.includes(nonce)) return false
  recordSessionSeal(
    sqlite,
    sessionId,
    false,
    "not sealed: a Bash command printed the seal probe, so the sandbox did not hide evident's data folder",
    null,
  )
  return true
}

/** One line for the model and the user (the reason is in the store, `evident doctor` and the report). */
export function sealLine(row: SealRecord | undefined): string {
  if (row === undefined) return 'This session is not sealed (no Claude Code session start was recorded for it).'
  if (row.sealed) return "This session is sealed: Bash cannot reach evident's store, key or snapshots."
  return "This session is NOT sealed: Bash can reach evident's store (`evident doctor` says why)."
}

/**
 * PostToolUse / PostToolUseFailure on Bash, before the shell measurement: a sealed session whose Bash result
 * shows the probe's secret is unsealed for good. One read when the session is sealed; nothing else otherwise.
 */
export async function probeBashResult(ctx: HookContext): Promise<void> {
  const db = await ctx.db()
  if (db === undefined) return
  const row = sessionSeal(db.sqlite, ctx.caller.sessionId)
  const nonce = probeNonce(row)
  if (nonce === undefined) return
  const payload = ctx.payload as unknown as Readonly<Record<string, unknown>>
  const seen = JSON.stringify([payload['tool_response'] ?? null, payload['error'] ?? null])
  if (!seen.includes(nonce)) return
  writeHookDb(db, (sqlite) => checkProbe(sqlite, ctx.caller.sessionId, seen))
}
