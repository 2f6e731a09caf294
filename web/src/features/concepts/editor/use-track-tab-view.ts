import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import type { EditorTab } from '../shared/concept-rules';
import { findTrackedFeature } from './editor-tabs';

const TrackTabViewMutation = graphql(`
  mutation ConceptEditorTrackTab($clientCode: String!, $feature: String!, $entityCode: String) {
    trackUserAction(
      clientCode: $clientCode
      action: "tabShown"
      product: "creative"
      featureSet: "conceptEditor"
      feature: $feature
      entityCode: $entityCode
    )
  }
`);

/** Reports a view of the deliverables, actions, Ad Usage and analytics tabs (spec 1 §2); failures are ignored. */
export function useTrackTabView(clientCode: string, conceptCode: string, tab: EditorTab) {
  const [track] = useMutation(TrackTabViewMutation);
  useEffect(() => {
    const feature = findTrackedFeature(tab);
    if (!feature) return;
    track({ variables: { clientCode, feature, entityCode: conceptCode } }).catch(() => undefined);
  }, [track, clientCode, conceptCode, tab]);
}
