import { useNavigate, useParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { buildConceptEditorPath } from '../../session';
import { useRouteConcept } from './editor/use-route-concept';
import { AssetEditorView, type AssetGrouping } from '../assets';

/**
 * /:clientCode/creative/concepts/:conceptCode/assets/:assetCode? and …/assets/create/:type — the
 * asset editor of spec 2 §2.4. Without an asset code it creates one (production unless the create
 * route names a grouping). It lives with the concepts because it loads the concept first: the assets
 * feature never imports the concepts feature, which already shows the assets tabs.
 */
export function AssetEditorPage({ grouping = 'production' }: { grouping?: AssetGrouping }) {
  const { assetCode } = useParams();
  const navigate = useNavigate();
  const { concept, client, isLoading, isLeaving, error, reload } = useRouteConcept();

  if (concept) {
    return (
      <AssetEditorView
        key={assetCode ?? 'new'}
        concept={concept}
        assetCode={assetCode ?? null}
        grouping={grouping}
        onConceptChanged={reload}
        onClose={(assetGrouping) =>
          void navigate(buildConceptEditorPath(client.code, concept.code, assetGrouping === 'production' ? 'assets' : 'files'))
        }
      />
    );
  }
  if (isLoading || isLeaving) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
