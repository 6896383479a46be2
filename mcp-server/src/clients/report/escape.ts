/** Everything that came from test output, file names or the model is text, never markup. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Markdown table cells: no pipes, no newlines, no raw HTML. */
export function escapeMd(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r?\n/g, ' ')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

export function duration(ms: number | null): string {
  if (ms === null) return '—'
  if (ms < 1000) return `${ms} ms`
  const s = Math.round(ms / 1000)
  return s < 120 ? `${s} s` : `${Math.round(s / 60)} min`
}

/** Text inside a markdown code span: markup is already inert there; only backticks, pipes and newlines matter. */
export function codeMd(value: string | number | null | undefined): string {
  return `\`${String(value ?? '')
    .replaceAll('`', "'")
    .replaceAll('|', '\\|')
    .replace(/\r?\n/g, ' ')}\``
}
