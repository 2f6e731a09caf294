/**
 * Approval: the approval gallery of a concept (viewer, filmstrip, anchored comments, versions,
 * decisions with a comment) and of a parent (its variants), the Approval Review button, and the
 * review comment panel the asset editor's gallery shares. Uses the reviewer's viewer (features/review).
 */
export { ConceptApprovalGallery, type ConceptApprovalGalleryProps } from './ConceptApprovalGallery';
export { ParentApprovalDialog } from './ParentApprovalDialog';
export { ApprovalReviewButton } from './ApprovalReviewButton';
export type { ApprovalConcept } from './ApprovalGalleryDialog';
export { ReviewStagesButton } from './stages/ReviewStagesButton';
export { WaitingForMe } from './stages/WaitingForMe';
