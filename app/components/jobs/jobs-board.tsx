import { Accordion, Tabs } from "radix-ui";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { lazy, Suspense, useState } from "react";
import { Link, useActionData } from "react-router";
import { useFocusOnAnswer, useFormOutcome } from "~/components/forms/use-form-outcome";
import { toast } from "~/components/shell/toast-store";
import { ServerRendered } from "~/rendering/server-rendered";
import { buttonVariants } from "~/components/ui/button";
import { useLazyDialog } from "~/components/use-lazy-dialog";
import type { JobPosition, jobLabels } from "~/content/jobs";
import type { JobApplicationTexts } from "~/forms/job-application.texts";
import type { FormConstraint } from "~/components/forms/use-lazy-validation";
import type { FormActionData } from "~/forms/results";
import type { RenderOnly } from "~/rendering/render-only";

type Labels = (typeof jobLabels)["sv"];
type PositionTexts = Pick<JobPosition, "extent" | "start" | "probation" | "location" | "description" | "tasks" | "requirements" | "offer">;

/** Every open position's text by id, with its headings: render-only for a document (app/rendering/render-only.ts). */
export type JobPositionTexts = RenderOnly<{ positions: Record<string, PositionTexts>; labels: Labels }>;

const loadDialog = () => import("./application-dialog");
const ApplicationDialog = lazy(loadDialog);
// The form on the page (?ansok=) has no Suspense boundary of its own, on purpose: on the server
// the HTML then waits for it, so it is there without JavaScript (a streamed-in boundary needs a
// script to appear). In the browser only a page opened on such a URL waits for it to hydrate.
const InlineApplicationForm = lazy(() => import("./application-form").then((module) => ({ default: module.ApplicationForm })));

interface Props {
  /** The open positions, as the tabs and the accordion name them and the form lists them. */
  jobs: Array<{ id: string; title: string }>;
  /** Each position's facts and lists, with their headings. */
  positions: JobPositionTexts;
  /** Names the tab list. */
  listLabel: string;
  texts: JobApplicationTexts;
  formKey: { key: string; rendered: string };
  constraint: FormConstraint;
  /** ?ansok=<id>: the application shown inline (how "Ansök nu" works without JavaScript). */
  applyFor: string | null;
}

/**
 * The open positions: tabs from 768 px, an accordion below. "Ansök nu" opens the application
 * dialog (application-dialog.tsx, with the form and Radix Dialog), fetched on demand: one dialog
 * for every position, and focus goes back to the link that opened it.
 *
 * The accordion carries every position in the HTML: a closed item is `hidden="until-found"`
 * (hidden-until-found.tsx), so find-in-page and crawlers reach it and the first paint is what
 * hydration keeps. Without JavaScript the tabs cannot switch, so the accordion is shown at every
 * width instead, all items open, each "Ansök nu" a link to the form on the page (`?ansok=`).
 *
 * A position's text is a whole text region kept as the server rendered it (`<ServerRendered>`),
 * once in its tab panel and once in its accordion item: every tab panel stays mounted, and a tab
 * hides the panels it does not show, so no region is ever mounted anew.
 */
export function JobsBoard({ jobs, positions, listLabel, texts, formKey, constraint, applyFor }: Props) {
  const answer = useActionData<FormActionData>();
  const { open, setOpen, requested, contentId, openerProps, returnFocus } = useLazyDialog(loadDialog);
  // The position the dialog was last opened for; kept while closed so the title does not change.
  const [dialogJob, setDialogJob] = useState<string | null>(null);
  // A new form each time the dialog opens, so a sent application leaves an empty form behind.
  const [opened, setOpened] = useState(0);
  // A notice's text comes with the answer, in the visitor's language (app/forms/action.server.ts).
  const notice = answer?.noticeText;
  // The desktop tab shown.
  const [tab, setTab] = useState(jobs[0]?.id ?? "");
  // The phones' accordion: one position open at a time, or none.
  const [openJob, setOpenJob] = useState("");
  useFormOutcome(answer, {
    success: () => {
      toast({ description: texts.success });
      setOpen(false);
    },
    failed: () => toast({ variant: "destructive", description: notice ?? texts.failure }),
    limited: () => toast({ variant: "destructive", description: texts.limited }),
  });
  const sentMessage = useFocusOnAnswer(answer);
  const titleFor = (id: string | null) => {
    const job = jobs.find((entry) => entry.id === id);
    return job ? texts.dialogTitle.replace("{job}", job.title) : texts.apply;
  };
  // A post refused because its position closed meanwhile keeps its form, its text and the message.
  const inlineJob = applyFor && (jobs.some((job) => job.id === applyFor) || answer?.outcome === "invalid") ? applyFor : null;

  const applyButton = (job: { id: string; title: string }) => (
    <Link
      to={`?ansok=${job.id}#ansokan`}
      preventScrollReset
      {...openerProps(open && dialogJob === job.id, () => {
        setOpened((value) => value + 1);
        setDialogJob(job.id);
        setOpen(true);
      })}
      className={buttonVariants({ variant: "accent", size: "lg" })}
    >
      {texts.apply}
      <span className="sr-only">: {job.title}</span>
    </Link>
  );

  return (
    <>
      <HydrationBoundary>
        <div className="hidden md:block noscript:hidden">
          <Tabs.Root value={tab} onValueChange={setTab} orientation="vertical" className="grid grid-cols-[16rem_1fr] gap-8">
            <Tabs.List aria-label={listLabel} className="flex flex-col gap-1">
              {jobs.map((job) => (
                <Tabs.Trigger
                  key={job.id}
                  value={job.id}
                  className="rounded-md px-4 py-3 text-left font-medium text-forest-800 hover:bg-forest-50 data-[state=active]:bg-forest-700 data-[state=active]:text-white"
                >
                  {job.title}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {jobs.map((job) => (
              <Tabs.Content key={job.id} value={job.id} forceMount hidden={tab !== job.id} className="rounded-xl bg-white p-8 shadow-sm">
                <h2 className="font-serif text-3xl font-semibold">{job.title}</h2>
                <Position positions={positions} id={job.id} />
                <div className="mt-8">{applyButton(job)}</div>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </HydrationBoundary>

      <HydrationBoundary>
        <Accordion.Root
          type="single"
          collapsible
          value={openJob}
          onValueChange={setOpenJob}
          className="divide-y divide-forest-100 rounded-xl bg-white shadow-sm md:hidden noscript:block"
        >
          {jobs.map((job) => (
            <Accordion.Item key={job.id} value={job.id}>
              {/* A position is an h2 here as in the desktop tabs: its own subheadings are h3. */}
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="w-full px-5 py-4 text-left text-lg font-semibold">{job.title}</Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <HiddenUntilFound hidden={openJob !== job.id} onFound={() => setOpenJob(job.id)}>
                <Accordion.Content forceMount className="px-5 pb-6">
                  <Position positions={positions} id={job.id} />
                  <div className="mt-6">{applyButton(job)}</div>
                </Accordion.Content>
              </HiddenUntilFound>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </HydrationBoundary>

      {inlineJob && (
        <section id="ansokan" aria-labelledby="ansokan-title" className="mt-12 rounded-xl bg-white p-6 shadow-sm md:p-8">
          <h2 id="ansokan-title" className="font-serif text-2xl font-semibold">
            {titleFor(inlineJob)}
          </h2>
          {answer?.outcome === "success" ? (
            <p ref={sentMessage} tabIndex={-1} role="status" className="mt-4 font-medium text-forest-800 outline-none">
              {texts.success}
            </p>
          ) : (
            <>
              {answer?.outcome === "failed" && (
                <p role="alert" className="mt-4 font-medium text-red-800">
                  {notice ?? texts.failure}
                </p>
              )}
              <div className="mt-6">
                <InlineApplicationForm
                  jobs={jobs}
                  jobId={inlineJob}
                  texts={texts}
                  formKey={formKey}
                  constraint={constraint}
                  answer={answer}
                />
              </div>
            </>
          )}
        </section>
      )}

      {requested && dialogJob && (
        <Suspense fallback={null}>
          <ApplicationDialog
            open={open}
            onOpenChange={setOpen}
            contentId={contentId}
            onCloseAutoFocus={returnFocus}
            title={titleFor(dialogJob)}
            text={texts.dialogText}
            close={texts.close}
            formKey={opened}
            form={{
              jobs,
              jobId: dialogJob,
              texts,
              formKey,
              constraint,
              answer: answer?.outcome === "invalid" ? answer : undefined,
              onCancel: () => setOpen(false),
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** A position's facts, description and lists (its title is the panel's heading): a kept region. */
function Position({ positions, id }: { positions: JobPositionTexts; id: string }) {
  const value = positions.value && { job: positions.value.positions[id]!, labels: positions.value.labels };
  return <ServerRendered data={{ value }}>{(position) => <PositionText {...position} />}</ServerRendered>;
}

/** Also the staff's preview of a position (app/content-store/preview.tsx). */
export function PositionText({ job, labels }: { job: PositionTexts; labels: Labels }) {
  const facts: Array<[string, string]> = [
    [labels.extent, job.extent],
    [labels.start, job.start],
    ...(job.probation ? ([[labels.probation, job.probation]] as Array<[string, string]>) : []),
    [labels.location, job.location],
  ];
  const lists: Array<[string, string[]]> = [
    [labels.tasks, job.tasks],
    [labels.requirements, job.requirements],
    [labels.offer, job.offer],
  ];
  return (
    <div className="mt-4 space-y-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {job.description.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed">
          {paragraph}
        </p>
      ))}
      {lists.map(([heading, items]) => (
        <div key={heading}>
          <h3 className="font-semibold">{heading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
