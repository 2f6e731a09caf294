export * from './tenancy.js';
export * from './auth.js';
export * from './folders.js';
export * from './concepts.js';
export * from './settings.js';
export * from './reports.js';
export * from './assets.js';
