import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { URL } from "node:url";

/**
 * sharp, from the project's devDependencies; or, where it is not installed yet, from the
 * node_modules folder named by SHARP_PATH (for example `SHARP_PATH=/tmp/sharp/node_modules`).
 * @returns {Promise<typeof import("sharp")>}
 */
export async function loadSharp() {
  try {
    return (await import("sharp")).default;
  } catch (error) {
    const fallback = process.env.SHARP_PATH;
    if (!fallback) {
      throw new Error("sharp is not installed: add it to devDependencies (or set SHARP_PATH to a node_modules folder that has it)", {
        cause: error,
      });
    }
    return createRequire(path.join(path.resolve(fallback), "noop.js"))("sharp");
  }
}

/** The image names the site knows (app/images/keys.ts; Node 24 strips the types when importing it). */
export async function loadImageKeys() {
  /** @type {{ imageKeys: readonly string[] }} */
  const keys = await import(new URL("../../app/images/keys.ts", import.meta.url).href);
  return keys.imageKeys;
}

/** The social-preview size the pages announce in og:image:width/height (app/images/keys.ts). */
export async function loadOgImageSize() {
  /** @type {{ ogImageSize: { width: number; height: number } }} */
  const keys = await import(new URL("../../app/images/keys.ts", import.meta.url).href);
  return keys.ogImageSize;
}
