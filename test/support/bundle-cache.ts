import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { buildBundle } from '../../scripts/bundle.js'
import { scaled } from './time.js'

/** Longer than any build takes on a loaded 2-core machine: a waiter then builds for itself. */
const WAIT_MS = scaled(120_000)

/**
 * Builds evident's bundle from the sources into `outdir`, as `buildBundle` does — once per test run: the first test
 * file that asks builds it into the run's cache (a lock directory makes the other workers wait for it), every file
 * then copies it. Each file still gets a private copy of a bundle built from the sources of this run; the ~40 files
 * that need one no longer spend ~2 s of CPU each rebuilding the same bytes. Outside a run with the global setup
 * (no cache provided) it just builds.
 */
export async function freshBundle(
  root: string,
  outdir: string,
  options: { readonly hookOnly?: boolean } = {},
): Promise<void> {
  const cache = inject('evidentRunCache')
  if (cache === undefined) return buildBundle(root, outdir, options)
  const built = join(cache, options.hookOnly === true ? 'bundle-hook' : 'bundle-full')
  if (!(await buildOnce(built, (into) => buildBundle(root, into, options)))) return buildBundle(root, outdir, options)
  rmSync(outdir, { recursive: true, force: true })
  cpSync(built, outdir, { recursive: true })
}

/**
 * Runs `build` into `dir` unless another process of the run did or is doing it (then waits for it). False when the
 * wait timed out (the builder died holding the lock): the caller builds for itself.
 */
async function buildOnce(dir: string, build: (into: string) => Promise<void>): Promise<boolean> {
  const done = `${dir}.done`
  const lock = `${dir}.lock`
  const deadline = Date.now() + WAIT_MS
  while (!existsSync(done)) {
    try {
      mkdirSync(lock)
    } catch {
      if (Date.now() > deadline) return false
      await sleep(50)
      continue
    }
    try {
      if (!existsSync(done)) {
        const tmp = `${dir}.tmp-${process.pid}`
        await build(tmp)
        renameSync(tmp, dir)
        writeFileSync(done, '')
      }
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return true
}
