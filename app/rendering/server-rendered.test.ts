import { describe, expect, it } from "vitest";
import { partsModule } from "./server-rendered";

describe("partsModule", () => {
  it("fetches nothing until asked, then once, and renders without suspending after ready()", async () => {
    const module = { Part: () => null };
    let loads = 0;
    const parts = partsModule(async () => {
      loads += 1;
      return module;
    });
    expect(loads).toBe(0);
    await parts.ready();
    await parts.ready();
    expect(loads).toBe(1);
    // Outside a React render: only possible because the module is already here.
    expect(parts.useModule()).toBe(module);
  });
});
