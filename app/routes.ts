import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { screenIds, screenModule, screens } from "./screens";

/**
 * Every screen of app/screens.ts, once per language: Swedish at the root, English under /en
 * (docs/decisions/001-language-urls.md). Both use the same module; the loader reads the language
 * from the URL.
 */
function screensIn(lang: "sv" | "en"): RouteConfigEntry[] {
  return screenIds.map((id) => {
    const { path } = screens[id];
    const options = { id: `${lang}/${id}` };
    return path === "/" ? index(screenModule(id), options) : route(path.replace(/^\//, ""), screenModule(id), options);
  });
}

/** One person's data and how the site is used (issue 19): static paths, so they outrank staff/:kind. */
const personAndStatistics = {
  downloads: [
    route("staff/person/export.zip", "routes/staff.person-export.ts"),
    route("staff/statistik/export.csv", "routes/staff.statistics-export.ts"),
  ],
  pages: [route("staff/person", "routes/staff.person.tsx"), route("staff/statistik", "routes/staff.statistics.tsx")],
};

/** The inquiry desk's own pages (issue 19, app/desk/paths.ts), inside the staff layout. */
const desk: RouteConfigEntry[] = [
  route("staff/sok", "routes/staff.search.tsx"),
  route("staff/svarsmallar", "routes/staff.templates.tsx"),
  route("staff/nytt-arende", "routes/staff.new-case.tsx"),
  // The staff directory (docs/decisions/049-staff-directory.md): static, so it outranks staff/:kind.
  route("staff/personal", "routes/staff.people.tsx"),
  // Photos staff upload (docs/decisions/052-uploaded-photos.md): static, so it outranks staff/:kind.
  route("staff/bilder", "routes/staff.photos.tsx"),
];

/** The staff inbox: Swedish only, behind the gate in workers/middleware/staff.ts (app/staff/paths.ts). */
const staff: RouteConfigEntry[] = [
  route("staff/sign-in", "routes/staff.sign-in.tsx"),
  route("staff/sign-out", "routes/staff.sign-out.ts"),
  route("staff/:kind/export.csv", "routes/staff.export.ts"),
  route("staff/applications/:id/:file", "routes/staff.file.ts"),
  route("staff/bilaga/:message/:index", "routes/staff.guest-file.ts"),
  route("staff/svar-bilaga/:reply", "routes/staff.reply-file.ts"),
  ...personAndStatistics.downloads,
  layout("routes/staff.tsx", [
    route("staff", "routes/staff.home.tsx"),
    route("staff/quarantine", "routes/staff.quarantine.tsx"),
    route("staff/halsa", "routes/staff.health.tsx"),
    ...personAndStatistics.pages,
    ...desk,
    route("staff/:kind", "routes/staff.list.tsx"),
    route("staff/:kind/:id", "routes/staff.item.tsx"),
    // Content staff edit (docs/decisions/023-staff-edited-content.md): static "content" outranks :kind.
    route("staff/content", "routes/staff.content.tsx"),
    route("staff/content/:kind/:key", "routes/staff.content-item.tsx"),
    route("staff/content/:kind/:key/history", "routes/staff.content-history.tsx"),
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
  // Browser errors (app/client-errors/): POST only.
  route("api/client-error", "routes/api.client-error.ts"),
  // Search engines: one of each for the whole site, not per language (app/seo/).
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  ...developmentOnly,
  ...staff,
  ...screensIn("sv"),
  ...prefix("en", screensIn("en")),
] satisfies RouteConfig;
