import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StandInTls } from '../test/adapters/stand-in.ts';

/**
 * A certificate for 127.0.0.1 that lives a day, made with openssl: a production server calls its providers over https
 * only, so their stand-ins serve it, and the server trusts this certificate through NODE_EXTRA_CA_CERTS (written to
 * `certFile`), as it would a company's own CA.
 */
export function localCertificate(): StandInTls & { certFile: string; remove(): void } {
  const directory = mkdtempSync(path.join(tmpdir(), 'hadaf-tls-'));
  const [keyFile, certFile] = [path.join(directory, 'key.pem'), path.join(directory, 'cert.pem')];
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate (is openssl installed?):\n${made.stderr}`);
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile, remove: () => rmSync(directory, { recursive: true, force: true }) };
}
