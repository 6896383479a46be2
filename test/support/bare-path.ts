import { accessSync, constants, chmodSync, symlinkSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { tempDir } from './store.js'

/** Where `tool` is on this process's PATH, or undefined. */
function onPath(tool: string): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue
    try {
      accessSync(join(dir, tool), constants.X_OK)
      return join(dir, tool)
    } catch {
      // not here
    }
  }
  return undefined
}

/**
 * A PATH of one fresh folder holding only the named tools (links to the real ones; a tool not installed here is left
 * out) and the given shell scripts: what a machine without, say, git looks like to a child process.
 */
export function barePath(tools: readonly string[], scripts: Readonly<Record<string, string>> = {}): string {
  const dir = tempDir('evident-bare-path-')
  for (const tool of tools) {
    const real = onPath(tool)
    if (real !== undefined) symlinkSync(real, join(dir, tool))
  }
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`)
    chmodSync(join(dir, name), 0o755)
  }
  return dir
}
