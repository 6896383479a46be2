import { EvidentError, errorMessage, type ErrorCode } from '../errors.js'
import { log } from '../log.js'
import type { ToolResult } from './define.js'

const LABEL: Readonly<Record<ErrorCode, string>> = {
  bad_input: 'Bad input',
  not_found: 'Not found',
  conflict: 'Refused',
  unauthenticated: 'No trusted caller',
  internal: 'Internal error in evident (not your fault)',
}

/** Turns a thrown error into an `isError` result that says whose fault it is and what to do next. */
export function errorResult(tool: string, error: unknown): ToolResult {
  const known = error instanceof EvidentError
  if (!known) log('error', `${tool} failed`, { error: error instanceof Error ? error.stack : String(error) })
  const code: ErrorCode = known ? error.code : 'internal'
  const hint = known ? error.hint : 'retry once; if it fails again, report it with the server log (stderr)'
  const message = errorMessage(error)
  return {
    isError: true,
    text: `${LABEL[code]}: ${message}${hint === undefined ? '' : `. Next: ${hint}`}`,
    data: { error: { code, message, ...(hint === undefined ? {} : { hint }) } },
  }
}
