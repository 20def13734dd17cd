import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, type Env, PRODUCTION, readVariable } from './settings';

/** Reads the key from the data folder, creating it once, so that codes survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'otp-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting at the same moment wrote it first; theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * The environment the server's programs (the server, the office command) start with: outside production an
 * unset OTP_SECRET is the one kept in `$DATA_DIR/otp-secret`, made at the first start. Production names its
 * own, and a NODE_ENV that is not understood is left for loadConfig to refuse.
 */
export function withDevelopmentSecret(env: Env): Env {
  if (env.OTP_SECRET?.trim()) return env;
  const production = readVariable(PRODUCTION, env);
  const dataDir = readVariable(DATA_DIR, env);
  if (!production.success || production.data || !dataDir.success) return env;
  return { ...env, OTP_SECRET: persistedSecret(dataDir.data) };
}
