/** The desk's own pages (static paths outrank the inbox's /staff/:kind; kept out of inboxKinds). */
export const deskPaths = {
  search: "/staff/sok",
  templates: "/staff/svarsmallar",
} as const;
