import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MouseEvent } from "react";
import { Form, useNavigation } from "react-router";
import { staffPaths } from "~/staff/paths";
import { focalChoices, photoUrl } from "./photos";
import { photoItemSchema, uploadSchema } from "./forms";
import { photoLimits } from "./bytes";
import type { photosView, PhotosActionData } from "./screen.server";
import { FieldErrors } from "~/staff/field-errors";

type View = Awaited<ReturnType<typeof photosView>>;
type ListedPhoto = View["photos"][number];

const input = "mt-1 block w-full rounded-md border border-muted bg-white px-3 py-2 font-normal aria-invalid:border-ember";
const button = "rounded-md bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800 disabled:opacity-60";
const outline = "rounded-md border-2 border-ember px-4 py-2 text-sm font-semibold text-ember hover:bg-birch";

/** Alt text in Swedish (required) and English, the same in the upload and in each photo's form. */
function AltFields({ fields }: { fields: { altSv: FieldMetadata<string>; altEn: FieldMetadata<string | undefined> } }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-semibold">
        Alt-text – svenska
        <input {...getInputProps(fields.altSv, { type: "text", ariaAttributes: true })} key={fields.altSv.key} className={input} />
        <FieldErrors id={fields.altSv.errorId} errors={fields.altSv.errors} />
      </label>
      <label className="block text-sm font-semibold">
        Alt-text – engelska <span className="font-normal text-muted">(tom: svenskan visas)</span>
        <input {...getInputProps(fields.altEn, { type: "text", ariaAttributes: true })} key={fields.altEn.key} className={input} />
        <FieldErrors id={fields.altEn.errorId} errors={fields.altEn.errors} />
      </label>
    </div>
  );
}

/** The focal point as nine choices: works without JavaScript and with the arrow keys. */
function FocalChoices({ meta, name }: { meta: FieldMetadata<string>; name: string }) {
  const chosen = typeof meta.initialValue === "string" ? meta.initialValue : "50-50";
  return (
    <fieldset key={meta.key} aria-describedby={meta.errors ? meta.errorId : `${name}-focal-help`}>
      <legend className="text-sm font-semibold">Bildens viktigaste del</legend>
      <p id={`${name}-focal-help`} className="text-sm text-muted">
        Där bilden beskärs (smala skärmar, kort) behålls den här delen.
      </p>
      <div className="mt-2 grid w-fit grid-cols-3 gap-1">
        {focalChoices.map((choice) => (
          <label
            key={choice.label}
            className="flex items-center gap-1 rounded border border-sand px-2 py-1 text-xs has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50"
          >
            <input type="radio" name={meta.name} value={`${choice.x}-${choice.y}`} defaultChecked={chosen === `${choice.x}-${choice.y}`} />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

function UploadForm({ actionData }: { actionData: PhotosActionData }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "photo-upload",
    lastResult: actionData?.formId === "upload" ? (actionData.result as SubmissionResult<string[]>) : undefined,
    shouldValidate: "onBlur",
    defaultValue: { focal: "50-50" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadSchema }),
  });
  return (
    <Form
      method="post"
      action={staffPaths.photos}
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby="upload-heading"
      className="mt-4 space-y-4 rounded-lg border border-sand bg-white p-5"
    >
      <h2 id="upload-heading" className="font-serif text-xl font-semibold">
        Ladda upp en bild
      </h2>
      <input type="hidden" name="intent" value="upload" />
      <label className="block text-sm font-semibold">
        Bild (JPEG, PNG eller HEIC från mobilen, högst {photoLimits.bytes / 1024 / 1024} MB och {photoLimits.pixels / 1_000_000} megapixlar)
        <input
          {...getInputProps(fields.file, { type: "file", ariaAttributes: true })}
          key={fields.file.key}
          accept="image/jpeg,image/png,image/heic,image/heif,.jpg,.jpeg,.png,.heic,.heif"
          className={input}
        />
        <FieldErrors id={fields.file.errorId} errors={fields.file.errors} />
      </label>
      <p className="text-sm text-muted">Platsuppgifter (GPS) tas bort från bilden innan den sparas.</p>
      <AltFields fields={fields} />
      <FocalChoices meta={fields.focal} name="upload" />
      <button type="submit" className={button} disabled={navigation.state === "submitting"}>
        Ladda upp
      </button>
    </Form>
  );
}

/** With JavaScript, a click on the photo picks the nearest of the nine points. */
function pickFocal(event: MouseEvent<HTMLImageElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  const step = (offset: number, size: number) => Math.min(2, Math.max(0, Math.floor((offset / size) * 3))) * 50;
  const value = `${step(event.clientX - box.left, box.width)}-${step(event.clientY - box.top, box.height)}`;
  const radio = event.currentTarget.closest("form")?.querySelector<HTMLInputElement>(`input[name="focal"][value="${value}"]`);
  if (radio) radio.checked = true;
}

function PhotoItem({ photo, actionData }: { photo: ListedPhoto; actionData: PhotosActionData }) {
  const [form, fields] = useForm({
    id: `photo-${photo.id}`,
    lastResult: actionData?.formId === photo.id ? (actionData.result as SubmissionResult<string[]>) : undefined,
    shouldValidate: "onBlur",
    defaultValue: { altSv: photo.alt.sv, altEn: photo.alt.en, focal: `${photo.focal.x}-${photo.focal.y}` },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoItemSchema }),
  });
  return (
    <li className="rounded-lg border border-sand bg-white p-5">
      <Form
        method="post"
        action={staffPaths.photos}
        {...getFormProps(form)}
        aria-label={photo.alt.sv}
        className="grid gap-4 md:grid-cols-[16rem_1fr]"
      >
        <div>
          {/* A mouse shortcut for the focal choices beside it; the radio buttons are the accessible way. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <img
            src={photoUrl(photo.id, 480, "webp")}
            alt=""
            width={256}
            height={Math.round((256 * photo.height) / photo.width)}
            onClick={pickFocal}
            className="w-full cursor-crosshair rounded"
            style={{ backgroundColor: photo.color }}
          />
          <p className="mt-2 text-sm text-muted">
            {photo.width} × {photo.height} pixlar. Uppladdad {photo.uploaded}.
          </p>
        </div>
        <div className="space-y-4">
          <input type="hidden" name="id" value={photo.id} />
          <FieldErrors id={form.errorId} errors={form.errors} />
          <AltFields fields={fields} />
          <FocalChoices meta={fields.focal} name={photo.id} />
          <p className="text-sm">
            {photo.usedIn.length > 0 ? `Används i: ${photo.usedIn.join("; ")}.` : "Används inte på någon sida ännu."}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="update" className={button}>
              Spara
            </button>
            <button type="submit" name="intent" value="remove" className={outline}>
              Ta bort bilden
            </button>
          </div>
        </div>
      </Form>
    </li>
  );
}

/** /staff/bilder: upload a photo, and the photos there are, each with its alt text, focal point and uses. */
export function PhotosScreen({ view, actionData }: { view: View; actionData: PhotosActionData }) {
  return (
    <article>
      <h1 className="font-serif text-3xl font-semibold">Bilder</h1>
      <p className="mt-2 max-w-prose">
        Bilder du laddar upp här kan väljas i varje bildfält under Innehåll. Webbplatsen gör själv mindre versioner i moderna format.
      </p>
      {view.notice ? (
        <p role="status" className="mt-4 rounded-md bg-forest-50 p-4 font-semibold text-forest-900">
          {view.notice}
        </p>
      ) : null}
      <UploadForm actionData={actionData} />
      <h2 className="mt-8 font-serif text-xl font-semibold">Uppladdade bilder ({view.photos.length})</h2>
      {view.photos.length === 0 ? <p className="mt-2">Inga bilder ännu.</p> : null}
      <ul className="mt-4 space-y-4">
        {view.photos.map((photo) => (
          <PhotoItem key={photo.id} photo={photo} actionData={actionData} />
        ))}
      </ul>
    </article>
  );
}
