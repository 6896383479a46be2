import { XMLBuilder } from 'fast-xml-parser'
import { fullNameLabel } from '../../domain/test-names.js'
import { CLEAN_VERDICTS, exitCodeOf, type ProveResult, type TestVerdict, type Verdict } from './types.js'

/**
 * What a reviewer reads: the markdown summary of a prove (a pull request's job summary), and the same verdicts as
 * JUnit XML for CI test panels. Both are functions of the verdicts alone — no timing, no shard — so a sharded prove
 * merged (`merge.ts`) reads exactly as one run.
 */

/** Each verdict's heading, in the order the summary lists them (findings first). */
const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  'spec-changed': 'spec changed: its base form fails on the new code',
  'spec-removed': 'spec removed: a removed test whose base form fails on the new code',
  'does-not-detect': 'does not detect the change: passes without it too',
  'fails-on-head': 'fails on head',
  weakened: 'weakened: its base form passes, its head form is skipped',
  removed: 'removed: still passes on the new code, but nothing checks it now',
  'not-run': 'not run on head',
  proven: 'proven: fails without the change, passes with it',
  holds: 'holds: passes on head in its old and new forms',
}

const ORDER = Object.keys(VERDICT_TEXT) as Verdict[]

type Level = ProveResult['notes'][number]['level']

/** How a note that is a finding is named in the summary and the JUnit XML. */
const NOTE_LABEL: Readonly<Record<Exclude<Level, 'note'>, string>> = {
  weakening: 'weakened',
  oracle: 'oracle-aware code',
  'head-error': 'head error',
  untested: 'untested',
}

const noteLabel = (level: Level): string => (level === 'note' ? 'note' : NOTE_LABEL[level])

/** Notes in a stable order (file, level, text): a merged result lists them as one run does. */
function sortedNotes(notes: ProveResult['notes']): ProveResult['notes'] {
  const key = (n: ProveResult['notes'][number]) => `${n.file}\u0000${n.level}\u0000${n.text}`
  return [...notes].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
}

/** Tests in a stable order: file, full name, ordinal. */
export function sortedTests(tests: readonly TestVerdict[]): TestVerdict[] {
  return [...tests].sort((a, b) =>
    a.file !== b.file
      ? a.file < b.file
        ? -1
        : 1
      : a.fullName !== b.fullName
        ? a.fullName < b.fullName
          ? -1
          : 1
        : a.ordinal - b.ordinal,
  )
}

const short = (sha: string): string => sha.slice(0, 12)
const code = (text: string): string => `\`${text.replace(/`/g, "'").replace(/\n/g, ' ')}\``
const label = (t: TestVerdict): string =>
  t.fullName === '' ? code(t.file) : `${code(t.file)} › ${code(fullNameLabel(t))}`

/** A fenced block that no backtick run inside the text can close early. */
function fenced(text: string, lang = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(longest + 1)
  return `${fence}${lang}\n${text}\n${fence}`
}

export function markdownSummary(result: ProveResult): string {
  const exit = exitCodeOf(result)
  const tests = sortedTests(result.tests)
  const findings = tests.filter((t) => !CLEAN_VERDICTS.has(t.verdict))
  const weakenings = sortedNotes(result.notes).filter((n) => n.level !== 'note')
  const count = findings.length + weakenings.length
  const headline =
    exit === 2
      ? 'could not prove the range'
      : count === 0
        ? tests.length === 0
          ? 'no test added, edited or removed'
          : 'proven'
        : `${count} finding${count === 1 ? '' : 's'}`
  const lines = [
    `## evident prove ${code(`${short(result.base.commit)}..${short(result.head.commit)}`)} — ${headline}`,
    '',
  ]
  if (result.problems.length > 0) {
    lines.push('### Could not run', '', ...result.problems.map((p) => `- ${p.replace(/\n/g, ' ')}`), '')
  }
  if (tests.length > 0) {
    lines.push('| verdict | tests |', '|---|---:|')
    for (const verdict of ORDER) {
      const n = tests.filter((t) => t.verdict === verdict).length
      if (n > 0) lines.push(`| ${CLEAN_VERDICTS.has(verdict) ? '✅' : '❌'} ${VERDICT_TEXT[verdict]} | ${n} |`)
    }
    lines.push('')
  }
  if (findings.length > 0 || weakenings.length > 0) {
    lines.push('### Findings', '')
    for (const verdict of ORDER.filter((v) => !CLEAN_VERDICTS.has(v))) {
      for (const t of findings.filter((f) => f.verdict === verdict)) {
        lines.push(`- ❌ **${verdict}** ${label(t)}: ${t.detail}`)
        if (t.failure !== undefined) lines.push('', indent(details('failure', fenced(t.failure))), '')
      }
    }
    for (const note of weakenings) {
      lines.push(`- ❌ **${noteLabel(note.level)}** ${code(note.file)}: ${note.text}`)
      if (note.diff !== undefined) lines.push('', indent(details('diff', fenced(note.diff, 'diff'))), '')
    }
    lines.push('')
  }
  const clean = tests.filter((t) => CLEAN_VERDICTS.has(t.verdict))
  if (clean.length > 0) {
    lines.push(
      details(
        `${clean.length} test(s) proven or holding`,
        clean.map((t) => `- ✅ ${label(t)}: ${t.detail}`).join('\n'),
      ),
      '',
    )
  }
  const notes = sortedNotes(result.notes).filter((n) => n.level === 'note')
  if (notes.length > 0) lines.push('### Notes', '', ...notes.map((n) => `- ${code(n.file)}: ${n.text}`), '')
  if (result.coverage !== undefined) lines.push(...coverageLines(result), '')
  const production = result.production.length
  lines.push(
    `Base ${code(short(result.base.commit))} → head ${code(short(result.head.commit))}` +
      `${result.project === '' ? '' : ` in ${code(result.project)}`}; runner ${code(result.runner)}; ` +
      `${result.testFiles.length} test file(s) and ${production} other file(s) changed. ` +
      'Each test ran in checkouts of the commits (`evident prove`, docs/prove.md).',
  )
  if (result.places.includes('temp-dir'))
    lines.push(
      '',
      '⚠️ The runs were not isolated (no bubblewrap here): a test could keep state from one run to the next. Install bubblewrap where prove runs.',
    )
  return `${lines.join('\n')}\n`
}

function coverageLines(result: ProveResult): string[] {
  const coverage = result.coverage
  if (coverage === undefined) return []
  if (!coverage.measured) return ['### Change coverage', '', `${capitalised(coverage.tool)}.`]
  const lines = [
    '### Change coverage',
    '',
    `${coverage.coveredLines} of ${coverage.changedLines} changed executable line(s) run by a test proven to fail without the change (${coverage.tool}).`,
  ]
  for (const file of coverage.uncovered)
    lines.push(`- ${code(file.file)}: not run by such a test: line(s) ${ranges(file.lines)}`)
  return lines
}

const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** 1,2,3,7 → "1–3, 7". */
function ranges(lines: readonly number[]): string {
  const out: string[] = []
  let start: number | undefined
  let prev: number | undefined
  for (const n of [...lines].sort((a, b) => a - b)) {
    if (start !== undefined && prev !== undefined && n === prev + 1) {
      prev = n
      continue
    }
    if (start !== undefined) out.push(start === prev ? `${start}` : `${start}–${prev}`)
    start = n
    prev = n
  }
  if (start !== undefined) out.push(start === prev ? `${start}` : `${start}–${prev}`)
  return out.join(', ')
}

const details = (summary: string, body: string): string =>
  `<details><summary>${summary.replace(/</g, '&lt;')}</summary>\n\n${body}\n\n</details>`

const indent = (text: string): string =>
  text
    .split('\n')
    .map((l) => (l === '' ? l : `  ${l}`))
    .join('\n')

/** XML 1.0 allows no control characters but tab, newline and carriage return. */
const xmlText = (text: string): string =>
  [...text].map((ch) => (isXmlChar(ch.codePointAt(0) ?? 0) ? ch : '\ufffd')).join('')

const isXmlChar = (c: number): boolean =>
  c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c !== 0xfffe && c !== 0xffff)

/** The verdicts as JUnit XML: one test case per test, a finding as its failure (file notes as cases of their own). */
export function junitXml(result: ProveResult): string {
  const tests = sortedTests(result.tests)
  const cases = [
    ...tests.map((t) => ({
      '@_classname': xmlText(t.file),
      '@_name': xmlText(t.fullName === '' ? '(file)' : fullNameLabel(t)),
      ...(CLEAN_VERDICTS.has(t.verdict)
        ? {}
        : {
            failure: { '@_type': t.verdict, '@_message': xmlText(t.detail), '#text': xmlText(t.failure ?? t.detail) },
          }),
    })),
    ...sortedNotes(result.notes)
      .filter((n) => n.level !== 'note')
      .map((n) => ({
        '@_classname': xmlText(n.file),
        '@_name': `(${noteLabel(n.level)})`,
        failure: {
          '@_type': n.level,
          '@_message': xmlText(n.text),
          '#text': xmlText(n.diff ?? n.text),
        },
      })),
    ...result.problems.map((p, i) => ({
      '@_classname': 'evident prove',
      '@_name': `(could not run ${i + 1})`,
      error: { '@_message': xmlText(p), '#text': xmlText(p) },
    })),
  ]
  const failures = cases.filter((c) => 'failure' in c).length
  const errors = cases.filter((c) => 'error' in c).length
  const name = `evident prove ${short(result.base.commit)}..${short(result.head.commit)}`
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true })
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': name,
      '@_tests': cases.length,
      '@_failures': failures,
      '@_errors': errors,
      testsuite: {
        '@_name': name,
        '@_tests': cases.length,
        '@_failures': failures,
        '@_errors': errors,
        testcase: cases,
      },
    },
  }) as string
}
