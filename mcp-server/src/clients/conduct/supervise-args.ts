import type { LeafActor, LeafPhase } from '../../domain/vocabulary.js'

/** What `evident conduct supervise` is told about one leaf (cli/conduct-leaf.ts parses it back). */
export interface SuperviseRequest {
  readonly issue: number
  readonly name: string
  readonly step?: number | undefined
  /** Data from the ledger: passed as one argument, never through a shell. */
  readonly stepTitle?: string | undefined
  readonly actor?: LeafActor | undefined
  readonly phase?: LeafPhase | undefined
  readonly retries?: number | undefined
  /** The conductor's revision attempt. */
  readonly attempt?: number | undefined
  /** A fixed limit per attempt, seconds (instead of the resolved leaf timeout). */
  readonly timeout?: number | undefined
  /** Where the leaf runs, when not in the project root (a verifier's checkout). */
  readonly cwd?: string | undefined
  /** The leaf command and its arguments. */
  readonly leaf: readonly string[]
}

/**
 * The arguments of `evident conduct supervise` after the command words, for `launchDetached`'s argv
 * (`[process.execPath, <evident cli.js>, 'conduct', 'supervise', ...superviseArgs(request)]`). Every value is
 * `--option=value`, so a step title that starts with `-` stays a value.
 */
export function superviseArgs(request: SuperviseRequest): string[] {
  const option = (key: string, value: string | number | undefined): string[] =>
    value === undefined ? [] : [`--${key}=${value}`]
  return [
    ...option('issue', request.issue),
    ...option('name', request.name),
    ...option('step', request.step),
    ...option('step-title', request.stepTitle),
    ...option('actor', request.actor),
    ...option('phase', request.phase),
    ...option('retries', request.retries),
    ...option('attempt', request.attempt),
    ...option('timeout', request.timeout),
    ...option('cwd', request.cwd),
    '--',
    ...request.leaf,
  ]
}
