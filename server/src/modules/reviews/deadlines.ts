import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { conceptReviewDecisions, conceptReviewStages, concepts } from '../../db/schema/index.js';
import { conceptLink, findClientCode, notifyUsers } from '../notifications/index.js';
import { IN_REVIEW, REMINDER_BEFORE_MS } from './rules.js';
import { findEligibleReviewers, type StageRow } from './store.js';

/**
 * The remindReviewDeadlines job: for each open stage of a concept in review, the reviewers who have
 * not decided get one reminder within REMINDER_BEFORE_MS of the deadline, and once it has passed
 * they and the concept's lead get one overdue notice. Idempotent and safe on several instances:
 * each notice is claimed by setting its column on the stage row (`reminder_sent_at`,
 * `overdue_sent_at`, reset when a new round opens the stage) in the transaction that writes the
 * notifications, so a concurrent run finds it claimed; the notifications' dedupe keys (stage and
 * round) make a second write impossible too. Returns how many notifications it wrote.
 */
export async function remindReviewDeadlines(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  const stageIds = await db
    .select({ id: conceptReviewStages.id })
    .from(conceptReviewStages)
    .innerJoin(concepts, eq(concepts.id, conceptReviewStages.conceptId))
    .where(
      and(
        eq(conceptReviewStages.status, 'open'),
        isNotNull(conceptReviewStages.deadline),
        eq(concepts.status, IN_REVIEW),
        isNull(concepts.deletedAt),
        sql`(${conceptReviewStages.overdueSentAt} is null and ${conceptReviewStages.deadline} <= ${now})
          or (${conceptReviewStages.reminderSentAt} is null and ${conceptReviewStages.deadline} <= ${new Date(now.getTime() + REMINDER_BEFORE_MS)})`,
      ),
    );
  for (const { id } of stageIds) {
    written += await db.transaction(async (tx) => {
      const [overdue] = await tx
        .update(conceptReviewStages)
        .set({ overdueSentAt: now, reminderSentAt: sql`coalesce(${conceptReviewStages.reminderSentAt}, ${now})` })
        .where(
          and(
            eq(conceptReviewStages.id, id),
            eq(conceptReviewStages.status, 'open'),
            isNull(conceptReviewStages.overdueSentAt),
            lte(conceptReviewStages.deadline, now),
          ),
        )
        .returning();
      if (overdue) return notifyDeadline(tx, overdue, 'overdue');
      const [reminder] = await tx
        .update(conceptReviewStages)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(conceptReviewStages.id, id),
            eq(conceptReviewStages.status, 'open'),
            isNull(conceptReviewStages.reminderSentAt),
            gt(conceptReviewStages.deadline, now),
            lte(conceptReviewStages.deadline, new Date(now.getTime() + REMINDER_BEFORE_MS)),
          ),
        )
        .returning();
      if (reminder) return notifyDeadline(tx, reminder, 'reminder');
      return 0;
    });
  }
  return written;
}

async function notifyDeadline(tx: Executor, stage: StageRow, notice: 'reminder' | 'overdue') {
  const [concept] = await tx.select().from(concepts).where(eq(concepts.id, stage.conceptId));
  if (!concept || concept.status !== IN_REVIEW) return 0;
  const eligible = (await findEligibleReviewers(tx, [stage.id])).get(stage.id) ?? [];
  const decided = await tx
    .select({ userId: conceptReviewDecisions.userId })
    .from(conceptReviewDecisions)
    .where(and(eq(conceptReviewDecisions.stageId, stage.id), eq(conceptReviewDecisions.round, stage.round)));
  const waitingFor = eligible.filter((person) => !decided.some((row) => row.userId === person.id)).map((person) => person.id);
  const clientCode = await findClientCode(tx, concept.clientId);
  const deadline = `${stage.deadline!.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const link = `${conceptLink(clientCode, concept.code, 'details')}&open=approvalModal`;
  const about = `stage ${stage.position} "${stage.name}" of "${concept.name}"`;
  const draft = {
    clientId: concept.clientId,
    kind: 'reviewDeadline' as const,
    link,
    actorId: null,
    dedupeKey: `review-${notice}:${stage.id}:${stage.round}`,
  };
  if (notice === 'reminder') {
    const rows = await notifyUsers(tx, waitingFor, {
      ...draft,
      title: `Reminder: your decision on ${about} is due ${deadline}`,
      body: `The deadline of ${about} is ${deadline}. Open the approval gallery to approve or reject.`,
    });
    return rows.length;
  }
  const leadId = concept.creativeLeadId ?? concept.createBy;
  const rows = await notifyUsers(tx, [...waitingFor, ...(leadId ? [leadId] : [])], {
    ...draft,
    title: `Overdue: ${about} passed its deadline (${deadline})`,
    body: `The deadline of ${about} passed at ${deadline}; ${waitingFor.length} reviewer(s) have not decided yet.`,
  });
  return rows.length;
}
