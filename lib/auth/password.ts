import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing: argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
 * Algorithm 2 is argon2id in @node-rs/argon2.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the username is unknown (equal timing). */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`unknown-user-${Math.random()}`);
  return dummy;
}
