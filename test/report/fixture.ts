import type { ReportData } from '../../mcp-server/src/report/model.js'

const LABEL = '[G1.B1] accepts 2024-02-29 <script>alert(1)</script>'

/** A fixed report (no clocks) for the renderers' tests. */
export const REPORT: ReportData = {
  title: 'TDD task 7',
  generatedAt: '2026-11-30T00:00:00.000Z',
  tasks: [
    {
      id: 7,
      goal: 'Parse ISO dates',
      status: 'ended',
      outcome: 'succeeded',
      reason: null,
      caller: 's1 / agent-a (evident:tdd-task)',
      seal: 'sealed',
      createdAt: '2026-11-30T00:00:00.000Z',
      endedAt: '2026-11-30T00:05:00.000Z',
      goals: [
        {
          id: 1,
          goal: 'calendar dates',
          status: 'done',
          behaviors: [
            {
              id: 3,
              behavior: 'accepts 2024-02-29 <script>alert(1)</script>',
              status: 'done',
              cycleTimeMs: 95_000,
              phases: [
                {
                  id: 1,
                  phase: 'red',
                  startedAt: '2026-11-30T00:00:10.000Z',
                  endedAt: '2026-11-30T00:01:00.000Z',
                  cited: null,
                  runs: [],
                  hypotheses: [
                    {
                      id: 1,
                      content: 'day 29 is rejected | always',
                      outcome: 'confirmed',
                      citedError: 'AssertionError: expected false to be true',
                    },
                  ],
                },
                {
                  id: 2,
                  phase: 'green',
                  startedAt: '2026-11-30T00:01:00.000Z',
                  endedAt: '2026-11-30T00:01:45.000Z',
                  hypotheses: [],
                  runs: [],
                  cited: {
                    artifactId: 11,
                    kind: 'test_failed_run',
                    test: 'src/dates.test.ts > accepts <b>leap</b> days',
                    run: {
                      runId: 4,
                      outcome: 'failed',
                      total: 3,
                      passed: 2,
                      failed: 1,
                      failing: [
                        {
                          test: 'accepts <b>leap</b> days',
                          name: 'AssertionError',
                          message: 'expected false to be true',
                          location: 'src/dates.test.ts:5:20',
                        },
                      ],
                    },
                  },
                },
                {
                  id: 3,
                  phase: 'refactor',
                  startedAt: '2026-11-30T00:01:45.000Z',
                  endedAt: '2026-11-30T00:05:00.000Z',
                  hypotheses: [],
                  runs: [],
                  cited: {
                    artifactId: 14,
                    kind: 'test_passed_run',
                    test: 'src/dates.test.ts > accepts <b>leap</b> days',
                    run: { runId: 5, outcome: 'passed', total: 3, passed: 3, failed: 0, failing: [] },
                  },
                },
              ],
            },
          ],
        },
      ],
      edits: [
        { file: 'src/dates.test.ts', role: 'test', edits: 1, linesAdded: 6, linesRemoved: 0 },
        { file: 'src/dates.ts', role: 'production', edits: 2, linesAdded: 4, linesRemoved: 1 },
      ],
      denials: [
        {
          at: '2026-11-30T00:00:20.000Z',
          from: 'red',
          requested: 'refactor',
          reason: 'refactor_without_passing_run',
          behaviorId: 3,
        },
      ],
      violations: [{ at: '2026-11-30T00:00:30.000Z', kind: 'SESSION_BYPASS', detail: 'npx vitest run through Bash' }],
      progress: {
        omitted: 0,
        events: [
          {
            at: '2026-11-30T00:00:05.000Z',
            type: 'goals_ready',
            behavior: null,
            agent: 'agent-a',
            detail: 'Goals: G1 "calendar dates"',
          },
          {
            at: '2026-11-30T00:00:10.000Z',
            type: 'behavior_started',
            behavior: LABEL,
            agent: 'agent-a',
            detail: '',
          },
          {
            at: '2026-11-30T00:00:11.000Z',
            type: 'phase_transition',
            behavior: LABEL,
            agent: 'agent-a',
            detail: 'start → red',
          },
          {
            at: '2026-11-30T00:00:40.000Z',
            type: 'blocked',
            behavior: LABEL,
            agent: 'agent-a',
            detail: 'leap | day check fails (failure 0123456789abcdef)',
          },
          {
            at: '2026-11-30T00:01:01.000Z',
            type: 'phase_transition',
            behavior: LABEL,
            agent: 'agent-a',
            detail: 'red → green',
          },
          {
            at: '2026-11-30T00:01:46.000Z',
            type: 'phase_transition',
            behavior: LABEL,
            agent: 'agent-a',
            detail: 'green → refactor',
          },
          {
            at: '2026-11-30T00:04:30.000Z',
            type: 'behavior_completed',
            behavior: LABEL,
            agent: 'agent-a',
            detail: '',
          },
          {
            at: '2026-11-30T00:05:01.000Z',
            type: 'session_complete',
            behavior: null,
            agent: 'agent-a',
            detail: 'Session complete: succeeded (1 goal(s))',
          },
        ],
      },
      metrics: {
        requests: 3,
        accepted: 2,
        denialsByReason: { refactor_without_passing_run: 1 },
        redRuns: 1,
        greenRuns: 1,
      },
    },
  ],
  vdd: [
    {
      id: 1,
      subject: 'BEAN-007',
      verdict: 'PASS',
      reportPath: '/repo/ai/outputs/tech-qa/vdd-007.md',
      at: '2026-11-30T00:06:00.000Z',
      criteria: [
        { verdict: 'PASS', kind: 'test', target: 'src/dates.test.ts', criterion: 'leap days parse', details: '' },
      ],
    },
  ],
  gates: [{ gate: 'tests', status: 'green', source: 'run_tests', at: '2026-11-30T00:04:00.000Z' }],
  hookFailures: { total: 0, sessions: [] },
}
