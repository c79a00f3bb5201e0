import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { staffMembers, staffSessions } from "~/db/schema";
import { logEvent } from "~/server/log-event.server";
import type { StaffIdentity } from "./access.server";
import { matchName, nameKey } from "./directory";

/**
 * The staff directory in D1 (issue 33, docs/decisions/049-staff-directory.md): who works the desk,
 * so every change is signed with a person's name in both sign-in modes.
 */

export type StaffMember = typeof staffMembers.$inferSelect;

export function listMembers(db: Db): Promise<StaffMember[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.name));
}

export type MemberOutcome = "saved" | "name-taken" | "email-taken" | "missing";

/** The name or e-mail another person already has; the directory's names are told apart at sign-in. */
async function clash(db: Db, input: { name: string; email?: string }, self?: number): Promise<MemberOutcome | null> {
  const others = (await listMembers(db)).filter((member) => member.id !== self);
  if (others.some((member) => nameKey(member.name) === nameKey(input.name))) return "name-taken";
  if (input.email && others.some((member) => member.email === input.email)) return "email-taken";
  return null;
}

export async function addMember(db: Db, input: { name: string; email?: string }, who: string): Promise<MemberOutcome> {
  const refused = await clash(db, input);
  if (refused) return refused;
  try {
    await db.insert(staffMembers).values({ name: input.name, email: input.email ?? null, createdBy: who });
  } catch {
    // Added by someone else at the same instant: the unique indexes hold.
    return (await clash(db, input)) ?? "name-taken";
  }
  logEvent("staff_member_added", { who });
  return "saved";
}

/** A new name or e-mail for a person; what they signed before keeps the name it was signed with. */
export async function renameMember(db: Db, id: number, input: { name: string; email?: string }, who: string): Promise<MemberOutcome> {
  const refused = await clash(db, input, id);
  if (refused) return refused;
  const [row] = await db
    .update(staffMembers)
    .set({ name: input.name, email: input.email ?? null })
    .where(eq(staffMembers.id, id))
    .returning({ id: staffMembers.id });
  if (!row) return "missing";
  logEvent("staff_member_renamed", { id, who });
  return "saved";
}

/** Removes a person and ends their password sessions in the same batch. */
export async function removeMember(db: Db, id: number, who: string): Promise<MemberOutcome> {
  const [, removed] = await db.batch([
    db.delete(staffSessions).where(eq(staffSessions.memberId, id)),
    db.delete(staffMembers).where(eq(staffMembers.id, id)).returning({ id: staffMembers.id }),
  ]);
  if (removed.length === 0) return "missing";
  logEvent("staff_member_removed", { id, who });
  return "saved";
}

/**
 * The person signing in with the shared password, by the name they typed: someone in the
 * directory, or, while it is empty (a fresh installation), the first person, added now so
 * reception is never locked out. Undefined: nobody by that name.
 */
export async function memberForSignIn(db: Db, typed: string): Promise<StaffMember | undefined> {
  const members = await listMembers(db);
  if (members.length > 0) return matchName(members, typed);
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if ((await addMember(db, { name }, "första inloggningen")) !== "saved") return matchName(await listMembers(db), typed);
  return matchName(await listMembers(db), name);
}

/**
 * A verified Cloudflare Access identity with the name the directory gives its e-mail. An e-mail
 * the directory does not know is shown as itself; the "Personal" screen says so.
 */
export async function withDirectoryName(db: Db, identity: StaffIdentity): Promise<StaffIdentity> {
  const email = identity.email?.toLowerCase();
  if (!email) return identity;
  const [member] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.email, email))
    .limit(1);
  return member ? { ...identity, name: member.name, memberId: member.id } : identity;
}
