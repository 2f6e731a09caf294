/** tags: a client's creative tags (client-wide or per application). */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { tagResolvers } from './resolvers.js';

export const tagsModule: GraphQLModule = { name: 'tags', schemaPath: findSchemaPath(import.meta.url), resolvers: tagResolvers };
