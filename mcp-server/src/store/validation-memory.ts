import type { Db } from './db.js'

/** What the last technique discovery of a project produced, and the fingerprint of the files it read. */
export interface TechniqueMemory {
  readonly fingerprint: string
  /** The files the fingerprint covers, present or not (names only). */
  readonly files: readonly string[]
  /** The resolved techniques as JSON (validated by the reader: a row is advice, never trusted as is). */
  readonly techniques: unknown
  readonly runId: number | null
  readonly at: string
}

export async function loadTechniqueMemory(db: Db, projectRoot: string): Promise<TechniqueMemory | undefined> {
  const row = await db
    .selectFrom('validation_memory')
    .selectAll()
    .where('project_root', '=', projectRoot)
    .executeTakeFirst()
  if (row === undefined) return undefined
  return {
    fingerprint: row.fingerprint,
    files: stringsOf(parseJson(row.files, [])),
    techniques: parseJson(row.techniques, null),
    runId: row.run_id,
    at: row.at,
  }
}

/** One row per project: the newest discovery replaces the last. */
export async function saveTechniqueMemory(
  db: Db,
  projectRoot: string,
  memory: Pick<TechniqueMemory, 'fingerprint' | 'files' | 'techniques' | 'runId'>,
): Promise<void> {
  const values = {
    fingerprint: memory.fingerprint,
    files: JSON.stringify(memory.files),
    techniques: JSON.stringify(memory.techniques),
    run_id: memory.runId,
    at: new Date().toISOString(),
  }
  await db
    .insertInto('validation_memory')
    .values({ project_root: projectRoot, ...values })
    .onConflict((oc) => oc.column('project_root').doUpdateSet(values))
    .execute()
}

function parseJson(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return fallback
  }
}

function stringsOf(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}
