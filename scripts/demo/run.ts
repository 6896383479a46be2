import { evidence, writeReport } from './evidence.js'
import { moves } from './moves.js'
import { DemoFailure } from './narrator.js'
import { tddScenario } from './scenario.js'
import { openDemoSession, type DemoOptions } from './session.js'
import type { Workspace } from './workspace.js'

/**
 * The demo (`npm run demo`): one TDD task of the main agent on the demo session (`session.ts`), driven by the
 * scripted agent of `scenario.ts`, then the HTML report of the task.
 */
export type { DemoOptions } from './session.js'

export interface DemoResult {
  readonly ok: boolean
  readonly workspace: Workspace
  readonly tddTaskId: number | undefined
}

export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const session = await openDemoSession(options, 'evident demo')
  const { ws, say, sessionId } = session
  const ev = evidence(ws.dbPath)
  let tddTaskId: number | undefined
  try {
    const agent = session.agent()
    let taskForViolations = 0
    const m = moves(agent, say, () => ev.newestViolation(taskForViolations))
    tddTaskId = await tddScenario(agent, m, say, (id) => {
      taskForViolations = id
    })
    await writeReport(ev, say, {
      taskId: tddTaskId,
      caller: `${sessionId} / main`,
      env: session.serverEnv,
      cwd: ws.project,
      out: ws.reportPath,
      repo: session.repo,
    })
    say.note(`report: ${ws.reportPath}`)
    say.note(`(the project copy, its evidence database and the report stay in ${ws.dir}: delete it when done)`)
    return { ok: true, workspace: ws, tddTaskId }
  } catch (error) {
    if (!(error instanceof DemoFailure)) throw error
    if (session.serverLog().includes('error')) options.print(`server log:\n${session.serverLog().trim()}`)
    return { ok: false, workspace: ws, tddTaskId }
  } finally {
    await ev.close()
    await session.close()
  }
}
