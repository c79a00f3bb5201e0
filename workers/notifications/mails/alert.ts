/** A health alert for the operator (docs/decisions/020-health-and-alerts.md), linking to the health panel. */
import type { AlertMessage } from "~/notifications/queue-contract";
import { hotel } from "~/site";
import { staffPaths } from "~/staff/paths";
import type { NotificationConfig } from "../config";
import type { MailDocument } from "../mail-document";

export function alertMail(message: AlertMessage, config: NotificationConfig): MailDocument {
  const { state, title, detail } = message.data;
  return {
    lang: "sv",
    subject: `${state === "raised" ? "Larm" : "Åter normalt"}: ${title} – ${hotel.shortName}`,
    blocks: [
      { kind: "p", text: state === "raised" ? `Larm: ${title}` : `Åter normalt: ${title}` },
      ...(detail ? [{ kind: "p" as const, text: detail }] : []),
      { kind: "p", text: "Hälsopanelen:", link: `${config.siteOrigin}${staffPaths.health}` },
    ],
  };
}
