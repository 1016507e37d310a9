export { EditProfileDialog, profilePictureMaxSize, type EditProfileDialogProps, type EditProfileUser, type EditProfileValues } from './EditProfileDialog.tsx';
