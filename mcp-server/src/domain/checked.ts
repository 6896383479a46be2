/**
 * A rule's "no" as a value: whose fault it is (`not_found`, `conflict`, `bad_input`), what is wrong, and the
 * next call that gets the caller further (naming only served tools). Flows return it; the tools show it.
 */
export interface Refusal {
  readonly ok: false
  readonly code: 'not_found' | 'conflict' | 'bad_input'
  readonly message: string
  readonly hint: string
}

export type Checked<T> = { readonly ok: true; readonly value: T } | Refusal

export const refuse = (code: Refusal['code'], message: string, hint: string): Refusal => ({
  ok: false,
  code,
  message,
  hint,
})

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value })
