/** The one logger. stdout belongs to the MCP protocol (server) or to command output (CLI): log to stderr. */
export type Level = 'debug' | 'info' | 'warn' | 'error'

const order: Readonly<Record<Level, number>> = { debug: 10, info: 20, warn: 30, error: 40 }

function threshold(): number {
  const wanted = process.env['EVIDENT_LOG']
  return wanted !== undefined && Object.hasOwn(order, wanted) ? order[wanted as Level] : order.warn
}

export function log(level: Level, message: string, fields?: Readonly<Record<string, unknown>>): void {
  if (order[level] < threshold()) return
  const suffix = fields === undefined ? '' : ` ${JSON.stringify(fields)}`
  process.stderr.write(`evident ${level}: ${message}${suffix}\n`)
}
