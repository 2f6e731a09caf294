import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createGuardSchema, readStoredState, useStoredState, writeStoredState, type StoredStateSpec } from './stored-state';

interface Panel {
  isOpen: boolean;
  openIds: string[];
}

const panelSpec = (key = 'test.panel'): StoredStateSpec<Panel> => ({
  area: 'session',
  key,
  schema: z.object({ isOpen: z.boolean().catch(true), openIds: z.array(z.string()).catch([]) }),
  createDefault: () => ({ isOpen: true, openIds: [] }),
});

function createStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('readStoredState and writeStoredState', () => {
  it('reads back what was written, as JSON, in the area asked for', () => {
    writeStoredState(panelSpec(), { isOpen: false, openIds: ['nod1'] });
    expect(window.sessionStorage.getItem('test.panel')).toBe('{"isOpen":false,"openIds":["nod1"]}');
    expect(window.localStorage.getItem('test.panel')).toBeNull();
    expect(readStoredState(panelSpec())).toEqual({ isOpen: false, openIds: ['nod1'] });
  });

  it('gives the default when nothing is stored or the entry is not JSON', () => {
    expect(readStoredState(panelSpec())).toEqual({ isOpen: true, openIds: [] });
    window.sessionStorage.setItem('test.panel', '{not json');
    expect(readStoredState(panelSpec())).toEqual({ isOpen: true, openIds: [] });
  });

  it('lets each field fall back on its own when an entry is damaged or from another version', () => {
    window.sessionStorage.setItem('test.panel', JSON.stringify({ isOpen: 'yes', openIds: ['nod9'], removedField: 1 }));
    expect(readStoredState(panelSpec())).toEqual({ isOpen: true, openIds: ['nod9'] });
  });

  it('gives the default when the stored value fails a schema without fallbacks', () => {
    const spec: StoredStateSpec<number[]> = { area: 'local', key: 'test.numbers', schema: z.array(z.number()), createDefault: () => [] };
    window.localStorage.setItem('test.numbers', '["one"]');
    expect(readStoredState(spec)).toEqual([]);
  });

  it('keeps plain text entries as they are, checked by a type guard', () => {
    const spec: StoredStateSpec<string | null> = {
      area: 'local',
      key: 'test.code',
      schema: createGuardSchema((value): value is string => typeof value === 'string' && value !== ''),
      createDefault: () => null,
      format: 'text',
    };
    window.localStorage.setItem('test.code', 'demo');
    expect(readStoredState(spec)).toBe('demo');
    writeStoredState(spec, 'northwind');
    expect(window.localStorage.getItem('test.code')).toBe('northwind');
    window.localStorage.setItem('test.code', '');
    expect(readStoredState(spec)).toBeNull();
    writeStoredState(spec, null);
    expect(window.localStorage.getItem('test.code')).toBeNull();
  });

  it('is safe when storage throws on reading, writing or even being touched', () => {
    const refusing = createStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(readStoredState(panelSpec(), refusing)).toEqual({ isOpen: true, openIds: [] });
    expect(() => writeStoredState(panelSpec(), { isOpen: false, openIds: [] }, refusing)).not.toThrow();

    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStoredState(panelSpec())).toEqual({ isOpen: true, openIds: [] });
    expect(() => writeStoredState(panelSpec(), { isOpen: false, openIds: [] })).not.toThrow();
  });

  it('works with no storage at all', () => {
    expect(readStoredState(panelSpec(), null)).toEqual({ isOpen: true, openIds: [] });
    expect(() => writeStoredState(panelSpec(), { isOpen: false, openIds: [] }, null)).not.toThrow();
  });
});

describe('useStoredState', () => {
  it('starts from storage and writes every change back', () => {
    writeStoredState(panelSpec(), { isOpen: false, openIds: ['nod1'] });
    const { result } = renderHook(() => useStoredState(panelSpec()));
    expect(result.current[0]).toEqual({ isOpen: false, openIds: ['nod1'] });

    act(() => result.current[1]((current) => ({ ...current, openIds: [...current.openIds, 'nod2'] })));
    expect(result.current[0].openIds).toEqual(['nod1', 'nod2']);
    expect(readStoredState(panelSpec())).toEqual({ isOpen: false, openIds: ['nod1', 'nod2'] });

    act(() => result.current[1]({ isOpen: true, openIds: [] }));
    expect(readStoredState(panelSpec())).toEqual({ isOpen: true, openIds: [] });
  });

  it("switches to the new key's own value when the key changes", () => {
    writeStoredState(panelSpec('test.panel.a'), { isOpen: false, openIds: ['a'] });
    const { result, rerender } = renderHook(({ key }) => useStoredState(panelSpec(key)), { initialProps: { key: 'test.panel.a' } });
    expect(result.current[0].openIds).toEqual(['a']);

    rerender({ key: 'test.panel.b' });
    expect(result.current[0]).toEqual({ isOpen: true, openIds: [] });
    act(() => result.current[1]({ isOpen: true, openIds: ['b'] }));
    expect(readStoredState(panelSpec('test.panel.b')).openIds).toEqual(['b']);
    expect(readStoredState(panelSpec('test.panel.a')).openIds).toEqual(['a']);
  });

  it('keeps working in memory when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { result } = renderHook(() => useStoredState(panelSpec()));
    act(() => result.current[1]({ isOpen: false, openIds: ['nod1'] }));
    expect(result.current[0]).toEqual({ isOpen: false, openIds: ['nod1'] });
  });
});
