import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { forgetInterruptedUploads } from '../../lib/interrupted-uploads-db';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * Ends the session, drops every cached answer and the remembered unfinished uploads (they belong to
 * the user who left) and opens the sign-in page. The cache is cleared before navigating so the sign-in page never sees the old user.
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut, { loading }] = useMutation(SignOutMutation);

  const signOutAndLeave = useCallback(async () => {
    try {
      await signOut();
    } finally {
      await client.clearStore();
      await forgetInterruptedUploads().catch(() => undefined);
      await navigate('/signin', { replace: true });
    }
  }, [client, navigate, signOut]);

  return { signOut: signOutAndLeave, isSigningOut: loading };
}
