import { print } from 'graphql';
import { useCallback, useEffect, useState } from 'react';
import type { ExternalConceptQuery } from '../../gql/graphql';
import { chooseExternalViewMessage, type ExternalViewMessage } from './external-view-message';
import { SharedConceptQuery } from './share-link-documents';

export type SharedConcept = ExternalConceptQuery;

export type SharedConceptState =
  | { kind: 'loading' }
  | { kind: 'message'; message: ExternalViewMessage }
  | { kind: 'password'; problem: 'wrong' | 'throttled' | null; isSubmitting: boolean }
  | { kind: 'view'; data: SharedConcept };

const QUERY_TEXT = print(SharedConceptQuery);
/** The token a password unlocked, kept for the browser tab only (never in localStorage). */
const unlockedKey = (token: string) => `atelier.share.${token}`;

interface ErrorBody {
  errors?: { extensions?: { status?: unknown; passwordRequired?: unknown } }[];
}

/**
 * Loads the shared view with the link's token as a bearer and no cookie (spec 2 §7). The server's
 * answer decides: the view, a password prompt, or the 401 / 4011 message; anything unexpected (a
 * network error, an unknown code) is the 401 message (spec 2 §8).
 */
async function fetchSharedConcept(bearer: string, variables: { clientCode: string; conceptCode: string }): Promise<SharedConceptState> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: QUERY_TEXT, variables }),
    });
    const body = (await response.json()) as ErrorBody & { data?: SharedConcept | null };
    const error = body.errors?.[0];
    if (error) {
      if (error.extensions?.passwordRequired === true) return { kind: 'password', problem: null, isSubmitting: false };
      return { kind: 'message', message: chooseExternalViewMessage(error.extensions?.status as string | number | undefined) };
    }
    return body.data ? { kind: 'view', data: body.data } : { kind: 'message', message: 'invalid' };
  } catch {
    return { kind: 'message', message: 'invalid' };
  }
}

export function useSharedConcept(clientCode: string, conceptCode: string, token: string) {
  const [state, setState] = useState<SharedConceptState>(() =>
    token && clientCode && conceptCode ? { kind: 'loading' } : { kind: 'message', message: 'invalid' },
  );

  const load = useCallback(
    async (bearer: string) => {
      const next = await fetchSharedConcept(bearer, { clientCode, conceptCode });
      // A stored unlocked token that no longer opens the link: forget it and ask the link itself.
      if (next.kind !== 'view' && bearer !== token) {
        sessionStorage.removeItem(unlockedKey(token));
        setState(await fetchSharedConcept(token, { clientCode, conceptCode }));
        return;
      }
      setState(next);
    },
    [clientCode, conceptCode, token],
  );

  useEffect(() => {
    if (!token || !clientCode || !conceptCode) return;
    void load(sessionStorage.getItem(unlockedKey(token)) ?? token);
  }, [clientCode, conceptCode, token, load]);

  const unlock = useCallback(
    async (password: string) => {
      setState({ kind: 'password', problem: null, isSubmitting: true });
      try {
        const response = await fetch('/share-links/unlock', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, password }),
        });
        const body = (await response.json()) as { accessToken?: string; code?: string; status?: number };
        if (response.ok && body.accessToken) {
          sessionStorage.setItem(unlockedKey(token), body.accessToken);
          await load(body.accessToken);
          return;
        }
        if (response.status === 429) return setState({ kind: 'password', problem: 'throttled', isSubmitting: false });
        if (body.code === 'PASSWORD_WRONG') return setState({ kind: 'password', problem: 'wrong', isSubmitting: false });
        setState({ kind: 'message', message: chooseExternalViewMessage(body.status) });
      } catch {
        setState({ kind: 'message', message: 'invalid' });
      }
    },
    [token, load],
  );

  return { state, unlock };
}
