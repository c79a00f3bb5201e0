import { describe, expect, it } from "vitest";

/**
 * A deploy runs the migration first and the new code a moment later, and `wrangler rollback` brings
 * old code back over the new schema: every migration must work with both the previous and the new
 * release. So no migration drops or renames a column or table that the previous release still
 * reads (expand, release, then contract in a later release). A statement that drops or renames
 * something must say, in a comment line just above it, `-- contract: <which release stopped using it>`.
 * drizzle-kit's table rebuilds (DROP TABLE + RENAME TO) fall under the same rule.
 */
const migrations = import.meta.glob<string>("/migrations/*.sql", { query: "?raw", import: "default", eager: true });

const destructive = /\b(DROP\s+(COLUMN|TABLE)|RENAME\s+(COLUMN|TO))\b/i;
const marker = /^--\s*contract:\s*\S/i;

/** Each destructive statement without the marker line right above it, as "file:line". */
function unmarkedDestructiveStatements(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, sql]) => {
    const lines = sql.split("\n");
    return lines.flatMap((line, index) => {
      if (line.trim().startsWith("--") || !destructive.test(line)) return [];
      const previous = lines[index - 1]?.trim() ?? "";
      return marker.test(previous) ? [] : [`${file.replace(/^\/migrations\//, "")}:${index + 1}`];
    });
  });
}

describe("migrations", () => {
  it("are read from migrations/", () => {
    expect(Object.keys(migrations)).toContain("/migrations/0000_init.sql");
  });

  it("never drop or rename what the previous release may still use, unless a line says it is safe", () => {
    expect(unmarkedDestructiveStatements(migrations)).toEqual([]);
  });

  it("refuse a dropped column, a renamed column and a table rebuild without the marker, and accept them with it", () => {
    const risky = {
      "/migrations/0100_drop.sql": "ALTER TABLE `booking_inquiries` DROP COLUMN `phone`;",
      "/migrations/0101_rename.sql": "ALTER TABLE `lost_and_found` RENAME COLUMN `zip` TO `postcode`;",
      "/migrations/0102_rebuild.sql":
        "CREATE TABLE `__new_x` (`id` integer);\nINSERT INTO `__new_x` SELECT `id` FROM `x`;\nDROP TABLE `x`;\nALTER TABLE `__new_x` RENAME TO `x`;",
      "/migrations/0103_add.sql": "ALTER TABLE `x` ADD `note` text;\nCREATE INDEX `x_note` ON `x` (`note`);",
    };
    expect(unmarkedDestructiveStatements(risky)).toEqual([
      "0100_drop.sql:1",
      "0101_rename.sql:1",
      "0102_rebuild.sql:3",
      "0102_rebuild.sql:4",
    ]);
    const marked = {
      "/migrations/0100_drop.sql":
        "-- contract: release 2026-12 stopped reading `phone`\nALTER TABLE `booking_inquiries` DROP COLUMN `phone`;",
    };
    expect(unmarkedDestructiveStatements(marked)).toEqual([]);
  });
});
