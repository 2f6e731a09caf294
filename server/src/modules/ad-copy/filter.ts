import { AD_COPY_STATUSES } from '@atelier/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adCopies } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';

export interface AdCopyFilterInput {
  status?: readonly string[] | null;
  search?: string | null;
  fitsNetwork?: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Whether a copy breaks any of the network's rules, in its default language or in any translation
 * (a translation's missing fields fall back to the default and are checked there). The measures
 * are stored on write (input.ts); the count and the refusals mirror @atelier/domain's checkMeasure.
 */
function violatesNetwork(networkCode: string): SQL {
  const measure = sql`(texts.m -> r.field)`;
  const count = sql`ceil(
      (${measure}->>'graphemes')::numeric - (${measure}->>'cjk')::numeric
      + (${measure}->>'cjk')::numeric * (case when r.cjk_max_length > 0 then r.max_length::numeric / r.cjk_max_length else 1 end)
      - 0.000000001)`;
  return sql`exists (
    select 1 from ad_copy_length_rules r
    cross join lateral (
      select ${adCopies.measures} as m
      union all
      select t.measures from ad_copy_translations t where t.ad_copy_id = ${adCopies.id}
    ) texts
    where r.network_code = ${networkCode}
      and ${measure} is not null
      and (
        ${count} > r.max_length or ${count} < r.min_length
        or (not r.allow_emoji and (${measure}->>'emoji')::int > 0)
        or (not r.allow_half_width_kana and coalesce((${measure}->>'halfWidthKana')::int, 0) > 0)
        or exists (
          select 1 from regexp_split_to_table(r.refused_characters, '') refused(ch)
          where refused.ch <> '' and strpos(coalesce(${measure}->>'symbols', ''), refused.ch) > 0
        )
      )
  )`;
}

/** The list's conditions for one application; `knownNetworks` are the network codes that have rules. */
export function buildAdCopyConditions(
  applicationId: string,
  filter: AdCopyFilterInput | null | undefined,
  knownNetworks: ReadonlySet<string>,
) {
  const conditions: (SQL | undefined)[] = [eq(adCopies.applicationId, applicationId)];
  if (filter?.status?.length) {
    const unknown = filter.status.filter((status) => !(AD_COPY_STATUSES as readonly string[]).includes(status));
    if (unknown.length)
      throw badInput(`Unknown status '${unknown[0]}': use ${AD_COPY_STATUSES.join(', ')}.`, [
        { field: 'filter.status', message: 'Unknown status.' },
      ]);
    conditions.push(inArray(adCopies.status, [...filter.status]));
  }
  const search = filter?.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        sql`lower(${adCopies.name}) like ${pattern}`,
        sql`lower(${adCopies.headline}) like ${pattern}`,
        sql`lower(${adCopies.body}) like ${pattern}`,
        sql`exists (select 1 from ad_copy_translations t where t.ad_copy_id = ${adCopies.id}
          and (lower(coalesce(t.headline, '')) like ${pattern} or lower(coalesce(t.body, '')) like ${pattern}))`,
      ),
    );
  }
  const network = filter?.fitsNetwork?.trim();
  if (network) {
    if (!knownNetworks.has(network))
      throw badInput(`No length rules for network '${network}'.`, [{ field: 'filter.fitsNetwork', message: 'Unknown network.' }]);
    conditions.push(sql`not ${violatesNetwork(network)}`);
  }
  return and(...conditions)!;
}
