export { startSandbox, DEFAULT_CREDENTIALS, type RunningSandbox, type SandboxOptions } from './server.js';
export { createWorld, DEFAULT_WORLD_OPTIONS, ORIGINAL_RENDITION, type World, type WorldOptions } from './world.js';
export { drawDesign, renderDesign, type ImageDesign, type ImageRendition } from './images.js';
export type { Route, RouteContext, RouteResult, SandboxState } from './http.js';
