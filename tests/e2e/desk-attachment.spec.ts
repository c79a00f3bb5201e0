import { closeSeeded, shareStaffSession, type Seeded } from "./desk-seed";
import { replyWithPdf } from "./desk-attachment-flow";
import { test } from "./fixtures";

shareStaffSession(test);

let seeded: Seeded[] = [];
test.afterEach(() => {
  closeSeeded(seeded);
  seeded = [];
});

test("a reply with a conference offer as PDF: refused when not a PDF or too big, then sent, in the thread and in the guest's mail", async ({
  page,
}) => {
  seeded.push(await replyWithPdf(page, { axe: true }));
});
