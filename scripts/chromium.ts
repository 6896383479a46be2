import { execFileSync } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress } from 'node:zlib'
import { repoRoot } from './repo-root.js'

/**
 * A headless Chromium for rendering the evidence report (the report test and `screenshot-report`), with nothing
 * installed on the system: the dev dependency `@sparticuz/chromium` ships a headless build in the npm package itself
 * (brotli-compressed), with the few shared libraries it needs beyond libc (NSS, NSPR, expat) and a font. They are
 * unpacked once into `.cache/chromium-<version>/`; the launch environment points the loader and fontconfig there.
 * `CHROMIUM_PATH` overrides it with a system browser.
 */
export interface HeadlessChromium {
  readonly executablePath: string
  /** Environment for the browser process (loader path, fontconfig). */
  readonly env: Readonly<Record<string, string>>
  /** Where the browser came from, for messages. */
  readonly source: string
}

/** Flags for a headless run with no GPU, no sandbox (tests run as root in CI) and no network chatter. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const PACKAGE = '@sparticuz/chromium'

export async function headlessChromium(env: NodeJS.ProcessEnv = process.env): Promise<HeadlessChromium> {
  const override = env['CHROMIUM_PATH']
  if (override !== undefined && override !== '') {
    return { executablePath: override, env: { ...stringEnv(env) }, source: `CHROMIUM_PATH (${override})` }
  }
  const root = join(repoRoot(), 'node_modules', ...PACKAGE.split('/'))
  const manifest = join(root, 'package.json')
  if (!existsSync(manifest)) {
    throw new Error(`${PACKAGE} is not installed: run npm ci (it is a dev dependency), or set CHROMIUM_PATH`)
  }
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
  const bin = join(root, 'bin')
  const dir = join(repoRoot(), '.cache', `chromium-${version}`)
  if (!existsSync(join(dir, '.complete'))) await unpack(bin, dir)
  return {
    executablePath: join(dir, 'chromium'),
    env: { ...stringEnv(env), LD_LIBRARY_PATH: join(dir, 'lib'), FONTCONFIG_PATH: dir, FONTCONFIG_FILE: 'fonts.conf' },
    source: `${PACKAGE}@${version} (${dir})`,
  }
}

/** Unpacks into a private folder, then renames it into place, so a concurrent or interrupted unpack is never used. */
async function unpack(bin: string, dir: string): Promise<void> {
  const work = `${dir}.${process.pid}.tmp`
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  await inflate(join(bin, 'chromium.br'), join(work, 'chromium'))
  await chmod(join(work, 'chromium'), 0o755)
  for (const archive of ['al2023', 'swiftshader', 'fonts']) {
    const tar = join(work, `${archive}.tar`)
    await inflate(join(bin, `${archive}.tar.br`), tar)
    execFileSync('tar', ['-xf', tar, '-C', work], { stdio: 'ignore' })
    rmSync(tar)
  }
  // The package's fonts.conf names Lambda's folders; this one names the unpacked font and a private cache.
  await writeFile(
    join(work, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  )
  await writeFile(join(work, '.complete'), '')
  try {
    renameSync(work, dir)
  } catch (error) {
    // Another process unpacked it first.
    rmSync(work, { recursive: true, force: true })
    if (!existsSync(join(dir, '.complete'))) throw error
  }
}

async function inflate(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to))
}

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(env)) if (v !== undefined) out[k] = v
  return out
}
