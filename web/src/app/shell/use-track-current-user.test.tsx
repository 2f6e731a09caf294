import { ApolloProvider } from '@apollo/client/react';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptedClient } from '../../test/scripted-apollo';
import { useTrackCurrentUser } from './use-track-current-user';

function Tracker(props: { clientCode: string; applicationCode: string | null; isAllowed: boolean }) {
  useTrackCurrentUser(props.clientCode, props.applicationCode, props.isAllowed);
  return null;
}

describe('useTrackCurrentUser', () => {
  afterEach(() => window.sessionStorage.clear());

  it('sends trackCurrentUser once per client and application in a tab, with the spec’s arguments', async () => {
    const { apollo, calls } = createScriptedClient({ TrackCurrentUser: () => ({ data: { trackCurrentUser: true } }) });
    const view = render(
      <ApolloProvider client={apollo}>
        <Tracker clientCode="demo" applicationCode="puzzle-quest" isAllowed />
      </ApolloProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      operationName: 'TrackCurrentUser',
      variables: {
        clientCode: 'demo',
        applicationCode: 'puzzle-quest',
        trackingInfo: expect.objectContaining({ product: 'creative', path: expect.any(String) }),
      },
    });

    // Another page of the same application (a remount): not sent again.
    view.rerender(
      <ApolloProvider client={apollo}>
        <Tracker key="again" clientCode="demo" applicationCode="puzzle-quest" isAllowed />
      </ApolloProvider>,
    );
    // Switching application: the new one is recorded.
    view.rerender(
      <ApolloProvider client={apollo}>
        <Tracker key="again" clientCode="demo" applicationCode="space-run" isAllowed />
      </ApolloProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.variables).toMatchObject({ clientCode: 'demo', applicationCode: 'space-run' });
  });

  it('sends nothing without an application or without creative access, and tries again after a failure', async () => {
    const { apollo, calls } = createScriptedClient({});
    const view = render(
      <ApolloProvider client={apollo}>
        <Tracker clientCode="demo" applicationCode={null} isAllowed />
        <Tracker clientCode="demo" applicationCode="puzzle-quest" isAllowed={false} />
      </ApolloProvider>,
    );
    expect(calls).toHaveLength(0);
    view.rerender(
      <ApolloProvider client={apollo}>
        <Tracker clientCode="demo" applicationCode="puzzle-quest" isAllowed />
      </ApolloProvider>,
    );
    // No handler: the server "fails"; the mark is removed so the next arrival sends it again.
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(window.sessionStorage.getItem('atelier.trackedCurrentUser.demo.puzzle-quest')).toBeNull());
  });
});
