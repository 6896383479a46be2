import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { pathBytes } from '../../mcp-server/src/kernel/path-bytes.js'
import { useBuiltStore } from '../support/dist.js'
import { REPO } from '../support/fixtures.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { bashCall, runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { scaled } from '../support/time.js'

/**
 * File names are bytes. A name that is not valid UTF-8 used to be recorded with U+FFFD and no content hash, naming no
 * real file. Now it is stored C-quoted (`"src/f\377.ts"`, kernel/path-bytes.ts), which maps back to its exact bytes:
 * the hash is the real file's, the hook shows the quoted form, and `evident restore` of that form works. Real
 * processes: the hook CLI as Claude Code runs it around a real shell command, the built CLI, real files.
 */
const plugin = usePluginRoot()
const CLI = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'cli.js')
useBuiltStore('dist/mcp-server/src/entry/cli.js')
const agent: Caller = { sessionId: 'sess-u8', agentId: 'agent-u8', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-u8', agent_id: 'agent-u8', agent_type: 'evident:tdd-task' }

/** src/f<0xff>.ts (created by the command) and src/g<0xfe>.ts (there before it, changed by it). */
const CREATED = Buffer.from([0x73, 0x72, 0x63, 0x2f, 0x66, 0xff, 0x2e, 0x74, 0x73])
const CHANGED = Buffer.from([0x73, 0x72, 0x63, 0x2f, 0x67, 0xfe, 0x2e, 0x74, 0x73])
const CREATED_STORED = '"src/f\\377.ts"'
const CHANGED_STORED = '"src/g\\376.ts"'
const BEFORE = 'export const g = 1\n'
const LINK_TARGET = Buffer.from([0x68, 0xfd, 0x2e, 0x74, 0x73]) // h<0xfd>.ts

const at = (project: Project, name: Buffer): Buffer => Buffer.concat([Buffer.from(`${project.root}/`), name])
const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')
const nodeBytes = (name: Buffer): string => `Buffer.from([${[...name].join(',')}])`

function evident(project: Project, cwd: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOME: project.root, ...project.env },
    encoding: 'utf8',
    timeout: scaled(60_000),
  })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

describe('a file name that is not valid UTF-8', () => {
  it('is recorded from a measured Bash command with its real hash, shown quoted, and restored from that form', async () => {
    const project = tempProject()
    writeFileSync(at(project, CHANGED), BEFORE)
    // A link whose target is such a name: the command replaces it with a file, restore puts the exact target back.
    symlinkSync(LINK_TARGET, join(project.root, 'src', 'link.ts'))
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const write = (name: Buffer, text: string): string =>
      `fs.writeFileSync(Buffer.concat([Buffer.from(process.cwd() + '/'), ${nodeBytes(name)}]), '${text}')`
    const command = `node -e "const fs = require('fs'); ${write(CREATED, 'export const f = 2\\n')}; ${write(CHANGED, 'export const g = 2\\n')}; fs.unlinkSync('src/link.ts'); fs.writeFileSync('src/link.ts', 'x')"`
    const call = await bashCall(plugin(), project, command, asAgent)
    expect(call.pre.output, call.pre.stdout).toBeUndefined()
    expect(call.ran?.code, call.ran?.stderr).toBe(0)
    expect(call.post?.code, call.post?.stderr).toBe(0)
    // The real names on disk are the bytes the command wrote.
    const names = readdirSync(join(project.root, 'src'), { encoding: 'buffer' }).map((n) => n.toString('latin1'))
    expect(names.sort()).toEqual(['f\xff.ts', 'g\xfe.ts', 'link.ts'])

    const [row] = await store.db.selectFrom('shell_commands').select('changes').execute()
    const changes = JSON.parse(row?.changes ?? '[]') as { path: string; status: string; contentHash: string }[]
    expect(changes.map((c) => [c.path, c.status])).toEqual([
      [CREATED_STORED, 'added'],
      [CHANGED_STORED, 'modified'],
      ['src/link.ts', 'modified'],
    ])
    for (const [stored, name] of [
      [CREATED_STORED, CREATED],
      [CHANGED_STORED, CHANGED],
    ] as const) {
      expect(pathBytes(stored).equals(name)).toBe(true)
      const real = sha256(readFileSync(at(project, name)))
      expect(changes.find((c) => c.path === stored)?.contentHash).toBe(real)
      expect(await rows(store, 'artifacts')).toContainEqual(
        expect.objectContaining({ kind: 'code_written', file_path: stored, content_hash: real }),
      )
    }
    // Shown escaped, never as U+FFFD, with a restore command that names the files exactly.
    const told = call.post?.output?.hookSpecificOutput.additionalContext ?? ''
    expect(told).toContain(`- ${CREATED_STORED} (added): production_edit_before_red`)
    expect(told).toContain(`\`evident restore '${CREATED_STORED}' '${CHANGED_STORED}' src/link.ts\``)
    expect(told).not.toContain('\ufffd')

    // The real CLI restores each from its quoted form: from the project root, and relative to src/.
    const created = evident(project, project.root, 'restore', CREATED_STORED)
    expect(created.err).toBe('')
    expect(created.code).toBe(0)
    expect(created.out).toContain(`deleted ${CREATED_STORED} (created by`)
    expect(existsSync(at(project, CREATED))).toBe(false)
    const changed = evident(project, join(project.root, 'src'), 'restore', '"g\\376.ts"')
    expect(changed.err).toBe('')
    expect(changed.code).toBe(0)
    expect(changed.out).toContain(`restored ${CHANGED_STORED} to its content before`)
    expect(readFileSync(at(project, CHANGED), 'utf8')).toBe(BEFORE)
    const link = evident(project, project.root, 'restore', 'src/link.ts')
    expect(link.err).toBe('')
    expect(link.code).toBe(0)
    expect(readlinkSync(join(project.root, 'src', 'link.ts'), { encoding: 'buffer' })).toEqual(LINK_TARGET)
  })

  it('restore refuses a quoted path that climbs out of the project, writing nothing', async () => {
    const project = tempProject()
    await projectStore(project)
    const refused = evident(project, project.root, 'restore', '"../f\\377.ts"')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('"../f\\377.ts" is outside the project')
  })

  it('an Edit-family hook given a name JSON cannot carry as bytes (U+FFFD, a lone surrogate) does not fail', async () => {
    const project = tempProject()
    await reach(await projectStore(project), agent, 'red')
    for (const name of ['src/f\ufffd.ts', 'src/f\udcff.ts']) {
      const file = join(project.root, name)
      for (const event of ['PreToolUse', 'PostToolUse']) {
        const ran = await runHook(plugin(), project, {
          hook_event_name: event,
          tool_name: 'Write',
          tool_input: { file_path: file, content: 'export const f = 1\n' },
          ...(event === 'PostToolUse' ? { tool_response: {} } : {}),
          ...asAgent,
        })
        expect(ran.code, ran.stderr).toBe(0)
        expect(ran.stderr).toBe('')
      }
    }
  })
})
