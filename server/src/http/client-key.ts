import ipaddr from 'ipaddr.js';

/**
 * How client addresses are grouped for the limits. An IPv6 subscriber usually holds a whole /64 (and
 * a provider's customer often a /48), so counting each /128 apart would give one client 2⁶⁴ budgets;
 * an IPv4 address is one client, and IPv4 is its own network.
 */
export interface ClientGrouping {
  /** The IPv6 prefix of one client: every address in it shares one budget (64). */
  ipv6Prefix: number;
  /** The wider IPv6 prefix of one network, for the few budgets a whole provider block shares (48). */
  ipv6NetworkPrefix: number;
}

/**
 * The one text form of an address's group: an IPv4 address (`203.0.113.7`, an IPv4-mapped IPv6 address
 * included), or the IPv6 network at `prefix` in RFC 5952 form with its length (`2001:db8:1:2::/64`).
 * Anything that is no address (Fastify always gives one) is kept as it came, so it still counts.
 */
function groupOf(address: string, prefix: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

/** The key of every per-client limit: the in-memory and Redis request limits and the database's budgets. */
export const clientKey = (address: string, grouping: ClientGrouping) => groupOf(address, grouping.ipv6Prefix);

/** The key of the budgets a whole network shares (look-ups, codes to one number from strangers). */
export const clientNetwork = (address: string, grouping: ClientGrouping) =>
  groupOf(address, grouping.ipv6NetworkPrefix);
