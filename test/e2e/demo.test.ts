import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkoutWithoutEditGate, runDemo, workspaceOf } from '../support/demo.js'
import { REPO } from '../support/fixtures.js'

/**
 * `npm run demo` exactly as a user runs it (the driver compiled by esbuild in a fraction of a second, the server and
 * hooks from the committed bundle/), its output asserted line by line. A second run uses a plugin whose hooks.json
 * forgot the edit gate, and must fail.
 */
describe('npm run demo', () => {
  it('drives one task through red → green → refactor twice, denies or records every cheat with its reason, and writes the report', async () => {
    const ran = await runDemo(REPO, [])
    const workspace = workspaceOf(ran.stdout)
    try {
      const why = `${ran.stdout}\n${ran.stderr}`
      expect(ran.code, why).toBe(0)
      expect(ran.stdout, why).not.toContain('! unexpected')
      const lines = ran.stdout.split('\n')
      for (const denial of [
        /^✗ denied production_edit_before_red \(UNCITED_FIX\): Edit src\/slug\.ts before any test — Enter red and write a failing test first: TDD task \d+ has no phase yet/,
        /^✗ denied test_command_bypass \(SESSION_BYPASS\): Bash `npx vitest run` — Use run_tests instead/,
        /^✗ denied refactor_without_passing_run: red → refactor: /,
        /^✗ denied uncited_production_edit \(UNCITED_FIX\): Edit src\/slug\.ts before a failing run — /,
        /^✗ denied red_test_edit_in_green \(TEST_WEAKENED\): Edit test\/slug\.test\.ts to expect what the code returns — /,
        // The weakened test, caught by re-running it on the red run's production code.
        /^✗ denied red_test_no_longer_fails: green → refactor: the test that proved red, "slugify > drops punctuation" in test\/slug\.test\.ts, passes with the production code of the red run/,
        // The shell write no parser recognises, caught by the tree diff (the command ran; the change is a violation).
        /^✗ recorded uncited_production_edit \(UNCITED_FIX\) by the tree diff: Bash `node -e .*src\/slug\.ts.*` — this Bash command already ran and changed files against the TDD rules/,
      ]) {
        expect(
          lines.filter((l) => denial.test(l)),
          `${String(denial)}\n${why}`,
        ).toHaveLength(1)
      }
      expect(lines.filter((l) => l.startsWith('✗'))).toHaveLength(7)
      expect(lines, why).toContain(
        '✓ Bash `evident restore src/slug.ts` (puts the file back) allowed by the hook and recorded',
      )
      const accepted = lines
        .map((l) => /^✓ (red|green|refactor) accepted for behavior (\d+)/.exec(l))
        .filter((m) => m !== null)
        .map((m) => `${m[1]} ${m[2]}`)
      expect(accepted, why).toEqual([
        'red 1',
        'green 1',
        'refactor 1',
        'red 2',
        'green 2',
        'red 2',
        'green 2',
        'refactor 2',
      ])
      expect(
        lines.filter((l) => /^✓ run_tests → run \d+ failed: 1 of \d tests fail$/.test(l)),
        why,
      ).toHaveLength(3)
      expect(ran.stdout, why).toMatch(/^✓ tdd_task end → task \d+ succeeded$/m)

      const reportPath = /^report: (.+\.html)$/m.exec(ran.stdout)?.[1] ?? ''
      expect(reportPath, why).toBe(join(workspace ?? '', 'report.html'))
      const html = readFileSync(reportPath, 'utf8')
      expect(html).toContain('lowercases the words and joins them with hyphens')
      expect(html).toContain('drops punctuation')
      expect(html).toContain('expected &#39;Hello World&#39; to be &#39;hello-world&#39;')
      expect(html).toContain('refactor_without_passing_run')
      // The demo works on a copy: the example in the repository is untouched.
      expect(readFileSync(join(REPO, 'examples', 'slugify', 'src', 'slug.ts'), 'utf8')).toContain(
        'return title.trim()\n',
      )
    } finally {
      if (workspace !== undefined) rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('fails with a non-zero exit when a cheat it expects to be denied is allowed', async () => {
    // A checkout whose hooks.json lost the PreToolUse gate on Edit | Write: the first cheat goes through.
    const root = checkoutWithoutEditGate('evident-demo-broken-')

    const ran = await runDemo(root, [])
    const workspace = workspaceOf(ran.stdout)
    try {
      const why = `${ran.stdout}\n${ran.stderr}`
      expect(ran.code, why).toBe(1)
      expect(ran.stdout, why).toMatch(
        /^! unexpected: Edit src\/slug\.ts before any test should have been denied \(production_edit_before_red\) but the hook allowed it$/m,
      )
      expect(ran.stdout, why).toContain('demo FAILED')
      expect(ran.stdout, why).not.toMatch(/^report: /m)
    } finally {
      if (workspace !== undefined) rmSync(workspace, { recursive: true, force: true })
    }
  })
})
