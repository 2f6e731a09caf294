import { useSearchParams } from 'react-router';
import { useCurrentApplication, useCurrentClient } from '../../../session';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { AssetEditorView } from '../editor/AssetEditorView';
import { ConceptAssetsList } from './ConceptAssetsList';

/**
 * The concept editor's assets tab (spec 2 §2.2): the production assets list, or with tab=asset
 * and an assetCode the single-asset editor (where a newly created asset leads).
 */
export function ConceptAssetsTab({ concept, onConceptChanged }: { concept: ConceptEditorFieldsFragment; onConceptChanged: () => void }) {
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const [searchParams, setSearchParams] = useSearchParams();
  const assetCode = searchParams.get('assetCode');
  const applicationCode = concept.applications[0]?.code ?? application?.code ?? '';

  if (searchParams.get('tab') === 'asset' && assetCode) {
    // Production assets are listed on this tab, design and source files on the files tab.
    const backToList = (grouping: string) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', grouping === 'production' ? 'assets' : 'files');
        params.delete('assetCode');
        params.delete('type');
        return params;
      });
    return (
      <AssetEditorView
        key={assetCode}
        concept={concept}
        assetCode={assetCode}
        grouping={null}
        onClose={backToList}
        onConceptChanged={onConceptChanged}
        isEmbedded
      />
    );
  }
  return (
    <ConceptAssetsList
      key={`${client.code}:${applicationCode}`}
      clientCode={client.code}
      applicationCode={applicationCode}
      conceptCode={concept.code}
      downloadUrl={concept.downloadUrl ?? null}
      onAssetsChanged={onConceptChanged}
    />
  );
}
