import type { components, mutations } from '@hadaf/api-client';
import { defaultWalletIssuers, type FileLike, type GenerateFormsInput, type RedemptionRequestPayload } from '@hadaf/domain';

type FormsBody = Parameters<typeof mutations.generateRedemptionForms.run>[2]['body'];
type SubmitBody = Parameters<typeof mutations.submitRedemptionRequest.run>[2]['body'];

/** The view hands the machine File objects; the domain knows them only as FileLike. */
const asBlob = (file: FileLike): Blob | undefined => (file instanceof Blob ? file : undefined);

const isWalletIssuer = (issuer: string): issuer is components['schemas']['PaymentProvider'] => (defaultWalletIssuers as readonly string[]).includes(issuer);

/** Get Forms' multipart fields (bracket names, platform §3): the personal info and the scans as chosen. */
export function formsBody(input: GenerateFormsInput): FormsBody {
  const { user_prize_id, legal_name, email, phone_number, national_id, national_id_scans: scans } = input;
  return {
    user_prize_id,
    legal_name,
    email,
    phone_number,
    national_id,
    ...(scans ? { 'national_id_scans[front]': asBlob(scans.front), 'national_id_scans[back]': asBlob(scans.back) } : {}),
  };
}

/** Submit's fields: the same, the signed forms by name, and the method (E-Wallet with its phone and issuer). */
export function submitBody(input: RedemptionRequestPayload): SubmitBody {
  const method = input.redemption_method;
  const wallet =
    method.name === 'E-Wallet'
      ? {
          'redemption_method[options][phone_number]': method.options.phone_number,
          ...(isWalletIssuer(method.options.wallet.issuer) ? { 'redemption_method[options][wallet][issuer]': method.options.wallet.issuer } : {}),
        }
      : {};
  return { ...formsBody(input), forms: input.forms.map((form) => form.name), 'redemption_method[name]': method.name, ...wallet };
}
