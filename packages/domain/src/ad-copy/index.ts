export * from './ad-copy.js';
export * from './length.js';
