import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from './support/fixtures.js'

const SRC = join(REPO, 'mcp-server', 'src')

/** Every folder under mcp-server/src, the root included, relative to it ('' for the root). */
function folders(dir = SRC, rel = ''): string[] {
  const subfolders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())
  return [rel, ...subfolders.flatMap((e) => folders(join(dir, e.name), rel === '' ? e.name : `${rel}/${e.name}`))]
}

/** What a folder holds: its .ts files and its subfolders (`name/`). */
function entries(folder: string): string[] {
  return readdirSync(join(SRC, folder), { withFileTypes: true })
    .filter((e) => e.isDirectory() || e.name.endsWith('.ts'))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
    .sort()
}

/** The files and folders a README's list items name (backticked, `x.ts` or `x/`). */
function named(folder: string): string[] {
  const text = readFileSync(join(SRC, folder, 'README.md'), 'utf8')
  // A list item may wrap: its continuation lines are indented.
  const items = text
    .replace(/\n {2}(?=\S)/g, ' ')
    .split('\n')
    .filter((line) => line.startsWith('- '))
  const names = items.flatMap((line) => [...(line.split(' — ')[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''))
  return [...new Set(names)].sort()
}

describe('the source tree', () => {
  it.each(folders())(
    "names in each folder's README every file and subfolder it holds, and nothing else: %s/",
    (folder) => {
      expect(statSync(join(SRC, folder, 'README.md')).isFile()).toBe(true)
      expect(named(folder)).toEqual(entries(folder))
    },
  )
})
