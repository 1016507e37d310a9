import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Dialog as AriaDialog, Form, Heading } from 'react-aria-components';
import {
  formatEgp,
  formatInteger,
  GENERIC_REDEMPTION_ERROR,
  MAX_IMAGE_BYTES,
  type PrizeRedemptionProps,
  type PrizeRedemptionReview,
  type RedemptionForm,
  type RedemptionMethodName,
  type ValidationKey,
} from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { LtrTextField, useValidationMessage } from '../../auth/AuthLayout/auth-form.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CloseButton } from '../../primitives/Dialog/CloseButton.tsx';
import { FileUpload } from '../../primitives/FileUpload/FileUpload.tsx';
import { CoinIcon, EyeIcon, InfoIcon, LockIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { useFormName, useIssuerLabel } from './redemption-text.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar.tsx';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Stepper } from '../../primitives/Stepper/Stepper.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** The hours a transfer takes at most, as the prize rules state it (MyPrizes shows the same rule). */
const transferHours = 72;

export interface PrizeRedemptionModalProps extends PrizeRedemptionProps {
  /**
   * Upload progress 0–100 while Get Forms or Submit sends the personal info and scans; shown on the scan fields
   * (or on its own bar when they are hidden or on the review).
   */
  uploadProgress?: number;
  /** Image URLs of the chosen scans for the review (the app makes and revokes object URLs of the chosen files). */
  scanPreviews?: { front?: string; back?: string };
}

/** A domain validation key as text: the `domain` namespace's when the app loaded it, else the ui's own wording. */
function useFieldErrorText() {
  const { t, i18n } = useTranslation('ui');
  const language = useLanguage();
  const message = useValidationMessage();
  const maxMegabytes = MAX_IMAGE_BYTES.scan / 1_048_576;
  return (key: ValidationKey | undefined): string | undefined => {
    if (key === undefined) return undefined;
    const own = `prizeRedemption.${key}`;
    if (!i18n.exists(`domain:${key}`) && i18n.exists(own, { ns: 'ui' })) return t(own, { maxMegabytes: formatInteger(maxMegabytes, language) });
    return message({ ok: false, error: key, params: { maxMegabytes } });
  };
}

/** A field's invalid state and its message, from the machine's field errors (spread on the field). */
function useFieldError(fieldErrors: PrizeRedemptionProps['fieldErrors']) {
  const errorText = useFieldErrorText();
  return (field: keyof PrizeRedemptionProps['fieldErrors']) => ({ isInvalid: fieldErrors[field] !== undefined, errorMessage: errorText(fieldErrors[field]) });
}

const methodName = (value: string): RedemptionMethodName => (value === 'Coins' ? 'Coins' : 'E-Wallet');

/** Moves focus to the new step's heading when the step changes, and to the first invalid field when errors appear. */
function useFocusManagement(dialog: RefObject<HTMLElement | null>, phase: PrizeRedemptionProps['phase'], fieldErrors: PrizeRedemptionProps['fieldErrors']) {
  const previousPhase = useRef(phase);
  useEffect(() => {
    const from = previousPhase.current;
    previousPhase.current = phase;
    if (from === phase) return;
    // Loading and submitting keep focus on their (busy) button; a failure returns with an announced alert.
    const moved = phase === 'formsShown' || phase === 'method' || (phase === 'review' && from === 'method') || (phase === 'editing' && from === 'formsShown');
    if (!moved) return;
    dialog.current?.querySelector<HTMLElement>(phase === 'formsShown' ? '[data-step-focus="forms"]' : '[data-step-focus="step"]')?.focus();
  }, [dialog, phase]);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    const first = dialog.current?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], [role="radiogroup"][data-invalid] input:not([disabled]), [data-scan-invalid] button:not([disabled])',
    );
    first?.focus();
  }, [dialog, fieldErrors]);
}

/** A heading that receives focus when its step opens (so screen readers announce the step). */
function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h3 data-step-focus="step" tabIndex={-1} className="rounded-sm text-base font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
      {children}
    </h3>
  );
}

/** One of the prize rules, shown where the fan decides. */
function RuleNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md bg-info-50 p-2 text-sm text-info-700">
      <InfoIcon size={18} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function ServerFailure({ serverErrors, errorMessage }: Pick<PrizeRedemptionProps, 'serverErrors' | 'errorMessage'>) {
  const { t } = useTranslation('ui');
  if (serverErrors.length > 0) return <Alert tone="error" messages={serverErrors} />;
  if (errorMessage) return <Alert tone="error">{errorMessage === GENERIC_REDEMPTION_ERROR ? t('prizeRedemption.errors.generic') : errorMessage}</Alert>;
  return null;
}

function FormsList({ forms }: { forms: readonly RedemptionForm[] }) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const formName = useFormName();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-border bg-surface-muted p-3">
      <h4 id={headingId} data-step-focus="forms" tabIndex={-1} className="rounded-sm font-semibold text-fg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
        {t('prizeRedemption.forms.title')}
      </h4>
      <p className="text-sm text-fg-muted">{t('prizeRedemption.forms.intro')}</p>
      <ul className="flex flex-col gap-1">
        {forms.map((form) => (
          <li key={`${form.name}|${form.file}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-border py-2 first:border-t-0">
            <span className="min-w-0 break-words text-fg">{formName(form.name)}</span>
            <Link href={form.file} target="_blank" variant="standalone">
              {t('prizeRedemption.forms.preview')}
              <span className="sr-only"> {formName(form.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-fg-muted">
        <LockIcon size={16} className="mt-0.5 shrink-0" />
        <span>{t('prizeRedemption.forms.locked')}</span>
      </p>
    </section>
  );
}

function PersonalInfoStep(props: PrizeRedemptionModalProps) {
  const { t } = useTranslation('ui');
  const { personalInfo, fieldErrors, fieldsDisabled, fieldsReadOnly, changePersonalInfo, uploadProgress } = props;
  const errorOf = useFieldError(fieldErrors);
  const common = { isDisabled: fieldsDisabled, isReadOnly: fieldsReadOnly };
  const scanError = errorOf('national_id_scans').errorMessage;
  const progress = props.isLoadingForms ? uploadProgress : undefined;
  const scan = (side: 'front' | 'back') => {
    const missing = scanError !== undefined && (props.scans[side] === null || fieldErrors.national_id_scans !== 'validation.scans.bothRequired');
    return (
      <div data-scan-invalid={missing || undefined}>
        <FileUpload
          label={t(side === 'front' ? 'prizeRedemption.personalInfo.scanFront' : 'prizeRedemption.personalInfo.scanBack')}
          maxSize={MAX_IMAGE_BYTES.scan}
          fileName={props.scans[side] ?? undefined}
          onSelect={(file) => props.setScan(side, file)}
          onInvalid={() => props.setScan(side, null)}
          progress={progress}
          errorMessage={missing ? scanError : undefined}
          isDisabled={fieldsDisabled}
        />
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('prizeRedemption.steps.personalInfo')}</StepHeading>
      <RuleNote>{t('prizes.rules.identity')}</RuleNote>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="legal_name"
          label={t('prizeRedemption.personalInfo.legalName')}
          description={t('prizeRedemption.personalInfo.legalNameHint')}
          autoComplete="name"
          value={personalInfo.legal_name}
          onChange={(legal_name) => changePersonalInfo({ legal_name })}
          {...errorOf('legal_name')}
          {...common}
        />
        <LtrTextField
          name="email"
          type="email"
          label={t('prizeRedemption.personalInfo.email')}
          autoComplete="email"
          isRequired
          value={personalInfo.email}
          onChange={(email) => changePersonalInfo({ email })}
          {...errorOf('email')}
          {...common}
        />
        <LtrTextField
          name="phone_number"
          type="tel"
          inputMode="numeric"
          label={t('prizeRedemption.personalInfo.phone')}
          description={t('prizeRedemption.personalInfo.phoneHint')}
          autoComplete="tel-national"
          isRequired
          value={personalInfo.phone_number}
          onChange={(value) => changePersonalInfo({ phone_number: value })}
          {...errorOf('phone_number')}
          {...common}
        />
        <LtrTextField
          name="national_id"
          inputMode="numeric"
          maxLength={14}
          label={
            <span className="inline-flex flex-wrap items-center gap-2">
              {t('prizeRedemption.personalInfo.nationalId')}
              {props.nationalIdVerified && <Badge variant="success">{t('prizeRedemption.personalInfo.verified')}</Badge>}
            </span>
          }
          description={props.nationalIdVerified ? t('prizeRedemption.personalInfo.nationalIdVerified') : t('prizeRedemption.personalInfo.nationalIdHint')}
          isRequired={!props.nationalIdVerified}
          value={personalInfo.national_id}
          onChange={(value) => changePersonalInfo({ national_id: value })}
          {...errorOf('national_id')}
          isReadOnly={fieldsReadOnly}
          isDisabled={props.nationalIdDisabled}
        />
      </div>
      {!props.scansHidden && (
        <div className="grid gap-4 sm:grid-cols-2">
          {scan('front')}
          {scan('back')}
        </div>
      )}
      {props.scansHidden && progress != null && <ProgressBar size="sm" label={t('prizeRedemption.uploading')} value={progress} />}
      {props.forms.length > 0 && <FormsList forms={props.forms} />}
    </div>
  );
}

function MethodStep(props: PrizeRedemptionModalProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const coinsText = useCoinsText();
  const issuerLabel = useIssuerLabel();
  const { method, fieldErrors } = props;
  const errorOf = useFieldError(fieldErrors);
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('prizeRedemption.steps.method')}</StepHeading>
      <RadioGroup
        label={t('prizeRedemption.method.label')}
        value={method.name}
        onChange={(value) => props.selectMethod(methodName(value))}
        isRequired
        {...errorOf('method')}
      >
        <Radio value="E-Wallet">
          <span className="flex flex-col">
            {t('prizeRedemption.method.eWallet')}
            <span className="text-sm text-fg-muted">{t('prizeRedemption.method.eWalletHint')}</span>
          </span>
        </Radio>
        <Radio value="Coins">
          <span className="flex flex-col">
            {t('prizeRedemption.method.coins')}
            <span className="text-sm text-fg-muted">{t('prizeRedemption.method.coinsHint', { coins: coinsText(props.coins) })}</span>
          </span>
        </Radio>
      </RadioGroup>
      {method.name === 'E-Wallet' && (
        <div className="flex flex-col gap-4 rounded-md border border-border p-3">
          <RadioGroup
            label={t('prizeRedemption.method.issuer')}
            value={method.issuer || null}
            onChange={props.selectIssuer}
            isRequired
            {...errorOf('issuer')}
          >
            {props.walletIssuers.map((issuer) => (
              <Radio key={issuer} value={issuer}>
                {issuerLabel(issuer)}
              </Radio>
            ))}
          </RadioGroup>
          <LtrTextField
            name="wallet_phone_number"
            type="tel"
            inputMode="numeric"
            label={t('prizeRedemption.method.phone')}
            description={t('prizeRedemption.method.phoneHint')}
            autoComplete="off"
            placeholder="01XXXXXXXXX"
            isRequired
            value={method.phone_number}
            onChange={props.changeWalletPhone}
            {...errorOf('wallet_phone_number')}
            className="max-w-xs"
          />
        </div>
      )}
      {method.name !== 'Coins' && <RuleNote>{t('prizes.rules.transfer', { n: formatInteger(transferHours, language) })}</RuleNote>}
    </div>
  );
}

function SummaryRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-fg-muted sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

function ScanPreview({ side, name, url }: { side: 'front' | 'back'; name: string | null; url: string | undefined }) {
  const { t } = useTranslation('ui');
  const label = t(side === 'front' ? 'prizeRedemption.personalInfo.scanFront' : 'prizeRedemption.personalInfo.scanBack');
  return (
    <figure className="flex w-36 flex-col gap-1">
      {url ? (
        <img src={url} alt={label} className="aspect-[8/5] w-full rounded-md border border-border bg-surface-muted object-cover" />
      ) : (
        <span className="sr-only">{label}</span>
      )}
      <figcaption className="text-sm break-all text-fg-muted">
        <span aria-hidden={url ? undefined : true}>{t(side === 'front' ? 'prizeRedemption.review.front' : 'prizeRedemption.review.back')}</span>
        {name && (
          <>
            {': '}
            <bdi>{name}</bdi>
          </>
        )}
      </figcaption>
    </figure>
  );
}

function MethodSummary({ method }: { method: NonNullable<PrizeRedemptionReview['method']> }) {
  const { t } = useTranslation('ui');
  const coinsText = useCoinsText();
  const issuerLabel = useIssuerLabel();
  if (method.name === 'Coins') {
    return (
      <span className="flex flex-col">
        <span className="font-semibold">{t('prizeRedemption.method.coins')}</span>
        <span>{t('prizeRedemption.method.coinsHint', { coins: coinsText(method.coins) })}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span className="font-semibold">{t('prizeRedemption.method.eWallet')}</span>
      <span>{issuerLabel(method.issuer)}</span>
      <span>
        <bdi dir="ltr" className="tabular-nums">
          {method.phoneNumber}
        </bdi>
      </span>
    </span>
  );
}

function ReviewStep(props: PrizeRedemptionModalProps) {
  const { t } = useTranslation('ui');
  const { review, scanPreviews } = props;
  const hasScans = review.scans.front !== null || review.scans.back !== null;
  return (
    <div className="flex flex-col gap-4">
      <StepHeading>{t('prizeRedemption.steps.review')}</StepHeading>
      <p className="text-sm text-fg-muted">{t('prizeRedemption.review.intro')}</p>
      <dl className="flex flex-col">
        <SummaryRow label={t('prizeRedemption.personalInfo.legalName')}>{review.legalName || <span className="text-fg-muted">{t('prizeRedemption.review.notGiven')}</span>}</SummaryRow>
        <SummaryRow label={t('prizeRedemption.personalInfo.phone')}>
          <bdi dir="ltr" className="tabular-nums">
            {review.phoneNumber}
          </bdi>
        </SummaryRow>
        <SummaryRow label={t('prizeRedemption.personalInfo.email')}>
          <bdi dir="ltr">{review.email}</bdi>
        </SummaryRow>
        <SummaryRow label={t('prizeRedemption.personalInfo.nationalId')}>
          <bdi dir="ltr" className="tabular-nums">
            {review.nationalId}
          </bdi>
          {props.nationalIdVerified && (
            <Badge variant="success" className="ms-2">
              {t('prizeRedemption.personalInfo.verified')}
            </Badge>
          )}
        </SummaryRow>
        {hasScans && (
          <SummaryRow label={t('prizeRedemption.review.scans')}>
            <span className="flex flex-wrap gap-3">
              <ScanPreview side="front" name={review.scans.front} url={scanPreviews?.front} />
              <ScanPreview side="back" name={review.scans.back} url={scanPreviews?.back} />
            </span>
          </SummaryRow>
        )}
        <SummaryRow label={t('prizeRedemption.review.method')}>{review.method && <MethodSummary method={review.method} />}</SummaryRow>
      </dl>
      {props.isSubmitting && props.uploadProgress != null && <ProgressBar size="sm" label={t('prizeRedemption.submitting')} value={props.uploadProgress} />}
    </div>
  );
}

/**
 * The three-step prize redemption modal (platform.md, Prizes): Personal Info (Get Forms, the forms with their
 * Preview links and the fields locked until Edit Info; Sign & Continue), Redemption Method (E-Wallet with the
 * wallet issuer and number, or Coins) and Review (Submit). A static backdrop: only the close button and Escape
 * close it. A pure view of `connectPrizeRedemption`'s props; the app uploads, refreshes and shows the toast.
 */
export function PrizeRedemptionModal(props: PrizeRedemptionModalProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const dialogRef = useRef<HTMLElement>(null);
  const formId = useId();
  const { phase, step, canClose, close } = props;
  useFocusManagement(dialogRef, phase, props.fieldErrors);

  const steps = [
    { id: 'personalInfo', label: t('prizeRedemption.steps.personalInfo'), icon: <UserIcon size={20} /> },
    { id: 'method', label: t('prizeRedemption.steps.method'), icon: <CoinIcon size={20} /> },
    { id: 'review', label: t('prizeRedemption.steps.review'), icon: <EyeIcon size={20} /> },
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'editing') props.getForms();
    else if (phase === 'formsShown') props.signAndContinue();
    else if (phase === 'method') props.next();
    else if (phase === 'review') props.submit();
  }

  let footer: ReactNode;
  if (step === 'personalInfo') {
    footer =
      phase === 'formsShown' ? (
        <>
          <Button variant="outline" onPress={props.editInfo} isDisabled={!props.canEdit}>
            {t('prizeRedemption.personalInfo.editInfo')}
          </Button>
          <Button type="submit" form={formId} isDisabled={!props.canSignAndContinue}>
            {t('prizeRedemption.personalInfo.signAndContinue')}
          </Button>
        </>
      ) : (
        <Button type="submit" form={formId} isPending={props.isLoadingForms} className="ms-auto">
          {t('prizeRedemption.personalInfo.getForms')}
        </Button>
      );
  } else {
    footer = (
      <>
        <Button variant="outline" onPress={props.back} isDisabled={!props.canGoBack}>
          {t('prizeRedemption.back')}
        </Button>
        <Button type="submit" form={formId} isPending={props.isSubmitting}>
          {step === 'method' ? t('common.next') : t('prizeRedemption.review.submit')}
        </Button>
      </>
    );
  }

  return (
    <Modal
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      staticBackdrop
      isKeyboardDismissDisabled={!canClose}
      size="lg"
    >
      <AriaDialog ref={dialogRef} className="flex max-h-[calc(100dvh-2rem)] flex-col text-start outline-none">
        <div className="flex shrink-0 items-start gap-3 border-b border-border px-4 pt-4 pb-3 sm:px-5">
          <Heading slot="title" className="min-w-0 flex-1 pt-1 text-lg font-semibold text-fg">
            {t('prizeRedemption.title', { amount: formatEgp(props.prizeAmount, language) })}
          </Heading>
          <CloseButton slot={null} onPress={close} isDisabled={!canClose} className="-me-2 -mt-1" />
        </div>
        <Form id={formId} onSubmit={submit} validationBehavior="aria" className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-4 py-4 sm:px-5">
          <Stepper steps={steps} currentIndex={props.stepIndex} />
          <ServerFailure serverErrors={props.serverErrors} errorMessage={props.errorMessage} />
          {step === 'personalInfo' && <PersonalInfoStep {...props} />}
          {step === 'method' && <MethodStep {...props} />}
          {step === 'review' && <ReviewStep {...props} />}
        </Form>
        <div className="flex shrink-0 flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 sm:px-5">{footer}</div>
      </AriaDialog>
    </Modal>
  );
}
