import { describe, expect, it } from 'vitest';
import { parseRemotesManifest, remotesManifestFromEnv, RemotesManifestError } from './remotes-manifest';

const PORTS = { marketing: 8081, inquiry: 8082, auth: 8083, account: 8084 };

describe('the remotes manifest', () => {
  it('defaults to the local ports and API', () => {
    expect(remotesManifestFromEnv({}, PORTS, 8000)).toEqual({
      apiBase: 'http://localhost:8000/api/method',
      debug: false,
      remotes: {
        marketing: 'http://localhost:8081/mf-manifest.json',
        inquiry: 'http://localhost:8082/mf-manifest.json',
        auth: 'http://localhost:8083/mf-manifest.json',
        account: 'http://localhost:8084/mf-manifest.json',
      },
    });
  });

  it('takes remote origins, file URLs, the API base and the debug flag from the environment', () => {
    const manifest = remotesManifestFromEnv(
      {
        REMOTE_MARKETING_URL: 'https://marketing.example.com/',
        REMOTE_AUTH_URL: 'https://cdn.example.com/auth/v2/remoteEntry.js',
        API_BASE: 'https://api.example.com/api/method',
        DEBUG: 'true',
      },
      PORTS,
      8000,
    );
    expect(manifest.remotes.marketing).toBe('https://marketing.example.com/mf-manifest.json');
    expect(manifest.remotes.auth).toBe('https://cdn.example.com/auth/v2/remoteEntry.js');
    expect(manifest.apiBase).toBe('https://api.example.com/api/method');
    expect(manifest.debug).toBe(true);
  });

  it('carries an optional per-attempt timeout for loading a remote', () => {
    expect(remotesManifestFromEnv({ REMOTE_TIMEOUT_MS: '3000' }, PORTS, 8000).remoteTimeoutMs).toBe(3000);
    // Digits only, as the containers' start script reads it.
    for (const value of ['soon', '5e3', ' 3000', '0', '-1', '1.5', '']) {
      expect(remotesManifestFromEnv({ REMOTE_TIMEOUT_MS: value }, PORTS, 8000), value).not.toHaveProperty(
        'remoteTimeoutMs',
      );
    }
    expect(
      parseRemotesManifest({ ...remotesManifestFromEnv({}, PORTS, 8000), remoteTimeoutMs: 2500 }).remoteTimeoutMs,
    ).toBe(2500);
  });

  it('turns debug on only for the exact value true', () => {
    expect(remotesManifestFromEnv({ DEBUG: 'yes' }, PORTS, 8000).debug).toBe(false);
    expect(parseRemotesManifest({ ...remotesManifestFromEnv({}, PORTS, 8000), debug: 'true' }).debug).toBe(false);
  });

  it('takes the remotes it lists, in their order, a new one too', () => {
    const manifest = remotesManifestFromEnv({}, PORTS, 8000);
    const remotes = { office: 'http://localhost:8087/mf-manifest.json', ...manifest.remotes };
    expect(Object.keys(parseRemotesManifest({ ...manifest, remotes }).remotes)).toEqual([
      'office',
      ...Object.keys(PORTS),
    ]);
  });

  it('rejects a remote without an entry, a bad remote name, and no remote at all', () => {
    const manifest = remotesManifestFromEnv({}, PORTS, 8000);
    expect(() => parseRemotesManifest({ ...manifest, remotes: { ...manifest.remotes, account: '' } })).toThrow(
      new RemotesManifestError('remotes.json has no entry for account'),
    );
    expect(() => parseRemotesManifest({ ...manifest, remotes: { 'x y': 'http://x/mf-manifest.json' } })).toThrow(
      'remotes.json names a remote "x y"',
    );
    expect(() => parseRemotesManifest({ ...manifest, remotes: {} })).toThrow('remotes.json names no remote');
    expect(() => parseRemotesManifest(null)).toThrow('remotes.json is not an object');
    expect(() => parseRemotesManifest({ remotes: manifest.remotes })).toThrow('remotes.json has no apiBase');
  });
});
