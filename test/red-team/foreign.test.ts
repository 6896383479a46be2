import { describe, expect } from 'vitest'
import { HELPER, MAIN, PEER, TDD, type Station } from '../support/red-team/harness.js'
import { CODE, FIX, LEGACY_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * Foreign edits: files change under the TDD agent without an artifact of its own — the main agent, another
 * subagent, another TDD agent, the user's editor, a process outside Claude Code. The change is allowed (nothing
 * blocks the main agent or its helpers), but the TDD agent must not move on a tree it did not make: its next
 * transition is denied (`unrecorded_change`, naming the other agent where a hook saw it, or the run it cites is no
 * longer current). An agent's change of production code or data while another agent's task is in red or green is
 * recorded as its FOREIGN_CHANGE violation (issue #37); documentation, and code while no task is in red or green,
 * are nobody's violation.
 */
const rt = family('foreign')
const red = rt.pool({ stage: 'hypothesis' }, 2)
const fixed = rt.pool({ stage: 'fixed' }, 1)
const planned = rt.pool({ stage: 'task' }, 1)

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
  [
    'a general-purpose subagent fixes src/slug.ts with sed -i',
    (s) => s.bash(HELPER, `sed -i 's/toLowerCase()/toLowerCase().split(" ").join("-")/' ${CODE}`, { setup: true }),
  ],
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

/** Issue #37, item 3: the two foreign changes, who they are charged to, and how the TDD agent's next move names them. */
const charged: readonly (readonly [string, (s: Station) => Promise<unknown>, string, string])[] = [
  [
    'the main agent fixes src/slug.ts with Edit',
    (s) => s.edit(MAIN, CODE, 'toLowerCase()', 'toLowerCase().split(" ").join("-")', { setup: true }),
    'main',
    'changed by main agent via Edit',
  ],
  [
    'a general-purpose subagent fixes src/slug.ts with sed -i',
    (s) => s.bash(HELPER, `sed -i 's/toLowerCase()/toLowerCase().split(" ").join("-")/' ${CODE}`, { setup: true }),
    'helper-1',
    "changed by agent helper-1 (general-purpose) via shell: sed -i 's/toLowerCase()",
  ],
]

/** The FOREIGN_CHANGE rows recorded after violation `since`, as `agent detail`. */
const foreignSince = (s: Station, since: number): string[] =>
  s
    .query<{ agent: string; detail: string }>(
      `select c.agent_id as agent, v.detail from violations v join callers c on c.id = v.caller_id
        where v.id > ? and v.kind = 'FOREIGN_CHANGE' order by v.id`,
      since,
    )
    .map((r) => `${r.agent} ${r.detail}`)
const lastViolation = (s: Station): number =>
  s.query<{ id: number | null }>('select max(id) as id from violations')[0]?.id ?? 0

describe('foreign changes in red, charged to the agent that made them (issue #37)', () => {
  for (const [name, change, agent, named] of charged) {
    rt.attempt(
      `${name}: recorded as a FOREIGN_CHANGE of ${agent}, naming the path, the task and red`,
      red,
      async (s) => {
        const since = lastViolation(s)
        await change(s)
        expect(foreignSince(s, since)).toEqual([
          expect.stringMatching(
            new RegExp(`^${agent} foreign_change: .* on ${CODE} while task ${s.state.taskId} of agent tdd-1 in red$`),
          ),
        ])
      },
    )
    rt.attempt(
      `${name}, then green: denied unrecorded_change naming ${agent}`,
      red,
      async (s) => {
        await change(s)
        const moved = await s.move('green', s.state.failing?.artifactId)
        expect(moved.data['denialReason']).toBe('unrecorded_change')
        expect(String(moved.data['detail'])).toContain(named)
      },
      { reasons: ['unrecorded_change'] },
    )
  }
  rt.attempt(
    'the main agent touches up the fix with Write in green: recorded as a FOREIGN_CHANGE of main',
    fixed,
    async (s) => {
      const since = lastViolation(s)
      await s.write(MAIN, CODE, `${FIX}// tidied\n`, { setup: true })
      expect(foreignSince(s, since)).toEqual([
        `main foreign_change: Write on ${CODE} while task ${s.state.taskId} of agent tdd-1 in green`,
      ])
    },
  )
  rt.honest('the main agent edits README.md while the TDD agent is in red', red, async (s) => {
    await s.edit(MAIN, 'README.md', 'URL slugs.', 'URL slugs (in progress).')
    await s.bash(HELPER, "echo '- reviewed' >> README.md")
  })
  rt.honest('the TDD agent fixes src/slug.ts itself after its hypothesis, then goes green', red, async (s) => {
    await s.write(TDD, CODE, FIX)
    expect((await s.move('green', s.state.failing?.artifactId)).data['accepted']).toBe(true)
  })
  rt.honest(
    'the main agent edits production while no task is in red or green (Edit, then sed -i)',
    planned,
    async (s) => {
      await s.edit(MAIN, CODE, 'toLowerCase()', 'toLowerCase().trim()')
      await s.bash(MAIN, `sed -i 's/trim()/trimEnd()/' ${CODE}`)
    },
  )
})

/**
 * Issue #32, item 1: a helper's shell fix made while the TDD agent's own command runs. Before the shell lease, the TDD
 * agent's window caught the helper's change too and recorded it as the TDD agent's own (after its hypothesis, an
 * allowed fix): the TDD agent was credited with a fix it never made and could go green on it.
 */
describe('a foreign change made while the TDD agent’s own command runs (issue #32)', () => {
  rt.attempt(
    'a general-purpose subagent fixes src/slug.ts with sed -i while the TDD agent runs ls: charged to the subagent alone, then green is denied',
    red,
    async (s) => {
      const since = lastViolation(s)
      const before = s.query<{ id: number | null }>('select max(id) as id from artifacts')[0]?.id ?? 0
      await Promise.all([
        s.bash(TDD, 'sleep 1; ls src', { setup: true }),
        s.bash(HELPER, `sleep 0.3; sed -i 's/toLowerCase()/toLowerCase().split(" ").join("-")/' ${CODE}`, {
          setup: true,
        }),
      ])
      expect(foreignSince(s, since)).toEqual([expect.stringMatching(/^helper-1 foreign_change: Bash/)])
      const own = s.query<{ n: number }>(
        `select count(*) as n from artifacts a join callers c on c.id = a.caller_id
          where c.agent_id = 'tdd-1' and a.file_path = ? and a.id > ?`,
        CODE,
        before,
      )
      expect(own[0]?.n).toBe(0)
      const moved = await s.move('green', s.state.failing?.artifactId)
      expect(moved.data['denialReason']).toBe('unrecorded_change')
    },
    { reasons: ['unrecorded_change'] },
  )
})
