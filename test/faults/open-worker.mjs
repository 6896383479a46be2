// A separate OS process opening fresh evidence databases, for first-open.test.ts. Plain JS over the built
// store (dist/), so no TypeScript loader is needed. argv: dir rounds. Prints "ready"; then, for each round, waits
// for a line on stdin (the parent releases every worker at once), opens `<dir>/round-<r>.sqlite` (creating and
// migrating it, racing the other workers), checks the schema, closes it and prints "done <r>". Finally prints one
// JSON line: the failures.
import { join } from 'node:path'
import process from 'node:process'
import { createInterface } from 'node:readline'
import { openStore } from '../../dist/mcp-server/src/store/index.js'
import { migrations } from '../../dist/mcp-server/src/store/migrations.js'

const [dir, rounds] = process.argv.slice(2)
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]()
const failures = []
process.stdout.write('ready\n')
for (let r = 0; r < Number(rounds); r++) {
  await lines.next()
  try {
    const store = await openStore(join(dir, `round-${r}.sqlite`))
    try {
      const done = await store.db.selectFrom('kysely_migration').select('name').execute()
      if (done.length !== Object.keys(migrations).length) throw new Error(`${done.length} migrations recorded`)
      await store.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()
    } finally {
      await store.close()
    }
  } catch (error) {
    failures.push(`round ${r}: ${error?.code ?? ''} ${error instanceof Error ? error.message : String(error)}`)
  }
  process.stdout.write(`done ${r}\n`)
}
process.stdout.write(`${JSON.stringify(failures)}\n`)
process.stdin.destroy()
