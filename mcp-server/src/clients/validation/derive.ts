import { technique, type Resolved } from './descriptor.js'
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
const SCRIPT_GROUPS: readonly (readonly string[])[] = [
  ['typecheck', 'type-check', 'tsc'],
  ['lint'],
  // Only check-only names: a plain `format` script usually rewrites files.
  ['format:check', 'check-format', 'fmt:check'],
  ['test'],
]

/** pyproject `[tool.<name>]` sections and the checking command each stands for. */
const PY_TOOLS: readonly { readonly section: string; readonly run: readonly string[] }[] = [
  { section: 'mypy', run: ['mypy', '.'] },
  { section: 'ruff', run: ['ruff', 'check', '.'] },
  { section: 'black', run: ['black', '--check', '.'] },
  { section: 'pytest', run: ['pytest'] },
]

const MAKE_TARGETS: readonly string[] = ['typecheck', 'lint', 'check', 'format-check', 'test']

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
      add({
        technique: technique(taken === 0 ? c.nature : `${c.nature}-${taken + 1}`, c.argv, { binary: c.argv[0] ?? '' }),
        tier: 'derived',
        why: `${c.file}:${c.line} documents "${c.text}" (${c.nature})`,
      })
    }
  }
  const scripts = scriptsOf(files.packageJson)
  const pm = packageManager(files.lockfiles)
  for (const group of SCRIPT_GROUPS) {
    const name = group.find((s) => typeof scripts[s] === 'string')
    if (name === undefined) continue
    const id = group[0] === 'format:check' ? 'format' : (group[0] ?? name)
    add({
      technique: technique(id, [pm, 'run', name], { binary: pm }),
      tier: 'derived',
      why: `package.json script "${name}"`,
    })
  }
  for (const tool of PY_TOOLS) {
    if (files.pyproject === undefined || !new RegExp(`^\\[tool\\.${tool.section}(\\]|\\.)`, 'm').test(files.pyproject))
      continue
    add({
      technique: technique(tool.section, tool.run, { binary: tool.run[0] ?? tool.section }),
      tier: 'derived',
      why: `pyproject.toml section [tool.${tool.section}]`,
    })
  }
  for (const target of MAKE_TARGETS) {
    if (files.makefile === undefined || !new RegExp(`^${target}\\s*:(?!=)`, 'm').test(files.makefile)) continue
    add({
      technique: technique(`make-${target}`, ['make', target], { binary: 'make' }),
      tier: 'derived',
      why: `Makefile target "${target}"`,
    })
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
