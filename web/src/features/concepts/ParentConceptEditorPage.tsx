import { Navigate } from 'react-router';
import { buildConceptEditorPath } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { useRouteConcept } from './editor/use-route-concept';
import { ParentConceptEditorView } from './parent/ParentConceptEditorView';

/** /:clientCode/creative/concepts/parent/:conceptCode — a parent concept in its own layout. */
export function ParentConceptEditorPage() {
  const { concept, client, isLoading, isLeaving, error, reload } = useRouteConcept();
  // A concept that is not (or no longer) a parent opens in the concept editor.
  if (concept && concept.modelType !== 'parent') return <Navigate to={buildConceptEditorPath(client.code, concept.code)} replace />;
  if (concept) return <ParentConceptEditorView key={concept.code} concept={concept} reload={reload} />;
  if (isLoading || isLeaving) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
