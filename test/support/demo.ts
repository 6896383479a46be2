import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from './fixtures.js'
import { tempDir } from './store.js'
import { scaled } from './time.js'

/** `npm run demo` as a user runs it, for the demo tests (test/e2e/demo.test.ts, test/scripts/demo/). */

// The environment of a shell, not of a vitest worker: the demo's own vitest runs must not see this one's variables.
const ENV = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'),
)

export interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** How long a demo run may take before it counts as hung and is killed: minutes, far past a loaded machine's run. */
const DEMO_HANG_MS = scaled(300_000)

/** `npm run --silent demo -- <args>` in `root`, killed (SIGTERM) if it hangs. */
export function runDemo(root: string, args: readonly string[]): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'demo', ...(args.length === 0 ? [] : ['--', ...args])], {
      cwd: root,
      shell: false,
      env: ENV,
      timeout: DEMO_HANG_MS,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

/** The temp dir the demo worked in (it prints `  project <dir>/project`), for the test to remove. */
export const workspaceOf = (stdout: string): string | undefined => /^ {2}project (.+)\/project$/m.exec(stdout)?.[1]

/** A checkout of this repository whose hooks.json lost the PreToolUse gate on Edit | Write (a broken plugin). */
export function checkoutWithoutEditGate(prefix: string): string {
  const root = tempDir(prefix)
  copyFileSync(join(REPO, 'package.json'), join(root, 'package.json'))
  for (const dir of ['node_modules', 'bundle', 'bin', 'examples', 'scripts', 'mcp-server'])
    symlinkSync(join(REPO, dir), join(root, dir), 'dir')
  mkdirSync(join(root, 'hooks'))
  copyFileSync(join(REPO, 'hooks', 'run.cjs'), join(root, 'hooks', 'run.cjs'))
  const config = JSON.parse(readFileSync(join(REPO, 'hooks', 'hooks.json'), 'utf8')) as {
    hooks: Record<string, { matcher?: string }[]>
  }
  config.hooks['PreToolUse'] = (config.hooks['PreToolUse'] ?? []).filter((g) => g.matcher?.includes('Edit') !== true)
  writeFileSync(join(root, 'hooks', 'hooks.json'), JSON.stringify(config))
  return root
}
