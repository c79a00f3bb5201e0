import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, it, expect } from "vitest";
import { activitiesFor, activityLabelsFor, activityPageTextFor } from "~/content/activities";
import { ActivityBoard } from "./activity-board";

const render = (lang: "sv" | "en", activities = activitiesFor(lang)) => {
  const { seasons, difficulties } = activityLabelsFor(lang);
  const text = activityPageTextFor(lang);
  return renderToString(
    createElement(ActivityBoard, {
      activities,
      seasons,
      text,
      cards: {
        value: {
          activities: Object.fromEntries(activities.map((activity) => [activity.id, activity])),
          labels: { seasons, difficulties },
          text,
        },
      },
    }),
  );
};

describe("activity board", () => {
  it("shows every activity at first, with the count", () => {
    const html = render("sv");
    expect(html).toContain("Visar 15 aktiviteter");
    expect(html.match(/<h3/g)?.length).toBe(15);
    expect(html).not.toContain(activityPageTextFor("sv").empty);
  });

  it("shows the empty message when there is nothing to show", () => {
    expect(render("sv", [])).toContain(activityPageTextFor("sv").empty);
    expect(render("en", [])).toContain("No activities for this season right now.");
    expect(render("sv", [])).not.toContain("<h3");
  });
});
