export { Stepper, type StepperProps, type StepperStep, type StepState } from './Stepper.tsx';
