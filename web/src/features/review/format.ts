/** The file's size for the file card: KB under a megabyte, MB with two decimals above (as the asset screens show it). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null) return '';
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(2)} KB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** A PDF by its media type, or by its name when the type is unknown. */
export function isPdf(media: { mimeType: string | null; fileName: string | null }): boolean {
  if (media.mimeType) return media.mimeType.split(';')[0]!.trim().toLowerCase() === 'application/pdf';
  return /\.pdf$/i.test(media.fileName ?? '');
}
