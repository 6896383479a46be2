import { readRegularText } from '../kernel/regular-file.js'
import { dirname, join } from 'node:path'

/** The `scripts` of the package.json a package manager would run them from (name → command text). */
export type PackageScripts = Readonly<Record<string, string>>

/**
 * The `scripts` of the package.json a package manager started in `cwd` runs them from: the nearest one upward, as
 * npm finds it. Undefined when there is none or it cannot be read; then a script is judged by its name. Read as a
 * regular file only (`kernel/regular-file.ts`): a package.json made a FIFO reads as none instead of holding the hook.
 */
export function packageScripts(cwd: string): PackageScripts | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    let text: string | undefined
    try {
      text = readRegularText(join(dir, 'package.json'))
    } catch {
      text = undefined
    }
    if (text !== undefined) return scriptsOf(text)
    if (dirname(dir) === dir) return undefined
  }
}

function scriptsOf(text: string): PackageScripts | undefined {
  try {
    const scripts = (JSON.parse(text) as { scripts?: unknown } | null)?.scripts
    if (typeof scripts !== 'object' || scripts === null || Array.isArray(scripts)) return undefined
    return Object.fromEntries(
      Object.entries(scripts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return undefined
  }
}
