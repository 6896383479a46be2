import { join } from 'node:path'

/**
 * A file name is bytes; evidence stores text. The one encoding between the two, for every path evident records from
 * the working tree (a snapshot's changes, a shell command's changed paths):
 *
 * - a path whose bytes are valid UTF-8 and do not begin with `"` is stored as that text, unchanged;
 * - any other path is stored C-quoted, as git quotes a name: `"` + the bytes, where `\` and `"` are `\\` and `\"`,
 *   every control byte and every byte that is no part of a valid UTF-8 character is `\` and three octal digits
 *   (`"f\377.ts"` for the bytes `66 ff 2e 74 73`), and valid UTF-8 characters stay as they are + `"`.
 *
 * A stored path begins with `"` exactly when it is quoted, so no name's stored form is another's: `pathBytes` gives
 * back the very bytes of the name for every stored path, and the quoted form is also how such a name is shown.
 */
export function pathText(bytes: Uint8Array): string {
  const text = utf8(bytes)
  if (text !== undefined && !text.startsWith('"')) return text
  return quote(bytes)
}

/** The bytes of the name a stored path (`pathText`) stands for. */
export function pathBytes(text: string): Buffer {
  if (!isQuoted(text)) return Buffer.from(text, 'utf8')
  return unquote(text.slice(1, -1))
}

/** Whether a stored path is the quoted form (a name that is not valid UTF-8, or that begins with `"`). */
export const isQuoted = (text: string): boolean => text.length >= 2 && text.startsWith('"') && text.endsWith('"')

/** The file a stored project-relative path names, as a byte path `node:fs` opens exactly (no lossy decoding). */
export function filePath(projectRoot: string, stored: string): string | Buffer {
  if (!isQuoted(stored)) return join(projectRoot, stored)
  return Buffer.concat([
    Buffer.from(projectRoot.endsWith('/') ? projectRoot : `${projectRoot}/`, 'utf8'),
    pathBytes(stored),
  ])
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes)
  } catch {
    return undefined
  }
}

const octal = (byte: number): string => `\\${byte.toString(8).padStart(3, '0')}`

function quote(bytes: Uint8Array): string {
  let out = '"'
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i] ?? 0
    if (byte === 0x5c || byte === 0x22) {
      out += `\\${String.fromCharCode(byte)}`
      i += 1
    } else if (byte < 0x20 || byte === 0x7f) {
      out += octal(byte)
      i += 1
    } else if (byte < 0x80) {
      out += String.fromCharCode(byte)
      i += 1
    } else {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
      const char = length === 1 ? undefined : utf8(bytes.subarray(i, i + length))
      if (char !== undefined && char.length > 0 && [...char].length === 1) {
        out += char
        i += length
      } else {
        out += octal(byte)
        i += 1
      }
    }
  }
  return `${out}"`
}

function unquote(body: string): Buffer {
  const out: number[] = []
  const raw = Buffer.from(body, 'utf8')
  for (let i = 0; i < raw.length;) {
    const byte = raw[i] ?? 0
    if (byte !== 0x5c) {
      out.push(byte)
      i += 1
      continue
    }
    const next = raw[i + 1]
    const digits = raw.subarray(i + 1, i + 4).toString('latin1')
    if (/^[0-3][0-7]{2}$/.test(digits)) {
      out.push(parseInt(digits, 8))
      i += 4
    } else if (next !== undefined && next in C_ESCAPES) {
      out.push(C_ESCAPES[next] ?? next)
      i += 2
    } else {
      out.push(byte)
      i += 1
    }
  }
  return Buffer.from(out)
}

/** git's one-letter escapes (`\\`, `\"` and the control characters git itself writes so). */
const C_ESCAPES: Readonly<Record<number, number>> = {
  0x5c: 0x5c,
  0x22: 0x22,
  0x61: 0x07,
  0x62: 0x08,
  0x74: 0x09,
  0x6e: 0x0a,
  0x76: 0x0b,
  0x66: 0x0c,
  0x72: 0x0d,
}
