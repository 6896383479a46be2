/**
 * Checklist items that were meant as evidence criteria but are written so the contract's regexes read them as
 * manual ones (or not at all). Pure. A near-miss changes no verdict — the contract decides those — it is named, so
 * that `- [ ] test: path` does not turn a bean PARTIAL without anyone seeing why.
 */
const KINDS = ['file-contains', 'test', 'lint', 'file'] as const

/** `(`, `[`, backticks and spaces around a prefix. */
const OPEN = /^[\s(`[]*/
const PREFIX = new RegExp(`^(${KINDS.join('|')})\\s*:\\s*([^\\s)\`\\]]+)[)\`\\]]*\\s*(.*)$`, 'i')
const PATH_LIKE = /[/.*]|::/

/** Why a manual item's text looks like an evidence criterion, with the fix; undefined when it does not. */
export function nearMiss(text: string): string | undefined {
  const match = PREFIX.exec(text.replace(OPEN, ''))
  if (match === null) return undefined
  const [, written = '', target = '', rest = ''] = match
  const kind = written.toLowerCase()
  // "Test: the wizard on a phone" is a manual criterion; "test: …" or a path-like target is not prose.
  if (written !== kind && !PATH_LIKE.test(target)) return undefined
  const fixed = `(${kind}:${target}) ${rest.trim() === '' ? '<what it checks>' : rest.trim()}`
  const bare = `(${kind}:${target})`
  const why =
    text.trim() === bare
      ? `is \`${bare}\` with no text after it`
      : `looks like a \`${kind}:\` criterion but is written \`${text.trim().slice(0, 60)}\``
  return `${why}; write \`${fixed}\` (until then it is a MANUAL criterion)`
}

const CHECKBOX = /^\s*[-*+]\s*\[[ xX]?\]/

/** Why a line of the section that looks like a checklist item is not read as a criterion; undefined otherwise. */
export function unreadItem(line: string): string | undefined {
  if (!CHECKBOX.test(line)) return undefined
  return `the line \`${line.trim().slice(0, 60)}\` is not read as a criterion: write it as a top-level \`- [ ] …\` item (a dash at the start of the line, a space inside the brackets)`
}
