import { useQuery } from '@apollo/client/react';
import { PENDING_APPROVAL_STATUSES } from '@atelier/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApprovalGalleryAssetsQuery } from './approval-queries';
import { ApprovalGalleryDialog, type ApprovalConcept } from './ApprovalGalleryDialog';
import { ASSET_PARAM, OPEN_APPROVAL, OPEN_PARAM, withAsset, withoutOpenRequest } from './gallery-url';
import { findFirstPreviewIndex } from './review-media';

export interface ConceptApprovalGalleryProps {
  clientCode: string;
  concept: ApprovalConcept;
  /** The concept's status or history changed: reload it. */
  onConceptChanged: () => Promise<unknown> | void;
  onNotice: (message: string, severity?: 'success' | 'info' | 'error') => void;
}

/**
 * The approval gallery of a concept route (spec 2 §2.5): an approval link (`open=approvalModal`,
 * with `applicationCode`) opens it on the first production asset that has a preview when the
 * concept is in an approval status, then the request leaves the URL; `asset=<code>` keeps it open.
 */
export function ConceptApprovalGallery({ clientCode, concept, onConceptChanged, onNotice }: ConceptApprovalGalleryProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get(OPEN_PARAM) === OPEN_APPROVAL;
  const assetCode = searchParams.get(ASSET_PARAM);
  const isActive = isRequested || Boolean(assetCode);
  // The gallery's own list of production assets ("a second list"), never answered from the cache.
  const { data, error, refetch } = useQuery(ApprovalGalleryAssetsQuery, {
    variables: { clientCode, conceptCode: concept.code },
    skip: !isActive,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const assets = data?.applicationCreativeConceptAssets;

  const handled = useRef(false);
  useEffect(() => {
    if (!isRequested) {
      handled.current = false;
      return;
    }
    if (handled.current || (!assets && !error)) return;
    handled.current = true;
    const isPending = PENDING_APPROVAL_STATUSES.includes(concept.status);
    setSearchParams(
      (previous) => {
        const params = withoutOpenRequest(previous);
        return isPending && assets?.length ? withAsset(params, assets[findFirstPreviewIndex(assets)]!.code) : params;
      },
      { replace: true },
    );
    if (!isPending) onNotice(t('approval.notPending'), 'info');
    else if (error) onNotice(t('approval.loadFailed'), 'error');
    else if (!assets?.length) onNotice(t('approval.noAssets'), 'info');
  }, [isRequested, assets, error, concept.status, setSearchParams, onNotice, t]);

  if (!assetCode || !assets || isRequested) return null;
  return (
    <ApprovalGalleryDialog
      clientCode={clientCode}
      concept={concept}
      assets={assets}
      onChanged={() => Promise.all([refetch(), onConceptChanged()])}
      onNotice={(message) => onNotice(message)}
    />
  );
}
