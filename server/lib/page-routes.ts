/** The routes of the pages (plugins/pages.ts); a visitor's page is cached like a public API read. */
export const pageRoutes = new Set(['/', '/*']);
