import { z } from "zod";
import { RESPONSE, route } from "@/lib/api/handler";
import { readStoredFile } from "@/lib/files/read-stored-file";

const ZFileRequest = z.object({ key: z.union([z.string(), z.array(z.string())]) });

/**
 * Keys are random and never reused, so a public file (avatars) may be cached for good — by the
 * browser only. Any other file is revalidated on every use (its ETag makes that a 304), so a
 * browser shared by two users never shows one of them a file the server would refuse.
 */
const CACHE_PUBLIC = "private, max-age=31536000, immutable";
const CACHE_CHECKED = "private, no-cache";

/**
 * A stored file, for signed-in users only (401 otherwise), checked against its register row on
 * every read (lib/files/read-stored-file.ts): unknown key → 404, not the caller's to read → 403.
 * The bytes are streamed from the store. Errors are JSON in the usual shape.
 */
export const GET = route({ input: ZFileRequest, output: RESPONSE }, async ({ db, actor, input, market, req }) => {
  const file = await readStoredFile(db, { actor, key: input.key, market, ifNoneMatch: req.headers.get("if-none-match") });
  const headers = {
    etag: `"${file.sha256}"`,
    "cache-control": file.visibility === "public" ? CACHE_PUBLIC : CACHE_CHECKED,
  };
  if (!file.body) return new Response(null, { status: 304, headers });
  return new Response(file.body, {
    headers: {
      ...headers,
      "content-type": file.contentType,
      "content-length": String(file.size),
      // an uploaded file is never a page: not sniffed, no scripts, no embedding of other content
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": file.contentType.startsWith("image/") ? "inline" : "attachment",
    },
  });
});
