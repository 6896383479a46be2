import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { delimiter, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  draftPrFile,
  fileSource,
  findGh,
  ghSource,
  narrationFile,
} from '../../../mcp-server/src/clients/conduct/issue-source.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { fakeGh } from '../../support/fake-gh.js'
import { tempDir } from '../../support/store.js'

const ISSUE = {
  number: 12,
  title: 'Parse dates',
  body: 'Why.\n\n## Acceptance criteria\n- [ ] ISO dates\n- [ ] bad months fail\n',
}

describe('findGh', () => {
  it('finds the first executable gh on PATH and skips folders without one, a directory named gh and a non-executable', () => {
    const { dir, gh } = fakeGh('{}')
    const empty = tempDir()
    const withDir = tempDir()
    mkdirSync(join(withDir, 'gh'))
    const notExec = tempDir()
    writeFileSync(join(notExec, 'gh'), 'x')
    chmodSync(join(notExec, 'gh'), 0o644)
    expect(findGh({ PATH: [empty, withDir, notExec, 'relative', dir].join(delimiter) })).toBe(gh)
    expect(findGh({ PATH: [empty, notExec].join(delimiter) })).toBeUndefined()
    expect(findGh({})).toBeUndefined()
  })
})

describe('ghSource', () => {
  it('reads the issue with gh issue view, exact argv, run in the project', async () => {
    const root = tempDir()
    const fake = fakeGh(JSON.stringify(ISSUE))
    const issue = await ghSource(root, 12, fake.gh).read()
    expect(issue).toEqual({ ...ISSUE, criteria: ['ISO dates', 'bad months fail'] })
    expect(fake.calls()).toEqual([{ argv: ['issue', 'view', '12', '--json', 'number,title,body'], cwd: root }])
  })

  it('narrates through a body file, never argv, whatever the text holds', async () => {
    const root = tempDir()
    const fake = fakeGh('{}')
    const text = `Step 1 "it's" $HOME \`whoami\` --body x\n${'long line '.repeat(20_000)}`
    await ghSource(root, 12, fake.gh).narrate(text)
    const [call] = fake.calls()
    expect(call?.argv.slice(0, 4)).toEqual(['issue', 'comment', '12', '--body-file'])
    expect(call?.argv).toHaveLength(5)
    expect(call?.bodyFile).toBe(text)
    expect(existsSync(call?.argv[4] ?? '')).toBe(false)
  })

  it('opens a draft PR with exact argv, the body through a file, and returns its URL', async () => {
    const root = tempDir()
    const fake = fakeGh('{}')
    const source = ghSource(root, 12, fake.gh)
    const opened = await source.openDraftPr({ title: '-t "x" $y', body: 'Closes #12', branch: 'conduct/issue-12' })
    expect(opened).toEqual({ url: 'https://github.com/o/r/pull/77' })
    await source.openDraftPr({ title: 'T', body: 'B', branch: 'b', base: 'main' })
    const calls = fake.calls()
    const bodyFile = (i: number): string => calls[i]?.argv[6] ?? ''
    expect(calls.map((c) => c.argv)).toEqual([
      ['pr', 'create', '--draft', '--title', '-t "x" $y', '--body-file', bodyFile(0), '--head', 'conduct/issue-12'],
      ['pr', 'create', '--draft', '--title', 'T', '--body-file', bodyFile(1), '--head', 'b', '--base', 'main'],
    ])
    expect(calls.map((c) => c.bodyFile)).toEqual(['Closes #12', 'B'])
  })

  it('says what gh said when it fails, and refuses an answer that is not the issue', async () => {
    const root = tempDir()
    const failing = fakeGh('{}')
    const error = await ghSource(root, 404, failing.gh)
      .read()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EvidentError)
    expect((error as EvidentError).code).toBe('unavailable')
    expect((error as EvidentError).message).toBe(
      'gh issue view failed: GraphQL: Could not resolve to an issue with the number of 404.',
    )
    await expect(ghSource(root, 12, fakeGh('not json').gh).read()).rejects.toThrow(
      /^gh issue view 12 printed no JSON: not json$/,
    )
    await expect(ghSource(root, 12, fakeGh(JSON.stringify({ ...ISSUE, number: 13 })).gh).read()).rejects.toThrow(
      /^gh issue view 12 printed no issue #12 with a title and a body/,
    )
  })
})

describe('tickCriterion through gh', () => {
  const BODY =
    '## Context\n- [ ] bad months fail\n\n```\n- [ ] bad months fail\n```\n\n## Acceptance criteria\n- [ ] ISO dates\n- [ ] bad months fail\n- no box\n'

  it('reads the body as GitHub holds it and edits it through a body file, only the criterion ticked', async () => {
    const root = tempDir()
    const fake = fakeGh(JSON.stringify({ ...ISSUE, body: BODY }))
    const source = ghSource(root, 12, fake.gh)
    expect(await source.tickCriterion(2, 'bad months fail')).toBe('ticked')
    const calls = fake.calls()
    expect(calls.map((c) => c.argv)).toEqual([
      ['issue', 'view', '12', '--json', 'body'],
      ['issue', 'edit', '12', '--body-file', calls[1]?.argv[4] ?? ''],
    ])
    expect(calls[1]?.argv[4]).not.toContain('bad months')
    expect(calls[1]?.bodyFile).toBe(BODY.replace('- [ ] ISO dates\n- [ ] bad', '- [ ] ISO dates\n- [x] bad'))
    expect(calls.every((c) => c.cwd === root)).toBe(true)
  })

  it('edits nothing for a criterion without a checkbox, and refuses one the issue no longer has', async () => {
    const root = tempDir()
    const fake = fakeGh(JSON.stringify({ ...ISSUE, body: BODY }))
    const source = ghSource(root, 12, fake.gh)
    expect(await source.tickCriterion(3, 'no box')).toBe('no-checkbox')
    const error = await source.tickCriterion(2, 'bad days fail').catch((e: unknown) => e)
    expect((error as EvidentError).code).toBe('conflict')
    expect((error as EvidentError).message).toBe(
      'issue #12: acceptance criterion 2 not found: criterion 2 now reads "bad months fail", not the one the run read',
    )
    expect(fake.calls().map((c) => c.argv[1])).toEqual(['view', 'view'])
  })

  it('says what gh said when the edit fails', async () => {
    const root = tempDir()
    const fake = fakeGh(JSON.stringify({ ...ISSUE, body: BODY }), { editFails: true })
    await expect(ghSource(root, 12, fake.gh).tickCriterion(1, 'ISO dates')).rejects.toThrow(
      'gh issue edit failed: HTTP 403: Resource not accessible by integration',
    )
  })
})

describe('fileSource', () => {
  it('reads the issue file, appends narration under ISO-time headers and writes the draft PR file', async () => {
    const root = tempDir()
    writeFileSync(join(root, 'issue.md'), '# Local issue\n\n## Acceptance criteria\n- a\n')
    const times = ['2026-01-02T03:04:05.000Z', '2026-01-02T03:05:00.000Z']
    let i = 0
    const source = fileSource(root, 5, 'issue.md', () => new Date(times[i++] ?? ''))
    expect(source.kind).toBe('file')
    expect((await source.read()).title).toBe('Local issue')
    await source.narrate('Planned 1 step.\n')
    await source.narrate('Step 1 red: `it` $fails')
    expect(readFileSync(narrationFile(root, 5), 'utf8')).toBe(
      '## 2026-01-02T03:04:05.000Z\n\nPlanned 1 step.\n\n## 2026-01-02T03:05:00.000Z\n\nStep 1 red: `it` $fails\n\n',
    )
    const opened = await source.openDraftPr({ title: 'Fix #5', body: 'Done.\n', branch: 'conduct/5', base: 'main' })
    expect(opened).toEqual({ path: draftPrFile(root, 5) })
    expect(readFileSync(draftPrFile(root, 5), 'utf8')).toBe('# Fix #5\n\nBranch: conduct/5 → main\n\nDone.\n')
  })

  it('never follows a symbolic link planted as the narration file or as the .tdd folder', async () => {
    const root = tempDir()
    const outside = join(tempDir(), 'victim.md')
    writeFileSync(outside, 'untouched')
    mkdirSync(join(root, '.tdd'))
    symlinkSync(outside, narrationFile(root, 5))
    await expect(fileSource(root, 5, 'issue.md').narrate('x')).rejects.toThrow(/ELOOP/)
    const root2 = tempDir()
    symlinkSync(tempDir(), join(root2, '.tdd'))
    await expect(fileSource(root2, 5, 'issue.md').narrate('x')).rejects.toThrow(
      /\.tdd resolves outside the project .*; the conductor writes only inside it/,
    )
    expect(readFileSync(outside, 'utf8')).toBe('untouched')
  })

  it('ticks the criterion in the issue file itself, atomically, every other byte and its mode kept', async () => {
    const root = tempDir()
    const dir = tempDir()
    const text = '# Ticked\r\n\r\n## Acceptance criteria\r\n- [ ] a\r\n- [ ] a\r\n'
    writeFileSync(join(dir, 'issue.md'), text)
    chmodSync(join(dir, 'issue.md'), 0o640)
    const source = fileSource(root, 5, join(dir, 'issue.md'))
    expect(await source.tickCriterion(2, 'a')).toBe('ticked')
    expect(readFileSync(join(dir, 'issue.md'), 'utf8')).toBe(
      '# Ticked\r\n\r\n## Acceptance criteria\r\n- [ ] a\r\n- [x] a\r\n',
    )
    expect(statSync(join(dir, 'issue.md')).mode & 0o777).toBe(0o640)
    expect(readdirSync(dir)).toEqual(['issue.md'])
    expect(await source.tickCriterion(2, 'a')).toBe('already')
  })

  it('does not rewrite an issue file inside the project, whose tree the verifiers confirmed', async () => {
    const root = tempDir()
    const text = '# In tree\n\n## Acceptance criteria\n- [ ] a\n'
    writeFileSync(join(root, 'issue.md'), text)
    await expect(fileSource(root, 5, 'issue.md').tickCriterion(1, 'a')).rejects.toThrow(
      /^the issue file .*issue\.md is inside the project: the conductor does not change the tree its verifiers confirmed$/,
    )
    expect(readFileSync(join(root, 'issue.md'), 'utf8')).toBe(text)
  })
})
