/** Spec 1 §9: folder rows are 30 px high (the tree's and the virtual folders' rows alike). */
export const FOLDER_ROW_HEIGHT = 30;
