import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'
import { z } from 'zod'
import { badInput, errorMessage, EvidentError } from '../../kernel/errors.js'

/**
 * DSSE envelopes (https://github.com/secure-systems-lab/dsse) signed with the user's own key, through node:crypto
 * alone: the signature is over DSSE's pre-authentication encoding (PAE) of the payload type and the payload, so a
 * payload can never be read as another type. A key is named by its keyid: the SHA-256 of its public key's DER SPKI,
 * in hex — the same for the private key that signs and the public key that verifies.
 */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json'

export const envelopeSchema = z.object({
  payloadType: z.string(),
  payload: z.string(),
  signatures: z.array(z.object({ keyid: z.string(), sig: z.string() })).min(1),
})
export type Envelope = z.infer<typeof envelopeSchema>

/** The key types an attestation is signed with, and the digest each signs with (Ed25519 hashes inside). */
const DIGEST_OF: Readonly<Record<string, string | null>> = { ed25519: null, ec: 'sha256', rsa: 'sha256' }

const KEY_TYPES = 'Ed25519, ECDSA P-256 or RSA'

/** DSSE's PAE: `DSSEv1 <len(type)> <type> <len(body)> <body>`, lengths in bytes. */
function pae(payloadType: string, body: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8')
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${body.length} `), body])
}

/** The keyid of a key (private or public): SHA-256 of its public key's DER SPKI, hex. */
export function keyIdOf(key: KeyObject): string {
  const pub = key.type === 'private' ? createPublicKey(key) : key
  return createHash('sha256')
    .update(pub.export({ type: 'spki', format: 'der' }))
    .digest('hex')
}

/** Refuses a key of a type attestations are not signed with (ECDSA only on P-256). */
function checkedKey(key: KeyObject, what: string): KeyObject {
  const type = key.asymmetricKeyType ?? 'unknown'
  if (!(type in DIGEST_OF))
    throw badInput(`${what} is a ${type} key: attestations are signed with ${KEY_TYPES}`, 'pass a key of one of these')
  if (type === 'ec' && key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw badInput(
      `${what} is an ECDSA key on ${key.asymmetricKeyDetails?.namedCurve ?? 'an unknown curve'}: only P-256 (prime256v1) is accepted`,
      'generate one with: openssl ecparam -name prime256v1 -genkey -noout -out key.pem',
    )
  return key
}

/** A private key from PEM text (an encrypted one is refused: there is no passphrase prompt). */
export function privateKeyOf(pem: string, what: string): KeyObject {
  try {
    return checkedKey(createPrivateKey(pem), what)
  } catch (error) {
    if (error instanceof EvidentError) throw error
    throw badInput(
      `${what} is not an unencrypted PEM private key (${errorMessage(error)})`,
      `pass a ${KEY_TYPES} private key in PEM, e.g. from: openssl genpkey -algorithm ed25519 -out key.pem`,
    )
  }
}

/** A public key from PEM text (a private key's PEM gives its public key). */
export function publicKeyOf(pem: string, what: string): KeyObject {
  try {
    return checkedKey(createPublicKey(pem), what)
  } catch (error) {
    if (error instanceof EvidentError) throw error
    throw badInput(
      `${what} is not a PEM public key (${errorMessage(error)})`,
      'pass the public key of the signing key, e.g. from: openssl pkey -in key.pem -pubout -out key.pub',
    )
  }
}

/** Wraps a payload in a DSSE envelope with one signature by `key`. */
export function signEnvelope(payloadType: string, body: Buffer, key: KeyObject): Envelope {
  const digest = DIGEST_OF[key.asymmetricKeyType ?? ''] ?? null
  const sig = sign(digest, pae(payloadType, body), key)
  return {
    payloadType,
    payload: body.toString('base64'),
    signatures: [{ keyid: keyIdOf(key), sig: sig.toString('base64') }],
  }
}

/** Why the envelope's signature by `key` does not hold, or undefined when it does. */
export function signatureProblem(envelope: Envelope, key: KeyObject): string | undefined {
  const keyid = keyIdOf(key)
  const mine = envelope.signatures.filter((s) => s.keyid === keyid)
  if (mine.length === 0)
    return `signature: the envelope is not signed by the key ${keyid} (--pub); its signatures are by ${envelope.signatures.map((s) => s.keyid || '(no keyid)').join(', ')}`
  const message = pae(envelope.payloadType, Buffer.from(envelope.payload, 'base64'))
  const digest = DIGEST_OF[key.asymmetricKeyType ?? ''] ?? null
  const holds = mine.some((s) => {
    try {
      return verify(digest, message, key, Buffer.from(s.sig, 'base64'))
    } catch {
      return false
    }
  })
  return holds
    ? undefined
    : `signature: the signature by key ${keyid} does not verify: the payload, its type or the signature was changed after signing`
}
