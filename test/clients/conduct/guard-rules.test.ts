import { describe, expect, it } from 'vitest'
import {
  conductorDenialText,
  conductorStoreDenialText,
  isOrchestrationCommand,
} from '../../../mcp-server/src/clients/conduct/guard-rules.js'

describe('isOrchestrationCommand', () => {
  it("reads the conductor's own evident conduct commands, each alone, as orchestration", () => {
    for (const command of [
      'evident conduct wait conduct-7',
      'evident conduct wait conduct-7 --max-seconds 590',
      'evident conduct status 7',
      'evident conduct stop now',
      'evident conduct stop --clear',
      'evident conduct stop-requested',
      'evident conduct start 7 --issue-file "issues/7 dates.md"',
      "  evident   conduct 'wait'   conduct-7  ",
      'evident conduct wait conduct-7 # again on 3',
    ])
      expect(isOrchestrationCommand(command), command).toBe(true)
  })

  it('reads anything else as no orchestration: other commands, chains, pipes, redirections, substitutions, wrappers', () => {
    for (const command of [
      'echo x > src/a.ts',
      'bash -c "evident conduct wait conduct-7"',
      'evident conduct wait conduct-7; rm -rf src',
      'evident conduct wait conduct-7 && rm -rf src',
      'evident conduct wait conduct-7 || rm -rf src',
      'evident conduct wait conduct-7 | tee src/a.ts',
      'evident conduct wait conduct-7 > src/a.ts',
      'evident conduct wait conduct-7 2>&1',
      'evident conduct wait conduct-7 &',
      'evident conduct wait conduct-7\nrm -rf src',
      'evident conduct wait $(rm -rf src)',
      'evident conduct wait `rm -rf src`',
      'evident conduct wait <(rm -rf src)',
      'evident conduct wait "$(rm -rf src)"',
      'evident conduct wait conduct-7 \\; rm -rf src',
      '(evident conduct wait conduct-7)',
      'EVIDENT_X=1 evident conduct wait conduct-7',
      'env evident conduct wait conduct-7',
      'command evident conduct wait conduct-7',
      './evident conduct wait conduct-7',
      '/usr/bin/evident conduct wait conduct-7',
      'evident conduct run 7',
      'evident conduct supervise --issue 7 --name x -- sh -c "rm -rf src"',
      'evident conduct',
      'evident status',
      'evident conduct waiting conduct-7',
      'npx evident conduct wait conduct-7',
      '',
    ])
      expect(isOrchestrationCommand(command), command).toBe(false)
  })
})

describe('conductor denial texts', () => {
  const run = { issue: 7, pid: 4242 }

  it('starts with what to do, naming the commands that exist, and ends with the rule', () => {
    const text = conductorDenialText(run, { kind: 'edit', tool: 'Write', file: 'src/a.ts' })
    expect(text).toMatch(
      /^Let the run do it: wait for it with `evident conduct wait conduct-7` \(again while it answers 3\), see its progress with `evident conduct status 7`, or end it with `evident conduct stop now`: /,
    )
    expect(text).toContain('evident is conducting issue #7 in this project (pid 4242)')
    expect(text).toContain('this session is not one of them, so it may not Write src/a.ts.')
    expect(text).toMatch(/\(evident: conductor_run_live, a deliberate refusal by a TDD rule, not a malfunction\.\)$/)
    expect(conductorDenialText(run, { kind: 'bash' })).toContain(
      'the only shell commands it may run are `evident conduct wait|status|stop|stop-requested|start …`, each on its own',
    )
  })

  it('says when the store could not tell, as an infrastructure problem', () => {
    const text = conductorStoreDenialText(run, { kind: 'bash' }, 'file is not a database')
    expect(text).toMatch(/^Let the run do it: /)
    expect(text).toContain('evident could not confirm that this session is one of them')
    expect(text).toContain(
      'Its store did not answer (file is not a database), so the call is refused rather than let through.',
    )
    expect(text).toContain('an infrastructure problem in evident, not a rule violation')
    expect(text).not.toContain('a deliberate refusal')
  })
})
