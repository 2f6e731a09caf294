import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CurrentApplicationContext,
  type CurrentApplicationValue,
  readApplicationCode,
  useCurrentClient,
  writeApplicationCode,
} from '../../session';
import { findApplicationCodeInPath, pickApplicationCode, replaceApplicationInPath } from './shell-paths';

/**
 * Keeps the current application for the current client. Render it with `key={clientCode}` so a
 * client switch starts from that client's stored choice.
 */
export function CurrentApplicationProvider({ children }: { children: ReactNode }) {
  const client = useCurrentClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [storedCode, setStoredCode] = useState(() => readApplicationCode(client.code));

  const urlCode = findApplicationCodeInPath(location.pathname);
  const applicationCodes = useMemo(() => client.applications.map((application) => application.code), [client.applications]);
  const currentCode = pickApplicationCode(applicationCodes, urlCode, storedCode);
  const application = client.applications.find((candidate) => candidate.code === currentCode) ?? null;

  // A URL that names an application (a shared reports link) also becomes the remembered choice.
  // Only when the URL's application changes: right after selectApplication the URL still names the
  // previous one for a render, and writing that back would undo the user's choice.
  useEffect(() => {
    if (urlCode && applicationCodes.includes(urlCode)) {
      writeApplicationCode(client.code, urlCode);
      setStoredCode(urlCode);
    }
  }, [client.code, urlCode, applicationCodes]);

  const selectApplication = useCallback(
    (applicationCode: string) => {
      writeApplicationCode(client.code, applicationCode);
      setStoredCode(applicationCode);
      // The address as it is now, not the rendered one, which can lag right after a navigation.
      const nextPath = replaceApplicationInPath(window.location.pathname, applicationCode);
      if (nextPath) void navigate(nextPath);
    },
    [client.code, navigate],
  );

  const value = useMemo<CurrentApplicationValue>(
    () => ({ application, applications: client.applications, selectApplication }),
    [application, client.applications, selectApplication],
  );
  return <CurrentApplicationContext value={value}>{children}</CurrentApplicationContext>;
}
