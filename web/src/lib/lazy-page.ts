import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page loaded on first visit. Features export their route pages through this from their
 * index.ts, so the router enters a feature through its front door and each page stays its own chunk.
 */
export function createLazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
