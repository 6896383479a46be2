import { statSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { projectRelative } from './stack-text.js'

/**
 * Where a JUnit testcase lives. Runners disagree: vitest puts the file path in `classname`, pytest puts
 * the dotted module (`tests.test_dates.TestGroup`) and, with `junit_family=xunit1`, the path in `file`;
 * surefire puts the Java class (`com.example.FooTest`). The file is the `file` attribute when present,
 * else `classname` when it names an existing file, else the longest dotted prefix of `classname` that
 * names an existing source file (also under the Maven/Gradle test roots), else `classname` itself. `rest`
 * is what remains of `classname` after the file (e.g. the class), so the full name stays
 * `TestGroup > test_raise` whichever way the runner spelled the file.
 */
export type FileExists = (projectRelativePath: string) => boolean

export interface LocatedFile {
  readonly file: string
  readonly rest: string
}

interface LocateContext {
  readonly roots: readonly string[]
  readonly fileExists: FileExists
}

const EXTENSIONS = [
  '.py',
  '.java',
  '.kt',
  '.scala',
  '.groovy',
  '.rb',
  '.cs',
  '.php',
  '.ts',
  '.js',
  '.mjs',
  '.go',
  '.rs',
]
const SOURCE_ROOTS = ['', 'src/test/java/', 'src/test/kotlin/', 'src/test/scala/']

export function locateTestFile(classname: string, fileAttr: string, context: LocateContext): LocatedFile {
  // `$` separates a Java nested class from its outer class.
  const segments = classname.split(/[.$]/).filter((s) => s !== '')
  if (fileAttr !== '') {
    const file = projectRelative(fileAttr, context.roots)
    const module = file
      .replace(/\.[^./]+$/, '')
      .split('/')
      .join('.')
    if (classname === file || projectRelative(classname, context.roots) === file) return { file, rest: '' }
    for (let k = segments.length; k > 0; k -= 1) {
      const prefix = segments.slice(0, k).join('.')
      if (module === prefix || module.endsWith(`.${prefix}`)) return { file, rest: segments.slice(k).join(' > ') }
    }
    return { file, rest: classname }
  }
  if (classname === '') return { file: '(unknown)', rest: '' }
  const asPath = projectRelative(classname, context.roots)
  if (context.fileExists(asPath)) return { file: asPath, rest: '' }
  for (let k = segments.length; k > 0; k -= 1) {
    const base = segments.slice(0, k).join('/')
    for (const dir of SOURCE_ROOTS) {
      for (const ext of EXTENSIONS) {
        const candidate = `${dir}${base}${ext}`
        if (context.fileExists(candidate)) return { file: candidate, rest: segments.slice(k).join(' > ') }
      }
    }
  }
  return { file: asPath, rest: '' }
}

/** A cached existence check for regular files inside `root` (anything escaping it does not exist). */
export function fileExistsUnder(root: string): FileExists {
  const cache = new Map<string, boolean>()
  return (path) => {
    const known = cache.get(path)
    if (known !== undefined) return known
    const absolute = resolve(root, path)
    const rel = relative(root, absolute)
    let exists = false
    if (rel !== '' && !/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel)) {
      try {
        exists = statSync(absolute).isFile()
      } catch {
        exists = false
      }
    }
    cache.set(path, exists)
    return exists
  }
}
