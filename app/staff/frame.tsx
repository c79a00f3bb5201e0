import type { ReactNode } from "react";
import { hotel } from "~/site";

/**
 * The staff pages' plain frame: no public shell, nothing a guest would see. The header is two
 * short rows: the name and who is signed in, then the menu, which on a phone is one row that
 * scrolls sideways, so a case's reply box is within the first screen (issue 33, section 4).
 */
export function StaffFrame({ nav, account, children }: { nav?: ReactNode; account?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-forest-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Till innehållet
      </a>
      <header className="bg-forest-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-2 sm:py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="font-serif font-semibold sm:text-lg">
              {hotel.shortName}
              <span className="hidden sm:inline"> · Personalinkorgen</span>
            </p>
            {account}
          </div>
          {nav}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-4 sm:py-8">
        {children}
      </main>
    </>
  );
}
