import { provideAllTexts } from "./i18n-provider";
import { en } from "./en";
import { sv } from "./sv";

// Imported by the parts of the shell fetched after hydration (help chat panel, newsletter popup,
// toasts, cookie banner): the texts a document's hydration leaves out (app/i18n/shell-texts.server.ts) come with them.
provideAllTexts({ sv, en });
