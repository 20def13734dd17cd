import { describe, expect, it } from 'vitest';
import { HostConfigError, loadHostConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadHostConfig(env);
  } catch (error) {
    if (error instanceof HostConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe("the host's configuration", () => {
  it('runs on one machine with nothing set: local ports, development headers', () => {
    const config = loadHostConfig({});
    expect(config.port).toBe(8080);
    expect(config.listenHost).toBe('localhost');
    expect(config.logLevel).toBe('info');
    expect(config.headers).toEqual({ frameAncestors: [], production: false });
    expect(config.manifest).toEqual({
      apiBase: 'http://localhost:8000/api/method',
      debug: false,
      remotes: {
        marketing: 'http://localhost:8081/mf-manifest.json',
        inquiry: 'http://localhost:8082/mf-manifest.json',
        auth: 'http://localhost:8083/mf-manifest.json',
        account: 'http://localhost:8084/mf-manifest.json',
        office: 'http://localhost:8085/mf-manifest.json',
      },
    });
    expect(config.ssr).toEqual({
      siteUrl: 'http://localhost:8080',
      budgetMs: 300,
      renderTimeoutMs: 1000,
      revalidateMs: 5000,
      cacheSize: 500,
      internalRemoteUrls: {},
    });
  });

  it('reads a deployment: public and internal URLs, limits, origins', () => {
    const config = loadHostConfig({
      PORT: '9000',
      LISTEN_HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ERP_ORIGINS: 'https://erp.example.com, https://erp2.example.com,',
      API_BASE: 'https://api.example.com/api/method/',
      DEBUG: 'true',
      REMOTE_TIMEOUT_MS: '15000',
      REMOTE_MARKETING_URL: 'https://cdn.example.com/marketing/',
      REMOTE_AUTH_URL: 'https://auth.example.com/remoteEntry.js',
      REMOTE_MARKETING_INTERNAL_URL: 'http://marketing:8080',
      SITE_URL: 'https://www.suvasa.example/',
      SSR_BUDGET_MS: '250',
      SSR_CACHE_SIZE: '0',
      API_INTERNAL_BASE: 'http://api-proxy:8000/api/method',
    });
    expect(config).toMatchObject({
      port: 9000,
      listenHost: '0.0.0.0',
      logLevel: 'warn',
      headers: { frameAncestors: ['https://erp.example.com', 'https://erp2.example.com'], production: true },
      manifest: {
        apiBase: 'https://api.example.com/api/method',
        debug: true,
        remoteTimeoutMs: 15000,
        remotes: {
          marketing: 'https://cdn.example.com/marketing/mf-manifest.json',
          auth: 'https://auth.example.com/remoteEntry.js',
          inquiry: 'http://localhost:8082/mf-manifest.json',
        },
      },
      ssr: {
        siteUrl: 'https://www.suvasa.example',
        budgetMs: 250,
        cacheSize: 0,
        internalApiBase: 'http://api-proxy:8000/api/method',
        internalRemoteUrls: { marketing: 'http://marketing:8080' },
      },
    });
  });

  it('takes an empty value as unset, as compose passes an unset one', () => {
    expect(loadHostConfig({ REMOTE_TIMEOUT_MS: '', DEBUG: ' ', ERP_ORIGINS: '' }).manifest).not.toHaveProperty(
      'remoteTimeoutMs',
    );
  });

  it('refuses a wrong value, naming every wrong variable, instead of falling back to a default', () => {
    const problems = problemsOf({
      PORT: '80a',
      SSR_BUDGET_MS: '-5',
      SSR_REVALIDATE_MS: '0',
      DEBUG: 'yes',
      NODE_ENV: 'prod',
      LOG_LEVEL: 'loud',
      SITE_URL: 'www.suvasa.example',
      ERP_ORIGINS: 'https://erp.example.com/page',
      REMOTE_AUTH_INTERNAL_URL: 'auth:8080',
      REMOTE_MARKETING_URL: 'cdn.example.com',
    });
    for (const variable of [
      'PORT',
      'SSR_BUDGET_MS',
      'SSR_REVALIDATE_MS',
      'DEBUG',
      'NODE_ENV',
      'LOG_LEVEL',
      'SITE_URL',
      'ERP_ORIGINS',
      'REMOTE_AUTH_INTERNAL_URL',
      'REMOTE_MARKETING_URL',
    ])
      expect(problems).toMatch(new RegExp(`^  ${variable}\\b`, 'm'));
    expect(problemsOf({ PORT: '70000' })).toContain('PORT must be a port, at most 65535');
  });

  it('refuses a path for a remote or the API without the URL this server reaches it at', () => {
    const problems = problemsOf({ REMOTE_AUTH_URL: '/auth', API_BASE: '/api/method' });
    expect(problems).toContain(
      'REMOTE_AUTH_URL is a path: set REMOTE_AUTH_INTERNAL_URL, where this server reaches auth',
    );
    expect(problems).toContain('API_BASE is a path: set API_INTERNAL_BASE, where this server reaches the API');
    const config = loadHostConfig({
      REMOTE_AUTH_URL: '/auth',
      REMOTE_AUTH_INTERNAL_URL: 'http://auth:8080',
      API_BASE: '/api/method',
      API_INTERNAL_BASE: 'http://api-proxy:8000/api/method',
    });
    expect(config.manifest.remotes.auth).toBe('/auth/mf-manifest.json');
    expect(config.manifest.apiBase).toBe('/api/method');
  });

  it('refuses a remote variable that names no remote of the site: a misspelt name', () => {
    expect(problemsOf({ REMOTE_MARKETTING_INTERNAL_URL: 'http://marketing:8080' })).toContain(
      'REMOTE_MARKETTING_INTERNAL_URL names no remote of the site (marketing, inquiry, auth, account, office)',
    );
  });
});
