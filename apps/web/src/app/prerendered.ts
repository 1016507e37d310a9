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

type Field = HTMLInputElement | HTMLTextAreaElement;
/** A field's value or tick, with the field's name and type so it is given back to the same field only. */
type Kept = { name: string; type: string; value: string; checked: boolean };

/**
 * What the fan typed or ticked in the prerendered page before its code took the page over, by the field's position
 * on the page (hydration keeps the page's fields in their order). Null once it has been given back.
 */
let typedBeforeHydration: Map<number, Kept> | null = new Map();

const fieldsOf = (root: HTMLElement | null): Field[] => [...(root?.querySelectorAll<Field>('input, textarea') ?? [])];
const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';
const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

function keep(field: Field, fields = fieldsOf(appRoot())) {
  const index = fields.indexOf(field);
  if (index >= 0) typedBeforeHydration?.set(index, { name: field.name, type: field.type, value: field.value, checked: isToggle(field) && field.checked });
}

/**
 * From the page's first script until the typing is given back (markHydrated), every change to a field is kept: React
 * takes a controlled field over with its own (empty) state, and the next render puts that state back in the field, so
 * what was typed before that field hydrated, or while the page hydrates (a fast typist, a password manager filling
 * at the load event), would be lost.
 */
export function keepTypingUntilHydrated() {
  const record = (event: Event) => {
    if (typedBeforeHydration && isField(event.target)) keep(event.target);
  };
  document.addEventListener('input', record, { capture: true });
  document.addEventListener('change', record, { capture: true });
}

/**
 * Called just before React takes the page over: what is in the fields now (an autofill that sent no event included)
 * is kept too.
 */
export function keepTypedFields() {
  const fields = fieldsOf(appRoot());
  for (const field of fields) {
    const changed = isToggle(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (changed) keep(field, fields);
  }
}

/**
 * Gives a field its value the way typing does, so the app's own change handlers see it. React notices a change only
 * against the value it last saw in the field; the field may still show the kept value while React's state is empty,
 * so it is first set to another value React sees, then to the kept one by the browser's own setter, as typing does.
 */
function retype(field: Field, kept: Kept) {
  if (isToggle(field)) {
    // A radio is given back by the one that was ticked; a click leaves a ticked radio ticked.
    if (field.type === 'radio' && !kept.checked) return;
    field.checked = !kept.checked;
    field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = kept.value === '' ? ' ' : '';
  setter?.call(field, kept.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // A field the fan has left is checked as leaving it does: if it was left while the page hydrated, its check ran
  // on the app's empty state then ("required" over what the field shows), and only a change shows it again.
  if (field !== document.activeElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The prerendered page has hydrated: it is the live app now (tests and the submit guard read this). */
export function markHydrated() {
  const root = appRoot();
  root?.removeAttribute(prerenderedAttribute);
  const held = heldSubmit;
  heldSubmit = null;
  // In a task of their own: the fields' components finish taking over first, then take the fan's typing as their
  // own (including what was typed up to this moment), then (once that has rendered) the held press is sent with it.
  setTimeout(() => {
    const kept = typedBeforeHydration ?? new Map<number, Kept>();
    typedBeforeHydration = null;
    const fields = fieldsOf(root);
    for (const [index, value] of kept) {
      const live = fields[index];
      // The same field on the same page (a signed-in fan's /login, for one, has moved on by now).
      if (live && live.name === value.name && live.type === value.type) retype(live, value);
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
