/**
 * pdf.js, loaded only when a PDF is opened (this module is imported dynamically, so neither the
 * library nor its worker enters the main bundle). Same version as the server's first-page previews.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };

export function openPdf(url: string) {
  // No scripting (pdf.js 6 has no eval path), no XFA, no credentials beyond what the signed URL grants.
  return getDocument({ url, enableXfa: false, withCredentials: false });
}
