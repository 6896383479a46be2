import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { EVIDENT_TOOLS_RULE } from '../../mcp-server/src/cli/seal.js'
import type { CliIo } from '../../mcp-server/src/cli/types.js'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { startTask } from '../../mcp-server/src/engine/flows/tdd-task.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { ok } from '../support/checked.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'

/**
 * `evident init` from a fresh HOME: the runner found and written to evident.config.json (merged, refused when invalid
 * or while a task is open), the seal and evident's tools allowed only with a yes, doctor's judgement at the end, and a
 * second run that changes nothing. bubblewrap and socat are stand-ins on PATH, so doctor's machine check passes here.
 */
function pytestProject(): { root: string; home: string; env: Record<string, string> } {
  const root = tempDir('evident-init-project-')
  mkdirSync(join(root, '.git'))
  writeFileSync(join(root, 'pytest.ini'), '[pytest]\n')
  const home = tempDir('evident-init-home-')
  const bin = tempDir('evident-init-bin-')
  for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  return { root, home, env: { HOME: home, PATH: `${bin}:/usr/bin:/bin` } }
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))
const configOf = (root: string): unknown => read(join(root, 'evident.config.json'))
const settingsPath = (root: string): string => join(root, '.claude', 'settings.json')

describe('evident init', () => {
  it('--dry-run prints the plan, the runner and its test files, and writes nothing', async () => {
    const p = pytestProject()
    const run = await cli(['init', '--dry-run'], p.env, p.root)
    const text = run.out.join('\n')
    expect(text).toContain('runner: pytest (pytest.ini)')
    expect(text).toContain('test files: **/test_*.py, **/*_test.py, **/conftest.py')
    expect(text).toContain('"--junitxml={junitPath}"')
    expect(text).toContain(`permissions.allow += "${EVIDENT_TOOLS_RULE}"`)
    // What the rule lets run without a prompt: the project's own configured commands, said in the plan.
    expect(text).toContain(
      "every tool of evident's MCP server runs without a prompt, and some run your project's own commands:",
    )
    expect(text).toContain("run_tests runs the configured test runner (evident.config.json's runners")
    expect(text).toContain('validation (run) and vdd run the configured validation techniques, test runners and linter')
    expect(text).toContain('dry run: nothing was written')
    expect(run.code).toBe(1)
    expect(existsSync(join(p.root, 'evident.config.json'))).toBe(false)
    expect(existsSync(join(p.root, '.claude'))).toBe(false)
  })

  it("for vitest, prints the test files the project's own vitest collects (a date-fns layout: src/<fn>/test.ts)", async () => {
    const p = pytestProject()
    rmSync(join(p.root, 'pytest.ini'))
    symlinkSync(join(REPO, 'node_modules'), join(p.root, 'node_modules'), 'dir')
    writeFileSync(
      join(p.root, 'vitest.config.mjs'),
      "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { include: ['src/**/test.ts'] } })\n",
    )
    const run = await cli(['init', '--dry-run'], p.env, p.root)
    const text = run.out.join('\n')
    expect(text).toContain('runner: vitest (node_modules/vitest and vitest.config.mjs)')
    expect(text).toContain('test files: what vitest collects (src/**/test.ts')
    expect(text).toContain('"kind": "vitest"')
    expect(existsSync(join(p.root, 'evident.config.json'))).toBe(false)
  })

  it('without a terminal or --yes writes the config only and says how to apply the rest; with a yes it applies it', async () => {
    const p = pytestProject()
    const first = await cli(['init'], p.env, p.root)
    expect(configOf(p.root)).toMatchObject({
      runners: { default: { kind: 'junit' } },
      testFiles: ['**/test_*.py', '**/*_test.py', '**/conftest.py'],
    })
    expect(existsSync(settingsPath(p.root))).toBe(false)
    expect(first.out.join('\n')).toContain('not written: `evident init --yes` (or /evident:setup) applies it')
    expect(first.code).toBe(1)
    // A terminal that answers no writes nothing; one that answers yes writes the plan.
    const asked: string[] = []
    const answer = async (yes: boolean): Promise<number> => {
      const io: CliIo = {
        env: p.env,
        cwd: p.root,
        out: () => undefined,
        err: () => undefined,
        ask: async (q) => {
          asked.push(q)
          return yes
        },
      }
      return runCli(['init'], io)
    }
    expect(await answer(false)).toBe(1)
    expect(existsSync(settingsPath(p.root))).toBe(false)
    expect(await answer(true)).toBe(0)
    expect(asked).toEqual([`Write ${settingsPath(p.root)}? [y/N] `, `Write ${settingsPath(p.root)}? [y/N] `])
    expect(read(settingsPath(p.root))).toMatchObject({
      sandbox: { enabled: true },
      permissions: { allow: [EVIDENT_TOOLS_RULE] },
    })
  })

  it('--yes applies everything, doctor is green, and a second run changes nothing', async () => {
    const p = pytestProject()
    const first = await cli(['init', '--yes'], p.env, p.root)
    expect(first.code, first.out.join('\n')).toBe(0)
    expect(first.out.join('\n')).toContain('sealed: a session started now keeps Bash away from the evidence store.')
    const config = readFileSync(join(p.root, 'evident.config.json'), 'utf8')
    const settings = readFileSync(settingsPath(p.root), 'utf8')
    const again = await cli(['init', '--yes'], p.env, p.root)
    expect(again.code).toBe(0)
    expect(again.out.join('\n')).toContain('evident init: already set up; nothing changed')
    expect(readFileSync(join(p.root, 'evident.config.json'), 'utf8')).toBe(config)
    expect(readFileSync(settingsPath(p.root), 'utf8')).toBe(settings)
  })

  it("merges into an existing config, keeping the user's keys and runner", async () => {
    const p = pytestProject()
    writeFileSync(
      join(p.root, 'evident.config.json'),
      JSON.stringify({ requireSealed: true, runners: { py: { kind: 'vitest' } } }),
    )
    await cli(['init'], p.env, p.root)
    expect(configOf(p.root)).toMatchObject({
      requireSealed: true,
      runners: { py: { kind: 'vitest' }, default: { kind: 'junit' } },
    })
    writeFileSync(join(p.root, 'evident.config.json'), JSON.stringify({ runners: { default: { kind: 'vitest' } } }))
    await cli(['init'], p.env, p.root)
    expect(configOf(p.root)).toEqual({ runners: { default: { kind: 'vitest' } } })
  })

  it('refuses an invalid config, writing nothing', async () => {
    const p = pytestProject()
    for (const text of ['{ "runners": ', JSON.stringify({ requireSealed: 'yes' })]) {
      writeFileSync(join(p.root, 'evident.config.json'), text)
      const run = await cli(['init', '--yes'], p.env, p.root)
      expect(run.code).toBe(1)
      expect(run.err.join('\n')).toMatch(
        /evident init: .*(is not valid JSON|evident\.config\.json is invalid \(requireSealed).*nothing was written/,
      )
      expect(readFileSync(join(p.root, 'evident.config.json'), 'utf8')).toBe(text)
      expect(existsSync(settingsPath(p.root))).toBe(false)
    }
  })

  it('refuses to change the config while a TDD task is open in the project', async () => {
    const p = pytestProject()
    const db = join(tempDir('evident-init-db-'), 'evident.sqlite')
    const env = { ...p.env, EVIDENT_DB: db }
    const store = await openStore(db)
    ok(await startTask(store, { sessionId: 's', agentId: 'main' }, 'g', undefined))
    await store.close()
    const run = await cli(['init', '--yes'], env, p.root)
    expect(run.code).toBe(1)
    expect(run.err.join('\n')).toContain('a TDD task is open in this project')
    expect(existsSync(join(p.root, 'evident.config.json'))).toBe(false)
    expect(existsSync(settingsPath(p.root))).toBe(false)
  })

  it('names a missing converter and writes no runner; says when it finds none', async () => {
    const go = pytestProject()
    writeFileSync(join(go.root, 'go.mod'), 'module x\n')
    rmSync(join(go.root, 'pytest.ini'))
    const run = await cli(['init', '--yes'], go.env, go.root)
    expect(run.out.join('\n')).toContain(
      'missing: gotestsum (go install gotest.tools/gotestsum@latest) or go-junit-report — install it and run evident init again; no runner is written until then',
    )
    expect(existsSync(join(go.root, 'evident.config.json'))).toBe(false)
    rmSync(join(go.root, 'go.mod'))
    const none = await cli(['init', '--dry-run'], go.env, go.root)
    expect(none.out.join('\n')).toContain('runner: none found (no vitest or jest in node_modules')
  })

  it('refuses project settings it cannot merge into, writing nothing', async () => {
    const p = pytestProject()
    mkdirSync(join(p.root, '.claude'))
    for (const [text, says] of [
      ['[]', 'is not a JSON object; nothing was written'],
      [JSON.stringify({ permissions: { allow: 'mcp__x' } }), 'permissions.allow is not a list in the settings file'],
    ] as const) {
      writeFileSync(settingsPath(p.root), text)
      const run = await cli(['init', '--yes'], p.env, p.root)
      expect(run.code).toBe(1)
      expect(run.err.join('\n')).toContain(says)
      expect(readFileSync(settingsPath(p.root), 'utf8')).toBe(text)
      expect(existsSync(join(p.root, 'evident.config.json'))).toBe(false)
    }
  })

  it("refuses a .claude linked elsewhere (the user's ~/.claude), naming the link; the linked file is untouched", async () => {
    const p = pytestProject()
    const userClaude = join(p.home, '.claude')
    mkdirSync(userClaude)
    const userSettings = JSON.stringify({ model: 'mine' })
    writeFileSync(join(userClaude, 'settings.json'), userSettings)
    symlinkSync(userClaude, join(p.root, '.claude'), 'dir')
    const run = await cli(['init', '--yes'], p.env, p.root)
    expect(run.code).toBe(1)
    expect(run.err.join('\n')).toContain(
      `evident init: ${join(p.root, '.claude')} is a symbolic link (to ${userClaude}); evident writes only inside the project, never through a link`,
    )
    expect(run.err.join('\n')).toContain('nothing was written')
    expect(readFileSync(join(userClaude, 'settings.json'), 'utf8')).toBe(userSettings)
    expect(readdirSync(userClaude)).toEqual(['settings.json'])
    expect(existsSync(join(p.root, 'evident.config.json'))).toBe(false)
    // A linked config file is refused the same way, its target untouched.
    rmSync(join(p.root, '.claude'))
    const elsewhere = join(tempDir('evident-init-elsewhere-'), 'evident.config.json')
    writeFileSync(elsewhere, '{}')
    symlinkSync(elsewhere, join(p.root, 'evident.config.json'))
    const linked = await cli(['init', '--yes'], p.env, p.root)
    expect(linked.code).toBe(1)
    expect(linked.err.join('\n')).toContain(
      `${join(p.root, 'evident.config.json')} is a symbolic link (to ${elsewhere})`,
    )
    expect(readFileSync(elsewhere, 'utf8')).toBe('{}')
    expect(existsSync(join(p.root, '.claude'))).toBe(false)
  })

  it('refuses to write settings through a link put in place after the plan was read (while it asked)', async () => {
    const p = pytestProject()
    const outside = tempDir('evident-init-outside-')
    const err: string[] = []
    const io: CliIo = {
      env: p.env,
      cwd: p.root,
      out: () => undefined,
      err: (line) => err.push(line),
      ask: async () => {
        symlinkSync(outside, join(p.root, '.claude'), 'dir')
        return true
      },
    }
    expect(await runCli(['init'], io)).toBe(1)
    expect(err.join('\n')).toContain(
      `${join(p.root, '.claude')} is a symbolic link (to ${outside}); evident writes only inside the project, never through a link — replace the link with a folder or file of its own; ${settingsPath(p.root)} was not written (${join(p.root, 'evident.config.json')} was)`,
    )
    expect(readdirSync(outside)).toEqual([])
  })

  it('takes --yes or --dry-run, not both', async () => {
    const p = pytestProject()
    const both = await cli(['init', '--yes', '--dry-run'], p.env, p.root)
    expect(both.code).toBe(2)
    expect(both.err.join('\n')).toContain('takes --yes or --dry-run, not both')
    expect((await cli(['init', '--bogus'], p.env, p.root)).code).toBe(2)
  })

  it('runs through the real bin from a fresh HOME', async () => {
    const p = pytestProject()
    const { stdout } = await promisify(execFile)(join(REPO, 'bin', 'evident'), ['init', '--yes'], {
      cwd: p.root,
      env: { ...p.env, PATH: `${p.env['PATH'] ?? ''}:${dirname(process.execPath)}` },
      encoding: 'utf8',
    })
    expect(stdout).toContain('runner: pytest (pytest.ini)')
    expect(stdout).toContain('sealed: a session started now keeps Bash away from the evidence store.')
    expect(configOf(p.root)).toMatchObject({ runners: { default: { kind: 'junit' } } })
  })
})
