import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { FileUpload } from './FileUpload.tsx';

const MB = 1024 * 1024;

/** A file of any claimed size without allocating it. */
function fakeFile(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

// Like a file chooser set to "All files": the input's accept list does not filter what the user picks.
const user = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: {
    label: <T en="National ID (front)" ar="البطاقة الشخصية (الوجه الأمامي)" />,
    onSelect: fn(),
    onInvalid: fn(),
  },
  render: (args) => (
    <div className="max-w-md">
      <FileUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the choose button, accepted formats and the Intl-formatted size limit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleName(/National ID|البطاقة الشخصية/);
    await expect(canvas.getByRole('button', { name: /Choose file|اختر ملفًا/ })).toBeEnabled();
    await expect(canvas.getByText(/JPG, JPEG, GIF,? or PNG.*50 MB|JPG.*PNG.*٥٠/)).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', expect.stringContaining('.png'));
  },
};

/** A valid image: its name is shown and onSelect receives it. */
export const FileChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const file = fakeFile('scan.png', 'image/png', 2 * MB);
    await user.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).getByText(/scan\.png/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Only the first of several chosen files is used. */
export const OnlyFirstFileUsed: Story = {
  play: async ({ canvasElement, args }) => {
    const first = fakeFile('front.jpg', 'image/jpeg', MB);
    await user.upload(fileInput(canvasElement), [first, fakeFile('back.jpg', 'image/jpeg', MB)]);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(first);
    await expect(within(canvasElement).getByText(/front\.jpg/)).toBeVisible();
  },
};

/** invalid-file-size: a 60 MB image over the 50 MB limit. */
export const InvalidFileSize: Story = {
  play: async ({ canvasElement, args }) => {
    const file = fakeFile('scan.png', 'image/png', 60 * MB);
    await user.upload(fileInput(canvasElement), file);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/too large.*50 MB|كبير جدًا.*٥٠/);
    await expect(args.onInvalid).toHaveBeenCalledWith('invalid-file-size', file);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(/too large|كبير جدًا/);
  },
};

/** invalid-file-format: a PDF where only images are accepted. */
export const InvalidFileFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const file = fakeFile('scan.pdf', 'application/pdf', MB);
    await user.upload(fileInput(canvasElement), file);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/not allowed.*PNG|غير مسموح بها.*PNG/);
    await expect(args.onInvalid).toHaveBeenCalledWith('invalid-file-format', file);
  },
};

/** Choosing a valid file after an error clears the error. */
export const ErrorCleared: Story = {
  play: async ({ canvasElement }) => {
    await user.upload(fileInput(canvasElement), fakeFile('scan.gif', 'image/gif', 60 * MB));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await user.upload(fileInput(canvasElement), fakeFile('scan-small.gif', 'image/gif', MB));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText(/scan-small\.gif/)).toBeVisible();
  },
};

/** Uploading: a progress bar with the file name; choosing is disabled meanwhile. */
export const Uploading: Story = {
  args: { fileName: 'national-id.jpg', progress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAccessibleName(/national-id\.jpg/);
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** An error from outside the field, such as the server rejecting the upload. */
export const ServerError: Story = {
  args: {
    fileName: 'national-id.jpg',
    errorMessage: <T en="The upload failed. Please try again." ar="فشل الرفع. يرجى المحاولة مرة أخرى." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/upload failed|فشل الرفع/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** Caller-set formats and limit: PDF or PNG up to 5 MB. */
export const CustomLimits: Story = {
  args: { acceptedFormats: ['pdf', 'png'], maxSize: 5 * MB },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/PDF or PNG.*5 MB|PDF.*PNG.*٥/)).toBeVisible();
    const file = fakeFile('contract.pdf', 'application/pdf', MB);
    await user.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const LongText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    fileName: 'egyptian-premier-league-national-identity-card-front-side-scan-2026.jpeg',
  },
};
