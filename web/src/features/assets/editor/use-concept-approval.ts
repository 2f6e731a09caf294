import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { findApprovalErrorMessage } from '../../../lib/approval-errors';

export const AcceptAllAssetsMutation = graphql(`
  mutation AssetGalleryAcceptAll($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
    acceptAllApplicationCreativeConceptAssets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) {
      code
      status
    }
  }
`);

export const RejectAllAssetsMutation = graphql(`
  mutation AssetGalleryRejectAll($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
    rejectAllApplicationCreativeConceptAssets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) {
      code
      status
    }
  }
`);

/**
 * The concept's own step of a decision. The assets feature keeps its own document rather than the
 * concept editor's: assets never import the concepts feature (the concept editor shows assets).
 */
export const DecideConceptMutation = graphql(`
  mutation AssetGalleryDecideConcept($clientCode: String!, $conceptCode: String!, $concept: CreativeConceptInput!) {
    updateApplicationCreativeConcept(clientCode: $clientCode, conceptCode: $conceptCode, concept: $concept) {
      code
      status
      version
    }
  }
`);

export type ConceptDecision = 'approved' | 'rejected';

interface ConceptApprovalOptions {
  clientCode: string;
  applicationCode: string | null;
  conceptCode: string;
  /** Both steps succeeded: reload what they changed. */
  onDecided: (decision: ConceptDecision) => Promise<unknown> | void;
  /** Only the asset step succeeded: its assets changed even though the concept did not. */
  onPartlyDecided: () => Promise<unknown> | void;
}

/**
 * Concept approval from the gallery (spec 2 §4): approve runs accept-all for the concept's assets,
 * then sets the concept to approved; reject runs reject-all, then sets rejected. A failure gives
 * the catalogue message of the step that failed (spec 2 §8), shown by the caller in an error dialog.
 */
export function useConceptApproval({ clientCode, applicationCode, conceptCode, onDecided, onPartlyDecided }: ConceptApprovalOptions) {
  const { t } = useTranslation();
  const [acceptAll] = useMutation(AcceptAllAssetsMutation);
  const [rejectAll] = useMutation(RejectAllAssetsMutation);
  const [decideConcept] = useMutation(DecideConceptMutation);
  const [isDeciding, setIsDeciding] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  async function decide(decision: ConceptDecision) {
    if (!applicationCode || isDeciding) return;
    setIsDeciding(true);
    setErrorMessage(null);
    const fallback = t('assets.gallery.errors.somethingWentWrong');
    const variables = { clientCode, applicationCode, conceptCode };
    try {
      try {
        if (decision === 'approved') await acceptAll({ variables });
        else await rejectAll({ variables });
      } catch (caught) {
        const forbidden = t(
          decision === 'approved' ? 'assets.gallery.errors.approveAllForbidden' : 'assets.gallery.errors.rejectAllForbidden',
        );
        setErrorMessage(findApprovalErrorMessage(caught, { forbidden, fallback }));
        return;
      }
      try {
        await decideConcept({ variables: { clientCode, conceptCode, concept: { status: decision } } });
      } catch (caught) {
        setErrorMessage(findApprovalErrorMessage(caught, { forbidden: t('assets.gallery.errors.conceptForbidden'), fallback }));
        await onPartlyDecided();
        return;
      }
      await onDecided(decision);
    } finally {
      setIsDeciding(false);
    }
  }

  return { decide, isDeciding, errorMessage, clearError: () => setErrorMessage(null) };
}
