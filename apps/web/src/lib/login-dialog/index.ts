export { LoginDialogProvider, type LoginDialogProviderProps } from './LoginDialogProvider';
export {
  useLoginDialog,
  type LoginDialogProps,
  type LoginDialogValue,
} from './login-dialog-context';
