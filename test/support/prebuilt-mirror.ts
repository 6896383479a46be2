import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { BINDING_FILE } from '../../mcp-server/src/store/native.js'
import { tempDir } from './store.js'

/**
 * A local stand-in for the host of better-sqlite3's prebuilt bindings (`npm_config_better_sqlite3_binary_host`):
 * serves `files` (URL path → bytes) under `<host>`, 404 otherwise, and records each request path.
 */
export interface PrebuiltMirror {
  /** The value for `npm_config_better_sqlite3_binary_host`. */
  readonly host: string
  readonly requests: string[]
  close(): Promise<void>
}

export async function prebuiltMirror(files: Readonly<Record<string, Buffer>>): Promise<PrebuiltMirror> {
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const path = req.url ?? ''
    requests.push(path)
    const body = Object.hasOwn(files, path) ? files[path] : undefined
    res.writeHead(body === undefined ? 404 : 200, { 'content-length': String(body?.length ?? 0) })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The URL path (under the mirror's host) of the prebuilt binding for `version` on this Node, platform and arch. */
export const prebuiltPath = (version: string): string =>
  `/releases/v${version}/better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`

/** A prebuild-style archive (build/Release/better_sqlite3.node) holding `binding`. */
export function prebuiltArchive(binding: Buffer): Buffer {
  const dir = tempDir('evident-prebuilt-')
  mkdirSync(join(dir, 'build', 'Release'), { recursive: true })
  writeFileSync(join(dir, 'build', 'Release', BINDING_FILE), binding)
  execFileSync('tar', ['-czf', join(dir, 'p.tar.gz'), '-C', dir, 'build'])
  return readFileSync(join(dir, 'p.tar.gz'))
}
