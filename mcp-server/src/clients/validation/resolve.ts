import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Resolved } from './descriptor.js'
import type { Technique, ValidationConfig } from '../../domain/validation-config.js'
import { deriveTechniques, fallbackTechnique, refusedDocLines, type ProjectFiles } from './derive.js'
import { readRegularText } from '../../kernel/regular-file.js'

const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lockb', 'bun.lock']
const MANIFESTS = ['package.json', 'pyproject.toml', 'setup.py', 'Cargo.toml', 'go.mod']
/** Where a project documents how it is checked, in reading order. */
const DOCS = ['README.md', 'CONTRIBUTING.md', 'docs/CONTRIBUTING.md', '.github/CONTRIBUTING.md']

function read(root: string, file: string): string | undefined {
  try {
    return readRegularText(join(root, file))
  } catch {
    return undefined
  }
}

export function projectFiles(root: string): ProjectFiles {
  return {
    packageJson: read(root, 'package.json'),
    pyproject: read(root, 'pyproject.toml'),
    makefile: read(root, 'Makefile') ?? read(root, 'makefile') ?? read(root, 'GNUmakefile'),
    lockfiles: LOCKFILES.filter((f) => existsSync(join(root, f))),
    manifests: MANIFESTS.filter((f) => existsSync(join(root, f))),
    docs: DOCS.flatMap((file) => {
      const text = read(root, file)
      return text === undefined ? [] : [{ file, text }]
    }),
  }
}

/**
 * The active technique set by precedence: declared (evident.config.json `validation.techniques`) wins
 * outright → derived from the project's own commands → the manifest's test command → none (a no-op).
 */
export function resolveTechniques(root: string, config: ValidationConfig | undefined): readonly Resolved[] {
  const declared = config?.techniques
  return declared !== undefined ? declaredTechniques(declared) : derivedOrFallback(projectFiles(root))
}

export function declaredTechniques(declared: readonly Technique[]): readonly Resolved[] {
  return declared.map((technique, i) => ({
    technique,
    tier: 'declared',
    why: `declared in evident.config.json validation.techniques[${i}]`,
  }))
}

/** The derived tier, else the fallback, else nothing. */
export function derivedOrFallback(files: ProjectFiles): readonly Resolved[] {
  const derived = deriveTechniques(files)
  if (derived.length > 0) return derived
  const fallback = fallbackTechnique(files)
  return fallback === undefined ? [] : [fallback]
}

/**
 * Why documented lines that name a validation command were not derived (`README.md:12 "npm test && npm run lint" —
 * … needs a shell`), for `validation plan`. None when techniques are declared: the documents are not read then.
 */
export function notDerived(root: string, config: ValidationConfig | undefined): readonly string[] {
  if (config?.techniques !== undefined) return []
  return refusedDocLines(projectFiles(root)).map((r) => `not derived: ${r.file}:${r.line} "${r.text}" — ${r.why}`)
}
