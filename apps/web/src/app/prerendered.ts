import type { Language } from '@hadaf/domain';

/**
 * A prerendered page (built by src/prerender) marks its root with the language it was rendered in; the mark stays
 * until the page has hydrated. Imports nothing at run time: boot.ts reads it before the app's code is requested.
 */
export const prerenderedAttribute = 'data-prerendered';

const appRoot = () => document.getElementById('root');

/** The language the page in the document was prerendered in, or null for the app's empty shell. */
export function prerenderedLanguage(): Language | null {
  const language = appRoot()?.getAttribute(prerenderedAttribute);
  return language === 'en' || language === 'ar' ? language : null;
}

/** A submit pressed before the page hydrated, sent again once it has (the press is not lost). */
let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/** What the fan typed or ticked in the prerendered page before its code ran, by the field's position on the page. */
let typedBeforeHydration: { index: number; value: string; checked: boolean }[] = [];

const fieldsOf = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [])];
const isToggle = (field: HTMLInputElement | HTMLTextAreaElement): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/**
 * Called just before React takes the page over: hydration puts each field back to the app's (empty) state, so what
 * the fan already typed is kept here and given back to the live fields (markHydrated).
 */
export function keepTypedFields() {
  typedBeforeHydration = fieldsOf(appRoot()).flatMap((field, index) => {
    const changed = isToggle(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    return changed ? [{ index, value: field.value, checked: isToggle(field) && field.checked }] : [];
  });
}

/** Gives a field its value the way typing does, so the app's own change handlers see it. */
function retype(field: HTMLInputElement | HTMLTextAreaElement, kept: { value: string; checked: boolean }) {
  if (isToggle(field)) {
    if (field.checked !== kept.checked) field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, kept.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The prerendered page has hydrated: it is the live app now (tests and the submit guard read this). */
export function markHydrated() {
  const root = appRoot();
  root?.removeAttribute(prerenderedAttribute);
  const kept = typedBeforeHydration;
  const held = heldSubmit;
  typedBeforeHydration = [];
  heldSubmit = null;
  // In a task of their own: the fields' components finish taking over first, then take the fan's typing as their
  // own, then (once that has rendered) the held press is sent with it.
  setTimeout(() => {
    const fields = fieldsOf(root);
    for (const field of kept) {
      const live = fields[field.index];
      if (live) retype(live, field);
    }
    if (held?.form.isConnected) setTimeout(() => held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null));
  });
}

/**
 * Until it hydrates, a prerendered form has no handler: a press on its submit button would send the fields the
 * browser's way (a GET with the password in the address). Such a submit is held back and sent again by the app
 * once the page has hydrated (markHydrated), so the fan's press still counts.
 */
export function holdSubmitsUntilHydrated() {
  document.addEventListener(
    'submit',
    (event) => {
      if (!prerenderedLanguage() || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      heldSubmit = { form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null };
    },
    { capture: true },
  );
}
