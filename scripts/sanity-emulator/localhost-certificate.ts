/** A self-signed certificate for localhost, *.localhost and 127.0.0.1: X.509 DER written by hand. */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'

export interface Certificate {
  /** PEM, as `tls.createSecureContext` takes it. */
  cert: string
  key: string
}

const OID = {
  commonName: '2.5.4.3',
  subjectAltName: '2.5.29.17',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
}
const DAY_MS = 86_400_000

export function localhostCertificate(now = new Date()): Certificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const algorithm = sequence(objectId(OID.ecdsaWithSha256))
  const name = sequence(set(sequence(objectId(OID.commonName), utf8('localhost'))))
  const alternativeNames = sequence(
    tagged(0x82, Buffer.from('localhost')),
    tagged(0x82, Buffer.from('*.localhost')),
    tagged(0x87, Buffer.from([127, 0, 0, 1])),
  )
  const tbs = sequence(
    tagged(0xa0, integer(Buffer.from([2]))), // version 3
    integer(randomBytes(16)),
    algorithm,
    name,
    sequence(
      utcTime(new Date(now.getTime() - DAY_MS)),
      utcTime(new Date(now.getTime() + 30 * DAY_MS)),
    ),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tagged(0xa3, sequence(sequence(objectId(OID.subjectAltName), tagged(0x04, alternativeNames)))),
  )
  const signature = sign('sha256', tbs, privateKey)
  const der = sequence(tbs, algorithm, tagged(0x03, Buffer.from([0]), signature))
  const lines = der.toString('base64').match(/.{1,64}/g) ?? []
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

function tagged(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents)
  let length = Buffer.from([body.length])
  if (body.length >= 0x80) {
    const bytes: number[] = []
    for (let rest = body.length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
    length = Buffer.from([0x80 | bytes.length, ...bytes])
  }
  return Buffer.concat([Buffer.from([tag]), length, body])
}

const sequence = (...contents: Buffer[]) => tagged(0x30, ...contents)
const set = (...contents: Buffer[]) => tagged(0x31, ...contents)
const utf8 = (text: string) => tagged(0x0c, Buffer.from(text))

/** A positive INTEGER: a leading zero keeps a high first bit from reading as a sign. */
function integer(bytes: Buffer): Buffer {
  return tagged(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
}

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [first * 40 + second]
  for (const arc of rest) {
    const base128 = [arc & 0x7f]
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80)
    bytes.push(...base128)
  }
  return tagged(0x06, Buffer.from(bytes))
}

/** UTCTime, YYMMDDHHMMSSZ, which RFC 5280 asks for dates before 2050. */
function utcTime(date: Date): Buffer {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(2, 14)
  return tagged(0x17, Buffer.from(`${digits}Z`))
}
