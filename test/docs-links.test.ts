import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'
import { REPO } from './support/fixtures.js'

/**
 * No dead links in what a user reads: every relative link of the README, docs/, the plugin's commands, skills and
 * agents, and the folder READMEs names a file that exists, and a `#fragment` names a heading of that file (as GitHub
 * makes heading anchors: github-slugger).
 */
const SKIP = new Set(['node_modules', '.git', '.cache', 'dist', 'bundle', 'plugin', 'fixtures'])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** Headings' anchors, as GitHub makes them (duplicates numbered in order). */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  const found = new Set<string>()
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    // GitHub slugs the heading's text: markdown links keep their text, code spans their content.
    const plain = (match[1] ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '')
    found.add(slugger.slug(plain))
  }
  for (const match of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) found.add(match[1] ?? '')
  return found
}

/** Relative link targets in a markdown text, outside code blocks and code spans. */
function links(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

function deadLinks(file: string): string[] {
  const dead: string[] = []
  for (const target of links(readFileSync(file, 'utf8'))) {
    const [pathPart = '', fragment] = target.split('#', 2)
    const resolved = pathPart === '' ? file : resolve(dirname(file), decodeURI(pathPart))
    if (!existsSync(resolved)) {
      dead.push(`${target} (no such file)`)
      continue
    }
    if (fragment === undefined || fragment === '' || statSync(resolved).isDirectory()) continue
    if (!resolved.endsWith('.md')) continue
    if (!anchors(resolved).has(decodeURIComponent(fragment).toLowerCase())) dead.push(`${target} (no such heading)`)
  }
  return dead
}

describe('documentation links', () => {
  const files = markdownFiles(REPO)

  it('finds the documents to check', () => {
    const names = files.map((f) => relative(REPO, f))
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/installation.md', 'commands/tdd.md']))
  })

  it('has no dead relative link or anchor', () => {
    const dead = files.flatMap((file) => deadLinks(file).map((d) => `${relative(REPO, file)}: ${d}`))
    expect(dead).toEqual([])
  })

  it('catches a dead file and a dead anchor (the check can fail)', () => {
    const readme = join(REPO, 'README.md')
    expect(anchors(readme).has('installing-into-claude-code')).toBe(true)
    expect(links('see [x](docs/nope.md) and [y](#a)')).toEqual(['docs/nope.md', '#a'])
    expect(links('`[x](docs/nope.md)` and [web](https://example.com)')).toEqual([])
  })
})
