// The dialog: a fourth shared entry of the design system, so a page that opens no dialog (the home
// page, the tutor's and the staff's login) does not download it. Shared as its own Module Federation
// singleton; its close icon comes from '@ai-women/ui-kit' by name (the main entry every page has).
export { Modal } from './components/Modal/Modal';
export type { ModalProps, ModalSize } from './components/Modal/Modal';
