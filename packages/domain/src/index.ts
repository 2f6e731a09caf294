export * from './ad-copy/index.js';
export * from './accounts.js';
export * from './assets.js';
export * from './concepts.js';
export * from './errors.js';
export * from './lists.js';
export * from './messages.js';
export * from './permissions.js';
