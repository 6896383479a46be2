import { spawnSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { tempDir } from './store.js'
import { REPO } from './fixtures.js'

/** The repository's own node_modules (eslint 10, vitest 4), shared by fixture projects through a symlink. */
const REPO_NODE_MODULES = join(REPO, 'node_modules')

const FILES: Readonly<Record<string, string>> = {
  'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module' }),
  'eslint.config.js':
    "export default [{ files: ['**/*.js'], ignores: ['node_modules/**'], rules: { 'no-unused-vars': 'error', 'no-undef': 'off' } }]\n",
  'vitest.config.js':
    "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { include: ['test/**/*.test.js'] } })\n",
  'src/math.js': 'export const add = (a, b) => a + b\n',
  'src/messy.js': 'const unused = 1\nexport const two = 2\n',
  'test/good.test.js':
    "import { describe, expect, it } from 'vitest'\nimport { add } from '../src/math.js'\n" +
    "it('adds', () => { expect(add(1, 2)).toBe(3) })\ndescribe('nested', () => { it('works', () => { expect(add(2, 2)).toBe(4) }) })\n",
  'test/bad.test.js':
    "import { expect, it } from 'vitest'\nit('fails on purpose', () => { expect(1).toBe(2) })\nit('passes anyway', () => { expect(1).toBe(1) })\n",
  'docs/policy.md': 'The criterion-prefix convention is documented here.\n',
}

/** A temp git repository holding a real vitest project and a real ESLint config. */
export function fixtureRepo(extra: Readonly<Record<string, string>> = {}): string {
  const root = tempDir('evident-vdd-')
  for (const [path, text] of Object.entries({ ...FILES, ...extra })) writeFile(root, path, text)
  symlinkSync(REPO_NODE_MODULES, join(root, 'node_modules'), 'dir')
  spawnSync('git', ['init', '-q'], { cwd: root })
  return root
}

export function writeFile(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** Writes `ai/beans/BEAN-<n>-<slug>/bean.md` with the given criteria lines under `## Acceptance Criteria`. */
export function writeBean(root: string, n: number, criteria: readonly string[], slug = 'feature'): string {
  const id = `BEAN-${String(n).padStart(3, '0')}`
  const path = `ai/beans/${id}-${slug}/bean.md`
  writeFile(
    root,
    path,
    [
      `# ${id}: ${slug}`,
      '',
      '| Field | Value |',
      '|---|---|',
      '| **Status** | In Progress |',
      '',
      '## Acceptance Criteria',
      '',
      ...criteria,
      '',
      '## Notes',
      '',
      '- [ ] (file:nowhere) not a criterion: outside the section',
      '',
    ].join('\n'),
  )
  return path
}
