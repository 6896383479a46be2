import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from '../fixtures.js'

/** The issue the conductor's end-to-end tests conduct: two criteria, a title no shell could carry unquoted. */
export const ISSUE = 7
export const CRITERIA = [
  `greet(name) returns "Hello, <name>!" — it's the user's \`name\`, not $USER`,
  'farewell(name) returns "Bye, <name>."',
] as const
const ISSUE_TEXT = `# Greet and part ('quotes' "and" $dollars)

The app greets people and says goodbye.

## Acceptance criteria
- [ ] ${CRITERIA[0]}
- [ ] ${CRITERIA[1]}
`

/** The same issue with its first criterion only: a one-step run. */
export const ONE_STEP_ISSUE = ISSUE_TEXT.split('\n')
  .filter((line) => !line.includes(CRITERIA[1]))
  .join('\n')

export const FILES = {
  greet: { src: 'src/greet.ts', test: 'test/greet.test.ts' },
  farewell: { src: 'src/farewell.ts', test: 'test/farewell.test.ts' },
} as const

export const TESTS = {
  greet: `import { expect, it } from 'vitest'
import { greet } from '../src/greet.js'

it('greets by name', () => {
  expect(greet('Ada')).toBe('Hello, Ada!')
})
`,
  farewell: `import { expect, it } from 'vitest'
import { farewell } from '../src/farewell.js'

it('says bye by name', () => {
  expect(farewell('Ada')).toBe('Bye, Ada.')
})
`,
} as const

export const SOURCES = {
  greetStub: "export function greet(_name: string): string {\n  return ''\n}\n",
  farewellStub: "export function farewell(_name: string): string {\n  return ''\n}\n",
  greet: 'export function greet(name: string): string {\n  return `Hello, ${name}!`\n}\n',
  greetBuggy: 'export function greet(name: string): string {\n  return `Hello, ${name}`\n}\n',
  farewell: 'export function farewell(name: string): string {\n  return `Bye, ${name}.`\n}\n',
} as const

const git = (dir: string, args: readonly string[]): string =>
  execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  })

/** The user's own CLAUDE.md, committed before the run: developer leaves read it, blind verifiers do not. */
export const USER_INSTRUCTIONS = 'USER_INSTRUCTIONS_MARKER: keep every function small.'

/** A committed vitest project with one passing test (a green baseline) and the issue file outside the repo. */
export function conductProject(
  dir: string,
  issueText: string = ISSUE_TEXT,
): { readonly project: string; readonly issueFile: string } {
  const project = join(dir, 'project')
  mkdirSync(join(project, 'src'), { recursive: true })
  mkdirSync(join(project, 'test'), { recursive: true })
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'conduct-e2e', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2),
  )
  writeFileSync(join(project, '.gitignore'), 'node_modules\n')
  writeFileSync(join(project, 'CLAUDE.md'), `${USER_INSTRUCTIONS}\n`)
  writeFileSync(join(project, 'src', 'version.ts'), "export const VERSION = '1.0.0'\n")
  writeFileSync(
    join(project, 'test', 'version.test.ts'),
    "import { expect, it } from 'vitest'\nimport { VERSION } from '../src/version.js'\n\nit('has a version', () => {\n  expect(VERSION).toBe('1.0.0')\n})\n",
  )
  symlinkSync(join(REPO, 'node_modules'), join(project, 'node_modules'), 'dir')
  git(project, ['init', '-q', '-b', 'main'])
  git(project, ['config', 'user.name', 'e2e'])
  git(project, ['config', 'user.email', 'e2e@example.com'])
  git(project, ['add', '-A'])
  git(project, ['commit', '-q', '-m', 'initial'])
  const issueFile = join(dir, 'issue-7.md')
  writeFileSync(issueFile, issueText)
  return { project, issueFile }
}

/** `git log --format=%s` of the project, newest first. */
export const subjects = (project: string): string[] => git(project, ['log', '--format=%s']).trim().split('\n')

export const gitOut = git
