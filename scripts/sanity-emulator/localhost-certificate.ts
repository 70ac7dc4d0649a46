/** A self-signed certificate for localhost, *.localhost and 127.0.0.1, made by Debian's openssl. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface Certificate {
  /** PEM, as `tls.createSecureContext` takes it. */
  cert: string
  key: string
}

const DAY_MS = 86_400_000
const NAMES = 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'
// `openssl ca`, not `req -x509`: OpenSSL 3.0 (Debian 12) sets a start date in the past only there.
const CA_CONFIG = `[ca]\ndefault_ca=local\n[local]\ndatabase=index.txt\nserial=serial
new_certs_dir=.\npolicy=any\ncopy_extensions=copy\n[any]\ncommonName=supplied\n`

export function localhostCertificate(now = new Date()): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'localhost-certificate-'))
  const openssl = (...args: string[]) =>
    execFileSync(process.env.OPENSSL_PATH || 'openssl', args, { cwd: dir, stdio: 'pipe' })
  // UTCTime, YYMMDDHHMMSSZ.
  const daysOn = (days: number) =>
    `${new Date(now.getTime() + days * DAY_MS).toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`
  try {
    writeFileSync(path.join(dir, 'ca.cnf'), CA_CONFIG)
    writeFileSync(path.join(dir, 'index.txt'), '')
    openssl(
      ...['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
      ...['-subj', '/CN=localhost', '-addext', NAMES, '-keyout', 'key.pem', '-out', 'request.pem'],
    )
    openssl(
      ...['ca', '-config', 'ca.cnf', '-selfsign', '-keyfile', 'key.pem', '-in', 'request.pem'],
      ...['-startdate', daysOn(-1), '-enddate', daysOn(30), '-md', 'sha256', '-rand_serial'],
      ...['-batch', '-notext', '-out', 'cert.pem'],
    )
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
    return { cert: read('cert.pem'), key: read('key.pem') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
