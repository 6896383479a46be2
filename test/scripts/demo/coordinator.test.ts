import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkoutWithoutEditGate, runDemo, workspaceOf } from '../../support/demo.js'
import { REPO } from '../../support/fixtures.js'

/**
 * `npm run demo -- coordinator` exactly as a user runs it (the driver compiled by esbuild, the server, hooks and CLI
 * from the committed bundle/), its output asserted line by line. A second run uses a plugin whose hooks.json forgot
 * the edit gate, and must fail at the first refusal it expects.
 */
describe('npm run demo -- coordinator', () => {
  it('works the plan through its workers: refusals outside the plan, honest red → green → refactor, the binding PASS, a clean drift', async () => {
    const ran = await runDemo(REPO, ['coordinator'])
    const workspace = workspaceOf(ran.stdout)
    try {
      const why = `${ran.stdout}\n${ran.stderr}`
      expect(ran.code, why).toBe(0)
      expect(ran.stdout, why).not.toContain('! unexpected')
      const lines = ran.stdout.split('\n')
      const steps = lines.filter((l) => /^[✓✗]/.test(l)).map((l) => l.replace(/\d+/g, 'N'))
      const has = (pattern: RegExp): void => {
        expect(
          lines.filter((l) => pattern.test(l)),
          `${String(pattern)}\n${why}`,
        ).toHaveLength(1)
      }
      has(
        /^✓ tdd_plan create → plan url-slugs v1: 1 scenario, write set src\/slug\.ts, 5 fix iterations; mirrored to \.claude\/state\/tdd\/url-slugs\.json$/,
      )
      has(
        /^✓ Bash `evident drift --slug url-slugs` → exit 1: 2 of 2 unresolved \(nothing is built yet\); \.claude\/state\/tdd\/url-slugs-drift\.md$/,
      )
      has(
        /^✗ denied pass_claim_without_pass_verdict \(UNPROVEN_CLAIM\): Write docs\/verification\/url-slugs\.md claiming "Verdict: PASS" before any run — Run the tests with run_tests/,
      )
      has(
        /^✓ scenario-1: Edit test\/slug\.test\.ts \(adds "test_when_title_has_words_then_joins_them_with_hyphens", Covers AC-1\) allowed/,
      )
      has(
        /^✓ implement-1: tdd_task start from plan url-slugs → task \d+, behavior \d+; took over test\/slug\.test\.ts$/,
      )
      has(
        /^✗ denied outside_write_set \(CONTRACT_BREACH\): implement-1: Write src\/words\.ts \(a helper outside the write set\) — Change only the files of the write set \(src\/slug\.ts\)/,
      )
      has(
        /^✗ denied implement_test_edit \(TEST_WEAKENED\): implement-1: Edit test\/slug\.test\.ts to expect what the code returns — /,
      )
      has(/^✓ verify-1: run_tests → run \d+ passed: all 2 tests pass; binding verdict PASS$/)
      has(
        /^✓ Write docs\/verification\/url-slugs\.md claiming "Verdict: PASS" \(the binding verdict of run \d+\) allowed/,
      )
      has(
        /^✓ Bash `evident drift --slug url-slugs` → exit 0: 0 of 2 unresolved; \.claude\/state\/tdd\/url-slugs-drift\.md$/,
      )
      has(
        /^✓ evidence of plan url-slugs v1: 3 worker edits inside the plan, 2 refused outside it; binding verdict PASS of run \d+ by verify-1 \(evident:verify\); drift clean$/,
      )
      expect(
        lines.filter((l) => l.startsWith('✗')),
        why,
      ).toHaveLength(3)
      // The implement worker's cycle, in order, every move accepted.
      expect(
        steps.filter((l) => /^✓ (red|green|refactor) accepted|^✓ run_tests → |^✓ tdd_task end/.test(l)),
        why,
      ).toEqual([
        '✓ red accepted for behavior N',
        '✓ run_tests → run N failed: N of N tests fail',
        '✓ green accepted for behavior N, citing test_failed_run N of run N',
        '✓ run_tests → run N passed: all N tests pass',
        '✓ refactor accepted for behavior N, citing test_passed_run N of run N',
        '✓ run_tests → run N passed: all N tests pass',
        '✓ tdd_task end → task N succeeded',
      ])

      const reportPath = /^report: (.+\.html)$/m.exec(ran.stdout)?.[1] ?? ''
      expect(reportPath, why).toBe(join(workspace ?? '', 'report.html'))
      const html = readFileSync(reportPath, 'utf8')
      expect(html).toContain('<h2>TDD coordinator</h2>')
      expect(html).toContain('<code>test_when_title_has_words_then_joins_them_with_hyphens</code>')
      expect(html).toContain('refused outside_write_set (CONTRACT_BREACH)')
      expect(html).toContain('clean (exit 0)')
      const drift = readFileSync(join(workspace ?? '', 'project/.claude/state/tdd/url-slugs-drift.md'), 'utf8')
      expect(drift).toContain('| AC | AC-1 | resolved | test/slug.test.ts:')
      // The demo works on a copy: the example in the repository is untouched.
      expect(readFileSync(join(REPO, 'examples', 'slugify', 'test', 'slug.test.ts'), 'utf8')).not.toContain(
        'test_when_',
      )
    } finally {
      if (workspace !== undefined) rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('fails with a non-zero exit when a refusal it expects does not happen', async () => {
    // A checkout whose hooks.json lost the PreToolUse gate on Edit | Write: the early PASS claim goes through.
    const root = checkoutWithoutEditGate('evident-demo-coordinator-broken-')

    const ran = await runDemo(root, ['coordinator'])
    const workspace = workspaceOf(ran.stdout)
    try {
      const why = `${ran.stdout}\n${ran.stderr}`
      expect(ran.code, why).toBe(1)
      expect(ran.stdout, why).toMatch(
        /^! unexpected: Write docs\/verification\/url-slugs\.md claiming "Verdict: PASS" before any run should have been denied \(pass_claim_without_pass_verdict\) but the hook allowed it$/m,
      )
      expect(ran.stdout, why).toContain('demo FAILED')
      expect(ran.stdout, why).not.toMatch(/^report: /m)
    } finally {
      if (workspace !== undefined) rmSync(workspace, { recursive: true, force: true })
    }
  })

  it('refuses a demo it does not know, exit 2', async () => {
    const ran = await runDemo(REPO, ['nonesuch'])
    expect(ran.code).toBe(2)
    expect(ran.stderr).toContain('usage: npm run demo [-- coordinator]   (got nonesuch)')
  })
})
