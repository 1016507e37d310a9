export { Checkbox, checkboxBoxStyles, type CheckboxProps } from './Checkbox.tsx';
