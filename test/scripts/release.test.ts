import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { release, versionFields, versionsOf } from '../../scripts/release.js'
import { repoRoot } from '../../scripts/repo-root.js'
import { tempDir } from '../support/store.js'

const root = repoRoot()
const CURRENT = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version
const [MAJOR = 0, MINOR = 0, PATCH = 0] = CURRENT.split('.').map(Number)
const NEXT = `${MAJOR}.${MINOR + 1}.0`
const FILES = [
  'package.json',
  'package-lock.json',
  '.claude-plugin/plugin.json',
  '.claude-plugin/marketplace.json',
  'plugin/.claude-plugin/plugin.json',
  'plugin/package.json',
  'CHANGELOG.md',
]

/**
 * The files a release touches, copied from the repository into a temp dir, with an entry under "## Unreleased" (just
 * after a release the repository's section is empty, and a release of nothing is refused).
 */
function copy(): string {
  const dir = tempDir('evident-release-')
  for (const file of FILES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file))
  }
  const changelog = join(dir, 'CHANGELOG.md')
  const text = readFileSync(changelog, 'utf8')
  const unreleased = text.split('## Unreleased\n')[1]?.split('\n## ')[0] ?? ''
  if (unreleased.trim() === '')
    writeFileSync(changelog, text.replace('## Unreleased\n', '## Unreleased\n\n### Fixed\n\n- A change to release.\n'))
  return dir
}

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8')
const snapshot = (dir: string): string[] => FILES.map((f) => read(dir, f))
const edit = (dir: string, file: string, change: (text: string) => string): void => {
  writeFileSync(join(dir, file), change(read(dir, file)))
}
const CHANGELOG = 'CHANGELOG.md'

/** Expects `release` to refuse with `reason` and to write nothing. */
function refuses(dir: string, version: string, reason: string | RegExp, date = '2027-01-02'): void {
  const before = snapshot(dir)
  const result = release(dir, version, date)
  expect(result.ok).toBe(false)
  if (!result.ok) expect(result.reason).toMatch(reason)
  expect(snapshot(dir)).toEqual(before)
}

describe('the version', () => {
  it('is the same in every file that carries it', () => {
    const fields = versionsOf(root)
    expect(fields.map((f) => f.file)).toEqual(
      expect.arrayContaining(FILES.filter((f) => f !== CHANGELOG && !f.endsWith('marketplace.json'))),
    )
    for (const field of fields) expect(field.value, `${field.file} ${field.path.join('.')}`).toBe(CURRENT)
  })
})

describe('npm run release', () => {
  it("sets every version field, moves Unreleased under the new version's heading and changes nothing else", () => {
    const dir = copy()
    // A dependency that happens to share the version must keep it.
    edit(dir, 'package-lock.json', (text) =>
      text.replace('"packages": {', `"packages": {\n    "node_modules/same": { "version": "${CURRENT}" },`),
    )
    const unreleased = read(dir, CHANGELOG).split('## Unreleased\n')[1]?.split(`\n## ${CURRENT} - `)[0] ?? ''
    expect(unreleased.trim()).not.toBe('')
    const before = new Map(FILES.map((f) => [f, read(dir, f)]))

    const result = release(dir, NEXT, '2027-01-02')
    expect(result).toEqual({
      ok: true,
      from: CURRENT,
      to: NEXT,
      files: expect.arrayContaining(FILES.filter((f) => !f.endsWith('marketplace.json'))),
    })
    for (const field of versionsOf(dir)) expect(field.value, `${field.file} ${field.path.join('.')}`).toBe(NEXT)
    for (const file of FILES.filter((f) => f !== CHANGELOG)) {
      // Only the version fields' text changed: the rest of the file keeps its bytes.
      const field = /"version"\s*:\s*"[^"]*"/g
      expect(read(dir, file).replace(field, 'V'), file).toBe(before.get(file)?.replace(field, 'V'))
    }
    const lock = JSON.parse(read(dir, 'package-lock.json')) as { packages: Record<string, { version: string }> }
    expect(lock.packages['node_modules/same']?.version).toBe(CURRENT)
    expect(read(dir, CHANGELOG)).toBe(
      before.get(CHANGELOG)?.replace('## Unreleased\n', `## Unreleased\n\n## ${NEXT} - 2027-01-02\n`),
    )
    // Released again: the new Unreleased is empty.
    refuses(dir, `${MAJOR}.${MINOR + 2}.0`, 'nothing under "## Unreleased" in CHANGELOG.md')
  })

  it('bumps a version the marketplace entry carries', () => {
    const dir = copy()
    edit(dir, '.claude-plugin/marketplace.json', (text) =>
      text.replace('"source": "./plugin",', `"source": "./plugin",\n      "version": "${CURRENT}",`),
    )
    expect(versionFields(dir).map((f) => f.file)).toContain(join('.claude-plugin', 'marketplace.json'))
    expect(release(dir, NEXT, '2027-01-02').ok).toBe(true)
    const market = JSON.parse(read(dir, '.claude-plugin/marketplace.json')) as { plugins: { version: string }[] }
    expect(market.plugins[0]?.version).toBe(NEXT)
  })

  it('refuses what is not a version, or not greater than the current one, and a bad date', () => {
    const dir = copy()
    refuses(dir, '1.2', '"1.2" is not a version: give MAJOR.MINOR.PATCH, e.g. 0.2.0')
    refuses(dir, 'v1.2.3', /is not a version/)
    refuses(dir, CURRENT, `${CURRENT} is not greater than the current version ${CURRENT}`)
    if (PATCH + MINOR + MAJOR > 0) refuses(dir, '0.0.0', /is not greater than the current version/)
    refuses(dir, NEXT, '"2 Jan 2027" is not a date: give YYYY-MM-DD', '2 Jan 2027')
  })

  it('refuses when the version fields disagree, naming each', () => {
    const dir = copy()
    edit(dir, 'plugin/package.json', (text) => text.replace(`"version": "${CURRENT}"`, '"version": "9.9.9"'))
    refuses(
      dir,
      '10.0.0',
      /^the version fields disagree or are not versions, fix them first: .*plugin\/package.json version: "9.9.9"/,
    )
  })

  it('sets only the version field, not a nested one of the same value, and refuses a field it cannot find', () => {
    const dir = copy()
    const nested = `"x": { "version": "${CURRENT}" },`
    edit(dir, 'package.json', (text) => text.replace('"name": "evident",', `"name": "evident",\n  ${nested}`))
    expect(release(dir, NEXT, '2027-01-02').ok).toBe(true)
    expect(read(dir, 'package.json')).toContain(nested)
    expect(read(dir, 'package.json')).toContain(`"version": "${NEXT}"`)

    const escaped = copy()
    // The same value, spelled with an escape: no text to replace, so nothing is written.
    edit(escaped, '.claude-plugin/plugin.json', (text) =>
      text.replace(`"version": "${CURRENT}"`, `"version": "${CURRENT.replace('.', '\\u002e')}"`),
    )
    refuses(escaped, NEXT, 'could not set the version in .claude-plugin/plugin.json without touching other fields')
  })

  it('refuses a CHANGELOG.md out of format', () => {
    const cases: readonly [(text: string) => string, string | RegExp][] = [
      [(t) => t.replace('## Unreleased\n', ''), 'CHANGELOG.md must have exactly one line "## Unreleased" (found 0)'],
      [(t) => `${t}\n## Unreleased\n`, 'CHANGELOG.md must have exactly one line "## Unreleased" (found 2)'],
      [
        (t) => t.replace('## Unreleased\n', '## 0.0.1 - 2026-01-01\n\n## Unreleased\n'),
        '"## Unreleased" must be the first "## " heading of CHANGELOG.md',
      ],
      [
        (t) => t.replace(`## ${CURRENT} - `, `## ${CURRENT} — `),
        `the heading after "## Unreleased" in CHANGELOG.md must be the current version's, "## ${CURRENT} - YYYY-MM-DD" (found "## ${CURRENT} — `,
      ],
      [
        (t) => t.split(`\n## ${CURRENT} - `)[0] ?? '',
        `the heading after "## Unreleased" in CHANGELOG.md must be the current version's, "## ${CURRENT} - YYYY-MM-DD" (found none)`,
      ],
    ]
    for (const [change, reason] of cases) {
      const dir = copy()
      edit(dir, CHANGELOG, change)
      refuses(dir, NEXT, reason)
    }
  })

  describe('its command line', () => {
    const scriptDir = mkdtempSync(join(tmpdir(), 'evident-release-cli-'))
    const script = join(scriptDir, 'release.mjs')
    afterAll(() => {
      rmSync(scriptDir, { recursive: true, force: true })
    })
    beforeAll(async () => {
      await build({
        entryPoints: [join(root, 'scripts', 'release.ts')],
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        outfile: script,
        logLevel: 'warning',
      })
    })
    const run = (cwd: string, args: readonly string[]) =>
      spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8', shell: false })

    it('releases the repository it runs in, and says what to do next', () => {
      const dir = copy()
      const ran = run(dir, [NEXT])
      expect(ran.status, ran.stderr).toBe(0)
      expect(ran.stdout).toContain(`released ${NEXT} (was ${CURRENT}): package.json, package-lock.json`)
      expect(ran.stdout).toContain(`next: review the diff, commit it, and tag it v${NEXT}`)
      expect(read(dir, CHANGELOG)).toMatch(
        new RegExp(`## Unreleased\\n\\n## ${NEXT.replace(/\./g, '\\.')} - \\d{4}-\\d{2}-\\d{2}\\n`),
      )
    })

    it('refuses with a message and exit 1, with no version or a bad one', () => {
      const dir = copy()
      const bare = run(dir, [])
      expect([bare.status, bare.stderr]).toEqual([
        1,
        'release refused: usage: npm run release -- <MAJOR.MINOR.PATCH>\n',
      ])
      const bad = run(dir, ['next'])
      expect(bad.status).toBe(1)
      expect(bad.stderr).toContain('release refused: "next" is not a version')
      expect(snapshot(dir)).toEqual(snapshot(copy()))
    })
  })
})
