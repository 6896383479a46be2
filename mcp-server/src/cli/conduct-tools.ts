import { parseArgs } from 'node:util'
import { openIssueSource } from '../clients/conduct/source.js'
import { nextWork, readLedger } from '../clients/conduct/ledger.js'
import { buildVerifyPrompt } from '../clients/conduct/verify-prompt.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { resolveProjectRoot } from '../kernel/paths.js'
import { usageError, type CliIo, type Command, type Outcome } from './types.js'

const issueNumber = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined

function failed(io: CliIo, command: string, error: unknown): number {
  if (!(error instanceof EvidentError)) throw error
  io.err(`evident conduct ${command}: ${error.message}${error.hint === undefined ? '' : ` (${error.hint})`}`)
  return 2
}

/**
 * `evident conduct verify-prompt`: prints the blind verifier's prompt the conductor would give (clients/conduct/verify-prompt.ts)
 * — built only from a phase, test paths, the issue's own criterion by number, the repository and a hex sha. Any input
 * that could carry prose is refused (exit 2), so what a verifier can be told is checkable from a terminal.
 */
export const conductVerifyPromptCommand: Command = {
  words: ['conduct', 'verify-prompt'],
  usage:
    'evident conduct verify-prompt --phase red|green|refactor --issue N [--issue-file FILE] --ac K --test PATH [--test PATH …] [--base SHA]',
  summary: "print the blind verifier's prompt built from prose-free inputs (anything else is refused)",
  options: [
    ['--phase P', 'the phase the verifier confirms: red, green or refactor'],
    ['--issue N', 'the issue; its criteria come from --issue-file, else from the GitHub CLI (gh)'],
    ['--issue-file FILE', 'the local issue file (markdown with a "## Acceptance criteria" list)'],
    ['--ac K', "the criterion's number: the behaviour is the issue's own wording of it"],
    ['--test PATH', 'a test file, project-relative (letters, digits, . _ / @ + -); 1 to 20'],
    ['--base SHA', 'refactor only: the commit the refactor started from (7–40 hex digits)'],
  ],
  exits: [
    [0, 'the prompt on stdout'],
    [2, 'usage error, or an input refused (the field and why on stderr)'],
  ],
  examples: ['evident conduct verify-prompt --phase red --issue 7 --issue-file 7.md --ac 1 --test test/greet.test.ts'],
  async run(args, io): Promise<Outcome> {
    let values
    try {
      values = parseArgs({
        args: [...args],
        options: {
          phase: { type: 'string' },
          issue: { type: 'string' },
          'issue-file': { type: 'string' },
          ac: { type: 'string' },
          test: { type: 'string', multiple: true },
          base: { type: 'string' },
        },
        strict: true,
      }).values
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const n = issueNumber(values.issue)
    if (n === undefined) return usageError(`--issue takes an issue number such as 7 (got ${values.issue ?? 'none'})`)
    if (values.ac === undefined || !/^\d{1,3}$/.test(values.ac))
      return usageError(`--ac takes a criterion number such as 1 (got ${values.ac ?? 'none'})`)
    const root = resolveProjectRoot(io.env, io.cwd)
    try {
      const issue = await openIssueSource(root, n, values['issue-file'], io.env).read()
      const phase = values.phase as 'red' | 'green' | 'refactor'
      io.out(
        buildVerifyPrompt({
          phase,
          testPaths: values.test ?? [],
          issue,
          ac: Number(values.ac),
          repo: root,
          ...(values.base === undefined ? {} : { baseSha: values.base }),
        }),
      )
      return 0
    } catch (error) {
      return failed(io, 'verify-prompt', error)
    }
  },
}

/** `evident conduct next <n>`: the ledger's next work — the phase, the step number and its title (data, one line). */
export const conductNextCommand: Command = {
  words: ['conduct', 'next'],
  usage: 'evident conduct next <n>',
  summary: "print the next work of issue n's ledger: <phase> <step> <title> (red: the first unticked step)",
  options: [['<n>', 'the issue number (.tdd/issue-<n>.md)']],
  exits: [
    [0, 'the next work on stdout: "red 2 <title>" or "refactor 1 <title>"'],
    [1, 'every step is ticked and refactored'],
    [2, 'usage error, no ledger, or a ledger that does not parse (the line and what a step line looks like)'],
  ],
  examples: ['evident conduct next 7'],
  async run(args, io): Promise<Outcome> {
    const n = args.length === 1 ? issueNumber(args[0]) : undefined
    if (n === undefined) return usageError('give one issue number, such as: evident conduct next 7')
    const root = resolveProjectRoot(io.env, io.cwd)
    try {
      const ledger = readLedger(root, n)
      if (ledger === undefined) {
        io.err(
          `evident conduct next: issue #${n} has no ledger (.tdd/issue-${n}.md); evident conduct run ${n} plans it`,
        )
        return 2
      }
      const work = nextWork(ledger)
      if (work === undefined) {
        io.err(`evident conduct next: every step of issue #${n} is done`)
        return 1
      }
      io.out(`${work.phase} ${work.step.number} ${work.step.title}`)
      return 0
    } catch (error) {
      return failed(io, 'next', error)
    }
  },
}
