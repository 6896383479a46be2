import type { Nature } from './command-nature.js'
import { technique, type Resolved } from './descriptor.js'
import { NATURE_MODE, reportingCommand } from './derived-mode.js'
import { scanDocument, type DocRefusal } from './doc-commands.js'

/**
 * The derived and fallback tiers, as pure functions over the project's own files (passed in as text, or
 * undefined when absent). Deterministic: the same files always give the same techniques in the same order.
 */
export interface ProjectFiles {
  readonly packageJson?: string | undefined
  readonly pyproject?: string | undefined
  readonly makefile?: string | undefined
  /** README / CONTRIBUTING files present, in reading order, with their text. */
  readonly docs?: readonly { readonly file: string; readonly text: string }[] | undefined
  /** Lock files present, for the package manager. */
  readonly lockfiles: readonly string[]
  readonly manifests: readonly string[]
}

/** package.json scripts that are validation commands, in order; the first present of each group wins. */
const SCRIPT_GROUPS: readonly { readonly names: readonly string[]; readonly nature: Nature }[] = [
  { names: ['typecheck', 'type-check', 'tsc'], nature: 'typecheck' },
  { names: ['lint'], nature: 'lint' },
  // Only check-only names: a plain `format` script usually rewrites files.
  { names: ['format:check', 'check-format', 'fmt:check'], nature: 'format' },
  { names: ['test'], nature: 'test' },
]

/** pyproject `[tool.<name>]` sections and the checking command each stands for. */
const PY_TOOLS: readonly { readonly section: string; readonly run: readonly string[]; readonly nature: Nature }[] = [
  { section: 'mypy', run: ['mypy', '.'], nature: 'typecheck' },
  { section: 'ruff', run: ['ruff', 'check', '.'], nature: 'lint' },
  { section: 'black', run: ['black', '--check', '.'], nature: 'format' },
  { section: 'pytest', run: ['pytest'], nature: 'test' },
]

const MAKE_TARGETS: readonly { readonly target: string; readonly nature: Nature }[] = [
  { target: 'typecheck', nature: 'typecheck' },
  { target: 'lint', nature: 'lint' },
  { target: 'check', nature: 'check' },
  { target: 'format-check', nature: 'format' },
  { target: 'test', nature: 'test' },
]

/**
 * One derived technique, a gate or a triage by its nature (derived-mode.ts). A gate runs the command as found and
 * its `why` is only where it was found, as before; a triage (a lint) runs with the linter's machine-readable report
 * when evident knows it, and its `why` says so.
 */
function derived(id: string, argv: readonly string[], nature: Nature, found: string): Resolved {
  const { mode, why } = NATURE_MODE[nature]
  const probe = { binary: argv[0] ?? '' }
  if (mode === 'gate') return { technique: technique(id, argv, probe, 'gate'), tier: 'derived', why: found, nature }
  const reporting = reportingCommand(argv)
  return {
    technique: technique(id, reporting.run, probe, 'triage'),
    tier: 'derived',
    why: `${found} — triage: ${why}; ${reporting.note}`,
    nature,
  }
}

function packageManager(lockfiles: readonly string[]): string {
  if (lockfiles.includes('pnpm-lock.yaml')) return 'pnpm'
  if (lockfiles.includes('yarn.lock')) return 'yarn'
  if (lockfiles.includes('bun.lockb') || lockfiles.includes('bun.lock')) return 'bun'
  return 'npm'
}

function scriptsOf(packageJson: string | undefined): Readonly<Record<string, unknown>> {
  if (packageJson === undefined) return {}
  try {
    const parsed = JSON.parse(packageJson) as { scripts?: unknown }
    return typeof parsed.scripts === 'object' && parsed.scripts !== null
      ? (parsed.scripts as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * Documented commands first (README, then CONTRIBUTING: the project's own words on how it is checked), then the
 * manifests. A technique whose id or command is already derived is not derived again, so a documented `npm run lint`
 * takes the place of the package.json `lint` script.
 */
export function deriveTechniques(files: ProjectFiles): readonly Resolved[] {
  const out: Resolved[] = []
  const add = (resolved: Resolved): void => {
    const argv = JSON.stringify(resolved.technique.run)
    if (!out.some((r) => r.technique.id === resolved.technique.id || JSON.stringify(r.technique.run) === argv))
      out.push(resolved)
  }
  for (const doc of files.docs ?? []) {
    for (const c of scanDocument(doc.file, doc.text).commands) {
      const taken = out.filter((r) => r.technique.id === c.nature || r.technique.id.startsWith(`${c.nature}-`)).length
      const id = taken === 0 ? c.nature : `${c.nature}-${taken + 1}`
      add(derived(id, c.argv, c.nature, `${c.file}:${c.line} documents "${c.text}" (${c.nature})`))
    }
  }
  const scripts = scriptsOf(files.packageJson)
  const pm = packageManager(files.lockfiles)
  for (const group of SCRIPT_GROUPS) {
    const name = group.names.find((s) => typeof scripts[s] === 'string')
    if (name === undefined) continue
    const id = group.nature === 'format' ? 'format' : (group.names[0] ?? name)
    add(derived(id, [pm, 'run', name], group.nature, `package.json script "${name}"`))
  }
  for (const tool of PY_TOOLS) {
    if (files.pyproject === undefined || !new RegExp(`^\\[tool\\.${tool.section}(\\]|\\.)`, 'm').test(files.pyproject))
      continue
    add(derived(tool.section, tool.run, tool.nature, `pyproject.toml section [tool.${tool.section}]`))
  }
  for (const { target, nature } of MAKE_TARGETS) {
    if (files.makefile === undefined || !new RegExp(`^${target}\\s*:(?!=)`, 'm').test(files.makefile)) continue
    add(derived(`make-${target}`, ['make', target], nature, `Makefile target "${target}"`))
  }
  return out
}

/** The test command deduced from the language manifest, as a single gate technique. */
export function fallbackTechnique(files: ProjectFiles): Resolved | undefined {
  const m = files.manifests
  const pick = (run: readonly string[], manifest: string): Resolved => ({
    technique: technique('test', run, { binary: run[0] ?? '' }),
    tier: 'fallback',
    why: `test command of the ${manifest} manifest`,
    nature: 'test',
  })
  if (m.includes('package.json')) return pick([packageManager(files.lockfiles), 'test'], 'package.json')
  if (m.includes('pyproject.toml') || m.includes('setup.py'))
    return pick(['python3', '-m', 'pytest'], m.includes('pyproject.toml') ? 'pyproject.toml' : 'setup.py')
  if (m.includes('Cargo.toml')) return pick(['cargo', 'test'], 'Cargo.toml')
  if (m.includes('go.mod')) return pick(['go', 'test', './...'], 'go.mod')
  return undefined
}

/** Documented lines that name a validation command but were not derived, for `validation plan` to explain. */
export function refusedDocLines(files: ProjectFiles): readonly DocRefusal[] {
  return (files.docs ?? []).flatMap((doc) => scanDocument(doc.file, doc.text).refused)
}
