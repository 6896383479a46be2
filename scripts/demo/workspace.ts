import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where the demo works: a temp dir holding a copy of the example project (a git work tree, so the project
 * root resolves there), the evidence database and the report. Nothing is written into the repository.
 */
export const EXAMPLE = 'slugify'

export interface Workspace {
  readonly dir: string
  readonly project: string
  readonly dbPath: string
  readonly reportPath: string
}

export function createWorkspace(repo: string, into?: string): Workspace {
  const dir = realpathSync(into ?? mkdtempSync(join(tmpdir(), 'evident-demo-')))
  const project = join(dir, 'project')
  mkdirSync(project, { recursive: true })
  cpSync(join(repo, 'examples', EXAMPLE), project, { recursive: true })
  // The example's vitest is the repository's own: nothing is installed, nothing is fetched.
  const modules = join(repo, 'node_modules')
  if (!existsSync(join(modules, 'vitest', 'vitest.mjs')))
    throw new Error(`vitest is not installed in ${modules}: run npm ci first`)
  symlinkSync(modules, join(project, 'node_modules'), 'dir')
  execFileSync('git', ['init', '-q'], { cwd: project, stdio: 'ignore' })
  return { dir, project, dbPath: join(dir, 'data', 'evident.sqlite'), reportPath: join(dir, 'report.html') }
}

/**
 * The environment of the server and the hooks: the user's own, minus anything that would point evident at
 * another database, project or identity, plus the demo's database and project.
 */
export function demoEnv(ws: Workspace, extra: Readonly<Record<string, string>>): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('EVIDENT_') && !key.startsWith('CLAUDE_')) env[key] = value
  }
  return { ...env, EVIDENT_DB: ws.dbPath, ...extra }
}
