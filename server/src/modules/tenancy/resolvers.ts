import type { Resolvers } from '../../generated/resolvers.js';
import * as tenancy from './service.js';

export const tenancyResolvers: Resolvers = {
  Query: {
    myPermissions: (_parent, { clientCode }, context) => tenancy.findMyPermissions(context, clientCode),
    clientUsers: (_parent, { clientCode }, context) => tenancy.findClientUsers(context, clientCode),
    clients: (_parent, _args, context) => tenancy.findAllClients(context),
    roles: (_parent, _args, context) => tenancy.findRoles(context),
  },
  Mutation: {
    createClient: (_parent, { client }, context) => tenancy.createClient(context, client),
    createApplication: (_parent, { clientCode, application }, context) => tenancy.createApplication(context, clientCode, application),
    createClientUser: (_parent, { clientCode, user }, context) => tenancy.createClientUser(context, clientCode, user),
    updateClientUser: (_parent, { clientCode, emailAddress, user }, context) =>
      tenancy.updateClientUser(context, clientCode, emailAddress, user),
    setClientUserRoles: (_parent, { clientCode, emailAddress, roles }, context) =>
      tenancy.setClientUserRoles(context, clientCode, emailAddress, roles),
    deactivateClientUser: (_parent, { clientCode, emailAddress }, context) =>
      tenancy.setClientUserStatus(context, clientCode, emailAddress, 'inactive'),
    reactivateClientUser: (_parent, { clientCode, emailAddress }, context) =>
      tenancy.setClientUserStatus(context, clientCode, emailAddress, 'active'),
  },
};
