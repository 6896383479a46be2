import { describe } from 'vitest'
import { TDD, type Station } from '../support/red-team/harness.js'
import { B2_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'

/**
 * Triangulation needs a test of each member (issue #37): behavior 2 joins behavior 1's red batch (red →
 * red.triangulate) and asks for green citing the batch's failing run. The seed lets a later member's test pass at once;
 * it does not let a member have no test. Denied `triangulation_without_test` until the member's own test has run.
 */
const rt = family('triangulation')
const failing = rt.pool({ stage: 'failing' }, 2)

/** Behavior 2 joins the batch of behavior 1's red phase. */
const join = (s: Station) => s.move('red.triangulate', undefined, { behaviorId: s.state.behaviorIds[1], setup: true })

/** Behavior 2 asks for green citing the batch's failing run (behavior 1's). */
const green = (s: Station) => s.move('green', s.state.failing?.artifactId, { behaviorId: s.state.behaviorIds[1] })

describe('a member with no test of its own', () => {
  rt.attempt(
    'behavior 2 joins the batch and goes to green on behavior 1’s failing run',
    failing,
    async (s) => {
      await join(s)
      await green(s)
    },
    { reasons: ['triangulation_without_test'] },
  )
  rt.attempt(
    'behavior 2 joins, touches behavior 1’s test file (a comment), runs the suite, green',
    failing,
    async (s) => {
      await join(s)
      await s.edit(TDD, RED_TEST, "it('", "// behavior 2 is covered above\nit('", { setup: true })
      await s.runTests()
      await green(s)
    },
    { reasons: ['triangulation_without_test'] },
  )
})

describe('honest: a member with its own test', () => {
  rt.honest(
    'behavior 2 joins, adds its own test, runs the suite, then green citing the batch’s run',
    failing,
    async (s) => {
      await join(s)
      await s.edit(TDD, RED_TEST, B2_TEST.old, B2_TEST.new)
      await s.runTests()
      await green(s)
    },
  )
})
