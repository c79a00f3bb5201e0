import { describe, expect, it } from "vitest";
import { firstLine } from "./glance";

describe("the first line a list shows of what a visitor wrote", () => {
  it("takes the first line with text, its spaces collapsed", () => {
    expect(firstLine("\n\n  Vi är   tolv personer\r\nsom vill bo två nätter")).toBe("Vi är tolv personer");
  });

  it("is null when nothing was written", () => {
    expect(firstLine(null)).toBeNull();
    expect(firstLine(" \n\t\n")).toBeNull();
  });

  it("shortens a long line with an ellipsis, never splitting a character", () => {
    const line = firstLine(`${"å".repeat(50)} ${"🙂".repeat(100)}`, 60)!;
    expect([...line]).toHaveLength(60);
    expect(line.endsWith("🙂…")).toBe(true);
  });

  it("drops control characters and direction overrides that would make the line read otherwise", () => {
    expect(firstLine("Blå \u202emössa\u202c\u0007")).toBe("Blå mössa");
  });

  it("keeps markup as the text it is (React escapes it when rendered)", () => {
    expect(firstLine('<img src=x onerror="alert(1)"> hej')).toBe('<img src=x onerror="alert(1)"> hej');
  });
});
