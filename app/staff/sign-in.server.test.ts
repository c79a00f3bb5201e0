import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { attemptSignIn } from "./sign-in.server";

const staffEnv = { ...env, STAFF_PASSWORD: "ett-långt-lösenord-för-personalen" } as Env;

function attempt(address: string) {
  const form = new FormData();
  form.set("password", "fel gissning");
  const request = new Request("https://hotel.test/staff/sign-in", { method: "POST", headers: { "CF-Connecting-IP": address } });
  return attemptSignIn(request, staffEnv, form);
}

describe("staff sign-in limit", () => {
  it("counts an IPv6 client's whole /64: a new address in it gets no new guesses", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // The limiter counts per wall-clock minute (5 a minute): a run that straddles a minute is repeated.
    for (let round = 0; round < 3; round++) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) {
        const result = await attempt(`2001:db8:5e:${round}:${i.toString(16)}::${i.toString(16)}`);
        statuses.push(result.outcome === "refused" ? result.status : 200);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      break;
    }
    vi.restoreAllMocks();
  });
});
