import { Navigate } from 'react-router';
import { buildConceptsPath } from '../paths';
import { readLastClientCode } from './client-preferences';
import { chooseDefaultClientCode } from './default-client';
import { NoClientsPage } from './NoClientsPage';
import { useSignedInUser } from './signed-in-user';

/** `/`: opens the default client's concepts. */
export function RootRedirect() {
  const user = useSignedInUser();
  const clientCode = chooseDefaultClientCode(user.clients, readLastClientCode());
  if (!clientCode) return <NoClientsPage />;
  return <Navigate to={buildConceptsPath(clientCode)} replace />;
}
