import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const serverSecret = 'k'.repeat(40);

describe('sealed authenticator secrets', () => {
  it('opens what it sealed, each time under a new IV', () => {
    const first = seal(serverSecret, 'JBSWY3DPEHPK3PXP');
    const second = seal(serverSecret, 'JBSWY3DPEHPK3PXP');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(second).not.toBe(first);
    expect(unseal(serverSecret, first)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, an altered text, or something never sealed', () => {
    const sealed = seal(serverSecret, 'JBSWY3DPEHPK3PXP');
    expect(() => unseal('o'.repeat(40), sealed)).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => unseal(serverSecret, [version, iv, flipped, tag].join('.'))).toThrow();
    expect(() => unseal(serverSecret, 'JBSWY3DPEHPK3PXP')).toThrow('not a sealed secret');
  });
});
