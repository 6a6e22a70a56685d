/**
 * The one contract every FileStorage passes (decision 020), run against each store by
 * storage.integration.test.ts: PostgreSQL, local folder and S3 (against a local S3 server).
 * Only the interface is used here, so a new store is one more `storageContract(...)` call.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readAll, type FileStorage } from "./keys";

export function storageContract(name: string, store: () => FileStorage): void {
  // keys are unique per run, so the suite also passes against a store that keeps old data
  const run = randomBytes(4).toString("hex");
  const key = (name: string) => `contract/${run}/${name}`;

  describe(`FileStorage contract: ${name}`, () => {
    it("gets back the bytes it put, with their size", async () => {
      const s = store();
      await s.put(key("small.png"), new Uint8Array([1, 2, 3]), "image/png");
      const got = await s.get(key("small.png"));
      expect(got?.size).toBe(3);
      expect([...(await readAll(got!.body))]).toEqual([1, 2, 3]);
    });

    it("streams a file larger than one chunk whole and in order", async () => {
      const s = store();
      const big = new Uint8Array(randomBytes(700_000));
      await s.put(key("big.jpg"), big, "image/jpeg");
      const got = await s.get(key("big.jpg"));
      expect(got?.size).toBe(big.byteLength);
      const back = await readAll(got!.body);
      expect(back.byteLength).toBe(big.byteLength);
      expect(Buffer.from(back).equals(Buffer.from(big))).toBe(true);
    });

    it("replaces a file put again under the same key (nothing of the longer one is left)", async () => {
      const s = store();
      await s.put(key("replaced.png"), new Uint8Array(randomBytes(600_000)), "image/png");
      await s.put(key("replaced.png"), new Uint8Array([7, 8]), "image/png");
      const got = await s.get(key("replaced.png"));
      expect(got?.size).toBe(2);
      expect([...(await readAll(got!.body))]).toEqual([7, 8]);
    });

    it("keeps an empty file as an empty file, not as a missing one", async () => {
      const s = store();
      await s.put(key("empty.bin"), new Uint8Array(0), "application/octet-stream");
      const got = await s.get(key("empty.bin"));
      expect(got?.size).toBe(0);
      expect((await readAll(got!.body)).byteLength).toBe(0);
    });

    it("answers null for an unknown key, and deleting one is not an error", async () => {
      const s = store();
      expect(await s.get(key("nothing/here.png"))).toBeNull();
      await expect(s.delete(key("nothing/here.png"))).resolves.toBeUndefined();
    });

    it("deletes: the key is unknown afterwards, other keys are untouched", async () => {
      const s = store();
      await s.put(key("gone.png"), new Uint8Array([1]), "image/png");
      await s.put(key("kept.png"), new Uint8Array([2]), "image/png");
      await s.delete(key("gone.png"));
      expect(await s.get(key("gone.png"))).toBeNull();
      expect([...(await readAll((await s.get(key("kept.png")))!.body))]).toEqual([2]);
    });

    it("lets a reader stop half-way, and the file reads whole again afterwards", async () => {
      const s = store();
      const big = new Uint8Array(randomBytes(800_000));
      await s.put(key("cancel.png"), big, "image/png");
      const first = await s.get(key("cancel.png"));
      const reader = first!.body.getReader();
      const part = await reader.read();
      expect(part.done).toBe(false);
      expect(part.value!.byteLength).toBeLessThan(big.byteLength);
      await reader.cancel();
      const again = await readAll((await s.get(key("cancel.png")))!.body);
      expect(Buffer.from(again).equals(Buffer.from(big))).toBe(true);
    });

    it("handles many files at once", async () => {
      const s = store();
      const files = Array.from({ length: 12 }, (_, i) => [key(`many/${i}.png`), new Uint8Array(randomBytes(1000 + i))] as const);
      await Promise.all(files.map(([k, b]) => s.put(k, b, "image/png")));
      const back = await Promise.all(files.map(async ([k, sent]) => ({ sent, got: await readAll((await s.get(k))!.body) })));
      for (const { sent, got } of back) expect(Buffer.from(got).equals(Buffer.from(sent))).toBe(true);
    });

    it.each(["../escape.png", "/etc/passwd", "a//b.png", "A.png", "a.png.meta.json", ""])(
      "refuses the key %j on put, get and delete",
      async (bad) => {
        const s = store();
        await expect(s.put(bad, new Uint8Array([1]), "image/png")).rejects.toThrow(/invalid storage key/);
        await expect(s.get(bad)).rejects.toThrow(/invalid storage key/);
        await expect(s.delete(bad)).rejects.toThrow(/invalid storage key/);
      },
    );
  });
}
