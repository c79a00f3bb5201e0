import { cn } from "~/components/ui/cn";
import type { ThreadEntry } from "./thread.server";

const border: Record<ThreadEntry["kind"], string> = {
  inquiry: "border-muted",
  guest: "border-ember",
  reply: "border-forest-700",
  note: "border-sand",
  status: "border-muted",
};

/**
 * A case's conversation, oldest first (./thread.server.ts). Everything a guest wrote is a text
 * node: React escapes it, and nothing of it is ever HTML or a link of its own.
 */
export function Thread({ entries }: { entries: ThreadEntry[] }) {
  return (
    <ol className="mt-4 space-y-4" aria-label="Historik, äldst först">
      {entries.map((entry) => (
        <li key={entry.key} data-kind={entry.kind} className={cn("border-l-4 pl-4", border[entry.kind])}>
          <p className="text-sm">
            <span className="font-semibold">{entry.title}</span>
            <span className="text-muted">
              {" "}
              · {entry.when}
              {entry.who ? ` · ${entry.who}` : ""}
            </span>
          </p>
          {entry.text && <p className="mt-1 break-words whitespace-pre-wrap">{entry.text}</p>}
          {entry.files.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Bilagor">
              {entry.files.map((file) => (
                <li key={file.href}>
                  <a href={file.href} className="text-sm font-semibold text-forest-700 underline" download>
                    {file.name} ({file.size})
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
