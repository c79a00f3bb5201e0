import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "./client.server";
import { countQuarantine, listQuarantine, MAX_ROW_JSON_BYTES, quarantinedFields, quarantineSubmission } from "./quarantine.server";
import { applyRetention, retentionPolicy } from "./retention.server";

const now = new Date("2026-11-24T02:30:00.000Z");
const DAY = 86_400_000;

async function held(key: string, createdAt: string) {
  await env.DB.prepare(
    "INSERT INTO form_quarantine (submission_key, created_at, form, reason, fields) VALUES (?, ?, 'newsletter', 'honeypot', '{}')",
  )
    .bind(key, createdAt)
    .run();
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM form_quarantine").run();
});

describe("form quarantine", () => {
  it("keeps only the form's own fields, each cut to its limit, a file only by name, type and size", () => {
    const form = new FormData();
    form.set("_key", "k");
    form.set("_rendered", "r");
    form.set("lingon", "http://spam.example");
    form.set("name", "Sara Holm");
    form.set("message", "m".repeat(50));
    form.append("meals", "lunch");
    form.append("meals", "dinner");
    form.set("cv", new File(["%PDF-1.7 secret bytes"], "cv.pdf", { type: "application/pdf" }));
    form.set("__proto__", "not the form's");
    form.set("made_up", "not the form's either");
    const fields = quarantinedFields(form, { name: 120, message: 10, meals: undefined, cv: undefined });
    expect(JSON.stringify(fields)).toBe(
      '{"name":"Sara Holm","message":"mmmmmmmmmm","meals":["lunch","dinner"],"cv":{"file":"cv.pdf","type":"application/pdf","size":21}}',
    );
  });

  it(`keeps at most ${MAX_ROW_JSON_BYTES} bytes of JSON however many long values are sent`, () => {
    const form = new FormData();
    const limits: Record<string, number> = {};
    for (let i = 0; i < 20; i++) {
      form.set(`text${i}`, "å".repeat(4000));
      limits[`text${i}`] = 4000;
    }
    for (let i = 0; i < 30; i++) form.append("list", "\u0000".repeat(4000));
    limits.list = 4000;
    const json = JSON.stringify(quarantinedFields(form, limits));
    expect(new TextEncoder().encode(json).byteLength).toBeLessThanOrEqual(MAX_ROW_JSON_BYTES);
    expect((JSON.parse(json) as { list: string[] }).list).toHaveLength(10);
  });

  it("keeps a resent submission once", async () => {
    const db = getDb(env.DB);
    const formData = new FormData();
    formData.set("email", "a@example.se");
    await quarantineSubmission(db, { form: "newsletter", reason: "too_fast", key: "same", formData, limits: { email: 254 } });
    await quarantineSubmission(db, { form: "newsletter", reason: "too_fast", key: "same", formData, limits: { email: 254 } });
    expect(await countQuarantine(db)).toBe(1);
    const { rows } = await listQuarantine(db, 1);
    expect(rows[0]).toMatchObject({ form: "newsletter", reason: "too_fast", fields: '{"email":"a@example.se"}' });
  });

  it("is emptied by the nightly retention run after 30 days, not before", async () => {
    await held("31 days", new Date(now.getTime() - 31 * DAY).toISOString());
    await held("30 days and a second", new Date(now.getTime() - 30 * DAY - 1000).toISOString());
    await held("29 days", new Date(now.getTime() - 29 * DAY).toISOString());
    const report = await applyRetention(getDb(env.DB), env.JOB_APPLICATIONS, retentionPolicy({}), now);
    expect(report.quarantine).toBe(2);
    const left = await env.DB.prepare("SELECT submission_key FROM form_quarantine").all();
    expect(left.results.map((row) => row.submission_key)).toEqual(["29 days"]);
  });
});
