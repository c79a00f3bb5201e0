import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import coverLetterDocx from "../../tests/fixtures/cover-letter.docx?inline";
import cvPdf from "../../tests/fixtures/cv.pdf?inline";
import { compoundFile } from "../../tests/setup/compound-file";
import notAPdf from "../../tests/fixtures/not-a-pdf.pdf?inline";
import { formPost, recordingQueue, resend, testContext } from "../../tests/setup/forms";
import { getDb } from "~/db/client.server";
import { publishItem, readItem, renameItem, setVisibility } from "~/content-store/store.server";
import { todayInSweden } from "./dates";
import { detectDocumentKind } from "./file-signature";
import { jobApplicationAction } from "./job-application.server";

/** Vite inlines the fixtures as data URLs; these are real files from tests/fixtures. */
function fileFrom(dataUrl: string, name: string, type: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.split(",")[1]!), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
}
const pdf = () => fileFrom(cvPdf, "cv.pdf", "application/pdf");
const docx = () => fileFrom(coverLetterDocx, "brev.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document");

const fields = { jobId: "chef", name: "Sara Holm", email: "sara@example.se", phone: "", message: "Jag älskar husmanskost." };

async function submit(extra: Record<string, string | File>, queue = recordingQueue()) {
  const { request } = await formPost("/lediga-jobb", { ...fields, ...extra });
  const context = testContext(queue.queue);
  const response = await jobApplicationAction(request, context, "sv");
  await context.settle();
  return { response, queue };
}

async function rows() {
  return (await env.DB.prepare("SELECT * FROM job_applications").all()).results;
}

async function objectKeys() {
  return (await env.JOB_APPLICATIONS.list()).objects.map((object) => object.key);
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM job_applications").run();
  // Each test starts with the visitor-mail brake unused, so its receipt is sent (not held back).
  await env.DB.prepare("DELETE FROM visitor_mail").run();
  const keys = await objectKeys();
  if (keys.length) await env.JOB_APPLICATIONS.delete(keys);
});

describe("file signatures", () => {
  it("recognises PDF, DOCX and DOC by their bytes and nothing else", () => {
    expect(detectDocumentKind(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(detectDocumentKind(compoundFile(["WordDocument", "1Table"]))).toBe("doc");
    expect(detectDocumentKind(new TextEncoder().encode("Hej"))).toBeNull();
    // A ZIP that is not a Word document (no word/ part).
    expect(detectDocumentKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x61, 0x62]))).toBeNull();
  });
});

describe("job application action", () => {
  it("stores the application, its CV and cover letter under {id}_{role}.{ext}, and enqueues the notification", async () => {
    const { response, queue } = await submit({ cv: pdf(), coverLetter: docx() });
    expect(response.data.outcome).toBe("success");
    const [row] = await rows();
    const id = row!.id as number;
    expect(row).toMatchObject({
      name: "Sara Holm",
      job_title: "Kock",
      phone: null,
      cv_file_path: `${id}_cv.pdf`,
      cover_letter_file_path: `${id}_cover_letter.docx`,
      pending_notifications: null,
    });
    expect((await objectKeys()).sort()).toEqual([`${id}_cover_letter.docx`, `${id}_cv.pdf`]);
    const stored = await env.JOB_APPLICATIONS.get(`${id}_cv.pdf`);
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    expect(await stored?.text()).toContain("%PDF-");
    expect(queue.sent).toEqual([
      {
        type: "job_application",
        id,
        lang: "sv",
        data: { name: "Sara Holm", email: "sara@example.se", phone: null, jobTitle: "Kock", message: "Jag älskar husmanskost." },
        visitorCopy: "send",
      },
    ]);
  });

  it("leaves the cover letter path empty when there is none", async () => {
    await submit({ cv: pdf() });
    const [row] = await rows();
    expect(row).toMatchObject({ cover_letter_file_path: null });
  });

  it("requires a name, a valid e-mail and a CV", async () => {
    const { request } = await formPost("/lediga-jobb", { jobId: "cleaning", name: "", email: "sara@" });
    const response = await jobApplicationAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error).toMatchObject({ name: ["job.name.required"], email: ["email.invalid"], cv: ["job.cv.required"] });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an application for a position whose last day to apply has passed, and keeps what was written", async () => {
    const db = getDb(env.DB);
    const item = (await readItem(db, "job", "cleaning"))!;
    const yesterday = todayInSweden(new Date(Date.now() - 86_400_000));
    await publishItem(db, {
      kind: "job",
      key: "cleaning",
      expectedVersion: item.version,
      data: { ...item.data, validThrough: yesterday },
      who: "t",
    });
    try {
      const { response, queue } = await submit({ jobId: "cleaning", cv: pdf() });
      expect(response.init?.status).toBe(400);
      expect(response.data.result?.error).toEqual({ jobId: ["job.closed"] });
      expect(response.data.messages).toEqual({
        "job.closed": "Den här tjänsten tar inte längre emot ansökningar. Välj en av de lediga tjänsterna.",
      });
      expect(response.data.result?.initialValue).toMatchObject({ name: "Sara Holm", message: "Jag älskar husmanskost." });
      expect(await rows()).toHaveLength(0);
      expect(await objectKeys()).toEqual([]);
      expect(queue.sent).toEqual([]);
      // Open through its last day: the same post is taken.
      await publishItem(db, {
        kind: "job",
        key: "cleaning",
        expectedVersion: item.version + 1,
        data: { ...item.data, validThrough: todayInSweden() },
        who: "t",
      });
      expect((await submit({ jobId: "cleaning", cv: pdf() })).response.data.outcome).toBe("success");
    } finally {
      const current = (await readItem(db, "job", "cleaning"))!;
      await publishItem(db, { kind: "job", key: "cleaning", expectedVersion: current.version, data: item.data, who: "t" });
    }
  });

  it("takes applications for a position staff created, keeps its title after it is removed, and then refuses it", async () => {
    const db = getDb(env.DB);
    const data = { titleSv: "Kallskänka", titleEn: "Pantry cook", startSv: "Snarast", datePosted: "2026-11-01" };
    await publishItem(db, {
      kind: "job",
      key: "kallskanka",
      expectedVersion: 0,
      data: { ...data, minPercent: 50, maxPercent: 100 },
      who: "t",
    });
    const taken = await submit({ jobId: "kallskanka", cv: pdf() });
    expect(taken.response.data.outcome).toBe("success");
    expect(taken.queue.sent[0]).toMatchObject({ data: { jobTitle: "Kallskänka" } });

    await setVisibility(db, { kind: "job", key: "kallskanka", expectedVersion: 1, visibility: "removed", who: "t" });
    expect((await rows()).map((row) => row.job_title)).toEqual(["Kallskänka"]);
    const refused = await submit({ jobId: "kallskanka", email: "annan@example.se", cv: pdf() });
    expect(refused.response.init?.status).toBe(400);
    expect(refused.response.data.result?.error).toEqual({ jobId: ["job.closed"] });
    const made = await submit({ jobId: "finns-inte", email: "tredje@example.se", cv: pdf() });
    expect(made.response.data.result?.error).toEqual({ jobId: ["job.closed"] });
    expect(await rows()).toHaveLength(1);
  });

  it("takes an application from a form made before staff changed the position's address", async () => {
    const db = getDb(env.DB);
    const data = { titleSv: "Diskare", startSv: "Snarast", datePosted: "2026-11-01", minPercent: 50, maxPercent: 100 };
    await publishItem(db, { kind: "job", key: "diskare", expectedVersion: 0, data, who: "t" });
    await renameItem(db, { kind: "job", key: "diskare", newKey: "diskare-kok", expectedVersion: 1, who: "t" });
    const taken = await submit({ jobId: "diskare", cv: pdf() });
    expect(taken.response.data.outcome).toBe("success");
    expect((await rows()).map((row) => row.job_title)).toEqual(["Diskare"]);
  });

  it("refuses a file whose bytes are not a document even though it claims to be a PDF", async () => {
    const { response } = await submit({ cv: fileFrom(notAPdf, "cv.pdf", "application/pdf") });
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error?.cv).toEqual(["file.type"]);
    expect(await rows()).toHaveLength(0);
    expect(await objectKeys()).toEqual([]);
  });

  it("stores a Word 97 CV as .doc, and refuses an Excel sheet or Outlook message that calls itself one", async () => {
    const doc = await submit({ cv: new File([compoundFile(["WordDocument", "1Table"])], "cv.doc", { type: "application/msword" }) });
    expect(doc.response.data.outcome).toBe("success");
    expect(await objectKeys()).toEqual([`${(await rows())[0]!.id}_cv.doc`]);
    for (const streams of [["Workbook"], ["__substg1.0_0037001F", "__properties_version1.0"]]) {
      const other = await submit({ cv: new File([compoundFile(streams)], "cv.doc", { type: "application/msword" }) });
      expect(other.response.data.result?.error?.cv, streams[0]).toEqual(["file.type"]);
    }
    expect(await rows()).toHaveLength(1);
  });

  it("refuses a file type other than PDF, DOC or DOCX, and a file over 5 MB", async () => {
    const image = await submit({ cv: new File([new Uint8Array([0xff, 0xd8, 0xff])], "cv.jpg", { type: "image/jpeg" }) });
    expect(image.response.data.result?.error?.cv).toEqual(["file.type"]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.4"));
    const large = await submit({ cv: new File([big], "cv.pdf", { type: "application/pdf" }) });
    expect(large.response.data.result?.error?.cv).toEqual(["file.tooLarge"]);
    expect(await rows()).toHaveLength(0);
  });

  it("removes the row and any stored file when an upload fails, and says so", async () => {
    const { request } = await formPost("/lediga-jobb", { ...fields, cv: pdf(), coverLetter: docx() });
    const context = testContext(recordingQueue().queue);
    let puts = 0;
    const failingBucket = {
      put: async (key: string, value: Uint8Array, options: R2PutOptions) => {
        if (++puts === 2) throw new Error("R2 unavailable");
        return env.JOB_APPLICATIONS.put(key, value, options);
      },
      delete: (keys: string | string[]) => env.JOB_APPLICATIONS.delete(keys),
    } as unknown as R2Bucket;
    const response = await jobApplicationAction(request, { ...context, env: { ...context.env, JOB_APPLICATIONS: failingBucket } }, "sv");
    expect(response.init?.status).toBe(503);
    expect(await rows()).toHaveLength(0);
    expect(await objectKeys()).toEqual([]);
  });
});

describe("job application sent twice with the same form key", () => {
  /** A bucket whose first put waits for `open()`, then stores or fails as told. */
  function gatedBucket(outcome: "store" | "fail") {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    const bucket = {
      put: async (key: string, value: Uint8Array, options: R2PutOptions) => {
        reached();
        await gate;
        if (outcome === "fail") throw new Error("R2 unavailable");
        return env.JOB_APPLICATIONS.put(key, value, options);
      },
      delete: (keys: string | string[]) => env.JOB_APPLICATIONS.delete(keys),
    } as unknown as R2Bucket;
    return { bucket, open, waiting };
  }

  async function post(request: Request, bucket?: R2Bucket) {
    const context = testContext(recordingQueue().queue);
    const response = await jobApplicationAction(
      request,
      bucket ? { ...context, env: { ...context.env, JOB_APPLICATIONS: bucket } } : context,
      "sv",
    );
    await context.settle();
    return response;
  }

  it("answers the resend only once the first post has stored the row and its files", async () => {
    const { request } = await formPost("/lediga-jobb", { ...fields, cv: pdf() });
    const again = await resend(request);
    const slow = gatedBucket("store");
    const first = post(request, slow.bucket);
    await slow.waiting; // the first post's row exists, its CV is on its way
    let rowWhenAnswered: Record<string, unknown> | undefined;
    const second = post(again).then(async (response) => {
      [rowWhenAnswered] = await rows();
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.open();
    expect((await first).data.outcome).toBe("success");
    expect((await second).data.outcome).toBe("success");
    expect(rowWhenAnswered?.cv_file_path, "the resend's success came with the CV stored").toMatch(/_cv\.pdf$/);
    expect(await rows()).toHaveLength(1);
  });

  it("stores the application after all when the first post's upload fails while the resend waits", async () => {
    const { request } = await formPost("/lediga-jobb", { ...fields, cv: pdf(), coverLetter: docx() });
    const again = await resend(request);
    const failing = gatedBucket("fail");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = post(request, failing.bucket);
    await failing.waiting;
    const second = post(again);
    await new Promise((resolve) => setTimeout(resolve, 300));
    failing.open();
    expect((await first).init?.status).toBe(503);
    expect((await second).data.outcome).toBe("success");
    errors.mockRestore();
    const stored = await rows();
    expect(stored).toHaveLength(1);
    const id = stored[0]!.id as number;
    expect(stored[0]).toMatchObject({ cv_file_path: `${id}_cv.pdf`, cover_letter_file_path: `${id}_cover_letter.docx` });
    expect((await objectKeys()).sort()).toEqual([`${id}_cover_letter.docx`, `${id}_cv.pdf`]);
  });

  it("completes a row whose first post never finished (its isolate was stopped), instead of claiming it is stored", async () => {
    const { request, key } = await formPost("/lediga-jobb", { ...fields, cv: pdf() });
    await env.DB.prepare(
      "INSERT INTO job_applications (submission_key, name, email, job_title) VALUES (?, 'Sara Holm', 'sara@example.se', 'Kock')",
    )
      .bind(key)
      .run();
    const response = await post(request);
    expect(response.data.outcome).toBe("success");
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row!.cv_file_path).toBe(`${row!.id}_cv.pdf`);
    expect(await objectKeys()).toEqual([`${row!.id}_cv.pdf`]);
  });
});
