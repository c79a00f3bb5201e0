import { describe, expect, it } from "vitest";
import { companyFormOpensOnConference } from "./booking-inquiry.options";
import { bookingInquiryPageTexts, bookingInquiryTexts } from "./booking-inquiry.texts";

describe("bookingInquiryPageTexts", () => {
  it.each(["sv", "en"] as const)("splits every %s text into kept labels, conference labels and browser texts, once", (lang) => {
    const { labels, conference, texts } = bookingInquiryPageTexts(lang);
    expect({ ...labels, ...conference, ...texts }).toEqual(bookingInquiryTexts(lang));
    const keys = [...Object.keys(labels), ...Object.keys(conference), ...Object.keys(texts)];
    expect(new Set(keys).size).toBe(keys.length);
    // What a category brings and the answers' texts stay with the browser.
    expect(Object.keys(texts)).toEqual(
      expect.arrayContaining(["packageTypes", "conferenceTypes", "mothersDayOption", "successTitle", "submitting"]),
    );
  });
});

describe("companyFormOpensOnConference", () => {
  it.each([
    [null, undefined, true],
    [null, "event", true],
    ["foretag", undefined, true],
    ["foretag", "conference", true],
    ["foretag", "weekend", true],
    ["foretag", "event", false],
    ["foretag", "other", false],
  ])("typ=%s kategori=%s → %s", (typ, category, expected) => {
    expect(companyFormOpensOnConference(typ, category)).toBe(expected);
  });
});
