/**
 * The FileStorage contract (storage-contract.ts) against every store: PostgreSQL (the default),
 * a local folder, and S3 (s3rver from npm, behind a front that checks SigV4 signatures and body
 * hashes; s3-test-server.ts). Store-specific behaviour follows each run.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsClient } from "aws4fetch";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFileChunks } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { PG_CHUNK_BYTES, localFolderStorage, pgStorage, readAll, s3Storage, type FileStorage } from "./index";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";
import { storageContract } from "./storage-contract";

const t = useTestDb({ reference: false });

// ---- PostgreSQL ----
storageContract("pg", () => pgStorage(t.db));

describe("pg store", () => {
  it("keeps a file in chunks of 256 KB", async () => {
    const key = `pg/${randomBytes(4).toString("hex")}.png`;
    await pgStorage(t.db).put(key, new Uint8Array(PG_CHUNK_BYTES * 2 + 10), "image/png");
    const rows = await t.db
      .select({ seq: storedFileChunks.seq, n: sql<number>`octet_length(${storedFileChunks.bytes})` })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.key, key))
      .orderBy(storedFileChunks.seq);
    expect(rows).toEqual([
      { seq: 0, n: PG_CHUNK_BYTES },
      { seq: 1, n: PG_CHUNK_BYTES },
      { seq: 2, n: 10 },
    ]);
  });

  it("writes and deletes inside the caller's transaction: a rollback undoes both", async () => {
    const key = `pg/${randomBytes(4).toString("hex")}.png`;
    await pgStorage(t.db).put(key, new Uint8Array([1, 2]), "image/png");
    const other = `pg/${randomBytes(4).toString("hex")}.png`;
    await expect(
      t.db.transaction(async (tx) => {
        await pgStorage(tx).put(other, new Uint8Array([3]), "image/png");
        await pgStorage(tx).delete(key);
        expect(await pgStorage(tx).get(other)).not.toBeNull();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await pgStorage(t.db).get(other)).toBeNull();
    expect([...(await readAll((await pgStorage(t.db).get(key))!.body))]).toEqual([1, 2]);
  });

  it("reads one chunk per pull: a reader that stops after the first chunk fetched only that", async () => {
    const key = `pg/${randomBytes(4).toString("hex")}.png`;
    await pgStorage(t.db).put(key, new Uint8Array(PG_CHUNK_BYTES * 4), "image/png");
    const got = await pgStorage(t.db).get(key);
    const reader = got!.body.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBe(PG_CHUNK_BYTES);
    await reader.cancel();
  });
});

// ---- local folder ----
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "portal-storage-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
storageContract("local", () => localFolderStorage(dir));

describe("local store", () => {
  it("writes plain files (no sidecar) and removes a sidecar of the earlier layout on delete", async () => {
    const s = localFolderStorage(dir);
    await s.put("side/a.png", new Uint8Array([1]), "image/png");
    expect(await readdir(join(dir, "side"))).toEqual(["a.png"]);
    await writeFile(join(dir, "side/a.png.meta.json"), "{}");
    await s.delete("side/a.png");
    expect(await readdir(join(dir, "side"))).toEqual([]);
  });

  it("a folder is not a file", async () => {
    await mkdir(join(dir, "folder/inner"), { recursive: true });
    expect(await localFolderStorage(dir).get("folder/inner")).toBeNull();
  });
});

// ---- S3 ----
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.close());
const s3Store = (): FileStorage =>
  s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey });
storageContract("s3", s3Store);

describe("s3 store", () => {
  it("signs every request (the test server refused none of the store's requests)", () => {
    expect(s3.refused).toEqual([]);
  });

  it("the test server does check: a wrong secret and a body that does not match its hash are refused", async () => {
    const wrong = s3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: "not-the-secret" });
    await expect(wrong.put("s3/x.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/HTTP 403/);
    const client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: "s3",
      region: "us-east-1",
      retries: 0,
    });
    const res = await client.fetch(`${s3.endpoint}/${s3.bucket}/s3/y.png`, {
      method: "PUT",
      body: new Uint8Array([1, 2]),
      headers: { "x-amz-content-sha256": "0".repeat(64) },
    });
    expect(res.status).toBe(403);
    const unsigned = await fetch(`${s3.endpoint}/${s3.bucket}/s3/z.png`, { method: "PUT", body: new Uint8Array([1]) });
    expect(unsigned.status).toBe(403);
    expect(s3.refused).toHaveLength(3);
    s3.refused.length = 0;
    expect(await s3Store().get("s3/x.png")).toBeNull();
  });
});
