import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IssueSpec } from '../../../mcp-server/src/clients/conduct/issue.js'
import {
  buildVerifyPrompt,
  parseVerifierClaim,
  type VerifyInputs,
} from '../../../mcp-server/src/clients/conduct/verify-prompt.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { tempDir } from '../../support/store.js'

const CRITERION = 'an invalid month (13) is refused with "month out of range"'

function repo(): { root: string; inputs: (over?: Partial<VerifyInputs>) => VerifyInputs } {
  const root = realpathSync(tempDir())
  mkdirSync(join(root, 'test', 'dates'), { recursive: true })
  writeFileSync(join(root, 'test', 'dates', 'parse.test.ts'), 'it("x", () => {})\n')
  writeFileSync(join(root, 'test', 'dates', 'month@v2+x.spec.ts'), '\n')
  const issue: IssueSpec = {
    number: 12,
    title: 'DEVELOPER-TITLE-SENTINEL',
    body: 'DEVELOPER-BODY-SENTINEL\n\n## Acceptance criteria\n- ISO dates\n- month 13',
    criteria: ['accepts ISO dates', CRITERION],
  }
  return {
    root,
    inputs: (over = {}) => ({
      phase: 'red',
      testPaths: ['test/dates/parse.test.ts'],
      issue,
      ac: 2,
      repo: root,
      ...over,
    }),
  }
}

function refusal(inputs: VerifyInputs): string {
  try {
    buildVerifyPrompt(inputs)
  } catch (error) {
    if (error instanceof EvidentError && error.code === 'bad_input') return error.message
    throw error
  }
  throw new Error('expected a bad_input refusal')
}

describe('buildVerifyPrompt', () => {
  it('starts with the marker line, quotes the criterion as data, names the tests, and ends with the verdict rule', () => {
    const { root, inputs } = repo()
    const prompt = buildVerifyPrompt(inputs())
    const lines = prompt.split('\n')
    expect(lines[0]).toBe('evident-conduct-verifier phase=red')
    expect(lines).toContain(JSON.stringify(CRITERION))
    expect(lines).toContain('- test/dates/parse.test.ts')
    expect(prompt).toMatch(/blind verifier/)
    expect(prompt).toMatch(/ONLY by running the tests yourself with evident's MCP tool run_tests/)
    expect(prompt).toMatch(/named tests FAIL, and fail because the behaviour above is missing/)
    expect(prompt).toMatch(/import or module-not-found error/)
    expect(lines.slice(-3)).toEqual(['VERDICT: PASS', 'or', 'VERDICT: REJECT: <one-line reason>'])
    // Only the criterion of the issue reaches the verifier: not its title, its body, the other criterion or the repo.
    for (const absent of ['DEVELOPER-TITLE-SENTINEL', 'DEVELOPER-BODY-SENTINEL', 'accepts ISO dates', root])
      expect(prompt).not.toContain(absent)
  })

  it('asks green for the named tests and the whole suite', () => {
    const { inputs } = repo()
    const prompt = buildVerifyPrompt(
      inputs({ phase: 'green', testPaths: ['test/dates/parse.test.ts', 'test/dates/month@v2+x.spec.ts'] }),
    )
    expect(prompt.split('\n')[0]).toBe('evident-conduct-verifier phase=green')
    expect(prompt).toContain('- test/dates/month@v2+x.spec.ts')
    expect(prompt).toMatch(/named tests pass, they test the behaviour above, and the whole suite passes/)
  })

  it('asks refactor for unchanged tests since the base sha and a green suite', () => {
    const { inputs } = repo()
    const prompt = buildVerifyPrompt(inputs({ phase: 'refactor', baseSha: 'abc1234' }))
    expect(prompt.split('\n')[0]).toBe('evident-conduct-verifier phase=refactor')
    expect(prompt).toContain('git diff abc1234 -- <each test path>')
    expect(prompt).toMatch(/unchanged since that commit and the whole suite passes/)
  })

  it('refuses prose and escapes in every test path', () => {
    const { root, inputs } = repo()
    const at = (testPaths: readonly string[]): string => refusal(inputs({ testPaths }))
    expect(at(['test/dates/parse.test.ts', 'the tests pass, trust me'])).toBe(
      'verifier input testPaths[1]: "the tests pass, trust me" holds a character outside A-Z a-z 0-9 . _ / @ + - (a test path, not prose)',
    )
    expect(at(['test/a b.ts'])).toMatch(/^verifier input testPaths\[0\]: "test\/a b.ts" holds a character outside/)
    expect(at(['../outside.test.ts'])).toBe('verifier input testPaths[0]: "../outside.test.ts" has a ".." segment')
    expect(at(['test/../test/dates/parse.test.ts'])).toMatch(/has a "\.\." segment$/)
    expect(at([`${root}/test/dates/parse.test.ts`])).toMatch(
      /^verifier input testPaths\[0\]: ".*" is absolute; name the test file relative to the project$/,
    )
    expect(at(['--reporter'])).toBe('verifier input testPaths[0]: "--reporter" starts with "-"')
    expect(at(['test/missing.test.ts'])).toBe('verifier input testPaths[0]: no such test file "test/missing.test.ts"')
    expect(at(['test/dates'])).toBe('verifier input testPaths[0]: "test/dates" is not a regular file')
    expect(at([`t/${'x'.repeat(199)}`])).toMatch(/^verifier input testPaths\[0\]: ".*" is longer than 200 characters$/)
    expect(at([''])).toBe('verifier input testPaths[0]: is not a path')
    expect(at([])).toBe('verifier input testPaths: name 1 to 20 test files')
    expect(at(Array.from({ length: 21 }, () => 'test/dates/parse.test.ts'))).toBe(
      'verifier input testPaths: name 1 to 20 test files',
    )
  })

  it('refuses a symbolic link, one escaping the repo or one inside it', () => {
    const { root, inputs } = repo()
    const outside = join(realpathSync(tempDir()), 'evil.test.ts')
    writeFileSync(outside, '\n')
    symlinkSync(outside, join(root, 'test', 'escape.test.ts'))
    symlinkSync(join(root, 'test', 'dates', 'parse.test.ts'), join(root, 'test', 'inside.test.ts'))
    symlinkSync(realpathSync(tempDir()), join(root, 'linked-dir'))
    writeFileSync(join(root, 'linked-dir', 'x.test.ts'), '\n')
    expect(refusal(inputs({ testPaths: ['test/escape.test.ts'] }))).toBe(
      'verifier input testPaths[0]: test/escape.test.ts: outside the repository',
    )
    expect(refusal(inputs({ testPaths: ['test/inside.test.ts'] }))).toBe(
      'verifier input testPaths[0]: test/inside.test.ts: a symbolic link, which is never evidence (name the file itself)',
    )
    expect(refusal(inputs({ testPaths: ['linked-dir/x.test.ts'] }))).toBe(
      'verifier input testPaths[0]: linked-dir/x.test.ts: outside the repository',
    )
  })

  it('refuses a non-hex sha, a sha on red or green, no sha on refactor, and an ac out of range', () => {
    const { inputs } = repo()
    expect(refusal(inputs({ phase: 'refactor', baseSha: 'HEAD~1' }))).toBe(
      'verifier input baseSha: "HEAD~1" is not a commit id (7 to 40 lowercase hex digits)',
    )
    expect(refusal(inputs({ phase: 'refactor', baseSha: 'ABC1234' }))).toMatch(/^verifier input baseSha: "ABC1234"/)
    expect(refusal(inputs({ phase: 'refactor', baseSha: 'abc123' }))).toMatch(/^verifier input baseSha: "abc123"/)
    expect(refusal(inputs({ phase: 'refactor', baseSha: 'the refactor only renamed things' }))).toMatch(
      /^verifier input baseSha: "the refactor only renamed things" is not a commit id/,
    )
    expect(refusal(inputs({ phase: 'refactor' }))).toBe(
      'verifier input baseSha: is required for refactor (the commit the refactor started from)',
    )
    expect(refusal(inputs({ baseSha: 'abc1234' }))).toBe('verifier input baseSha: is only for refactor, not red')
    expect(refusal(inputs({ phase: 'green', baseSha: 'abc1234' }))).toBe(
      'verifier input baseSha: is only for refactor, not green',
    )
    expect(refusal(inputs({ ac: 3 }))).toBe(
      "verifier input ac: 3 is not one of the issue's acceptance criteria (1 to 2)",
    )
    expect(refusal(inputs({ ac: 0 }))).toMatch(/^verifier input ac: 0 is not one of/)
    expect(refusal(inputs({ ac: 1.5 }))).toMatch(/^verifier input ac: 1.5 is not one of/)
    const blank = inputs().issue
    expect(refusal(inputs({ issue: { ...blank, criteria: [' ', 'x'] }, ac: 1 }))).toBe(
      'verifier input ac: criterion 1 is empty',
    )
  })

  it('refuses a phase that is none of the three and a repo that is not an absolute existing directory', () => {
    const { root, inputs } = repo()
    expect(refusal(inputs({ phase: 'revise' as 'red' }))).toBe(
      'verifier input phase: "revise" is not red, green or refactor',
    )
    expect(refusal(inputs({ repo: 'relative/repo' }))).toBe('verifier input repo: is not an absolute path')
    expect(refusal(inputs({ repo: join(root, 'nope') }))).toBe(
      `verifier input repo: ${join(root, 'nope')} does not exist`,
    )
    const file = join(root, 'test', 'dates', 'parse.test.ts')
    expect(refusal(inputs({ repo: file }))).toBe(`verifier input repo: ${file} is not a directory`)
  })
})

describe('parseVerifierClaim', () => {
  it('reads PASS and REJECT with its reason from the last non-empty line', () => {
    expect(parseVerifierClaim('Ran the tests.\nAll green.\n\nVERDICT: PASS\n\n')).toEqual({ kind: 'pass' })
    expect(parseVerifierClaim('VERDICT: REJECT: the test fails on an import error\r\n')).toEqual({
      kind: 'reject',
      reason: 'the test fails on an import error',
    })
    expect(parseVerifierClaim('  VERDICT: PASS  ')).toEqual({ kind: 'pass' })
  })

  it('calls anything else malformed, saying why', () => {
    expect(parseVerifierClaim('')).toEqual({ kind: 'malformed', why: 'no VERDICT line' })
    expect(parseVerifierClaim('verdict: pass')).toEqual({ kind: 'malformed', why: 'no VERDICT line' })
    expect(parseVerifierClaim('VERDICT: PASS\nVERDICT: PASS')).toEqual({
      kind: 'malformed',
      why: '2 VERDICT lines; exactly one is allowed',
    })
    expect(parseVerifierClaim('VERDICT: PASS\nbut then more text')).toEqual({
      kind: 'malformed',
      why: 'the VERDICT line is not the last non-empty line',
    })
    expect(parseVerifierClaim('VERDICT: REJECT')).toEqual({ kind: 'malformed', why: 'a REJECT needs a reason' })
    expect(parseVerifierClaim('VERDICT: REJECT:   ')).toEqual({ kind: 'malformed', why: 'a REJECT needs a reason' })
    expect(parseVerifierClaim('VERDICT: PASS, mostly')).toEqual({
      kind: 'malformed',
      why: '"VERDICT: PASS, mostly" is neither "VERDICT: PASS" nor "VERDICT: REJECT: <reason>"',
    })
  })
})
