export { FileUpload, fileUploadStyles, defaultImageFormats, type FileUploadProps, type FileUploadError } from './FileUpload.tsx';
export { formatFileSize } from './formatFileSize.ts';
