import { createHash } from 'node:crypto'
import type { StackFrame } from '../domain/run-report.js'

/**
 * Failure signatures: the same failure gives the same 16-hex signature run after run, on any machine, so
 * history can count how often a failure recurs. The signature covers the error name, the assertion shape
 * (the message with literal values reduced to their types, volatile ids and paths normalised) and the
 * function and file of the top frame that belongs to the project (framework frames are skipped) — or, when no
 * frame is the project's, the file the error belongs to: two syntax errors in two files are two failures. Line
 * numbers are left out on purpose: an edit above the assertion does not make it a different failure.
 */
export interface SignatureInput {
  readonly name: string
  readonly message: string
  readonly frames: readonly StackFrame[]
  /** The file the error belongs to: it stands in for the top project frame's file when there is none. */
  readonly file?: string | undefined
}

const FRAMEWORK: readonly RegExp[] = [
  /(^|[\\/])node_modules[\\/]/,
  /^node:/,
  /^internal[\\/]/,
  /(^|[\\/])@vitest[\\/]/,
  /(^|[\\/])vitest[\\/](dist|src)[\\/]/,
  /(^|[\\/])_pytest[\\/]/,
  /(^|[\\/])(pytest|pluggy)[\\/]/,
  /(^|[\\/])(site|dist)-packages[\\/]/,
  /(^|[\\/])lib[\\/]python\d+(\.\d+)?[\\/]/,
]

/** True when a frame's file belongs to a test framework, the runtime or an installed dependency. */
export function isFrameworkFrame(file: string): boolean {
  return FRAMEWORK.some((pattern) => pattern.test(file))
}

// Applied in order: strings first (their contents never matter), then paths and volatile ids, then the
// innermost object/array literals repeatedly, then the remaining scalar literals.
const STRING = /(?<![\w])(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi
const HEX_ID = /\b(?:0x)?(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi
const PATH = /(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][\w.@+~-]+){2,}[\\/]?/g
const OBJECT = /\{[^{}[\]]*\}/g
const ARRAY = /\[[^{}[\]]*\]/g
const NUMBER = /(?<![\w.])-?(?:0x[0-9a-f]+|\d+(?:_\d+)*(?:\.\d+)?(?:e[+-]?\d+)?n?|NaN|Infinity)(?![\w])/gi
const BOOLEAN = /\b(?:true|false)\b/g

/** The message with literals reduced to their types: `expected 1 to be 2` → `expected <number> to be <number>`. */
export function assertionShape(message: string): string {
  let shape = message.replace(STRING, '<string>').replace(PATH, '<path>').replace(UUID, '<id>').replace(HEX_ID, '<id>')
  for (let previous = ''; previous !== shape;) {
    previous = shape
    shape = shape.replace(OBJECT, '<object>').replace(ARRAY, '<array>')
  }
  return shape.replace(NUMBER, '<number>').replace(BOOLEAN, '<boolean>').replace(/\s+/g, ' ').trim()
}

/** The first frame that is the project's own code, if any. */
export function topProjectFrame(frames: readonly StackFrame[]): StackFrame | undefined {
  return frames.find((frame) => !isFrameworkFrame(frame.file))
}

export function failureSignature(input: SignatureInput): string {
  const top = topProjectFrame(input.frames)
  const parts = [
    input.name.trim(),
    assertionShape(input.message),
    top?.functionName?.trim() ?? '',
    (top?.file ?? input.file ?? '').replace(/\\/g, '/'),
  ]
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16)
}
