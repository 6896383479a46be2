import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { printRunner, UNCONFINED_NOTE } from '../../mcp-server/src/cli/init-runner.js'
import { detectRunner } from '../../mcp-server/src/project/detect-runner.js'
import { canMountProjects } from '../../mcp-server/src/runners/checkout.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'

const SANDBOX = canMountProjects()
const WHY = SANDBOX ? 'bubblewrap makes a namespace here' : 'skipped: bubblewrap cannot make a namespace here'

/**
 * A vitest project whose config, as the agent could have written it, tries to write into the project and to read
 * evident's key from the data folder, and reports both in its include: `<write outcome>/<what it read>/**`.
 */
function hostileProject(): { root: string; env: Record<string, string> } {
  const root = realpathSync(tempDir('evident-init-runner-'))
  const home = realpathSync(tempDir('evident-init-runner-home-'))
  const data = join(home, '.local', 'share', 'evident')
  mkdirSync(data, { recursive: true })
  writeFileSync(join(data, 'key'), 'stolen')
  mkdirSync(join(root, '.git'))
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  writeFileSync(
    join(root, 'vitest.config.mjs'),
    `import { readFileSync, writeFileSync } from 'node:fs'
let wrote = 'written'
try { writeFileSync(${JSON.stringify(join(root, 'PWNED'))}, 'x') } catch (e) { wrote = e.code }
let read = 'unread'
try { read = readFileSync(${JSON.stringify(join(data, 'key'))}, 'utf8') } catch {}
export default { test: { include: [wrote + '/' + read + '/**'] } }
`,
  )
  return { root, env: { HOME: home } }
}

describe(`evident init's run of the vitest config (${WHY})`, () => {
  it.skipIf(!SANDBOX)('is confined: the project read-only, the data folder hidden, and says nothing more', async () => {
    const p = hostileProject()
    const run = await cli(['init', '--dry-run'], p.env, p.root)
    const text = run.out.join('\n')
    expect(text).toContain('test files: what vitest collects (EROFS/unread/**')
    expect(text).not.toContain(UNCONFINED_NOTE)
  })

  it('runs unconfined where it cannot be confined, and says so in one line', async () => {
    const p = hostileProject()
    const out: string[] = []
    const io = { env: p.env, cwd: p.root, out: (l: string) => out.push(l), err: () => undefined }
    await printRunner(io, detectRunner(p.root, p.env), p.root, undefined)
    expect(out.filter((l) => l.startsWith('test files:'))).toEqual([
      "test files: what vitest collects (written/stolen/**, except **/node_modules/**, **/.git/**), and evident's defaults.",
    ])
    expect(out.filter((l) => l === UNCONFINED_NOTE)).toHaveLength(1)
  })
})
