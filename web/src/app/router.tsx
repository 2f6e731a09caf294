import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { PageErrorView } from '../components/PageErrorView';
import { UnsubscribePage } from '../features/notifications';
import { ExternalConceptRoute } from '../features/sharing';
import { buildConceptsPath, LeaveGuardProvider } from '../session';
import { creativeRoutes, topLevelPaths } from './routes';
import { PageNotFound } from './PageNotFound';
import { RequireSignedIn } from './session/RequireSignedIn';
import { OpenSignInPage } from './session/OpenSignInPage';
import { RootRedirect } from './session/RootRedirect';
import { CreativeShell } from './shell/CreativeShell';
import { RequirePermission } from './shell/RequirePermission';

function LazyPage({ children, fullPage = false }: { children: ReactNode; fullPage?: boolean }) {
  return <Suspense fallback={<LoadingView fullPage={fullPage} />}>{children}</Suspense>;
}

/** `/:clientCode/creative`, `/:clientCode` and unknown paths under the creative area. */
function RedirectToConcepts() {
  const { clientCode = '' } = useParams();
  return <Navigate to={buildConceptsPath(clientCode)} replace />;
}

export const appRoutes: RouteObject[] = [
  {
    // Unsaved forms and running uploads ask before the page is left, through one shared blocker.
    element: (
      <LeaveGuardProvider>
        <Outlet />
      </LeaveGuardProvider>
    ),
    errorElement: <PageErrorView fullPage />,
    children: [
      {
        index: true,
        element: (
          <RequireSignedIn>
            <RootRedirect />
          </RequireSignedIn>
        ),
      },
      {
        path: topLevelPaths.signIn,
        element: <OpenSignInPage />,
      },
      {
        path: topLevelPaths.unsubscribe,
        element: (
          <LazyPage fullPage>
            <UnsubscribePage />
          </LazyPage>
        ),
      },
      {
        path: topLevelPaths.externalConcept,
        element: (
          <LazyPage fullPage>
            <ExternalConceptRoute />
          </LazyPage>
        ),
      },
      {
        path: topLevelPaths.creativeArea,
        element: (
          <RequireSignedIn>
            <CreativeShell />
          </RequireSignedIn>
        ),
        children: [
          { index: true, element: <RedirectToConcepts /> },
          ...creativeRoutes.map(({ path, access, Page }) => ({
            path,
            element: (
              <RequirePermission rule={access}>
                <LazyPage>
                  <Page />
                </LazyPage>
              </RequirePermission>
            ),
          })),
          { path: '*', element: <RedirectToConcepts /> },
        ],
      },
      { path: '/:clientCode', element: <RedirectToConcepts /> },
      {
        path: '*',
        element: (
          <RequireSignedIn>
            <PageNotFound />
          </RequireSignedIn>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
