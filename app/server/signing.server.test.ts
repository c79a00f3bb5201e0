import { describe, expect, it } from "vitest";
import { base64url, fromBase64url, sign, verify } from "./signing.server";

describe("signing", () => {
  it("signs as base64url and verifies only the same text under the same secret", async () => {
    const signature = await sign("secret-a", "1700000000000.key");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verify("secret-a", "1700000000000.key", signature)).toBe(true);
    expect(await verify("secret-a", "1700000000001.key", signature)).toBe(false);
    expect(await verify("secret-b", "1700000000000.key", signature)).toBe(false);
  });

  it("refuses signatures that are not 32 bytes of base64url, without throwing", async () => {
    const signature = await sign("secret-a", "text");
    for (const forged of ["", "short", `${signature}A`, signature.replace(/./, "+"), "é".repeat(43)]) {
      expect(await verify("secret-a", "text", forged), forged).toBe(false);
    }
  });

  it("refuses a signature whose last character differs only in unused bits (found by the load test)", async () => {
    for (let i = 0; i < 20; i++) {
      const signature = await sign("secret-a", `text ${i}`);
      const last = signature.at(-1)!;
      // 32 bytes are 43 characters: the last one carries 4 bits, so A/B (and every such pair) decode alike.
      const twin = signature.slice(0, -1) + (last === "A" ? "B" : "A");
      expect(await verify("secret-a", `text ${i}`, twin), twin).toBe(false);
    }
  });

  it("round-trips bytes through base64url", () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37) % 256);
    expect([...fromBase64url(base64url(bytes))!]).toEqual([...bytes]);
    expect(fromBase64url("not base64url!")).toBeNull();
  });
});
