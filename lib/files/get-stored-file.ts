import { AppError } from "@/lib/api/errors";
import { getStorage, isValidKey, type StoredFile } from "@/lib/integrations/storage";

/** A stored file by its key (the path segments of /api/files/<key>); 404 when unknown or malformed. */
export async function getStoredFile(opts: { key: string | string[] }): Promise<StoredFile> {
  const key = Array.isArray(opts.key) ? opts.key.join("/") : opts.key;
  if (!isValidKey(key)) throw new AppError("NOT_FOUND");
  const file = await getStorage().get(key);
  if (!file) throw new AppError("NOT_FOUND");
  return file;
}
