import type { FieldMetadata } from "@conform-to/react";
import { FileText, Upload, X } from "lucide-react";
import { useRef, useState, type DragEvent } from "react";
import { FieldError, type MessageLookup } from "~/components/forms/field";
import { cn } from "~/components/ui/cn";
import { fileAccept, fileProblem } from "~/forms/job-application.files";
import type { JobApplicationTexts } from "~/forms/job-application.texts";

type ZoneState = "empty" | "drag-over" | "file-selected";

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * A file field that also takes a dropped file (SPEC §4 "File drop zone": empty, drag-over,
 * file-selected; a selected file can be removed). Type and size are checked on choosing and on
 * dropping, with a visible message; the server checks the bytes again.
 */
export function FileDropZone({
  meta,
  label,
  optional,
  texts,
  messages,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  meta: FieldMetadata<any, any, string[]>;
  label: string;
  optional?: string;
  texts: JobApplicationTexts;
  messages: MessageLookup;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const state: ZoneState = dragging ? "drag-over" : file ? "file-selected" : "empty";

  const take = (chosen: File | undefined, fromDrop: boolean) => {
    if (!chosen || !input.current) return;
    const issue = fileProblem(chosen);
    if (issue) {
      setProblem(issue);
      setFile(null);
      input.current.value = "";
      return;
    }
    if (fromDrop) {
      const transfer = new DataTransfer();
      transfer.items.add(chosen);
      input.current.files = transfer.files;
    }
    setProblem(null);
    setFile(chosen);
  };
  const remove = () => {
    if (input.current) input.current.value = "";
    setFile(null);
    setProblem(null);
    input.current?.focus();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0], true);
  };

  const errors = problem ? [problem] : meta.errors;
  const hintId = `${meta.id}-hint`;
  return (
    <div>
      <p className="block text-sm font-semibold" id={`${meta.id}-label`}>
        {label}
        {optional && <span className="font-normal text-muted"> ({optional})</span>}
      </p>
      <div
        data-state={state}
        data-testid={`drop-zone-${meta.name}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "mt-1 rounded-lg border-2 border-dashed p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ember",
          state === "drag-over" ? "bg-forest-50" : "bg-white",
          errors?.length ? "border-red-700" : state === "drag-over" ? "border-forest-700" : "border-forest-200",
        )}
      >
        <label htmlFor={meta.id} className={cn("flex cursor-pointer items-center gap-3 text-sm", state === "file-selected" && "sr-only")}>
          <Upload aria-hidden className="size-5 shrink-0 text-forest-700" />
          <span>
            <span className="font-medium text-forest-800">{state === "drag-over" ? texts.dropActive : texts.dropHint}</span>
            <span className="sr-only"> ({label})</span>
            <span id={hintId} className="block text-muted">
              {texts.fileRules}
            </span>
          </span>
        </label>
        <input
          ref={input}
          id={meta.id}
          name={meta.name}
          type="file"
          accept={fileAccept}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${meta.errorId} ${hintId}` : hintId}
          onChange={(event) => take(event.target.files?.[0], false)}
          className="sr-only"
        />
        {file && (
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <FileText aria-hidden className="size-5 shrink-0 text-forest-700" />
              <span className="truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-muted">{formatSize(file.size)}</span>
            </span>
            <button
              type="button"
              onClick={remove}
              aria-label={texts.remove.replace("{file}", file.name)}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-forest-50"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        )}
      </div>
      <FieldError id={meta.errorId} errors={errors} messages={messages} />
    </div>
  );
}
