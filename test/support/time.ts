/**
 * The suite's wall-clock limits. No test expects the machine to be fast: a test waits by polling for what it needs,
 * and a limit only catches a hang. Each limit is a generous base figure times one load factor,
 * EVIDENT_TEST_TIME_SCALE (a positive number, 1 when unset), so a machine shared with other jobs can widen them all.
 */
const TIME_SCALE = timeScale(process.env['EVIDENT_TEST_TIME_SCALE'])

/** The load factor a value of EVIDENT_TEST_TIME_SCALE gives: 1 when unset or empty; anything but a positive number throws. */
function timeScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const scale = Number(value)
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`EVIDENT_TEST_TIME_SCALE must be a positive number such as 2: got ${JSON.stringify(value)}`)
  }
  return scale
}

/** A limit of `ms` on an unloaded machine, widened by the load factor. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_SCALE)
}

/** The default limit of a test and of a hook (beforeAll, afterEach…): minutes, so only a hang reaches it. */
export const HANG_MS = scaled(15 * 60_000)

/** A wait for one condition (a process gone, a file written): far past any loaded machine's answer. */
export const WAIT_MS = scaled(120_000)

/** Resolves once `check` holds, polling, with how long that took; rejects naming `what` after `ms`. */
export async function until(what: string, check: () => boolean, ms = WAIT_MS): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return Date.now() - started
}
