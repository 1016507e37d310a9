import { useTranslation } from '../../i18n/react.ts';

/**
 * A wallet issuer's name: the coins area's wallet names (the contract spells Etisalat two ways), else the issuer as
 * sent. The redemption modal and the admins' queue share it.
 */
export function useIssuerLabel() {
  const { t } = useTranslation('ui');
  return (issuer: string) => {
    const key = issuer === 'etsalat' ? 'etisalat' : issuer;
    return t(`payment.wallets.${key}`, { defaultValue: issuer });
  };
}

/** Form names the server gives that have their own text; any other name is shown as it comes. */
const knownFormNames: readonly string[] = ['receipt', 'tax-form'];

/** A generated form's name: 'receipt' and 'tax-form' translated, any other as sent. */
export function useFormName() {
  const { t } = useTranslation('ui');
  return (name: string) => (knownFormNames.includes(name) ? t(`prizeRedemption.forms.names.${name}`) : name);
}
