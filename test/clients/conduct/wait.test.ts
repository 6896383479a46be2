import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { leafFile } from '../../../mcp-server/src/clients/conduct/files.js'
import { writePidRecord } from '../../../mcp-server/src/clients/conduct/pid-file.js'
import { isAlive, sleep } from '../../../mcp-server/src/clients/conduct/proc.js'
import { waitLeaf } from '../../../mcp-server/src/clients/conduct/wait.js'
import { conductRoot, killIfAlive } from '../../support/conduct.js'
import { scaled, WAIT_MS } from '../../support/time.js'

const NAME = 'develop-green'
const startedAt = new Date().toISOString()

/** A root whose `.pid` names a live supervisor (this process). */
function running(): string {
  const root = conductRoot()
  mkdirSync(join(root, '.tdd'))
  writePidRecord(root, NAME, { supervisorPid: process.pid, startedAt })
  return root
}

/** A detached `sleep`: a stand-in supervisor or leaf group that a test can kill. */
function sleeper(): number {
  const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' })
  child.unref()
  if (child.pid === undefined) throw new Error('sleep did not start')
  return child.pid
}

describe('waitLeaf', () => {
  it.concurrent('returns the code in .exit as soon as it is written', async ({ expect }) => {
    for (const code of [0, 1, 2] as const) {
      const root = running()
      setTimeout(() => writeFileSync(leafFile(root, NAME, 'exit'), `${code}\n`), 150)
      expect(await waitLeaf(root, NAME, { maxSeconds: WAIT_MS / 1000, pollMs: 20 })).toEqual({ code })
    }
  })

  it.concurrent('returns 3 when its time is up while the supervisor still runs', async ({ expect }) => {
    const root = running()
    expect(await waitLeaf(root, NAME, { maxSeconds: 0.3, pollMs: 20 })).toEqual({ code: 3 })
    expect(await waitLeaf(root, NAME, { maxSeconds: 0 })).toEqual({ code: 3 })
  })

  it.concurrent('reads an .exit that holds no answer as 2, and says so', async ({ expect }) => {
    const root = running()
    writeFileSync(leafFile(root, NAME, 'exit'), '143\n')
    expect(await waitLeaf(root, NAME)).toEqual({ code: 2, reason: `.tdd/${NAME}.exit holds "143", not 0, 1 or 2` })
  })

  it.concurrent('answers the .exit of a supervisor that has ended', async ({ expect }) => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    const gone = sleeper()
    process.kill(gone, 'SIGKILL')
    writePidRecord(root, NAME, { supervisorPid: gone, startedAt })
    writeFileSync(leafFile(root, NAME, 'exit'), '1\n')
    expect(await waitLeaf(root, NAME)).toEqual({ code: 1 })
  })

  it.concurrent(
    'answers killed-external when the supervisor died without .exit: kills the rest of the leaf, appends the status line',
    async ({ expect }) => {
      const root = conductRoot()
      mkdirSync(join(root, '.tdd'))
      const supervisor = sleeper()
      const leaf = sleeper()
      try {
        writePidRecord(root, NAME, { supervisorPid: supervisor, leafPid: leaf, pgid: leaf, attempt: 1, startedAt })
        writeFileSync(leafFile(root, NAME, 'err'), `supervise[${NAME}]: launched (attempt 1)\nhalf a line`)
        const waiting = waitLeaf(root, NAME, { pollMs: 20 })
        await sleep(100)
        process.kill(supervisor, 'SIGKILL')
        expect(await waiting).toEqual({
          code: 2,
          reason: `the supervisor of ${NAME} (pid ${supervisor}) ended without writing .tdd/${NAME}.exit: killed from outside`,
        })
        expect(readFileSync(leafFile(root, NAME, 'err'), 'utf8')).toBe(
          `supervise[${NAME}]: launched (attempt 1)\nhalf a line\nsupervise[${NAME}]: killed-external\n`,
        )
        expect(isAlive(leaf)).toBe(false)
      } finally {
        killIfAlive(supervisor)
        killIfAlive(leaf)
      }
    },
  )

  it.concurrent('answers 2 when no supervisor ever wrote a .pid, or what is there is no record', async ({ expect }) => {
    const none = conductRoot()
    expect(await waitLeaf(none, NAME, { pidGraceMs: 200, pollMs: 20 })).toEqual({
      code: 2,
      reason: `no supervisor: .tdd/${NAME}.pid did not appear within 0.2 s and there is no .tdd/${NAME}.exit; nothing is running (see .tdd/${NAME}.err for why it did not start)`,
    })
    const garbled = conductRoot()
    mkdirSync(join(garbled, '.tdd'))
    writeFileSync(leafFile(garbled, NAME, 'pid'), '{"supervisorPid": "12"}')
    expect(await waitLeaf(garbled, NAME, { pidGraceMs: 200, pollMs: 20 })).toEqual({
      code: 2,
      reason: `.tdd/${NAME}.pid is not a record a supervisor wrote, and there is no .tdd/${NAME}.exit`,
    })
    // A .pid that appears within the grace is waited on (the grace is slack for a loaded machine's late timer).
    const late = conductRoot()
    mkdirSync(join(late, '.tdd'))
    setTimeout(() => writePidRecord(late, NAME, { supervisorPid: process.pid, startedAt }), 100)
    const grace = scaled(2000)
    expect(await waitLeaf(late, NAME, { pidGraceMs: grace, maxSeconds: (grace * 1.5) / 1000, pollMs: 20 })).toEqual({
      code: 3,
    })
  })
})
