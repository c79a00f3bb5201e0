import { env } from "cloudflare:workers";
import { Hono, type Context } from "hono";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { action as editAction, loader as editLoader } from "~/routes/staff.content-item";
import { action as restoreAction } from "~/routes/staff.content-history";
import { loader as overviewLoader } from "~/routes/staff.content";
import { startSession } from "~/staff/access.server";
import { formProtection } from "../../workers/middleware/forms";
import { staffGate, type StaffVariables } from "../../workers/middleware/staff";
import { readHistory, readItem } from "./store.server";

const PASSWORD = "rätt-häst-batteri-häftklammer";
const ORIGIN = "https://hotel.test";
const passwordEnv = { ...env, STAFF_PASSWORD: PASSWORD } as Env;

/** Anna, in the staff directory: every password session names a person. */
async function anna(): Promise<number> {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_members (name, created_by) VALUES ('Anna Berg', 'test')").run();
  return (await env.DB.prepare("SELECT id FROM staff_members WHERE name = 'Anna Berg'").first<{ id: number }>())!.id;
}

type Handler = (args: never) => unknown;

/** The Worker's chain in small: cross-site and body checks, the staff gate, then the content routes. */
function site() {
  const app = new Hono<{ Bindings: Env; Variables: StaffVariables }>();
  app.use(...formProtection());
  app.use(staffGate());
  const run = (handler: Handler) => async (c: Context<{ Bindings: Env; Variables: StaffVariables }>) => {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, {
      env: c.env,
      ctx: { waitUntil() {} } as unknown as ExecutionContext,
      requestId: "t",
      cspNonce: "",
      staff: c.get("staff"),
    });
    try {
      const result = await handler({ request: c.req.raw, params: c.req.param(), context } as never);
      if (result instanceof Response) return result;
      const { init } = result as { init?: ResponseInit | null };
      return Response.json(result, init ?? {});
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  app.post("/staff/content/:kind/:key", run(editAction));
  app.post("/staff/content/:kind/:key/history", run(restoreAction));
  return app;
}

const menuForm = () => {
  const form = new URLSearchParams({ version: "0", intent: "publish", price: "240" });
  for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"]) form.set(`${day}Sv`, "Förfalskad rätt");
  return form;
};

async function post(path: string, headers: Record<string, string>, body = menuForm()) {
  return site().request(
    `${ORIGIN}${path}`,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body },
    passwordEnv,
  );
}

describe("staff content editing: access", () => {
  const db = getDb(env.DB);

  it("refuses a visitor without a session (401) and changes nothing", async () => {
    const response = await post("/staff/content/weekly-menu/2032-W05", { Origin: ORIGIN });
    expect(response.status).toBe(401);
    expect(await readItem(db, "weekly-menu", "2032-W05")).toBeUndefined();
    const restore = await post(
      "/staff/content/weekly-menu/2032-W05/history",
      { Origin: ORIGIN },
      new URLSearchParams({ historyId: "1", version: "1" }),
    );
    expect(restore.status).toBe(401);
  });

  it("refuses a cross-site post even with a staff session (403) and changes nothing", async () => {
    const cookie = (await startSession(env.DB, new URL(ORIGIN), PASSWORD, await anna())).split(";")[0]!;
    const response = await post("/staff/content/weekly-menu/2032-W06", { Origin: "https://evil.example", Cookie: cookie });
    expect(response.status).toBe(403);
    expect(await readItem(db, "weekly-menu", "2032-W06")).toBeUndefined();
    // The same post from the site itself publishes, named after the person signed in.
    const own = await post("/staff/content/weekly-menu/2032-W06", { Origin: ORIGIN, Cookie: cookie });
    expect(own.status).toBe(303);
    expect((await readItem(db, "weekly-menu", "2032-W06"))?.data.mondaySv).toBe("Förfalskad rätt");
    expect((await readHistory(db, "weekly-menu", "2032-W06"))[0]?.who).toBe("Anna Berg");
  });

  it("answers 401 from every content loader and action reached without the gate's identity", async () => {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });
    const request = new Request(`${ORIGIN}/staff/content/weekly-menu/2032-W07`, { method: "POST", body: menuForm() });
    const params = { kind: "weekly-menu", key: "2032-W07" };
    const calls: Array<() => unknown> = [
      () => overviewLoader({ context, request } as never),
      () => editLoader({ request, params, context } as never),
      () => editAction({ request, params, context } as never),
      () => restoreAction({ request, params, context } as never),
    ];
    for (const call of calls) {
      const thrown = await Promise.resolve()
        .then(call)
        .catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(401);
    }
    expect(await readItem(db, "weekly-menu", "2032-W07")).toBeUndefined();
  });

  it("refuses the second of two saves from the same version with a clear message (409)", async () => {
    const cookie = (await startSession(env.DB, new URL(ORIGIN), PASSWORD, await anna())).split(";")[0]!;
    // The colleague's save changes the price from the week before (2032-W06), which both forms began from.
    const first = menuForm();
    first.set("price", "255");
    expect((await post("/staff/content/weekly-menu/2032-W08", { Origin: ORIGIN, Cookie: cookie }, first)).status).toBe(303);
    const second = menuForm();
    second.set("mondaySv", "Min egen text");
    const refused = await post("/staff/content/weekly-menu/2032-W08", { Origin: ORIGIN, Cookie: cookie }, second);
    expect(refused.status).toBe(409);
    const body = JSON.stringify(await refused.json());
    // Who published, which version and what they changed.
    expect(body).toContain("Anna Berg publicerade version 1");
    expect(body).toContain("ändrade Lunchpris (kronor)");
    // Their text comes back for the form.
    expect(body).toContain("Min egen text");
    expect((await readItem(db, "weekly-menu", "2032-W08"))?.data.mondaySv).toBe("Förfalskad rätt");
  });

  it("compares a refused first save of a week with the week before, which its form began from", async () => {
    const cookie = (await startSession(env.DB, new URL(ORIGIN), PASSWORD, await anna())).split(";")[0]!;
    const headers = { Origin: ORIGIN, Cookie: cookie };
    expect((await post("/staff/content/weekly-menu/2032-W09", headers)).status).toBe(303);
    // Both editors open week 10, unpublished: its form holds week 9. The colleague changes Monday.
    const colleague = menuForm();
    colleague.set("mondaySv", "Kollegans rätt");
    expect((await post("/staff/content/weekly-menu/2032-W10", headers, colleague)).status).toBe(303);
    const mine = menuForm();
    mine.set("tuesdaySv", "Min egen text");
    const refused = await post("/staff/content/weekly-menu/2032-W10", headers, mine);
    expect(refused.status).toBe(409);
    const body = JSON.stringify(await refused.json());
    expect(body).toContain("och ändrade Måndag: dagens rätt (svenska).");
    expect(body).not.toContain("Lunchpris");
    expect(body).not.toContain("Tisdag");
  });
});
