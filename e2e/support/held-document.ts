import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the body as the host sent it, not as it is forwarded here (whole and decoded). */
const NOT_FORWARDED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

export interface HeldDocument {
  /** Where the browser opens the site through this stand-in. */
  origin: string;
  /** What the browser asked for while the rest of the document was held back. */
  requestedWhileHeld: string[];
  close(): Promise<void>;
}

/**
 * A slow network in front of the host: the document at `path` arrives in two parts, the first ending where
 * `splitAt` says (the middle of a text, say), the rest `holdMs` later; every other request is forwarded
 * as it is, and the ones made during the hold are recorded. A browser paints the first part meanwhile.
 */
export async function holdDocument(options: {
  target: string;
  path: string;
  splitAt: (html: string) => number;
  holdMs: number;
}): Promise<HeldDocument> {
  const requestedWhileHeld: string[] = [];
  let holding = false;
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (holding) requestedWhileHeld.push(url);
    void (async () => {
      const upstream = await fetch(new URL(url, options.target), {
        method: request.method,
        headers: forwardedHeaders(request.headers),
        redirect: 'manual',
      });
      const headers: [string, string][] = [];
      upstream.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) headers.push([name, value]);
      });
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (url !== options.path) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const split = options.splitAt(html);
      holding = true;
      response.write(html.slice(0, split));
      await new Promise((resolve) => setTimeout(resolve, options.holdMs));
      holding = false;
      response.end(html.slice(split));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requestedWhileHeld,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forwardedHeaders(headers: IncomingHttpHeaders): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && name !== 'host' && !NOT_FORWARDED.has(name))
      forwarded.set(name, Array.isArray(value) ? value.join(', ') : value);
  return forwarded;
}
