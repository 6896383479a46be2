import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { draftLedger, readLedger, writeLedger, tickGreen } from '../../../mcp-server/src/clients/conduct/ledger.js'
import { clean, files, git, ISSUE, names, put, repo, run, subjects, TITLE } from '../../support/conduct-loop.js'

/**
 * The conductor's loop (clients/conduct/loop.ts) over a real git repository, with scripted leaves in process
 * (test/support/conduct-loop.ts): what each leaf does to the tree and says is the script's; every check of what
 * changed, every commit, revert, stop and bail is the loop's own. What a cheating leaf tries: loop-red-team.test.ts.
 */
describe('conductLoop', () => {
  it('conducts every step red → green (ticked in its commit) → refactor, titles intact, and ends done', async () => {
    const root = repo()
    const ran = await run(root)
    expect(ran.end).toEqual({ kind: 'done' })
    expect(names(ran)).toEqual([
      ...['develop-red', 'verdict-red', 'develop-green', 'verdict-green', 'develop-refactor', 'verdict-refactor'].map(
        (n) => `${n}#1`,
      ),
      ...['develop-red', 'verdict-red', 'develop-green', 'verdict-green', 'develop-refactor', 'verdict-refactor'].map(
        (n) => `${n}#2`,
      ),
    ])
    expect(subjects(root)).toEqual([
      `conduct(#3): step 2 refactor — ${TITLE[1]}`,
      `conduct(#3): step 2 green — ${TITLE[1]}`,
      `conduct(#3): step 1 refactor — ${TITLE[0]}`,
      `conduct(#3): step 1 green — ${TITLE[0]}`,
      'plan',
    ])
    // The green commit carries the tick (refactor pending), and the step's test and source.
    const green = git(root, 'show', '--name-only', '--format=', 'HEAD~3').trim().split('\n').sort()
    expect(green).toEqual(['.tdd/issue-3.md', 'src/s1.ts', 'test/s1.test.ts'])
    expect(git(root, 'show', 'HEAD~3:.tdd/issue-3.md')).toContain(`- [x] 1. ${TITLE[0]} (AC 1) — refactor pending`)
    expect(readLedger(root, 3)?.steps.map((s) => [s.done, s.refactorPending])).toEqual([
      [true, false],
      [true, false],
    ])
    expect(clean(root)).toBe('')
    expect(ran.events.filter((e) => e.kind === 'verdict').map((e) => `${e.step}:${e.phase}:${e.code}`)).toEqual([
      '1:red:0',
      '1:green:0',
      '1:refactor:0',
      '2:red:0',
      '2:green:0',
      '2:refactor:0',
    ])
  })

  it('answers a REJECT with a revise leaf told the reason, then asks the same verifier again', async () => {
    const root = repo()
    let greenVerdicts = 0
    const ran = await run(root, {
      'verdict-green#1': () => ({
        output: ++greenVerdicts === 1 ? 'looked\nVERDICT: REJECT: greet drops the "!"' : 'VERDICT: PASS',
      }),
    })
    expect(ran.end.kind).toBe('done')
    expect(names(ran).slice(0, 6)).toEqual([
      'develop-red#1',
      'verdict-red#1',
      'develop-green#1',
      'verdict-green#1',
      'develop-revise#1',
      'verdict-green#1',
    ])
    const revise = ran.requests[4]
    expect(revise?.prompt).toContain('greet drops the "!"')
    expect(revise?.attempt).toBe(2)
    // Nothing a developer leaf said reaches a verifier.
    for (const r of ran.requests.filter((q) => q.actor === 'verifier')) expect(r.prompt).not.toContain('done')
    expect(readFileSync(join(root, 'src/s1.ts'), 'utf8')).toBe('fixed 1\n')
  })

  it('refuses a red phase that writes no test before any verifier sees it, and lets a red stub through', async () => {
    const root = repo()
    const ran = await run(root, {
      'develop-red#1': (r) => put(r, files(1).src, 'sneaky\n'),
      'develop-revise#1': (r) => put(r, files(1).test, 'test\n'),
    })
    expect(ran.end.kind).toBe('done')
    expect(names(ran).slice(0, 3)).toEqual(['develop-red#1', 'develop-revise#1', 'verdict-red#1'])
    const refused = ran.events.find((e) => e.kind === 'verdict')
    expect(refused?.code).toBe(1)
    expect(refused?.detail).toBe('the red phase changed no test file (only src/s1.ts)')
    // The stub stays (the verifier judged the test against it) and is committed with the step's green change.
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD~3').trim().split('\n').sort()).toEqual([
      '.tdd/issue-3.md',
      'src/s1.ts',
      'test/s1.test.ts',
    ])
  })

  it('refuses a green phase that edits the tests the red verdict confirmed', async () => {
    const root = repo()
    const ran = await run(
      root,
      {
        'develop-green#1': (r) => {
          put(r, files(1).src, 'src\n')
          put(r, files(1).test, 'weakened\n')
        },
        'develop-revise#1': (r) => put(r, files(1).test, 'weakened again\n'),
      },
      1,
    )
    expect(ran.end).toMatchObject({ kind: 'bailed', reason: 'revision-budget', step: { number: 1 } })
    const verdicts = ran.events.filter((e) => e.kind === 'verdict')
    expect(verdicts.at(-1)?.detail).toBe('the green phase changed the tests the red verdict confirmed: test/s1.test.ts')
    // The half-done step is reverted: nothing of it is left; the plan commit is where it started.
    expect(clean(root)).toBe('')
    expect(existsSync(join(root, files(1).test))).toBe(false)
    expect(subjects(root)).toEqual(['plan'])
    expect(ran.events.at(-1)).toMatchObject({ kind: 'bail', step: 1 })
  })

  it('keeps the done steps and reverts only the half-done one when the revision budget runs out', async () => {
    const root = repo()
    const ran = await run(root, { 'verdict-green#2': () => ({ output: 'VERDICT: REJECT: still wrong' }) }, 2)
    expect(ran.end).toMatchObject({ kind: 'bailed', reason: 'revision-budget', step: { number: 2 } })
    expect(names(ran).filter((n) => n === 'develop-revise#2')).toHaveLength(2)
    expect(subjects(root)[0]).toBe(`conduct(#3): step 1 refactor — ${TITLE[0]}`)
    if (ran.end.kind !== 'bailed') throw new Error('not bailed')
    expect(ran.end.kept).toHaveLength(2)
    expect([...ran.end.discarded].sort()).toEqual(['src/s2.ts', 'test/s2.test.ts'])
    expect(clean(root)).toBe('')
  })

  it('stops at-leaf: launches nothing more, reverts the half-done step and consumes the request', async () => {
    const root = repo()
    const ran = await run(root, {
      'develop-green#1': (r) => {
        put(r, files(1).src, 'src\n')
        writeFileSync(join(r, '.tdd', 'stop'), 'at-leaf\n')
      },
    })
    expect(ran.end).toEqual({ kind: 'stopped', mode: 'at-leaf', discarded: ['src/s1.ts', 'test/s1.test.ts'] })
    expect(names(ran)).toEqual(['develop-red#1', 'verdict-red#1', 'develop-green#1'])
    expect(existsSync(join(root, '.tdd', 'stop'))).toBe(false)
    expect(subjects(root)).toEqual(['plan'])
  })

  it('stops at-ledger (and on an unreadable request) only after the next ledger commit', async () => {
    for (const request of ['at-ledger\n', 'sometime\n']) {
      const root = repo()
      const ran = await run(root, {
        'develop-red#1': (r) => {
          put(r, files(1).test, 'test\n')
          writeFileSync(join(r, '.tdd', 'stop'), request)
        },
      })
      expect(ran.end).toEqual({ kind: 'stopped', mode: 'at-ledger', discarded: [] })
      expect(names(ran)).toEqual(['develop-red#1', 'verdict-red#1', 'develop-green#1', 'verdict-green#1'])
      expect(subjects(root)[0]).toBe(`conduct(#3): step 1 green — ${TITLE[0]}`)
      expect(existsSync(join(root, '.tdd', 'stop'))).toBe(false)
    }
  })

  it('resumes a ticked step at its refactor, and a rerun after a bail at the first unticked step', async () => {
    const root = repo()
    writeLedger(root, tickGreen(readLedger(root, 3) ?? draftLedger(ISSUE), 1))
    put(root, files(1).test, 'test 1\n')
    put(root, files(1).src, 'src 1\n')
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'step 1 green')
    const ran = await run(root)
    expect(ran.end.kind).toBe('done')
    expect(names(ran)[0]).toBe('develop-refactor#1')
    expect(names(ran)).toHaveLength(8)
  })

  it('bails killed-external (a system failure) on a leaf killed from outside, and stuck-budget on a stuck one', async () => {
    const killed = await run(repo(), {
      'develop-red#2': () => ({ code: 2, status: 'killed-external' }),
    })
    expect(killed.end).toMatchObject({ kind: 'bailed', reason: 'killed-external', step: { number: 2 } })
    expect(killed.events.at(-1)?.detail).toMatch(/^killed-external \(killed-external\)/)
    const stuck = await run(repo(), { 'verdict-red#1': () => ({ code: 2, status: 'gave-up after 2 stuck attempts' }) })
    expect(stuck.end).toMatchObject({ kind: 'bailed', reason: 'stuck-budget', step: { number: 1 } })
  })

  it('bails left-running when a leaf left processes its supervisor could not kill', async () => {
    const left = await run(repo(), { 'develop-green#1': () => ({ code: 2, status: 'left-running (4242 4243)' }) })
    expect(left.end).toMatchObject({ kind: 'bailed', reason: 'left-running', step: { number: 1 } })
    expect(names(left)).not.toContain('verdict-green#1')
  })

  it('gives a malformed verdict one more verifier, then bails malformed-verdict', async () => {
    const once = await run(repo(), {
      'verdict-red#1': (() => {
        let n = 0
        return () => ({ output: ++n === 1 ? 'I think it is fine' : 'VERDICT: PASS' })
      })(),
    })
    expect(once.end.kind).toBe('done')
    const twice = await run(repo(), { 'verdict-red#1': () => ({ output: 'PASS!' }) })
    expect(twice.end).toMatchObject({ kind: 'bailed', reason: 'malformed-verdict', step: { number: 1 } })
  })

  it('bails plugin-changed, launching nothing more, when the plugin is no longer the pinned one', async () => {
    const root = repo()
    const why = 'the plugin at /x changed since the run started (sha256:a → sha256:b)'
    const ran = await run(root, {
      'develop-green#1': () => ({ code: 2, status: 'plugin-changed', pluginChanged: why }),
    })
    expect(ran.end).toMatchObject({ kind: 'bailed', reason: 'plugin-changed', detail: why, step: { number: 1 } })
    expect(names(ran)).toEqual(['develop-red#1', 'verdict-red#1', 'develop-green#1'])
    expect(ran.events.at(-1)?.detail).toBe(`needs-user (plugin-changed): ${why}`)
    expect(subjects(root)).toEqual(['plan'])
    expect(clean(root)).toBe('')
  })

  it("ticks the issue's criterion k once its last step is refactored and committed, a failed tick only narrated", async () => {
    const root = repo()
    const steps = [
      { title: 'greet part one', ac: 1 },
      { title: 'greet part two', ac: 1 },
      { title: 'farewell', ac: 2 },
    ]
    writeLedger(root, draftLedger(ISSUE, steps))
    git(root, 'commit', '-q', '-am', 'plan 3')
    const at: [number, string][] = []
    const ran = await run(root, {}, 2, undefined, async (k, text) => {
      at.push([k, subjects(root)[0] ?? ''])
      expect(text).toBe(ISSUE.criteria[k - 1])
      if (k === 2) throw new Error('gh issue edit failed: HTTP 403')
      return 'ticked'
    })
    expect(ran.end.kind).toBe('done')
    expect(at).toEqual([
      [1, 'conduct(#3): step 2 refactor — greet part two'],
      [2, 'conduct(#3): step 3 refactor — farewell'],
    ])
    expect(ran.narration.at(-1)).toBe(
      'Acceptance criterion 2 is done, but its checkbox in the issue could not be ticked: gh issue edit failed: HTTP 403',
    )
    expect(ran.narration.filter((n) => n.includes('could not be ticked'))).toHaveLength(1)
  })

  it('bails leaf-failed when a developer leaf exits 1', async () => {
    const ran = await run(repo(), { 'develop-green#1': () => ({ code: 1, status: 'exited 1' }) })
    expect(ran.end).toMatchObject({ kind: 'bailed', reason: 'leaf-failed', step: { number: 1 } })
  })
})
