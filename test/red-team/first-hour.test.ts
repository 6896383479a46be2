import { existsSync } from 'node:fs'
import { describe, expect } from 'vitest'
import { MAIN, TDD, type Station } from '../support/red-team/harness.js'
import {
  CASES,
  CODE,
  HELPER_CASES,
  HELPER_RED_TEST,
  HELPER_SUBJECT,
  LEGACY_TEST,
  RED_TEST,
  SUBJECT,
} from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'
import { q } from '../support/red-team/tools.js'

/**
 * A new user's first hour (issue #16): honest actions in every phase, through the real hook CLI and the built
 * server, each of which must be neither denied nor charged (no violation, no test_weakened). Seven of them were
 * denied or charged before: a README edit in red, `echo 'coverage/' >> .gitignore`, `rm -rf dist`, a no-op
 * `git checkout -- src/slug.ts`, `npm run check` (a script whose name looked like a test run), renaming a test helper
 * in refactor, and merging two `expect`s into one `toEqual` in refactor. The cheats next to them stay caught in the
 * other families (see README.md, "first-hour").
 */
const rt = family('first-hour')
const idle = rt.pool({ stage: 'idle' }, 1)
const task = rt.pool({ stage: 'task' }, 1)
const red = rt.pool({ stage: 'red' }, 2)
const failing = rt.pool({ stage: 'failing' }, 1)
const green = rt.pool({ stage: 'green' }, 1)
const refactor = rt.pool({ stage: 'refactor' }, 1)
const helperRefactor = rt.pool(
  { stage: 'refactor', redFiles: { [RED_TEST]: HELPER_RED_TEST, [CASES]: HELPER_CASES, [SUBJECT]: HELPER_SUBJECT } },
  1,
)

/** A Bash call that must run (not be denied); returns its output. */
async function ran(s: Station, command: string, who = TDD): Promise<string> {
  const answer = await s.bash(who, command)
  expect(answer.denied, `${command} was denied: ${answer.reason}`).toBe(false)
  return `${answer.stdout}${answer.stderr}`
}

/** Adds scripts to package.json with the Edit tool (the template has one, `gen`). */
const addScripts = (s: Station, scripts: Readonly<Record<string, string>>) =>
  s.edit(
    TDD,
    'package.json',
    '"gen": "node tools/gen.mjs"',
    [
      '"gen": "node tools/gen.mjs"',
      ...Object.entries(scripts).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`),
    ].join(',\n    '),
  )

const TWO_EXPECTS = "  expect(slugify('ABC')).toBe('abc')\n  expect(slugify('DEF')).toBe('def')\n"
const MERGED = "  expect([slugify('ABC'), slugify('DEF')]).toEqual(['abc', 'def'])\n"

describe('the seven honest actions #16 found denied or charged', () => {
  rt.honest('Edit README.md in red', red, async (s) => {
    await s.edit(TDD, 'README.md', 'Turns titles into URL slugs.', 'Turns titles into URL slugs: `slugify("A b")`.')
  })
  rt.honest("echo 'coverage/' >> .gitignore in red", red, async (s) => {
    await ran(s, "echo 'coverage/' >> .gitignore")
    expect(s.read('.gitignore')).toContain('coverage/')
  })
  rt.honest('rm -rf dist in red (after a build wrote it)', red, async (s) => {
    await ran(s, "mkdir -p dist && echo 'export const slugify = 1' > dist/index.js")
    await ran(s, 'rm -rf dist')
    expect(existsSync(s.path('dist'))).toBe(false)
  })
  rt.honest('a no-op git checkout -- src/slug.ts in red', red, async (s) => {
    await ran(s, `git checkout -- ${CODE}`)
  })
  rt.honest('npm run check (tsc --noEmit && eslint .) in red, after the failing run', failing, async (s) => {
    await addScripts(s, { check: 'tsc --noEmit && eslint .' })
    expect(await ran(s, 'npm run check')).toContain('tsc --noEmit && eslint .')
  })
  rt.honest('rename a test helper in refactor (mv + sed the import), whole suite green', helperRefactor, async (s) => {
    await ran(s, `mv ${CASES} test/fixtures.ts && sed -i "s#'./cases'#'./fixtures'#" ${RED_TEST}`)
    expect((await s.runTests())['outcome']).toBe('passed')
  })
  rt.honest('merge two expects into one toEqual in refactor (Edit), whole suite green', refactor, async (s) => {
    await s.edit(TDD, LEGACY_TEST, "  expect(slugify('ABC')).toBe('abc')\n", TWO_EXPECTS)
    await s.edit(TDD, LEGACY_TEST, TWO_EXPECTS, MERGED)
    expect((await s.runTests())['outcome']).toBe('passed')
  })
})

describe('docs, ignore files and build output, in every phase', () => {
  rt.honest('the TDD agent writes NOTES.md before starting its task', idle, async (s) => {
    await s.write(TDD, 'NOTES.md', '# Plan\n\n- slugs join words with dashes\n')
  })
  rt.honest('Edit README.md with a task open and no phase yet', task, async (s) => {
    await s.edit(TDD, 'README.md', '# slug', '# slug (work in progress)')
  })
  rt.honest('Write docs/adr/0001-slugs.md in red', red, async (s) => {
    await ran(s, 'mkdir -p docs/adr && ls -la docs')
    await s.write(TDD, 'docs/adr/0001-slugs.md', '# 1. Slugs are lower-case words joined by dashes\n')
  })
  rt.honest('Write CHANGELOG.md in red, after the failing run', failing, async (s) => {
    await s.write(TDD, 'CHANGELOG.md', '## Unreleased\n\n- slugify joins words with dashes\n')
  })
  rt.honest('Edit docs in green (after the hypothesis)', green, async (s) => {
    await s.write(TDD, 'docs/usage.md', '# Usage\n\n`slugify(title)`\n')
    await s.edit(TDD, 'docs/usage.md', '`slugify(title)`', '`slugify(title)` returns a URL slug')
  })
  rt.honest('Write CONTRIBUTING.md in refactor', refactor, async (s) => {
    await s.write(TDD, 'CONTRIBUTING.md', 'Run the tests with `npm test`.\n')
  })
  rt.honest(
    'the main agent edits README.md while the TDD agent is in red; the TDD agent then moves to green',
    failing,
    async (s) => {
      await s.edit(MAIN, 'README.md', 'Turns titles into URL slugs.', 'Turns titles into URL slugs (in progress).')
      expect((await s.move('green', s.state.failing?.artifactId)).data['accepted']).toBe(true)
    },
  )
  rt.honest('Write .env.example in red', red, async (s) => {
    await s.write(TDD, '.env.example', 'SLUG_SEPARATOR=-\n')
  })
  rt.honest(
    'echo node_modules > .dockerignore, and .gitignore edited with the Edit tool, in green',
    green,
    async (s) => {
      await ran(s, 'echo node_modules > .dockerignore')
      await s.edit(TDD, '.gitignore', 'node_modules\n', 'node_modules\ndist/\n')
    },
  )
  rt.honest('Write tsconfig.json in red', red, async (s) => {
    await s.write(TDD, 'tsconfig.json', '{ "compilerOptions": { "strict": true, "noEmit": true } }\n')
  })
  rt.honest(
    'a coverage report written, then removed by npm run coverage:clean (rm -rf coverage)',
    failing,
    async (s) => {
      await addScripts(s, { 'coverage:clean': 'rm -rf coverage' })
      await ran(s, "mkdir -p coverage && echo '<html></html>' > coverage/index.html")
      await ran(s, 'npm run coverage:clean')
      expect(existsSync(s.path('coverage'))).toBe(false)
    },
  )
  rt.honest('a scratch file in a git-ignored folder, written in red', red, async (s) => {
    await ran(s, "echo 'scratch/' >> .gitignore")
    await s.write(TDD, 'scratch/try.ts', "console.log('hello world'.split(' ').join('-'))\n")
  })
})

describe('reading, git and the shell', () => {
  rt.honest('git status, git diff and git log in red', red, async (s) => {
    await ran(s, 'git status --short && git diff && git log --oneline -3 && git stash list && git branch')
  })
  rt.honest('ls, cat, grep and wc after the failing run', failing, async (s) => {
    expect(await ran(s, `ls -la && cat ${CODE} && grep -rn slugify src test && wc -l test/*.ts`)).toContain('slugify')
  })
  rt.honest('git restore of an unchanged file, and of the index only, in red', red, async (s) => {
    await ran(s, `git restore ${CODE} && git restore --staged ${CODE} && git checkout HEAD -- README.md`)
  })
  rt.honest('npx tsc --noEmit on the production file in red (a type check is no test run)', red, async (s) => {
    await ran(s, `npx tsc --noEmit --strict ${CODE}`)
  })
  rt.honest('npx prettier --check in red (reads only)', red, async (s) => {
    await ran(s, 'npx prettier --check src test || true')
  })
})

describe('package.json and npm', () => {
  rt.honest('the main agent sets a package.json script outside any task (npm pkg set)', idle, async (s) => {
    await ran(s, `npm pkg set scripts.lint=${q('eslint .')}`, MAIN)
    expect(s.read('package.json')).toContain('"lint": "eslint ."')
  })
  rt.honest('npm install outside any task (lock file only, offline)', idle, async (s) => {
    await ran(s, 'npm install --package-lock-only --offline --no-audit --no-fund', MAIN)
    expect(existsSync(s.path('package-lock.json'))).toBe(true)
  })
  rt.honest(
    'a package.json script added in red and run: npm run gen (a code generator, not a test run)',
    failing,
    async (s) => {
      await addScripts(s, { 'test:data': 'node tools/gen.mjs README.md docs/README.copy.md' })
      await ran(s, 'mkdir -p docs && npm run test:data')
      expect(s.read('docs/README.copy.md')).toContain('# slug')
    },
  )
})

describe('tests and their helpers', () => {
  rt.honest('a new test helper written in red, and a test that uses it', red, async (s) => {
    await s.write(TDD, 'test/support/titles.ts', "export const TITLES = ['Hello World', 'Ready, set: go!']\n")
    await s.write(
      TDD,
      RED_TEST,
      "import { expect, it } from 'vitest'\nimport { slugify } from '../src/slug'\nimport { TITLES } from './support/titles'\n\nit('joins words with dashes', () => {\n  expect(slugify(TITLES[0] ?? '')).toBe('hello-world')\n})\n",
    )
  })
  rt.honest('prettier --write on the red test in red, after the failing run', failing, async (s) => {
    await ran(s, `npx prettier --write ${RED_TEST}`)
    expect(s.read(RED_TEST)).toContain(';')
  })
  rt.honest('prettier --write on src and test in refactor', refactor, async (s) => {
    await ran(s, 'npx prettier --write src test')
    expect(s.read(CODE)).toContain(';')
  })
  rt.honest(
    'rename a test file in refactor (mv lower.test.ts lowercase.test.ts), whole suite green',
    refactor,
    async (s) => {
      await ran(s, `mv ${LEGACY_TEST} test/lowercase.test.ts`)
      expect((await s.runTests())['outcome']).toBe('passed')
    },
  )
  rt.honest('merge two expects into one toEqual from the shell in refactor (python3)', refactor, async (s) => {
    await s.edit(TDD, LEGACY_TEST, "  expect(slugify('ABC')).toBe('abc')\n", TWO_EXPECTS)
    await ran(
      s,
      `python3 -c ${q(`p='${LEGACY_TEST}'; s=open(p).read(); open(p,'w').write(s.replace(${JSON.stringify(TWO_EXPECTS)}, ${JSON.stringify(MERGED)}))`)}`,
    )
    expect(s.read(LEGACY_TEST)).toContain('toEqual')
  })
  rt.honest(
    'merge two expects of the red test in refactor, whole suite, then red for the next behavior (re-run accepts it)',
    refactor,
    async (s) => {
      const one = "  expect(slugify('Hello World')).toBe('hello-world')\n"
      const two = `${one}  expect(slugify('Good Day')).toBe('good-day')\n`
      await s.edit(TDD, RED_TEST, one, two)
      await s.edit(
        TDD,
        RED_TEST,
        two,
        "  expect([slugify('Hello World'), slugify('Good Day')]).toEqual(['hello-world', 'good-day'])\n",
      )
      const moved = await s.move('red', await s.passingRun(), { behaviorId: s.state.behaviorIds[1] })
      expect(moved.data['accepted']).toBe(true)
    },
  )
  rt.honest('a test fixture removed in red (it held no tests)', failing, async (s) => {
    await s.write(TDD, 'test/fixtures/titles.json', '["Hello World"]\n')
    await ran(s, 'rm -rf test/fixtures')
  })
})
