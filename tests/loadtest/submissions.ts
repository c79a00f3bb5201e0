import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The mix of submissions the run sends: every form, valid and invalid, plus the protections'
 * cases (forged token, honeypot, rate limit, duplicate address, a double-clicked resend). Each case
 * names what the server may answer; the run judges every response against it.
 */

export type Form = "private" | "business" | "lostFound" | "job" | "newsletterPopup" | "newsletterFooter";

export type Expect =
  /** Valid: 200 and stored. */
  | "accept"
  /** Invalid fields: 400 with a field message, nothing stored. */
  | "fieldError"
  /** Forged form token: 400, nothing stored. */
  | "forged"
  /** Honeypot filled: answered as success (a bot learns nothing), no row in the inbox; kept in the quarantine table (decision 014). */
  | "decoy"
  /** Valid, but from a client over the per-client limit: 200 and stored, or 429 and nothing stored. */
  | "acceptOrLimited"
  /** A second sign-up for an address: one of the pair is stored, the other answered 409. */
  | "acceptOrDuplicate";

export interface Case {
  n: number;
  form: Form;
  expect: Expect;
  /** The visitor's address: unique per case, so each mail can be traced to its submission. */
  email: string;
  clientIp: string;
  /** Sent twice with the same form key, as a double click does: both 200, one row. */
  resend: boolean;
  fields: (today: string) => Record<string, string | string[]>;
  file?: { name: string; type: string; bytes: Uint8Array };
}

export const formPage: Record<Form, string> = {
  private: "/booking-inquiry",
  business: "/booking-inquiry",
  lostFound: "/kvarglomt",
  job: "/lediga-jobb?ansok=chef",
  newsletterPopup: "/newsletter",
  newsletterFooter: "/newsletter",
};

export const formAction: Record<Form, string> = {
  private: "/booking-inquiry",
  business: "/booking-inquiry",
  lostFound: "/kvarglomt",
  job: "/lediga-jobb",
  newsletterPopup: "/newsletter",
  newsletterFooter: "/newsletter",
};

/** Mulberry32: the same mix on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function buildCases(root: string, total: number): Case[] {
  const pdf = new Uint8Array(readFileSync(join(root, "tests", "fixtures", "cv.pdf")));
  const lyingPdf = new Uint8Array(readFileSync(join(root, "tests", "fixtures", "not-a-pdf.pdf")));
  const rand = random(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const cases: Case[] = [];
  let n = 0;
  // Every case has its own client address, so the per-client limit only bites where a case asks for it.
  const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const hotIps = ["192.0.2.10", "192.0.2.11", "192.0.2.12", "192.0.2.13", "192.0.2.14"];

  const add = (form: Form, expect: Expect, options: { resend?: boolean; email?: string; ip?: string } = {}) => {
    n += 1;
    const id = String(n).padStart(5, "0");
    const email = options.email ?? `lt-${id}@example.com`;
    const valid = expect !== "fieldError";
    const base: Case = {
      n,
      form,
      expect,
      email,
      clientIp: options.ip ?? ipOf(n + 256),
      resend: options.resend ?? false,
      fields: () => ({}),
    };
    switch (form) {
      case "private":
        base.fields = (today) => {
          const checkIn = addDays(today, 20 + (n % 200));
          return {
            formType: "private",
            category: pick(["weekend", "relax", "senior", "event", "other"] as const),
            name: valid ? `Gäst ${id} Åström` : "A",
            email: valid ? email : "inte-en-adress",
            phone: "070-123 45 67",
            participants: String(1 + (n % 8)),
            checkInDate: checkIn,
            checkOutDate: addDays(checkIn, 2),
            additionalRequests: `Lasttest ${id}: rum mot sjön, tack.`,
          };
        };
        break;
      case "business":
        base.fields = (today) => {
          const checkIn = valid ? addDays(today, 30 + (n % 200)) : addDays(today, -3);
          return {
            formType: "business",
            category: pick(["conference", "event", "other"] as const),
            name: `Kontakt ${id}`,
            company: valid ? `Företaget ${id} AB` : "",
            email,
            phone: "090-12 34 56",
            participants: String(5 + (n % 40)),
            nights: "1",
            checkInDate: checkIn,
            checkOutDate: addDays(checkIn, 1),
            conferenceType: "overnight",
            needsAccommodation: "yes",
            meals: ["lunch", "dinner"],
          };
        };
        break;
      case "lostFound":
        base.fields = (today) => ({
          name: `Gäst ${id}`,
          address: "Storgatan 12",
          zipCode: "93581",
          city: "Norsjö",
          phone: "070-765 43 21",
          email,
          bookingNumber: "",
          roomNumber: String(100 + (n % 30)),
          arrivalDate: addDays(today, -6),
          departureDate: addDays(today, -4),
          itemDescription: `Blå ullhalsduk (lasttest ${id})`,
          ...(valid ? { acceptTerms: "on" } : {}),
        });
        break;
      case "job":
        base.fields = () => ({
          jobId: pick(["chef", "receptionist", "breakfast", "cleaning"] as const),
          name: `Sökande ${id}`,
          email,
          phone: "",
          message: `Lasttest ${id}.`,
        });
        base.file = valid
          ? { name: "cv.pdf", type: "application/pdf", bytes: pdf }
          : { name: "cv.pdf", type: "application/pdf", bytes: lyingPdf };
        break;
      case "newsletterPopup":
      case "newsletterFooter":
        base.fields = () => ({ email: valid ? email : "ingen@adress", source: form === "newsletterPopup" ? "popup" : "footer" });
        break;
    }
    cases.push(base);
    return base;
  };

  const forms: Form[] = ["private", "business", "lostFound", "job", "newsletterPopup", "newsletterFooter"];
  // Shares of the requests (a resend counts twice).
  const plan: Array<[number, () => void]> = [
    [0.16, () => add("private", "accept")],
    [0.13, () => add("business", "accept")],
    [0.12, () => add("lostFound", "accept")],
    [0.1, () => add("job", "accept")],
    [0.1, () => add("newsletterPopup", "accept")],
    [0.05, () => add("newsletterFooter", "accept")],
    [0.04, () => add("private", "fieldError")],
    [0.035, () => add("business", "fieldError")],
    [0.035, () => add("lostFound", "fieldError")],
    [0.035, () => add("job", "fieldError")],
    [0.03, () => add("newsletterPopup", "fieldError")],
    [0.03, () => add(pick(forms), "forged")],
    [0.03, () => add(pick(forms), "decoy")],
    [0.05, () => add("lostFound", "acceptOrLimited", { ip: pick(hotIps) })],
  ];
  const weight = plan.reduce((sum, [share]) => sum + share, 0);
  // The rest: resends (two requests each) and duplicate addresses (pairs).
  const pairs = Math.floor((total * (1 - weight)) / 4);
  for (const [share, make] of plan) for (let i = 0; i < Math.round(total * share); i++) make();
  for (let i = 0; i < pairs; i++) add(pick(["private", "lostFound", "job", "newsletterPopup"] as const), "accept", { resend: true });
  for (let i = 0; i < pairs; i++) {
    const email = `lt-dup-${i}@example.com`;
    add("newsletterPopup", "acceptOrDuplicate", { email });
    add("newsletterPopup", "acceptOrDuplicate", { email });
  }
  let requests = cases.reduce((sum, c) => sum + (c.resend ? 2 : 1), 0);
  while (requests < total) {
    add(pick(forms), "accept");
    requests += 1;
  }
  // Shuffle (Fisher–Yates), so every kind is in flight at every moment, restart included.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  // The rate-limit burst must arrive within the limiter's minute: one block, a quarter into the run.
  const burst = cases.filter((c) => c.expect === "acceptOrLimited");
  const rest = cases.filter((c) => c.expect !== "acceptOrLimited");
  rest.splice(Math.floor(rest.length / 4), 0, ...burst);
  return rest;
}
