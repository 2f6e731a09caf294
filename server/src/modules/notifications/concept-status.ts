import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientUserRoles, clientUsers, rolePermissions } from '../../db/schema/index.js';
import { conceptLink, findClientCode, findDisplayName, notifyUsers } from './notify.js';

/**
 * A concept's approvers: the client's active users whose roles hold the approval permission
 * (platform staff only when they are members with such a role).
 */
export async function findApproverIds(executor: Executor, clientId: string): Promise<string[]> {
  const rows = await executor
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
    .where(eq(clientUserRoles.clientId, clientId));
  return rows.map((row) => row.userId);
}

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
    const approvers = await findApproverIds(executor, change.clientId);
    await notifyUsers(executor, approvers, {
      clientId: change.clientId,
      kind: 'approvalRequested',
      title: `${actorName} asks you to approve "${concept.name}"`,
      link: `${conceptLink(clientCode, concept.code, 'details')}&open=approvalModal`,
      actorId: change.actorId,
    });
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

/**
 * An approved asset's file changed (a Replace, a restored version, a merged duplicate): its review
 * is open again, and the approvers are asked to look at the new file.
 */
export async function notifyApprovalReopened(
  executor: Executor,
  change: {
    clientId: string;
    concept: { code: string; name: string };
    asset: { code: string; name: string };
    /** The version the approval was made on (null: unknown), and the one the asset holds now. */
    approvedFileVersion: number | null;
    fileVersion: number;
    actorId: string | null;
  },
) {
  const { concept, asset } = change;
  const clientCode = await findClientCode(executor, change.clientId);
  const actorName = await findDisplayName(executor, change.actorId);
  const approved = change.approvedFileVersion === null ? 'The approved file' : `v${change.approvedFileVersion}, the approved file,`;
  // The approval gallery, opened on the asset (asset=<code> opens it whatever the concept's status).
  const link = `${conceptLink(clientCode, concept.code, 'assets')}&asset=${encodeURIComponent(asset.code)}`;
  await notifyUsers(executor, await findApproverIds(executor, change.clientId), {
    clientId: change.clientId,
    kind: 'approvalRequested',
    title: `${actorName} changed the approved file of "${asset.name}" in "${concept.name}": review it again`,
    body: `${approved} was replaced by v${change.fileVersion}. The asset is back in review.`,
    link,
    actorId: change.actorId,
  });
}
