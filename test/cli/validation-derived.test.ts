import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { eslintRun } from '../support/validation-repo.js'
import { cli } from '../support/cli-io.js'

const LINT_WHY =
  'triage: a linter\'s findings are judged, not its exit code; runs ["npx","eslint",".","--format","json"]: ESLint\'s JSON report, which evident parses'

const run = (env: Readonly<Record<string, string>>, root: string, ...more: readonly string[]) =>
  cli(['validation', 'run', '--base', 'main', ...more], env, root)

const techniqueLines = (out: readonly string[]): readonly string[] =>
  out.filter((l) => /^(TECHNIQUE\(|GATE\(|TRIAGE\(|FINDING\(|DROPPED\(|NON-CANONICAL\(|BLOCKER\(|PROPOSE-GATE)/.test(l))

describe('evident validation run: derived techniques by their nature (seed step 4, Derived)', () => {
  // Seed step 4: a lint is TRIAGE (findings-judgment); seed, Running: "empty technique output is a blocker, never
  // 'no findings'" — the derived eslint asks for its JSON report, so a clean run is `[]`, not nothing.
  it('runs a clean documented eslint as a triage with no finding and no blocker: the gate is satisfied', async () => {
    const { root, env, change } = eslintRun()
    change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(env, root)
    expect(result.code).toBe(0)
    expect(techniqueLines(result.out)).toEqual([
      `TECHNIQUE(lint): triage, sync, per-hunk — derived: README.md:4 documents "npx eslint ." (lint) — ${LINT_WHY}`,
      'TECHNIQUE(test): gate, sync, per-hunk — derived: README.md:5 documents "npm test" (test)',
      'TECHNIQUE(typecheck): gate, sync, per-hunk — derived: package.json script "typecheck"',
      'TRIAGE(lint): 0 finding(s) in scope from eslint output (exit 0) — commit: chore(validation): lint <scope>',
      'GATE(test): green',
      'GATE(typecheck): green',
      'PROPOSE-GATE: satisfied — 3 technique(s) landed; gates green: test, typecheck',
    ])
    expect((await cli(['validation', 'gate'], env, root)).code).toBe(0)
  })

  // Seed, Running (triage): output a strict parser accepts is filtered to the scope; findings in it go to the
  // triager, and the propose-gate waits for their outcomes (Procedure 2).
  it('records a finding in the change as FINDING and keeps the gate pending until the triage is recorded', async () => {
    const { root, env, change, outcomes, git } = eslintRun()
    change('a.js', 'const a = 1\nvar b = 2\nexport { a, b }\n')
    const result = await run(env, root)
    expect(result.code).toBe(0)
    expect(techniqueLines(result.out).slice(3)).toEqual([
      'TRIAGE(lint): 1 finding(s) in scope from eslint output (exit 1) — commit: chore(validation): lint <scope>',
      `FINDING(lint): error ${join(root, 'a.js')}:2 — Unexpected var, use let or const instead. (no-var)`,
      'GATE(test): green',
      'GATE(typecheck): green',
      "PROPOSE-GATE: pending — lint: 1 finding(s) await the triager's outcomes (evident validation triage --run 1 --technique lint --commit <sha> --outcomes <file>)",
    ])
    const gate = await cli(['validation', 'gate'], env, root)
    expect(gate.code).toBe(5)
    const sha = change('a.js', 'const a = 1\nconst b = 2\nexport { a, b }\n', 'chore(validation): lint a.js:2')
    const file = outcomes([
      { file: 'a.js', line: 2, finding: 'Unexpected var, use let or const instead. (no-var)', outcome: 'fixed' },
    ])
    const triage = await cli(
      ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', file],
      env,
      root,
    )
    expect(triage.code).toBe(0)
    expect(triage.out.at(-1)).toBe(
      `PROPOSE-GATE: satisfied — 3 technique(s) landed; gates green: test, typecheck; lint triaged at ${sha.slice(0, 12)}`,
    )
    expect(git('log', '-1', '--format=%s').trim()).toBe('chore(validation): lint a.js:2')
  })

  // Seed, filter-findings: findings outside the scope are dropped, and named (a drop is never a clean run).
  it('records a finding outside the change as DROPPED, and the gate is satisfied', async () => {
    const { root, env, change } = eslintRun({ 'old.js': 'var old = 1\nexport { old }\n' })
    change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(env, root)
    expect(techniqueLines(result.out).slice(3)).toEqual([
      'TRIAGE(lint): 0 finding(s) in scope from eslint output (exit 1) — commit: chore(validation): lint <scope>',
      'DROPPED(lint): 1 finding(s) outside the scope (exit 1, eslint output)',
      `DROPPED(lint): ${JSON.stringify(join(root, 'old.js'))}:1 — "Unexpected var, use let or const instead. (no-var)"`,
      'GATE(test): green',
      'GATE(typecheck): green',
      'PROPOSE-GATE: satisfied — 3 technique(s) landed; gates green: test, typecheck',
    ])
  })

  // Seed, Running (triage): "empty technique output is a blocker" — a linter that crashes prints no report, and
  // that is never read as clean.
  it('blocks when the derived eslint crashes and prints no report', async () => {
    const { root, env, change } = eslintRun({}, '```sh\nnpx eslint no-such-dir\n```\n')
    change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(env, root, '--technique', 'lint')
    expect(result.code).toBe(4)
    expect(result.out.at(-1)).toBe(
      'PROPOSE-GATE: blocked — BLOCKER(validation:lint): technique produced no output (exit 2)',
    )
  })

  // Seed step 4: a lint evident cannot make machine-readable is still TRIAGE by nature; its report goes to the
  // triager as NON-CANONICAL, and a clean one is answered with no outcome and an empty commit.
  it('hands an `npm run lint` report to the triager, and an empty triage of a clean run satisfies the gate', async () => {
    const { root, env, change, outcomes, git } = eslintRun({}, '```sh\nnpm run lint\n```\n')
    change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(env, root, '--technique', 'lint')
    expect(result.code).toBe(0)
    const lines = techniqueLines(result.out)
    expect(lines[0]).toBe(
      `TECHNIQUE(lint): triage, sync, per-hunk — derived: README.md:4 documents "npm run lint" (lint) — triage: a linter's findings are judged, not its exit code; runs as documented: evident has no machine-readable report option for it`,
    )
    expect(lines[1]).toMatch(/^NON-CANONICAL\(lint\): exit 0, output at \S+, scope spec at \S+ — route both paths/)
    expect(lines.at(-1)).toBe(
      "PROPOSE-GATE: pending — lint: non-canonical output awaits the triager's outcomes (evident validation triage --run 1 --technique lint --commit <sha> --outcomes <file>)",
    )
    git('commit', '-q', '--allow-empty', '-m', 'chore(validation): lint')
    const sha = git('rev-parse', 'HEAD').trim()
    const triage = await cli(
      ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', outcomes([])],
      env,
      root,
    )
    expect(triage.code).toBe(0)
    expect(triage.out.slice(1)).toEqual([
      `TRIAGED(lint): commit ${sha} — 0 outcome(s); gates re-run: none`,
      `PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: none; lint triaged at ${sha.slice(0, 12)}`,
    ])
  })

  // Seed, DoD: a `gate:` criterion is met only by a recorded `GATE(<id>): green`; a lint is TRIAGE by its nature
  // (seed step 4) and records none — the blocker says so rather than that the lint never ran.
  it('leaves a DoD gate: criterion on a derived lint unmet, saying it ran as a triage technique', async () => {
    const dod = '---\ncriteria:\n  - {id: lint-green, kind: auto, assert: {gate: lint}}\n---\n'
    const { root, env, change } = eslintRun({ 'docs/DOD.md': dod }, '```sh\nnpx eslint .\n```\n')
    change('a.js', 'const a = 1\nexport { a }\n')
    const result = await run(env, root, '--technique', 'lint')
    expect(result.code).toBe(4)
    expect(result.out.filter((l) => l.startsWith('BLOCKER('))).toEqual([
      'BLOCKER(verify): lint-green unmet: GATE(lint) did not run in validation run 1, and it was never recorded green; lint ran in this run as a triage technique, which records findings, not a GATE line — options: cite a gate technique in the reviewed DoD diff, or declare lint with mode gate in evident.config.json; change the criterion in the reviewed DoD diff if it no longer applies; ask the user to accept the gap explicitly',
    ])
  })

  // Seed step 4: a test or a type check is a GATE (pass/fail command). Its TECHNIQUE and GATE lines and the
  // propose-gate answer are exactly what they were when every derived technique was a gate.
  it('keeps a derived test and typecheck gates, their record lines and propose-gate answer unchanged', async () => {
    const { root, env, change } = eslintRun({}, '```sh\nnpm test\n```\n')
    change('a.js', 'const a = 1\nexport { a }\n')
    const test = await run(env, root, '--technique', 'test')
    expect(
      test.out.filter((l) => !l.startsWith('TECHNIQUES: ') && !/^(\{|NO-OP\(verify|NOTE\(verify)/.test(l)),
    ).toEqual([
      'validation run 1',
      'TECHNIQUE(test): gate, sync, per-hunk — derived: README.md:4 documents "npm test" (test)',
      'GATE(test): green',
      'PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: test',
    ])
    const typecheck = await run(env, root, '--technique', 'typecheck')
    expect(techniqueLines(typecheck.out)).toEqual([
      'TECHNIQUE(typecheck): gate, sync, per-hunk — derived: package.json script "typecheck"',
      'GATE(typecheck): green',
      'PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: typecheck',
    ])
  })
})
