import { METHOD_PREFIX } from '@site/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../lib/crypto';

/**
 * A browser's device id in an HttpOnly cookie only our API reads: the retailers' known devices
 * (docs/decisions/0010) and the staff's (docs/decisions/0016). The id is random and says nothing by
 * itself; the database keeps its hash beside whom it proved itself to, and only that row counts.
 */

/** As `randomToken(24)` makes them; anything else in the cookie names no device. */
const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;

/** Who asks: the client (its key and network) and the device, when it is known to whom it asks of. */
export interface DeviceClient {
  key: string;
  network: string;
  /** The hash of the browser's device id: a candidate from the cookie until the database confirms it. */
  device: string | null;
}

/** The device cookie called `name`: what a request carries in it, and how a reply sets it. */
export function deviceCookie(name: string) {
  const idOf = (request: FastifyRequest): string | null => {
    const id = request.cookies[name];
    return id !== undefined && DEVICE_ID.test(id) ? id : null;
  };
  return {
    /** The request's client, its device not yet checked against anyone. */
    clientOf(request: FastifyRequest): DeviceClient {
      const id = idOf(request);
      return { key: request.clientKey, network: request.clientNetwork, device: id ? sha256(id) : null };
    },
    /**
     * After the browser proved itself (a login code, a staff member's password and second factor): its own
     * id is kept, or a new one given; `record` stores the id's hash beside whom it proved itself to; and the
     * cookie is set for `days` (HttpOnly, this site's pages only, the API's paths).
     */
    async remember(
      request: FastifyRequest,
      reply: FastifyReply,
      days: number,
      record: (deviceHash: string) => Promise<void>,
    ): Promise<void> {
      const id = idOf(request) ?? randomToken(24);
      await record(sha256(id));
      void reply.setCookie(name, id, {
        path: METHOD_PREFIX,
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        maxAge: days * 86_400,
      });
    },
  };
}

/**
 * The client with its device kept only when `isKnown` finds that device's hash recorded for the account
 * asked about (the cookie alone proves nothing); otherwise the same client as a stranger, with no device.
 */
export async function keptWhenKnown<Client extends DeviceClient>(
  client: Client,
  isKnown: (deviceHash: string) => Promise<boolean>,
): Promise<Client> {
  if (!client.device) return client;
  return (await isKnown(client.device)) ? client : { ...client, device: null };
}
