/**
 * The key per-client limits count against: the client's address as Fastify resolved it (the socket's
 * address, or the forwarded one only when a proxy is trusted), with IPv6 addresses cut to their /64
 * network, since one IPv6 client is usually given a whole /64 and could otherwise rotate through it.
 */
import { isIPv6 } from "node:net";

export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
