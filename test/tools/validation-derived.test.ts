import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { alice, tempStore } from '../support/store.js'
import { eslintProject } from '../support/validation-repo.js'

describe('validation tool: derived techniques by their nature (seed step 4, Derived)', () => {
  // Seed step 4: "each GATE (pass/fail command) or TRIAGE (findings-judgment) per its nature" — plan says which and
  // why; the derived eslint asks for its JSON report, so its findings are filtered to the change and triaged.
  it('plans a documented eslint as a triage and npm test as a gate, and triages a finding to satisfied', async () => {
    const store = await tempStore()
    const { root, change } = eslintProject()
    const { call } = await connect(store, alice, root)
    const plan = await call('validation', { action: 'plan' })
    expect(plan.text.split('\n')).toEqual([
      'lint: triage, sync, per-hunk — derived: README.md:4 documents "npx eslint ." (lint) — triage: a linter\'s findings are judged, not its exit code; runs ["npx","eslint",".","--format","json"]: ESLint\'s JSON report, which evident parses — run: ["npx","eslint",".","--format","json"]',
      'test: gate, sync, per-hunk — derived: README.md:5 documents "npm test" (test) — gate: a test run passes or fails — run: ["npm","test"]',
      'typecheck: gate, sync, per-hunk — derived: package.json script "typecheck" — gate: a type check passes or fails — run: ["npm","run","typecheck"]',
    ])

    change('a.js', 'const a = 1\nvar b = 2\nexport { a, b }\n')
    const run = await call('validation', { action: 'run', base: 'main' })
    expect(run.text.split('\n')[1]).toBe(
      "PROPOSE-GATE: pending — lint: 1 finding(s) await the triager's outcomes (evident validation triage --run 1 --technique lint --commit <sha> --outcomes <file>)",
    )
    expect(run.text).toContain(
      `FINDING(lint): error ${root}/a.js:2 — Unexpected var, use let or const instead. (no-var)`,
    )

    const sha = change('a.js', 'const a = 1\nconst b = 2\nexport { a, b }\n', 'chore(validation): lint a.js:2')
    const triage = await call('validation', {
      action: 'triage',
      run: 1,
      technique: 'lint',
      commit: sha,
      outcomes: [
        { file: 'a.js', line: 2, finding: 'Unexpected var, use let or const instead. (no-var)', outcome: 'fixed' },
      ],
    })
    expect(triage.isError).toBe(false)
    const gate = await call('validation', { action: 'gate' })
    expect(gate.text).toContain(
      `PROPOSE-GATE: satisfied — 3 technique(s) landed; gates green: test, typecheck; lint triaged at ${sha.slice(0, 12)}`,
    )
  })
})
