/** Action items: the concept's History tab (history grid, action-items panel, side form) and the badge count. */
export { ConceptHistoryTab } from './ConceptHistoryTab';
export { useOpenActionItemCount } from './use-concept-action-items';
export { ActionItemFieldsFragment, UpdateUserActionItemMutation } from './action-item-documents';
