import type { ConceptEditorFieldsFragment, CreativeConceptInput } from '../../../gql/graphql';
import { buildConceptValues, toConceptInput } from './concept-form-values';
import type { SettingsFieldDefinition } from './settings-fields';

export const COPY_SUFFIX = ' - Copy';

/**
 * "Copy concept": a new concept with the same details, named with ' - Copy'. It starts a fresh
 * workflow (status and workflow status back to their defaults); a variant's copy is a variant of
 * the same parent, a parent's copy a parent without variants.
 */
export function buildCopyInput(concept: ConceptEditorFieldsFragment, fields: readonly SettingsFieldDefinition[]): CreativeConceptInput {
  const {
    status: _status,
    workflowStatus: _workflowStatus,
    ...input
  } = toConceptInput(buildConceptValues(concept, fields), {
    changed: null,
    fields,
  });
  const copy: CreativeConceptInput = { ...input, name: `${concept.name}${COPY_SUFFIX}` };
  if (concept.modelType === 'child' && concept.parentCreativeConcept) {
    copy.parentCreativeConcept = { code: concept.parentCreativeConcept.code };
    // A variant's intended use and purpose come from its parent.
    delete copy.type;
    delete copy.subtype;
  } else {
    copy.modelType = concept.modelType === 'parent' ? 'parent' : 'standard';
  }
  return copy;
}
