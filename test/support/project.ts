import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { contentSha256Hex } from '../../mcp-server/src/kernel/content-hash.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { shadowFor, snapshot, type Shadow } from '../../mcp-server/src/worktree/snapshot.js'
import { tempDir } from './store.js'

/**
 * A real project directory for tests whose runs are recorded by hand (`recordTestRun`): transitions snapshot
 * it, runs record its tree. Its `default` runner — used only when a transition re-runs the red test on the red
 * run's production code — is a JUnit stub that reports every file it is given as failing to load, so the red
 * test "still fails" there; tests of the re-run itself use real vitest projects (`copyFixture`).
 */
export interface TestProject {
  readonly root: string
  readonly shadow: Shadow
  /** Writes a file (unique content by default) and returns the SHA-256 the edit hook would record. */
  write(file: string, text?: string): string
  /** The SHA-256 of a file as it is, writing it first when `text` is given or it does not exist yet. */
  record(file: string, text?: string): string
  remove(file: string): void
  tree(): string
}

/**
 * The stub runner of `tempProject`: runs recorded by hand (`recordTestRun`) leave the names of their tests in
 * `node_modules/.evident-stub.json` (no part of any snapshot). A file the stub is given is reported as failing to load
 * — the red test re-run on the red run's code still fails — except the closing proof's copy of a red test as it was
 * (`<name>.evident-proof-<n>.<ext>`), whose recorded tests pass: the honest project these tests stand for.
 */
const STUB_RUNNER = [
  "const fs = require('node:fs')",
  'const files = process.argv.slice(1)',
  "let known = {}; try { known = JSON.parse(fs.readFileSync('node_modules/.evident-stub.json', 'utf8')) } catch {}",
  "const esc = (t) => String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\"/g, '&quot;')",
  'let failed = false',
  'const cases = files.map((f) => {',
  "  const original = f.replace(/\\.evident-proof-[^.]+(?=\\.)/, '')",
  '  if (original !== f) return (known[original] || []).map((n) => `<testcase classname="" name="${esc(n)}" file="${esc(f)}"/>`).join(\'\')',
  '  failed = true',
  '  return `<testcase classname="" name="${f}" file="${f}"><failure message="cannot load ${f}">stub</failure></testcase>`',
  "}).join('')",
  'fs.writeFileSync(\'stub-junit.xml\', `<?xml version="1.0"?><testsuites><testsuite name="stub">${cases}</testsuite></testsuites>`)',
  'process.exit(failed ? 1 : 0)',
].join('\n')

/** Notes the names of a hand-recorded run's tests for the stub runner (see `STUB_RUNNER`). */
export function noteStubTests(
  root: string,
  tests: readonly { readonly file: string; readonly fullName: string }[],
): void {
  const path = join(root, 'node_modules', '.evident-stub.json')
  let known: Record<string, string[]>
  try {
    known = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>
  } catch {
    known = {}
  }
  for (const t of tests) known[t.file] = [...new Set([...(known[t.file] ?? []), t.fullName])]
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, JSON.stringify(known))
}

const STUB_CONFIG = {
  runners: { default: { kind: 'junit', argv: [process.execPath, '-e', STUB_RUNNER], junitPath: 'stub-junit.xml' } },
}

let counter = 0

export function tempProject(store: Store, files: Readonly<Record<string, string>> = {}): TestProject {
  const root = realpathSync(tempDir('evident-project-'))
  const shadow = shadowFor(store.path, root)
  const write = (file: string, text = `// ${file} version ${++counter}\n`): string => {
    const path = join(root, file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    return contentSha256Hex(readFileSync(path))
  }
  write('evident.config.json', JSON.stringify(STUB_CONFIG, null, 2))
  for (const [file, text] of Object.entries(files)) write(file, text)
  return {
    root,
    shadow,
    write,
    record: (file, text) => recordIn(root, write, file, text),
    remove: (file) => rmSync(join(root, file), { force: true }),
    tree: () => snapshot(shadow),
  }
}

/** An existing project directory (e.g. a `copyFixture` copy) as a TestProject; its own runner is used. */
export function projectAt(store: Store, root: string): TestProject {
  const shadow = shadowFor(store.path, root)
  const write = (file: string, text = `// ${file} version ${++counter}\n`): string => {
    const path = join(root, file)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    return contentSha256Hex(readFileSync(path))
  }
  return {
    root,
    shadow,
    write,
    record: (file, text) => recordIn(root, write, file, text),
    remove: (file) => rmSync(join(root, file), { force: true }),
    tree: () => snapshot(shadow),
  }
}

function recordIn(root: string, write: (file: string, text?: string) => string, file: string, text?: string): string {
  if (text === undefined && existsSync(join(root, file))) return contentSha256Hex(readFileSync(join(root, file)))
  return write(file, text)
}

const byStore = new WeakMap<Store, TestProject>()

/**
 * The project of a test store: connect() serves it and the recording helpers write and snapshot it unless told
 * otherwise, so every transition and run of a test sees a real working tree.
 */
export function projectFor(store: Store): TestProject {
  let project = byStore.get(store)
  if (project === undefined) {
    project = tempProject(store)
    byStore.set(store, project)
  }
  return project
}
