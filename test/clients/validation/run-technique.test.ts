import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { technique } from '../../../mcp-server/src/clients/validation/descriptor.js'
import { techniqueSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { scopeEntries } from '../../../mcp-server/src/clients/validation/diff-hunks.js'
import { changedHunks } from '../../../mcp-server/src/clients/validation/git.js'
import { runTechnique, type RunContext } from '../../../mcp-server/src/clients/validation/run-technique.js'
import { gitRepo } from '../../support/validation-repo.js'
import { REPO } from '../../support/fixtures.js'

const MAIN_NODE_MODULES = join(REPO, 'node_modules')

const BASE_SOURCE = [
  'export function add(a: number, b: number): number {',
  '  return a + b',
  '}',
  "const preexisting: number = 'old'",
  '',
].join('\n')

/** A TypeScript project with problems planted both before the change and inside it. */
async function plantedProject(): Promise<{ root: string; perHunk: RunContext }> {
  const repo = gitRepo({
    '.gitignore': 'node_modules\n',
    'package.json': JSON.stringify({ name: 'fixture', type: 'module', private: true }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'nodenext', target: 'es2022', types: [] },
      include: ['src'],
    }),
    'eslint.config.js':
      "import tseslint from 'typescript-eslint'\nexport default tseslint.config(...tseslint.configs.recommended)\n",
    'src/a.ts': BASE_SOURCE,
  })
  symlinkSync(MAIN_NODE_MODULES, join(repo.root, 'node_modules'))
  repo.write('src/a.ts', `${BASE_SOURCE}export const broken: number = 'new'\nconst unusedNew = 1\n`)
  repo.write('src/b.ts', 'export const other: string = 42\n')
  const change = await changedHunks(repo.root)
  return {
    root: repo.root,
    perHunk: { root: repo.root, repoRoot: repo.root, scope: scopeEntries(change.files, 'per-hunk') },
  }
}

describe('runTechnique', () => {
  it('normalises real ESLint JSON output and keeps only findings inside the change', async () => {
    const { root, perHunk } = await plantedProject()
    const eslint = technique('eslint', ['node_modules/.bin/eslint', '--format', 'json', 'src'])
    const outcome = await runTechnique({ ...eslint, mode: 'triage' }, perHunk)
    expect(outcome).toMatchObject({ mode: 'triage', kind: 'canonical', format: 'eslint', exit: '1' })
    if (outcome.mode !== 'triage' || outcome.kind !== 'canonical') throw new Error('not canonical')
    expect(outcome.kept).toEqual([
      {
        file: join(root, 'src/a.ts'),
        line: 6,
        severity: 'error',
        finding: "'unusedNew' is assigned a value but never used. (@typescript-eslint/no-unused-vars)",
      },
    ])
    expect(outcome.dropped.map((f) => `${f.file}:${f.line}`)).toEqual([`${join(root, 'src/a.ts')}:4`])
  })

  it('normalises real tsc --pretty false output and keeps only findings inside the change', async () => {
    const { perHunk } = await plantedProject()
    const tsc = technique('tsc', ['node_modules/.bin/tsc', '--pretty', 'false', '-p', 'tsconfig.json'])
    const outcome = await runTechnique({ ...tsc, mode: 'triage' }, perHunk)
    expect(outcome).toMatchObject({ mode: 'triage', kind: 'canonical', format: 'tsc', exit: '2' })
    if (outcome.mode !== 'triage' || outcome.kind !== 'canonical') throw new Error('not canonical')
    expect(outcome.kept.map((f) => [f.file, f.line, f.severity, f.finding.slice(-8)])).toEqual([
      ['src/a.ts', 5, 'error', '(TS2322)'],
      ['src/b.ts', 1, 'error', '(TS2322)'],
    ])
    expect(outcome.dropped.map((f) => `${f.file}:${f.line}`)).toEqual(['src/a.ts:4'])
  })

  it('decides a gate by the exit code alone', async () => {
    const { perHunk } = await plantedProject()
    expect(await runTechnique(technique('ok', ['node', '-e', 'process.exit(0)']), perHunk)).toEqual({
      mode: 'gate',
      status: 'green',
      exit: '0',
    })
    expect(await runTechnique(technique('no', ['node', '-e', 'process.exit(3)']), perHunk)).toEqual({
      mode: 'gate',
      status: 'red',
      exit: '3',
    })
    expect(await runTechnique(technique('gone', ['definitely-not-a-binary-xyz']), perHunk)).toMatchObject({
      mode: 'gate',
      status: 'red',
      exit: expect.stringMatching(/^could not start: /),
    })
  })

  it('reports empty triage output as empty, never as no findings', async () => {
    const { perHunk } = await plantedProject()
    const silent = technique('silent', ['node', '-e', 'process.exit(1)'])
    expect(await runTechnique({ ...silent, mode: 'triage' }, perHunk)).toEqual({
      mode: 'triage',
      kind: 'empty',
      exit: '1',
    })
  })

  it('hands non-canonical output on by path, outside the worktree, with the scope spec beside it', async () => {
    const { root, perHunk } = await plantedProject()
    const prose = technique('prose', ['node', '-e', "console.log('Looks mostly fine, but check the adder.')"])
    const outcome = await runTechnique({ ...prose, mode: 'triage' }, perHunk)
    if (outcome.mode !== 'triage' || outcome.kind !== 'non-canonical')
      throw new Error(`unexpected ${JSON.stringify(outcome)}`)
    expect(outcome.outputPath.startsWith(root)).toBe(false)
    expect(readFileSync(outcome.outputPath, 'utf8')).toBe('Looks mostly fine, but check the adder.\n')
    expect(readFileSync(outcome.scopePath, 'utf8')).toBe('src/a.ts:5-6\nsrc/b.ts:1-1')
    expect(existsSync(join(root, 'output'))).toBe(false)
  })
})

describe('runTechnique edge cases', () => {
  it('reports a triage run that timed out or never started as unfinished, even when its partial output parses', async () => {
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const ctx: RunContext = { root, repoRoot: root, scope: [{ file: 'a.txt' }] }
    const hangs = techniqueSchema.parse({
      id: 'hangs',
      mode: 'triage',
      timeoutMs: 1000,
      run: ['node', '-e', "console.log('error a.txt:1 — partial'); setInterval(() => {}, 1000)"],
    })
    expect(await runTechnique(hangs, ctx)).toEqual({ mode: 'triage', kind: 'unfinished', exit: 'timed out' })
    const missing = techniqueSchema.parse({ id: 'missing', mode: 'triage', run: ['definitely-not-a-binary-xyz'] })
    expect(await runTechnique(missing, ctx)).toMatchObject({
      mode: 'triage',
      kind: 'unfinished',
      exit: expect.stringMatching(/^could not start: /),
    })
  })

  it('re-bases paths of a project inside a larger repository onto the repository toplevel', async () => {
    const { root, write } = gitRepo({ 'pkg/src/x.ts': 'one\n' })
    write('pkg/src/x.ts', 'ONE\n')
    const project = join(root, 'pkg')
    const change = await changedHunks(project)
    const report = techniqueSchema.parse({
      id: 'r',
      mode: 'triage',
      run: ['node', '-e', "console.log('error src/x.ts:1 — in the change')"],
    })
    const outcome = await runTechnique(report, {
      root: project,
      repoRoot: root,
      scope: scopeEntries(change.files, 'per-hunk'),
    })
    expect(outcome).toMatchObject({ kind: 'canonical', kept: [{ file: 'pkg/src/x.ts', line: 1 }], dropped: [] })
  })
})
