import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { repoRoot } from '../bundle.js'
import { row, type BenchResult } from './types.js'

/**
 * What a working-tree snapshot costs (`worktree/snapshot.ts`): on a copy of the demo project and on a generated
 * 5,000-file tree, a cold snapshot (empty shadow index: every file hashed) once, then rounds of "one file
 * changed" and "nothing changed" snapshots, the incremental cases every Bash hook pair, run and transition pays.
 * The baseline, measured in the same rounds on the same tree, is `git status --porcelain` in a real repository of
 * that tree: what a user already accepts as the price of looking at the work tree. The issue sets no target for
 * a snapshot itself (it is reported; the Bash hook pair's cost is checked in the hooks bench).
 */
function generatedTree(root: string, files: number): void {
  for (let i = 0; i < files; i++) {
    const dir = join(root, 'src', `pkg${Math.floor(i / 100)}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `file${i}.ts`), `export const value${i} = ${i}\n`.repeat(20))
  }
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n')
}

function gitRepo(root: string): void {
  const git = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=b@b', '-c', 'user.name=b', ...args], { cwd: root, stdio: 'ignore' })
  }
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'bench')
}

function ms(fn: () => void): number {
  const start = process.hrtime.bigint()
  fn()
  return Number(process.hrtime.bigint() - start) / 1e6
}

interface TreeBench {
  readonly rows: ReturnType<typeof row>[]
  readonly ratio: number
  readonly cold: number
}

function benchTree(label: string, root: string, touched: string, rounds: number): TreeBench {
  gitRepo(root)
  const data = mkdtempSync(join(tmpdir(), 'evident-bench-snapdata-'))
  try {
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const cold = ms(() => snapshot(shadow))
    const changed: number[] = []
    const unchanged: number[] = []
    const status: number[] = []
    for (let i = 0; i < rounds; i++) {
      writeFileSync(join(root, touched), `export const round = ${i}\n`)
      changed.push(ms(() => snapshot(shadow)))
      unchanged.push(ms(() => snapshot(shadow)))
      status.push(ms(() => spawnSync('git', ['status', '--porcelain'], { cwd: root, stdio: 'ignore' })))
    }
    const rows = [
      row(`${label}: snapshot, one file changed`, changed),
      row(`${label}: snapshot, nothing changed`, unchanged),
      row(`${label}: baseline git status --porcelain`, status),
    ]
    const [one, none, baseline] = rows.map((r) => r.p95Ms) as [number, number, number]
    return { rows, ratio: Math.max(one, none) / baseline, cold }
  } finally {
    rmSync(data, { recursive: true, force: true })
  }
}

export async function benchSnapshot(rounds = Number(process.env['EVIDENT_BENCH_ROUNDS'] ?? 40)): Promise<BenchResult> {
  const base = mkdtempSync(join(tmpdir(), 'evident-bench-snapshot-'))
  try {
    const demo = join(base, 'demo')
    cpSync(join(repoRoot(), 'examples', 'slugify'), demo, { recursive: true })
    const big = join(base, 'big')
    generatedTree(big, 5000)
    const demoBench = benchTree('demo project', demo, 'src/slug.ts', rounds)
    const bigBench = benchTree('5,000 files', big, 'src/pkg7/file777.ts', rounds)
    return {
      name: 'snapshot',
      rows: [...demoBench.rows, ...bigBench.rows],
      notes: [
        `cold snapshot (every file hashed): demo ${demoBench.cold.toFixed(1)} ms, 5,000 files ${bigBench.cold.toFixed(1)} ms`,
        `incremental snapshot p95 / git status p95: demo ${demoBench.ratio.toFixed(2)}, 5,000 files ${bigBench.ratio.toFixed(2)} (reported, no target)`,
      ],
      ok: true,
    }
  } finally {
    rmSync(base, { recursive: true, force: true })
  }
}
