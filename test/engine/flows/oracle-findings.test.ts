import { describe, expect, it } from 'vitest'
import { oracleBlockers } from '../../../mcp-server/src/engine/flows/oracle-findings.js'
import { findingDetail, oracleBlockText } from '../../../mcp-server/src/engine/gates/oracle.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { recordViolation } from '../../../mcp-server/src/store/violations.js'
import { connect, type TestClient } from '../../support/client.js'
import { projectFor, type TestProject } from '../../support/project.js'
import { alice, bob, recordTestRun, tempStore } from '../../support/store.js'
import { ok, startWork, type WorkItems } from '../../support/tdd.js'

/**
 * The blocking findings of a task (engine/flows/oracle-findings.ts) through the real server and store: the task, its
 * phases and hypotheses made with MCP tool calls, the project a real directory the transitions snapshot.
 */
const CODE = 'src/slug.ts'
const BASE = 'export function slugify(text: string): string {\n  return text.trim().toLowerCase()\n}\n'
const CHEAT_LINE = "  if (process.env.VITEST) return 'hello-world'"
const CHEAT = BASE.replace('{\n', `{\n${CHEAT_LINE}\n`)
const WHY =
  'the demo build prints a banner that must stay off while any runner captures output, which the product asks for'

interface Setup {
  readonly store: Store
  readonly project: TestProject
  readonly call: TestClient['call']
  readonly taskId: number
  readonly items: WorkItems
  /** A failing run's error and frame, for hypotheses. */
  readonly cite: { readonly citedTestErrorId: number; readonly citedStackFrameId: number }
}

/** A task in red (its start tree holds BASE) with a failing run whose error a hypothesis can cite. */
async function setup(files: Readonly<Record<string, string>> = {}): Promise<Setup> {
  const store = await tempStore()
  const project = projectFor(store)
  project.write(CODE, BASE)
  for (const [file, text] of Object.entries(files)) project.write(file, text)
  const { call } = await connect(store, alice)
  const items = await startWork(call, { red: true })
  const { tddTaskId } = items
  const run = await recordTestRun(
    store,
    alice,
    [{ file: 'test/slug.test.ts', fullName: 'slugify > joins words', status: 'failed' }],
    {},
    project,
  )
  const error = run.errors[0]
  if (error === undefined) throw new Error('the failing run recorded no error')
  return {
    store,
    project,
    call,
    taskId: tddTaskId,
    items,
    cite: { citedTestErrorId: error.id, citedStackFrameId: error.frameIds[0] ?? 0 },
  }
}

const hypothesis = (s: Setup, content: string): Promise<Record<string, unknown>> =>
  ok(s.call, 'hypothesis', { action: 'record', tddTaskId: s.taskId, content, ...s.cite })

/** What the PostToolUse hook records for a finding of `file` (the first finding of its text now). */
async function recordFinding(s: Setup, file: string, line: number, text: string): Promise<void> {
  await recordViolation(s.store.db, alice, {
    kind: 'ORACLE_AWARE_CODE',
    detail: findingDetail(file, { rule: 'test-runner-env', line, text }),
    toolName: 'Edit',
  })
}

const blocking = async (s: Setup): Promise<readonly string[]> =>
  (await oracleBlockers(s.store.db, s.taskId, s.project.shadow)).blocking.map((f) => `${f.file}:${f.line} ${f.rule}`)

describe('oracleBlockers (the findings that block done)', () => {
  it('a line added to production code during the task blocks; removing it, or commenting it out, clears it', async () => {
    const s = await setup()
    expect(await oracleBlockers(s.store.db, s.taskId, s.project.shadow)).toEqual({ blocking: [], seen: 'tree' })
    s.project.write(CODE, CHEAT)
    const found = await oracleBlockers(s.store.db, s.taskId, s.project.shadow)
    expect(found).toEqual({
      blocking: [{ rule: 'test-runner-env', file: CODE, line: 2, text: CHEAT_LINE.trim(), since: 0 }],
      seen: 'tree',
    })
    expect(oracleBlockText(found.blocking)).toContain(`${CODE}:2 (test-runner-env)`)
    s.project.write(CODE, BASE)
    expect(await blocking(s)).toEqual([])
    s.project.write(CODE, CHEAT.replace(CHEAT_LINE, `  // ${CHEAT_LINE.trim()}`))
    expect(await blocking(s)).toEqual([])
  })

  it('recomputes from the tree what no hook recorded, and leaves tests, docs and code kept since the start alone', async () => {
    const s = await setup({ 'src/env.ts': `export const env = () => process.env.VITEST\n` })
    s.project.write('test/slug.test.ts', "it('x', () => { if (process.env.VITEST) expect(1).toBe(1) })\n")
    s.project.write('README.md', 'Set `process.env.VITEST` and call `Object.is = f` to break it.\n')
    s.project.write('src/env.ts', `// the environment\nexport const env = () => process.env.VITEST\n`)
    expect(await blocking(s)).toEqual([])
    s.project.write('src/other.ts', 'Object.is = () => true\n')
    expect(await blocking(s)).toEqual(['src/other.ts:1 builtin-patch'])
  })

  it('a hypothesis recorded after the finding that names its file and rule and says why clears it', async () => {
    const s = await setup()
    // Written before the finding: it justifies nothing recorded after it.
    await hypothesis(s, `${CODE} test-runner-env: ${WHY}`)
    s.project.write(CODE, CHEAT)
    await recordFinding(s, CODE, 2, CHEAT_LINE.trim())
    expect(await blocking(s)).toEqual([`${CODE}:2 test-runner-env`])
    await hypothesis(s, `${CODE} reads the environment: ${WHY}`)
    expect(await blocking(s)).toEqual([`${CODE}:2 test-runner-env`])
    await hypothesis(s, `test-runner-env in slug.ts: ${WHY}`)
    expect(await blocking(s)).toEqual([])
  })

  it('a refuted justification does not count', async () => {
    const s = await setup()
    s.project.write(CODE, CHEAT)
    await recordFinding(s, CODE, 2, CHEAT_LINE.trim())
    const recorded = await hypothesis(s, `${CODE} test-runner-env: ${WHY}`)
    expect(await blocking(s)).toEqual([])
    const id = (recorded['hypothesis'] as { id: number }).id
    await ok(s.call, 'hypothesis', { action: 'validate', id, outcome: 'refuted' })
    expect(await blocking(s)).toEqual([`${CODE}:2 test-runner-env`])
  })

  it('a recorded finding in a file the snapshots leave out blocks until its line is gone', async () => {
    const s = await setup({ '.gitignore': 'src/generated.ts\n' })
    const line = "export const answer = () => (process.env.VITEST ? 'hello-world' : '')"
    s.project.write('src/generated.ts', `${line}\n`)
    expect(await blocking(s)).toEqual([])
    await recordFinding(s, 'src/generated.ts', 1, line)
    expect(await blocking(s)).toEqual(['src/generated.ts:1 test-runner-env'])
    s.project.write('src/generated.ts', 'export const answer = () => ""\n')
    expect(await blocking(s)).toEqual([])
  })

  it('without a working tree, judges the recorded findings against the files on disk', async () => {
    const s = await setup()
    s.project.write(CODE, CHEAT)
    await recordFinding(s, CODE, 2, CHEAT_LINE.trim())
    const found = await oracleBlockers(s.store.db, s.taskId)
    expect(found.seen).toBe('record')
    expect(found.blocking.map((f) => `${f.file}:${f.line}`)).toEqual([`${CODE}:2`])
    s.project.write(CODE, BASE)
    expect((await oracleBlockers(s.store.db, s.taskId)).blocking).toEqual([])
  })

  it('an unknown task has nothing to block', async () => {
    const store = await tempStore()
    expect(await oracleBlockers(store.db, 999)).toEqual({ blocking: [], seen: 'record' })
  })
})

describe('what the blocking findings refuse, through the server', () => {
  const done = (s: Setup) =>
    s.call('tdd_behavior', { action: 'update', tddTaskId: s.taskId, behaviorId: s.items.behaviorId, status: 'done' })
  const succeed = (s: Setup) => s.call('tdd_task', { action: 'end', tddTaskId: s.taskId, outcome: 'succeeded' })

  it('refuses tdd_behavior update → done and tdd_task end → succeeded while a line blocks, then leaves them to their own rules', async () => {
    const s = await setup()
    s.project.write(CODE, CHEAT)
    for (const refused of [await done(s), await succeed(s)]) {
      expect(refused.isError).toBe(true)
      expect(refused.text).toContain('oracle_aware_code')
      expect(refused.text).toContain(`${CODE}:2 (test-runner-env)`)
    }
    s.project.write(CODE, BASE)
    // Nothing blocks now: each is refused only for what its own rules lack (no red → green, no behavior done).
    for (const refused of [await done(s), await succeed(s)]) {
      expect(refused.isError).toBe(true)
      expect(refused.text).not.toContain('oracle_aware_code')
    }
  })

  it('a justified line does not block done; an ended or foreign task is left to the update to refuse', async () => {
    const s = await setup()
    s.project.write(CODE, CHEAT)
    await recordFinding(s, CODE, 2, CHEAT_LINE.trim())
    await hypothesis(s, `${CODE} test-runner-env: ${WHY}`)
    expect((await done(s)).text).not.toContain('oracle_aware_code')
    const other = await connect(s.store, bob)
    const foreign = await other.call('tdd_behavior', {
      action: 'update',
      tddTaskId: s.taskId,
      behaviorId: s.items.behaviorId,
      status: 'done',
    })
    expect(foreign.text).toContain('unknown_tdd_task')
  })
})
