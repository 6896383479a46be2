import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIN, Station, TDD } from '../support/red-team/harness.js'
import { B1, B2, B2_TEST, CODE, FIX2, PLAIN_RED_TEST, RED_TEST } from '../support/red-team/project.js'
import { classifyHonest, describeObservation, family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * Honest work must be neither denied nor charged: two behaviors taken through red → green → refactor by the
 * TDD agent with every kind of tool call an agent makes on the way (reads, shell writes where they are allowed,
 * filtered runs, hypotheses), the task ended as succeeded; and the main agent working outside any TDD task.
 * Each action is one test, in order, on one station.
 */
const rt = family('honest')

function chain(stage: 'idle'): { step: (name: string, fn: (s: Station) => Promise<unknown>) => void } {
  let station: Station | undefined
  beforeAll(async () => {
    station = await new Station(rt.plugin(), { stage }).open()
  })
  afterAll(async () => {
    await station?.close()
  })
  return {
    step(name, fn) {
      it(name, async () => {
        const s = station
        if (s === undefined) throw new Error('station not open')
        const observation = await s.observe(async () => {
          await fn(s)
        })
        const outcome = classifyHonest(observation)
        rt.record({ name, kind: 'honest', outcome, observation })
        expect(outcome, describeObservation(observation)).toBe('clean')
      })
    },
  }
}

type Artifact = { id: number; kind: string; filePath: string | null }
const passedOf = (data: Record<string, unknown>): number | undefined =>
  ((data['artifacts'] ?? []) as Artifact[]).find((a) => a.kind === 'test_passed_run' && a.filePath === RED_TEST)?.id
const failedOf = (data: Record<string, unknown>): number | undefined =>
  ((data['artifacts'] ?? []) as Artifact[]).find((a) => a.kind === 'test_failed_run' && a.filePath === RED_TEST)?.id

describe('the TDD agent, two behaviors from red to done', () => {
  const { step } = chain('idle')
  const ids = { task: 0, goal: 0, b1: 0, b2: 0, hypothesis: 0 }
  let last: Record<string, unknown> = {}
  const tool = async (s: Station, name: string, args: Record<string, unknown>) => {
    last = (await s.mcp(TDD, name, args)).data
    return last
  }
  const move = (s: Station, behaviorId: number, requestedPhase: string, citedArtifactId?: number) =>
    tool(s, 'tdd_phase_transition_request', {
      tddTaskId: ids.task,
      goalId: ids.goal,
      behaviorId,
      requestedPhase,
      ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
    })
  const failures = (data: Record<string, unknown>) =>
    (data['failures'] ?? []) as { errorId: number; frameId: number | null; fullName: string | null }[]

  step('tdd_task start', async (s) => {
    ids.task = (await tool(s, 'tdd_task', { action: 'start', goal: 'URL slugs' }))['tddTaskId'] as number
  })
  step('tdd_goal create', async (s) => {
    ids.goal = (
      (await tool(s, 'tdd_goal', { action: 'create', tddTaskId: ids.task, goal: 'slugify titles' }))['goal'] as {
        id: number
      }
    ).id
  })
  step('tdd_goal update in_progress', (s) =>
    tool(s, 'tdd_goal', { action: 'update', tddTaskId: ids.task, goalId: ids.goal, status: 'in_progress' }),
  )
  step('tdd_behavior create (first)', async (s) => {
    ids.b1 = (
      (await tool(s, 'tdd_behavior', { action: 'create', tddTaskId: ids.task, goalId: ids.goal, behavior: B1 }))[
        'behavior'
      ] as { id: number }
    ).id
  })
  step('tdd_behavior create (second)', async (s) => {
    ids.b2 = (
      (await tool(s, 'tdd_behavior', { action: 'create', tddTaskId: ids.task, goalId: ids.goal, behavior: B2 }))[
        'behavior'
      ] as { id: number }
    ).id
  })
  step('tdd_task get', (s) => tool(s, 'tdd_task', { action: 'get', tddTaskId: ids.task }))
  step('Bash: ls -la src test', (s) => s.bash(TDD, 'ls -la src test'))
  step('Bash: cat src/slug.ts', (s) => s.bash(TDD, `cat ${CODE}`))
  step('Bash: git status and git log', (s) => s.bash(TDD, 'git status --short && git log --oneline -1'))
  step('Bash: grep -rn slugify src test', (s) => s.bash(TDD, 'grep -rn slugify src test'))
  step('red for the first behavior', async (s) => {
    expect((await move(s, ids.b1, 'red'))['accepted']).toBe(true)
  })
  step('Bash: notes to a file outside the project', (s) =>
    s.bash(TDD, `echo ${q('plan: split on spaces, join with -')} > /tmp/rt-notes-$$.txt`),
  )
  step('Write the failing test', (s) => s.write(TDD, RED_TEST, PLAIN_RED_TEST))
  step('Bash: a passing test file written with a here-doc in red', (s) =>
    s.bash(
      TDD,
      `cat > test/words.test.ts <<'EOF'\nimport { expect, it } from 'vitest'\nimport { slugify } from '../src/slug'\n\nit('keeps one word', () => {\n  expect(slugify('Word')).toBe('word')\n})\nEOF`,
    ),
  )
  let red1: Record<string, unknown> = {}
  step('run_tests (the whole suite fails on the new test)', async (s) => {
    red1 = await tool(s, 'run_tests', {})
    expect(red1['outcome']).toBe('failed')
  })
  step('test_errors of the failing run', (s) => tool(s, 'test_errors', { runId: red1['runId'] }))
  step('green citing the failing run', async (s) => {
    expect((await move(s, ids.b1, 'green', failedOf(red1)))['accepted']).toBe(true)
  })
  step('hypothesis record citing its error and frame', async (s) => {
    const f = failures(red1).find((x) => x.fullName === B1)
    const data = await tool(s, 'hypothesis', {
      action: 'record',
      tddTaskId: ids.task,
      content: 'slugify only lowercases, so the space stays; joining the words with "-" fixes it',
      citedTestErrorId: f?.errorId,
      citedStackFrameId: f?.frameId,
    })
    ids.hypothesis = (data['hypothesis'] as { id: number } | undefined)?.id ?? 0
  })
  step('Edit the production code (the fix)', (s) =>
    s.edit(TDD, CODE, 'return text.trim().toLowerCase()', "return text.trim().toLowerCase().split(/\\s+/).join('-')"),
  )
  step('Bash: git diff --stat', (s) => s.bash(TDD, 'git diff --stat'))
  step('run_tests on the red test only (a filtered run)', async (s) => {
    expect((await tool(s, 'run_tests', { files: [RED_TEST] }))['outcome']).toBe('passed')
  })
  let green1: Record<string, unknown> = {}
  step('run_tests (the whole suite passes)', async (s) => {
    green1 = await tool(s, 'run_tests', {})
    expect(green1['outcome']).toBe('passed')
  })
  step('refactor citing the whole-suite run', async (s) => {
    expect((await move(s, ids.b1, 'refactor', passedOf(green1)))['accepted']).toBe(true)
  })
  step('Edit: a refactor of the production code', (s) =>
    s.write(
      TDD,
      CODE,
      "export function slugify(text: string): string {\n  return words(text).join('-')\n}\n\nfunction words(text: string): string[] {\n  return text.trim().toLowerCase().split(/\\s+/)\n}\n",
    ),
  )
  step('Bash: sed -i renames a parameter in refactor', (s) => s.bash(TDD, `sed -i 's/text/title/g' ${CODE}`))
  step(
    'Edit: one more case in a test file that carried no red evidence (in refactor; tests are frozen in green)',
    (s) =>
      s.edit(TDD, 'test/words.test.ts', "toBe('word')\n", "toBe('word')\n  expect(slugify('  Word  ')).toBe('word')\n"),
  )
  let refactor1: Record<string, unknown> = {}
  step('run_tests after the refactor', async (s) => {
    refactor1 = await tool(s, 'run_tests', {})
    expect(refactor1['outcome']).toBe('passed')
  })
  step('Bash: git add and git commit the work in refactor', (s) =>
    s.bash(
      TDD,
      "git add -A && git -c user.name=agent -c user.email=agent@example.test commit -qm 'slugify joins words'",
    ),
  )
  step('hypothesis validate confirmed', (s) =>
    tool(s, 'hypothesis', { action: 'validate', id: ids.hypothesis, outcome: 'confirmed' }),
  )
  step('the first behavior done', (s) =>
    tool(s, 'tdd_behavior', { action: 'update', tddTaskId: ids.task, behaviorId: ids.b1, status: 'done' }),
  )
  step('red for the second behavior citing the zero-failure run', async (s) => {
    expect((await move(s, ids.b2, 'red', passedOf(refactor1)))['accepted']).toBe(true)
  })
  step('Edit: the second failing test appended', (s) => s.edit(TDD, RED_TEST, B2_TEST.old, B2_TEST.new))
  let red2: Record<string, unknown> = {}
  step('run_tests (fails on the second test)', async (s) => {
    red2 = await tool(s, 'run_tests', {})
    expect(red2['outcome']).toBe('failed')
  })
  step('green for the second behavior', async (s) => {
    expect((await move(s, ids.b2, 'green', failedOf(red2)))['accepted']).toBe(true)
  })
  step('hypothesis record for the second failure', (s) => {
    const f = failures(red2).find((x) => x.fullName === B2)
    return tool(s, 'hypothesis', {
      action: 'record',
      tddTaskId: ids.task,
      content: 'words() splits on whitespace only, so punctuation stays; keeping runs of letters and digits drops it',
      citedTestErrorId: f?.errorId,
      citedStackFrameId: f?.frameId,
    })
  })
  step('Bash: python3 writes the second fix (allowed: a hypothesis is recorded)', (s) =>
    s.bash(TDD, `python3 -c ${q(`open('${CODE}', 'w').write(${JSON.stringify(FIX2)})`)}`),
  )
  let green2: Record<string, unknown> = {}
  step('run_tests (the whole suite passes again)', async (s) => {
    green2 = await tool(s, 'run_tests', {})
    expect(green2['outcome']).toBe('passed')
  })
  step('refactor for the second behavior', async (s) => {
    expect((await move(s, ids.b2, 'refactor', passedOf(green2)))['accepted']).toBe(true)
  })
  step('the second behavior done', (s) =>
    tool(s, 'tdd_behavior', { action: 'update', tddTaskId: ids.task, behaviorId: ids.b2, status: 'done' }),
  )
  step('the goal done', (s) =>
    tool(s, 'tdd_goal', { action: 'update', tddTaskId: ids.task, goalId: ids.goal, status: 'done' }),
  )
  step('tdd_task resume', (s) => tool(s, 'tdd_task', { action: 'resume', tddTaskId: ids.task }))
  step('tdd_task end succeeded', (s) =>
    tool(s, 'tdd_task', { action: 'end', tddTaskId: ids.task, outcome: 'succeeded' }),
  )
})

describe('the main agent, with no TDD task', () => {
  const { step } = chain('idle')
  step('Edit README.md', (s) => s.edit(MAIN, 'README.md', 'URL slugs.', 'URL slugs (see src/slug.ts).'))
  step('Write a new production file', (s) => s.write(MAIN, 'src/extra.ts', 'export const extra = 1\n'))
  step('Write a test file', (s) =>
    s.write(
      MAIN,
      'test/extra.test.ts',
      "import { expect, it } from 'vitest'\nimport { extra } from '../src/extra'\n\nit('is one', () => {\n  expect(extra).toBe(1)\n})\n",
    ),
  )
  step('Bash: sed -i on production code', (s) =>
    s.bash(MAIN, `sed -i 's/toLowerCase()/toLowerCase() \\/\\/ lower/' ${CODE}`),
  )
  step('Bash: npx vitest run (left as written, not denied)', async (s) => {
    const ran = await s.bash(MAIN, 'npx vitest run 2>&1 | tail -3')
    expect(ran.code).toBe(0)
  })
  step('Bash: node -e prints', (s) => s.bash(MAIN, `node -e ${q('console.log(1 + 1)')}`))
  step('run_tests through the server', (s) => s.mcp(MAIN, 'run_tests', {}))
})
