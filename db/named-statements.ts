/**
 * Every parameterised statement of the app runs as a named prepared statement of its connection
 * (decision 109). drizzle sends each query as an unnamed statement, which PostgreSQL parses,
 * analyses and plans on every execution: for the portal's joins that was most of the database's
 * time (My agreements' agreement list: 0.9 ms of planning for 0.2 ms of execution). A name per
 * distinct SQL text lets PostgreSQL parse once per connection and reuse the plan (its plan cache
 * keeps custom plans until a generic one is no dearer: plan_cache_mode "auto").
 *
 * Not named: a statement whose good plan depends on its values' selectivity — a LIKE/ILIKE pattern,
 * full-text or trigram search (VALUE_DEPENDENT). A generic plan estimates such a parameter with a
 * default selectivity; measured, the agro-desk search on the 10× data got 1.5× slower named. These
 * keep being planned with their values on every execution, as before.
 *
 * Bounded: only statements with 1–MAX_NAMED_PARAMS values are named (a list of hundreds of ids
 * makes a text per length; those stay unnamed), and a connection names at most
 * MAX_NAMED_PER_CONNECTION texts (PostgreSQL keeps each one's parse tree and plans for the
 * connection's life; the first texts a connection runs are the frequent ones), the rest unnamed.
 * The names are content-derived, so a name always means the same text (node-postgres refuses a name
 * reused for another text). Statements the app names itself (db/prepared.ts) keep their names.
 */
import { createHash } from "node:crypto";
import type pg from "pg";

export const MAX_NAMED_PARAMS = 64;
export const MAX_NAMED_PER_CONNECTION = 300;
/** Operators whose selectivity only the value tells (drizzle writes them in lower case). */
export const VALUE_DEPENDENT =
  /\b(?:i?like|similar to|(?:word_|strict_word_)?similarity|(?:websearch_|plainto_|phraseto_)?to_tsquery)\b|<%|%>|~/;
const NAMES_MAX = 10_000;
const names = new Map<string, string>();

/** The statement name of a SQL text ("s_" and 24 hex digits of its SHA-1), or "" for a text that stays unnamed. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_MAX) names.clear();
    name = VALUE_DEPENDENT.test(text) ? "" : `s_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** Names the parameterised statements of every connection `pool` opens. */
export function nameStatements(pool: pg.Pool): pg.Pool {
  pool.on("connect", (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    const named = new Set<string>();
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === "object" && !(config as QueryConfig).name) {
        const c = config as QueryConfig;
        const values = Array.isArray(rest[0]) ? rest[0] : c.values;
        if (typeof c.text === "string" && Array.isArray(values) && values.length > 0 && values.length <= MAX_NAMED_PARAMS) {
          const name = statementName(c.text);
          if (name && (named.has(name) || named.size < MAX_NAMED_PER_CONNECTION)) {
            named.add(name);
            return query({ ...c, name }, ...rest);
          }
        }
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
  return pool;
}
