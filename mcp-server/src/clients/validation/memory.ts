import { createHash } from 'node:crypto'
import * as z from 'zod'
import type { RecordLine } from '../../store/validation-runs.js'
import { techniqueSchema, type ValidationConfig } from '../../domain/validation-config.js'
import { type Resolved } from './descriptor.js'
import { NATURE_MODE } from './derived-mode.js'
import type { ProjectFiles } from './derive.js'
import { declaredTechniques, derivedOrFallback, projectFiles } from './resolve.js'

/**
 * Technique memory (spec preamble 3): per project, the techniques the last discovery produced and a fingerprint of
 * everything it read — the declared techniques and the files the derived and fallback tiers read (package.json,
 * pyproject.toml, Makefile, README / CONTRIBUTING, which lock files and manifests exist). When the fingerprint is
 * unchanged the remembered techniques are used without deriving them again; each technique's probe (binary
 * resolvable, config file present) still runs every time. The memory is advice: a row that does not parse is a miss.
 */
export interface Remembered {
  readonly fingerprint: string
  readonly techniques: unknown
  readonly runId: number | null
}

export interface Discovery {
  readonly resolved: readonly Resolved[]
  readonly fingerprint: string
  /** The files the fingerprint covers that exist. */
  readonly files: readonly string[]
  /** true: taken from memory, not derived again. */
  readonly reused: boolean
  readonly line: RecordLine
}

/**
 * A derived or fallback technique carries its nature, and its mode must be the one the nature gives: a row
 * remembered before derived techniques were gates or triages by nature (every one a gate, none with a nature) does
 * not parse, so it is derived again rather than running a lint as a gate.
 */
const rememberedSchema = z.array(
  z
    .strictObject({
      technique: techniqueSchema,
      tier: z.enum(['declared', 'derived', 'fallback']),
      why: z.string(),
      nature: z.enum(['lint', 'test', 'typecheck', 'format', 'check']).optional(),
    })
    .refine(
      (r) =>
        r.tier === 'declared'
          ? r.nature === undefined
          : r.nature !== undefined &&
            (r.tier === 'fallback' ? r.technique.mode === 'gate' : r.technique.mode === NATURE_MODE[r.nature].mode),
      'a derived or fallback technique carries its nature, and the mode that nature gives',
    ),
)

const short = (fingerprint: string): string => fingerprint.slice(0, 12)

export function discoveryFingerprint(
  config: ValidationConfig | undefined,
  files: ProjectFiles,
): { readonly fingerprint: string; readonly files: readonly string[] } {
  const read = [
    ...(config?.techniques === undefined ? [] : ['evident.config.json validation.techniques']),
    ...(files.packageJson === undefined ? [] : ['package.json']),
    ...(files.pyproject === undefined ? [] : ['pyproject.toml']),
    ...(files.makefile === undefined ? [] : ['Makefile']),
    ...(files.docs ?? []).map((d) => d.file),
    ...files.lockfiles,
    ...files.manifests.filter((m) => m !== 'package.json' && m !== 'pyproject.toml'),
  ]
  const hash = createHash('sha256')
    .update(JSON.stringify({ techniques: config?.techniques ?? null, files }))
    .digest('hex')
  return { fingerprint: hash, files: read }
}

/** The active technique set, from memory when the fingerprint is unchanged, else discovered again. */
export function discoverTechniques(
  root: string,
  config: ValidationConfig | undefined,
  remembered: Remembered | undefined,
): Discovery {
  // Declared techniques win outright: then the discovery reads nothing but them.
  const files: ProjectFiles = config?.techniques === undefined ? projectFiles(root) : { lockfiles: [], manifests: [] }
  const { fingerprint, files: read } = discoveryFingerprint(config, files)
  const covering = read.length > 0 ? read.join(', ') : 'no project files'
  const from = remembered?.runId === null || remembered === undefined ? '' : ` since validation run ${remembered.runId}`
  if (remembered !== undefined && remembered.fingerprint === fingerprint) {
    const parsed = rememberedSchema.safeParse(remembered.techniques)
    if (parsed.success)
      return {
        resolved: parsed.data,
        fingerprint,
        files: read,
        reused: true,
        line: {
          kind: 'technique',
          line: `TECHNIQUES: remembered — fingerprint ${short(fingerprint)} of ${covering} unchanged${from}; ${parsed.data.length} technique(s) not derived again, each probe still runs`,
        },
      }
  }
  const resolved = config?.techniques !== undefined ? declaredTechniques(config.techniques) : derivedOrFallback(files)
  const why =
    remembered === undefined
      ? 'no technique memory for this project yet'
      : remembered.fingerprint === fingerprint
        ? 'the remembered techniques do not parse'
        : `the fingerprint changed${from} (was ${short(remembered.fingerprint)})`
  return {
    resolved,
    fingerprint,
    files: read,
    reused: false,
    line: {
      kind: 'technique',
      line: `TECHNIQUES: derived — ${why}; fingerprint ${short(fingerprint)} of ${covering} remembered for the next run`,
    },
  }
}
