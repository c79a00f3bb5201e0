import { afterEach, describe, expect, it, vi } from "vitest";
import { parseAddress, parseAddressList, type OutgoingMail } from "./mail";
import { dkimKeyFromSecret, mailChannelsPayload, mailChannelsSender, retryAfterSeconds } from "./mailchannels";

const mail: OutgoingMail = {
  to: ["info@fjallkallan.se"],
  from: { email: "no-reply@fjallkallan.se", name: "Fjällkällan" },
  replyTo: { email: "anna@example.se", name: "Anna Berg" },
  subject: "Ämne",
  text: "Text",
  html: "<p>Text</p>",
  reference: "abc:staff",
};

const sender = (timeoutMs?: number) =>
  mailChannelsSender({ endpoint: "https://api.mailchannels.net/tx/v1/send", apiKey: "key", timeoutMs });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MailChannels sender", () => {
  it.each([200, 202])("counts HTTP %i as delivered", async (status) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status }));
    expect(await sender().send(mail)).toEqual({ status: "delivered" });
  });

  it.each([429, 500, 502, 503, 504])("retries HTTP %i", async (status) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("busy", { status }));
    expect(await sender().send(mail)).toEqual({ status: "retry", reason: `HTTP ${status}: busy` });
  });

  it.each([400, 401, 403, 413, 422])("rejects HTTP %i for good, with the provider's answer", async (status) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"errors":["no"]}', { status }));
    expect(await sender().send(mail)).toEqual({ status: "rejected", reason: `HTTP ${status}: {"errors":["no"]}` });
  });

  it("passes on the provider's Retry-After", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 429, headers: { "Retry-After": "90" } }));
    expect(await sender().send(mail)).toEqual({ status: "retry", reason: "HTTP 429", retryAfterSeconds: 90 });
  });

  it("gives up on a hung connection after its timeout and asks for a retry", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
        }),
    );
    expect(await sender(20).send(mail)).toEqual({ status: "retry", reason: "timeout after 20 ms" });
  });

  it("never sends our own reference to the provider", () => {
    expect(JSON.stringify(mailChannelsPayload(mail))).not.toContain("abc:staff");
  });

  it("adds extra headers only when there are some", () => {
    expect(mailChannelsPayload(mail)).not.toHaveProperty("headers");
    expect(mailChannelsPayload({ ...mail, headers: { "List-Unsubscribe": "<https://fjallkallan.se/u>" } }).headers).toEqual({
      "List-Unsubscribe": "<https://fjallkallan.se/u>",
    });
  });
});

describe("configuration values", () => {
  it("reads a sender with or without a display name", () => {
    expect(parseAddress("Fjällkällan <no-reply@fjallkallan.se>")).toEqual({ email: "no-reply@fjallkallan.se", name: "Fjällkällan" });
    expect(parseAddress('"Fjällkällan Hotell & Spa" <no-reply@fjallkallan.se>')).toEqual({
      email: "no-reply@fjallkallan.se",
      name: "Fjällkällan Hotell & Spa",
    });
    expect(parseAddress(" no-reply@fjallkallan.se ")).toEqual({ email: "no-reply@fjallkallan.se" });
  });

  it("reads a comma-separated recipient list", () => {
    expect(parseAddressList("a@fjallkallan.se, b@fjallkallan.se,,")).toEqual(["a@fjallkallan.se", "b@fjallkallan.se"]);
    expect(parseAddressList(undefined)).toEqual([]);
  });

  it("accepts a DKIM key as PEM or bare base64", () => {
    expect(dkimKeyFromSecret("-----BEGIN PRIVATE KEY-----\nQUJD\nREVG\n-----END PRIVATE KEY-----\n")).toBe("QUJDREVG");
    expect(dkimKeyFromSecret("QUJDREVG")).toBe("QUJDREVG");
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Sun, 22 Nov 2026 10:05:00 GMT", now)).toBe(300);
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
