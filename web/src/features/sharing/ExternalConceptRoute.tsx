import { useQuery } from '@apollo/client/react';
import { Navigate, useParams } from 'react-router';
import { buildConceptsPath, MeQuery } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { ExternalConceptPage } from './ExternalConceptPage';

/**
 * /external/:clientCode/creative/concepts/:conceptCode: a signed-in user gets the normal concept
 * page; a visitor gets the public read-only view.
 */
export function ExternalConceptRoute() {
  const { clientCode = '', conceptCode = '' } = useParams();
  const { data, loading } = useQuery(MeQuery);

  if (loading && !data) return <LoadingView fullPage />;
  if (data?.me && clientCode && conceptCode) {
    return <Navigate to={`${buildConceptsPath(clientCode)}/${encodeURIComponent(conceptCode)}`} replace />;
  }
  return <ExternalConceptPage />;
}
