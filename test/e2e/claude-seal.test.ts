import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { vitestProject } from '../support/e2e/project.js'
import { findDatabase, mcp, runSession } from '../support/e2e/session.js'

/**
 * Sealed sessions through the real Claude Code binary with its real Bash sandbox (bubblewrap): `evident seal`,
 * then a scripted session whose Bash tries to read the caller key, write the database and leave the sandbox —
 * all fail — while evident's hooks and server (outside the sandbox) still record, and the task is marked sealed.
 * The same session without `evident seal` is marked unsealed, and `requireSealed` refuses it.
 *
 * The Bash commands never spell evident's paths (evident's hook would deny those first): they find the files the way
 * an agent that knows where to look would, so only the sandbox can stop them.
 */
const onPath = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0
const SANDBOX = onPath('bwrap') && onPath('socat')
const SKIP_REASON = 'needs bubblewrap and socat (apt-get install bubblewrap socat; .ci/run installs them)'

beforeAll(() => {
  if (SANDBOX) ensureClaude()
})

/** What the scripted agent's Bash tries: read the key, write the database — found, never named. */
const FIND_KEY = `k=$(find "$HOME/.cla""ude" -name '*.sqlite.key' 2>/dev/null | head -1); echo "key-file:[$k]"; cat "$k" 2>&1 | head -c 200; echo`
const WRITE_DB = `d="$HOME/.cla""ude/plug""ins/da""ta"; ls -R "$d" 2>&1 | head -5; for f in "$d"/*/projects/*/evident.sq""lite; do echo junk >> "$f" && echo "wrote:$f" || echo "refused:$f"; done`
const PROBE = `cat "$HOME"/.cla""ude/plug""ins/da""ta/*/seal-probes/*.probe 2>&1 | tail -1`

const resultOf = (c: Conversation, n: number): string => c.results[n]?.text ?? ''

function script(log: Conversation[]): Script {
  return [
    () => ({ tool: mcp('tdd_task'), input: { action: 'start', goal: 'sealed work' } }),
    () => ({ tool: 'Bash', input: { command: FIND_KEY, description: 'find the key' } }),
    () => ({ tool: 'Bash', input: { command: WRITE_DB, description: 'write the store' } }),
    () => ({ tool: 'Bash', input: { command: PROBE, description: 'read the probe' } }),
    () => ({
      tool: 'Bash',
      input: { command: 'echo escaped', description: 'escape', dangerouslyDisableSandbox: true },
    }),
    (c) => {
      log.push(c)
      return { text: 'done' }
    },
  ]
}

function project(seal: boolean): { root: string; home: string } {
  const base = tempDir('evident-e2e-seal-')
  const root = vitestProject(join(base, 'project'))
  const home = join(base, 'home')
  mkdirSync(home)
  spawnSync('git', ['init', '-q'], { cwd: root })
  if (seal) {
    const sealed = spawnSync(join(REPO, 'bin', 'evident'), ['seal'], {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', HOME: home, CLAUDE_PROJECT_DIR: root },
      encoding: 'utf8',
    })
    expect(sealed.status, sealed.stderr).toBe(0)
    expect(sealed.stdout).toContain('sandbox.enabled = true')
  }
  return { root, home }
}

interface Seen {
  readonly c: Conversation
  readonly db: SQLite.Database
  readonly diagnosis: string
}

async function session(seal: boolean, config?: object): Promise<Seen> {
  const { root, home } = project(seal)
  if (config !== undefined) writeFileSync(join(root, 'evident.config.json'), JSON.stringify(config))
  const log: Conversation[] = []
  const ran = await runSession({
    project: root,
    home,
    prompt: 'go',
    route: () => 'main',
    scripts: { main: script(log) },
  })
  const c = log[0]
  if (c === undefined) throw new Error(`the script did not finish\n${ran.diagnosis}`)
  return { c, db: new SQLite(findDatabase(home), { readonly: true }), diagnosis: ran.diagnosis }
}

describe.skipIf(!SANDBOX)(
  `a sealed session with the real sandbox (${SANDBOX ? 'bubblewrap found' : SKIP_REASON})`,
  () => {
    it('keeps Bash away from the key and the store, denies the escape, records as before, and marks the task sealed', async () => {
      const { c, db, diagnosis } = await session(true)
      const start = JSON.parse(resultOf(c, 0)) as Record<string, unknown>
      expect(start, diagnosis).toMatchObject({ sealed: true })
      // The key: the sandbox hides the data folder, so find finds nothing and cat reads nothing.
      const key = readFileSync(`${db.name}.key`, 'utf8').trim()
      expect(resultOf(c, 1), diagnosis).toContain('key-file:[]')
      expect(resultOf(c, 1)).not.toContain(key)
      // The store: nothing written, still an intact database.
      expect(resultOf(c, 2), diagnosis).not.toContain('wrote:')
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      // The probe stays unseen; the escape is denied by evident's hook and recorded.
      expect(resultOf(c, 4), diagnosis).not.toContain('escaped')
      const violations = db.prepare('select kind from violations').all() as { kind: string }[]
      expect(violations.map((v) => v.kind)).toContain('SANDBOX_ESCAPE')
      // Hooks and the server, outside the sandbox, recorded the session and the task as sealed.
      expect(db.prepare('select sealed from sessions').all()).toEqual([{ sealed: 1 }])
      expect(db.prepare('select sealed from tdd_tasks').all()).toEqual([{ sealed: 1 }])
      expect(db.prepare("select count(*) as n from callers where agent_id = 'main'").get()).toEqual({ n: 1 })
      db.close()
    })

    it('marks the same session unsealed without `evident seal`, and requireSealed refuses it', async () => {
      const open = await session(false)
      expect(JSON.parse(resultOf(open.c, 0)), open.diagnosis).toMatchObject({ sealed: false })
      // Unsealed, Bash reads the key: exactly what sealing is for.
      const key = readFileSync(`${open.db.name}.key`, 'utf8').trim()
      expect(resultOf(open.c, 1), open.diagnosis).toContain(key)
      expect(open.db.prepare('select sealed from sessions').all()).toEqual([{ sealed: 0 }])
      open.db.close()
      const required = await session(false, { requireSealed: true })
      expect(resultOf(required.c, 0), required.diagnosis).toContain('requireSealed')
      expect(required.db.prepare('select count(*) as n from tdd_tasks').get()).toEqual({ n: 0 })
      required.db.close()
    })
  },
)
