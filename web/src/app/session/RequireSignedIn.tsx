import { useQuery } from '@apollo/client/react';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { buildSignInPath, MeQuery, SignedInUserContext } from '../../session';

/** Renders its children for a signed-in user; sends everyone else to the sign-in page and back. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(MeQuery);
  // The signed-in app (shell and page) first renders in a deferred, interruptible pass: the
  // browser keeps painting and answering input meanwhile instead of one long task.
  const me = useDeferredValue(data?.me);

  if ((loading && !data) || (data?.me && !me)) return <LoadingView fullPage />;
  if (error) return <PageErrorView onRetry={() => void refetch()} />;
  if (!me) {
    return <Navigate to={buildSignInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <SignedInUserContext value={me}>{children}</SignedInUserContext>;
}
