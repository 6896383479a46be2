import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { timeoutFile } from '../../../mcp-server/src/clients/conduct/files.js'
import { DEFAULT_TIMEOUT_SEC, resolveTimeout, TIMEOUT_ENV } from '../../../mcp-server/src/clients/conduct/timeout.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { conductRoot } from '../../support/conduct.js'

function project(file?: string): string {
  const root = conductRoot()
  if (file !== undefined) {
    mkdirSync(join(root, '.tdd'))
    writeFileSync(timeoutFile(root, 7), file)
  }
  return root
}

function badInputOf(run: () => unknown): EvidentError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(EvidentError)
    expect((error as EvidentError).code).toBe('bad_input')
    return error as EvidentError
  }
  throw new Error('expected a bad_input error')
}

describe('resolveTimeout', () => {
  it('takes the environment first, then the run file, then 900 s', () => {
    expect(resolveTimeout({ [TIMEOUT_ENV]: '30' }, project('60\n'), 7)).toEqual({ seconds: 30, source: 'env' })
    expect(resolveTimeout({}, project(' 60\n'), 7)).toEqual({ seconds: 60, source: 'file' })
    expect(resolveTimeout({ [TIMEOUT_ENV]: '' }, project('86400'), 7)).toEqual({ seconds: 86_400, source: 'file' })
    expect(resolveTimeout({}, project(), 7)).toEqual({ seconds: DEFAULT_TIMEOUT_SEC, source: 'default' })
    // Another issue's file is not this run's.
    expect(resolveTimeout({}, project('60'), 8)).toEqual({ seconds: 900, source: 'default' })
  })

  it('refuses an environment value that is not whole seconds from 1 to 86400, never defaulting', () => {
    for (const bad of ['0', '-5', '1.5', 'ten', '86401', ' 30']) {
      const error = badInputOf(() => resolveTimeout({ [TIMEOUT_ENV]: bad }, project('60'), 7))
      expect(error.message).toContain(`${TIMEOUT_ENV} must be whole seconds from 1 to 86400`)
      expect(error.message).toContain(JSON.stringify(bad))
      expect(error.hint).toContain('.tdd/issue-7-timeout')
    }
  })

  it('refuses a timeout file that does not hold whole seconds, naming the file and what to write', () => {
    for (const bad of ['', '15m', '0', '99999999']) {
      const root = project(bad)
      const error = badInputOf(() => resolveTimeout({}, root, 7))
      expect(error.message).toContain(`the leaf timeout file ${timeoutFile(root, 7)} must hold whole seconds`)
      expect(error.hint).toContain(`echo 900 > ${timeoutFile(root, 7)}`)
    }
  })

  it('refuses a timeout file it cannot read (a directory)', () => {
    const root = conductRoot()
    mkdirSync(timeoutFile(root, 7), { recursive: true })
    const error = badInputOf(() => resolveTimeout({}, root, 7))
    expect(error.message).toBe(`cannot read the leaf timeout file ${timeoutFile(root, 7)} (EISDIR)`)
    expect(error.hint).toContain('remove it for the default 900')
  })
})
