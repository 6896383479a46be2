import { readFileSync } from 'node:fs'
import { badInput } from '../../kernel/errors.js'
import { timeoutFile } from './files.js'

/** The environment variable that sets every leaf's timeout, in whole seconds. */
export const TIMEOUT_ENV = 'EVIDENT_CONDUCT_TIMEOUT'
/** A leaf's timeout when neither the environment nor the run's timeout file sets one. */
export const DEFAULT_TIMEOUT_SEC = 900
/** The longest timeout a leaf may be given: one day. */
const MAX_TIMEOUT_SEC = 86_400

export interface ResolvedTimeout {
  readonly seconds: number
  readonly source: 'env' | 'file' | 'default'
}

type Env = Readonly<Record<string, string | undefined>>

const WHAT = `whole seconds from 1 to ${MAX_TIMEOUT_SEC}, such as 900`

/**
 * A leaf's timeout: `EVIDENT_CONDUCT_TIMEOUT`, else `.tdd/issue-<n>-timeout`, else 900 s. A value that is set but is not
 * whole seconds in range is an error, never a silent default (an empty variable counts as unset).
 */
export function resolveTimeout(env: Env, root: string, issue: number): ResolvedTimeout {
  const fromEnv = env[TIMEOUT_ENV]
  if (fromEnv !== undefined && fromEnv !== '') {
    const seconds = wholeSeconds(fromEnv)
    if (seconds === undefined)
      throw badInput(
        `${TIMEOUT_ENV} must be ${WHAT}: got ${JSON.stringify(fromEnv)}`,
        `set it to whole seconds such as 900, or unset it (then .tdd/issue-${issue}-timeout or ${DEFAULT_TIMEOUT_SEC} s applies)`,
      )
    return { seconds, source: 'env' }
  }
  const file = timeoutFile(root, issue)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { seconds: DEFAULT_TIMEOUT_SEC, source: 'default' }
    throw badInput(
      `cannot read the leaf timeout file ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      `make it a file holding ${WHAT}, or remove it for the default ${DEFAULT_TIMEOUT_SEC}`,
    )
  }
  const seconds = wholeSeconds(text.trim())
  if (seconds === undefined)
    throw badInput(
      `the leaf timeout file ${file} must hold ${WHAT}: got ${JSON.stringify(text.trim().slice(0, 40))}`,
      `write for example 900 into it (echo 900 > ${file}), or remove it for the default ${DEFAULT_TIMEOUT_SEC}`,
    )
  return { seconds, source: 'file' }
}

function wholeSeconds(text: string): number | undefined {
  if (!/^[0-9]{1,6}$/.test(text)) return undefined
  const seconds = Number(text)
  return seconds >= 1 && seconds <= MAX_TIMEOUT_SEC ? seconds : undefined
}
