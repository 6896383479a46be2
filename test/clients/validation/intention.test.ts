import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { validationGate } from '../../../mcp-server/src/clients/validation/gate-record.js'
import { checkIntention } from '../../../mcp-server/src/clients/validation/intention-check.js'
import { intentionConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { findWaivers, intentionLines, staleRows } from '../../../mcp-server/src/clients/validation/intention.js'
import { runValidation } from '../../../mcp-server/src/clients/validation/validate.js'
import { tempStore } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

const PAGES = intentionConfigSchema.parse({
  pages: [
    { page: 'docs/auth.md', covers: ['src/auth/**'] },
    { page: 'docs/billing.md', covers: ['src/billing/**', '.billingrc'] },
  ],
})

describe('intention freshness (pure)', () => {
  it('finds a stale page per untouched page whose covered paths changed, one path per changed path', () => {
    const changed = ['src/auth/login.ts', 'src/auth/token.ts', 'src/billing/pay.ts', 'README.md']
    expect(staleRows(PAGES, changed, new Map())).toEqual([
      { page: 'docs/auth.md', changedPaths: ['src/auth/login.ts', 'src/auth/token.ts'], waived: false },
      { page: 'docs/billing.md', changedPaths: ['src/billing/pay.ts'], waived: false },
    ])
    expect(staleRows(PAGES, [...changed, 'docs/auth.md'], new Map()).map((r) => r.page)).toEqual(['docs/billing.md'])
    expect(staleRows(PAGES, ['.billingrc'], new Map())).toEqual([
      { page: 'docs/billing.md', changedPaths: ['.billingrc'], waived: false },
    ])
  })

  it('keeps a waived page in the rows, flagged, and emits no drift line for it', () => {
    const waivers = findWaivers(['feat: pay\n\nINTENTION-WAIVE(docs/billing.md): refactor only, behaviour unchanged\n'])
    const rows = staleRows(PAGES, ['src/auth/a.ts', 'src/billing/pay.ts', 'src/billing/refund.ts'], waivers)
    expect(rows.map((r) => [r.page, r.waived])).toEqual([
      ['docs/auth.md', false],
      ['docs/billing.md', true],
    ])
    expect(intentionLines(rows, 'advisory')).toEqual([
      { kind: 'note', line: 'INTENTION-DRIFT(docs/auth.md): src/auth/a.ts' },
      { kind: 'note', line: 'INTENTION-WAIVE(docs/billing.md): refactor only, behaviour unchanged' },
    ])
  })

  it('reads the first waiver per page and ignores a token without a reason', () => {
    expect([
      ...findWaivers(['INTENTION-WAIVE(a.md): first', 'INTENTION-WAIVE(a.md): second\nINTENTION-WAIVE(b.md):']),
    ]).toEqual([['a.md', 'first']])
  })

  it('adds one blocker for non-waived drift when the gate is blocking', () => {
    const rows = staleRows(PAGES, ['src/auth/a.ts', 'src/auth/b.ts', 'src/billing/c.ts'], new Map())
    const lines = intentionLines(rows, 'blocking')
    expect(lines.map((l) => l.line).slice(0, 3)).toEqual([
      'INTENTION-DRIFT(docs/auth.md): src/auth/a.ts',
      'INTENTION-DRIFT(docs/auth.md): src/auth/b.ts',
      'INTENTION-DRIFT(docs/billing.md): src/billing/c.ts',
    ])
    expect(lines.at(-1)?.blocker).toEqual({
      unit: 'intention',
      reason: '3 changed path(s) not reflected in docs/auth.md, docs/billing.md',
      options: [
        'update docs/auth.md, docs/billing.md in this change to say what the code now does',
        'if a page still holds, add "INTENTION-WAIVE(docs/auth.md): <reason>" to a commit message of the change',
        'ask the user',
      ],
    })
    const waived = staleRows(PAGES, ['src/auth/a.ts'], new Map([['docs/auth.md', 'ok']]))
    expect(intentionLines(waived, 'blocking').some((l) => l.blocker !== undefined)).toBe(false)
  })

  it('rejects a page outside the project, a repeated page and a page without globs', () => {
    const errors = (config: unknown): string[] => {
      const parsed = validationConfigSchema.safeParse({ intention: config })
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(errors({ pages: [{ page: '../x.md', covers: ['src/**'] }] })).toEqual([
      'intention.pages.0.page: a project-relative POSIX path such as "docs/auth.md" (no leading /, no . or .. segments, no backslash)',
    ])
    expect(errors({ pages: [{ page: '/etc/x.md', covers: ['src/**'] }] })).toHaveLength(1)
    expect(
      errors({
        pages: [
          { page: 'a.md', covers: ['x'] },
          { page: 'a.md', covers: ['y'] },
        ],
      }),
    ).toEqual(['intention.pages: each intention page may be listed once'])
    expect(errors({ pages: [{ page: 'a.md', covers: [] }] })).toHaveLength(1)
    expect(errors({ gate: 'strict', pages: [{ page: 'a.md', covers: ['x'] }] })).toHaveLength(1)
  })
})

describe('checkIntention (real git)', () => {
  it('counts modified, deleted and untracked covered paths, and waivers from the change commit messages', async () => {
    const { root, git, write } = gitRepo({
      'docs/auth.md': '# auth\n',
      'docs/billing.md': '# billing\n',
      'src/auth/login.ts': 'a\n',
      'src/auth/old.ts': 'b\n',
      'src/billing/pay.ts': 'c\n',
    })
    git('checkout', '-q', '-b', 'feature')
    write('src/billing/pay.ts', 'C\n')
    git('commit', '-q', '-am', 'pay\n\nINTENTION-WAIVE(docs/billing.md): rename only')
    write('src/auth/login.ts', 'A\n')
    rmSync(join(root, 'src/auth/old.ts'))
    write('src/auth/new.ts', 'n\n')
    expect(await checkIntention(root, root, 'main', PAGES)).toEqual([
      { kind: 'note', line: 'INTENTION-DRIFT(docs/auth.md): src/auth/login.ts' },
      { kind: 'note', line: 'INTENTION-DRIFT(docs/auth.md): src/auth/new.ts' },
      { kind: 'note', line: 'INTENTION-DRIFT(docs/auth.md): src/auth/old.ts' },
      { kind: 'note', line: 'INTENTION-WAIVE(docs/billing.md): rename only' },
    ])
    write('docs/auth.md', '# auth\nnow with new.ts\n')
    expect((await checkIntention(root, root, 'main', PAGES)).map((l) => l.line)).toEqual([
      'INTENTION-WAIVE(docs/billing.md): rename only',
    ])
    expect(await checkIntention(root, root, 'main', undefined)).toEqual([])
  })

  it('matches project-relative globs when the project is a subfolder of the repository', async () => {
    const { root: top, write } = gitRepo({ 'app/src/auth/a.ts': 'a\n', 'app/docs/auth.md': '#\n', 'other/x.ts': 'x\n' })
    mkdirSync(join(top, 'app'), { recursive: true })
    write('app/src/auth/a.ts', 'A\n')
    write('other/x.ts', 'X\n')
    expect((await checkIntention(join(top, 'app'), top, 'HEAD', PAGES)).map((l) => l.line)).toEqual([
      'INTENTION-DRIFT(docs/auth.md): src/auth/a.ts',
    ])
  })
})

describe('runValidation with intention pages', () => {
  it('records drift as notes when advisory and as a blocker of the propose-gate when blocking', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({ 'docs/auth.md': '# auth\n', 'src/auth/a.ts': 'a\n' })
    write('src/auth/a.ts', 'A\n')
    const pages = [{ page: 'docs/auth.md', covers: ['src/auth/**'] }]
    const advisory = validationConfigSchema.parse({ intention: { pages } })
    const first = await runValidation({ db: store.db, root, config: advisory })
    expect(first.lines.map((l) => l.line)).toEqual([
      expect.stringMatching(/^TECHNIQUES: derived — /),
      'INTENTION-DRIFT(docs/auth.md): src/auth/a.ts',
      'NO-OP(validation): no techniques declared/probed',
      expect.stringMatching(/^NO-OP\(verify\): no DoD declared/),
      'NOTE(verify): the architecture boundary check did not run — no alignment is claimed',
    ])
    expect((await validationGate(store.db, root, first.runId))?.gate.state).toBe('released')
    const blocking = validationConfigSchema.parse({ intention: { gate: 'blocking', pages } })
    const second = await runValidation({ db: store.db, root, config: blocking })
    expect(second.blockers).toBe(1)
    expect((await validationGate(store.db, root, second.runId))?.gate).toEqual({
      state: 'blocked',
      reasons: ['BLOCKER(intention): 1 changed path(s) not reflected in docs/auth.md'],
    })
  })
})
