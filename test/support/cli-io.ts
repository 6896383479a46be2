import type { CliIo } from '../../mcp-server/src/cli/types.js'
import { runCli } from '../../mcp-server/src/entry/cli.js'

export interface CliRun {
  readonly code: number
  readonly out: readonly string[]
  readonly err: readonly string[]
}

/** Runs `evident <argv>` in-process with a captured io. */
export async function cli(
  argv: readonly string[],
  env: Readonly<Record<string, string>>,
  cwd: string,
): Promise<CliRun> {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    env: { PATH: process.env['PATH'], ...env },
    cwd,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  }
  const code = await runCli(argv, io)
  return { code, out, err }
}
