import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV export format", () => {
  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const csv = toCsv(["Namn", "Ort"], [["Åsa Öberg", "Norsjö"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Namn,Ort\r\nÅsa Öberg,Norsjö\r\n");
  });

  it("quotes fields with commas, quotes and line breaks (RFC 4180), doubling the quotes", () => {
    expect(csvField('Säg "hej"')).toBe('"Säg ""hej"""');
    expect(csvField("Skellefteå, Norsjö")).toBe('"Skellefteå, Norsjö"');
    expect(csvField("rad ett\nrad två")).toBe('"rad ett\nrad två"');
    expect(csvField("rad ett\r\nrad två")).toBe('"rad ett\r\nrad två"');
    expect(csvField("enkel")).toBe("enkel");
  });

  it("writes empty cells for missing values and numbers as they are", () => {
    expect(toCsv(["a", "b", "c"], [[null, undefined, 12]]).slice(1)).toBe("a,b,c\r\n,,12\r\n");
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ["+46 70 123 45 67", "'+46 70 123 45 67"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
  ])("neutralises a formula: %j becomes %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("leaves text that merely contains those characters alone", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("anna@example.se")).toBe("anna@example.se");
  });
});
