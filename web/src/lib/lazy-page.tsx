import { lazy, type ComponentType } from 'react';

/** A route page loaded on first visit, whose code can be asked for before it renders. */
export type LazyPage = ComponentType & {
  /** Starts loading the page's code (once); the app calls it for the page a URL opens, while the session is checked. */
  preload: () => Promise<unknown>;
};

/**
 * A page loaded on first visit. Features export their route pages through this from their
 * index.ts, so the router enters a feature through its front door and each page stays its own chunk.
 *
 * Once its code is loaded, the page renders directly instead of through React.lazy: a lazy
 * component suspends on its first render even when its code is already there, and React then
 * holds the page back for up to 300 ms (its throttle on revealing suspended content), which is
 * most of what preloading gains.
 */
export function createLazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let Loaded: ComponentType | null = null;
  const loadOnce = () => {
    loading ??= load()
      .then((module) => {
        Loaded = module[name];
        return { default: module[name] };
      })
      .catch((error: unknown) => {
        // A failed download (a deploy, the network) is tried again on the next render.
        loading = null;
        throw error;
      });
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload: loadOnce });
}
