// `npm run setup` against a fake wrangler on PATH (test-support/fake-cloudflare.mjs), in a copy of
// the two wrangler.toml files: every command it would run on Cloudflare is asserted here.
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { account, answers, commands, NOTIFICATIONS, project, read, run, SITE } from "./test-support/project.mjs";

describe("npm run setup", () => {
  let dir;
  let first;
  before(() => {
    dir = project();
    first = run(dir, "setup.mjs", [], answers);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("says first that the site needs Workers Paid, and why", () => {
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout.split("\n")[0], /Workers Paid/);
    assert.match(first.stdout, /10 ms/);
    assert.match(first.stdout, /cron triggers/);
  });

  it("creates the databases and buckets in the EU, the lifecycle rules and all four queues, for production and staging", () => {
    const ran = commands(dir);
    for (const expected of [
      "wrangler whoami",
      "wrangler d1 create fjallkallan --jurisdiction eu",
      "wrangler d1 create fjallkallan-staging --jurisdiction eu",
      "wrangler r2 bucket create job-applications --jurisdiction eu",
      "wrangler r2 bucket create job-applications-staging --jurisdiction eu",
      "wrangler r2 bucket lifecycle add job-applications expire-applications --expire-days 760 --force --jurisdiction eu",
      "wrangler r2 bucket lifecycle add job-applications-staging expire-applications --expire-days 760 --force --jurisdiction eu",
      "wrangler r2 bucket create guest-mail-files --jurisdiction eu",
      "wrangler r2 bucket create guest-mail-files-staging --jurisdiction eu",
      "wrangler r2 bucket lifecycle add guest-mail-files expire-applications --expire-days 760 --force --jurisdiction eu",
      "wrangler r2 bucket create photos --jurisdiction eu",
      "wrangler r2 bucket create photos-staging --jurisdiction eu",
      "wrangler queues create notifications",
      "wrangler queues create notifications-dlq",
      "wrangler queues create notifications-staging",
      "wrangler queues create notifications-staging-dlq",
    ]) {
      assert.ok(ran.includes(expected), `${expected}\nin\n${ran.join("\n")}`);
    }
    assert.equal(ran.filter((command) => / create /.test(command)).length, 12);
    // The photos are the site's own, kept until staff remove them: no expiry rule (decision 052).
    assert.ok(!ran.some((command) => /lifecycle add photos/.test(command)), ran.join("\n"));
  });

  it("writes each environment's database id into both wrangler files, the buckets' jurisdiction and staging's settings", () => {
    const ids = Object.fromEntries(account(dir).databases.map((database) => [database.name, database.uuid]));
    for (const file of [SITE, NOTIFICATIONS]) {
      const text = read(dir, file);
      assert.ok(!text.includes("00000000-0000-0000-0000-000000000000"), file);
      assert.ok(text.includes(`database_name = "fjallkallan"\n# Replaced`) || text.includes(`database_id = "${ids.fjallkallan}"`), file);
      assert.equal(text.split(`database_id = "${ids.fjallkallan}"`).length, 2, file);
      assert.equal(text.split(`database_id = "${ids["fjallkallan-staging"]}"`).length, 2, file);
      assert.ok(text.includes('SITE_ORIGIN = "https://fjallkallan-site-staging.hotel.workers.dev"'), file);
      assert.ok(text.includes('SITE_ORIGIN = "https://fjallkallan.se"'), file);
    }
    // The three buckets of both environments (job applications, guests' mail attachments, photos).
    assert.equal(read(dir, SITE).split('jurisdiction = "eu"').length, 7);
    const notifications = read(dir, NOTIFICATIONS);
    // The notification worker reads reply PDFs from the guests' bucket (decision 056), in both environments.
    assert.equal(notifications.split('jurisdiction = "eu"').length, 3);
    assert.equal(notifications.split('"test@staging.example"').length, 6);
    // Comments stay.
    assert.ok(notifications.includes("# Staging's own recipients"));
  });

  it("sets every required secret of both Workers in both environments, from stdin, never echoed", () => {
    const { secrets } = account(dir);
    assert.deepEqual(Object.keys(secrets).sort(), [
      "fjallkallan-notifications",
      "fjallkallan-notifications-staging",
      "fjallkallan-site",
      "fjallkallan-site-staging",
    ]);
    for (const worker of ["fjallkallan-site", "fjallkallan-site-staging"]) {
      assert.deepEqual(Object.keys(secrets[worker]), [
        "FORM_SIGNING_SECRET",
        "NEWSLETTER_LINK_SECRET",
        "STAFF_PASSWORD",
        "TURNSTILE_SITE_KEY",
        "TURNSTILE_SECRET_KEY",
        "ALERT_WEBHOOK_URL",
        "SENTRY_DSN",
        "PRIVACY_AUDIT_SECRET",
        "DESK_REPLY_SECRET",
      ]);
      assert.equal(Buffer.from(secrets[worker].FORM_SIGNING_SECRET, "base64").length, 32);
      assert.equal(Buffer.from(secrets[worker].PRIVACY_AUDIT_SECRET, "base64").length, 32);
      assert.equal(Buffer.from(secrets[worker].DESK_REPLY_SECRET, "base64").length, 32);
      assert.equal(secrets[worker].STAFF_PASSWORD, "staff-password-long-enough");
      assert.equal(secrets[worker].SENTRY_DSN, " ");
    }
    assert.notEqual(secrets["fjallkallan-site"].FORM_SIGNING_SECRET, secrets["fjallkallan-site-staging"].FORM_SIGNING_SECRET);
    assert.equal(secrets["fjallkallan-notifications-staging"].MAILCHANNELS_API_KEY, "mc-key");
    assert.ok(
      commands(dir).includes("wrangler secret put MAILCHANNELS_API_KEY --env staging --config workers/notifications/wrangler.toml"),
    );
    assert.ok(!first.stdout.includes("staff-password-long-enough") && !first.stdout.includes("mc-key"));
  });

  it("prints what is left by hand: mail DNS, Access, Turnstile, the domain, CI", () => {
    for (const left of ["SPF", "DKIM", "DMARC", "Cloudflare Access", "TURNSTILE_SITE_KEY", "Domains & Routes", "CLOUDFLARE_API_TOKEN"])
      assert.ok(first.stdout.includes(left), left);
  });

  it("run again, creates nothing, asks nothing and changes no file", () => {
    const files = [read(dir, SITE), read(dir, NOTIFICATIONS)];
    const before = account(dir).calls.length;
    const again = run(dir, "setup.mjs", [], "y\n");
    assert.equal(again.code, 0, again.stderr);
    const ran = commands(dir).slice(before);
    assert.deepEqual(
      ran.filter((command) => / (create|put|add) /.test(command)),
      [],
    );
    assert.deepEqual([read(dir, SITE), read(dir, NOTIFICATIONS)], files);
  });

  it("stops before touching anything when wrangler is not logged in", () => {
    const other = project();
    try {
      writeFileSync(join(other, "account.json"), JSON.stringify({ ...account(other), loggedOut: true }));
      const result = run(other, "setup.mjs", [], answers);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /wrangler login/);
      assert.deepEqual(commands(other), ["wrangler whoami"]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
