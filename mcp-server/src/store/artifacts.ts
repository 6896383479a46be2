import type { Caller } from '../kernel/identity.js'
import { sqliteOf, type Db } from './db.js'
import type { ArtifactRow } from '../domain/records.js'
import { insertCallerArtifact, type ArtifactInput } from './statements/artifacts.js'

/**
 * The only way evidence enters the store. No MCP tool calls this with model-supplied content: the hook CLI
 * records file edits and `run_tests` records runs. An artifact is bound to exactly the caller's open task
 * and that task's open phase (and its behavior) at the moment it is recorded — never to "the newest task".
 * The statement is `store/statements/artifacts.ts#insertCallerArtifact`, the one the PostToolUse hook runs.
 */
export async function recordArtifact(db: Db, caller: Caller, input: ArtifactInput): Promise<ArtifactRow> {
  return db.transaction().execute(async (tx) => insertCallerArtifact(sqliteOf(tx), caller, input))
}
