/**
 * Where evident mirrors the project's binding test verdict (docs/verdict.md), project-relative. The folder holds
 * workflow state (the TDD coordinator's files too): no TDD rule is about it (gates/test-files.ts).
 */
export const STATE_DIR = '.claude/state'
export const VERDICT_FILE = `${STATE_DIR}/last_test_result`
