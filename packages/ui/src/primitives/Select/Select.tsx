import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type ListBoxItemProps,
  type PopoverProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldParts, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { CheckIcon, ChevronDownIcon } from '../icons/Icon.tsx';

/** The floating panel under a Select or ComboBox (as wide as its trigger). */
export function FieldPopover({ className, ...props }: PopoverProps) {
  return (
    <Popover
      offset={4}
      {...props}
      className={composeTailwindRenderProps(
        className,
        'max-h-72 w-(--trigger-width) min-w-48 overflow-auto rounded-md border border-border bg-surface p-1 text-fg shadow-md outline-0',
      )}
    />
  );
}

export const listBoxStyles = 'flex flex-col gap-0.5 outline-0';

const itemStyles = tv({
  base: 'group/item flex cursor-default items-center gap-2 rounded-sm px-3 py-2 text-base text-fg outline-0 select-none',
  variants: {
    isFocused: { true: 'bg-surface-sunken' },
    isSelected: { true: 'font-semibold text-primary-700' },
    isDisabled: { true: 'cursor-not-allowed text-fg-subtle' },
  },
});

export interface SelectItemProps<T extends object = object> extends ListBoxItemProps<T> {
  children?: ReactNode;
}

/** An option in a Select or ComboBox list; a check marks the selected one. */
export function SelectItem<T extends object = object>({ children, className, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        itemStyles({ ...renderProps, className: callerClassName }),
      )}
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0 flex-1">{children}</span>
          {isSelected && <CheckIcon size={16} className="shrink-0" />}
        </>
      )}
    </ListBoxItem>
  );
}

const triggerStyles = tv({
  extend: focusRing,
  base: 'flex min-h-10 w-full cursor-default items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 text-start text-base text-fg transition-colors group-invalid:border-error-600',
  variants: {
    isHovered: { true: 'border-border-strong' },
    isPressed: { true: 'border-secondary-500' },
    isDisabled: { true: 'cursor-not-allowed border-neutral-200 bg-surface-sunken text-fg-muted' },
  },
});

export interface SelectProps<T extends object = object> extends Omit<AriaSelectProps<T>, 'children'>, FieldProps {
  /** Options for a dynamic list (each rendered by `children`). */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A labelled single-choice dropdown; shows the translated "Select Option" until a value is chosen. */
export function Select<T extends object = object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const { t } = useTranslation('ui');
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('common.selectOption')}
      className={composeTailwindRenderProps(className, fieldStyles())}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Button className={(renderProps) => triggerStyles(renderProps)}>
          <SelectValue className="min-w-0 flex-1 placeholder-shown:text-fg-muted" />
          <ChevronDownIcon size={18} className="text-fg-muted group-disabled:text-fg-subtle" />
        </Button>
      </FieldParts>
      <FieldPopover>
        <ListBox items={items} className={listBoxStyles}>
          {children}
        </ListBox>
      </FieldPopover>
    </AriaSelect>
  );
}
