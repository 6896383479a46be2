import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { thrown } from '../../support/thrown.js'
import { draftLedger } from '../../../mcp-server/src/clients/conduct/ledger.js'
import { parseStepsFile, readStepsFile, STEPS_FILE_SHAPE } from '../../../mcp-server/src/clients/conduct/steps-file.js'
import { tempDir } from '../../support/store.js'

describe('parseStepsFile', () => {
  it('reads a JSON list of steps that planLedger then checks against the issue', () => {
    const steps = parseStepsFile('[{"title": "ISO dates", "ac": 1}, {"title": "it\'s $x `y`", "ac": 2}]')
    expect(steps).toEqual([
      { title: 'ISO dates', ac: 1 },
      { title: "it's $x `y`", ac: 2 },
    ])
    const issue = { number: 1, title: 'T', body: '', criteria: ['a', 'b'] }
    expect(draftLedger(issue, steps).steps.map((s) => s.title)).toEqual(['ISO dates', "it's $x `y`"])
  })

  it('names each problem by its place and shows the expected shape', () => {
    const error = thrown(() => parseStepsFile('[{"title": "", "ac": 1}, {"title": "b", "ac": "2", "why": 1}]'))
    expect(error.code).toBe('bad_input')
    expect(error.message).toMatch(
      /^the steps file is not a list of steps: \[0\]\.title: .*; \[1\]\.ac: .*; \[1\]: .*why/,
    )
    expect(error.hint).toBe(`write it like ${STEPS_FILE_SHAPE}`)
    expect(thrown(() => parseStepsFile('{"title": "a"}')).message).toMatch(
      /^the steps file is not a list of steps: \(the whole file\): /,
    )
    expect(thrown(() => parseStepsFile('[]')).message).toMatch(
      /^the steps file is not a list of steps: \(the whole file\): /,
    )
    expect(thrown(() => parseStepsFile('[{"title": "a", "ac": 1},]')).message).toMatch(/^the steps file is not JSON: /)
  })

  it('reads the file relative to the root and names it in errors', () => {
    const root = tempDir()
    writeFileSync(join(root, 'steps.json'), '[{"title": "a", "ac": 1}]')
    expect(readStepsFile(root, 'steps.json')).toEqual([{ title: 'a', ac: 1 }])
    writeFileSync(join(root, 'bad.json'), '[1]')
    expect(thrown(() => readStepsFile(root, 'bad.json')).message).toMatch(
      /^the steps file .*bad\.json is not a list of steps: \[0\]: /,
    )
    expect(thrown(() => readStepsFile(root, 'missing.json')).message).toMatch(
      /^cannot read the steps file .*missing\.json: ENOENT/,
    )
  })
})
