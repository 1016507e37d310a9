import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';

/**
 * Why the social login did not go through, as the fan is told beside its button: the server refused the provider's
 * token, something else failed (try again), or the provider's script could not be reached (the button cannot work;
 * the password login still does). A closed or refused popup is not a problem: nothing is said.
 */
export type SocialLoginProblem = 'refused' | 'failed' | 'unavailable';

export interface SocialLoginButtonProps {
  onPress: () => void;
  /** The provider is loading, its dialog is open or the server is checking its token: a spinner, presses ignored. */
  isPending?: boolean;
  problem?: SocialLoginProblem | null;
}

/** "Continue with Facebook" and, under it, what went wrong the last time (announced, and describing the button). */
export function SocialLoginButton({ onPress, isPending = false, problem = null }: SocialLoginButtonProps) {
  const { t } = useTranslation('ui');
  const messageId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        fullWidth
        onPress={onPress}
        isPending={isPending}
        isDisabled={problem === 'unavailable'}
        aria-describedby={problem ? messageId : undefined}
      >
        {t('auth.login.social')}
      </Button>
      {problem && (
        <Alert tone="error" id={messageId}>
          {t(`auth.social.${problem}`)}
        </Alert>
      )}
    </div>
  );
}
