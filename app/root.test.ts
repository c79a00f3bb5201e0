import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

/** The application's error page as the server renders it after a loader threw `error`. */
function errorPage(path: string, error: unknown): string {
  const Stub = createRoutesStub([{ path: "*", Component: () => null, ErrorBoundary }]);
  return renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { errors: { "0": error } } }));
}

/** A loader's failure as it really arrives: a message naming internals, and a stack of file paths. */
function loaderFailure(): Error {
  return new Error("D1_ERROR: no such table: booking_inquiries_secret");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the error page", () => {
  it("shows neither the message nor the stack outside development, in the visitor's language", () => {
    vi.stubEnv("DEV", false);
    const error = loaderFailure();
    expect(error.stack).toMatch(/root\.test\.ts/);
    for (const [path, title] of [
      ["/relax", "Något gick fel"],
      ["/en/relax", "Something went wrong"],
    ] as const) {
      const html = errorPage(path, error);
      expect(html).toContain(title);
      expect(html).not.toContain("booking_inquiries_secret");
      expect(html).not.toContain("root.test.ts");
      expect(html).not.toContain("<pre");
    }
  });

  it("shows the stack to a developer, so the test above can tell the difference", () => {
    vi.stubEnv("DEV", true);
    const html = errorPage("/en/relax", loaderFailure());
    expect(html).toContain("booking_inquiries_secret");
    expect(html).toContain("<pre");
  });
});
