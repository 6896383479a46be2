/** A CLI command: gets its own argv (after the command words) and returns the process exit code. */
export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

export interface Command {
  /** The words that select it, e.g. ['db', 'path']. */
  readonly words: readonly string[]
  readonly usage: string
  readonly summary: string
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>
}
