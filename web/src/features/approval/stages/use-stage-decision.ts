import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';
import { DecideConceptReviewStageMutation } from './review-stage-queries';
import type { StageDecision } from './StageDecisionDialog';

/** A reviewer's stage decision: which one is being confirmed, sending it, and what to say after. */
export function useStageDecision(args: {
  clientCode: string;
  conceptCode: string;
  onDecided: () => Promise<unknown> | void;
  onNotice: (message: string, severity?: 'success' | 'info' | 'error') => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<StageDecision | null>(null);
  const [decide, { loading }] = useMutation(DecideConceptReviewStageMutation);
  const confirm = async (comment: string) => {
    if (!asking) return;
    try {
      await decide({
        variables: { clientCode: args.clientCode, conceptCode: args.conceptCode, decision: asking, comment: comment || null },
      });
      setAsking(null);
      args.onNotice(t('reviewStages.decide.done'), 'success');
      await args.onDecided();
    } catch (caught) {
      setAsking(null);
      args.onNotice(t('reviewStages.decide.failed', { message: findServerMessage(caught, t('errors.network')) }), 'error');
    }
  };
  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, isBusy: loading };
}
