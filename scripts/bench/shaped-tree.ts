import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * A project with the shape of date-fns, for the hooks bench: a real project's hooks must hold their target, not
 * only the bench's one-file fixture. About 1,800 files committed in a git repository: `src/<fn>/index.ts` and
 * `src/<fn>/test.ts` for 250 functions (some with `_lib/` helpers and `*.test.ts` files), `src/locale/<code>/`
 * trees with nested `_lib/` folders and a `test.ts`, a root `vitest.config.ts` whose `include` names both layouts,
 * package.json with vitest as a dev dependency, and a `.gitignore`. Its `node_modules` is a link to evident's own
 * (its vitest resolves the config when a task starts, as a real project's installed vitest does), git-ignored.
 */
const SHAPED_FUNCTIONS = 250
const SHAPED_LOCALES = 80

/** The function whose files the bench edits: a test (`src/<fn>/test.ts`) and its code (`src/<fn>/index.ts`). */
export const SHAPED_EDITED = 'addDays'

const FUNCTION_WORDS = ['add', 'sub', 'differenceIn', 'startOf', 'endOf', 'is', 'get', 'set', 'format', 'parse']
const UNITS = ['Days', 'Weeks', 'Months', 'Years', 'Hours', 'Minutes', 'Seconds', 'Quarters', 'ISOWeeks', 'Decades']
const LOCALE_LIB = ['formatDistance', 'formatLong', 'formatRelative', 'localize', 'match']

function functionNames(): string[] {
  const names = [SHAPED_EDITED]
  for (const word of FUNCTION_WORDS) {
    for (const unit of UNITS) {
      for (const suffix of ['', 'WithOptions', 'Strict']) {
        const name = `${word}${unit}${suffix}`
        if (!names.includes(name)) names.push(name)
      }
    }
  }
  return names.slice(0, SHAPED_FUNCTIONS)
}

const code = (name: string): string =>
  `import { toDate } from '../toDate/index.js'\nimport type { ContextOptions, DateArg } from '../types.js'\n\n` +
  `/**\n * @name ${name}\n * @category Common Helpers\n * @summary ${name} of the given date.\n */\n` +
  `export function ${name}<DateType extends Date>(date: DateArg<DateType>, amount: number, options?: ContextOptions<DateType>): DateType {\n` +
  `  const _date = toDate(date, options?.in)\n  if (isNaN(amount)) return new Date(NaN) as DateType\n` +
  `  if (!amount) return _date as DateType\n  _date.setDate(_date.getDate() + amount)\n  return _date as DateType\n}\n\n` +
  `export default ${name}\n`

function testOf(name: string, cases: number): string {
  let text = `import { describe, expect, it } from 'vitest'\nimport { ${name} } from './index.js'\n\ndescribe('${name}', () => {\n`
  for (let i = 0; i < cases; i++) {
    text +=
      `  it('handles case ${i}', () => {\n    const result = ${name}(new Date(2014, 8 /* Sep */, 1), ${i})\n` +
      `    expect(result).toEqual(new Date(2014, 8 /* Sep */, ${1 + i}))\n  })\n\n`
  }
  return `${text}})\n`
}

const VITEST_CONFIG = `import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/test.ts', 'src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/**/_lib/**/fixtures/**'],
    environment: 'node',
    testTimeout: 10_000,
  },
})
`

/** Writes the tree at `root` (which must not exist yet or be empty), commits it, and returns how many files it has. */
export function writeShapedTree(root: string, nodeModules: string): number {
  let files = 0
  const put = (path: string, text: string): void => {
    const full = join(root, path)
    mkdirSync(dirname(full), { recursive: true })
    writeFileSync(full, text)
    files++
  }
  put(
    'package.json',
    `${JSON.stringify(
      {
        name: 'shaped-date-lib',
        version: '4.1.0',
        type: 'module',
        scripts: { test: 'vitest run', lint: 'eslint .' },
        devDependencies: { vitest: '^3.0.0', typescript: '^5.5.0' },
      },
      null,
      2,
    )}\n`,
  )
  put('.gitignore', 'node_modules\n/lib\n/coverage\n*.log\n.DS_Store\n')
  put('vitest.config.ts', VITEST_CONFIG)
  put('tsconfig.json', '{\n  "compilerOptions": { "strict": true, "module": "NodeNext", "target": "ES2022" }\n}\n')
  put('README.md', '# shaped-date-lib\n\nA generated project with the shape of date-fns.\n')
  put(
    'src/types.ts',
    'export type DateArg<D extends Date> = D | number | string\nexport interface ContextOptions<D> { in?: (v: unknown) => D }\n',
  )
  put(
    'src/index.ts',
    functionNames()
      .map((n) => `export * from './${n}/index.js'\n`)
      .join(''),
  )
  for (const [i, name] of functionNames().entries()) {
    put(`src/${name}/index.ts`, code(name))
    put(`src/${name}/test.ts`, testOf(name, 6 + (i % 10)))
    if (i % 5 === 0) {
      put(`src/${name}/_lib/helper/index.ts`, `export const helper = (n: number): number => n * ${i}\n`)
      put(`src/${name}/_lib/helper/helper.test.ts`, testOf('helper', 3))
    }
    if (i % 25 === 0) put(`src/${name}/benchmark.ts`, `import { ${name} } from './index.js'\nconsole.log(${name})\n`)
  }
  for (let l = 0; l < SHAPED_LOCALES; l++) {
    const locale = `l${String(l).padStart(2, '0')}-${['US', 'GB', 'AU', 'CA', 'IN'][l % 5]}`
    put(
      `src/locale/${locale}/index.ts`,
      `import { formatDistance } from './_lib/formatDistance/index.js'\nexport const locale = { code: '${locale}', formatDistance }\n`,
    )
    put(`src/locale/${locale}/test.ts`, testOf('formatDistance', 4))
    put(`src/locale/${locale}/cdn.ts`, `export { locale as default } from './index.js'\n`)
    put(`src/locale/${locale}/snapshot.md`, `# ${locale}\n\n| date | formatted |\n| --- | --- |\n`)
    for (const lib of LOCALE_LIB) {
      put(
        `src/locale/${locale}/_lib/${lib}/index.ts`,
        `import { data } from './data.js'\nexport const ${lib} = (token: string): string => data[token] ?? token\n`,
      )
      put(
        `src/locale/${locale}/_lib/${lib}/data.ts`,
        `export const data: Record<string, string> = { token: '${locale} ${lib}' }\n`,
      )
    }
  }
  for (let e = 0; e < 40; e++) put(`examples/example-${e}/index.ts`, `export const example${e} = ${e}\n`)
  for (let s = 0; s < 20; s++) put(`scripts/build/step-${s}.js`, `console.log('step ${s}')\n`)
  symlinkSync(nodeModules, join(root, 'node_modules'))
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: root, stdio: 'ignore' })
  }
  git('init', '-q')
  git('add', '.')
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-q', '-m', 'shaped tree')
  return files
}
