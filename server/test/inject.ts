import { LOGIN_ATTEMPT_PARAM, METHOD_PREFIX, methodPaths } from '@site/contract';
import { OUR_PAGES, type TestServer } from './harness';

export interface Injected {
  status: number;
  body: any;
  /** The `name=value` of a cookie the reply set, if any. */
  cookie: string | null;
}

/**
 * One call through the app's trusted-proxy path without a socket (`app.inject`, from 127.0.0.1, the
 * proxy the test server trusts with TRUST_PROXY=127.0.0.1): `from` is the client address the proxy
 * names in X-Forwarded-For, so thousands of clients cost no connections. As our pages call it.
 */
export async function injectMethod(
  server: TestServer,
  name: keyof typeof methodPaths,
  call: { from: string; query?: Record<string, string>; body?: unknown; cookie?: string | null },
): Promise<Injected> {
  const search = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const reply = await server.app.inject({
    method: call.body === undefined ? 'GET' : 'POST',
    url: `${METHOD_PREFIX}/${methodPaths[name]}${search}`,
    remoteAddress: '127.0.0.1',
    headers: {
      ...OUR_PAGES,
      'x-forwarded-for': call.from,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.cookie ? { cookie: call.cookie } : {}),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  const setCookie = reply.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return { status: reply.statusCode, body: reply.json(), cookie: first ? first.split(';')[0]! : null };
}

/** A random address inside an IPv6 /64 given as its first four groups (`2001:db8:1:2`): a rotating client. */
export function addressIn(prefix64: string): string {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `${prefix64}:${group()}:${group()}:${group()}:${group()}`;
}

/**
 * The newest code sent to `mobile`, read from the dev outbox through `app.inject` too: a test that talks
 * to the app without sockets for long stretches has no idle keep-alive connection to find closed.
 */
export async function injectedCode(server: TestServer, mobile: string): Promise<string> {
  const reply = await server.app.inject({ url: `/api/dev/sms-outbox?phone_no=${mobile}`, headers: OUR_PAGES });
  const code = (reply.json() as { message: { otp: string | null }[] }).message.find((entry) => entry.otp)?.otp;
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

/**
 * A login as our login page makes it, from `from` in a browser holding `cookie` (none: a new browser): a
 * code asked for, then sent back with its login attempt. `verified` is null when the send was refused.
 */
export async function injectLogin(server: TestServer, mobile: string, from: string, cookie: string | null = null) {
  const sent = await injectMethod(server, 'generateAndSendOtp', { from, query: { phone_no: mobile }, cookie });
  if (sent.status !== 200) return { sent, verified: null };
  const verified = await injectMethod(server, 'verifyOtpAndLogin', {
    from,
    cookie,
    query: {
      phone_no: mobile,
      otp: await injectedCode(server, mobile),
      [LOGIN_ATTEMPT_PARAM]: sent.body.message.login_attempt,
    },
  });
  return { sent, verified };
}
