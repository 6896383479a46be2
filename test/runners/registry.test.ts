import { describe, expect, it } from 'vitest'
import { configSchema } from '../../mcp-server/src/domain/config.js'
import { lookupRunner, runnerFor } from '../../mcp-server/src/runners/registry.js'
import { copyFixture } from '../support/fixtures.js'
import { scaled } from '../support/time.js'

const junit = { kind: 'junit', argv: ['pytest', '--junitxml=out.xml'], junitPath: 'out.xml' }

describe('lookupRunner', () => {
  it('finds a configured runner by name and nothing for a name the config lacks', () => {
    const config = configSchema.parse({ runners: { default: { kind: 'vitest' }, py: junit } })
    expect(lookupRunner(config, 'py')?.name).toBe('py')
    expect(lookupRunner(config, 'default')?.name).toBe('default')
    expect(lookupRunner(config, 'missing')).toBeUndefined()
  })

  it("gives `default` as the project's vitest when the config does not configure it", async () => {
    const config = configSchema.parse({ runners: { py: junit } })
    const runner = lookupRunner(config, 'default')
    expect(runner?.name).toBe('default')
    const report = await runner?.run({
      projectRoot: copyFixture('passing'),
      files: ['test/sum.test.ts'],
      timeoutMs: scaled(60_000),
    })
    expect(report).toMatchObject({ runner: 'default', outcome: 'passed' })
  })
})

describe('runnerFor', () => {
  it('picks `default` when a call names no runner', () => {
    expect(runnerFor(configSchema.parse({}), undefined).name).toBe('default')
  })

  it('refuses an unknown name as bad input listing the names a call may use', () => {
    expect(() => runnerFor(configSchema.parse({ runners: { py: junit } }), 'python')).toThrow(
      'no runner named "python" in evident.config.json (configured: py, default)',
    )
  })
})
