import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { TextField } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button.tsx';
import { FieldInput, Label } from '../../primitives/Field/Field.tsx';
import { CheckIcon, CopyIcon, ShareIcon } from '../../primitives/icons/Icon.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { twMerge } from '../../lib/utils.ts';

export interface ReferralLinkProps {
  /** The whole invitation address, e.g. https://hadaf.example/register?referrer=AHMED10. */
  url: string;
  className?: string;
}

/**
 * My invitation link: the address (read-only, left to right inside Arabic too), Copy with a spoken "Copied"
 * confirmation, and Share where the device offers a share sheet (phones). A friend who signs up through it earns
 * me coins.
 */
export function ReferralLink({ url, className }: ReferralLinkProps) {
  const { t } = useTranslation('ui');
  const { copied, copy } = useCopy(url);
  // Read once: the share sheet exists on phones and some desktops only.
  const [canShare] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const share = () => {
    navigator.share({ title: t('profile.invite.shareTitle'), text: t('profile.invite.shareText'), url }).catch(() => undefined);
  };

  return (
    <div className={twMerge('flex w-full max-w-full flex-col gap-2 text-start sm:w-96', className)} data-testid="referral-link">
      <TextField value={url} isReadOnly className="flex flex-col gap-1.5">
        <Label>{t('profile.invite.label')}</Label>
        <FieldInput dir="ltr" className="text-start" onFocus={(event) => event.currentTarget.select()} />
      </TextField>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" size="md" onPress={() => void copy()} icon={copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}>
          {copied ? t('profile.invite.copied') : t('profile.invite.copy')}
        </Button>
        {canShare && (
          <Button variant="outline" size="md" onPress={share} icon={<ShareIcon size={18} />}>
            {t('profile.invite.share')}
          </Button>
        )}
      </div>
      <span role="status" className="sr-only">
        {copied ? t('profile.invite.copiedAnnouncement') : ''}
      </span>
    </div>
  );
}
