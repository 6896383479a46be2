import { realpathSync, statSync } from 'node:fs'
import { relative, sep } from 'node:path'
import { globSync, isDynamicPattern } from 'tinyglobby'
import { badInput } from '../kernel/errors.js'
import { containedPath } from './contained.js'

/**
 * The project-relative POSIX paths of the test files a run is limited to. Each entry is a path or a glob,
 * relative to the project root: `..`, absolute paths and symlinks that leave the root are refused; a glob
 * is expanded inside the root only (dot files and node_modules excluded) and each match is checked the
 * same way. A path that does not exist, or a glob that matches nothing, is bad input.
 */
export const FILES_MAX = 200

export function selectTestFiles(projectRoot: string, entries: readonly string[]): readonly string[] {
  const selected = new Set<string>()
  for (const entry of entries) {
    if (isDynamicPattern(entry)) {
      if (entry.startsWith('/') || entry.split(/[\\/]/).includes('..')) {
        throw badInput(
          `the file pattern "${entry}" reaches outside the project root`,
          'give a pattern relative to the project root, without ..',
        )
      }
      const matches = globSync(entry, {
        cwd: projectRoot,
        onlyFiles: true,
        followSymbolicLinks: false,
        ignore: ['**/node_modules/**'],
        expandDirectories: false,
      })
      if (matches.length === 0)
        throw badInput(
          `the file pattern "${entry}" matches no file in the project`,
          'give existing test files, relative to the project root',
        )
      for (const match of matches) selected.add(checked(projectRoot, match))
    } else {
      selected.add(checked(projectRoot, entry))
    }
    if (selected.size > FILES_MAX)
      throw badInput(`more than ${FILES_MAX} files selected`, 'omit files to run the whole suite, or select fewer')
  }
  return [...selected]
}

function checked(projectRoot: string, path: string): string {
  const absolute = containedPath(projectRoot, path, 'test file')
  if (!isFile(absolute))
    throw badInput(
      `no test file "${path}" in the project`,
      'give existing test files, relative to the project root (or omit files to run the whole suite)',
    )
  return relative(realpathSync(projectRoot), absolute).split(sep).join('/')
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
