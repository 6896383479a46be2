import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A date-fns-sized vitest project for the re-check and closing-proof benches (issue #34: 1,758 files, 3,160 tests):
 * `modules` source modules under `src/` with a test file each under `test/` (`tests` tests a file), plus `extra`
 * neutral files (docs), the project's own vitest linked in, `node_modules` ignored, and a git repository. The cited
 * test files the benches add sit beside these, so running the whole suite instead of the cited files shows.
 */
interface LargeProject {
  readonly modules: number
  readonly tests: number
  readonly extra: number
}

export const DATE_FNS_SIZED: LargeProject = { modules: 300, tests: 10, extra: 1150 }

export function writeLargeProject(project: string, repo: string, size: LargeProject = DATE_FNS_SIZED): void {
  mkdirSync(join(project, 'src'), { recursive: true })
  mkdirSync(join(project, 'test'), { recursive: true })
  mkdirSync(join(project, 'docs'), { recursive: true })
  writeFileSync(join(project, 'package.json'), '{ "name": "large", "private": true, "type": "module" }\n')
  writeFileSync(join(project, '.gitignore'), 'node_modules\n')
  for (let m = 0; m < size.modules; m++) {
    writeFileSync(
      join(project, 'src', `m${m}.ts`),
      `export const add${m} = (a: number, b: number): number => a + b + ${m}\n`,
    )
    const tests = Array.from(
      { length: size.tests },
      (_, t) => `it('adds ${t}', () => {\n  expect(add${m}(${t}, 1)).toBe(${t + 1 + m})\n})\n`,
    )
    writeFileSync(
      join(project, 'test', `m${m}.test.ts`),
      `import { expect, it } from 'vitest'\nimport { add${m} } from '../src/m${m}.js'\n\n${tests.join('\n')}`,
    )
  }
  for (let e = 0; e < size.extra; e++) writeFileSync(join(project, 'docs', `d${e}.md`), `# page ${e}\n`)
  symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'), 'dir')
  execFileSync('git', ['init', '-q'], { cwd: project, stdio: 'ignore' })
}
