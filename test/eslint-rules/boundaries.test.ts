import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { RANKS } from '../../eslint-rules/ranks.js'
import { REPO } from '../support/fixtures.js'

// The project's own eslint.config.js, run through ESLint's Node API on code that is never written to disk.
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: REPO })
})

/** The evident/* problems ESLint reports for `code` as if it were the file at `file` (under mcp-server/src). */
async function boundaryProblems(file: string, code: string): Promise<{ rule: string | null; line: number }[]> {
  const [result] = await eslint.lintText(code, { filePath: `mcp-server/src/${file}` })
  const messages = result?.messages ?? []
  expect(messages.filter((m) => m.fatal)).toEqual([])
  return messages.filter((m) => m.ruleId?.startsWith('evident/')).map((m) => ({ rule: m.ruleId, line: m.line }))
}

/** The evident/* messages, for the wording a reader is told. */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `mcp-server/src/${file}` })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('evident/')).map((m) => m.message)
}

const problems = (rule: string, ...lines: number[]) => lines.map((line) => ({ rule: `evident/${rule}`, line }))

describe('evident/rank', () => {
  it('reports an import of a higher rank, in every way a module is named', async () => {
    const code = [
      "import { requestTransition } from '../engine/flows/transition.js'",
      "import type { Store } from '../../store/index.js'",
      "export { toolInput } from '../tools/define.js'",
      "export const load = () => import('../runners/registry.js')",
      'export type Cli = typeof import(`../entry/cli.js`)',
    ].join('\n')
    // Line 2 leaves mcp-server/src (one folder too many); the others name higher ranks.
    expect(await boundaryProblems('store/x.ts', code)).toEqual(problems('rank', 1, 2, 3, 4, 5))
  })

  it('allows its own folder, lower ranks, subfolders of a client, npm packages and builtins', async () => {
    const code = [
      "import { openDb } from './db.js'",
      "import { log } from '../../kernel/log.js'",
      "import type { Phase } from '../../domain/vocabulary.js'",
      "import { snapshot } from '../../worktree/snapshot.js'",
      "import { runAndRecord } from '../../runners/run-and-record.js'",
      "import { requestTransition } from '../../engine/flows/transition.js'",
      "import { adapters } from './adapters/index.js'",
      "import { z } from 'zod'",
      "import path from 'node:path'",
    ].join('\n')
    expect(await boundaryProblems('clients/validation/x.ts', code)).toEqual([])
    const adapter = ["import type { Finding } from '../finding.js'", "import { log } from '../../../kernel/log.js'"]
    expect(await boundaryProblems('clients/validation/adapters/x.ts', adapter.join('\n'))).toEqual([])
  })

  it('says which ranks meet and what to do', async () => {
    const [message] = await boundaryMessages('kernel/x.ts', "import { loadConfig } from '../project/classifier.js'")
    expect(message).toBe(
      "kernel/ (rank 1) may import only lower ranks or its own folder; '../project/classifier.js' is in project/ " +
        '(rank 2). Move what both need down (a shape into domain/), or let the caller pass it in.',
    )
  })

  it('reports folders of one rank importing each other', async () => {
    const code = ["import { snapshot } from '../worktree/snapshot.js'", "import { openDb } from './db.js'"]
    expect(await boundaryProblems('store/x.ts', code.join('\n'))).toEqual(problems('rank', 1))
    const entry = ["import { hookContext } from '../hooks/payload.js'", "import { help } from '../cli/help.js'"]
    expect(await boundaryProblems('tools/x.ts', entry.join('\n'))).toEqual(problems('rank', 1, 2))
  })

  it('reports a client importing another client', async () => {
    const code = "import { git } from '../validation/git.js'"
    expect(await boundaryProblems('clients/conduct/x.ts', code)).toEqual(problems('rank', 1))
    const [message] = await boundaryMessages('clients/conduct/x.ts', code)
    expect(message).toContain('clients are built on the engine, never on each other')
  })

  it('reports the engine importing a client or an entry point', async () => {
    const code = [
      "import { workerJudge } from '../../clients/coordinator/worker-gate.js'",
      "import { deny } from '../../hooks/output.js'",
      "import { decideTransition } from '../gates/phases.js'",
    ].join('\n')
    expect(await boundaryProblems('engine/flows/x.ts', code)).toEqual(problems('rank', 1, 2))
  })

  it('reports domain/ importing anything of ours but domain/', async () => {
    const code = ["import { log } from '../kernel/log.js'", "import type { Kind } from './kinds.js'"]
    expect(await boundaryProblems('domain/x.ts', code.join('\n'))).toEqual(problems('rank', 1))
  })

  it('reports a file in a folder the table does not rank, and a root file', async () => {
    expect(await boundaryProblems('misc/x.ts', 'export const a = 1')).toEqual(problems('rank', 1))
    expect(await boundaryProblems('x.ts', 'export const a = 1')).toEqual(problems('rank', 1))
    expect(await boundaryProblems('clients/x.ts', 'export const a = 1')).toEqual(problems('rank', 1))
    const [message] = await boundaryMessages('misc/x.ts', 'export const a = 1')
    expect(message).toBe(
      'misc/ has no rank: add it to the rank table (eslint.config.js, docs/architecture.md) before putting files in it.',
    )
  })

  it('reports an import that leaves mcp-server/src', async () => {
    const [message] = await boundaryMessages('store/x.ts', "import { bundle } from '../../../scripts/bundle.js'")
    expect(message).toContain('leaves mcp-server/src')
  })
})

describe('evident/layer-imports', () => {
  it('keeps engine/gates/ pure: no kernel, store or flows of ours', async () => {
    const code = [
      "import { readRegularText } from '../../kernel/regular-file.js'",
      "import type { Db } from '../../store/db.js'",
      "import { split } from './shell-words.js'",
      "import { fileClassifier } from '../../project/test-files.js'",
      "import type { Phase } from '../../domain/vocabulary.js'",
    ].join('\n')
    const found = await boundaryProblems('engine/gates/x.ts', code)
    expect(found).toEqual([
      { rule: 'evident/layer-imports', line: 1 },
      { rule: 'evident/rank', line: 2 },
      { rule: 'evident/layer-imports', line: 2 },
      // and a gate next to the store is a flow (the third rule, on the import that completes the pair)
      { rule: 'evident/no-gates-with-store', line: 3 },
    ])
  })

  it('keeps the rules out of store/', async () => {
    const code = [
      "import { decideTransition } from '../engine/gates/phases.js'",
      "import { log } from '../kernel/log.js'",
    ]
    expect(await boundaryProblems('store/x.ts', code.join('\n'))).toEqual(problems('layer-imports', 1))
  })
})

describe('evident/no-gates-with-store: gates and store meet only in flows', () => {
  it('reports an entry point that imports both, at the import that completes the pair', async () => {
    const code = [
      "import { decideTransition } from '../engine/gates/phases.js'",
      "import { hookContext } from '../engine/flows/hook-context.js'",
      "export const load = () => import('../store/hook-db.js')",
    ].join('\n')
    expect(await boundaryProblems('hooks/x.ts', code)).toEqual(problems('no-gates-with-store', 3))
  })

  it('reports runners that import both', async () => {
    const code = [
      "import type { Db } from '../store/db.js'",
      "import { decideVerdict } from '../engine/gates/verdict.js'",
    ]
    expect(await boundaryProblems('runners/x.ts', code.join('\n'))).toEqual(problems('no-gates-with-store', 2))
  })

  it("allows the engine's flows and the clients (each the flows of its system) to import both", async () => {
    const code = ["import { decideTransition } from '../gates/phases.js'", "import { openDb } from '../../store/db.js'"]
    expect(await boundaryProblems('engine/flows/transition.ts', code.join('\n'))).toEqual([])
    const client = [
      "import { decideEdit } from '../../engine/gates/edit-policy.js'",
      "import { callerState } from '../../store/statements.js'",
    ]
    expect(await boundaryProblems('clients/conduct/x.ts', client.join('\n'))).toEqual([])
  })
})

describe('the rank table', () => {
  it('is the one docs/architecture.md shows', () => {
    const doc = readFileSync(join(REPO, 'docs', 'architecture.md'), 'utf8')
    const rows = [...doc.matchAll(/^\| (\d+) \| ([^|]+) \|/gm)].map((m) => [
      Number(m[1]),
      (m[2] ?? '').split(',').map((f) => f.trim().replace(/^`|`$/g, '').replace(/\/$/, '')),
    ])
    expect(rows).toEqual(RANKS.map((row, index) => [index, row]))
  })
})
