import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientUserRoles, clientUsers, rolePermissions } from '../../db/schema/index.js';
import { conceptLink, findClientCode, findDisplayName, notifyUsers } from './notify.js';

/** A concept's status moved: its approvers are asked to approve, or its lead learns the decision. */
export async function notifyConceptStatusChange(
  executor: Executor,
  change: {
    clientId: string;
    concept: { code: string; name: string; status: string; creativeLeadId: string | null; createBy: string | null };
    previousStatus: string;
    actorId: string | null;
  },
) {
  const { concept, previousStatus } = change;
  if (concept.status === previousStatus) return;
  const clientCode = await findClientCode(executor, change.clientId);
  const actorName = await findDisplayName(executor, change.actorId);
  const link = conceptLink(clientCode, concept.code, 'details');
  if (concept.status === 'pendingApproval') {
    // The concept's approvers: the client's active users whose roles hold the approval permission.
    const approvers = await executor
      .selectDistinct({ userId: clientUserRoles.userId })
      .from(clientUserRoles)
      .innerJoin(
        rolePermissions,
        and(eq(rolePermissions.roleCode, clientUserRoles.roleCode), eq(rolePermissions.permission, 'concept:approve')),
      )
      .innerJoin(
        clientUsers,
        and(
          eq(clientUsers.clientId, clientUserRoles.clientId),
          eq(clientUsers.userId, clientUserRoles.userId),
          eq(clientUsers.status, 'active'),
        ),
      )
      .where(eq(clientUserRoles.clientId, change.clientId));
    await notifyUsers(
      executor,
      approvers.map((row) => row.userId),
      {
        clientId: change.clientId,
        kind: 'approvalRequested',
        title: `${actorName} asks you to approve "${concept.name}"`,
        link: `${conceptLink(clientCode, concept.code, 'details')}&open=approvalModal`,
        actorId: change.actorId,
      },
    );
    return;
  }
  if (concept.status !== 'approved' && concept.status !== 'rejected') return;
  const leadId = concept.creativeLeadId ?? concept.createBy;
  if (!leadId) return;
  await notifyUsers(executor, [leadId], {
    clientId: change.clientId,
    kind: concept.status === 'approved' ? 'conceptApproved' : 'conceptRejected',
    title: `${actorName} ${concept.status === 'approved' ? 'approved' : 'rejected'} "${concept.name}"`,
    link,
    actorId: change.actorId,
  });
}
