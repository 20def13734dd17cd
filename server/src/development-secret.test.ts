import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { withDevelopmentSecret } from './development-secret';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'development-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the OTP key the server starts with outside production', () => {
  it('is made once in DATA_DIR, readable by its owner only, and the same at every start', () => {
    const env = { DATA_DIR: dataDir(), SMS_PROVIDER: 'console' };
    const first = withDevelopmentSecret(env).OTP_SECRET;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(env.DATA_DIR, 'otp-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(withDevelopmentSecret({ ...env, NODE_ENV: 'test' }).OTP_SECRET).toBe(first);
    expect(loadConfig(withDevelopmentSecret(env)).otp.secret).toBe(first);
  });

  it('leaves a set OTP_SECRET, production and an unknown NODE_ENV alone, and writes nothing for them', () => {
    const folder = dataDir();
    const set = { DATA_DIR: folder, OTP_SECRET: 's'.repeat(32) };
    expect(withDevelopmentSecret(set)).toBe(set);
    for (const NODE_ENV of [' Production ', 'staging']) {
      const env = { DATA_DIR: folder, NODE_ENV };
      expect(withDevelopmentSecret(env)).toBe(env);
    }
    expect(() => statSync(folder)).toThrow(/ENOENT/);
    // Production refuses to start without its own key.
    expect(() => loadConfig(withDevelopmentSecret({ DATA_DIR: folder, NODE_ENV: 'production' }))).toThrow(
      'OTP_SECRET is required in production',
    );
  });
});
