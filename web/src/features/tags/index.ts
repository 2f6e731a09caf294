/** Tags: the tags field of the concept and asset forms, which can create a tag inline. */
export { TagsField } from './TagsField';
export type { TagValue } from './tag-value';
