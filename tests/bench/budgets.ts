/** The budgets of issue 6 and docs/decisions/009-performance-budgets.md, in one place. */
export const budgets = {
  lighthouse: {
    /** Performance score on the home page, and on every other route. */
    performanceHome: 100,
    performanceOther: 98,
    /** Accessibility, best practices and SEO, everywhere. */
    others: 100,
  },
  /** gzip bytes. */
  js: { homeTotal: 130 * 1024, routeOwn: 25 * 1024 },
  css: 20 * 1024,
  /** Hydration data (turbo-stream) in a page's HTML, uncompressed bytes (issue 17). */
  payload: 8 * 1024,
  /** Marginal CPU per server-rendered page inside workerd, in milliseconds. */
  cpu: { average: 3, worst: 6 },
} as const;
