import { parseArgs } from 'node:util'
import { clearStop, isStopMode, readStop, requestStop, STOP_MODES, type StopMode } from '../clients/conduct/stop.js'
import { errorMessage } from '../kernel/errors.js'
import { resolveProjectRoot } from '../kernel/paths.js'
import { usageError, type Command } from './types.js'

const WHAT: Readonly<Record<StopMode, string>> = {
  'at-ledger': 'the run finishes to its next ledger commit, then stops',
  'at-leaf': 'the run launches no new leaf; the live one finishes',
  now: 'the run kills its live leaf and launches no new one',
}

/** `evident conduct stop [MODE] | --clear`: asks a conductor run to stop (clients/conduct/stop.ts). */
export const conductStopCommand: Command = {
  words: ['conduct', 'stop'],
  usage: 'evident conduct stop [at-ledger|at-leaf|now] | --clear',
  summary: 'ask the conductor run of this project to stop (writes .tdd/stop), or take the request back',
  options: [
    ['at-ledger', `(default) ${WHAT['at-ledger']}`],
    ['at-leaf', WHAT['at-leaf']],
    ['now', WHAT.now],
    ['--clear', 'remove .tdd/stop: no stop requested'],
  ],
  exits: [
    [0, 'requested (or cleared)'],
    [1, '.tdd/stop is a directory, or cannot be written'],
    [2, 'usage error'],
  ],
  examples: ['evident conduct stop', 'evident conduct stop now', 'evident conduct stop --clear'],
  async run(args, io) {
    let parsed
    try {
      parsed = parseArgs({
        args: [...args],
        options: { clear: { type: 'boolean' } },
        strict: true,
        allowPositionals: true,
      })
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const [mode = 'at-ledger', ...extra] = parsed.positionals
    if (extra.length > 0 || !isStopMode(mode))
      return usageError(`give one mode, ${STOP_MODES.join(', ')} (got ${parsed.positionals.join(' ')})`)
    const root = resolveProjectRoot(io.env, io.cwd)
    if (parsed.values.clear === true) {
      if (parsed.positionals.length > 0) return usageError('--clear takes no mode')
      const had = readStop(root).kind !== 'none'
      clearStop(root)
      io.err(`evident conduct stop: ${had ? 'stop request removed' : 'there was no stop request'} (.tdd/stop)`)
      return 0
    }
    requestStop(root, mode)
    io.err(`evident conduct stop: ${mode} requested (.tdd/stop): ${WHAT[mode]}`)
    return 0
  },
}

/** `evident conduct stop-requested`: the pending stop request, asked before every leaf launch. */
export const conductStopRequestedCommand: Command = {
  words: ['conduct', 'stop-requested'],
  usage: 'evident conduct stop-requested',
  summary: 'is a stop of the conductor run requested? prints the mode',
  options: [],
  exits: [
    [0, 'a stop is requested: its mode (at-ledger, at-leaf, now) on stdout'],
    [2, '.tdd/stop exists but is unreadable: read it as at-ledger (printed), why on stderr'],
    [3, 'no stop requested'],
    [4, 'usage error'],
  ],
  examples: ['evident conduct stop-requested'],
  usageExit: 4,
  async run(args, io) {
    try {
      parseArgs({ args: [...args], options: {}, strict: true, allowPositionals: false })
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const stop = readStop(resolveProjectRoot(io.env, io.cwd))
    switch (stop.kind) {
      case 'none':
        return 3
      case 'requested':
        io.out(stop.mode)
        return 0
      case 'unreadable':
        io.out(stop.mode)
        io.err(`evident conduct stop-requested: ${stop.reason}; read as at-ledger`)
        return 2
    }
  },
}
