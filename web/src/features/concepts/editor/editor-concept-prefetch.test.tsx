import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildConcept } from '../../../test/concept-fixture';
import { createScriptedClient } from '../../../test/scripted-apollo';
import { ConceptByCodeQuery } from './concept-editor-fields';
import { prefetchEditorConcept, takeFreshPrefetch } from './editor-concept-prefetch';
import { useCreativeSettingsFields } from './use-creative-settings-fields';
import { useEditorConcept } from './use-editor-concept';

function setUp() {
  const scripted = createScriptedClient({
    ConceptEditorByCode: ({ conceptCode }) =>
      conceptCode === 'crc_missing'
        ? { errors: [new GraphQLError('Concept not found', { extensions: { code: 'NOT_FOUND' } })] }
        : { data: { applicationCreativeConcept: { ...buildConcept('Winter event', 1), code: conceptCode } } },
    ConceptEditorSettingsFields: () => ({ data: { creativeSettingsFields: [] } }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={scripted.apollo}>{children}</ApolloProvider>;
  const countReads = (operationName = 'ConceptEditorByCode') =>
    scripted.calls.filter((call) => call.operationName === operationName).length;
  return { ...scripted, wrapper, countReads };
}

describe('the concept of the URL the app opens on', () => {
  it('is read once: the first editor takes the answers asked for as the app started (the concept, its settings fields); an editor opened again reads anew', async () => {
    const { apollo, wrapper, countReads } = setUp();
    await prefetchEditorConcept(apollo, 'demo', 'crc_early', { withSettingsFields: true });

    const first = renderHook(
      () => ({ editor: useEditorConcept('demo', 'crc_early'), settings: useCreativeSettingsFields('demo', 'puzzle-quest') }),
      { wrapper },
    );
    await waitFor(() => expect(first.result.current.editor.concept?.name).toBe('Winter event'));
    expect(first.result.current.settings.fields).toEqual([]);
    // The settings fields of the concept's home application came with it.
    expect(countReads()).toBe(1);
    expect(countReads('ConceptEditorSettingsFields')).toBe(1);

    first.unmount();
    const again = renderHook(() => useEditorConcept('demo', 'crc_early'), { wrapper });
    await waitFor(() => expect(countReads()).toBe(2));
    await waitFor(() => expect(again.result.current.isLoading).toBe(false));
  });

  it('counts only a recent answer, for the same client, and never one only in the cache', async () => {
    const { apollo, wrapper, countReads } = setUp();
    await prefetchEditorConcept(apollo, 'demo', 'crc_stale');
    expect(takeFreshPrefetch('other', 'crc_stale')).toBe(false);
    expect(takeFreshPrefetch('demo', 'crc_stale', Date.now() + 6000)).toBe(false);
    await apollo.query({ query: ConceptByCodeQuery, variables: { clientCode: 'demo', conceptCode: 'crc_cached' } });
    expect(countReads()).toBe(2);

    for (const conceptCode of ['crc_stale', 'crc_cached']) {
      const { result } = renderHook(() => useEditorConcept('demo', conceptCode), { wrapper });
      await waitFor(() => expect(result.current.isLoading).toBe(false));
      expect(result.current.concept?.code).toBe(conceptCode);
    }
    expect(countReads()).toBe(4);
  });

  it('is not counted when the early read failed: the editor asks itself and shows its error', async () => {
    const { apollo, wrapper, countReads } = setUp();
    await prefetchEditorConcept(apollo, 'demo', 'crc_missing');
    expect(countReads()).toBe(1);
    const { result } = renderHook(() => useEditorConcept('demo', 'crc_missing'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(countReads()).toBe(2);
  });
});
