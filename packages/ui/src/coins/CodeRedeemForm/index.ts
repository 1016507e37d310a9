export { CodeRedeemForm, type CodeRedeemFormProps, type CodeRedeemKind, type CodeRedeemOutcome } from './CodeRedeemForm.tsx';
