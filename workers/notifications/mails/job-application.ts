/** The staff notification of a job application (the visitor's receipt is in ./visitor.ts). */
import { jobApplicationTexts } from "~/forms/job-application.texts";
import type { JobApplicationNotification } from "~/notifications/queue-contract";
import type { VisitorMailVerdict } from "~/notifications/visitor-mail.server";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import { heldNotice } from "./visitor";
import { isEmpty, languageNames, NOT_GIVEN, oneLine, replyHint, type MailDocument } from "../mail-document";

export function jobApplicationStaff(
  message: JobApplicationNotification,
  config: NotificationConfig,
  visitor: VisitorMailVerdict = "send",
): MailDocument {
  const { data } = message;
  const t = jobApplicationTexts("sv");
  return {
    lang: "sv",
    subject: `Ny jobbansökan: ${oneLine(data.jobTitle)} – ${oneLine(data.name)}`,
    blocks: [
      { kind: "p", text: `En ny ansökan har kommit in via webbplatsen (skickad på ${languageNames[message.lang]}).` },
      ...heldNotice(visitor, "Mottagningsbeskedet"),
      {
        kind: "rows",
        rows: [
          { label: t.position, value: data.jobTitle },
          { label: t.name, value: data.name },
          { label: t.email, value: data.email },
          { label: t.phone, value: isEmpty(data.phone) ? NOT_GIVEN : data.phone! },
          { label: t.message, value: isEmpty(data.message) ? NOT_GIVEN : data.message! },
        ],
      },
      // Files never travel by mail: they stay in R2 behind the staff sign-in.
      {
        kind: "p",
        text: "CV och personligt brev skickas inte med e-post. Läs och ladda ner dem i personalinkorgen (inloggning krävs):",
        link: `${config.siteOrigin}${staffPaths.application(message.id)}`,
      },
      replyHint(data.name, data.email),
    ],
  };
}
