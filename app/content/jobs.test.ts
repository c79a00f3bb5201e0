import { describe, it, expect } from "vitest";
import { closedJob, isJobOpen, jobFromData, jobIds, jobLabels, jobsFor, jobTitles, jobTitlesFor } from "./jobs";

const sv = jobsFor("sv");
const en = jobsFor("en");

describe("jobs content", () => {
  it("has the five positions under the same ids in both languages", () => {
    expect(jobIds).toEqual(["chef", "receptionist", "breakfast", "extra-cleaning", "cleaning"]);
    expect(sv.map((j) => j.id)).toEqual([...jobIds]);
    expect(en.map((j) => j.id)).toEqual([...jobIds]);
  });

  it("uses the spec's Swedish titles", () => {
    expect(jobTitlesFor("sv").map((j) => j.title)).toEqual([
      "Kock",
      "Receptionist / Konferensvärdinna",
      "Frukostvärdinna & Städ",
      "Extra städpersonal",
      "Städpersonal",
    ]);
    expect(sv.map((j) => j.title)).toEqual(jobIds.map((id) => jobTitles[id].sv));
    expect(en.map((j) => j.title)).toEqual(jobIds.map((id) => jobTitles[id].en));
  });

  it("has the same list lengths in both languages", () => {
    sv.forEach((job, i) => {
      const other = en[i]!;
      expect(other.description.length, job.id).toBe(job.description.length);
      expect(other.tasks.length, job.id).toBe(job.tasks.length);
      expect(other.requirements.length, job.id).toBe(job.requirements.length);
      expect(other.offer.length, job.id).toBe(job.offer.length);
      expect(job.tasks.length, job.id).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length, job.id).toBeGreaterThanOrEqual(3);
      expect(job.offer.length, job.id).toBeGreaterThanOrEqual(3);
    });
    expect(Object.keys(jobLabels.en)).toEqual(Object.keys(jobLabels.sv));
  });

  it("employs 50–100 %, the chef 75–100 %, with a 6-month probation for breakfast only", () => {
    for (const job of sv) {
      expect(job.employment, job.id).toEqual(job.id === "chef" ? { minPercent: 75, maxPercent: 100 } : { minPercent: 50, maxPercent: 100 });
      expect(job.probationMonths, job.id).toBe(job.id === "breakfast" ? 6 : null);
    }
    expect(sv.find((j) => j.id === "chef")!.extent).toBe("Deltid eller heltid, 75–100\u00a0%");
    expect(en.find((j) => j.id === "cleaning")!.extent).toBe("Part-time or full-time, 50–100%");
    expect(sv.find((j) => j.id === "breakfast")!.probation).toBe("6 månader");
    expect(en.find((j) => j.id === "breakfast")!.probation).toBe("6 months");
    expect(sv.find((j) => j.id === "breakfast")!.description.join(" ")).toContain("sex månaders provanställning");
  });

  it("reads a new position's extent and probation from what staff typed", () => {
    const job = (data: Record<string, number | string>) =>
      jobFromData("kallskanka", { titleSv: "Kallskänka", titleEn: "Pantry cook", datePosted: "2026-12-01", ...data }, "sv");
    expect(job({ minPercent: 100, maxPercent: 100 })).toMatchObject({ extent: "Heltid, 100\u00a0%", probation: null, title: "Kallskänka" });
    expect(job({ minPercent: 40, maxPercent: 60, probationMonths: 3 })).toMatchObject({
      extent: "Deltid, 40–60\u00a0%",
      probation: "3 månader",
      probationMonths: 3,
    });
    expect(jobFromData("kallskanka", { minPercent: 50, maxPercent: 50 }, "en").extent).toBe("Part-time, 50%");
  });

  it("closes a position now, also one posted today: yesterday is its last day", () => {
    // 28 November 2026, 10:00 in Sweden.
    const now = new Date("2026-11-28T09:00:00Z");
    expect(closedJob({ datePosted: "2026-11-02", validThrough: "2027-01-31" }, now)).toEqual({
      datePosted: "2026-11-02",
      validThrough: "2026-11-27",
    });
    const postedToday = closedJob({ datePosted: "2026-11-28" }, now);
    expect(postedToday).toEqual({ datePosted: "2026-11-27", validThrough: "2026-11-27" });
    expect(isJobOpen(postedToday, "2026-11-28")).toBe(false);
  });

  it("has no empty or unfinished text", () => {
    for (const job of [...sv, ...en]) {
      const text = [job.title, job.start, job.extent, ...job.description, ...job.tasks, ...job.requirements, ...job.offer];
      for (const line of text) expect(line.trim(), job.id).not.toBe("");
      expect(text.join(" ")).not.toMatch(/todo|lorem|placeholder/i);
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
