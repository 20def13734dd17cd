import { afterEach, describe, expect, it } from 'vitest';
import { configureRuntime, environmentLabel, serverAssetUrl } from './runtime-config';

afterEach(() => configureRuntime({ apiBase: 'http://localhost:8000/api/method' }));

describe('runtime configuration', () => {
  it('labels the environment from the API base host (docs/product.md#environment-label)', () => {
    expect(environmentLabel('http://localhost:8000/api/method')).toBe('LOCAL');
    expect(environmentLabel('http://127.0.0.1:8000/api/method')).toBe('LOCAL');
    expect(environmentLabel('https://a1b2.ngrok-free.app/api/method')).toBe('NGROK');
    expect(environmentLabel('https://erp.suvasa.example/api/method')).toBe('PROD');
  });

  it('prefixes server paths with the server base URL (the profile picture, docs/product.md#customer-detail)', () => {
    configureRuntime({ apiBase: 'https://api.suvasa.example/api/method/' });
    expect(serverAssetUrl('/files/a.webp')).toBe('https://api.suvasa.example/files/a.webp');
    expect(serverAssetUrl('files/a.webp')).toBe('https://api.suvasa.example/files/a.webp');
    expect(serverAssetUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(serverAssetUrl('')).toBe('');
  });

  it('treats only the exact flag true as debug', () => {
    expect(configureRuntime({ debug: true }).debug).toBe(true);
    expect(configureRuntime({ debug: 'true' as unknown as boolean }).debug).toBe(false);
  });
});
