import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { twMerge } from '../../lib/utils.ts';

export interface LoadMoreProps {
  /** Whether another page exists; without one nothing renders. */
  hasNextPage: boolean;
  /** The next page is loading: the button shows a spinner and ignores presses. */
  isPending?: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** Button text; defaults to the translated "Load More". */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}

/** The "Load More" button under a paged list. */
export function LoadMore({ hasNextPage, isPending = false, onLoadMore, children, variant = 'outline', className }: LoadMoreProps) {
  const { t } = useTranslation('ui');
  if (!hasNextPage) return null;
  return (
    <div className={twMerge('flex justify-center py-4', className)}>
      <Button variant={variant} isPending={isPending} onPress={onLoadMore}>
        {children ?? t('common.loadMore')}
      </Button>
    </div>
  );
}
