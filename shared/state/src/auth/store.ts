import type { LoginRecord } from '@site/contract';
import { safeStorage } from '../lib/storage';
import { createStore, useStore } from '../lib/store';
import { forgetLoginAttempts } from './login-attempt';
import { revokeOnServer } from './session';

/** Storage keys: docs/product.md#stored-login. */
export const LOGIN_STORAGE_KEY = 'userLoginData';
export const OTP_EXPIRY_STORAGE_KEY = 'otpExpiry';

function readLogin(): LoginRecord | null {
  const raw = safeStorage.get(LOGIN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as LoginRecord) : null;
  } catch {
    return null;
  }
}

// A server render never knows who is logged in: it shows the anonymous page.
const loginStore = createStore<LoginRecord | null>(readLogin(), null);

// Another tab logging in or out changes what this tab may do.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LOGIN_STORAGE_KEY || event.key === null) loginStore.set(readLogin());
  });
}

/** Calls `listener` whenever the login changes (in, out, another tab's); returns the unsubscribe. */
export function onLoginChange(listener: () => void): () => void {
  return loginStore.subscribe(listener);
}

export function getLogin(): LoginRecord | null {
  return loginStore.get();
}

/** Saves the whole verify reply `message` as the login record (docs/product.md#stored-login). */
export function saveLogin(record: LoginRecord): void {
  safeStorage.set(LOGIN_STORAGE_KEY, JSON.stringify(record));
  loginStore.set(record);
}

export function clearLogin(): void {
  safeStorage.remove(LOGIN_STORAGE_KEY);
  loginStore.set(null);
}

/**
 * The session ended (the server refused the token, the account was deleted): nothing of the login stays
 * in this browser: the record, the code's resend window, the login attempt. The host's guard of the
 * account pages then sends the visitor to /login with the page they were on as the return path.
 */
export function endSession(): void {
  clearLogin();
  otpExpiry.clear();
  forgetLoginAttempts();
}

/** Logging out (/logout): the session ends here, and its token on the server too. */
export function logout(): void {
  const record = loginStore.get();
  endSession();
  if (record) revokeOnServer(record);
}

/** `Authorization: token key:secret`, only when the stored record has both (docs/product.md#authorization-header). */
export function authorizationHeader(record = loginStore.get()): string | null {
  return record?.api_key && record.api_secret ? `token ${record.api_key}:${record.api_secret}` : null;
}

/** The auth context every remote reads: the stored login and what to do with it. */
export function useAuth() {
  const login = useStore(loginStore);
  return {
    login,
    isLoggedIn: Boolean(login?.api_key && login.api_secret && login.customer_id),
    saveLogin,
    logout,
  };
}

/** The OTP resend window's end, as epoch milliseconds (docs/product.md#stored-login, docs/product.md#otp-page-behaviour). */
export const otpExpiry = {
  get(): number | null {
    const value = Number(safeStorage.get(OTP_EXPIRY_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  startWindow(seconds: number, now = Date.now()): number {
    const expiresAt = now + seconds * 1000;
    safeStorage.set(OTP_EXPIRY_STORAGE_KEY, String(expiresAt));
    return expiresAt;
  },
  clear(): void {
    safeStorage.remove(OTP_EXPIRY_STORAGE_KEY);
  },
};

/** docs/product.md#business-constants: the first resend window is 20 s after sending; after a resend it is 30 s. */
export const OTP_FIRST_WINDOW_SECONDS = 20;
export const OTP_RESEND_WINDOW_SECONDS = 30;
