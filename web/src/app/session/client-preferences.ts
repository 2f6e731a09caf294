/**
 * Per-browser choices that survive a reload: the last client used and, per client, the chosen
 * application. Storage can be unavailable (private mode, quota); the app then just forgets.
 */
const LAST_CLIENT_KEY = 'atelier.lastClientCode';
const applicationKey = (clientCode: string) => `atelier.applicationCode.${clientCode}`;

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembering a preference is harmless.
  }
}

export const readLastClientCode = () => readItem(LAST_CLIENT_KEY);
export const writeLastClientCode = (clientCode: string) => writeItem(LAST_CLIENT_KEY, clientCode);
export const readApplicationCode = (clientCode: string) => readItem(applicationKey(clientCode));
export const writeApplicationCode = (clientCode: string, applicationCode: string) => writeItem(applicationKey(clientCode), applicationCode);
