import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { EditProfileDialog, type EditProfileDialogProps, type EditProfileUser } from './EditProfileDialog.tsx';

const MB = 1024 * 1024;

/** A file of any claimed size without allocating it. */
function fakeFile(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// Like a file chooser set to "All files": the input's accept list does not filter what the user picks.
const user = userEvent.setup({ applyAccept: false });

type DemoArgs = EditProfileDialogProps & { serverErrors?: boolean; longName?: boolean };

function Demo({ serverErrors = false, longName = false, user: _user, errors: _errors, isOpen, onOpenChange, ...props }: DemoArgs) {
  const text = useStoryText();
  const [open, setOpen] = useState(isOpen);
  const profile: EditProfileUser = {
    name: longName ? text('Abdelrahman Mohamed Abdelaziz Ahmed El-Shenawy', 'عبد الرحمن محمد عبد العزيز أحمد الشناوي الكبير') : text('Mariam Adel', 'مريم عادل'),
    legal_name: text('Mariam Adel Hassan Mahmoud', 'مريم عادل حسن محمود'),
    email: 'mariam.adel@example.com',
    national_id: '29801011234567',
    national_id_verified: false,
    photo: null,
  };
  const errors = serverErrors
    ? [text('The email has already been taken.', 'البريد الإلكتروني مستخدم بالفعل.'), text('The national id format is invalid.', 'صيغة الرقم القومي غير صحيحة.')]
    : undefined;
  return (
    <EditProfileDialog
      {...props}
      user={profile}
      errors={errors}
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile/EditProfileDialog',
  component: EditProfileDialog,
  parameters: { visual: { viewport: true } },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onPictureSelect: fn(),
    onPictureInvalid: fn(),
    user: { name: '', legal_name: null, email: null, national_id: null },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

async function dialog() {
  const found = await screen.findByRole('dialog');
  await waitFor(() => expect(found).toContainElement(document.activeElement as HTMLElement));
  return found;
}

/** The fields start from the profile. */
export const Default: Story = {
  play: async () => {
    const found = await dialog();
    await expect(found).toHaveAccessibleName(/Edit Profile|تعديل الملف الشخصي/);
    await expect(within(found).getByRole('textbox', { name: /^(Email|البريد الإلكتروني)/ })).toHaveValue('mariam.adel@example.com');
  },
};

/** Save submits the edited values. */
export const Submit: Story = {
  play: async ({ args }) => {
    const found = await dialog();
    const name = within(found).getByRole('textbox', { name: /^(Name|الاسم)$/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mariam A.');
    await userEvent.click(within(found).getByRole('button', { name: /^(Save|حفظ)$/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mariam A.', email: 'mariam.adel@example.com', national_id: '29801011234567' }));
  },
};

/** Saving: Save shows a spinner; the backdrop no longer closes the dialog. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async () => {
    const found = await dialog();
    await expect(within(found).getByRole('button', { name: /Save|حفظ/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server's errors, listed in a red alert. */
export const ServerErrors: Story = {
  args: { serverErrors: true },
  play: async () => {
    const found = await dialog();
    const alert = within(found).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The picture is uploading: a progress bar, and Save waits for it. */
export const UploadingPicture: Story = {
  args: { pictureProgress: 45, pictureFileName: 'mariam.jpg' },
  play: async () => {
    const found = await dialog();
    await expect(within(found).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await expect(within(found).getByRole('button', { name: /^(Save|حفظ)$/ })).toBeDisabled();
  },
};

/** A picture over 10 MB is refused with invalid-file-size. */
export const PictureTooLarge: Story = {
  play: async ({ args }) => {
    const found = await dialog();
    const input = found.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, fakeFile('me.png', 'image/png', 11 * MB));
    await expect(within(found).getByRole('alert')).toHaveTextContent(/too large|كبير جدًا/);
    await expect(args.onPictureInvalid).toHaveBeenCalledWith('invalid-file-size', expect.anything());
    await expect(args.onPictureSelect).not.toHaveBeenCalled();
  },
};

/** A file that is not jpg, jpeg, gif or png is refused with invalid-file-format. */
export const PictureWrongFormat: Story = {
  play: async ({ args }) => {
    const found = await dialog();
    const input = found.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, fakeFile('me.webp', 'image/webp', MB));
    await expect(within(found).getByRole('alert')).toHaveTextContent(/format|صيغة/);
    await expect(args.onPictureInvalid).toHaveBeenCalledWith('invalid-file-format', expect.anything());
  },
};

/** Cancel closes the dialog. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const found = await dialog();
    await userEvent.click(within(found).getByRole('button', { name: /^(Cancel|إلغاء)$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A long Arabic name fits the field. */
export const LongName: Story = {
  args: { longName: true },
  play: async () => {
    await dialog();
  },
};
