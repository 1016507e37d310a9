import { useTranslation } from '../../i18n/react.ts';
import { Button, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldGroup, FieldParts, Input, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { CloseIcon, SearchIcon } from '../icons/Icon.tsx';

const clearStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'me-1 inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 group-empty:invisible',
});

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/**
 * A search input with a clear button (shown when there is text; Escape clears too). Enter calls
 * `onSubmit(value)` even when the value is empty: the caller decides what an empty search means.
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaSearchField {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup>
          <SearchIcon size={18} className="ms-3 text-fg-muted" />
          <Input placeholder={placeholder} className="ps-2" />
          <Button aria-label={t('common.clearSearch')} className={(renderProps) => clearStyles(renderProps)}>
            <CloseIcon size={16} />
          </Button>
        </FieldGroup>
      </FieldParts>
    </AriaSearchField>
  );
}
