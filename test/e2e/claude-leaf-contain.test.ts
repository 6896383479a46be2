import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { until } from '../support/time.js'
import { CLAUDE_BIN, claudeEnv, ensureClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import { conductProject } from '../support/e2e/conduct-project.js'
import { startModelServer, type Conversation, type Script } from '../support/e2e/model-server.js'
import { claudeLeafRunner } from '../../mcp-server/src/clients/conduct/leaf-runner.js'
import { canUnsharePid } from '../../mcp-server/src/clients/conduct/contain.js'
import { judgeLeafSeal } from '../../mcp-server/src/clients/conduct/leaf-seal.js'

/**
 * One conductor leaf through the real Claude Code binary, launched by the conductor's own leaf runner
 * (clients/conduct/leaf-runner.ts: `evident conduct supervise … -- claude -p …`, detached, then waited for). Its
 * scripted Bash starts writers that outlive the command — `nohup …&` and `setsid …`, each in a session of its own
 * as Claude Code runs every Bash command — and reads the conductor's store through the `EVIDENT_DB` it was given.
 *
 * - Sealed (the leaf gets `--settings` from clients/conduct/leaf-seal.ts): the store's folder is hidden from its
 *   Bash, and its session is recorded sealed. (Claude Code's sandbox runs each command in a PID namespace of its own,
 *   so there the writers already end with their command.)
 * - Unsealed: the same Bash reads the store (what sealing is for), and the writers are seen alive while the leaf
 *   runs — so their absence afterwards is the supervisor's doing.
 * Either way, once the leaf has ended no writer is left and none writes its file.
 */
const onPath = (tool: string): boolean =>
  (process.env['PATH'] ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, tool)))
const SANDBOX = onPath('bwrap') && onPath('socat')
const PID_NS = SANDBOX && canUnsharePid()
const SKIP_REASON =
  'needs bubblewrap and socat (apt-get install bubblewrap socat), and unshare able to make a PID namespace (as root)'
if (!PID_NS) console.warn(`claude-leaf-contain: skipped: ${SKIP_REASON}`)

beforeAll(() => {
  if (PID_NS) ensureClaude()
})

/** The pids of live processes whose command line holds `marker` (the writers' `$0`). */
function running(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .filter((pid) => {
      try {
        if (/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)
      } catch {
        return false
      }
    })
    .map(Number)
}

/** The leaf's Bash: two writers, a look at them, then the store — found through the environment, never spelled. */
function script(marker: string, log: Conversation[]): Script {
  const writer = (n: number): string => `'sleep 8; echo late > src/late-${n}.txt; sleep 30; true'`
  const bash = (command: string, description: string) => () => ({ tool: 'Bash', input: { command, description } })
  return [
    bash(
      `nohup sh -c ${writer(1)} ${marker}-nohup >/dev/null 2>&1 &\nsetsid sh -c ${writer(2)} ${marker}-setsid </dev/null >/dev/null 2>&1 &\necho started`,
      'start the writers',
    ),
    bash(`sleep 1; echo "alive:$(ps -eo args | grep -c '[${marker[0]}]${marker.slice(1)}')"`, 'count them'),
    bash(
      `d=$(printenv EVIDENT_D''B); echo "store:[$d]"; head -c 15 "$d" 2>&1; echo; ls -a "$(dirname "$d")" 2>&1`,
      'read the store',
    ),
    (c) => {
      log.push(c)
      return { text: 'done' }
    },
  ]
}

interface Leaf {
  readonly c: Conversation
  readonly project: string
  readonly dbPath: string
  readonly session: string
  readonly code: number
  readonly diagnosis: string
}

async function leaf(sealed: boolean, marker: string): Promise<Leaf> {
  const work = tempDir('evident-leaf-contain-')
  const { project } = conductProject(work)
  // The store's folder holds nothing else: the seal hides all of it from the leaf's Bash.
  mkdirSync(join(work, 'store'))
  const dbPath = join(work, 'store', 'evident.sqlite')
  const log: Conversation[] = []
  const model = await startModelServer({ main: script(marker, log) }, () => 'main')
  try {
    const env = claudeEnv(join(work, 'home'), {
      ANTHROPIC_API_KEY: 'sk-dummy',
      ANTHROPIC_BASE_URL: model.url,
      EVIDENT_DB: dbPath,
      EVIDENT_CONDUCT_TIMEOUT: '180',
    })
    const seal = judgeLeafSeal(env, project, dbPath)
    expect(seal.verdict.reason).toBe('sealed')
    const run = claudeLeafRunner({
      root: project,
      issue: 7,
      env,
      claude: CLAUDE_BIN,
      pluginDir: REPO,
      cli: join(REPO, 'bundle', 'cli.js'),
      testCommand: 'npx vitest run',
      settings: sealed ? seal.settings : undefined,
    })
    const result = await run({
      name: 'develop-green',
      actor: 'developer',
      phase: 'green',
      step: { number: 1, title: 'greet', ac: 1, done: false, refactorPending: false },
      attempt: 1,
      prompt: 'evident-conduct-developer phase=green step=1: make the test pass',
    })
    const err = join(project, '.tdd', 'develop-green.err')
    const diagnosis = `--- leaf\n${JSON.stringify(result)}\n--- err\n${existsSync(err) ? readFileSync(err, 'utf8').slice(-3000) : '(none)'}\n--- exchange\n${model.transcript().slice(-4000)}`
    const c = log[0]
    if (c === undefined) throw new Error(`the script did not finish\n${diagnosis}`)
    return { c, project, dbPath, session: result.session, code: result.code, diagnosis }
  } finally {
    await model.close()
  }
}

const text = (c: Conversation, n: number): string => c.results[n]?.text ?? ''

/** What the supervisor said of the leaf's launch (`.tdd/events.jsonl`). */
const launchDetail = (project: string): string | undefined =>
  readFileSync(join(project, '.tdd', 'events.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { kind: string; detail?: string })
    .find((e) => e.kind === 'launch')?.detail

/**
 * No writer is left once the leaf has ended, and none writes its file after: a control writer like the leaf's
 * (8 s, then its file), started only now, has written first — an escaped writer, started earlier, would have too.
 */
async function nothingLeft(l: Leaf, marker: string): Promise<void> {
  expect(running(marker), l.diagnosis).toEqual([])
  const control = join(l.project, 'src', 'late-control.txt')
  spawn('sh', ['-c', `sleep 8; echo late > '${control}'`, `${marker}-control`], { stdio: 'ignore' })
  await until('the control writer writes', () => existsSync(control))
  expect(running(marker)).toEqual([])
  expect(existsSync(join(l.project, 'src', 'late-1.txt'))).toBe(false)
  expect(existsSync(join(l.project, 'src', 'late-2.txt'))).toBe(false)
}

const sealedOf = (l: Leaf): unknown => {
  const db = new SQLite(l.dbPath, { readonly: true })
  try {
    return db.prepare('select sealed from sessions where session_id = ?').get(l.session)
  } finally {
    db.close()
  }
}

describe.skipIf(!PID_NS)(
  `a conductor leaf through Claude Code (${PID_NS ? 'sandbox and PID namespaces available' : SKIP_REASON})`,
  () => {
    it('sealed: its Bash cannot open the store, its session is recorded sealed, and it leaves nothing running', async () => {
      const marker = `evident-writer-${randomUUID().slice(0, 8)}`
      const l = await leaf(true, marker)
      expect(l.code, l.diagnosis).toBe(0)
      expect(launchDetail(l.project)).toBe('launched (attempt 1; pid-namespace)')
      expect(text(l.c, 0), l.diagnosis).toContain('started')
      // Sealed, each Bash command runs in the sandbox's own PID namespace (bubblewrap --unshare-pid): the writers
      // ended with the command that started them. The unsealed leaf below is the one whose writers outlive their command.
      expect(text(l.c, 1), l.diagnosis).toContain('alive:0')
      // The store: the leaf knows where it is, and cannot read it nor list its folder.
      expect(text(l.c, 2), l.diagnosis).toContain(`store:[${l.dbPath}]`)
      expect(text(l.c, 2)).not.toContain('SQLite format')
      expect(text(l.c, 2)).toContain('No such file or directory')
      expect(text(l.c, 2)).not.toMatch(/^evident\.sqlite/m)
      expect(sealedOf(l), l.diagnosis).toEqual({ sealed: 1 })
      await nothingLeft(l, marker)
    })

    it('unsealed: the same Bash reads the store and its writers run while it does — none outlives the leaf', async () => {
      const marker = `evident-writer-${randomUUID().slice(0, 8)}`
      const l = await leaf(false, marker)
      expect(l.code, l.diagnosis).toBe(0)
      // Both writers were alive while the leaf ran: Claude Code did not end them, the supervisor's namespace did.
      expect(text(l.c, 1), l.diagnosis).toContain('alive:2')
      expect(text(l.c, 2), l.diagnosis).toContain('SQLite format')
      expect(text(l.c, 2)).toMatch(/^evident\.sqlite$/m)
      expect(sealedOf(l), l.diagnosis).toEqual({ sealed: 0 })
      await nothingLeft(l, marker)
    })
  },
)
