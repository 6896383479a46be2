import * as z from 'zod'

const HINT =
  'call the tool again with this argument corrected (ids come from earlier results, tdd_task get or inventory)'

let configured = false

/**
 * Input validation happens in the MCP SDK before a handler runs, so its messages are zod's. This adds to
 * every validation message what to do next. Called once by `createServer`; the CLI keeps zod's defaults.
 */
export function configureValidationMessages(): void {
  if (configured) return
  configured = true
  const english = z.locales.en()
  z.config({
    customError: (issue) => {
      const base = english.localeError(issue)
      const message = typeof base === 'string' ? base : (base?.message ?? 'Invalid input')
      return `${HINT}: ${message}`
    },
  })
}
