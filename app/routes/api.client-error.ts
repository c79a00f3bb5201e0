import { acceptClientError } from "~/client-errors/client-errors.server";
import { cloudflareContext } from "~/context";
import type { Route } from "./+types/api.client-error";

/** Where the browser's error reporter posts (app/client-errors/). */
export function action({ request, context }: Route.ActionArgs) {
  return acceptClientError(context.get(cloudflareContext).env, request);
}
