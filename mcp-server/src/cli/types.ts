/** What a CLI command gets to talk to the world: its environment, cwd, and stdout/stderr by line. */
export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly cwd: string
  readonly out: (line: string) => void
  readonly err: (line: string) => void
  /** Asks the user a yes/no question on the terminal; absent when stdin or stdout is not a terminal. */
  readonly ask?: ((question: string) => Promise<boolean>) | undefined
}

/** A usage error, as a value: `runCli` prints it in the one style (message, usage, where the help is). */
export interface UsageError {
  readonly usageError: string
}

export const usageError = (message: string): UsageError => ({ usageError: message })

/** A command's exit code, or a usage error. */
export type Outcome = number | UsageError

/**
 * A CLI command: gets its own argv (after the command words) and returns the process exit code. `--help` / `-h` never
 * reach `run`: `runCli` prints the help made of `usage`, `summary`, `options`, `exits` and `examples`.
 */
export interface Command {
  /** The words that select it, e.g. ['db', 'path']. */
  readonly words: readonly string[]
  /** The full synopsis, e.g. `evident db prune --keep-runs N [--dry-run]`. */
  readonly usage: string
  readonly summary: string
  /** Each option or argument and what it does (`--help` is added). */
  readonly options: readonly (readonly [string, string])[]
  /** Exit codes and what they mean. */
  readonly exits: readonly (readonly [number, string])[]
  readonly examples: readonly string[]
  /** The exit code of a usage error: 2 (`evident vdd` keeps its contract's 3). */
  readonly usageExit?: number
  readonly run: (args: readonly string[], io: CliIo) => Promise<Outcome>
}
