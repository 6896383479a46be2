import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sealedConfinement } from '../../../mcp-server/src/engine/flows/confine.js'
import { canMountProjects } from '../../../mcp-server/src/runners/checkout.js'
import { vitestTestGlobs } from '../../../mcp-server/src/runners/vitest-files.js'
import { createVitestRunner } from '../../../mcp-server/src/runners/vitest.js'
import { REPO } from '../../support/fixtures.js'
import { tempDir } from '../../support/store.js'
import { scaled } from '../../support/time.js'

/** bubblewrap may make a namespace here (a sealed session's runs are confined by it). */
const SANDBOX = canMountProjects()
const WHY = SANDBOX ? 'bubblewrap makes a namespace here' : 'skipped: bubblewrap cannot make a namespace here'

/** Writes `target` and records in the project what came of it: `written` or the error's code. */
const tryWrite = (target: string, record: string): string => `import { writeFileSync } from 'node:fs'
try { writeFileSync(${JSON.stringify(target)}, 'x'); writeFileSync(${JSON.stringify(record)}, 'written') }
catch (e) { writeFileSync(${JSON.stringify(record)}, String(e.code)) }
`

interface Layout {
  readonly project: string
  /** The folder the project's node_modules resolves to. */
  readonly modules: string
  readonly data: string
}

/**
 * A project whose `node_modules` holds (a link to) this repository's vitest: a real folder inside the project, or a
 * link to a folder outside it (the agent's escape: any folder it wants written). The run's private temp folder is
 * set elsewhere, so that the outside folder, under the temp folder too, is seen as it is.
 */
function layout(modulesInside: boolean): Layout {
  const base = realpathSync(tempDir('evident-confine-'))
  const project = join(base, 'project')
  const modules = modulesInside ? join(project, 'node_modules') : join(base, 'victim')
  const data = join(base, 'data')
  for (const dir of [project, modules, data, join(base, 'private-tmp')]) mkdirSync(dir, { recursive: true })
  vi.stubEnv('TMPDIR', join(base, 'private-tmp'))
  symlinkSync(join(REPO, 'node_modules', 'vitest'), join(modules, 'vitest'), 'dir')
  if (!modulesInside) symlinkSync(modules, join(project, 'node_modules'), 'dir')
  writeFileSync(join(project, 'package.json'), '{}')
  return { project, modules, data }
}

const confinement = (l: Layout) =>
  sealedConfinement(join(l.data, 'evident.db'), l.project, { CLAUDE_PLUGIN_DATA: l.data })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe(`sealedConfinement (${WHY})`, () => {
  it('makes only the project writable', () => {
    const l = layout(false)
    expect(confinement(l).writable).toEqual([l.project])
  })

  it.skipIf(!SANDBOX)(
    "keeps a node_modules linked outside the project read-only to the project's vitest config",
    async () => {
      const l = layout(false)
      writeFileSync(
        join(l.project, 'vitest.config.mjs'),
        `${tryWrite(join(l.modules, 'PWNED'), join(l.project, 'outcome'))}export default { test: { include: ['src/**/*.test.ts'] } }\n`,
      )
      const globs = await vitestTestGlobs(l.project, undefined, { confine: confinement(l) })
      expect(readFileSync(join(l.project, 'outcome'), 'utf8')).toBe('EROFS')
      expect(existsSync(join(l.modules, 'PWNED'))).toBe(false)
      expect(globs).toMatchObject({ include: ['src/**/*.test.ts'] })
    },
  )

  it.skipIf(!SANDBOX)('keeps it read-only to a test file, and the sealed run still runs the tests', async () => {
    const l = layout(false)
    writeFileSync(join(l.project, 'vitest.config.mjs'), 'export default { test: {} }\n')
    mkdirSync(join(l.project, 'test'))
    writeFileSync(
      join(l.project, 'test', 'escape.test.ts'),
      `${tryWrite(join(l.modules, 'PWNED'), join(l.project, 'outcome'))}import { it } from 'vitest'\nit('runs', () => {})\n`,
    )
    const report = await createVitestRunner('default').run({
      projectRoot: l.project,
      files: [],
      timeoutMs: scaled(60_000),
      confine: confinement(l),
    })
    expect(report.tests.map((t) => [t.fullName, t.status])).toEqual([['runs', 'passed']])
    expect(readFileSync(join(l.project, 'outcome'), 'utf8')).toBe('EROFS')
    expect(existsSync(join(l.modules, 'PWNED'))).toBe(false)
  })

  it.skipIf(!SANDBOX)('leaves a node_modules inside the project writable, and its config resolves', async () => {
    const l = layout(true)
    writeFileSync(
      join(l.project, 'vitest.config.mjs'),
      `${tryWrite(join(l.modules, 'cache'), join(l.project, 'outcome'))}export default { test: { include: ['src/**/*.test.ts'] } }\n`,
    )
    const globs = await vitestTestGlobs(l.project, undefined, { confine: confinement(l) })
    expect(readFileSync(join(l.project, 'outcome'), 'utf8')).toBe('written')
    expect(globs).toMatchObject({ include: ['src/**/*.test.ts'] })
  })
})
