import { z } from 'zod'

/**
 * What `evident prove <base>..<head>` finds, as JSON (`--json`): the shape shard results are merged from
 * (`merge.ts`) and attestations carry (`attest.ts`). Every verdict is a fact about runs of the project's own runner
 * on checkouts of the two commits — never about what a process printed.
 *
 * A test's forms: its **head form** (its file at head) and its **base form** (its file at base). Its runs:
 * - `onHead`: the head form on head's code — what the change ships;
 * - `onBase`: the head form on base's production code (base's tree with head's test files): an added test must fail;
 * - `baseFormOnHead`: the base form on head's code: the spec as it was must still hold on the new code.
 */
export const PROVE_SCHEMA = 'evident.prove/v1'

/** What a run said of one test: a runner status, `error` (its file did not load: counts as a failure), or `absent`. */
const RUN_STATUSES = ['passed', 'failed', 'skipped', 'error', 'absent'] as const
export type RunStatus = (typeof RUN_STATUSES)[number]

/** How the range touches a test: added with it, in a file it edits (in both forms), or removed by it. */
const TEST_KINDS = ['added', 'changed', 'removed'] as const

/**
 * The verdicts. `proven` and `holds` are clean; every other one is a finding (exit 1).
 * - `proven`: an added test fails without the change (on base's code) and passes with it;
 * - `holds`: a changed test passes on head in both its forms;
 * - `does-not-detect`: an added test passes on base's code too — it does not tell the change from its absence;
 * - `spec-changed`: a changed test's base form fails on head's code — the change rewrote the spec it was held to;
 * - `spec-removed`: a removed test fails on head's code — the change removed a spec the new code breaks;
 * - `removed`: a test the change deletes (its spec still holds on head, but nothing checks it any more);
 * - `weakened`: a test that ran in its base form is skipped (or marked) in its head form;
 * - `fails-on-head`: the head form does not pass on head's code;
 * - `not-run`: the runner never ran the test on head (not collected, or skipped in an added test).
 */
export const VERDICTS = [
  'proven',
  'holds',
  'does-not-detect',
  'spec-changed',
  'spec-removed',
  'removed',
  'weakened',
  'fails-on-head',
  'not-run',
] as const
export type Verdict = (typeof VERDICTS)[number]

export const CLEAN_VERDICTS: ReadonlySet<Verdict> = new Set(['proven', 'holds'])

const runStatus = z.enum(RUN_STATUSES)

const testVerdictSchema = z.strictObject({
  /** The test file (head path; base path for a test of a file the range deletes), project-relative POSIX. */
  file: z.string(),
  /** The file at base, when it is another path (a rename) or the test is removed. */
  baseFile: z.string().optional(),
  fullName: z.string(),
  ordinal: z.number().int().nonnegative(),
  kind: z.enum(TEST_KINDS),
  onHead: runStatus.optional(),
  onBase: runStatus.optional(),
  baseFormOnHead: runStatus.optional(),
  verdict: z.enum(VERDICTS),
  /** One line: why the verdict is what it is. */
  detail: z.string(),
  /** The failure's message (and expected/actual diff) behind a finding, when a run gave one. */
  failure: z.string().optional(),
})
export type TestVerdict = z.infer<typeof testVerdictSchema>

const fileChangeSchema = z.strictObject({
  path: z.string(),
  status: z.enum(['added', 'modified', 'deleted', 'renamed']),
  from: z.string().optional(),
})
export type FileChange = z.infer<typeof fileChangeSchema>

/** A text finding on a test file's diff (markers added, test cases removed, fewer assertions). */
const fileNoteSchema = z.strictObject({
  file: z.string(),
  /**
   * `weakening`: a finding (skip/only/todo markers added, test cases removed); `oracle`: a finding — production code
   * the range adds that reads the test's oracle (the runner's environment, the test file, the call stack, a patched
   * builtin: engine/gates/oracle.ts); `head-error`: a finding — head's run reported an error outside any test;
   * `untested`: a finding — production code changed and no test added, edited or removed; `note`: shown, not a
   * finding (fewer assertions in a test file, test support code or configuration changed).
   */
  level: z.enum(['weakening', 'oracle', 'head-error', 'untested', 'note']),
  text: z.string(),
  /** The file's diff, base → head (truncated), for the reviewer. */
  diff: z.string().optional(),
})
export type FileNote = z.infer<typeof fileNoteSchema>

const coverageSchema = z.strictObject({
  /** The tool that measured it (`vitest v8 (N proven tests)`), or why nothing was measured (`not measured: …`). */
  tool: z.string(),
  measured: z.boolean(),
  /** Changed production lines (head numbering) no test proven to fail on base executes, per file. */
  uncovered: z.array(z.strictObject({ file: z.string(), lines: z.array(z.number().int().positive()) })),
  /** Changed executable lines in all, and those covered. */
  changedLines: z.number().int().nonnegative(),
  coveredLines: z.number().int().nonnegative(),
})
export type ChangeCoverage = z.infer<typeof coverageSchema>

export const proveResultSchema = z.strictObject({
  schema: z.literal(PROVE_SCHEMA),
  base: z.strictObject({ commit: z.string(), tree: z.string() }),
  head: z.strictObject({ commit: z.string(), tree: z.string() }),
  /** The project folder inside the repository ('' at its top level). */
  project: z.string(),
  runner: z.string(),
  /** Which part of the work this result holds (`--shard i/n`); absent for the whole. */
  shard: z.strictObject({ index: z.number().int().positive(), count: z.number().int().positive() }).optional(),
  /** Every test file the range adds, edits, renames or deletes (the whole range, whatever the shard). */
  testFiles: z.array(fileChangeSchema),
  /** The test files this result proved (its shard's share; all of `testFiles` that hold tests when unsharded). */
  provenFiles: z.array(z.string()),
  /** Changed paths that are not test code (production, data, neutral). */
  production: z.array(z.string()),
  tests: z.array(testVerdictSchema),
  notes: z.array(fileNoteSchema),
  /** Why something could not be proven (a runner that did not start, a timeout): exit 2. */
  problems: z.array(z.string()),
  coverage: coverageSchema.optional(),
  /** Where the runs ran: at the project's own path (bubblewrap) or in a temporary directory. */
  places: z.array(z.enum(['project-path', 'temp-dir'])),
  ms: z.number().nonnegative(),
})
export type ProveResult = z.infer<typeof proveResultSchema>

/** The exit code of a result: 2 could not run, 1 a finding, 0 proven. */
export function exitCodeOf(result: ProveResult): 0 | 1 | 2 {
  if (result.problems.length > 0) return 2
  if (result.tests.some((t) => !CLEAN_VERDICTS.has(t.verdict))) return 1
  if (result.notes.some((n) => n.level !== 'note')) return 1
  return 0
}
