import type { SnapshotFrom } from 'xstate';
import { coinsForPrize } from '../../rules/prize-status.ts';
import type { FileLike } from '../../validators/image.ts';
import type { prizeRedemptionMachine } from './machine.ts';
import type {
  PersonalInfo,
  PrizeRedemptionContext,
  PrizeRedemptionEvent,
  RedemptionForm,
  RedemptionMethodChoice,
  RedemptionMethodName,
} from './types.ts';

/** Where the modal is, one value per resting state of the machine. */
export type PrizeRedemptionPhase = 'editing' | 'loadingForms' | 'formsShown' | 'method' | 'review' | 'submitting' | 'redeemed' | 'closed';

/** The three steps of the progress bar. */
export type PrizeRedemptionStep = 'personalInfo' | 'method' | 'review';

/** The chosen method as the review states it. */
export type PrizeRedemptionReviewMethod =
  | { readonly name: 'E-Wallet'; readonly issuer: string; readonly phoneNumber: string }
  | { readonly name: 'Coins'; readonly coins: number };

/** What step 3 shows before Submit. */
export interface PrizeRedemptionReview {
  readonly legalName: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly nationalId: string;
  /** The scans' file names; both null once the national id is verified (no scans are sent). */
  readonly scans: { readonly front: string | null; readonly back: string | null };
  readonly method: PrizeRedemptionReviewMethod | null;
}

/** The redemption modal's state as its view shows it (no callbacks). */
export interface PrizeRedemptionView {
  readonly phase: PrizeRedemptionPhase;
  /** The progress bar's step; `review` while submitting, and the last step shown once finished. */
  readonly step: PrizeRedemptionStep;
  /** 0–2 for the progress bar. */
  readonly stepIndex: 0 | 1 | 2;
  /** False once redeemed or closed. */
  readonly isOpen: boolean;
  readonly userPrizeId: number;
  /** The prize in EGP (the modal's title). */
  readonly prizeAmount: number;
  /** What the Coins method pays for this prize (coinsForPrize). */
  readonly coins: number;
  readonly personalInfo: PersonalInfo;
  /** Forms are shown: every personal info field is disabled until Edit Info. */
  readonly fieldsDisabled: boolean;
  /** Get Forms is under way: the fields keep their values (read only). */
  readonly fieldsReadOnly: boolean;
  readonly nationalIdVerified: boolean;
  /** A verified national id cannot change; nor can any field while forms are shown. */
  readonly nationalIdDisabled: boolean;
  /** The scan inputs are hidden once the national id is verified. */
  readonly scansHidden: boolean;
  /** The chosen scans' file names. */
  readonly scans: { readonly front: string | null; readonly back: string | null };
  readonly forms: readonly RedemptionForm[];
  readonly walletIssuers: readonly string[];
  readonly method: RedemptionMethodChoice;
  /** Validation keys of the `domain` namespace, by field (`national_id_scans`, `method`, `issuer`, `wallet_phone_number`…). */
  readonly fieldErrors: PrizeRedemptionContext['fieldErrors'];
  /** A 422's messages, for one red alert list. */
  readonly serverErrors: readonly string[];
  /** Any other failure: the server's message, or the key `prizeRedemption.errors.generic`. */
  readonly errorMessage: string | null;
  readonly isLoadingForms: boolean;
  readonly isSubmitting: boolean;
  readonly canGetForms: boolean;
  readonly canEdit: boolean;
  readonly canSignAndContinue: boolean;
  readonly canNext: boolean;
  readonly canGoBack: boolean;
  readonly canSubmit: boolean;
  /** The close button and Escape (not while the request is being submitted). */
  readonly canClose: boolean;
  readonly review: PrizeRedemptionReview;
}

/** The view's callbacks: each sends one event of the machine (direction-neutral: next and back, never left or right). */
export interface PrizeRedemptionActions {
  readonly changePersonalInfo: (values: Partial<PersonalInfo>) => void;
  /** A chosen scan (only the first file counts); null clears it. */
  readonly setScan: (side: 'front' | 'back', files: FileLike | ArrayLike<FileLike> | null) => void;
  readonly getForms: () => void;
  readonly editInfo: () => void;
  readonly signAndContinue: () => void;
  readonly selectMethod: (method: RedemptionMethodName) => void;
  readonly selectIssuer: (issuer: string) => void;
  readonly changeWalletPhone: (phoneNumber: string) => void;
  readonly next: () => void;
  readonly back: () => void;
  readonly submit: () => void;
  readonly close: () => void;
}

/** Everything the ui's PrizeRedemptionModal needs from the machine. */
export type PrizeRedemptionProps = PrizeRedemptionView & PrizeRedemptionActions;

type Snapshot = SnapshotFrom<typeof prizeRedemptionMachine>;

function phaseOf(snapshot: Snapshot): PrizeRedemptionPhase {
  if (snapshot.matches({ personalInfo: 'loadingForms' })) return 'loadingForms';
  if (snapshot.matches({ personalInfo: 'formsShown' })) return 'formsShown';
  if (snapshot.matches('personalInfo')) return 'editing';
  if (snapshot.matches('method')) return 'method';
  if (snapshot.matches('review')) return 'review';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('redeemed')) return 'redeemed';
  return 'closed';
}

const stepOf: Record<PrizeRedemptionPhase, PrizeRedemptionStep> = {
  editing: 'personalInfo',
  loadingForms: 'personalInfo',
  formsShown: 'personalInfo',
  method: 'method',
  review: 'review',
  submitting: 'review',
  redeemed: 'review',
  closed: 'personalInfo',
};

const stepIndexOf: Record<PrizeRedemptionStep, 0 | 1 | 2> = { personalInfo: 0, method: 1, review: 2 };

function reviewMethod(method: RedemptionMethodChoice, coins: number): PrizeRedemptionReviewMethod | null {
  if (method.name === 'E-Wallet') return { name: 'E-Wallet', issuer: method.issuer, phoneNumber: method.phone_number };
  if (method.name === 'Coins') return { name: 'Coins', coins };
  return null;
}

/** The redemption modal's snapshot as its view shows it. */
export function prizeRedemptionView(snapshot: Snapshot): PrizeRedemptionView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const step = stepOf[phase];
  const coins = coinsForPrize(context.userPrize.amount);
  const verified = context.nationalIdVerified;
  const fieldsDisabled = phase === 'formsShown';
  const scans = { front: context.scans.front?.name ?? null, back: context.scans.back?.name ?? null };
  const info = context.personalInfo;
  return {
    phase,
    step,
    stepIndex: stepIndexOf[step],
    isOpen: phase !== 'redeemed' && phase !== 'closed',
    userPrizeId: context.userPrize.id,
    prizeAmount: context.userPrize.amount,
    coins,
    personalInfo: info,
    fieldsDisabled,
    fieldsReadOnly: phase === 'loadingForms',
    nationalIdVerified: verified,
    nationalIdDisabled: verified || fieldsDisabled,
    scansHidden: verified,
    scans,
    forms: context.forms,
    walletIssuers: context.walletIssuers,
    method: context.method,
    fieldErrors: context.fieldErrors,
    serverErrors: context.serverErrors,
    errorMessage: context.errorMessage,
    isLoadingForms: phase === 'loadingForms',
    isSubmitting: phase === 'submitting',
    canGetForms: snapshot.can({ type: 'GET_FORMS' }),
    canEdit: snapshot.can({ type: 'EDIT_INFO' }),
    canSignAndContinue: snapshot.can({ type: 'SIGN_AND_CONTINUE' }),
    canNext: snapshot.can({ type: 'NEXT' }),
    canGoBack: snapshot.can({ type: 'BACK' }),
    canSubmit: snapshot.can({ type: 'SUBMIT' }),
    canClose: snapshot.can({ type: 'CLOSE' }),
    review: {
      legalName: info.legal_name,
      phoneNumber: info.phone_number,
      email: info.email,
      nationalId: info.national_id,
      scans: verified ? { front: null, back: null } : scans,
      method: reviewMethod(context.method, coins),
    },
  };
}

/** The view's callbacks over the actor's `send`. */
export function prizeRedemptionActions(send: (event: PrizeRedemptionEvent) => void): PrizeRedemptionActions {
  return {
    changePersonalInfo: (values) => send({ type: 'CHANGE_PERSONAL_INFO', values }),
    setScan: (side, files) => send({ type: 'SET_SCAN', side, files }),
    getForms: () => send({ type: 'GET_FORMS' }),
    editInfo: () => send({ type: 'EDIT_INFO' }),
    signAndContinue: () => send({ type: 'SIGN_AND_CONTINUE' }),
    selectMethod: (method) => send({ type: 'SELECT_METHOD', method }),
    selectIssuer: (issuer) => send({ type: 'SELECT_ISSUER', issuer }),
    changeWalletPhone: (phoneNumber) => send({ type: 'CHANGE_WALLET_PHONE', phoneNumber }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    submit: () => send({ type: 'SUBMIT' }),
    close: () => send({ type: 'CLOSE' }),
  };
}

/**
 * The redemption modal's props: `<PrizeRedemptionModal {...connectPrizeRedemption(snapshot, actor.send)} />`
 * (platform.md, Prizes: three steps, the fields locked while forms are shown, the verified id kept).
 */
export function connectPrizeRedemption(snapshot: Snapshot, send: (event: PrizeRedemptionEvent) => void): PrizeRedemptionProps {
  return { ...prizeRedemptionView(snapshot), ...prizeRedemptionActions(send) };
}
