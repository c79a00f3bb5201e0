import type { ReactNode } from "react";
import { hotel } from "~/site";

/** The staff pages' plain frame: no public shell, no menus, nothing a guest would see. */
export function StaffFrame({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-forest-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Till innehållet
      </a>
      <header className="bg-forest-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-serif text-lg font-semibold">{hotel.shortName} · Personalinkorgen</p>
          {nav}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
