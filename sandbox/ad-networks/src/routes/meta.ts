import { randomBytes } from 'node:crypto';
import type { Route, RouteContext, RouteResult } from '../http.js';
import { findMetaAccount, type MetaAccount } from '../world.js';

/**
 * The Meta Marketing API (Graph API) shapes Atelier reads: `/act_{id}/campaigns`, `/adsets`, `/ads`
 * with `fields` (nested `creative{…}`), `limit`, cursor paging (`paging.cursors.after`,
 * `paging.next`), `filtering` on `updated_time`, errors as `{ error: { message, type, code,
 * error_subcode, fbtrace_id } }` and the `X-Business-Use-Case-Usage` header.
 */

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 500;

export function metaError(status: number, code: number, message: string, extra: Record<string, unknown> = {}): RouteResult {
  return {
    status,
    json: { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(8).toString('base64url') } },
  };
}

/** The usage header Meta sends on ads management calls (percentages of the hourly allowance). */
export function businessUseCaseUsage(accountId: string, minutesToRegainAccess = 0): Record<string, string> {
  const usage = {
    type: 'ads_management',
    call_count: minutesToRegainAccess > 0 ? 100 : 4,
    total_cputime: 2,
    total_time: 3,
    estimated_time_to_regain_access: minutesToRegainAccess,
  };
  return { 'x-business-use-case-usage': JSON.stringify({ [accountId]: [usage] }) };
}

export function checkMetaToken(context: RouteContext): RouteResult | null {
  const header = context.request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : context.url.searchParams.get('access_token');
  if (token !== context.state.credentials.metaAccessToken) {
    return metaError(400, 190, 'Invalid OAuth access token - Cannot parse access token', { error_subcode: 463 });
  }
  return null;
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

interface Filter {
  field: string;
  operator: string;
  value: unknown;
}

function matchesFilters(object: Record<string, unknown>, filters: Filter[]): boolean {
  return filters.every((filter) => {
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

function listEdge(edge: 'campaigns' | 'adsets' | 'ads') {
  return (context: RouteContext): RouteResult => {
    const denied = checkMetaToken(context);
    if (denied) return denied;
    const account = findMetaAccount(context.state.world, context.params.accountId!);
    if (!account) {
      return metaError(
        400,
        100,
        `Unsupported get request. Object with ID 'act_${context.params.accountId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        {
          error_subcode: 33,
        },
      );
    }
    const query = context.url.searchParams;
    const limit = Math.min(Number(query.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, MAX_LIMIT);
    let filters: Filter[] = [];
    if (query.get('filtering')) {
      try {
        filters = JSON.parse(query.get('filtering')!) as Filter[];
        if (!Array.isArray(filters)) throw new Error('not an array');
      } catch {
        return metaError(400, 100, '(#100) Filtering field must be a JSON array of {field, operator, value}.');
      }
    }
    const all = (account[edge] as unknown as Record<string, unknown>[]).filter((object) => matchesFilters(object, filters));
    const after = query.get('after');
    const start = after ? Number(Buffer.from(after, 'base64url').toString()) + 1 : 0;
    if (!Number.isInteger(start) || start < 0) return metaError(400, 100, '(#100) Invalid cursor.');
    const page = all.slice(start, start + limit);
    const fields = parseFields(query.get('fields') ?? 'id');
    const data = page.map((object) => selectFields(object, fields, context.origin));
    const headers = businessUseCaseUsage(account.id);
    if (page.length === 0) return { headers, json: { data } };
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
    const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(start + page.length - 1) } };
    if (start + page.length < all.length) {
      const next = new URL(context.url.toString().replace(/^http:\/\/[^/]+/, context.origin));
      next.searchParams.set('after', cursor(start + page.length - 1));
      paging.next = next.toString();
    }
    return { headers, json: { data, paging } };
  };
}

function readAccount(context: RouteContext): RouteResult {
  const denied = checkMetaToken(context);
  if (denied) return denied;
  const account: MetaAccount | undefined = findMetaAccount(context.state.world, context.params.accountId!);
  if (!account)
    return metaError(400, 100, `Unsupported get request. Object with ID 'act_${context.params.accountId}' does not exist.`, {
      error_subcode: 33,
    });
  return { json: { id: `act_${account.id}`, account_id: account.id, name: account.name, currency: account.currency } };
}

export const metaRoutes: Route[] = [
  { method: 'GET', path: '/meta/:version/act_:accountId', network: 'meta', handle: readAccount },
  { method: 'GET', path: '/meta/:version/act_:accountId/campaigns', network: 'meta', handle: listEdge('campaigns') },
  { method: 'GET', path: '/meta/:version/act_:accountId/adsets', network: 'meta', handle: listEdge('adsets') },
  { method: 'GET', path: '/meta/:version/act_:accountId/ads', network: 'meta', handle: listEdge('ads') },
];
