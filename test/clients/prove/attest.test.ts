import { spawnSync } from 'node:child_process'
import { createHash, createPublicKey, generateKeyPairSync, verify, type KeyObject } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { attestCommands } from '../../../mcp-server/src/cli/attest.js'
import type { CliIo } from '../../../mcp-server/src/cli/types.js'
import {
  commitSubject,
  PROVE_PREDICATE,
  rangeStatement,
  signStatement,
  STATEMENT_TYPE,
  TDD_PREDICATE,
  type ProveFn,
  type Statement,
} from '../../../mcp-server/src/clients/prove/attest.js'
import { signEnvelope } from '../../../mcp-server/src/clients/prove/dsse.js'
import { PROVE_SCHEMA, type ProveResult, type Verdict } from '../../../mcp-server/src/clients/prove/types.js'
import { cli, type CliRun } from '../../support/cli-io.js'
import { tempDir } from '../../support/store.js'

function git(cwd: string, args: readonly string[]): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`)
  return run.stdout.trim()
}

interface Repo {
  readonly root: string
  readonly base: { readonly commit: string; readonly tree: string }
  readonly head: { readonly commit: string; readonly tree: string }
}

/** A real repository with two commits: base, and head adding a test and changing the code. */
function repo(): Repo {
  const root = tempDir('evident-attest-')
  git(root, ['init', '-q', '-b', 'main'])
  git(root, ['config', 'user.email', 't@example.com'])
  git(root, ['config', 'user.name', 'T'])
  mkdirSync(join(root, 'src'))
  writeFileSync(join(root, 'src', 'add.ts'), 'export const add = (a: number, b: number) => a - b\n')
  git(root, ['add', '.'])
  git(root, ['commit', '-q', '-m', 'base'])
  const base = { commit: git(root, ['rev-parse', 'HEAD']), tree: git(root, ['rev-parse', 'HEAD^{tree}']) }
  writeFileSync(join(root, 'src', 'add.ts'), 'export const add = (a: number, b: number) => a + b\n')
  writeFileSync(join(root, 'src', 'add.test.ts'), "it('adds', () => expect(add(1, 2)).toBe(3))\n")
  git(root, ['add', '.'])
  git(root, ['commit', '-q', '-m', 'head'])
  const head = { commit: git(root, ['rev-parse', 'HEAD']), tree: git(root, ['rev-parse', 'HEAD^{tree}']) }
  return { root, base, head }
}

/** A prove result of the repo's range, built by hand: one added test with `verdict`. */
function result(r: Repo, verdict: Verdict = 'proven', extra: Partial<ProveResult> = {}): ProveResult {
  return {
    schema: PROVE_SCHEMA,
    base: r.base,
    head: r.head,
    project: '',
    runner: 'default',
    testFiles: [{ path: 'src/add.test.ts', status: 'added' }],
    provenFiles: ['src/add.test.ts'],
    production: ['src/add.ts'],
    tests: [
      {
        file: 'src/add.test.ts',
        fullName: 'adds',
        ordinal: 0,
        kind: 'added',
        onHead: 'passed',
        onBase: verdict === 'proven' ? 'failed' : 'passed',
        verdict,
        detail: verdict === 'proven' ? 'fails on base, passes on head' : 'passes on base too',
      },
    ],
    notes: [],
    problems: [],
    places: ['temp-dir'],
    ms: 1234,
    ...extra,
  }
}

const KEYS = {
  ed25519: () => generateKeyPairSync('ed25519'),
  'ecdsa-p256': () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' }),
  rsa: () => generateKeyPairSync('rsa', { modulusLength: 2048 }),
} as const

interface KeyFiles {
  readonly key: string
  readonly pub: string
  readonly privateKey: KeyObject
  readonly publicKey: KeyObject
}

function keyFiles(make: () => { privateKey: KeyObject; publicKey: KeyObject }): KeyFiles {
  const dir = tempDir('evident-keys-')
  const { privateKey, publicKey } = make()
  const key = join(dir, 'key.pem')
  const pub = join(dir, 'key.pub')
  writeFileSync(key, privateKey.export({ type: 'pkcs8', format: 'pem' }))
  writeFileSync(pub, publicKey.export({ type: 'spki', format: 'pem' }))
  return { key, pub, privateKey, publicKey }
}

/** Runs one of the attest commands made with `prove` (the commands runCli holds cannot be given a prove yet). */
async function run(prove: ProveFn, argv: readonly string[], cwd: string): Promise<CliRun> {
  const commands = attestCommands(prove)
  const command = argv[0] === 'verify' ? commands[1] : commands[0]
  if (command === undefined) throw new Error('no attest command')
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { env: { EVIDENT_PROJECT_ROOT: cwd }, cwd, out: (l) => out.push(l), err: (l) => err.push(l) }
  const outcome = await command.run(argv[0] === 'verify' ? argv.slice(1) : argv, io)
  if (typeof outcome !== 'number') return { code: 2, out, err: [...err, outcome.usageError] }
  return { code: outcome, out, err }
}

const proving =
  (r: ProveResult): ProveFn =>
  () =>
    Promise.resolve(r)

/** The in-repo CLI (runCli), for what needs no prove: verify without --range-check. */
const verifyCli = (root: string, file: string, pub: string, more: readonly string[] = []) =>
  cli(['attest', 'verify', file, '--pub', pub, ...more], { EVIDENT_PROJECT_ROOT: root, HOME: root }, root)

const readEnvelope = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    payloadType: string
    payload: string
    signatures: { keyid: string; sig: string }[]
  }

describe('evident attest --range and attest verify', () => {
  for (const [type, make] of Object.entries(KEYS)) {
    it(`signs prove's result as an in-toto statement in a DSSE envelope and verifies it (${type})`, async () => {
      const r = repo()
      const keys = keyFiles(make)
      const out = join(r.root, 'change.intoto.json')
      const signed = await run(proving(result(r)), ['--range', 'main~1..main', '--key', keys.key, '--out', out], r.root)
      expect(signed.code, signed.err.join('\n')).toBe(0)
      expect(signed.out).toEqual([out])
      const envelope = readEnvelope(out)
      expect(envelope.payloadType).toBe('application/vnd.in-toto+json')
      const spki = keys.publicKey.export({ type: 'spki', format: 'der' })
      const keyid = createHash('sha256').update(spki).digest('hex')
      expect(envelope.signatures.map((s) => s.keyid)).toEqual([keyid])
      // The signature is over DSSE's PAE, checked here with node:crypto directly, not through evident's code.
      const body = Buffer.from(envelope.payload, 'base64')
      const pae = Buffer.concat([Buffer.from(`DSSEv1 28 application/vnd.in-toto+json ${body.length} `), body])
      const sig = Buffer.from(envelope.signatures[0]?.sig ?? '', 'base64')
      expect(verify(type === 'ed25519' ? null : 'sha256', pae, keys.publicKey, sig)).toBe(true)
      expect(JSON.parse(body.toString('utf8'))).toEqual({
        _type: 'https://in-toto.io/Statement/v1',
        subject: [
          { name: `git+commit:${r.head.commit}`, digest: { gitCommit: r.head.commit, gitTree: r.head.tree } },
          { name: `git+commit:${r.base.commit}`, digest: { gitCommit: r.base.commit, gitTree: r.base.tree } },
        ],
        predicateType: 'https://evident.dev/attestation/prove/v1',
        predicate: result(r),
      })
      expect(signed.err).toEqual([
        `evident attest: signed ${PROVE_PREDICATE} of git+commit:${r.head.commit}, git+commit:${r.base.commit} with key ${keyid}`,
      ])

      const verified = await verifyCli(r.root, out, keys.pub)
      expect(verified).toEqual({
        code: 0,
        out: [
          `verified: ${PROVE_PREDICATE} of git+commit:${r.head.commit}, git+commit:${r.base.commit}, signed by ${keyid}`,
        ],
        err: [],
      })
      // A fresh prove that differs only in durations and places agrees.
      const again = result(r, 'proven', { ms: 99, places: ['project-path'] })
      const ranged = await run(proving(again), ['verify', out, '--pub', keys.pub, '--range-check'], r.root)
      expect(ranged.code, ranged.err.join('\n')).toBe(0)
      expect(ranged.out[0]).toMatch(/; prove agrees on every test$/)
    })
  }

  it('prints the envelope on stdout without --out, and refuses a file it cannot write (exit 1)', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const printed = await run(proving(result(r)), ['--range', 'main~1..main', '--key', keys.key], r.root)
    expect(printed.code).toBe(0)
    expect(JSON.parse(printed.out[0] ?? '')).toMatchObject({ payloadType: 'application/vnd.in-toto+json' })
    const blocked = await run(
      proving(result(r)),
      ['--range', 'main~1..main', '--key', keys.key, '--out', join(r.root, 'no-dir', 'a.json')],
      r.root,
    )
    expect(blocked.code).toBe(1)
    expect(blocked.err[0]).toMatch(/^evident attest: cannot write .*no-dir\/a\.json \(ENOENT.*\); pass another --out/)
  })

  it('refuses a tampered payload and a wrong key, each with its reason (exit 1)', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const other = keyFiles(KEYS.ed25519)
    const out = join(r.root, 'a.json')
    expect((await run(proving(result(r)), ['--range', 'a..b', '--key', keys.key, '--out', out], r.root)).code).toBe(0)
    const envelope = readEnvelope(out)
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as Statement
    const forged = { ...statement, predicate: result(r, 'does-not-detect') }
    const tampered = join(r.root, 'tampered.json')
    writeFileSync(
      tampered,
      JSON.stringify({ ...envelope, payload: Buffer.from(JSON.stringify(forged)).toString('base64') }),
    )
    const keyid = readEnvelope(out).signatures[0]?.keyid ?? ''
    expect(await verifyCli(r.root, tampered, keys.pub)).toEqual({
      code: 1,
      out: [],
      err: [
        `evident attest verify: signature: the signature by key ${keyid} does not verify: the payload, its type or the signature was changed after signing`,
      ],
    })
    const wrong = await verifyCli(r.root, out, other.pub)
    expect(wrong.code).toBe(1)
    expect(wrong.err).toEqual([
      expect.stringMatching(
        new RegExp(
          `^evident attest verify: signature: the envelope is not signed by the key [0-9a-f]{64} \\(--pub\\); its signatures are by ${keyid}$`,
        ),
      ),
    ])
  })

  it("refuses a swapped subject digest, a commit not in the repository, and subjects that are not the result's", async () => {
    const r = repo()
    const keys = keyFiles(KEYS['ecdsa-p256'])
    const write = (name: string, statement: Statement) => {
      const file = join(r.root, name)
      writeFileSync(file, JSON.stringify(signStatement(statement, keys.privateKey)))
      return file
    }
    const honest = rangeStatement(result(r))
    const swapped = write('swapped.json', {
      ...honest,
      subject: [commitSubject(r.head.commit, r.base.tree), commitSubject(r.base.commit, r.base.tree)],
    })
    const ran = await verifyCli(r.root, swapped, keys.pub)
    expect(ran.code).toBe(1)
    expect(ran.err).toEqual([
      `evident attest verify: subject git+commit:${r.head.commit}: the statement says tree ${r.base.tree}, the commit's tree here is ${r.head.tree}`,
      `evident attest verify: subject git+commit:${r.head.commit}: the prove result's head tree is ${r.head.tree}, the subject says ${r.base.tree}`,
    ])
    const ghost = 'f'.repeat(40)
    const missing = write('missing.json', {
      ...honest,
      subject: [commitSubject(ghost, r.head.tree), ...honest.subject],
    })
    expect((await verifyCli(r.root, missing, keys.pub)).err).toEqual([
      `evident attest verify: subject git+commit:${ghost}: no commit ${ghost} in this repository`,
    ])
    const misnamed = write('misnamed.json', {
      ...honest,
      subject: [{ name: `git+commit:${r.base.commit}`, digest: { gitCommit: r.head.commit } }],
    })
    expect((await verifyCli(r.root, misnamed, keys.pub)).err).toEqual([
      `evident attest verify: subject git+commit:${r.base.commit}: its name does not match its gitCommit digest ${r.head.commit}`,
      `evident attest verify: subject git+commit:${r.base.commit}: the prove result's head tree is ${r.head.tree}, the subject says none`,
      `evident attest verify: subject: the prove result's base ${r.base.commit} is not a subject of the statement`,
    ])
    const option = write('option.json', {
      ...honest,
      subject: [{ name: 'x', digest: { gitCommit: '--output=/tmp/x' } }],
    })
    expect((await verifyCli(r.root, option, keys.pub)).err).toEqual([
      'evident attest verify: subject x: gitCommit "--output=/tmp/x" is not a commit id',
      `evident attest verify: subject: the prove result's head ${r.head.commit} is not a subject of the statement`,
      `evident attest verify: subject: the prove result's base ${r.base.commit} is not a subject of the statement`,
    ])
  })

  it('refuses envelopes and statements that are not what attest writes', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.rsa)
    const cases: [string, unknown, string][] = [
      ['not-dsse.json', { payload: 'x' }, 'envelope: not a DSSE envelope (payloadType: '],
      [
        'other-type.json',
        signEnvelope('text/plain', Buffer.from('{}'), keys.privateKey),
        'envelope: payloadType is text/plain, not application/vnd.in-toto+json',
      ],
      [
        'not-json.json',
        signEnvelope('application/vnd.in-toto+json', Buffer.from('not json'), keys.privateKey),
        'statement: the payload is not JSON',
      ],
      [
        'not-statement.json',
        signEnvelope('application/vnd.in-toto+json', Buffer.from('{"_type":"x"}'), keys.privateKey),
        'statement: not an in-toto Statement v1 (_type: ',
      ],
      [
        'not-prove.json',
        signStatement({ ...rangeStatement(result(r)), predicate: { verdict: 'proven' } }, keys.privateKey),
        'predicate: not an evident prove result (',
      ],
    ]
    for (const [name, envelope, reason] of cases) {
      writeFileSync(join(r.root, name), JSON.stringify(envelope))
      const ran = await verifyCli(r.root, join(r.root, name), keys.pub)
      expect(ran.code, name).toBe(1)
      expect(ran.err, name).toEqual([expect.stringContaining(`evident attest verify: ${reason}`)])
    }
  })

  it('refuses a statement whose verdicts a fresh prove of the range does not give, naming each test', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const out = join(r.root, 'a.json')
    expect((await run(proving(result(r)), ['--range', 'a..b', '--key', keys.key, '--out', out], r.root)).code).toBe(0)
    const prove = (fresh: ProveResult) =>
      run(proving(fresh), ['verify', out, '--pub', keys.pub, '--range-check'], r.root)
    expect(await prove(result(r, 'does-not-detect'))).toEqual({
      code: 1,
      out: [],
      err: [
        'evident attest verify: range check: src/add.test.ts > adds (added): attested proven, prove now says does-not-detect',
      ],
    })
    const other = result(r).tests.map((t) => ({ ...t, fullName: 'adds twice', ordinal: 1 }))
    expect((await prove(result(r, 'proven', { tests: other }))).err).toEqual([
      'evident attest verify: range check: src/add.test.ts > adds (added): attested proven, prove now does not find this test',
      'evident attest verify: range check: src/add.test.ts > adds twice [#2] (added): prove now says proven, the attestation does not list this test',
    ])
    // The range verify asked prove for is the attested one, by commit.
    let asked = ''
    const spy: ProveFn = (o) => {
      asked = `${o.cwd} ${o.range}`
      return Promise.resolve(result(r))
    }
    expect((await run(spy, ['verify', out, '--pub', keys.pub, '--range-check'], r.root)).code).toBe(0)
    expect(asked).toBe(`${r.root} ${r.base.commit}..${r.head.commit}`)
  })

  it('a shard’s attestation is re-proven as that shard, with the same runner: its files and tests must be the same', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const shard = result(r, 'proven', { shard: { index: 1, count: 2 } })
    const file = join(r.root, 'shard.json')
    writeFileSync(file, JSON.stringify(signStatement(rangeStatement(shard), keys.privateKey)))
    const [added] = result(r).tests
    if (added === undefined) throw new Error('no test')
    const mine = { ...added, fullName: 'adds more' }
    const asked: unknown[] = []
    const fresh = result(r, 'proven', { shard: shard.shard, tests: [...result(r).tests, mine] })
    const prove: ProveFn = (options) => {
      asked.push({ shard: options.shard, runner: options.runner })
      return Promise.resolve(fresh)
    }
    expect((await run(prove, ['verify', file, '--pub', keys.pub, '--range-check'], r.root)).err).toEqual([
      'evident attest verify: range check: src/add.test.ts > adds more (added): prove now says proven, the attestation does not list this test',
    ])
    expect(asked).toEqual([{ shard: { index: 1, count: 2 }, runner: 'default' }])
    // A "shard" that claims none of the files it would prove is refused, whatever its tests say.
    const empty = result(r, 'proven', { shard: shard.shard, provenFiles: [], tests: [] })
    writeFileSync(file, JSON.stringify(signStatement(rangeStatement(empty), keys.privateKey)))
    const refused = await run(proving(fresh), ['verify', file, '--pub', keys.pub, '--range-check'], r.root)
    expect(refused.code).toBe(1)
    expect(refused.err[0]).toMatch(/the attestation proved the files \[\], prove now proves \["src\/add.test.ts"\]/)
  })

  it('says when a check could not run (exit 2): no repository, prove failing, a task attestation range-checked', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const out = join(r.root, 'a.json')
    expect((await run(proving(result(r)), ['--range', 'a..b', '--key', keys.key, '--out', out], r.root)).code).toBe(0)
    const outside = tempDir('evident-no-repo-')
    const norepo = await verifyCli(outside, out, keys.pub)
    expect(norepo.code).toBe(2)
    expect(norepo.err[0]).toMatch(/^evident attest verify: .* is not inside a git repository \(.*\): verify checks/)
    const broken = await run(
      proving(result(r, 'proven', { problems: ['vitest did not start'] })),
      ['verify', out, '--pub', keys.pub, '--range-check'],
      r.root,
    )
    expect(broken).toEqual({
      code: 2,
      out: [],
      err: [
        `evident attest verify: range check: prove could not run on ${r.base.commit}..${r.head.commit}: vitest did not start`,
      ],
    })
    // The CLI as built, with the real prove: this repository has no vitest, so the check could not run — never a pass.
    const unbuilt = await verifyCli(r.root, out, keys.pub, ['--range-check'])
    expect(unbuilt.code).toBe(2)
    expect(unbuilt.err).toEqual([
      expect.stringMatching(
        new RegExp(
          `^evident attest verify: range check: prove could not run on ${r.base.commit}\\.\\.${r.head.commit}: .*vitest is not installed`,
        ),
      ),
    ])
    const task: Statement = {
      _type: STATEMENT_TYPE,
      subject: [commitSubject(r.head.commit, r.head.tree)],
      predicateType: TDD_PREDICATE,
      predicate: {},
    }
    const taskFile = join(r.root, 'task.json')
    writeFileSync(taskFile, JSON.stringify(signStatement(task, keys.privateKey)))
    expect(await verifyCli(r.root, taskFile, keys.pub, ['--range-check'])).toEqual({
      code: 2,
      out: [],
      err: [`evident attest verify: --range-check checks prove attestations; this one is ${TDD_PREDICATE}`],
    })
  })

  it('signs nothing when prove could not prove the range (exit 2)', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const out = join(r.root, 'a.json')
    const problems = await run(
      proving(result(r, 'proven', { problems: ['runner timed out'] })),
      ['--range', 'a..b', '--key', keys.key, '--out', out],
      r.root,
    )
    expect(problems).toEqual({
      code: 2,
      out: [],
      err: ['evident attest: prove could not prove a..b, nothing signed: runner timed out'],
    })
    const unbuilt = await cli(['attest', '--range', 'a..b', '--key', keys.key, '--out', out], { HOME: r.root }, r.root)
    expect(unbuilt).toEqual({
      code: 2,
      out: [],
      err: [`evident attest: prove could not run on a..b, nothing signed (a names no commit of ${r.root})`],
    })
    expect(existsSync(out)).toBe(false)
  })

  it('refuses bad arguments and keys it cannot use, saying what to pass (exit 2)', async () => {
    const r = repo()
    const keys = keyFiles(KEYS.ed25519)
    const dir = tempDir('evident-badkeys-')
    const p384 = join(dir, 'p384.pem')
    writeFileSync(
      p384,
      generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    )
    const x25519 = join(dir, 'x25519.pem')
    writeFileSync(x25519, generateKeyPairSync('x25519').privateKey.export({ type: 'pkcs8', format: 'pem' }))
    const junk = join(dir, 'junk.pem')
    writeFileSync(junk, 'not a key')
    const env = { HOME: r.root, EVIDENT_PROJECT_ROOT: r.root }
    const usage: [readonly string[], RegExp][] = [
      [['attest', '--key', keys.key], /give --task ID or --range/],
      [['attest', '--task', '1', '--range', 'a..b', '--key', keys.key], /give --task ID or --range/],
      [['attest', '--task', '1'], /--key is required/],
      [['attest', '--task', 'x', '--key', keys.key], /--task takes a positive whole number \(got x\)/],
      [
        ['attest', '--range', 'main', '--key', keys.key],
        /--range takes <base>\.\.<head>, e\.g\. main\.\.HEAD \(got main\)/,
      ],
      [['attest', '--range', 'a..-x', '--key', keys.key], /--range takes <base>\.\.<head>/],
      [['attest', 'stray', '--task', '1', '--key', keys.key], /Unexpected argument 'stray'/],
      [['attest', 'verify', '--pub', keys.pub], /give exactly one envelope file/],
      [['attest', 'verify', 'a.json', 'b.json', '--pub', keys.pub], /give exactly one envelope file/],
      [['attest', 'verify', 'a.json'], /--pub is required/],
      [['attest', 'verify', 'a.json', '--pub', keys.pub, '--nope'], /Unknown option '--nope'/],
    ]
    for (const [argv, message] of usage) {
      const ran = await cli(argv, env, r.root)
      expect(ran.code, argv.join(' ')).toBe(2)
      expect(ran.err.join('\n'), argv.join(' ')).toMatch(message)
      expect(ran.err.join('\n'), argv.join(' ')).toMatch(/\nusage: evident attest /)
    }
    const bad: [readonly string[], RegExp][] = [
      [['attest', '--task', '1', '--key', join(dir, 'none.pem')], /^evident attest: cannot read .*none\.pem \(ENOENT/],
      [['attest', '--task', '1', '--key', junk], /^evident attest: .*junk\.pem is not an unencrypted PEM private key/],
      [
        ['attest', '--task', '1', '--key', p384],
        /is an ECDSA key on secp384r1: only P-256 \(prime256v1\) is accepted: generate one with: openssl ecparam/,
      ],
      [
        ['attest', '--task', '1', '--key', x25519],
        /is a x25519 key: attestations are signed with Ed25519, ECDSA P-256 or RSA: pass a key/,
      ],
      [['attest', 'verify', 'a.json', '--pub', junk], /^evident attest verify: .*junk\.pem is not a PEM public key/],
      [
        ['attest', 'verify', join(dir, 'none.json'), '--pub', keys.pub],
        /^evident attest verify: cannot read .*none\.json as JSON/,
      ],
    ]
    for (const [argv, message] of bad) {
      const ran = await cli(argv, env, r.root)
      expect(ran, argv.join(' ')).toEqual({ code: 2, out: [], err: [expect.stringMatching(message)] })
    }
    // A private key's PEM gives its public key: verify takes either.
    const out = join(r.root, 'a.json')
    expect((await run(proving(result(r)), ['--range', 'a..b', '--key', keys.key, '--out', out], r.root)).code).toBe(0)
    expect((await verifyCli(r.root, out, keys.key)).code).toBe(0)
    expect(createPublicKey(readFileSync(keys.key, 'utf8')).equals(keys.publicKey)).toBe(true)
  })
})
