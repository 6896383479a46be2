import { describe, expect, it } from 'vitest'
import { detectFindings } from '../../../mcp-server/src/clients/validation/adapters/index.js'
import { NATURE_MODE, reportingCommand } from '../../../mcp-server/src/clients/validation/derived-mode.js'
import { deriveTechniques, fallbackTechnique } from '../../../mcp-server/src/clients/validation/derive.js'

const readme = (...lines: readonly string[]) => ({
  lockfiles: [],
  manifests: [],
  docs: [{ file: 'README.md', text: ['```sh', ...lines, '```', ''].join('\n') }],
})

describe('NATURE_MODE', () => {
  // Seed step 4, Derived: "each GATE (pass/fail command) or TRIAGE (findings-judgment) per its nature".
  it('makes test, typecheck, format and check gates and lint a triage', () => {
    expect(Object.fromEntries(Object.entries(NATURE_MODE).map(([nature, m]) => [nature, m.mode]))).toEqual({
      test: 'gate',
      typecheck: 'gate',
      format: 'gate',
      check: 'gate',
      lint: 'triage',
    })
  })

  it('derives each documented command with the mode of its nature; a gate keeps its command and its why', () => {
    const derived = deriveTechniques(
      readme('npm test', 'npx tsc --noEmit', 'npx prettier --check .', 'make check', 'npx eslint .'),
    )
    expect(derived.map((r) => [r.technique.id, r.technique.mode, r.nature, r.technique.run.join(' '), r.why])).toEqual([
      ['test', 'gate', 'test', 'npm test', 'README.md:2 documents "npm test" (test)'],
      ['typecheck', 'gate', 'typecheck', 'npx tsc --noEmit', 'README.md:3 documents "npx tsc --noEmit" (typecheck)'],
      ['format', 'gate', 'format', 'npx prettier --check .', 'README.md:4 documents "npx prettier --check ." (format)'],
      ['check', 'gate', 'check', 'make check', 'README.md:5 documents "make check" (check)'],
      [
        'lint',
        'triage',
        'lint',
        'npx eslint . --format json',
        `README.md:6 documents "npx eslint ." (lint) — triage: a linter's findings are judged, not its exit code; runs ["npx","eslint",".","--format","json"]: ESLint's JSON report, which evident parses`,
      ],
    ])
  })

  // Seed step 4, Fallback: "the test command deduced from the language manifest … runs as a single GATE technique".
  it('keeps the fallback test command a single gate', () => {
    const fallback = fallbackTechnique({ lockfiles: [], manifests: ['package.json'] })
    expect([fallback?.technique.mode, fallback?.nature, fallback?.why]).toEqual([
      'gate',
      'test',
      'test command of the package.json manifest',
    ])
  })
})

describe('reportingCommand', () => {
  it("appends eslint's JSON report wherever eslint is invoked directly", () => {
    const runs = [
      ['eslint', '.'],
      ['npx', 'eslint', '.'],
      ['npx', '--yes', 'eslint', 'src'],
      ['pnpm', 'exec', 'eslint', '.'],
      ['pnpm', 'eslint', '.'],
      ['yarn', 'eslint', '.'],
      ['bunx', 'eslint', '.'],
      ['npm', 'exec', '--', 'eslint', '.'],
      // npm exec takes options after the tool's name as its own unless a `--` ends them (review #35).
      ['npm', 'exec', 'eslint', '.'],
      ['npm', 'exec', '--yes', 'eslint', '.'],
    ].map((argv) => reportingCommand(argv).run.join(' '))
    expect(runs).toEqual([
      'eslint . --format json',
      'npx eslint . --format json',
      'npx --yes eslint src --format json',
      'pnpm exec eslint . --format json',
      'pnpm eslint . --format json',
      'yarn eslint . --format json',
      'bunx eslint . --format json',
      'npm exec -- eslint . --format json',
      'npm exec -- eslint . --format json',
      'npm exec --yes -- eslint . --format json',
    ])
  })

  it("appends ruff check's SARIF report, and cargo clippy's JSON messages before the `--` that ends its options", () => {
    expect(reportingCommand(['ruff', 'check', '.']).run).toEqual(['ruff', 'check', '.', '--output-format', 'sarif'])
    expect(reportingCommand(['uv', 'run', 'ruff', 'check']).run).toEqual([
      'uv',
      'run',
      'ruff',
      'check',
      '--output-format',
      'sarif',
    ])
    expect(reportingCommand(['python3', '-m', 'ruff', 'check', 'src']).run.slice(-2)).toEqual([
      '--output-format',
      'sarif',
    ])
    expect(reportingCommand(['cargo', 'clippy', '--', '-D', 'warnings']).run).toEqual([
      'cargo',
      'clippy',
      '--message-format=json',
      '--',
      '-D',
      'warnings',
    ])
  })

  it('leaves a command that already chooses its format, or that evident cannot make machine-readable, as documented', () => {
    for (const argv of [
      ['npx', 'eslint', '-f', 'stylish', '.'],
      ['eslint', '--format=json', '.'],
      ['eslint', '-o', 'report.txt', '.'],
      ['ruff', 'check', '--output-format', 'concise'],
      ['ruff', 'format', '--check'],
      ['npm', 'run', 'lint'],
      ['pnpm', 'run', 'lint'],
      ['yarn', 'lint'],
      ['make', 'lint'],
      ['flake8'],
      ['go', 'vet', './...'],
    ])
      expect(reportingCommand(argv).run).toBe(argv)
    expect(reportingCommand(['npm', 'run', 'lint']).note).toBe(
      'runs as documented: evident has no machine-readable report option for it',
    )
    expect(reportingCommand(['eslint', '-f', 'json']).note).toBe(
      'runs as documented: it already chooses its report format',
    )
  })
})

/**
 * ruff's SARIF report, trimmed from ruff's own snapshot test (crates/ruff_linter/src/message/snapshots/
 * ruff_linter__message__sarif__tests__results.snap: the rules' long descriptions cut), with the file URI ruff
 * writes (`Url::from_file_path`), since ruff is not installed here.
 */
const RUFF_SARIF = (results: string): string =>
  `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","runs":[{"results":[${results}],"tool":{"driver":{"informationUri":"https://github.com/astral-sh/ruff","name":"ruff","rules":[],"version":"0.12.0"}}}],"version":"2.1.0"}`
const F401 =
  '{"level":"error","locations":[{"physicalLocation":{"artifactLocation":{"uri":"file:///repo/fib.py"},"region":{"endColumn":10,"endLine":1,"startColumn":8,"startLine":1}}}],"message":{"text":"`os` imported but unused"},"ruleId":"F401"}'

describe("the reports the rewritten commands print are read by evident's strict parsers", () => {
  // Seed: "empty technique output is a blocker, never 'no findings'" — a clean report is `[]` findings, not nothing.
  it('reads a clean and a failing ESLint JSON report (real eslint 10 output)', () => {
    const clean =
      '[{"filePath":"/tmp/esl/a.js","messages":[],"suppressedMessages":[],"errorCount":0,"fatalErrorCount":0,"warningCount":0,"fixableErrorCount":0,"fixableWarningCount":0,"usedDeprecatedRules":[]}]'
    expect(detectFindings(clean)).toEqual({ format: 'eslint', findings: [] })
    const failing =
      '[{"filePath":"/tmp/esl/a.js","messages":[{"ruleId":"no-var","severity":2,"message":"Unexpected var, use let or const instead.","line":1,"column":1,"messageId":"unexpectedVar","endLine":1,"endColumn":12,"fix":{"range":[0,11],"text":"let one = 1"}}],"suppressedMessages":[],"errorCount":1,"fatalErrorCount":0,"warningCount":0,"fixableErrorCount":1,"fixableWarningCount":0,"source":"var one = 1\\n","usedDeprecatedRules":[]}]'
    expect(detectFindings(failing)?.findings).toEqual([
      {
        file: '/tmp/esl/a.js',
        line: 1,
        severity: 'error',
        finding: 'Unexpected var, use let or const instead. (no-var)',
      },
    ])
  })

  it("reads a clean and a failing ruff SARIF report (ruff's own snapshot)", () => {
    expect(detectFindings(RUFF_SARIF(''))).toEqual({ format: 'sarif', findings: [] })
    expect(detectFindings(RUFF_SARIF(F401))).toEqual({
      format: 'sarif',
      findings: [{ file: '/repo/fib.py', line: 1, severity: 'error', finding: '`os` imported but unused (F401)' }],
    })
  })
})
