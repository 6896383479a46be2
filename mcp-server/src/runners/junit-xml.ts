import type { ErrorScope } from '../domain/vocabulary.js'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { testKey } from '../domain/test-names.js'
import type { TestFailure, TestOutcome, TestRef } from '../domain/run-report.js'
import { withMessageFrame } from './message-location.js'
import { failureSignature } from './signature.js'
import { parseStackText, projectRelative } from './stack-text.js'
import { locateTestFile, type FileExists } from './junit-files.js'

/**
 * JUnit XML → test outcomes and errors. The format has no formal standard; this reads what pytest,
 * vitest, jest-junit, go-junit-report, cargo2junit and Maven surefire write: `testsuites > testsuite
 * (nested) > testcase`, with `failure` / `error` / `skipped` children. Test identity: the file (the `file`
 * attribute, else derived from `classname`), the full name (what is left of `classname` after the
 * file, then `name`, joined with ` > `) and the ordinal among earlier testcases with that file and full name. A failed testcase that stands for a whole file (pytest's
 * collection error: empty classname; vitest's import or hook error: name equal to the file) is recorded
 * as a module or suite error, not as a test.
 */
export interface ParseContext {
  /** The project root and its realpath: frames and files inside it are made relative to it. */
  readonly roots: readonly string[]
  readonly fileExists: FileExists
}

export type ParsedJunit =
  | { readonly ok: true; readonly tests: readonly TestOutcome[]; readonly errors: readonly TestFailure[] }
  | { readonly ok: false; readonly problem: string }

type Attrs = Readonly<Record<string, unknown>>
interface XmlNode extends Attrs {
  readonly testsuite?: readonly XmlNode[]
  readonly testcase?: readonly XmlNode[]
  readonly failure?: readonly XmlNode[]
  readonly error?: readonly XmlNode[]
  readonly skipped?: readonly XmlNode[]
}

const LISTS = new Set(['testsuite', 'testcase', 'failure', 'error', 'skipped'])

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => LISTS.has(name),
})

export function parseJunitXml(text: string, context: ParseContext): ParsedJunit {
  if (text.trim() === '') return { ok: false, problem: 'the JUnit XML file is empty' }
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    return {
      ok: false,
      problem: `the JUnit XML is malformed or truncated (line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg})`,
    }
  }
  const doc = parser.parse(text) as Readonly<Record<string, unknown>>
  const root =
    doc['testsuites'] !== undefined
      ? asNode(doc['testsuites'])
      : doc['testsuite'] !== undefined
        ? { testsuite: doc['testsuite'] as readonly XmlNode[] }
        : undefined
  if (root === undefined) {
    return { ok: false, problem: 'the XML has no <testsuites> or <testsuite> root element: it is not a JUnit report' }
  }
  const tests: TestOutcome[] = []
  const errors: TestFailure[] = []
  const named = new Map<string, number>()
  const visit = (suite: XmlNode): void => {
    collectSuite(suite, context, tests, errors, named)
    for (const child of suite.testsuite ?? []) visit(asNode(child))
  }
  visit(root)
  return { ok: true, tests, errors }
}

/**
 * `named` counts the testcases seen so far per (file, full name), over the whole document: two testcases of one
 * name in one classname (a parametrized test whose runner repeats the name, a repeated title) get ordinals 0, 1.
 */
function collectSuite(
  suite: XmlNode,
  context: ParseContext,
  tests: TestOutcome[],
  errors: TestFailure[],
  named: Map<string, number>,
): void {
  const cases = (suite.testcase ?? []).map(asNode)
  for (const testcase of cases) {
    const problems = problemsOf(testcase)
    const scope = fileLevelScope(testcase, cases)
    if (problems.length > 0 && scope !== undefined) {
      const file = caseFile(testcase, context)
      for (const p of problems) errors.push(failureOf(p, scope, undefined, file, context))
      continue
    }
    const ref = identity(testcase, context, named)
    const status = problems.length > 0 ? 'failed' : (testcase.skipped ?? []).length > 0 ? 'skipped' : 'passed'
    const seconds = Number(str(testcase['time']))
    tests.push({
      ...ref,
      status,
      ...(Number.isFinite(seconds) && str(testcase['time']) !== '' ? { durationMs: seconds * 1000 } : {}),
    })
    for (const p of problems) errors.push(failureOf(p, 'test', ref, ref.file, context))
  }
  // Errors on the suite itself (some runners report a failing setup this way).
  const suiteProblems = problemsOf(suite)
  if (suiteProblems.length > 0) {
    const file = suiteFile(suite, context)
    for (const p of suiteProblems) errors.push(failureOf(p, 'suite', undefined, file, context))
  }
}

/** 'module' / 'suite' when the testcase stands for a whole file rather than one test. */
function fileLevelScope(testcase: XmlNode, siblings: readonly XmlNode[]): ErrorScope | undefined {
  const classname = str(testcase['classname'])
  const name = str(testcase['name'])
  if (classname === '') return 'module'
  if (name !== classname) return undefined
  return siblings.some((s) => s !== testcase && str(s['classname']) === classname) ? 'suite' : 'module'
}

function identity(testcase: XmlNode, context: ParseContext, named: Map<string, number>): TestRef {
  const name = str(testcase['name'])
  const located = locateTestFile(str(testcase['classname']), str(testcase['file']), context)
  const ref = { file: located.file, fullName: [located.rest, name].filter((part) => part !== '').join(' > ') }
  const key = testKey(ref)
  const ordinal = named.get(key) ?? 0
  named.set(key, ordinal + 1)
  return ordinal === 0 ? ref : { ...ref, ordinal }
}

function caseFile(testcase: XmlNode, context: ParseContext): string {
  const classname = str(testcase['classname'])
  return locateTestFile(classname === '' ? str(testcase['name']) : classname, str(testcase['file']), context).file
}

function suiteFile(suite: XmlNode, context: ParseContext): string | undefined {
  const file = str(suite['file'])
  const name = str(suite['name'])
  if (file === '' && name === '') return undefined
  return locateTestFile(name, file, context).file
}

const ERROR_NAME =
  /^(?:E\s+)?((?:[A-Za-z_][\w.]*)?(?:Error|Exception|Failure|Exit|Interrupt|Warning|Panic))(?::\s*(.*))?$/

interface Problem {
  readonly kind: 'failure' | 'error'
  readonly node: XmlNode
}

function problemsOf(node: XmlNode): readonly Problem[] {
  return [
    ...(node.failure ?? []).map((n) => ({ kind: 'failure' as const, node: asNode(n) })),
    ...(node.error ?? []).map((n) => ({ kind: 'error' as const, node: asNode(n) })),
  ]
}

/** An element as an object: fast-xml-parser gives a bare string for an element without attributes. */
function asNode(value: unknown): XmlNode {
  if (typeof value === 'string') return { '#text': value }
  return typeof value === 'object' && value !== null ? (value as XmlNode) : {}
}

function failureOf(
  { kind, node }: Problem,
  scope: ErrorScope,
  test: TestRef | undefined,
  file: string | undefined,
  context: ParseContext,
): TestFailure {
  const text = str(node['#text']).trim()
  const attrMessage = str(node['message']).trim()
  const type = str(node['type']).trim()
  const fromText = text
    .split(/\r?\n/)
    .map((l) => ERROR_NAME.exec(l.trim()))
    .filter((m) => m !== null)
    .at(-1)
  const fromAttr = ERROR_NAME.exec(attrMessage.split('\n')[0] ?? '')
  const name =
    (type !== '' && !type.includes(' ') ? type : undefined) ??
    fromAttr?.[1] ??
    fromText?.[1] ??
    (kind === 'error' ? 'Error' : 'Failure')
  let message = attrMessage.startsWith(`${name}: `) ? attrMessage.slice(name.length + 2) : attrMessage
  const detail = fromText?.[2]?.trim()
  if (message === '') message = detail ?? text.split('\n')[0] ?? ''
  else if (detail !== undefined && detail !== '' && !message.includes(detail)) message = `${message}: ${detail}`
  // A syntax or import error names its real location only in its text (its stack is the loader's).
  const frames = withMessageFrame(
    parseStackText(text, context.roots),
    { name, message: `${attrMessage}\n${text}` },
    context.roots,
  )
  const relFile = file === undefined ? undefined : projectRelative(file, context.roots)
  return {
    scope,
    name,
    message,
    frames,
    signature: failureSignature({ name, message, frames, file: relFile }),
    ...(test === undefined ? {} : { test }),
    ...(relFile === undefined ? {} : { file: relFile }),
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}
