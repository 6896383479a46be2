import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runRedRecheck } from '../../mcp-server/src/engine/flows/transition.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { canMountProjects } from '../../mcp-server/src/runners/checkout.js'
import { connect, type Called } from '../support/client.js'
import { PYTEST_NOTE, PYTHON_WITH_PYTEST, writeFiles } from '../support/junit-projects.js'
import { projectAt } from '../support/project.js'
import { alice, tempDir, tempStore, writeCode, writeTestFile } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * The red re-run of a pytest project whose runner keeps its report under a git-ignored folder — the shape
 * docs/configuration.md shows: `"junitPath": "reports/junit.xml"` with `reports/` in `.gitignore`. The re-check's
 * checkout links ignored top-level folders back to the project, so a report path inside `reports/` once led out of
 * the checkout and the re-check was refused (`tree_unavailable`) for an honest task; the report now lives in a fresh
 * file outside both.
 */
const TIMEOUT_MS = scaled(120_000)
const TEST = { file: 'tests/test_calc.py', fullName: 'test_adds', ordinal: 0 }

const runner = (argv: readonly string[], extra: Record<string, unknown> = {}) => ({
  runners: { py: { kind: 'junit', argv, junitPath: 'reports/junit.xml', ...extra } },
})

/** A red run's tree (the unit wrong), then the tree after the fix; `test` is the test file in the second. */
async function redThenFixed(
  config: object,
  test = 'def test_adds():\n    assert add(1, 2) == 3\n',
  extra: Readonly<Record<string, string>> = {},
) {
  const store = await tempStore()
  const root = writeFiles(tempDir('evident-junit-recheck-'), {
    '.gitignore': 'reports/\n',
    'evident.config.json': JSON.stringify(config),
    'src/__init__.py': '',
    'src/calc.py': 'def add(a, b):\n    return a - b\n',
    'tests/test_calc.py': 'from src.calc import add\n\ndef test_adds():\n    assert add(1, 2) == 3\n',
    // What earlier runs left in the ignored folder.
    'reports/junit.xml': '<testsuites/>',
    ...extra,
  })
  const shadow = shadowFor(store.path, root)
  const redTree = snapshot(shadow)
  writeFileSync(join(root, 'src/calc.py'), 'def add(a, b):\n    return a + b\n')
  writeFileSync(join(root, 'tests/test_calc.py'), `from src.calc import add\n\n${test}`)
  const tree = snapshot(shadow)
  return { shadow, tree, redTree }
}

const recheck = async (config: object, test?: string, extra?: Readonly<Record<string, string>>) => {
  const { shadow, tree, redTree } = await redThenFixed(config, test, extra)
  return runRedRecheck(shadow, { tree, redTree, ...TEST, runner: 'py' }, undefined, TIMEOUT_MS)
}

describe.skipIf(PYTHON_WITH_PYTEST === undefined)(
  `the red re-run with junitPath under a git-ignored folder (${PYTEST_NOTE})`,
  () => {
    const python = PYTHON_WITH_PYTEST ?? 'python3'
    const documented = runner([python, '-m', 'pytest', '--junitxml=reports/junit.xml'], {
      env: { PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1' },
    })

    it('finds that the red test still fails on the red run’s code, so the honest move is not refused', async () => {
      const result = await recheck(documented)
      expect(result).toMatchObject({ outcome: 'fails', replaced: 1 })
      expect(result.detail).toBe('1 red test(s) still fail (run outcome failed)')
    })

    it('still catches a red test weakened since red', async () => {
      const result = await recheck(documented, 'def test_adds():\n    if False:\n        assert add(1, 2) == 3\n')
      expect(result).toMatchObject({ outcome: 'passes', detail: '"test_adds" passed' })
    })

    it('cannot re-run a command whose argv names no report path: refused, never accepted (name the path in argv)', async () => {
      const result = await recheck(runner([python, '-m', 'pytest']), undefined, {
        'pytest.ini': '[pytest]\naddopts = --junitxml=reports/junit.xml\n',
      })
      expect(result.outcome).toBe('error')
      // In a temporary checkout the ignored folder is a link out of it; mounted over the project's path, the report
      // lands in the project's own ignored folder, not in the checkout: refused either way, saying what to do.
      expect(result.detail).toMatch(
        canMountProjects()
          ? /Name the report path in argv or env/
          : /junitPath in evident.config.json "reports\/junit.xml" is outside the project root/,
      )
    })
  },
)

/**
 * The whole honest cycle through the real server: red on a wrong unit, a hypothesis citing pytest's failure, the fix
 * in green, a passing whole-suite run, then refactor — whose red re-run must not refuse the move.
 */
interface Cycled {
  readonly refactor: Called
  /** The rest of the task: a whole-suite run, done, and the task ended succeeded (each through the closing proof). */
  finish(): Promise<{ readonly done: Called; readonly end: Called }>
}

async function cycleToRefactor(python: string): Promise<Cycled> {
  const store = await tempStore()
  const root = writeFiles(tempDir('evident-junit-cycle-'), {
    '.gitignore': 'reports/\n',
    'evident.config.json': JSON.stringify({
      runners: {
        default: {
          kind: 'junit',
          argv: [python, '-m', 'pytest', '--junitxml=reports/junit.xml'],
          junitPath: 'reports/junit.xml',
          env: { PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1', PYTHONDONTWRITEBYTECODE: '1' },
        },
      },
    }),
    'src/__init__.py': '',
    'src/calc.py': 'def add(a, b):\n    return 0\n',
    'reports/earlier.xml': '<testsuites/>',
  })
  const project = projectAt(store, root)
  const { call } = await connect(store, alice, root)
  const ok = async (name: string, args: Record<string, unknown>): Promise<Called> => {
    const result = await call(name, args)
    expect(result.isError, `${name}: ${result.text}`).toBe(false)
    return result
  }
  const tddTaskId = (await ok('tdd_task', { action: 'start', goal: 'adds' })).data['tddTaskId'] as number
  const goal = (await ok('tdd_goal', { action: 'create', tddTaskId, goal: 'add' })).data['goal'] as { id: number }
  await ok('tdd_goal', { action: 'update', tddTaskId, goalId: goal.id, status: 'in_progress' })
  const behavior = (await ok('tdd_behavior', { action: 'create', tddTaskId, goalId: goal.id, behavior: 'adds two' }))
    .data['behavior'] as { id: number }
  const ids = { tddTaskId, goalId: goal.id, behaviorId: behavior.id }
  await ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'red' })
  const test = 'from src.calc import add\n\ndef test_adds():\n    assert add(1, 2) == 3\n'
  await writeTestFile(store, alice, 'tests/test_calc.py', project, test)
  const red = await ok('run_tests', {})
  expect(red.data['outcome']).toBe('failed')
  const errors = await ok('test_errors', { runId: red.data['runId'] })
  const [error] = errors.data['errors'] as { id: number; frames: { id: number }[] }[]
  await ok('hypothesis', {
    action: 'record',
    tddTaskId,
    content: 'add returns 0 whatever it is given',
    citedTestErrorId: error?.id,
    citedStackFrameId: error?.frames[0]?.id,
  })
  const green = await ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'green' })
  expect(green.data).toMatchObject({ accepted: true, phase: 'green' })
  await writeCode(store, alice, 'src/calc.py', project, 'def add(a, b):\n    return a + b\n')
  const passing = await ok('run_tests', {})
  expect(passing.data['outcome']).toBe('passed')
  const refactor = await ok('tdd_phase_transition_request', { ...ids, requestedPhase: 'refactor' })
  return {
    refactor,
    async finish() {
      expect((await ok('run_tests', {})).data['outcome']).toBe('passed')
      const done = await ok('tdd_behavior', { action: 'update', tddTaskId, behaviorId: behavior.id, status: 'done' })
      const end = await ok('tdd_task', { action: 'end', tddTaskId, outcome: 'succeeded' })
      return { done, end }
    },
  }
}

describe.skipIf(PYTHON_WITH_PYTEST === undefined)(
  `an honest pytest task with junitPath under a git-ignored folder, through the server (${PYTEST_NOTE})`,
  () => {
    it('moves green → refactor (the red re-run finds the red test still failing on the red run’s code), then done and succeeded (the closing proof)', async () => {
      const cycled = await cycleToRefactor(PYTHON_WITH_PYTEST ?? 'python3')
      expect(cycled.refactor.data).toMatchObject({
        accepted: true,
        phase: 'refactor',
        redRecheckMs: expect.any(Number),
      })
      // The closing proof of a pytest behavior: its original test (a copy pytest collects) on what would be committed.
      const { done, end } = await cycled.finish()
      expect(done.data).toMatchObject({ behavior: { status: 'done' } })
      expect(end.data).toMatchObject({ tddTaskId: expect.any(Number), outcome: 'succeeded' })
    })
  },
)
