import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under a key derived (HKDF) from the server's OTP_SECRET, so a copy
 * of the database alone yields no second factor. Stored as `v1.<iv>.<ciphertext>.<tag>`, each base64url.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

const keyOf = (serverSecret: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'site-staff', 'staff authenticator secrets', 32));

export function seal(serverSecret: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text; throws when it was sealed under another key or altered. */
export function unseal(serverSecret: string, stored: string): string {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== VERSION || !iv || !sealed || !tag) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
