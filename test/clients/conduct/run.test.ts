import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ghSource } from '../../../mcp-server/src/clients/conduct/issue-source.js'
import type { LeafRequest, LeafResult } from '../../../mcp-server/src/clients/conduct/loop.js'
import { conductIssue } from '../../../mcp-server/src/clients/conduct/run.js'
import { readRunLock } from '../../../mcp-server/src/clients/conduct/run-lock.js'
import { fileClassifier } from '../../../mcp-server/src/project/test-files.js'
import { fakeGh } from '../../support/fake-gh.js'
import { tempDir } from '../../support/store.js'
import { REPO } from '../../support/fixtures.js'

/**
 * A whole conducted run over GitHub (clients/conduct/run.ts) with the gh CLI faked and a bare repository as origin: the issue
 * is read through gh, phases and verdicts are narrated on its thread, the branch is pushed and a draft PR opened.
 * Leaves are scripted in process (their real launch is tested end to end in test/e2e/claude-conduct.test.ts).
 */
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' })

function project(): { root: string; origin: string } {
  const dir = tempDir('evident-conduct-run-')
  const root = join(dir, 'p')
  const origin = join(dir, 'origin.git')
  mkdirSync(join(root, 'test'), { recursive: true })
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, '.gitignore'), 'node_modules\n')
  writeFileSync(join(root, 'package.json'), '{"name":"p","private":true,"type":"module"}\n')
  writeFileSync(
    join(root, 'test', 'a.test.ts'),
    "import { expect, it } from 'vitest'\nit('a', () => expect(1).toBe(1))\n",
  )
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  git(dir, 'init', '-q', '--bare', origin)
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'config', 'user.name', 't')
  git(root, 'config', 'user.email', 't@example.com')
  git(root, 'remote', 'add', 'origin', origin)
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'initial')
  return { root, origin }
}

const leaves =
  (root: string) =>
  async (request: LeafRequest): Promise<LeafResult> => {
    if (request.name === 'develop-red') writeFileSync(join(root, 'test', 'greet.test.ts'), 'red\n')
    if (request.name === 'develop-green') writeFileSync(join(root, 'src', 'greet.ts'), 'green\n')
    return {
      code: 0,
      status: 'exited 0',
      output: request.actor === 'verifier' ? 'VERDICT: PASS' : 'done',
      session: 's',
    }
  }

/** Conducts issue 5 of `root` through gh, the leaves scripted, a PASS taken as said (the verdict's own tests hold it). */
async function conduct(
  root: string,
  gh: string,
  runLeaf: (request: LeafRequest) => Promise<LeafResult> = leaves(root),
): Promise<{ end: Awaited<ReturnType<typeof conductIssue>>; said: string[] }> {
  const said: string[] = []
  const end = await conductIssue({
    root,
    dbPath: join(root, '..', 'e.sqlite'),
    issueNumber: 5,
    source: ghSource(root, 5, gh),
    revisions: 1,
    caller: { sessionId: 'human', agentId: 'main' },
    classify: fileClassifier(),
    baselineTimeoutSec: 120,
    leafRunner: () => runLeaf,
    judge: async (_leaf, _phase, claim) =>
      claim.kind === 'pass' ? { code: 0, reason: 'ok' } : { code: 1, reason: 'no' },
    emit: async () => undefined,
    say: (line) => said.push(line),
  })
  return { end, said }
}

describe('conductIssue over GitHub (gh)', () => {
  it('reads the issue, narrates on its thread, pushes the branch and opens a draft PR', async () => {
    const { root, origin } = project()
    const gh = fakeGh(
      JSON.stringify({ number: 5, title: 'Greet', body: 'Why.\n\n## Acceptance criteria\n- [ ] greet says hello\n' }),
    )
    const { end, said } = await conduct(root, gh.gh)
    expect(end, said.join('\n')).toEqual({ kind: 'done', pr: 'https://github.com/o/r/pull/77' })
    expect(said.filter((l) => l.includes('restored'))).toEqual([])
    const calls = gh.calls()
    expect(calls[0]?.argv).toEqual(['issue', 'view', '5', '--json', 'number,title,body'])
    const comments = calls.filter((c) => c.argv[0] === 'issue' && c.argv[1] === 'comment')
    expect(comments.map((c) => c.bodyFile ?? '').join('\n')).toMatch(/Plan \([0-9a-f]{12}\)/)
    expect(comments.some((c) => (c.bodyFile ?? '').includes('green verdict: PASS'))).toBe(true)
    // The step done, its criterion is ticked in the issue body (read again, edited through a body file), before the PR.
    const edit = calls.findIndex((c) => c.argv[1] === 'edit')
    expect(calls[edit - 1]?.argv).toEqual(['issue', 'view', '5', '--json', 'body'])
    expect(calls[edit]?.argv.slice(0, 4)).toEqual(['issue', 'edit', '5', '--body-file'])
    expect(calls[edit]?.bodyFile).toBe('Why.\n\n## Acceptance criteria\n- [x] greet says hello\n')
    const pr = calls.find((c) => c.argv[0] === 'pr')
    expect(calls.findIndex((c) => c.argv[0] === 'pr')).toBeGreaterThan(edit)
    expect(pr?.argv.slice(0, 5)).toEqual(['pr', 'create', '--draft', '--title', '#5: Greet'])
    expect(pr?.argv).toContain('conduct/issue-5')
    // The branch is on origin with the step's commits.
    expect(git(origin, 'log', '--format=%s', 'conduct/issue-5').trim().split('\n')[0]).toBe(
      'conduct(#5): step 1 refactor — greet says hello',
    )
  })

  it('stays done when the hand-off fails, and says why', async () => {
    const { root } = project()
    git(root, 'remote', 'remove', 'origin')
    const gh = fakeGh(JSON.stringify({ number: 5, title: 'Greet', body: '## Acceptance criteria\n- [ ] greet\n' }))
    const { end, said } = await conduct(root, gh.gh)
    expect(end).toEqual({ kind: 'done', pr: undefined })
    expect(said.at(-1)).toMatch(
      /every step is done on conduct\/issue-5, but the draft PR could not be opened: git push origin/,
    )
    expect(gh.calls().some((c) => c.argv[0] === 'pr')).toBe(false)
  })

  it('puts back the run lock a leaf deleted or rewrote before the next leaf starts (the hooks hold the conductor by it)', async () => {
    const { root } = project()
    const gh = fakeGh(JSON.stringify({ number: 5, title: 'Greet', body: '## Acceptance criteria\n- [ ] greet\n' }))
    const lock = join(root, '.tdd', 'conduct.lock')
    const seen: string[] = []
    const honest = leaves(root)
    const { end, said } = await conduct(root, gh.gh, async (request) => {
      seen.push(
        `${request.name}:${existsSync(lock) ? (readRunLock(root)?.pid === process.pid ? 'ours' : 'other') : 'gone'}`,
      )
      if (request.name === 'develop-red') rmSync(lock)
      if (request.name === 'develop-green') writeFileSync(lock, JSON.stringify({ pid: 1, issue: 5, startedAt: 'then' }))
      return honest(request)
    })
    expect(end.kind, said.join('\n')).toBe('done')
    expect(seen.slice(0, 4)).toEqual([
      'develop-red:ours',
      'verdict-red:ours',
      'develop-green:ours',
      'verdict-green:ours',
    ])
    expect(said.filter((l) => l.includes('conduct.lock was gone or rewritten; restored'))).toHaveLength(2)
    expect(existsSync(lock)).toBe(false)
  })
})
