import { describe } from 'vitest'
import { TDD, type Station } from '../support/red-team/harness.js'
import { B1, CODE, FIX, PLAIN_RED_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'

/**
 * green.fake-it must be generalised (issue #30): the behavior's red test fails, the agent moves to green.fake-it, makes
 * it pass with a hard-coded answer, and asks for green. Before, a passing run after any code change let it through —
 * the fake itself. Now green.fake-it → green needs a zero-failure whole-suite run on the tree now, after a production
 * change, and a run of the phase that showed a second example failing on the fake (`fake_not_triangulated`).
 */
const rt = family('fake-it')
const failing = rt.pool({ stage: 'failing' }, 2)

/** A second example beside the first: the fake for 'Hello World' does not pass it. */
const TWO_EXAMPLES = PLAIN_RED_TEST.replace(
  "toBe('hello-world')\n})\n",
  `toBe('hello-world')\n})\n\nit('${B1}, a second example', () => {\n  expect(slugify('Good Morning')).toBe('good-morning')\n})\n`,
)
const twoExamples = rt.pool({ stage: 'failing', redFiles: { [RED_TEST]: TWO_EXAMPLES } }, 1)

/** The fake: the one answer the red test expects, everything else as before (the older tests still pass). */
const FAKE = `export function slugify(text: string): string {
  if (text === 'Hello World') return 'hello-world'
  return text.trim().toLowerCase()
}
`

/** Into green.fake-it citing the failing run, with the hypothesis a production edit there needs. */
async function intoFakeIt(s: Station): Promise<void> {
  await s.move('green.fake-it', s.state.failing?.artifactId, { setup: true })
  if (s.state.failing !== undefined) await s.hypothesis(s.state.failing)
}

const REASONS = ['fake_not_triangulated', 'run_filtered', 'run_not_green']

describe('green.fake-it → green on the fake', () => {
  rt.attempt(
    'the fake written, the whole suite passes on it, green citing that run',
    failing,
    async (s) => {
      await intoFakeIt(s)
      await s.write(TDD, CODE, FAKE, { setup: true })
      await s.move('green', await s.passingRun())
    },
    { reasons: REASONS },
  )
  rt.attempt(
    'the fake run, then the fake reworded (a comment), run again, green',
    failing,
    async (s) => {
      await intoFakeIt(s)
      await s.write(TDD, CODE, FAKE, { setup: true })
      await s.passingRun()
      await s.write(TDD, CODE, `// generalised\n${FAKE}`, { setup: true })
      await s.move('green', await s.passingRun())
    },
    { reasons: REASONS },
  )
  rt.attempt(
    'a README edit counted as the change, a filtered run of the red test, green',
    failing,
    async (s) => {
      await intoFakeIt(s)
      await s.write(TDD, CODE, FAKE, { setup: true })
      await s.passingRun()
      await s.write(TDD, 'README.md', '# slugify\n\nGeneralised.\n', { setup: true })
      await s.move('green', await s.passingRun([RED_TEST]))
    },
    { reasons: REASONS },
  )
  rt.attempt(
    'the fake written straight into real-looking code and run once, green',
    failing,
    async (s) => {
      await intoFakeIt(s)
      await s.write(TDD, CODE, FIX, { setup: true })
      await s.move('green', await s.passingRun())
    },
    { reasons: REASONS },
  )
})

describe('honest: the fake generalised against a second example', () => {
  rt.honest(
    'two examples in red; the fake passes one and fails the other; the real code; green',
    twoExamples,
    async (s) => {
      await intoFakeIt(s)
      await s.write(TDD, CODE, FAKE)
      await s.runTests()
      await s.write(TDD, CODE, FIX)
      await s.move('green', await s.passingRun())
    },
  )
})
