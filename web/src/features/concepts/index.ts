import { createLazyPage } from '../../lib/lazy-page';

/** Concepts: the list, the editors (with the asset routes under a concept) and the concept picker. */

export const ConceptsPage = createLazyPage(() => import('./ConceptsPage'), 'ConceptsPage');
export const ConceptCreatePage = createLazyPage(() => import('./ConceptCreatePage'), 'ConceptCreatePage');
export const ConceptEditorPage = createLazyPage(() => import('./ConceptEditorPage'), 'ConceptEditorPage');
export const ParentConceptCreatePage = createLazyPage(() => import('./ParentConceptCreatePage'), 'ParentConceptCreatePage');
export const ParentConceptEditorPage = createLazyPage(() => import('./ParentConceptEditorPage'), 'ParentConceptEditorPage');
export const AssetCreatePage = createLazyPage(() => import('./AssetCreatePage'), 'AssetCreatePage');
export const AssetEditorPage = createLazyPage(() => import('./AssetEditorPage'), 'AssetEditorPage');

export { LazyConceptPickerDialog as ConceptPickerDialog } from './picker/LazyConceptPickerDialog';
export type { ConceptPickerDialogProps, PickedConcept } from './picker/ConceptPickerDialog';
/** Asks for an editor's concept as the app starts on its URL (app/early-loads). */
export { prefetchEditorConcept } from './editor/editor-concept-prefetch';
