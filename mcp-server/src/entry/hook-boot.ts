import { join } from 'node:path'
import { CACHE_DIR, hookKind, loadMain } from './hook-code-cache.js'
import { ownToolDenial } from '../hooks/own-tool-denial.js'
import { readStdin, writeStdout } from './hook-stdio.js'

/**
 * `bundle/hook.cjs`, what hooks/run.cjs loads for every hook: reads Claude Code's payload, starts the hook CLI
 * (`bundle/hook-main.cjs`, entry/hook-cli.ts) from a V8 code cache kept in the plugin's data directory (see
 * code-cache.ts), and saves the cache after the hook has answered. A hook CLI that cannot even start fails
 * open like every other hook failure: exit 0 and a message on stderr.
 */
async function boot(): Promise<void> {
  const event = process.argv[2] ?? ''
  let stdin = ''
  let answered = false
  try {
    stdin = readStdin()
    const data = process.env['CLAUDE_PLUGIN_DATA']
    const loaded = loadMain(
      join(__dirname, 'hook-main.cjs'),
      data === undefined || data === '' ? undefined : join(data, CACHE_DIR),
      hookKind(event, stdin),
      require,
    )
    if (process.env['EVIDENT_HOOK_CACHE_REPORT'] === '1')
      process.stderr.write(`evident: hook code cache ${loaded.cache}\n`)
    await loaded.main.hookCli(event, stdin)
    answered = true
    loaded.save()
  } catch (error) {
    // hookCli fails open on its own; this is a hook-main that could not be read, compiled or called. Evident's own
    // MCP tools fail closed (own-tool-denial.ts).
    if (!answered && failClosed(event, stdin, error)) return
    process.stderr.write(
      `evident: the ${event} hook could not start and allowed the action (not a rule decision): ${error instanceof Error ? error.message : String(error)}\n`,
    )
  }
  process.exitCode = 0
}

function failClosed(event: string, stdin: string, error: unknown): boolean {
  const denial = ownToolDenial(event, stdin, error)
  if (denial === undefined) return false
  writeStdout(denial)
  process.stderr.write(`evident: the ${event} hook could not start and denied the call (not a rule decision)\n`)
  process.exitCode = 0
  return true
}

void boot()
