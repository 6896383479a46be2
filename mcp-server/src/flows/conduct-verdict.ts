import { existsSync } from 'node:fs'
import { judgeVerdict, type ConductVerdict, type VerdictClaim, type VerifiedPhase } from '../gates/conduct-verdict.js'
import { errorMessage } from '../errors.js'
import { leafLaunchSeq } from '../store/conduct-events.js'
import { openStore } from '../store/index.js'
import { sessionRunsSince } from '../store/session-runs.js'

/**
 * The conductor's verdict on a verifier leaf (gates/conduct-verdict.ts): its claim against the runs its own session
 * recorded in the project's store since its launch. No store, or no recorded launch, means nothing can back a PASS:
 * a malformed verdict (2), never a PASS.
 */
export async function verdictOfLeaf(
  dbPath: string,
  projectRoot: string,
  leafSession: string,
  phase: VerifiedPhase,
  claim: VerdictClaim,
  testPaths: readonly string[],
): Promise<ConductVerdict> {
  if (claim.kind !== 'pass') return judgeVerdict(phase, claim, testPaths, [])
  if (!existsSync(dbPath))
    return { code: 2, reason: `no evidence store at ${dbPath}: the verifier's PASS cannot be checked against its runs` }
  try {
    const store = await openStore(dbPath)
    try {
      const since = await leafLaunchSeq(store.db, projectRoot, leafSession)
      if (since === undefined)
        return { code: 2, reason: `no launch of the verifier session ${leafSession} is recorded in the store` }
      const runs = await sessionRunsSince(store.db, projectRoot, leafSession, since)
      return judgeVerdict(phase, claim, testPaths, runs)
    } finally {
      await store.close()
    }
  } catch (error) {
    return { code: 2, reason: `the verifier's runs could not be read: ${errorMessage(error)}` }
  }
}
