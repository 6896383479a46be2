import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Which files are beans, cheaply (every hook of a Bash command asks): the VDD Done gate measures every Bash command of
 * a project with beans, whatever the TDD state, and judges the bean files a command changed.
 */
const BEAN_FILE = /^ai\/beans\/BEAN-\d+(?:-[^/]*)?\/bean\.md$/i

/** A project with beans (`ai/beans/` exists): one stat. */
export const hasBeans = (projectRoot: string): boolean => existsSync(join(projectRoot, 'ai', 'beans'))

/** A project-relative bean file (`ai/beans/BEAN-277-x/bean.md`). */
export const isBeanFile = (path: string): boolean => BEAN_FILE.test(path)
