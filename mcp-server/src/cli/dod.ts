import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../kernel/config.js'
import { errorMessage } from '../kernel/errors.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { openExistingStore } from '../store/index.js'
import { assertDodNow } from '../clients/validation/assert-now.js'
import { usageError, type Command } from './types.js'

/**
 * `evident dod assert`: prints `{"outcomes":[…]}` (or `{"outcomes":null}` for a free-text or absent DoD).
 * Exit 0 whenever the DoD is assessable — unmet criteria are outcomes, not failures; 1 on an operational
 * error (unreadable file, invalid frontmatter), each reason on stderr prefixed `dod-assert:`. A `gate:` criterion is
 * judged against the project's latest validation run record (stderr names the run, and why each unmet gate is unmet).
 * Only reads: without a database no gate is green, and none is created.
 */
export const dodAssertCommand: Command = {
  words: ['dod', 'assert'],
  usage: 'evident dod assert [--dod PATH]',
  summary: "assert the Definition of Done against the latest validation run's gates; print the outcomes JSON line",
  options: [['--dod PATH', 'the DoD file (default: validation.dod in evident.config.json, else docs/DOD.md)']],
  exits: [
    [0, 'assessable (unmet criteria are outcomes, not failures)'],
    [1, 'unreadable DoD, invalid frontmatter or a broken database'],
    [2, 'usage error'],
  ],
  examples: ['evident dod assert', 'evident dod assert --dod docs/DOD.md | jq .outcomes'],
  async run(args, io) {
    let dod: string | undefined
    try {
      dod = parseArgs({ args: [...args], options: { dod: { type: 'string' } }, strict: true }).values.dod
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const location = resolveDbLocation(io.env, io.cwd)
    const root = location.projectRoot
    try {
      const config = loadConfig(root)
      const store = await openExistingStore(location.path)
      try {
        const now = await assertDodNow(
          store?.db,
          root,
          config.validation,
          dod === undefined ? undefined : resolve(io.cwd, dod),
        )
        const { file, assessment } = now
        if (!assessment.ok) {
          for (const error of assessment.errors) io.err(`dod-assert: ${error}`)
          return 1
        }
        const citesGate = assessment.criteria.some((c) => c.kind === 'auto' && 'gate' in c.assert)
        if (store === undefined && citesGate)
          io.err(`dod-assert: no evidence database at ${location.path} yet, so no gate is recorded green`)
        else if (citesGate)
          io.err(
            now.run === undefined
              ? 'dod-assert: no validation run recorded for this project yet, so no gate is green in one: run evident validation run'
              : `dod-assert: gates from validation run ${now.run.id} (${now.run.status}, started ${now.run.startedAt}${now.run.head === null ? '' : `, HEAD ${now.run.head.slice(0, 12)}`}), the latest of this project`,
          )
        for (const [id, reason] of now.reasons) io.err(`dod-assert: ${id} unmet: ${reason}`)
        if (!file.found)
          io.err(
            `dod-assert: warning: no DoD at ${file.path} (never created by evident) — NO-OP(verify): no DoD declared`,
          )
        for (const o of assessment.outcomes ?? [])
          if (o.reason !== undefined) io.err(`dod-assert: ${o.id} unmet: ${o.reason}`)
        // The contract's line: exactly id, kind and outcome per criterion (the reasons are on stderr).
        const outcomes = assessment.outcomes?.map(({ id, kind, outcome }) => ({ id, kind, outcome })) ?? null
        io.out(JSON.stringify({ outcomes }))
        return 0
      } finally {
        await store?.close()
      }
    } catch (error) {
      io.err(`dod-assert: ${errorMessage(error)}`)
      return 1
    }
  },
}
