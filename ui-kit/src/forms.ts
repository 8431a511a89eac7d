// The form controls (fields, select, text area, password, search, toggle group, their error, help
// and alert lines): a third shared entry of the design system, so a page without a form (the home
// page, the course pages) does not download them. Shared as its own Module Federation singleton.
// Its components import icons and hooks from '@ai-women/ui-kit' by name, not by relative path: in
// the apps' builds that is the shared main entry every page already has, not a second copy here.
export { FieldError } from './components/FieldError/FieldError';
export { FormAlert } from './components/FormAlert/FormAlert';
export type { FormAlertProps, FormAlertTone } from './components/FormAlert/FormAlert';
export type { FieldErrorProps } from './components/FieldError/FieldError';
export { HelperText } from './components/HelperText/HelperText';
export type { HelperTextProps } from './components/HelperText/HelperText';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { Select } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { ToggleGroup } from './components/ToggleGroup/ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './components/ToggleGroup/ToggleGroup';
export { SearchInput } from './components/SearchInput/SearchInput';
export type { SearchInputProps } from './components/SearchInput/SearchInput';
