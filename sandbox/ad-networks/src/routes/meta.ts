import { randomBytes } from 'node:crypto';
import type { MetaUseCase, Route, RouteContext, RouteResult, SandboxState } from '../http.js';
import { findMetaAccount, META_EFFECTIVE_STATUSES, type MetaAccount } from '../world.js';

/**
 * The Meta Marketing API (Graph API) as documented, unkind parts included:
 *
 * - `/act_{id}/campaigns`, `/adsets`, `/ads` with `fields` (nested `creative{…}`), `limit`, cursor
 *   paging (`paging.cursors.after`, `paging.next`, no `next` on the last page), `filtering` and
 *   `effective_status`. DELETED and ARCHIVED objects are left out unless the request asks for them
 *   (`effective_status` or a `filtering` on `effective_status`): "When unset, defaults to not return
 *   deleted or archived ads."
 * - `/act_{id}` with `currency`, `timezone_name`, `timezone_offset_hours_utc`.
 * - Errors as `{ error: { message, type, code, error_subcode, is_transient, fbtrace_id } }`, HTTP 400.
 *   An expired token answers 190/463, a changed password 190/460, a removed app 190/458, an
 *   unreadable token 190 without a subcode.
 * - Business Use Case rate limits per ad account and use case (ads_management for the edges,
 *   ads_insights for insights): every answer carries `X-Business-Use-Case-Usage` (`call_count`,
 *   `total_cputime`, `total_time` in percent, `estimated_time_to_regain_access` in minutes) and
 *   `X-Ad-Account-Usage` (`acc_id_util_pct`, `reset_time_duration` in seconds). Past 100 % the
 *   bucket is throttled for `blockMinutes`: every call answers error 80004 (ads_management) or
 *   80000 (ads_insights), subcode 2446079, HTTP 400, with no Retry-After: the wait is in the headers.
 */

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 500;
const HOUR_MS = 3_600_000;
/** Objects an edge leaves out unless asked. */
const HIDDEN_BY_DEFAULT = new Set(['DELETED', 'ARCHIVED']);
const THROTTLE_ERRORS: Record<MetaUseCase, { code: number; message: string }> = {
  ads_management: {
    code: 80004,
    message:
      'There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.',
  },
  ads_insights: {
    code: 80000,
    message:
      'There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-insights.',
  },
};

export function metaError(status: number, code: number, message: string, extra: Record<string, unknown> = {}): RouteResult {
  return {
    status,
    json: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(8).toString('base64url') } },
  };
}

/** Drops calls older than an hour from a bucket and returns what is left. */
function recentCalls(state: SandboxState, key: string, now: number): number[] {
  const calls = (state.meta.rate.calls.get(key) ?? []).filter((time) => time > now - HOUR_MS);
  state.meta.rate.calls.set(key, calls);
  return calls;
}

/** The usage headers Meta sends for one ad account and use case. */
export function usageHeaders(state: SandboxState, accountId: string, useCase: MetaUseCase, now = Date.now()): Record<string, string> {
  const key = `${accountId}:${useCase}`;
  const calls = recentCalls(state, key, now);
  const block = state.meta.rate.blocks.get(key);
  const isBlocked = block !== undefined && block.until > now;
  const percent = isBlocked ? 100 : Math.min(100, Math.round((calls.length / Math.max(1, state.meta.rate.callsPerHour)) * 100));
  const regainMinutes = isBlocked ? Math.max(1, Math.ceil((block.until - now) / 60_000)) : 0;
  const resetSeconds = isBlocked ? Math.ceil((block.until - now) / 1000) : calls.length ? Math.ceil((calls[0]! + HOUR_MS - now) / 1000) : 0;
  const usage = {
    type: useCase,
    call_count: percent,
    total_cputime: Math.round(percent * 0.6),
    total_time: Math.round(percent * 0.7),
    estimated_time_to_regain_access: regainMinutes,
    ads_api_access_tier: 'standard_access',
  };
  return {
    'x-business-use-case-usage': JSON.stringify({ [accountId]: [usage] }),
    'x-ad-account-usage': JSON.stringify({
      acc_id_util_pct: percent,
      reset_time_duration: resetSeconds,
      ads_api_access_tier: 'standard_access',
    }),
  };
}

/** Throttles an account's bucket (or every bucket of it) for `minutes`, as Meta does past 100 %. */
export function blockMetaAccount(state: SandboxState, accountId: string, minutes: number, useCases?: MetaUseCase[]) {
  for (const useCase of useCases ?? (['ads_management', 'ads_insights'] as const))
    state.meta.rate.blocks.set(`${accountId}:${useCase}`, { until: Date.now() + minutes * 60_000 });
}

/**
 * Counts a call against the account's bucket; answers the throttling error while the bucket is
 * blocked, and blocks it when this call would take it past 100 %.
 */
function countCall(state: SandboxState, accountId: string, useCase: MetaUseCase): RouteResult | null {
  const now = Date.now();
  const key = `${accountId}:${useCase}`;
  const block = state.meta.rate.blocks.get(key);
  if (block && block.until <= now) state.meta.rate.blocks.delete(key);
  const calls = recentCalls(state, key, now);
  if (!state.meta.rate.blocks.has(key) && calls.length + 1 > state.meta.rate.callsPerHour)
    blockMetaAccount(state, accountId, state.meta.rate.blockMinutes, [useCase]);
  if (state.meta.rate.blocks.has(key)) {
    const error = THROTTLE_ERRORS[useCase];
    const result = metaError(400, error.code, error.message, { error_subcode: 2446079, is_transient: true });
    return { ...result, headers: usageHeaders(state, accountId, useCase, now) };
  }
  calls.push(now);
  return null;
}

function describeExpiry(now: Date) {
  const expired = new Date(now.getTime() - 3 * 86_400_000);
  const format = (date: Date) => date.toUTCString().replace('GMT', 'UTC');
  return `Error validating access token: Session has expired on ${format(expired)}. The current time is ${format(now)}.`;
}

export function checkMetaToken(context: RouteContext): RouteResult | null {
  const header = context.request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : context.url.searchParams.get('access_token');
  const { credentials, meta } = context.state;
  if (token === credentials.expiredMetaAccessToken) return metaError(400, 190, describeExpiry(new Date()), { error_subcode: 463 });
  if (token !== credentials.metaAccessToken) return metaError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  switch (meta.tokenState) {
    case 'expired':
      return metaError(400, 190, describeExpiry(new Date()), { error_subcode: 463 });
    case 'passwordChanged':
      return metaError(
        400,
        190,
        'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
        { error_subcode: 460 },
      );
    case 'appRemoved':
      return metaError(400, 190, 'Error validating access token: The user has not authorized application 874512300918273.', {
        error_subcode: 458,
      });
    default:
      return null;
  }
}

/** What a Meta route gets once the token, the account and the rate limit let the call through. */
export interface MetaCall extends RouteContext {
  account: MetaAccount;
}

/**
 * A Meta route: the token first, then the account, then the use case's rate limit; the answer
 * carries the usage headers.
 */
export function metaRoute(path: string, useCase: MetaUseCase, handle: (call: MetaCall) => RouteResult): Route {
  return {
    method: 'GET',
    path: `/meta/:version/act_:accountId${path}`,
    network: 'meta',
    handle: (context) => {
      const denied = checkMetaToken(context);
      if (denied) return denied;
      const account = findMetaAccount(context.state.world, context.params.accountId!);
      if (!account) {
        return metaError(
          400,
          100,
          `Unsupported get request. Object with ID 'act_${context.params.accountId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
          { error_subcode: 33 },
        );
      }
      const throttled = countCall(context.state, account.id, useCase);
      if (throttled) return throttled;
      const failure = context.state.meta.failures;
      if (failure && failure.remaining > 0 && context.url.pathname.endsWith(failure.edge)) {
        failure.remaining -= 1;
        const error = metaError(failure.status, failure.code, failure.message, {
          ...(failure.subcode ? { error_subcode: failure.subcode } : {}),
          is_transient: failure.isTransient,
        });
        return { ...error, headers: usageHeaders(context.state, account.id, useCase) };
      }
      const result = handle({ ...context, account });
      return { ...result, headers: { ...usageHeaders(context.state, account.id, useCase), ...result.headers } };
    },
  };
}

/** `id,name,creative{id,image_url}` → { id: true, name: true, creative: { id: true, image_url: true } }. */
export type FieldTree = { [name: string]: true | FieldTree };

export function parseFields(text: string): FieldTree {
  let position = 0;
  const parseList = (): FieldTree => {
    const tree: FieldTree = {};
    let name = '';
    const flush = () => {
      if (name.trim()) tree[name.trim()] = true;
      name = '';
    };
    while (position < text.length) {
      const char = text[position]!;
      position += 1;
      if (char === ',') flush();
      else if (char === '{') {
        tree[name.trim()] = parseList();
        name = '';
      } else if (char === '}') break;
      else name += char;
    }
    flush();
    return tree;
  };
  return parseList();
}

function selectFields(object: Record<string, unknown>, fields: FieldTree, origin: string): Record<string, unknown> {
  const result: Record<string, unknown> = { id: object.id };
  for (const [name, sub] of Object.entries(fields)) {
    const value = object[name];
    if (value === undefined) continue;
    if (sub !== true && value && typeof value === 'object') result[name] = selectFields(value as Record<string, unknown>, sub, origin);
    else if (typeof value === 'string' && value.startsWith('/files/')) result[name] = `${origin}${value}`;
    else if (sub === true && value && typeof value === 'object') result[name] = { id: (value as { id: unknown }).id };
    else result[name] = value;
  }
  return result;
}

export interface Filter {
  field: string;
  operator: string;
  value: unknown;
}

/** Reads `filtering` (a JSON array of {field, operator, value}); a Meta error when it is not one. */
export function readFiltering(query: URLSearchParams): Filter[] | RouteResult {
  const raw = query.get('filtering');
  if (!raw) return [];
  try {
    const filters = JSON.parse(raw) as Filter[];
    if (!Array.isArray(filters) || filters.some((filter) => typeof filter?.field !== 'string' || typeof filter.operator !== 'string'))
      throw new Error('not an array of filters');
    return filters;
  } catch {
    return metaError(400, 100, '(#100) Filtering field must be a JSON array of {field, operator, value}.');
  }
}

/**
 * The effective statuses a request asks for: its `effective_status` parameter and any `filtering`
 * on `statusField` with IN or EQUAL; null when it asks for none (then DELETED and ARCHIVED are left
 * out). A status Meta does not document is refused as Meta does.
 */
export function requestedStatuses(query: URLSearchParams, filters: Filter[], statusField: string): Set<string> | null | RouteResult {
  const sets: Set<string>[] = [];
  const raw = query.get('effective_status');
  if (raw) {
    let values: unknown;
    try {
      values = JSON.parse(raw);
    } catch {
      values = raw.split(',');
    }
    if (!Array.isArray(values)) values = [values];
    sets.push(new Set((values as unknown[]).map(String)));
  }
  for (const filter of filters) {
    if (filter.field !== statusField) continue;
    if (filter.operator === 'IN' && Array.isArray(filter.value)) sets.push(new Set(filter.value.map(String)));
    else if (filter.operator === 'EQUAL') sets.push(new Set([String(filter.value)]));
    else return metaError(400, 100, `(#100) Filtering on ${statusField} supports the operators IN and EQUAL.`);
  }
  for (const set of sets) {
    const unknown = [...set].find((status) => !(META_EFFECTIVE_STATUSES as readonly string[]).includes(status));
    if (unknown)
      return metaError(
        400,
        100,
        `(#100) Param effective_status[0] must be one of {${META_EFFECTIVE_STATUSES.join(', ')}} - got ${unknown}.`,
      );
  }
  if (sets.length === 0) return null;
  return new Set([...sets[0]!].filter((status) => sets.every((set) => set.has(status))));
}

export function isStatusVisible(effectiveStatus: string, requested: Set<string> | null): boolean {
  return requested ? requested.has(effectiveStatus) : !HIDDEN_BY_DEFAULT.has(effectiveStatus);
}

function matchesFilters(object: Record<string, unknown>, filters: Filter[]): boolean {
  return filters.every((filter) => {
    if (filter.field === 'effective_status') return true;
    const value = object[filter.field];
    switch (filter.operator) {
      case 'GREATER_THAN':
        return filter.field === 'updated_time'
          ? Date.parse(String(value).replace('+0000', 'Z')) / 1000 > Number(filter.value)
          : Number(value) > Number(filter.value);
      case 'IN':
        return Array.isArray(filter.value) && filter.value.map(String).includes(String(value));
      case 'EQUAL':
        return String(value) === String(filter.value);
      default:
        return true;
    }
  });
}

/** One page of `rows` from the `after` cursor, with Meta's paging block (no `next` on the last page). */
export function pageOf<T>(context: RouteContext, rows: T[]): RouteResult | { data: T[]; paging?: Record<string, unknown> } {
  const query = context.url.searchParams;
  const limit = Math.min(Number(query.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, MAX_LIMIT);
  const after = query.get('after');
  const start = after ? Number(Buffer.from(after, 'base64url').toString()) + 1 : 0;
  if (!Number.isInteger(start) || start < 0) return metaError(400, 100, '(#100) Invalid cursor.');
  const page = rows.slice(start, start + limit);
  if (page.length === 0) return { data: [] };
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + page.length - 1) } };
  if (start + page.length < rows.length) {
    const next = new URL(context.url.toString().replace(/^http:\/\/[^/]+/, context.origin));
    next.searchParams.set('after', cursor(start + page.length - 1));
    paging.next = next.toString();
  }
  return { data: page, paging };
}

function listEdge(edge: 'campaigns' | 'adsets' | 'ads') {
  return (call: MetaCall): RouteResult => {
    const query = call.url.searchParams;
    const filters = readFiltering(query);
    if (!Array.isArray(filters)) return filters;
    const statuses = requestedStatuses(query, filters, 'effective_status');
    if (statuses && !(statuses instanceof Set)) return statuses;
    const all = (call.account[edge] as unknown as Record<string, unknown>[]).filter(
      (object) => isStatusVisible(String(object.effective_status), statuses) && matchesFilters(object, filters),
    );
    const fields = parseFields(query.get('fields') ?? 'id');
    const page = pageOf(call, all);
    if (!('data' in page)) return page;
    return { json: { ...page, data: page.data.map((object) => selectFields(object, fields, call.origin)) } };
  };
}

/** The offset of a time zone from UTC now, in hours (Meta's `timezone_offset_hours_utc`). */
function offsetHours(timeZone: string, now = new Date()): number {
  const local = new Date(now.toLocaleString('en-US', { timeZone }));
  const utc = new Date(now.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((local.getTime() - utc.getTime()) / 360_000) / 10;
}

function readAccount(call: MetaCall): RouteResult {
  const { account } = call;
  const all: Record<string, unknown> = {
    id: `act_${account.id}`,
    account_id: account.id,
    name: account.name,
    account_status: 1,
    currency: account.currency,
    timezone_name: account.timeZone,
    timezone_offset_hours_utc: offsetHours(account.timeZone),
  };
  const fields = Object.keys(parseFields(call.url.searchParams.get('fields') ?? 'id,name'));
  return { json: Object.fromEntries(Object.entries(all).filter(([name]) => name === 'id' || fields.includes(name))) };
}

export const metaRoutes: Route[] = [
  metaRoute('', 'ads_management', readAccount),
  metaRoute('/campaigns', 'ads_management', listEdge('campaigns')),
  metaRoute('/adsets', 'ads_management', listEdge('adsets')),
  metaRoute('/ads', 'ads_management', listEdge('ads')),
];
