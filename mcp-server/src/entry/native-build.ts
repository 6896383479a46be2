#!/usr/bin/env node
import { runNativeBuild } from '../store/native-build.js'

/**
 * Entry of the detached process that compiles better-sqlite3's native module:
 * `node native-build.js <packageDir | fetch:<version>> <buildDir> [pluginRoot]`. Started by the MCP server (store/native-build.ts); its
 * output goes to `<buildDir>/build.log`.
 */
const [packageDir, buildDir, pluginRoot] = process.argv.slice(2)
if (packageDir === undefined || buildDir === undefined) {
  process.stderr.write('usage: native-build <better-sqlite3 package dir | fetch:<version>> <build dir> [plugin root]\n')
  process.exitCode = 2
} else {
  process.stdout.write(`${new Date().toISOString()} building better-sqlite3 from ${packageDir} into ${buildDir}\n`)
  const ok = await runNativeBuild(packageDir, buildDir, pluginRoot)
  process.stdout.write(`${new Date().toISOString()} ${ok ? 'done' : 'failed'}\n`)
  process.exitCode = ok ? 0 : 1
}
