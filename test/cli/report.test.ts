import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noDatabase } from '../../mcp-server/src/cli/existing-store.js'
import { pushProgress } from '../../mcp-server/src/engine/flows/progress.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { ok, planTask } from '../support/checked.js'
import { alice, tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'

function project(): { root: string; db: string; env: Record<string, string> } {
  const root = tempDir('evident-report-')
  const db = join(tempDir(), 'data', 'evident.sqlite')
  return { root, db, env: { HOME: root, EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root } }
}

/** A database with one task (one goal, pushed as goals_ready), and its write sequence (what any write would advance). */
async function withTask(db: string): Promise<{ taskId: number; seq: () => Promise<string> }> {
  const store = await openStore(db)
  const task = await planTask(store, alice, 'parse ISO dates', 'calendar dates', [])
  ok(await pushProgress(store, alice, task.taskId, { type: 'goals_ready', goalIds: [task.goalId] }))
  await store.close()
  const seq = async (): Promise<string> => {
    const again = await openStore(db)
    try {
      return (await again.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow())
        .value
    } finally {
      await again.close()
    }
  }
  return { taskId: task.taskId, seq }
}

describe('evident report', () => {
  it('writes the HTML report beside the database, never into the project, and prints its path', async () => {
    const { root, db, env } = project()
    const { taskId, seq } = await withTask(db)
    const before = await seq()
    const all = await cli(['report'], env, root)
    expect(all).toEqual({ code: 0, out: [join(db, '..', 'report.html')], err: [] })
    expect(readFileSync(join(db, '..', 'report.html'), 'utf8')).toMatch(/^<!doctype html>[\s\S]*parse ISO dates/i)
    const one = await cli(['report', '--task', String(taskId)], env, root)
    expect(one.out).toEqual([join(db, '..', `report-task-${taskId}.html`)])
    const session = await cli(['report', '--session', alice.sessionId, '--format', 'md'], env, root)
    expect(session.out).toEqual([join(db, '..', `report-session-${alice.sessionId}.md`)])
    expect(await seq()).toBe(before)
  })

  it('prints to stdout with --out -, and writes where --out says', async () => {
    const { root, db, env } = project()
    await withTask(db)
    const md = await cli(['report', '--format', 'md', '--out', '-'], env, root)
    expect(md.code).toBe(0)
    expect(md.out.join('\n')).toContain('parse ISO dates')
    expect(md.out.join('\n')).toMatch(
      /Progress timeline \(1 event\)[\s\S]*\| \S+Z \| `goals_ready` \| — \| agent-a \| Goals: G1 "calendar dates" \|/,
    )
    const mine = await cli(['report', '--out', 'mine.html'], env, root)
    expect(mine.out).toEqual([join(root, 'mine.html')])
    expect(existsSync(join(root, 'mine.html'))).toBe(true)
  })

  it('says where it looked and creates nothing when the project has no database (exit 1)', async () => {
    const { root, db, env } = project()
    expect(await cli(['report'], env, root)).toEqual({ code: 1, out: [], err: [noDatabase(db)] })
    expect(existsSync(db)).toBe(false)
    expect(existsSync(join(db, '..'))).toBe(false)
  })

  it('names the fix for an unknown task or session and for a file it cannot write (exit 1)', async () => {
    const { root, db, env } = project()
    await withTask(db)
    const task = await cli(['report', '--task', '999'], env, root)
    expect(task.code).toBe(1)
    expect(task.err.join('\n')).toMatch(/^Error: no TDD task 999 in this database\n`evident sessions` lists the tasks/)
    const session = await cli(['report', '--session', 'nope'], env, root)
    expect(session.err.join('\n')).toMatch(
      /^Error: no TDD task or coordinator plan for session nope\n`evident sessions` lists the session ids/,
    )
    const blocked = await cli(['report', '--out', join(root, 'no-such-dir', 'r.html')], env, root)
    expect(blocked.code).toBe(1)
    expect(blocked.err[0]).toMatch(
      /^evident report: cannot write .*no-such-dir\/r\.html \(ENOENT.*\); pass --out FILE, or --out - for stdout$/,
    )
  })

  it('refuses bad arguments with the usage (exit 2)', async () => {
    const { root, env } = project()
    for (const args of [['--format', 'pdf'], ['--task', '1', '--session', 's'], ['--task', 'x'], ['stray']]) {
      const ran = await cli(['report', ...args], env, root)
      expect(ran.code, args.join(' ')).toBe(2)
      expect(ran.err[0], args.join(' ')).toMatch(/^evident report: .+\nusage: evident report /)
    }
  })
})
