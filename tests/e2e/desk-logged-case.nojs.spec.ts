import { closeSeeded, shareStaffSession, type Seeded } from "./desk-seed";
import { logPhoneCase } from "./desk-logged-case-flow";
import { test } from "./fixtures";

shareStaffSession(test);

let seeded: Seeded[] = [];
test.afterEach(() => {
  closeSeeded(seeded);
  seeded = [];
});

test("without JavaScript: a case that came by phone is logged from the desk, shows its channel, waits for an answer and is found by search", async ({
  page,
}) => {
  seeded.push(await logPhoneCase(page, { axe: false }));
});
