import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { sessionIdentity, startSession } from "./access.server";
import { firstName, matchName, nameKey } from "./directory";
import { addMember, listMembers, memberForSignIn, removeMember, renameMember, withDirectoryName } from "./directory.server";

const db = () => getDb(env.DB);
const PASSWORD = "p".repeat(16);

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  await env.DB.batch([env.DB.prepare("DELETE FROM staff_sessions"), env.DB.prepare("DELETE FROM staff_members")]);
});

describe("matching a typed name", () => {
  const members = [{ name: "Anna Berg" }, { name: "Åsa Öberg" }, { name: "Erik Lund" }, { name: "Erik Ek" }];

  it("finds the whole name whatever its case and spacing, and a first name only one person has", () => {
    expect(matchName(members, "  anna   BERG ")?.name).toBe("Anna Berg");
    expect(matchName(members, "åsa")?.name).toBe("Åsa Öberg");
    expect(matchName(members, "ÅSA ÖBERG")?.name).toBe("Åsa Öberg");
  });

  it("matches nobody for a first name two people share, a stranger or nothing", () => {
    expect(matchName(members, "Erik")).toBeUndefined();
    expect(matchName(members, "Erik Ek")?.name).toBe("Erik Ek");
    expect(matchName(members, "Berg")).toBeUndefined();
    expect(matchName(members, "   ")).toBeUndefined();
  });

  it("signs with the first word of the name", () => {
    expect(firstName(" Anna Berg ")).toBe("Anna");
    expect(firstName("Åsa")).toBe("Åsa");
    expect(nameKey("A\u030Asa")).toBe(nameKey("Åsa"));
  });
});

describe("the staff directory", () => {
  it("adds the first person at the first sign-in, then only lets in names it has", async () => {
    expect((await memberForSignIn(db(), " Anna  Berg "))?.name).toBe("Anna Berg");
    expect(await memberForSignIn(db(), "Mallory")).toBeUndefined();
    expect((await memberForSignIn(db(), "anna"))?.name).toBe("Anna Berg");
    expect((await listMembers(db())).map((member) => member.name)).toEqual(["Anna Berg"]);
  });

  it("refuses a second person with the same name or e-mail, also on renaming", async () => {
    expect(await addMember(db(), { name: "Anna Berg", email: "anna@fjallkallan.se" }, "test")).toBe("saved");
    expect(await addMember(db(), { name: "anna berg" }, "test")).toBe("name-taken");
    expect(await addMember(db(), { name: "Anna B", email: "anna@fjallkallan.se" }, "test")).toBe("email-taken");
    expect(await addMember(db(), { name: "Erik Lund" }, "test")).toBe("saved");
    const erik = (await listMembers(db())).find((member) => member.name === "Erik Lund")!;
    expect(await renameMember(db(), erik.id, { name: "Anna Berg" }, "test")).toBe("name-taken");
    expect(await renameMember(db(), erik.id, { name: "Erik Lundqvist", email: "erik@fjallkallan.se" }, "test")).toBe("saved");
    expect(await renameMember(db(), 999_999, { name: "Ingen" }, "test")).toBe("missing");
  });

  it("ends a removed person's sessions, and only theirs", async () => {
    await addMember(db(), { name: "Anna Berg" }, "test");
    await addMember(db(), { name: "Erik Lund" }, "test");
    const [anna, erik] = await listMembers(db());
    const request = async (memberId: number) =>
      new Request("https://fjallkallan.se/staff", {
        headers: { Cookie: (await startSession(env.DB, new URL("https://fjallkallan.se/"), PASSWORD, memberId)).split(";")[0]! },
      });
    const annas = await request(anna!.id);
    const eriks = await request(erik!.id);
    expect((await sessionIdentity(env.DB, annas, PASSWORD))?.name).toBe("Anna Berg");
    expect(await removeMember(db(), anna!.id, "Erik Lund")).toBe("saved");
    expect(await sessionIdentity(env.DB, annas, PASSWORD)).toBeUndefined();
    expect((await sessionIdentity(env.DB, eriks, PASSWORD))?.name).toBe("Erik Lund");
    expect(await removeMember(db(), anna!.id, "Erik Lund")).toBe("missing");
  });

  it("gives a renamed person's session the new name at once", async () => {
    await addMember(db(), { name: "Anna Berg" }, "test");
    const [anna] = await listMembers(db());
    const cookie = (await startSession(env.DB, new URL("https://fjallkallan.se/"), PASSWORD, anna!.id)).split(";")[0]!;
    await renameMember(db(), anna!.id, { name: "Anna Lind" }, "test");
    const identity = await sessionIdentity(env.DB, new Request("https://fjallkallan.se/staff", { headers: { Cookie: cookie } }), PASSWORD);
    expect(identity).toEqual({ name: "Anna Lind", via: "password", memberId: anna!.id });
  });

  it("names an Access identity by its e-mail's person, whatever the case; an unknown e-mail stays itself", async () => {
    await addMember(db(), { name: "Anna Berg", email: "anna@fjallkallan.se" }, "test");
    const [anna] = await listMembers(db());
    expect(await withDirectoryName(db(), { name: "Anna@Fjallkallan.se", email: "Anna@Fjallkallan.se", via: "access" })).toEqual({
      name: "Anna Berg",
      email: "Anna@Fjallkallan.se",
      via: "access",
      memberId: anna!.id,
    });
    const stranger = { name: "vikarie@example.se", email: "vikarie@example.se", via: "access" as const };
    expect(await withDirectoryName(db(), stranger)).toEqual(stranger);
    // A service token has no e-mail: its name stays.
    expect(await withDirectoryName(db(), { name: "backup-token", via: "access" })).toEqual({ name: "backup-token", via: "access" });
  });
});
