import { test } from "./fixtures";
import { cleanUpPhotos, uploadAndShowPhoto } from "./photos-flow";

test.afterEach(cleanUpPhotos);

test("staff upload a phone photo, and a food event and a room show it as AVIF at the right widths", async ({ page }) => {
  await uploadAndShowPhoto(page, { javaScript: true });
});
