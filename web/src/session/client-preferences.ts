import { createGuardSchema, readStoredState, writeStoredState, type StoredStateSpec } from '../lib/stored-state';

/**
 * Per-browser choices that survive a reload: the last client used and, per client, the chosen
 * application. Storage can be unavailable (private mode, quota); the app then just forgets.
 */
const codeSchema = createGuardSchema((value): value is string => typeof value === 'string');

function buildCodeSpec(key: string): StoredStateSpec<string | null> {
  // Plain text: these entries were written as bare codes before stored state was JSON.
  return { area: 'local', key, schema: codeSchema, createDefault: () => null, format: 'text' };
}

const lastClientSpec = buildCodeSpec('atelier.lastClientCode');
const buildApplicationSpec = (clientCode: string) => buildCodeSpec(`atelier.applicationCode.${clientCode}`);

export const readLastClientCode = () => readStoredState(lastClientSpec);
export const writeLastClientCode = (clientCode: string) => writeStoredState(lastClientSpec, clientCode);
export const readApplicationCode = (clientCode: string) => readStoredState(buildApplicationSpec(clientCode));
export const writeApplicationCode = (clientCode: string, applicationCode: string) =>
  writeStoredState(buildApplicationSpec(clientCode), applicationCode);
