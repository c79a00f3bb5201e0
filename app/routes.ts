import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every screen of the route table (SPEC §2), once per language: Swedish at the root,
 * English under /en (docs/decisions/001-language-urls.md). Both use the same module;
 * the loader reads the language from the URL.
 */
const screens: Array<[path: string | null, file: string]> = [
  [null, "routes/home.tsx"],
  ["packages", "routes/packages.tsx"],
  ["booking-inquiry", "routes/booking-inquiry.tsx"],
  ["weekly-menu", "routes/weekly-menu.tsx"],
  ["conference", "routes/conference.tsx"],
  ["conference-packages", "routes/conference-packages.tsx"],
  ["nature", "routes/nature.tsx"],
  ["restaurant", "routes/restaurant.tsx"],
  ["activities", "routes/activities.tsx"],
  ["blog", "routes/blog.tsx"],
  ["blog/:id", "routes/blog-article.tsx"],
  ["magic", "routes/magic.tsx"],
  ["celebrate", "routes/celebrate.tsx"],
  ["hitta-till-oss", "routes/hitta-till-oss.tsx"],
  ["relax", "routes/relax.tsx"],
  ["presentkort", "routes/presentkort.tsx"],
  ["boende", "routes/boende.tsx"],
  ["integritetspolicy", "routes/integritetspolicy.tsx"],
  ["teambuilding", "routes/teambuilding.tsx"],
  ["villkor", "routes/villkor.tsx"],
  ["service-utbud", "routes/service-utbud.tsx"],
  ["kvarglomt", "routes/kvarglomt.tsx"],
  ["lediga-jobb", "routes/lediga-jobb.tsx"],
  ["food-event/:id", "routes/food-event.tsx"],
  ["tillganglighet", "routes/tillganglighet.tsx"],
  // The newsletter's answer page: where the footer and popup forms post without JavaScript.
  ["newsletter", "routes/newsletter.tsx"],
  // The double opt-in and unsubscribe links of the newsletter's mail (docs/decisions/005-newsletter-consent.md).
  ["newsletter/confirm", "routes/newsletter-confirm.tsx"],
  ["newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"],
  ["*", "routes/not-found.tsx"],
];

function screensIn(lang: "sv" | "en"): RouteConfigEntry[] {
  return screens.map(([path, file]) => {
    const id = `${lang}/${file.replace(/^routes\/|\.tsx$/g, "")}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  });
}

/** The staff inbox: Swedish only, behind the gate in workers/middleware/staff.ts (app/staff/paths.ts). */
const staff: RouteConfigEntry[] = [
  route("staff/sign-in", "routes/staff.sign-in.tsx"),
  route("staff/sign-out", "routes/staff.sign-out.ts"),
  route("staff/:kind/export.csv", "routes/staff.export.ts"),
  route("staff/applications/:id/:file", "routes/staff.file.ts"),
  layout("routes/staff.tsx", [
    route("staff", "routes/staff.home.tsx"),
    route("staff/quarantine", "routes/staff.quarantine.tsx"),
    route("staff/:kind", "routes/staff.list.tsx"),
    route("staff/:kind/:id", "routes/staff.item.tsx"),
  ]),
];

/**
 * Development only: the mail the notification worker captured instead of sending. DEV follows
 * NODE_ENV, which `react-router dev` sets to development and `react-router build` to production,
 * so a production build has no such route: /dev/mail is the not-found page there
 * (docs/decisions/006-mail-capture.md).
 */
const developmentOnly: RouteConfigEntry[] = import.meta.env.DEV ? [route("dev/mail", "routes/dev-mail.tsx")] : [];

export default [
  route("api/faq", "routes/api.faq.ts"),
  // Search engines: one of each for the whole site, not per language (app/seo/).
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  ...developmentOnly,
  ...staff,
  ...screensIn("sv"),
  ...prefix("en", screensIn("en")),
] satisfies RouteConfig;
