import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info' },
  render: (args) => (
    <div className="max-w-md">
      <Alert {...args} />
    </div>
  ),
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's server errors: a red alert (role=alert) with a counted summary and the list of messages. */
export const ServerErrors: Story = {
  args: {
    tone: 'error',
    messages: [
      <T key="1" en="The mobile number is already registered." ar="رقم الهاتف مسجّل بالفعل." />,
      <T key="2" en="The password must contain at least 8 characters." ar="يجب أن تحتوي كلمة المرور على ٨ أحرف على الأقل." />,
      <T key="3" en="The referral code is invalid." ar="كود الإحالة غير صالح." />,
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    await expect(alert).toHaveTextContent(/Please correct the following 3 problems|يرجى تصحيح المشكلات التالية \(٣\)/);
  },
};

/** A single error message: no summary, no list. */
export const SingleError: Story = {
  args: {
    tone: 'error',
    messages: [<T key="1" en="Wrong mobile number or password." ar="رقم الهاتف أو كلمة المرور غير صحيحة." />],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
    await expect(alert).toHaveTextContent(/Wrong mobile number|رقم الهاتف أو كلمة المرور/);
  },
};

/** Two errors: Arabic uses its dual form for the summary. */
export const TwoErrors: Story = {
  args: {
    tone: 'error',
    messages: [
      <T key="1" en="The name is required." ar="الاسم مطلوب." />,
      <T key="2" en="The email is not valid." ar="البريد الإلكتروني غير صالح." />,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/following 2 problems|المشكلتين التاليتين/);
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: <T en="Password changed" ar="تم تغيير كلمة المرور" />,
    children: <T en="Use your new password next time you log in." ar="استخدم كلمة المرور الجديدة عند تسجيل الدخول القادم." />,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('img', { name: /Success|تم بنجاح/ })).toBeInTheDocument();
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    children: <T en="Predictions close 15 minutes before kick-off." ar="تُغلق التوقعات قبل انطلاق المباراة بـ١٥ دقيقة." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/15 minutes|١٥ دقيقة/);
  },
};

/** An error with its own title instead of the counted summary. */
export const ErrorWithTitle: Story = {
  args: {
    tone: 'error',
    title: <T en="Upload failed" ar="فشل الرفع" />,
    messages: [<T key="1" en="The server is busy. Try again later." ar="الخادم مشغول. حاول لاحقًا." />],
  },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: <T en={longEnglish} ar={longArabic} />,
    messages: [<T key="1" en={longEnglish} ar={longArabic} />, <T key="2" en={longEnglish} ar={longArabic} />],
  },
};
