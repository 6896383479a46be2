/**
 * Test-runner configuration changes that can hide a failure: excluding files from coverage or from the run,
 * adding setup files (which can stub or skip anything), letting an empty run pass. Judged by counting
 * these settings before and after the change; an added one is reported.
 */
const RISKY: readonly { readonly pattern: RegExp; readonly what: string }[] = [
  { pattern: /\b(?:setupFiles|setupFilesAfterEnv|globalSetup|setupFile)\b/g, what: 'setup files' },
  {
    pattern: /\b(?:exclude|coveragePathIgnorePatterns|testPathIgnorePatterns|modulePathIgnorePatterns|omit)\b/g,
    what: 'an exclusion',
  },
  { pattern: /(?:--ignore|--deselect|\bnorecursedirs)\b/g, what: 'an ignored test path' },
  { pattern: /\b(?:passWithNoTests|allowOnly)\b/g, what: 'a setting that lets skipped or missing tests pass' },
  { pattern: /\bthresholds?\b|\bfail_under\b/g, what: 'a coverage threshold change' },
]

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0

/** What the change adds that can hide a failure; empty when nothing. */
export function riskyConfigChanges(before: string, after: string): readonly string[] {
  return RISKY.filter((r) => count(after, r.pattern) > count(before, r.pattern)).map((r) => r.what)
}
