/**
 * The browser's own submission of a lead form (no script ran): its body read within a limit and
 * its fields turned into the values react-hook-form would have sent for the same answers, so that
 * both paths validate, fingerprint and build the payload alike
 * (docs/decisions/0010-forms-without-scripts.md).
 */
import { BodyTooLargeError, mediaType, readBodyBytes } from '@/lib/http/json';
import { activeFields, timeValue, type Attachment, type FormField, type FormValues } from './fields';
import { POST_FIELDS } from './without-scripts';

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * A browser's form submission, as opposed to a program's call: a form's media type, and a client
 * that wants HTML back (every browser's navigation says so in Accept). Other clients keep the
 * JSON answers of the API.
 */
export function isFormPost(headers: Headers): boolean {
  const type = mediaType(headers.get('content-type')).toLowerCase();
  return (type === URLENCODED || type === MULTIPART) && /\btext\/html\b/i.test(headers.get('accept') ?? '');
}

export type PostedForm = { formId: string; pathname: string; token: string; website: string; notice: string; data: FormData };
export type PostRefusal = 'unsupported_media_type' | 'too_large' | 'invalid';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Read a form post of at most `maxBytes`: urlencoded, or multipart (a form with a file field).
 * Another media type, a body over the limit or one that cannot be parsed is refused with its code.
 */
export async function readFormPost(request: Request, maxBytes: number): Promise<{ ok: true; form: PostedForm } | { ok: false; code: PostRefusal }> {
  const header = request.headers.get('content-type') ?? '';
  const type = mediaType(header).toLowerCase();
  if (type !== URLENCODED && type !== MULTIPART) return { ok: false, code: 'unsupported_media_type' };
  let data: FormData;
  try {
    const bytes = await readBodyBytes(request, maxBytes);
    data = await new Response(new Uint8Array(bytes), { headers: { 'content-type': header } }).formData();
  } catch (error) {
    return { ok: false, code: error instanceof BodyTooLargeError ? 'too_large' : 'invalid' };
  }
  const form = {
    formId: text(data, POST_FIELDS.formId),
    pathname: text(data, POST_FIELDS.pathname),
    token: text(data, POST_FIELDS.token),
    website: text(data, POST_FIELDS.honeypot),
    notice: text(data, POST_FIELDS.notice),
    data,
  };
  const valid = form.formId !== '' && form.formId.length <= 100 && form.pathname.startsWith('/') && form.pathname.length <= 500;
  return valid && form.token.length <= 100 && form.website.length <= 500 && form.notice.length <= 40 ? { ok: true, form } : { ok: false, code: 'invalid' };
}

async function attachment(file: File): Promise<Attachment> {
  const content = Buffer.from(await file.arrayBuffer()).toString('base64');
  return { name: file.name.slice(0, 200), type: file.type, size: file.size, content };
}

/**
 * The values of a form post in the shapes of the form's schema, one per visible control, as
 * react-hook-form sends them: a checkbox is whether it was sent, a group of boxes (channels) the
 * values checked, a call-back slot "YYYY-MM-DDTHH:MM" its hour, minute and date, a file field the
 * files chosen (an empty part is no file), anything else its text ('' when absent). Fields the
 * form does not have are left out.
 */
export async function formValues(fields: readonly FormField[], data: FormData): Promise<FormValues> {
  const values: FormValues = {};
  for (const f of activeFields(fields)) {
    if (f.type === 'checkbox') values[f.name] = data.has(f.name);
    else if (f.type === 'file') {
      const files = data.getAll(f.name).filter((v): v is File => typeof v !== 'string' && (v.size > 0 || v.name !== ''));
      values[f.name] = await Promise.all(files.map(attachment));
    } else if (f.type === 'time') {
      // A call-back slot, `YYYY-MM-DDTHH:MM` (lib/consent/contact-hours.ts), or a bare `HH:MM`.
      values[f.name] = timeValue(text(data, f.name));
    } else if (f.type === 'channels') values[f.name] = data.getAll(f.name).filter((v) => typeof v === 'string');
    else values[f.name] = text(data, f.name);
  }
  return values;
}
