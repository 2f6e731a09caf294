import type { ApolloClient } from '@apollo/client';
import { AD_ACCOUNTS_PAGE } from '@atelier/domain';
import { AdCopyEditorPage, AdCopyListPage } from '../features/ad-copy';
import { AdAccountsPage } from '../features/ad-networks';
import {
  AssetCreatePage,
  AssetEditorPage,
  ConceptCreatePage,
  ConceptEditorPage,
  ConceptsPage,
  ParentConceptCreatePage,
  ParentConceptEditorPage,
  prefetchEditorConcept,
} from '../features/concepts';
import { MyWorkPage } from '../features/my-work';
import { CreativePerformancePage } from '../features/performance';
import { ReportsPage } from '../features/reports';
import type { LazyPage } from '../lib/lazy-page';
import type { AccessRule } from '../lib/permissions';

/**
 * Every route under /:clientCode/creative (both specs' route tables) with the permissions it
 * needs. The creative area itself needs `creative:access`; each rule repeats it so the table
 * reads on its own.
 */
export const accessRules = {
  conceptsList: { allOf: ['creative:access'] },
  conceptCreate: { allOf: ['creative:access', 'concept:create'] },
  conceptView: { allOf: ['creative:access', 'concept:view'] },
  asset: { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:view'] },
  reports: { allOf: ['creative:access', 'reports:view'] },
  adCopy: { allOf: ['creative:access', 'adCopy:view'] },
  adCopyCreate: { allOf: ['creative:access', 'adCopy:view', 'adCopy:create'] },
  creativePerformance: { allOf: ['creative:access', 'creativePerformance:view'] },
  myWork: { allOf: ['creative:access'] },
  // Managers of the ad accounts, and leads who review suggested links (AD_LINK_REVIEW).
  adAccounts: AD_ACCOUNTS_PAGE,
} as const satisfies Record<string, AccessRule>;

/** A route's parameters as matched in the URL: the client's code and the route's own. */
export type RouteParams = Readonly<Partial<Record<string, string>>> & { clientCode: string };

export interface CreativeRoute {
  /** Relative to /:clientCode/creative. */
  path: string;
  access: AccessRule;
  Page: LazyPage;
  /** Asks for the data the page shows first, when the app starts on this route (early-loads). */
  prefetch?: (client: ApolloClient, params: RouteParams) => void;
}

// Detached on purpose: a prefetch only warms the cache (it never rejects; the page's own query reports errors).
const prefetchRouteConcept: CreativeRoute['prefetch'] = (client, { clientCode, conceptCode }) =>
  void prefetchEditorConcept(client, clientCode, conceptCode ?? '');
const prefetchEditedConcept: CreativeRoute['prefetch'] = (client, { clientCode, conceptCode }) =>
  void prefetchEditorConcept(client, clientCode, conceptCode ?? '', { withSettingsFields: true });

export const creativeRoutes: readonly CreativeRoute[] = [
  { path: 'concepts', access: accessRules.conceptsList, Page: ConceptsPage },
  { path: 'concepts/create', access: accessRules.conceptCreate, Page: ConceptCreatePage },
  { path: 'concepts/parent/create', access: accessRules.conceptCreate, Page: ParentConceptCreatePage },
  { path: 'concepts/parent/:conceptCode', access: accessRules.conceptView, Page: ParentConceptEditorPage, prefetch: prefetchRouteConcept },
  { path: 'concepts/:conceptCode', access: accessRules.conceptView, Page: ConceptEditorPage, prefetch: prefetchEditedConcept },
  { path: 'concepts/:conceptCode/assets/create/:type', access: accessRules.asset, Page: AssetCreatePage },
  { path: 'concepts/:conceptCode/assets/:assetCode?', access: accessRules.asset, Page: AssetEditorPage, prefetch: prefetchRouteConcept },
  // One route for /reports, /reports/:applicationCode and /reports/:applicationCode/:reportCode, so
  // picking a report keeps the page mounted.
  { path: 'reports/:applicationCode?/:reportCode?', access: accessRules.reports, Page: ReportsPage },
  { path: 'ad-copy', access: accessRules.adCopy, Page: AdCopyListPage },
  { path: 'ad-copy/create', access: accessRules.adCopyCreate, Page: AdCopyEditorPage },
  { path: 'ad-copy/:adCopyCode', access: accessRules.adCopy, Page: AdCopyEditorPage },
  { path: 'platform-dash/:applicationCode/creative-perf', access: accessRules.creativePerformance, Page: CreativePerformancePage },
  { path: 'my-work', access: accessRules.myWork, Page: MyWorkPage },
  { path: 'ad-accounts', access: accessRules.adAccounts, Page: AdAccountsPage },
];

/** Public and top-level routes, outside the creative shell. */
export const topLevelPaths = {
  signIn: '/signin',
  externalConcept: '/external/:clientCode/creative/concepts/:conceptCode',
  unsubscribe: '/unsubscribe',
  creativeArea: '/:clientCode/creative',
} as const;
