import { describe } from 'vitest'
import { HELPER, MAIN, PEER, type Station } from '../support/red-team/harness.js'
import { CODE, FIX, LEGACY_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * Foreign edits: files change under the TDD agent without an artifact of its own — the main agent, another
 * subagent, another TDD agent, the user's editor, a process outside Claude Code. None of them is a rule break
 * of theirs (they have no task in red), but the TDD agent must not move on a tree it did not make: its next
 * transition is denied (`unrecorded_change`, or the run it cites is no longer current).
 */
const rt = family('foreign')
const red = rt.pool({ stage: 'hypothesis' }, 2)
const fixed = rt.pool({ stage: 'fixed' }, 1)

const TREE = ['unrecorded_change', 'run_not_current', 'uncited_production_change', 'red_test_no_longer_fails']

/** The foreign change, then the TDD agent asks for green citing its failing run. */
const thenGreen = (change: (s: Station) => unknown) => async (s: Station) => {
  await change(s)
  await s.move('green', s.state.failing?.artifactId)
}
/** The foreign change, then the TDD agent asks for refactor citing its passing run. */
const thenRefactor = (change: (s: Station) => unknown) => async (s: Station) => {
  await change(s)
  await s.move('refactor', s.state.passingArtifactId)
}

const inRed: readonly (readonly [string, (s: Station) => unknown])[] = [
  ['the main agent fixes src/slug.ts with Edit', (s) => s.write(MAIN, CODE, FIX, { setup: true })],
  [
    'the main agent adds a production file with Write',
    (s) => s.write(MAIN, 'src/extra.ts', 'export const x = 1\n', { setup: true }),
  ],
  [
    'the main agent fixes src/slug.ts with sed -i',
    (s) => s.bash(MAIN, `sed -i 's/toLowerCase()/toLowerCase().split(" ").join("-")/' ${CODE}`, { setup: true }),
  ],
  [
    'the main agent writes src/slug.ts with python3',
    (s) => s.bash(MAIN, `python3 -c ${q(`open('${CODE}','w').write(${JSON.stringify(FIX)})`)}`, { setup: true }),
  ],
  ['a general-purpose subagent fixes src/slug.ts with Edit', (s) => s.write(HELPER, CODE, FIX, { setup: true })],
  ['the user’s editor rewrites src/slug.ts', (s) => s.writeRaw(CODE, FIX)],
  ['a process outside Claude Code adds src/util.ts', (s) => s.writeRaw('src/util.ts', 'export const util = 1\n')],
  ['a process outside Claude Code deletes a committed test', (s) => s.bash(MAIN, `rm ${LEGACY_TEST}`, { setup: true })],
  [
    'the user’s editor changes the red test',
    (s) => s.writeRaw(RED_TEST, s.read(RED_TEST).replace('hello-world', 'hello world')),
  ],
  [
    'the main agent runs git stash -u (the red test disappears)',
    (s) => s.bash(MAIN, 'git stash -q -u', { setup: true }),
  ],
  [
    'another TDD agent, in its own spike, fixes src/slug.ts',
    async (s) => {
      const task = (await s.must(PEER, 'tdd_task', { action: 'start', goal: 'explore slugs' }))['tddTaskId'] as number
      const goal = (
        (await s.must(PEER, 'tdd_goal', { action: 'create', tddTaskId: task, goal: 'try' }))['goal'] as { id: number }
      ).id
      const behavior = (
        (await s.must(PEER, 'tdd_behavior', { action: 'create', tddTaskId: task, goalId: goal, behavior: 'anything' }))[
          'behavior'
        ] as { id: number }
      ).id
      await s.mcp(
        PEER,
        'tdd_phase_transition_request',
        { tddTaskId: task, goalId: goal, behaviorId: behavior, requestedPhase: 'spike' },
        { setup: true },
      )
      await s.write(PEER, CODE, FIX, { setup: true })
    },
  ],
]

const inGreen: readonly (readonly [string, (s: Station) => unknown])[] = [
  [
    'the main agent bends the red test with Edit',
    (s) => s.edit(MAIN, RED_TEST, "toBe('hello-world')", "toBe(slugify('Hello World'))", { setup: true }),
  ],
  [
    'a general-purpose subagent skips the red test with sed -i',
    (s) => s.bash(HELPER, `sed -i "s/^it(/it.skip(/" ${RED_TEST}`, { setup: true }),
  ],
  ['the user’s editor rewrites the fix after the passing run', (s) => s.writeRaw(CODE, `${FIX}// reviewed\n`)],
]

describe('foreign changes in red, then the TDD agent asks for green', () => {
  for (const [name, change] of inRed) rt.attempt(name, red, thenGreen(change), { reasons: TREE })
  rt.honest('without a foreign change, the TDD agent’s green request is accepted', red, (s) =>
    s.move('green', s.state.failing?.artifactId).then(() => undefined),
  )
})

describe('foreign changes in green, then the TDD agent asks for refactor', () => {
  for (const [name, change] of inGreen) rt.attempt(name, fixed, thenRefactor(change), { reasons: TREE })
  rt.honest('without a foreign change, the refactor request is accepted', fixed, (s) =>
    s.move('refactor', s.state.passingArtifactId).then(() => undefined),
  )
})
