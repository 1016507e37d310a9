export { Calendar, DatePicker, type CalendarProps, type DatePickerProps } from './DatePicker.tsx';
