import { describe, expect, it } from "vitest";
import { caseOfAddress, replyAddress, replyToken } from "./reply-address.server";

const secret = "test-secret-for-reply-addresses";
const base = "svar@fjallkallan.se";

describe("a case's reply address (decision 048)", () => {
  it("names the case and carries a 128-bit signature, inside a mail address's 64-character local part", async () => {
    const address = await replyAddress(secret, base, { kind: "bookings", id: 12 });
    expect(address).toMatch(/^svar\+b12-[0-9a-f]{32}@fjallkallan\.se$/);
    expect(address!.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(await caseOfAddress(secret, base, address!)).toEqual({ kind: "bookings", id: 12 });
    // Mail systems may change the case of an address.
    expect(await caseOfAddress(secret, base, address!.toUpperCase())).toEqual({ kind: "bookings", id: 12 });
  });

  it("gives every case and kind its own token", async () => {
    const tokens = await Promise.all([
      replyToken(secret, { kind: "bookings", id: 1 }),
      replyToken(secret, { kind: "bookings", id: 2 }),
      replyToken(secret, { kind: "lost-and-found", id: 1 }),
      replyToken(secret, { kind: "applications", id: 1 }),
    ]);
    expect(new Set(tokens.map((token) => token.split("-")[1])).size).toBe(4);
  });

  it("refuses a forged, altered, moved or foreign address", async () => {
    const address = (await replyAddress(secret, base, { kind: "lost-and-found", id: 7 }))!;
    const [local, domain] = address.split("@") as [string, string];
    const mac = local.split("-")[1]!;
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("0") ? "1" : "0"}`;
    for (const candidate of [
      `svar+l7-${flipped}@${domain}`, // one digit changed
      `svar+l8-${mac}@${domain}`, // another case with this case's signature
      `svar+b7-${mac}@${domain}`, // another kind
      `svar+l7-${mac}@example.com`, // another domain
      `info+l7-${mac}@${domain}`, // another mailbox
      `svar@${domain}`, // no token
      `svar+l7@${domain}`,
      `svar+l7-${mac}0@${domain}`,
      "svar+l0-00000000000000000000000000000000@fjallkallan.se",
    ]) {
      expect(await caseOfAddress(secret, base, candidate), candidate).toBeNull();
    }
    expect(await caseOfAddress("another secret", base, address)).toBeNull();
  });

  it("makes no address from a configured value that is not one", async () => {
    expect(await replyAddress(secret, "not an address", { kind: "bookings", id: 1 })).toBeNull();
  });
});
