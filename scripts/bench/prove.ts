import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { prove } from '../../mcp-server/src/clients/prove/prove.js'
import { exitCodeOf, type ProveResult } from '../../mcp-server/src/clients/prove/types.js'
import { runProcess } from '../../mcp-server/src/runners/spawn.js'
import { repoRoot } from '../repo-root.js'
import { realRepo } from './real-repo.js'
import { benchOptions, row, type BenchResult, type BenchRow } from './types.js'

/**
 * What `evident prove <base>..<head>` costs (`clients/prove/prove.ts`: the range's test files run twice in checkouts —
 * head's tests on head's code with the base forms of the edited files, head's tests on base's production code) against
 * one plain `vitest run` of the same test files on head, in the repository, measured in the same round. Two
 * repositories, each a real git repository whose head commit changes production code and adds 5 tests:
 * - a generated vitest project (a small shop library: money, tax, discount, cart, and 20 other modules with their
 *   tests): the head fixes negative amounts in `formatMoney`, adds `discount.ts` and a bulk discount in the cart, and
 *   adds 2 tests to `money.test.ts`, 2 in a new `discount.test.ts` and 1 to `cart.test.ts`;
 * - the real repository (`real-repo.ts`, date-fns as published): the head gives `isWeekend` a `weekendDays` option
 *   and adds 5 tests of it in date-fns's own test style. date-fns's own suite is not in the published package, so
 *   the added file is the only test file there; it runs with this repository's vitest.
 * Every measured prove must find what it must (the 5 added tests, each `proven`, exit code 0): a broken prove fails
 * the bench, it is never timed. One warm-up round, then interleaved rounds. Target (issue #36): on each repository,
 * prove p50 ≤ 3 × the plain run's p50.
 */
const TARGET = 3
const GIT_IDENTITY = ['-c', 'user.email=bench@evident', '-c', 'user.name=bench', '-c', 'commit.gpgsign=false']
const RUN_LIMIT_MS = 300_000

/** A repository whose head commit adds `added` (full names) in `files`, ready to prove `range` in `root`. */
interface Subject {
  readonly label: string
  readonly root: string
  readonly range: string
  readonly files: readonly string[]
  readonly added: readonly string[]
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...GIT_IDENTITY, ...args], { cwd, encoding: 'utf8' }).trim()
}

function commitAll(root: string, message: string): string {
  git(root, 'add', '-A')
  git(root, 'commit', '-qm', message)
  return git(root, 'rev-parse', 'HEAD')
}

function put(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** `path` in `root` with `from` replaced by `to`; throws when `from` is not there (the pinned file changed). */
function edit(root: string, path: string, from: string, to: string): void {
  const text = readFileSync(join(root, path), 'utf8')
  if (!text.includes(from))
    throw new Error(`${path} does not hold ${JSON.stringify(from)}: cannot make the head commit`)
  writeFileSync(join(root, path), text.replace(from, to))
}

const MONEY_BASE = `/** Money is held in integer cents: no float sums, no rounding drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100)
}

/** Cents as the shop prints them: \`1250\` → \`12.50\`. */
export function formatMoney(cents: number): string {
  return \`\${Math.floor(cents / 100)}.\${String(cents % 100).padStart(2, '0')}\`
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
`

const MONEY_HEAD = MONEY_BASE.replace(
  "  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`",
  `  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return \`\${sign}\${Math.floor(abs / 100)}.\${String(abs % 100).padStart(2, '0')}\``,
)

const TAX = `import { toCents } from './money.js'

/** VAT rates by country code, in percent. */
export const RATES: Readonly<Record<string, number>> = { DE: 19, FR: 20, NL: 21, LU: 17 }

/** The tax on \`cents\` at the country's rate, rounded half up to the cent. */
export function taxOf(cents: number, country: string): number {
  const rate = RATES[country]
  if (rate === undefined) throw new Error(\`no VAT rate for \${country}\`)
  return toCents((cents * rate) / 10_000)
}
`

const CART_BASE = `import { sumCents } from './money.js'
import { taxOf } from './tax.js'

export interface Line {
  readonly sku: string
  readonly unitCents: number
  readonly quantity: number
}

/** What one line costs before tax. */
export function lineTotal(line: Line): number {
  return line.unitCents * line.quantity
}

/** The cart's net, tax and gross, in cents. */
export function cartTotal(lines: readonly Line[], country: string): { net: number; tax: number; gross: number } {
  const net = sumCents(lines.map(lineTotal))
  const tax = taxOf(net, country)
  return { net, tax, gross: net + tax }
}
`

const CART_HEAD = CART_BASE.replace(
  "import { taxOf } from './tax.js'",
  "import { taxOf } from './tax.js'\nimport { applyDiscount, bulkDiscount } from './discount.js'",
)
  .replace(
    '/** What one line costs before tax. */',
    '/** What one line costs before tax, its bulk discount taken off. */',
  )
  .replace(
    '  return line.unitCents * line.quantity',
    '  return applyDiscount(line.unitCents * line.quantity, bulkDiscount(line.quantity))',
  )

const DISCOUNT = `/** \`cents\` less \`percent\` percent, rounded to the cent in the buyer's favour. */
export function applyDiscount(cents: number, percent: number): number {
  if (percent < 0 || percent > 100) throw new RangeError(\`a discount is 0–100 %, got \${percent}\`)
  return Math.floor((cents * (100 - percent)) / 100)
}

/** The bulk discount of a line, in percent: 10 % from ten items, 15 % from fifty. */
export function bulkDiscount(quantity: number): number {
  return quantity >= 50 ? 15 : quantity >= 10 ? 10 : 0
}
`

const MONEY_TESTS = `import { describe, expect, it } from 'vitest'
import { formatMoney, sumCents, toCents } from '../src/money.js'

describe('money', () => {
  it('turns an amount into cents', () => {
    expect(toCents(12.5)).toBe(1250)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('formats cents with two decimals', () => {
    expect(formatMoney(1250)).toBe('12.50')
    expect(formatMoney(7)).toBe('0.07')
    expect(formatMoney(0)).toBe('0.00')
  })

  it('sums many small amounts without drift', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => toCents((i % 100) / 100 + 0.01))
    expect(sumCents(values)).toBe(505_000)
  })

  it('formats every amount up to a hundred units', () => {
    for (let cents = 0; cents < 10_000; cents++) {
      expect(formatMoney(cents)).toMatch(/^\\d+\\.\\d\\d$/)
    }
  })
})
`

const MONEY_TESTS_HEAD = MONEY_TESTS.replace(
  /\}\)\n$/,
  `
  it('formats a negative amount with a leading minus', () => {
    expect(formatMoney(-1250)).toBe('-12.50')
  })

  it('formats a refund of less than one unit', () => {
    expect(formatMoney(-5)).toBe('-0.05')
  })
})
`,
)

const DISCOUNT_TESTS = `import { describe, expect, it } from 'vitest'
import { applyDiscount, bulkDiscount } from '../src/discount.js'

describe('discount', () => {
  it('takes the percentage off, rounding in the buyer\\'s favour', () => {
    expect(applyDiscount(999, 10)).toBe(899)
    expect(applyDiscount(1000, 0)).toBe(1000)
    expect(() => applyDiscount(1000, 120)).toThrow(RangeError)
  })

  it('gives 10 % from ten items and 15 % from fifty', () => {
    expect([1, 9, 10, 49, 50, 500].map(bulkDiscount)).toEqual([0, 0, 10, 10, 15, 15])
  })
})
`

const CART_TESTS = `import { describe, expect, it } from 'vitest'
import { cartTotal, lineTotal, type Line } from '../src/cart.js'

const line = (sku: string, unitCents: number, quantity: number): Line => ({ sku, unitCents, quantity })

describe('cart', () => {
  it('multiplies a line by its quantity', () => {
    expect(lineTotal(line('pen', 120, 3))).toBe(360)
  })

  it('adds the tax of the country to the net', () => {
    expect(cartTotal([line('pen', 120, 3), line('pad', 450, 1)], 'DE')).toEqual({ net: 810, tax: 154, gross: 964 })
  })

  it('refuses a country it has no rate for', () => {
    expect(() => cartTotal([line('pen', 120, 1)], 'XX')).toThrow('no VAT rate for XX')
  })

  it('totals a thousand small carts consistently', () => {
    for (let i = 1; i <= 1000; i++) {
      const { net, tax, gross } = cartTotal([line('a', i, 1), line('b', 2 * i, 2)], 'NL')
      expect(net).toBe(5 * i)
      expect(gross).toBe(net + tax)
    }
  })
})
`

const CART_TESTS_HEAD = CART_TESTS.replace(
  /\}\)\n$/,
  `
  it('takes 10 % off a line of ten or more', () => {
    expect(cartTotal([line('pen', 120, 10)], 'LU')).toEqual({ net: 1080, tax: 184, gross: 1264 })
  })
})
`,
)

/** Other modules of the project, with tests the range does not touch: prove must not run them. */
const OTHER_MODULES = 20

/** The generated shop project: base, then a head that fixes and adds production code and adds 5 tests. */
function shopProject(root: string, repo: string): Subject {
  put(root, 'package.json', '{ "name": "shop", "private": true, "type": "module" }\n')
  put(root, '.gitignore', 'node_modules\n')
  put(root, 'src/money.ts', MONEY_BASE)
  put(root, 'src/tax.ts', TAX)
  put(root, 'src/cart.ts', CART_BASE)
  put(root, 'test/money.test.ts', MONEY_TESTS)
  put(root, 'test/cart.test.ts', CART_TESTS)
  for (let m = 0; m < OTHER_MODULES; m++) {
    put(root, `src/util/u${m}.ts`, `export const scale${m} = (n: number): number => n * ${m + 1}\n`)
    put(
      root,
      `test/util/u${m}.test.ts`,
      `import { expect, it } from 'vitest'\nimport { scale${m} } from '../../src/util/u${m}.js'\n\nit('scales by ${m + 1}', () => {\n  expect(scale${m}(2)).toBe(${2 * (m + 1)})\n})\n`,
    )
  }
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
  git(root, 'init', '-q')
  const base = commitAll(root, 'shop: money, tax, cart')
  put(root, 'src/money.ts', MONEY_HEAD)
  put(root, 'src/discount.ts', DISCOUNT)
  put(root, 'src/cart.ts', CART_HEAD)
  put(root, 'test/money.test.ts', MONEY_TESTS_HEAD)
  put(root, 'test/discount.test.ts', DISCOUNT_TESTS)
  put(root, 'test/cart.test.ts', CART_TESTS_HEAD)
  const head = commitAll(root, 'shop: negative amounts, bulk discount')
  return {
    label: 'generated project',
    root,
    range: `${base}..${head}`,
    files: ['test/money.test.ts', 'test/discount.test.ts', 'test/cart.test.ts'],
    added: [
      'money > formats a negative amount with a leading minus',
      'money > formats a refund of less than one unit',
      "discount > takes the percentage off, rounding in the buyer's favour",
      'discount > gives 10 % from ten items and 15 % from fifty',
      'cart > takes 10 % off a line of ten or more',
    ],
  }
}

/** Five tests of `isWeekend`'s new option, as date-fns writes them (`src/isWeekend/test.ts`); each fails without it. */
const IS_WEEKEND_TESTS = `import { describe, expect, it } from "vitest";
import { isWeekend } from "./isWeekend.js";

describe("isWeekend", () => {
  it("returns true for a day listed in weekendDays", () => {
    const result = isWeekend(new Date(2014, 9 /* Oct */, 3), {
      weekendDays: [5, 6],
    });
    expect(result).toBe(true);
  });

  it("returns false for Sunday when weekendDays omits it", () => {
    const result = isWeekend(new Date(2014, 9 /* Oct */, 5), {
      weekendDays: [5, 6],
    });
    expect(result).toBe(false);
  });

  it("allows a weekend of a single day", () => {
    const result = isWeekend(new Date(2014, 9 /* Oct */, 4), {
      weekendDays: [0],
    });
    expect(result).toBe(false);
  });

  it("returns false for every day when weekendDays is empty", () => {
    const result = isWeekend(new Date(2014, 9 /* Oct */, 4), {
      weekendDays: [],
    });
    expect(result).toBe(false);
  });

  it("allows a weekend day in the middle of the week", () => {
    const result = isWeekend(new Date(2014, 9 /* Oct */, 1), {
      weekendDays: [3],
    });
    expect(result).toBe(true);
  });
});
`

/** The real repository with a head commit giving `isWeekend` a `weekendDays` option; or why it cannot be had. */
function dateFnsProject(root: string, repo: string): Subject | { readonly reason: string } {
  const real = realRepo(root)
  if (!real.ok) return { reason: `could not fetch ${real.spec}: ${real.reason}` }
  // The project's vitest, linked in as the generated project has it, and ignored without a commit of its own.
  writeFileSync(join(root, '.git', 'info', 'exclude'), 'node_modules\n')
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
  const base = git(root, 'rev-parse', 'HEAD')
  const returns = 'return day === 0 || day === 6;'
  const weekendDays = 'return (options?.weekendDays ?? [0, 6]).includes(day);'
  edit(root, 'isWeekend.js', returns, weekendDays)
  edit(root, 'isWeekend.cjs', returns, weekendDays)
  edit(
    root,
    'isWeekend.d.ts',
    'export interface IsWeekendOptions extends ContextOptions<Date> {}',
    `export interface IsWeekendOptions extends ContextOptions<Date> {
  /** The days of the week (0: Sunday … 6: Saturday) that are the weekend; Saturday and Sunday by default. */
  weekendDays?: readonly number[] | undefined;
}`,
  )
  put(root, 'isWeekend.test.ts', IS_WEEKEND_TESTS)
  const head = commitAll(root, 'isWeekend: the weekendDays option')
  return {
    label: real.spec,
    root,
    range: `${base}..${head}`,
    files: ['isWeekend.test.ts'],
    added: [
      'isWeekend > returns true for a day listed in weekendDays',
      'isWeekend > returns false for Sunday when weekendDays omits it',
      'isWeekend > allows a weekend of a single day',
      'isWeekend > returns false for every day when weekendDays is empty',
      'isWeekend > allows a weekend day in the middle of the week',
    ],
  }
}

/** Throws unless prove found exactly the added tests, each proven, and nothing else to report (exit 0). */
function checkProven(result: ProveResult, added: readonly string[]): void {
  if (result.problems.length > 0) throw new Error(`prove could not run: ${result.problems.join('; ')}`)
  const found = result.tests.filter((t) => t.kind === 'added')
  const names = found.map((t) => t.fullName).sort()
  if (JSON.stringify(names) !== JSON.stringify([...added].sort()))
    throw new Error(
      `prove should find the ${added.length} added tests ${JSON.stringify(added)}: found ${JSON.stringify(names)}`,
    )
  const findings = found.filter((t) => t.verdict !== 'proven')
  if (findings.length > 0)
    throw new Error(
      `every added test should be proven: ${findings.map((t) => `${t.fullName}: ${t.verdict} (${t.detail})`).join('; ')}`,
    )
  if (exitCodeOf(result) !== 0)
    throw new Error(
      `prove should exit 0 on this range: ${JSON.stringify({ notes: result.notes, tests: result.tests })}`,
    )
}

const since = (started: bigint): number => Number(process.hrtime.bigint() - started) / 1e6

async function plainRun(subject: Subject): Promise<number> {
  const started = process.hrtime.bigint()
  const run = await runProcess({
    command: process.execPath,
    args: [join(subject.root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...subject.files],
    cwd: subject.root,
    timeoutMs: RUN_LIMIT_MS,
    env: { CI: '1' },
  })
  const ms = since(started)
  if (run.exitCode !== 0)
    throw new Error(`the plain run of ${subject.files.join(', ')} should pass on head: ${run.stdout.slice(-2000)}`)
  return ms
}

async function proveRun(subject: Subject): Promise<{ readonly ms: number; readonly result: ProveResult }> {
  const started = process.hrtime.bigint()
  const result = await prove({ cwd: subject.root, range: subject.range, timeoutMs: RUN_LIMIT_MS })
  const ms = since(started)
  checkProven(result, subject.added)
  return { ms, result }
}

async function measure(
  subject: Subject,
  rounds: number,
): Promise<{ readonly rows: BenchRow[]; readonly notes: string[]; readonly ok: boolean }> {
  const plain: number[] = []
  const proved: number[] = []
  let last: ProveResult | undefined
  for (let i = -1; i < rounds; i++) {
    const plainMs = await plainRun(subject)
    const { ms, result } = await proveRun(subject)
    last = result
    if (i < 0) continue // the first round warms the file cache and vite's transform cache
    plain.push(plainMs)
    proved.push(ms)
  }
  const plainRow = row(`${subject.label}: plain run of the ${subject.files.length} test file(s)`, plain)
  const proveRow = row(`${subject.label}: evident prove of the range`, proved)
  const ratio = proveRow.p50Ms / plainRow.p50Ms
  const ok = ratio <= TARGET
  return {
    rows: [plainRow, proveRow],
    notes: [
      `${subject.label}: prove p50 ${proveRow.p50Ms.toFixed(0)} ms / plain run p50 ${plainRow.p50Ms.toFixed(0)} ms = ${ratio.toFixed(2)} (target ≤ ${TARGET}); ${subject.added.length} added tests, each proven; runs at the ${[...new Set(last?.places ?? [])].join(', ')}; proved ${last?.provenFiles.join(', ') ?? ''}`,
      ...(ok ? [] : [`TARGET MISSED: prove on ${subject.label}`]),
    ],
    ok,
  }
}

export async function benchProve(
  rounds = benchOptions({ full: 5, quick: 2 }, 'EVIDENT_BENCH_PROVE_ROUNDS').rounds,
): Promise<BenchResult> {
  const repo = repoRoot()
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-prove-'))
  try {
    const shop = await measure(shopProject(join(dir, 'shop'), repo), rounds)
    const rows = [...shop.rows]
    const notes = [...shop.notes]
    let ok = shop.ok
    const real = dateFnsProject(join(dir, 'date-fns'), repo)
    if ('reason' in real) {
      notes.push(`real repository: not measured — ${real.reason}`)
      ok = false
    } else {
      const measured = await measure(real, rounds)
      rows.push(...measured.rows)
      notes.push(
        ...measured.notes,
        `${real.label}: its own test suite is not in the published package; the head's isWeekend.test.ts is its only test file, run with this repository's vitest`,
      )
      ok &&= measured.ok
    }
    return { name: 'prove', rows, notes, ok }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
