import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMANDS } from '../../mcp-server/src/entry/cli.js'
import { version } from '../../mcp-server/src/cli/help.js'
import { tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const name = (words: readonly string[]): string => `evident ${words.join(' ')}`

function sandbox(): { env: Record<string, string>; cwd: string } {
  const cwd = tempDir()
  return { cwd, env: { HOME: cwd, EVIDENT_DB: join(cwd, 'data', 'evident.sqlite'), EVIDENT_PROJECT_ROOT: cwd } }
}

describe('evident --help, usage errors and --version', () => {
  it('prints every command and how to get more with --help (exit 0), and the same on stderr with exit 2 when bare', async () => {
    const { env, cwd } = sandbox()
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const ran = await cli(argv, env, cwd)
      expect(ran.code, argv[0]).toBe(0)
      for (const c of COMMANDS) expect(ran.out.join('\n')).toContain(c.usage)
      expect(ran.out.join('\n')).toContain('Run `evident <command> --help`')
    }
    const bare = await cli([], env, cwd)
    expect(bare.code).toBe(2)
    expect(bare.out).toEqual([])
    expect(bare.err.join('\n')).toContain('usage: evident <command> [options]')
  })

  it('answers an unknown command with one short error: the word, the likely command if any, and evident --help (exit 2)', async () => {
    const { env, cwd } = sandbox()
    const expected = {
      verfy: 'evident: unknown command "verfy"; did you mean `evident verify`?',
      valid: 'evident: unknown command "valid"; did you mean `evident validation`?',
      conduc: 'evident: unknown command "conduc"; did you mean `evident conduct`?',
      nope: 'evident: unknown command "nope"',
      '--frobnicate': 'evident: unknown command "--frobnicate"',
    }
    for (const [word, first] of Object.entries(expected)) {
      const ran = await cli([word], env, cwd)
      expect(ran, word).toEqual({
        code: 2,
        out: [],
        err: [`${first}\nRun \`evident --help\` for the list of commands.`],
      })
    }
  })

  it('answers --help, -h and help <command> for every command: usage, options, exit codes, an example', async () => {
    const { env, cwd } = sandbox()
    for (const c of COMMANDS) {
      const forms = [
        [...c.words, '--help'],
        [...c.words, '-h'],
        [...c.words, 'x', '--help'],
        ['help', ...c.words],
      ]
      for (const argv of forms) {
        const ran = await cli(argv, env, cwd)
        expect(ran.code, argv.join(' ')).toBe(0)
        expect(ran.err, argv.join(' ')).toEqual([])
        const text = ran.out.join('\n')
        expect(text).toMatch(
          new RegExp(`^${escape(name(c.words))}: ${escape(c.summary)}\n\nusage: ${escape(c.usage)}\n`),
        )
        for (const heading of ['options:', '-h, --help', 'exit codes:', 'example:']) expect(text).toContain(heading)
      }
      expect(c.examples.length, name(c.words)).toBeGreaterThan(0)
      for (const example of c.examples) expect(example).toContain(name(c.words))
      expect(c.exits.map(([code]) => code)).toContain(c.usageExit ?? 2)
    }
  })

  it('reports a usage error of any command in one style: what is wrong, the usage, where the help is', async () => {
    const { env, cwd } = sandbox()
    for (const c of COMMANDS) {
      const ran = await cli([...c.words, '--no-such-option'], env, cwd)
      expect(ran.code, name(c.words)).toBe(c.usageExit ?? 2)
      expect(ran.out, name(c.words)).toEqual([])
      expect(ran.err.join('\n'), name(c.words)).toMatch(
        new RegExp(
          `^${escape(name(c.words))}: .+\nusage: ${escape(c.usage)}\nRun \`${escape(name(c.words))} --help\` for the options and an example\\.$`,
        ),
      )
    }
  })

  it('prints the usage of a bare group on stderr (exit 2), on stdout with --help (exit 0), and names an unknown subcommand', async () => {
    const { env, cwd } = sandbox()
    const groups = [...new Set(COMMANDS.filter((c) => c.words.length > 1).map((c) => c.words[0] ?? ''))]
    expect(groups).toEqual(['validation', 'dod', 'findings', 'prove', 'attest', 'conduct', 'db'])
    // `evident attest` is a command itself (`attest verify` its one subcommand): alone, its own usage error.
    const attest = await cli(['attest'], env, cwd)
    expect(attest.code).toBe(2)
    expect(attest.err[0]).toMatch(
      /^evident attest: give --task ID or --range <base>\.\.<head>\nusage: evident attest \(/,
    )
    expect((await cli(['attest', 'verify', '--help'], env, cwd)).out.join('\n')).toContain(
      'usage: evident attest verify',
    )
    // So is `evident prove` (`prove merge` its one subcommand).
    const prove = await cli(['prove'], env, cwd)
    expect(prove.code).toBe(2)
    expect(prove.err[0]).toMatch(
      /^evident prove: name the range: evident prove <base>\.\.<head>\nusage: evident prove </,
    )
    expect((await cli(['prove', 'merge', '--help'], env, cwd)).out.join('\n')).toContain('usage: evident prove merge')
    for (const group of groups.filter((g) => g !== 'attest' && g !== 'prove')) {
      const members = COMMANDS.filter((c) => c.words[0] === group)
      const bare = await cli([group], env, cwd)
      expect(bare.code, group).toBe(2)
      expect(bare.err[0]).toMatch(new RegExp(`^evident ${group}: needs a subcommand\nusage: evident ${group} <`))
      for (const m of members) expect(bare.err.join('\n')).toContain(m.usage)
      const help = await cli([group, '--help'], env, cwd)
      expect(help.code, group).toBe(0)
      for (const m of members) expect(help.out.join('\n')).toContain(m.summary)
      const unknown = await cli([group, 'frobnicate'], env, cwd)
      expect(unknown.code, group).toBe(2)
      expect(unknown.err[0]).toMatch(new RegExp(`^evident ${group}: unknown subcommand "frobnicate"\n`))
    }
  })

  it('prints the version of package.json, which the plugin manifest carries too', async () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }
    const manifest = JSON.parse(readFileSync(join(REPO, '.claude-plugin', 'plugin.json'), 'utf8')) as {
      version: string
    }
    expect(manifest.version).toBe(pkg.version)
    const { env, cwd } = sandbox()
    for (const flag of ['--version', '-V', '-v'])
      expect(await cli([flag], env, cwd)).toEqual({ code: 0, out: [`evident ${pkg.version}`], err: [] })
    expect(version(tempDir())).toBeUndefined()
  })
})
