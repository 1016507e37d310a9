export { DatePicker, type DatePickerProps } from './DatePicker.tsx';
export { Calendar, type CalendarProps } from './Calendar.tsx';
