import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { useBuiltStore } from '../support/dist.js'
import { projectStore, reach } from '../support/hook-state.js'
import { bashCall, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'

/**
 * A project with a submodule and a nested repository: evident's snapshots never write into the user's repository
 * (`.git/modules/<name>` included). `git add` asks each submodule for its `git status`, which refreshed that
 * submodule's index whenever a file's stat had changed. Real processes: the hook CLI as Claude Code runs it around a
 * real shell command, the built server's run_tests, real git. What is recorded for a submodule is its gitlink (the
 * commit its HEAD is at), not its files: a change inside it counts once committed there (worktree/snapshot.ts).
 */
const plugin = usePluginRoot()
useBuiltStore('dist/mcp-server/src/entry/main.js')
const agent: Caller = { sessionId: 'sess-sub', agentId: 'agent-sub', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-sub', agent_id: 'agent-sub', agent_type: 'evident:tdd-task' }

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
}
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' })

/** Every file under `.git`: path, size, mtime in ns, sha256. */
function fingerprint(gitDir: string): Readonly<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of readdirSync(gitDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(gitDir, entry)
    const stat = statSync(path, { bigint: true })
    if (!stat.isFile()) continue
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex')
    out[entry] = `${stat.size} ${stat.mtimeNs} ${hash}`
  }
  return out
}

const passXml = '<testsuite name="s" tests="1"><testcase name="t" classname="c" file="t.js"/></testsuite>'

/**
 * A git project with a committed submodule at vendor/lib, a nested repository with no commit at tools/scratch, and a
 * junit runner that passes at once. The submodule's files are then given new mtimes: its index is stat-dirty, the
 * state in which a `git status` inside it rewrites `.git/modules/vendor/lib/index`.
 */
function submoduleProject(): Project {
  const project = tempProject()
  rmSync(join(project.root, '.git'), { recursive: true })
  git(project.root, 'init', '-q')
  writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => a + b\n')
  writeFileSync(
    join(project.root, 'evident.config.json'),
    JSON.stringify({
      runners: {
        default: {
          kind: 'junit',
          argv: [process.execPath, '-e', `require('fs').writeFileSync('out.xml', '${passXml}')`],
          junitPath: 'out.xml',
          fileArgs: 'none',
        },
      },
    }),
  )
  writeFileSync(join(project.root, '.gitignore'), 'out.xml\n')
  git(project.root, 'add', '.')
  git(project.root, 'commit', '-qm', 'project')
  const lib = tempDir('evident-submodule-lib-')
  git(lib, 'init', '-q')
  writeFileSync(join(lib, 'lib.ts'), 'export const lib = 1\n')
  git(lib, 'add', 'lib.ts')
  git(lib, 'commit', '-qm', 'lib')
  git(project.root, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'vendor/lib')
  git(project.root, 'commit', '-qm', 'submodule')
  const scratch = join(project.root, 'tools', 'scratch')
  mkdirSync(scratch, { recursive: true })
  git(scratch, 'init', '-q')
  writeFileSync(join(scratch, 'notes.ts'), 'export const notes = 1\n')
  const past = new Date(Date.now() - 3_600_000)
  utimesSync(join(project.root, 'vendor', 'lib', 'lib.ts'), past, past)
  return project
}

interface Change {
  readonly path: string
  readonly status: string
  readonly after: { readonly mode: string } | null
}

async function changesOf(project: Project): Promise<readonly (readonly Change[])[]> {
  const store = await projectStore(project)
  const rows = await store.db.selectFrom('shell_commands').select('changes').orderBy('id').execute()
  return rows.map((r) => JSON.parse(r.changes ?? 'null') as Change[])
}

describe('a project with a submodule and a nested repository', () => {
  it('a measured Bash command writes nothing under .git and records only what it changed outside the submodule', async () => {
    const project = submoduleProject()
    await reach(await projectStore(project), agent, 'task')
    const before = fingerprint(join(project.root, '.git'))
    const call = await bashCall(
      plugin(),
      project,
      `node -e "const fs = require('fs'); fs.writeFileSync('src/new.ts', 'export const x = 1'); fs.writeFileSync('vendor/lib/lib.ts', 'export const lib = 2')"`,
      asAgent,
    )
    expect(call.pre.output, call.pre.stdout).toBeUndefined()
    expect(call.ran?.code).toBe(0)
    expect(call.post?.code, call.post?.stderr).toBe(0)
    expect(fingerprint(join(project.root, '.git'))).toEqual(before)
    // The snapshots worked (a nested repository with no commit does not break them) and measured the one change
    // outside the submodule; the change inside it is not measured until it is committed there.
    const [changes] = await changesOf(project)
    expect(changes?.map((c) => [c.path, c.status])).toEqual([['src/new.ts', 'added']])
    const store = await projectStore(project)
    expect(await store.db.selectFrom('hook_errors').selectAll().execute()).toEqual([])

    // Committed inside the submodule (the command writes its own .git/modules, as it asked to): the gitlink moved,
    // which is no change of a project file — measured, recorded as nothing, and no hook failure.
    const commit = await bashCall(plugin(), project, 'git -C vendor/lib commit -qam lib2', asAgent, {
      env: { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
    })
    expect(commit.ran?.code, commit.ran?.stderr).toBe(0)
    expect(commit.post?.stderr).toBe('')
    expect(git(join(project.root, 'vendor', 'lib'), 'log', '--format=%s')).toBe('lib2\nlib\n')
    const [, moved] = await changesOf(project)
    expect(moved).toEqual([])
    expect(await store.db.selectFrom('hook_errors').selectAll().execute()).toEqual([])
  })

  it('run_tests writes nothing under .git and records the tree it ran on', async () => {
    const project = submoduleProject()
    await projectStore(project)
    const before = fingerprint(join(project.root, '.git'))
    const server = startServer({ root: project.root, env: { EVIDENT_DB: project.dbPath } })
    await initialize(server)
    callTool(server, 2, 'run_tests', {})
    const answer = await server.next(withId(2))
    expect(answer['result'], server.stderr()).toMatchObject({ structuredContent: { outcome: 'passed' } })
    expect(fingerprint(join(project.root, '.git'))).toEqual(before)
    const store = await projectStore(project)
    const runs = await store.db.selectFrom('test_runs').select(['tree', 'tree_after']).execute()
    expect(runs).toHaveLength(1)
    expect(runs[0]?.tree).toMatch(/^[0-9a-f]{40}$/)
    expect(runs[0]?.tree_after).toBe(runs[0]?.tree)
  })
})
