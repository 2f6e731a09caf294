import { describe, expect, it } from 'vitest';
import { GRAPHQL_MODULES, listSchemaFolders } from './schema.js';

describe('schema assembly', () => {
  it('serves every module folder that declares SDL (the folders codegen reads), in folder order', () => {
    expect(GRAPHQL_MODULES.map((module) => module.name)).toEqual(listSchemaFolders());
  });

  it('reads each module SDL from its own folder', () => {
    for (const module of GRAPHQL_MODULES)
      expect(module.schemaPath).toMatch(new RegExp(`modules[/\\\\]${module.name}[/\\\\]schema\\.graphql$`));
  });
});
