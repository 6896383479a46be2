import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { configSchema } from '../../mcp-server/src/domain/config.js'
import { log } from '../../mcp-server/src/kernel/log.js'
import { lookupRunner } from '../../mcp-server/src/runners/registry.js'
import { connect } from '../support/client.js'
import { copyFixture, REPO } from '../support/fixtures.js'
import { alice, tempDir, tempStore } from '../support/store.js'
import { fixtureRepo, writeBean } from '../support/vdd-project.js'
import { scaled } from '../support/time.js'

/**
 * Names a caller or a config supplies are looked up as the record's own keys only: a key every JavaScript object
 * inherits is an unknown name with the ordinary error, never a property of Object.prototype read as a value.
 */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

describe('runner names', () => {
  it('finds no runner for a prototype key, configured runners or not', () => {
    const junit = { kind: 'junit', argv: ['pytest'], junitPath: 'out.xml' }
    for (const config of [configSchema.parse({}), configSchema.parse({ runners: { py: junit } })]) {
      for (const key of PROTOTYPE_KEYS) expect(lookupRunner(config, key), key).toBeUndefined()
    }
  })

  it('answers run_tests with a prototype key as project with the unknown-runner error', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    for (const key of PROTOTYPE_KEYS) {
      const result = await client.call('run_tests', { project: key })
      expect(result.isError, key).toBe(true)
      expect(result.text, key).toContain(`no runner named "${key}" in evident.config.json (configured: default)`)
      expect(result.text, key).not.toContain('Internal error')
    }
  })

  it('fails a VDD test criterion routed to a prototype-key runner as an unknown runner', async () => {
    const root = fixtureRepo({
      'evident.config.json': JSON.stringify({ vdd: { testRunners: [{ match: 'test/**', runner: 'constructor' }] } }),
    })
    writeBean(root, 7, ['- [ ] (test:test/good.test.js) the adder adds'])
    const err: string[] = []
    const code = await runCli(['vdd', '7'], {
      env: { EVIDENT_DB: join(tempDir(), 'e.sqlite'), HOME: root, PATH: process.env['PATH'] },
      cwd: root,
      out: () => undefined,
      err: (line) => err.push(line),
    })
    // stderr holds only the progress lines, the criterion failing on the unknown runner, and the receipt.
    expect(err.filter((line) => !line.startsWith('vdd: '))).toEqual([])
    expect(err.at(-2)).toMatch(/^vdd: \[1\/1\] FAIL test:/)
    expect(err.at(-1)).toBe('vdd: recorded as VDD run #1')
    expect(code).toBe(1)
    expect(readFileSync(join(root, 'ai/outputs/tech-qa/vdd-007.md'), 'utf8')).toContain(
      'no runner "constructor" in evident.config.json (runners.constructor)',
    )
  })
})

describe('tool actions', () => {
  it('refuses a prototype key as an action with the input validation error', async () => {
    const store = await tempStore()
    const client = await connect(store, alice)
    for (const key of PROTOTYPE_KEYS) {
      const result = await client.call('tdd_goal', { action: key, tddTaskId: 1 })
      expect(result.isError, key).toBe(true)
      expect(result.text, key).toContain('Input validation error')
    }
  })
})

describe('EVIDENT_LOG', () => {
  it('keeps the default threshold (warn) for a prototype key', () => {
    const written: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    for (const key of PROTOTYPE_KEYS) {
      vi.stubEnv('EVIDENT_LOG', key)
      log('info', `quiet ${key}`)
      log('warn', `loud ${key}`)
    }
    expect(written).toEqual(PROTOTYPE_KEYS.map((key) => `evident warn: loud ${key}\n`))
  })
})

describe('npm run bench -- <name>', () => {
  const bench = join(REPO, 'dist', 'scripts', 'bench.js')

  it('refuses a prototype key as an unknown bench module before running anything', () => {
    expect(existsSync(bench), 'run `npm run build` first (npm test does)').toBe(true)
    for (const key of ['constructor', 'toString']) {
      const ran = spawnSync(process.execPath, [bench, key], { cwd: REPO, encoding: 'utf8', timeout: scaled(30_000) })
      expect(ran.status, key).not.toBe(0)
      expect(ran.stderr, key).toContain(`unknown bench module(s) ${key}; known: transition`)
    }
  })
})
