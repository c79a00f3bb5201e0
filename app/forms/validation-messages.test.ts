import { describe, expect, it } from "vitest";
import bookingInquiry from "./booking-inquiry.ts?raw";
import bookingInquiryAction from "./booking-inquiry.server.ts?raw";
import jobApplication from "./job-application.ts?raw";
import jobApplicationFiles from "./job-application.files.ts?raw";
import jobApplicationAction from "./job-application.server.ts?raw";
import lostAndFound from "./lost-and-found.ts?raw";
import newsletter from "./newsletter.ts?raw";
import { formMessageKeys, formMessages, isFormMessageKey, type FormWithMessages } from "./validation-messages";

/** Where each form's messages can come from: its schema, and its action's checks (a closed position, a package no longer offered). */
const sources: Record<FormWithMessages, string[]> = {
  "booking-inquiry": [bookingInquiry, bookingInquiryAction],
  "lost-and-found": [lostAndFound],
  "job-application": [jobApplication, jobApplicationFiles, jobApplicationAction],
  newsletter: [newsletter],
};

/** Every quoted string in the sources that is a message key. */
const keysIn = (texts: string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(/"([a-zA-Z0-9.]+)"/g)].map((m) => m[1]!)).filter(isFormMessageKey));

describe("each form's messages", () => {
  it.each(Object.keys(sources) as FormWithMessages[])("%s: the page sends every message its schema names, and no other form's", (form) => {
    expect(new Set(formMessageKeys[form])).toEqual(keysIn(sources[form]));
  });

  it("include, in both languages, the message any action gives a value no field can send", () => {
    expect(formMessages("lost-and-found", "sv")["field.invalid"]).toBe("Ogiltigt värde");
    expect(formMessages("job-application", "en")["field.invalid"]).toBe("Invalid value");
    expect(formMessages("job-application", "sv")).not.toHaveProperty("lf.zip.digits");
  });
});
