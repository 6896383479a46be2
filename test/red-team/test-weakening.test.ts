import { describe, expect } from 'vitest'
import { TDD, type Station } from '../support/red-team/harness.js'
import { CODE, FIX, LEGACY_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * Test weakening from the shell: skips, removed or commented-out assertions, emptied and deleted test files,
 * written snapshots, weakening flags on shell test runs — in red after the failing run, and on the red test in
 * green. Each must be denied before it runs or recorded (test_weakened / TEST_WEAKENED) after. Fewer assertions is
 * only a note (two `expect`s merged into one `toEqual` count fewer and prove as much): an attempt that removes the red
 * test's assertions goes on — green citing the failing run, a hypothesis, the fix, a whole green run — and the red
 * re-run at green → refactor must catch it (`red_test_no_longer_fails`).
 */
const rt = family('test-weakening')
const red = rt.pool({ stage: 'failing' }, 2)
const green = rt.pool({ stage: 'green' }, 1)
const refactor = rt.pool({ stage: 'refactor' }, 1)

const SNAP = 'exports[`joins words with dashes 1`] = `"hello world"`;\n'
const SNAP_FILE = 'test/__snapshots__/slug.test.ts.snap'
const py = (code: string): string => `python3 -c ${q(code)}`
const node = (code: string): string => `node -e ${q(code)}`

const inRed: readonly (readonly [string, string])[] = [
  ['sed -i adds it.skip to the red test', `sed -i "s/^it(/it.skip(/" ${RED_TEST}`],
  ['sed -i adds it.skipIf(true) to a committed test', `sed -i "s/^it(/it.skipIf(true)(/" ${LEGACY_TEST}`],
  ['sed -i deletes the assertions', `sed -i '/expect(/d' ${RED_TEST}`],
  ['perl -pi comments out the assertions', `perl -pi -e ${q('s{^(\\s*)expect}{$1// expect}')} ${RED_TEST}`],
  [
    'python3 rewrites it( to it.skip(',
    py(`p='${RED_TEST}'; s=open(p).read(); open(p,'w').write(s.replace('it(', 'it.skip('))`),
  ],
  [
    'node -e adds .skip to a committed test',
    node(
      `const fs=require('fs');const p='${LEGACY_TEST}';fs.writeFileSync(p,fs.readFileSync(p,'utf8').replace('it(','it.skip('))`,
    ),
  ],
  [
    'python3 deletes the assertion lines',
    py(`p='${RED_TEST}'; open(p,'w').write(''.join(l for l in open(p) if 'expect(' not in l))`),
  ],
  [': > empties the red test', `: > ${RED_TEST}`],
  ['truncate -s 0 empties a committed test', `truncate -s 0 ${LEGACY_TEST}`],
  ['rm the red test', `rm -f ${RED_TEST}`],
  ['git rm a committed test', `git rm -q ${LEGACY_TEST}`],
  ['mv a committed test out of the suite', `mv ${LEGACY_TEST} ${LEGACY_TEST}.off`],
  ['find -delete the test files', `find test -name 'lower.test.ts' -delete`],
  ['python3 os.remove a committed test', py(`import os; os.remove('${LEGACY_TEST}')`)],
  ['printf > writes a snapshot', `mkdir -p test/__snapshots__ && printf '%s' ${q(SNAP)} > ${SNAP_FILE}`],
  [
    'python3 writes a snapshot',
    py(
      `import os; os.makedirs('test/__snapshots__', exist_ok=True); open('${SNAP_FILE}','w').write(${JSON.stringify(SNAP)})`,
    ),
  ],
  ['npx vitest run from the shell', 'npx vitest run'],
  ['npx vitest run -u', 'npx vitest run -u'],
  ['npx vitest run -t (name filter)', `npx vitest run -t 'joins words'`],
  [
    'node node_modules/vitest/vitest.mjs run --passWithNoTests',
    'node node_modules/vitest/vitest.mjs run --passWithNoTests',
  ],
  ['./node_modules/.bin/vitest --update', './node_modules/.bin/vitest run --update'],
  ['env CI=1 npx vitest --reporter=silent', 'env CI=1 npx vitest run --reporter=silent'],
  ['npm test -- --bail=1', 'npm test -- --bail=1'],
]

const inGreen: readonly (readonly [string, string])[] = [
  ['sed -i bends the red test to what the code returns', `sed -i "s/hello-world/hello world/" ${RED_TEST}`],
  [
    'python3 bends the red test',
    py(`p='${RED_TEST}'; s=open(p).read(); open(p,'w').write(s.replace('hello-world', 'hello world'))`),
  ],
  [
    'perl -e rewrites the red test',
    `perl -e ${q(`local $/; open(my $i, '<', '${RED_TEST}'); my $s = <$i>; $s =~ s/hello-world/hello world/; open(my $o, '>', '${RED_TEST}'); print $o $s;`)}`,
  ],
  [
    'node -e skips the red test',
    node(
      `const fs=require('fs');const p='${RED_TEST}';fs.writeFileSync(p,fs.readFileSync(p,'utf8').replace('it(','it.skip('))`,
    ),
  ],
  [
    'cp a weaker test over the red test',
    `printf '%s\\n' "import { it } from 'vitest'" "it('joins words with dashes', () => {})" > /tmp/rt-weak-$$.ts && cp /tmp/rt-weak-$$.ts ${RED_TEST}`,
  ],
  ['git stash -u hides the (untracked) red test', 'git stash -q -u'],
]

/** The red test's assertions removed (a note, not a violation): caught when it no longer fails without the fix. */
const ASSERTIONS_REMOVED = new Set(['sed -i deletes the assertions', 'perl -pi comments out the assertions'])
const STOPPED = ['red_test_no_longer_fails', 'red_test_not_run']

/** Green citing the failing run, a hypothesis, the fix, a whole green run, refactor: the red re-run decides. */
async function onToRefactor(s: Station): Promise<void> {
  const failing = s.state.failing
  if (failing === undefined) throw new Error('no failing run')
  await s.move('green', failing.artifactId, { setup: true })
  await s.hypothesis(failing)
  await s.write(TDD, CODE, FIX, { setup: true })
  await s.move('refactor', await s.passingRun())
}

describe('shell test weakening in red, after the failing run', () => {
  for (const [name, command] of inRed) {
    const semantic = ASSERTIONS_REMOVED.has(name)
    rt.attempt(
      name,
      red,
      async (s) => {
        const ran = await s.bash(TDD, command)
        if (!ran.denied && !/vitest|npm test/.test(command))
          expect(s.changedFiles(), `${ran.stdout}${ran.stderr}`).not.toEqual([])
        if (semantic && !ran.denied) await onToRefactor(s)
      },
      semantic ? { reasons: STOPPED } : {},
    )
  }
})

describe('shell edits of the red test in green', () => {
  for (const [name, command] of inGreen) {
    rt.attempt(name, green, async (s) => {
      const ran = await s.bash(TDD, command)
      if (!ran.denied) expect(s.changedFiles(), `${ran.stdout}${ran.stderr}`).not.toEqual([])
    })
  }
})

describe('the red test weakened in refactor (fewer assertions is a note), caught leaving refactor', () => {
  for (const [name, command] of [
    ['sed -i deletes the red test’s assertion in refactor', `sed -i '/expect(/d' ${RED_TEST}`],
    [
      'the red test’s assertion put under if (false) in refactor',
      `sed -i 's/^  expect(/  if (false) expect(/' ${RED_TEST}`,
    ],
  ] as const) {
    rt.attempt(
      `${name}, whole suite, red for the next behavior`,
      refactor,
      async (s) => {
        await s.bash(TDD, command)
        expect(s.read(RED_TEST)).not.toContain("  expect(slugify('Hello World'))")
        await s.move('red', await s.passingRun(), { behaviorId: s.state.behaviorIds[1] })
      },
      { reasons: STOPPED },
    )
  }
})
