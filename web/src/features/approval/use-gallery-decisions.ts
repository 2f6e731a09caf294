import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findApprovalErrorMessage } from '../../lib/approval-errors';
import {
  ApproveAllWithCommentMutation,
  ApproveAssetMutation,
  DecideConceptMutation,
  RejectAllWithCommentMutation,
  RejectAssetMutation,
} from './approval-queries';
import type { Decision, DecisionRequest } from './DecisionDialog';

interface GalleryDecisionsOptions {
  clientCode: string;
  applicationCode: string | null;
  conceptCode: string;
  /** A decision changed statuses and histories: reload them. */
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string) => void;
}

/**
 * The gallery's decisions (spec 2 §4, §8), each confirmed first (DecisionDialog) and carrying an
 * optional comment: the concept's (accept-all / reject-all, then the concept's status) and one
 * asset's. A failure shows the catalogue message chosen by the first error's path and code.
 */
export function useGalleryDecisions({ clientCode, applicationCode, conceptCode, onChanged, onNotice }: GalleryDecisionsOptions) {
  const { t } = useTranslation();
  const [acceptAll] = useMutation(ApproveAllWithCommentMutation);
  const [rejectAll] = useMutation(RejectAllWithCommentMutation);
  const [approveAsset] = useMutation(ApproveAssetMutation);
  const [rejectAsset] = useMutation(RejectAssetMutation);
  const [decideConcept] = useMutation(DecideConceptMutation);
  const [request, setRequest] = useState<(DecisionRequest & { assetCode?: string }) | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const forbiddenAll = (decision: Decision) =>
    t(decision === 'approved' ? 'approval.decide.approveAllForbidden' : 'approval.decide.rejectAllForbidden');

  async function decideWholeConcept(decision: Decision, comment: string | null) {
    const fallback = t('approval.decide.somethingWentWrong');
    const variables = { clientCode, applicationCode: applicationCode!, conceptCode, comment };
    try {
      if (decision === 'approved') await acceptAll({ variables });
      else await rejectAll({ variables });
    } catch (caught) {
      setErrorMessage(findApprovalErrorMessage(caught, { forbidden: forbiddenAll(decision), fallback }));
      return false;
    }
    try {
      await decideConcept({ variables: { clientCode, conceptCode, concept: { status: decision } } });
    } catch (caught) {
      setErrorMessage(findApprovalErrorMessage(caught, { forbidden: t('approval.decide.conceptForbidden'), fallback }));
      // The assets were decided even though the concept was not.
      await onChanged();
      return false;
    }
    onNotice(t(decision === 'approved' ? 'approval.decide.conceptApproved' : 'approval.decide.conceptRejected'));
    return true;
  }

  async function decideOneAsset(decision: Decision, assetCode: string, name: string, comment: string | null) {
    const variables = { clientCode, applicationCode: applicationCode!, conceptAssetCode: assetCode, comment };
    try {
      if (decision === 'approved') await approveAsset({ variables });
      else await rejectAsset({ variables });
    } catch (caught) {
      setErrorMessage(
        findApprovalErrorMessage(caught, { forbidden: forbiddenAll(decision), fallback: t('approval.decide.somethingWentWrong') }),
      );
      return false;
    }
    onNotice(t(decision === 'approved' ? 'approval.decide.assetApproved' : 'approval.decide.assetRejected', { name }));
    return true;
  }

  async function confirm(comment: string) {
    if (!request || !applicationCode || isBusy) return;
    setIsBusy(true);
    setErrorMessage(null);
    try {
      const text = comment.trim() || null;
      const done =
        request.scope === 'concept'
          ? await decideWholeConcept(request.decision, text)
          : await decideOneAsset(request.decision, request.assetCode!, request.name, text);
      setRequest(null);
      if (done) await onChanged();
    } finally {
      setIsBusy(false);
    }
  }

  return {
    request,
    isBusy,
    errorMessage,
    clearError: () => setErrorMessage(null),
    askConcept: (decision: Decision, name: string) => setRequest({ decision, scope: 'concept', name }),
    askAsset: (decision: Decision, assetCode: string, name: string) => setRequest({ decision, scope: 'asset', name, assetCode }),
    cancel: () => setRequest(null),
    confirm,
  };
}
