import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { clientErrorReporter } from "./client-errors/reporter";
import { useNonce } from "./components/nonce";
import { useRouteLinks } from "~/components/route-link";
import { SiteShell } from "~/components/shell/site-shell";
import { footerColumns } from "~/components/shell/site-footer";
import { showingNotices } from "./content-store/public.server";
import { cloudflareContext } from "./context";
import { pageFormKey } from "./forms/form-key.server";
import { I18nProvider } from "./i18n/i18n-provider";
import { langFromPath } from "./i18n/lang";
import { shellTexts } from "./i18n/shell-texts.server";
import { SocialTags } from "./seo/social-tags";
import { StructuredData } from "./seo/structured-data";
import { isStaffPath } from "./staff/paths";
// The stylesheet goes inline into every page (decision 028): only the server's bundle holds its text.
import appCss from "./app.css?inline";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const cloudflare = context.get(cloudflareContext);
  // The footer's and the popup's newsletter forms are on every page: each gets its one-time key.
  // Notices staff publish (issue 18): not on the staff pages, which have no shell.
  const [footer, popup, notices] = await Promise.all([
    pageFormKey(cloudflare),
    pageFormKey(cloudflare),
    isStaffPath(url.pathname) ? { banners: [], ticker: [] } : showingNotices(context, lang),
    footerColumns.ready(),
  ]);
  return { lang, texts: shellTexts(lang, request), year: new Date().getFullYear(), newsletter: { footer, popup }, notices };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const location = useLocation();
  const lang = data?.lang ?? langFromPath(location.pathname);
  // Scripts start after the first paint (app/rendering/first-view.server.ts), so the page is interactive
  // only from here: `data-hydrated` says so, and the end-to-end tests wait for it as a visitor
  // waits for a page to respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12261c" />
        {/* First, so it sees errors while the page loads (app/client-errors/reporter.ts). */}
        {/* Its text only in the server's bundle: React keeps a hydrated script's text as it is, so the browser's copy would be dead weight. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? clientErrorReporter : "" }}
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Title, description, canonical URL, hreflang alternates, link previews: each page's loader builds them (app/seo/). */}
        <Meta />
        <SocialTags />
        <StructuredData nonce={nonce} />
        {/* The whole stylesheet, inline: the first paint needs no request after the page's own (decision 028). */}
        <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCss : "" }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  useRouteLinks(useNavigate());
  // The staff inbox is not part of the public site: its own plain frame (app/routes/staff.tsx), no shell.
  if (isStaffPath(location.pathname)) return <Outlet />;
  return (
    <I18nProvider lang={loaderData.lang} texts={loaderData.texts.all.value ?? loaderData.texts.hydration}>
      <SiteShell year={loaderData.year} newsletter={loaderData.newsletter} serverTexts={loaderData.texts.all} notices={loaderData.notices}>
        <Outlet />
      </SiteShell>
    </I18nProvider>
  );
}

/** Shown when the whole application fails; it cannot rely on the shell's texts having loaded. */
const appErrorTexts = {
  sv: { title: "Något gick fel", text: "Sidan kunde inte visas. Uppdatera sidan, så försöker vi igen.", reload: "Uppdatera sidan" },
  en: {
    title: "Something went wrong",
    text: "The page could not be shown. Reload the page and we will try again.",
    reload: "Reload the page",
  },
} as const;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const texts = appErrorTexts[langFromPath(location.pathname)];
  const detail = import.meta.env.DEV && error instanceof Error && !isRouteErrorResponse(error) ? error.stack : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="font-serif text-3xl font-semibold">{texts.title}</h1>
      <p className="mt-3 text-muted">{texts.text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-forest-700 px-5 py-3 font-semibold text-white hover:bg-forest-800"
      >
        {texts.reload}
      </button>
      {detail && <pre className="mt-8 w-full overflow-x-auto text-left text-xs">{detail}</pre>}
    </main>
  );
}
