/** People: the picker of a client's users for leads and assignees. */
export { PersonField } from './PersonField';
export { useMentionPeople } from './use-mention-people';
export { ConceptViewers, ConceptViewersQuery } from './ConceptViewers';
