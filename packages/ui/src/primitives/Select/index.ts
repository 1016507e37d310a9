export { FieldPopover, Select, SelectItem, listBoxStyles, type SelectItemProps, type SelectProps } from './Select.tsx';
