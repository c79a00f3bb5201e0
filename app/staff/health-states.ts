/** The health page's states, as WordPress's Site Health names them (docs/decisions/051-the-managers-view.md). */
export type CheckState = "ok" | "recommended" | "critical";

export const stateLabels: Record<CheckState, string> = {
  ok: "OK",
  recommended: "Bör förbättras",
  critical: "Kritiskt",
};
