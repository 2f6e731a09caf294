/** A tag as forms hold it: chosen in the tags field, sent back by code. */
export interface TagValue {
  code: string;
  name: string;
  color: string;
}
