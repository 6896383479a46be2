import { EvidentError } from '../../mcp-server/src/kernel/errors.js'

/** The EvidentError `fn` throws (anything else is rethrown; no throw fails the test). */
export function thrown(fn: () => unknown): EvidentError {
  try {
    fn()
  } catch (error) {
    if (error instanceof EvidentError) return error
    throw error
  }
  throw new Error('expected an EvidentError')
}
