import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { buildConcept } from '../../../test/concept-fixture';
import { createScriptedClient } from '../../../test/scripted-apollo';
import { isConceptFreshlyPrefetched, prefetchEditorConcept } from './editor-concept-prefetch';
import { useCreativeSettingsFields } from './use-creative-settings-fields';
import { useEditorConcept } from './use-editor-concept';

function setUp() {
  const scripted = createScriptedClient({
    ConceptEditorByCode: ({ conceptCode }) => ({
      data: { applicationCreativeConcept: { ...buildConcept('Winter event', 1), code: conceptCode } },
    }),
    ConceptEditorSettingsFields: () => ({ data: { creativeSettingsFields: [] } }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={scripted.apollo}>{children}</ApolloProvider>;
  const countReads = (operationName = 'ConceptEditorByCode') =>
    scripted.calls.filter((call) => call.operationName === operationName).length;
  return { ...scripted, wrapper, countReads };
}

describe('the concept of the URL the app opens on', () => {
  it('is read once: the editor takes the answers asked for as the app started (the concept, its settings fields) instead of asking again', async () => {
    const { apollo, wrapper, countReads } = setUp();
    prefetchEditorConcept(apollo, 'demo', 'crc_early', { withSettingsFields: true });
    await waitFor(() => expect(countReads('ConceptEditorSettingsFields')).toBe(1));

    const { result } = renderHook(
      () => ({ editor: useEditorConcept('demo', 'crc_early'), settings: useCreativeSettingsFields('demo', 'puzzle-quest') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.editor.concept?.name).toBe('Winter event'));
    expect(result.current.settings.fields).toEqual([]);
    // The settings fields of the concept's home application came with it.
    expect(countReads()).toBe(1);
    expect(countReads('ConceptEditorSettingsFields')).toBe(1);
  });

  it('is read from the network again when the early answer is more than a few seconds old, or was never asked for', async () => {
    const { apollo, wrapper, countReads } = setUp();
    prefetchEditorConcept(apollo, 'demo', 'crc_cached');
    await waitFor(() => expect(isConceptFreshlyPrefetched('demo', 'crc_cached')).toBe(true));
    expect(isConceptFreshlyPrefetched('demo', 'crc_cached', Date.now() + 6000)).toBe(false);
    // Another client's concept of the same code, and a concept only in the cache: the editor asks the server.
    expect(isConceptFreshlyPrefetched('other', 'crc_cached')).toBe(false);
    await apollo.query({
      query: (await import('./concept-editor-fields')).ConceptByCodeQuery,
      variables: { clientCode: 'demo', conceptCode: 'crc_other' },
    });

    const { result } = renderHook(() => useEditorConcept('demo', 'crc_other'), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.concept?.code).toBe('crc_other');
    expect(countReads()).toBe(3);
  });
});
