import { useCallback, useEffect, useState } from 'react';

/** `local` survives the browser session (preferences); `session` lasts as long as the tab (screen state). */
export type StorageArea = 'local' | 'session';

/**
 * Checks a value read back from storage. A zod schema is one; so is createGuardSchema's wrapper of a
 * type guard, for values too simple to need zod (which then stays out of the first chunk).
 */
export interface StoredStateSchema<Value> {
  safeParse: (value: unknown) => { success: true; data: Value } | { success: false };
}

/** A schema from a type guard. */
export function createGuardSchema<Value>(isValue: (value: unknown) => value is Value): StoredStateSchema<Value> {
  return { safeParse: (value) => (isValue(value) ? { success: true, data: value } : { success: false }) };
}

/** One remembered value: where it lives, how it is checked, and what it is when nothing usable is stored. */
export interface StoredStateSpec<Value> {
  area: StorageArea;
  key: string;
  /**
   * Checks what was read back: another version of the app, or a user, may have left anything there.
   * Give object fields their own `.catch()` so one damaged field does not reset the others.
   */
  schema: StoredStateSchema<Value>;
  createDefault: () => Value;
  /** `text` keeps a string as it is, for entries written before values were stored as JSON. */
  format?: 'json' | 'text';
}

export type StoredStateUpdate<Value> = Value | ((current: Value) => Value);

/** The browser's storage, or null: merely touching it throws where storage is blocked (some privacy settings). */
function findStorage(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value, checked by the spec's schema; the default when it is missing, unreadable or invalid. */
export function readStoredState<Value>(spec: StoredStateSpec<Value>, storage = findStorage(spec.area)): Value {
  try {
    const stored = storage?.getItem(spec.key);
    if (stored == null) return spec.createDefault();
    const result = spec.schema.safeParse(spec.format === 'text' ? stored : JSON.parse(stored));
    return result.success ? result.data : spec.createDefault();
  } catch {
    return spec.createDefault();
  }
}

/** Stores the value; a full or unavailable storage only means it is forgotten on reload. */
export function writeStoredState<Value>(
  spec: Pick<StoredStateSpec<Value>, 'area' | 'key' | 'format'>,
  value: Value,
  storage = findStorage(spec.area),
): void {
  try {
    if (spec.format !== 'text') storage?.setItem(spec.key, JSON.stringify(value));
    // Plain text has no spelling for "nothing": the entry goes, and reads back as the default.
    else if (value == null) storage?.removeItem(spec.key);
    else storage?.setItem(spec.key, String(value));
  } catch {
    // Forgetting is the designed fallback: nothing the user did is lost, only remembered state.
  }
}

/**
 * `useState` that is read from storage when the component mounts (or the key changes) and written
 * back on every change. A new key starts from what that key has stored, not from the old key's value.
 */
export function useStoredState<Value>(spec: StoredStateSpec<Value>) {
  const [entry, setEntry] = useState(() => ({ key: spec.key, value: readStoredState(spec) }));
  let current = entry;
  if (entry.key !== spec.key) {
    // Adjusting state while rendering (React's documented pattern) avoids one render with the old key's value.
    current = { key: spec.key, value: readStoredState(spec) };
    setEntry(current);
  }

  const { area, format } = spec;
  useEffect(() => writeStoredState({ area, key: entry.key, format }, entry.value), [area, format, entry]);

  const update = useCallback(
    (next: StoredStateUpdate<Value>) =>
      setEntry((previous) => ({
        key: previous.key,
        value: typeof next === 'function' ? (next as (value: Value) => Value)(previous.value) : next,
      })),
    [],
  );
  return [current.value, update] as const;
}
