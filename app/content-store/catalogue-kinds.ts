import type { FieldSpec, KindSpec } from "./kinds";
import { priceFields } from "./prices";

/**
 * What the hotel sells, as staff edit it (issue 36, docs/decisions/054-catalogue-in-the-store.md):
 * the rooms and the spa's treatments. Their texts, prices and pictures are content; what the
 * booking engine and the code key on (a room's id and how it is booked) stays in code. Each price
 * is `priceFields` of ./prices.ts, so next season's price can be entered ahead.
 */

/** The picture fields' choices and the names staff know them by (from ./kinds.ts, which owns them). */
export interface PictureChoices {
  options: readonly string[];
  optionLabels: Readonly<Record<string, string>>;
}

const picture = (choices: PictureChoices): FieldSpec[] => [
  { name: "image", label: "Bild", type: "image", required: true, ...choices },
  {
    name: "imageAlt",
    label: "Bildens alt-text",
    type: "text",
    localized: true,
    required: true,
    help: "Vad bilden visar, för den som inte ser den.",
  },
];

/**
 * A room type. The four rooms are the booking engine's: staff change their texts, prices and
 * pictures, and may hide one, but cannot add or remove a room here (`fixed`).
 */
export function roomKind(choices: PictureChoices): KindSpec {
  return {
    title: "Rum",
    itemTitle: "Rum",
    tag: "rooms",
    titleField: "title",
    fixed: true,
    fields: [
      { name: "title", label: "Namn", type: "text", localized: true, required: true },
      { name: "description", label: "Beskrivning", type: "textarea", localized: true, required: true },
      { name: "sizeSqm", label: "Storlek (kvm)", type: "number", required: true, help: "Visas först i listan under beskrivningen." },
      { name: "maxGuests", label: "Antal personer högst", type: "number", required: true },
      {
        name: "features",
        label: "Det här finns i rummet",
        type: "textarea",
        localized: true,
        help: "En sak per rad, t.ex. Egen balkong. Storlek och antal personer skrivs av sidan själv.",
      },
      ...priceFields("pricePerPerson", "Pris per person och natt, från", {
        help: "Tomt: rummet har inget pris per person.",
      }),
      ...priceFields("priceForTwo", "Pris för två per natt, från", {
        help: "Tomt på båda priserna: sidan skriver Pris per natt på förfrågan.",
      }),
      ...picture(choices),
    ],
  };
}

/**
 * A gift card's set amount (docs/decisions/060-gift-cards-in-the-store.md): the three tiers of
 * /presentkort are fixed, like the rooms; staff change their amount (ahead from a day), texts and
 * picture, and may hide one. The examples of what a card covers quote the store's prices in code.
 */
export function giftCardKind(choices: PictureChoices): KindSpec {
  return {
    title: "Presentkort",
    itemTitle: "Presentkort",
    tag: "gift-cards",
    titleField: "title",
    fixed: true,
    fields: [
      { name: "title", label: "Namn", type: "text", localized: true, required: true },
      { name: "description", label: "Beskrivning", type: "textarea", localized: true, required: true },
      ...priceFields("amount", "Belopp", { required: true }),
      ...picture(choices),
    ],
  };
}

/** The longest treatment has two lengths, each with its own price. */
export const treatmentOptionNumbers = [1, 2] as const;

/** A treatment of the relax department: texts, picture and up to two lengths with their prices. */
export function treatmentKind(choices: PictureChoices): KindSpec {
  return {
    title: "Behandlingar",
    itemTitle: "Behandling",
    tag: "treatments",
    titleField: "title",
    fields: [
      { name: "title", label: "Namn", type: "text", localized: true, required: true },
      { name: "shortDescription", label: "Kort beskrivning", type: "text", localized: true, required: true },
      { name: "longDescription", label: "Läs mer", type: "textarea", localized: true, required: true, help: "Ett stycke per rad." },
      ...treatmentOptionNumbers.flatMap((n): FieldSpec[] => {
        // A length and its price go together: one without the other would vanish from the page.
        const [price, ...next] = priceFields(`option${n}Price`, `Längd ${n}: pris`, { required: n === 1 });
        const together = { requiredWithMessage: "Skriv både längden och priset, eller lämna båda tomma." };
        return [
          {
            name: `option${n}Minutes`,
            label: `Längd ${n} (minuter)`,
            type: "number",
            required: n === 1,
            help: n === 1 ? undefined : "Tomt: behandlingen har bara en längd.",
            ...(n === 1 ? {} : { requiredWith: `option${n}Price`, ...together }),
          },
          { ...price!, ...(n === 1 ? {} : { requiredWith: `option${n}Minutes`, ...together }) },
          ...next,
        ];
      }),
      ...picture(choices),
    ],
  };
}
