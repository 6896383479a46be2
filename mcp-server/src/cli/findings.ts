import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { FORMATS, readAs, type FindingFormat } from '../clients/validation/adapters/index.js'
import { findingSchema, type Finding } from '../clients/validation/finding.js'
import { normalizeFindings } from '../clients/validation/normalize.js'
import { dropReport, filterFindings, parseScope } from '../clients/validation/scope.js'
import { usageError, type Command } from './types.js'

/** Exit codes of the findings commands: 2 is malformed input or scope (the whole input fails). */
const EXIT_MALFORMED = 2

async function readInput(path: string | undefined): Promise<string> {
  if (path !== undefined) return readFileSync(path, 'utf8')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export const findingsNormalizeCommand: Command = {
  words: ['findings', 'normalize'],
  usage: `evident findings normalize [path] [--from ${FORMATS.join('|')}]`,
  summary: 'canonical findings JSON from a report (file or stdin); exit 2 if any line is malformed',
  options: [
    ['path', 'the report to read (default: stdin)'],
    ['--from F', `what the report is: ${FORMATS.join(', ')} (default canonical: JSON lines of findings)`],
  ],
  exits: [
    [0, 'printed the findings as one JSON array'],
    [2, 'malformed input (the whole input fails) or usage error'],
  ],
  examples: ['npx eslint -f json src | evident findings normalize --from eslint'],
  async run(args, io) {
    let parsed
    try {
      parsed = parseArgs({
        args: [...args],
        options: { from: { type: 'string' } },
        allowPositionals: true,
        strict: true,
      })
    } catch (error) {
      return usageError(error instanceof Error ? error.message : String(error))
    }
    const from = (parsed.values.from ?? 'canonical') as FindingFormat
    if (!FORMATS.includes(from)) return usageError(`--from must be one of ${FORMATS.join(', ')}`)
    if (parsed.positionals.length > 1) return usageError('give at most one path')
    const text = await readInput(parsed.positionals[0])
    if (from === 'canonical') {
      const normalized = normalizeFindings(text)
      if (!normalized.ok) {
        io.err(`normalize-findings: ${normalized.error}`)
        return EXIT_MALFORMED
      }
      io.out(JSON.stringify(normalized.findings))
      return 0
    }
    const findings = readAs(from, text)
    if (findings === undefined) {
      io.err(`normalize-findings: the input is not ${from} output`)
      return EXIT_MALFORMED
    }
    io.out(JSON.stringify(findings))
    return 0
  },
}

export const findingsFilterCommand: Command = {
  words: ['findings', 'filter'],
  usage: 'evident findings filter --scope <spec> --repo-root <root> [--input path]',
  summary: 'keep canonical findings (stdin) inside the scope; name drops on stderr; exit 2 if malformed',
  options: [
    ['--scope <spec>', 'the change scope: `file:start-end` or `file:*` entries, one per line'],
    ['--repo-root <root>', 'the repository root the scope paths are relative to'],
    ['--input path', 'canonical findings JSON (what `findings normalize` prints; default: stdin)'],
  ],
  exits: [
    [0, 'printed the findings inside the scope (each drop named on stderr)'],
    [2, 'malformed findings or scope entry, or usage error'],
  ],
  examples: [
    'evident findings normalize --from tsc < tsc.txt | evident findings filter --scope "src/a.ts:10-20" --repo-root "$(git rev-parse --show-toplevel)"',
  ],
  async run(args, io) {
    let parsed
    try {
      parsed = parseArgs({
        args: [...args],
        options: { scope: { type: 'string' }, 'repo-root': { type: 'string' }, input: { type: 'string' } },
        strict: true,
      })
    } catch (error) {
      return usageError(error instanceof Error ? error.message : String(error))
    }
    const { scope, 'repo-root': repoRoot, input } = parsed.values
    if (scope === undefined || repoRoot === undefined || repoRoot === '')
      return usageError('--scope and --repo-root are required')
    const entries = parseScope(scope)
    if (!entries.ok) {
      io.err(`filter-findings: ${entries.error}`)
      return EXIT_MALFORMED
    }
    const findings = parseCanonical(await readInput(input))
    if (typeof findings === 'string') {
      io.err(`filter-findings: ${findings}`)
      return EXIT_MALFORMED
    }
    const filtered = filterFindings(findings, entries.entries, repoRoot)
    for (const line of dropReport(filtered)) io.err(line)
    io.out(JSON.stringify(filtered.kept))
    return 0
  },
}

/** The filter's input: a JSON array of canonical findings (what normalize prints). */
function parseCanonical(text: string): readonly Finding[] | string {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return 'input is not a JSON array of findings'
  }
  if (!Array.isArray(raw)) return 'input is not a JSON array of findings'
  const out: Finding[] = []
  for (const [i, item] of raw.entries()) {
    const parsed = findingSchema.safeParse(item)
    if (!parsed.success)
      return `item ${i}: ${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? 'invalid'}`
    out.push(parsed.data)
  }
  return out
}
