import type { Db } from "@/db";
import { getStorage } from "@/lib/integrations/storage";

/**
 * Removes the bytes of a file that is not (or no longer) registered, from a store outside the
 * database (local, S3): after the transaction that unregistered it committed, or after the one
 * that would have registered it failed. The pg store needs nothing: its bytes follow the
 * transaction. A failure leaves an orphan that is never served, so it is logged, not raised.
 */
export async function removeStoredBytesQuietly(db: Db, key: string | null): Promise<void> {
  if (!key) return;
  try {
    const storage = getStorage(db);
    if (storage.transactional) return;
    await storage.delete(key);
  } catch (e) {
    console.warn(`[storage] could not remove ${key}:`, e);
  }
}
