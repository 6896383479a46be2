import { existsSync, realpathSync } from 'node:fs'
import { resolveDbLocation } from '../../kernel/paths.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The verdict of the bean's newest recorded VDD run (for the Done gate of `clients/vdd/bean-done.ts`); undefined when
 * the database or the run does not exist. The store is loaded only when this is called.
 */
export async function recordedOutcome(
  env: Env | undefined,
  root: string,
  beanNumber: number,
): Promise<string | undefined> {
  const realRoot = realpathSync(root)
  const path = resolveDbLocation(env ?? process.env, realRoot).path
  if (!existsSync(path)) return undefined
  const { openStore } = await import('../../store/index.js')
  const { latestBeanOutcome } = await import('../../store/vdd.js')
  const store = await openStore(path)
  try {
    return await latestBeanOutcome(store.db, beanNumber, realRoot)
  } finally {
    await store.close()
  }
}
