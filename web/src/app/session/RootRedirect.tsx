import { Navigate } from 'react-router';
import { buildConceptsPath, chooseDefaultClientCode, readLastClientCode, useSignedInUser } from '../../session';
import { NoClientsPage } from './NoClientsPage';

/** `/`: opens the default client's concepts. */
export function RootRedirect() {
  const user = useSignedInUser();
  const clientCode = chooseDefaultClientCode(user.clients, readLastClientCode());
  if (!clientCode) return <NoClientsPage />;
  return <Navigate to={buildConceptsPath(clientCode)} replace />;
}
