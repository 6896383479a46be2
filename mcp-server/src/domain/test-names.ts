/**
 * How a test is keyed and named. A test's identity is (file, full name, ordinal): the ordinal, 0-based, tells
 * apart tests that share a full name in one file (`test.each` rows with one title, a repeated `it` title);
 * absent means 0. See `TestRef` in domain/run-report.ts.
 */
export interface TestName {
  readonly file: string
  readonly fullName: string
  readonly ordinal?: number | undefined
}

/** The identity key of a test within one project. */
export function testKey(test: TestName): string {
  return `${test.file}\u0000${test.fullName}\u0000${test.ordinal ?? 0}`
}

/** The full name, with `[#n]` (1-based) after the second and later tests of that name in their file. */
export function fullNameLabel(test: Pick<TestName, 'fullName' | 'ordinal'>): string {
  const ordinal = test.ordinal ?? 0
  return ordinal === 0 ? test.fullName : `${test.fullName} [#${ordinal + 1}]`
}

/** `file > full name [#n]`, how a test is named to a reader. */
export function testLabel(test: TestName): string {
  return `${test.file} > ${fullNameLabel(test)}`
}
