import { spawn } from 'node:child_process'
import { closeSync, constants, mkdirSync, openSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { EvidentError, badInput } from '../../kernel/errors.js'
import { leafFile } from './files.js'
import { definedEnv } from './supervise.js'

export interface DetachedLaunch {
  readonly root: string
  /** The leaf's name: its stale `.tdd/<name>.exit` and `.tdd/<name>.pid` are removed before the launch. */
  readonly name: string
  /** The command to start, normally `evident conduct supervise … -- <leaf argv>`; run without a shell, cwd `root`. */
  readonly argv: readonly string[]
  readonly env: Readonly<Record<string, string | undefined>>
  /** Files that take its stdout and stderr (truncated); default `.tdd/<name>.out` and `.tdd/<name>.err`. */
  readonly outPath?: string
  readonly errPath?: string
}

/**
 * Starts `argv` detached — in a session and process group of its own, stdin closed, stdout and stderr to files — and
 * returns its pid at once. Not `nohup … &`: that leaves the process in its launcher's process group, and whoever
 * signals that group when the launching call ends takes the leaf with it, leaving no `.exit` behind.
 *
 * The leaf's `.exit` and `.pid` are removed first: they are named for the leaf, not the cycle, so one left by an earlier
 * leaf of the same name would end the next wait at once with an old answer, or as killed-external.
 */
/** Truncated, and appended to: a line the waiter appends later (killed-external) is never overwritten. */
const OUTPUT_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND

export function launchDetached(launch: DetachedLaunch): number {
  const [command = '', ...args] = launch.argv
  if (command === '') throw badInput('launchDetached needs a command to start')
  const exitPath = leafFile(launch.root, launch.name, 'exit')
  rmSync(exitPath, { force: true })
  rmSync(leafFile(launch.root, launch.name, 'pid'), { force: true })
  mkdirSync(dirname(exitPath), { recursive: true })
  const out = openSync(launch.outPath ?? leafFile(launch.root, launch.name, 'out'), OUTPUT_FLAGS)
  try {
    const err = openSync(launch.errPath ?? leafFile(launch.root, launch.name, 'err'), OUTPUT_FLAGS)
    try {
      const child = spawn(command, args, {
        cwd: launch.root,
        env: definedEnv(launch.env),
        stdio: ['ignore', out, err],
        detached: true,
        shell: false,
      })
      // A failed start is reported through `pid` below, not as an unhandled 'error' event later.
      child.on('error', () => undefined)
      if (child.pid === undefined)
        throw new EvidentError('internal', `cannot start ${command} for leaf ${launch.name}`, 'check that it exists')
      child.unref()
      return child.pid
    } finally {
      closeSync(err)
    }
  } finally {
    closeSync(out)
  }
}
