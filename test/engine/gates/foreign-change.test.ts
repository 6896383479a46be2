import { describe, expect, it } from 'vitest'
import { foreignChange, type OthersPhase } from '../../../mcp-server/src/engine/gates/foreign-change.js'
import type { Phase } from '../../../mcp-server/src/domain/vocabulary.js'

const of = (phase: Phase, taskId = 3, ownerAgentId = 'tdd-1'): OthersPhase => ({ taskId, phase, ownerAgentId })

describe('foreignChange', () => {
  it.each(['red', 'red.triangulate', 'green', 'green.fake-it'] as const)(
    'is a change of production code while another agent’s task is in %s',
    (phase) => {
      const found = foreignChange('src/slug.ts', 'production', 'Edit', [of(phase)])
      expect(found?.detail).toBe(`foreign_change: Edit on src/slug.ts while task 3 of agent tdd-1 in ${phase}`)
      expect(found?.notice).toContain('FOREIGN_CHANGE')
      expect(found?.notice).toContain('nothing was denied')
    },
  )

  it('counts data the code reads as code', () => {
    expect(foreignChange('slug.rules.json', 'data', 'Bash (sed -i …)', [of('red')])?.detail).toBe(
      'foreign_change: Bash (sed -i …) on slug.rules.json while task 3 of agent tdd-1 in red',
    )
  })

  it('names every task in red or green, and a main agent’s task as the main agent’s', () => {
    expect(
      foreignChange('src/a.ts', 'production', 'Write', [of('red', 3), of('refactor', 4), of('green', 5, 'main')])
        ?.detail,
    ).toBe('foreign_change: Write on src/a.ts while task 3 of agent tdd-1 in red, task 5 of the main agent in green')
  })

  it.each(['test', 'snapshot', 'test-config', 'neutral'] as const)('is never about a %s file', (kind) => {
    expect(foreignChange('x', kind, 'Edit', [of('red')])).toBeUndefined()
  })

  it.each(['refactor', 'spike'] as const)('is nothing while the other task is in %s', (phase) => {
    expect(foreignChange('src/slug.ts', 'production', 'Edit', [of(phase)])).toBeUndefined()
  })

  it('is nothing when no other task has an open phase', () => {
    expect(foreignChange('src/slug.ts', 'production', 'Edit', [])).toBeUndefined()
  })
})
