import type { Route } from '../http.js';
import { insightsRoutes } from '../insights/index.js';
import { adminRoutes } from './admin.js';
import { appLovinRoutes } from './applovin.js';
import { fileRoutes } from './files.js';
import { metaRoutes } from './meta.js';

/** Every route of the sandbox; a new group registers here with one line. */
export const ROUTES: Route[] = [...metaRoutes, ...appLovinRoutes, ...insightsRoutes, ...fileRoutes, ...adminRoutes];
