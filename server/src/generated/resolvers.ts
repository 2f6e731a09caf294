import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ConceptView } from '../modules/concepts/index.js';
import type { AssetView, AssetVersionView } from '../modules/assets/index.js';
import type { HistoryView } from '../modules/history/index.js';
import type { GraphQLContext } from '../graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string. */
  DateTime: { input: Date | string; output: Date | string; }
  /** Arbitrary JSON value. */
  JSON: { input: unknown; output: unknown; }
};

/** Something to do, linked to a concept or not, with assignees and watchers. */
export type ActionItem = {
  __typename?: 'ActionItem';
  actionItemCategory?: Maybe<ActionItemCategory>;
  application?: Maybe<ActionItemApplication>;
  audit: Audit;
  /** The client the item belongs to (My work lists several). */
  client: ActionItemClient;
  code: Scalars['String']['output'];
  /** Plain text. */
  description: Scalars['String']['output'];
  /** YYYY-MM-DD: the due date. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Due before today and not completed. */
  isOverdue: Scalars['Boolean']['output'];
  linkedEntity?: Maybe<ActionItemLinkedEntity>;
  members: Array<ActionItemMember>;
  name: Scalars['String']['output'];
  /** YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  /** open, inProgress or completed */
  status: Scalars['String']['output'];
  /** action, review or approval */
  type: Scalars['String']['output'];
  /** Whether the signed-in user may edit the whole item (updateActionItem). */
  viewerCanUpdate: Scalars['Boolean']['output'];
  /** The signed-in user's own membership, if any. */
  viewerMember?: Maybe<ActionItemMember>;
};

export type ActionItemApplication = {
  __typename?: 'ActionItemApplication';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A kind of action item, per client. */
export type ActionItemCategory = {
  __typename?: 'ActionItemCategory';
  code: Scalars['String']['output'];
  /** all or creative */
  module: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** active or inactive */
  status: Scalars['String']['output'];
};

export type ActionItemCategoryFilter = {
  /** Also list inactive categories (administration). */
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ActionItemCategoryInput = {
  /** all or creative (default all) */
  module?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** active or inactive */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ActionItemClient = {
  __typename?: 'ActionItemClient';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ActionItemFilter = {
  linkedEntity?: InputMaybe<ActionItemLinkedEntityInput>;
  /** Only these statuses. */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Leave out these statuses (the concept panel leaves out completed). */
  statusNot?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ActionItemInput = {
  actionItemCategory?: InputMaybe<CodeInput>;
  application?: InputMaybe<CodeInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, or null to clear */
  endDate?: InputMaybe<Scalars['String']['input']>;
  linkedEntity?: InputMaybe<ActionItemLinkedEntityInput>;
  members?: InputMaybe<Array<ActionItemMemberInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, or null to clear */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ActionItemLinkedEntity = {
  __typename?: 'ActionItemLinkedEntity';
  code: Scalars['String']['output'];
  /** The linked record's name, when it still exists. */
  name?: Maybe<Scalars['String']['output']>;
  /** concept */
  type: Scalars['String']['output'];
};

export type ActionItemLinkedEntityInput = {
  code: Scalars['String']['input'];
  /** concept */
  type: Scalars['String']['input'];
};

export type ActionItemMember = {
  __typename?: 'ActionItemMember';
  /** open, inProgress or completed (each member has their own) */
  status: Scalars['String']['output'];
  /** assignee or watcher */
  type: Scalars['String']['output'];
  user: Person;
};

export type ActionItemMemberInput = {
  /** open (default), inProgress or completed */
  status?: InputMaybe<Scalars['String']['input']>;
  /** assignee or watcher */
  type: Scalars['String']['input'];
  user: ActionItemPersonInput;
};

export type ActionItemPersonInput = {
  emailAddress: Scalars['String']['input'];
};

export type AdAccount = {
  __typename?: 'AdAccount';
  /** The account's own base URL; null: the connector's default. */
  baseUrl?: Maybe<Scalars['String']['output']>;
  channelCode: Scalars['String']['output'];
  code: Scalars['String']['output'];
  connector: Scalars['String']['output'];
  /** The credential fields the connector needs (accessToken; apiKey and reportKey). */
  credentialFields: Array<Scalars['String']['output']>;
  /** The network's refusal of the credentials. */
  credentialsRefusal?: Maybe<Scalars['String']['output']>;
  /** When the network refused the account's credentials: its scheduled syncs are stopped until credentials are entered again. */
  credentialsRefusedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The ISO 4217 currency the account's money is reported in (a Meta sync records the currency Meta reports). */
  currency: Scalars['String']['output'];
  /** The base URL syncs call. */
  effectiveBaseUrl?: Maybe<Scalars['String']['output']>;
  externalAccountId: Scalars['String']['output'];
  hasCredentials: Scalars['Boolean']['output'];
  /** True while a sync waits or runs. */
  isSyncPending: Scalars['Boolean']['output'];
  /** The last sync of the account's daily metrics. */
  lastMetricsRun?: Maybe<AdSyncRun>;
  /** The last sync of the account's campaigns and ads (or import). */
  lastRun?: Maybe<AdSyncRun>;
  lastSyncAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  syncIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  /** The network's throttling answer, while throttledUntil lasts. */
  throttleMessage?: Maybe<Scalars['String']['output']>;
  /** While the network throttles the account: nothing is sent to it before this time, and its syncs wait for it. */
  throttledUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The account's time zone as the network reports it (IANA, e.g. America/Los_Angeles): the days of its reports. */
  timeZone?: Maybe<Scalars['String']['output']>;
};

export type AdAccountInput = {
  /** Overrides the connector's default API base URL (e.g. a sandbox). */
  baseUrl?: InputMaybe<Scalars['String']['input']>;
  /** A channel of the catalogue: meta, google, tiktok, applovin, unity. */
  channelCode: Scalars['String']['input'];
  /** meta or applovin (API connectors), or import (file imports only). */
  connector: Scalars['String']['input'];
  /** Meta: { accessToken }; AppLovin: { apiKey (Campaign Management key), reportKey (Report Key) }. On an edit a field left out keeps its stored value. Never returned. */
  credentials?: InputMaybe<Scalars['JSON']['input']>;
  /**
   * The ISO 4217 currency the account's money is reported in. Default: USD for AppLovin, else the
   * application's reporting currency (a Meta sync records the currency Meta reports).
   */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The network's account id (Meta act_…, AppLovin account id). */
  externalAccountId: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Minutes between scheduled syncs, 15 to 10080; null: by hand only. */
  syncIntervalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type AdAccountUpdateInput = {
  /** An empty string goes back to the connector's default. */
  baseUrl?: InputMaybe<Scalars['String']['input']>;
  /** True to stop scheduled syncs. */
  clearSyncInterval?: InputMaybe<Scalars['Boolean']['input']>;
  /** Replaces the stored credentials; clears a refusal of the old ones, so scheduled syncs resume. */
  credentials?: InputMaybe<Scalars['JSON']['input']>;
  /** ISO 4217. Metrics already written keep their currency; importing them again restates them. */
  currency?: InputMaybe<Scalars['String']['input']>;
  externalAccountId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  syncIntervalMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type AdAutoLinkResult = {
  __typename?: 'AdAutoLinkResult';
  linked: Scalars['Int']['output'];
  proposed: Scalars['Int']['output'];
  suggested: Scalars['Int']['output'];
};

export type AdCopy = {
  __typename?: 'AdCopy';
  /** The body text. */
  adCopy: Scalars['String']['output'];
  audit: Audit;
  code: Scalars['String']['output'];
  /** Sanitised HTML, internal. */
  description: Scalars['String']['output'];
  headline: Scalars['String']['output'];
  /** The default language of the texts above (BCP 47 code, e.g. en). */
  language: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** topPerformer, middlePerformer, bottomPerformer or null. */
  rankField?: Maybe<Scalars['String']['output']>;
  /** proposed, approved, active or inactive. */
  status: Scalars['String']['output'];
  theme: Scalars['String']['output'];
  translations: Array<AdCopyTranslation>;
  /** standard, headline or description. */
  type: Scalars['String']['output'];
  /** Optimistic-concurrency version; send it back with an update. */
  version: Scalars['Int']['output'];
  viewerCanDelete: Scalars['Boolean']['output'];
  viewerCanUpdate: Scalars['Boolean']['output'];
};

export type AdCopyExport = {
  __typename?: 'AdCopyExport';
  /** CSV text in the import's columns. */
  csv: Scalars['String']['output'];
  /** The rows in the file: every match, or the newest 10,000 when more match. */
  rowCount: Scalars['Int']['output'];
  /** The copies the filter matched; more than rowCount when the file was cut short. */
  totalItemCount: Scalars['Int']['output'];
};

export type AdCopyFilter = {
  /** Only copies whose texts, in every language, fit this network's rules (a network code like google). */
  fitsNetwork?: InputMaybe<Scalars['String']['input']>;
  /** Contains-match over name, headline and body (any language). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Any of proposed, approved, active, inactive. */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type AdCopyImportPreview = {
  __typename?: 'AdCopyImportPreview';
  createCount: Scalars['Int']['output'];
  errorCount: Scalars['Int']['output'];
  /** Every row of the file in order: what it would do, or its errors. */
  rows: Array<AdCopyImportRow>;
  updateCount: Scalars['Int']['output'];
};

export type AdCopyImportResult = {
  __typename?: 'AdCopyImportResult';
  createdCount: Scalars['Int']['output'];
  skippedCount: Scalars['Int']['output'];
  updatedCount: Scalars['Int']['output'];
};

export type AdCopyImportRow = {
  __typename?: 'AdCopyImportRow';
  /** create, update or error. */
  action: Scalars['String']['output'];
  code?: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  /** The line number in the file (the header is line 1). */
  line: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type AdCopyInput = {
  adCopy?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  headline?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rankField?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
  translations?: InputMaybe<Array<AdCopyTranslationInput>>;
  type?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit started from (updates). */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** One network's length limit for one ad copy field, counted in grapheme clusters. */
export type AdCopyLengthRule = {
  __typename?: 'AdCopyLengthRule';
  allowEmoji: Scalars['Boolean']['output'];
  /** Whether half-width katakana are accepted (Google Ads refuses them). */
  allowHalfWidthKana: Scalars['Boolean']['output'];
  /** The limit for text in double-width characters (CJK scripts, full-width forms; each weighs maxLength / cjkMaxLength); null: they count like Latin. */
  cjkMaxLength?: Maybe<Scalars['Int']['output']>;
  /** headline or body (the copy's description is internal: no network rule applies to it). */
  field: Scalars['String']['output'];
  /** What the network calls the field, e.g. Primary text. */
  label: Scalars['String']['output'];
  maxLength: Scalars['Int']['output'];
  minLength: Scalars['Int']['output'];
  networkCode: Scalars['String']['output'];
  networkName: Scalars['String']['output'];
  /** ASCII punctuation and symbols the network refuses in the field, e.g. TikTok's #{}; empty when none. */
  refusedCharacters: Scalars['String']['output'];
  /** Characters shown before the network cuts the text off; null when all of it shows. */
  shownLength?: Maybe<Scalars['Int']['output']>;
};

export type AdCopyLengthRuleInput = {
  allowEmoji: Scalars['Boolean']['input'];
  /** Default true. */
  allowHalfWidthKana?: InputMaybe<Scalars['Boolean']['input']>;
  cjkMaxLength?: InputMaybe<Scalars['Int']['input']>;
  field: Scalars['String']['input'];
  label: Scalars['String']['input'];
  maxLength: Scalars['Int']['input'];
  minLength: Scalars['Int']['input'];
  networkCode: Scalars['String']['input'];
  networkName: Scalars['String']['input'];
  /** ASCII punctuation and symbols refused, e.g. #{} (spaces ignored). Default none. */
  refusedCharacters?: InputMaybe<Scalars['String']['input']>;
  shownLength?: InputMaybe<Scalars['Int']['input']>;
};

export type AdCopyNetwork = {
  __typename?: 'AdCopyNetwork';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  rules: Array<AdCopyLengthRule>;
};

export type AdCopyPage = {
  __typename?: 'AdCopyPage';
  items: Array<AdCopy>;
  totalItemCount: Scalars['Int']['output'];
};

export type AdCopyPerformanceRank = {
  __typename?: 'AdCopyPerformanceRank';
  adCopyCode: Scalars['String']['output'];
  enoughData: Scalars['Boolean']['output'];
  /** ipm or ctr: what the ranks order by. */
  metric: Scalars['String']['output'];
  /** top, middle or bottom; null without enough data. */
  rank?: Maybe<Scalars['String']['output']>;
  spend?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/** An ad copy's texts in another language; a null field falls back to the default language. */
export type AdCopyTranslation = {
  __typename?: 'AdCopyTranslation';
  adCopy?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  locale: Scalars['String']['output'];
};

export type AdCopyTranslationInput = {
  adCopy?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  headline?: InputMaybe<Scalars['String']['input']>;
  locale: Scalars['String']['input'];
};

export type AdLinkDecision =
  | 'ACCEPT'
  | 'REJECT';

export type AdLinkReviewOutcome = {
  __typename?: 'AdLinkReviewOutcome';
  code: Scalars['String']['output'];
  /** Why it was not done. */
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type AdLinkSettings = {
  __typename?: 'AdLinkSettings';
  autoLinkMinConfidence: Scalars['Float']['output'];
  mode: Scalars['String']['output'];
  perceptualMaxDistance: Scalars['Int']['output'];
};

export type AdLinkSettingsInput = {
  /** 0.5 to 1: the least confidence at which link mode links without review. */
  autoLinkMinConfidence?: InputMaybe<Scalars['Float']['input']>;
  /** suggest (every match waits for review) or link (sure matches are linked at once). */
  mode?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 16: bits of 64 two perceptual hashes may differ by. */
  perceptualMaxDistance?: InputMaybe<Scalars['Int']['input']>;
};

export type AdLinkSuggestion = {
  __typename?: 'AdLinkSuggestion';
  adName?: Maybe<Scalars['String']['output']>;
  assetCode?: Maybe<Scalars['String']['output']>;
  assetName?: Maybe<Scalars['String']['output']>;
  /** The concept's asset picture (its preview, a short-lived signed URL): the matched asset's, or for a match on the concept alone its first asset with a preview; null when there is none. */
  assetPictureUrl?: Maybe<Scalars['String']['output']>;
  assetSetCode: Scalars['String']['output'];
  assetSetName: Scalars['String']['output'];
  campaignName: Scalars['String']['output'];
  channelCode: Scalars['String']['output'];
  code: Scalars['String']['output'];
  conceptCode: Scalars['String']['output'];
  conceptName: Scalars['String']['output'];
  confidence: Scalars['Float']['output'];
  /** A small picture of the ad's creative (a data: URL kept when the sync fetched the file); null when the file was never fetched (imports, videos, playables). */
  creativePictureUrl?: Maybe<Scalars['String']['output']>;
  creativeUrl?: Maybe<Scalars['String']['output']>;
  /** id, hash, perceptual or name. */
  method: Scalars['String']['output'];
};

export type AdLinkSuggestionPage = {
  __typename?: 'AdLinkSuggestionPage';
  items: Array<AdLinkSuggestion>;
  totalItemCount: Scalars['Int']['output'];
};

export type AdLinkageAd = {
  __typename?: 'AdLinkageAd';
  externalId: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type AdLinkageAssetSet = {
  __typename?: 'AdLinkageAssetSet';
  adCount: Scalars['Int']['output'];
  /** The ads of the set (names and external ids), at most 50. */
  ads: Array<AdLinkageAd>;
  code: Scalars['String']['output'];
  /** Every link of the asset set in this application (to any concept), the concept's own first. */
  creativeAdMatches: Array<CreativeAdMatch>;
  externalAssetSetId: Scalars['String']['output'];
  isCreativeGroup: Scalars['Boolean']['output'];
  /** Linked to the concept the tree was asked for. */
  isLinked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  searchTerm?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** The ads of the set when it is linked to the concept, otherwise 0. */
  totalLinkedAdCount: Scalars['Int']['output'];
};

/** The codes of an asset set's ancestors in the Ad Usage tree. */
export type AdLinkageAssetSetPath = {
  __typename?: 'AdLinkageAssetSetPath';
  assetSetCode: Scalars['String']['output'];
  campaignCode: Scalars['String']['output'];
  /** A channel code like meta. */
  channelCode: Scalars['String']['output'];
  /** The sub-campaign's code (the stand-in sub-campaign's for a network without that level). */
  subCampaignCode: Scalars['String']['output'];
};

export type AdLinkageTreeFilter = {
  /** Only asset sets not linked to the concept (and the levels above them that have any). */
  onlyUnlinked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Contains-match over the asset set's name, external id and search term. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A channel, campaign or sub-campaign of the tree. totalLinkedAdCount counts the ads under the node
 * whose asset set is linked to the concept the tree was asked for.
 */
export type AdLinkageTreeNode = {
  __typename?: 'AdLinkageTreeNode';
  /** How many children the node has (after the filter). */
  childEntityCount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  externalId?: Maybe<Scalars['String']['output']>;
  /** True for the stand-in sub-campaign of a network without that level. */
  isImplicit: Scalars['Boolean']['output'];
  /** channel, campaign or subCampaign */
  level: Scalars['String']['output'];
  /** The sub-campaign's name; a network without that level shows its campaign's name. */
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  totalAdCount: Scalars['Int']['output'];
  totalLinkedAdCount: Scalars['Int']['output'];
};

export type AdMetricsImportPreview = {
  __typename?: 'AdMetricsImportPreview';
  errorCount: Scalars['Int']['output'];
  rows: Array<AdMetricsImportRow>;
  writeCount: Scalars['Int']['output'];
};

export type AdMetricsImportResult = {
  __typename?: 'AdMetricsImportResult';
  errorCount: Scalars['Int']['output'];
  /** The rows left out, with their errors. */
  rows: Array<AdMetricsImportRow>;
  writtenCount: Scalars['Int']['output'];
};

export type AdMetricsImportRow = {
  __typename?: 'AdMetricsImportRow';
  /** write or error. */
  action: Scalars['String']['output'];
  ad?: Maybe<Scalars['String']['output']>;
  adName?: Maybe<Scalars['String']['output']>;
  day?: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  line: Scalars['Int']['output'];
};

export type AdNamingTemplate = {
  __typename?: 'AdNamingTemplate';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  template: Scalars['String']['output'];
};

export type AdNamingTemplateDryRun = {
  __typename?: 'AdNamingTemplateDryRun';
  /** Matched ads whose {conceptName} part is the name of two or more concepts: never linked automatically, each becomes a suggestion per concept. */
  ambiguousAdCount: Scalars['Int']['output'];
  /** Null when the template is valid. */
  error?: Maybe<Scalars['String']['output']>;
  examples: Array<AdNamingTemplateExample>;
  matchedAdCount: Scalars['Int']['output'];
  /** Matched ads that name exactly one concept of the application. */
  matchedConceptAdCount: Scalars['Int']['output'];
  template: Scalars['String']['output'];
  totalAdCount: Scalars['Int']['output'];
};

export type AdNamingTemplateExample = {
  __typename?: 'AdNamingTemplateExample';
  adName: Scalars['String']['output'];
  /** The concept the ad names (the first of them when it is ambiguous). */
  conceptCode?: Maybe<Scalars['String']['output']>;
  conceptName?: Maybe<Scalars['String']['output']>;
  /** How many other concepts the ad's name names as well (0: not ambiguous). */
  otherConceptCount: Scalars['Int']['output'];
};

export type AdSyncRun = {
  __typename?: 'AdSyncRun';
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** tree (campaigns, ads and creatives) or metrics (daily figures). */
  kind: Scalars['String']['output'];
  startedAt: Scalars['DateTime']['output'];
  /** running, succeeded, failed or waiting (the network throttled the account; the sync runs again at waitUntil). */
  status: Scalars['String']['output'];
  /** Counts per level: { campaigns: { created, updated, unchanged }, …, links: { linked, suggested } }. */
  summary: Scalars['JSON']['output'];
  /** manual, schedule or import. */
  trigger: Scalars['String']['output'];
  /** For a waiting run: when the sync runs again, as the network stated. */
  waitUntil?: Maybe<Scalars['DateTime']['output']>;
};

export type AdTreeFileFormat =
  | 'CSV'
  | 'JSON';

export type AdTreeImportPreview = {
  __typename?: 'AdTreeImportPreview';
  rowCount: Scalars['Int']['output'];
  rows: Array<AdTreeImportRow>;
  /** What importing the valid rows would do, per level (created / updated / unchanged). */
  summary: Scalars['JSON']['output'];
  validRowCount: Scalars['Int']['output'];
};

export type AdTreeImportRow = {
  __typename?: 'AdTreeImportRow';
  ad?: Maybe<Scalars['String']['output']>;
  assetSet?: Maybe<Scalars['String']['output']>;
  campaign?: Maybe<Scalars['String']['output']>;
  errors: Array<Scalars['String']['output']>;
  /** 1-based, as a spreadsheet numbers data rows. */
  rowNumber: Scalars['Int']['output'];
  subCampaign?: Maybe<Scalars['String']['output']>;
};

/** An application (app, game, product) inside a client. */
export type Application = {
  __typename?: 'Application';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ApplicationInput = {
  /** Lower-case letters, digits and dashes, 2 to 40 characters. */
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ApplicationUaSetting = {
  __typename?: 'ApplicationUaSetting';
  code: Scalars['String']['output'];
  /** What applies when the application sets nothing (client value, else the field default). */
  inheritedValue?: Maybe<Scalars['String']['output']>;
  isInherited: Scalars['Boolean']['output'];
  /** The application's own value; null when inherited. */
  value?: Maybe<Scalars['String']['output']>;
};

/** An approval decision on an asset and the file it was made on. */
export type AssetDecisionRecord = {
  __typename?: 'AssetDecisionRecord';
  /** Who decided; null once that user is gone. */
  decideBy?: Maybe<Person>;
  decideDate: Scalars['DateTime']['output'];
  /** The file version decided on (1 for v1); null when the asset had no file then. */
  fileVersion?: Maybe<Scalars['Int']['output']>;
  /** True while the asset still holds that file; false once a Replace, a restore or a merge gave it another. */
  isCurrent: Scalars['Boolean']['output'];
  /** approved, rejected or active (ready to publish, an approval too). */
  status: Scalars['String']['output'];
};

export type AssetFileType = {
  __typename?: 'AssetFileType';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Evenly spaced thumbnails of a video, tiled left to right, top to bottom, in one WebP image. */
export type AssetScrubStrip = {
  __typename?: 'AssetScrubStrip';
  columns: Scalars['Int']['output'];
  frameCount: Scalars['Int']['output'];
  frameHeight: Scalars['Int']['output'];
  /** Pixels of one thumbnail. */
  frameWidth: Scalars['Int']['output'];
  /** Milliseconds between two thumbnails: thumbnail i shows the video at i × intervalMs. */
  intervalMs: Scalars['Int']['output'];
  rows: Scalars['Int']['output'];
  /** A short-lived signed URL of the image. */
  url: Scalars['String']['output'];
};

export type AssetUploadMetaData = {
  /** The folder of the concept's asset tree the new asset goes to. */
  creativeNode?: InputMaybe<NullableCodeInput>;
  fileName: Scalars['String']['input'];
  /**
   * With assetCode: the asset was made a moment ago for this file (the asset editor's "create with a
   * file"), so if the upload is cancelled, fails or is refused, the server removes the asset too.
   * Honoured only for a file-less asset the viewer created and nobody has edited since.
   */
  isNewAsset?: InputMaybe<Scalars['Boolean']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  /**
   * Bytes per part the client wants to send (on createCreativeConceptAssetUpload; default 40,000,000).
   * At most 100 MiB (at least 5 MiB with S3 storage), and large enough for the file to fit in 10,000 parts.
   */
  partSize?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The file's size in bytes: required. Checked against the limit before any part is sent, and it
   * bounds the upload: part URLs are signed only for the parts a file of this size has, and a part
   * can hold no more than its place in it.
   */
  size: Scalars['Float']['input'];
};

export type AssetUploadPart = {
  __typename?: 'AssetUploadPart';
  etag: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  size: Scalars['Float']['output'];
};

export type AssetUploadPartInput = {
  etag: Scalars['String']['input'];
  number: Scalars['Int']['input'];
};

export type AssetUploadResult = {
  __typename?: 'AssetUploadResult';
  assetCode: Scalars['String']['output'];
  duplicatedConceptAssetCode?: Maybe<Scalars['String']['output']>;
  /** True when the file is the very one the asset holds (same content): nothing changed and no version was added. */
  isUnchanged: Scalars['Boolean']['output'];
  /** done or duplicated. */
  status: Scalars['String']['output'];
};

export type AssetUploadSession = {
  __typename?: 'AssetUploadSession';
  assetCode: Scalars['String']['output'];
  /** Bytes per part the client should send (every part but the last). */
  partSize: Scalars['Int']['output'];
  uploadId: Scalars['String']['output'];
};

export type AssetUploadSettings = {
  __typename?: 'AssetUploadSettings';
  /** Largest file one upload may hold, in bytes. */
  maxFileSizeBytes: Scalars['Float']['output'];
  /** Most files one drop or selection may hold. */
  maxFiles: Scalars['Int']['output'];
  /** Parts sent at once. */
  partConcurrency: Scalars['Int']['output'];
  /** Bytes per part (every part but the last). */
  partSize: Scalars['Int']['output'];
  /** A part with no progress for this many seconds is aborted and sent once more. */
  partStallTimeoutSeconds: Scalars['Int']['output'];
};

export type AssetUploadState = {
  __typename?: 'AssetUploadState';
  assetCode: Scalars['String']['output'];
  /** Parts received so far (local storage; empty where the object store keeps the list). */
  parts: Array<AssetUploadPart>;
  /** open, finishing, finished, aborting or aborted. */
  status: Scalars['String']['output'];
  uploadId: Scalars['String']['output'];
};

export type AssetUploadUrl = {
  __typename?: 'AssetUploadUrl';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** Who created and last changed a record. A null person means the system. */
export type Audit = {
  __typename?: 'Audit';
  createBy?: Maybe<Person>;
  createDate: Scalars['DateTime']['output'];
  updateBy?: Maybe<Person>;
  updateDate?: Maybe<Scalars['DateTime']['output']>;
};

/** A tenant: an advertiser or agency account. */
export type Client = {
  __typename?: 'Client';
  applications: Array<Application>;
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ClientInput = {
  /** Lower-case letters, digits and dashes, 2 to 40 characters. */
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** A user as a member of a client. */
export type ClientUser = {
  __typename?: 'ClientUser';
  emailAddress: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** True for users of the internal client offered to platform staff. */
  isInternal: Scalars['Boolean']['output'];
  lastLoginDate?: Maybe<Scalars['DateTime']['output']>;
  lastName: Scalars['String']['output'];
  roles: Array<ClientUserRole>;
  /** active or inactive */
  status: Scalars['String']['output'];
};

export type ClientUserInput = {
  emailAddress: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Required for a new user (at least 12 characters, not a common or easily guessed password); ignored when the e-mail already has an account. */
  password?: InputMaybe<Scalars['String']['input']>;
  roles: Array<Scalars['String']['input']>;
};

export type ClientUserRole = {
  __typename?: 'ClientUserRole';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ClientUserUpdateInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type CodeInput = {
  code: Scalars['String']['input'];
};

export type CodeName = {
  __typename?: 'CodeName';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Where a comment on an asset points. Frames are 0-based and counted at frameRate; pages are 1-based. */
export type CommentAnchor = {
  __typename?: 'CommentAnchor';
  /** Vector drawing { version: 1, shapes: [pen | arrow | rect | text] }, points 0..1 of the frame. */
  drawing?: Maybe<Scalars['JSON']['output']>;
  frame?: Maybe<Scalars['Int']['output']>;
  /** The last frame of a range (inclusive). */
  frameEnd?: Maybe<Scalars['Int']['output']>;
  frameRate?: Maybe<Scalars['Float']['output']>;
  page?: Maybe<Scalars['Int']['output']>;
};

/** Where a new comment points (all optional): a video frame or range with its frame rate, a PDF page, a drawing. */
export type CommentAnchorInput = {
  /** { version: 1, shapes: [{ kind: pen, color, points } | { kind: arrow | rect, color, from, to } | { kind: text, color, at, text }] }; points are [x, y] from 0 to 1. */
  drawing?: InputMaybe<Scalars['JSON']['input']>;
  frame?: InputMaybe<Scalars['Int']['input']>;
  frameEnd?: InputMaybe<Scalars['Int']['input']>;
  frameRate?: InputMaybe<Scalars['Float']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};

/** What changed on a concept: a kind and ids, never the record itself (read it again through its query). */
export type ConceptActivity = {
  __typename?: 'ConceptActivity';
  /** For CHANGED: the asset the change is about, when it is about one. */
  assetCode?: Maybe<Scalars['String']['output']>;
  /** For CHANGED: the history entry (for a resolution, the comment) the change is about. */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** For CHANGED: the history event (comment, assetUpdated, statusUpdated, commentResolved, commentReopened…). */
  event?: Maybe<Scalars['String']['output']>;
  kind: LiveActivityKind;
};

export type ConceptAdPerformance = {
  __typename?: 'ConceptAdPerformance';
  adCode: Scalars['String']['output'];
  adName: Scalars['String']['output'];
  assetSetCode: Scalars['String']['output'];
  assetSetName: Scalars['String']['output'];
  campaignName: Scalars['String']['output'];
  channelCode: Scalars['String']['output'];
  metrics: CreativeMetrics;
  status: Scalars['String']['output'];
};

export type ConceptAnalytics = {
  __typename?: 'ConceptAnalytics';
  ads: Array<ConceptAdPerformance>;
  allocationRule: Scalars['String']['output'];
  /** Each figure's median over the application's concepts with figures in the range. */
  applicationMedian: CreativeMetrics;
  assets: Array<ConceptAssetPerformance>;
  conceptCode: Scalars['String']['output'];
  conceptCount: Scalars['Int']['output'];
  /** The application's reporting currency: every money figure's. */
  currency: Scalars['String']['output'];
  days: Array<CreativeMetricsDay>;
  fatigue?: Maybe<CreativeFatigue>;
  headline: CreativeMetrics;
};

/** A file of a concept. */
export type ConceptAsset = {
  __typename?: 'ConceptAsset';
  actualEffort?: Maybe<Scalars['Float']['output']>;
  adMatchSearchTerm?: Maybe<Scalars['String']['output']>;
  aspectRatio?: Maybe<Scalars['String']['output']>;
  /** Grouping: production, design or source. */
  assetType: Scalars['String']['output'];
  /** A short-lived signed URL of the file (served as an attachment). */
  assetUrl?: Maybe<Scalars['String']['output']>;
  assignedUser?: Maybe<Person>;
  audit: Audit;
  /** Bits per second. */
  bitrate?: Maybe<Scalars['Int']['output']>;
  code: Scalars['String']['output'];
  concept: ConceptAssetConcept;
  creativeLead?: Maybe<Person>;
  creativeNode?: Maybe<CreativeNodeCodeRef>;
  /** Sanitised HTML. */
  description: Scalars['String']['output'];
  /** A short-lived signed download URL of the file. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  estimatedEffort?: Maybe<Scalars['Float']['output']>;
  extension?: Maybe<Scalars['String']['output']>;
  /** The stored file name and content kind, when there is a file. */
  file?: Maybe<Scalars['String']['output']>;
  /** The file name as uploaded (shown as given). */
  fileName?: Maybe<Scalars['String']['output']>;
  fileType?: Maybe<AssetFileType>;
  /** The number of the file the asset holds now (v1 before any replace); null without a file. */
  fileVersion?: Maybe<Scalars['Int']['output']>;
  /** Frames per second of a video, as probed (e.g. 29.97); null for other kinds or before processing. */
  frameRate?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  history: Array<HistoryEntry>;
  isPreview: Scalars['Boolean']['output'];
  /**
   * The last approval decision on the asset (approved, rejected or active, by an approval user) and
   * the file version it was made on. Kept when a new file takes the asset back to review, so isCurrent
   * false says "changed since the decision"; null when no decision stands.
   */
  lastDecision?: Maybe<AssetDecisionRecord>;
  /** Milliseconds. */
  length?: Maybe<Scalars['Int']['output']>;
  /**
   * The file for the reviewer's viewer: a short-lived signed inline URL (images, audio, video; byte
   * ranges served for seeking), or for a PDF the URL pdf.js reads. Null for other kinds (HTML, SVG and
   * the like are never served inline).
   */
  mediaUrl?: Maybe<Scalars['String']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /**
   * A playable's entry page, run from its zip under a signed short-lived path with a sandbox CSP (an
   * opaque origin: no cookies, storage or API session of the app). Null for other kinds.
   */
  playableUrl?: Maybe<Scalars['String']['output']>;
  /** A short-lived signed URL of the preview image, once processed. */
  previewImage?: Maybe<Scalars['String']['output']>;
  processingError?: Maybe<Scalars['String']['output']>;
  /** none (no file yet), uploading, processing, ready or failed. */
  processingStatus: Scalars['String']['output'];
  /** A video's timeline thumbnails tiled in one image (for scrubbing); null for other kinds or before processing. */
  scrubStrip?: Maybe<AssetScrubStrip>;
  /** Bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  status: Scalars['String']['output'];
  tags: Array<CreativeTag>;
  /** Kind from the file's content: image, video, playable, document, other. */
  type: Scalars['String']['output'];
  /** Always null: files go through the multipart upload calls. */
  uploadUrl?: Maybe<Scalars['String']['output']>;
  /** screenshot, icon or featureGraphic. */
  usageType?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
  /** The files this asset held before it was replaced (the asset editor's Replace, or a merge), newest first. */
  versions: Array<ConceptAssetVersion>;
  /**
   * True when the viewer may decide this asset's approval: approveApplicationCreativeConceptAsset and
   * rejectApplicationCreativeConceptAsset, and in the editor the statuses approved, rejected and active
   * (saved with viewerCanUpdate).
   */
  viewerCanApprove: Scalars['Boolean']['output'];
  /** True when deleteCreativeConceptAsset accepts this asset from the viewer. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** True when updateCreativeConceptAsset accepts a save of this asset from the viewer (the rule it checks first). */
  viewerCanUpdate: Scalars['Boolean']['output'];
  /** True when the viewer sees this asset's workflow status and assignee (the workflow permission); a save changes them when viewerCanUpdate is also true. */
  viewerCanWorkflow: Scalars['Boolean']['output'];
  width?: Maybe<Scalars['Int']['output']>;
  workflowStatus: Scalars['String']['output'];
};

export type ConceptAssetConcept = {
  __typename?: 'ConceptAssetConcept';
  code: Scalars['String']['output'];
  internalId: Scalars['String']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ConceptAssetFilter = {
  /** Assets directly in this folder. */
  creativeNodeCode?: InputMaybe<Scalars['String']['input']>;
  /** Name, file name or code contains (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  /** Kind: image, video, playable, document or other. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type ConceptAssetInput = {
  actualEffort?: InputMaybe<Scalars['Float']['input']>;
  adMatchSearchTerm?: InputMaybe<Scalars['String']['input']>;
  aspectRatio?: InputMaybe<Scalars['String']['input']>;
  /** production, design or source (create only). */
  assetType?: InputMaybe<Scalars['String']['input']>;
  assignedUser?: InputMaybe<EmailInput>;
  bitrate?: InputMaybe<Scalars['Int']['input']>;
  creativeLead?: InputMaybe<EmailInput>;
  /** A folder of the concept's asset tree; null code takes the asset out of its folder. */
  creativeNode?: InputMaybe<NullableCodeInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  estimatedEffort?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  isPreview?: InputMaybe<Scalars['Boolean']['input']>;
  length?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Float']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<CodeInput>>;
  /** image, video, playable, document or other (a file's content decides once uploaded). */
  type?: InputMaybe<Scalars['String']['input']>;
  usageType?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
  workflowStatus?: InputMaybe<Scalars['String']['input']>;
};

export type ConceptAssetPerformance = {
  __typename?: 'ConceptAssetPerformance';
  code: Scalars['String']['output'];
  /** The asset's own fatigue flag (judged on its allocated figures, apart from its concept's). */
  fatigue?: Maybe<CreativeFatigue>;
  metrics: CreativeMetrics;
  name: Scalars['String']['output'];
};

/** A file an asset held before another replaced it. Kept in storage and downloadable; read-only. */
export type ConceptAssetVersion = {
  __typename?: 'ConceptAssetVersion';
  /** Who replaced the file; null once that user is gone. */
  createBy?: Maybe<Person>;
  /** When the file was replaced (and became this version). */
  createDate: Scalars['DateTime']['output'];
  /** A short-lived signed download URL of this file (served as an attachment). */
  downloadUrl: Scalars['String']['output'];
  /** The file name as uploaded (shown as given). */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Frames per second (videos), as probed when it was the asset's file. */
  frameRate?: Maybe<Scalars['Float']['output']>;
  /** Pixels, when the file had been processed before it was replaced. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Milliseconds, for a video processed before it was replaced. */
  length?: Maybe<Scalars['Int']['output']>;
  /** This file for the reviewer's viewer (as ConceptAsset.mediaUrl). */
  mediaUrl?: Maybe<Scalars['String']['output']>;
  /** The file's media type (from its content where it could be read). */
  mimeType?: Maybe<Scalars['String']['output']>;
  /** This playable's entry page, sandboxed (as ConceptAsset.playableUrl). */
  playableUrl?: Maybe<Scalars['String']['output']>;
  /** Bytes. */
  size?: Maybe<Scalars['Float']['output']>;
  /** 1 for the asset's first replaced file, then 2, 3 and so on. */
  versionNumber: Scalars['Int']['output'];
  /** Pixels, when the file had been processed before it was replaced. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A condition tree: either and/or of sub-filters, or one field condition. */
export type ConceptFilter = {
  and?: InputMaybe<Array<ConceptFilter>>;
  /**
   * name, internalId, status, workflowStatus, type, subtype, creativeLead.emailAddress, uaLead.emailAddress,
   * assignedUser.emailAddress, tags.code, isPinned, targetDeliveryDate, deliveryDate, modelType,
   * parentCreativeConcept.code, creativeNode.code
   */
  field?: InputMaybe<Scalars['String']['input']>;
  /** contains, equals, notEquals, in, notIn, lessThan, greaterThan, range */
  operator?: InputMaybe<Scalars['String']['input']>;
  or?: InputMaybe<Array<ConceptFilter>>;
  /** A string, number, boolean, list (in, notIn) or [from, to] (range). */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** A concept's staged review. */
export type ConceptReview = {
  __typename?: 'ConceptReview';
  conceptCode: Scalars['String']['output'];
  /** True when the concept has approval stages; false: the spec's single-step approval. */
  hasStages: Scalars['Boolean']['output'];
  /** The current round (1 for the first review, one more each time the concept is sent for approval again; 0 before any). */
  round: Scalars['Int']['output'];
  stages: Array<ReviewStage>;
  /** The viewer may change the stages (concept workflow permission). */
  viewerCanConfigure: Scalars['Boolean']['output'];
  /** The viewer may decide now: approval permission, a reviewer of the open stage, no decision of theirs in it this round. */
  viewerCanDecide: Scalars['Boolean']['output'];
};

/** Someone looking at a concept now. */
export type ConceptViewer = {
  __typename?: 'ConceptViewer';
  person: Person;
  /** When they opened it (the earliest of their open pages). */
  since: Scalars['DateTime']['output'];
};

export type CreativeAdMatch = {
  __typename?: 'CreativeAdMatch';
  adCopy?: Maybe<CodeName>;
  code: Scalars['String']['output'];
  concept: CodeName;
  /** Null for a link to the concept only. */
  conceptAsset?: Maybe<CodeName>;
  /** 0 to 1; 1 for manual, id and hash links. */
  confidence: Scalars['Float']['output'];
  externalAssetSetId: Scalars['String']['output'];
  isCreativeGroup: Scalars['Boolean']['output'];
  isEndCard: Scalars['Boolean']['output'];
  isPrimaryConcept: Scalars['Boolean']['output'];
  /** How the link was made: manual, id, hash, perceptual or name. */
  method: Scalars['String']['output'];
  searchTerm?: Maybe<Scalars['String']['output']>;
  /** linked (suggested and rejected rows belong to automatic linking's review list). */
  state: Scalars['String']['output'];
  subCampaignAssetSet: CodeName;
};

export type CreativeAdMatchInput = {
  adCopy?: InputMaybe<CodeInput>;
  concept: CodeInput;
  /** Omit for a link to the concept only. */
  conceptAsset?: InputMaybe<CodeInput>;
  isEndCard?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimaryConcept?: InputMaybe<Scalars['Boolean']['input']>;
  subCampaignAssetSet: CodeInput;
};

export type CreativeAdMatchUpdateInput = {
  /** null clears the ad copy. */
  adCopy?: InputMaybe<CodeInput>;
  isEndCard?: InputMaybe<Scalars['Boolean']['input']>;
  isPrimaryConcept?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A creative concept: the unit of creative work. */
export type CreativeConcept = {
  __typename?: 'CreativeConcept';
  actualEffort?: Maybe<Scalars['Float']['output']>;
  adMatchSearchTerm?: Maybe<Scalars['String']['output']>;
  applications: Array<Application>;
  assetFolderUrl?: Maybe<Scalars['String']['output']>;
  assignedUser?: Maybe<Person>;
  audit: Audit;
  channels: Array<CreativeConceptChannel>;
  /** Number of children (parents only). */
  childCount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  conceptImage?: Maybe<Scalars['String']['output']>;
  creativeLead?: Maybe<Person>;
  creativeNode?: Maybe<CreativeNodeRef>;
  /** Same as tags (the product-specific name). */
  creativeTags: Array<CreativeTag>;
  deliveryDate?: Maybe<Scalars['DateTime']['output']>;
  /** Sanitised HTML. */
  description: Scalars['String']['output'];
  /** Link to download the concept's files; append &assetType=production for the production assets. */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  estimatedEffort?: Maybe<Scalars['Float']['output']>;
  /** Newest first. */
  history: Array<HistoryEntry>;
  /** Short human-friendly number, unique per client; never contains 'crc'. */
  internalId: Scalars['String']['output'];
  isPinned: Scalars['Boolean']['output'];
  isPreview: Scalars['Boolean']['output'];
  /** Derived from status: queued, conceptDevelopment, inProduction, approvedForUse, readyToPublish, endOfLife or inactive. */
  lifeCycle: Scalars['String']['output'];
  /** standard, parent or child (shown as Variant). */
  modelType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentCreativeConcept?: Maybe<CreativeConceptRef>;
  previewAsset?: Maybe<PreviewAsset>;
  productionAssetCount: Scalars['Int']['output'];
  /** Creative settings: setting code → value. */
  settings: Scalars['JSON']['output'];
  shareUrl?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  /** Purpose. */
  subtype: Scalars['String']['output'];
  tags: Array<CreativeTag>;
  targetDeliveryDate?: Maybe<Scalars['DateTime']['output']>;
  /** Intended use. */
  type: Scalars['String']['output'];
  uaLead?: Maybe<Person>;
  /** Optimistic-concurrency version; send it back with an update. */
  version: Scalars['Int']['output'];
  /** True when the viewer may set an approval status (approved, rejected, active) here, and accept or reject all variants or assets. */
  viewerCanApprove: Scalars['Boolean']['output'];
  /** True when updateApplicationCreativeConcept accepts a new folder or new applications for this concept from the viewer (the list's Move to folder and Change applications, the editor's folder and applications). */
  viewerCanChangeFolder: Scalars['Boolean']['output'];
  /** True when deleteApplicationCreativeConcept accepts this concept from the viewer. */
  viewerCanDelete: Scalars['Boolean']['output'];
  /**
   * True when updateApplicationCreativeConcept accepts a save of this concept from the viewer (the rule
   * it checks first). With concept:update the save may change what the viewer's other permissions allow;
   * an approver without it may save an approval only: the status set to approved, rejected or active,
   * and nothing else.
   */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** True when the viewer may link and unlink this concept with ads and asset sets (createCreativeAdMatch, linkSubCampaignAssetSetConcept and their kin) and edit its channels in the Ad Usage tab. */
  viewerCanLinkAds: Scalars['Boolean']['output'];
  /** True when the viewer may change the concept's details (name, dates, people, settings, folder, model), not only decide its approval. */
  viewerCanUpdate: Scalars['Boolean']['output'];
  workflowStatus: Scalars['String']['output'];
};

export type CreativeConceptChannel = {
  __typename?: 'CreativeConceptChannel';
  channel: CodeName;
  status: Scalars['String']['output'];
  supportedAssets: Array<CodeName>;
};

export type CreativeConceptInput = {
  actualEffort?: InputMaybe<Scalars['Float']['input']>;
  adMatchSearchTerm?: InputMaybe<Scalars['String']['input']>;
  applications?: InputMaybe<Array<CodeInput>>;
  assignedUser?: InputMaybe<EmailInput>;
  conceptImage?: InputMaybe<Scalars['String']['input']>;
  creativeLead?: InputMaybe<EmailInput>;
  creativeNode?: InputMaybe<CodeInput>;
  deliveryDate?: InputMaybe<Scalars['DateTime']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  estimatedEffort?: InputMaybe<Scalars['Float']['input']>;
  isPinned?: InputMaybe<Scalars['Boolean']['input']>;
  isPreview?: InputMaybe<Scalars['Boolean']['input']>;
  modelType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentCreativeConcept?: InputMaybe<CodeInput>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subtype?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<CodeInput>>;
  targetDeliveryDate?: InputMaybe<Scalars['DateTime']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  uaLead?: InputMaybe<EmailInput>;
  /** The version the edit was made from; a stale one is refused with CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
  workflowStatus?: InputMaybe<Scalars['String']['input']>;
};

/** A folder of a concept's asset tree. */
export type CreativeConceptNode = {
  __typename?: 'CreativeConceptNode';
  /** Assets directly in this folder. */
  assetCount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  creativeNodes: Array<CreativeConceptNode>;
  name: Scalars['String']['output'];
  nodeType: CreativeNodeType;
  parentCreativeNode?: Maybe<CreativeNodeCodeRef>;
  sequenceId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type CreativeConceptPage = {
  __typename?: 'CreativeConceptPage';
  items: Array<CreativeConcept>;
  totalItemCount: Scalars['Int']['output'];
};

export type CreativeConceptRef = {
  __typename?: 'CreativeConceptRef';
  code: Scalars['String']['output'];
  internalId: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A sustained drop of a concept's or an asset's IPM (CTR without installs) against its own earlier level. */
export type CreativeFatigue = {
  __typename?: 'CreativeFatigue';
  /** Set on an asset's flag; null on the concept's. */
  assetCode?: Maybe<Scalars['String']['output']>;
  conceptCode: Scalars['String']['output'];
  levelAfter: Scalars['Float']['output'];
  levelBefore: Scalars['Float']['output'];
  /** ipm or ctr. */
  metric: Scalars['String']['output'];
  /** The day the drop began, YYYY-MM-DD. */
  onsetDay: Scalars['String']['output'];
};

/**
 * Figures over a range; null where no source gives the figure (never zero). Money (spend, revenue,
 * CPI and the money inputs) is in the report's currency, the application's reporting currency: each
 * day's amounts converted with that day's rate. While a day with money in another currency has no
 * rate (missingRates), the money figures are null, never a sum of what could be converted; amounts
 * keeps the money as reported, one currency at a time.
 *
 * Each ratio divides figures of the same rows, those that report both of its figures, and those
 * inputs are given: CTR = clicks / impressionsWithClicks; CVR = installs / clicksWithInstalls;
 * IPM = 1000 × installs / impressionsWithInstalls; CPI = spendWithInstalls / installs;
 * ROAS = revenue / spendWithRevenue.
 */
export type CreativeMetrics = {
  __typename?: 'CreativeMetrics';
  /** The money as the ad accounts reported it, one entry per currency (never added to another). */
  amounts: Array<CurrencyAmounts>;
  clicks?: Maybe<Scalars['Float']['output']>;
  /** Clicks of the rows that report installs. */
  clicksWithInstalls?: Maybe<Scalars['Float']['output']>;
  /** Spend per install: spendWithInstalls / installs. */
  cpi?: Maybe<Scalars['Float']['output']>;
  /** Clicks per impression (0..1): clicks / impressionsWithClicks. */
  ctr?: Maybe<Scalars['Float']['output']>;
  /** Installs per click (0..1): installs / clicksWithInstalls. */
  cvr?: Maybe<Scalars['Float']['output']>;
  impressions?: Maybe<Scalars['Float']['output']>;
  /** Impressions of the rows that report clicks. */
  impressionsWithClicks?: Maybe<Scalars['Float']['output']>;
  /** Impressions of the rows that report installs. */
  impressionsWithInstalls?: Maybe<Scalars['Float']['output']>;
  installs?: Maybe<Scalars['Float']['output']>;
  /** Installs per thousand impressions: 1000 × installs / impressionsWithInstalls. */
  ipm?: Maybe<Scalars['Float']['output']>;
  /** How many such days and currencies there are in all. */
  missingRateCount: Scalars['Int']['output'];
  /** Up to 10 days (earliest first) whose money in a currency has no rate into the reporting currency. */
  missingRates: Array<MissingExchangeRate>;
  revenue?: Maybe<Scalars['Float']['output']>;
  /** Revenue per spend: revenue / spendWithRevenue. */
  roas?: Maybe<Scalars['Float']['output']>;
  spend?: Maybe<Scalars['Float']['output']>;
  /** Spend of the rows that report installs (the reporting currency). */
  spendWithInstalls?: Maybe<Scalars['Float']['output']>;
  /** Spend of the rows that report revenue (the reporting currency). */
  spendWithRevenue?: Maybe<Scalars['Float']['output']>;
  videoCompletions?: Maybe<Scalars['Float']['output']>;
  videoStarts?: Maybe<Scalars['Float']['output']>;
};

export type CreativeMetricsDay = {
  __typename?: 'CreativeMetricsDay';
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  metrics: CreativeMetrics;
};

export type CreativeNode = {
  __typename?: 'CreativeNode';
  assetCount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  /** Concepts directly in this folder. */
  conceptCount: Scalars['Int']['output'];
  creativeNodes: Array<CreativeNode>;
  name: Scalars['String']['output'];
  nodeType: CreativeNodeType;
  parentCreativeNode?: Maybe<CreativeNodeCodeRef>;
  sequenceId: Scalars['Int']['output'];
  /** active or inactive */
  status: Scalars['String']['output'];
  /** Concepts in this folder and every folder under it, inactive ones included: what choosing the folder lists. */
  totalConceptCount: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export type CreativeNodeCodeRef = {
  __typename?: 'CreativeNodeCodeRef';
  code: Scalars['String']['output'];
};

export type CreativeNodeFilter = {
  /** Only folders with this status (e.g. active to hide inactive ones). */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type CreativeNodeInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  nodeType?: InputMaybe<CodeInput>;
  parentCreativeNode?: InputMaybe<CodeInput>;
  sequenceId?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CreativeNodeMoveInput = {
  code: Scalars['String']['input'];
  /** Omit to keep the parent; null code moves to the top level. */
  parentCreativeNode?: InputMaybe<NullableCodeInput>;
  sequenceId: Scalars['Int']['input'];
};

export type CreativeNodeRef = {
  __typename?: 'CreativeNodeRef';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Names from the top-level folder down to this one. */
  pathNames: Array<Scalars['String']['output']>;
};

export type CreativeNodeType = {
  __typename?: 'CreativeNodeType';
  code: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CreativePerformanceReport = {
  __typename?: 'CreativePerformanceReport';
  allocationRule: Scalars['String']['output'];
  /** The application's reporting currency: every money figure's. */
  currency: Scalars['String']['output'];
  groupBy: Scalars['String']['output'];
  minSpend: Scalars['Float']['output'];
  rows: Array<CreativePerformanceRow>;
  sortBy: Scalars['String']['output'];
  totals: CreativeMetrics;
};

export type CreativePerformanceRow = {
  __typename?: 'CreativePerformanceRow';
  /** The group's code (concept, asset, folder, tag, ad copy or channel code). */
  code?: Maybe<Scalars['String']['output']>;
  /** The concept of a concept or asset row. */
  conceptCode?: Maybe<Scalars['String']['output']>;
  /** False below the minimum spend: not ranked. */
  enoughData: Scalars['Boolean']['output'];
  /** The concept's fatigue flag on concept rows, the asset's on asset rows. */
  fatigue?: Maybe<CreativeFatigue>;
  metrics: CreativeMetrics;
  name: Scalars['String']['output'];
  rank?: Maybe<Scalars['Int']['output']>;
};

export type CreativePerformanceSeries = {
  __typename?: 'CreativePerformanceSeries';
  code: Scalars['String']['output'];
  conceptCode?: Maybe<Scalars['String']['output']>;
  days: Array<CreativeMetricsDay>;
  metrics: CreativeMetrics;
  name: Scalars['String']['output'];
};

export type CreativeSettingsField = {
  __typename?: 'CreativeSettingsField';
  code: Scalars['String']['output'];
  /** Intended uses the field applies to; empty means all. */
  conceptIntendedUse: Array<Scalars['String']['output']>;
  /** A value, or NOW for date fields. */
  defaultValue?: Maybe<Scalars['String']['output']>;
  inUse: Scalars['Boolean']['output'];
  isRequired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  section: Scalars['String']['output'];
  selectValues: Array<CreativeSettingsSelectValue>;
  sequenceId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  /** text, link, select, date, dateTime, currency, percentage, boolean, number */
  type: Scalars['String']['output'];
  /** 0.25, 0.5 or 1 of the row. */
  width: Scalars['Float']['output'];
};

export type CreativeSettingsSelectValue = {
  __typename?: 'CreativeSettingsSelectValue';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sequenceId: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type CreativeTag = {
  __typename?: 'CreativeTag';
  code: Scalars['String']['output'];
  color: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CreativeTagInput = {
  applicationCode?: InputMaybe<Scalars['String']['input']>;
  /** #rrggbb; inline-created tags use the fixed purple #7B1FA2. */
  color?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type CreativeVirtualNode = {
  __typename?: 'CreativeVirtualNode';
  children: Array<CreativeVirtualNode>;
  code: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** The concept filter this node applies (null for a grouping node). */
  filter?: Maybe<Scalars['JSON']['output']>;
  name: Scalars['String']['output'];
};

/** Money in one currency, as reported. */
export type CurrencyAmounts = {
  __typename?: 'CurrencyAmounts';
  /** ISO 4217 code. */
  currency: Scalars['String']['output'];
  revenue?: Maybe<Scalars['Float']['output']>;
  spend?: Maybe<Scalars['Float']['output']>;
};

/** A person by e-mail address; null emailAddress clears the field. */
export type EmailInput = {
  emailAddress?: InputMaybe<Scalars['String']['input']>;
};

/** A dated exchange rate: on day, one unit of currency is worth rate units of quoteCurrency. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  currency: Scalars['String']['output'];
  day: Scalars['String']['output'];
  quoteCurrency: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
  /** manual or import. */
  source: Scalars['String']['output'];
  updateDate: Scalars['DateTime']['output'];
};

export type ExchangeRatePage = {
  __typename?: 'ExchangeRatePage';
  /** The currencies the application's ad accounts report in. */
  accountCurrencies: Array<Scalars['String']['output']>;
  /** The currencies that have rates into the reporting currency. */
  currencies: Array<Scalars['String']['output']>;
  items: Array<ExchangeRate>;
  /** The application's reporting currency: the quote currency of every rate listed. */
  reportingCurrency: Scalars['String']['output'];
  totalItemCount: Scalars['Int']['output'];
};

export type ExchangeRatesImportError = {
  __typename?: 'ExchangeRatesImportError';
  /** The file's line (1 is the first line). */
  line: Scalars['Int']['output'];
  messages: Array<Scalars['String']['output']>;
};

export type ExchangeRatesImportPreview = {
  __typename?: 'ExchangeRatesImportPreview';
  /** Rates that replace a different stored rate. */
  changedCount: Scalars['Int']['output'];
  /** The file's currencies (valid rows). */
  currencies: Array<Scalars['String']['output']>;
  errorCount: Scalars['Int']['output'];
  /** The first 100 rows in error. */
  errors: Array<ExchangeRatesImportError>;
  /** Rates the client has no rate for yet. */
  newCount: Scalars['Int']['output'];
  reportingCurrency: Scalars['String']['output'];
  rowCount: Scalars['Int']['output'];
  unchangedCount: Scalars['Int']['output'];
};

export type ExchangeRatesImportResult = {
  __typename?: 'ExchangeRatesImportResult';
  errorCount: Scalars['Int']['output'];
  /** The first 100 rows left out, with their errors. */
  errors: Array<ExchangeRatesImportError>;
  reportingCurrency: Scalars['String']['output'];
  writtenCount: Scalars['Int']['output'];
};

export type GdsReport = {
  __typename?: 'GdsReport';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** An https page shown embedded in a sandboxed iframe. */
  url: Scalars['String']['output'];
};

export type GdsReportCategory = {
  __typename?: 'GdsReportCategory';
  code: Scalars['String']['output'];
  gdsReports: Array<GdsReport>;
  name: Scalars['String']['output'];
  sequenceId: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type GdsReportCategoryInput = {
  /** Omit for every application of the client. */
  applicationCode?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  product?: InputMaybe<Scalars['String']['input']>;
  sequenceId?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type GdsReportInput = {
  name: Scalars['String']['input'];
  sequenceId?: InputMaybe<Scalars['Int']['input']>;
  url: Scalars['String']['input'];
};

export type GdsReportProblem =
  /** The site's certificate is not valid. */
  | 'CERTIFICATE'
  /** The connection failed otherwise. */
  | 'FAILED'
  /** The host refused the connection (nothing listens at that address). */
  | 'REFUSED'
  /** The host did not answer in time. */
  | 'TIMED_OUT'
  /** The host name is not known. */
  | 'UNKNOWN_HOST';

export type GdsReportReachability = {
  __typename?: 'GdsReportReachability';
  /** False when the server could not reach the address; null when it did not try (a private or local address is never probed). */
  isReachable?: Maybe<Scalars['Boolean']['output']>;
  /** Why the address could not be reached; null when it was reached or not tried. */
  problem?: Maybe<GdsReportProblem>;
};

export type HistoryAsset = {
  __typename?: 'HistoryAsset';
  assetType: Scalars['String']['output'];
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type HistoryAudit = {
  __typename?: 'HistoryAudit';
  /** null for the system (shown as 'System'). */
  createBy?: Maybe<Person>;
  createDate: Scalars['DateTime']['output'];
};

/** One change of a history entry, in words. */
export type HistoryChange = {
  __typename?: 'HistoryChange';
  /** The field's label, e.g. Creative lead. */
  field: Scalars['String']['output'];
  /** The value before, as people read it (null: empty). */
  from?: Maybe<Scalars['String']['output']>;
  /** The value after (null: empty). */
  to?: Maybe<Scalars['String']['output']>;
};

/** One entry of a concept's (or asset's) history. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** For a comment on an asset: the frame, frame range, PDF page and drawing it points at; null for none. */
  anchor?: Maybe<CommentAnchor>;
  asset?: Maybe<HistoryAsset>;
  /** For an entry about an asset's file: the number of the file version it was made on (1 for v1, and so on): a comment, an approval decision, a Replace or restore (the new file). */
  assetFileVersion?: Maybe<Scalars['Int']['output']>;
  audit: HistoryAudit;
  /** What changed in words (field, from, to), with names instead of ids. */
  changeList: Array<HistoryChange>;
  /** What changed: field → { from, to }, and related codes such as conceptCode. */
  changes?: Maybe<Scalars['JSON']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  /** conceptCreated, conceptUpdated, conceptDeleted, childConceptLinked, childConceptUnlinked, statusUpdated, workflowStatusUpdated, comment, assetCreated, assetUpdated, assetDeleted, assetReplaced (a Replace; older entries say assetMerged), assetVersionRestored, shareLinkCreated, shareLinkRevoked, shareLinkFirstOpened, channelAdded, channelUpdated, channelDeleted */
  event: Scalars['String']['output'];
  /** The entry's id: a comment link names it (…&asset=<code>&comment=<id>), replies and resolve point at it. */
  id: Scalars['ID']['output'];
  /** A comment someone marked resolved (resolve / reopen). */
  isResolved: Scalars['Boolean']['output'];
  /** For a reply: the id of the comment it answers. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Replies to this comment, oldest first (they are also entries of the history themselves). */
  replies: Array<HistoryEntry>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  resolvedBy?: Maybe<Person>;
  /** True when resolveCreativeConceptAssetComment accepts this comment from the viewer (its author, the concept's creative lead or an approval user); false for entries that are not comments on an asset. */
  viewerCanResolve: Scalars['Boolean']['output'];
};

/** What a live event says (conceptActivity, myNotificationActivity). */
export type LiveActivityKind =
  /** Something of the concept changed (see event, assetCode, entryId). */
  | 'CHANGED'
  /** Events may have been missed (a slow connection, a lost database connection): read everything again. */
  | 'REFETCH'
  /** The subscription is live: events from now on reach it. */
  | 'SUBSCRIBED';

/** The signed-in user and the clients they can work in. */
export type Me = {
  __typename?: 'Me';
  clients: Array<MeClient>;
  emailAddress: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** Platform staff can reach every client and are offered the internal client's users in pickers. */
  isPlatformStaff: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
};

/** A client the signed-in user belongs to. */
export type MeClient = {
  __typename?: 'MeClient';
  applications: Array<Application>;
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A day whose money in currency has no exchange rate into the reporting currency. */
export type MissingExchangeRate = {
  __typename?: 'MissingExchangeRate';
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels an upload: its parts are removed, and an asset it created is deleted. */
  abortCreativeConceptAssetUpload: Scalars['Boolean']['output'];
  /** Approves every child of a parent that is pending approval (approval permission). */
  acceptAllApplicationCreativeChildConcepts: Array<CreativeConcept>;
  /**
   * Approves every production asset of a concept that is still under review (queued, in production,
   * pending approval or rejected), recording each change in the asset's history; approval permission.
   * At most 2,000 per call, oldest first (call again for more). Answers the assets that changed. The gallery
   * then sets the concept's status to approved.
   */
  acceptAllApplicationCreativeConceptAssets: Array<ConceptAsset>;
  /** Creates an ad copy. Defaults: status active, type standard, theme General, rank empty, language en. */
  addAdCopy: AdCopy;
  /** Saves a naming template (e.g. {conceptId}_{variant}_{format}); needs {conceptId} or {conceptCode}. */
  addAdNamingTemplate: AdNamingTemplate;
  /**
   * Adds a comment to an asset's history, on the file version the asset holds now. anchor points it at
   * a video frame or range, a PDF page and a drawing; parentCommentId makes it a reply to a comment of
   * the same asset (a reply belongs to its comment's version).
   */
  addApplicationCreativeConceptAssetComment: HistoryEntry;
  /** Adds a comment to a concept's history. */
  addApplicationCreativeConceptComment: HistoryEntry;
  /** Adds a channel to a concept by hand (recorded in its history as channelAdded). */
  addCreativeConceptChannel: Array<CreativeConceptChannel>;
  /**
   * Approves one production asset of a concept (the gallery's per-asset decision), with an optional
   * comment in the asset's history; approval permission.
   */
  approveApplicationCreativeConceptAsset: ConceptAsset;
  /**
   * Changes the model type: standard → parent, parent → standard (unlinks every child, irreversibly),
   * or links the concept as a child of parentConceptCode (modelType child) / unlinks it (modelType standard).
   */
  changeApplicationCreativeConceptModel: CreativeConcept;
  /** Changes the signed-in user's password; other sessions of the user are ended. */
  changePassword: Scalars['Boolean']['output'];
  /** Creates an action item; members are told (assigned or watching). */
  createActionItem: ActionItem;
  /** Adds a category (staff and client administrators). */
  createActionItemCategory: ActionItemCategory;
  /** Adds an ad account to the application. Credentials are sealed at rest and never returned. */
  createAdAccount: AdAccount;
  /** Creates an application in a client (platform staff only). */
  createApplication: Application;
  /** Creates a concept (standard, parent or child). Defaults: status queued, type ua, subtype general. */
  createApplicationCreativeConcept: CreativeConcept;
  /** Creates a client (platform staff only). */
  createClient: Client;
  /** Creates a user in a client, or adds an existing user (by e-mail) to it (platform staff only). */
  createClientUser: ClientUser;
  /**
   * Links an asset set (a sub-campaign asset set) to a concept of the application, or to one of its
   * assets, with an optional ad copy. Exactly as the Ad Usage tab's link: the same as
   * linkSubCampaignAssetSetConcept with one asset or none.
   */
  createCreativeAdMatch: CreativeAdMatch;
  /** Creates an asset without a file (the asset editor); upload its file with createCreativeConceptAssetUpload and its assetCode. */
  createCreativeConceptAsset: ConceptAsset;
  /**
   * Starts a multipart upload. Without assetCode a new asset is created for the file; with it, the file
   * goes to that asset: its first file, or a Replace (the file it holds becomes its newest version; an
   * approved asset goes back to review). The type is checked again from the content when the upload finishes.
   */
  createCreativeConceptAssetUpload: AssetUploadSession;
  /** Creates a folder in a concept's asset tree. */
  createCreativeConceptNode: CreativeConceptNode;
  /**
   * Creates a share link of a concept: a visitor holding its URL sees the concept's read-only view
   * (spec 2 §2.10) until it expires (default 6 days; 1 hour to 30 days) or is revoked.
   */
  createCreativeConceptShareLink: ShareLink;
  /** Creates a folder (sequenceId 0, status active and type default unless given). */
  createCreativeNode: CreativeNode;
  /** Creates a tag; a tag of the same name in the same application is returned instead of a duplicate. */
  createCreativeTag: CreativeTag;
  /** Adds a report to a category (platform staff). The url must be https. */
  createGdsReport: GdsReport;
  /** Creates a report category for a client, optionally limited to one application (platform staff). */
  createGdsReportCategory: GdsReportCategory;
  /** Sets a client user's status to inactive: they keep their history but lose access (platform staff only). */
  deactivateClientUser: ClientUser;
  /** The signed-in reviewer's decision in the concept's open stage. Needs the approval permission and to be a named reviewer of the open stage. A rejection sends the review back: the concept is rejected and starts again at the first stage when it is next sent for approval. */
  decideConceptReviewStage: ConceptReview;
  /** Removes the account with its whole tree, its runs and the links made on it. */
  deleteAdAccount: Scalars['Boolean']['output'];
  deleteAdCopy: Scalars['Boolean']['output'];
  deleteAdNamingTemplate: Scalars['Boolean']['output'];
  /** Deletes a concept with a comment (kept in its history). Children of a parent become standard concepts. */
  deleteApplicationCreativeConcept: Scalars['Boolean']['output'];
  /** Removes one link (an automatic link becomes rejected, so a sync does not make it again). */
  deleteCreativeAdMatch: Scalars['Boolean']['output'];
  /** Deletes an asset (the comment is kept in the concept's history). */
  deleteCreativeConceptAsset: Scalars['Boolean']['output'];
  /** Removes a channel from a concept (channelDeleted). */
  deleteCreativeConceptChannel: Array<CreativeConceptChannel>;
  /** Deletes a folder of a concept's asset tree with its sub-folders; their assets move to no folder. */
  deleteCreativeConceptNode: Scalars['Boolean']['output'];
  /** Deletes a folder and its sub-folders; refused (with the number of concepts) while any of them holds concepts. */
  deleteCreativeNode: Scalars['Boolean']['output'];
  /** Deletes the rate of one day and currency into the application's reporting currency. */
  deleteExchangeRate: Scalars['Boolean']['output'];
  /** Deletes a report (platform staff). */
  deleteGdsReport: Scalars['Boolean']['output'];
  /** Deletes a report category and its reports (platform staff). */
  deleteGdsReportCategory: Scalars['Boolean']['output'];
  /**
   * A short-lived link (SIGNED_URL_TTL_SECONDS) to the review comments of a concept, or of one of its
   * assets (conceptAssetCode), as a file: CSV (one row per comment and reply: thread, asset, version,
   * timecode, frame, page, author, date, text, replies, resolved state) or PDF (each thread under the
   * frame, page or image it points at, with its drawing). Whoever sees the review (asset:view) may
   * export it; not a share link's visitor.
   */
  exportCreativeConceptReview: ReviewExport;
  /**
   * Completes an upload from its parts (sorted by number). Answers 'duplicated' with the code of an
   * asset of the same grouping that has the same file name or content; the new asset is kept until the
   * user merges, renames or deletes it. A Replace (an upload into an asset that has a file) is never
   * 'duplicated', and with the same content as the asset's file changes nothing (isUnchanged).
   */
  finishCreativeConceptAssetUpload: AssetUploadResult;
  /** A signed, short-lived URL to PUT one part (1 to 10,000) to; the response's ETag header is the part's etag. */
  getCreativeConceptAssetUploadUrl: AssetUploadUrl;
  /**
   * Imports the CSV's valid rows in one transaction (rows with errors are skipped, as the preview
   * showed); nothing is written if any write fails.
   */
  importAdCopies: AdCopyImportResult;
  /** Imports the file's valid rows in one transaction; each (ad, day) replaces that ad's day. */
  importAdMetrics: AdMetricsImportResult;
  /** Imports the file's valid rows in one transaction (nothing is written if any row fails to write), then links automatically. */
  importAdTree: AdSyncRun;
  /** Imports the file's valid rates in one transaction; each date and currency replaces the stored rate. */
  importExchangeRates: ExchangeRatesImportResult;
  /**
   * Links a sub-campaign asset set with a concept: to the concept only, or to each of the given
   * assets. Neither gives BAD_USER_INPUT 'mustSelect'. A link that exists for a target (made by hand
   * or suggested) becomes a manual link with these options; other links stay. Answers the asset set
   * with its links and counts.
   */
  linkSubCampaignAssetSetConcept: AdLinkageAssetSet;
  /** Marks every notification of the signed-in user read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks one of the signed-in user's notifications read (or unread again). */
  markNotificationRead: Notification;
  /**
   * Replaces the destination asset's file with the source's: the destination keeps its code, history and
   * links, records the replacement (assetReplaced), and keeps its old file as its newest version; the
   * source asset is deleted. The same content as the destination's adds no version. An approved
   * destination goes back to review (and its concept, when approved), and the approvers are told. Needs asset:update, and asset:delete unless the viewer uploaded the source asset (their own
   * fresh duplicate); FORBIDDEN otherwise.
   */
  mergeCreativeConceptAsset: ConceptAsset;
  /** No-op; lets modules extend the Mutation type. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Reads a CSV of ad copy and says what importing it would do, row by row: create (no code), update
   * (the code of an existing copy of the application) or an error. Writes nothing.
   */
  previewAdCopyImport: AdCopyImportPreview;
  /**
   * Reads a CSV of daily ad metrics (columns date, ad — the ad's code or the network's ad id —,
   * impressions, clicks, installs, spend, revenue, video_starts, video_completions, currency; an empty
   * cell is a figure the source does not give; money is in the ad account's currency unless the row's
   * currency says otherwise) and says row by row what importing would write. Writes nothing.
   */
  previewAdMetricsImport: AdMetricsImportPreview;
  /**
   * Reads a CSV or JSON file of the ad tree and says, row by row, what importing it would do or what is
   * wrong. Writes nothing.
   */
  previewAdTreeImport: AdTreeImportPreview;
  /**
   * Reads a CSV of exchange rates (columns date, currency, rate: one unit of the currency is worth
   * rate units of the application's reporting currency on that date; the header may be left out)
   * and says what importing would write. Writes nothing.
   */
  previewExchangeRatesImport: ExchangeRatesImportPreview;
  /** Sets a client user's status back to active (platform staff only). */
  reactivateClientUser: ClientUser;
  /** Rejects every child of a parent that is pending approval (approval permission). */
  rejectAllApplicationCreativeChildConcepts: Array<CreativeConcept>;
  /**
   * Rejects every production asset of a concept that is still under review (queued, in production,
   * pending approval or approved), recording each change in the asset's history; approval permission.
   * At most 2,000 per call, oldest first (call again for more). Answers the assets that changed. The gallery
   * then sets the concept's status to rejected.
   */
  rejectAllApplicationCreativeConceptAssets: Array<ConceptAsset>;
  /** Rejects one production asset of a concept, with an optional comment in the asset's history; approval permission. */
  rejectApplicationCreativeConceptAsset: ConceptAsset;
  /**
   * Marks a comment of an asset resolved (resolved: true) or open again. Allowed for the comment's
   * author, the concept's creative lead and approval users; FORBIDDEN otherwise.
   */
  resolveCreativeConceptAssetComment: HistoryEntry;
  /**
   * Makes an earlier file of the asset its newest again (the version list's Restore): the file it holds
   * now is kept as a version first, so nothing is lost; comments stay on their versions. An approved
   * asset goes back to review (and its concept, when approved), and the approvers are told. asset:update.
   */
  restoreCreativeConceptAssetVersion: ConceptAsset;
  /** Runs the media processing of an asset again (after a failure). */
  retryCreativeConceptAssetProcessing: ConceptAsset;
  /** Accepts (links) or rejects suggestions, reporting per suggestion. A rejected suggestion is never proposed again. */
  reviewAdLinkSuggestions: Array<AdLinkReviewOutcome>;
  /** Revokes a share link: its URL and every file URL signed for it stop working at once. */
  revokeCreativeConceptShareLink: ShareLink;
  /** Runs automatic linking over every ad of the application (after adding a template or assets). */
  runAdAutoLinking: AdAutoLinkResult;
  /** Creates or changes one network's rule for one field (platform staff). */
  saveAdCopyLengthRule: AdCopyLengthRule;
  /** Sets an application's UA settings: code → value; null means inherit. Returns the new values. */
  setApplicationUaSettings: Array<ApplicationUaSetting>;
  /** Replaces a client user's roles (platform staff only). */
  setClientUserRoles: ClientUser;
  /** Replaces a concept's approval stages (an empty list goes back to the single-step approval). Needs the concept workflow permission. When the concept is waiting for approval, a new round starts at the first stage. */
  setConceptReviewStages: ConceptReview;
  /** Enters (or replaces) the rate of one day and currency into the application's reporting currency. */
  setExchangeRate: ExchangeRate;
  /** Signs in with e-mail and password and sets the session cookie. */
  signIn: Me;
  /** Ends the current session. True even when no session was active. */
  signOut: Scalars['Boolean']['output'];
  /** Queues a sync of the account now (nothing new is queued while one waits or runs). */
  syncAdAccount: AdAccount;
  /** Records that the signed-in user is active in a client and application (last seen, feature usage). False when not recorded: a user may add 60 tracking rows a minute. */
  trackCurrentUser: Scalars['Boolean']['output'];
  /** Records a user action, e.g. action tabShown, product creative, featureSet conceptEditor, feature adLink, entityCode. False when not recorded (over 60 a minute). */
  trackUserAction: Scalars['Boolean']['output'];
  /** Removes every link between the asset set and the concept. */
  unlinkSubCampaignAssetSetConcept: AdLinkageAssetSet;
  /** The e-mail unsubscribe link (no sign-in; the signed token names the user): stops all notification e-mail. */
  unsubscribeNotifications: Scalars['Boolean']['output'];
  /** Updates an action item; fields left out stay as they are; a members list replaces the members. */
  updateActionItem: ActionItem;
  /** Renames, moves or deactivates a category (staff and client administrators). */
  updateActionItemCategory: ActionItemCategory;
  /** Changes an account; credentials, when given, replace the stored ones (omit them to keep them). */
  updateAdAccount: AdAccount;
  /**
   * Updates an ad copy; only the fields given change (translations, when given, replace them all).
   * Pass the copy's `version` to refuse a save made from a stale copy (CONFLICT).
   */
  updateAdCopy: AdCopy;
  updateAdLinkSettings: AdLinkSettings;
  /**
   * Updates a concept; only the fields given change (settings merge over the stored ones). Pass the concept's `version` to refuse a save
   * made from a stale copy (CONFLICT). Setting approved, rejected or active needs the approval permission.
   */
  updateApplicationCreativeConcept: CreativeConcept;
  /** Updates a client user's name (platform staff only). */
  updateClientUser: ClientUser;
  /** Changes a link's ad copy, end card or primary-concept flag (only the fields given change). */
  updateCreativeAdMatch: CreativeAdMatch;
  /** Edits, renames or moves an asset (creativeNode code). Pass version to refuse a stale save. */
  updateCreativeConceptAsset: ConceptAsset;
  /** Changes the status (active or inactive) of a concept's channel (channelUpdated). */
  updateCreativeConceptChannel: Array<CreativeConceptChannel>;
  /** Renames a folder of a concept's asset tree or changes its status, type or parent. */
  updateCreativeConceptNode: CreativeConceptNode;
  /** Renames a folder or changes its status or type. Pass version to refuse a stale save. */
  updateCreativeNode: CreativeNode;
  /** Updates a report category (platform staff). */
  updateGdsReportCategory: GdsReportCategory;
  /** Moves and reorders folders of a concept's asset tree (drag and drop) in one transaction. */
  updateMultipleCreativeConceptNode: Array<CreativeConceptNode>;
  /** Moves and reorders folders (drag and drop): new sequenceId and optionally a new parent, in one transaction. */
  updateMultipleCreativeNode: Array<CreativeNode>;
  /** The signed-in user's own choices: the kinds that come by e-mail (isEmailOff stops all e-mail) and, when given, the kinds shown in the app. */
  updateMyNotificationSettings: NotificationSettings;
  /** A member's own change from their list: only their own membership status may differ from the stored item. */
  updateUserActionItem: ActionItem;
};


export type MutationAbortCreativeConceptAssetUploadArgs = {
  clientCode: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationAcceptAllApplicationCreativeChildConceptsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  parentConceptCode: Scalars['String']['input'];
};


export type MutationAcceptAllApplicationCreativeConceptAssetsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptCode: Scalars['String']['input'];
};


export type MutationAddAdCopyArgs = {
  adCopy: AdCopyInput;
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationAddAdNamingTemplateArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  template: Scalars['String']['input'];
};


export type MutationAddApplicationCreativeConceptAssetCommentArgs = {
  anchor?: InputMaybe<CommentAnchorInput>;
  clientCode: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  conceptAssetCode: Scalars['String']['input'];
  parentCommentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddApplicationCreativeConceptCommentArgs = {
  clientCode: Scalars['String']['input'];
  comment: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type MutationAddCreativeConceptChannelArgs = {
  channelCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


export type MutationApproveApplicationCreativeConceptAssetArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptAssetCode: Scalars['String']['input'];
};


export type MutationChangeApplicationCreativeConceptModelArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  modelType?: InputMaybe<Scalars['String']['input']>;
  parentConceptCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateActionItemArgs = {
  actionItem: ActionItemInput;
  clientCode: Scalars['String']['input'];
};


export type MutationCreateActionItemCategoryArgs = {
  category: ActionItemCategoryInput;
  clientCode: Scalars['String']['input'];
};


export type MutationCreateAdAccountArgs = {
  adAccount: AdAccountInput;
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationCreateApplicationArgs = {
  application: ApplicationInput;
  clientCode: Scalars['String']['input'];
};


export type MutationCreateApplicationCreativeConceptArgs = {
  clientCode: Scalars['String']['input'];
  concept: CreativeConceptInput;
};


export type MutationCreateClientArgs = {
  client: ClientInput;
};


export type MutationCreateClientUserArgs = {
  clientCode: Scalars['String']['input'];
  user: ClientUserInput;
};


export type MutationCreateCreativeAdMatchArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  creativeAdMatch: CreativeAdMatchInput;
};


export type MutationCreateCreativeConceptAssetArgs = {
  asset: ConceptAssetInput;
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type MutationCreateCreativeConceptAssetUploadArgs = {
  assetCode?: InputMaybe<Scalars['String']['input']>;
  assetType: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  metaData: AssetUploadMetaData;
};


export type MutationCreateCreativeConceptNodeArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  node: CreativeNodeInput;
};


export type MutationCreateCreativeConceptShareLinkArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  link: ShareLinkInput;
};


export type MutationCreateCreativeNodeArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  node: CreativeNodeInput;
};


export type MutationCreateCreativeTagArgs = {
  clientCode: Scalars['String']['input'];
  tag: CreativeTagInput;
};


export type MutationCreateGdsReportArgs = {
  categoryCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  report: GdsReportInput;
};


export type MutationCreateGdsReportCategoryArgs = {
  category: GdsReportCategoryInput;
  clientCode: Scalars['String']['input'];
};


export type MutationDeactivateClientUserArgs = {
  clientCode: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
};


export type MutationDecideConceptReviewStageArgs = {
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptCode: Scalars['String']['input'];
  decision: ReviewDecisionKind;
};


export type MutationDeleteAdAccountArgs = {
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationDeleteAdCopyArgs = {
  adCopyCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationDeleteAdNamingTemplateArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  templateCode: Scalars['String']['input'];
};


export type MutationDeleteApplicationCreativeConceptArgs = {
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptCode: Scalars['String']['input'];
};


export type MutationDeleteCreativeAdMatchArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  creativeAdMatchCode: Scalars['String']['input'];
};


export type MutationDeleteCreativeConceptAssetArgs = {
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptAssetCode: Scalars['String']['input'];
};


export type MutationDeleteCreativeConceptChannelArgs = {
  channelCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type MutationDeleteCreativeConceptNodeArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  nodeCode: Scalars['String']['input'];
};


export type MutationDeleteCreativeNodeArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  nodeCode: Scalars['String']['input'];
};


export type MutationDeleteExchangeRateArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  day: Scalars['String']['input'];
};


export type MutationDeleteGdsReportArgs = {
  clientCode: Scalars['String']['input'];
  reportCode: Scalars['String']['input'];
};


export type MutationDeleteGdsReportCategoryArgs = {
  categoryCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationExportCreativeConceptReviewArgs = {
  clientCode: Scalars['String']['input'];
  conceptAssetCode?: InputMaybe<Scalars['String']['input']>;
  conceptCode: Scalars['String']['input'];
  format: ReviewExportFormat;
};


export type MutationFinishCreativeConceptAssetUploadArgs = {
  assetCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  metaData?: InputMaybe<AssetUploadMetaData>;
  parts: Array<AssetUploadPartInput>;
  uploadId: Scalars['String']['input'];
};


export type MutationGetCreativeConceptAssetUploadUrlArgs = {
  assetCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  metaData?: InputMaybe<AssetUploadMetaData>;
  partNumber: Scalars['Int']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationImportAdCopiesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationImportAdMetricsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationImportAdTreeArgs = {
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  content: Scalars['String']['input'];
  format: AdTreeFileFormat;
};


export type MutationImportExchangeRatesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationLinkSubCampaignAssetSetConceptArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  link: SubCampaignAssetSetLinkInput;
  subCampaignAssetSetCode: Scalars['String']['input'];
};


export type MutationMarkNotificationReadArgs = {
  isRead?: InputMaybe<Scalars['Boolean']['input']>;
  notificationCode: Scalars['String']['input'];
};


export type MutationMergeCreativeConceptAssetArgs = {
  clientCode: Scalars['String']['input'];
  destinationConceptAssetCode: Scalars['String']['input'];
  sourceConceptAssetCode: Scalars['String']['input'];
};


export type MutationPreviewAdCopyImportArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationPreviewAdMetricsImportArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationPreviewAdTreeImportArgs = {
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  content: Scalars['String']['input'];
  format: AdTreeFileFormat;
};


export type MutationPreviewExchangeRatesImportArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};


export type MutationReactivateClientUserArgs = {
  clientCode: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
};


export type MutationRejectAllApplicationCreativeChildConceptsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  parentConceptCode: Scalars['String']['input'];
};


export type MutationRejectAllApplicationCreativeConceptAssetsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptCode: Scalars['String']['input'];
};


export type MutationRejectApplicationCreativeConceptAssetArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  conceptAssetCode: Scalars['String']['input'];
};


export type MutationResolveCreativeConceptAssetCommentArgs = {
  clientCode: Scalars['String']['input'];
  commentId: Scalars['ID']['input'];
  conceptAssetCode: Scalars['String']['input'];
  resolved: Scalars['Boolean']['input'];
};


export type MutationRestoreCreativeConceptAssetVersionArgs = {
  clientCode: Scalars['String']['input'];
  conceptAssetCode: Scalars['String']['input'];
  versionNumber: Scalars['Int']['input'];
};


export type MutationRetryCreativeConceptAssetProcessingArgs = {
  clientCode: Scalars['String']['input'];
  conceptAssetCode: Scalars['String']['input'];
};


export type MutationReviewAdLinkSuggestionsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  codes: Array<Scalars['String']['input']>;
  decision: AdLinkDecision;
};


export type MutationRevokeCreativeConceptShareLinkArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  shareLinkCode: Scalars['String']['input'];
};


export type MutationRunAdAutoLinkingArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationSaveAdCopyLengthRuleArgs = {
  rule: AdCopyLengthRuleInput;
};


export type MutationSetApplicationUaSettingsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  settings: Scalars['JSON']['input'];
};


export type MutationSetClientUserRolesArgs = {
  clientCode: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
  roles: Array<Scalars['String']['input']>;
};


export type MutationSetConceptReviewStagesArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  stages: Array<ReviewStageInput>;
};


export type MutationSetExchangeRateArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  currency: Scalars['String']['input'];
  day: Scalars['String']['input'];
  rate: Scalars['Float']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSyncAdAccountArgs = {
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationTrackCurrentUserArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  trackingInfo?: InputMaybe<Scalars['JSON']['input']>;
};


export type MutationTrackUserActionArgs = {
  action: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  entityCode?: InputMaybe<Scalars['String']['input']>;
  feature: Scalars['String']['input'];
  featureSet: Scalars['String']['input'];
  product: Scalars['String']['input'];
};


export type MutationUnlinkSubCampaignAssetSetConceptArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  subCampaignAssetSetCode: Scalars['String']['input'];
};


export type MutationUnsubscribeNotificationsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateActionItemArgs = {
  actionItem: ActionItemInput;
  actionItemCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationUpdateActionItemCategoryArgs = {
  category: ActionItemCategoryInput;
  categoryCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationUpdateAdAccountArgs = {
  adAccount: AdAccountUpdateInput;
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationUpdateAdCopyArgs = {
  adCopy: AdCopyInput;
  adCopyCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationUpdateAdLinkSettingsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  settings: AdLinkSettingsInput;
};


export type MutationUpdateApplicationCreativeConceptArgs = {
  clientCode: Scalars['String']['input'];
  concept: CreativeConceptInput;
  conceptCode: Scalars['String']['input'];
};


export type MutationUpdateClientUserArgs = {
  clientCode: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
  user: ClientUserUpdateInput;
};


export type MutationUpdateCreativeAdMatchArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  creativeAdMatch: CreativeAdMatchUpdateInput;
  creativeAdMatchCode: Scalars['String']['input'];
};


export type MutationUpdateCreativeConceptAssetArgs = {
  asset: ConceptAssetInput;
  clientCode: Scalars['String']['input'];
  conceptAssetCode: Scalars['String']['input'];
};


export type MutationUpdateCreativeConceptChannelArgs = {
  channelCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  status: Scalars['String']['input'];
};


export type MutationUpdateCreativeConceptNodeArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  node: CreativeNodeInput;
  nodeCode: Scalars['String']['input'];
};


export type MutationUpdateCreativeNodeArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  node: CreativeNodeInput;
  nodeCode: Scalars['String']['input'];
};


export type MutationUpdateGdsReportCategoryArgs = {
  category: GdsReportCategoryInput;
  categoryCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type MutationUpdateMultipleCreativeConceptNodeArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  nodes: Array<CreativeNodeMoveInput>;
};


export type MutationUpdateMultipleCreativeNodeArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  nodes: Array<CreativeNodeMoveInput>;
};


export type MutationUpdateMyNotificationSettingsArgs = {
  settings: NotificationSettingsInput;
};


export type MutationUpdateUserActionItemArgs = {
  actionItem: ActionItemInput;
  actionItemCode: Scalars['String']['input'];
};

export type MyActionItemFilter = {
  /** Only items due on or before this day (YYYY-MM-DD). */
  dueOnOrBefore?: InputMaybe<Scalars['String']['input']>;
  /** Only items due before today and not completed. */
  isOverdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only items where the viewer's own membership has one of these statuses. */
  memberStatus?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Something that happened that concerns the user. */
export type Notification = {
  __typename?: 'Notification';
  body?: Maybe<Scalars['String']['output']>;
  client?: Maybe<NotificationClient>;
  code: Scalars['String']['output'];
  createDate?: Maybe<Scalars['DateTime']['output']>;
  isRead: Scalars['Boolean']['output'];
  /** mention, commentReply, commentResolved, assigned, watching, approvalRequested, conceptApproved, conceptRejected, actionItemDue, actionItemCompleted, creativeFatigue or adAccountProblem */
  kind?: Maybe<Scalars['String']['output']>;
  /** Path inside the app where it happened. */
  link?: Maybe<Scalars['String']['output']>;
  /** In words, with names. */
  title?: Maybe<Scalars['String']['output']>;
};

/** What changed in the signed-in user's notifications: read myNotifications again. */
export type NotificationActivity = {
  __typename?: 'NotificationActivity';
  /** SUBSCRIBED, CHANGED or REFETCH. */
  kind: LiveActivityKind;
  /** For CHANGED: the new notification's code. */
  notificationCode?: Maybe<Scalars['String']['output']>;
};

export type NotificationClient = {
  __typename?: 'NotificationClient';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type NotificationList = {
  __typename?: 'NotificationList';
  items: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** The kinds that come by e-mail. */
  emailKinds: Array<Scalars['String']['output']>;
  /** The kinds shown in the app (the bell); a kind switched off here can still come by e-mail. */
  inAppKinds: Array<Scalars['String']['output']>;
  /** Whether this server sends e-mail at all (SMTP configured). */
  isEmailAvailable: Scalars['Boolean']['output'];
  /** All e-mail stopped (the unsubscribe link sets it). */
  isEmailOff: Scalars['Boolean']['output'];
  /** Every kind there is, in display order. */
  kinds: Array<Scalars['String']['output']>;
};

export type NotificationSettingsInput = {
  emailKinds: Array<Scalars['String']['input']>;
  /** The kinds to show in the app; left out, the in-app choices stay as they are. */
  inAppKinds?: InputMaybe<Array<Scalars['String']['input']>>;
  isEmailOff?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NullableCodeInput = {
  code?: InputMaybe<Scalars['String']['input']>;
};

/** A person as shown next to records (leads, assignees, audit). */
export type Person = {
  __typename?: 'Person';
  emailAddress: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
};

export type PreviewAsset = {
  __typename?: 'PreviewAsset';
  file?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A client's action-item categories (module all or creative); active ones unless includeInactive. */
  actionItemCategories: Array<ActionItemCategory>;
  /** A client's action items, newest first (at most 500), e.g. those linked to a concept whose status is not completed. */
  actionItems: Array<ActionItem>;
  /** An account's sync and import runs, newest first. */
  adAccountSyncRuns: Array<AdSyncRun>;
  /** The application's ad accounts (channel, network account, sync state). Credentials are never returned. */
  adAccounts: Array<AdAccount>;
  /**
   * A page of an application's ad copy, newest first. The filter narrows by status (several combine),
   * by a search over name, headline and body, and to the copies that fit one network's length rules.
   */
  adCopies: AdCopyPage;
  /** One ad copy of the application. Not found for other applications' or clients' codes. */
  adCopy: AdCopy;
  /** Every network's length rules (platform staff). */
  adCopyLengthRules: Array<AdCopyLengthRule>;
  /**
   * The networks the application targets (the channels of its concepts), each with its length rules;
   * every network with rules when the application targets none yet.
   */
  adCopyNetworks: Array<AdCopyNetwork>;
  /** Top, middle or bottom performer per ad copy, from its linked ads over the range (IPM, or CTR without installs). */
  adCopyPerformanceRanks: Array<AdCopyPerformanceRank>;
  /** How automatic linking behaves in the application. */
  adLinkSettings: AdLinkSettings;
  /** Automatic matches waiting for review, surest first. */
  adLinkSuggestions: AdLinkSuggestionPage;
  /**
   * Where an asset set sits in the tree: its channel, campaign and sub-campaign codes, so a link that
   * names only the asset set (the Analytics tab's per-ad table) can open the tree down to it. An
   * unknown code, or another application's, answers NOT_FOUND.
   */
  adLinkageAssetSetPath: AdLinkageAssetSetPath;
  /** The asset sets of one sub-campaign, each with its links (creativeAdMatches). */
  adLinkageTreeAssetSets: Array<AdLinkageAssetSet>;
  /** The campaigns of one channel (a channel code like meta). */
  adLinkageTreeCampaigns: Array<AdLinkageTreeNode>;
  /**
   * The ad-linkage tree's first level for a concept's Ad Usage tab: the channels of the application's
   * ad accounts that have asset sets (after the filter). Each level loads with its own query.
   */
  adLinkageTreeChannels: Array<AdLinkageTreeNode>;
  /** The sub-campaigns (ad sets, ad groups, creative sets) of one campaign. */
  adLinkageTreeSubCampaigns: Array<AdLinkageTreeNode>;
  /** How many of the application's ads a template would match (and to which concepts), before it is saved. Writes nothing. */
  adNamingTemplateDryRun: AdNamingTemplateDryRun;
  /** The application's naming templates, oldest first. */
  adNamingTemplates: Array<AdNamingTemplate>;
  /** One concept by its code (contains 'crc'). Not found for deleted concepts or other clients' codes. */
  applicationCreativeConcept: CreativeConcept;
  /** One asset of a concept with its history. */
  applicationCreativeConceptAsset: ConceptAsset;
  /** A concept's assets of one grouping (production, design or source), newest first by default. */
  applicationCreativeConceptAssets: Array<ConceptAsset>;
  /** One concept by its per-client internal id. */
  applicationCreativeConceptByInternalId: CreativeConcept;
  /** The channels a concept runs on. */
  applicationCreativeConceptChannels: Array<CreativeConceptChannel>;
  /** A page of the concepts of an application, newest first by default. */
  applicationCreativeConcepts: CreativeConceptPage;
  /** An application's UA setting values, with what it would inherit from the client and the defaults. */
  applicationUaSettings: Array<ApplicationUaSetting>;
  /** The server's upload limits and how browsers should send parts. */
  assetUploadSettings: AssetUploadSettings;
  /** Users of a client, for pickers and administration. Platform staff also get the internal client's users. */
  clientUsers: Array<ClientUser>;
  /** Every client (platform staff only). */
  clients: Array<Client>;
  /** A concept's Analytics tab: headline figures against the application's median concept, its daily trend, and its figures per asset and per ad. */
  conceptAnalytics: ConceptAnalytics;
  /** A concept's approval stages, their reviewers and decisions in the current round. Without stages the concept keeps the single-step approval (hasStages false). */
  conceptReview: ConceptReview;
  /**
   * The people looking at the concept now: each open page of it (a live conceptActivity subscription)
   * counts until it closes, on any instance. A CHANGED event `presence` on conceptActivity says the list
   * changed. Needs concept:view in the client.
   */
  conceptViewers: Array<ConceptViewer>;
  /** The channel catalogue (Meta, Google Ads, TikTok, AppLovin, Unity Ads), for adding a channel to a concept by hand. */
  creativeChannels: Array<CodeName>;
  /** An upload in progress: its status and the parts the server has received (to resume after a failure). */
  creativeConceptAssetUpload: AssetUploadState;
  /**
   * The folder tree of a concept's assets, nested from the top-level folders down, ordered by sequenceId.
   * With returnFlat, every folder at the top level (children empty, parentCreativeNode set), so a
   * client can read a tree of any depth in one query (as creativeNodes does).
   */
  creativeConceptNodes: Array<CreativeConceptNode>;
  /** A concept's share links, newest first (share permission). */
  creativeConceptShareLinks: Array<ShareLink>;
  /** Read-only virtual folders of a concept's asset tree ('All assets', one per file kind), with counts and filters. */
  creativeConceptVirtualNodes: Array<CreativeVirtualNode>;
  /** The application's concepts flagged with creative fatigue (one concept's with conceptCode). */
  creativeFatigueFlags: Array<CreativeFatigue>;
  /** The folder types (default, campaign, theme). */
  creativeNodeTypes: Array<CreativeNodeType>;
  /**
   * The folder tree of an application, nested from the top-level folders down, ordered by sequenceId.
   * With returnFlat, every folder at the top level (children empty, parentCreativeNode set), so a
   * client can read a tree of any depth in one query.
   */
  creativeNodes: Array<CreativeNode>;
  /**
   * The Creative Performance page: one row per concept, asset, folder, tag, ad copy or channel
   * (groupBy) over a range of days, from the ads linked to them (allocated by allocationRule). Rows
   * below minSpend (default 100 in the reporting currency), or whose spend cannot be converted for a
   * missing rate, are "not enough data" and get no rank;
   * the others are ranked by sortBy (spend, impressions, clicks, installs, revenue, ctr, cvr, ipm, cpi,
   * roas, videoStarts, videoCompletions; cpi ranks lowest first).
   */
  creativePerformance: CreativePerformanceReport;
  /** Daily trend lines of one to four concepts or assets (groupBy concept or asset; codes are theirs). */
  creativePerformanceTrend: Array<CreativePerformanceSeries>;
  /** Definitions of the creative settings form of a concept (active fields only), by section and sequence. */
  creativeSettingsFields: Array<CreativeSettingsField>;
  /** Tags of a client, optionally of one application (plus client-wide ones), optionally only those in use. */
  creativeTags: Array<CreativeTag>;
  /** Read-only virtual folders of the concept tree (my concepts, pinned, pending approval, tags), with counts and filters. */
  creativeVirtualNodes: Array<CreativeVirtualNode>;
  /**
   * The client's dated exchange rates into the application's reporting currency (the quote
   * currency), newest day first; one currency's with currency.
   */
  exchangeRates: ExchangeRatePage;
  /**
   * The filtered list (the same filter as adCopies, every page) as CSV text in the import's columns,
   * with a column per translated field and language: at most 10,000 rows, newest first, and how many
   * the filter matched, so a file cut short can say so.
   */
  exportAdCopies: AdCopyExport;
  /**
   * The leaderboard of creativePerformance as CSV text (ranked rows first): a currency column, the
   * figures, the ratios' inputs, the money per reported currency and the days without a rate.
   */
  exportCreativePerformance: Scalars['String']['output'];
  /** Report categories with their reports for an application and product (creative). */
  gdsReportCategories: Array<GdsReportCategory>;
  /** Whether the server reaches a report's address (one HEAD request, 5 s at most), so the page can explain a report that will not load. */
  gdsReportReachability: GdsReportReachability;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<Me>;
  /** The signed-in user's action items in every client they may see, as assignee or watcher, soonest due first (at most 500). */
  myActionItems: Array<ActionItem>;
  /** Which notifications the signed-in user gets in the app and by e-mail. */
  myNotificationSettings: NotificationSettings;
  /** The signed-in user's notifications, newest first, with the unread count (clients they may still open). */
  myNotifications: NotificationList;
  /** The permission names the signed-in user holds in a client (empty list never; not found when no access). */
  myPermissions: Array<Scalars['String']['output']>;
  /** The open stages of the client's concepts where the signed-in user is a reviewer and has not decided yet (My work: waiting for me), soonest deadline first (at most 200). */
  myReviewsWaiting: Array<ReviewWaiting>;
  /** Liveness of the API itself; true whenever the server answers. */
  ping: Scalars['Boolean']['output'];
  /** Who may be named as a stage's reviewer: the client's active people holding the approval permission, and the roles that hold it. */
  reviewerOptions: ReviewerOptions;
  /** Roles and the permissions they bundle. */
  roles: Array<Role>;
  /** Definitions of UA settings for a scope (application) and display zones (e.g. creativeGrid). */
  uaSettingFields: Array<UaSettingField>;
};


export type QueryActionItemCategoriesArgs = {
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<ActionItemCategoryFilter>;
};


export type QueryActionItemsArgs = {
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<ActionItemFilter>;
};


export type QueryAdAccountSyncRunsArgs = {
  adAccountCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdAccountsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAdCopiesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<AdCopyFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdCopyArgs = {
  adCopyCode: Scalars['String']['input'];
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAdCopyNetworksArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAdCopyPerformanceRanksArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  minSpend?: InputMaybe<Scalars['Float']['input']>;
  to: Scalars['String']['input'];
};


export type QueryAdLinkSettingsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAdLinkSuggestionsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdLinkageAssetSetPathArgs = {
  applicationCode: Scalars['String']['input'];
  assetSetCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAdLinkageTreeAssetSetsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<AdLinkageTreeFilter>;
  subCampaignCode: Scalars['String']['input'];
};


export type QueryAdLinkageTreeCampaignsArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<AdLinkageTreeFilter>;
};


export type QueryAdLinkageTreeChannelsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<AdLinkageTreeFilter>;
};


export type QueryAdLinkageTreeSubCampaignsArgs = {
  applicationCode: Scalars['String']['input'];
  campaignCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<AdLinkageTreeFilter>;
};


export type QueryAdNamingTemplateDryRunArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  template: Scalars['String']['input'];
};


export type QueryAdNamingTemplatesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryApplicationCreativeConceptArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryApplicationCreativeConceptAssetArgs = {
  clientCode: Scalars['String']['input'];
  conceptAssetCode: Scalars['String']['input'];
};


export type QueryApplicationCreativeConceptAssetsArgs = {
  assetType?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<ConceptAssetFilter>;
  sort?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryApplicationCreativeConceptByInternalIdArgs = {
  clientCode: Scalars['String']['input'];
  internalId: Scalars['String']['input'];
};


export type QueryApplicationCreativeConceptChannelsArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryApplicationCreativeConceptsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<ConceptFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryApplicationUaSettingsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryAssetUploadSettingsArgs = {
  clientCode: Scalars['String']['input'];
};


export type QueryClientUsersArgs = {
  clientCode: Scalars['String']['input'];
};


export type QueryConceptAnalyticsArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryConceptReviewArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryConceptViewersArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryCreativeConceptAssetUploadArgs = {
  clientCode: Scalars['String']['input'];
  uploadId: Scalars['String']['input'];
};


export type QueryCreativeConceptNodesArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
  filter?: InputMaybe<CreativeNodeFilter>;
  returnFlat?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCreativeConceptShareLinksArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryCreativeConceptVirtualNodesArgs = {
  assetType?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};


export type QueryCreativeFatigueFlagsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  conceptCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCreativeNodesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<CreativeNodeFilter>;
  returnFlat?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCreativePerformanceArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  groupBy: Scalars['String']['input'];
  minSpend?: InputMaybe<Scalars['Float']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};


export type QueryCreativePerformanceTrendArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  codes: Array<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  groupBy: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryCreativeSettingsFieldsArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryCreativeTagsArgs = {
  applicationCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  onlyIncludeUsedTags?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCreativeVirtualNodesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
};


export type QueryExchangeRatesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExportAdCopiesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  filter?: InputMaybe<AdCopyFilter>;
};


export type QueryExportCreativePerformanceArgs = {
  applicationCode: Scalars['String']['input'];
  channelCode?: InputMaybe<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  groupBy: Scalars['String']['input'];
  minSpend?: InputMaybe<Scalars['Float']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};


export type QueryGdsReportCategoriesArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  product?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGdsReportReachabilityArgs = {
  applicationCode: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  reportCode: Scalars['String']['input'];
};


export type QueryMyActionItemsArgs = {
  filter?: InputMaybe<MyActionItemFilter>;
};


export type QueryMyNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryMyPermissionsArgs = {
  clientCode: Scalars['String']['input'];
};


export type QueryMyReviewsWaitingArgs = {
  clientCode: Scalars['String']['input'];
};


export type QueryReviewerOptionsArgs = {
  clientCode: Scalars['String']['input'];
};


export type QueryUaSettingFieldsArgs = {
  displayZones?: InputMaybe<Array<Scalars['String']['input']>>;
  scope: Scalars['String']['input'];
};

/** A reviewer's decision in a stage. */
export type ReviewDecision = {
  __typename?: 'ReviewDecision';
  comment?: Maybe<Scalars['String']['output']>;
  decidedAt: Scalars['DateTime']['output'];
  decision: ReviewDecisionKind;
  person: Person;
  /** The concept's production files and the version of each when the decision was made. */
  reviewedFiles: Array<ReviewedFile>;
};

/** A reviewer's decision. */
export type ReviewDecisionKind =
  | 'APPROVED'
  | 'REJECTED';

/** A review export's download: open url (a signed GET, an attachment) to get the file. */
export type ReviewExport = {
  __typename?: 'ReviewExport';
  fileName: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The file formats a review export comes in. */
export type ReviewExportFormat =
  | 'CSV'
  | 'PDF';

/** One stage of a concept's review. */
export type ReviewStage = {
  __typename?: 'ReviewStage';
  /** Approvals so far in the current round. */
  approvalCount: Scalars['Int']['output'];
  /** Approvals the rule needs (with ALL, the eligible reviewers' count). */
  approvalsNeeded: Scalars['Int']['output'];
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the stage's reviewers should have decided; reminders go before it and a notice when it passes. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** The current round's decisions, oldest first. */
  decisions: Array<ReviewDecision>;
  /** The people who may decide in this stage (named people and the active members of named roles who hold the approval permission). */
  eligibleReviewers: Array<Person>;
  /** Open with its deadline passed. */
  isOverdue: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  openedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 1, 2, …: the order in which the stages open. */
  position: Scalars['Int']['output'];
  /** For COUNT: how many approvals pass the stage. */
  requiredCount?: Maybe<Scalars['Int']['output']>;
  /** The named reviewers: people and roles. */
  reviewers: Array<ReviewStageReviewer>;
  rule: ReviewStageRule;
  status: ReviewStageStatus;
};

/** A stage as configured. */
export type ReviewStageInput = {
  deadline?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** For COUNT: 1 up to the number of eligible reviewers. */
  requiredCount?: InputMaybe<Scalars['Int']['input']>;
  /** At least one; each names a person (emailAddress) or a role (roleCode). */
  reviewers: Array<ReviewerInput>;
  rule: ReviewStageRule;
};

/** A named reviewer: a person, or a role (every member holding it). */
export type ReviewStageReviewer = {
  __typename?: 'ReviewStageReviewer';
  person?: Maybe<Person>;
  role?: Maybe<CodeName>;
};

/** How many approvals a stage needs to pass. */
export type ReviewStageRule =
  /** Every reviewer's approval (each member of a named role counts). */
  | 'ALL'
  /** Any one reviewer's approval. */
  | 'ANY'
  /** requiredCount approvals. */
  | 'COUNT';

/** Where a stage is in the current round. */
export type ReviewStageStatus =
  /** Reviewers decide now. */
  | 'OPEN'
  /** Its rule was met. */
  | 'PASSED'
  /** A reviewer rejected: the round ended here. */
  | 'REJECTED'
  /** An earlier stage has not passed yet (or no round started). */
  | 'WAITING';

/** A stage waiting for the viewer's decision. */
export type ReviewWaiting = {
  __typename?: 'ReviewWaiting';
  concept: CreativeConceptRef;
  stage: ReviewStage;
};

/** A file a decision was made on. */
export type ReviewedFile = {
  __typename?: 'ReviewedFile';
  assetCode: Scalars['String']['output'];
  fileVersion: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** One reviewer of a stage: a person by e-mail address or a role by code. */
export type ReviewerInput = {
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  roleCode?: InputMaybe<Scalars['String']['input']>;
};

/** The choices for a stage's reviewers. */
export type ReviewerOptions = {
  __typename?: 'ReviewerOptions';
  people: Array<Person>;
  roles: Array<CodeName>;
};

export type Role = {
  __typename?: 'Role';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
};

/** A link that opens one concept's read-only view to visitors who are not signed in. */
export type ShareLink = {
  __typename?: 'ShareLink';
  allowDownloads: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  createBy?: Maybe<Person>;
  createDate: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  hasPassword: Scalars['Boolean']['output'];
  lastOpenedAt?: Maybe<Scalars['DateTime']['output']>;
  openCount: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** active, expired or revoked */
  status: Scalars['String']['output'];
  /** The shared view's path with its token (append it to the site's address); null once revoked or expired. */
  url?: Maybe<Scalars['String']['output']>;
};

export type ShareLinkInput = {
  /** Whether visitors get the download-creatives link (the production zip). Default true. */
  allowDownloads?: InputMaybe<Scalars['Boolean']['input']>;
  /** How long the link is valid, 1 to 720 hours (default 144, six days). */
  expiresInHours?: InputMaybe<Scalars['Int']['input']>;
  /** Optional; 8 to 128 characters. Visitors must give it before they see anything. */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type SubCampaignAssetSetLinkInput = {
  /** An active ad copy of the application; omit or null for none. */
  adCopyCode?: InputMaybe<Scalars['String']['input']>;
  /** The concept's assets to link; at least one unless linkToConceptOnly. */
  conceptAssetCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  isEndCard?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make the concept the asset set's primary concept (another concept's primary flag moves here). */
  isPrimaryConcept?: InputMaybe<Scalars['Boolean']['input']>;
  /** Link to the concept only (then no asset is given). */
  linkToConceptOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * A concept's review activity as it happens, over Server-Sent Events: a comment, reply or resolution on
   * the concept or its assets, a decision, a status or other change recorded in its history. Needs
   * concept:view in the client; the stream ends when the session ends or the viewer loses access.
   * The first event is SUBSCRIBED: read what you show then, to catch up on anything before.
   */
  conceptActivity: ConceptActivity;
  /**
   * The signed-in user's notifications as they come (the bell, pushed), over Server-Sent Events: SUBSCRIBED
   * first (read the list then), CHANGED for each new notification, REFETCH when some may have been missed.
   * Ends when the session ends.
   */
  myNotificationActivity: NotificationActivity;
};


export type SubscriptionConceptActivityArgs = {
  clientCode: Scalars['String']['input'];
  conceptCode: Scalars['String']['input'];
};

export type UaSettingField = {
  __typename?: 'UaSettingField';
  availableScopes: Array<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  defaultValue?: Maybe<Scalars['String']['output']>;
  displayZone?: Maybe<Scalars['String']['output']>;
  isRequired: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  section: Scalars['String']['output'];
  selectValues: Array<UaSettingSelectValue>;
  settings: UaSettingFieldSettings;
  type: Scalars['String']['output'];
  /** everywhere, or a narrower place */
  visibility: Scalars['String']['output'];
  width: Scalars['Float']['output'];
};

export type UaSettingFieldSettings = {
  __typename?: 'UaSettingFieldSettings';
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  multiple: Scalars['Boolean']['output'];
  visibilityCondition?: Maybe<UaSettingVisibilityCondition>;
};

export type UaSettingSelectValue = {
  __typename?: 'UaSettingSelectValue';
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  sequenceId: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type UaSettingVisibilityCondition = {
  __typename?: 'UaSettingVisibilityCondition';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionItem: ResolverTypeWrapper<ActionItem>;
  ActionItemApplication: ResolverTypeWrapper<ActionItemApplication>;
  ActionItemCategory: ResolverTypeWrapper<ActionItemCategory>;
  ActionItemCategoryFilter: ActionItemCategoryFilter;
  ActionItemCategoryInput: ActionItemCategoryInput;
  ActionItemClient: ResolverTypeWrapper<ActionItemClient>;
  ActionItemFilter: ActionItemFilter;
  ActionItemInput: ActionItemInput;
  ActionItemLinkedEntity: ResolverTypeWrapper<ActionItemLinkedEntity>;
  ActionItemLinkedEntityInput: ActionItemLinkedEntityInput;
  ActionItemMember: ResolverTypeWrapper<ActionItemMember>;
  ActionItemMemberInput: ActionItemMemberInput;
  ActionItemPersonInput: ActionItemPersonInput;
  AdAccount: ResolverTypeWrapper<AdAccount>;
  AdAccountInput: AdAccountInput;
  AdAccountUpdateInput: AdAccountUpdateInput;
  AdAutoLinkResult: ResolverTypeWrapper<AdAutoLinkResult>;
  AdCopy: ResolverTypeWrapper<AdCopy>;
  AdCopyExport: ResolverTypeWrapper<AdCopyExport>;
  AdCopyFilter: AdCopyFilter;
  AdCopyImportPreview: ResolverTypeWrapper<AdCopyImportPreview>;
  AdCopyImportResult: ResolverTypeWrapper<AdCopyImportResult>;
  AdCopyImportRow: ResolverTypeWrapper<AdCopyImportRow>;
  AdCopyInput: AdCopyInput;
  AdCopyLengthRule: ResolverTypeWrapper<AdCopyLengthRule>;
  AdCopyLengthRuleInput: AdCopyLengthRuleInput;
  AdCopyNetwork: ResolverTypeWrapper<AdCopyNetwork>;
  AdCopyPage: ResolverTypeWrapper<AdCopyPage>;
  AdCopyPerformanceRank: ResolverTypeWrapper<AdCopyPerformanceRank>;
  AdCopyTranslation: ResolverTypeWrapper<AdCopyTranslation>;
  AdCopyTranslationInput: AdCopyTranslationInput;
  AdLinkDecision: AdLinkDecision;
  AdLinkReviewOutcome: ResolverTypeWrapper<AdLinkReviewOutcome>;
  AdLinkSettings: ResolverTypeWrapper<AdLinkSettings>;
  AdLinkSettingsInput: AdLinkSettingsInput;
  AdLinkSuggestion: ResolverTypeWrapper<AdLinkSuggestion>;
  AdLinkSuggestionPage: ResolverTypeWrapper<AdLinkSuggestionPage>;
  AdLinkageAd: ResolverTypeWrapper<AdLinkageAd>;
  AdLinkageAssetSet: ResolverTypeWrapper<AdLinkageAssetSet>;
  AdLinkageAssetSetPath: ResolverTypeWrapper<AdLinkageAssetSetPath>;
  AdLinkageTreeFilter: AdLinkageTreeFilter;
  AdLinkageTreeNode: ResolverTypeWrapper<AdLinkageTreeNode>;
  AdMetricsImportPreview: ResolverTypeWrapper<AdMetricsImportPreview>;
  AdMetricsImportResult: ResolverTypeWrapper<AdMetricsImportResult>;
  AdMetricsImportRow: ResolverTypeWrapper<AdMetricsImportRow>;
  AdNamingTemplate: ResolverTypeWrapper<AdNamingTemplate>;
  AdNamingTemplateDryRun: ResolverTypeWrapper<AdNamingTemplateDryRun>;
  AdNamingTemplateExample: ResolverTypeWrapper<AdNamingTemplateExample>;
  AdSyncRun: ResolverTypeWrapper<AdSyncRun>;
  AdTreeFileFormat: AdTreeFileFormat;
  AdTreeImportPreview: ResolverTypeWrapper<AdTreeImportPreview>;
  AdTreeImportRow: ResolverTypeWrapper<AdTreeImportRow>;
  Application: ResolverTypeWrapper<Application>;
  ApplicationInput: ApplicationInput;
  ApplicationUaSetting: ResolverTypeWrapper<ApplicationUaSetting>;
  AssetDecisionRecord: ResolverTypeWrapper<AssetDecisionRecord>;
  AssetFileType: ResolverTypeWrapper<AssetFileType>;
  AssetScrubStrip: ResolverTypeWrapper<AssetScrubStrip>;
  AssetUploadMetaData: AssetUploadMetaData;
  AssetUploadPart: ResolverTypeWrapper<AssetUploadPart>;
  AssetUploadPartInput: AssetUploadPartInput;
  AssetUploadResult: ResolverTypeWrapper<AssetUploadResult>;
  AssetUploadSession: ResolverTypeWrapper<AssetUploadSession>;
  AssetUploadSettings: ResolverTypeWrapper<AssetUploadSettings>;
  AssetUploadState: ResolverTypeWrapper<AssetUploadState>;
  AssetUploadUrl: ResolverTypeWrapper<AssetUploadUrl>;
  Audit: ResolverTypeWrapper<Audit>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Client: ResolverTypeWrapper<Client>;
  ClientInput: ClientInput;
  ClientUser: ResolverTypeWrapper<ClientUser>;
  ClientUserInput: ClientUserInput;
  ClientUserRole: ResolverTypeWrapper<ClientUserRole>;
  ClientUserUpdateInput: ClientUserUpdateInput;
  CodeInput: CodeInput;
  CodeName: ResolverTypeWrapper<CodeName>;
  CommentAnchor: ResolverTypeWrapper<CommentAnchor>;
  CommentAnchorInput: CommentAnchorInput;
  ConceptActivity: ResolverTypeWrapper<ConceptActivity>;
  ConceptAdPerformance: ResolverTypeWrapper<ConceptAdPerformance>;
  ConceptAnalytics: ResolverTypeWrapper<ConceptAnalytics>;
  ConceptAsset: ResolverTypeWrapper<AssetView>;
  ConceptAssetConcept: ResolverTypeWrapper<ConceptAssetConcept>;
  ConceptAssetFilter: ConceptAssetFilter;
  ConceptAssetInput: ConceptAssetInput;
  ConceptAssetPerformance: ResolverTypeWrapper<ConceptAssetPerformance>;
  ConceptAssetVersion: ResolverTypeWrapper<AssetVersionView>;
  ConceptFilter: ConceptFilter;
  ConceptReview: ResolverTypeWrapper<ConceptReview>;
  ConceptViewer: ResolverTypeWrapper<ConceptViewer>;
  CreativeAdMatch: ResolverTypeWrapper<CreativeAdMatch>;
  CreativeAdMatchInput: CreativeAdMatchInput;
  CreativeAdMatchUpdateInput: CreativeAdMatchUpdateInput;
  CreativeConcept: ResolverTypeWrapper<ConceptView>;
  CreativeConceptChannel: ResolverTypeWrapper<CreativeConceptChannel>;
  CreativeConceptInput: CreativeConceptInput;
  CreativeConceptNode: ResolverTypeWrapper<CreativeConceptNode>;
  CreativeConceptPage: ResolverTypeWrapper<Omit<CreativeConceptPage, 'items'> & { items: Array<ResolversTypes['CreativeConcept']> }>;
  CreativeConceptRef: ResolverTypeWrapper<CreativeConceptRef>;
  CreativeFatigue: ResolverTypeWrapper<CreativeFatigue>;
  CreativeMetrics: ResolverTypeWrapper<CreativeMetrics>;
  CreativeMetricsDay: ResolverTypeWrapper<CreativeMetricsDay>;
  CreativeNode: ResolverTypeWrapper<CreativeNode>;
  CreativeNodeCodeRef: ResolverTypeWrapper<CreativeNodeCodeRef>;
  CreativeNodeFilter: CreativeNodeFilter;
  CreativeNodeInput: CreativeNodeInput;
  CreativeNodeMoveInput: CreativeNodeMoveInput;
  CreativeNodeRef: ResolverTypeWrapper<CreativeNodeRef>;
  CreativeNodeType: ResolverTypeWrapper<CreativeNodeType>;
  CreativePerformanceReport: ResolverTypeWrapper<CreativePerformanceReport>;
  CreativePerformanceRow: ResolverTypeWrapper<CreativePerformanceRow>;
  CreativePerformanceSeries: ResolverTypeWrapper<CreativePerformanceSeries>;
  CreativeSettingsField: ResolverTypeWrapper<CreativeSettingsField>;
  CreativeSettingsSelectValue: ResolverTypeWrapper<CreativeSettingsSelectValue>;
  CreativeTag: ResolverTypeWrapper<CreativeTag>;
  CreativeTagInput: CreativeTagInput;
  CreativeVirtualNode: ResolverTypeWrapper<CreativeVirtualNode>;
  CurrencyAmounts: ResolverTypeWrapper<CurrencyAmounts>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailInput: EmailInput;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  ExchangeRatePage: ResolverTypeWrapper<ExchangeRatePage>;
  ExchangeRatesImportError: ResolverTypeWrapper<ExchangeRatesImportError>;
  ExchangeRatesImportPreview: ResolverTypeWrapper<ExchangeRatesImportPreview>;
  ExchangeRatesImportResult: ResolverTypeWrapper<ExchangeRatesImportResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GdsReport: ResolverTypeWrapper<GdsReport>;
  GdsReportCategory: ResolverTypeWrapper<GdsReportCategory>;
  GdsReportCategoryInput: GdsReportCategoryInput;
  GdsReportInput: GdsReportInput;
  GdsReportProblem: GdsReportProblem;
  GdsReportReachability: ResolverTypeWrapper<GdsReportReachability>;
  HistoryAsset: ResolverTypeWrapper<HistoryAsset>;
  HistoryAudit: ResolverTypeWrapper<HistoryAudit>;
  HistoryChange: ResolverTypeWrapper<HistoryChange>;
  HistoryEntry: ResolverTypeWrapper<HistoryView>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LiveActivityKind: LiveActivityKind;
  Me: ResolverTypeWrapper<Me>;
  MeClient: ResolverTypeWrapper<MeClient>;
  MissingExchangeRate: ResolverTypeWrapper<MissingExchangeRate>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyActionItemFilter: MyActionItemFilter;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationActivity: ResolverTypeWrapper<NotificationActivity>;
  NotificationClient: ResolverTypeWrapper<NotificationClient>;
  NotificationList: ResolverTypeWrapper<NotificationList>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  NullableCodeInput: NullableCodeInput;
  Person: ResolverTypeWrapper<Person>;
  PreviewAsset: ResolverTypeWrapper<PreviewAsset>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReviewDecision: ResolverTypeWrapper<ReviewDecision>;
  ReviewDecisionKind: ReviewDecisionKind;
  ReviewExport: ResolverTypeWrapper<ReviewExport>;
  ReviewExportFormat: ReviewExportFormat;
  ReviewStage: ResolverTypeWrapper<ReviewStage>;
  ReviewStageInput: ReviewStageInput;
  ReviewStageReviewer: ResolverTypeWrapper<ReviewStageReviewer>;
  ReviewStageRule: ReviewStageRule;
  ReviewStageStatus: ReviewStageStatus;
  ReviewWaiting: ResolverTypeWrapper<ReviewWaiting>;
  ReviewedFile: ResolverTypeWrapper<ReviewedFile>;
  ReviewerInput: ReviewerInput;
  ReviewerOptions: ResolverTypeWrapper<ReviewerOptions>;
  Role: ResolverTypeWrapper<Role>;
  ShareLink: ResolverTypeWrapper<ShareLink>;
  ShareLinkInput: ShareLinkInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubCampaignAssetSetLinkInput: SubCampaignAssetSetLinkInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UaSettingField: ResolverTypeWrapper<UaSettingField>;
  UaSettingFieldSettings: ResolverTypeWrapper<UaSettingFieldSettings>;
  UaSettingSelectValue: ResolverTypeWrapper<UaSettingSelectValue>;
  UaSettingVisibilityCondition: ResolverTypeWrapper<UaSettingVisibilityCondition>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionItem: ActionItem;
  ActionItemApplication: ActionItemApplication;
  ActionItemCategory: ActionItemCategory;
  ActionItemCategoryFilter: ActionItemCategoryFilter;
  ActionItemCategoryInput: ActionItemCategoryInput;
  ActionItemClient: ActionItemClient;
  ActionItemFilter: ActionItemFilter;
  ActionItemInput: ActionItemInput;
  ActionItemLinkedEntity: ActionItemLinkedEntity;
  ActionItemLinkedEntityInput: ActionItemLinkedEntityInput;
  ActionItemMember: ActionItemMember;
  ActionItemMemberInput: ActionItemMemberInput;
  ActionItemPersonInput: ActionItemPersonInput;
  AdAccount: AdAccount;
  AdAccountInput: AdAccountInput;
  AdAccountUpdateInput: AdAccountUpdateInput;
  AdAutoLinkResult: AdAutoLinkResult;
  AdCopy: AdCopy;
  AdCopyExport: AdCopyExport;
  AdCopyFilter: AdCopyFilter;
  AdCopyImportPreview: AdCopyImportPreview;
  AdCopyImportResult: AdCopyImportResult;
  AdCopyImportRow: AdCopyImportRow;
  AdCopyInput: AdCopyInput;
  AdCopyLengthRule: AdCopyLengthRule;
  AdCopyLengthRuleInput: AdCopyLengthRuleInput;
  AdCopyNetwork: AdCopyNetwork;
  AdCopyPage: AdCopyPage;
  AdCopyPerformanceRank: AdCopyPerformanceRank;
  AdCopyTranslation: AdCopyTranslation;
  AdCopyTranslationInput: AdCopyTranslationInput;
  AdLinkReviewOutcome: AdLinkReviewOutcome;
  AdLinkSettings: AdLinkSettings;
  AdLinkSettingsInput: AdLinkSettingsInput;
  AdLinkSuggestion: AdLinkSuggestion;
  AdLinkSuggestionPage: AdLinkSuggestionPage;
  AdLinkageAd: AdLinkageAd;
  AdLinkageAssetSet: AdLinkageAssetSet;
  AdLinkageAssetSetPath: AdLinkageAssetSetPath;
  AdLinkageTreeFilter: AdLinkageTreeFilter;
  AdLinkageTreeNode: AdLinkageTreeNode;
  AdMetricsImportPreview: AdMetricsImportPreview;
  AdMetricsImportResult: AdMetricsImportResult;
  AdMetricsImportRow: AdMetricsImportRow;
  AdNamingTemplate: AdNamingTemplate;
  AdNamingTemplateDryRun: AdNamingTemplateDryRun;
  AdNamingTemplateExample: AdNamingTemplateExample;
  AdSyncRun: AdSyncRun;
  AdTreeImportPreview: AdTreeImportPreview;
  AdTreeImportRow: AdTreeImportRow;
  Application: Application;
  ApplicationInput: ApplicationInput;
  ApplicationUaSetting: ApplicationUaSetting;
  AssetDecisionRecord: AssetDecisionRecord;
  AssetFileType: AssetFileType;
  AssetScrubStrip: AssetScrubStrip;
  AssetUploadMetaData: AssetUploadMetaData;
  AssetUploadPart: AssetUploadPart;
  AssetUploadPartInput: AssetUploadPartInput;
  AssetUploadResult: AssetUploadResult;
  AssetUploadSession: AssetUploadSession;
  AssetUploadSettings: AssetUploadSettings;
  AssetUploadState: AssetUploadState;
  AssetUploadUrl: AssetUploadUrl;
  Audit: Audit;
  Boolean: Scalars['Boolean']['output'];
  Client: Client;
  ClientInput: ClientInput;
  ClientUser: ClientUser;
  ClientUserInput: ClientUserInput;
  ClientUserRole: ClientUserRole;
  ClientUserUpdateInput: ClientUserUpdateInput;
  CodeInput: CodeInput;
  CodeName: CodeName;
  CommentAnchor: CommentAnchor;
  CommentAnchorInput: CommentAnchorInput;
  ConceptActivity: ConceptActivity;
  ConceptAdPerformance: ConceptAdPerformance;
  ConceptAnalytics: ConceptAnalytics;
  ConceptAsset: AssetView;
  ConceptAssetConcept: ConceptAssetConcept;
  ConceptAssetFilter: ConceptAssetFilter;
  ConceptAssetInput: ConceptAssetInput;
  ConceptAssetPerformance: ConceptAssetPerformance;
  ConceptAssetVersion: AssetVersionView;
  ConceptFilter: ConceptFilter;
  ConceptReview: ConceptReview;
  ConceptViewer: ConceptViewer;
  CreativeAdMatch: CreativeAdMatch;
  CreativeAdMatchInput: CreativeAdMatchInput;
  CreativeAdMatchUpdateInput: CreativeAdMatchUpdateInput;
  CreativeConcept: ConceptView;
  CreativeConceptChannel: CreativeConceptChannel;
  CreativeConceptInput: CreativeConceptInput;
  CreativeConceptNode: CreativeConceptNode;
  CreativeConceptPage: Omit<CreativeConceptPage, 'items'> & { items: Array<ResolversParentTypes['CreativeConcept']> };
  CreativeConceptRef: CreativeConceptRef;
  CreativeFatigue: CreativeFatigue;
  CreativeMetrics: CreativeMetrics;
  CreativeMetricsDay: CreativeMetricsDay;
  CreativeNode: CreativeNode;
  CreativeNodeCodeRef: CreativeNodeCodeRef;
  CreativeNodeFilter: CreativeNodeFilter;
  CreativeNodeInput: CreativeNodeInput;
  CreativeNodeMoveInput: CreativeNodeMoveInput;
  CreativeNodeRef: CreativeNodeRef;
  CreativeNodeType: CreativeNodeType;
  CreativePerformanceReport: CreativePerformanceReport;
  CreativePerformanceRow: CreativePerformanceRow;
  CreativePerformanceSeries: CreativePerformanceSeries;
  CreativeSettingsField: CreativeSettingsField;
  CreativeSettingsSelectValue: CreativeSettingsSelectValue;
  CreativeTag: CreativeTag;
  CreativeTagInput: CreativeTagInput;
  CreativeVirtualNode: CreativeVirtualNode;
  CurrencyAmounts: CurrencyAmounts;
  DateTime: Scalars['DateTime']['output'];
  EmailInput: EmailInput;
  ExchangeRate: ExchangeRate;
  ExchangeRatePage: ExchangeRatePage;
  ExchangeRatesImportError: ExchangeRatesImportError;
  ExchangeRatesImportPreview: ExchangeRatesImportPreview;
  ExchangeRatesImportResult: ExchangeRatesImportResult;
  Float: Scalars['Float']['output'];
  GdsReport: GdsReport;
  GdsReportCategory: GdsReportCategory;
  GdsReportCategoryInput: GdsReportCategoryInput;
  GdsReportInput: GdsReportInput;
  GdsReportReachability: GdsReportReachability;
  HistoryAsset: HistoryAsset;
  HistoryAudit: HistoryAudit;
  HistoryChange: HistoryChange;
  HistoryEntry: HistoryView;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Me: Me;
  MeClient: MeClient;
  MissingExchangeRate: MissingExchangeRate;
  Mutation: Record<PropertyKey, never>;
  MyActionItemFilter: MyActionItemFilter;
  Notification: Notification;
  NotificationActivity: NotificationActivity;
  NotificationClient: NotificationClient;
  NotificationList: NotificationList;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  NullableCodeInput: NullableCodeInput;
  Person: Person;
  PreviewAsset: PreviewAsset;
  Query: Record<PropertyKey, never>;
  ReviewDecision: ReviewDecision;
  ReviewExport: ReviewExport;
  ReviewStage: ReviewStage;
  ReviewStageInput: ReviewStageInput;
  ReviewStageReviewer: ReviewStageReviewer;
  ReviewWaiting: ReviewWaiting;
  ReviewedFile: ReviewedFile;
  ReviewerInput: ReviewerInput;
  ReviewerOptions: ReviewerOptions;
  Role: Role;
  ShareLink: ShareLink;
  ShareLinkInput: ShareLinkInput;
  String: Scalars['String']['output'];
  SubCampaignAssetSetLinkInput: SubCampaignAssetSetLinkInput;
  Subscription: Record<PropertyKey, never>;
  UaSettingField: UaSettingField;
  UaSettingFieldSettings: UaSettingFieldSettings;
  UaSettingSelectValue: UaSettingSelectValue;
  UaSettingVisibilityCondition: UaSettingVisibilityCondition;
}>;

export type ActionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItem'] = ResolversParentTypes['ActionItem']> = ResolversObject<{
  actionItemCategory?: Resolver<Maybe<ResolversTypes['ActionItemCategory']>, ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['ActionItemApplication']>, ParentType, ContextType>;
  audit?: Resolver<ResolversTypes['Audit'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['ActionItemClient'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkedEntity?: Resolver<Maybe<ResolversTypes['ActionItemLinkedEntity']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ActionItemMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerMember?: Resolver<Maybe<ResolversTypes['ActionItemMember']>, ParentType, ContextType>;
}>;

export type ActionItemApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItemApplication'] = ResolversParentTypes['ActionItemApplication']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionItemCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItemCategory'] = ResolversParentTypes['ActionItemCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionItemClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItemClient'] = ResolversParentTypes['ActionItemClient']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionItemLinkedEntityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItemLinkedEntity'] = ResolversParentTypes['ActionItemLinkedEntity']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionItemMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActionItemMember'] = ResolversParentTypes['ActionItemMember']> = ResolversObject<{
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
}>;

export type AdAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdAccount'] = ResolversParentTypes['AdAccount']> = ResolversObject<{
  baseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  channelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credentialFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  credentialsRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credentialsRefusedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  effectiveBaseUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalAccountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasCredentials?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSyncPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMetricsRun?: Resolver<Maybe<ResolversTypes['AdSyncRun']>, ParentType, ContextType>;
  lastRun?: Resolver<Maybe<ResolversTypes['AdSyncRun']>, ParentType, ContextType>;
  lastSyncAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  syncIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  throttleMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  throttledUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdAutoLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdAutoLinkResult'] = ResolversParentTypes['AdAutoLinkResult']> = ResolversObject<{
  linked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopy'] = ResolversParentTypes['AdCopy']> = ResolversObject<{
  adCopy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  audit?: Resolver<ResolversTypes['Audit'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rankField?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  translations?: Resolver<Array<ResolversTypes['AdCopyTranslation']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AdCopyExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyExport'] = ResolversParentTypes['AdCopyExport']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdCopyImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyImportPreview'] = ResolversParentTypes['AdCopyImportPreview']> = ResolversObject<{
  createCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdCopyImportRow']>, ParentType, ContextType>;
  updateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdCopyImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyImportResult'] = ResolversParentTypes['AdCopyImportResult']> = ResolversObject<{
  createdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdCopyImportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyImportRow'] = ResolversParentTypes['AdCopyImportRow']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdCopyLengthRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyLengthRule'] = ResolversParentTypes['AdCopyLengthRule']> = ResolversObject<{
  allowEmoji?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowHalfWidthKana?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cjkMaxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  networkCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusedCharacters?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shownLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AdCopyNetworkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyNetwork'] = ResolversParentTypes['AdCopyNetwork']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['AdCopyLengthRule']>, ParentType, ContextType>;
}>;

export type AdCopyPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyPage'] = ResolversParentTypes['AdCopyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdCopy']>, ParentType, ContextType>;
  totalItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdCopyPerformanceRankResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyPerformanceRank'] = ResolversParentTypes['AdCopyPerformanceRank']> = ResolversObject<{
  adCopyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enoughData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type AdCopyTranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdCopyTranslation'] = ResolversParentTypes['AdCopyTranslation']> = ResolversObject<{
  adCopy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdLinkReviewOutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkReviewOutcome'] = ResolversParentTypes['AdLinkReviewOutcome']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type AdLinkSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkSettings'] = ResolversParentTypes['AdLinkSettings']> = ResolversObject<{
  autoLinkMinConfidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perceptualMaxDistance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdLinkSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkSuggestion'] = ResolversParentTypes['AdLinkSuggestion']> = ResolversObject<{
  adName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetPictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetSetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetSetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creativePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creativeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdLinkSuggestionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkSuggestionPage'] = ResolversParentTypes['AdLinkSuggestionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AdLinkSuggestion']>, ParentType, ContextType>;
  totalItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdLinkageAdResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkageAd'] = ResolversParentTypes['AdLinkageAd']> = ResolversObject<{
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdLinkageAssetSetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkageAssetSet'] = ResolversParentTypes['AdLinkageAssetSet']> = ResolversObject<{
  adCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ads?: Resolver<Array<ResolversTypes['AdLinkageAd']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creativeAdMatches?: Resolver<Array<ResolversTypes['CreativeAdMatch']>, ParentType, ContextType>;
  externalAssetSetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCreativeGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLinked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalLinkedAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdLinkageAssetSetPathResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkageAssetSetPath'] = ResolversParentTypes['AdLinkageAssetSetPath']> = ResolversObject<{
  assetSetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCampaignCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdLinkageTreeNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdLinkageTreeNode'] = ResolversParentTypes['AdLinkageTreeNode']> = ResolversObject<{
  childEntityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isImplicit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalLinkedAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdMetricsImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdMetricsImportPreview'] = ResolversParentTypes['AdMetricsImportPreview']> = ResolversObject<{
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdMetricsImportRow']>, ParentType, ContextType>;
  writeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdMetricsImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdMetricsImportResult'] = ResolversParentTypes['AdMetricsImportResult']> = ResolversObject<{
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdMetricsImportRow']>, ParentType, ContextType>;
  writtenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdMetricsImportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdMetricsImportRow'] = ResolversParentTypes['AdMetricsImportRow']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ad?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  adName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdNamingTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdNamingTemplate'] = ResolversParentTypes['AdNamingTemplate']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdNamingTemplateDryRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdNamingTemplateDryRun'] = ResolversParentTypes['AdNamingTemplateDryRun']> = ResolversObject<{
  ambiguousAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  examples?: Resolver<Array<ResolversTypes['AdNamingTemplateExample']>, ParentType, ContextType>;
  matchedAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchedConceptAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdNamingTemplateExampleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdNamingTemplateExample'] = ResolversParentTypes['AdNamingTemplateExample']> = ResolversObject<{
  adName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conceptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherConceptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdSyncRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdSyncRun'] = ResolversParentTypes['AdSyncRun']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AdTreeImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdTreeImportPreview'] = ResolversParentTypes['AdTreeImportPreview']> = ResolversObject<{
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdTreeImportRow']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  validRowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdTreeImportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdTreeImportRow'] = ResolversParentTypes['AdTreeImportRow']> = ResolversObject<{
  ad?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetSet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rowNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApplicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationUaSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplicationUaSetting'] = ResolversParentTypes['ApplicationUaSetting']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inheritedValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isInherited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AssetDecisionRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetDecisionRecord'] = ResolversParentTypes['AssetDecisionRecord']> = ResolversObject<{
  decideBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  decideDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetFileTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetFileType'] = ResolversParentTypes['AssetFileType']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetScrubStripResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetScrubStrip'] = ResolversParentTypes['AssetScrubStrip']> = ResolversObject<{
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameHeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  frameWidth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intervalMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetUploadPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadPart'] = ResolversParentTypes['AssetUploadPart']> = ResolversObject<{
  etag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AssetUploadResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadResult'] = ResolversParentTypes['AssetUploadResult']> = ResolversObject<{
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicatedConceptAssetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isUnchanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetUploadSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadSession'] = ResolversParentTypes['AssetUploadSession']> = ResolversObject<{
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetUploadSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadSettings'] = ResolversParentTypes['AssetUploadSettings']> = ResolversObject<{
  maxFileSizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partConcurrency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  partStallTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AssetUploadStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadState'] = ResolversParentTypes['AssetUploadState']> = ResolversObject<{
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['AssetUploadPart']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AssetUploadUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AssetUploadUrl'] = ResolversParentTypes['AssetUploadUrl']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Audit'] = ResolversParentTypes['Audit']> = ResolversObject<{
  createBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updateBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  updateDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientUser'] = ResolversParentTypes['ClientUser']> = ResolversObject<{
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isInternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['ClientUserRole']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClientUserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClientUserRole'] = ResolversParentTypes['ClientUserRole']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CodeNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeName'] = ResolversParentTypes['CodeName']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentAnchorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentAnchor'] = ResolversParentTypes['CommentAnchor']> = ResolversObject<{
  drawing?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  frame?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  frameEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  frameRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ConceptActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptActivity'] = ResolversParentTypes['ConceptActivity']> = ResolversObject<{
  assetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  event?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LiveActivityKind'], ParentType, ContextType>;
}>;

export type ConceptAdPerformanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAdPerformance'] = ResolversParentTypes['ConceptAdPerformance']> = ResolversObject<{
  adCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  adName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetSetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetSetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channelCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConceptAnalyticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAnalytics'] = ResolversParentTypes['ConceptAnalytics']> = ResolversObject<{
  ads?: Resolver<Array<ResolversTypes['ConceptAdPerformance']>, ParentType, ContextType>;
  allocationRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationMedian?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
  assets?: Resolver<Array<ResolversTypes['ConceptAssetPerformance']>, ParentType, ContextType>;
  conceptCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['CreativeMetricsDay']>, ParentType, ContextType>;
  fatigue?: Resolver<Maybe<ResolversTypes['CreativeFatigue']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
}>;

export type ConceptAssetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAsset'] = ResolversParentTypes['ConceptAsset']> = ResolversObject<{
  actualEffort?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  adMatchSearchTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aspectRatio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assetUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assignedUser?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  audit?: Resolver<ResolversTypes['Audit'], ParentType, ContextType>;
  bitrate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  concept?: Resolver<ResolversTypes['ConceptAssetConcept'], ParentType, ContextType>;
  creativeLead?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  creativeNode?: Resolver<Maybe<ResolversTypes['CreativeNodeCodeRef']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedEffort?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['AssetFileType']>, ParentType, ContextType>;
  fileVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  frameRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  isPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastDecision?: Resolver<Maybe<ResolversTypes['AssetDecisionRecord']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playableUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processingError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scrubStrip?: Resolver<Maybe<ResolversTypes['AssetScrubStrip']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['CreativeTag']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usageType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['ConceptAssetVersion']>, ParentType, ContextType>;
  viewerCanApprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanWorkflow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  workflowStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConceptAssetConceptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAssetConcept'] = ResolversParentTypes['ConceptAssetConcept']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConceptAssetPerformanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAssetPerformance'] = ResolversParentTypes['ConceptAssetPerformance']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fatigue?: Resolver<Maybe<ResolversTypes['CreativeFatigue']>, ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConceptAssetVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptAssetVersion'] = ResolversParentTypes['ConceptAssetVersion']> = ResolversObject<{
  createBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playableUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  versionNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ConceptReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptReview'] = ResolversParentTypes['ConceptReview']> = ResolversObject<{
  conceptCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasStages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['ReviewStage']>, ParentType, ContextType>;
  viewerCanConfigure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanDecide?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConceptViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConceptViewer'] = ResolversParentTypes['ConceptViewer']> = ResolversObject<{
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type CreativeAdMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeAdMatch'] = ResolversParentTypes['CreativeAdMatch']> = ResolversObject<{
  adCopy?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  concept?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  conceptAsset?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  externalAssetSetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isCreativeGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEndCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrimaryConcept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCampaignAssetSet?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
}>;

export type CreativeConceptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeConcept'] = ResolversParentTypes['CreativeConcept']> = ResolversObject<{
  actualEffort?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  adMatchSearchTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  assetFolderUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assignedUser?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  audit?: Resolver<ResolversTypes['Audit'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['CreativeConceptChannel']>, ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creativeLead?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  creativeNode?: Resolver<Maybe<ResolversTypes['CreativeNodeRef']>, ParentType, ContextType>;
  creativeTags?: Resolver<Array<ResolversTypes['CreativeTag']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedEffort?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lifeCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCreativeConcept?: Resolver<Maybe<ResolversTypes['CreativeConceptRef']>, ParentType, ContextType>;
  previewAsset?: Resolver<Maybe<ResolversTypes['PreviewAsset']>, ParentType, ContextType>;
  productionAssetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  shareUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['CreativeTag']>, ParentType, ContextType>;
  targetDeliveryDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uaLead?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerCanApprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanChangeFolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanLinkAds?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workflowStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeConceptChannelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeConceptChannel'] = ResolversParentTypes['CreativeConceptChannel']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportedAssets?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type CreativeConceptNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeConceptNode'] = ResolversParentTypes['CreativeConceptNode']> = ResolversObject<{
  assetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creativeNodes?: Resolver<Array<ResolversTypes['CreativeConceptNode']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeType?: Resolver<ResolversTypes['CreativeNodeType'], ParentType, ContextType>;
  parentCreativeNode?: Resolver<Maybe<ResolversTypes['CreativeNodeCodeRef']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreativeConceptPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeConceptPage'] = ResolversParentTypes['CreativeConceptPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CreativeConcept']>, ParentType, ContextType>;
  totalItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreativeConceptRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeConceptRef'] = ResolversParentTypes['CreativeConceptRef']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  internalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeFatigueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeFatigue'] = ResolversParentTypes['CreativeFatigue']> = ResolversObject<{
  assetCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conceptCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  levelBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onsetDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeMetricsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeMetrics'] = ResolversParentTypes['CreativeMetrics']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['CurrencyAmounts']>, ParentType, ContextType>;
  clicks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  clicksWithInstalls?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cpi?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ctr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cvr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  impressions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  impressionsWithClicks?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  impressionsWithInstalls?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  installs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ipm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  missingRateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missingRates?: Resolver<Array<ResolversTypes['MissingExchangeRate']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  roas?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spendWithInstalls?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spendWithRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  videoCompletions?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  videoStarts?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CreativeMetricsDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeMetricsDay'] = ResolversParentTypes['CreativeMetricsDay']> = ResolversObject<{
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
}>;

export type CreativeNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeNode'] = ResolversParentTypes['CreativeNode']> = ResolversObject<{
  assetCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creativeNodes?: Resolver<Array<ResolversTypes['CreativeNode']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeType?: Resolver<ResolversTypes['CreativeNodeType'], ParentType, ContextType>;
  parentCreativeNode?: Resolver<Maybe<ResolversTypes['CreativeNodeCodeRef']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalConceptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreativeNodeCodeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeNodeCodeRef'] = ResolversParentTypes['CreativeNodeCodeRef']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeNodeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeNodeRef'] = ResolversParentTypes['CreativeNodeRef']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pathNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreativeNodeTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeNodeType'] = ResolversParentTypes['CreativeNodeType']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativePerformanceReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativePerformanceReport'] = ResolversParentTypes['CreativePerformanceReport']> = ResolversObject<{
  allocationRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreativePerformanceRow']>, ParentType, ContextType>;
  sortBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
}>;

export type CreativePerformanceRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativePerformanceRow'] = ResolversParentTypes['CreativePerformanceRow']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conceptCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enoughData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fatigue?: Resolver<Maybe<ResolversTypes['CreativeFatigue']>, ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CreativePerformanceSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativePerformanceSeries'] = ResolversParentTypes['CreativePerformanceSeries']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['CreativeMetricsDay']>, ParentType, ContextType>;
  metrics?: Resolver<ResolversTypes['CreativeMetrics'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeSettingsFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeSettingsField'] = ResolversParentTypes['CreativeSettingsField']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conceptIntendedUse?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectValues?: Resolver<Array<ResolversTypes['CreativeSettingsSelectValue']>, ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CreativeSettingsSelectValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeSettingsSelectValue'] = ResolversParentTypes['CreativeSettingsSelectValue']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeTag'] = ResolversParentTypes['CreativeTag']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreativeVirtualNodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreativeVirtualNode'] = ResolversParentTypes['CreativeVirtualNode']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['CreativeVirtualNode']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filter?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyAmountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyAmounts'] = ResolversParentTypes['CurrencyAmounts']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  spend?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ExchangeRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updateDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ExchangeRatePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRatePage'] = ResolversParentTypes['ExchangeRatePage']> = ResolversObject<{
  accountCurrencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  reportingCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalItemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExchangeRatesImportErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRatesImportError'] = ResolversParentTypes['ExchangeRatesImportError']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExchangeRatesImportPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRatesImportPreview'] = ResolversParentTypes['ExchangeRatesImportPreview']> = ResolversObject<{
  changedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ExchangeRatesImportError']>, ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportingCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchangedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExchangeRatesImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRatesImportResult'] = ResolversParentTypes['ExchangeRatesImportResult']> = ResolversObject<{
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ExchangeRatesImportError']>, ParentType, ContextType>;
  reportingCurrency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writtenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GdsReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GdsReport'] = ResolversParentTypes['GdsReport']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GdsReportCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GdsReportCategory'] = ResolversParentTypes['GdsReportCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gdsReports?: Resolver<Array<ResolversTypes['GdsReport']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GdsReportReachabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GdsReportReachability'] = ResolversParentTypes['GdsReportReachability']> = ResolversObject<{
  isReachable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['GdsReportProblem']>, ParentType, ContextType>;
}>;

export type HistoryAssetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryAsset'] = ResolversParentTypes['HistoryAsset']> = ResolversObject<{
  assetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryAuditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryAudit'] = ResolversParentTypes['HistoryAudit']> = ResolversObject<{
  createBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type HistoryChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryChange'] = ResolversParentTypes['HistoryChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  anchor?: Resolver<Maybe<ResolversTypes['CommentAnchor']>, ParentType, ContextType>;
  asset?: Resolver<Maybe<ResolversTypes['HistoryAsset']>, ParentType, ContextType>;
  assetFileVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  audit?: Resolver<ResolversTypes['HistoryAudit'], ParentType, ContextType>;
  changeList?: Resolver<Array<ResolversTypes['HistoryChange']>, ParentType, ContextType>;
  changes?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isResolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  resolvedBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  viewerCanResolve?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  clients?: Resolver<Array<ResolversTypes['MeClient']>, ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPlatformStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MeClient'] = ResolversParentTypes['MeClient']> = ResolversObject<{
  applications?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MissingExchangeRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MissingExchangeRate'] = ResolversParentTypes['MissingExchangeRate']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  abortCreativeConceptAssetUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAbortCreativeConceptAssetUploadArgs, 'clientCode' | 'uploadId'>>;
  acceptAllApplicationCreativeChildConcepts?: Resolver<Array<ResolversTypes['CreativeConcept']>, ParentType, ContextType, RequireFields<MutationAcceptAllApplicationCreativeChildConceptsArgs, 'applicationCode' | 'clientCode' | 'parentConceptCode'>>;
  acceptAllApplicationCreativeConceptAssets?: Resolver<Array<ResolversTypes['ConceptAsset']>, ParentType, ContextType, RequireFields<MutationAcceptAllApplicationCreativeConceptAssetsArgs, 'applicationCode' | 'clientCode' | 'conceptCode'>>;
  addAdCopy?: Resolver<ResolversTypes['AdCopy'], ParentType, ContextType, RequireFields<MutationAddAdCopyArgs, 'adCopy' | 'applicationCode' | 'clientCode'>>;
  addAdNamingTemplate?: Resolver<ResolversTypes['AdNamingTemplate'], ParentType, ContextType, RequireFields<MutationAddAdNamingTemplateArgs, 'applicationCode' | 'clientCode' | 'template'>>;
  addApplicationCreativeConceptAssetComment?: Resolver<ResolversTypes['HistoryEntry'], ParentType, ContextType, RequireFields<MutationAddApplicationCreativeConceptAssetCommentArgs, 'clientCode' | 'comment' | 'conceptAssetCode'>>;
  addApplicationCreativeConceptComment?: Resolver<ResolversTypes['HistoryEntry'], ParentType, ContextType, RequireFields<MutationAddApplicationCreativeConceptCommentArgs, 'clientCode' | 'comment' | 'conceptCode'>>;
  addCreativeConceptChannel?: Resolver<Array<ResolversTypes['CreativeConceptChannel']>, ParentType, ContextType, RequireFields<MutationAddCreativeConceptChannelArgs, 'channelCode' | 'clientCode' | 'conceptCode'>>;
  approveApplicationCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationApproveApplicationCreativeConceptAssetArgs, 'applicationCode' | 'clientCode' | 'conceptAssetCode'>>;
  changeApplicationCreativeConceptModel?: Resolver<ResolversTypes['CreativeConcept'], ParentType, ContextType, RequireFields<MutationChangeApplicationCreativeConceptModelArgs, 'clientCode' | 'conceptCode'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createActionItem?: Resolver<ResolversTypes['ActionItem'], ParentType, ContextType, RequireFields<MutationCreateActionItemArgs, 'actionItem' | 'clientCode'>>;
  createActionItemCategory?: Resolver<ResolversTypes['ActionItemCategory'], ParentType, ContextType, RequireFields<MutationCreateActionItemCategoryArgs, 'category' | 'clientCode'>>;
  createAdAccount?: Resolver<ResolversTypes['AdAccount'], ParentType, ContextType, RequireFields<MutationCreateAdAccountArgs, 'adAccount' | 'applicationCode' | 'clientCode'>>;
  createApplication?: Resolver<ResolversTypes['Application'], ParentType, ContextType, RequireFields<MutationCreateApplicationArgs, 'application' | 'clientCode'>>;
  createApplicationCreativeConcept?: Resolver<ResolversTypes['CreativeConcept'], ParentType, ContextType, RequireFields<MutationCreateApplicationCreativeConceptArgs, 'clientCode' | 'concept'>>;
  createClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'client'>>;
  createClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationCreateClientUserArgs, 'clientCode' | 'user'>>;
  createCreativeAdMatch?: Resolver<ResolversTypes['CreativeAdMatch'], ParentType, ContextType, RequireFields<MutationCreateCreativeAdMatchArgs, 'applicationCode' | 'clientCode' | 'creativeAdMatch'>>;
  createCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationCreateCreativeConceptAssetArgs, 'asset' | 'clientCode' | 'conceptCode'>>;
  createCreativeConceptAssetUpload?: Resolver<ResolversTypes['AssetUploadSession'], ParentType, ContextType, RequireFields<MutationCreateCreativeConceptAssetUploadArgs, 'assetType' | 'clientCode' | 'conceptCode' | 'metaData'>>;
  createCreativeConceptNode?: Resolver<ResolversTypes['CreativeConceptNode'], ParentType, ContextType, RequireFields<MutationCreateCreativeConceptNodeArgs, 'clientCode' | 'conceptCode' | 'node'>>;
  createCreativeConceptShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationCreateCreativeConceptShareLinkArgs, 'clientCode' | 'conceptCode' | 'link'>>;
  createCreativeNode?: Resolver<ResolversTypes['CreativeNode'], ParentType, ContextType, RequireFields<MutationCreateCreativeNodeArgs, 'applicationCode' | 'clientCode' | 'node'>>;
  createCreativeTag?: Resolver<ResolversTypes['CreativeTag'], ParentType, ContextType, RequireFields<MutationCreateCreativeTagArgs, 'clientCode' | 'tag'>>;
  createGdsReport?: Resolver<ResolversTypes['GdsReport'], ParentType, ContextType, RequireFields<MutationCreateGdsReportArgs, 'categoryCode' | 'clientCode' | 'report'>>;
  createGdsReportCategory?: Resolver<ResolversTypes['GdsReportCategory'], ParentType, ContextType, RequireFields<MutationCreateGdsReportCategoryArgs, 'category' | 'clientCode'>>;
  deactivateClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationDeactivateClientUserArgs, 'clientCode' | 'emailAddress'>>;
  decideConceptReviewStage?: Resolver<ResolversTypes['ConceptReview'], ParentType, ContextType, RequireFields<MutationDecideConceptReviewStageArgs, 'clientCode' | 'conceptCode' | 'decision'>>;
  deleteAdAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdAccountArgs, 'adAccountCode' | 'applicationCode' | 'clientCode'>>;
  deleteAdCopy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdCopyArgs, 'adCopyCode' | 'applicationCode' | 'clientCode'>>;
  deleteAdNamingTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdNamingTemplateArgs, 'applicationCode' | 'clientCode' | 'templateCode'>>;
  deleteApplicationCreativeConcept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteApplicationCreativeConceptArgs, 'clientCode' | 'conceptCode'>>;
  deleteCreativeAdMatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCreativeAdMatchArgs, 'applicationCode' | 'clientCode' | 'creativeAdMatchCode'>>;
  deleteCreativeConceptAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCreativeConceptAssetArgs, 'clientCode' | 'conceptAssetCode'>>;
  deleteCreativeConceptChannel?: Resolver<Array<ResolversTypes['CreativeConceptChannel']>, ParentType, ContextType, RequireFields<MutationDeleteCreativeConceptChannelArgs, 'channelCode' | 'clientCode' | 'conceptCode'>>;
  deleteCreativeConceptNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCreativeConceptNodeArgs, 'clientCode' | 'conceptCode' | 'nodeCode'>>;
  deleteCreativeNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCreativeNodeArgs, 'applicationCode' | 'clientCode' | 'nodeCode'>>;
  deleteExchangeRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExchangeRateArgs, 'applicationCode' | 'clientCode' | 'currency' | 'day'>>;
  deleteGdsReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGdsReportArgs, 'clientCode' | 'reportCode'>>;
  deleteGdsReportCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGdsReportCategoryArgs, 'categoryCode' | 'clientCode'>>;
  exportCreativeConceptReview?: Resolver<ResolversTypes['ReviewExport'], ParentType, ContextType, RequireFields<MutationExportCreativeConceptReviewArgs, 'clientCode' | 'conceptCode' | 'format'>>;
  finishCreativeConceptAssetUpload?: Resolver<ResolversTypes['AssetUploadResult'], ParentType, ContextType, RequireFields<MutationFinishCreativeConceptAssetUploadArgs, 'assetCode' | 'clientCode' | 'conceptCode' | 'parts' | 'uploadId'>>;
  getCreativeConceptAssetUploadUrl?: Resolver<ResolversTypes['AssetUploadUrl'], ParentType, ContextType, RequireFields<MutationGetCreativeConceptAssetUploadUrlArgs, 'assetCode' | 'clientCode' | 'conceptCode' | 'partNumber' | 'uploadId'>>;
  importAdCopies?: Resolver<ResolversTypes['AdCopyImportResult'], ParentType, ContextType, RequireFields<MutationImportAdCopiesArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  importAdMetrics?: Resolver<ResolversTypes['AdMetricsImportResult'], ParentType, ContextType, RequireFields<MutationImportAdMetricsArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  importAdTree?: Resolver<ResolversTypes['AdSyncRun'], ParentType, ContextType, RequireFields<MutationImportAdTreeArgs, 'adAccountCode' | 'applicationCode' | 'clientCode' | 'content' | 'format'>>;
  importExchangeRates?: Resolver<ResolversTypes['ExchangeRatesImportResult'], ParentType, ContextType, RequireFields<MutationImportExchangeRatesArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  linkSubCampaignAssetSetConcept?: Resolver<ResolversTypes['AdLinkageAssetSet'], ParentType, ContextType, RequireFields<MutationLinkSubCampaignAssetSetConceptArgs, 'applicationCode' | 'clientCode' | 'conceptCode' | 'link' | 'subCampaignAssetSetCode'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'notificationCode'>>;
  mergeCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationMergeCreativeConceptAssetArgs, 'clientCode' | 'destinationConceptAssetCode' | 'sourceConceptAssetCode'>>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  previewAdCopyImport?: Resolver<ResolversTypes['AdCopyImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewAdCopyImportArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  previewAdMetricsImport?: Resolver<ResolversTypes['AdMetricsImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewAdMetricsImportArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  previewAdTreeImport?: Resolver<ResolversTypes['AdTreeImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewAdTreeImportArgs, 'adAccountCode' | 'applicationCode' | 'clientCode' | 'content' | 'format'>>;
  previewExchangeRatesImport?: Resolver<ResolversTypes['ExchangeRatesImportPreview'], ParentType, ContextType, RequireFields<MutationPreviewExchangeRatesImportArgs, 'applicationCode' | 'clientCode' | 'csv'>>;
  reactivateClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationReactivateClientUserArgs, 'clientCode' | 'emailAddress'>>;
  rejectAllApplicationCreativeChildConcepts?: Resolver<Array<ResolversTypes['CreativeConcept']>, ParentType, ContextType, RequireFields<MutationRejectAllApplicationCreativeChildConceptsArgs, 'applicationCode' | 'clientCode' | 'parentConceptCode'>>;
  rejectAllApplicationCreativeConceptAssets?: Resolver<Array<ResolversTypes['ConceptAsset']>, ParentType, ContextType, RequireFields<MutationRejectAllApplicationCreativeConceptAssetsArgs, 'applicationCode' | 'clientCode' | 'conceptCode'>>;
  rejectApplicationCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationRejectApplicationCreativeConceptAssetArgs, 'applicationCode' | 'clientCode' | 'conceptAssetCode'>>;
  resolveCreativeConceptAssetComment?: Resolver<ResolversTypes['HistoryEntry'], ParentType, ContextType, RequireFields<MutationResolveCreativeConceptAssetCommentArgs, 'clientCode' | 'commentId' | 'conceptAssetCode' | 'resolved'>>;
  restoreCreativeConceptAssetVersion?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationRestoreCreativeConceptAssetVersionArgs, 'clientCode' | 'conceptAssetCode' | 'versionNumber'>>;
  retryCreativeConceptAssetProcessing?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationRetryCreativeConceptAssetProcessingArgs, 'clientCode' | 'conceptAssetCode'>>;
  reviewAdLinkSuggestions?: Resolver<Array<ResolversTypes['AdLinkReviewOutcome']>, ParentType, ContextType, RequireFields<MutationReviewAdLinkSuggestionsArgs, 'applicationCode' | 'clientCode' | 'codes' | 'decision'>>;
  revokeCreativeConceptShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationRevokeCreativeConceptShareLinkArgs, 'clientCode' | 'conceptCode' | 'shareLinkCode'>>;
  runAdAutoLinking?: Resolver<ResolversTypes['AdAutoLinkResult'], ParentType, ContextType, RequireFields<MutationRunAdAutoLinkingArgs, 'applicationCode' | 'clientCode'>>;
  saveAdCopyLengthRule?: Resolver<ResolversTypes['AdCopyLengthRule'], ParentType, ContextType, RequireFields<MutationSaveAdCopyLengthRuleArgs, 'rule'>>;
  setApplicationUaSettings?: Resolver<Array<ResolversTypes['ApplicationUaSetting']>, ParentType, ContextType, RequireFields<MutationSetApplicationUaSettingsArgs, 'applicationCode' | 'clientCode' | 'settings'>>;
  setClientUserRoles?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationSetClientUserRolesArgs, 'clientCode' | 'emailAddress' | 'roles'>>;
  setConceptReviewStages?: Resolver<ResolversTypes['ConceptReview'], ParentType, ContextType, RequireFields<MutationSetConceptReviewStagesArgs, 'clientCode' | 'conceptCode' | 'stages'>>;
  setExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationSetExchangeRateArgs, 'applicationCode' | 'clientCode' | 'currency' | 'day' | 'rate'>>;
  signIn?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  syncAdAccount?: Resolver<ResolversTypes['AdAccount'], ParentType, ContextType, RequireFields<MutationSyncAdAccountArgs, 'adAccountCode' | 'applicationCode' | 'clientCode'>>;
  trackCurrentUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackCurrentUserArgs, 'applicationCode' | 'clientCode'>>;
  trackUserAction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackUserActionArgs, 'action' | 'clientCode' | 'feature' | 'featureSet' | 'product'>>;
  unlinkSubCampaignAssetSetConcept?: Resolver<ResolversTypes['AdLinkageAssetSet'], ParentType, ContextType, RequireFields<MutationUnlinkSubCampaignAssetSetConceptArgs, 'applicationCode' | 'clientCode' | 'conceptCode' | 'subCampaignAssetSetCode'>>;
  unsubscribeNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeNotificationsArgs, 'token'>>;
  updateActionItem?: Resolver<ResolversTypes['ActionItem'], ParentType, ContextType, RequireFields<MutationUpdateActionItemArgs, 'actionItem' | 'actionItemCode' | 'clientCode'>>;
  updateActionItemCategory?: Resolver<ResolversTypes['ActionItemCategory'], ParentType, ContextType, RequireFields<MutationUpdateActionItemCategoryArgs, 'category' | 'categoryCode' | 'clientCode'>>;
  updateAdAccount?: Resolver<ResolversTypes['AdAccount'], ParentType, ContextType, RequireFields<MutationUpdateAdAccountArgs, 'adAccount' | 'adAccountCode' | 'applicationCode' | 'clientCode'>>;
  updateAdCopy?: Resolver<ResolversTypes['AdCopy'], ParentType, ContextType, RequireFields<MutationUpdateAdCopyArgs, 'adCopy' | 'adCopyCode' | 'applicationCode' | 'clientCode'>>;
  updateAdLinkSettings?: Resolver<ResolversTypes['AdLinkSettings'], ParentType, ContextType, RequireFields<MutationUpdateAdLinkSettingsArgs, 'applicationCode' | 'clientCode' | 'settings'>>;
  updateApplicationCreativeConcept?: Resolver<ResolversTypes['CreativeConcept'], ParentType, ContextType, RequireFields<MutationUpdateApplicationCreativeConceptArgs, 'clientCode' | 'concept' | 'conceptCode'>>;
  updateClientUser?: Resolver<ResolversTypes['ClientUser'], ParentType, ContextType, RequireFields<MutationUpdateClientUserArgs, 'clientCode' | 'emailAddress' | 'user'>>;
  updateCreativeAdMatch?: Resolver<ResolversTypes['CreativeAdMatch'], ParentType, ContextType, RequireFields<MutationUpdateCreativeAdMatchArgs, 'applicationCode' | 'clientCode' | 'creativeAdMatch' | 'creativeAdMatchCode'>>;
  updateCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<MutationUpdateCreativeConceptAssetArgs, 'asset' | 'clientCode' | 'conceptAssetCode'>>;
  updateCreativeConceptChannel?: Resolver<Array<ResolversTypes['CreativeConceptChannel']>, ParentType, ContextType, RequireFields<MutationUpdateCreativeConceptChannelArgs, 'channelCode' | 'clientCode' | 'conceptCode' | 'status'>>;
  updateCreativeConceptNode?: Resolver<ResolversTypes['CreativeConceptNode'], ParentType, ContextType, RequireFields<MutationUpdateCreativeConceptNodeArgs, 'clientCode' | 'conceptCode' | 'node' | 'nodeCode'>>;
  updateCreativeNode?: Resolver<ResolversTypes['CreativeNode'], ParentType, ContextType, RequireFields<MutationUpdateCreativeNodeArgs, 'applicationCode' | 'clientCode' | 'node' | 'nodeCode'>>;
  updateGdsReportCategory?: Resolver<ResolversTypes['GdsReportCategory'], ParentType, ContextType, RequireFields<MutationUpdateGdsReportCategoryArgs, 'category' | 'categoryCode' | 'clientCode'>>;
  updateMultipleCreativeConceptNode?: Resolver<Array<ResolversTypes['CreativeConceptNode']>, ParentType, ContextType, RequireFields<MutationUpdateMultipleCreativeConceptNodeArgs, 'clientCode' | 'conceptCode' | 'nodes'>>;
  updateMultipleCreativeNode?: Resolver<Array<ResolversTypes['CreativeNode']>, ParentType, ContextType, RequireFields<MutationUpdateMultipleCreativeNodeArgs, 'applicationCode' | 'clientCode' | 'nodes'>>;
  updateMyNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationUpdateMyNotificationSettingsArgs, 'settings'>>;
  updateUserActionItem?: Resolver<ResolversTypes['ActionItem'], ParentType, ContextType, RequireFields<MutationUpdateUserActionItemArgs, 'actionItem' | 'actionItemCode'>>;
}>;

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['NotificationClient']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationActivity'] = ResolversParentTypes['NotificationActivity']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['LiveActivityKind'], ParentType, ContextType>;
  notificationCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationClient'] = ResolversParentTypes['NotificationClient']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  emailKinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inAppKinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isEmailAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEmailOff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = ResolversObject<{
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PreviewAssetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PreviewAsset'] = ResolversParentTypes['PreviewAsset']> = ResolversObject<{
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actionItemCategories?: Resolver<Array<ResolversTypes['ActionItemCategory']>, ParentType, ContextType, RequireFields<QueryActionItemCategoriesArgs, 'clientCode'>>;
  actionItems?: Resolver<Array<ResolversTypes['ActionItem']>, ParentType, ContextType, RequireFields<QueryActionItemsArgs, 'clientCode'>>;
  adAccountSyncRuns?: Resolver<Array<ResolversTypes['AdSyncRun']>, ParentType, ContextType, RequireFields<QueryAdAccountSyncRunsArgs, 'adAccountCode' | 'applicationCode' | 'clientCode' | 'limit'>>;
  adAccounts?: Resolver<Array<ResolversTypes['AdAccount']>, ParentType, ContextType, RequireFields<QueryAdAccountsArgs, 'applicationCode' | 'clientCode'>>;
  adCopies?: Resolver<ResolversTypes['AdCopyPage'], ParentType, ContextType, RequireFields<QueryAdCopiesArgs, 'applicationCode' | 'clientCode' | 'limit' | 'offset'>>;
  adCopy?: Resolver<ResolversTypes['AdCopy'], ParentType, ContextType, RequireFields<QueryAdCopyArgs, 'adCopyCode' | 'applicationCode' | 'clientCode'>>;
  adCopyLengthRules?: Resolver<Array<ResolversTypes['AdCopyLengthRule']>, ParentType, ContextType>;
  adCopyNetworks?: Resolver<Array<ResolversTypes['AdCopyNetwork']>, ParentType, ContextType, RequireFields<QueryAdCopyNetworksArgs, 'applicationCode' | 'clientCode'>>;
  adCopyPerformanceRanks?: Resolver<Array<ResolversTypes['AdCopyPerformanceRank']>, ParentType, ContextType, RequireFields<QueryAdCopyPerformanceRanksArgs, 'applicationCode' | 'clientCode' | 'from' | 'to'>>;
  adLinkSettings?: Resolver<ResolversTypes['AdLinkSettings'], ParentType, ContextType, RequireFields<QueryAdLinkSettingsArgs, 'applicationCode' | 'clientCode'>>;
  adLinkSuggestions?: Resolver<ResolversTypes['AdLinkSuggestionPage'], ParentType, ContextType, RequireFields<QueryAdLinkSuggestionsArgs, 'applicationCode' | 'clientCode' | 'limit' | 'offset'>>;
  adLinkageAssetSetPath?: Resolver<ResolversTypes['AdLinkageAssetSetPath'], ParentType, ContextType, RequireFields<QueryAdLinkageAssetSetPathArgs, 'applicationCode' | 'assetSetCode' | 'clientCode'>>;
  adLinkageTreeAssetSets?: Resolver<Array<ResolversTypes['AdLinkageAssetSet']>, ParentType, ContextType, RequireFields<QueryAdLinkageTreeAssetSetsArgs, 'applicationCode' | 'clientCode' | 'conceptCode' | 'subCampaignCode'>>;
  adLinkageTreeCampaigns?: Resolver<Array<ResolversTypes['AdLinkageTreeNode']>, ParentType, ContextType, RequireFields<QueryAdLinkageTreeCampaignsArgs, 'applicationCode' | 'channelCode' | 'clientCode' | 'conceptCode'>>;
  adLinkageTreeChannels?: Resolver<Array<ResolversTypes['AdLinkageTreeNode']>, ParentType, ContextType, RequireFields<QueryAdLinkageTreeChannelsArgs, 'applicationCode' | 'clientCode' | 'conceptCode'>>;
  adLinkageTreeSubCampaigns?: Resolver<Array<ResolversTypes['AdLinkageTreeNode']>, ParentType, ContextType, RequireFields<QueryAdLinkageTreeSubCampaignsArgs, 'applicationCode' | 'campaignCode' | 'clientCode' | 'conceptCode'>>;
  adNamingTemplateDryRun?: Resolver<ResolversTypes['AdNamingTemplateDryRun'], ParentType, ContextType, RequireFields<QueryAdNamingTemplateDryRunArgs, 'applicationCode' | 'clientCode' | 'template'>>;
  adNamingTemplates?: Resolver<Array<ResolversTypes['AdNamingTemplate']>, ParentType, ContextType, RequireFields<QueryAdNamingTemplatesArgs, 'applicationCode' | 'clientCode'>>;
  applicationCreativeConcept?: Resolver<ResolversTypes['CreativeConcept'], ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptArgs, 'clientCode' | 'conceptCode'>>;
  applicationCreativeConceptAsset?: Resolver<ResolversTypes['ConceptAsset'], ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptAssetArgs, 'clientCode' | 'conceptAssetCode'>>;
  applicationCreativeConceptAssets?: Resolver<Array<ResolversTypes['ConceptAsset']>, ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptAssetsArgs, 'clientCode' | 'conceptCode'>>;
  applicationCreativeConceptByInternalId?: Resolver<ResolversTypes['CreativeConcept'], ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptByInternalIdArgs, 'clientCode' | 'internalId'>>;
  applicationCreativeConceptChannels?: Resolver<Array<ResolversTypes['CreativeConceptChannel']>, ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptChannelsArgs, 'clientCode' | 'conceptCode'>>;
  applicationCreativeConcepts?: Resolver<ResolversTypes['CreativeConceptPage'], ParentType, ContextType, RequireFields<QueryApplicationCreativeConceptsArgs, 'applicationCode' | 'clientCode' | 'limit' | 'offset'>>;
  applicationUaSettings?: Resolver<Array<ResolversTypes['ApplicationUaSetting']>, ParentType, ContextType, RequireFields<QueryApplicationUaSettingsArgs, 'applicationCode' | 'clientCode'>>;
  assetUploadSettings?: Resolver<ResolversTypes['AssetUploadSettings'], ParentType, ContextType, RequireFields<QueryAssetUploadSettingsArgs, 'clientCode'>>;
  clientUsers?: Resolver<Array<ResolversTypes['ClientUser']>, ParentType, ContextType, RequireFields<QueryClientUsersArgs, 'clientCode'>>;
  clients?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  conceptAnalytics?: Resolver<ResolversTypes['ConceptAnalytics'], ParentType, ContextType, RequireFields<QueryConceptAnalyticsArgs, 'applicationCode' | 'clientCode' | 'conceptCode' | 'from' | 'to'>>;
  conceptReview?: Resolver<ResolversTypes['ConceptReview'], ParentType, ContextType, RequireFields<QueryConceptReviewArgs, 'clientCode' | 'conceptCode'>>;
  conceptViewers?: Resolver<Array<ResolversTypes['ConceptViewer']>, ParentType, ContextType, RequireFields<QueryConceptViewersArgs, 'clientCode' | 'conceptCode'>>;
  creativeChannels?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  creativeConceptAssetUpload?: Resolver<ResolversTypes['AssetUploadState'], ParentType, ContextType, RequireFields<QueryCreativeConceptAssetUploadArgs, 'clientCode' | 'uploadId'>>;
  creativeConceptNodes?: Resolver<Array<ResolversTypes['CreativeConceptNode']>, ParentType, ContextType, RequireFields<QueryCreativeConceptNodesArgs, 'clientCode' | 'conceptCode'>>;
  creativeConceptShareLinks?: Resolver<Array<ResolversTypes['ShareLink']>, ParentType, ContextType, RequireFields<QueryCreativeConceptShareLinksArgs, 'clientCode' | 'conceptCode'>>;
  creativeConceptVirtualNodes?: Resolver<Array<ResolversTypes['CreativeVirtualNode']>, ParentType, ContextType, RequireFields<QueryCreativeConceptVirtualNodesArgs, 'clientCode' | 'conceptCode'>>;
  creativeFatigueFlags?: Resolver<Array<ResolversTypes['CreativeFatigue']>, ParentType, ContextType, RequireFields<QueryCreativeFatigueFlagsArgs, 'applicationCode' | 'clientCode'>>;
  creativeNodeTypes?: Resolver<Array<ResolversTypes['CreativeNodeType']>, ParentType, ContextType>;
  creativeNodes?: Resolver<Array<ResolversTypes['CreativeNode']>, ParentType, ContextType, RequireFields<QueryCreativeNodesArgs, 'applicationCode' | 'clientCode'>>;
  creativePerformance?: Resolver<ResolversTypes['CreativePerformanceReport'], ParentType, ContextType, RequireFields<QueryCreativePerformanceArgs, 'applicationCode' | 'clientCode' | 'from' | 'groupBy' | 'to'>>;
  creativePerformanceTrend?: Resolver<Array<ResolversTypes['CreativePerformanceSeries']>, ParentType, ContextType, RequireFields<QueryCreativePerformanceTrendArgs, 'applicationCode' | 'clientCode' | 'codes' | 'from' | 'groupBy' | 'to'>>;
  creativeSettingsFields?: Resolver<Array<ResolversTypes['CreativeSettingsField']>, ParentType, ContextType, RequireFields<QueryCreativeSettingsFieldsArgs, 'applicationCode' | 'clientCode'>>;
  creativeTags?: Resolver<Array<ResolversTypes['CreativeTag']>, ParentType, ContextType, RequireFields<QueryCreativeTagsArgs, 'clientCode'>>;
  creativeVirtualNodes?: Resolver<Array<ResolversTypes['CreativeVirtualNode']>, ParentType, ContextType, RequireFields<QueryCreativeVirtualNodesArgs, 'applicationCode' | 'clientCode'>>;
  exchangeRates?: Resolver<ResolversTypes['ExchangeRatePage'], ParentType, ContextType, RequireFields<QueryExchangeRatesArgs, 'applicationCode' | 'clientCode' | 'limit' | 'offset'>>;
  exportAdCopies?: Resolver<ResolversTypes['AdCopyExport'], ParentType, ContextType, RequireFields<QueryExportAdCopiesArgs, 'applicationCode' | 'clientCode'>>;
  exportCreativePerformance?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryExportCreativePerformanceArgs, 'applicationCode' | 'clientCode' | 'from' | 'groupBy' | 'to'>>;
  gdsReportCategories?: Resolver<Array<ResolversTypes['GdsReportCategory']>, ParentType, ContextType, RequireFields<QueryGdsReportCategoriesArgs, 'applicationCode' | 'clientCode' | 'product'>>;
  gdsReportReachability?: Resolver<ResolversTypes['GdsReportReachability'], ParentType, ContextType, RequireFields<QueryGdsReportReachabilityArgs, 'applicationCode' | 'clientCode' | 'reportCode'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  myActionItems?: Resolver<Array<ResolversTypes['ActionItem']>, ParentType, ContextType, Partial<QueryMyActionItemsArgs>>;
  myNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  myNotifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType, Partial<QueryMyNotificationsArgs>>;
  myPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryMyPermissionsArgs, 'clientCode'>>;
  myReviewsWaiting?: Resolver<Array<ResolversTypes['ReviewWaiting']>, ParentType, ContextType, RequireFields<QueryMyReviewsWaitingArgs, 'clientCode'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewerOptions?: Resolver<ResolversTypes['ReviewerOptions'], ParentType, ContextType, RequireFields<QueryReviewerOptionsArgs, 'clientCode'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  uaSettingFields?: Resolver<Array<ResolversTypes['UaSettingField']>, ParentType, ContextType, RequireFields<QueryUaSettingFieldsArgs, 'scope'>>;
}>;

export type ReviewDecisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewDecision'] = ResolversParentTypes['ReviewDecision']> = ResolversObject<{
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['ReviewDecisionKind'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
  reviewedFiles?: Resolver<Array<ResolversTypes['ReviewedFile']>, ParentType, ContextType>;
}>;

export type ReviewExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewExport'] = ResolversParentTypes['ReviewExport']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewStageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewStage'] = ResolversParentTypes['ReviewStage']> = ResolversObject<{
  approvalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  approvalsNeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decisions?: Resolver<Array<ResolversTypes['ReviewDecision']>, ParentType, ContextType>;
  eligibleReviewers?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  isOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewers?: Resolver<Array<ResolversTypes['ReviewStageReviewer']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['ReviewStageRule'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStageStatus'], ParentType, ContextType>;
}>;

export type ReviewStageReviewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewStageReviewer'] = ResolversParentTypes['ReviewStageReviewer']> = ResolversObject<{
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type ReviewWaitingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewWaiting'] = ResolversParentTypes['ReviewWaiting']> = ResolversObject<{
  concept?: Resolver<ResolversTypes['CreativeConceptRef'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReviewStage'], ParentType, ContextType>;
}>;

export type ReviewedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewedFile'] = ResolversParentTypes['ReviewedFile']> = ResolversObject<{
  assetCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReviewerOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewerOptions'] = ResolversParentTypes['ReviewerOptions']> = ResolversObject<{
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = ResolversObject<{
  allowDownloads?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastOpenedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  openCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  conceptActivity?: SubscriptionResolver<ResolversTypes['ConceptActivity'], "conceptActivity", ParentType, ContextType, RequireFields<SubscriptionConceptActivityArgs, 'clientCode' | 'conceptCode'>>;
  myNotificationActivity?: SubscriptionResolver<ResolversTypes['NotificationActivity'], "myNotificationActivity", ParentType, ContextType>;
}>;

export type UaSettingFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UaSettingField'] = ResolversParentTypes['UaSettingField']> = ResolversObject<{
  availableScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectValues?: Resolver<Array<ResolversTypes['UaSettingSelectValue']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['UaSettingFieldSettings'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type UaSettingFieldSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UaSettingFieldSettings'] = ResolversParentTypes['UaSettingFieldSettings']> = ResolversObject<{
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  multiple?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visibilityCondition?: Resolver<Maybe<ResolversTypes['UaSettingVisibilityCondition']>, ParentType, ContextType>;
}>;

export type UaSettingSelectValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UaSettingSelectValue'] = ResolversParentTypes['UaSettingSelectValue']> = ResolversObject<{
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequenceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UaSettingVisibilityConditionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UaSettingVisibilityCondition'] = ResolversParentTypes['UaSettingVisibilityCondition']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ActionItem?: ActionItemResolvers<ContextType>;
  ActionItemApplication?: ActionItemApplicationResolvers<ContextType>;
  ActionItemCategory?: ActionItemCategoryResolvers<ContextType>;
  ActionItemClient?: ActionItemClientResolvers<ContextType>;
  ActionItemLinkedEntity?: ActionItemLinkedEntityResolvers<ContextType>;
  ActionItemMember?: ActionItemMemberResolvers<ContextType>;
  AdAccount?: AdAccountResolvers<ContextType>;
  AdAutoLinkResult?: AdAutoLinkResultResolvers<ContextType>;
  AdCopy?: AdCopyResolvers<ContextType>;
  AdCopyExport?: AdCopyExportResolvers<ContextType>;
  AdCopyImportPreview?: AdCopyImportPreviewResolvers<ContextType>;
  AdCopyImportResult?: AdCopyImportResultResolvers<ContextType>;
  AdCopyImportRow?: AdCopyImportRowResolvers<ContextType>;
  AdCopyLengthRule?: AdCopyLengthRuleResolvers<ContextType>;
  AdCopyNetwork?: AdCopyNetworkResolvers<ContextType>;
  AdCopyPage?: AdCopyPageResolvers<ContextType>;
  AdCopyPerformanceRank?: AdCopyPerformanceRankResolvers<ContextType>;
  AdCopyTranslation?: AdCopyTranslationResolvers<ContextType>;
  AdLinkReviewOutcome?: AdLinkReviewOutcomeResolvers<ContextType>;
  AdLinkSettings?: AdLinkSettingsResolvers<ContextType>;
  AdLinkSuggestion?: AdLinkSuggestionResolvers<ContextType>;
  AdLinkSuggestionPage?: AdLinkSuggestionPageResolvers<ContextType>;
  AdLinkageAd?: AdLinkageAdResolvers<ContextType>;
  AdLinkageAssetSet?: AdLinkageAssetSetResolvers<ContextType>;
  AdLinkageAssetSetPath?: AdLinkageAssetSetPathResolvers<ContextType>;
  AdLinkageTreeNode?: AdLinkageTreeNodeResolvers<ContextType>;
  AdMetricsImportPreview?: AdMetricsImportPreviewResolvers<ContextType>;
  AdMetricsImportResult?: AdMetricsImportResultResolvers<ContextType>;
  AdMetricsImportRow?: AdMetricsImportRowResolvers<ContextType>;
  AdNamingTemplate?: AdNamingTemplateResolvers<ContextType>;
  AdNamingTemplateDryRun?: AdNamingTemplateDryRunResolvers<ContextType>;
  AdNamingTemplateExample?: AdNamingTemplateExampleResolvers<ContextType>;
  AdSyncRun?: AdSyncRunResolvers<ContextType>;
  AdTreeImportPreview?: AdTreeImportPreviewResolvers<ContextType>;
  AdTreeImportRow?: AdTreeImportRowResolvers<ContextType>;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationUaSetting?: ApplicationUaSettingResolvers<ContextType>;
  AssetDecisionRecord?: AssetDecisionRecordResolvers<ContextType>;
  AssetFileType?: AssetFileTypeResolvers<ContextType>;
  AssetScrubStrip?: AssetScrubStripResolvers<ContextType>;
  AssetUploadPart?: AssetUploadPartResolvers<ContextType>;
  AssetUploadResult?: AssetUploadResultResolvers<ContextType>;
  AssetUploadSession?: AssetUploadSessionResolvers<ContextType>;
  AssetUploadSettings?: AssetUploadSettingsResolvers<ContextType>;
  AssetUploadState?: AssetUploadStateResolvers<ContextType>;
  AssetUploadUrl?: AssetUploadUrlResolvers<ContextType>;
  Audit?: AuditResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientUser?: ClientUserResolvers<ContextType>;
  ClientUserRole?: ClientUserRoleResolvers<ContextType>;
  CodeName?: CodeNameResolvers<ContextType>;
  CommentAnchor?: CommentAnchorResolvers<ContextType>;
  ConceptActivity?: ConceptActivityResolvers<ContextType>;
  ConceptAdPerformance?: ConceptAdPerformanceResolvers<ContextType>;
  ConceptAnalytics?: ConceptAnalyticsResolvers<ContextType>;
  ConceptAsset?: ConceptAssetResolvers<ContextType>;
  ConceptAssetConcept?: ConceptAssetConceptResolvers<ContextType>;
  ConceptAssetPerformance?: ConceptAssetPerformanceResolvers<ContextType>;
  ConceptAssetVersion?: ConceptAssetVersionResolvers<ContextType>;
  ConceptReview?: ConceptReviewResolvers<ContextType>;
  ConceptViewer?: ConceptViewerResolvers<ContextType>;
  CreativeAdMatch?: CreativeAdMatchResolvers<ContextType>;
  CreativeConcept?: CreativeConceptResolvers<ContextType>;
  CreativeConceptChannel?: CreativeConceptChannelResolvers<ContextType>;
  CreativeConceptNode?: CreativeConceptNodeResolvers<ContextType>;
  CreativeConceptPage?: CreativeConceptPageResolvers<ContextType>;
  CreativeConceptRef?: CreativeConceptRefResolvers<ContextType>;
  CreativeFatigue?: CreativeFatigueResolvers<ContextType>;
  CreativeMetrics?: CreativeMetricsResolvers<ContextType>;
  CreativeMetricsDay?: CreativeMetricsDayResolvers<ContextType>;
  CreativeNode?: CreativeNodeResolvers<ContextType>;
  CreativeNodeCodeRef?: CreativeNodeCodeRefResolvers<ContextType>;
  CreativeNodeRef?: CreativeNodeRefResolvers<ContextType>;
  CreativeNodeType?: CreativeNodeTypeResolvers<ContextType>;
  CreativePerformanceReport?: CreativePerformanceReportResolvers<ContextType>;
  CreativePerformanceRow?: CreativePerformanceRowResolvers<ContextType>;
  CreativePerformanceSeries?: CreativePerformanceSeriesResolvers<ContextType>;
  CreativeSettingsField?: CreativeSettingsFieldResolvers<ContextType>;
  CreativeSettingsSelectValue?: CreativeSettingsSelectValueResolvers<ContextType>;
  CreativeTag?: CreativeTagResolvers<ContextType>;
  CreativeVirtualNode?: CreativeVirtualNodeResolvers<ContextType>;
  CurrencyAmounts?: CurrencyAmountsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  ExchangeRatePage?: ExchangeRatePageResolvers<ContextType>;
  ExchangeRatesImportError?: ExchangeRatesImportErrorResolvers<ContextType>;
  ExchangeRatesImportPreview?: ExchangeRatesImportPreviewResolvers<ContextType>;
  ExchangeRatesImportResult?: ExchangeRatesImportResultResolvers<ContextType>;
  GdsReport?: GdsReportResolvers<ContextType>;
  GdsReportCategory?: GdsReportCategoryResolvers<ContextType>;
  GdsReportReachability?: GdsReportReachabilityResolvers<ContextType>;
  HistoryAsset?: HistoryAssetResolvers<ContextType>;
  HistoryAudit?: HistoryAuditResolvers<ContextType>;
  HistoryChange?: HistoryChangeResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Me?: MeResolvers<ContextType>;
  MeClient?: MeClientResolvers<ContextType>;
  MissingExchangeRate?: MissingExchangeRateResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationActivity?: NotificationActivityResolvers<ContextType>;
  NotificationClient?: NotificationClientResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PreviewAsset?: PreviewAssetResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReviewDecision?: ReviewDecisionResolvers<ContextType>;
  ReviewExport?: ReviewExportResolvers<ContextType>;
  ReviewStage?: ReviewStageResolvers<ContextType>;
  ReviewStageReviewer?: ReviewStageReviewerResolvers<ContextType>;
  ReviewWaiting?: ReviewWaitingResolvers<ContextType>;
  ReviewedFile?: ReviewedFileResolvers<ContextType>;
  ReviewerOptions?: ReviewerOptionsResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UaSettingField?: UaSettingFieldResolvers<ContextType>;
  UaSettingFieldSettings?: UaSettingFieldSettingsResolvers<ContextType>;
  UaSettingSelectValue?: UaSettingSelectValueResolvers<ContextType>;
  UaSettingVisibilityCondition?: UaSettingVisibilityConditionResolvers<ContextType>;
}>;

