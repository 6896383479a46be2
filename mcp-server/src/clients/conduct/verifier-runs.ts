import { existsSync } from 'node:fs'
import { judgeVerifierAnswer, type VerifierAnswer, type VerifierClaim, type VerifiedPhase } from './verifier-answer.js'
import { errorMessage } from '../../kernel/errors.js'
import { openStore } from '../../store/index.js'
import { sessionRuns } from '../../store/session-runs.js'

/**
 * The conductor's verdict on a verifier leaf (clients/conduct/verifier-answer.ts): its claim against the runs its own session
 * recorded in the project's store. The session id is a fresh UUID the supervisor gave that very attempt
 * (`--session-id`), so every run of it came after its launch; only a run whose caller the hooks proved counts. No
 * store means nothing can back a PASS: a malformed verdict (2), never a PASS. The verifier ran in its checkout
 * (`handed.root`, clients/conduct/verify-checkout.ts): its runs are recorded under that root, each with the snapshot of
 * the tree it ran on, which must be the checkout's snapshot taken before it started (`handed.snapshot`).
 */
export async function answerOfVerifier(
  dbPath: string,
  handed: { readonly root: string; readonly snapshot: string | undefined },
  leafSession: string,
  phase: VerifiedPhase,
  claim: VerifierClaim,
  testPaths: readonly string[],
): Promise<VerifierAnswer> {
  if (claim.kind !== 'pass') return judgeVerifierAnswer(phase, claim, testPaths, [], handed.snapshot)
  if (!existsSync(dbPath))
    return { code: 2, reason: `no evidence store at ${dbPath}: the verifier's PASS cannot be checked against its runs` }
  try {
    const store = await openStore(dbPath)
    try {
      const runs = await sessionRuns(store.db, handed.root, leafSession)
      return judgeVerifierAnswer(phase, claim, testPaths, runs, handed.snapshot)
    } finally {
      await store.close()
    }
  } catch (error) {
    return { code: 2, reason: `the verifier's runs could not be read: ${errorMessage(error)}` }
  }
}
