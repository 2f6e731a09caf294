import { useParams } from 'react-router';
import { isAssetGrouping } from '../assets';
import { AssetEditorPage } from './AssetEditorPage';

/** /:clientCode/creative/concepts/:conceptCode/assets/create/:type — a new production, design or source asset. */
export function AssetCreatePage() {
  const { type } = useParams();
  return <AssetEditorPage grouping={isAssetGrouping(type) ? type : 'production'} />;
}
