import { useId, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { FileUpload, defaultImageFormats, type FileUploadError } from '../../primitives/FileUpload/FileUpload.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** The spec's profile picture limit: 10 MB. */
export const profilePictureMaxSize = 10 * 1024 * 1024;

/** The parts of the contract's User the dialog edits (the API's User satisfies it). */
export interface EditProfileUser {
  readonly name: string;
  readonly legal_name: string | null;
  readonly email: string | null;
  readonly national_id: string | null;
  /** Verified national ids cannot be changed. */
  readonly national_id_verified?: boolean;
  readonly photo?: { readonly thumb?: string | null } | null;
  readonly profile_picture?: { readonly thumb?: string | null } | null;
}

/** What Save submits (the profile update payload). */
export interface EditProfileValues {
  name: string;
  legal_name: string;
  email: string;
  national_id: string;
}

export interface EditProfileDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  user: EditProfileUser;
  /** Save pressed with valid fields. */
  onSubmit: (values: EditProfileValues) => void;
  /** The save is under way: Save shows a spinner and the fields are read-only. */
  isSaving?: boolean;
  /** The server's errors (response.data.errors flattened), shown in a red alert. */
  errors?: readonly string[];
  /** A valid picture was chosen (jpg, jpeg, gif, png up to 10 MB); the app uploads it. */
  onPictureSelect?: (file: File) => void;
  /** A chosen picture was rejected (invalid-file-size / invalid-file-format). */
  onPictureInvalid?: (error: FileUploadError, file: File) => void;
  /** Upload progress 0–100 while the picture uploads. */
  pictureProgress?: number;
  /** The uploaded picture's file name. */
  pictureFileName?: string;
}

/** The Edit Profile modal: name, legal name, email, national id and profile picture, with the server's errors. */
export function EditProfileDialog({
  isOpen,
  onOpenChange,
  user,
  onSubmit,
  isSaving = false,
  errors,
  onPictureSelect,
  onPictureInvalid,
  pictureProgress,
  pictureFileName,
}: EditProfileDialogProps) {
  const { t } = useTranslation('ui');
  const formId = useId();
  const picture = user.profile_picture ?? user.photo;
  const isUploading = pictureProgress != null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: keyof EditProfileValues) => String(data.get(key) ?? '').trim();
    onSubmit({ name: text('name'), legal_name: text('legal_name'), email: text('email'), national_id: text('national_id') });
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} staticBackdrop={isSaving}>
      <Dialog
        title={t('profile.edit.title')}
        footer={({ close }) => (
          <>
            <Button variant="outline" onPress={close} isDisabled={isSaving}>
              {t('profile.edit.cancel')}
            </Button>
            <Button type="submit" form={formId} isPending={isSaving} isDisabled={isUploading}>
              {t('profile.edit.save')}
            </Button>
          </>
        )}
      >
        <Form id={formId} onSubmit={handleSubmit} className="flex flex-col gap-4">
          {errors && errors.length > 0 && <Alert tone="error" messages={errors} />}
          <div className="flex items-center gap-4">
            <Avatar name={user.name} src={picture?.thumb ?? undefined} size="lg" />
            <FileUpload
              label={t('profile.edit.picture')}
              acceptedFormats={defaultImageFormats}
              maxSize={profilePictureMaxSize}
              onSelect={onPictureSelect}
              onInvalid={onPictureInvalid}
              progress={pictureProgress}
              fileName={pictureFileName}
              isDisabled={isSaving}
              className="min-w-0 flex-1"
            />
          </div>
          <TextField name="name" label={t('profile.edit.name')} defaultValue={user.name} isRequired isReadOnly={isSaving} autoComplete="name" />
          <TextField
            name="legal_name"
            label={t('profile.edit.legalName')}
            description={t('profile.edit.legalNameHint')}
            defaultValue={user.legal_name ?? ''}
            isReadOnly={isSaving}
          />
          <TextField
            name="email"
            type="email"
            label={t('profile.edit.email')}
            defaultValue={user.email ?? ''}
            isRequired
            isReadOnly={isSaving}
            autoComplete="email"
          />
          <TextField
            name="national_id"
            label={t('profile.edit.nationalId')}
            description={t('profile.edit.nationalIdHint')}
            defaultValue={user.national_id ?? ''}
            isDisabled={user.national_id_verified}
            isReadOnly={isSaving}
            inputMode="numeric"
            maxLength={14}
          />
        </Form>
      </Dialog>
    </Modal>
  );
}
