import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { classifierFor } from '../../mcp-server/src/project/classifier.js'
import { proveOriginals } from '../../mcp-server/src/runners/original-proof.js'
import { recheckRedTests, recheckTogether } from '../../mcp-server/src/runners/red-recheck.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import type { Runner, RunRequest } from '../../mcp-server/src/runners/types.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { closingProofs } from '../../mcp-server/src/engine/flows/closing-proof.js'
import { testKey } from '../../mcp-server/src/domain/test-names.js'
import { ensureCaller } from '../../mcp-server/src/store/callers.js'
import { insertTask } from '../../mcp-server/src/store/tasks.js'
import { insertBehavior, insertGoal } from '../../mcp-server/src/store/work-items.js'
import { REPO } from '../support/fixtures.js'
import { alice, tempDir, tempStore } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * The red re-check and the closing proof run only the cited test files (issue #34, item 4): in a project whose other
 * test files fail or never finish, the re-check of the cited file still answers right, and the runner was given only
 * that file (the proof: only the copies of the original) and reported tests of no other file.
 */
const CITED = 'test/slug.test.ts'
const TEST = { file: CITED, fullName: 'slugify > lowercases', ordinal: 0 }

function project(): string {
  const root = tempDir('evident-recheck-cited-')
  mkdirSync(join(root, 'src'))
  mkdirSync(join(root, 'test'))
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(join(root, '.gitignore'), 'node_modules\n')
  writeFileSync(join(root, 'src', 'slug.ts'), 'export const slugify = (s: string): string => s\n')
  writeFileSync(
    join(root, CITED),
    `import { describe, expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

describe('slugify', () => {
  it('lowercases', () => {
    expect(slugify('AB')).toBe('ab')
  })
})
`,
  )
  writeFileSync(
    join(root, 'test', 'other.test.ts'),
    "import { expect, it } from 'vitest'\n\nit('fails', () => {\n  expect(1).toBe(2)\n})\n",
  )
  // Never finishes loading: a run that included it would end in a timeout, not a report.
  writeFileSync(
    join(root, 'test', 'hangs.test.ts'),
    "import { it } from 'vitest'\n\nawait new Promise(() => {})\nit('never', () => {})\n",
  )
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  return root
}

function recording(runner: Runner): { runner: Runner; runs: { request: RunRequest; report: RunReport }[] } {
  const runs: { request: RunRequest; report: RunReport }[] = []
  return {
    runs,
    runner: {
      ...runner,
      run: async (request) => {
        const report = await runner.run(request)
        runs.push({ request, report })
        return report
      },
    },
  }
}

const filesOf = (report: RunReport): string[] => [...new Set(report.tests.map((t) => t.file))]

describe('the re-check and the closing proof run the cited test files only', () => {
  it('the re-check runs the cited file on the red code, not the failing or hanging others', async () => {
    const root = project()
    const shadow = shadowFor(join(tempDir('evident-recheck-cited-data-'), 'evidence.db'), root)
    const redTree = snapshot(shadow)
    writeFileSync(join(root, 'src', 'slug.ts'), 'export const slugify = (s: string): string => s.toLowerCase()\n')
    const tree = snapshot(shadow)
    const { runner, runs } = recording(runnerFor(loadConfig(root), undefined))
    const result = await recheckRedTests({
      shadow,
      tree,
      redTree,
      tests: [TEST],
      runner,
      classify: await classifierFor(root),
      timeoutMs: scaled(120_000),
    })
    expect(result, result.detail).toMatchObject({ outcome: 'fails', replaced: 1 })
    expect(runs.map((r) => r.request.files)).toEqual([[CITED]])
    const report = runs[0]?.report
    expect(report?.outcome).toBe('failed')
    expect(report === undefined ? [] : filesOf(report)).toEqual([CITED])
    expect(report?.tests.map((t) => [t.fullName, t.status])).toEqual([['slugify > lowercases', 'failed']])
  })

  it('the closing proof runs only the copies of the original, which pass on the fix', async () => {
    const root = project()
    const shadow = shadowFor(join(tempDir('evident-recheck-cited-data-'), 'evidence.db'), root)
    const redTree = snapshot(shadow)
    writeFileSync(join(root, 'src', 'slug.ts'), 'export const slugify = (s: string): string => s.toLowerCase()\n')
    const tree = snapshot(shadow)
    const { runner, runs } = recording(runnerFor(loadConfig(root), undefined))
    const proofs = await proveOriginals({
      shadow,
      tree,
      subjects: [{ behaviorId: 1, redTree, redTest: TEST }],
      runner,
      timeoutMs: scaled(120_000),
    })
    expect(proofs.get(1), proofs.get(1)?.detail).toMatchObject({ outcome: 'passes' })
    const copies = ['test/slug.evident-proof-1-1.test.ts', 'test/slug.evident-proof-1-2.test.ts']
    expect(runs.map((r) => r.request.files)).toEqual([copies])
    const report = runs[0]?.report
    expect(report?.outcome).toBe('passed')
    expect(report === undefined ? [] : filesOf(report).sort()).toEqual(copies)
  })
})

/** Three behaviors proven red by one run (a red batch), each with a test file of its own; the third weakened since. */
const BATCH = ['a', 'b', 'c'].map((name) => ({
  file: `test/${name}.test.ts`,
  fullName: `lowercases ${name.toUpperCase()}`,
  ordinal: 0,
}))
const batchTest = (name: string, assertion: string): string =>
  `import { expect, it } from 'vitest'\nimport { slugify } from '../src/slug.js'\n\nit('lowercases ${name.toUpperCase()}', () => {\n  ${assertion}\n})\n`

function redBatch(): { root: string; shadow: ReturnType<typeof shadowFor>; redTree: string; tree: string } {
  const root = project()
  for (const name of ['a', 'b', 'c'])
    writeFileSync(
      join(root, 'test', `${name}.test.ts`),
      batchTest(name, `expect(slugify('${name.toUpperCase()}')).toBe('${name}')`),
    )
  const shadow = shadowFor(join(tempDir('evident-recheck-cited-data-'), 'evidence.db'), root)
  const redTree = snapshot(shadow)
  writeFileSync(join(root, 'src', 'slug.ts'), 'export const slugify = (s: string): string => s.toLowerCase()\n')
  writeFileSync(join(root, 'test', 'c.test.ts'), batchTest('c', "expect(slugify('C')).toBeTypeOf('string')"))
  return { root, shadow, redTree, tree: snapshot(shadow) }
}

describe('the current red tests of a red batch are re-checked together', () => {
  it('one runner start for the batch: plain failures are answered, a passing test is left to be re-checked alone', async () => {
    const { root, shadow, redTree, tree } = redBatch()
    const { runner, runs } = recording(runnerFor(loadConfig(root), undefined))
    const answers = await recheckTogether({
      shadow,
      tree,
      redTree,
      tests: BATCH,
      runner,
      classify: await classifierFor(root),
      timeoutMs: scaled(120_000),
    })
    expect(runs.map((r) => r.request.files)).toEqual([BATCH.map((t) => t.file)])
    const [a, b, c] = BATCH.map((t) => answers.get(testKey(t)))
    expect(a).toMatchObject({ outcome: 'fails', replaced: 1 })
    expect(b).toMatchObject({ outcome: 'fails', replaced: 1 })
    // The weakened test passed in the shared run: no answer from it (a denial comes only from a run of its own file).
    expect(answers.has(testKey(BATCH[2] ?? TEST))).toBe(true)
    expect(c).toBeUndefined()
  })

  it('the closing proof shares one re-check for the batch and re-checks the weakened test alone', async () => {
    const { root, shadow, redTree, tree } = redBatch()
    const store = await tempStore()
    const ids = await store.write(async (tx) => {
      const callerId = await ensureCaller(tx, alice)
      const task = await insertTask(tx, callerId, 'slugs', undefined)
      const goal = await insertGoal(tx, task.id, 'lowercase')
      const behaviors = []
      for (const t of BATCH) behaviors.push((await insertBehavior(tx, task.id, goal.id, t.fullName)).id)
      return { task: task.id, behaviors }
    })
    const subjects = BATCH.map((redTest, i) => ({
      taskId: ids.task,
      behaviorId: ids.behaviors[i] ?? 0,
      redTree,
      runner: 'default',
      redTest,
    }))
    const facts = await closingProofs(store, shadow, tree, subjects, {
      config: loadConfig(root),
      classify: await classifierFor(root),
      timeoutMs: scaled(120_000),
    })
    const [a, b, c] = subjects.map((s) => facts.get(s.behaviorId))
    for (const proof of [a, b, c]) expect(proof?.original, proof?.original.detail).toMatchObject({ outcome: 'passes' })
    expect(a?.current).toMatchObject({
      outcome: 'fails',
      detail: expect.stringContaining('other red tests of its red run'),
    })
    expect(b?.current).toMatchObject({
      outcome: 'fails',
      detail: expect.stringContaining('other red tests of its red run'),
    })
    expect(c?.current).toMatchObject({ outcome: 'passes', detail: expect.stringContaining('lowercases C') })
  })
})

describe('a shared re-check answers only plain failures (a stub runner gives the reports)', () => {
  const stubbed = async (report: Partial<RunReport>) => {
    const { shadow, redTree, tree, root } = redBatch()
    const runner: Runner = {
      name: 'default',
      sharesProcess: true,
      run: async (request) => ({
        runner: 'default',
        argv: [],
        projectRoot: request.projectRoot,
        startedAt: '',
        endedAt: '',
        exitCode: 1,
        outcome: 'failed',
        tests: [],
        errors: [],
        ...report,
      }),
    }
    const tests = BATCH.slice(0, 2)
    const answers = await recheckTogether({
      shadow,
      tree,
      redTree,
      tests,
      runner,
      classify: await classifierFor(root),
      timeoutMs: scaled(120_000),
    })
    return tests.map((t) => answers.get(testKey(t))?.outcome)
  }
  const error = (file: string | undefined, scope: 'module' | 'unhandled') => ({
    scope,
    file,
    name: 'Error',
    message: 'boom',
    frames: [],
    signature: 'x',
  })

  it('a run that timed out with the tests unreported answers none (each is re-checked alone)', async () => {
    expect(await stubbed({ outcome: 'timeout', exitCode: null })).toEqual([undefined, undefined])
  })

  it('an error naming no file answers none; an error of a test file answers that file only', async () => {
    expect(await stubbed({ errors: [error(undefined, 'unhandled')] })).toEqual([undefined, undefined])
    expect(await stubbed({ errors: [error(BATCH[0]?.file, 'module')] })).toEqual(['fails', undefined])
  })

  it('a broken runner answers none, even for a test reported failed', async () => {
    const failed = { file: BATCH[0]?.file ?? '', fullName: BATCH[0]?.fullName ?? '', status: 'failed' as const }
    expect(await stubbed({ tests: [failed] })).toEqual(['fails', undefined])
    expect(
      await stubbed({ tests: [failed], errors: [{ ...error(undefined, 'unhandled'), name: 'VitestCrash' }] }),
    ).toEqual([undefined, undefined])
  })
})
