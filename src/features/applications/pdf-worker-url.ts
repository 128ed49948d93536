// The URL of pdf.js's worker script, built as its own file: the viewer runs it, and the applicants
// page fetches it ahead so an offline viewer finds it in the service worker's cache.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export default workerUrl;
