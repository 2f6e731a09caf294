import { lazy, Suspense } from 'react';
import type { ConceptPickerDialogProps } from './ConceptPickerDialog';

const ConceptPickerDialog = lazy(() => import('./ConceptPickerDialog').then((module) => ({ default: module.ConceptPickerDialog })));

/**
 * The concept picker as other features get it. The router imports this feature's index for its
 * pages; a static export would pull the picker into the first chunk every visitor loads.
 */
export function LazyConceptPickerDialog(props: ConceptPickerDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConceptPickerDialog {...props} />
    </Suspense>
  );
}
