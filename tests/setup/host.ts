// What the Worker entry provides the app at startup (workers/app.ts), provided here too, so tests
// run the app as the Worker hosts it: the content store's purge of shared pages.
import { providePurge } from "~/content-store/changed.server";
import { purgeContentTags } from "../../workers/page-cache/purge.server";

providePurge(purgeContentTags);
