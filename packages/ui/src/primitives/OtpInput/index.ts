export { OtpInput, normaliseDigits, type OtpInputProps } from './OtpInput.tsx';
