/**
 * The better-sqlite3 version whose JavaScript the bundle inlines (package-lock.json pins it; test/store/native.test.ts
 * holds this constant to the installed package). The native module must be built from this version's sources: when no
 * installed package of this version sits next to evident (a bare checkout, a marketplace that runs the plugin from its
 * source directory), the builder fetches exactly this version from the npm registry.
 */
export const BETTER_SQLITE3_VERSION = '12.11.1'
