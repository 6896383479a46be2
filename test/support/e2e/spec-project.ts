import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { vitestProject } from './project.js'

/**
 * A small vitest project with a spec for the TDD coordinator: `docs/specs/greeting.md` holds one acceptance
 * criterion and a behavior passage; `greet` has a bug and no test; `farewell` is a source file no plan lets the
 * implement worker touch. A git repository with everything committed, so `evident drift` compares against it.
 */
export const SLUG = 'greeting'
export const SPEC_FILE = `docs/specs/${SLUG}.md`
export const SCENARIO = 'test_when_name_given_then_greets_by_name'
export const GREET_FILE = 'src/greet.ts'
export const FAREWELL_FILE = 'src/farewell.ts'
export const GREET_TEST = 'test/greet.test.ts'
export const VERIFICATION_DOC = `docs/verification/${SLUG}.md`
export const EXCERPT = 'A greeting names the person: greet("Ada") is "Hello, Ada!".'

const SPEC = `# Greeting

| id | criterion |
| --- | --- |
| AC-1 | greet names the person it greets |

## Behavior

${EXCERPT}
`

export const BUGGY_LINE = "return 'Hello'"
const BUGGY_GREET = `export function greet(name: string): string {\n  ${BUGGY_LINE}\n}\n`
export const FIXED_LINE = 'return `Hello, ${name}!`'
export const SCENARIO_TEST = `import { expect, it } from 'vitest'
import { greet } from '../src/greet.js'

it('${SCENARIO}', () => {
  // Covers AC-1
  expect(greet('Ada')).toBe('Hello, Ada!')
})
`

export const PLAN = {
  slug: SLUG,
  recipe: [{ name: SCENARIO, covers: 'AC-1', assertion: 'greet("Ada") is "Hello, Ada!".', fixtures: 'none' }],
  contract: {
    failing_test_paths: [GREET_TEST],
    write_set: [GREET_FILE],
    behavior_excerpts: [EXCERPT],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: '' },
  },
  design_calls_rows: [],
  out_of_scope: ['greetings in other languages'],
}

export function specProject(dir: string): string {
  vitestProject(dir)
  const files: Readonly<Record<string, string>> = {
    [SPEC_FILE]: SPEC,
    [GREET_FILE]: BUGGY_GREET,
    [FAREWELL_FILE]: 'export function farewell(name: string): string {\n  return `Bye, ${name}!`\n}\n',
    '.gitignore': 'node_modules\n',
    // The user approved the spec (the coordinator's prerequisite; evident's state, which no agent may write).
    [`.claude/state/spec_approvals/${SLUG}.approval`]: 'approved\n',
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  const git = (...args: string[]): void => {
    const ran = spawnSync(
      'git',
      ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', '-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, encoding: 'utf8', shell: false },
    )
    if (ran.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${ran.stderr}`)
  }
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', 'the project before the coordinator')
  return dir
}
