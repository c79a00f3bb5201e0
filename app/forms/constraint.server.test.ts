import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldLimits, formConstraint } from "./constraint.server";
import { businessInquirySchema, privateInquirySchema } from "./booking-inquiry";
import { jobApplicationSchema } from "./job-application";
import { lostAndFoundSchema } from "./lost-and-found";

describe("formConstraint", () => {
  it("leaves out required: false and fields with nothing else to say", () => {
    const schema = z.object({
      name: z.string(),
      note: z.string().optional(),
      tags: z.array(z.string()).optional(),
    });
    expect(getZodConstraint(schema)).toMatchObject({ note: { required: false } });
    expect(formConstraint(schema)).toEqual({
      name: { required: true },
      tags: { multiple: true },
      "tags[]": { required: true },
    });
  });

  it("leaves out the fields a form writes by hand", () => {
    const schema = z.object({ name: z.string(), kind: z.enum(["a", "b"]) });
    expect(formConstraint(schema, ["kind"])).toEqual({ name: { required: true } });
  });

  it("makes equal constraints one object, for the hydration data to send once", () => {
    const a = formConstraint(z.object({ name: z.string(), email: z.string() }));
    const b = formConstraint(z.object({ phone: z.string() }));
    expect(a.name).toBe(a.email);
    expect(a.name).toBe(b.phone);
    expect(Object.isFrozen(a.name)).toBe(true);
  });

  it("keeps every constraint of the site's forms that renders an attribute", () => {
    for (const schema of [privateInquirySchema, businessInquirySchema, lostAndFoundSchema, jobApplicationSchema]) {
      const full = getZodConstraint(schema);
      const kept = formConstraint(schema);
      for (const [name, constraint] of Object.entries(full)) {
        const { required, ...rest } = constraint;
        expect(kept[name] ?? {}).toEqual(required ? constraint : rest);
      }
    }
  });
});

describe("fieldLimits", () => {
  // Reads zod's schema definitions: fails here, loudly, if a zod upgrade moves the length checks.
  it("names each form's own fields with its schema's maxLength, through optional and array wrappers", () => {
    expect({ ...fieldLimits([privateInquirySchema, businessInquirySchema]) }).toEqual({
      formType: undefined,
      category: undefined,
      name: 120,
      email: 254,
      phone: 40,
      checkInDate: undefined,
      checkOutDate: undefined,
      dietaryRequirements: 2000,
      additionalRequests: 2000,
      participants: undefined,
      packageType: expect.any(Number),
      requestSpa: undefined,
      requestActivity: undefined,
      company: 120,
      nights: undefined,
      conferenceType: undefined,
      needsAccommodation: undefined,
      accommodationNotes: 2000,
      meals: undefined,
      "meals[]": undefined,
      technicalEquipment: 2000,
    });
    expect({ ...fieldLimits([jobApplicationSchema]) }).toMatchObject({ name: 120, message: 4000, cv: undefined });
    expect(Object.keys(fieldLimits([lostAndFoundSchema]))).toContain("itemDescription");
  });
});
