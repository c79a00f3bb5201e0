import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, testContext } from "../../tests/setup/forms";
import { getDb } from "~/db/client.server";
import { MAX_ROW_JSON_BYTES, QUARANTINE_ROWS_PER_CLIENT_DAY, QUARANTINE_ROWS_PER_FORM_DAY } from "~/db/quarantine.server";
import { conditionsOf, readHealth } from "~/health/health.server";
import { sv } from "~/i18n/sv";
import { bookingInquiryAction } from "./booking-inquiry.server";
import { ADMITTED_PER_CLIENT_DAY } from "./daily-caps.server";
import { todayInSweden } from "./dates";
import { formKeyFields } from "./form-key-fields";
import { lostAndFoundAction } from "./lost-and-found.server";

const daysAgo = (days: number) => {
  const d = new Date(`${todayInSweden()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const lostFields = {
  name: "Karin Öberg",
  address: "Storgatan 12",
  zipCode: "90326",
  city: "Umeå",
  phone: "070-123 45 67",
  email: "karin@example.se",
  arrivalDate: daysAgo(5),
  departureDate: daysAgo(3),
  itemDescription: "Blå ullhalsduk",
  acceptTerms: "on",
};

/** The per-minute limiter lets everything through, so only the daily cap is under test. */
const unlimited = { limit: async () => ({ success: true }) } as unknown as RateLimit;

function context(options: { unlimited?: boolean } = {}) {
  const ctx = testContext(recordingQueue().queue);
  if (options.unlimited) ctx.env = { ...ctx.env, FORM_RATE_LIMITER: unlimited };
  return ctx;
}

/** A bot's post of the booking form: the honeypot filled, every field and 60 made-up ones at 8,000 characters. */
function oversizedBotFields(): Record<string, string | string[]> {
  const long = "x".repeat(8_000);
  const fields: Record<string, string | string[]> = {
    [formKeyFields.honeypot]: "http://spam.example",
    formType: "private",
    meals: Array(40).fill(long),
  };
  for (const name of [
    "name",
    "email",
    "phone",
    "company",
    "additionalRequests",
    "dietaryRequirements",
    "accommodationNotes",
    "technicalEquipment",
    "checkInDate",
  ]) {
    fields[name] = long;
  }
  for (let i = 0; i < 60; i++) fields[`extra${i}`] = long;
  return fields;
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await env.DB.batch(["form_quarantine", "form_daily_counts", "lost_and_found"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe("the form quarantine's bounds", () => {
  it("200 oversized honeypot posts from many /64s leave the table under the cap and raise the health condition", async () => {
    for (let i = 0; i < 200; i++) {
      const { request } = await formPost("/", oversizedBotFields(), { ip: `2001:db8:${(i + 1).toString(16)}::${i + 1}` });
      const response = await bookingInquiryAction(request, context(), "sv");
      // The bot learns nothing: every post is answered as if it worked.
      expect(response.data.outcome).toBe("success");
    }
    expect(await count("SELECT COUNT(*) AS n FROM form_quarantine")).toBe(QUARANTINE_ROWS_PER_FORM_DAY);
    const largest = await count("SELECT MAX(length(CAST(fields AS BLOB))) AS n FROM form_quarantine");
    expect(largest).toBeLessThanOrEqual(MAX_ROW_JSON_BYTES);
    const row = await env.DB.prepare("SELECT fields FROM form_quarantine LIMIT 1").first<{ fields: string }>();
    const kept = JSON.parse(row!.fields) as Record<string, unknown>;
    // Only the form's own fields, each at most its schema's length (name: 120), no honeypot, no made-up field.
    expect(Object.keys(kept)).not.toContain("extra0");
    expect(Object.keys(kept)).not.toContain(formKeyFields.honeypot);
    expect(String(kept.name).length).toBeLessThanOrEqual(120);
    expect((kept.meals as string[]).length).toBeLessThanOrEqual(10);

    const health = await readHealth(getDb(env.DB));
    expect(health.quarantine).toEqual({ heldToday: 200, keptToday: QUARANTINE_ROWS_PER_FORM_DAY, rows: QUARANTINE_ROWS_PER_FORM_DAY });
    expect(conditionsOf(health).map((condition) => condition.id)).toContain("quarantine_growth");
    // 200 posts of ~700 KB each: more than Vitest's 5 s on a busy machine.
  }, 60_000);

  it("keeps at most its share of one client's held-back posts a day, and another client's still", async () => {
    for (let i = 0; i < QUARANTINE_ROWS_PER_CLIENT_DAY + 5; i++) {
      // Every address of one /64 is one client.
      const { request } = await formPost(
        "/kvarglomt",
        { ...lostFields, [formKeyFields.honeypot]: "x" },
        { ip: `2001:db8:aa:bb::${i + 1}` },
      );
      expect((await lostAndFoundAction(request, context({ unlimited: true }), "sv")).data.outcome).toBe("success");
    }
    expect(await count("SELECT COUNT(*) AS n FROM form_quarantine")).toBe(QUARANTINE_ROWS_PER_CLIENT_DAY);
    const { request } = await formPost("/kvarglomt", { ...lostFields, [formKeyFields.honeypot]: "x" }, { ip: "2001:db8:aa:cc::1" });
    await lostAndFoundAction(request, context(), "sv");
    expect(await count("SELECT COUNT(*) AS n FROM form_quarantine")).toBe(QUARANTINE_ROWS_PER_CLIENT_DAY + 1);
    // Below the day's threshold: no alert.
    expect(conditionsOf(await readHealth(getDb(env.DB))).map((condition) => condition.id)).not.toContain("quarantine_growth");
  });
});

describe("the daily cap per client and form", () => {
  it(`takes ${ADMITTED_PER_CLIENT_DAY} posts of a form from one client a day, then refuses with a notice and stores nothing`, async () => {
    for (let i = 0; i < ADMITTED_PER_CLIENT_DAY; i++) {
      const { request } = await formPost("/kvarglomt", lostFields, { ip: "203.0.113.7" });
      expect((await lostAndFoundAction(request, context({ unlimited: true }), "sv")).data.outcome).toBe("success");
    }
    const { request } = await formPost("/kvarglomt", lostFields, { ip: "203.0.113.7" });
    const refused = await lostAndFoundAction(request, context({ unlimited: true }), "sv");
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ outcome: "failed", notice: "dailyLimit", noticeText: sv["form.notice.dailyLimit"] });
    expect(await count("SELECT COUNT(*) AS n FROM lost_and_found")).toBe(ADMITTED_PER_CLIENT_DAY);

    // Another client, and the same client's first post of another form, are taken.
    const other = await formPost("/kvarglomt", lostFields, { ip: "203.0.113.8" });
    expect((await lostAndFoundAction(other.request, context({ unlimited: true }), "sv")).data.outcome).toBe("success");
    const booking = await formPost("/", { formType: "private" }, { ip: "203.0.113.7" });
    expect((await bookingInquiryAction(booking.request, context({ unlimited: true }), "sv")).init?.status).toBe(400);
  });

  it("does not cap a local run (the e2e preview and the load test post from one machine)", async () => {
    for (let i = 0; i < ADMITTED_PER_CLIENT_DAY + 1; i++) {
      const { request } = await formPost("/kvarglomt", lostFields, { ip: "127.0.0.1" });
      const local = new Request(request.url.replace("https://hotel.test", "http://127.0.0.1:4173"), request);
      expect((await lostAndFoundAction(local, context({ unlimited: true }), "sv")).data.outcome).toBe("success");
    }
  });
});
