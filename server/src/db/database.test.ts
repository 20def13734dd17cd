import { describe, expect, it } from 'vitest';
import { isConnectionLost, wasNotRun } from './database';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it('is told apart from an error of the request', () => {
    expect(isConnectionLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(pgError('ECONNRESET'))).toBe(true);
    expect(isConnectionLost(pgError('23505', 'duplicate key'))).toBe(false);
  });

  it('leaves a write safe to send again only when it surely did not take effect', () => {
    // The server said it ends the session (the statement rolled back with it), or nothing was sent.
    expect(wasNotRun(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(wasNotRun(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    // Dropped without a word: the write may have committed before the answer was lost.
    expect(wasNotRun(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(wasNotRun(pgError('ECONNRESET'))).toBe(false);
    expect(wasNotRun(pgError('23505', 'duplicate key'))).toBe(false);
  });
});
