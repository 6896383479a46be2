// A separate OS process requesting phase transitions on a shared evidence database, for
// transition-concurrency.test.ts. Plain JS over the built store (dist/), so no TypeScript loader is needed.
// argv: dbPath taskId goalId behaviorId rounds. Prints "ready", waits for a line on stdin, then requests
// red and spike `rounds` times each and prints one JSON line: the outcome of every request.
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'
import { openStore } from '../../../dist/mcp-server/src/store/index.js'
import { requestTransition } from '../../../dist/mcp-server/src/engine/flows/transition.js'

const [dbPath, taskId, goalId, behaviorId, rounds] = process.argv.slice(2)
const caller = { sessionId: 'session-1', agentId: 'agent-a', agentType: 'evident:tdd-task' }
const store = await openStore(dbPath)
process.stdout.write('ready\n')
await new Promise((resolve) => process.stdin.once('data', resolve))
const outcomes = []
for (let i = 0; i < Number(rounds); i++) {
  for (const requestedPhase of ['red', 'spike']) {
    const result = await requestTransition(store, caller, {
      tddTaskId: Number(taskId),
      goalId: Number(goalId),
      behaviorId: Number(behaviorId),
      requestedPhase,
    })
    outcomes.push(result.accepted ? `accepted ${result.phase}` : `denied ${result.denialReason}`)
    // Yield the write lock for a moment so the other process's requests interleave with ours.
    await sleep(1)
  }
}
await store.close()
process.stdout.write(`${JSON.stringify(outcomes)}\n`)
process.stdin.destroy()
