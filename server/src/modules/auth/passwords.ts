import { MIN_PASSWORD_LENGTH } from '@atelier/domain';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. @node-rs/argon2 defaults to argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** NIST SP 800-63B: length over composition rules, and no password found in breach or common lists. */
export { MIN_PASSWORD_LENGTH };
/** zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
const MIN_PASSWORD_SCORE = 3;

let guessEstimator: ZxcvbnFactory | undefined;

/**
 * Why `password` may not be used, or null when it may: too short, or too easy to guess (a common
 * password, a keyboard walk, a repeat, or built from the person's own e-mail or name).
 */
export async function findPasswordWeakness(password: string, personal: string[] = []): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  guessEstimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  const result = guessEstimator.check(password, personal.filter(Boolean));
  if (result.score < MIN_PASSWORD_SCORE) return 'This password is too common or too easy to guess. Choose a longer, less predictable one.';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, verified against when the account does not exist, so both take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
