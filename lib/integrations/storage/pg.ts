/**
 * FILE_STORAGE=pg (the default): the bytes in PostgreSQL, table stored_file_chunks, in chunks of
 * 256 KB. Every app instance behind a load balancer sees the same files, backups include them,
 * and put/delete join the caller's transaction: a file and the change that uses it commit or
 * roll back together. A read fetches one chunk per pull of the stream, so a large file is never
 * held in memory whole.
 *
 * Give `get` a pool handle (not a transaction): the stream goes on reading after it returns.
 */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { storedFileChunks } from "@/db/schema";
import { assertKey, type FileStorage } from "./keys";

export const PG_CHUNK_BYTES = 256 * 1024;

export function pgStorage(db: DbOrTx): FileStorage {
  return {
    kind: "pg",
    transactional: true,

    async put(key, bytes) {
      assertKey(key);
      await db.transaction(async (tx) => {
        await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
        // an empty file is one empty chunk, so it still exists
        const count = Math.max(1, Math.ceil(bytes.byteLength / PG_CHUNK_BYTES));
        for (let seq = 0; seq < count; seq++) {
          const part = bytes.subarray(seq * PG_CHUNK_BYTES, (seq + 1) * PG_CHUNK_BYTES);
          await tx.insert(storedFileChunks).values({ key, seq, bytes: part });
        }
      });
    },

    async get(key) {
      assertKey(key);
      const [info] = await db
        .select({
          chunks: sql<number>`count(*)::int`,
          size: sql<string>`coalesce(sum(octet_length(${storedFileChunks.bytes})), 0)::bigint`,
        })
        .from(storedFileChunks)
        .where(eq(storedFileChunks.key, key));
      const chunks = info?.chunks ?? 0;
      if (chunks === 0) return null;
      let seq = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (seq >= chunks) {
              controller.close();
              return;
            }
            const [row] = await db
              .select({ bytes: storedFileChunks.bytes })
              .from(storedFileChunks)
              .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
            if (!row) {
              controller.error(new Error(`stored file ${key}: chunk ${seq} is missing`));
              return;
            }
            seq++;
            if (row.bytes.byteLength > 0) controller.enqueue(row.bytes);
            if (seq >= chunks) controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return { body, size: Number(info?.size ?? 0) };
    },

    async delete(key) {
      assertKey(key);
      await db.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
    },
  };
}
