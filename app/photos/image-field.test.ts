import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "~/components/responsive-image";
import { contentKindIds, contentKinds, contentSchema } from "~/content-store/kinds";
import { pictureOf, photoValue, type Photo } from "./photos";

const photo: Photo = {
  id: "0123456789abcdef",
  width: 2000,
  height: 1500,
  placeholder: ["#112233", "#223344", "#334455", "#445566"],
  color: "#2b3c4d",
  focal: { x: 100, y: 0 },
  alt: { sv: "Kräftor", en: "Crayfish" },
};

const foodEvent = (image: string) =>
  contentSchema("food-event").safeParse({
    version: 0,
    intent: "publish",
    titleSv: "Kräftskiva",
    startDate: "2027-08-20",
    price: 495,
    image,
    imageAltSv: "Kräftor på ett fat",
    descriptionSv: "En kväll.",
  });

describe("an image field", () => {
  it("takes a catalogue picture or an uploaded photo's id, and nothing else", () => {
    expect(foodEvent("crayfish").success).toBe(true);
    expect(foodEvent(photoValue(photo.id)).success).toBe(true);
    for (const value of ["photo:0123", "photo:../../x", "photo:0123456789ABCDEF", "https://example.com/a.jpg", ""]) {
      expect(foodEvent(value).success, value).toBe(false);
    }
  });

  it("of every kind takes a photo, kinds added later too (the check is the field type's)", () => {
    const kindsWithPictures = contentKindIds.filter((kind) => contentKinds[kind].fields.some((field) => field.type === "image"));
    expect(kindsWithPictures.length).toBeGreaterThan(0);
    for (const kind of kindsWithPictures) {
      const field = contentKinds[kind].fields.find((entry) => entry.type === "image")!;
      const parsed = contentSchema(kind).safeParse({ [field.name]: photoValue(photo.id) });
      const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field.name);
      expect(issues, kind).toEqual([]);
    }
  });

  it("names a photo the reader loaded, else the catalogue picture, else the fallback", () => {
    expect(pictureOf(photoValue(photo.id), { [photo.id]: photo }, "crayfish")).toBe(photo);
    expect(pictureOf(photoValue(photo.id), {}, "crayfish")).toBe("crayfish");
    expect(pictureOf("pool", {}, "crayfish")).toBe("pool");
    expect(pictureOf("nonsense", {}, "crayfish")).toBe("crayfish");
  });
});

describe("an uploaded photo on a page", () => {
  it("is rendered as a catalogue picture: AVIF and WebP srcsets up to its width, sizes, size, placeholder, focal point", () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, { image: photo, alt: "Kräftor", sizes: "(min-width: 768px) 50vw, 100vw" }),
    );
    const catalogue = renderToStaticMarkup(
      createElement(ResponsiveImage, { image: "crayfish", alt: "Kräftor", sizes: "(min-width: 768px) 50vw, 100vw" }),
    );
    expect(html).toContain(
      'srcSet="/photos/0123456789abcdef-480.avif 480w, /photos/0123456789abcdef-800.avif 800w, /photos/0123456789abcdef-1200.avif 1200w, /photos/0123456789abcdef-1600.avif 1600w"',
    );
    expect(html).toContain('type="image/webp" srcSet="/photos/0123456789abcdef-480.webp 480w');
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
    expect(html).toContain('width="2000" height="1500"');
    expect(html).toContain('src="/photos/0123456789abcdef-1200.webp"');
    expect(html).toContain("object-position:100% 0%");
    expect(html).toContain("linear-gradient(#112233 12.5%");
    // The same markup as a catalogue picture's, but for the addresses and the focal point.
    const shape = (markup: string) =>
      markup
        .replace(/\/(photos|images)\/[0-9a-z-]+-(\d+)\.(avif|webp)/g, "/$2.$3")
        .replace(/style="[^"]*"/g, "")
        .replace(/width="\d+" height="\d+"/, "");
    // The photo is 2000 px wide: it has no 2400 px variant.
    expect(shape(html)).toBe(shape(catalogue).replace(/, \/2400\.(avif|webp) 2400w/g, ""));
  });
});
