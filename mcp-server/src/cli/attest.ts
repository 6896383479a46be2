import type { KeyObject } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  PROVE_PREDICATE,
  rangeStatement,
  signStatement,
  verifyAttestation,
  type ProveFn,
  type Statement,
} from '../clients/prove/attest.js'
import { taskStatement } from '../clients/prove/attest-task.js'
import { keyIdOf, privateKeyOf, publicKeyOf } from '../clients/prove/dsse.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { resolveProjectRoot } from '../kernel/paths.js'
import { withExistingStore } from './existing-store.js'
import { usageError, type CliIo, type Command } from './types.js'

/**
 * `evident attest` and `evident attest verify` (docs/attest.md): what evident found, signed with the user's key as an
 * in-toto statement in a DSSE envelope (clients/prove/attest.ts), and checked again anywhere. Both take `prove` as a
 * parameter: `attest --range` signs what it finds, `verify --range-check` compares what it finds now.
 */
export function attestCommands(prove: ProveFn): readonly Command[] {
  return [attestCommand(prove), attestVerifyCommand(prove)]
}

/** A key file read and parsed, or why not (a usage problem: exit 2). */
function readKey(path: string, cwd: string, parse: (pem: string, what: string) => KeyObject): KeyObject | string {
  const full = resolve(cwd, path)
  let pem: string
  try {
    pem = readFileSync(full, 'utf8')
  } catch (error) {
    return `cannot read ${full} (${errorMessage(error)})`
  }
  try {
    return parse(pem, full)
  } catch (error) {
    return error instanceof EvidentError && error.hint !== undefined
      ? `${error.message}: ${error.hint}`
      : errorMessage(error)
  }
}

/** A range `<base>..<head>`, both ends given (prove itself resolves them). */
function isRange(range: string): boolean {
  const ends = range.split('..')
  return ends.length === 2 && ends.every((e) => e !== '' && !e.startsWith('-'))
}

function attestCommand(prove: ProveFn): Command {
  return {
    words: ['attest'],
    usage: 'evident attest (--task ID | --range <base>..<head>) --key PEM [--out FILE]',
    summary:
      "sign what evident found — a TDD task's evidence, or prove's verdicts on a range — as an in-toto statement in a DSSE envelope (`evident attest verify` checks one)",
    options: [
      [
        '--task ID',
        "a TDD task's evidence from the store: its behaviors' red tests, red and green runs, closing proofs, seal",
      ],
      ['--range <base>..<head>', 'run `evident prove` on the range and sign its result'],
      ['--key PEM', 'your private key (PEM, unencrypted): Ed25519, ECDSA P-256 or RSA'],
      ['--out FILE', 'write the envelope here and print its path; default: print the envelope on stdout'],
    ],
    exits: [
      [0, 'signed: the envelope on stdout, or its path'],
      [1, 'no database, no such task, or the file cannot be written'],
      [2, 'usage error, a key that cannot be used, or prove could not run on the range'],
    ],
    examples: [
      'evident attest --task 3 --key ~/.config/evident/key.pem --out task-3.intoto.json',
      'evident attest --range main..HEAD --key key.pem > change.intoto.json',
    ],
    async run(args, io) {
      let values
      try {
        ;({ values } = parseArgs({
          args: [...args],
          options: {
            task: { type: 'string' },
            range: { type: 'string' },
            key: { type: 'string' },
            out: { type: 'string' },
          },
          strict: true,
          allowPositionals: false,
        }))
      } catch (error) {
        return usageError(errorMessage(error))
      }
      if ((values.task === undefined) === (values.range === undefined))
        return usageError('give --task ID or --range <base>..<head>')
      if (values.key === undefined) return usageError('--key is required: the PEM private key to sign with')
      const taskId = values.task === undefined ? undefined : Number(values.task)
      if (taskId !== undefined && (!Number.isInteger(taskId) || taskId <= 0))
        return usageError(`--task takes a positive whole number (got ${values.task})`)
      if (values.range !== undefined && !isRange(values.range))
        return usageError(`--range takes <base>..<head>, e.g. main..HEAD (got ${values.range})`)
      const key = readKey(values.key, io.cwd, privateKeyOf)
      if (typeof key === 'string') {
        io.err(`evident attest: ${key}`)
        return 2
      }
      const out = values.out === undefined ? undefined : resolve(io.cwd, values.out)
      if (taskId !== undefined)
        return withExistingStore(io, 1, async (store, location) =>
          emit(io, await taskStatement(store.db, location.projectRoot, taskId), key, out),
        )
      const range = values.range ?? ''
      let result
      try {
        result = await prove({ cwd: resolveProjectRoot(io.env, io.cwd), range })
      } catch (error) {
        io.err(`evident attest: prove could not run on ${range}, nothing signed (${errorMessage(error)})`)
        return 2
      }
      if (result.problems.length > 0) {
        io.err(`evident attest: prove could not prove ${range}, nothing signed: ${result.problems.join('; ')}`)
        return 2
      }
      return emit(io, rangeStatement(result), key, out)
    },
  }
}

/** Signs the statement and writes the envelope (stdout, or `out` and its path). */
function emit(io: CliIo, statement: Statement, key: KeyObject, out: string | undefined): number {
  const text = JSON.stringify(signStatement(statement, key))
  if (out === undefined) io.out(text)
  else {
    try {
      writeFileSync(out, `${text}\n`)
    } catch (error) {
      io.err(`evident attest: cannot write ${out} (${errorMessage(error)}); pass another --out, or none for stdout`)
      return 1
    }
    io.out(out)
  }
  io.err(
    `evident attest: signed ${statement.predicateType} of ${statement.subject.map((s) => s.name).join(', ')} with key ${keyIdOf(key)}`,
  )
  return 0
}

function attestVerifyCommand(prove: ProveFn): Command {
  return {
    words: ['attest', 'verify'],
    usage: 'evident attest verify <envelope> --pub PEM [--range-check]',
    summary:
      "check an attestation: the signature by your key, its commits in this repository with their trees, and (--range-check) prove's verdicts now",
    options: [
      ['<envelope>', 'the DSSE envelope `evident attest` wrote'],
      ['--pub PEM', 'the public key it must be signed by (a private key PEM works too)'],
      [
        '--range-check',
        'a prove attestation: run `evident prove` on its range now; every test must get the same verdict',
      ],
    ],
    exits: [
      [0, 'verified'],
      [1, 'a check failed: one line per failure on stderr'],
      [2, 'usage error, an unreadable envelope or key, not a git repository, or prove could not run'],
    ],
    examples: [
      'evident attest verify change.intoto.json --pub key.pub',
      'evident attest verify change.intoto.json --pub key.pub --range-check',
    ],
    async run(args, io) {
      let parsed
      try {
        parsed = parseArgs({
          args: [...args],
          options: { pub: { type: 'string' }, 'range-check': { type: 'boolean' } },
          strict: true,
          allowPositionals: true,
        })
      } catch (error) {
        return usageError(errorMessage(error))
      }
      const [file, ...extra] = parsed.positionals
      if (file === undefined || extra.length > 0) return usageError('give exactly one envelope file')
      if (parsed.values.pub === undefined) return usageError('--pub is required: the PEM public key to verify with')
      const key = readKey(parsed.values.pub, io.cwd, publicKeyOf)
      if (typeof key === 'string') {
        io.err(`evident attest verify: ${key}`)
        return 2
      }
      const path = resolve(io.cwd, file)
      let raw: unknown
      try {
        raw = JSON.parse(readFileSync(path, 'utf8'))
      } catch (error) {
        io.err(`evident attest verify: cannot read ${path} as JSON (${errorMessage(error)})`)
        return 2
      }
      const root = resolveProjectRoot(io.env, io.cwd)
      const checked = await verifyAttestation(raw, key, {
        root,
        rangeCheck: parsed.values['range-check'] === true,
        prove,
      })
      for (const line of checked.failures) io.err(`evident attest verify: ${line}`)
      if (checked.unable !== undefined) {
        io.err(`evident attest verify: ${checked.unable}`)
        return 2
      }
      if (checked.failures.length > 0) return 1
      const s = checked.statement
      const what = s === undefined ? '' : ` ${s.predicateType} of ${s.subject.map((x) => x.name).join(', ')}`
      const ranged = parsed.values['range-check'] === true && s?.predicateType === PROVE_PREDICATE
      io.out(`verified:${what}, signed by ${keyIdOf(key)}${ranged ? '; prove agrees on every test' : ''}`)
      return 0
    },
  }
}
