import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server";
import type { StaffIdentity } from "./access.server";
import { formatStamp } from "./dates";
import { memberSchema } from "./directory";
import { addMember, listMembers, removeMember, renameMember, type MemberOutcome } from "./directory.server";
import { staffPaths } from "./paths";
import { staffHeaders } from "./require-staff.server";

/** The "Personal" screen (/staff/personal): the staff directory, and whether the one signed in is in it. */
export async function peopleView(db: Db, staff: StaffIdentity, url: URL) {
  const members = await listMembers(db);
  const done = url.searchParams.get("klart");
  return {
    notice: done && done in peopleNotices ? peopleNotices[done as keyof typeof peopleNotices] : null,
    // Access with an e-mail the directory does not know: say so, and offer the address to add.
    unknownEmail: staff.via === "access" && staff.memberId === undefined ? (staff.email ?? staff.name) : null,
    me: staff.memberId ?? null,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      added: `Tillagd ${formatStamp(member.createdAt)} av ${member.createdBy}`,
    })),
  };
}

const peopleNotices = {
  add: "Personen är tillagd.",
  rename: "Ändringen är sparad.",
  remove: "Personen är borttagen och utloggad.",
} as const;

const refusals: Record<Exclude<MemberOutcome, "saved">, { field: "name" | "email" | null; message: string }> = {
  "name-taken": { field: "name", message: "Det namnet finns redan i listan. Lägg till efternamnet eller en initial." },
  "email-taken": { field: "email", message: "Den adressen har redan någon annan i listan." },
  missing: { field: null, message: "Personen finns inte längre i listan." },
};

/** Adds, renames or removes a person; a redirect back, or the form's errors (for the form `formId`). */
export async function peopleAction(db: Db, request: Request, staff: StaffIdentity) {
  const formData = await request.formData();
  const formId = String(formData.get("id") || "new");
  const submission = parseWithZod(formData, { schema: memberSchema });
  if (submission.status !== "success") return data({ formId, result: submission.reply() }, { status: 400, headers: staffHeaders() });
  const value = submission.value;
  const outcome =
    value.intent === "add"
      ? await addMember(db, value, staff.name)
      : value.intent === "rename"
        ? await renameMember(db, value.id, value, staff.name)
        : await removeMember(db, value.id, staff.name);
  if (outcome !== "saved") {
    const refusal = refusals[outcome];
    const result = refusal.field
      ? submission.reply({ fieldErrors: { [refusal.field]: [refusal.message] } })
      : submission.reply({ formErrors: [refusal.message] });
    return data({ formId, result }, { status: 400, headers: staffHeaders() });
  }
  // Someone who removed themselves has just ended their own session.
  const self = value.intent === "remove" && value.id === staff.memberId;
  throw redirect(self ? staffPaths.signIn : `${staffPaths.people}?klart=${value.intent}`, { status: 303, headers: staffHeaders() });
}
