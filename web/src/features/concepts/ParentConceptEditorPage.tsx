import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { buildConceptsPath } from '../../app/paths';
import { useCurrentClient } from '../../app/shell/current-client';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { hasErrorCode } from '../../lib/graphql/errors';
import { buildConceptNoticeState } from '../../lib/route-notice';
import { buildConceptEditorPath } from '../../app/concept-paths';
import { useEditorConcept } from './editor/use-editor-concept';
import { ParentConceptEditorView } from './parent/ParentConceptEditorView';

/** /:clientCode/creative/concepts/parent/:conceptCode — a parent concept in its own layout. */
export function ParentConceptEditorPage() {
  const { t } = useTranslation();
  const { conceptCode = '' } = useParams();
  const client = useCurrentClient();
  const navigate = useNavigate();
  const { concept, isLoading, error, reload } = useEditorConcept(client.code, conceptCode);
  const isNotFound = hasErrorCode(error, 'NOT_FOUND');

  useEffect(() => {
    if (isNotFound)
      void navigate(buildConceptsPath(client.code), { replace: true, state: buildConceptNoticeState(t('conceptEditor.notFound')) });
  }, [isNotFound, navigate, client.code, t]);

  // A concept that is not (or no longer) a parent opens in the concept editor.
  if (concept && concept.modelType !== 'parent') return <Navigate to={buildConceptEditorPath(client.code, concept.code)} replace />;
  if (concept) return <ParentConceptEditorView key={concept.code} concept={concept} reload={reload} />;
  if (isLoading || isNotFound) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
