import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Refusal } from '../domain/checked.js'
import { EvidentError, errorMessage, type ErrorCode } from '../kernel/errors.js'
import { log } from '../kernel/log.js'

const LABEL: Readonly<Record<ErrorCode, string>> = {
  bad_input: 'Bad input',
  not_found: 'Not found',
  conflict: 'Refused',
  unauthenticated: 'No trusted caller',
  unavailable: 'Not ready yet (transient, nothing is lost)',
  internal: 'Internal error in evident (not your fault)',
}

/**
 * Turns a thrown error into an `isError` result that says whose fault it is and what to do next. Text only:
 * an MCP client validates any `structuredContent` against the tool's output schema, even on an error result.
 */
export function errorResult(tool: string, error: unknown): CallToolResult {
  const known = error instanceof EvidentError
  if (!known) log('error', `${tool} failed`, { error: error instanceof Error ? error.stack : String(error) })
  const code: ErrorCode = known ? error.code : 'internal'
  const hint = known ? error.hint : 'retry once; if it fails again, report it with the server log (stderr)'
  const message = errorMessage(error)
  const text = `${LABEL[code]}: ${message}${hint === undefined ? '' : `. Next: ${hint}`}`
  return { isError: true, content: [{ type: 'text', text }] }
}

/** A rule's refusal, shown exactly as a thrown error of the same code would be. */
export function refusalResult(tool: string, refusal: Refusal): CallToolResult {
  return errorResult(tool, new EvidentError(refusal.code, refusal.message, refusal.hint))
}
