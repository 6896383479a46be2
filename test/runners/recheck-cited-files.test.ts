import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { classifierFor } from '../../mcp-server/src/project/classifier.js'
import { proveOriginals } from '../../mcp-server/src/runners/original-proof.js'
import { recheckRedTests } from '../../mcp-server/src/runners/red-recheck.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import type { Runner, RunRequest } from '../../mcp-server/src/runners/types.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'
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
