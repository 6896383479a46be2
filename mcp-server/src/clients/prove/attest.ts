import type { KeyObject } from 'node:crypto'
import { z } from 'zod'
import { testKey, testLabel } from '../../domain/test-names.js'
import { gitSync } from '../../worktree/git.js'
import { envelopeSchema, IN_TOTO_PAYLOAD_TYPE, signatureProblem, signEnvelope, type Envelope } from './dsse.js'
import { proveResultSchema, type ProveResult, type TestVerdict } from './types.js'

/**
 * Attestations (docs/attest.md): an in-toto Statement v1 (https://in-toto.io/Statement/v1) in a DSSE envelope signed
 * with the user's own key, so what evident found can leave the machine and be checked elsewhere. A signature proves
 * who signed, never that the machine that ran the tests was honest; `verify --range-check` runs `prove` again, which
 * needs no trust in the signer at all.
 */
export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1'
export const TDD_PREDICATE = 'https://evident.dev/attestation/tdd/v1'
export const PROVE_PREDICATE = 'https://evident.dev/attestation/prove/v1'

const subjectSchema = z.object({ name: z.string(), digest: z.record(z.string(), z.string()) })
export type Subject = z.infer<typeof subjectSchema>

const statementSchema = z.object({
  _type: z.literal(STATEMENT_TYPE),
  subject: z.array(subjectSchema).min(1),
  predicateType: z.string(),
  predicate: z.record(z.string(), z.unknown()),
})
export type Statement = z.infer<typeof statementSchema>

/** `prove` as verify runs it (clients/prove/prove.ts), passed in so a test can say what a fresh prove finds. */
export type ProveFn = (options: {
  readonly cwd: string
  readonly range: string
  readonly shard?: ProveResult['shard']
  readonly runner?: string | undefined
}) => Promise<ProveResult>

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

/** A commit as a subject, with its tree: the tree is what the commit's content is, checkable without the history. */
export function commitSubject(commit: string, tree: string): Subject {
  return { name: `git+commit:${commit}`, digest: { gitCommit: commit, gitTree: tree } }
}

/** The statement of a prove result: its head and base commits (with their trees) are the subject. */
export function rangeStatement(result: ProveResult): Statement {
  return {
    _type: STATEMENT_TYPE,
    subject: [commitSubject(result.head.commit, result.head.tree), commitSubject(result.base.commit, result.base.tree)],
    predicateType: PROVE_PREDICATE,
    predicate: result,
  }
}

/** The statement, signed into a DSSE envelope. */
export function signStatement(statement: Statement, key: KeyObject): Envelope {
  return signEnvelope(IN_TOTO_PAYLOAD_TYPE, Buffer.from(JSON.stringify(statement), 'utf8'), key)
}

export interface Verification {
  /** One line per failed check, naming what failed. */
  readonly failures: readonly string[]
  /** Why a check could not run at all (not a git repository, prove could not run): exit 2. */
  readonly unable?: string | undefined
  readonly statement?: Statement | undefined
}

export interface VerifyOptions {
  /** The repository the subject's commits must be in. */
  readonly root: string
  /** Run `prove` on the attested range and compare its verdicts (prove attestations only). */
  readonly rangeCheck: boolean
  readonly prove: ProveFn
}

/**
 * Checks an envelope: (a) its signature by `key`, (b) the statement's subject against the repository at `root`,
 * (c) with `rangeCheck`, a fresh `prove` of the attested range against the attested verdicts. A check that fails is a
 * line of `failures`; the subject and range checks run only on a statement whose signature holds.
 */
export async function verifyAttestation(raw: unknown, key: KeyObject, options: VerifyOptions): Promise<Verification> {
  const envelope = envelopeSchema.safeParse(raw)
  if (!envelope.success) return { failures: [`envelope: not a DSSE envelope (${issueOf(envelope.error)})`] }
  const signature = signatureProblem(envelope.data, key)
  if (signature !== undefined) return { failures: [signature] }
  if (envelope.data.payloadType !== IN_TOTO_PAYLOAD_TYPE)
    return { failures: [`envelope: payloadType is ${envelope.data.payloadType}, not ${IN_TOTO_PAYLOAD_TYPE}`] }
  const statement = parseStatement(envelope.data.payload)
  if (typeof statement === 'string') return { failures: [statement] }
  const repo = gitSync(options.root, ['rev-parse', '--git-dir'])
  if (repo.status !== 0)
    return {
      failures: [],
      unable: `${options.root} is not inside a git repository (${repo.stderr.trim()}): verify checks the subject's commits in the repository they belong to; run it there`,
      statement,
    }
  const failures = [...statement.subject.flatMap((s) => subjectProblems(options.root, s))]
  if (statement.predicateType === PROVE_PREDICATE) {
    const result = proveResultSchema.safeParse(statement.predicate)
    if (!result.success) {
      failures.push(`predicate: not an evident prove result (${issueOf(result.error)})`)
      return { failures, statement }
    }
    failures.push(...rangeSubjectProblems(statement.subject, result.data))
    if (options.rangeCheck) {
      const fresh = await freshProve(options, result.data)
      if (typeof fresh === 'string') return { failures, unable: fresh, statement }
      failures.push(...verdictDifferences(result.data, fresh))
    }
  } else if (options.rangeCheck) {
    return {
      failures,
      unable: `--range-check checks prove attestations; this one is ${statement.predicateType}`,
      statement,
    }
  }
  return { failures, statement }
}

function parseStatement(payload: string): Statement | string {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return 'statement: the payload is not JSON'
  }
  const statement = statementSchema.safeParse(json)
  return statement.success ? statement.data : `statement: not an in-toto Statement v1 (${issueOf(statement.error)})`
}

/** A commit subject's commit must be in the repository, with the tree the statement says. */
function subjectProblems(root: string, subject: Subject): string[] {
  const commit = subject.digest['gitCommit']
  if (commit === undefined) return []
  if (!COMMIT.test(commit)) return [`subject ${subject.name}: gitCommit ${JSON.stringify(commit)} is not a commit id`]
  if (subject.name !== `git+commit:${commit}`)
    return [`subject ${subject.name}: its name does not match its gitCommit digest ${commit}`]
  const tree = gitSync(root, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`])
  if (tree.status !== 0) return [`subject ${subject.name}: no commit ${commit} in this repository`]
  const actual = tree.stdout.trim()
  const claimed = subject.digest['gitTree']
  if (claimed !== undefined && claimed !== actual)
    return [`subject ${subject.name}: the statement says tree ${claimed}, the commit's tree here is ${actual}`]
  return []
}

/** A prove statement's subject is its predicate's head and base, with their trees. */
function rangeSubjectProblems(subject: readonly Subject[], result: ProveResult): string[] {
  return (['head', 'base'] as const).flatMap((end) => {
    const { commit, tree } = result[end]
    const named = subject.find((s) => s.digest['gitCommit'] === commit)
    if (named === undefined) return [`subject: the prove result's ${end} ${commit} is not a subject of the statement`]
    return named.digest['gitTree'] === tree
      ? []
      : [
          `subject ${named.name}: the prove result's ${end} tree is ${tree}, the subject says ${named.digest['gitTree'] ?? 'none'}`,
        ]
  })
}

async function freshProve(options: VerifyOptions, attested: ProveResult): Promise<ProveResult | string> {
  const range = `${attested.base.commit}..${attested.head.commit}`
  let fresh: ProveResult
  try {
    // The same share of the range (a shard's attestation is re-proven as that shard) and the same runner.
    fresh = await options.prove({ cwd: options.root, range, runner: attested.runner, shard: attested.shard })
  } catch (error) {
    return `range check: prove could not run on ${range} (${error instanceof Error ? error.message : String(error)})`
  }
  return fresh.problems.length > 0
    ? `range check: prove could not run on ${range}: ${fresh.problems.join('; ')}`
    : fresh
}

/**
 * What a fresh prove of the same range and shard finds otherwise than the attestation: another share of the files, a
 * test whose verdict differs, one the attestation lists and prove no longer finds, one prove finds that the
 * attestation leaves out, a note (a weakening, oracle-aware code) added or dropped. Durations and where the runs ran
 * are not compared.
 */
function verdictDifferences(attested: ProveResult, fresh: ProveResult): string[] {
  const key = (t: TestVerdict) => `${testKey(t)}\u0000${t.kind}`
  const label = (t: TestVerdict) => `${testLabel(t)} (${t.kind})`
  const now = new Map(fresh.tests.map((t) => [key(t), t]))
  const then = new Map(attested.tests.map((t) => [key(t), t]))
  const lines: string[] = []
  const files = (r: ProveResult) => JSON.stringify([...r.provenFiles].sort())
  if (files(attested) !== files(fresh))
    lines.push(
      `range check: the attestation proved the files ${files(attested)}, prove now proves ${files(fresh)} for that share of the range`,
    )
  for (const t of attested.tests) {
    const f = now.get(key(t))
    if (f === undefined)
      lines.push(`range check: ${label(t)}: attested ${t.verdict}, prove now does not find this test`)
    else if (f.verdict !== t.verdict)
      lines.push(`range check: ${label(t)}: attested ${t.verdict}, prove now says ${f.verdict}`)
  }
  for (const f of fresh.tests)
    if (!then.has(key(f)))
      lines.push(`range check: ${label(f)}: prove now says ${f.verdict}, the attestation does not list this test`)
  const note = (n: ProveResult['notes'][number]) => `${n.file}: ${n.level}: ${n.text}`
  const notesThen = new Set(attested.notes.map(note))
  const notesNow = new Set(fresh.notes.map(note))
  for (const n of notesNow)
    if (!notesThen.has(n)) lines.push(`range check: prove now notes "${n}", the attestation does not`)
  for (const n of notesThen)
    if (!notesNow.has(n)) lines.push(`range check: the attestation notes "${n}", prove now does not`)
  return lines
}

function issueOf(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue === undefined ? 'invalid' : `${issue.path.join('.') || 'top level'}: ${issue.message}`
}
