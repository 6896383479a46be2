import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tempDir } from './store.js'

export interface GhCall {
  readonly argv: readonly string[]
  readonly cwd: string
  readonly bodyFile?: string
}

/**
 * A fake `gh`: a node script that appends its argv, cwd and the content of a --body-file to `log` (one JSON line per
 * call) and prints canned answers. `issue view 404` fails like gh does; with `editFails`, so does every `issue edit`.
 */
export function fakeGh(
  issueJson: string,
  options: { readonly editFails?: boolean } = {},
): { dir: string; gh: string; calls: () => readonly GhCall[] } {
  const dir = tempDir('evident-fake-gh-')
  const log = join(dir, 'calls.jsonl')
  const gh = join(dir, 'gh')
  writeFileSync(
    gh,
    `#!${process.execPath}
const fs = require('node:fs')
const argv = process.argv.slice(2)
const at = argv.indexOf('--body-file')
const call = { argv, cwd: process.cwd() }
if (at !== -1) call.bodyFile = fs.readFileSync(argv[at + 1], 'utf8')
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(call) + '\\n')
if (argv[0] === 'issue' && argv[1] === 'view') {
  if (argv[2] === '404') { process.stderr.write('GraphQL: Could not resolve to an issue with the number of 404.\\n'); process.exit(1) }
  process.stdout.write(${JSON.stringify(issueJson)})
} else if (argv[0] === 'issue' && argv[1] === 'edit' && ${options.editFails === true}) {
  process.stderr.write('HTTP 403: Resource not accessible by integration\\n'); process.exit(1)
} else if (argv[0] === 'pr') {
  process.stdout.write('Creating draft pull request\\nhttps://github.com/o/r/pull/77\\n')
}
`,
  )
  chmodSync(gh, 0o755)
  const calls = (): readonly GhCall[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as GhCall)
      : []
  return { dir, gh, calls }
}
