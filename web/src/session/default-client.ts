/** The platform's own client; staff belong to it but rarely want to land in it. */
export const INTERNAL_CLIENT_CODE = 'atelier';

interface ClientChoice {
  code: string;
}

/**
 * The client to open when the URL names none: the one used last (if the user can still see it),
 * otherwise the first customer client, otherwise whatever comes first. Null when the user has none.
 */
export function chooseDefaultClientCode(clients: readonly ClientChoice[], lastUsedClientCode: string | null): string | null {
  if (lastUsedClientCode && clients.some((client) => client.code === lastUsedClientCode)) return lastUsedClientCode;
  const customerClient = clients.find((client) => client.code !== INTERNAL_CLIENT_CODE);
  return (customerClient ?? clients[0])?.code ?? null;
}
