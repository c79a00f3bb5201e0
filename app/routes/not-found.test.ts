import { afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("the not-found log line", () => {
  it("names the referring site's host, never the path or query of the page that linked", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const request = (referer?: string) => new Request("https://hotel.test/finns-inte", { headers: referer ? { Referer: referer } : {} });
    const run = (referer?: string) => loader({ request: request(referer) } as never);
    run("https://hotel.test/staff/sok?q=anna%40example.se&phone=0701234567");
    run("https://mail.example.com/inbox/read?id=42&to=anna@example.se");
    run("not a url");
    run();
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toEqual([
      { event: "not_found", path: "/finns-inte", referrerHost: "hotel.test" },
      { event: "not_found", path: "/finns-inte", referrerHost: "mail.example.com" },
      { event: "not_found", path: "/finns-inte", referrerHost: null },
      { event: "not_found", path: "/finns-inte", referrerHost: null },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/anna|0701234567|inbox/);
  });
});
