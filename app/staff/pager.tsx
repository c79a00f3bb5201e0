import { Link } from "react-router";

/** Newer and older pages of a staff list (newest first); nothing when everything fits on one. */
export function StaffPager({ previous, next }: { previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Sidor" className="mt-4 flex gap-4">
      {previous && (
        <Link to={previous} className="font-semibold text-forest-700 underline">
          ← Nyare
        </Link>
      )}
      {next && (
        <Link to={next} className="font-semibold text-forest-700 underline">
          Äldre →
        </Link>
      )}
    </nav>
  );
}
