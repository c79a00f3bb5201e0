import { describe, expect, it } from "vitest";
import { quarantineEntry } from "./quarantine.server";

const row = (fields: string) => ({
  id: 7,
  createdAt: "2026-11-23T19:41:00.000Z",
  submissionKey: "k",
  form: "job-application",
  reason: "honeypot" as const,
  fields,
});

describe("a held-back submission as the staff read it", () => {
  it("names the form and the reason in Swedish, lists each field, and a file by name and size only", () => {
    const entry = quarantineEntry(
      row(
        JSON.stringify({
          name: "Sara Holm",
          lingon: "https://sara.example",
          cv: { file: "cv.pdf", type: "application/pdf", size: 20_480 },
          meals: ["lunch", "dinner"],
        }),
      ),
    );
    expect(entry).toEqual({
      id: 7,
      received: "2026-11-23 20:41",
      form: "Jobbansökan",
      reason: "Det dolda fältet var ifyllt",
      fields: [
        { name: "name", value: "Sara Holm" },
        { name: "lingon", value: "https://sara.example" },
        { name: "cv", value: "Fil: cv.pdf (20 kB, sparades inte)" },
        { name: "meals", value: "lunch, dinner" },
      ],
    });
  });

  it("shows a row whose fields cannot be read as it is, rather than failing the page", () => {
    expect(quarantineEntry(row("{not json")).fields).toEqual([{ name: "(oläsbart)", value: "{not json" }]);
  });
});
