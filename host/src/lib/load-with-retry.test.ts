import { describe, expect, it } from 'vitest';
import { fakeLoader } from '../test/fake-loader';
import { loadWithRetry, RemoteLoadError } from './load-with-retry';

const Page = () => null;
const policy = { timeoutMs: 50, retries: 1 };

describe('loadWithRetry', () => {
  it('returns the page when the first attempt works', async () => {
    const { loader, calls, resets } = fakeLoader(async () => Page);
    await expect(loadWithRetry(loader, 'marketing', './HomePage', policy)).resolves.toBe(Page);
    expect(calls).toEqual(['marketing/./HomePage']);
    expect(resets).toEqual([]);
  });

  it('clears the remote and tries once more after a failure', async () => {
    let attempts = 0;
    const { loader, calls, resets } = fakeLoader(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return Page;
    });
    await expect(loadWithRetry(loader, 'inquiry', './ContactPage', policy)).resolves.toBe(Page);
    expect(calls).toHaveLength(2);
    expect(resets).toEqual(['inquiry']);
  });

  it('gives up after the retry, naming the remote and module', async () => {
    const { loader, calls } = fakeLoader(async () => {
      throw new Error('connection refused');
    });
    const failure = loadWithRetry(loader, 'auth', './LoginPage', policy);
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('auth/LoginPage could not be loaded: connection refused');
    expect(calls).toHaveLength(2);
  });

  it("does not try again when federation refused the host's copy of a shared singleton", async () => {
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @site/state does not satisfy the requirement of inquiry which needs ^1.1.0)',
    );
    const { loader, calls } = fakeLoader(async () => {
      throw refusal;
    });
    const failure = loadWithRetry(loader, 'inquiry', './PartnerPage', policy);
    await expect(failure).rejects.toMatchObject({ name: 'RemoteLoadError', cause: refusal });
    expect(calls).toHaveLength(1);
  });

  it('treats a remote that does not answer in time as failed', async () => {
    const { loader, calls } = fakeLoader(() => new Promise(() => undefined));
    await expect(loadWithRetry(loader, 'account', './ProfilePage', policy)).rejects.toThrow('no answer within 0.05 s');
    expect(calls).toHaveLength(2);
  });
});
