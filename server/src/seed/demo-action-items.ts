import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { actionItemCategories, actionItemMembers, actionItems, concepts } from '../db/schema/index.js';
import { ensureDefaultCategories, generateActionCode } from '../modules/action-items/index.js';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo client's categories and a few action items on its concepts, so the History tab's panel
 * and My work show something at once. Written directly (no notifications): the demo starts quiet.
 */
export async function seedDemoActionItems(
  tx: Transaction,
  demo: { clientId: string; applicationId: string; userIds: Record<string, string> },
) {
  await ensureDefaultCategories(tx, demo.clientId);
  const categories = await tx.select().from(actionItemCategories).where(eq(actionItemCategories.clientId, demo.clientId));
  const category = (name: string) => categories.find((candidate) => candidate.name === name)?.id ?? null;
  const conceptRows = await tx
    .select({ id: concepts.id, code: concepts.code, name: concepts.name })
    .from(concepts)
    .where(
      and(
        eq(concepts.clientId, demo.clientId),
        inArray(concepts.name, ['Snowy level showcase', 'Countdown timer offer', 'Gift box reveal']),
      ),
    );
  const concept = (name: string) => conceptRows.find((row) => row.name === name);
  const { creativeLead, designer, approver } = demo.userIds;
  const items = [
    {
      concept: concept('Snowy level showcase'),
      name: 'Swap the hero frame for the winter skin',
      category: 'Design change',
      type: 'action',
      endDate: dayFromNow(2),
      status: 'open',
      members: [
        { userId: designer!, type: 'assignee', status: 'inProgress' },
        { userId: creativeLead!, type: 'watcher', status: 'open' },
      ],
    },
    {
      concept: concept('Countdown timer offer'),
      name: 'Review the final cut before approval',
      category: 'Creative review',
      type: 'review',
      endDate: dayFromNow(1),
      status: 'open',
      members: [
        { userId: approver!, type: 'assignee', status: 'open' },
        { userId: designer!, type: 'watcher', status: 'open' },
      ],
    },
    {
      concept: concept('Gift box reveal'),
      name: 'Shorten the end card copy',
      category: 'Copy change',
      type: 'action',
      endDate: dayFromNow(-1),
      status: 'completed',
      members: [{ userId: designer!, type: 'assignee', status: 'completed' }],
    },
  ];
  for (const item of items) {
    if (!item.concept) continue;
    const [row] = await tx
      .insert(actionItems)
      .values({
        clientId: demo.clientId,
        code: generateActionCode('act'),
        name: item.name,
        status: item.status,
        type: item.type,
        categoryId: category(item.category),
        startDate: dayFromNow(-3),
        endDate: item.endDate,
        description: '',
        applicationId: demo.applicationId,
        linkedEntityType: 'concept',
        linkedEntityCode: item.concept.code,
        conceptId: item.concept.id,
        createBy: creativeLead ?? null,
        updateBy: creativeLead ?? null,
      })
      .returning({ id: actionItems.id });
    await tx.insert(actionItemMembers).values(item.members.map((member) => ({ actionItemId: row!.id, ...member })));
  }
}
