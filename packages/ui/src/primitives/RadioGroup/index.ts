export { RadioGroup, Radio, radioCircleStyles, type RadioGroupProps, type RadioProps } from './RadioGroup.tsx';
