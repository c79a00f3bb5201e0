import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attemptSignIn } from "./sign-in.server";
import { signInLimits } from "./sign-in-limit.server";

const PASSWORD = "ett-långt-lösenord-för-personalen";
const staffEnv = { ...env, STAFF_PASSWORD: PASSWORD } as Env;
/** The start of a minute: every attempt below falls in it unless a test moves on. */
const minute = Date.UTC(2026, 10, 28, 10, 0, 0);

async function attempt(address: string, password = "fel gissning", now = minute + 1_000, name = "Anna"): Promise<number> {
  const form = new FormData();
  form.set("name", name);
  form.set("password", password);
  const request = new Request("https://hotel.test/staff/sign-in", { method: "POST", headers: { "CF-Connecting-IP": address } });
  const result = await attemptSignIn(request, staffEnv, form, now);
  return result.outcome === "refused" ? result.status : 303;
}

const times = async (n: number, run: () => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await run());
  return statuses;
};

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await env.DB.prepare("DELETE FROM staff_sign_in_failures").run();
});
afterEach(() => vi.restoreAllMocks());

describe("staff sign-in names a person", () => {
  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM staff_sessions"), env.DB.prepare("DELETE FROM staff_members")]);
  });

  it("asks for a name before the password, without counting a guess", async () => {
    expect(await times(8, () => attempt("198.51.100.40", PASSWORD, minute + 1_000, " "))).toEqual(Array(8).fill(400));
    expect(await attempt("198.51.100.40", PASSWORD)).toBe(303);
  });

  it("lets the first name in on an empty directory, then only names the directory has", async () => {
    expect(await attempt("198.51.100.41", PASSWORD, minute + 1_000, "Anna Berg")).toBe(303);
    expect(await attempt("198.51.100.41", PASSWORD, minute + 1_000, "Mallory")).toBe(400);
    expect(await attempt("198.51.100.41", PASSWORD, minute + 1_000, "anna")).toBe(303);
    const rows = await env.DB.prepare("SELECT m.name FROM staff_sessions s JOIN staff_members m ON m.id = s.member_id").all<{
      name: string;
    }>();
    expect(rows.results.map((row) => row.name)).toEqual(["Anna Berg", "Anna Berg"]);
  });

  it("never reveals whether a name exists to someone without the password", async () => {
    await attempt("198.51.100.42", PASSWORD, minute + 1_000, "Anna Berg");
    expect(await attempt("198.51.100.43", "fel", minute + 1_000, "Anna Berg")).toBe(401);
    expect(await attempt("198.51.100.43", "fel", minute + 1_000, "Mallory")).toBe(401);
  });
});

describe("staff sign-in limit", () => {
  it("counts an IPv6 client's whole /64: a new address in it gets no new guesses", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push(await attempt(`2001:db8:5e:1:${i.toString(16)}::${i.toString(16)}`));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("never counts a successful sign-in: reception signing in all day keeps every guess it had", async () => {
    expect(await times(12, () => attempt("198.51.100.7", PASSWORD))).toEqual(Array(12).fill(303));
    expect(await times(6, () => attempt("198.51.100.7"))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("locks an address that failed five times for the rest of the minute, even with the right password, and no other address", async () => {
    await times(5, () => attempt("198.51.100.20"));
    // A guest on the Wi-Fi keeps trying: refused, and the refusals are not failures the account counts.
    expect(await times(40, () => attempt("198.51.100.20"))).toEqual(Array(40).fill(429));
    expect(await attempt("198.51.100.20", PASSWORD)).toBe(429);
    expect(await attempt("203.0.113.5", PASSWORD)).toBe(303);
    // The next minute the address may try again.
    expect(await attempt("198.51.100.20", PASSWORD, minute + signInLimits.windowMs)).toBe(303);
  });

  it("locks the account after twenty failures from several addresses, only until the minute ends", async () => {
    const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"];
    for (const address of addresses) expect(await times(5, () => attempt(address))).toEqual(Array(5).fill(401));
    expect(await attempt("203.0.113.9", PASSWORD, minute + 59_000)).toBe(429);
    expect(await attempt("203.0.113.9", PASSWORD, minute + signInLimits.windowMs)).toBe(303);
  });
});
