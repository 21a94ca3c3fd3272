import { hash, verify } from '@node-rs/argon2';

// argon2id at the ASVS 5.0 minimum: m = 19 MiB, t = 2, p = 1 (Algorithm.Argon2id is 2; the enum breaks isolatedModules).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash even when there is none, so a missing account costs the same time. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('atrium-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
