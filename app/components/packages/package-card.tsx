import { lazy, Suspense, type KeyboardEvent } from "react";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { RouteLink } from "~/components/route-link";
import { ResponsiveImage } from "~/components/responsive-image";
import { ServerRendered } from "~/rendering/server-rendered";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { useLazyDialog } from "~/components/use-lazy-dialog";
import type { PackageBrowserLabels, PackageCardText } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";
import type { RenderOnly } from "~/rendering/render-only";
import type { PackageDetailsProps } from "./package-details-body";
import { PackageBookOnline } from "./package-book-online";
import { PackageDetailsBody } from "./package-details-body";
import { inquirySearchForPackage } from "~/forms/booking-inquiry-links";

const loadDetails = () => import("./package-details");
const PackageDialog = lazy(loadDetails);

/** A package's details on the page, without the dialog: `/packages#paket-harliga-fredag`. */
export const detailsAnchor = (pkg: { slug: string }) => `paket-${pkg.slug}`;

/**
 * One package: image, title, short description and price. The whole card opens the package's
 * dialog (the trigger stretches over it); the links inside stay clickable on top. The dialog
 * (package-details.tsx, with Radix Dialog) is fetched on demand, with the packages' texts; the
 * button carries the ARIA state a Radix Dialog.Trigger would.
 *
 * The button is a link to the card's own details section (`#paket-<slug>`, the same details the
 * dialog shows), in the HTML and `hidden="until-found"` (hidden-until-found.tsx): before hydration
 * and without JavaScript the link opens it in the card, and find-in-page and crawlers reach it.
 * Once hydrated, a press opens the dialog instead. The section is a whole text region kept as the
 * server rendered it (`<ServerRendered>`, its `details` render-only); the dialog gets the same
 * details as `dialogDetails` once the page has them (`wantDetails` asks for them).
 */
export function PackageCard({
  pkg,
  details,
  dialogDetails,
  wantDetails,
  labels,
}: {
  pkg: PackageCardText;
  details: RenderOnly<PackageDetailsProps>;
  dialogDetails: PackageDetailsProps | undefined;
  wantDetails: () => void;
  labels: PackageBrowserLabels;
}) {
  const { open, setOpen, requested, contentId, openerProps, returnFocus } = useLazyDialog(() => {
    wantDetails();
    return loadDetails();
  });
  // It is a button to assistive technology (it opens a dialog), so Space presses it too.
  const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <>
      <article
        id={pkg.slug}
        className="group relative flex scroll-mt-28 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100 transition-shadow hover:shadow-md"
      >
        <ResponsiveImage
          image={pkg.image}
          alt={pkg.imageAlt}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover"
        />
        <div className="flex flex-1 flex-col p-5">
          <h3 className="font-serif text-xl font-semibold text-forest-900">{pkg.title}</h3>
          <p className="mt-2 flex-1 text-muted">{pkg.description}</p>
          <p className="mt-4 font-semibold text-forest-800">{pkg.price}</p>
          {pkg.comingPrice && <p className="mt-1 text-sm text-muted">{pkg.comingPrice}</p>}
          <div className="mt-5 flex flex-wrap gap-2">
            <a
              href={`#${detailsAnchor(pkg)}`}
              role="button"
              {...openerProps(open, () => {
                wantDetails();
                setOpen(true);
              })}
              onKeyDown={pressOnSpace}
              className={cn(buttonVariants({ variant: "primary", size: "md" }), "after:absolute after:inset-0 after:content-['']")}
            >
              {labels.showDetails}
              <span className="sr-only"> – {pkg.title}</span>
            </a>
            <CardLinks pkg={pkg} labels={labels} />
          </div>
          <HiddenUntilFound id={detailsAnchor(pkg)} hidden keepHiddenWithoutScripts className="scroll-mt-28">
            {/* Above the card-wide button, so its text can be selected. */}
            <div className="relative z-10 mt-6 border-t border-forest-100 pt-6">
              <ServerRendered data={details}>{(details) => <PackageDetailsBody {...details} level={4} />}</ServerRendered>
            </div>
          </HiddenUntilFound>
        </div>
      </article>
      {requested && (
        <Suspense fallback={null}>
          <PackageDialog
            pkg={pkg}
            details={dialogDetails}
            labels={labels}
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}

/** The card's inquiry link, and the senior package's booking online: above the card-wide button. */
function CardLinks({ pkg, labels }: { pkg: PackageCardText; labels: PackageBrowserLabels }) {
  const { href } = useI18n();
  return (
    <>
      <RouteLink
        to={href(`/booking-inquiry${inquirySearchForPackage(pkg.category)}`)}
        className={cn(buttonVariants({ variant: "outline", size: "md" }), "relative z-10")}
      >
        {labels.inquiry}
        <span className="sr-only"> – {pkg.title}</span>
      </RouteLink>
      {pkg.category === "senior" && <PackageBookOnline pkg={pkg} label={labels.bookOnline} className="relative z-10" />}
    </>
  );
}
