import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { ConceptEditorView } from './editor/ConceptEditorView';
import { useRouteConcept } from './editor/use-route-concept';

/** /:clientCode/creative/concepts/:conceptCode — the concept editor, by code or internal id. */
export function ConceptEditorPage() {
  const { concept, isLoading, isLeaving, error, reload } = useRouteConcept();
  if (concept) return <ConceptEditorView key={concept.code} concept={concept} reload={reload} />;
  if (isLoading || isLeaving) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
