/**
 * The demo's output: one line per step. `✓` marks an expected acceptance, `✗ denied <reason>` an expected
 * denial; anything the demo did not expect ends it with `! unexpected: …` (and a non-zero exit).
 */
export class DemoFailure extends Error {
  override readonly name = 'DemoFailure'
}

export interface Narrator {
  ok(what: string): void
  denied(reason: string, what: string): void
  /** A change that ran and was recorded as a violation (the command had already run). */
  recorded(reason: string, what: string): void
  note(text: string): void
  /** Prints the surprise and stops the demo. */
  fail(what: string): never
}

const WIDTH = 170

/** One line of at most `width` characters: whitespace collapsed, `evident: ` prefixes dropped, cut at a sentence end when possible. */
export function oneLine(text: string, width = WIDTH): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/(^|— )evident: /g, '$1')
    .trim()
  if (flat.length <= width) return flat
  const ends = [...flat.slice(0, width + 1).matchAll(/[.:;] (?=[A-Z])/g)].map((m) => m.index)
  const sentence = ends.at(-1) ?? 0
  if (sentence > width / 3) return flat.slice(0, sentence + 1)
  const word = flat.slice(0, width).lastIndexOf(' ')
  return `${flat.slice(0, word > width / 2 ? word : width - 1)} …`
}

export function narrator(print: (line: string) => void): Narrator {
  return {
    ok: (what) => print(`✓ ${what}`),
    denied: (reason, what) => print(`✗ denied ${reason}: ${oneLine(what)}`),
    recorded: (reason, what) => print(`✗ recorded ${reason}: ${oneLine(what)}`),
    note: (text) => print(text),
    fail(what) {
      print(`! unexpected: ${oneLine(what, 600)}`)
      throw new DemoFailure(what)
    },
  }
}
