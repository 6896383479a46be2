/**
 * The rank table of mcp-server/src (docs/architecture.md shows it; test/eslint-rules/boundaries.test.ts holds the two
 * equal). Lowest first; a file imports only folders of a lower rank, or its own folder.
 */
export const RANKS = [
  ['domain'], // vocabularies, record schemas, the config's schema: shapes only
  ['kernel'], // errors, identity, paths, log, regular files, containment, hashes, loading the config
  ['project'], // what a path of the user's project is: test, production, neutral; edit input; package scripts
  ['engine/gates'], // the TDD engine's rules: pure decisions
  ['store', 'worktree'], // the SQLite store; the working-tree snapshots and the one git runner
  ['runners'], // test runners (vitest, JUnit XML) and the supervised spawn
  ['engine/flows'], // the TDD engine's use cases: load facts, ask gates, write, remediate
  ['clients/*'], // the systems built on the engine: vdd, validation, coordinator, conduct, report
  ['tools', 'hooks', 'cli'], // the entry points: one file per MCP tool, hook event, command
  ['entry'], // the processes: MCP server, hook CLI, CLI, native build
]

/** Folders that never import each other although they share a rank. */
export const APART = ['clients/*']
