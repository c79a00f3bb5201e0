/** What every measure shares: the budget checks, the report's lines, and a few formatting helpers. */

export interface Check {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
  /** Set on a target of an open issue (budgets.ts `targets`): reported, but a miss does not fail the run. */
  target?: string;
}

/** A check's result as the summary prints it. */
export const verdict = (c: Check) => (c.pass ? (c.target ? "MET" : "PASS") : c.target ? `MISSED (${c.target} target)` : "FAIL");

/** The figures a run collects: checks (PASS/FAIL, printed last) and the Markdown report's sections. */
export interface Findings {
  checks: Check[];
  report: string[];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const table = (head: string[], rows: Array<Array<string | number>>) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");

export const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** Fetches and reads the whole body, so the server's work for it is done. */
export async function drain(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response;
}
