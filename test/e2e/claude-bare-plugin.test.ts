import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNativeBinding, nativeTarget } from '../../mcp-server/src/store/native.js'
import { nativeBuildRunning, waitForNativeBuild } from '../../mcp-server/src/store/native-build.js'
import { BETTER_SQLITE3_VERSION } from '../../mcp-server/src/store/native-version.js'
import { prebuiltArchive, prebuiltMirror, prebuiltPath } from '../support/prebuilt-mirror.js'
import { tempDir } from '../support/store.js'
import { claudeEnv, ensureClaude, explain, runClaude } from '../support/e2e/claude.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { localMarketplace, pluginFiles } from '../support/e2e/plugin-copy.js'
import { mcp, runSession, type Session } from '../support/e2e/session.js'
import { scaled, until } from '../support/time.js'

/**
 * Issue #15: Claude Code 2.1.332 runs a plugin listed by a marketplace as `"source": "./evident"` from the
 * marketplace's own directory — no `node_modules` there, whatever the install put into the cache — and `--plugin-dir`
 * runs a clone as it is. evident must then work (its bundle inlines every JavaScript dependency; the SQLite native
 * module is a prebuilt binding, or built from better-sqlite3 sources fetched into the plugin data dir), or say exactly
 * what to do. The prebuilt binding comes from a local mirror here (CI reaches only the npm registry); the compile from
 * real sources runs in claude-plugin.test.ts, and its failure below.
 */
const MARKET = 'evident-local'
const PROMPT = 'E2E-BARE start a task'

beforeAll(() => {
  ensureClaude()
})

const everything = (c: Conversation): string => [c.system, ...c.messages.map((m) => m.text)].join('\n')

/** One session whose "model" calls `tdd_task start` and reports what came back. */
async function startTask(
  project: string,
  home: string,
  options: { readonly pluginDir: string | null; readonly env?: Record<string, string> },
): Promise<{
  readonly session: Session
  readonly first: Conversation
  readonly result: string
  readonly isError: boolean
}> {
  let first: Conversation | undefined
  let result = ''
  let isError = false
  const main: Script = [
    (c) => {
      first = c
      return { tool: mcp('tdd_task'), input: { action: 'start', goal: 'a bare checkout works' } }
    },
    (c) => {
      const last = c.results.at(-1)
      result = last?.text ?? ''
      isError = last?.isError ?? false
      return { text: 'done' }
    },
  ]
  const session = await runSession({
    project,
    home,
    prompt: PROMPT,
    scripts: { main },
    route: (c) => (c.prompt.includes('E2E-BARE') ? 'main' : undefined),
    pluginDir: options.pluginDir,
    ...(options.env === undefined ? {} : { env: options.env }),
    timeoutMs: scaled(120_000),
  })
  if (first === undefined) throw new Error(`the scripted model was never asked\n${session.diagnosis}`)
  return { session, first, result, isError }
}

const listing = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()

describe('a plugin run from a directory without node_modules', () => {
  it('local marketplace with "source": "./evident": runs from the source dir, installs the prebuilt SQLite module into its data dir, then serves tool calls', async () => {
    const started = Date.now()
    const work = tempDir('evident-bare-market-')
    const home = join(work, 'home')
    const mirror = await prebuiltMirror({
      [prebuiltPath(BETTER_SQLITE3_VERSION)]: prebuiltArchive(readFileSync(loadNativeBinding({}))),
    })
    const env = claudeEnv(home, { npm_config_better_sqlite3_binary_host: mirror.host })
    const { market, plugin } = localMarketplace(join(work, 'market'), MARKET)
    expect(existsSync(join(plugin, 'node_modules'))).toBe(false)
    const before = listing(plugin)

    const added = await runClaude(['plugin', 'marketplace', 'add', market], { cwd: work, env })
    expect(added.code, explain('marketplace add failed', added)).toBe(0)
    const installed = await runClaude(['plugin', 'install', `evident@${MARKET}`], {
      cwd: work,
      env,
      timeoutMs: scaled(180_000),
    })
    expect(installed.code, explain('plugin install failed', installed)).toBe(0)

    const project = join(work, 'project')
    mkdirSync(project)
    const listed = await runClaude(['mcp', 'list'], { cwd: project, env })
    expect(listed.code, explain('claude mcp list failed', listed)).toBe(0)
    // The defect's premise: Claude Code starts the server from the marketplace's directory, not the install cache.
    expect(listed.stdout, explain('not run from the source dir', listed)).toContain(
      `node ${join(plugin, 'bundle', 'server.js')} - ✔ Connected`,
    )

    // The health check started the one-time build; it took the prebuilt binding (no sources, no compiler).
    const data = join(home, '.claude', 'plugins', 'data', `evident-${MARKET}`)
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: data })
    await waitForNativeBuild(target, 1000)
    // The binding is in place before the builder logs its last line and exits.
    await until('the native builder exits', () => !nativeBuildRunning(target))
    await mirror.close()
    const log = readFileSync(join(target.buildDir, 'build.log'), 'utf8')
    expect(log).toContain('prebuilt binding installed')
    expect(log).not.toContain('from the npm registry')
    expect(mirror.requests).toEqual([prebuiltPath(BETTER_SQLITE3_VERSION)])
    const built = Date.now()

    // A real session with the installed plugin (no --plugin-dir): the SessionStart context and a tool call work.
    const { session, first, result, isError } = await startTask(project, home, { pluginDir: null })
    expect(everything(first), session.diagnosis).toContain('evident is active')
    expect(isError, `${result}\n${session.diagnosis}`).toBe(false)
    expect(result, session.diagnosis).toContain('created')

    // Nothing was written into the plugin's directory.
    expect(listing(plugin)).toEqual(before)
    process.stderr.write(
      `bare marketplace: install + prebuilt module ${Math.round((built - started) / 1000)} s, session ${Math.round((Date.now() - built) / 1000)} s\n`,
    )
  })

  it('--plugin-dir on a bare copy that cannot build the module: SessionStart and the tool result name the exact fix', async () => {
    const work = tempDir('evident-bare-dir-')
    const home = join(work, 'home')
    const plugin = pluginFiles(join(work, 'evident'))
    expect(existsSync(join(plugin, 'node_modules'))).toBe(false)
    const project = join(work, 'project')
    mkdirSync(project)
    // No prebuilt host, no registry and an empty npm cache: the sources cannot be fetched.
    const offline = {
      npm_config_better_sqlite3_binary_host: 'http://127.0.0.1:9',
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: join(work, 'empty-npm-cache'),
      npm_config_fetch_retries: '0',
    }
    const fix = `run \`npm install --ignore-scripts\` in ${plugin}`

    // The first session's server starts the build, which fails within seconds; its tool call says what to do.
    const one = await startTask(project, home, { pluginDir: plugin, env: offline })
    expect(one.isError, `${one.result}\n${one.session.diagnosis}`).toBe(true)
    expect(one.result, one.session.diagnosis).toContain('the SQLite native module could not be built')
    expect(one.result, one.session.diagnosis).toContain(
      `could not download better-sqlite3@${BETTER_SQLITE3_VERSION} from the npm registry`,
    )
    expect(one.result, one.session.diagnosis).toContain('let npm reach its registry')
    expect(one.result, one.session.diagnosis).toContain(fix)

    // The next session's SessionStart finds the failed build and tells the model the fix (not "still building").
    const two = await startTask(project, home, { pluginDir: plugin, env: offline })
    const context = everything(two.first)
    expect(context, two.session.diagnosis).toContain(
      'evident is not enforcing yet: the SQLite native module could not be built',
    )
    expect(context, two.session.diagnosis).toContain(fix)
    expect(two.isError, two.session.diagnosis).toBe(true)
    expect(two.result, two.session.diagnosis).toContain(fix)
    // Counted like every failed-open hook call: spilled next to the (not yet openable) database, replayed later.
    const spills = readdirSync(home, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.spill'))
    expect(spills, two.session.diagnosis).toHaveLength(1)
    const spilled = readFileSync(join(home, spills[0] ?? ''), 'utf8')
    expect(spilled).toMatch(/"hook":"SessionStart".*"failedOpen":true/)
    expect(spilled).toContain('the SQLite native module could not be built')
    expect(existsSync(join(plugin, 'node_modules'))).toBe(false)
  })
})
