export { RegisterReviewForm, type RegisterReviewFormProps, type RegisterReviewFormValues } from './RegisterReviewForm.tsx';
