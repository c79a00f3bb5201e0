/** The staff notification of a lost-and-found request (the visitor's receipt is in ./visitor.ts). */
import { lostAndFoundTexts } from "~/forms/lost-and-found.texts";
import type { LostFoundNotification } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import { heldNotice } from "./visitor";
import { formatDate, isEmpty, languageNames, NOT_GIVEN, oneLine, replyHint, staffFooter, type MailDocument } from "../mail-document";

export function lostFoundStaff(
  message: LostFoundNotification,
  config: NotificationConfig,
  visitor: VisitorMailVerdict = "send",
): MailDocument {
  const { data } = message;
  const t = lostAndFoundTexts("sv");
  const orNotGiven = (value: string | null) => (isEmpty(value) ? NOT_GIVEN : value!);
  return {
    lang: "sv",
    subject: `Ny efterlysning av kvarglömt föremål: ${oneLine(data.name)} (${data.checkInDate}–${data.checkOutDate})`,
    blocks: [
      { kind: "p", text: `En gäst efterlyser ett kvarglömt föremål via webbplatsen (skickad på ${languageNames[message.lang]}).` },
      ...heldNotice(visitor, "Mottagningsbeskedet"),
      {
        kind: "rows",
        rows: [
          { label: t.name, value: data.name },
          { label: t.email, value: data.email },
          { label: t.phone, value: orNotGiven(data.phone) },
          { label: t.roomNumber, value: orNotGiven(data.roomNumber) },
          { label: t.arrivalDate, value: formatDate(data.checkInDate, "sv", "staff") },
          { label: t.departureDate, value: formatDate(data.checkOutDate, "sv", "staff") },
          { label: t.sectionItem, value: orNotGiven(data.itemDescription) },
        ],
      },
      replyHint(data.name, data.email),
      { kind: "p", text: "Gästens adress och bokningsnummer finns med efterlysningen i personalinkorgen." },
      staffFooter(config, "Efterlysning", message.id, staffPaths.lostAndFound(message.id)),
    ],
  };
}
