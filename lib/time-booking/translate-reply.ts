/**
 * The time-booking replies carry dialog texts (Title, Message, ErrorMessage, Warning) as message
 * keys (./messages.ts); the route handlers pass each reply through this with the request's `t`,
 * so the browser gets them in the market's language. Pure: every string of the reply that is a
 * `timeBooking.` key is translated, everything else is kept as it is.
 */
const KEY = /^timeBooking\.[\w-]+(\.[\w-]+)+$/;

export function translateReply<T>(t: (key: string) => string, reply: T): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return KEY.test(v) ? t(v) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(reply) as T;
}
