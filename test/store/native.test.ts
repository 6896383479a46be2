import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BINDING_FILE, findNativeBinding, loadNativeBinding, nativeTarget } from '../../mcp-server/src/store/native.js'
import { BETTER_SQLITE3_VERSION } from '../../mcp-server/src/store/native-version.js'
import {
  buildEnv,
  buildState,
  missingBuildTools,
  PREBUILT_HOST,
  prebuiltUrl,
  runNativeBuild,
  startNativeBuild,
  waitForNativeBuild,
} from '../../mcp-server/src/store/native-build.js'
import { prebuiltArchive, prebuiltMirror, prebuiltPath } from '../support/prebuilt-mirror.js'
import { tempDir } from '../support/store.js'

/**
 * Whether two files hold the same bytes. `Buffer.equals`, not `toEqual`: vitest's deep equality walks a 2 MB binding
 * byte by byte (about 9 s per comparison on a 2-core machine).
 */
const sameBytes = (a: string, b: string): boolean => readFileSync(a).equals(readFileSync(b))

/** A stand-in for better-sqlite3's package: its `build-release` script "compiles" by copying the real binding. */
function fakePackage(realBinding: string, fail = false): string {
  const dir = tempDir('evident-fake-bs3-')
  const script = fail
    ? 'node -e "process.exit(3)"'
    : `node -e "const fs=require('fs');fs.mkdirSync('build/Release',{recursive:true});fs.copyFileSync(${JSON.stringify(realBinding).replace(/"/g, "'")},'build/Release/${BINDING_FILE}')"`
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'fake-bs3', version: '1.0.0', scripts: { 'build-release': script } }),
  )
  writeFileSync(join(dir, 'binding.gyp'), '{}')
  for (const sub of ['src', 'deps']) mkdirSync(join(dir, sub))
  return dir
}

describe('nativeTarget', () => {
  it('places the build under CLAUDE_PLUGIN_DATA, keyed by package version, platform and Node ABI', () => {
    const data = tempDir()
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: data })
    expect(target.version).toMatch(/^12\./)
    expect(target.buildDir).toBe(
      join(
        data,
        'native',
        `better-sqlite3-${target.version}-${process.platform}-${process.arch}-abi${process.versions.modules}`,
      ),
    )
    expect(target.builtBinding).toBe(join(target.buildDir, BINDING_FILE))
    expect(target.packageBinding).toBe(join(target.packageDir ?? '', 'build', 'Release', BINDING_FILE))
  })

  it('pins the version of the bundled better-sqlite3 JavaScript (the installed package)', () => {
    const installed = JSON.parse(readFileSync(join('node_modules', 'better-sqlite3', 'package.json'), 'utf8')) as {
      version: string
    }
    expect(BETTER_SQLITE3_VERSION).toBe(installed.version)
    expect(nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() }).version).toBe(BETTER_SQLITE3_VERSION)
  })

  it("takes better-sqlite3 from the plugin root's node_modules first (a lean plugin whose bundle/ is a link)", () => {
    const root = tempDir()
    const installed = join(root, 'node_modules', 'better-sqlite3')
    mkdirSync(installed, { recursive: true })
    writeFileSync(join(installed, 'package.json'), JSON.stringify({ version: BETTER_SQLITE3_VERSION }))
    expect(nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir(), CLAUDE_PLUGIN_ROOT: root }).packageDir).toBe(installed)
    // A plugin root without one: the package beside the code (this checkout's).
    const beside = nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() }).packageDir
    expect(beside).toMatch(/node_modules\/better-sqlite3$/)
    expect(beside).not.toBe(installed)
    expect(nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir(), CLAUDE_PLUGIN_ROOT: tempDir() }).packageDir).toBe(beside)
    // Another version there is no source for this bundle's module: passed over for the checkout's own.
    writeFileSync(join(installed, 'package.json'), JSON.stringify({ version: '1.0.0' }))
    expect(nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir(), CLAUDE_PLUGIN_ROOT: root }).packageDir).toBe(beside)
  })

  it('falls back to the user data dir outside Claude Code', () => {
    const home = tempDir()
    expect(nativeTarget({ HOME: home }).buildDir.startsWith(join(home, '.local', 'share', 'evident', 'native'))).toBe(
      true,
    )
  })
})

describe('loadNativeBinding', () => {
  it('returns the path of a binding that loads in this process', () => {
    const path = loadNativeBinding({ CLAUDE_PLUGIN_DATA: tempDir() })
    expect(path.endsWith(BINDING_FILE)).toBe(true)
  })

  it("prefers the package's own build to a loadable one in the data directory", async () => {
    const data = tempDir()
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: data })
    mkdirSync(target.buildDir, { recursive: true })
    copyFileSync(target.packageBinding ?? '', target.builtBinding)
    vi.resetModules() // a fresh module: the chosen binding is remembered per process
    const fresh = await import('../../mcp-server/src/store/native.js')
    expect(fresh.loadNativeBinding({ CLAUDE_PLUGIN_DATA: data })).toBe(target.packageBinding)
  })
})

/**
 * A better-sqlite3 package of this version at `dir` whose build is a copy of the real binding: it would load, so
 * that not loading it is the lookup's choice.
 */
function plantPackage(dir: string, version: string): string {
  const binding = join(dir, 'build', 'Release', BINDING_FILE)
  mkdirSync(join(dir, 'build', 'Release'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version }))
  copyFileSync(nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() }).packageBinding ?? '', binding)
  return binding
}

describe('findNativeBinding', () => {
  it('never loads a better-sqlite3 planted in an upward node_modules (~/node_modules, /node_modules)', () => {
    // The bundle at <home>/clone/bundle, not evident's repository: only <home>/clone/node_modules would count.
    const home = tempDir('evident-native-home-')
    const here = join(home, 'clone', 'bundle')
    mkdirSync(here, { recursive: true })
    const planted = plantPackage(join(home, 'node_modules', 'better-sqlite3'), BETTER_SQLITE3_VERSION)
    expect(existsSync(planted)).toBe(true)
    expect(() => findNativeBinding({ CLAUDE_PLUGIN_DATA: tempDir() }, here)).toThrow(
      /^the SQLite native module is not built yet$/,
    )
  })

  it("loads the checkout's own package beside the bundle only when the folder above is evident's repository", () => {
    const clone = tempDir('evident-native-clone-')
    const here = join(clone, 'bundle')
    mkdirSync(here)
    const own = plantPackage(join(clone, 'node_modules', 'better-sqlite3'), BETTER_SQLITE3_VERSION)
    const plugin = join(clone, 'plugin') // the lean plugin's root: no node_modules of its own
    mkdirSync(plugin)
    writeFileSync(join(clone, 'package.json'), JSON.stringify({ name: 'not-evident' }))
    expect(() => findNativeBinding({ CLAUDE_PLUGIN_DATA: tempDir(), CLAUDE_PLUGIN_ROOT: plugin }, here)).toThrow(
      /not built yet/,
    )
    writeFileSync(join(clone, 'package.json'), JSON.stringify({ name: 'evident' }))
    expect(findNativeBinding({ CLAUDE_PLUGIN_DATA: tempDir(), CLAUDE_PLUGIN_ROOT: plugin }, here)).toBe(own)
  })

  it('passes over a package of another version, for the data-dir build, and names it when nothing loads', () => {
    const root = tempDir('evident-native-root-')
    const here = join(root, 'bundle')
    mkdirSync(here)
    const dir = join(root, 'node_modules', 'better-sqlite3')
    plantPackage(dir, '1.0.0')
    const data = tempDir()
    expect(() => findNativeBinding({ CLAUDE_PLUGIN_DATA: data }, here)).toThrow(
      `the SQLite native module is not built yet (unusable: ${dir}: better-sqlite3 1.0.0, not the pinned ${BETTER_SQLITE3_VERSION})`,
    )
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: data })
    mkdirSync(target.buildDir, { recursive: true })
    copyFileSync(target.packageBinding ?? '', target.builtBinding)
    expect(findNativeBinding({ CLAUDE_PLUGIN_DATA: data }, here)).toBe(target.builtBinding)
  })
})

describe('buildEnv', () => {
  it('points node-gyp at the headers installed next to node, so the build needs no download', () => {
    const prefix = tempDir()
    mkdirSync(join(prefix, 'include', 'node'), { recursive: true })
    writeFileSync(join(prefix, 'include', 'node', 'node.h'), '')
    expect(buildEnv({ PATH: '/bin' }, join(prefix, 'bin', 'node'))).toEqual({
      PATH: '/bin',
      npm_config_nodedir: prefix,
    })
  })

  it('leaves a declared nodedir and a node without headers alone', () => {
    const prefix = tempDir()
    expect(buildEnv({ PATH: '/bin' }, join(prefix, 'bin', 'node'))).toEqual({ PATH: '/bin' })
    mkdirSync(join(prefix, 'include', 'node'), { recursive: true })
    writeFileSync(join(prefix, 'include', 'node', 'node.h'), '')
    expect(buildEnv({ npm_config_nodedir: '/usr' }, join(prefix, 'bin', 'node'))).toEqual({
      npm_config_nodedir: '/usr',
    })
  })
})

describe('buildState', () => {
  it('reports building while the lock owner lives and clears a lock whose owner died', () => {
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() })
    const lock = join(target.buildDir, 'build.lock')
    mkdirSync(lock, { recursive: true })
    writeFileSync(join(lock, 'pid'), String(process.pid))
    expect(buildState(target).state).toBe('building')
    writeFileSync(join(lock, 'pid'), '999999999')
    expect(buildState(target)).toMatchObject({ state: 'failed', detail: 'no build has run' })
    expect(existsSync(lock)).toBe(false)
  })
})

describe('runNativeBuild', () => {
  // The compile path: prebuilt bindings declined, as `npm_config_build_from_source=true` does for a user.
  beforeEach(() => {
    vi.stubEnv('npm_config_build_from_source', 'true')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('compiles through the package build script, verifies the module loads and moves it into place', async () => {
    const real = loadNativeBinding({})
    const buildDir = tempDir()
    const ok = await runNativeBuild(fakePackage(real), buildDir)
    expect(ok).toBe(true)
    expect(sameBytes(join(buildDir, BINDING_FILE), real)).toBe(true)
    expect(existsSync(join(buildDir, 'src'))).toBe(false)
    expect(existsSync(join(buildDir, 'build.lock'))).toBe(false)
  })

  it('leaves build.failed with the reason and no binding when the build script fails', async () => {
    const buildDir = tempDir()
    const ok = await runNativeBuild(fakePackage('', true), buildDir)
    expect(ok).toBe(false)
    expect(existsSync(join(buildDir, BINDING_FILE))).toBe(false)
    const failed = readFileSync(join(buildDir, 'build.failed'), 'utf8')
    expect(failed).toContain('npm run build-release (node-gyp) exited with 3')
    expect(failed).toContain('\nfix: install a C++ toolchain')
  })

  it('without an installed package, fetches the pinned sources from the registry and names the fix when it cannot', async () => {
    const buildDir = tempDir()
    vi.stubEnv('npm_config_registry', 'http://127.0.0.1:9/')
    vi.stubEnv('npm_config_cache', tempDir())
    vi.stubEnv('npm_config_fetch_retries', '0')
    try {
      const ok = await runNativeBuild(`fetch:${BETTER_SQLITE3_VERSION}`, buildDir, '/plugins/evident')
      expect(ok).toBe(false)
    } finally {
      vi.unstubAllEnvs()
      vi.stubEnv('npm_config_build_from_source', 'true')
    }
    const failed = readFileSync(join(buildDir, 'build.failed'), 'utf8')
    expect(failed).toContain(`could not download better-sqlite3@${BETTER_SQLITE3_VERSION} from the npm registry`)
    expect(failed).toContain('fix: let npm reach its registry')
    expect(failed).toContain('run `npm install --ignore-scripts` in /plugins/evident')
  })
})

describe('prebuilt bindings', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('are looked up where better-sqlite3 publishes them, or on a mirror, and declined on request', () => {
    const target = { abi: '115', platform: 'linux', arch: 'x64' }
    expect(prebuiltUrl('12.11.1', {}, target)).toBe(
      `${PREBUILT_HOST}/v12.11.1/better-sqlite3-v12.11.1-node-v115-linux-x64.tar.gz`,
    )
    expect(
      prebuiltUrl('12.11.1', { npm_config_better_sqlite3_binary_host: 'https://mirror.example/bs3/' }, target),
    ).toBe('https://mirror.example/bs3/v12.11.1/better-sqlite3-v12.11.1-node-v115-linux-x64.tar.gz')
    expect(prebuiltUrl('12.11.1', { npm_config_build_from_source: 'true' }, target)).toBeUndefined()
  })

  it('installs a prebuilt binding that loads, with no sources fetched and no compiler run', async () => {
    const real = loadNativeBinding({})
    const path = prebuiltPath(BETTER_SQLITE3_VERSION)
    const host = await prebuiltMirror({ [path]: prebuiltArchive(readFileSync(real)) })
    try {
      vi.stubEnv('npm_config_better_sqlite3_binary_host', host.host)
      // Neither the registry (sources) nor a compiler is reachable: only the prebuilt path can succeed.
      vi.stubEnv('npm_config_registry', 'http://127.0.0.1:9/')
      vi.stubEnv('CXX', '/nonexistent/c++')
      const buildDir = tempDir()
      const ok = await runNativeBuild(`fetch:${BETTER_SQLITE3_VERSION}`, buildDir, '/plugins/evident')
      expect(ok).toBe(true)
      expect(host.requests).toEqual([path])
      expect(sameBytes(join(buildDir, BINDING_FILE), real)).toBe(true)
      for (const left of ['fetch', 'prebuilt', 'src', 'build.failed'])
        expect(existsSync(join(buildDir, left))).toBe(false)
    } finally {
      await host.close()
    }
  })

  it('falls back to the compile when the prebuilt binding does not load here', async () => {
    const real = loadNativeBinding({})
    const version = '1.0.0' // the fake package's
    const path = prebuiltPath(version)
    const host = await prebuiltMirror({ [path]: prebuiltArchive(Buffer.from('not a shared object')) })
    try {
      vi.stubEnv('npm_config_better_sqlite3_binary_host', host.host)
      const buildDir = tempDir()
      expect(await runNativeBuild(fakePackage(real), buildDir)).toBe(true)
      expect(sameBytes(join(buildDir, BINDING_FILE), real)).toBe(true)
      expect(host.requests).toEqual([path])
    } finally {
      await host.close()
    }
  })
})

describe('missingBuildTools', () => {
  it('names python3, make and a C++ compiler missing from PATH, and accepts CXX / PYTHON', () => {
    const empty = tempDir()
    expect(missingBuildTools({ PATH: empty }, 'linux')).toEqual(['python3', 'make', 'a C++ compiler'])
    expect(missingBuildTools({ PATH: empty, CXX: '/opt/cc', PYTHON: '/opt/py' }, 'linux')).toEqual(['make'])
  })
})

describe('startNativeBuild', () => {
  it('runs the builder detached and waitForNativeBuild resolves with the binding it produced', async () => {
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() })
    const builder = join(tempDir(), 'builder.mjs')
    writeFileSync(
      builder,
      `import { writeFileSync, rmSync } from 'node:fs'
const [, , , buildDir] = process.argv
writeFileSync(buildDir + '/${BINDING_FILE}', 'built')
rmSync(buildDir + '/build.lock', { recursive: true, force: true })
`,
    )
    expect(startNativeBuild(target, builder).state).toBe('building')
    expect(startNativeBuild(target, builder).state).not.toBe('failed')
    await expect(waitForNativeBuild(target, 50)).resolves.toBe(target.builtBinding)
    expect(buildState(target)).toEqual({ state: 'ready', binding: target.builtBinding })
  })

  it('makes waitForNativeBuild reject with the log when the builder dies without a binding', async () => {
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: tempDir() })
    const builder = join(tempDir(), 'builder.mjs')
    writeFileSync(builder, "console.log('compiler not found'); process.exit(1)\n")
    startNativeBuild(target, builder)
    await expect(waitForNativeBuild(target, 50)).rejects.toThrow(
      /the SQLite native module could not be built, .*compiler not found/,
    )
  })
})
