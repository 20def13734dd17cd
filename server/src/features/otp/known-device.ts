import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { deviceCookie, type DeviceClient, keptWhenKnown } from '../../http/device-cookie';

/**
 * A browser that logged in to a number before is known to it (docs/decisions/0010): an HttpOnly cookie
 * holds a random device id, set by the server at a successful login or number change, and the database
 * keeps its hash beside each number it logged in to. A known device asks for codes from a budget of its
 * own, which no stranger can spend. The cookie says nothing by itself: only the database's row counts,
 * so a guessed or copied id from another browser is just a stranger.
 */
export const DEVICE_COOKIE = 'site_device';
const cookie = deviceCookie(DEVICE_COOKIE);

/** Numbers a device stays known to; the oldest are forgotten first. */
const DEVICES_PER_CUSTOMER = 20;

/** Who asks for a code: the client (its key and network) and the device, once `asKnownTo` confirms it. */
export type Sender = DeviceClient;

/** The request's sender, its device not yet checked against any number. */
export const senderOf = (request: FastifyRequest): Sender => cookie.clientOf(request);

/**
 * The sender as the number sees it: its device kept only when that device logged in to the number
 * within `days` and the number is still that customer's (a number given up is known to nobody).
 */
export async function asKnownTo(
  q: Queryable,
  sender: Sender,
  mobile: string,
  now: Date,
  days: number,
): Promise<Sender> {
  return keptWhenKnown(sender, async (device) => {
    const [known] = await q.query(
      `select 1 from known_devices d join customers c on c.id = d.customer_id and c.mobile = d.mobile
       where d.device_hash = $1 and d.mobile = $2 and d.last_login_at > $3`,
      [device, mobile, new Date(now.getTime() - days * 86_400_000)],
    );
    return known !== undefined;
  });
}

/**
 * After a login (or a number change) proved with a code: the browser is known to `mobile` from now on.
 * Its id is kept, or a new one given, in a cookie only our API reads (HttpOnly, this site's pages only).
 */
export async function rememberDevice(
  q: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { customerId: string; mobile: string; now: Date; days: number },
): Promise<void> {
  const { customerId, mobile, now, days } = login;
  await cookie.remember(request, reply, days, async (device) => {
    await q.query(
      `insert into known_devices (device_hash, mobile, customer_id, last_login_at) values ($1, $2, $3, $4)
       on conflict (device_hash, mobile) do update set customer_id = excluded.customer_id, last_login_at = excluded.last_login_at`,
      [device, mobile, customerId, now],
    );
    await q.query(
      `delete from known_devices where customer_id = $1 and (last_login_at < $2 or (device_hash, mobile) in (
         select device_hash, mobile from known_devices where customer_id = $1 order by last_login_at desc offset $3))`,
      [customerId, new Date(now.getTime() - days * 86_400_000), DEVICES_PER_CUSTOMER],
    );
  });
}
