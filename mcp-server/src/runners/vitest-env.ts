/**
 * Environment variables the vitest runner sets for evident's reporter: the file descriptor of its channel
 * and the project root that test files are made relative to. Kept apart from the wire schemas so the
 * reporter loads no schema library inside the user's vitest process.
 */
export const REPORT_FD_ENV = 'EVIDENT_REPORT_FD'
export const REPORT_ROOT_ENV = 'EVIDENT_REPORT_ROOT'
