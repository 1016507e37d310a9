import { useEffect, useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import {
  connectPrizeRedemption,
  prizeRedemptionMachine,
  type GenerateFormsInput,
  type PrizeRedemptionEmitted,
  type RedemptionForm,
  type RedemptionRequestPayload,
} from '@hadaf/domain';
import { ar, findOverlay, say } from '../../internal/story-helpers.tsx';
import { answer, scanImages, storyForms, storyInput, storyNationalId, type Answer, type StoryUser } from './fixtures.ts';
import { PrizeRedemptionModal } from './PrizeRedemptionModal.tsx';

interface StoryArgs {
  user: StoryUser;
  /** How Get Forms answers. */
  forms: Answer;
  /** How Submit answers. */
  submit: Answer;
  /** The upload's progress while a call is under way. */
  uploadProgress?: number;
  onRedeemed: (event: PrizeRedemptionEmitted) => void;
  onClose: () => void;
}

const formsFailure = () => ({
  errors: {
    email: [say('The email has already been taken.', 'البريد الإلكتروني مستخدم من قبل.')],
    phone_number: [say('The phone number belongs to another account.', 'رقم الهاتف مسجّل لحساب آخر.')],
  },
  message: '',
});

const submitFailure = () => ({
  errors: {
    national_id: [say('The national ID does not match the scans.', 'الرقم القومي لا يطابق صور البطاقة.')],
    forms: [say('The forms are out of date. Get them again.', 'النماذج قديمة. احصل عليها من جديد.')],
  },
  message: say('This prize is already being processed.', 'هذه الجائزة قيد المعالجة بالفعل.'),
});

/** The app's part: the real machine with the story's answers, the upload's progress while a call runs, and the scans' previews. */
function Harness({ user, forms, submit, uploadProgress, onRedeemed, onClose }: StoryArgs) {
  const logic = useMemo(
    () =>
      prizeRedemptionMachine.provide({
        actors: {
          generateForms: fromPromise<readonly RedemptionForm[], GenerateFormsInput>(() => answer(forms, storyForms, formsFailure())),
          submitRedemption: fromPromise<unknown, RedemptionRequestPayload>(() => answer(submit, {}, submitFailure())),
        },
      }),
    [forms, submit],
  );
  const actor = useActorRef(logic, { input: storyInput(user, say) });
  useEffect(() => actor.on('redeemed', onRedeemed).unsubscribe, [actor, onRedeemed]);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('closed')) onClose();
    });
    return () => subscription.unsubscribe();
  }, [actor, onClose]);
  const snapshot = useSelector(actor, (current) => current);
  const props = connectPrizeRedemption(snapshot, (event) => actor.send(event));
  const { scans } = snapshot.context;
  return (
    <PrizeRedemptionModal
      {...props}
      uploadProgress={props.isLoadingForms || props.isSubmitting ? uploadProgress : undefined}
      scanPreviews={{ front: scans.front ? scanImages.front : undefined, back: scans.back ? scanImages.back : undefined }}
    />
  );
}

const meta = {
  title: 'Prizes/PrizeRedemptionModal',
  args: { user: 'profile', forms: 'ok', submit: 'ok', onRedeemed: fn(), onClose: fn() },
  parameters: { visual: { viewport: true } },
  render: (args: StoryArgs) => <Harness {...args} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const scanFile = (side: 'front' | 'back') => new File(['scan'], `id-${side}.png`, { type: 'image/png' });
const scanLabel = (side: 'front' | 'back') => (side === 'front' ? say('National ID scan (front)', 'صورة البطاقة (الوجه الأمامي)') : say('National ID scan (back)', 'صورة البطاقة (الوجه الخلفي)'));
const button = (dialog: HTMLElement, en: string, arabic: string) => within(dialog).getByRole('button', { name: new RegExp(`${say(en, arabic)}$`) });
const textbox = (dialog: HTMLElement, en: string, arabic: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${say(en, arabic)}`) });
const email = (dialog: HTMLElement) => textbox(dialog, 'Email', 'البريد الإلكتروني');
const phone = (dialog: HTMLElement) => textbox(dialog, 'Phone number', 'رقم الهاتف');
const nationalId = (dialog: HTMLElement) => textbox(dialog, 'National ID number', 'الرقم القومي');
const walletPhone = (dialog: HTMLElement) => textbox(dialog, 'Wallet phone number', 'رقم هاتف المحفظة');

async function uploadScans(dialog: HTMLElement) {
  for (const side of ['front', 'back'] as const) {
    const input = within(dialog).getByRole('group', { name: scanLabel(side) }).querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, scanFile(side));
  }
}

const getForms = (dialog: HTMLElement) => userEvent.click(button(dialog, 'Get Forms', 'الحصول على النماذج'));
const signAndContinue = (dialog: HTMLElement) => userEvent.click(button(dialog, 'Sign & Continue', 'توقيع ومتابعة'));
const next = (dialog: HTMLElement) => userEvent.click(button(dialog, 'Next', 'التالي'));
const submit = (dialog: HTMLElement) => userEvent.click(button(dialog, 'Submit', 'إرسال'));
const stepCount = (dialog: HTMLElement, step: number) =>
  expect(within(dialog).getByText(ar() ? `الخطوة ${'٠١٢٣'[step]} من ٣` : `Step ${step} of 3`)).toBeInTheDocument();

/** Personal info filled (the scans too when asked), then Get Forms, once the forms are shown. */
async function toFormsShown(dialog: HTMLElement, withScans: boolean) {
  if (withScans) await uploadScans(dialog);
  await getForms(dialog);
  await within(dialog).findByRole('heading', { name: say('Your forms', 'نماذجك') });
}

/** On to the method step. */
async function toMethod(dialog: HTMLElement, withScans = false) {
  await toFormsShown(dialog, withScans);
  await signAndContinue(dialog);
  await waitFor(() => stepCount(dialog, 2));
}

async function chooseEWallet(dialog: HTMLElement) {
  const scope = within(dialog);
  await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('E-Wallet', 'محفظة إلكترونية')) }));
  await userEvent.click(scope.getByRole('radio', { name: say('Vodafone Cash', 'فودافون كاش') }));
  await userEvent.type(walletPhone(dialog), '01298765432');
}

const chooseCoins = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^${say('Coins', 'عملات')}`) }));

/** Coins chosen and the review shown (for a verified id: no scans to upload). */
async function toReview(dialog: HTMLElement) {
  await toMethod(dialog);
  await chooseCoins(dialog);
  await next(dialog);
  await waitFor(() => stepCount(dialog, 3));
}

/**
 * Nothing filled in: Get Forms shows each field's rule (the scans' rule on both scan fields) and moves focus to the
 * first wrong field. The title names the prize in EGP; the identity rule is stated where the details are asked.
 */
export const EditingWithErrors: Story = {
  args: { user: 'empty' },
  parameters: { machineStates: ['prizeRedemption.personalInfo.editing'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await expect(scope.getByRole('heading', { level: 2 })).toHaveTextContent(ar() ? /^استلام .*٥٠٠٫٠٠/ : /^Redeem EGP\s500\.00$/);
    await stepCount(dialog, 1);
    await expect(scope.getByText(say('You need proof of identity to receive a prize.', 'يلزم إثبات الهوية لاستلام أي جائزة.'))).toBeVisible();
    await getForms(dialog);
    await waitFor(() => expect(email(dialog)).toHaveFocus());
    await expect(email(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(phone(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(nationalId(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(scope.getAllByText(say('Both front and back scans are required.', 'يجب رفع صورتي الوجه الأمامي والخلفي للبطاقة معًا.'))).toHaveLength(2);
    await expect(scope.queryByRole('heading', { name: say('Your forms', 'نماذجك') })).not.toBeInTheDocument();
  },
};

/** Filled in: Latin digits left to right in both languages, Arabic-Indic digits typed as Latin ones, both scans chosen. */
export const EditingFilled: Story = {
  args: { user: 'empty' },
  parameters: { machineStates: ['prizeRedemption.personalInfo.editing'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await userEvent.type(textbox(dialog, 'Full legal name', 'الاسم القانوني الكامل'), say('Sara Mohamed Ali', 'سارة محمد علي'));
    await userEvent.type(email(dialog), 'sara@example.com');
    await userEvent.type(phone(dialog), '٠١٠١٢٣٤٥٦٧٨');
    await expect(phone(dialog)).toHaveValue('01012345678');
    await expect(phone(dialog)).toHaveAttribute('dir', 'ltr');
    await userEvent.type(nationalId(dialog), storyNationalId);
    await expect(nationalId(dialog)).toHaveAttribute('dir', 'ltr');
    await uploadScans(dialog);
    await expect(scope.getByText(/id-front\.png/)).toBeVisible();
    await expect(scope.getByText(/id-back\.png/)).toBeVisible();
    await expect(scope.queryByRole('alert')).not.toBeInTheDocument();
    await expect(button(dialog, 'Get Forms', 'الحصول على النماذج')).toBeEnabled();
  },
};

/** A verified national ID: its field is disabled and says why, and the scan fields are gone. */
export const VerifiedNationalId: Story = {
  args: { user: 'verified' },
  parameters: { machineStates: ['prizeRedemption.personalInfo.editing'] },
  play: async () => {
    const dialog = await findOverlay();
    const scope = within(dialog);
    await expect(nationalId(dialog)).toBeDisabled();
    await expect(nationalId(dialog)).toHaveValue(storyNationalId);
    await expect(nationalId(dialog)).toHaveAccessibleDescription(
      say('Your national ID is verified, so it cannot be changed and no scans are needed.', 'تم التحقق من رقمك القومي، لذا لا يمكن تغييره ولا حاجة إلى صور البطاقة.'),
    );
    await expect(scope.queryByRole('group', { name: scanLabel('front') })).not.toBeInTheDocument();
    await expect(scope.queryByRole('group', { name: scanLabel('back') })).not.toBeInTheDocument();
    await expect(email(dialog)).toBeEnabled();
  },
};

/** Get Forms is sending the details and scans: the scans show the upload's progress, the fields wait, Get Forms is busy. */
export const LoadingForms: Story = {
  args: { forms: 'pending', uploadProgress: 45 },
  parameters: { machineStates: ['prizeRedemption.personalInfo.loadingForms'] },
  play: async () => {
    const dialog = await findOverlay();
    await uploadScans(dialog);
    await getForms(dialog);
    const bars = await within(dialog).findAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(button(dialog, 'Get Forms', 'الحصول على النماذج')).toHaveAttribute('aria-disabled', 'true');
    await expect(email(dialog)).toHaveAttribute('readonly');
    for (const choose of within(dialog).getAllByRole('button', { name: say('Choose file', 'اختر ملفًا') })) await expect(choose).toBeDisabled();
  },
};

/** Get Forms refused with a 422: its messages in one red list, and the details can be fixed. */
export const LoadingFormsRefused: Story = {
  args: { forms: 'invalid' },
  parameters: { machineStates: ['prizeRedemption.personalInfo.editing'] },
  play: async () => {
    const dialog = await findOverlay();
    await uploadScans(dialog);
    await getForms(dialog);
    const alert = await within(dialog).findByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(say('The email has already been taken.', 'البريد الإلكتروني مستخدم من قبل.'));
    await expect(email(dialog)).toBeEnabled();
    await expect(email(dialog)).not.toHaveAttribute('readonly');
  },
};

/**
 * The forms, each with a Preview link that opens in a new tab; every field is disabled until Edit Info, and focus
 * moves to the forms.
 */
export const FormsShown: Story = {
  parameters: { machineStates: ['prizeRedemption.personalInfo.formsShown'] },
  play: async () => {
    const dialog = await findOverlay();
    await toFormsShown(dialog, true);
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('heading', { name: say('Your forms', 'نماذجك') })).toHaveFocus());
    const [receipt, taxForm] = within(scope.getByRole('region', { name: say('Your forms', 'نماذجك') })).getAllByRole('listitem');
    await expect(receipt).toHaveTextContent(new RegExp(`^${say('Receipt', 'إيصال الاستلام')}`));
    await expect(taxForm).toHaveTextContent(new RegExp(`^${say('Tax form', 'النموذج الضريبي')}`));
    const preview = scope.getByRole('link', { name: say('Preview Receipt (opens in a new tab)', 'معاينة إيصال الاستلام (يفتح في علامة تبويب جديدة)') });
    await expect(preview).toHaveAttribute('href', storyForms[0]!.file);
    await expect(preview).toHaveAttribute('target', '_blank');
    for (const field of [email(dialog), phone(dialog), nationalId(dialog)]) await expect(field).toBeDisabled();
    for (const choose of scope.getAllByRole('button', { name: say('Choose file', 'اختر ملفًا') })) await expect(choose).toBeDisabled();
    await expect(button(dialog, 'Edit Info', 'تعديل البيانات')).toBeEnabled();
    await expect(button(dialog, 'Sign & Continue', 'توقيع ومتابعة')).toBeEnabled();
  },
};

/** Edit Info unlocks the details and drops the forms (they were made from the old details). */
export const EditInfo: Story = {
  parameters: { machineStates: ['prizeRedemption.personalInfo.editing'] },
  play: async () => {
    const dialog = await findOverlay();
    await toFormsShown(dialog, true);
    await userEvent.click(button(dialog, 'Edit Info', 'تعديل البيانات'));
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('heading', { name: say('Personal info', 'البيانات الشخصية') })).toHaveFocus());
    await expect(scope.queryByRole('heading', { name: say('Your forms', 'نماذجك') })).not.toBeInTheDocument();
    await expect(email(dialog)).toBeEnabled();
    await expect(scope.getByText(/id-front\.png/)).toBeVisible();
    await expect(button(dialog, 'Get Forms', 'الحصول على النماذج')).toBeEnabled();
  },
};

/**
 * Step 2, E-Wallet: the issuers as radios (the first chosen by default), the wallet number left to right, and the
 * 72-hour transfer rule.
 */
export const MethodEWallet: Story = {
  args: { user: 'verified' },
  parameters: { machineStates: ['prizeRedemption.method'] },
  play: async () => {
    const dialog = await findOverlay();
    await toMethod(dialog);
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('heading', { name: say('Redemption method', 'طريقة الاستلام'), level: 3 })).toHaveFocus());
    await expect(scope.getByText(say('Once you redeem a prize, the transfer takes up to 72 hours.', 'بعد طلب استلام الجائزة يستغرق التحويل حتى ٧٢ ساعة.'))).toBeVisible();
    await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('E-Wallet', 'محفظة إلكترونية')) }));
    const issuers = within(scope.getByRole('radiogroup', { name: say('Wallet issuer', 'الجهة المصدرة للمحفظة') })).getAllByRole('radio');
    await expect(issuers).toHaveLength(5);
    await expect(issuers[0]).toBeChecked();
    await expect(issuers[0]).toHaveAccessibleName(say('Bank wallet', 'محفظة بنكية'));
    await userEvent.click(scope.getByRole('radio', { name: say('Vodafone Cash', 'فودافون كاش') }));
    await expect(scope.getByRole('radio', { name: say('Vodafone Cash', 'فودافون كاش') })).toBeChecked();
    await userEvent.type(walletPhone(dialog), '01298765432');
    await expect(walletPhone(dialog)).toHaveAttribute('dir', 'ltr');
    await expect(walletPhone(dialog)).toHaveValue('01298765432');
  },
};

/** Step 2, Coins: what the prize pays in coins, in the language's digits; no wallet to give. */
export const MethodCoins: Story = {
  args: { user: 'verified' },
  parameters: { machineStates: ['prizeRedemption.method'] },
  play: async () => {
    const dialog = await findOverlay();
    await toMethod(dialog);
    await chooseCoins(dialog);
    const scope = within(dialog);
    await expect(scope.getByRole('radio', { name: new RegExp(`^${say('Coins', 'عملات')}`) })).toBeChecked();
    await expect(scope.getByText(say('You get 1,000 coins', 'تحصل على ١٬٠٠٠ عملة'))).toBeVisible();
    await expect(scope.queryByRole('radiogroup', { name: say('Wallet issuer', 'الجهة المصدرة للمحفظة') })).not.toBeInTheDocument();
  },
};

/** Next without a method asks for one; an E-Wallet needs a valid wallet number. Focus goes to what needs fixing. */
export const MethodErrors: Story = {
  args: { user: 'verified' },
  parameters: { machineStates: ['prizeRedemption.method'] },
  play: async () => {
    const dialog = await findOverlay();
    await toMethod(dialog);
    const scope = within(dialog);
    await next(dialog);
    const methods = scope.getByRole('radiogroup', { name: say('How do you want to receive your prize?', 'كيف تريد استلام جائزتك؟') });
    await expect(within(methods).getByText(say('This field is required.', 'هذا الحقل مطلوب.'))).toBeVisible();
    await waitFor(() => expect(methods).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(scope.getByRole('radio', { name: new RegExp(say('E-Wallet', 'محفظة إلكترونية')) }));
    await userEvent.type(walletPhone(dialog), '0129');
    await next(dialog);
    await expect(walletPhone(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(scope.getByText(say('Enter an 11-digit mobile number starting with 01.', 'أدخل رقم موبايل من ١١ رقمًا يبدأ بـ ٠١.'))).toBeVisible();
    await waitFor(() => expect(walletPhone(dialog)).toHaveFocus());
    await stepCount(dialog, 2);
  },
};

/** Step 3, E-Wallet: every detail, the scans' previews, the wallet and its number; Back and Submit. */
export const ReviewEWallet: Story = {
  parameters: { machineStates: ['prizeRedemption.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await toMethod(dialog, true);
    await chooseEWallet(dialog);
    await next(dialog);
    const scope = within(dialog);
    await waitFor(() => expect(scope.getByRole('heading', { name: say('Review', 'المراجعة'), level: 3 })).toHaveFocus());
    await stepCount(dialog, 3);
    await expect(scope.getByText(say('Sara Mohamed Ali', 'سارة محمد علي'))).toBeVisible();
    await expect(scope.getByText('01012345678')).toHaveAttribute('dir', 'ltr');
    await expect(scope.getByText('sara@example.com')).toBeVisible();
    await expect(scope.getByText(storyNationalId)).toHaveAttribute('dir', 'ltr');
    await expect(scope.getByRole('img', { name: scanLabel('front') })).toHaveAttribute('src', scanImages.front);
    await expect(scope.getByRole('img', { name: scanLabel('back') })).toHaveAttribute('src', scanImages.back);
    await expect(scope.getByText(say('Vodafone Cash', 'فودافون كاش'))).toBeVisible();
    await expect(scope.getByText('01298765432')).toHaveAttribute('dir', 'ltr');
    await expect(button(dialog, 'Back', 'رجوع')).toBeEnabled();
    await expect(button(dialog, 'Submit', 'إرسال')).toBeEnabled();
  },
};

/** Submit refused with a 422: the errors in one red list, and Submit enabled again. */
export const ReviewServerErrors: Story = {
  args: { user: 'verified', submit: 'invalid' },
  parameters: { machineStates: ['prizeRedemption.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await toReview(dialog);
    await submit(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent(say('The national ID does not match the scans.', 'الرقم القومي لا يطابق صور البطاقة.'));
    await waitFor(() => expect(button(dialog, 'Submit', 'إرسال')).toBeEnabled());
    await expect(button(dialog, 'Submit', 'إرسال')).not.toHaveAttribute('aria-disabled');
  },
};

/** Submit failed otherwise: the response's message in a red alert, and Submit enabled again. */
export const ReviewErrorMessage: Story = {
  args: { user: 'verified', submit: 'message' },
  parameters: { machineStates: ['prizeRedemption.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await toReview(dialog);
    await submit(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(say('This prize is already being processed.', 'هذه الجائزة قيد المعالجة بالفعل.'));
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
    await waitFor(() => expect(button(dialog, 'Submit', 'إرسال')).not.toHaveAttribute('aria-disabled'));
  },
};

/** No response at all (offline): the generic message, translated. */
export const ReviewGenericError: Story = {
  args: { user: 'verified', submit: 'offline' },
  parameters: { machineStates: ['prizeRedemption.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await toReview(dialog);
    await submit(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(say('Something went wrong. Please try again.', 'حدث خطأ ما. حاول مرة أخرى.'));
  },
};

/** Submitting: Submit busy, Back and Close wait (Escape too), the upload's progress shown. */
export const Submitting: Story = {
  args: { user: 'verified', submit: 'pending', uploadProgress: 60 },
  parameters: { machineStates: ['prizeRedemption.submitting'] },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await toReview(dialog);
    await submit(dialog);
    const scope = within(dialog);
    await expect(await scope.findByRole('progressbar', { name: say('Sending your request…', 'جارٍ إرسال طلبك…') })).toHaveAttribute('aria-valuenow', '60');
    await expect(button(dialog, 'Submit', 'إرسال')).toHaveAttribute('aria-disabled', 'true');
    await expect(button(dialog, 'Back', 'رجوع')).toBeDisabled();
    await expect(scope.getByRole('button', { name: say('Close', 'إغلاق') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** The whole flow with scans and an E-Wallet: submitted, the app is told (to refresh and toast) and the modal closes. */
export const Redeemed: Story = {
  parameters: {
    machineStates: ['prizeRedemption.redeemed'],
    // react-aria's live announcer keeps pointing at the busy Submit button it announced after the closed modal took
    // it away (as the Lobby story does, it is left out of the axe run).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await userEvent.clear(textbox(dialog, 'Full legal name', 'الاسم القانوني الكامل'));
    await userEvent.type(textbox(dialog, 'Full legal name', 'الاسم القانوني الكامل'), say('Sara M. Ali', 'سارة م. علي'));
    await toMethod(dialog, true);
    await chooseEWallet(dialog);
    await next(dialog);
    await waitFor(() => stepCount(dialog, 3));
    await submit(dialog);
    await waitFor(() => expect(args.onRedeemed).toHaveBeenCalledWith({ type: 'redeemed', userPrizeId: 61, toastKey: 'redemption-request-added' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A static backdrop: a click outside leaves it open; Escape (or the close button) closes it. */
export const Closed: Story = {
  parameters: { machineStates: ['prizeRedemption.closed'] },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    // Focus stays in the dialog (it comes back on the next frame), so Escape reaches it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** The close button closes it too. */
export const ClosedWithButton: Story = {
  parameters: { machineStates: ['prizeRedemption.closed'] },
  play: async ({ args }) => {
    const dialog = await findOverlay();
    await userEvent.click(within(dialog).getByRole('button', { name: say('Close', 'إغلاق') }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

async function expectFitsPhone(dialog: HTMLElement) {
  await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** 375 px wide: the details, the scans and the forms in one column, nothing wider than the screen. */
export const Phone375Details: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { machineStates: ['prizeRedemption.personalInfo.formsShown'] },
  play: async () => {
    const dialog = await findOverlay();
    await toFormsShown(dialog, true);
    await expectFitsPhone(dialog);
  },
};

/** 375 px wide: the review with the scans' previews and the wallet. */
export const Phone375Review: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { machineStates: ['prizeRedemption.review'] },
  play: async () => {
    const dialog = await findOverlay();
    await toMethod(dialog, true);
    await chooseEWallet(dialog);
    await next(dialog);
    await waitFor(() => stepCount(dialog, 3));
    await expectFitsPhone(dialog);
  },
};
