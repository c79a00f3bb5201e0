import { closeSeeded, shareStaffSession, type Seeded } from "./desk-seed";
import { guestAnswersByMail } from "./desk-mail-flow";
import { test } from "./fixtures";

shareStaffSession(test);

let seeded: Seeded[] = [];
test.afterEach(() => {
  closeSeeded(seeded);
  seeded = [];
});

test("without JavaScript: a booking inquiry, a reply from the desk, the guest's answer by mail: the case waits again and shows it", async ({
  page,
  baseURL,
}) => {
  seeded.push(await guestAnswersByMail(page, baseURL!, { axe: false }));
});
