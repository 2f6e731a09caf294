import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route page loaded on first visit, whose code can be asked for before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code (once); the app calls it for the page a URL opens, while the session is checked. */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on first visit. Features export their route pages through this from their
 * index.ts, so the router enters a feature through its front door and each page stays its own chunk.
 */
export function createLazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    loading ??= load()
      .then((module) => ({ default: module[name] }))
      .catch((error: unknown) => {
        // A failed download (a deploy, the network) is tried again on the next render.
        loading = null;
        throw error;
      });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
