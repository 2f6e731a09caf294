import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { AssetListFieldsFragment, ConceptAssetFilter } from '../../../gql/graphql';
import { BUSY_PROCESSING_STATUSES } from '../asset-types';
import { ConceptAssetsQuery, DEFAULT_ASSET_SORT } from './asset-queries';

/** Spec 2 §2.3: while the server processes files the list asks again every 2 s. */
export const PROCESSING_POLL_MS = 2000;

const NO_ASSETS: AssetListFieldsFragment[] = [];

/**
 * A concept's assets of one grouping, newest first, read from the network (spec 2 §7), polled
 * while any of them is still uploading or processing and left alone once none is.
 */
export function useConceptAssets(options: {
  clientCode: string;
  conceptCode: string;
  assetType: string;
  filter?: ConceptAssetFilter | null;
  skip?: boolean;
}) {
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(ConceptAssetsQuery, {
    variables: {
      clientCode: options.clientCode,
      conceptCode: options.conceptCode,
      assetType: options.assetType,
      sort: DEFAULT_ASSET_SORT,
      filter: options.filter ?? null,
    },
    fetchPolicy: 'network-only',
    skip: options.skip,
  });
  const assets = (data ?? previousData)?.applicationCreativeConceptAssets ?? NO_ASSETS;
  const isProcessing = useMemo(() => assets.some((asset) => BUSY_PROCESSING_STATUSES.includes(asset.processingStatus)), [assets]);
  useEffect(() => {
    if (!isProcessing || options.skip) return;
    startPolling(PROCESSING_POLL_MS);
    return () => stopPolling();
  }, [isProcessing, options.skip, startPolling, stopPolling]);
  return { assets, isLoading: loading && !data, error, refetch, isProcessing };
}
