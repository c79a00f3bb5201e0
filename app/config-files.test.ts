import { describe, expect, it } from "vitest";
import notificationsExample from "../workers/notifications/.dev.vars.example?raw";
import notificationsToml from "../workers/notifications/wrangler.toml?raw";
import siteExample from "../.dev.vars.example?raw";
import siteToml from "../wrangler.toml?raw";

/** The names of a wrangler.toml's top-level [vars] and [secrets] required. */
function settings(toml: string): { vars: string[]; secrets: string[] } {
  const vars = /^\[vars\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? "";
  const secrets = /^\[secrets\]\nrequired = \[(.*)\]/m.exec(toml)?.[1] ?? "";
  return {
    vars: [...vars.matchAll(/^([A-Z][A-Z0-9_]*) = /gm)].map((match) => match[1]!),
    secrets: [...secrets.matchAll(/"([A-Z0-9_]+)"/g)].map((match) => match[1]!),
  };
}

/** The names in a .dev.vars.example, each with the comment line above it. */
function documented(example: string): Map<string, string> {
  const lines = example.split("\n");
  return new Map(
    lines.flatMap((line, index) => {
      const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      const comment =
        lines
          .slice(0, index)
          .reverse()
          .find((above) => !/^[A-Z]/.test(above)) ?? "";
      return name ? [[name, comment]] : [];
    }),
  );
}

describe.each([
  ["the site", siteToml, siteExample],
  ["the notification worker", notificationsToml, notificationsExample],
])(".dev.vars.example of %s", (_worker, toml, example) => {
  const { vars, secrets } = settings(toml);

  it("declares secrets for wrangler (types, local loading, deploy check)", () => {
    expect(secrets.length).toBeGreaterThan(0);
    expect(vars).toContain("SITE_ORIGIN");
  });

  it("lists every var and secret, each with a comment", () => {
    const listed = documented(example);
    for (const name of [...vars, ...secrets]) {
      expect(listed.has(name), `${name} in .dev.vars.example`).toBe(true);
      expect(listed.get(name), `${name} has a comment`).toMatch(/^# /);
    }
  });
});

describe("the site's deploy check", () => {
  // `wrangler deploy` refuses a Worker without every `[secrets] required` name (decision 026):
  // production and staging need the form-signing secret and both Turnstile keys (decision 036).
  const requiredLists = [...siteToml.matchAll(/^\[(?:env\.(\w+)\.)?secrets\]\nrequired = \[(.*)\]/gm)].map(([, environment, list]) => ({
    environment: environment ?? "production",
    names: [...list!.matchAll(/"([A-Z0-9_]+)"/g)].map((match) => match[1]),
  }));

  it("refuses production and staging without the form-signing secret or a Turnstile key", () => {
    expect(requiredLists.map((list) => list.environment)).toEqual(["production", "staging"]);
    for (const { names } of requiredLists)
      expect(names).toEqual(expect.arrayContaining(["FORM_SIGNING_SECRET", "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET_KEY"]));
    // A var would deploy blank; only a secret is checked.
    expect(settings(siteToml).vars).not.toContain("TURNSTILE_SITE_KEY");
  });
});
