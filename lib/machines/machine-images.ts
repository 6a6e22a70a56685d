/**
 * Where machine images live: "machines/<machineId>/<random>.<ext>" (a new key per upload),
 * registered as `customer` files of the machine's customer (only users who may see the customer
 * see the image), shown through /api/files/<key>; no image → the default machine picture.
 */
import { randomBytes } from "node:crypto";
import type { ImageType } from "@/lib/files/image";
import { keyFromFileUrl } from "@/lib/integrations/storage";

export const machineImagePrefix = (machineId: number): string => `machines/${machineId}/`;

export function newMachineImageKey(machineId: number, type: ImageType): string {
  return `${machineImagePrefix(machineId)}${randomBytes(16).toString("hex")}.${type.extension}`;
}

/** The stored file behind a machine's image URL, or null when it is not that machine's own. */
export function machineImageKey(machineId: number, url: string | null | undefined): string | null {
  const key = keyFromFileUrl(url);
  return key?.startsWith(machineImagePrefix(machineId)) ? key : null;
}
