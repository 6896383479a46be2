// A separate OS process that opens evidence databases until it is killed, for migration-kill.test.ts. Plain JS over
// the built store (dist/). argv: mode path.
//   fresh <dir>: prints "ready", then opens (creates and migrates) `<dir>/round-<r>.sqlite` for r = 0, 1, 2, … with
//                no pause, closing each, until the parent kills it — so the kill lands at some point of some first open.
//   open <file>: prints "ready", opens (upgrading) the file once, prints "done".
import { join } from 'node:path'
import process from 'node:process'
import { openStore } from '../../dist/mcp-server/src/store/index.js'

const [mode, path] = process.argv.slice(2)
process.stdout.write('ready\n')
if (mode === 'fresh') {
  for (let r = 0; ; r++) {
    const store = await openStore(join(path, `round-${r}.sqlite`))
    await store.close()
  }
} else {
  const store = await openStore(path)
  await store.close()
  process.stdout.write('done\n')
}
