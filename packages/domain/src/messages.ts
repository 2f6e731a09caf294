/**
 * Catalogue messages (spec 1 and 2, section 8) and the product's own fixed messages: exact
 * user-facing strings the server sends and the web app shows or matches.
 */
export const MESSAGES = {
  notFoundOrNoAccess: 'Not found or no access',
  signInRequired: 'You must be signed in.',
  forbidden: 'You do not have permission to do this.',
  conceptNotFound: 'Concept not found',
  approveRejectForbidden: 'You do not have the correct permissions to Approve/Reject this Creative Concept.',
  approveAllForbidden: 'You do not have the correct permissions to Approve this Creative Concept/Assets.',
  rejectAllForbidden: 'You do not have the correct permissions to Reject this Creative Concept/Assets.',
  selectNewFolder: 'Please Select a New Folder for the Creative Concept',
  staleConcept: 'This concept was changed by someone else since you opened it. Reload it to see their changes, then save again.',
  fileTypeNotSupported: 'File type not supported!',
  sizeLimitExceeded: 'Some files exceed the size limit and cannot be uploaded',
  tooManyFiles: 'Too many files at once',
  assetNotFound: 'Asset not found',
  uploadNotFound: 'This upload does not exist or has already ended.',
  uploadBeingStored: 'This upload is still being stored; try again in a moment.',
  uploadCannotBeCancelled: 'This upload is being stored and can no longer be cancelled.',
  staleAsset: 'Someone else changed this asset since you opened it. Reload to see their changes, then make yours again.',
  // Ad linking (spec 2 §8: snackbarConfirm, snackbarError, mustSelect).
  adLinkConfirmed: 'Your changes to the Ad Linking are confirmed.',
  adLinkFailed: 'There has been an issue with the Ad Link changes.',
  adLinkMustSelect: "Select at least one asset, or choose 'Link to concept only'.",
  adLinkUnlinkConfirm: 'Are you sure you want to Unlink this Asset Set?',
} as const;

export type MessageKey = keyof typeof MESSAGES;
