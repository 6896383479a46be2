import * as z from 'zod'
import { validationConfigSchema } from './validation-config.js'
import { DEFAULT_PASS_CLAIM, DEFAULT_VERIFICATION_DOCUMENTS, passClaimPattern } from './verification.js'

/**
 * The one place a user configures evident for a project: `evident.config.json` at the project root.
 * Every field is optional; defaults fit a TypeScript project using vitest and ESLint.
 */
export const CONFIG_FILE = 'evident.config.json'

const argv = z.array(z.string().min(1).max(1000)).min(1).max(100)

/**
 * In a JUnit runner's `argv` elements and `env` values, the path of the fresh file evident chose for this run's report
 * (docs/junit-runner.md#where-the-report-is-written).
 */
export const JUNIT_PATH_PLACEHOLDER = '{junitPath}'

const namesPlaceholder = (spec: {
  readonly argv: readonly string[]
  readonly env?: Readonly<Record<string, string>> | undefined
}): boolean => [...spec.argv, ...Object.values(spec.env ?? {})].some((word) => word.includes(JUNIT_PATH_PLACEHOLDER))

const runnerSpec = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('vitest'),
    /** A vitest project name (`--project`), for workspaces. */
    project: z.string().min(1).max(200).optional(),
    /** A vitest config file, project-relative. */
    config: z.string().min(1).max(500).optional(),
  }),
  z
    .strictObject({
      kind: z.literal('junit'),
      /** The command that runs the tests and writes JUnit XML, as an argument array (no shell). */
      argv,
      /**
       * Where the command is configured to write its JUnit XML, project-relative. evident points the command at a fresh
       * file of its own wherever argv or env name this path (or `{junitPath}`); optional when they use `{junitPath}`.
       */
      junitPath: z.string().min(1).max(500).optional(),
      /** How to pass selected files: appended to argv as-is. Omit to always run the whole suite. */
      fileArgs: z.enum(['append', 'none']).default('append'),
      env: z.record(z.string(), z.string()).optional(),
    })
    .refine((spec) => spec.junitPath !== undefined || namesPlaceholder(spec), {
      message: `set junitPath, or write ${JUNIT_PATH_PLACEHOLDER} in argv or env where the command takes its report path`,
      path: ['junitPath'],
    }),
])
export type RunnerSpec = z.infer<typeof runnerSpec>

/** How `evident vdd` verifies acceptance criteria (`test:` and `lint:` kinds). */
const vddSpec = z.strictObject({
  /** Which configured runner runs a `test:` target: first `match` glob (project-relative) wins; else `default`. */
  testRunners: z
    .array(z.strictObject({ match: z.string().min(1).max(500), runner: z.string().min(1).max(100) }))
    .max(50)
    .optional(),
  /** The linter for `lint:` targets as an argument array; the target is appended. Default: the project's ESLint. */
  lint: argv.optional(),
  /** Time limit of one runner or linter invocation, in seconds. */
  timeoutSec: z.number().int().min(1).max(3600).default(600),
})

/** The PASS-claim guard (docs/verdict.md): which documents are verification documents, what a PASS claim is. */
const verificationSpec = z.strictObject({
  /** Globs (project-relative, matched case-insensitively) of verification documents; `[]` turns the guard off. */
  documents: z
    .array(z.string().min(1).max(500))
    .max(200)
    .default([...DEFAULT_VERIFICATION_DOCUMENTS]),
  /** A JavaScript regular expression (matched case-insensitively per added line) that recognises a PASS claim. */
  passClaim: z
    .string()
    .min(1)
    .max(1000)
    .refine((source) => compiles(source), 'a JavaScript regular expression')
    .default(DEFAULT_PASS_CLAIM),
})

function compiles(source: string): boolean {
  try {
    passClaimPattern(source)
    return true
  } catch {
    return false
  }
}

const regexSource = z
  .string()
  .min(1)
  .max(300)
  .refine((source) => {
    try {
      new RegExp(source)
      return true
    } catch {
      return false
    }
  }, 'a JavaScript regular expression, e.g. "\\bTODO\\b"')

/** The TDD coordinator (docs/coordinator.md): frozen into each plan when `tdd_plan` makes it. */
const coordinatorSpec = z.strictObject({
  /** Failing runs after a production change the implement worker may have before its task is BLOCKED. */
  fixIterations: z.number().int().min(1).max(50).default(5),
  /** Stub markers (regular expressions, matched per added line) no worker may add; replaces the defaults. */
  stubMarkers: z.array(regexSource).max(50).optional(),
})

export const configSchema = z.strictObject({
  /** Named test runners; `default` is used when a call names none. */
  runners: z.record(z.string().min(1).max(100), runnerSpec).default({ default: { kind: 'vitest' } }),
  /** Globs (project-relative) that classify a file as a test file. */
  testFiles: z.array(z.string().min(1).max(500)).max(200).optional(),
  /**
   * Source extensions by language, laid over the defaults (`project/test-files.ts#SOURCE_EXTENSIONS`): a file with one
   * of them is production code; `{"data": ["json"]}` gates JSON too, `{"web": []}` stops gating web files.
   */
  sourceExtensions: z
    .record(
      z.string().min(1).max(50),
      z
        .array(
          z.string().regex(/^\.?[A-Za-z0-9+_-]{1,20}$/, 'an extension such as "ts" or ".ts" (letters, digits, + _ -)'),
        )
        .max(100),
    )
    .optional(),
  /** The validation phase: DoD location, declared techniques, the change's base ref. */
  validation: validationConfigSchema.optional(),
  /** VDD gate: runner per `test:` target, linter for `lint:` targets. */
  vdd: vddSpec.default({ timeoutSec: 600 }),
  /** `tdd_task start` refuses in a session that is not sealed (docs/sealing.md). */
  requireSealed: z.boolean().default(false),
  /** The PASS-claim guard's verification documents and claim pattern; omitted: the defaults. */
  verification: verificationSpec.optional(),
  /** The TDD coordinator's limits: fix iterations and stub markers. */
  coordinator: coordinatorSpec.default({ fixIterations: 5 }),
})
export type EvidentConfig = z.infer<typeof configSchema>
