import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, ListBox, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';
import { FieldGroup, FieldParts, Input, fieldStyles, type FieldProps } from '../Field/Field.tsx';
import { ChevronDownIcon } from '../icons/Icon.tsx';
import { FieldPopover, SelectItem, listBoxStyles, type SelectItemProps } from '../Select/Select.tsx';

const chevronStyles = tv({
  variants: {},
  extend: focusRing,
  base: 'me-1 inline-flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken hover:text-fg pressed:bg-neutral-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-fg-subtle',
});

export interface ComboBoxProps<T extends object = object> extends Omit<AriaComboBoxProps<T>, 'children'>, FieldProps {
  placeholder?: string;
  /** Options for a dynamic list (each rendered by `children`). */
  items?: Iterable<T>;
  /** `ComboBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A text input that filters a list of options as the user types. */
export function ComboBox<T extends object = object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={composeTailwindRenderProps(className, fieldStyles())}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup>
          <Input placeholder={placeholder} />
          <Button className={(renderProps) => chevronStyles(renderProps)}>
            <ChevronDownIcon size={18} />
          </Button>
        </FieldGroup>
      </FieldParts>
      <FieldPopover>
        <ListBox items={items} className={listBoxStyles}>
          {children}
        </ListBox>
      </FieldPopover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = SelectItemProps<T>;

/** An option in a ComboBox list. */
export const ComboBoxItem = SelectItem;
