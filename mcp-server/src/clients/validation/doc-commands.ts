import { classifyCommand, type Nature } from './command-nature.js'

/**
 * The validation commands a project documents in its README / CONTRIBUTING: the lines of fenced shell code blocks
 * (```` ```sh ````, `bash`, `shell`, `console`, `zsh`, or no language) that name a known lint, test, typecheck, format
 * or check command. Each becomes an argument array by splitting on whitespace — no shell ever runs it — so a line
 * that needs a shell (operators, pipes, redirections, substitutions, quotes, globs, env assignments, line
 * continuations) is refused, as is one that would rewrite files or watch. Pure: text in, commands out.
 */
interface DocCommand {
  readonly file: string
  /** 1-based line in the file. */
  readonly line: number
  readonly text: string
  readonly argv: readonly string[]
  readonly nature: Nature
}

/** A documented line that names a validation command but is not derived, and why. */
export interface DocRefusal {
  readonly file: string
  readonly line: number
  readonly text: string
  readonly why: string
}

export interface DocScan {
  readonly commands: readonly DocCommand[]
  readonly refused: readonly DocRefusal[]
}

const SHELL_LANGS = new Set(['', 'sh', 'bash', 'shell', 'console', 'zsh', 'shell-session', 'shellsession'])
/** Blocks whose command lines carry a `$ ` prompt and whose other lines are output. */
const PROMPT_LANGS = new Set(['console', 'shell-session', 'shellsession'])
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`{]*)/
const CLOSE = /^ {0,3}(`{3,}|~{3,})\s*$/
const SHELL_SYNTAX = /[|&;<>()$`\\"'*?[\]{}~!#]/
const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/
const REWRITES = new Set(['--fix', '--write', '-w', '--fix-only', '--apply', '-u', '--update-snapshots'])
const WATCHES = new Set(['--watch', '--watchAll', 'watch', '--serve', 'dev', 'serve'])
const LINE_MAX = 300

export function scanDocument(file: string, markdown: string): DocScan {
  const commands: DocCommand[] = []
  const refused: DocRefusal[] = []
  let fence: { readonly marker: string; readonly lang: string } | undefined
  for (const [index, raw] of markdown.split(/\r?\n/).entries()) {
    if (fence === undefined) {
      const open = FENCE.exec(raw)
      if (open !== null) fence = { marker: open[1] ?? '```', lang: (open[2] ?? '').toLowerCase() }
      continue
    }
    const close = CLOSE.exec(raw)?.[1]
    if (close !== undefined && close[0] === fence.marker[0] && close.length >= fence.marker.length) {
      fence = undefined
      continue
    }
    const trimmed = raw.trim()
    if (!SHELL_LANGS.has(fence.lang)) continue
    const prompted = /^\$\s+/.test(trimmed)
    if (PROMPT_LANGS.has(fence.lang) && !prompted) continue
    const text = prompted ? trimmed.replace(/^\$\s+/, '') : trimmed
    if (text === '' || text.startsWith('#') || text.length > LINE_MAX) continue
    const judged = judgeLine(text)
    if (judged === undefined) continue
    const at = { file, line: index + 1, text }
    if ('why' in judged) refused.push({ ...at, why: judged.why })
    else commands.push({ ...at, argv: judged.argv, nature: judged.nature })
  }
  return { commands, refused }
}

/** undefined: not a validation command at all (`npm install`, `git clone`, prose). */
function judgeLine(
  text: string,
): { readonly argv: readonly string[]; readonly nature: Nature } | { readonly why: string } | undefined {
  const tokens = text.split(/\s+/)
  const envs = tokens.findIndex((t) => !ENV_ASSIGNMENT.test(t))
  // What the line would run if a shell were not needed: up to the first token a shell would interpret.
  const head = tokens.slice(Math.max(envs, 0))
  const shellAt = head.findIndex((t) => SHELL_SYNTAX.test(t))
  const plain = shellAt === -1 ? head : head.slice(0, shellAt)
  const nature = classifyCommand(plain)
  if (nature === undefined) return undefined
  if (envs !== 0)
    return { why: 'an environment assignment needs a shell; declare the technique in evident.config.json instead' }
  const syntax = tokens.find((t) => SHELL_SYNTAX.test(t))
  if (syntax !== undefined)
    return {
      why: `${JSON.stringify(syntax)} needs a shell (operators, pipes, redirections, substitutions, quotes, globs); evident runs argument arrays only`,
    }
  if (tokens.some((t) => REWRITES.has(t) || t.startsWith('--fix=')))
    return { why: 'it rewrites files; validation only checks' }
  if (tokens.some((t) => WATCHES.has(t))) return { why: 'it watches or serves instead of finishing' }
  return { argv: tokens, nature }
}
