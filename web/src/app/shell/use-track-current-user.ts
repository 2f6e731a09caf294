import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

const TrackCurrentUserMutation = graphql(`
  mutation TrackCurrentUser($clientCode: String!, $applicationCode: String!, $trackingInfo: JSON) {
    trackCurrentUser(clientCode: $clientCode, applicationCode: $applicationCode, trackingInfo: $trackingInfo)
  }
`);

const buildTrackedKey = (clientCode: string, applicationCode: string) => `atelier.trackedCurrentUser.${clientCode}.${applicationCode}`;

/**
 * Spec 1 §7 trackCurrentUser(clientCode, applicationCode, trackingInfo): the signed-in user is
 * active in this client and application. Sent once per browser tab for each client and
 * application the user works in (on arrival and on switching), not per page: it records presence,
 * not clicks. Best effort: a failure is forgotten and tried on the next arrival.
 */
export function useTrackCurrentUser(clientCode: string, applicationCode: string | null, isAllowed: boolean) {
  const [track] = useMutation(TrackCurrentUserMutation);
  useEffect(() => {
    if (!isAllowed || !applicationCode) return;
    const key = buildTrackedKey(clientCode, applicationCode);
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, new Date().toISOString());
    const trackingInfo = { product: 'creative', path: window.location.pathname, screenWidth: window.innerWidth };
    track({ variables: { clientCode, applicationCode, trackingInfo } }).catch(() => window.sessionStorage.removeItem(key));
  }, [track, clientCode, applicationCode, isAllowed]);
}
