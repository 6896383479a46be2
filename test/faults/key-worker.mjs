// A separate OS process creating (or reading) caller keys, for key-race.test.ts. Plain JS over the built code
// (dist/). Prints "ready"; then for every line on stdin (a database path; the parent writes the same path to every
// worker at once) it loads the key next to that database — creating it when missing — and prints the key as hex, or
// "error <message>".
import process from 'node:process'
import { createInterface } from 'node:readline'
import { loadCallerSecret } from '../../dist/mcp-server/src/kernel/identity.js'

process.stdout.write('ready\n')
for await (const dbPath of createInterface({ input: process.stdin })) {
  try {
    process.stdout.write(`${loadCallerSecret(dbPath).toString('hex')}\n`)
  } catch (error) {
    process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`)
  }
}
