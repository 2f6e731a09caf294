import { clear, createStore } from 'idb-keyval';

/**
 * The browser database where unfinished uploads are remembered (features/assets' resume store).
 * Here, outside the feature, so that signing out can clear it without loading the assets screens.
 */
export function openInterruptedUploadsDb() {
  return createStore('atelier-uploads', 'interrupted');
}

/** Forgets every remembered upload (signing out: the next person on this browser sees none of it). */
export function forgetInterruptedUploads() {
  return typeof indexedDB === 'undefined' ? Promise.resolve() : clear(openInterruptedUploadsDb());
}
