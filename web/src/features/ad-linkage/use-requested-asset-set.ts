import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasErrorCode } from '../../lib/graphql/errors';
import { AdLinkageAssetSetPathQuery } from './ad-linkage-queries';
import type { AssetSetPath } from './use-ad-linkage-tree';

/** The URL parameter naming an asset set to open (the Analytics tab's per-ad table links with it). */
export const ASSET_SET_PARAM = 'assetSet';

interface RequestedAssetSetOptions {
  clientCode: string;
  applicationCode: string;
  openPath: (path: AssetSetPath) => Promise<'opened' | 'missing' | 'error'>;
  onSelect: (assetSetCode: string) => void;
  onNotice: (message: string, severity: 'info' | 'error') => void;
}

/**
 * Honours `?assetSet=<code>`: finds the set's ancestors, opens the tree down to it, selects it and
 * asks the grid to bring it into view (`revealCode`, until the grid calls `onRevealed`). An unknown
 * code, or another application's, shows a notice and leaves the tree as it was.
 *
 * The parameter is removed once applied (replace, so Back still returns to the Analytics tab). It
 * is an instruction to open a set, not the tab's state: the selection lives in the tab, so keeping
 * it would re-open and re-select that set on every reload after the user has moved on, and the
 * editor carries the other parameters along when it switches tabs, so it would come back with the
 * tab too.
 */
export function useRequestedAssetSet({ clientCode, applicationCode, openPath, onSelect, onNotice }: RequestedAssetSetOptions) {
  const { t } = useTranslation();
  const apollo = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(ASSET_SET_PARAM);
  const [revealCode, setRevealCode] = useState<string | null>(null);
  // StrictMode runs effects twice: one request is handled once, and answers still land after the
  // effect's throwaway first run.
  const handled = useRef<string | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const open = useCallback(
    async (assetSetCode: string): Promise<'opened' | 'missing' | 'error'> => {
      try {
        const { data } = await apollo.query({
          query: AdLinkageAssetSetPathQuery,
          variables: { clientCode, applicationCode, assetSetCode },
          fetchPolicy: 'network-only',
        });
        return data ? await openPath(data.adLinkageAssetSetPath) : 'error';
      } catch (error) {
        return hasErrorCode(error, 'NOT_FOUND') ? 'missing' : 'error';
      }
    },
    [apollo, clientCode, applicationCode, openPath],
  );

  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    void open(requested).then((outcome) => {
      if (!isMounted.current) return;
      if (outcome === 'opened') {
        onSelect(requested);
        setRevealCode(requested);
      } else if (outcome === 'missing') onNotice(t('adUsage.requestedAssetSet.notFound'), 'info');
      else onNotice(t('adUsage.requestedAssetSet.failed'), 'error');
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete(ASSET_SET_PARAM);
          return params;
        },
        { replace: true },
      );
      handled.current = null;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per requested code; the callbacks may change meanwhile
  }, [requested]);

  return { revealCode, onRevealed: useCallback(() => setRevealCode(null), []) };
}
