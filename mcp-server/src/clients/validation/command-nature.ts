/**
 * What a documented command checks, from its argument array alone: `lint`, `test`, `typecheck`, `format` (a check
 * that does not rewrite), or `check` (a project's aggregate check target). undefined for anything else — installs,
 * builds, dev servers, `git`, `cd`. A declarative table: one row per program.
 */
export type Nature = 'lint' | 'test' | 'typecheck' | 'format' | 'check'

/** Script / target names (npm-style scripts, make and just targets) and what they check. */
const NAMED: readonly (readonly [RegExp, Nature])[] = [
  [/^(typecheck|type-check|types|check-types|check:types|tsc)(:[\w.-]+)?$/, 'typecheck'],
  [/^lint(:[\w.-]+)?$/, 'lint'],
  [/^(format:check|fmt:check|check-format|format-check|fmt-check|check:format|prettier:check)$/, 'format'],
  [/^tests?(:[\w.-]+)?$/, 'test'],
  [/^check$/, 'check'],
]

/** Names that look like a nature but are not a one-shot check. */
const NOT_A_CHECK = /(watch|dev|serve|start|fix|write|update)/

function natureOfName(name: string): Nature | undefined {
  if (NOT_A_CHECK.test(name)) return undefined
  return NAMED.find(([pattern]) => pattern.test(name))?.[1]
}

const has = (args: readonly string[], ...flags: readonly string[]): boolean => args.some((a) => flags.includes(a))
const firstOperand = (args: readonly string[]): string | undefined => args.find((a) => !a.startsWith('-'))

type Rule = (args: readonly string[]) => Nature | undefined

const packageManager =
  (own: Readonly<Record<string, Nature>>): Rule =>
  (args) => {
    const [sub, script] = args
    if (sub === undefined) return undefined
    if (sub === 'run' || sub === 'run-script') return script === undefined ? undefined : natureOfName(script)
    if (sub === 'exec' || sub === 'dlx') return classifyCommand(args.slice(1))
    return own[sub] ?? natureOfName(sub) ?? (sub === 'test' ? 'test' : undefined)
  }

const wrapper =
  (sub: string): Rule =>
  (args) =>
    args[0] === sub ? classifyCommand(args.slice(1)) : undefined

const PROGRAMS: Readonly<Record<string, Rule>> = {
  npm: packageManager({ t: 'test', tst: 'test' }),
  pnpm: packageManager({}),
  yarn: (args) => packageManager({})(args) ?? classifyCommand(args),
  bun: packageManager({}),
  npx: (args) =>
    classifyCommand(
      args.slice(
        Math.max(
          args.findIndex((a) => !a.startsWith('-')),
          0,
        ),
      ),
    ),
  pnpx: (args) => classifyCommand(args),
  bunx: (args) => classifyCommand(args),
  make: (args) => {
    const target = firstOperand(args)
    return target === undefined ? undefined : natureOfName(target)
  },
  just: (args) => {
    const recipe = firstOperand(args)
    return recipe === undefined ? undefined : natureOfName(recipe)
  },
  cargo: (args) => {
    const sub = firstOperand(args)
    if (sub === 'fmt') return has(args, '--check') ? 'format' : undefined
    return sub === 'test' || sub === 'nextest'
      ? 'test'
      : sub === 'clippy'
        ? 'lint'
        : sub === 'check'
          ? 'typecheck'
          : undefined
  },
  go: (args) => (args[0] === 'test' ? 'test' : args[0] === 'vet' ? 'lint' : undefined),
  'golangci-lint': (args) => (args[0] === 'run' ? 'lint' : undefined),
  python: (args) => (args[0] === '-m' ? classifyCommand(args.slice(1)) : undefined),
  python3: (args) => (args[0] === '-m' ? classifyCommand(args.slice(1)) : undefined),
  uv: wrapper('run'),
  poetry: wrapper('run'),
  pipenv: wrapper('run'),
  hatch: wrapper('run'),
  pdm: wrapper('run'),
  bundle: wrapper('exec'),
  pytest: () => 'test',
  'py.test': () => 'test',
  unittest: () => 'test',
  tox: () => 'test',
  nox: () => 'test',
  mypy: () => 'typecheck',
  pyright: () => 'typecheck',
  flake8: () => 'lint',
  pylint: () => 'lint',
  ruff: (args) => {
    if (args[0] === 'format') return has(args, '--check') ? 'format' : undefined
    return args[0] === 'check' || args[0] === undefined || args[0] === '.' ? 'lint' : undefined
  },
  black: (args) => (has(args, '--check') ? 'format' : undefined),
  isort: (args) => (has(args, '--check', '--check-only', '-c') ? 'format' : undefined),
  eslint: () => 'lint',
  biome: (args) => (args[0] === 'lint' || args[0] === 'check' || args[0] === 'ci' ? 'lint' : undefined),
  tsc: (args) => (has(args, '--noEmit') ? 'typecheck' : undefined),
  'vue-tsc': (args) => (has(args, '--noEmit') ? 'typecheck' : undefined),
  prettier: (args) => (has(args, '--check', '-c') ? 'format' : undefined),
  vitest: (args) => (args[0] === undefined || args[0] === 'run' || args[0].startsWith('-') ? 'test' : undefined),
  jest: () => 'test',
  mocha: () => 'test',
  rspec: () => 'test',
  rubocop: () => 'lint',
  dotnet: (args) => (args[0] === 'test' ? 'test' : undefined),
  gradle: (args) => (has(args, 'test') ? 'test' : has(args, 'check') ? 'check' : undefined),
  './gradlew': (args) => (has(args, 'test') ? 'test' : has(args, 'check') ? 'check' : undefined),
  mvn: (args) => (has(args, 'test') ? 'test' : has(args, 'verify') ? 'check' : undefined),
}

/** The nature of a command given as an argument array; undefined when it is not a validation command. */
export function classifyCommand(argv: readonly string[]): Nature | undefined {
  const [program, ...args] = argv
  if (program === undefined) return undefined
  return Object.hasOwn(PROGRAMS, program) ? PROGRAMS[program]?.(args) : undefined
}
