import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { buildConceptsPath } from '../../app/paths';
import { useCurrentClient } from '../../app/shell/current-client';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { hasErrorCode } from '../../lib/graphql/errors';
import { buildConceptNoticeState } from '../../lib/route-notice';
import { buildConceptEditorPath } from '../../app/concept-paths';
import { useEditorConcept } from './editor/use-editor-concept';
import { AssetEditorView, type AssetGrouping } from '../assets';

/**
 * /:clientCode/creative/concepts/:conceptCode/assets/:assetCode? and …/assets/create/:type — the
 * asset editor of spec 2 §2.4. Without an asset code it creates one (production unless the create
 * route names a grouping). It lives with the concepts because it loads the concept first: the assets
 * feature never imports the concepts feature, which already shows the assets tabs.
 */
export function AssetEditorPage({ grouping = 'production' }: { grouping?: AssetGrouping }) {
  const { t } = useTranslation();
  const { conceptCode = '', assetCode } = useParams();
  const client = useCurrentClient();
  const navigate = useNavigate();
  const { concept, isLoading, error, reload } = useEditorConcept(client.code, conceptCode);
  const isNotFound = hasErrorCode(error, 'NOT_FOUND');

  useEffect(() => {
    if (isNotFound)
      void navigate(buildConceptsPath(client.code), { replace: true, state: buildConceptNoticeState(t('conceptEditor.notFound')) });
  }, [isNotFound, navigate, client.code, t]);

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
  if (isLoading || isNotFound) return <LoadingView />;
  if (error) return <PageErrorView onRetry={() => void reload()} />;
  return <LoadingView />;
}
