import { parseArgs } from 'node:util'
import { errorMessage } from '../kernel/errors.js'
import { NOT_SEALED_HINT } from '../engine/flows/seal.js'
import { listSessions, type SessionListing } from '../store/session-list.js'
import { withExistingStore } from './existing-store.js'
import { usageError, type Command } from './types.js'

const SHOWN_TASKS = 8

function tasksCell(session: SessionListing): string {
  const { tasks } = session
  if (tasks.length === 0) return 'no TDD task'
  const open = tasks.filter((t) => t.status === 'open').length
  const shown = tasks.slice(0, SHOWN_TASKS).map((t) => `#${t.id}${t.status === 'open' ? ' (open)' : ''}`)
  const more = tasks.length > SHOWN_TASKS ? `, … ${tasks.length - SHOWN_TASKS} more` : ''
  return `${tasks.length} task(s)${open > 0 ? `, ${open} open` : ''}: ${shown.join(', ')}${more}`
}

function sealCell(session: SessionListing): string {
  if (session.seal === undefined) return 'seal not judged (no Claude Code session start recorded)'
  return session.seal.sealed ? 'sealed' : 'not sealed'
}

/** `evident sessions`: the sessions of this project's database, so that `report --session` / `--task` can be found. */
export const sessionsCommand: Command = {
  words: ['sessions'],
  usage: 'evident sessions [--limit N]',
  summary: 'list the sessions recorded for this project: agents, TDD tasks, sealed or not',
  options: [['--limit N', 'the newest N sessions (default 20)']],
  exits: [
    [0, 'listed'],
    [1, 'no database yet'],
    [2, 'usage error'],
  ],
  examples: ['evident sessions', 'evident report --session "$(evident sessions --limit 1 | cut -f1)"'],
  async run(args, io) {
    let limit = 20
    try {
      const { values } = parseArgs({ args: [...args], options: { limit: { type: 'string' } }, strict: true })
      if (values.limit !== undefined) {
        limit = Number(values.limit)
        if (!/^\d{1,6}$/.test(values.limit) || limit === 0)
          return usageError(`--limit takes a positive whole number (got ${values.limit})`)
      }
    } catch (error) {
      return usageError(errorMessage(error))
    }
    return withExistingStore(io, 1, async (store) => {
      const sessions = await listSessions(store.db, limit)
      if (sessions.length === 0) {
        io.err('no session recorded yet in this database')
        return 0
      }
      for (const s of sessions)
        io.out([s.sessionId, s.firstSeen, `${s.agents} agent(s)`, tasksCell(s), sealCell(s)].join('\t'))
      io.err('newest first; `evident report --session <id>` or `--task <id>` writes the evidence of one')
      if (sessions.some((s) => s.seal?.sealed === false)) io.err(NOT_SEALED_HINT)
      return 0
    })
  },
}
