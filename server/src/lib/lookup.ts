/**
 * A lookup's answer, or the error it failed with. Services run their database lookups (codes →
 * ids) before a pure plan applies the rules; the plan throws a failed lookup's error at the point
 * where the rules meet that field, so an input with several faults is refused for the same one as
 * when each lookup ran in the middle of the checks.
 */
export type Lookup<T> = { isFound: true; value: T } | { isFound: false; error: unknown };

/** A value already at hand, as a lookup. */
export function toFoundLookup<T>(value: T): Lookup<T> {
  return { isFound: true, value };
}

export async function settleLookup<T>(pending: Promise<T>): Promise<Lookup<T>> {
  try {
    return { isFound: true, value: await pending };
  } catch (error) {
    return { isFound: false, error };
  }
}

/** The value, or the lookup's error thrown. */
export function takeLookup<T>(lookup: Lookup<T>): T {
  if (!lookup.isFound) throw lookup.error;
  return lookup.value;
}
