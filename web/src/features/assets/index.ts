/**
 * Assets: what the concept feature shows of a concept's assets (its assets and files tabs) and the
 * asset editor its asset routes open. Assets never import the concepts feature, so the two stay
 * free of cycles; what both need lives in components/, lib/ or app/.
 */
export { ConceptAssetsTab } from './tab/ConceptAssetsTab';
export { ConceptFilesTab } from './files/ConceptFilesTab';
export { AssetEditorView } from './editor/AssetEditorView';
export { isAssetGrouping, type AssetGrouping } from './asset-types';
