/**
 * tenancy: clients, applications, client users, roles, the permission catalogue, the tenant
 * lookups (codes of a client → row ids) and Access, the one place that decides who may do what.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { tenancyResolvers } from './resolvers.js';

export const tenancyModule: GraphQLModule = { name: 'tenancy', schemaPath: findSchemaPath(import.meta.url), resolvers: tenancyResolvers };

export {
  Access,
  type AccessSource,
  type AccessTarget,
  type ApplicationRef,
  type ApplicationScope,
  type ClientScope,
  type ScopeOf,
} from './access.js';
export { ANY_MEMBER, isAllowed, type AccessRule } from './access-rules.js';
export { COMMENT_RESOLVE, isOwnershipAllowed, MERGE_SOURCE_REMOVE, type OwnershipRule, type RecordPeople } from './ownership-rules.js';
export { ensureAdministrator, INTERNAL_CLIENT, syncTenancyReferenceData } from './bootstrap.js';
export { resolveApplications, resolvePerson, resolveTags } from './lookups.js';
export { ALL_PERMISSIONS, DEFAULT_ROLES, isPermission, type Permission } from './permissions.js';
export { SHARE_LINK_PERMISSIONS, type Principal, type ShareLinkPrincipal, type UserPrincipal, type Viewer } from './principal.js';
/** The administration services the command line runs (the API reaches them through the resolvers). */
export {
  createApplication,
  createClient,
  createClientUser,
  findAllClients,
  findClientUsers,
  findRoles,
  setClientUserRoles,
  setClientUserStatus,
  updateClientUser,
} from './service.js';
