import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real reverse-proxy hop on loopback, as nginx's `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for` does it: the client's own X-Forwarded-For is kept and the address the
 * proxy saw is appended; Forwarded and X-Real-IP pass through as the client wrote them. It connects
 * to the API from `fromAddress`.
 */
export async function startProxy(
  target: string,
  fromAddress = '127.0.0.1',
): Promise<{ url: string; close(): Promise<void> }> {
  const targetUrl = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const seen = incoming.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${seen}` : seen;
    headers.host = targetUrl.host;
    const upstream = httpRequest(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: incoming.method,
        path: incoming.url,
        headers,
        localAddress: fromAddress,
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One HTTP request from a chosen loopback source address (127.0.0.x), JSON reply parsed. */
export function requestFrom(
  sourceAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: any }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: {
          ...(init.body !== undefined ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
        localAddress: sourceAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
