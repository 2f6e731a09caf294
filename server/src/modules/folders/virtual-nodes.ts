import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { creativeTags } from '../../db/schema/index.js';
import { countConcepts, type ConceptFilterInput } from '../concepts/index.js';
import type { FolderDeps } from './service.js';

interface VirtualNode {
  code: string;
  name: string;
  count: number;
  filter: ConceptFilterInput | null;
  children: VirtualNode[];
}

/**
 * The read-only folders above the real tree: my concepts, pinned, pending approval and one per tag,
 * each with the filter it applies and a real count.
 */
export async function findVirtualNodes(deps: FolderDeps, args: { clientCode: string; applicationCode: string }): Promise<VirtualNode[]> {
  const scope = await deps.access.require('concept:view', args);
  const { application } = scope;
  const viewer = await deps.access.requireViewer();
  const me = viewer.emailAddress.toLowerCase();
  const myConcepts: ConceptFilterInput = {
    or: [
      { field: 'creativeLead.emailAddress', operator: 'equals', value: me },
      { field: 'assignedUser.emailAddress', operator: 'equals', value: me },
      { field: 'uaLead.emailAddress', operator: 'equals', value: me },
    ],
  };
  const pinned: ConceptFilterInput = { field: 'isPinned', operator: 'equals', value: true };
  const pendingApproval: ConceptFilterInput = { field: 'status', operator: 'equals', value: 'pendingApproval' };
  const tags = await deps.db
    .select({ code: creativeTags.code, name: creativeTags.name })
    .from(creativeTags)
    .where(
      and(
        eq(creativeTags.clientId, scope.clientId),
        or(isNull(creativeTags.applicationId), eq(creativeTags.applicationId, application.id)),
      ),
    )
    .orderBy(asc(creativeTags.name));

  const count = (filter: ConceptFilterInput) => countConcepts(deps.db, scope, application.id, filter);
  const tagNodes = await Promise.all(
    tags.map(async (tag) => {
      const filter: ConceptFilterInput = { field: 'tags.code', operator: 'in', value: [tag.code] };
      return { code: `tag:${tag.code}`, name: tag.name, count: await count(filter), filter, children: [] };
    }),
  );
  const tagFilter: ConceptFilterInput | null = tags.length
    ? { field: 'tags.code', operator: 'in', value: tags.map((tag) => tag.code) }
    : null;
  return [
    {
      code: 'virtualNodes',
      name: 'virtualNodes',
      count: 0,
      filter: null,
      children: [
        { code: 'myConcepts', name: 'myConcepts', count: await count(myConcepts), filter: myConcepts, children: [] },
        { code: 'pinnedConcepts', name: 'pinnedConcepts', count: await count(pinned), filter: pinned, children: [] },
        { code: 'pendingApproval', name: 'pendingApproval', count: await count(pendingApproval), filter: pendingApproval, children: [] },
        { code: 'tags', name: 'tags', count: tagFilter ? await count(tagFilter) : 0, filter: tagFilter, children: tagNodes },
      ],
    },
  ];
}
