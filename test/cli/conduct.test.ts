import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ConductEvent } from '../../mcp-server/src/domain/conduct-events.js'
import { eventsFile, leafFile, stopFile, timeoutFile } from '../../mcp-server/src/clients/conduct/files.js'
import { writePidRecord } from '../../mcp-server/src/clients/conduct/pid-file.js'
import { superviseArgs } from '../../mcp-server/src/clients/conduct/supervise-args.js'
import { LEAF_SESSION_ARG } from '../../mcp-server/src/clients/conduct/supervise.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { conductRoot } from '../support/conduct.js'
import { REPO } from '../support/fixtures.js'
import { cli } from '../support/cli-io.js'

const env = (root: string, extra: Record<string, string> = {}): Record<string, string> => ({
  EVIDENT_PROJECT_ROOT: root,
  HOME: root,
  ...extra,
})
const run = async (argv: readonly string[], root: string, extra: Record<string, string> = {}) =>
  cli(argv, env(root, extra), root)
const events = (root: string): ConductEvent[] =>
  readFileSync(eventsFile(root), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ConductEvent)
const usage = (line: string | undefined, message: string): void => expect(line?.split('\n')[0]).toBe(message)

describe('evident conduct stop and stop-requested', () => {
  it('requests each mode (at-ledger by default), reports it, and clears it', async () => {
    const root = conductRoot()
    expect(await run(['conduct', 'stop-requested'], root)).toEqual({ code: 3, out: [], err: [] })
    expect(await run(['conduct', 'stop'], root)).toEqual({
      code: 0,
      out: [],
      err: [
        'evident conduct stop: at-ledger requested (.tdd/stop): the run finishes to its next ledger commit, then stops',
      ],
    })
    expect(await run(['conduct', 'stop-requested'], root)).toEqual({ code: 0, out: ['at-ledger'], err: [] })
    expect((await run(['conduct', 'stop', 'at-leaf'], root)).err).toEqual([
      'evident conduct stop: at-leaf requested (.tdd/stop): the run launches no new leaf; the live one finishes',
    ])
    expect((await run(['conduct', 'stop', 'now'], root)).err).toEqual([
      'evident conduct stop: now requested (.tdd/stop): the run kills its live leaf and launches no new one',
    ])
    expect(await run(['conduct', 'stop-requested'], root)).toEqual({ code: 0, out: ['now'], err: [] })
    expect(await run(['conduct', 'stop', '--clear'], root)).toEqual({
      code: 0,
      out: [],
      err: ['evident conduct stop: stop request removed (.tdd/stop)'],
    })
    expect((await run(['conduct', 'stop', '--clear'], root)).err).toEqual([
      'evident conduct stop: there was no stop request (.tdd/stop)',
    ])
    expect((await run(['conduct', 'stop-requested'], root)).code).toBe(3)
  })

  it('reads an unreadable request as at-ledger with exit 2, and says why', async () => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    writeFileSync(stopFile(root), 'halt\n')
    expect(await run(['conduct', 'stop-requested'], root)).toEqual({
      code: 2,
      out: ['at-ledger'],
      err: [
        'evident conduct stop-requested: .tdd/stop unknown mode "halt"; it should hold one of at-ledger, at-leaf, now; read as at-ledger',
      ],
    })
  })

  it('refuses to replace a directory at .tdd/stop (exit 1), and usage errors', async () => {
    const root = conductRoot()
    mkdirSync(stopFile(root), { recursive: true })
    const refused = await run(['conduct', 'stop', 'now'], root)
    expect(refused.code).toBe(1)
    expect(refused.err[0]).toBe(
      `Error: ${stopFile(root)} is a directory, so it cannot hold a stop request\nmove it away (it reads as a stop at-ledger until then), then run the command again`,
    )
    const bad = await run(['conduct', 'stop', 'later'], root)
    expect(bad.code).toBe(2)
    usage(bad.err[0], 'evident conduct stop: give one mode, at-ledger, at-leaf, now (got later)')
    usage(
      (await run(['conduct', 'stop', 'now', 'at-leaf'], root)).err[0],
      'evident conduct stop: give one mode, at-ledger, at-leaf, now (got now at-leaf)',
    )
    const both = await run(['conduct', 'stop', 'now', '--clear'], root)
    expect(both.code).toBe(2)
    usage(both.err[0], 'evident conduct stop: --clear takes no mode')
    const extra = await run(['conduct', 'stop-requested', 'now'], root)
    expect(extra.code).toBe(4)
  })
})

describe('evident conduct wait', () => {
  it("exits with the leaf's answer, 3 while it runs, 2 with the reason when its supervisor is gone", async () => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    writePidRecord(root, 'develop-red', { supervisorPid: process.pid, startedAt: '' })
    expect(await run(['conduct', 'wait', 'develop-red', '--max-seconds', '0'], root)).toEqual({
      code: 3,
      out: [],
      err: [],
    })
    writeFileSync(leafFile(root, 'develop-red', 'exit'), '1\n')
    expect(await run(['conduct', 'wait', 'develop-red'], root)).toEqual({ code: 1, out: [], err: [] })

    const gone = spawnSync('true').pid
    writePidRecord(root, 'verdict-red', { supervisorPid: gone, startedAt: '' })
    expect(await run(['conduct', 'wait', 'verdict-red'], root)).toEqual({
      code: 2,
      out: [],
      err: [
        `evident conduct wait: the supervisor of verdict-red (pid ${gone}) ended without writing .tdd/verdict-red.exit: killed from outside`,
      ],
    })
    expect(readFileSync(leafFile(root, 'verdict-red', 'err'), 'utf8')).toBe('supervise[verdict-red]: killed-external\n')
  })

  it('exits 4 on a usage error: 2 and 3 are answers', async () => {
    const root = conductRoot()
    for (const [argv, message] of [
      [[], 'give one leaf name such as develop-red (got none)'],
      [['a', 'b'], 'give one leaf name such as develop-red (got a b)'],
      [['../x'], 'give one leaf name such as develop-red (got ../x)'],
      [['x', '--max-seconds', '1.5'], '--max-seconds takes whole seconds from 0 to 86400 (got 1.5)'],
    ] as const) {
      const ran = await run(['conduct', 'wait', ...argv], root)
      expect(ran.code).toBe(4)
      usage(ran.err[0], `evident conduct wait: ${message}`)
    }
  })
})

describe('evident conduct supervise', () => {
  it("supervises the leaf with the issue's timeout, says each status, appends the events, exits with the answer", async () => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    writeFileSync(timeoutFile(root, 20), '1\n')
    const title = '-quoted "$HOME" `id`'
    const args = superviseArgs({
      issue: 20,
      name: 'develop-green',
      step: 3,
      stepTitle: title,
      actor: 'developer',
      phase: 'green',
      retries: 0,
      leaf: ['sh', '-c', 'echo "$BASH_MAX_TIMEOUT_MS" > ms.txt; exit 1'],
    })
    // A leaf (it has an actor) is contained; EVIDENT_CONTAIN=token picks the fallback on any machine.
    const ran = await run(['conduct', 'supervise', ...args], root, { EVIDENT_CONTAIN: 'token' })
    expect(ran).toEqual({
      code: 1,
      out: [],
      err: ['supervise[develop-green]: launched (attempt 1; token)', 'supervise[develop-green]: exited 1'],
    })
    expect(readFileSync(join(root, 'ms.txt'), 'utf8')).toBe('1000\n')
    expect(readFileSync(leafFile(root, 'develop-green', 'exit'), 'utf8')).toBe('1\n')
    const [launch, exit, ...more] = events(root)
    expect(more).toEqual([])
    const context = { issue: 20, step: 3, stepTitle: title, actor: 'developer', phase: 'green', leaf: 'develop-green' }
    expect(launch).toMatchObject({ kind: 'launch', ...context, attempt: 1, detail: 'launched (attempt 1; token)' })
    expect(exit).toMatchObject({ kind: 'exit', ...context, attempt: 1, code: 1, detail: 'exited 1' })
    expect(launch?.pluginVersion).toMatch(/^\d+\.\d+\.\d+/)
  })

  it("runs the leaf in --cwd (a verifier's checkout) while its files stay in the project's .tdd/", async () => {
    const root = conductRoot()
    const checkout = conductRoot()
    const args = superviseArgs({
      issue: 20,
      name: 'verdict-green',
      retries: 0,
      timeout: 30,
      cwd: checkout,
      leaf: ['sh', '-c', 'pwd > where.txt'],
    })
    expect((await run(['conduct', 'supervise', ...args], root)).code).toBe(0)
    expect(readFileSync(join(checkout, 'where.txt'), 'utf8').trim()).toBe(realpathSync(checkout))
    expect(existsSync(join(root, 'where.txt'))).toBe(false)
    expect(readFileSync(leafFile(root, 'verdict-green', 'exit'), 'utf8')).toBe('0\n')
  })

  it("stamps every event with the run's pinned plugin hash from the environment, and ignores one that is no hash", async () => {
    const hash = `sha256:${'0123456789abcdef'.repeat(4)}`
    const argv = ['conduct', 'supervise', '--issue', '4', '--name', 'develop-red', '--retries', '0', '--', 'true']
    const pinned = conductRoot()
    expect((await run(argv, pinned, { EVIDENT_CONDUCT_PLUGIN_HASH: hash })).code).toBe(0)
    expect(events(pinned).map((e) => [e.kind, e.pluginHash])).toEqual([
      ['launch', hash],
      ['exit', hash],
    ])
    const forged = conductRoot()
    expect((await run(argv, forged, { EVIDENT_CONDUCT_PLUGIN_HASH: 'sha256:nope\n' })).code).toBe(0)
    expect(events(forged).map((e) => e.pluginHash)).toEqual([undefined, undefined])
  })

  it('contains only leaves: a command with no --actor (evident conduct start’s run) keeps its process group alone', async () => {
    const root = conductRoot()
    const args = superviseArgs({ issue: 20, name: 'conduct-20', retries: 0, timeout: 5, leaf: ['sh', '-c', 'exit 0'] })
    expect((await run(['conduct', 'supervise', ...args], root)).err).toEqual([
      'supervise[conduct-20]: launched (attempt 1)',
      'supervise[conduct-20]: exited 0',
    ])
  })

  it('gives the leaf a fresh session id whose launch row is in the store when the leaf runs', async () => {
    // evident's hooks let a leaf change the project while the run is live by this row (clients/conduct/guard.ts); the
    // supervisor starts the leaf only once the row is written (test/clients/conduct/supervise.test.ts pins that order).
    const root = conductRoot()
    const dbPath = join(root, 'evident.sqlite')
    await (await openStore(dbPath)).close()
    const check = [
      `const db = new (require(${JSON.stringify(join(REPO, 'node_modules', 'better-sqlite3'))}))(process.argv[1])`,
      `const row = db.prepare("select 1 from conduct_events where kind = 'launch' and leaf_session = ?").get(process.argv[2])`,
      'process.exit(row === undefined ? 1 : 0)',
    ].join(';')
    const ran = await run(
      [
        'conduct',
        'supervise',
        '--issue',
        '4',
        '--name',
        'develop-red',
        '--',
        process.execPath,
        '-e',
        check,
        dbPath,
        LEAF_SESSION_ARG,
      ],
      root,
      { EVIDENT_DB: dbPath, EVIDENT_CONDUCT_TIMEOUT: '30' },
    )
    expect(ran.err).toEqual(['supervise[develop-red]: launched (attempt 1)', 'supervise[develop-red]: exited 0'])
    expect(ran.code).toBe(0)
  })

  it('kills a stuck leaf after the timeout of EVIDENT_CONDUCT_TIMEOUT and gives up after --retries', async () => {
    const root = conductRoot()
    const ran = await run(
      ['conduct', 'supervise', '--issue', '4', '--name', 'develop-red', '--retries', '0', '--', 'sleep', '30'],
      root,
      { EVIDENT_CONDUCT_TIMEOUT: '1' },
    )
    expect(ran.code).toBe(2)
    expect(ran.err).toEqual([
      'supervise[develop-red]: launched (attempt 1)',
      'supervise[develop-red]: killed-stuck (attempt 1)',
      'supervise[develop-red]: gave-up after 1 stuck attempts',
    ])
  })

  it('answers launch-failed (exit 2, .exit written) when the timeout setting is invalid', async () => {
    const root = conductRoot()
    const ran = await run(['conduct', 'supervise', '--issue', '4', '--name', 'develop-red', '--', 'true'], root, {
      EVIDENT_CONDUCT_TIMEOUT: '15m',
    })
    expect(ran).toEqual({
      code: 2,
      out: [],
      err: [
        'evident conduct supervise: EVIDENT_CONDUCT_TIMEOUT must be whole seconds from 1 to 86400, such as 900: got "15m"\nset it to whole seconds such as 900, or unset it (then .tdd/issue-4-timeout or 900 s applies)',
        'supervise[develop-red]: launch-failed (no valid timeout: EVIDENT_CONDUCT_TIMEOUT or .tdd/issue-4-timeout)',
      ],
    })
    expect(readFileSync(leafFile(root, 'develop-red', 'exit'), 'utf8')).toBe('2\n')
    expect(events(root)).toMatchObject([
      {
        kind: 'exit',
        issue: 4,
        code: 2,
        detail: 'launch-failed (no valid timeout: EVIDENT_CONDUCT_TIMEOUT or .tdd/issue-4-timeout)',
      },
    ])
  })

  it('exits 4 on a usage error and launches nothing', async () => {
    const root = conductRoot()
    const base = ['--issue', '1', '--name', 'develop-red']
    for (const [argv, message] of [
      [['--name', 'x', '--', 'true'], '--issue takes an issue number such as 20 (got none)'],
      [['--issue', '0', '--name', 'x', '--', 'true'], '--issue takes an issue number such as 20 (got 0)'],
      [
        ['--issue', '1', '--', 'true'],
        '--name takes a leaf name such as develop-red (lowercase letters, digits, "-"; got none)',
      ],
      [
        ['--issue', '1', '--name', 'Develop', '--', 'true'],
        '--name takes a leaf name such as develop-red (lowercase letters, digits, "-"; got Develop)',
      ],
      [[...base, '--step', '0', '--', 'true'], '--step takes a step number from 1 (got 0)'],
      [[...base, '--actor', 'tester', '--', 'true'], '--actor takes developer or verifier (got tester)'],
      [[...base, '--phase', 'blue', '--', 'true'], '--phase takes red, green, refactor, revise (got blue)'],
      [[...base, '--retries', 'many', '--', 'true'], '--retries takes a whole number from 0 to 100 (got many)'],
      [
        [...base, '--cwd', 'no-such-folder', '--', 'true'],
        '--cwd takes an existing folder for the leaf to run in (got no-such-folder)',
      ],
      [base, 'give the leaf command after --'],
      [[...base, '--'], 'give the leaf command after --'],
      [[...base, 'true'], "Unexpected argument 'true'. This command does not take positional arguments"],
    ] as const) {
      const ran = await run(['conduct', 'supervise', ...argv], root)
      expect(ran.code, message).toBe(4)
      usage(ran.err[0], `evident conduct supervise: ${message}`)
    }
    expect(spawnSync('ls', ['-A', root], { encoding: 'utf8' }).stdout).toBe('')
  })
})
