/**
 * What the coordinator's worker rules read in a change's text (`worker-policy.ts`): the lines it adds, stub markers
 * among them, the test titles it adds and the `Covers` labels it carries, and the test file names that match a new
 * source file (the test-first guard). Pure text functions; the hook hands in before and after.
 */

/**
 * The default stub markers (regular expressions, matched per added line): a TODO/FIXME/XXX comment, a "not
 * implemented" string (`throw new Error('not implemented')`, `panic("not implemented")`), `NotImplementedError`
 * / `NotImplementedException`, `pass  # stub`, Rust's `unimplemented!()` and `todo!()`. `coordinator.stubMarkers`
 * in evident.config.json replaces the list (frozen into each plan when it is made).
 */
export const DEFAULT_STUB_MARKERS: readonly string[] = [
  String.raw`(?:\/\/|#|\/\*|^\s*\*|--|<!--)\s*(?:TODO|FIXME|XXX)\b`,
  String.raw`["'` + '`' + String.raw`](?:[Nn]ot|NOT) (?:[Yy]et |YET )?(?:[Ii]mplemented|IMPLEMENTED)`,
  String.raw`\bNotImplemented(?:Error|Exception)\b`,
  String.raw`\bpass\s*#\s*stub\b`,
  String.raw`\bunimplemented!\s*\(`,
  String.raw`\btodo!\s*\(`,
]

const lines = (text: string): string[] => text.replace(/\r\n/g, '\n').split('\n')

/** The lines of `after` that `before` does not hold (as a multiset): what a change adds. */
export function addedLines(before: string, after: string): readonly string[] {
  const counts = new Map<string, number>()
  for (const line of lines(before)) counts.set(line, (counts.get(line) ?? 0) + 1)
  const added: string[] = []
  for (const line of lines(after)) {
    const n = counts.get(line) ?? 0
    if (n > 0) counts.set(line, n - 1)
    else if (line.trim() !== '') added.push(line)
  }
  return added
}

/** The first added line that carries a stub marker, with the marker; undefined when none does. */
export function stubIn(
  added: readonly string[],
  markers: readonly string[],
): { readonly line: string; readonly marker: string } | undefined {
  const compiled = markers.flatMap((m) => {
    try {
      return [{ marker: m, re: new RegExp(m) }]
    } catch {
      return [] // checked when the plan was made; an unreadable pattern matches nothing
    }
  })
  for (const line of added) {
    const hit = compiled.find((c) => c.re.test(line))
    if (hit !== undefined) return { line: line.trim().slice(0, 200), marker: hit.marker }
  }
  return undefined
}

const JS_TITLE = /(?<![\w$.])(?:it|test)(?:\.\w+)*\s*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g
const PY_TEST = /^\s*(?:async\s+)?def\s+(test\w*)\s*\(/gm
const GO_TEST = /^func\s+((?:Test|Fuzz)\w*)\s*\(|\bt\.Run\(\s*"([^"]*)"/gm

/** The test titles (JS/TS `it`/`test`), test functions (Python, Go) of a source; undefined for other languages. */
function testTitles(path: string, text: string): readonly string[] | undefined {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return [...text.matchAll(JS_TITLE)].map((m) => m[2] ?? '')
  if (path.endsWith('.py')) return [...text.matchAll(PY_TEST)].map((m) => m[1] ?? '')
  if (path.endsWith('.go')) return [...text.matchAll(GO_TEST)].map((m) => m[1] ?? m[2] ?? '')
  return undefined
}

/** The titles `after` has that `before` has not (as a multiset); undefined for a language evident does not read. */
export function addedTitles(path: string, before: string, after: string): readonly string[] | undefined {
  const was = testTitles(path, before)
  const now = testTitles(path, after)
  if (was === undefined || now === undefined) return undefined
  const counts = new Map<string, number>()
  for (const t of was) counts.set(t, (counts.get(t) ?? 0) + 1)
  return now.filter((t) => {
    const n = counts.get(t) ?? 0
    if (n === 0) return true
    counts.set(t, n - 1)
    return false
  })
}

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Whether a test title names a scenario: it holds the name (letters and digits compared, case ignored). */
export const namesScenario = (title: string, name: string): boolean => squash(title).includes(squash(name))

/** Whether a text carries `Covers <label>` (a list or an `AC-a..AC-b` span on the line may hold the label). */
export function carriesCovers(text: string, label: string): boolean {
  for (const m of text.matchAll(/\bCovers:?\s+([^\n]*)/g)) {
    for (const token of (m[1] ?? '').matchAll(/AC-(\d+)(?:\s*\.\.\s*AC-(\d+))?|\b(regression|boundary)\b/g)) {
      if (token[3] !== undefined) {
        if (token[3] === label) return true
        continue
      }
      const from = Number(token[1])
      const to = token[2] === undefined ? from : Number(token[2])
      const id = /^AC-(\d+)$/.exec(label)
      if (id !== null && Number(id[1]) >= from && Number(id[1]) <= to) return true
    }
  }
  return false
}

const base = (path: string): string => path.slice(path.lastIndexOf('/') + 1)

/** The name a test file tests: `slug` of `slug.test.ts`, `test_slug.py`, `slug_test.go`, `__tests__/slug.ts`. */
export function testStem(path: string): string {
  const name = base(path).replace(/\.[^.]+$/, '')
  return name
    .replace(/[._-](?:test|spec)s?$/i, '')
    .replace(/^(?:test|spec)s?[._-]/i, '')
    .toLowerCase()
}

/** The names a new source file's test may carry: its own, and its folder's for an `index` file. */
export function sourceStems(path: string): readonly string[] {
  const name = base(path)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
  const folder = path.includes('/') ? base(path.slice(0, path.lastIndexOf('/'))).toLowerCase() : ''
  return name === 'index' && folder !== '' ? [name, folder] : [name]
}

/** Test files next to a new source file that would match it (checked on disk by the hook). */
export function siblingTestPaths(path: string): readonly string[] {
  const slash = path.lastIndexOf('/')
  const dir = slash === -1 ? '' : path.slice(0, slash + 1)
  const name = base(path)
  const dot = name.lastIndexOf('.')
  const stem = dot <= 0 ? name : name.slice(0, dot)
  const ext = dot <= 0 ? '' : name.slice(dot)
  return [
    `${dir}${stem}.test${ext}`,
    `${dir}${stem}.spec${ext}`,
    `${dir}__tests__/${stem}.test${ext}`,
    `${dir}__tests__/${name}`,
    `${dir}test_${name}`,
    `${dir}${stem}_test${ext}`,
  ]
}
