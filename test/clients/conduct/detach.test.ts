import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchDetached } from '../../../mcp-server/src/clients/conduct/detach.js'
import { leafFile } from '../../../mcp-server/src/clients/conduct/files.js'
import { isAlive, procStat } from '../../../mcp-server/src/clients/conduct/proc.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { conductRoot, killIfAlive, until } from '../../support/conduct.js'
import { WAIT_MS } from '../../support/time.js'

const NAME = 'verdict-green'

describe('launchDetached', () => {
  it('starts the command in a session and process group of its own and returns while it runs', async () => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    for (const kind of ['exit', 'pid', 'out', 'err'] as const) writeFileSync(leafFile(root, NAME, kind), 'stale\n')
    const pid = launchDetached({
      root,
      name: NAME,
      argv: [
        process.execPath,
        '-e',
        'console.log(process.cwd()); console.error(process.env.LEAF_VAR); setTimeout(() => {}, 1500)',
      ],
      env: { LEAF_VAR: 'from-env', UNSET: undefined },
    })
    try {
      expect(isAlive(pid)).toBe(true)
      expect(procStat(pid)).toMatchObject({ pgid: pid, sid: pid })
      expect(procStat(process.pid)?.sid).not.toBe(pid)
      // The stale answer and record are gone before the launch, the output files truncated.
      expect(existsSync(leafFile(root, NAME, 'exit'))).toBe(false)
      expect(existsSync(leafFile(root, NAME, 'pid'))).toBe(false)
      await until(() => readFileSync(leafFile(root, NAME, 'err'), 'utf8') === 'from-env\n', WAIT_MS, 'the stderr line')
      expect(readFileSync(leafFile(root, NAME, 'out'), 'utf8')).toBe(`${root}\n`)
    } finally {
      killIfAlive(pid)
    }
  })

  it('writes its stdout and stderr to the files it is given', async () => {
    const root = conductRoot()
    const outPath = join(root, 'verify-green.reason')
    const errPath = join(root, 'verify-green.err')
    const pid = launchDetached({
      root,
      name: NAME,
      argv: ['sh', '-c', 'echo reason; echo oops >&2'],
      env: { PATH: process.env['PATH'] },
      outPath,
      errPath,
    })
    await until(() => !isAlive(pid), WAIT_MS, 'the command to end')
    expect(readFileSync(outPath, 'utf8')).toBe('reason\n')
    expect(readFileSync(errPath, 'utf8')).toBe('oops\n')
  })

  it('opens the output files for appending: a line appended meanwhile is never overwritten', async () => {
    const root = conductRoot()
    const pid = launchDetached({
      root,
      name: NAME,
      argv: ['sh', '-c', 'echo first >&2; sleep 0.3; echo second >&2'],
      env: { PATH: process.env['PATH'] },
    })
    await until(() => readFileSync(leafFile(root, NAME, 'err'), 'utf8') === 'first\n', WAIT_MS, 'the first line')
    appendFileSync(leafFile(root, NAME, 'err'), 'appended\n')
    await until(() => !isAlive(pid), WAIT_MS, 'the command to end')
    expect(readFileSync(leafFile(root, NAME, 'err'), 'utf8')).toBe('first\nappended\nsecond\n')
  })

  it('throws when there is nothing to start, or it cannot be started', () => {
    const root = conductRoot()
    expect(() => launchDetached({ root, name: NAME, argv: [], env: {} })).toThrow(
      new EvidentError('bad_input', 'launchDetached needs a command to start'),
    )
    let error: unknown
    try {
      launchDetached({ root, name: NAME, argv: ['/nonexistent/supervisor'], env: {} })
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(EvidentError)
    expect(error).toMatchObject({
      code: 'internal',
      message: `cannot start /nonexistent/supervisor for leaf ${NAME}`,
      hint: 'check that it exists',
    })
  })
})
