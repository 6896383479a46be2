import { ERROR_SCOPES, FRAME_SOURCES, TEST_STATUSES } from '../domain/vocabulary.js'
import * as z from 'zod'
import type { StackFrame, TestFailure, TestOutcome } from '../domain/run-report.js'

/**
 * The channel between evident's vitest reporter (inside the project's vitest process) and the runner that
 * spawned it: one JSON object per line on a file descriptor of its own (never stdout). The schemas are the
 * one definition of the wire format; they are checked against the evidence types they carry.
 */
export { REPORT_FD_ENV, REPORT_ROOT_ENV } from './vitest-env.js'

const frame = z.object({
  functionName: z.string().optional(),
  file: z.string(),
  line: z.number().int().optional(),
  col: z.number().int().optional(),
  source: z.enum(FRAME_SOURCES).optional(),
}) satisfies z.ZodType<StackFrame>

const testRef = z.object({ file: z.string(), fullName: z.string(), ordinal: z.number().int().min(0).optional() })

const wireTest = z.object({
  file: z.string(),
  fullName: z.string(),
  ordinal: z.number().int().min(0).optional(),
  status: z.enum(TEST_STATUSES),
  durationMs: z.number().optional(),
}) satisfies z.ZodType<TestOutcome>

const wireError = z.object({
  scope: z.enum(ERROR_SCOPES),
  test: testRef.optional(),
  file: z.string().optional(),
  name: z.string(),
  message: z.string(),
  expected: z.string().optional(),
  actual: z.string().optional(),
  diff: z.string().optional(),
  frames: z.array(frame).readonly(),
  signature: z.string(),
}) satisfies z.ZodType<TestFailure>

/** A module (test file) finished: its tests and errors, so a run killed later still has them. */
const fileDone = z.object({
  type: z.literal('file'),
  file: z.string(),
  tests: z.array(wireTest).readonly(),
  errors: z.array(wireError).readonly(),
})

export const wireMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), files: z.number().int() }),
  fileDone,
  /** The run ended: every module's data again (authoritative) plus unhandled errors. */
  z.object({
    type: z.literal('end'),
    reason: z.enum(['passed', 'failed', 'interrupted']),
    tests: z.array(wireTest).readonly(),
    errors: z.array(wireError).readonly(),
  }),
])
export type WireMessage = z.infer<typeof wireMessage>
