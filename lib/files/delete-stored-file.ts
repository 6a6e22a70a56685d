import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db";
import { storedFiles } from "@/db/schema";
import { getStorage } from "@/lib/integrations/storage";

/**
 * Unregisters a stored file inside `tx` (the change that stops using it); from then on it is a 404.
 * The pg store's bytes go in the same transaction; the local and S3 stores' bytes are removed by
 * the caller once the transaction has committed (removeStoredBytesQuietly), so a rollback never
 * leaves a registered file without bytes. Answers whether the file was registered.
 */
export async function deleteStoredFile(tx: Tx, key: string): Promise<boolean> {
  const gone = await tx.delete(storedFiles).where(eq(storedFiles.key, key)).returning({ key: storedFiles.key });
  const storage = getStorage(tx);
  if (storage.transactional) await storage.delete(key);
  return gone.length > 0;
}
