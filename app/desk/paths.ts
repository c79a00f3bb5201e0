/** The desk's own pages (static paths outrank the inbox's /staff/:kind; kept out of inboxKinds). */
export const deskPaths = {
  search: "/staff/sok",
  templates: "/staff/svarsmallar",
  /** A case that came by phone or in person, logged by reception. */
  newCase: "/staff/nytt-arende",
  /** A file a guest attached to an answer by mail (decision 048): its message and place in it. */
  guestFile: (messageId: number, index: number) => `/staff/bilaga/${messageId}/${index}`,
  /** The PDF sent with a desk reply (decision 056). */
  replyFile: (replyId: number) => `/staff/svar-bilaga/${replyId}`,
} as const;
