import { AD_COPY_TEXT_FIELDS, normaliseRefusedCharacters, type LengthRule } from '@atelier/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adCopyLengthRules, conceptApplications, conceptChannels, concepts } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { Access } from '../tenancy/index.js';
import { AD_COPY_VIEW } from './rules.js';

export interface NetworkDeps {
  db: Executor;
  access: Access;
}

const ruleColumns = {
  networkCode: adCopyLengthRules.networkCode,
  networkName: adCopyLengthRules.networkName,
  field: adCopyLengthRules.field,
  label: adCopyLengthRules.label,
  minLength: adCopyLengthRules.minLength,
  maxLength: adCopyLengthRules.maxLength,
  shownLength: adCopyLengthRules.shownLength,
  cjkMaxLength: adCopyLengthRules.cjkMaxLength,
  allowEmoji: adCopyLengthRules.allowEmoji,
  allowHalfWidthKana: adCopyLengthRules.allowHalfWidthKana,
  refusedCharacters: adCopyLengthRules.refusedCharacters,
};

export async function readLengthRules(db: Executor): Promise<LengthRule[]> {
  const rows = await db
    .select(ruleColumns)
    .from(adCopyLengthRules)
    .orderBy(asc(adCopyLengthRules.sequenceId), asc(adCopyLengthRules.networkCode));
  return rows as LengthRule[];
}

/** The network codes that have rules (the "fits network" filter accepts only these). */
export async function readKnownNetworks(db: Executor): Promise<Set<string>> {
  const rows = await db.selectDistinct({ code: adCopyLengthRules.networkCode }).from(adCopyLengthRules);
  return new Set(rows.map((row) => row.code));
}

function groupByNetwork(rules: LengthRule[]) {
  const networks = new Map<string, { code: string; name: string; rules: LengthRule[] }>();
  for (const rule of rules) {
    const network = networks.get(rule.networkCode) ?? { code: rule.networkCode, name: rule.networkName, rules: [] };
    network.rules.push(rule);
    networks.set(rule.networkCode, network);
  }
  return [...networks.values()];
}

/**
 * The networks an application targets: the channels of its live concepts (concept_channels through
 * concept_applications; applications have no channel list of their own). When none of them has
 * length rules, every network with rules, so a new application still sees its counters.
 */
export async function findAdCopyNetworks(deps: NetworkDeps, args: { clientCode: string; applicationCode: string }) {
  const scope = await deps.access.require(AD_COPY_VIEW, args);
  const targeted = await deps.db
    .selectDistinct({ code: conceptChannels.channelCode })
    .from(conceptChannels)
    .innerJoin(conceptApplications, eq(conceptApplications.conceptId, conceptChannels.conceptId))
    .innerJoin(concepts, eq(concepts.id, conceptChannels.conceptId))
    .where(
      and(eq(conceptApplications.applicationId, scope.application.id), isNull(concepts.deletedAt), eq(conceptChannels.status, 'active')),
    );
  const codes = new Set(targeted.map((row) => row.code));
  const networks = groupByNetwork(await readLengthRules(deps.db));
  const ofApplication = networks.filter((network) => codes.has(network.code));
  return ofApplication.length ? ofApplication : networks;
}

export async function findLengthRules(deps: NetworkDeps) {
  await deps.access.requireViewer();
  return readLengthRules(deps.db);
}

export interface LengthRuleInput {
  networkCode: string;
  networkName: string;
  field: string;
  label: string;
  minLength: number;
  maxLength: number;
  shownLength?: number | null;
  cjkMaxLength?: number | null;
  allowEmoji: boolean;
  allowHalfWidthKana?: boolean | null;
  refusedCharacters?: string | null;
}

/** Creates or changes one network's rule for one field (platform staff only). */
export async function saveLengthRule(deps: NetworkDeps, input: LengthRuleInput) {
  const viewer = await deps.access.requireStaff();
  const networkCode = input.networkCode.trim();
  const networkName = input.networkName.trim();
  const label = input.label.trim();
  const problems: { field: string; message: string }[] = [];
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(networkCode))
    problems.push({ field: 'networkCode', message: 'Use lower-case letters, digits and dashes.' });
  if (!networkName || networkName.length > 60)
    problems.push({ field: 'networkName', message: 'Network name is required (60 characters at most).' });
  if (!(AD_COPY_TEXT_FIELDS as readonly string[]).includes(input.field))
    problems.push({ field: 'field', message: `Field must be one of ${AD_COPY_TEXT_FIELDS.join(', ')}.` });
  if (!label || label.length > 60) problems.push({ field: 'label', message: 'Label is required (60 characters at most).' });
  if (input.maxLength < 1 || input.maxLength > 100_000)
    problems.push({ field: 'maxLength', message: 'Maximum length must be 1 to 100,000.' });
  if (input.minLength < 0 || input.minLength > input.maxLength)
    problems.push({ field: 'minLength', message: 'Minimum length must be 0 to the maximum.' });
  if (input.shownLength != null && (input.shownLength < 1 || input.shownLength > input.maxLength))
    problems.push({ field: 'shownLength', message: 'Shown length must be 1 to the maximum, or empty.' });
  if (input.cjkMaxLength != null && (input.cjkMaxLength < 1 || input.cjkMaxLength > input.maxLength))
    problems.push({ field: 'cjkMaxLength', message: 'CJK maximum must be 1 to the maximum, or empty.' });
  const refusedGiven = (input.refusedCharacters ?? '').replace(/\s+/g, '');
  const refusedCharacters = normaliseRefusedCharacters(refusedGiven);
  if (refusedCharacters.length !== new Set(refusedGiven).size)
    problems.push({
      field: 'refusedCharacters',
      message: 'Refused characters are ASCII punctuation and symbols, e.g. #{}; emoji and half-width katakana have their own switches.',
    });
  if (problems.length) throw badInput(problems.map((problem) => problem.message).join(' '), problems);
  const values = {
    networkCode,
    networkName,
    field: input.field,
    label,
    minLength: input.minLength,
    maxLength: input.maxLength,
    shownLength: input.shownLength ?? null,
    cjkMaxLength: input.cjkMaxLength ?? null,
    allowEmoji: input.allowEmoji,
    allowHalfWidthKana: input.allowHalfWidthKana ?? true,
    refusedCharacters,
    updateBy: viewer.userId,
    updatedAt: new Date(),
  };
  return deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(adCopyLengthRules)
      .values({ ...values, sequenceId: sql`(select coalesce(max(sequence_id), 0) + 1 from ad_copy_length_rules)` })
      .onConflictDoUpdate({ target: [adCopyLengthRules.networkCode, adCopyLengthRules.field], set: values })
      .returning(ruleColumns);
    // The network's name is one per network: renaming it on one rule renames it on all.
    await tx.update(adCopyLengthRules).set({ networkName }).where(eq(adCopyLengthRules.networkCode, networkCode));
    return saved as LengthRule;
  });
}
