import { test } from "./fixtures";
import { cleanUpPhotos, uploadAndShowPhoto } from "./photos-flow";

test.afterEach(cleanUpPhotos);

test("staff upload a phone photo and a food event shows it as AVIF, without JavaScript", async ({ page }) => {
  await uploadAndShowPhoto(page, { javaScript: false });
});
