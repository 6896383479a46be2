import { spawnSync } from 'node:child_process'
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testLayoutText, vitestTestGlobs } from '../../mcp-server/src/runners/vitest-files.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'

/** A temp project with these files, its `node_modules` this repository's (so its vitest is the project's own). */
function project(files: Readonly<Record<string, string>>, withVitest = true): string {
  const root = realpathSync(tempDir('evident-vitest-files-'))
  if (withVitest) symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  for (const [path, text] of Object.entries({ 'package.json': '{}', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const config = (test: string): string =>
  `import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: ${test} })\n`

/** bubblewrap, which a confined resolution runs in (a sealed session has it). */
const SANDBOX = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('vitestTestGlobs', () => {
  it("returns a date-fns-like project's own include and exclude, project-relative", async () => {
    const root = project({ 'vitest.config.ts': config(`{ include: ['src/**/test.ts'] }`) })
    expect(await vitestTestGlobs(root)).toEqual({
      include: ['src/**/test.ts'],
      exclude: ['**/node_modules/**', '**/.git/**'],
    })
  })

  it("makes each workspace project's globs relative to its own root or dir, and keeps only what all of them exclude", async () => {
    const root = project({
      'vitest.config.ts': config(`{ projects: [
        { test: { name: 'a', root: './packages/a', include: ['src/**/test.ts'], exclude: ['src/legacy/**', '**/.git/**'] } },
        { test: { name: 'b', root: 'packages/b', dir: 'checks', include: ['**/*.check.ts'], exclude: ['**/.git/**'] } },
      ] }`),
    })
    expect(await vitestTestGlobs(root)).toEqual({
      include: ['packages/a/src/**/test.ts', 'packages/b/checks/**/*.check.ts'],
      exclude: [],
    })
    expect(await vitestTestGlobs(root, { project: 'b' })).toEqual({
      include: ['packages/b/checks/**/*.check.ts'],
      exclude: ['packages/b/checks/**/.git/**'],
    })
  })

  it('resolves the config file a runner names', async () => {
    const root = project({
      'vitest.config.ts': config(`{ include: ['src/**/test.ts'] }`),
      'vitest.unit.config.ts': config(`{ include: ['unit/**/*.ts'], exclude: ['unit/fixtures/**'] }`),
    })
    expect(await vitestTestGlobs(root, { config: 'vitest.unit.config.ts' })).toEqual({
      include: ['unit/**/*.ts'],
      exclude: ['unit/fixtures/**'],
    })
  })

  it('refuses a runner config file outside the project', async () => {
    const root = project({ 'vitest.config.ts': config(`{ include: ['src/**/test.ts'] }`) })
    expect(await vitestTestGlobs(root, { config: '../elsewhere/vitest.config.ts' })).toEqual({
      error: 'the vitest config ../elsewhere/vitest.config.ts is outside the project',
    })
  })

  it('leaves out globs outside the project, and says so when nothing is left', async () => {
    const root = project({ 'vitest.config.ts': config(`{ include: ['../elsewhere/**/*.test.ts'] }`) })
    const globs = await vitestTestGlobs(root)
    expect(globs).toEqual({ error: `vitest's include names no file inside ${root}` })
    expect(testLayoutText(globs)).toBe(
      `Test files: evident's defaults (vitest's include names no file inside ${root}).`,
    )
  })

  it("is an error, with vitest's reason, when the config throws", async () => {
    const root = project({ 'vitest.config.ts': `throw new Error('config exploded on purpose')\n` })
    const globs = await vitestTestGlobs(root)
    expect(globs).toMatchObject({
      error: expect.stringMatching(/^vitest's config could not be resolved: .*config exploded on purpose/),
    })
  })

  it('is an error, with the exit code, when the config ends the process before vitest answers', async () => {
    const root = project({ 'vitest.config.ts': `process.exit(3)\n` })
    expect(await vitestTestGlobs(root)).toEqual({ error: "vitest's config could not be resolved: exit code 3" })
  })

  it('is an error when the project has no vitest of its own', async () => {
    const root = project({ 'vitest.config.ts': config(`{ include: ['src/**/test.ts'] }`) }, false)
    expect(await vitestTestGlobs(root)).toEqual({
      error: 'vitest is not installed in this project (node_modules/vitest is missing)',
    })
  })

  it("is an error when the project's vitest exports no vitest/node", async () => {
    const root = project({ 'node_modules/vitest/package.json': '{"name":"vitest","version":"0.0.1"}' }, false)
    expect(await vitestTestGlobs(root)).toMatchObject({
      error: expect.stringMatching(/^vitest's config could not be resolved: .*vitest 0\.0\.1 exports no \.\/node/),
    })
  })

  it('is an error when the config forges an answer that is no list of projects', async () => {
    const root = project({
      'vitest.config.ts': `process.stdout.write('\\n@@evident-vitest-globs@@{"include":["src/**"]}\\n')\nprocess.exit(0)\n`,
    })
    expect(await vitestTestGlobs(root)).toEqual({
      error: "vitest's resolved config is not the list of projects evident asked for",
    })
  })

  it('is an error when the config does not finish within the limit', async () => {
    vi.stubEnv('EVIDENT_VITEST_CONFIG_TIMEOUT_MS', '1500')
    const root = project({
      'vitest.config.ts': `setInterval(() => undefined, 1000)\nexport default () => new Promise(() => undefined)\n`,
    })
    expect(await vitestTestGlobs(root)).toEqual({ error: "vitest's config did not resolve within 1500 ms" })
  })

  it.skipIf(!SANDBOX)("confined, the config cannot read a hidden folder (a sealed session's store)", async () => {
    const secret = realpathSync(tempDir('evident-vitest-secret-'))
    writeFileSync(join(secret, 'key'), 'stolen/**/*.ts')
    const root = project({
      'vitest.config.ts': `import { readFileSync } from 'node:fs'
let include = ['src/**/test.ts']
try { include = [readFileSync(${JSON.stringify(join(secret, 'key'))}, 'utf8')] } catch {}
export default { test: { include } }
`,
    })
    expect(await vitestTestGlobs(root)).toMatchObject({ include: ['stolen/**/*.ts'] })
    const confine = { writable: [root], hidden: [secret] }
    expect(await vitestTestGlobs(root, {}, { confine })).toMatchObject({ include: ['src/**/test.ts'] })
  })

  it('states the layout it found', () => {
    expect(testLayoutText({ include: ['src/**/test.ts'], exclude: ['**/node_modules/**'] })).toBe(
      "Test files: what vitest collects (src/**/test.ts, except **/node_modules/**), and evident's defaults.",
    )
  })
})
