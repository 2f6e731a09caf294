import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildConceptsPath } from '../../app/paths';
import { useCurrentClient } from '../../app/shell/current-client';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { hasErrorCode } from '../../lib/graphql/errors';
import { ConceptEditorView } from './editor/ConceptEditorView';
import { buildConceptNoticeState } from '../../lib/route-notice';
import { useEditorConcept } from './editor/use-editor-concept';

/** /:clientCode/creative/concepts/:conceptCode — the concept editor, by code or internal id. */
export function ConceptEditorPage() {
  const { t } = useTranslation();
  const { conceptCode = '' } = useParams();
  const client = useCurrentClient();
  const navigate = useNavigate();
  const { concept, isLoading, error, reload } = useEditorConcept(client.code, conceptCode);
  const isNotFound = hasErrorCode(error, 'NOT_FOUND');

  // Spec 1 §8: "Concept not found", and back to the concepts list.
  useEffect(() => {
    if (isNotFound)
      void navigate(buildConceptsPath(client.code), { replace: true, state: buildConceptNoticeState(t('conceptEditor.notFound')) });
  }, [isNotFound, navigate, client.code, t]);

  if (concept) return <ConceptEditorView key={concept.code} concept={concept} reload={reload} />;
  if (isLoading || isNotFound) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
