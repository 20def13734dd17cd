/**
 * The login attempt a code was sent for (docs/decisions/0010): `generate_and_send_otp`
 * answers with a `login_attempt` that only this tab knows, and `verify_otp_and_login` needs it, so a
 * stranger's guesses never touch this visitor's code. Kept in sessionStorage (this tab, until it
 * closes), with the code's length: 4 digits, or more while the number is under attack.
 */
const KEY = 'loginAttempt';

export interface StoredLoginAttempt {
  mobile: string;
  attempt: string;
  codeLength: number;
}

/** Where there is no sessionStorage (a test, a locked-down page): the page's memory. */
const memory = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
};

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    return globalThis.sessionStorage ?? memoryStorage;
  } catch {
    return memoryStorage;
  }
}

export function rememberLoginAttempt(value: StoredLoginAttempt): void {
  try {
    storage().setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the verify call then asks for a new code.
  }
}

/** The newest attempt for `mobile`, if this tab asked for one. */
export function loginAttemptFor(mobile: string): StoredLoginAttempt | null {
  try {
    const parsed = JSON.parse(storage().getItem(KEY) ?? 'null') as Partial<StoredLoginAttempt> | null;
    if (
      !parsed ||
      parsed.mobile !== mobile ||
      typeof parsed.attempt !== 'string' ||
      typeof parsed.codeLength !== 'number'
    )
      return null;
    return parsed as StoredLoginAttempt;
  } catch {
    return null;
  }
}

export function forgetLoginAttempts(): void {
  try {
    storage().removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
