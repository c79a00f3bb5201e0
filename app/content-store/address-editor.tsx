import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { inputClass } from "~/components/forms/field";
import { addressField, renameIntent } from "./address";

/**
 * "Avancerat: adress" on an item's editor (docs/decisions/057-changing-an-items-address.md): closed
 * until needed, a form of its own (intent "rename"), so it never publishes the item's text. A
 * refused address opens it again with what staff typed and the reason, focused.
 */
export function AddressEditor({
  address,
  version,
  answer,
}: {
  address: { key: string; page: string | null; canChange: boolean; note: string | null };
  version: number;
  answer: { message: string; typed: string } | null;
}) {
  const busy = useNavigation().state === "submitting";
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer) input.current?.focus();
  }, [answer]);
  return (
    <details open={answer !== null} className="mt-8 rounded-lg border border-sand bg-white p-5">
      <summary className="cursor-pointer font-serif text-xl font-semibold">Avancerat: adress</summary>
      <p className="mt-3">
        Adress nu: <code className="rounded bg-sand/40 px-1">{address.key}</code>
        {address.page ? (
          <>
            {" "}
            (sidan{" "}
            <a href={address.page} className="font-semibold text-forest-700 underline">
              {address.page}
            </a>
            , på engelska /en{address.page})
          </>
        ) : null}
      </p>
      {address.canChange ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="version" value={version} />
          <label htmlFor="new-address" className="block text-sm font-semibold text-ink">
            Ny adress
          </label>
          <p id="new-address-help" className="text-sm text-muted">
            Skriv adressen eller några ord: å, ä och ö blir a och o, mellanslag blir bindestreck. Länkar och sidor med den gamla adressen
            leder till den nya, och historiken följer med.
          </p>
          <input
            ref={input}
            id="new-address"
            name={addressField}
            type="text"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={answer?.typed ?? address.key}
            aria-invalid={answer ? true : undefined}
            aria-describedby={answer ? "new-address-help new-address-error" : "new-address-help"}
            className={inputClass}
          />
          {answer ? (
            <p id="new-address-error" role="alert" className="mt-1 text-sm font-medium text-red-800">
              {answer.message}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value={renameIntent}
            disabled={busy}
            className="mt-3 rounded-md border-2 border-forest-700 px-4 py-2 font-semibold text-forest-800 hover:bg-forest-50 disabled:opacity-60"
          >
            Ändra adressen
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">Adressen kan ändras när det är publicerat.</p>
      )}
    </details>
  );
}
