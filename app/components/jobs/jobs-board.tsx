import { X } from "lucide-react";
import { Accordion, Dialog, Tabs } from "radix-ui";
import { useState } from "react";
import { Link, useActionData } from "react-router";
import type { MessageLookup } from "~/components/forms/field";
import { useFormOutcome } from "~/components/forms/use-form-outcome";
import { toast } from "~/components/toast-store";
import { buttonVariants } from "~/components/ui/button";
import type { JobPosition, jobLabels } from "~/content/jobs";
import type { JobApplicationTexts } from "~/forms/job-application.texts";
import type { FormConstraint } from "~/components/forms/use-lazy-validation";
import type { FormActionData } from "~/forms/results";
import { ApplicationForm } from "./application-form";

type Labels = (typeof jobLabels)["sv"];

interface Props {
  jobs: JobPosition[];
  labels: Labels;
  texts: JobApplicationTexts;
  messages: MessageLookup;
  guard: { key: string; rendered: string };
  constraint: FormConstraint;
  /** ?ansok=<id>: the application shown inline (how "Ansök nu" works without JavaScript). */
  applyFor: string | null;
}

/** The open positions: tabs from 768 px, an accordion below; "Ansök nu" opens the application dialog. */
export function JobsBoard({ jobs, labels, texts, messages, guard, constraint, applyFor }: Props) {
  const answer = useActionData<FormActionData>();
  const [dialogJob, setDialogJob] = useState<string | null>(null);
  // A new dialog each time it opens, so a sent application leaves an empty form behind.
  const [opened, setOpened] = useState(0);
  useFormOutcome(answer, {
    success: () => {
      toast({ description: texts.success });
      setDialogJob(null);
    },
    failed: () => toast({ variant: "destructive", description: texts.failure }),
    limited: () => toast({ variant: "destructive", description: texts.limited }),
  });
  const open = (id: string) => {
    setOpened((value) => value + 1);
    setDialogJob(id);
  };
  const titles = jobs.map(({ id, title }) => ({ id, title }));
  const inlineJob = applyFor && jobs.some((job) => job.id === applyFor) ? applyFor : null;

  const applyButton = (job: JobPosition) => (
    <Link
      to={`?ansok=${job.id}#ansokan`}
      preventScrollReset
      onClick={(event) => {
        event.preventDefault();
        open(job.id);
      }}
      className={buttonVariants({ variant: "accent", size: "lg" })}
    >
      {texts.apply}
      <span className="sr-only">: {job.title}</span>
    </Link>
  );

  return (
    <>
      <div className="hidden md:block">
        <Tabs.Root defaultValue={jobs[0]?.id} orientation="vertical" className="grid grid-cols-[16rem_1fr] gap-8">
          <Tabs.List aria-label={labels.tasks} className="flex flex-col gap-1">
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
            <Tabs.Content key={job.id} value={job.id} className="rounded-xl bg-white p-8 shadow-sm">
              <h2 className="font-serif text-3xl font-semibold">{job.title}</h2>
              <Position job={job} labels={labels} />
              <div className="mt-8">{applyButton(job)}</div>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>

      <Accordion.Root type="single" collapsible className="divide-y divide-forest-100 rounded-xl bg-white shadow-sm md:hidden">
        {jobs.map((job) => (
          <Accordion.Item key={job.id} value={job.id}>
            <Accordion.Header>
              <Accordion.Trigger className="w-full px-5 py-4 text-left text-lg font-semibold">{job.title}</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-6">
              <Position job={job} labels={labels} />
              <div className="mt-6">{applyButton(job)}</div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>

      {inlineJob && (
        <section id="ansokan" aria-labelledby="ansokan-title" className="mt-12 rounded-xl bg-white p-6 shadow-sm md:p-8">
          <h2 id="ansokan-title" className="font-serif text-2xl font-semibold">
            {texts.dialogTitle.replace("{job}", jobs.find((job) => job.id === inlineJob)?.title ?? "")}
          </h2>
          {answer?.outcome === "success" ? (
            <p role="status" className="mt-4 font-medium text-forest-800">
              {texts.success}
            </p>
          ) : (
            <>
              {answer?.outcome === "failed" && (
                <p role="alert" className="mt-4 font-medium text-red-800">
                  {texts.failure}
                </p>
              )}
              <div className="mt-6">
                <ApplicationForm jobs={titles} jobId={inlineJob} texts={texts} messages={messages} guard={guard} constraint={constraint} answer={answer} />
              </div>
            </>
          )}
        </section>
      )}

      <Dialog.Root open={dialogJob !== null} onOpenChange={(next) => !next && setDialogJob(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content className="fixed inset-x-2 top-[5vh] z-50 mx-auto max-h-[90vh] max-w-2xl overflow-y-auto rounded-2xl bg-birch p-6 shadow-2xl md:p-8">
            <Dialog.Title className="pr-10 font-serif text-2xl font-semibold">
              {texts.dialogTitle.replace("{job}", jobs.find((job) => job.id === dialogJob)?.title ?? "")}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-muted">{texts.dialogText}</Dialog.Description>
            <Dialog.Close aria-label={texts.close} className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md hover:bg-forest-50">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
            <div className="mt-6">
              {dialogJob && (
                <ApplicationForm
                  key={opened}
                  jobs={titles}
                  jobId={dialogJob}
                  texts={texts}
                  messages={messages}
                  guard={guard}
                  constraint={constraint}
                  answer={answer?.outcome === "invalid" ? answer : undefined}
                  onCancel={() => setDialogJob(null)}
                />
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function Position({ job, labels }: { job: JobPosition; labels: Labels }) {
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
