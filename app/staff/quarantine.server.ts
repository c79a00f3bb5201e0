import type { FormQuarantineRow } from "~/db/schema";
import { formatStamp } from "./dates";

/** What the staff read of a held-back submission (app/routes/staff.quarantine.tsx), in Swedish. */

const formNames: Record<string, string> = {
  "booking-inquiry": "Bokningsförfrågan",
  "lost-and-found": "Kvarglömt",
  "job-application": "Jobbansökan",
  newsletter: "Nyhetsbrev",
};

const reasons: Record<FormQuarantineRow["reason"], string> = {
  honeypot: "Det dolda fältet var ifyllt",
  too_fast: "Skickat för snabbt efter att sidan visades",
};

export interface QuarantineEntry {
  id: number;
  received: string;
  form: string;
  reason: string;
  fields: Array<{ name: string; value: string }>;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return value.map(describe).join(", ");
  if (value && typeof value === "object" && "file" in value) {
    const file = value as { file: string; size: number };
    return `Fil: ${file.file} (${Math.max(1, Math.round(file.size / 1024))} kB, sparades inte)`;
  }
  return String(value);
}

export function quarantineEntry(row: FormQuarantineRow): QuarantineEntry {
  let fields: Array<{ name: string; value: string }> = [];
  try {
    fields = Object.entries(JSON.parse(row.fields) as Record<string, unknown>).map(([name, value]) => ({ name, value: describe(value) }));
  } catch {
    fields = [{ name: "(oläsbart)", value: row.fields }];
  }
  return {
    id: row.id,
    received: formatStamp(row.createdAt),
    form: formNames[row.form] ?? row.form,
    reason: reasons[row.reason] ?? row.reason,
    fields,
  };
}
