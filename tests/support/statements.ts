/** Watching the statements a test's pool sends (query counts, plans of what a call ran). */
import type pg from "pg";

/**
 * Calls `seen` with the text and values of every statement a client of `pool` sends. Every
 * statement runs on a pooled client, whether through pool.query or a transaction's borrowed
 * client (decision 092: the search is one), so the client's `query` is wrapped, once per client.
 */
export function watchStatements(pool: pg.Pool, seen: (text: string | undefined, values: unknown[]) => void): void {
  pool.on("acquire", (client) => {
    const marked = client as unknown as { __watched?: boolean };
    if (marked.__watched) return;
    const query = client.query.bind(client) as (...x: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const c = (typeof config === "string" ? { text: config } : config) as { text?: unknown; values?: unknown[] } | undefined;
      const values = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : (c?.values ?? []);
      seen(typeof c?.text === "string" ? c.text : undefined, values);
      return query(config, ...rest);
    }) as typeof client.query;
    marked.__watched = true;
  });
}
