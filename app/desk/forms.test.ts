import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { noteSchema, replySchema, templateSchema } from "./forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the desk's forms, as the server checks them", () => {
  const key = "0f8fad5b-d9cb-469f-a165-70867728950e";

  it("refuses an empty or overlong reply and a reply without its one-time key", () => {
    expect(parseWithZod(form({ intent: "reply", body: "   ", key }), { schema: replySchema }).reply().error).toEqual({
      body: ["Skriv ett svar."],
    });
    expect(parseWithZod(form({ intent: "reply", body: "x".repeat(5001), key }), { schema: replySchema }).reply().error).toEqual({
      body: ["Svaret får vara högst 5 000 tecken."],
    });
    expect(parseWithZod(form({ intent: "reply", body: "Hej", key: "1" }), { schema: replySchema }).reply().error?.key).toBeDefined();
    const ok = parseWithZod(form({ intent: "reply", body: "  Hej!\n", key }), { schema: replySchema });
    expect(ok.status === "success" && ok.value.body).toBe("Hej!");
  });

  it("refuses a reply that still holds a template's placeholder, naming it", () => {
    const left = parseWithZod(form({ intent: "reply", body: "Hej Eva,\n\nVi kan erbjuda:\n\n[förslag och pris]", key }), {
      schema: replySchema,
    });
    expect(left.reply().error).toEqual({
      body: [
        "Svaret innehåller fortfarande [förslag och pris] från mallen. Skriv in det som ska stå där, eller ta bort det, och skicka igen.",
      ],
    });
    expect(parseWithZod(form({ intent: "reply", body: "Hej {namn},", key }), { schema: replySchema }).status).toBe("error");
    expect(parseWithZod(form({ intent: "reply", body: "Hej Eva, dubbelrum 2 400 kr.", key }), { schema: replySchema }).status).toBe(
      "success",
    );
  });

  it("refuses an empty note or one without its one-time key, and a template of an unknown kind or language", () => {
    expect(parseWithZod(form({ intent: "note", note: "", key }), { schema: noteSchema }).reply().error).toEqual({
      note: ["Skriv en anteckning."],
    });
    expect(parseWithZod(form({ intent: "note", note: "Ring gästen." }), { schema: noteSchema }).reply().error?.key).toBeDefined();
    const bad = parseWithZod(form({ kind: "newsletter", lang: "de", title: "T", body: "B" }), { schema: templateSchema }).reply().error;
    expect(Object.keys(bad ?? {}).sort()).toEqual(["kind", "lang"]);
    const ok = parseWithZod(form({ id: "4", kind: "bookings", lang: "en", title: "T", body: "B" }), { schema: templateSchema });
    expect(ok.status === "success" && ok.value.id).toBe(4);
  });
});
