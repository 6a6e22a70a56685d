import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getStoredFile } from "@/lib/files/get-stored-file";

const ZFileRequest = z.object({ key: z.union([z.string(), z.array(z.string())]) });

/** Keys are random and never reused, so a file may be cached for good (by the browser only). */
const CACHE = "private, max-age=31536000, immutable";

/**
 * A stored file (uploaded images), for signed-in users only (avatars show in the signed-in
 * header). Unknown keys are a 404 in the usual JSON error shape.
 */
export const GET = route({ input: ZFileRequest }, async ({ input }) => {
  const file = await getStoredFile({ key: input.key });
  return new Response(file.bytes, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.bytes.byteLength),
      "cache-control": CACHE,
      "x-content-type-options": "nosniff",
      // an uploaded file is never a page: no scripts, no embedding of other content
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
