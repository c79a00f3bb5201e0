import { Fragment } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { RouteLink } from "~/components/route-link";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ConsentPage } from "~/content/newsletter-consent";
import { useI18n } from "~/i18n/i18n-provider";

/** The confirmation and unsubscribe pages: one state's heading and text, and the button while one is due. */
export function NewsletterConsentPage({ page }: { page: ConsentPage }) {
  const { href } = useI18n();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const [before, after] = page.text.split("{email}");
  return (
    <section className="mx-auto max-w-xl px-4 pt-[calc(70px+4rem)] pb-20">
      <h1 className="font-serif text-4xl font-semibold">{page.heading}</h1>
      <p role={page.problem ? "alert" : "status"} className="mt-6 text-lg">
        {after === undefined ? (
          before
        ) : (
          <Fragment>
            {before}
            <strong className="font-semibold break-all">{page.email}</strong>
            {after}
          </Fragment>
        )}
      </p>
      {page.button && (
        // Posts back to the same address: the token in the URL is what authorises the change.
        <Form method="post" action={`${location.pathname}${location.search}`} className="mt-8">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? page.button.busy : page.button.label}
          </Button>
        </Form>
      )}
      <RouteLink to={href("/")} className={`${buttonVariants({ variant: "outline" })} mt-8`}>
        {page.home}
      </RouteLink>
    </section>
  );
}
