import { parseArgs } from 'node:util'
import { checkDrift, EXCLUDED } from '../clients/coordinator/drift.js'
import { isSlug } from '../clients/coordinator/drift-spec.js'
import { errorMessage } from '../kernel/errors.js'
import { driftCheckOf, recordDrift } from '../clients/coordinator/drift-record.js'
import { driftEvidence } from '../clients/coordinator/drift-evidence.js'
import { STATE_DIR } from '../domain/verdict-file.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { gitSync } from '../worktree/git.js'
import { cliCaller } from './caller.js'
import { usageError, type Command } from './types.js'

/** What drift says once per run when the report's folder would show up in `git status` (it never edits .gitignore). */
export const STATE_NOT_IGNORED = `evident drift: ${STATE_DIR}/ (evident's working state, where the report is) is not git-ignored: add the line ${STATE_DIR}/ to the project's .gitignore`

/** Whether git ignores `.claude/state/` in the project (a git error counts as ignored: nothing to advise). */
function stateIgnored(root: string): boolean {
  return gitSync(root, ['check-ignore', '-q', `${STATE_DIR}/`]).status !== 1
}

/**
 * `evident drift --slug <slug>`: the TDD coordinator's drift check (clients/coordinator/drift.ts). Prints the report's path
 * on stdout; the counts and any error on stderr. Needs no database; when the project has one, its binding verdict
 * proves ACs and a worker's change against the plan that still stands is an unresolved item
 * (clients/coordinator/drift-evidence.ts), and the result is recorded there (clients/coordinator/drift-record.ts) for the
 * evidence report; a store that cannot take it changes no exit code.
 */
export const driftCommand: Command = {
  words: ['drift'],
  usage: 'evident drift --slug <slug> [--require-tests]',
  summary:
    'check that the working tree resolves every acceptance criterion of docs/specs/<slug>.md (and every recipe scenario)',
  options: [
    [
      '--slug <slug>',
      'the spec docs/specs/<slug>.md; the recipe, if any, .claude/state/tdd/<slug>.json (letters, digits, . _ -)',
    ],
    [
      '--require-tests',
      "an AC is resolved only when proven: a test naming it (Covers AC-n in its name or file) passed in the binding verdict's run",
    ],
  ],
  exits: [
    [0, `clean: everything resolved (or no spec: "no spec; skipped"); the report's path on stdout`],
    [1, "drift: at least one item unresolved; the report's path on stdout"],
    [2, 'tool error (not a git work tree, an unreadable spec or state file, the report not writable) or usage error'],
  ],
  examples: [
    'evident drift --slug add-login',
    'evident drift --slug add-login && echo clean',
    'evident drift --slug add-login --require-tests',
  ],
  async run(args, io) {
    let slug: string | undefined
    let requireTests: boolean
    try {
      const { values } = parseArgs({
        args: [...args],
        options: { slug: { type: 'string' }, 'require-tests': { type: 'boolean' } },
        strict: true,
      })
      slug = values.slug
      requireTests = values['require-tests'] === true
    } catch (error) {
      return usageError(errorMessage(error))
    }
    if (slug === undefined) return usageError('--slug is required')
    if (!isSlug(slug))
      return usageError(`--slug takes a slug such as add-login (letters, digits, ".", "_", "-"; no path): got ${slug}`)
    const location = resolveDbLocation(io.env, io.cwd)
    const evidence = await driftEvidence(location.path, location.projectRoot, slug)
    const outcome = await checkDrift(location.projectRoot, slug, { requireTests, evidence })
    switch (outcome.kind) {
      case 'skipped':
        io.out('no spec; skipped')
        io.err(`evident drift: ${outcome.spec} does not exist (a chore without a spec): nothing to check`)
        break
      case 'error':
        io.err(`evident drift: ${outcome.message}`)
        break
      case 'checked':
        io.out(outcome.report)
        io.err(
          `evident drift: ${outcome.unresolved.length} of ${outcome.total} unresolved (lines under ${EXCLUDED.join(', ')} resolve nothing)`,
        )
        if (!stateIgnored(location.projectRoot)) io.err(STATE_NOT_IGNORED)
        break
    }
    const check = driftCheckOf(location.projectRoot, slug, outcome)
    const recorded = await recordDrift(location.path, check, (db) => cliCaller(io.env, db))
    if (recorded.kind === 'failed')
      io.err(`evident drift: the result is not recorded in the evidence database (${recorded.message})`)
    else if (recorded.kind === 'recorded' && recorded.note !== undefined) io.err(`evident drift: ${recorded.note}`)
    return check.exitCode
  },
}
